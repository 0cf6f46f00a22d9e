// begin_interleaved: plan (the second tensor, the axis I, the per-tensor
// Time), the interleaved stream, and the stacked logical tensor.
#include "sim/interleave_exec.h"

#include <fmt/format.h>

#include <algorithm>

namespace tcpwb::sim::detail {

using diag::Diagnostic;

namespace {

bool isAxisFactor(const mapping::Factor& f, mapping::AxisId axis) { return f.content == mapping::Factor::Content::Axis && f.axis == axis; }

}  // namespace

diag::Result<InterleavePlan> planInterleave(const kernel::Program& program, const std::vector<TensorPlan>& tensors,
                                            const kernel::StreamPass& pass, const CompiledMapping& fetchTime) {
    if (pass.interleavedSources.size() != 1)
        return Diagnostic(diag::Kind::bad_program,
                          fmt::format("begin_interleaved interleaves two tensors, found {}", pass.interleavedSources.size() + 1));
    const std::size_t second = pass.interleavedSources[0];
    if (second >= program.tensors.size() || program.tensors[second].memory != kernel::Memory::Dm)
        return Diagnostic(diag::Kind::bad_program, "begin_interleaved reads a tensor that is not a DmTensor");
    const kernel::Tensor& a = program.tensors[pass.source];
    const kernel::Tensor& b = program.tensors[second];
    if (a.dtype != b.dtype)
        return Diagnostic(diag::Kind::interleave_mismatch,
                          fmt::format("`{}` holds {} but `{}` holds {}: interleaved tensors have the same type", a.name,
                                      tensor::info(a.dtype).name, b.name, tensor::info(b.dtype).name));
    static constexpr std::string_view kRoles[] = {"Chip", "Cluster", "Slice", "Element"};
    for (std::size_t i = 0; i < 4; ++i)
        if (!tensors[pass.source].mappings[i].equivalentTo(tensors[second].mappings[i]))
            return Diagnostic(
                       diag::Kind::interleave_mismatch,
                       fmt::format("interleaved tensors have identical mappings, but `{}` has {} {} and `{}` has {}", a.name, kRoles[i],
                                   tensors[pass.source].mappings[i].normalized(), b.name, tensors[second].mappings[i].normalized()))
                .withFix("interleave two tensors with the same Chip, Cluster, Slice and Element");
    if (a.address == b.address)
        return Diagnostic(diag::Kind::interleave_mismatch, fmt::format("`{}` and `{}` are the same DM bytes", a.name, b.name));
    // I: the written axis, else the one 2-way Time factor the tensors do not have.
    const auto& own = tensors[pass.source].axes;
    std::optional<mapping::AxisId> axis;
    if (!pass.interleaveAxis.empty()) {
        axis = program.axes.find(pass.interleaveAxis);
        if (!axis)
            return Diagnostic(diag::Kind::unknown_axis,
                              fmt::format("begin_interleaved names `{}`, which is not a declared axis", pass.interleaveAxis));
    } else {
        for (const auto& f : fetchTime.normalForm().factors)
            if (f.content == mapping::Factor::Content::Axis && f.size == 2 && std::find(own.begin(), own.end(), f.axis) == own.end())
                axis = f.axis;
    }
    const std::string name = axis ? program.axes[*axis].name : std::string("I");
    if (!axis || program.axes[*axis].size != 2 || std::find(own.begin(), own.end(), *axis) != own.end())
        return Diagnostic(diag::Kind::interleave_axis,
                          fmt::format("begin_interleaved alternates the two tensors along a 2-way axis they do not have; {}",
                                      axis ? fmt::format("{} has {} positions or is one of theirs", name, program.axes[*axis].size)
                                           : std::string("none was named or found in the fetch's Time")))
            .withFix("declare I = 2 and write begin_interleaved::<I, _, _, _, _, _>(a.view(), b.view()) with I in the fetch's Time");
    std::vector<std::string> rest;
    u64 found = 0;
    for (const auto& f : fetchTime.normalForm().factors) {
        if (isAxisFactor(f, *axis)) {
            found += f.size;
            continue;
        }
        rest.push_back(mapping::printFactor(f, program.axes));
    }
    if (found != 2)
        return Diagnostic(diag::Kind::interleave_axis,
                          fmt::format("the fetch's Time {} must hold {} once, whole (2 positions)", fetchTime.normalized(), name))
            .withFix(fmt::format("fetch::<D, m![..., {}], Packet>()", name));
    std::string text = "m![1]";
    if (!rest.empty()) {
        text = "m![" + rest[0];
        for (std::size_t k = 1; k < rest.size(); ++k) text += ", " + rest[k];
        text += "]";
    }
    auto time = mapping::compileDerived(text, fetchTime, "the fetch's Time without the interleave axis");
    if (!time) return time.error();
    return InterleavePlan{second, *axis, std::move(time).value()};
}

void interleaveStreams(const CompiledMapping& time, mapping::AxisId axis, StreamData& first, const StreamData& second) {
    const auto& factors = time.normalForm().factors;
    const u64 times = time.size(), packet = first.packet;
    for (std::size_t u = 0; u < first.values.size(); ++u) {
        std::vector<u32> out(times * packet, 0);
        for (u64 t = 0; t < times; ++t) {
            u64 rest = t, kept = 0, scale = 1, digit = 0;
            for (std::size_t f = factors.size(); f-- > 0;) {
                const u64 d = rest % factors[f].size;
                rest /= factors[f].size;
                if (isAxisFactor(factors[f], axis)) {
                    digit = d;
                    continue;
                }
                kept += d * scale;
                scale *= factors[f].size;
            }
            const std::vector<u32>* from = digit == 0 ? &first.values[u] : (u < second.values.size() ? &second.values[u] : nullptr);
            if (!from || (kept + 1) * packet > from->size()) continue;
            std::copy_n(from->begin() + std::ptrdiff_t(kept * packet), packet, out.begin() + std::ptrdiff_t(t * packet));
        }
        first.values[u] = std::move(out);
    }
    first.times = times;
}

Logical stackLogical(const State& s, const Logical& first, const Logical& second, mapping::AxisId axis) {
    std::vector<mapping::AxisId> axes = first.axes;
    axes.push_back(axis);
    Logical out = makeLogical(s.env(), axes, first.dtype);
    const auto from = projectOffsets(s.env(), first.axes, first.strides);
    const auto to = projectOffsets(s.env(), first.axes, out.strides);
    const u64 shift = out.strides[axis];
    const bool bounded = !first.bound.empty() || !second.bound.empty();
    if (bounded) out.bound.assign(out.values.size(), 0.0);
    const bool held = !first.held.empty() || !second.held.empty();
    if (held) out.held.assign(out.values.size(), true);
    for (u64 i = 0; i < from.size(); ++i)
        for (u64 g = 0; g < 2; ++g) {
            const Logical& l = g == 0 ? first : second;
            const u64 at = to[i] + g * shift, src = from[i];
            if (at >= out.values.size() || src >= l.values.size()) continue;
            out.values[at] = l.values[src];
            if (bounded && src < l.bound.size()) out.bound[at] = l.bound[src];
            if (held && src < l.held.size()) out.held[at] = l.held[src];
        }
    return out;
}

}  // namespace tcpwb::sim::detail
