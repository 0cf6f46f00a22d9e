// BranchMode::AxisToggle { axis } (manual, "Branch"): every element gets
// ExecutionId axis_index % 2, its coordinate on the axis. In the simulation
// the coordinate comes from the stream position (Slice + Time + Packet, a
// padding part counting as 0, as vector::axisToggleIds numbers lanes); in the
// reference from the element's logical index. Both agree on every element.
#include <fmt/format.h>

#include "sim/vector_reduce_exec.h"

namespace tcpwb::sim::detail {

using diag::Diagnostic;

namespace {

const vector::Step* toggleOf(const vector::Chain& chain) {
    for (const auto& s : chain.steps)
        if (s.kind == vector::Step::Kind::Branch && s.branch.kind == vector::BranchMode::Kind::AxisToggle) return &s;
    return nullptr;
}

}  // namespace

std::optional<Diagnostic> checkBranchModes(const vector::Chain& chain, const mapping::AxisEnv& env) {
    for (const auto& s : chain.steps) {
        if (s.kind != vector::Step::Kind::Branch) continue;
        using K = vector::BranchMode::Kind;
        if (s.branch.kind == K::ValidCount)
            return Diagnostic("unsupported", "BranchMode::ValidCount is not simulated yet (the manual does not say which ExecutionId a valid count gives)");
        if (s.branch.kind == K::Vrf)
            return Diagnostic("unsupported", "BranchMode::Vrf is not simulated yet (its ids come from the Branch Logger of an earlier pass)");
        if (s.branch.kind == K::AxisToggle && !env.find(s.branch.axis))
            return Diagnostic("unknown_axis", fmt::format("AxisToggle names `{}`, which is not a declared axis", s.branch.axis));
    }
    return std::nullopt;
}

std::vector<int> streamToggleIds(const vector::Chain& chain, const StreamShape& shape, u64 slice) {
    const vector::Step* toggle = toggleOf(chain);
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

std::vector<int> logicalToggleIds(const State& s, const vector::Chain& chain, const Logical& l) {
    const vector::Step* toggle = toggleOf(chain);
    if (!toggle) return {};
    const auto axis = s.env().find(toggle->branch.axis);
    std::vector<int> ids(l.values.size(), 0);
    if (!axis || *axis >= l.strides.size() || l.strides[*axis] == 0) return ids;
    const u64 stride = l.strides[*axis], size = s.env()[*axis].size;
    for (u64 i = 0; i < ids.size(); ++i) ids[i] = int((i / stride % size) % 2);
    return ids;
}

}  // namespace tcpwb::sim::detail
