#include <fmt/format.h>

#include <algorithm>

#include "vcg/axis_plan.h"
#include "vcg/explain.h"
#include "vcg/gate_fit.h"

namespace tcpwb::vcg {
namespace {

// The structural rules for an axis in Packet: once, alone, as the flit's prefix.
[[nodiscard]] std::optional<diag::Diagnostic> packetRules(const AxisParts& parts, const Request& r) {
    const auto& env = r.slice.env();
    const std::string& name = env[parts.axis].name;
    if (parts.packet.size() > 1)
        return diag::Diagnostic(diag::Kind::vcg_packet_repeated, fmt::format("{} appears {} times in Packet, but the VCG counts one prefix "
                                                                             "of the flit",
                                                                             name, parts.packet.size()))
            .withFix(fmt::format("keep one {} factor in Packet (its innermost part) and move the others to Time", name));
    const Part& lane = parts.packet.front();
    const auto& factors = r.packet.normalForm().factors;
    for (std::size_t i = 0; i < factors.size(); ++i) {
        if (i == lane.factor) continue;
        const mapping::Factor& f = factors[i];
        const bool paddingOnly = f.content == mapping::Factor::Content::Broadcast && f.extent <= 1;
        if (!paddingOnly) return mixedPacket(parts, r);
        if (i > lane.factor)
            return diag::Diagnostic(diag::Kind::vcg_packet_prefix, fmt::format("{} does not occupy the first lanes of the flit, but valid "
                                                                               "elements must form a prefix",
                                                                               name))
                .withFix(
                    fmt::format("pad the Packet after {}: Packet = m![{} # 8]", name, mapping::printFactor(factors[lane.factor], env)));
    }
    if (r.packet.size() > kFlitLanes)
        return diag::Diagnostic(diag::Kind::vcg_packet_size,
                                fmt::format("the Packet has {} elements, but the VCG tags 8-element flits", r.packet.size()))
            .withFix("make the Packet one flit: at most 8 elements, padded with # 8");
    for (const auto* group : {&parts.slice, &parts.time})
        for (const Part& p : *group)
            if (p.step <= lane.step) return packetNotInnermost(parts, r);
    return std::nullopt;
}

// Valid lanes of the flit for a Slice class and a Time combination.
u64 laneCount(const AxisParts& parts, const Digits& c, const Digits& t) {
    const Part& lane = parts.packet.front();
    if (!c.inRange || !t.inRange) return 0;
    const u64 start = parts.base + c.coordinate + t.coordinate + lane.offset;
    if (start >= parts.size) return 0;
    return std::min(lane.extent, ceilDiv(parts.size - start, lane.step));
}

// Packet dim follows the Time counters; a gate only closes whole slices.
std::optional<AxisPlan> packetFollowsTime(const AxisParts& parts, const std::vector<Digits>& classes, const std::vector<Digits>& times,
                                          const std::vector<std::vector<u64>>& counts, std::optional<u64> mask) {
    const Part& lane = parts.packet.front();
    for (const Part& p : parts.time)
        if (p.step % lane.step != 0) return std::nullopt;
    const std::vector<u64> idx = indices(times, parts.time, lane.step);
    std::size_t first = 0;
    while (first < classes.size() && std::all_of(counts[first].begin(), counts[first].end(), [](u64 n) { return n == 0; })) ++first;
    const u64 start = first < classes.size() ? parts.base + classes[first].coordinate + lane.offset : parts.size;
    const PacketDim packet{start < parts.size ? ceilDiv(parts.size - start, lane.step) : 0, lane.extent};
    std::optional<std::size_t> firstClosed;
    for (std::size_t c = 0; c < classes.size(); ++c) {
        bool open = true, closed = true;
        for (std::size_t k = 0; k < times.size(); ++k) {
            open = open && counts[c][k] == packetValidCount(packet, idx[k]);
            closed = closed && counts[c][k] == 0;
        }
        if (open && firstClosed && !closed) return std::nullopt;  // open after closed: not one threshold
        if (!open && !closed) return std::nullopt;
        if (!open && !firstClosed) firstClosed = c;
    }
    AxisPlan plan;
    plan.packet = packet;
    plan.packetUsesTime = !parts.time.empty();
    plan.unit = lane.step;
    if (firstClosed) {
        if (!mask) return std::nullopt;
        plan.gate = GateDim{*mask, classes[*firstClosed].placeValue, 0, false};
    }
    return plan;
}

// No flit is partial (the manual's "n % stride_p = 0"): the packet dim is a
// constant cap and a gate decides each flit from Slice and Time.
std::optional<AxisPlan> gateDecidesWholeFlits(const AxisParts& parts, const std::vector<Digits>& classes, const std::vector<Digits>& times,
                                              const std::vector<std::vector<u64>>& counts, std::optional<u64> mask) {
    const u64 lanes = parts.packet.front().extent;
    if (!mask) return std::nullopt;  // the gate could not tell the slices apart
    ValidityTable table;
    AxisPlan plan;
    plan.unit = stepUnit(parts.time);
    table.idx = indices(times, parts.time, plan.unit);
    for (std::size_t c = 0; c < classes.size(); ++c) {
        std::vector<bool> row;
        for (u64 n : counts[c]) {
            if (n != 0 && n != lanes) return std::nullopt;
            row.push_back(n == lanes);
        }
        table.maskedIds.push_back(classes[c].placeValue);
        table.valid.push_back(std::move(row));
    }
    auto gate = fitGate(table, *mask);
    if (!gate) return std::nullopt;
    plan.packet = PacketDim{lanes, lanes};
    if (!gate->disabled()) {
        plan.gate = gate;
        plan.gateUsesTime = !parts.time.empty();
    }
    return plan;
}

}  // namespace

PlanResult planPacket(const AxisParts& parts, const Request& r) {
    if (auto broken = packetRules(parts, r)) return *broken;
    const auto mask = sliceMask(parts);
    const auto classes = combinations(parts.slice, kMaxSlices);
    const auto times = combinations(parts.time, kMaxTimeCombinations);
    if (!times || !classes) return tooLarge(parts, r);
    std::vector<std::vector<u64>> counts;
    for (const Digits& c : *classes) {
        std::vector<u64> row;
        for (const Digits& t : *times) row.push_back(laneCount(parts, c, t));
        counts.push_back(std::move(row));
    }
    if (auto plan = packetFollowsTime(parts, *classes, *times, counts, mask)) return *plan;
    if (auto plan = gateDecidesWholeFlits(parts, *classes, *times, counts, mask)) return *plan;
    if (!mask) return sliceBits(parts, r);
    if (!parts.slice.empty()) return slicePacket(parts, r);
    return inexpressible(parts, r, "its packet counts do not follow min(stride_p, V_p - idx_p)");
}

}  // namespace tcpwb::vcg
