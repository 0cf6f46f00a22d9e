#pragma once
// Helpers shared by the plan's translation units (not part of the API).
#include <string_view>
#include <vector>

#include "sim/plan.h"

namespace tcpwb::sim::detail {

diag::Result<CompiledMapping> compileText(const kernel::Program& program, const kernel::MappingText& text, std::string_view where);
diag::Result<TensorPlan> planTensor(const kernel::Program& program, const kernel::Tensor& t);

// planProgram in two parts: the tensors' plans (all initialize needs), then
// the operations' (ProgramPlan::ops, warnings), which read only the tensors'.
[[nodiscard]] std::optional<diag::Diagnostic> planTensors(const kernel::Program& program, ProgramPlan& plan);
[[nodiscard]] std::optional<diag::Diagnostic> planOperations(const kernel::Program& program, ProgramPlan& plan);

// The TRF address mode of a TRF tensor: Full when trfFull, FirstHalf at
// address 0, SecondHalf otherwise (docs/simulation.md).
contraction::TrfAddress trfAddressOf(const kernel::Tensor& t);

// When each stage of a pipelined pass receives its first flit, in cycles
// after the pass starts: the fill latencies of every stage before it
// (docs/simulation.md, "Timing"). One entry per stage, then one for the sink.
std::vector<u64> stageStarts(const PassPlan& plan);

// What the operation is called in messages: its name, else "operation N".
std::string opLabel(const kernel::Program& program, std::size_t op);
// opLabel without the loop iteration it ran in (kernel::Operation::iteration):
// for a warning that holds for each iteration alike, which the run then
// reports once (diag/repeats.h).
std::string opLabelOfLine(const kernel::Program& program, std::size_t op);

}  // namespace tcpwb::sim::detail
