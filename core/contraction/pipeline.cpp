#include "contraction/pipeline.h"

#include "contraction/derive.h"

namespace tcpwb::contraction {
namespace {

using mapping::CompiledMapping;

// Each stage returns the rule it broke, or nothing to go on.
using Broken = std::optional<diag::Diagnostic>;

Broken runShiftReuse(const ContractionRequest& r, ContractionPipeline& p) {
    if (!r.window) return std::nullopt;
    auto shift = planShiftReuse(*r.window, r.dtype);
    if (!shift) return shift.error();
    p.shiftReuse = std::move(shift).value();
    return std::nullopt;
}

Broken runToTrf(const ContractionRequest& r, ContractionPipeline& p) {
    if (!r.storeTime) return std::nullopt;
    auto stored = planToTrf(*r.storeTime, *r.storePacket, {*r.row, *r.element, r.dtype, r.address});
    if (!stored) return stored.error();
    p.toTrf = std::move(stored).value();
    return std::nullopt;
}

// The computation: given, or align's OutTime and OutPacket derived from the
// collect stream and the TRF tensor.
Broken findComputation(const ContractionRequest& r, ContractionPipeline& p) {
    std::optional<CompiledMapping> time = r.time, packet = r.packet;
    if (r.element && r.collectTime && !time) {
        auto derived = deriveAlign(*r.collectTime, *r.collectPacket, *r.row, *r.element, r.dtype);
        if (!derived) return derived.error();
        time = derived->time;
        packet = derived->packet;
        p.derived.insert(p.derived.end(), {"time", "packet"});
    }
    if (time && packet && r.row) {
        p.row = r.row;
        p.time = std::move(time);
        p.packet = std::move(packet);
    }
    return std::nullopt;
}

Broken runAlign(const ContractionRequest& r, ContractionPipeline& p) {
    if (!r.element || !r.collectTime) return std::nullopt;
    auto align = planAlign({*r.collectTime, *r.collectPacket, {*p.row, *r.element, r.dtype, r.address}, *p.time, *p.packet});
    if (!align) return align.error();
    p.align = std::move(align).value();
    return std::nullopt;
}

Broken runContract(const ContractionRequest& r, ContractionPipeline& p, const Computation& computation) {
    p.contracted = r.contracted;
    if (!p.contracted && r.depth) {
        auto derived = deriveContract(computation, *r.depth);
        if (!derived) return derived.error();
        p.contracted = std::move(derived).value();
        p.derived.push_back("contract");
    }
    if (!p.contracted) return std::nullopt;
    auto contracted = planContract(computation, *p.contracted, r.op);
    if (!contracted) return contracted.error();
    p.contract = std::move(contracted).value();
    p.cycles = ContractionCycles{p.contract->spatialCycles, p.time->size()};
    return std::nullopt;
}

Broken runAccumulate(const ContractionRequest& r, ContractionPipeline& p, const Computation& computation) {
    p.outTime = r.outTime;
    p.outPacket = r.outPacket;
    if (!p.outTime && !r.reduce.empty()) {
        auto derived = deriveAccumulate(computation, *p.contracted, r.reduce, r.kind);
        if (!derived) return derived.error();
        p.outTime = derived->time;
        p.outPacket = derived->packet;
        p.derived.insert(p.derived.end(), {"out-time", "out-packet"});
    }
    if (!p.outTime) return std::nullopt;
    auto accumulate = planAccumulate(computation, *p.contracted, *p.outTime, *p.outPacket, r.kind);
    if (!accumulate) return accumulate.error();
    p.accumulate = std::move(accumulate).value();
    if (!r.trace) return std::nullopt;
    if (p.time->size() > kMaxTraceFlits) {
        p.traceOmitted = true;
        return std::nullopt;
    }
    p.trace = accumulatorTrace(*p.time, p.accumulate->removed);
    p.traceSummary = summarize(p.trace);
    return std::nullopt;
}

Broken runStages(const ContractionRequest& r, ContractionPipeline& p) {
    if (auto broken = runShiftReuse(r, p)) return broken;
    if (auto broken = runToTrf(r, p)) return broken;
    if (auto broken = findComputation(r, p)) return broken;
    if (!p.hasComputation()) return std::nullopt;
    if (auto broken = runAlign(r, p)) return broken;
    const Computation computation{*p.row, *p.time, *p.packet, r.dtype};
    if (auto broken = runContract(r, p, computation)) return broken;
    if (!p.contract) return std::nullopt;
    return runAccumulate(r, p, computation);
}

}  // namespace

ContractionPipeline runContraction(const ContractionRequest& request) {
    ContractionPipeline pipeline;
    pipeline.error = runStages(request, pipeline);
    return pipeline;
}

}  // namespace tcpwb::contraction
