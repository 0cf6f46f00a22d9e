#include "switch/switch.h"

#include <fmt/format.h>

#include <map>
#include <set>

#include "mapping/axes_of.h"
#include "switch/content.h"
#include "switch/custom.h"

namespace tcpwb::sw {
namespace {

using mapping::CompiledMapping;

std::string partsText(const std::vector<std::string>& parts) {
    std::string out;
    for (const auto& p : parts) out += (out.empty() ? "" : ", ") + p;
    return "[" + out + "]";
}

// Axes the output names that the input does not: they only label the new
// broadcast position (the manual's X in `m![A / 4, X]`).
std::set<mapping::AxisId> newAxes(const SwitchRequest& r) {
    std::set<mapping::AxisId> input = mapping::namedAxes(r.slice.normalForm());
    for (auto a : mapping::namedAxes(r.time.normalForm())) input.insert(a);
    for (auto a : mapping::namedAxes(r.packet.normalForm())) input.insert(a);
    std::set<mapping::AxisId> out;
    for (const CompiledMapping* m : {r.outSlice, r.outTime})
        if (m)
            for (auto a : mapping::namedAxes(m->normalForm()))
                if (!input.count(a)) out.insert(a);
    return out;
}

// When the given mapping has the derived one's factors but one differs, names
// it and the topology part that belongs there: "its factor 2 is `A % 2` where
// slice1 = `A / 2 % 2` belongs".
std::optional<std::string> factorDifference(const CompiledMapping& given, const CompiledMapping& derived,
                                            const std::vector<std::string>& parts, const std::set<mapping::AxisId>& ignored) {
    const auto& a = given.normalForm().factors;
    const auto& b = derived.normalForm().factors;
    if (a.size() != b.size()) return std::nullopt;
    for (std::size_t k = 0; k < a.size(); ++k) {
        const bool newAxis = a[k].content == mapping::Factor::Content::Axis && ignored.count(a[k].axis);
        const auto got = mapping::printFactor(a[k], given.env()), want = mapping::printFactor(b[k], derived.env());
        if (got == want || (newAxis && b[k].content == mapping::Factor::Content::Broadcast && a[k].size == b[k].size)) continue;
        const std::string part = parts.size() == b.size() ? parts[k] + " = " : "";
        return fmt::format("its factor {} is `{}` where the topology puts {}`{}`", k + 1, got, part, want);
    }
    return std::nullopt;
}

// The kernel writer's output mapping against the derived one: same size, and
// the same element at every output (slice, time). A broadcast may call its
// copies padding, as the toolchain writes them (`m![C / 16, 1 # 4, C % 4]`
// where Broadcast1 slice1 = 4 delivers 4 copies): where the output says
// padding, the topology's element must then reach another slice at that
// time step as the output says, and a later stage never reads the padding
// (the toolchain's CPU model writes nothing there).
[[nodiscard]] std::optional<diag::Diagnostic> compareOutputs(const SwitchRequest& r, const Layout& layout, const CompiledMapping& slice,
                                                             const CompiledMapping& time, const CompiledMapping& derivedSlice,
                                                             const CompiledMapping& derivedTime) {
    const std::string topo = describe(r.topology);
    const std::string expected = fmt::format("Slice {} = {}, Time {} = {}", derivedSlice.normalized(), partsText(layout.outSliceParts()),
                                             derivedTime.normalized(), partsText(layout.outTimeParts()));
    for (auto [given, derived, what] : {std::tuple{&slice, &derivedSlice, "Slice"}, std::tuple{&time, &derivedTime, "Time"}})
        if (given->size() != derived->size())
            return diag::Diagnostic(diag::Kind::output_mismatch,
                                    fmt::format("the output {} {} has {} positions but {} produces {}: the output is {}", what,
                                                given->normalized(), given->size(), topo, derived->size(), expected));
    auto got = StreamContent::make(slice, time, newAxes(r));
    if (!got) return got.error();
    auto want = StreamContent::make(derivedSlice, derivedTime);
    if (!want) return want.error();
    const auto& env = slice.env();
    auto text = [&](const std::optional<mapping::TensorIndex>& i) { return i ? mapping::formatIndex(*i, env) : "padding"; };
    const std::set<mapping::AxisId> ignored = newAxes(r);
    const bool broadcast = r.topology.kind == TopologyKind::Broadcast1 || r.topology.kind == TopologyKind::Broadcast01 ||
                           r.topology.kind == TopologyKind::TransposedBroadcast1;
    std::map<u64, std::set<mapping::TensorIndex>> heldAt;  // per time step, what the output says its slices hold
    auto copyHeld = [&](u64 t, const mapping::TensorIndex& element) {
        auto [it, fresh] = heldAt.try_emplace(t);
        if (fresh)
            for (u64 s = 0; s < got->slices(); ++s)
                if (auto held = got->at(s, t)) it->second.insert(*held);
        return it->second.count(element) > 0;
    };
    for (u64 s = 0; s < got->slices(); ++s)
        for (u64 t = 0; t < got->times(); ++t) {
            const auto a = got->at(s, t), b = want->at(s, t);
            if (a == b || (!a && b && broadcast && copyHeld(t, *b))) continue;
            for (auto [given, derived, parts, what] : {std::tuple{&slice, &derivedSlice, layout.outSliceParts(), "Slice"},
                                                       std::tuple{&time, &derivedTime, layout.outTimeParts(), "Time"}})
                if (auto factor = factorDifference(*given, *derived, parts, ignored))
                    return diag::Diagnostic(diag::Kind::output_mismatch, fmt::format("the output {} {} does not follow {}: {}; the "
                                                                                     "output is {}",
                                                                                     what, given->normalized(), topo, *factor, expected))
                        .withFix(
                            fmt::format("write --out-slice \"{}\" --out-time \"{}\"", derivedSlice.normalized(), derivedTime.normalized()));
            return diag::Diagnostic(diag::Kind::output_mismatch,
                                    fmt::format("the output mappings do not match {}: at output slice {}, time {} they hold "
                                                "{} where the topology delivers {}; the output is {}",
                                                topo, s, t, text(a), text(b), expected))
                .withFix(fmt::format("write --out-slice \"{}\" --out-time \"{}\"", derivedSlice.normalized(), derivedTime.normalized()));
        }
    return std::nullopt;
}

diag::Result<SwitchPlan> planRegular(const SwitchRequest& r, SwitchPlan plan) {
    auto layout = Layout::make(r.topology, r.slice.size(), r.time.size());
    if (!layout) return layout.error();
    auto derivedSlice = mapping::compileDerived(layout->outSliceText(r.slice, r.time), r.slice, "output mapping");
    if (!derivedSlice) return derivedSlice.error();
    auto derivedTime = mapping::compileDerived(layout->outTimeText(r.slice, r.time), r.slice, "output mapping");
    if (!derivedTime) return derivedTime.error();
    if (r.outSlice || r.outTime) {
        const CompiledMapping& slice = r.outSlice ? *r.outSlice : *derivedSlice;
        const CompiledMapping& time = r.outTime ? *r.outTime : *derivedTime;
        if (auto bad = compareOutputs(r, *layout, slice, time, *derivedSlice, *derivedTime)) return *bad;
        plan.verified = true;
    }
    plan.outSlice = r.outSlice ? r.outSlice->normalized() : derivedSlice->normalized();
    plan.outTime = r.outTime ? r.outTime->normalized() : derivedTime->normalized();
    plan.outSliceParts = layout->outSliceParts();
    plan.outTimeParts = layout->outTimeParts();
    plan.ringSize = layout->ringSize();
    for (u64 s = 0; s < r.slice.size(); ++s) plan.bitmap.push_back(layout->acceptedBy(s));
    plan.layout = std::move(layout).value();
    return plan;
}

diag::Result<SwitchPlan> planCustom(const SwitchRequest& r, SwitchPlan plan) {
    if (!r.outSlice || !r.outTime)
        return diag::Diagnostic(diag::Kind::missing_output,
                                "CustomBroadcast needs both output mappings (--out-slice and --out-time): "
                                "a custom bitmap is defined by where the output puts each element");
    for (auto [m, what] : {std::pair{&r.slice, "input"}, std::pair{r.outSlice, "output"}})
        if (m->size() != kClusterSlices)
            return diag::Diagnostic(diag::Kind::full_cluster, fmt::format("CustomBroadcast works on the full cluster, but the {} Slice "
                                                                          "{} has {} positions instead of 256",
                                                                          what, m->normalized(), m->size()));
    auto input = StreamContent::make(r.slice, r.time);
    if (!input) return input.error();
    auto output = StreamContent::make(*r.outSlice, *r.outTime, newAxes(r));
    if (!output) return output.error();
    auto routing = routeCustom(*input, *output, *r.outTime, r.topology.ringSize);
    if (!routing) return routing.error();
    plan.outSlice = r.outSlice->normalized();
    plan.outTime = r.outTime->normalized();
    plan.ringSize = r.topology.ringSize;
    plan.bitmap = routing->bitmap;
    plan.verified = true;
    return plan;
}

}  // namespace

u64 smallestRing(const std::vector<std::vector<u64>>& bitmap) {
    u64 ring = 1;
    for (u64 s = 0; s < bitmap.size(); ++s)
        for (u64 src : bitmap[s])
            while (src / ring != s / ring) ring *= 2;
    return ring;
}

diag::Result<SwitchPlan> planSwitch(const SwitchRequest& r) {
    SwitchPlan plan;
    plan.topology = r.topology;
    plan.inputTime = r.time.size();
    if (!checkedMul(r.packet.size(), u64{tensor::info(r.dtype).storageBits}))
        return diag::Diagnostic(diag::Kind::too_large,
                                fmt::format("a packet of {} elements is too large to count in bytes", r.packet.size()));
    plan.packetBytes = tensor::bytesFor(r.dtype, r.packet.size());
    plan.flitBytes = r.dualChannel ? 64 : 32;
    plan.cyclesPerPacket = ceilDiv(plan.packetBytes, plan.flitBytes);
    auto done = r.topology.isCustom() ? planCustom(r, std::move(plan)) : planRegular(r, std::move(plan));
    if (!done) return done;
    SwitchPlan& p = done.value();
    p.ringGroups = p.bitmap.size() / p.ringSize;
    const auto cycles = checkedMul(p.ringSize, p.inputTime);
    const auto total = cycles ? checkedMul(*cycles, p.cyclesPerPacket) : std::nullopt;
    if (!total) return diag::Diagnostic(diag::Kind::too_large, "the switch's cycle count overflows 2^62");
    p.cycles = *total;
    return done;
}

}  // namespace tcpwb::sw
