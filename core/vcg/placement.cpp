#include "vcg/placement.h"

#include <fmt/format.h>

#include "util/enum_table.h"
#include "vcg/axis_parts.h"
#include "vcg/axis_plan.h"
#include "vcg/explain.h"

namespace tcpwb::vcg {

namespace {

constexpr EnumTable<Mode, 2> kModeNames{{{Mode::Time, "time"}, {Mode::Packet, "packet"}}};
static_assert(listsEveryEnumerator(kModeNames));

}  // namespace

// The table's spellings are string literals: data() ends in a NUL.
const char* modeName(Mode mode) { return nameOf(kModeNames, mode).data(); }

namespace {

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

// Gives the plan's dims to the configuration: the packet dim, the next free
// gate, and the axis's Time counters to whichever of them reads Time.
[[nodiscard]] std::optional<diag::Diagnostic> assign(const AxisPlan& plan, const AxisParts& parts, const Request& r, Placement& out,
                                                     std::size_t& gates, bool& packetUsed) {
    Tracking tracking{parts.axis, {}};
    if (plan.packet) {
        if (packetUsed) return inexpressible(parts, r, "another tracked axis already uses the one packet dim");
        packetUsed = true;
        out.config.packet = *plan.packet;
        tracking.dims.push_back(Dim::Packet);
        if (plan.packetUsesTime) assignTime(out.config.counters, parts, Dim::Packet, plan.unit);
    }
    if (plan.gate) {
        if (gates == kGateDims) return inexpressible(parts, r, "the three gate dims are already taken by other axes");
        out.config.gates[gates] = *plan.gate;
        tracking.dims.push_back(gateDim(gates));
        if (plan.gateUsesTime) assignTime(out.config.counters, parts, gateDim(gates), plan.unit);
        ++gates;
    }
    out.tracking.push_back(std::move(tracking));
    return std::nullopt;
}

// Every tracked axis's factors; an error when one is in none of the mappings.
diag::Result<std::vector<AxisParts>> trackedParts(const Request& r) {
    const auto& env = r.slice.env();
    std::vector<AxisParts> all;
    for (mapping::AxisId axis : r.axes) {
        all.push_back(findParts(axis, r.slice.normalForm(), r.time.normalForm(), r.packet.normalForm(), env));
        if (!all.back().present())
            return diag::Diagnostic(diag::Kind::reduce_axis_absent, fmt::format("the reduce axis {} appears in none of Slice, Time and "
                                                                                "Packet, so there is nothing to reduce",
                                                                                env[axis].name));
    }
    return all;
}

}  // namespace

diag::Result<Placement> place(const Request& r) {
    Placement out;
    out.slices = r.slice.size();
    out.flits = r.time.size();
    if (out.slices > kMaxSlices)
        return diag::Diagnostic(diag::Kind::slice_count,
                                fmt::format("the Slice has {} positions, but a cluster has {} slices", out.slices, kMaxSlices));
    auto all = trackedParts(r);
    if (!all) return all.error();
    for (const AxisParts& parts : *all)
        if (!parts.packet.empty()) out.mode = Mode::Packet;
    out.config.counters = timeCounters(r.time);
    std::size_t gates = 0;
    bool packetUsed = false;
    for (const AxisParts& parts : *all) {
        if (parts.inGroup)
            return unsupported(out, inexpressible(parts, r, "it sits inside a group or sliding window, which the VCG cannot count"));
        PlanResult result = parts.packet.empty() ? planGate(parts, r) : planPacket(parts, r);
        if (auto* why = std::get_if<diag::Diagnostic>(&result)) {
            if (why->kind == diag::Kind::too_large) return *why;  // the workbench's limit, not the hardware's
            return unsupported(out, *why);
        }
        if (auto why = assign(std::get<AxisPlan>(result), parts, r, out, gates, packetUsed)) return unsupported(out, *why);
    }
    out.config.counters = mergeUnassigned(out.config.counters);
    if (out.config.counters.size() > kMaxCounters)
        return unsupported(out,
                           diag::Diagnostic(diag::Kind::vcg_counter_limit, fmt::format("the Time needs {} VCG counters, but the VCG has {}",
                                                                                       out.config.counters.size(), kMaxCounters))
                               .withFix("merge adjacent Time factors, or move some of them to Slice"));
    out.supported = true;
    return out;
}

}  // namespace tcpwb::vcg
