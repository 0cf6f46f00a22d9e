#include <fmt/format.h>

#include "vcg/axis_plan.h"
#include "vcg/explain.h"
#include "vcg/gate_fit.h"

namespace tcpwb::vcg {

std::vector<u64> indices(const std::vector<Digits>& times, const std::vector<Part>& parts, u64 unit) {
    std::vector<u64> idx;
    idx.reserve(times.size());
    for (const Digits& d : times) {
        u64 sum = 0;
        for (std::size_t i = 0; i < parts.size(); ++i) sum += d.digits[i] * (parts[i].step / unit);
        idx.push_back(sum);
    }
    return idx;
}

// A limit of the workbench, not of the hardware: place() reports it as an error.
[[nodiscard]] diag::Diagnostic tooLarge(const AxisParts& parts, const Request& r) {
    return diag::Diagnostic(diag::Kind::too_large, fmt::format("{}'s Time part has more than {} digit combinations, more than the "
                                                               "workbench checks",
                                                               r.slice.env()[parts.axis].name, kMaxTimeCombinations));
}

[[nodiscard]] diag::Diagnostic sliceBits(const AxisParts& parts, const Request& r) {
    return diag::Diagnostic(diag::Kind::vcg_slice_bits, fmt::format("{}'s Slice part does not sit on whole slice-id bits, so no gate "
                                                                    "bitmask can tell its slices apart",
                                                                    r.slice.env()[parts.axis].name))
        .withFix("make the Slice factors minor to it power-of-two sized, or move the axis's Slice part to Time");
}

// One gate, classified by the axis's slice bits and indexed by its Time counters.
PlanResult planGate(const AxisParts& parts, const Request& r) {
    const auto mask = sliceMask(parts);
    const auto classes = combinations(parts.slice, kMaxSlices);
    const auto times = combinations(parts.time, kMaxTimeCombinations);
    if (!times) return tooLarge(parts, r);
    if (!mask || !classes) return sliceBits(parts, r);
    AxisPlan plan;
    plan.unit = stepUnit(parts.time);
    ValidityTable table;
    table.idx = indices(*times, parts.time, plan.unit);
    for (const Digits& c : *classes) {
        table.maskedIds.push_back(c.placeValue);
        std::vector<bool> row;
        for (const Digits& t : *times) row.push_back(c.inRange && t.inRange && parts.base + c.coordinate + t.coordinate < parts.size);
        table.valid.push_back(std::move(row));
    }
    auto gate = fitGate(table, *mask);
    if (!gate) return gateFailure(parts, r);
    if (!gate->disabled()) {
        plan.gate = gate;
        plan.gateUsesTime = !parts.time.empty();
    }
    return plan;
}

}  // namespace tcpwb::vcg
