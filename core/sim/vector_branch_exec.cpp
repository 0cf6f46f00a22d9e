// BranchMode in the simulator (manual, "Branch", line 4794).
// - AxisToggle { axis }: every element gets ExecutionId axis_index % 2, its
//   coordinate on the axis. In the simulation the coordinate comes from the
//   stream position (Slice + Time + Packet, a padding part counting as 0, as
//   vector::axisToggleIds numbers lanes); in the reference from the element's
//   logical index. Both agree on every element.
// - ValidCount ("via Valid Count Generator"): the VCG that core/vcg derives
//   from the stream's Slice, Time and Packet, tracking every axis the stream
//   pads, gives each flit a valid count vc; lanes below vc get ExecutionId 0,
//   the others 1. Every element of the logical tensor is valid, so the
//   reference gives all of them 0.
// - Vrf: the ids the Branch Logger wrote in an earlier pass; the kernel
//   language can name neither the logger nor the VRF bytes, so it is refused.
// docs/simulation.md, "BranchMode"; docs/vector-semantics.md.
#include <fmt/format.h>

#include "sim/vector_reduce_exec.h"
#include "vcg/axis_parts.h"
#include "vcg/placement.h"

namespace tcpwb::sim::detail {

using diag::Diagnostic;
using vector::BranchMode;

namespace {

const vector::Step* branchOf(const vector::Chain& chain, BranchMode::Kind kind) {
    for (const auto& s : chain.steps)
        if (s.kind == vector::Step::Kind::Branch && s.branch.kind == kind) return &s;
    return nullptr;
}

// An axis is padded when some digit combination of its factors passes its
// size: a digit beyond a factor's extent, or the largest coordinate >= |axis|.
bool padded(const vcg::AxisParts& parts) {
    u64 largest = parts.base;
    for (const auto* list : {&parts.slice, &parts.time, &parts.packet})
        for (const vcg::Part& p : *list) {
            if (p.extent < p.size) return true;
            largest += p.offset + p.step * (p.size - 1);
        }
    return largest >= parts.size;
}

// The axes the VCG tracks for ValidCount: every axis the stream pads.
std::vector<mapping::AxisId> validCountAxes(const CompiledMapping& slice, const CompiledMapping& time, const CompiledMapping& packet) {
    const auto& env = time.env();
    std::vector<mapping::AxisId> axes;
    for (mapping::AxisId a = 0; a < env.count(); ++a) {
        const auto parts = vcg::findParts(a, slice.normalForm(), time.normalForm(), packet.normalForm(), env);
        if (parts.present() && !parts.inGroup && padded(parts)) axes.push_back(a);
    }
    return axes;
}

}  // namespace

[[nodiscard]] std::optional<Diagnostic> checkBranchModes(const vector::Chain& chain, const mapping::AxisEnv& env) {
    for (const auto& s : chain.steps) {
        if (s.kind != vector::Step::Kind::Branch) continue;
        if (s.branch.kind == BranchMode::Kind::Vrf)
            return Diagnostic(diag::Kind::unsupported,
                              "BranchMode::Vrf loads ExecutionIds that the Branch Logger wrote to VRF in an earlier pass, but a kernel can "
                              "name neither the Branch Logger nor the VRF bytes it wrote, so the ids are unknown")
                .withFix(
                    "compute the condition in this chain with BranchMode::Comparison([...]), or use AxisToggle { axis: A } or ValidCount");
        if (s.branch.kind == BranchMode::Kind::AxisToggle && !env.find(s.branch.axis))
            return Diagnostic(diag::Kind::unknown_axis, fmt::format("AxisToggle names `{}`, which is not a declared axis", s.branch.axis));
    }
    return std::nullopt;
}

diag::Result<std::optional<vcg::Config>> planValidCount(const vector::Chain& chain, const StreamShape& stream) {
    if (!branchOf(chain, BranchMode::Kind::ValidCount)) return std::optional<vcg::Config>();
    const auto axes = validCountAxes(*stream.slice, *stream.time, *stream.packet);
    if (axes.empty()) return std::optional<vcg::Config>();  // nothing padded: every flit is full, every element gets 0
    auto placement = vcg::place(vcg::Request{*stream.slice, *stream.time, *stream.packet, axes});
    if (!placement) return placement.error();
    if (placement->supported) return std::optional<vcg::Config>(placement->config);
    const Diagnostic& why = *placement->reason;
    Diagnostic d(why.kind, fmt::format("BranchMode::ValidCount takes its ExecutionIds from the Valid Count Generator, which cannot count "
                                       "this stream: {}",
                                       why.message));
    if (why.fix) d.withFix(*why.fix);
    return d;
}

std::vector<int> streamToggleIds(const StagePlan& stage, const StreamShape& shape, u64 slice) {
    const vector::Chain& chain = *stage.vector;
    if (branchOf(chain, BranchMode::Kind::ValidCount))
        return streamValidCountIds(stage.validCount ? &*stage.validCount : nullptr, shape, slice);
    const vector::Step* toggle = branchOf(chain, BranchMode::Kind::AxisToggle);
    if (!toggle) return {};
    const auto axis = shape.time->env().find(toggle->branch.axis);
    if (!axis) return {};
    const auto sliceIndex = shape.slice->at(slice);
    const u64 base = sliceIndex ? sliceIndex->get(*axis) : 0;
    std::vector<int> ids;
    ids.reserve(shape.time->size() * shape.packet->size());
    for (u64 t = 0; t < shape.time->size(); ++t) {
        const auto time = shape.time->at(t);
        const u64 at = base + (time ? time->get(*axis) : 0);
        for (u64 p = 0; p < shape.packet->size(); ++p) {
            const auto lane = shape.packet->at(p);
            ids.push_back(int((at + (lane ? lane->get(*axis) : 0)) % 2));
        }
    }
    return ids;
}

std::vector<int> streamValidCountIds(const vcg::Config* config, const StreamShape& shape, u64 slice) {
    const u64 times = shape.time->size(), lanes = shape.packet->size();
    std::vector<int> ids(times * lanes, 0);
    if (!config) return ids;  // nothing pads: every lane is valid
    for (u64 t = 0; t < times; ++t) {
        const u64 vc = vcg::validCount(*config, slice, t);
        for (u64 p = vc; p < lanes; ++p) ids[t * lanes + p] = 1;
    }
    return ids;
}

std::vector<int> logicalToggleIds(const State& s, const vector::Chain& chain, const Logical& l) {
    std::vector<int> ids(l.values.size(), 0);  // ValidCount: every logical element is valid
    const vector::Step* toggle = branchOf(chain, BranchMode::Kind::AxisToggle);
    if (!toggle) return branchOf(chain, BranchMode::Kind::ValidCount) ? ids : std::vector<int>{};
    const auto axis = s.env().find(toggle->branch.axis);
    if (!axis || *axis >= l.strides.size() || l.strides[*axis] == 0) return ids;
    const u64 stride = l.strides[*axis], size = s.env()[*axis].size;
    for (u64 i = 0; i < ids.size(); ++i) ids[i] = int((i / stride % size) % 2);
    return ids;
}

}  // namespace tcpwb::sim::detail
