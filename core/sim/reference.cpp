// The logical reference, computed from the host inputs without any mapping
// of a stream: a transfer keeps its tensor's values; a pass is an einsum
// (contraction sums the axes the output lacks), the vector chain elementwise,
// then the cast's rounding. Each value carries an error bound for the
// simulation's float arithmetic (docs/simulation.md, "Tolerances").
#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>
#include <set>

#include "cast/cast.h"
#include "contraction/mapping_parts.h"
#include "sim/state.h"
#include "sim/interleave_exec.h"
#include "sim/operand_bounds.h"
#include "sim/reference_dots.h"
#include "sim/reference_moves.h"
#include "sim/reference_tiles.h"
#include "sim/tile_windows.h"
#include "sim/vector_reduce_exec.h"
#include "sim/workers.h"
#include "vector/evaluate.h"
#include "vector/literals.h"

namespace tcpwb::sim::detail {

using diag::Diagnostic;

namespace {

constexpr double kF32Unit = 0x1.0p-24;  // unit roundoff of f32

// cast::encodeFloat / decodeFloat; bf16 through sim/memory.h's bit-level
// paths, which round to nearest even and overflow to infinity exactly as the
// generic routine does, at a fraction of its cost (the reference rounds every output).
std::uint32_t encodeAs(tensor::DType dtype, float value) {
    return dtype == tensor::DType::BF16 ? encodeValue(dtype, value) : cast::encodeFloat(dtype, value);
}
double decodeAs(tensor::DType dtype, std::uint32_t bits) {
    return dtype == tensor::DType::BF16 ? decodeValue(dtype, bits) : cast::decodeFloat(dtype, bits);
}

// The distance from |x| to the next value of `dtype` above it.
double ulpOf(tensor::DType dtype, double x) {
    x = std::fabs(x);
    if (!tensor::info(dtype).isFloat) return 0;
    if (dtype == tensor::DType::F32) {
        const float f = float(x);
        return double(std::nextafter(f, INFINITY)) - double(f);
    }
    const std::uint32_t bits = encodeAs(dtype, float(x));
    const double here = decodeAs(dtype, bits);
    const double next = decodeAs(dtype, bits + 1);
    return std::isfinite(next) ? std::fabs(next - here) : std::fabs(here) * 0x1.0p-2;
}

// Values over `out` axes taken from `from` (projection; a missing axis broadcasts).
Logical project(const State& s, const Logical& from, const std::vector<mapping::AxisId>& axes, tensor::DType dtype) {
    Logical l = makeLogical(s.env(), axes, dtype);
    const auto where = projectOffsets(s.env(), axes, from.strides);
    for (u64 i = 0; i < where.size(); ++i) l.values[i] = where[i] < from.values.size() ? from.values[where[i]] : 0.0;
    if (!from.bound.empty()) {
        l.bound.resize(where.size());
        for (u64 i = 0; i < where.size(); ++i) l.bound[i] = where[i] < from.bound.size() ? from.bound[where[i]] : 0.0;
    }
    return l;
}

// The output axes a pass's values can vary over: those of `values`, of the
// pass's VRF operands and of an AxisToggle branch. Another output axis is a
// broadcast (`Wp` where a DM tensor spreads one row of `H` over slices named
// by Wp's digits): the stored reference leaves it to the output's strides, as
// a pass that only moves data does, rather than holding every copy (159M
// values for final_layer's rmsnorm, of which 1,024 differ).
std::vector<mapping::AxisId> varyingAxes(const State& s, const kernel::StreamPass& pass, const PassPlan& plan,
                                         const std::vector<mapping::AxisId>& outAxes, const std::vector<mapping::AxisId>& values) {
    std::set<mapping::AxisId> varying(values.begin(), values.end());
    for (const kernel::Step& step : pass.steps)
        for (std::size_t v : step.vrfOperands)
            if (s.reference[v]) varying.insert(s.reference[v]->axes.begin(), s.reference[v]->axes.end());
    for (const StagePlan& stage : plan.stages)
        if (stage.vector)
            for (const vector::Step& st : stage.vector->steps)
                if (st.kind == vector::Step::Kind::Branch && st.branch.kind == vector::BranchMode::Kind::AxisToggle)
                    if (auto axis = s.env().find(st.branch.axis)) varying.insert(*axis);
    std::vector<mapping::AxisId> out;
    for (auto a : outAxes)
        if (varying.count(a)) out.push_back(a);
    return out;
}

// Axes of `v` not in `minus`, in order.
std::vector<mapping::AxisId> without(const std::vector<mapping::AxisId>& v, const std::vector<mapping::AxisId>& minus) {
    std::vector<mapping::AxisId> out;
    for (auto a : v)
        if (std::find(minus.begin(), minus.end(), a) == minus.end()) out.push_back(a);
    return out;
}

// One operand packed as [its output part][reduced], so the sum is a dot
// product of rows: as floats when every value's products are exact in f32
// (reference_dots.h: bf16, f16, f8 and small integers) for the f32 kernels,
// else as doubles.
struct Packed {
    std::vector<double> copy;      // the rows, when `x` does not already hold them so
    const double* rows = nullptr;  // row i at rows + i * k: `copy`, or x.values itself (doubles only)
    std::vector<float> floats;     // the rows as floats (floats only)
    std::vector<u64> rowOf;        // per output position
};

// Which rows of `x` a pack copies: those `x` holds any element of, in order,
// then one row of zeros for every row past a shortened logical's end (state.h:
// a tile's TRF reference holds 8M of a 159M-value weight's rows).
struct PackedRows {
    std::vector<u64> source;  // per packed row, its row of x (the zero row: none)
    std::vector<u64> rowOf;   // per row of x, its packed row
    bool zeroRow = false;
};

PackedRows packedRows(const Logical& x, const std::vector<u64>& ownOffsets, const std::vector<u64>& reducedOffsets) {
    const u64 first = reducedOffsets.empty() ? 0 : *std::min_element(reducedOffsets.begin(), reducedOffsets.end());
    PackedRows p;
    p.rowOf.resize(ownOffsets.size());
    for (u64 i = 0; i < ownOffsets.size(); ++i) {
        if (ownOffsets[i] + first < x.values.size()) {
            p.rowOf[i] = p.source.size();
            p.source.push_back(i);
        } else {
            p.zeroRow = true;
        }
    }
    for (u64 i = 0; i < ownOffsets.size(); ++i)
        if (ownOffsets[i] + first >= x.values.size()) p.rowOf[i] = p.source.size();
    return p;
}

// `floats`: the rows as floats (every value qualifies: allExactProductsInF32), with no copy in doubles.
Packed pack(const State& s, const Logical& x, const std::vector<mapping::AxisId>& outAxes, const std::vector<mapping::AxisId>& reduced,
            bool floats) {
    std::vector<mapping::AxisId> own;
    for (auto a : outAxes)
        if (std::find(x.axes.begin(), x.axes.end(), a) != x.axes.end()) own.push_back(a);
    const auto ownOffsets = projectOffsets(s.env(), own, x.strides);
    const auto reducedOffsets = projectOffsets(s.env(), reduced, x.strides);
    const PackedRows packed = packedRows(x, ownOffsets, reducedOffsets);
    Packed p;
    const u64 k = reducedOffsets.size(), rows = packed.source.size(), count = (rows + (packed.zeroRow ? 1 : 0)) * k;
    p.rowOf = projectOffsets(s.env(), outAxes, stridesFor(s.env(), own));
    for (u64& r : p.rowOf) r = packed.rowOf[r];
    const u64 n = x.values.size();
    const auto gather = [&](auto* out) {
        std::fill(out + rows * k, out + count, 0);                  // the zero row
        if (k < 2 || reducedOffsets[1] == reducedOffsets[0] + 1) {  // a row lies along x's memory
            for (u64 i = 0; i < rows; ++i) {
                const u64 at = ownOffsets[packed.source[i]];
                for (u64 r = 0; r < k; ++r) out[i * k + r] = at + reducedOffsets[r] < n ? x.values[at + reducedOffsets[r]] : 0.0;
            }
            return;
        }
        // Transposed (GEMM's B, K outer in x): eight rows at a time, so each read of x takes the
        // eight neighbours in its cache line, not one value per line.
        constexpr u64 kBlock = 8;
        for (u64 i0 = 0; i0 < rows; i0 += kBlock) {
            const u64 i1 = std::min(rows, i0 + kBlock);
            for (u64 r = 0; r < k; ++r)
                for (u64 i = i0; i < i1; ++i) {
                    const u64 at = ownOffsets[packed.source[i]] + reducedOffsets[r];
                    out[i * k + r] = at < n ? x.values[at] : 0.0;
                }
        }
    };
    if (floats) {
        p.floats.resize(count);
        gather(p.floats.data());
        return p;
    }
    // Rows already consecutive in x (its reduced axes innermost, in order: GEMM's A and B) are read in place.
    bool inPlace = count == x.values.size() && !packed.zeroRow;
    for (u64 r = 0; inPlace && r < k; ++r) inPlace = reducedOffsets[r] == r;
    for (u64 i = 0; inPlace && i < ownOffsets.size(); ++i) inPlace = ownOffsets[i] == i * k;
    if (inPlace) {
        p.rows = x.values.data();
    } else {
        p.copy.resize(count);
        gather(p.copy.data());
        p.rows = p.copy.data();
    }
    return p;
}

// Which outputs share operand rows: four consecutive outputs reading one row
// of x (a quad: one load of it serves four rows of w), and the quad one row
// of x further on (GEMM's J outputs on) reading the same four rows of w (a
// pair: each load of w then serves two products too).
struct DotLayout {
    const Packed& x;
    const Packed& w;
    u64 k = 0;
    u64 outputs = 0;
    u64 pairStride = 0;  // the distance to the outputs of the next row of x; 0 or `outputs` when there is none

    DotLayout(const Packed& px, const Packed& pw, u64 reducedVolume, u64 outputCount)
        : x(px), w(pw), k(reducedVolume), outputs(outputCount) {
        while (pairStride < outputs && x.rowOf[pairStride] == x.rowOf[0]) ++pairStride;
    }
    bool pairing() const { return pairStride > 0 && pairStride < outputs; }
    bool quad(u64 o, u64 hi) const {
        return o + 4 <= hi && x.rowOf[o + 3] == x.rowOf[o] && x.rowOf[o + 1] == x.rowOf[o] && x.rowOf[o + 2] == x.rowOf[o];
    }
    // Whether the quad at o + pairStride (within [.., hi), not yet done) reads the rows of w the quad at o reads.
    bool pairs(u64 o, u64 hi, const std::vector<char>& done, u64 lo) const {
        const u64 o2 = o + pairStride;
        if (!pairing() || !quad(o2, hi) || x.rowOf[o2] == x.rowOf[o]) return false;
        for (u64 c = 0; c < 4; ++c)
            if (done[o2 + c - lo] || w.rowOf[o2 + c] != w.rowOf[o + c]) return false;
        return true;
    }
};

// Outputs [lo, hi) over the whole reduced axis, the rows read as T (double or
// float). The reduced axis goes in chunks of 1024, all outputs per chunk:
// every chunk costs each output a horizontal sum and bookkeeping, which at 128
// cost more than the cache saved (the GEMM benchmark's reference in doubles
// took ~170 perf samples at 128, ~110 at 1024, ~115 unchunked). Longer axes
// still stream in chunks. Each output's sums are formed the same way
// whichever outputs share its range, so the threads' split changes no bit.
template <typename T>
void sumOutputs(const DotLayout& d, const T* xRows, const T* wRows, u64 lo, u64 hi, double* values, double* mag, bool portable) {
    constexpr u64 kChunk = 1024;
    std::vector<char> done(d.pairing() ? hi - lo : 0);  // by o - lo: computed with the row before
    for (u64 k0 = 0; k0 < d.k; k0 += kChunk) {
        const u64 n = std::min(kChunk, d.k - k0);
        std::fill(done.begin(), done.end(), 0);
        for (u64 o = lo; o < hi;) {
            if (!done.empty() && done[o - lo]) {
                ++o;
                continue;
            }
            const T* a[2] = {xRows + d.x.rowOf[o] * d.k + k0, nullptr};
            double* sums[2] = {values + o, nullptr};
            double* mags[2] = {mag + o, nullptr};
            if (!d.quad(o, hi)) {
                const T* b[1] = {wRows + d.w.rowOf[o] * d.k + k0};
                dotsAndMagnitudes(std::span<const T* const>(a, 1), std::span<const T* const>(b, 1), n, sums, mags, portable);
                o += 1;
                continue;
            }
            const T* b[4];
            for (u64 c = 0; c < 4; ++c) b[c] = wRows + d.w.rowOf[o + c] * d.k + k0;
            std::size_t rows = 1;
            if (!done.empty() && d.pairs(o, hi, done, lo)) {
                const u64 o2 = o + d.pairStride;
                a[1] = xRows + d.x.rowOf[o2] * d.k + k0;
                sums[1] = values + o2;
                mags[1] = mag + o2;
                std::fill_n(done.begin() + std::ptrdiff_t(o2 - lo), 4, 1);
                rows = 2;
            }
            dotsAndMagnitudes(std::span<const T* const>(a, rows), std::span<const T* const>(b, 4), n, sums, mags, portable);
            o += 4;
        }
    }
}

// Several threads (RunOptions::threads) take blocks of two source rows'
// outputs each (GEMM: 256 blocks of 1024); each writes only its own outputs.
template <typename T>
void sumAllOutputs(const State& s, const DotLayout& d, const T* xRows, const T* wRows, double* values, double* mag) {
    const bool portable = s.options.portableKernels;
    const u64 block = d.pairing() ? 2 * d.pairStride : d.outputs;
    const u64 blocks = block ? ceilDiv(d.outputs, block) : 0;
    const unsigned threads = unsigned(std::min<u64>(s.options.threadCount(), std::max<u64>(blocks / 4, 1)));
    if (threads <= 1) return sumOutputs(d, xRows, wRows, 0, d.outputs, values, mag, portable);
    forEachOnWorkers(threads, std::size_t(blocks), [&](std::size_t b) {
        sumOutputs(d, xRows, wRows, b * block, std::min(d.outputs, (b + 1) * block), values, mag, portable);
    });
}

Logical contractReference(const State& s, const Logical& x, const Logical& w, const std::vector<mapping::AxisId>& outAxes,
                          tensor::DType acc) {
    std::vector<mapping::AxisId> all = x.axes;
    for (auto a : w.axes)
        if (std::find(all.begin(), all.end(), a) == all.end()) all.push_back(a);
    const auto reduced = without(all, outAxes);
    const bool isFloat = tensor::info(acc).isFloat;
    // Integer sums stay exact in doubles; f32 sums of exact products are as
    // good for a float accumulator once their own error joins the bound below.
    const bool inFloats = isFloat && allExactProductsInF32(x.values) && allExactProductsInF32(w.values);
    const Packed px = pack(s, x, outAxes, reduced, inFloats);
    const Packed pw = pack(s, w, outAxes, reduced, inFloats);
    const u64 k = volumeOf(s.env(), reduced);
    Logical l = makeLogical(s.env(), outAxes, acc);
    if (isFloat) l.bound.resize(l.values.size());
    std::vector<double> mag(l.values.size(), 0.0);
    const DotLayout layout(px, pw, k, l.values.size());
    if (inFloats) sumAllOutputs(s, layout, px.floats.data(), pw.floats.data(), l.values.data(), mag.data());
    else sumAllOutputs(s, layout, px.rows, pw.rows, l.values.data(), mag.data());
    // The device's f32 accumulator: each of the k additions rounds (Higham's
    // gamma_k). In floats the reference errs too: each f32 lane sum of at most
    // kF32LaneRun products by kF32LaneRun units (plus one for the doubles'
    // additions), and its f32 magnitudes (at most 129 terms a lane) read low by
    // less than 2^-16 of themselves.
    const double units = double(k + 1) + (inFloats ? double(kF32LaneRun + 1) : 0.0);
    const double magScale = inFloats ? 1.0 + 0x1.0p-16 : 1.0;
    for (u64 o = 0; o < l.values.size(); ++o) {
        if (isFloat) l.bound[o] = units * kF32Unit * mag[o] * magScale;
        else l.values[o] = double(std::int32_t(std::uint32_t(std::int64_t(l.values[o]))));  // i32 wraps
    }
    return l;
}

// Whether the chain only moves lanes and sets ExecutionIds (the part of an
// Intra-Slice Reduce's chain before the reduce, often): its values pass as
// they are, in the chain's type.
bool movesLanesOnly(const vector::Chain& chain) {
    using K = vector::Step::Kind;
    return std::all_of(chain.steps.begin(), chain.steps.end(), [](const vector::Step& st) {
        return st.kind == K::Init || st.kind == K::Branch || st.kind == K::Narrow || st.kind == K::Widen || st.kind == K::Final;
    });
}

[[nodiscard]] std::optional<Diagnostic> vectorReference(const State& s, Logical& l, const vector::Chain& chain, const kernel::Step& step,
                                                        std::size_t op) {
    const vector::Scalar scalar = chain.input;
    const tensor::DType as = scalar == vector::Scalar::I32 ? tensor::DType::I32 : tensor::DType::F32;
    if (movesLanesOnly(chain)) {  // vector::evaluate would give each value back in the chain's type
        for (double& v : l.values) v = decodeValue(as, encodeValue(as, v));
        if (as == tensor::DType::F32 && l.bound.empty()) l.bound.assign(l.values.size(), 0.0);
        l.dtype = as;
        return std::nullopt;
    }
    vector::EvalInput input;
    input.groups[0].resize(l.values.size());
    for (u64 i = 0; i < l.values.size(); ++i) input.groups[0][i] = encodeValue(as, l.values[i]);
    input.executionIds = logicalToggleIds(s, chain, l);
    std::map<std::string, OperandValues> operands;  // the VRF operands' values and bounds, for their bounds' share
    for (std::size_t v : step.vrfOperands) {
        if (!s.reference[v]) return about(s, Diagnostic(diag::Kind::internal_error, "the VRF operand has no reference"), op, v, step.at);
        Logical operand = project(s, *s.reference[v], l.axes, as);
        std::vector<std::string> texts(operand.values.size());
        for (u64 i = 0; i < texts.size(); ++i) texts[i] = vector::formatValue(encodeValue(as, operand.values[i]), scalar);
        input.vrf[s.tensor(v).name] = std::move(texts);
        operands[s.tensor(v).name] = OperandValues{std::move(operand.values), std::move(operand.bound)};
    }
    auto r = vector::evaluate(chain, input);
    if (!r) return about(s, r.error(), op, std::nullopt, step.at);
    const tensor::DType outType = r->type == vector::Scalar::I32 ? tensor::DType::I32 : tensor::DType::F32;
    const bool isFloat = outType == tensor::DType::F32;
    // A VRF operand's own bound (an earlier pass's f32 sum) reaches the result through its operator.
    std::vector<double> fromOperands;
    if (isFloat && !operands.empty()) {
        auto extra = operandBounds(chain, input, operands, l.bound, l.values.size());
        if (!extra) return about(s, extra.error(), op, std::nullopt, step.at);
        fromOperands = std::move(extra).value();
    }
    if (isFloat && l.bound.empty()) l.bound.assign(l.values.size(), 0.0);
    int ops = 0;
    for (const auto& st : chain.steps) ops += st.op ? 1 : 0;
    for (u64 i = 0; i < l.values.size(); ++i) {
        l.values[i] = decodeValue(outType, r->values[i]);
        // Each float operator rounds once to f32; the stream's error passes through, a VRF
        // operand's enters at its operator (docs/simulation.md, "Reference and tolerances").
        if (isFloat) l.bound[i] += 2.0 * kF32Unit * double(ops) * std::fabs(l.values[i]) + (fromOperands.empty() ? 0.0 : fromOperands[i]);
    }
    l.dtype = outType;
    return std::nullopt;
}

void castReference(Logical& l, tensor::DType to) {
    const bool isFloat = tensor::info(to).isFloat;
    for (u64 i = 0; i < l.values.size(); ++i) {
        const double v = l.values[i];
        if (isFloat) {
            l.values[i] = decodeAs(to, encodeAs(to, float(v)));  // cast::roundFloat
            // The simulated value and the reference may round to neighbours: one ulp beyond their distance.
            if (!l.bound.empty()) l.bound[i] += ulpOf(to, std::fabs(v) + l.bound[i]);
        } else {
            l.values[i] = double(cast::saturateInt(to, std::int32_t(std::clamp(v, -2147483648.0, 2147483647.0))));
        }
    }
    l.dtype = to;
}

// The axes of `l` that tensor `t` stores along (its Element runs over them).
// Only those are restricted: an axis only its Chip, Cluster or Slice names
// (GEMM's A over `J / 32` slices) is a copy per unit, the same for every coordinate.
std::vector<mapping::AxisId> storedAxes(const State& s, std::size_t t, const Logical& l) {
    const auto element = contraction::axesOf(s.plan.tensors[t].element());
    std::vector<mapping::AxisId> out;
    for (auto a : l.axes)
        if (element.count(a)) out.push_back(a);
    return out;
}

// `l` as tensor `t` holds it. An axis none of t's mappings runs over is taken
// at 0 and dropped (tile 0 written `KT = 1` leaves no KT in a normal form; a
// read broadcasts a dropped axis, as the fetch sequencer reads such a tensor),
// and the axes its Element runs over keep only the coordinates its mappings
// name (a TRF tile's `KT @ 1`: only that tile).
std::shared_ptr<const Logical> heldBy(const State& s, std::size_t t, std::shared_ptr<const Logical> l) {
    std::set<mapping::AxisId> named;
    std::vector<const mapping::CompiledMapping*> parts;
    for (const auto& m : s.plan.tensors[t].mappings) {
        parts.push_back(&m);
        for (auto a : contraction::axesOf(m)) named.insert(a);
    }
    std::vector<mapping::AxisId> kept;
    for (auto a : l->axes)
        if (named.count(a)) kept.push_back(a);
    if (kept.size() != l->axes.size()) l = std::make_shared<const Logical>(project(s, *l, kept, l->dtype));
    if (auto restricted = keepNamed(s.env(), *l, namedCoordinates(s.env(), parts, storedAxes(s, t, *l))))
        return std::make_shared<const Logical>(std::move(*restricted));
    return l;
}

// `values` become what tensor `t` holds: all of it, or through its tile
// `tile` (commit_view, a view write) only the tile's elements of what it held.
void storeReference(State& s, std::size_t t, std::shared_ptr<const Logical> values, const std::optional<TileWindow>& tile) {
    if (tile) values = std::make_shared<const Logical>(pastedIntoTile(s.env(), s.reference[t].get(), *values, *tile, s.plan.tensors[t]));
    s.reference[t] = heldBy(s, t, std::move(values));
}

// The elements a pass's fetch reads from its source `t` (a Time selecting a tile
// reads only that tile; an axis of t's Element the stream does not name, at 0).
NamedCoordinates namedByFetch(const State& s, std::size_t t, const StreamShape& fetched, const Logical& l) {
    std::vector<const mapping::CompiledMapping*> parts;
    for (const auto* m : {&fetched.chip, &fetched.cluster, &fetched.slice, &fetched.time, &fetched.packet})
        if (*m) parts.push_back(&**m);
    return namedCoordinates(s.env(), parts, storedAxes(s, t, l));
}

}  // namespace

[[nodiscard]] std::optional<Diagnostic> referenceOf(State& s, std::size_t op) {
    const kernel::Operation& o = s.program.ops[op];
    if (o.kind == kernel::Operation::Kind::Transfer) {
        if (!s.reference[o.transfer.source])
            return about(s, Diagnostic(diag::Kind::internal_error, "the transfer's source has no reference"), op, o.transfer.source, o.at);
        const TransferPlan& moved = *s.plan.ops[op].transfer;
        if (o.transfer.mode != kernel::Transfer::Mode::Copy) {
            if (o.transfer.index && !s.reference[*o.transfer.index])
                return about(s, Diagnostic(diag::Kind::internal_error, "the index has no reference"), op, o.transfer.index, o.at);
            Logical moved;
            switch (o.transfer.mode) {
                case kernel::Transfer::Mode::Relabel:
                    moved = relabelReference(s, *s.reference[o.transfer.source], o.transfer.source, o.transfer.output);
                    break;
                case kernel::Transfer::Mode::Gather: moved = gatherReference(s, op); break;
                case kernel::Transfer::Mode::Scatter: moved = scatterReference(s, op); break;
                case kernel::Transfer::Mode::Fill: moved = fillReference(s, op); break;
                case kernel::Transfer::Mode::Shuffle: moved = shuffleReference(s, *s.reference[o.transfer.source], op); break;
                case kernel::Transfer::Mode::Copy: break;
            }
            storeReference(s, o.transfer.output, std::make_shared<const Logical>(std::move(moved)), std::nullopt);
            return std::nullopt;
        }
        std::shared_ptr<const Logical> values = s.reference[o.transfer.source];
        if (moved.sourceTile)
            values = std::make_shared<const Logical>(shiftedToTile(s.env(), *values, *moved.sourceTile, s.plan.tensors[o.transfer.source]));
        storeReference(s, o.transfer.output, std::move(values), moved.outputTile);
        return std::nullopt;
    }
    const PassPlan& plan = *s.plan.ops[op].pass;
    const kernel::StreamPass& pass = o.pass;
    if (!s.reference[pass.source])
        return about(s, Diagnostic(diag::Kind::internal_error, "the pass's source has no reference"), op, pass.source, o.at);
    const auto& outAxes = s.plan.tensors[pass.output].axes;
    std::optional<Logical> stacked;  // begin_interleaved: the two tensors along I
    if (!plan.stages.empty() && plan.stages.front().interleave) {
        const InterleavePlan& in = *plan.stages.front().interleave;
        if (!s.reference[in.second])
            return about(s, Diagnostic(diag::Kind::internal_error, "the interleaved tensor has no reference"), op, in.second, o.at);
        stacked = stackLogical(s, *s.reference[pass.source], *s.reference[in.second], in.axis);
    }
    const Logical* source = stacked ? &*stacked : &*s.reference[pass.source];
    std::optional<Logical> tile;  // begin() of a tile: the stream names the tile's own coordinates
    if (plan.sourceTile) source = &*(tile = shiftedToTile(s.env(), *source, *plan.sourceTile, s.plan.tensors[pass.source]));
    // Only what the fetch reads takes part: a contraction over a tile sums that tile alone.
    std::optional<Logical> read;
    if (!stacked && !plan.stages.empty() && plan.stages.front().fetch)
        if ((read = keepNamed(s.env(), *source, namedByFetch(s, pass.source, plan.stages.front().stream, *source)))) source = &*read;
    // The Fetch Adapter's cast: exact when it widens, but a narrowing one
    // (f32 -> bf16 rounds to nearest even; RNGD-S's i16 -> i9 saturates) changes
    // values, so the reference converts the source as the simulation does.
    // Zero-point subtraction (the toolchain's fetch_zero_point_sub) subtracts
    // from every element; the table lookup decodes exactly.
    std::optional<Logical> fetched;
    for (const StagePlan& st : plan.stages) {
        if (!st.fetch) continue;
        const double zeroPoint = st.fetch->zeroPoints.empty() ? 0.0 : double(st.fetch->zeroPoints.front());
        if (tensor::info(st.fetch->output).bits >= tensor::info(source->dtype).bits && zeroPoint == 0.0) continue;
        fetched = wholeLogical(s.env(), *source);  // every element, as the device's adapter converts them
        for (double& v : fetched->values) v = decodeValue(st.fetch->output, encodeValue(st.fetch->output, v - zeroPoint));
        fetched->dtype = st.fetch->output;
        source = &*fetched;
    }
    const Logical& x = *source;
    Logical l;
    bool contracted = false;
    for (std::size_t i = 0; i < plan.stages.size(); ++i) {
        const StagePlan& st = plan.stages[i];
        if (st.align) {
            const std::size_t w = st.align->trfTensor;
            if (!s.reference[w]) return about(s, Diagnostic(diag::Kind::internal_error, "the TRF operand has no reference"), op, w, st.at);
            const tensor::DType acc = contraction::widened(st.stream.dtype);
            l = contractReference(s, x, *s.reference[w], outAxes, acc);
            contracted = true;
        } else if (st.vector && st.vectorShapes && st.vectorShapes->groupAxis) {
            // Two-group mode: the chain up to the unzip on the whole tensor, then groups 0 and 1 (the axis at 0 and 1).
            if (!contracted && l.values.empty()) l = wholeLogical(s.env(), x);
            vector::Chain before = *st.vector;
            before.steps.clear();
            for (const auto& step : st.vector->steps) {
                if (step.kind == vector::Step::Kind::Unzip) break;
                before.steps.push_back(step);
            }
            if (auto e = vectorReference(s, l, before, pass.steps[i], op)) return e;
            if (auto e = groupReference(s, l, *st.vectorShapes->groupAxis, outAxes, *st.vector, pass.steps[i], op)) return e;
            contracted = true;
        } else if (st.vector && st.vectorShapes && st.vectorShapes->reduceAxis) {
            // A reduce: the chain before it on the whole tensor, the reduce over its axis, the rest on the result.
            if (!contracted && l.values.empty()) l = wholeLogical(s.env(), x);
            const VectorShapes& shapes = *st.vectorShapes;
            const ReduceSplit split = splitAtReduce(*st.vector);
            if (auto e = vectorReference(s, l, split.before, pass.steps[i], op)) return e;
            l = reduceReference(s, l, shapes.intraAxis.value_or(*shapes.reduceAxis), split.reduce->reduceOp, split.reduce->typeIn);
            // Within each slice, then across slices: reducing one axis at both levels is its one reduce above.
            const std::optional<ReduceSplit> block = shapes.intraAxis ? std::optional(splitAtReduce(split.after)) : std::nullopt;
            if (block) {
                if (!block->before.steps.empty())
                    if (auto e = vectorReference(s, l, block->before, pass.steps[i], op)) return e;
                if (*shapes.reduceAxis != *shapes.intraAxis)
                    l = reduceReference(s, l, *shapes.reduceAxis, block->reduce->reduceOp, block->reduce->typeIn);
            }
            l = project(s, l, filterOf(*st.vector) ? outAxes : varyingAxes(s, pass, plan, outAxes, l.axes), l.dtype);
            const vector::Chain& rest = block ? block->after : split.after;
            if (!rest.steps.empty())
                if (auto e = vectorReference(s, l, rest, pass.steps[i], op)) return e;
            if (auto e = filterReference(s, nullptr, l, *st.vector, st.stream)) return about(s, *e, op, std::nullopt, st.at);
            contracted = true;
        } else if (st.vector) {
            if (!contracted && l.values.empty())
                l = project(s, x, filterOf(*st.vector) ? outAxes : varyingAxes(s, pass, plan, outAxes, x.axes), x.dtype);
            const std::optional<Logical> chainInput = filterOf(*st.vector) ? std::optional(l) : std::nullopt;  // its Branch sets the ids
            if (auto e = vectorReference(s, l, *st.vector, pass.steps[i], op)) return e;
            if (chainInput)
                if (auto e = filterReference(s, &*chainInput, l, *st.vector, st.stream)) return about(s, *e, op, std::nullopt, st.at);
            contracted = true;
        } else if (st.cast) {
            if (!contracted && l.values.empty()) l = project(s, x, varyingAxes(s, pass, plan, outAxes, x.axes), x.dtype);
            castReference(l, st.stream.dtype);
            contracted = true;
        }
    }
    // The toolchain's commit_cast (f32 -> bf16) and commit_cast_relu (negatives, -0 included, to +0 first).
    if (plan.sink.castFrom) {
        if (!contracted && l.values.empty()) l = project(s, x, varyingAxes(s, pass, plan, outAxes, x.axes), x.dtype);
        if (pass.commitAdapter.relu)
            for (double& v : l.values)
                if (!std::isnan(v) && std::signbit(v)) v = 0.0;
        castReference(l, tensor::DType::BF16);
        contracted = true;
    }
    // A pass that only moves data keeps the source's logical values: the output's index finds them
    // by axis, and an axis the output adds (a broadcast over slices) is not materialised.
    const tensor::DType outType = s.tensor(pass.output).dtype;
    if (l.values.empty() && !contracted) {
        if (&x == s.reference[pass.source].get() && x.dtype == outType) {  // unchanged: shared, not copied
            storeReference(s, pass.output, s.reference[pass.source], plan.outputTile);
            return std::nullopt;
        }
        l = x;
    }
    l.dtype = outType;
    storeReference(s, pass.output, std::make_shared<const Logical>(std::move(l)), plan.outputTile);
    return std::nullopt;
}

// The tolerance of one element of a checked output (docs/simulation.md).
double toleranceOf(const Logical& ref, u64 i) {
    // A NaN or infinite reference is matched exactly (run.cpp's compare): no tolerance, rather than a NaN one.
    if (ref.bound.empty() || !tensor::info(ref.dtype).isFloat || !std::isfinite(ref.values[i])) return 0.0;
    double t = ref.bound[i];
    if (ref.dtype == tensor::DType::F32) t += ulpOf(ref.dtype, std::fabs(ref.values[i]) + t);
    return t;
}

}  // namespace tcpwb::sim::detail
