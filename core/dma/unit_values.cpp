#include "dma/unit_values.h"

#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "mapping/enumerate.h"

namespace tcpwb::dma {
namespace {

using mapping::AxisId;

// The base axis a factor's coordinates end up on (a padded or skewed axis stands for its base).
AxisId resolvedAxis(AxisId axis, const mapping::AxisEnv& env) {
    if (env[axis].padded) return env[axis].padded->base;
    if (env[axis].skew) return env[axis].skew->base;
    return axis;
}

// The stream as one mapping, the engine-selecting terms outermost, as planDma numbers the units.
diag::Result<mapping::CompiledMapping> wholeStream(const StreamSpec& stream, const mapping::AxisEnv& env,
                                                   const mapping::AliasTable& aliases) {
    std::string text;
    for (const std::optional<std::string>& term :
         {stream.chip, stream.cluster, stream.slice, std::optional(stream.time), std::optional(stream.packet)}) {
        if (!term) continue;
        auto m = mapping::compileMapping(*term, env, aliases);
        if (!m) return m.error();
        text += (text.empty() ? "" : ", ") + m->operand();
    }
    return mapping::compileMapping("m![" + text + "]", env, aliases);
}

std::vector<AxisId> baseAxes(const mapping::AxisEnv& env) {
    std::vector<AxisId> axes;
    for (AxisId a = 0; a < env.count(); ++a)
        if (!env[a].derived()) axes.push_back(a);
    return axes;
}

// Row-major strides over the base axes when the whole tensor's offsets fit in 64 bits.
std::optional<std::vector<u64>> packedStrides(const mapping::AxisEnv& env, const std::vector<AxisId>& axes) {
    u64 elements = 1;
    for (AxisId a : axes)
        if (auto next = checkedMul(elements, env[a].size)) elements = *next;
        else return std::nullopt;
    return mapping::rowMajorStrides(env, axes);
}

// Per engine and base axis, the coordinates met, in the order met (runs of one value kept once).
using Seen = std::vector<std::vector<std::vector<u64>>>;

void note(Seen& seen, u64 unit, AxisId axis, u64 coordinate) {
    auto& values = seen[unit][axis];
    if (values.empty() || values.back() != coordinate) values.push_back(coordinate);
}

// Every position's coordinates: the enumerator's offsets when they fit, else map(i) one by one.
void visitPositions(const mapping::CompiledMapping& stream, const std::vector<AxisId>& axes, u64 perUnit, Seen& seen) {
    const auto& env = stream.env();
    if (auto strides = packedStrides(env, axes)) {
        std::vector<u64> offsets(stream.size());
        mapping::enumerateOffsets(stream, *strides, offsets);
        for (u64 i = 0; i < offsets.size(); ++i) {
            if (offsets[i] == mapping::kPaddingOffset) continue;
            for (AxisId a : axes) note(seen, i / perUnit, a, offsets[i] / (*strides)[a] % env[a].size);
        }
        return;
    }
    for (u64 i = 0; i < stream.size(); ++i)
        if (auto index = stream.at(i))
            for (AxisId a : axes) note(seen, i / perUnit, a, index->get(a));
}

}  // namespace

diag::Result<std::vector<AxisValues>> unitValues(const DmaSpec& spec, const DmaPlan& plan, const mapping::AxisEnv& env,
                                                 const mapping::AliasTable& aliases) {
    auto stream = wholeStream(spec.stream, env, aliases);
    if (!stream) return stream.error();
    const u64 total = stream->size();
    if (total > kMaxValuePositions)
        return diag::Diagnostic("too_large", fmt::format("the stream has {} positions; the workbench lists each engine's "
                                                         "coordinates for at most {}",
                                                         total, kMaxValuePositions));
    if (plan.units == 0 || total % plan.units != 0)
        return diag::Diagnostic("internal_error", fmt::format("the stream's {} positions do not split over {} engines", total,
                                                              plan.units));
    const std::vector<AxisId> axes = baseAxes(env);
    Seen seen(plan.units, std::vector<std::vector<u64>>(env.count()));
    visitPositions(*stream, axes, total / plan.units, seen);

    // The stream's axes: those its factors name, and any other it moves along.
    std::set<AxisId> shown;
    for (const mapping::Factor& f : stream->normalForm().factors)
        if (f.content == mapping::Factor::Content::Axis) shown.insert(resolvedAxis(f.axis, env));
    for (const auto& unit : seen)
        for (AxisId a : axes)
            if (std::any_of(unit[a].begin(), unit[a].end(), [](u64 c) { return c != 0; })) shown.insert(a);
    std::vector<AxisValues> out(plan.units);
    for (u64 u = 0; u < plan.units; ++u)
        for (AxisId a : shown) {
            std::vector<u64>& values = seen[u][a];
            if (values.empty()) continue;  // the engine moves nothing
            std::sort(values.begin(), values.end());
            values.erase(std::unique(values.begin(), values.end()), values.end());
            out[u].emplace_back(env[a].name, values);
        }
    return out;
}

}  // namespace tcpwb::dma
