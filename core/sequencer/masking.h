#pragma once
// The Fetch Adapter's masking (manual, "Masking Configuration"): padded
// positions of the packet's innermost axis, `# l + A + # r`, are forced to a
// neutral value so a sum or max downstream does not see what memory held.
//
// Entries are numbered outermost first in the configuration the hardware is
// given (the manual's cases 1-3 agree on this numbering). The packet is what
// "dim0" means in "masks dim0 - last_dim_rightmost_valid_count[0] elements".
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "sequencer/config.h"

namespace tcpwb::sequencer {

struct MaskConfig {
    // 1: the padded axis's entry is next to the packet; 2: other entries lie
    // between them; 3: one right valid count per index of a short entry.
    int paddingCase = 1;
    std::string axis;         // the masked axis, e.g. `B'`
    std::size_t lastDim = 0;  // entry whose first/last index switches the masks on
    u64 leftPad = 0;          // masked at the start of the packet when lastDim's index is 0
    // Valid elements from the packet's start when lastDim's index is its last:
    // one value in cases 1 and 2, one per index of rightmostValidCountDim in case 3.
    std::vector<u64> rightmostValidCount;
    std::optional<std::size_t> rightmostValidCountDim;  // case 3
    std::int64_t padValue = 0;
    bool insertedUnitEntry = false;  // a `1 : 0` entry was added for lastDim to point at
    // The configuration the hardware is given with the masking: the
    // sequencer's merged entries, plus the `1 : 0` entry when one was added.
    // lastDim and rightmostValidCountDim index it.
    std::vector<Entry> entries;
    u64 validPerRow = 0;   // valid elements of the axis over its packets
    u64 maskedPerRow = 0;  // masked elements of the axis over its packets
};

// The largest last_dim_rightmost_valid_count: "0-255 for 4-bit types, 0-31
// for f32", i.e. 128 bytes of elements less one, at most 255.
u64 maxRightmostValidCount(tensor::DType dtype);

struct MaskPlan {
    std::optional<MaskConfig> mask;           // none when the packets hold no padding
    std::optional<diag::Diagnostic> warning;  // padding the hardware cannot mask, and why
};

// Plans the masking of `config` (derived from `request`). When last_dim
// needs an entry of one iteration and the stream has none, the mask's own
// entries gain a `1 : 0` before the packet, as the manual's case 3 writes `1`
// into Time; the sequencer configuration itself stays as derived.
MaskPlan planMasking(const Request& request, const Config& config, std::int64_t padValue = 0);

// What the hardware masks in the packet of time step `step` (Time position,
// the mask's non-packet entries as an odometer, outermost first).
std::vector<bool> maskedPositions(const MaskConfig& mask, u64 packetSize, u64 step);

// What the masking does to the padded axis's packets, as the manual counts
// it ("the first 2 and last 4 elements of (# 2 + B + # 4) are masked").
struct MaskedSides {
    u64 left = 0;   // positions masked at the start of the axis (its left padding)
    u64 right = 0;  // positions masked at its end (right padding, and packet positions past the axis)
    // Per packet along the axis (the indices of last_dim in cases 1 and 2, of
    // the rightmost-valid-count entry in case 3; every other entry at 0): the
    // packet positions masked, in increasing order.
    std::vector<std::vector<u64>> byPacket;
};
MaskedSides maskedSides(const MaskConfig& mask, u64 packetSize);

}  // namespace tcpwb::sequencer
