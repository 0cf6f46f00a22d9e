// Contraction values: the Stream Adapter's OutPackets (collected flits,
// zero half, tiling), the TRF Sequencer's weight addresses (its loop nest
// over OutTime), the Reducer's sums of 2^n products, and the accumulator's
// slots (the kept Time factors). Operands are decoded to float once per
// pass and addresses precomputed per time step, so the inner loop is a plain
// dot product.
#include "sim/contract_exec.h"

#include <algorithm>
#include <cstring>

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#endif

namespace tcpwb::sim::detail {

using diag::Diagnostic;

namespace {

// Position of t among the kept factors of `time` (major first).
std::vector<u64> keptIndex(const CompiledMapping& time, const std::vector<bool>& removed) {
    const auto& factors = time.normalForm().factors;
    std::vector<u64> out(time.size());
    for (u64 t = 0; t < out.size(); ++t) {
        u64 rest = t, kept = 0, scale = 1;
        for (std::size_t f = factors.size(); f-- > 0;) {
            const u64 digit = rest % factors[f].size;
            rest /= factors[f].size;
            if (f < removed.size() && removed[f]) continue;
            kept += digit * scale;
            scale *= factors[f].size;
        }
        out[t] = kept;
    }
    return out;
}

// The TRF Sequencer's byte address at every OutTime step (Entry 0 innermost).
std::vector<std::int64_t> weightAddresses(const contraction::TrfSequencerPlan& trf, u64 times) {
    std::vector<std::int64_t> out(times);
    for (u64 t = 0; t < times; ++t) {
        u64 rest = t;
        std::int64_t a = std::int64_t(trf.baseAddress);
        for (const auto& e : trf.entries) {
            const u64 size = std::max<u64>(e.size, 1);
            a += std::int64_t(rest % size) * e.stride;
            rest /= size;
        }
        out[t] = a;
    }
    return out;
}

template <typename Acc>
inline Acc dot(const Acc* a, const Acc* w, u64 n) {
    if (n % 8 != 0) {
        Acc s = 0;
        for (u64 k = 0; k < n; ++k) s += a[k] * w[k];
        return s;
    }
    Acc lanes[8] = {};
    for (u64 k = 0; k < n; k += 8)
        for (int l = 0; l < 8; ++l) lanes[l] += a[k + l] * w[k + l];
    return ((lanes[0] + lanes[1]) + (lanes[2] + lanes[3])) + ((lanes[4] + lanes[5]) + (lanes[6] + lanes[7]));
}

#if defined(__x86_64__) && defined(__GNUC__)
#define TCPWB_CONTRACT_AVX2 1
// dot<float> for n a multiple of 8, eight lanes in one register: each lane
// multiplies and adds (no FMA) in the same order as `lanes` above, so the
// sums are bit for bit the portable ones.
__attribute__((target("avx2"))) void dotsAvx2(const float* a, const float* const* w, std::size_t rows, u64 outputs, u64 n,
                                              float* sums) {
    for (std::size_t r = 0; r < rows; ++r)
        for (u64 j = 0; j < outputs; ++j) {
            const float* x = a + j * n;
            const float* y = w[r] + j * n;
            __m256 lanes = _mm256_setzero_ps();
            for (u64 k = 0; k < n; k += 8) lanes = _mm256_add_ps(lanes, _mm256_mul_ps(_mm256_loadu_ps(x + k), _mm256_loadu_ps(y + k)));
            alignas(32) float l[8];
            _mm256_store_ps(l, lanes);
            sums[r * outputs + j] = ((l[0] + l[1]) + (l[2] + l[3])) + ((l[4] + l[5]) + (l[6] + l[7]));
        }
}
#endif

// sums[r * outputs + j]: output j of Row r's MAC array, over one activation packet `a`.
template <typename Acc>
void dotsOfRows(const Acc* a, const Acc* const* w, std::size_t rows, u64 outputs, u64 perSum, Acc* sums) {
#ifdef TCPWB_CONTRACT_AVX2
    if constexpr (std::is_same_v<Acc, float>) {
        static const bool avx2 = __builtin_cpu_supports("avx2");
        if (avx2 && perSum % 8 == 0) return dotsAvx2(a, w, rows, outputs, perSum, sums);
    }
#endif
    for (std::size_t r = 0; r < rows; ++r)
        for (u64 j = 0; j < outputs; ++j) sums[r * outputs + j] = dot(a + j * perSum, w[r] + j * perSum, perSum);
}

template <typename Acc>
Acc asAcc(tensor::DType dtype, std::uint32_t bits) {
    return Acc(decodeValue(dtype, bits));
}

template <typename Acc>
std::uint32_t accBits(Acc v) {
    if constexpr (std::is_same_v<Acc, float>) {
        std::uint32_t b;
        std::memcpy(&b, &v, 4);
        return b;
    } else {
        return std::uint32_t(std::int32_t(std::uint64_t(v)));  // the i32 accumulator wraps
    }
}

struct Geometry {
    u64 collectTimes, flitElements, flits, tile;
    u64 times, packet;      // computation Time and Packet (64 bytes)
    u64 rows, perSum, outputs;
    u64 regRead;            // elements the TRF Sequencer reads per cycle
    u64 outTimes, outPacket;
    bool interleaved;
    u64 rowElements;        // TRF elements per Row's space
    u64 rowBytes;
};

template <typename Acc>
std::optional<Diagnostic> contractUnit(State& s, std::size_t op, const Geometry& g, const kernel::Tensor& trf, const Block* block,
                                       const std::vector<std::int64_t>& waddr, const std::vector<u64>& kept, tensor::DType dtype,
                                       std::vector<std::uint32_t>& values, const StreamUnit& unit, const kernel::SourceSpan& at,
                                       std::size_t trfIndex) {
    // Activation OutPackets, one per activation time step (before tiling).
    // The OutPacket of activation step ta is the collect stream's flits ta * flits ... in a row (the
    // rest zero), decoded when the time loop reaches it: t / tile only grows, and a packet serves all Rows.
    const u64 filled = std::min(g.packet, g.flits * g.flitElements);
    // Scratch kept across calls (a pass runs slice by slice: 256 calls for GEMM), so the
    // TRF's 128 KiB of decoded weights does not come from fresh pages each time.
    thread_local std::vector<Acc> tActRow, tW, tAcc, tWp, tSums;
    std::vector<Acc>& actRow = tActRow;  // plain references: no thread-local lookup in the loops
    std::vector<Acc>& w = tW;
    std::vector<Acc>& acc = tAcc;
    std::vector<Acc>& wp = tWp;
    std::vector<Acc>& sums = tSums;
    actRow.assign(g.packet, Acc(0));
    u64 decoded = ~u64{0};
    const auto activation = [&](u64 ta) -> const Acc* {
        if (ta == decoded) return actRow.data();
        decoded = ta;
        const std::uint32_t* in = &values[ta * g.flits * g.flitElements];
        if constexpr (std::is_same_v<Acc, float>) {
            if (dtype == tensor::DType::BF16) {  // bf16 is f32's top half
                for (u64 p = 0; p < filled; ++p) {
                    const std::uint32_t b = in[p] << 16;
                    std::memcpy(&actRow[p], &b, 4);
                }
                return actRow.data();
            }
        }
        for (u64 p = 0; p < filled; ++p) actRow[p] = asAcc<Acc>(dtype, in[p]);
        return actRow.data();
    };
    // The TRF, decoded once. A Row written whole (the common case) is decoded with one written
    // check; any other keeps a running count of written elements for the range checks.
    w.assign(g.rows * g.rowElements, Acc(0));
    std::vector<char> whole(g.rows, 0);
    std::vector<u64> written;
    const u64 elementBytes = tensor::info(dtype).storageBits / 8;
    for (u64 r = 0; r < g.rows; ++r) {
        if (elementBytes > 0 && block && (r + 1) * g.rowBytes <= block->size() && g.rowElements * elementBytes <= g.rowBytes &&
            block->allWritten(r * g.rowBytes, r * g.rowBytes + g.rowElements * elementBytes)) {
            whole[r] = 1;
            Acc* out = &w[r * g.rowElements];
            const std::uint8_t* in = block->data() + r * g.rowBytes;
            if constexpr (std::is_same_v<Acc, float>) {
                if (dtype == tensor::DType::BF16) {
                    for (u64 e = 0; e < g.rowElements; ++e) {
                        const std::uint32_t b = (std::uint32_t(in[2 * e]) | std::uint32_t(in[2 * e + 1]) << 8) << 16;
                        std::memcpy(&out[e], &b, 4);
                    }
                    continue;
                }
            }
            ElementRef ref{r * g.rowBytes, false};
            for (u64 e = 0; e < g.rowElements; ++e, ref.byte += elementBytes) out[e] = asAcc<Acc>(dtype, loadElement(*block, ref, dtype));
            continue;
        }
        if (written.empty()) written.assign(g.rows * (g.rowElements + 1), 0);
        for (u64 e = 0; e < g.rowElements; ++e) {
            auto ref = elementAt(r * g.rowBytes, std::int64_t(e), dtype);
            const bool ok = block && ref && elementFits(block->size(), *ref, dtype) && elementWritten(*block, *ref, dtype);
            if (ok) w[r * g.rowElements + e] = asAcc<Acc>(dtype, loadElement(*block, *ref, dtype));
            written[r * (g.rowElements + 1) + e + 1] = written[r * (g.rowElements + 1) + e] + (ok ? 1 : 0);
        }
    }
    const u64 bits = tensor::info(dtype).storageBits;
    acc.assign(g.outTimes * g.outPacket, Acc(0));
    wp.resize(g.rows * g.packet);
    std::vector<const Acc*> wv(g.rows);
    sums.resize(g.rows * g.outputs);
    const u64 outer = g.outPacket ? (roundUp(g.outputs, 8) / 8) : 1;
    for (u64 t = 0; t < g.times; ++t) {
        const Acc* a = activation(t / g.tile);
        const std::int64_t byte = waddr[t];
        const u64 e0 = byte < 0 ? ~u64{0} : u64(byte) * 8 / bits;
        // Every Row's read is checked before any is summed (a failing Row returns, discarding the sums).
        for (u64 r = 0; r < g.rows; ++r) {
            const bool inRow = e0 <= g.rowElements && g.regRead <= g.rowElements - e0;
            if (!inRow || (!whole[r] && written[r * (g.rowElements + 1) + e0 + g.regRead] - written[r * (g.rowElements + 1) + e0] != g.regRead))
                return about(s, Diagnostic("uninitialized_read", fmt::format("the TRF Sequencer reads {} elements at TRF byte {} of row {} "
                                                                             "(slice {}, time step {}), which to_trf did not write",
                                                                             g.regRead, byte, r, unit.slice, t)),
                             op, trfIndex, at);
            const Acc* row = &w[r * g.rowElements + e0];
            wv[r] = row;
            if (g.regRead != g.packet) {  // reg_read_size < 64 bytes: repeated to fill the mac width
                Acc* filled = &wp[r * g.packet];
                for (u64 p = 0; p < g.packet; ++p) filled[p] = row[p % g.regRead];
                wv[r] = filled;
            }
        }
        // All Rows against the one activation packet.
        dotsOfRows(a, wv.data(), g.rows, g.outputs, g.perSum, sums.data());
        for (u64 r = 0; r < g.rows; ++r)
            for (u64 j = 0; j < g.outputs; ++j) {
                const u64 slot = g.interleaved ? (kept[t] * g.outputs + j) * g.outPacket + r
                                               : ((kept[t] * g.rows + r) * outer + j / 8) * g.outPacket + j % 8;
                acc[slot] += sums[r * g.outputs + j];
            }
    }
    (void)trf;
    values.assign(acc.size(), 0);
    for (u64 i = 0; i < acc.size(); ++i) values[i] = accBits(acc[i]);
    return std::nullopt;
}

}  // namespace

std::optional<Diagnostic> runContraction(State& s, std::size_t op, const StreamShape& before, const StagePlan& align,
                                         const StagePlan& contract, const StagePlan& accumulate, StreamData& data,
                                         ContractionTables* tables) {
    const AlignStage& al = *align.align;
    const contraction::StreamPlan& sp = al.plan.stream;
    const contraction::TrfSequencerPlan& tp = al.plan.trf;
    const kernel::Tensor& trf = s.tensor(al.trfTensor);
    Geometry g{};
    g.collectTimes = before.time->size();
    g.flitElements = before.packet->size();
    g.flits = sp.collectFlits;
    g.tile = std::max<u64>(sp.tileFactor, 1);
    g.times = align.stream.time->size();
    g.packet = align.stream.packet->size();
    g.rows = align.stream.row->size();
    g.perSum = contract.contract->elementsPerSum;
    g.outputs = contract.contract->outputsPerRow;
    g.regRead = std::max<u64>(tp.regReadSizeElements, 1);
    g.outTimes = accumulate.stream.time->size();
    g.outPacket = accumulate.stream.packet->size();
    g.interleaved = accumulate.accumulate->kind == contraction::AccumulationKind::Interleaved;
    g.rowBytes = s.device.trf.unitBytes() / std::min<u64>(std::max<u64>(g.rows, 1), tensor::kRowsPerSlice);
    g.rowElements = g.rowBytes * 8 / tensor::info(trf.dtype).storageBits;
    const auto internal = [&](std::string what) {
        return about(s, Diagnostic("internal_error", std::move(what)), op, std::nullopt, align.at);
    };
    if (g.times % g.tile != 0 || (g.times / g.tile) * g.flits != g.collectTimes || g.packet < g.flits * g.flitElements)
        return internal(fmt::format("the Stream Adapter's {} flits x {} tiles do not cover the collect stream's {} time steps", g.flits, g.tile,
                                    g.collectTimes));
    if (g.perSum * g.outputs != g.packet || g.rows > tensor::kRowsPerSlice || g.rows == 0)
        return internal(fmt::format("contract sums {} x {} of a {}-element packet over {} rows", g.outputs, g.perSum, g.packet, g.rows));
    u64 trfTimes = 1;
    for (const auto& e : tp.entries) trfTimes *= std::max<u64>(e.size, 1);
    if (trfTimes != g.times) return internal(fmt::format("the TRF Sequencer iterates {} time steps, the computation {}", trfTimes, g.times));
    ContractionTables local;
    ContractionTables& derived = tables ? *tables : local;
    if (derived.align != &align) {
        derived.kept = keptIndex(*align.stream.time, accumulate.accumulate->removed);
        derived.weightAddresses = weightAddresses(tp, g.times);
        derived.align = &align;
    }
    const auto& kept = derived.kept;
    u64 keptCount = 0;
    for (u64 k : kept) keptCount = std::max(keptCount, k + 1);
    const u64 expectedTimes =
        g.interleaved ? keptCount * g.outputs : keptCount * g.rows * (roundUp(g.outputs, 8) / 8);
    if (expectedTimes != g.outTimes || (g.interleaved ? g.outPacket < g.rows : g.outPacket != 8))
        return internal(fmt::format("the accumulator's {} x {} output does not match OutTime {} and OutPacket {}", keptCount, g.outputs,
                                    g.outTimes, g.outPacket));
    const auto& waddr = derived.weightAddresses;
    const bool isFloat = tensor::info(before.dtype).isFloat;
    for (std::size_t u = 0; u < data.units.size(); ++u) {
        const Block* block = s.device.trf.find(data.units[u].key());
        auto e = isFloat ? contractUnit<float>(s, op, g, trf, block, waddr, kept, before.dtype, data.values[u], data.units[u], align.at,
                                               al.trfTensor)
                         : contractUnit<std::int64_t>(s, op, g, trf, block, waddr, kept, before.dtype, data.values[u], data.units[u],
                                                      align.at, al.trfTensor);
        if (e) return e;
    }
    data.times = g.outTimes;
    data.packet = g.outPacket;
    return std::nullopt;
}

}  // namespace tcpwb::sim::detail
