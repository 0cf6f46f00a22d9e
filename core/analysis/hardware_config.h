#pragma once
// The hardware configuration a compiler dump writes into an instruction's
// description beside (or instead of) the source text: sequencer
// configurations, the sizes the engines derive (fetch_size, commit_size,
// ...), and the Switch Engine's topology. The toolchain publishes no format
// for it, so what is recognised is written down here and in
// docs/schedule-analysis.md:
//
// - a sequencer configuration in the manual's notation,
//   `[8 : 1, 8 : 8, 3 : 64] : 16` (entries may carry the term they iterate,
//   `[B -> 8 : 32, A -> 8 : 256]`; the packet size is optional), labelled by
//   the words before it on its line (`fetch sequencer: [...]`);
// - the same as Rust prints it, `entries: [Entry { size: 8, stride: 1 },
//   ...]` with an optional `packet_size: N` after it in the same braces,
//   labelled by the field or type name before the braces;
// - `<name>: N` or `<name> = N` for any lower-case name with `_size` or
//   `size_` in it (`fetch_size`, `contiguous_sram_access_size`,
//   `commit_size`, ...; a plain `size` is an entry's, not an engine's);
// - the Switch Engine's topology: `Broadcast01`, `Broadcast1`,
//   `CustomBroadcast`, `InterTranspose` anywhere, `Forward` and `Transpose`
//   after a `switch` or `topology` key, with the parameters that follow in
//   the manual's names (`slice1`, `slice0`, `time0`, `ring_size`).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "util/checked.h"

namespace tcpwb::analysis {

struct SequencerEntryText {
    std::string term;  // what it iterates, when the dump says (`B`)
    u64 size = 1;
    std::int64_t stride = 0;  // elements; 0 broadcasts, negative walks back
};

struct SequencerText {
    std::string label;                        // "fetch sequencer", "commit", ... (may be empty)
    std::vector<SequencerEntryText> entries;  // outermost first
    std::optional<u64> packetSize;
    u64 iterations() const;  // product of the entries' sizes (saturating)
    // The manual's notation: `[8 : 1, 8 : 8] : 16`.
    std::string notation() const;
};

struct SwitchText {
    std::string kind;  // "Broadcast01", ...
    std::vector<std::pair<std::string, u64>> parameters;
};

struct HardwareConfig {
    std::vector<SequencerText> sequencers;
    std::vector<std::pair<std::string, u64>> sizes;  // in the order written
    std::vector<SwitchText> switches;
    bool empty() const { return sequencers.empty() && sizes.empty() && switches.empty(); }
};

HardwareConfig hardwareConfigOf(std::string_view description);

}  // namespace tcpwb::analysis
