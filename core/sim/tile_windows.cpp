#include "sim/tile_windows.h"

#include <algorithm>
#include <limits>
#include <set>
#include <span>
#include <vector>

#include <fmt/format.h>

#include "contraction/mapping_parts.h"
#include "mapping/enumerate.h"
#include "sim/plan_detail.h"
#include "sim/reference_tiles.h"

namespace tcpwb::sim::detail {
namespace {

using diag::Diagnostic;
using mapping::Factor;
using mapping::TensorIndex;

// Positions checked one by one, for a layout the digits do not decide and for
// the check that every element of a tile is where its tensor holds it.
constexpr u64 kMaxCheckedPositions = u64{1} << 22;

// The position of `index` in `m` worked out digit by digit: each factor over
// an axis, largest step first, takes as many of its steps as the coordinate
// left allows. nullopt when that does not land on `index` (a group, a sliding
// window, or coordinates the factors cannot reach).
std::optional<u64> positionByDigits(const CompiledMapping& m, const TensorIndex& index) {
    const auto& factors = m.normalForm().factors;
    std::vector<u64> weight(factors.size(), 1);
    for (std::size_t i = factors.size(); i-- > 1;) weight[i - 1] = weight[i] * factors[i].size;
    std::vector<std::size_t> order(factors.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return factors[a].step > factors[b].step; });
    TensorIndex left = index;
    for (const auto& [axis, value] : m.normalForm().base.entries()) {
        if (left.get(axis) < value) return std::nullopt;
        left.set(axis, left.get(axis) - value);
    }
    u64 position = 0;
    for (std::size_t i : order) {
        const Factor& f = factors[i];
        if (f.content == Factor::Content::Broadcast) continue;
        if (f.content != Factor::Content::Axis) return std::nullopt;
        const u64 coordinate = left.get(f.axis);
        if (coordinate < f.offset || f.step == 0) continue;
        const u64 digit = std::min((coordinate - f.offset) / f.step, f.extent - 1);
        if (digit == 0 && f.offset == 0) continue;
        left.set(f.axis, coordinate - f.offset - digit * f.step);
        position += digit * weight[i];
    }
    if (!left.empty() || m.at(position) != index) return std::nullopt;
    return position;
}

std::optional<u64> positionOf(const CompiledMapping& m, const TensorIndex& index) {
    if (auto p = positionByDigits(m, index)) return p;
    for (u64 p = 0; p < std::min(m.size(), kMaxCheckedPositions); ++p)
        if (m.at(p) == index) return p;
    return std::nullopt;
}

TensorIndex plus(TensorIndex a, const TensorIndex& b) {
    a.add(b);
    return a;
}

// Strides under which different coordinates of `axes` have different
// offsets, for coordinates below twice each axis's size (a tile's own
// coordinates plus its offset may run past the axis); nullopt on overflow.
std::optional<std::vector<u64>> injectiveStrides(const mapping::AxisEnv& env, const std::set<mapping::AxisId>& axes) {
    std::vector<u64> strides(env.count(), 0);
    u64 stride = 1;
    for (mapping::AxisId a : axes) {
        strides[a] = stride;
        const u64 radix = 2 * env[a].size;
        if (env[a].size == 0 || stride > std::numeric_limits<u64>::max() / radix) return std::nullopt;
        stride *= radix;
    }
    return strides;
}

// The first of `tile`'s first `count` positions whose element plus `offset`
// is not the element at `first` positions further in `element`, compared by
// offsets a window at a time (a tile of a 59M-element weight checks 4M
// positions per tile, as often as a loop tiles it); nullopt when none is.
std::optional<u64> firstMisplaced(const mapping::AxisEnv& env, const CompiledMapping& tile, const CompiledMapping& element,
                                  const TensorIndex& offset, u64 first, u64 count) {
    std::set<mapping::AxisId> axes = contraction::axesOf(tile);
    axes.merge(contraction::axesOf(element));
    for (const auto& [axis, value] : offset.entries()) axes.insert(axis);
    const auto strides = injectiveStrides(env, axes);
    if (!strides) {
        for (u64 q = 0; q < count; ++q) {
            const auto own = tile.at(q);
            if (own && (q + first >= element.size() || element.at(q + first) != plus(*own, offset))) return q;
        }
        return std::nullopt;
    }
    u64 shift = 0;
    for (const auto& [axis, value] : offset.entries()) shift += value * (*strides)[axis];
    constexpr u64 kWindow = 1 << 16;
    std::vector<u64> own(kWindow), held(kWindow);
    for (u64 q0 = 0; q0 < count; q0 += kWindow) {
        const u64 n = std::min(kWindow, count - q0);
        mapping::enumerateOffsets(tile, *strides, q0, std::span(own).first(n));
        mapping::enumerateOffsets(element, *strides, first + q0, std::span(held).first(n));
        for (u64 i = 0; i < n; ++i)
            if (own[i] != mapping::kPaddingOffset && held[i] != own[i] + shift) return q0 + i;
    }
    return std::nullopt;
}

// Visits every position of a row-major array over `axes` with its coordinates.
template <class F>
void forEachCoordinate(const mapping::AxisEnv& env, const std::vector<mapping::AxisId>& axes, u64 count, F&& f) {
    std::vector<u64> digit(axes.size(), 0);
    for (u64 i = 0; i < count; ++i) {
        f(i, digit);
        for (std::size_t j = axes.size(); j-- > 0;) {
            if (++digit[j] < env[axes[j]].size) break;
            digit[j] = 0;
        }
    }
}

}  // namespace

diag::Result<std::optional<TileWindow>> tileWindowOf(const kernel::Program& program, const TensorPlan& tensor,
                                                     const std::optional<kernel::MappingText>& layout,
                                                     const std::optional<TensorIndex>& offset) {
    if (!layout || !offset) return std::optional<TileWindow>{};
    auto compiled = compileText(program, *layout, "the tile mapping");
    if (!compiled) return compiled.error();
    const CompiledMapping& element = tensor.element();
    auto fail = [&](std::string message) {
        return Diagnostic(diag::Kind::tile_layout, std::move(message))
            .withFix("write the Tile mapping as the tensor's Element with the tiled axis resized (`X = 16 # 32`) or replaced by `1 # n`");
    };
    if (compiled->size() != element.size())
        return fail(
            fmt::format("the tile mapping {} has {} positions, but the tensor's Element {} has {}: a tile keeps the tensor's "
                        "positions and pads what it leaves out",
                        compiled->normalized(), compiled->size(), element.normalized(), element.size()));
    const auto first = positionOf(element, *offset);
    if (!first)
        return fail(fmt::format("the tile starts at {}, which the tensor's Element {} does not hold",
                                mapping::formatIndex(*offset, program.axes), element.normalized()));
    const u64 checked = std::min(compiled->size(), kMaxCheckedPositions);
    if (const auto q = firstMisplaced(program.axes, *compiled, element, *offset, *first, checked)) {
        const auto own = compiled->at(*q);
        const TensorIndex wanted = plus(*own, *offset);
        const auto held = *q + *first < element.size() ? element.at(*q + *first) : std::nullopt;
        return fail(fmt::format("position {} of the tile mapping {} holds {}, the tensor's {}, but the tensor holds {} there", *q,
                                compiled->normalized(), mapping::formatIndex(*own, program.axes),
                                mapping::formatIndex(wanted, program.axes),
                                held ? mapping::formatIndex(*held, program.axes) : std::string("padding")));
    }
    return std::optional<TileWindow>(TileWindow{std::move(compiled).value(), *offset, *first});
}

TensorPlan throughTile(const TensorPlan& tensor, const std::optional<TileWindow>& tile) {
    TensorPlan viewed = tensor;
    if (tile) viewed.mappings.back() = tile->layout;
    return viewed;
}

namespace {

// The coordinates of `axes` that `tensor` read through `window` names, by the
// tile's own coordinates: its Chip, Cluster and Slice, and the Tile mapping.
NamedCoordinates namedThroughTile(const mapping::AxisEnv& env, const TensorPlan& tensor, const TileWindow& window,
                                  const std::vector<mapping::AxisId>& axes) {
    std::vector<const CompiledMapping*> parts;
    for (std::size_t i = 0; i + 1 < tensor.mappings.size(); ++i) parts.push_back(&tensor.mappings[i]);
    parts.push_back(&window.layout);
    return namedCoordinates(env, parts, axes);
}

}  // namespace

Logical shiftedToTile(const mapping::AxisEnv& env, const Logical& l, const TileWindow& window, const TensorPlan& tensor) {
    if (l.axes.empty()) return shiftedToTile(env, l, window.offset, 1);
    const mapping::AxisId outerAxis = l.axes.front();
    const u64 extent = namedExtent(namedThroughTile(env, tensor, window, {outerAxis}), outerAxis, env[outerAxis].size);
    return shiftedToTile(env, l, window.offset, extent);
}

Logical shiftedToTile(const mapping::AxisEnv& env, const Logical& l, const TensorIndex& offset, u64 outerExtent) {
    // As many coordinates of the outermost axis as the tile keeps.
    const u64 perOuter = valuesPerOuterCoordinate(env, l);
    const u64 size = std::min(volumeOf(env, l.axes), std::min(outerExtent, l.axes.empty() ? 1 : env[l.axes.front()].size) * perOuter);
    Logical out = zerosShapedLike(l, size);
    if (!l.bound.empty()) out.bound.assign(size, 0.0);
    out.held.assign(size, false);
    auto copy = [&](u64 i, u64 source) {
        if (source >= l.values.size()) return;  // past a shortened logical's end: 0, not held
        out.values[i] = l.values[source];
        if (!l.bound.empty()) out.bound[i] = source < l.bound.size() ? l.bound[source] : 0.0;
        out.held[i] = l.held.empty() || (source < l.held.size() && l.held[source]);
    };
    if (l.axes.empty()) {
        if (size > 0) copy(0, 0);
        return out;
    }
    // A row of the innermost axis at a time (a tile of a 159M-value weight, per tile).
    const mapping::AxisId innerAxis = l.axes.back();
    const u64 row = env[innerAxis].size, innerShift = offset.get(innerAxis), innerStride = l.strides[innerAxis];
    std::vector<mapping::AxisId> outer(l.axes.begin(), l.axes.end() - 1);
    const u64 rows = row ? ceilDiv(size, row) : 0;
    forEachCoordinate(env, outer, rows, [&](u64 r, const std::vector<u64>& c) {
        u64 from = 0;
        for (std::size_t j = 0; j < c.size(); ++j) {
            const u64 shifted = c[j] + offset.get(outer[j]);
            if (shifted >= env[outer[j]].size) return;
            from += shifted * l.strides[outer[j]];
        }
        for (u64 x = 0; x + innerShift < row && r * row + x < size; ++x) copy(r * row + x, from + (x + innerShift) * innerStride);
    });
    return out;
}

Logical pastedIntoTile(const mapping::AxisEnv& env, const Logical* before, const Logical& written, const TileWindow& window,
                       const TensorPlan& tensor) {
    Logical out = before ? wholeLogical(env, *before) : makeLogical(env, written.axes, written.dtype);
    if (!before) out.held.assign(out.values.size(), false);
    if (out.held.empty()) out.held.assign(out.values.size(), true);
    if (!written.bound.empty() && out.bound.empty()) out.bound.assign(out.values.size(), 0.0);
    const NamedCoordinates named = namedThroughTile(env, tensor, window, out.axes);
    forEachCoordinate(env, out.axes, out.values.size(), [&](u64 i, const std::vector<u64>& d) {
        u64 from = 0;
        for (std::size_t j = 0; j < d.size(); ++j) {
            const mapping::AxisId axis = out.axes[j];
            const u64 start = window.offset.get(axis);
            if (d[j] < start) return;
            const u64 c = d[j] - start;
            if (named[axis] && (c >= named[axis]->size() || !(*named[axis])[c])) return;
            if (axis < written.strides.size()) from += c * written.strides[axis];
        }
        if (from >= written.values.size()) return;
        out.values[i] = written.values[from];
        if (!out.bound.empty()) out.bound[i] = written.bound.empty() ? 0.0 : written.bound[from];
        out.held[i] = written.held.empty() || written.held[from];
    });
    return out;
}

}  // namespace tcpwb::sim::detail
