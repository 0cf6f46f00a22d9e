#include "sim/reference_moves.h"

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <span>
#include <vector>

#include "mapping/enumerate.h"
#include "mapping/normal_form.h"
#include "sim/shuffle.h"

namespace tcpwb::sim::detail {

using mapping::kPaddingOffset;

namespace {

// Per unit of the output's placement, the logical offset of the source's unit
// it takes its values from; nullopt: it takes none.
using UnitSources = std::vector<std::optional<u64>>;

// The output's reference when each of its units holds, element position by
// element position, what one unit of the source holds (a reshape, a shuffle).
// The Element mappings are walked a window of positions at a time, not
// tabled: a reshape of a 159M-value weight would build two 1.3 GB tables.
Logical copiedByUnits(State& s, const Logical& from, std::size_t source, std::size_t output,
                      const std::function<UnitSources(const Placement& was, const Placement& is)>& sourcesOf) {
    const TensorPlan& outPlan = s.plan.tensors[output];
    Logical to = makeLogical(s.env(), outPlan.axes, s.tensor(output).dtype);
    if (!from.bound.empty()) to.bound.assign(to.values.size(), 0.0);
    const Placement was = unitPlacementOf(s.device, s.tensor(source), s.plan.tensors[source], from.strides);
    const Placement is = unitPlacementOf(s.device, s.tensor(output), outPlan, to.strides);
    const UnitSources sources = sourcesOf(was, is);
    const mapping::CompiledMapping& wasElement = s.plan.tensors[source].element();
    const mapping::CompiledMapping& isElement = outPlan.element();
    const u64 n = std::min(wasElement.size(), isElement.size());
    constexpr u64 kWindow = u64{1} << 16;
    std::vector<u64> wasOffsets(std::min(n, kWindow)), isOffsets(wasOffsets.size());
    for (u64 first = 0; first < n; first += kWindow) {
        const std::size_t count = std::min(n - first, kWindow);
        mapping::enumerateOffsets(wasElement, from.strides, first, std::span(wasOffsets).first(count));
        mapping::enumerateOffsets(isElement, to.strides, first, std::span(isOffsets).first(count));
        for (std::size_t i = 0; i < is.units.size() && i < sources.size(); ++i) {
            if (!sources[i]) continue;
            for (std::size_t e = 0; e < count; ++e) {
                const u64 at = join(is.units[i].offset, isOffsets[e]);
                const u64 held = join(*sources[i], wasOffsets[e]);
                if (at == kPaddingOffset || held == kPaddingOffset || held >= from.values.size() || at >= to.values.size()) continue;
                to.values[at] = from.values[held];
                if (!from.bound.empty() && held < from.bound.size()) to.bound[at] = from.bound[held];
            }
        }
    }
    return to;
}

// Per axis of `l`, each coordinate's named one: the coordinate with the digits
// no factor of `plan`'s Chip, Cluster or Slice names set to 0 (`Q / 32`
// names Q's high digits, so q stands for q - q % 32); empty where every
// coordinate is its own. Axes the Element runs over keep theirs: heldBy
// restricts those to what the mappings name. An axis a group, a sliding
// window, an offset or a derived axis touches keeps its own too.
std::vector<std::vector<u64>> namedCoordinateOf(const mapping::AxisEnv& env, const TensorPlan& plan, const Logical& l) {
    std::vector<std::vector<const mapping::Factor*>> factors(env.count());
    std::vector<bool> own(env.count(), false);
    auto markOwn = [&](mapping::AxisId a) {
        if (a < own.size()) own[a] = true;
        if (a < env.count() && env[a].skew) own[env[a].skew->base] = true;
        if (a < env.count() && env[a].padded) own[env[a].padded->base] = true;
    };
    for (std::size_t m = 0; m < plan.mappings.size(); ++m) {
        const mapping::NormalForm& nf = plan.mappings[m].normalForm();
        for (const auto& [axis, value] : nf.base.entries()) markOwn(axis);
        for (const mapping::Factor& f : nf.factors) {
            if (f.content == mapping::Factor::Content::Broadcast) continue;
            if (f.content != mapping::Factor::Content::Axis) return {};  // not worked out: leave every coordinate as it is
            if (m + 1 == plan.mappings.size() || f.offset != 0 || env[f.axis].derived()) markOwn(f.axis);
            else factors[f.axis].push_back(&f);
        }
    }
    std::vector<std::vector<u64>> out(l.axes.size());
    for (std::size_t k = 0; k < l.axes.size(); ++k) {
        const mapping::AxisId a = l.axes[k];
        if (own[a] || factors[a].empty()) continue;
        out[k].resize(env[a].size);
        for (u64 c = 0; c < out[k].size(); ++c)
            for (const mapping::Factor* f : factors[a]) out[k][c] += (c / f->step) % f->extent * f->step;
    }
    return out;
}

// `to` with every element a unit does not hold set to the one it stands for
// (namedCoordinateOf): the tensor is the same for every value of the digits its
// units do not name, as the fetch reads it (a reshape onto `Q / 32` slices of
// what was broadcast over a dummy axis is `Q`'s low digits broadcast).
void broadcastOverUnnamedDigits(const mapping::AxisEnv& env, const TensorPlan& plan, Logical& to) {
    const auto named = namedCoordinateOf(env, plan, to);
    if (std::all_of(named.begin(), named.end(), [](const auto& n) { return n.empty(); })) return;
    const std::size_t n = to.axes.size();
    std::vector<u64> digit(n, 0);
    for (u64 o = 0; o < to.values.size(); ++o) {
        u64 from = 0;
        for (std::size_t k = 0; k < n; ++k) from += (named[k].empty() ? digit[k] : named[k][digit[k]]) * to.strides[to.axes[k]];
        // The named coordinate is its own, so `from` still holds the unit's value.
        if (from != o && from < to.values.size()) {
            to.values[o] = to.values[from];
            if (o < to.bound.size() && from < to.bound.size()) to.bound[o] = to.bound[from];
        }
        for (std::size_t k = n; k-- > 0;)
            if (++digit[k] < env[to.axes[k]].size) break;
            else digit[k] = 0;
    }
}

}  // namespace

Logical relabelReference(State& s, const Logical& from, std::size_t source, std::size_t output) {
    // Both over the same bytes: a unit (a chip of HBM, a slice of DM) holds
    // the same positions under either tensor's mappings.
    Logical to = copiedByUnits(s, from, source, output, [](const Placement& was, const Placement& is) {
        std::map<u64, u64> offsetOf;  // by unit key
        for (const UnitPlace& u : was.units) offsetOf.emplace(u.key, u.offset);
        UnitSources sources;
        for (const UnitPlace& u : is.units) {
            const auto it = offsetOf.find(u.key);
            sources.push_back(it == offsetOf.end() ? std::nullopt : std::optional<u64>(it->second));
        }
        return sources;
    });
    broadcastOverUnnamedDigits(s.env(), s.plan.tensors[output], to);
    return to;
}

Logical shuffleReference(State& s, const Logical& from, std::size_t op) {
    const kernel::Transfer& tr = s.program.ops[op].transfer;
    return copiedByUnits(s, from, tr.source, tr.output, [&tr](const Placement& was, const Placement& is) {
        const auto offsets = shuffledUnitOffsets(is, was, tr);
        if (!offsets) return UnitSources{};  // the simulation reports it
        return UnitSources(offsets->begin(), offsets->end());
    });
}

namespace {

// The row an index value names, or nullopt.
std::optional<u64> rowOf(double value, const IndirectPlan& plan) {
    if (!(value >= 0)) return std::nullopt;
    const u64 row = u64(value) / plan.divisor();
    return row < plan.rows ? std::optional<u64>(row) : std::nullopt;
}

double valueAt(const Logical& l, u64 offset) { return offset < l.values.size() ? l.values[offset] : 0.0; }
double boundAt(const Logical& l, u64 offset) { return offset < l.bound.size() ? l.bound[offset] : 0.0; }

}  // namespace

Logical gatherReference(const State& s, std::size_t op) {
    const kernel::Transfer& tr = s.program.ops[op].transfer;
    const IndirectPlan& plan = *s.plan.ops[op].transfer->indirect;
    const Logical& table = *s.reference[tr.source];
    const Logical& index = *s.reference[*tr.index];
    const auto& outAxes = s.plan.tensors[tr.output].axes;
    Logical l = makeLogical(s.env(), outAxes, s.tensor(tr.output).dtype);
    if (!table.bound.empty()) l.bound.assign(l.values.size(), 0.0);
    auto payloadStrides = table.strides;
    const u64 rowStride = plan.rowAxis < payloadStrides.size() ? payloadStrides[plan.rowAxis] : 0;
    if (plan.rowAxis < payloadStrides.size()) payloadStrides[plan.rowAxis] = 0;
    const auto fromTable = projectOffsets(s.env(), outAxes, payloadStrides);
    const auto fromIndex = projectOffsets(s.env(), outAxes, index.strides);
    for (u64 i = 0; i < l.values.size(); ++i) {
        const auto row = rowOf(valueAt(index, fromIndex[i]), plan);
        if (!row) continue;
        l.values[i] = valueAt(table, fromTable[i] + *row * rowStride);
        if (!l.bound.empty()) l.bound[i] = boundAt(table, fromTable[i] + *row * rowStride);
    }
    return l;
}

Logical scatterReference(const State& s, std::size_t op) {
    const kernel::Transfer& tr = s.program.ops[op].transfer;
    const IndirectPlan& plan = *s.plan.ops[op].transfer->indirect;
    const Logical& data = *s.reference[tr.source];
    const Logical& index = *s.reference[*tr.index];
    const auto& outAxes = s.plan.tensors[tr.output].axes;
    Logical l = makeLogical(s.env(), outAxes, s.tensor(tr.output).dtype);
    // What the output held, over its own axes.
    if (const Logical* held = s.reference[tr.output].get()) {
        const auto from = projectOffsets(s.env(), outAxes, held->strides);
        if (!held->bound.empty() || !data.bound.empty()) l.bound.assign(l.values.size(), 0.0);
        for (u64 i = 0; i < l.values.size(); ++i) {
            l.values[i] = valueAt(*held, from[i]);
            if (!l.bound.empty()) l.bound[i] = boundAt(*held, from[i]);
        }
    } else if (!data.bound.empty()) {
        l.bound.assign(l.values.size(), 0.0);
    }
    auto key = mapping::compileMapping(tr.key->text, s.env());
    if (!key) return l;  // the simulation reports it
    const auto keyIndex = offsetsOf(*key, index.strides);
    const auto keyData = offsetsOf(*key, data.strides);
    const auto payloadData = projectOffsets(s.env(), plan.payload, data.strides);
    const auto payloadOut = projectOffsets(s.env(), plan.payload, l.strides);
    const u64 rowStride = l.strides[plan.rowAxis];
    for (u64 p = 0; p < keyIndex.size(); ++p) {
        if (keyIndex[p] == kPaddingOffset) continue;
        const auto row = rowOf(valueAt(index, keyIndex[p]), plan);
        if (!row) continue;
        for (u64 q = 0; q < payloadData.size(); ++q) {
            const u64 to = payloadOut[q] + *row * rowStride;
            if (to >= l.values.size()) continue;
            l.values[to] = valueAt(data, keyData[p] + payloadData[q]);
            if (!l.bound.empty()) l.bound[to] = boundAt(data, keyData[p] + payloadData[q]);
        }
    }
    return l;
}

Logical fillReference(const State& s, std::size_t op) {
    const kernel::Transfer& tr = s.program.ops[op].transfer;
    const tensor::DType dtype = s.tensor(tr.output).dtype;
    Logical l = makeLogical(s.env(), s.plan.tensors[tr.output].axes, dtype);
    std::fill(l.values.begin(), l.values.end(), decodeValue(dtype, tr.fill));
    return l;
}

}  // namespace tcpwb::sim::detail
