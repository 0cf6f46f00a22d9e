// The Vector Engine's two-group mode (manual, "Two-Group Mode"):
// vector_intra_slice_unzip::<I, ..>() splits the stream by the 2-way Time
// axis I into group 0 (I = 0) and group 1 (I = 1), per-group ops run in lock
// step, and a _zip op merges them. The simulation splits the values here and
// runs the paired steps with vector::evaluate; the reference takes the
// logical tensor at I = 0 and I = 1.
#include <cmath>

#include "sim/vector_reduce_exec.h"
#include "vector/literals.h"

namespace tcpwb::sim::detail {

using diag::Diagnostic;

namespace {

// `l` at axis = g, over `axes` (which lack the axis; an axis `l` lacks broadcasts).
Logical groupOf(const State& s, const Logical& l, mapping::AxisId axis, u64 g, const std::vector<mapping::AxisId>& axes) {
    Logical out = makeLogical(s.env(), axes, l.dtype);
    const auto where = projectOffsets(s.env(), axes, l.strides);
    const u64 shift = g * (axis < l.strides.size() ? l.strides[axis] : 0);
    if (!l.bound.empty()) out.bound.assign(where.size(), 0.0);
    for (u64 i = 0; i < where.size(); ++i) {
        const u64 at = where[i] + shift;
        out.values[i] = at < l.values.size() ? l.values[at] : 0.0;
        if (!l.bound.empty()) out.bound[i] = at < l.bound.size() ? l.bound[at] : 0.0;
    }
    return out;
}

}  // namespace

std::array<std::vector<u32>, 2> splitGroups(const CompiledMapping& time, u64 packet, mapping::AxisId axis, const std::vector<u32>& values) {
    const auto& factors = time.normalForm().factors;
    const u64 times = time.size();
    std::array<std::vector<u32>, 2> groups;
    for (auto& g : groups) g.assign(times / 2 * packet, 0);
    for (u64 t = 0; t < times; ++t) {
        // The digit of the axis's factor, and t's position among the other factors.
        u64 rest = t, kept = 0, scale = 1, digit = 0;
        for (std::size_t f = factors.size(); f-- > 0;) {
            const u64 d = rest % factors[f].size;
            rest /= factors[f].size;
            if (factors[f].content == mapping::Factor::Content::Axis && factors[f].axis == axis) {
                digit = d;
                continue;
            }
            kept += d * scale;
            scale *= factors[f].size;
        }
        if (digit > 1 || (kept + 1) * packet > groups[digit].size()) continue;
        std::copy_n(values.begin() + std::ptrdiff_t(t * packet), packet, groups[digit].begin() + std::ptrdiff_t(kept * packet));
    }
    return groups;
}

[[nodiscard]] std::optional<Diagnostic> groupReference(const State& s, Logical& l, mapping::AxisId axis,
                                                       const std::vector<mapping::AxisId>& outAxes, const vector::Chain& chain,
                                                       const kernel::Step& step, std::size_t op) {
    vector::Chain paired = chain;
    paired.steps.clear();
    bool from = false;
    for (const auto& st : chain.steps) {
        from = from || st.kind == vector::Step::Kind::Unzip;
        if (from) paired.steps.push_back(st);
    }
    const vector::Scalar scalar = l.dtype == tensor::DType::F32 ? vector::Scalar::F32 : vector::Scalar::I32;
    const tensor::DType as = scalar == vector::Scalar::I32 ? tensor::DType::I32 : tensor::DType::F32;
    paired.input = scalar;
    const Logical g0 = groupOf(s, l, axis, 0, outAxes), g1 = groupOf(s, l, axis, 1, outAxes);
    vector::EvalInput input;
    for (int g = 0; g < 2; ++g) {
        const Logical& from = g == 0 ? g0 : g1;
        input.groups[g].resize(from.values.size());
        for (u64 i = 0; i < from.values.size(); ++i) input.groups[g][i] = encodeValue(as, from.values[i]);
    }
    for (std::size_t v : step.vrfOperands) {
        if (!s.reference[v]) return about(s, Diagnostic(diag::Kind::internal_error, "the VRF operand has no reference"), op, v, step.at);
        const Logical& ref = *s.reference[v];
        const auto where = projectOffsets(s.env(), outAxes, ref.strides);
        std::vector<std::string> texts(where.size());
        for (u64 i = 0; i < where.size(); ++i)
            texts[i] = vector::formatValue(encodeValue(as, where[i] < ref.values.size() ? ref.values[where[i]] : 0.0), scalar);
        input.vrf[s.tensor(v).name] = std::move(texts);
    }
    auto r = vector::evaluate(paired, input);
    if (!r) return about(s, r.error(), op, std::nullopt, step.at);
    const tensor::DType outType = r->type == vector::Scalar::I32 ? tensor::DType::I32 : tensor::DType::F32;
    Logical out = makeLogical(s.env(), outAxes, outType);
    int ops = 0;
    for (const auto& st : paired.steps) ops += st.op ? 1 : 0;
    const bool isFloat = outType == tensor::DType::F32;
    if (isFloat || !g0.bound.empty()) out.bound.assign(out.values.size(), 0.0);
    for (u64 i = 0; i < out.values.size() && i < r->values.size(); ++i) {
        out.values[i] = decodeValue(outType, r->values[i]);
        if (out.bound.empty()) continue;
        // Either group's error passes through; each float operator rounds once to f32 (docs/simulation.md).
        const double in = std::max(g0.bound.empty() ? 0.0 : g0.bound[i], g1.bound.empty() ? 0.0 : g1.bound[i]);
        out.bound[i] = 2 * in + (isFloat ? 2.0 * 0x1.0p-24 * double(ops) * std::fabs(out.values[i]) : 0.0);
    }
    l = std::move(out);
    return std::nullopt;
}

}  // namespace tcpwb::sim::detail
