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

// `m![...]` of the stream's terms, the engine-selecting ones outermost, as
// planDma numbers the units; without the Packet when `withPacket` is false.
diag::Result<mapping::CompiledMapping> streamTerms(const StreamSpec& stream, bool withPacket, const mapping::AxisEnv& env,
                                                   const mapping::AliasTable& aliases) {
    std::string text;
    for (const std::optional<std::string>& term : {stream.chip, stream.cluster, stream.slice, std::optional(stream.time),
                                                   withPacket ? std::optional(stream.packet) : std::nullopt}) {
        if (!term) continue;
        auto m = mapping::compileMapping(*term, env, aliases);
        if (!m) return m.error();
        text += (text.empty() ? "" : ", ") + m->operand();
    }
    return mapping::compileMapping("m![" + (text.empty() ? std::string("1") : text) + "]", env, aliases);
}

// The base axes a mapping's factors decide (a skewed axis decides its base
// with the axis it is skewed by); nullopt when a factor is not a plain axis term.
std::optional<std::set<AxisId>> factorAxes(const mapping::CompiledMapping& m) {
    std::set<AxisId> axes;
    for (const mapping::Factor& f : m.normalForm().factors) {
        if (f.content == mapping::Factor::Content::Broadcast) continue;
        if (f.content != mapping::Factor::Content::Axis) return std::nullopt;
        axes.insert(resolvedAxis(f.axis, m.env()));
        if (const auto& skew = m.env()[f.axis].skew) axes.insert(skew->minus);
    }
    return axes;
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

// Whether the Packet can be walked on its own: plain axis terms no other
// term of the stream uses, and no padding, so every position of every engine
// that moves anything holds the whole Packet's coordinates.
bool packetApart(const mapping::CompiledMapping& outer, const mapping::CompiledMapping& packet) {
    const auto outerAxes = factorAxes(outer), packetAxes = factorAxes(packet);
    if (!outerAxes || !packetAxes) return false;
    for (AxisId a : *packetAxes)
        if (outerAxes->count(a)) return false;
    for (u64 p = 0; p < packet.size(); ++p)
        if (!packet.at(p)) return false;
    return true;
}

}  // namespace

diag::Result<std::vector<AxisValues>> unitValues(const DmaSpec& spec, const DmaPlan& plan, const mapping::AxisEnv& env,
                                                 const mapping::AliasTable& aliases) {
    auto stream = streamTerms(spec.stream, true, env, aliases);
    if (!stream) return stream.error();
    const u64 total = stream->size();
    if (total > kMaxValuePositions)
        return diag::Diagnostic(diag::Kind::too_large, fmt::format("the stream has {} positions; the workbench lists each engine's "
                                                                   "coordinates for at most {}",
                                                                   total, kMaxValuePositions));
    if (plan.units == 0 || total % plan.units != 0)
        return diag::Diagnostic(diag::Kind::internal_error,
                                fmt::format("the stream's {} positions do not split over {} engines", total, plan.units));
    const std::vector<AxisId> axes = baseAxes(env);
    Seen seen(plan.units, std::vector<std::vector<u64>>(env.count()));
    auto outer = streamTerms(spec.stream, false, env, aliases);
    auto packet = mapping::compileMapping(spec.stream.packet, env, aliases);
    if (!outer || !packet) return outer ? packet.error() : outer.error();
    if (packetApart(*outer, *packet)) {
        // Every engine that moves a packet moves all of it: walk the rest and the Packet apart.
        Seen outerSeen(plan.units, std::vector<std::vector<u64>>(env.count())), packetSeen(1, std::vector<std::vector<u64>>(env.count()));
        visitPositions(*outer, axes, outer->size() / plan.units, outerSeen);
        visitPositions(*packet, axes, packet->size(), packetSeen);
        const std::set<AxisId> packetAxes = *factorAxes(*packet);
        for (u64 u = 0; u < plan.units; ++u) {
            const bool moves = std::any_of(outerSeen[u].begin(), outerSeen[u].end(), [](const auto& v) { return !v.empty(); });
            for (AxisId a : axes) seen[u][a] = moves && packetAxes.count(a) ? packetSeen[0][a] : outerSeen[u][a];
        }
    } else {
        visitPositions(*stream, axes, total / plan.units, seen);
    }

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
