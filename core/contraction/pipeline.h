#pragma once
// A contraction checked from its mappings, stage after stage as a kernel
// chains them (manual, "Contraction Engine"): shift-reuse's sliding window,
// `to_trf` storing the weights, `align` (the computation's Time and Packet
// derived when not given), `contract` (its OutPacket derived from a tree
// depth when not given), the cycles, and `accumulate` (OutTime and OutPacket
// derived from the axes to reduce when not given) with the accumulator's
// trace. It stops at the first rule a stage breaks and keeps what the stages
// before it found, so a refusal still shows how far the contraction got.
// `tcpwb-cli contract` prints it.
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "contraction/aligner.h"
#include "contraction/hardware.h"
#include "contraction/reducer.h"
#include "contraction/shift_reuse.h"
#include "contraction/to_trf.h"
#include "diag/diagnostic.h"
#include "mapping/mapping.h"

namespace tcpwb::contraction {

// Each stage runs when what it needs is given (or derived before it).
struct ContractionRequest {
    tensor::DType dtype = tensor::DType::BF16;
    TrfAddress address = TrfAddress::Full;
    AccumulationKind kind = AccumulationKind::Interleaved;
    ReduceOp op = ReduceOp::Add;
    std::optional<mapping::CompiledMapping> window;                      // shift-reuse
    std::optional<mapping::CompiledMapping> storeTime, storePacket;      // to_trf, with row and element
    std::optional<mapping::CompiledMapping> collectTime, collectPacket;  // align, with row and element
    std::optional<mapping::CompiledMapping> row;                         // the TRF tensor's Row, or the computation's without a TRF
    std::optional<mapping::CompiledMapping> element;                     // the TRF tensor's Element
    std::optional<mapping::CompiledMapping> time, packet;                // the computation (align's OutTime, OutPacket)
    std::optional<mapping::CompiledMapping> contracted;                  // contract's OutPacket ...
    std::optional<unsigned> depth;                                       // ... or the tree depth it is derived for
    std::optional<mapping::CompiledMapping> outTime, outPacket;          // accumulate's ...
    std::set<mapping::AxisId> reduce;                                    // ... or the Time axes it sums
    bool trace = false;                                                  // the accumulator's work flit by flit
};

struct ContractionCycles {
    u64 spatial = 0;   // the reduction tree's latency
    u64 temporal = 0;  // one packet per Time position
    u64 total() const { return spatial + temporal; }
};

struct ContractionPipeline {
    std::optional<ShiftReusePlan> shiftReuse;
    std::optional<ToTrfPlan> toTrf;
    // The computation [Row, Time, Packet], given or derived; all three or none.
    std::optional<mapping::CompiledMapping> row, time, packet;
    std::optional<AlignPlan> align;
    std::optional<mapping::CompiledMapping> contracted;
    std::optional<ContractPlan> contract;
    std::optional<ContractionCycles> cycles;
    std::optional<mapping::CompiledMapping> outTime, outPacket;
    std::optional<AccumulatePlan> accumulate;
    std::vector<AccumulatorStep> trace;  // with request.trace
    std::optional<AccumulatorTraceSummary> traceSummary;
    bool traceOmitted = false;  // Time has more than kMaxTraceFlits positions
    // The mappings derived rather than given, named as tcpwb-cli's flags:
    // time, packet, contract, out-time, out-packet.
    std::vector<std::string> derived;
    std::optional<diag::Diagnostic> error;  // the first rule a stage broke

    bool hasComputation() const { return row && time && packet; }
};

ContractionPipeline runContraction(const ContractionRequest& request);

}  // namespace tcpwb::contraction
