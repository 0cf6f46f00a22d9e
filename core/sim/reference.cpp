// The logical reference, computed from the host inputs without any mapping
// of a stream: a transfer keeps its tensor's values; a pass is an einsum
// (contraction sums the axes the output lacks), the vector chain elementwise,
// then the cast's rounding. Each value carries an error bound for the
// simulation's float arithmetic (docs/simulation.md, "Tolerances").
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstring>
#include <map>
#include <set>

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#endif

#include "cast/cast.h"
#include "contraction/mapping_parts.h"
#include "sim/state.h"
#include "sim/interleave_exec.h"
#include "sim/operand_bounds.h"
#include "sim/reference_tiles.h"
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

// Axes of `v` not in `minus`, in order.
std::vector<mapping::AxisId> without(const std::vector<mapping::AxisId>& v, const std::vector<mapping::AxisId>& minus) {
    std::vector<mapping::AxisId> out;
    for (auto a : v)
        if (std::find(minus.begin(), minus.end(), a) == minus.end()) out.push_back(a);
    return out;
}

// One operand packed as [its output part][reduced], so the sum is a dot product of rows.
struct Packed {
    std::vector<double> copy;    // the rows, when `x` does not already hold them so
    const double* rows = nullptr;  // row i at rows + i * k: `copy`, or x.values itself
    std::vector<u64> rowOf;      // per output position
};

Packed pack(const State& s, const Logical& x, const std::vector<mapping::AxisId>& outAxes, const std::vector<mapping::AxisId>& reduced) {
    std::vector<mapping::AxisId> own;
    for (auto a : outAxes)
        if (std::find(x.axes.begin(), x.axes.end(), a) != x.axes.end()) own.push_back(a);
    const auto ownOffsets = projectOffsets(s.env(), own, x.strides);
    const auto reducedOffsets = projectOffsets(s.env(), reduced, x.strides);
    Packed p;
    const u64 k = reducedOffsets.size();
    p.rowOf = projectOffsets(s.env(), outAxes, stridesFor(s.env(), own));
    // Rows already consecutive in x (its reduced axes innermost, in order: GEMM's A and B) are read in place.
    bool inPlace = ownOffsets.size() * k == x.values.size();
    for (u64 r = 0; inPlace && r < k; ++r) inPlace = reducedOffsets[r] == r;
    for (u64 i = 0; inPlace && i < ownOffsets.size(); ++i) inPlace = ownOffsets[i] == i * k;
    if (inPlace) {
        p.rows = x.values.data();
        return p;
    }
    p.copy.resize(ownOffsets.size() * k);
    for (u64 i = 0; i < ownOffsets.size(); ++i)
        for (u64 r = 0; r < k; ++r) p.copy[i * k + r] = x.values[ownOffsets[i] + reducedOffsets[r]];
    p.rows = p.copy.data();
    return p;
}

// sum[c] += a . b[c] and mag[c] += |a| . |b[c]| over [0, n) for C rows b[c]
// sharing the row a (outputs along the other operand's axes), in double: the
// reference's one hot loop, each load of a serving C products.
template <int C>
void dotsAndMagnitudesPortable(const double* a, const double* const* b, u64 n, double* sum, double* mag) {
    double s[C][2] = {}, m[C][2] = {};
    u64 r = 0;
    for (; r + 2 <= n; r += 2)
        for (int c = 0; c < C; ++c)
            for (int j = 0; j < 2; ++j) {
                const double p = a[r + j] * b[c][r + j];
                s[c][j] += p;
                m[c][j] += std::fabs(p);
            }
    for (int c = 0; c < C; ++c) {
        for (u64 q = r; q < n; ++q) {
            s[c][0] += a[q] * b[c][q];
            m[c][0] += std::fabs(a[q] * b[c][q]);
        }
        sum[c] += s[c][0] + s[c][1];
        mag[c] += m[c][0] + m[c][1];
    }
}

#if defined(__x86_64__) && defined(__GNUC__)
#define TCPWB_REFERENCE_AVX2 1
// The lanes' reduction and the tail (from r) of the sums below, for one
// source row and `columns` other rows.
__attribute__((target("avx2"))) void finishDotsAvx2(int columns, const double* a, const double* const* b, u64 r, u64 n,
                                                    const __m256d* sv, const __m256d* mv, double* sum, double* mag) {
    for (int c = 0; c < columns; ++c) {
        alignas(32) double sl[4], ml[4];
        _mm256_store_pd(sl, sv[c]);
        _mm256_store_pd(ml, mv[c]);
        double ss = (sl[0] + sl[1]) + (sl[2] + sl[3]), mm = (ml[0] + ml[1]) + (ml[2] + ml[3]);
        for (u64 q = r; q < n; ++q) {
            ss += a[q] * b[c][q];
            mm += std::fabs(a[q] * b[c][q]);
        }
        sum[c] += ss;
        mag[c] += mm;
    }
}

// The same sums four doubles at a time (AVX2 without FMA: each product rounds
// as in the portable loop), chosen at run time when the CPU has AVX2.
template <int C>
__attribute__((target("avx2"))) void dotsAndMagnitudesAvx2(const double* a, const double* const* b, u64 n, double* sum,
                                                           double* mag) {
    const __m256d sign = _mm256_set1_pd(-0.0);
    __m256d s[C], m[C];
    for (int c = 0; c < C; ++c) s[c] = m[c] = _mm256_setzero_pd();
    u64 r = 0;
    for (; r + 4 <= n; r += 4) {
        const __m256d x = _mm256_loadu_pd(a + r);
        for (int c = 0; c < C; ++c) {
            const __m256d p = _mm256_mul_pd(x, _mm256_loadu_pd(b[c] + r));
            s[c] = _mm256_add_pd(s[c], p);
            m[c] = _mm256_add_pd(m[c], _mm256_andnot_pd(sign, p));
        }
    }
    finishDotsAvx2(C, a, b, r, n, s, m, sum, mag);
}

// Register blocking: two source rows a0, a1 against the same four rows b, so
// each load of b (the rows streamed from L2) serves two products. Every
// output's sums are formed exactly as dotsAndMagnitudesAvx2<4> forms them
// (same lanes, same order, same final reduction), so the values are the same
// bits whichever kernel computes them.
__attribute__((target("avx2"))) void dotsAndMagnitudes2x4Avx2(const double* a0, const double* a1, const double* const* b, u64 n,
                                                              double* sum0, double* mag0, double* sum1, double* mag1) {
    const __m256d sign = _mm256_set1_pd(-0.0);
    __m256d s0[4], m0[4], s1[4], m1[4];
    for (int c = 0; c < 4; ++c) s0[c] = m0[c] = s1[c] = m1[c] = _mm256_setzero_pd();
    u64 r = 0;
    for (; r + 4 <= n; r += 4) {
        const __m256d x0 = _mm256_loadu_pd(a0 + r), x1 = _mm256_loadu_pd(a1 + r);
        for (int c = 0; c < 4; ++c) {
            const __m256d y = _mm256_loadu_pd(b[c] + r);
            const __m256d p0 = _mm256_mul_pd(x0, y), p1 = _mm256_mul_pd(x1, y);
            s0[c] = _mm256_add_pd(s0[c], p0);
            m0[c] = _mm256_add_pd(m0[c], _mm256_andnot_pd(sign, p0));
            s1[c] = _mm256_add_pd(s1[c], p1);
            m1[c] = _mm256_add_pd(m1[c], _mm256_andnot_pd(sign, p1));
        }
    }
    finishDotsAvx2(4, a0, b, r, n, s0, m0, sum0, mag0);
    finishDotsAvx2(4, a1, b, r, n, s1, m1, sum1, mag1);
}
#endif

template <int C>
void dotsAndMagnitudes(const double* a, const double* const* b, u64 n, double* sum, double* mag) {
#ifdef TCPWB_REFERENCE_AVX2
    static const bool avx2 = __builtin_cpu_supports("avx2");
    if (avx2) return dotsAndMagnitudesAvx2<C>(a, b, n, sum, mag);
#endif
    dotsAndMagnitudesPortable<C>(a, b, n, sum, mag);
}

Logical contractReference(const State& s, const Logical& x, const Logical& w, const std::vector<mapping::AxisId>& outAxes, tensor::DType acc) {
    std::vector<mapping::AxisId> all = x.axes;
    for (auto a : w.axes)
        if (std::find(all.begin(), all.end(), a) == all.end()) all.push_back(a);
    const auto reduced = without(all, outAxes);
    const Packed px = pack(s, x, outAxes, reduced), pw = pack(s, w, outAxes, reduced);
    const u64 k = volumeOf(s.env(), reduced);
    Logical l = makeLogical(s.env(), outAxes, acc);
    const bool isFloat = tensor::info(acc).isFloat;
    if (isFloat) l.bound.resize(l.values.size());
    std::vector<double> mag(l.values.size(), 0.0);
    // The reduced axis in chunks of 1024, all outputs per chunk: every chunk
    // costs each output a horizontal sum and bookkeeping, which at 128 (where
    // GEMM's chunk of B, 512 KiB, stays in L2) cost more than the cache saved:
    // the GEMM benchmark's reference took ~170 perf samples at 128, ~110 at
    // 1024, ~115 unchunked. Longer axes still stream in chunks.
    constexpr u64 kChunk = 1024;
    const u64 outputs = l.values.size();
    // Four outputs sharing a source row (and so one load of it).
    auto quad = [&](u64 o) {
        return o + 4 <= outputs && px.rowOf[o + 3] == px.rowOf[o] && px.rowOf[o + 1] == px.rowOf[o] && px.rowOf[o + 2] == px.rowOf[o];
    };
    // The distance to the outputs of the next source row (GEMM's J): a quad
    // there that reads the same four rows of the other operand pairs with this one.
    u64 pairStride = 0;
    while (pairStride < outputs && px.rowOf[pairStride] == px.rowOf[0]) ++pairStride;
#ifdef TCPWB_REFERENCE_AVX2
    static const bool avx2 = __builtin_cpu_supports("avx2");
    const bool pairing = avx2 && pairStride > 0 && pairStride < outputs;
#endif
    // Outputs [lo, hi) over the whole reduced axis. Each output's sums are formed
    // the same way whichever outputs share its range (see dotsAndMagnitudes2x4Avx2),
    // and ranges start at whole pairs of source rows, so they pair as one range does.
    auto range = [&](u64 lo, u64 hi) {
        std::vector<char> done;  // by o - lo
#ifdef TCPWB_REFERENCE_AVX2
        if (pairing) done.resize(hi - lo);
        auto pairs = [&](u64 o) {
            const u64 o2 = o + pairStride;
            if (done.empty() || o2 + 4 > hi || !quad(o2) || px.rowOf[o2] == px.rowOf[o]) return false;
            for (u64 c = 0; c < 4; ++c)
                if (done[o2 + c - lo] || pw.rowOf[o2 + c] != pw.rowOf[o + c]) return false;
            return true;
        };
#endif
        for (u64 k0 = 0; k0 < k; k0 += kChunk) {
            const u64 n = std::min(kChunk, k - k0);
            std::fill(done.begin(), done.end(), 0);
            for (u64 o = lo; o < hi;) {
                if (!done.empty() && done[o - lo]) {  // computed with the row before
                    ++o;
                    continue;
                }
                const double* a = &px.rows[px.rowOf[o] * k + k0];
                if (o + 4 <= hi && quad(o)) {
                    const double* b[4];
                    for (int c = 0; c < 4; ++c) b[c] = &pw.rows[pw.rowOf[o + u64(c)] * k + k0];
#ifdef TCPWB_REFERENCE_AVX2
                    if (pairs(o)) {
                        const u64 o2 = o + pairStride;
                        dotsAndMagnitudes2x4Avx2(a, &px.rows[px.rowOf[o2] * k + k0], b, n, &l.values[o], &mag[o], &l.values[o2], &mag[o2]);
                        std::fill_n(done.begin() + std::ptrdiff_t(o2 - lo), 4, 1);
                        o += 4;
                        continue;
                    }
#endif
                    dotsAndMagnitudes<4>(a, b, n, &l.values[o], &mag[o]);
                    o += 4;
                } else {
                    const double* b[1] = {&pw.rows[pw.rowOf[o] * k + k0]};
                    dotsAndMagnitudes<1>(a, b, n, &l.values[o], &mag[o]);
                    o += 1;
                }
            }
        }
    };
    // Several threads (RunOptions::threads) take blocks of two source rows'
    // outputs each (GEMM: 256 blocks of 1024); each writes only its own outputs.
    const u64 block = pairStride > 0 && pairStride < outputs ? 2 * pairStride : outputs;
    const u64 blocks = block ? ceilDiv(outputs, block) : 0;
    const unsigned threads = unsigned(std::min<u64>(s.options.threadCount(), std::max<u64>(blocks / 4, 1)));
    if (threads <= 1) {
        range(0, outputs);
    } else {
        std::atomic<u64> next{0};
        std::atomic<bool> stop{false};
        runOnWorkers(threads, stop, [&](unsigned) {
            for (u64 b; !stop.load(std::memory_order_relaxed) && (b = next.fetch_add(1)) < blocks;)
                range(b * block, std::min(outputs, (b + 1) * block));
        });
    }
    for (u64 o = 0; o < l.values.size(); ++o) {
        // The f32 accumulator: each of the k additions rounds (Higham's gamma_k).
        if (isFloat) l.bound[o] = double(k + 1) * kF32Unit * mag[o];
        else l.values[o] = double(std::int32_t(std::uint32_t(std::int64_t(l.values[o]))));  // i32 wraps
    }
    return l;
}

std::optional<Diagnostic> vectorReference(const State& s, Logical& l, const vector::Chain& chain, const kernel::Step& step, std::size_t op) {
    const vector::Scalar scalar = chain.input;
    const tensor::DType as = scalar == vector::Scalar::I32 ? tensor::DType::I32 : tensor::DType::F32;
    vector::EvalInput input;
    input.groups[0].resize(l.values.size());
    for (u64 i = 0; i < l.values.size(); ++i) input.groups[0][i] = encodeValue(as, l.values[i]);
    input.executionIds = logicalToggleIds(s, chain, l);
    std::map<std::string, OperandValues> operands;  // the VRF operands' values and bounds, for their bounds' share
    for (std::size_t v : step.vrfOperands) {
        if (!s.reference[v])
            return about(s, Diagnostic("internal_error", "the VRF operand has no reference"), op, v, step.at);
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
Logical heldBy(const State& s, std::size_t t, Logical l) {
    std::set<mapping::AxisId> named;
    std::vector<const mapping::CompiledMapping*> parts;
    for (const auto& m : s.plan.tensors[t].mappings) {
        parts.push_back(&m);
        for (auto a : contraction::axesOf(m)) named.insert(a);
    }
    std::vector<mapping::AxisId> kept;
    for (auto a : l.axes)
        if (named.count(a)) kept.push_back(a);
    if (kept.size() != l.axes.size()) l = project(s, l, kept, l.dtype);
    if (auto restricted = keepNamed(s.env(), l, namedCoordinates(s.env(), parts, storedAxes(s, t, l)))) return std::move(*restricted);
    return l;
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

std::optional<Diagnostic> referenceOf(State& s, std::size_t op) {
    const kernel::Operation& o = s.program.ops[op];
    if (o.kind == kernel::Operation::Kind::Transfer) {
        if (!s.reference[o.transfer.source])
            return about(s, Diagnostic("internal_error", "the transfer's source has no reference"), op, o.transfer.source, o.at);
        s.reference[o.transfer.output] = heldBy(s, o.transfer.output, *s.reference[o.transfer.source]);
        return std::nullopt;
    }
    const PassPlan& plan = *s.plan.ops[op].pass;
    const kernel::StreamPass& pass = o.pass;
    if (!s.reference[pass.source])
        return about(s, Diagnostic("internal_error", "the pass's source has no reference"), op, pass.source, o.at);
    const auto& outAxes = s.plan.tensors[pass.output].axes;
    std::optional<Logical> stacked;  // begin_interleaved: the two tensors along I
    if (!plan.stages.empty() && plan.stages.front().interleave) {
        const InterleavePlan& in = *plan.stages.front().interleave;
        if (!s.reference[in.second])
            return about(s, Diagnostic("internal_error", "the interleaved tensor has no reference"), op, in.second, o.at);
        stacked = stackLogical(s, *s.reference[pass.source], *s.reference[in.second], in.axis);
    }
    const Logical* source = stacked ? &*stacked : &*s.reference[pass.source];
    // Only what the fetch reads takes part: a contraction over a tile sums that tile alone.
    std::optional<Logical> read;
    if (!stacked && !plan.stages.empty() && plan.stages.front().fetch)
        if ((read = keepNamed(s.env(), *source, namedByFetch(s, pass.source, plan.stages.front().stream, *source)))) source = &*read;
    // The Fetch Adapter's cast: exact when it widens, but a narrowing one
    // (f32 -> bf16 rounds to nearest even; RNGD-S's i16 -> i9 saturates) changes
    // values, so the reference converts the source as the simulation does.
    std::optional<Logical> fetched;
    for (const StagePlan& st : plan.stages)
        if (st.fetch && tensor::info(st.fetch->output).bits < tensor::info(source->dtype).bits) {
            fetched = *source;
            for (double& v : fetched->values) v = decodeValue(st.fetch->output, encodeValue(st.fetch->output, v));
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
            if (!s.reference[w]) return about(s, Diagnostic("internal_error", "the TRF operand has no reference"), op, w, st.at);
            const tensor::DType acc = contraction::widened(st.stream.dtype);
            l = contractReference(s, x, *s.reference[w], outAxes, acc);
            contracted = true;
        } else if (st.vector && st.vectorShapes && st.vectorShapes->groupAxis) {
            // Two-group mode: the chain up to the unzip on the whole tensor, then groups 0 and 1 (the axis at 0 and 1).
            if (!contracted && l.values.empty()) l = x;
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
            // The Intra-Slice Reduce: the chain before it on the whole tensor, the reduce over its axis, the rest on the result.
            if (!contracted && l.values.empty()) l = x;
            const ReduceSplit split = splitAtReduce(*st.vector);
            if (auto e = vectorReference(s, l, split.before, pass.steps[i], op)) return e;
            l = reduceReference(s, l, *st.vectorShapes->reduceAxis, split.reduce->reduceOp, split.reduce->typeIn);
            l = project(s, l, outAxes, l.dtype);
            if (!split.after.steps.empty())
                if (auto e = vectorReference(s, l, split.after, pass.steps[i], op)) return e;
            if (auto e = filterReference(s, nullptr, l, *st.vector, st.stream)) return about(s, *e, op, std::nullopt, st.at);
            contracted = true;
        } else if (st.vector) {
            if (!contracted && l.values.empty()) l = project(s, x, outAxes, x.dtype);
            const std::optional<Logical> chainInput = filterOf(*st.vector) ? std::optional(l) : std::nullopt;  // its Branch sets the ids
            if (auto e = vectorReference(s, l, *st.vector, pass.steps[i], op)) return e;
            if (chainInput)
                if (auto e = filterReference(s, &*chainInput, l, *st.vector, st.stream)) return about(s, *e, op, std::nullopt, st.at);
            contracted = true;
        } else if (st.cast) {
            if (!contracted && l.values.empty()) l = project(s, x, outAxes, x.dtype);
            castReference(l, st.stream.dtype);
            contracted = true;
        }
    }
    // A pass that only moves data keeps the source's logical values: the output's index finds them
    // by axis, and an axis the output adds (a broadcast over slices) is not materialised.
    if (l.values.empty() && !contracted) l = x;
    l.dtype = s.tensor(pass.output).dtype;
    s.reference[pass.output] = heldBy(s, pass.output, std::move(l));
    return std::nullopt;
}

// The tolerance of one element of a checked output (docs/simulation.md).
double toleranceOf(const Logical& ref, u64 i) {
    if (ref.bound.empty() || !tensor::info(ref.dtype).isFloat) return 0.0;
    double t = ref.bound[i];
    if (ref.dtype == tensor::DType::F32) t += ulpOf(ref.dtype, std::fabs(ref.values[i]) + t);
    return t;
}

}  // namespace tcpwb::sim::detail
