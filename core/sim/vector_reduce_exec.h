#pragma once
// The Vector Engine's Intra-Slice Reduce in the simulator (internal): the
// chain's stream shapes (vector::traceShapes: Narrow, the reduce and Widen
// rewrite Time and Packet), its values (the chain evaluated in segments
// between those stages, lanes moved as Narrow/Widen move them, the reduce's
// 4-lane trees accumulated per slot) and its logical reference (a reduce over
// the axis in the tensor's own index space). docs/simulation.md, "Intra-Slice Reduce".
#include <array>
#include <optional>

#include "sim/state.h"
#include "sim/stream.h"
#include "vector/evaluate.h"
#include "vector/trace.h"

namespace tcpwb::sim::detail {

bool hasIntraReduce(const vector::Chain& chain);

// Whether the slice's coordinates plus any time step's plus any packet
// position's stay below every axis's size: then no sum passes an axis, and a
// stream position holds an element exactly when its three parts do (the
// reduce skips the per-position check). False when padding is split across
// them (`R # 16 / 4` in Time, `R # 16 % 4` in Packet, R = 13).
bool sumsStayInside(const mapping::TensorIndex& slice, const std::vector<std::optional<mapping::TensorIndex>>& times,
                    const std::vector<std::optional<mapping::TensorIndex>>& packets, const mapping::AxisEnv& env);

// What the reduce needs of its input stream's Time and Packet, the same for
// every slice, so planned once (VectorShapes::reduceTables): each time step's
// and packet position's index, their output slots, whether R is in the Packet
// (the 4-lane tree), and per axis the largest coordinate a time step plus a
// packet position give (sumsStayInside adds the slice's).
struct ReduceTables {
    std::vector<std::optional<mapping::TensorIndex>> times, packets;
    std::vector<u64> timeSlot, laneSlot;
    bool tree = false;
    std::vector<u64> partsMost;  // by axis
};
ReduceTables planReduceTables(const vector::Shape& before, mapping::AxisId axis);

// Traces the chain's shapes from `stream` and moves `stream`'s Time and
// Packet to the chain's output; stores the trace in `stage`. The diagnostic
// is the chain's own, not yet located.
[[nodiscard]] std::optional<diag::Diagnostic> planVectorShapes(StreamShape& stream, const vector::Chain& chain, StagePlan& stage);

// Two-group mode (vector_group_exec.cpp): the stream's values split by the
// digit of `axis` in `time` (group 0, group 1), each over Time without it.
std::array<std::vector<u32>, 2> splitGroups(const CompiledMapping& time, u64 packet, mapping::AxisId axis, const std::vector<u32>& values);
// The reference of a two-group chain: `l`'s values at axis = 0 and 1 become
// groups 0 and 1 over `outAxes`, and the chain from its unzip on runs on them.
[[nodiscard]] std::optional<diag::Diagnostic> groupReference(const State& s, Logical& l, mapping::AxisId axis,
                                                             const std::vector<mapping::AxisId>& outAxes, const vector::Chain& chain,
                                                             const kernel::Step& step, std::size_t op);

// The Inter-Slice Block (vector_inter_exec.cpp): the reduce across the slices
// of a cluster. Its plan infers the reduce axis (the Slice axes SliceOut and
// TimeOut leave out) and moves the stream to SliceOut/TimeOut; its run takes
// the whole stream, since every output needs several slices.
bool hasInterSlice(const vector::Chain& chain);
[[nodiscard]] std::optional<diag::Diagnostic> planInterSlice(StreamShape& stream, const vector::Chain& chain, StagePlan& stage);
[[nodiscard]] std::optional<diag::Diagnostic> runInterSlice(const StagePlan& stage, StreamData& data);
// The block's tail: "stream partial results in, then pay about one ring
// traversal before the reduced result settles" (manual, Inter-Slice Block,
// Performance; its Full Tensor Reduction: 256 slice results, 256 cycles),
// one cycle per slice a reduced value folds.
u64 ringTail(const VectorShapes& shapes);

// BranchMode (vector_branch_exec.cpp): Vrf is refused (nothing names its ids),
// an AxisToggle axis must exist, ValidCount needs a stream the VCG can count
// (planValidCount, on the chain's input stream). The ExecutionIds the modes
// take from the layout, for one unit's stream (AxisToggle, ValidCount: lanes
// below the VCG's valid count 0, the rest 1) and for a logical tensor (every
// logical element is valid: ValidCount gives 0); empty for other modes.
// planValidCount derives the VCG configuration once, at plan time (nullopt:
// the chain has no ValidCount, or nothing pads); the stream's ids read it
// from StagePlan::validCount.
[[nodiscard]] std::optional<diag::Diagnostic> checkBranchModes(const vector::Chain& chain, const mapping::AxisEnv& env);
diag::Result<std::optional<vcg::Config>> planValidCount(const vector::Chain& chain, const StreamShape& stream);
// `stage` is the vector stage (its chain and VCG configuration), `shape` its input stream.
std::vector<int> streamToggleIds(const StagePlan& stage, const StreamShape& shape, u64 slice);
std::vector<int> streamValidCountIds(const vcg::Config* config, const StreamShape& shape, u64 slice);
std::vector<int> logicalToggleIds(const State& s, const vector::Chain& chain, const Logical& l);

// vector_filter (vector_filter_exec.cpp): per slice, the elements whose
// ExecutionId is the filter's are compacted, in stream order, onto the
// slice's element positions; the rest hold 0. heldPositions: which positions
// of one slice's stream hold an element. compactFiltered rewrites one unit's
// values and ids, marks the positions holding a kept element and returns
// their count (the output's valid count). filterReference does the same on
// the logical tensor `l` (the chain's result) over the stage's output stream
// `out`; `branchInput` is the chain's input (its Branch sets the ids), null
// when a reduce came between (every id 0).
const vector::Step* filterOf(const vector::Chain& chain);
std::vector<bool> heldPositions(const vector::Shape& shape, u64 slice);
u64 compactFiltered(const vector::Shape& shape, u64 slice, int filterId, std::vector<u32>& values, std::vector<int>& ids,
                    std::vector<bool>& kept);
[[nodiscard]] std::optional<diag::Diagnostic> filterReference(const State& s, const Logical* branchInput, Logical& l,
                                                              const vector::Chain& chain, const StreamShape& out);

// Runs a shaped chain (stage.vectorShapes set) on one unit's stream values.
diag::Result<vector::EvalResult> evaluateShaped(const StagePlan& stage, const vector::EvalInput& input, u64 slice);
// The same for `chain`, the first steps of the chain `shapes` traced (the
// part of an Inter-Slice chain before its block).
diag::Result<vector::EvalResult> evaluateShaped(const vector::Chain& chain, const VectorShapes& shapes, const vector::EvalInput& input,
                                                u64 slice);

// The chain's steps before and after its first Intra-Slice Reduce or
// Inter-Slice Block, or (blockOnly) its Inter-Slice Block; the reduce is
// step before.steps.size() of the chain.
struct ReduceSplit {
    vector::Chain before, after;
    const vector::Step* reduce = nullptr;
};
ReduceSplit splitAtReduce(const vector::Chain& chain, bool blockOnly = false);

// The reference of the reduce: `l` reduced over `axis` (its values in order of
// the axis's index), an error bound for the f32 Add.
Logical reduceReference(const State& s, const Logical& l, mapping::AxisId axis, vector::ReduceOp op, vector::Scalar type);

}  // namespace tcpwb::sim::detail
