#include "dma/unit_values.h"

#include <fmt/format.h>

#include <set>

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
    const u64 perUnit = total / plan.units;
    std::set<AxisId> axes;
    for (const mapping::Factor& f : stream->normalForm().factors)
        if (f.content == mapping::Factor::Content::Axis) axes.insert(resolvedAxis(f.axis, env));
    // Zero coordinates are left out of an index: count where each axis was present to add its 0.
    std::vector<std::vector<std::set<u64>>> seen(plan.units, std::vector<std::set<u64>>(env.count()));
    std::vector<std::vector<u64>> present(plan.units, std::vector<u64>(env.count(), 0));
    std::vector<u64> validPositions(plan.units, 0);
    for (u64 i = 0; i < total; ++i) {
        auto index = stream->at(i);
        if (!index) continue;
        const u64 u = i / perUnit;
        validPositions[u] += 1;
        for (const auto& [axis, value] : index->entries()) {
            axes.insert(axis);
            seen[u][axis].insert(value);
            present[u][axis] += 1;
        }
    }
    for (u64 u = 0; u < plan.units; ++u)
        for (AxisId axis : axes)
            if (present[u][axis] < validPositions[u]) seen[u][axis].insert(0);
    std::vector<AxisValues> out(plan.units);
    for (u64 u = 0; u < plan.units; ++u)
        for (AxisId axis : axes)
            if (!seen[u][axis].empty()) out[u].emplace_back(env[axis].name, std::vector<u64>(seen[u][axis].begin(), seen[u][axis].end()));
    return out;
}

}  // namespace tcpwb::dma
