#pragma once
// Where each position of a Tensor Unit stream is in its logical tensor.
//
// A position (slice, time step, packet position) has the sum of the three
// mappings' offsets, each computed alone (fast, vectorised by
// mapping::enumerateOffsets). That sum is exact except in one case: a padded
// axis split across two of the mappings, such as the Fetch and Commit
// Engine's tail padding `B * (A # 72) / 24` with `A # 72 % 24` (A = 65). Each
// part alone stays below 65, their sum does not: positions 65..71 of A are
// padding that no single mapping can see, and their summed offset would name
// another row's element. When the three mappings together couple padding,
// every position whose sum says "element" is confirmed on the combined
// mapping `m![slice, time, packet]`.
#include <optional>
#include <vector>

#include "mapping/enumerate.h"
#include "mapping/mapping.h"
#include "util/checked.h"

namespace tcpwb::sim::detail {

class StreamOffsets {
public:
    StreamOffsets(const mapping::CompiledMapping& slice, const mapping::CompiledMapping& time, const mapping::CompiledMapping& packet,
                  const std::vector<u64>& strides);

    // The logical offset at (slice, t, p), or mapping::kPaddingOffset.
    u64 at(u64 slice, u64 t, u64 p) const;
    // True when no position of `slice` is padding (its reads may skip the per-position test).
    bool padFree(u64 slice) const;
    // True when `slice` is a slice of the stream (not a padding slice).
    bool unitHolds(u64 slice) const { return slice < slice_.size() && slice_[slice] != mapping::kPaddingOffset; }
    u64 packetSize() const { return packet_.size(); }
    // True when the mappings alone cannot tell padding (the combined mapping decides).
    bool coupled() const { return combined_.has_value(); }

private:
    std::vector<u64> slice_, time_, packet_;
    bool timePadFree_ = true, packetPadFree_ = true;
    std::optional<mapping::CompiledMapping> combined_;
};

}  // namespace tcpwb::sim::detail
