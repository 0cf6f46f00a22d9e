#pragma once
// The Contraction Engine's values (internal): align, contract and accumulate
// run together, so the Row x Time x Packet products are never stored.
#include "sim/stream.h"

namespace tcpwb::sim::detail {

// `before` is the collect stream the Aligner reads; `data` holds it on entry
// and the accumulator's output stream on return.
std::optional<diag::Diagnostic> runContraction(State& s, std::size_t op, const StreamShape& before, const StagePlan& align,
                                               const StagePlan& contract, const StagePlan& accumulate, StreamData& data);

}  // namespace tcpwb::sim::detail
