#pragma once
// Which VRF element a Vector Engine chain reads at each stream position
// (docs/simulation.md, "Values"): the toolchain's VRF operand is matched to
// the stream by axis, not by position, so `m![B]` beside a stream over
// [A, B] gives every A the same B-th element.
#include <vector>

#include "diag/diagnostic.h"
#include "mapping/mapping.h"
#include "sim/plan.h"

namespace tcpwb::sim::detail {

// For each position (time-major) of `stream` in its slice `slice`, the
// Element position of the VRF tensor `vrf` whose coordinates on the VRF's
// axes are the position's: the stream's Slice, Time and Packet against the
// VRF's Slice and Element (the same Slice on both sides, as a slice reads its
// own VRF, cancels out). An axis the VRF does not run over broadcasts.
// mapping::kPaddingOffset for a padding position. Error kind vrf_missing: a
// position needs an element the VRF does not hold.
// Whether every axis of the VRF's Element is one the stream runs over: the
// toolchain's operand, matched by axis. A VRF over axes the stream lacks has
// no such match; it is read as the manual describes its VRF tensor, element
// k of the slice's stream with element k of the VRF, repeated.
bool vrfSharesStreamAxes(const TensorPlan& vrf, const StreamShape& stream);

diag::Result<std::vector<u64>> vrfElementsOfStream(const mapping::AxisEnv& env, const TensorPlan& vrf, const StreamShape& stream,
                                                   u64 slice);

}  // namespace tcpwb::sim::detail
