#include "vcg/placement.h"

#include <fmt/format.h>

#include <algorithm>

#include "vcg/axis_parts.h"
#include "vcg/explain.h"
#include "vcg/gate_fit.h"

namespace tcpwb::vcg {

const char* modeName(Mode mode) { return mode == Mode::Packet ? "packet" : "time"; }

namespace {

// Combinations of Time digits the derivation looks at: bounds the work for
// huge axes; a real VCG has at most 8 counters anyway.
constexpr u64 kMaxTimeCombinations = u64{1} << 20;

// What one axis needs from the VCG.
struct AxisPlan {
    std::optional<PacketDim> packet;   // the packet dim, when the axis uses it
    bool packetUsesTime = false;       // its Time counters feed the packet dim
    std::optional<GateDim> gate;       // a gate, when one is needed
    bool gateUsesTime = false;         // its Time counters feed the gate
    u64 unit = 1;                      // Time steps are counted in this unit
};

using PlanResult = std::variant<AxisPlan, diag::Diagnostic>;

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
diag::Diagnostic tooLarge(const AxisParts& parts, const Request& r) {
    return diag::Diagnostic("too_large", fmt::format("{}'s Time part has more than {} digit combinations, more than the "
                                                     "workbench checks",
                                                     r.slice.env()[parts.axis].name, kMaxTimeCombinations));
}

diag::Diagnostic sliceBits(const AxisParts& parts, const Request& r) {
    return diag::Diagnostic("vcg_slice_bits", fmt::format("{}'s Slice part does not sit on whole slice-id bits, so no gate "
                                                          "bitmask can tell its slices apart",
                                                          r.slice.env()[parts.axis].name))
        .withFix("make the Slice factors minor to it power-of-two sized, or move the axis's Slice part to Time");
}

// Slice and/or Time only: one gate, classified by the axis's slice bits and
// indexed by its Time counters.
PlanResult planGate(const AxisParts& parts, const Request& r) {
    const auto mask = sliceMask(parts, r.slice.normalForm());
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

// The structural rules for an axis in Packet: once, alone, as the flit's prefix.
std::optional<diag::Diagnostic> packetRules(const AxisParts& parts, const Request& r) {
    const auto& env = r.slice.env();
    const std::string& name = env[parts.axis].name;
    if (parts.packet.size() > 1)
        return diag::Diagnostic("vcg_packet_repeated", fmt::format("{} appears {} times in Packet, but the VCG counts one prefix "
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
            return diag::Diagnostic("vcg_packet_prefix", fmt::format("{} does not occupy the first lanes of the flit, but valid "
                                                                     "elements must form a prefix",
                                                                     name))
                .withFix(fmt::format("pad the Packet after {}: Packet = m![{} # 8]", name, mapping::printFactor(factors[lane.factor], env)));
    }
    if (r.packet.size() > kFlitLanes)
        return diag::Diagnostic("vcg_packet_size", fmt::format("the Packet has {} elements, but the VCG tags 8-element flits",
                                                               r.packet.size()))
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
std::optional<AxisPlan> packetFollowsTime(const AxisParts& parts, const std::vector<Digits>& classes,
                                          const std::vector<Digits>& times, const std::vector<std::vector<u64>>& counts,
                                          std::optional<u64> mask) {
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
std::optional<AxisPlan> gateDecidesWholeFlits(const AxisParts& parts, const std::vector<Digits>& classes,
                                              const std::vector<Digits>& times, const std::vector<std::vector<u64>>& counts,
                                              std::optional<u64> mask) {
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

PlanResult planPacket(const AxisParts& parts, const Request& r) {
    if (auto broken = packetRules(parts, r)) return *broken;
    const auto mask = sliceMask(parts, r.slice.normalForm());
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

// Counter i iterates the Time factor that is i-th from the minor end.
std::vector<Counter> timeCounters(const mapping::CompiledMapping& time) {
    const auto& factors = time.normalForm().factors;
    std::vector<Counter> counters;
    for (std::size_t i = factors.size(); i-- > 0;)
        counters.push_back(Counter{factors[i].size, 0, Dim::None, mapping::printFactor(factors[i], time.env())});
    return counters;
}

void assignTime(std::vector<Counter>& counters, const AxisParts& parts, Dim dim, u64 unit) {
    for (const Part& p : parts.time) {
        Counter& c = counters[counters.size() - 1 - p.factor];
        c.dim = dim;
        c.stride = p.step / unit;
    }
}

// Adjacent counters no dim reads only produce the flit sequence: one counter
// with the product of their limits does the same.
std::vector<Counter> mergeUnassigned(const std::vector<Counter>& counters) {
    std::vector<Counter> out;
    for (const Counter& c : counters) {
        if (!out.empty() && c.dim == Dim::None && out.back().dim == Dim::None) {
            out.back().limit *= c.limit;
            out.back().term = c.term + ", " + out.back().term;  // outer first, as written
        } else {
            out.push_back(c);
        }
    }
    return out;
}

Placement unsupported(Placement p, diag::Diagnostic why) {
    p.supported = false;
    p.reason = std::move(why);
    return p;
}

}  // namespace

diag::Result<Placement> place(const Request& r) {
    const auto& env = r.slice.env();
    Placement out;
    out.slices = r.slice.size();
    out.flits = r.time.size();
    if (out.slices > kMaxSlices)
        return diag::Diagnostic("slice_count", fmt::format("the Slice has {} positions, but a cluster has {} slices", out.slices,
                                                           kMaxSlices));
    std::vector<AxisParts> all;
    for (mapping::AxisId axis : r.axes) {
        all.push_back(findParts(axis, r.slice.normalForm(), r.time.normalForm(), r.packet.normalForm(), env));
        if (!all.back().present())
            return diag::Diagnostic("reduce_axis_absent", fmt::format("the reduce axis {} appears in none of Slice, Time and "
                                                                      "Packet, so there is nothing to reduce",
                                                                      env[axis].name));
        if (!all.back().packet.empty()) out.mode = Mode::Packet;
    }
    out.config.counters = timeCounters(r.time);
    std::size_t gates = 0;
    bool packetUsed = false;
    for (const AxisParts& parts : all) {
        if (parts.inGroup)
            return unsupported(out, inexpressible(parts, r, "it sits inside a group or sliding window, which the VCG cannot count"));
        PlanResult result = parts.packet.empty() ? planGate(parts, r) : planPacket(parts, r);
        if (auto* why = std::get_if<diag::Diagnostic>(&result)) {
            if (why->kind == "too_large") return *why;
            return unsupported(out, *why);
        }
        const AxisPlan& plan = std::get<AxisPlan>(result);
        Tracking tracking{parts.axis, {}};
        if (plan.packet) {
            if (packetUsed)
                return unsupported(out, inexpressible(parts, r, "another tracked axis already uses the one packet dim"));
            packetUsed = true;
            out.config.packet = *plan.packet;
            tracking.dims.push_back(Dim::Packet);
            if (plan.packetUsesTime) assignTime(out.config.counters, parts, Dim::Packet, plan.unit);
        }
        if (plan.gate) {
            if (gates == kGateDims)
                return unsupported(out, inexpressible(parts, r, "the three gate dims are already taken by other axes"));
            out.config.gates[gates] = *plan.gate;
            tracking.dims.push_back(gateDim(gates));
            if (plan.gateUsesTime) assignTime(out.config.counters, parts, gateDim(gates), plan.unit);
            ++gates;
        }
        out.tracking.push_back(std::move(tracking));
    }
    out.config.counters = mergeUnassigned(out.config.counters);
    if (out.config.counters.size() > kMaxCounters)
        return unsupported(out, diag::Diagnostic("vcg_counter_limit",
                                                 fmt::format("the Time needs {} VCG counters, but the VCG has {}",
                                                             out.config.counters.size(), kMaxCounters))
                                    .withFix("merge adjacent Time factors, or move some of them to Slice"));
    out.supported = true;
    return out;
}

}  // namespace tcpwb::vcg
