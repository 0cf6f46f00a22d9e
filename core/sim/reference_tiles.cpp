#include "sim/reference_tiles.h"

#include <algorithm>

#include "util/checked.h"

namespace tcpwb::sim::detail {
namespace {

using mapping::AxisId;
using mapping::Factor;
using mapping::NormalForm;

// Sums larger than this (named coordinates x a factor's extent) are not worked out.
constexpr u64 kMaxTileSumWork = u64{1} << 24;

void markAxisUnknown(AxisId axis, const mapping::AxisEnv& env, std::vector<bool>& unknown) {
    unknown[axis] = true;
    const auto& a = env[axis];
    if (a.skew) unknown[a.skew->base] = unknown[a.skew->minus] = true;
    if (a.padded) unknown[a.padded->base] = true;
}

void markUnknown(const NormalForm& nf, const mapping::AxisEnv& env, std::vector<bool>& unknown) {
    for (const auto& [axis, value] : nf.base.entries()) markAxisUnknown(axis, env, unknown);
    for (const Factor& f : nf.factors) {
        if (f.content == Factor::Content::Axis) markAxisUnknown(f.axis, env, unknown);
        if (f.group) markUnknown(*f.group, env, unknown);
        for (const auto& t : f.terms)
            if (t) markUnknown(*t, env, unknown);
    }
}

// The named set `into` plus each of `values`: {a + v}, coordinates past the axis dropped.
bool addValues(std::vector<bool>& into, const std::vector<u64>& values) {
    u64 named = u64(std::count(into.begin(), into.end(), true));
    if (named * values.size() > kMaxTileSumWork) return false;
    std::vector<bool> out(into.size(), false);
    for (u64 a = 0; a < into.size(); ++a) {
        if (!into[a]) continue;
        for (u64 v : values)
            if (a + v < out.size()) out[a + v] = true;
    }
    into = std::move(out);
    return true;
}

// Whether `set` names each of its first `count` coordinates.
bool namesFirst(const std::vector<bool>& set, u64 count) {
    const auto end = set.begin() + std::ptrdiff_t(std::min<u64>(count, set.size()));
    return std::find(set.begin(), end, false) == end;
}

}  // namespace

NamedCoordinates namedCoordinates(const mapping::AxisEnv& env, const std::vector<const mapping::CompiledMapping*>& parts,
                                  const std::vector<AxisId>& axes) {
    const std::size_t n = env.count();
    NamedCoordinates named(n);
    std::vector<bool> unknown(n, true);  // true: not asked for, or not worked out
    for (AxisId a : axes) {
        if (a >= n || env[a].size > kMaxTileSumWork) continue;
        unknown[a] = false;
        named[a] = std::vector<bool>(env[a].size, false);
        if (!named[a]->empty()) (*named[a])[0] = true;
    }
    for (const mapping::CompiledMapping* part : parts) {
        if (!part) continue;
        const NormalForm& nf = part->normalForm();
        for (const auto& [axis, value] : nf.base.entries()) {
            if (env[axis].derived()) markAxisUnknown(axis, env, unknown);
            else if (!unknown[axis] && !addValues(*named[axis], {value})) unknown[axis] = true;
        }
        for (const Factor& f : nf.factors) {
            if (f.content == Factor::Content::Broadcast) continue;
            if (f.content != Factor::Content::Axis) {
                if (f.group) markUnknown(*f.group, env, unknown);
                for (const auto& t : f.terms)
                    if (t) markUnknown(*t, env, unknown);
                continue;
            }
            if (env[f.axis].derived()) {
                markAxisUnknown(f.axis, env, unknown);
                continue;
            }
            if (unknown[f.axis]) continue;
            std::vector<u64> values;  // digit x < extent stands for offset + step * x
            for (u64 x = 0; x < f.extent && values.size() <= kMaxTileSumWork; ++x) values.push_back(f.offset + f.step * x);
            if (values.size() > kMaxTileSumWork || !addValues(*named[f.axis], values)) unknown[f.axis] = true;
        }
    }
    for (std::size_t a = 0; a < n; ++a)
        if (unknown[a]) named[a].reset();
    return named;
}

u64 namedExtent(const NamedCoordinates& named, mapping::AxisId axis, u64 size) {
    if (axis >= named.size() || !named[axis]) return size;
    const std::vector<bool>& set = *named[axis];
    u64 last = 0;  // coordinate 0 at least: a logical keeps one row of its outermost axis
    for (u64 c = 0; c < set.size() && c < size; ++c)
        if (set[c]) last = c;
    return std::min(size, last + 1);
}

std::optional<Logical> keepNamed(const mapping::AxisEnv& env, const Logical& l, const NamedCoordinates& named) {
    if (l.axes.empty()) return std::nullopt;
    auto namedSet = [&](AxisId a) { return a < named.size() && named[a] ? &*named[a] : nullptr; };
    // The outermost axis ends at its last named coordinate: past it nothing is held, and nothing stored.
    const u64 perOuter = valuesPerOuterCoordinate(env, l);
    if (perOuter == 0) return std::nullopt;
    const u64 size = std::min<u64>(l.values.size(), namedExtent(named, l.axes.front(), env[l.axes.front()].size) * perOuter);
    bool all = size == l.values.size();
    for (std::size_t k = 0; k < l.axes.size() && all; ++k)
        if (const auto* set = namedSet(l.axes[k])) all = namesFirst(*set, k == 0 ? ceilDiv(size, perOuter) : set->size());
    if (all) return std::nullopt;
    const u64 row = env[l.axes.back()].size;
    // Built once, a row of the innermost axis at a time: a row whose outer
    // digits are all named is copied, by the innermost axis's own named set;
    // the others stay 0 (a tile of a 159M-value weight keeps its 8M, per tile).
    Logical out = zerosShapedLike(l, size);
    if (!l.bound.empty()) out.bound.assign(std::min<u64>(size, l.bound.size()), 0.0);
    if (!l.held.empty()) out.held.assign(l.held.begin(), l.held.begin() + std::ptrdiff_t(std::min<u64>(size, l.held.size())));
    const std::vector<bool>* inner = namedSet(l.axes.back());
    auto keep = [&](u64 from, u64 to) {
        std::copy(l.values.begin() + std::ptrdiff_t(from), l.values.begin() + std::ptrdiff_t(to),
                  out.values.begin() + std::ptrdiff_t(from));
        if (out.bound.empty()) return;
        const u64 end = std::min<u64>(to, out.bound.size());
        if (from < end)
            std::copy(l.bound.begin() + std::ptrdiff_t(from), l.bound.begin() + std::ptrdiff_t(end),
                      out.bound.begin() + std::ptrdiff_t(from));
    };
    std::vector<u64> digit(l.axes.size() - 1, 0);
    for (u64 start = 0; start < size; start += row) {
        bool kept = true;
        for (std::size_t k = 0; k < digit.size() && kept; ++k)
            if (const auto* set = namedSet(l.axes[k])) kept = (*set)[digit[k]];
        const u64 end = std::min(size, start + row);
        if (kept && !inner) keep(start, end);
        for (u64 j = 0; kept && inner && start + j < end; ++j)
            if ((*inner)[j]) keep(start + j, start + j + 1);
        for (std::size_t k = digit.size(); k-- > 0;) {
            if (++digit[k] < env[l.axes[k]].size) break;
            digit[k] = 0;
        }
    }
    return out;
}

}  // namespace tcpwb::sim::detail
