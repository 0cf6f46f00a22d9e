#pragma once
// How a regular topology splits the input Slice and Time into the manual's
// parts (slice2 | slice1 | slice0, time2 | time1 | time0) and where each part
// lands in the output. This is the structural side of the Switch Engine: the
// output mapping texts, and for every output (slice, time) the input
// (slice, time) whose packet it receives.
#include <string>
#include <vector>

#include "diag/diagnostic.h"
#include "mapping/mapping.h"
#include "switch/topology.h"

namespace tcpwb::sw {

inline constexpr u64 kClusterSlices = 256;

// The parts' sizes. Sizes a topology does not use are 1.
struct Parts {
    u64 slice2 = 1, slice1 = 1, slice0 = 1;
    u64 time2 = 1, time1 = 1, time0 = 1;
    u64 broadcast = 1;  // size of the new (tile) position in the output Slice
};

// An input packet: which slice sent it, at which input time step.
struct Source {
    u64 slice = 0;
    u64 time = 0;
    friend bool operator==(const Source&, const Source&) = default;
};

class Layout {
public:
    // Checks the topology's parameters against the input sizes (they must
    // divide, the Slice must be the full cluster, InterTranspose's time1 =
    // slice1 must divide Time) and infers the remaining parts.
    // Error kinds: full_cluster, not_divisible. Not for CustomBroadcast.
    static diag::Result<Layout> make(const Topology& topology, u64 inSlices, u64 inTimes);

    const Topology& topology() const { return topology_; }
    const Parts& parts() const { return parts_; }
    u64 inSlices() const { return inSlices_; }
    u64 inTimes() const { return inTimes_; }
    u64 outTimes() const;
    // slice0 x slice1 (the manual's ring_size), 1 for Forward.
    u64 ringSize() const;

    // The input packet that output slice s receives at output time step t.
    Source sourceOf(u64 outSlice, u64 outTime) const;
    // The input slices output slice s accepts (its snoop bitmap row), ascending.
    std::vector<u64> acceptedBy(u64 outSlice) const;

    // The output mappings as text over the input mappings' operands, e.g.
    // "m![A / 4, 4]" and "m![B / 4, A / 2 % 2, B % 4, A % 2]" (not normalized).
    std::string outSliceText(const mapping::CompiledMapping& inSlice, const mapping::CompiledMapping& inTime) const;
    std::string outTimeText(const mapping::CompiledMapping& inSlice, const mapping::CompiledMapping& inTime) const;
    // Names of the output parts, outermost first, e.g. {"slice2", "tile"} and
    // {"time1", "slice1", "time0", "slice0"}; parts of size 1 are left out.
    std::vector<std::string> outSliceParts() const;
    std::vector<std::string> outTimeParts() const;

private:
    Topology topology_;
    Parts parts_;
    u64 inSlices_ = 0;
    u64 inTimes_ = 0;
};

}  // namespace tcpwb::sw
