#pragma once
// The Contraction Engine's values (internal): align, contract and accumulate
// run together, so the Row x Time x Packet products are never stored.
#include "sim/stream.h"

namespace tcpwb::sim::detail {

// What runContraction derives from the plan alone (the accumulator slot of
// every time step, the TRF Sequencer's address per step): a pass run slice
// by slice keeps one per pass, so 256 calls derive it once.
struct ContractionTables {
    const StagePlan* align = nullptr;  // the stage they were derived for
    std::vector<u64> kept;
    std::vector<std::int64_t> weightAddresses;
    // The TRF block whose Rows the calling thread's decoded weights hold (all
    // written whole): a slice whose TRF is known to hold the same bytes
    // (Block::sameBySharing: to_trf's twins) reuses them. One worker's.
    const Block* decodedTrf = nullptr;
};

// `before` is the collect stream the Aligner reads; `data` holds it on entry
// and the accumulator's output stream on return. `tables`, when given, are
// reused when they were derived for this `align` and rederived otherwise.
[[nodiscard]] std::optional<diag::Diagnostic> runContraction(State& s, std::size_t op, const StreamShape& before, const StagePlan& align,
                                                             const StagePlan& contract, const StagePlan& accumulate, StreamData& data,
                                                             ContractionTables* tables = nullptr);

}  // namespace tcpwb::sim::detail
