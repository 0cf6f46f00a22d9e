#pragma once
// Running the transfers that are not plain copies (kernel::Transfer::Mode):
// a gather and a scatter through their index (sim/indirect.h), a memset's fill.
#include <cstddef>
#include <optional>

#include "sim/state.h"

namespace tcpwb::sim::detail {

// Error kinds: uninitialized_read, index_out_of_range, capacity_exceeded.
[[nodiscard]] std::optional<diag::Diagnostic> runGather(State& s, std::size_t op);
[[nodiscard]] std::optional<diag::Diagnostic> runScatter(State& s, std::size_t op);
[[nodiscard]] std::optional<diag::Diagnostic> runFill(State& s, std::size_t op);

}  // namespace tcpwb::sim::detail
