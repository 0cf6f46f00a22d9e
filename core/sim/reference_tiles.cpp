#include "sim/reference_tiles.h"

#include <algorithm>

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

std::optional<Logical> keepNamed(const mapping::AxisEnv& env, const Logical& l, const NamedCoordinates& named) {
    bool all = true;
    for (AxisId a : l.axes)
        if (a < named.size() && named[a] && std::find(named[a]->begin(), named[a]->end(), false) != named[a]->end()) all = false;
    if (all) return std::nullopt;
    Logical out = l;
    if (l.axes.empty()) return out;
    // Row-major over l.axes, a row of the innermost axis at a time: a row whose
    // outer digits are not all named is zeroed whole, the others by the
    // innermost axis's own named set (a tile of a 159M-value weight, per tile).
    auto namedSet = [&](AxisId a) { return a < named.size() && named[a] ? &*named[a] : nullptr; };
    const std::vector<bool>* inner = namedSet(l.axes.back());
    const u64 row = env[l.axes.back()].size;
    auto zero = [&](u64 o) {
        out.values[o] = 0.0;
        if (o < out.bound.size()) out.bound[o] = 0.0;
    };
    std::vector<u64> digit(l.axes.size() - 1, 0);
    for (u64 start = 0; start < out.values.size(); start += row) {
        bool keep = true;
        for (std::size_t k = 0; k < digit.size() && keep; ++k)
            if (const auto* set = namedSet(l.axes[k])) keep = (*set)[digit[k]];
        for (u64 j = 0; j < row && start + j < out.values.size(); ++j)
            if (!keep || (inner && !(*inner)[j])) zero(start + j);
        for (std::size_t k = digit.size(); k-- > 0;) {
            if (++digit[k] < env[l.axes[k]].size) break;
            digit[k] = 0;
        }
    }
    return out;
}

}  // namespace tcpwb::sim::detail
