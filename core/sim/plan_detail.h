#pragma once
// Helpers shared by the plan's translation units (not part of the API).
#include <string_view>

#include "sim/plan.h"

namespace tcpwb::sim::detail {

diag::Result<CompiledMapping> compileText(const kernel::Program& program, const kernel::MappingText& text, std::string_view where);
diag::Result<TensorPlan> planTensor(const kernel::Program& program, const kernel::Tensor& t);

// The TRF address mode of a TRF tensor: Full when trfFull, FirstHalf at
// address 0, SecondHalf otherwise (docs/simulation.md).
contraction::TrfAddress trfAddressOf(const kernel::Tensor& t);

// What the operation is called in messages: its name, else "operation N".
std::string opLabel(const kernel::Program& program, std::size_t op);

}  // namespace tcpwb::sim::detail
