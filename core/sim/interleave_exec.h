#pragma once
// begin_interleaved in the simulator (internal; manual, "Interleaving
// Tensors"): two DM tensors with identical mappings fetched alternately, the
// 2-way axis I in the fetch's Time saying which one (I = 0 the first, 1 the
// second). The fetch sequencer walks each tensor with Time without I; the
// stream and the reference are the two tensors stacked along I.
#include <optional>

#include "sim/state.h"
#include "sim/stream.h"

namespace tcpwb::sim::detail {

// Checks the pass's interleaved sources and finds I (the written axis, or the
// one 2-way axis of the fetch's Time the tensors lack). Unlocated diagnostics.
diag::Result<InterleavePlan> planInterleave(const kernel::Program& program, const std::vector<TensorPlan>& tensors,
                                            const kernel::StreamPass& pass, const CompiledMapping& fetchTime);

// The stream over `time` (with I) from the two tensors' streams over Time without I.
void interleaveStreams(const CompiledMapping& time, mapping::AxisId axis, StreamData& first, const StreamData& second);

// The two tensors' logical values stacked along I (`axis` appended last).
Logical stackLogical(const State& s, const Logical& first, const Logical& second, mapping::AxisId axis);

}  // namespace tcpwb::sim::detail
