// Contraction values: the Stream Adapter's OutPackets (collected flits,
// zero half, tiling), the TRF Sequencer's weight addresses (its loop nest
// over OutTime), the Reducer's sums of 2^n products, and the accumulator's
// slots (the kept Time factors). Operands are decoded to float once per
// pass and addresses precomputed per time step, so the inner loop is a plain
// dot product.
#include "sim/contract_exec.h"

#include <algorithm>
#include <bit>
#include <cstring>

#include "sim/cpu_features.h"

#ifdef TCPWB_HAVE_X86_KERNELS
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

#ifdef TCPWB_HAVE_X86_KERNELS
#define TCPWB_CONTRACT_AVX2 1

// dot<float> for n a multiple of 8, eight lanes in one register: each lane
// multiplies and adds (no FMA) in the same order as `lanes` above, so the
// sums are bit for bit the portable ones.
__attribute__((target("avx2"))) void dotsAvx2(const float* a, const float* const* w, std::size_t rows, u64 outputs, u64 n, float* sums) {
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

// All eight Rows of a slice at once (the common case: GEMM), added straight
// into the accumulator: out[j * 8 + r] += Row r's output j over the packet
// `a`. Row r's eight lanes are summed as `dot` sums them,
// ((l0 + l1) + (l2 + l3)) + ((l4 + l5) + (l6 + l7)), but for the eight Rows
// together: two rounds of pairwise horizontal adds and one add of the
// register's halves give the eight Rows' sums in one register, which one add
// puts on their slots. Float addition commutes exactly, so every sum and
// every slot is the same bits as dotsOfRows and the scalar `+=` give.
// `a` is the activation packet as floats, or with BF16Bits its bf16 values
// as the stream holds them (u32 bit patterns), widened here in the register:
// bf16 is f32's top half, so no decoded copy of the packet is needed.
template <bool BF16Bits>
__attribute__((target("avx2"))) void accumulateEightRowsAvx2(const void* a, const float* const* w, u64 outputs, u64 n, float* out) {
    for (u64 j = 0; j < outputs; ++j) {
        __m256 lanes[8];
        for (int r = 0; r < 8; ++r) lanes[r] = _mm256_setzero_ps();
        for (u64 k = j * n; k < (j + 1) * n; k += 8) {
            __m256 x;
            if constexpr (BF16Bits) {
                const __m256i bits = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(static_cast<const std::uint32_t*>(a) + k));
                x = _mm256_castsi256_ps(_mm256_slli_epi32(bits, 16));
            } else {
                x = _mm256_loadu_ps(static_cast<const float*>(a) + k);
            }
            for (int r = 0; r < 8; ++r) lanes[r] = _mm256_add_ps(lanes[r], _mm256_mul_ps(x, _mm256_loadu_ps(w[r] + k)));
        }
        // [r0 (l0+l1)+(l2+l3), r1 .., r2 .., r3 .., r0 (l4+l5)+(l6+l7), r1 .., r2 .., r3 ..] and the same for r4-r7.
        const __m256 low = _mm256_hadd_ps(_mm256_hadd_ps(lanes[0], lanes[1]), _mm256_hadd_ps(lanes[2], lanes[3]));
        const __m256 high = _mm256_hadd_ps(_mm256_hadd_ps(lanes[4], lanes[5]), _mm256_hadd_ps(lanes[6], lanes[7]));
        const __m256 sums = _mm256_add_ps(_mm256_permute2f128_ps(low, high, 0x20), _mm256_permute2f128_ps(low, high, 0x31));
        float* slot = out + j * 8;
        _mm256_storeu_ps(slot, _mm256_add_ps(_mm256_loadu_ps(slot), sums));
    }
}
#endif

// sums[r * outputs + j]: output j of Row r's MAC array, over one activation packet `a`.
template <typename Acc>
void dotsOfRows(const Acc* a, const Acc* const* w, std::size_t rows, u64 outputs, u64 perSum, Acc* sums, bool portable) {
#ifdef TCPWB_CONTRACT_AVX2
    if constexpr (std::is_same_v<Acc, float>) {
        if (cpuHasAvx2() && !portable && perSum % 8 == 0) return dotsAvx2(a, w, rows, outputs, perSum, sums);
    }
#else
    (void)portable;
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
    u64 times, packet;  // computation Time and Packet (64 bytes)
    u64 rows, perSum, outputs;
    u64 regRead;  // elements the TRF Sequencer reads per cycle
    u64 outTimes, outPacket;
    u64 keptCount;  // accumulator slots per output (the kept Time factors)
    bool interleaved;
    u64 rowElements;  // TRF elements per Row's space
    u64 rowBytes;
};

template <typename Acc>
[[nodiscard]] std::optional<Diagnostic> contractUnit(State& s, std::size_t op, const Geometry& g, const kernel::Tensor& trf,
                                                     const Block* block, const std::vector<std::int64_t>& waddr,
                                                     const std::vector<u64>& kept, tensor::DType dtype, tensor::DType trfDtype,
                                                     std::vector<std::uint32_t>& values, const StreamUnit& unit,
                                                     const kernel::SourceSpan& at, std::size_t trfIndex, const Block** decodedTrf) {
    // Activation OutPackets, one per activation time step (before tiling).
    // The OutPacket of activation step ta is the collect stream's flits ta * flits ... in a row (the
    // rest zero), decoded when the time loop reaches it: t / tile only grows, and a packet serves all Rows.
    const u64 filled = std::min(g.packet, g.flits * g.flitElements);
    // Scratch kept across calls (a pass runs slice by slice: 256 calls for GEMM), so the
    // TRF's 128 KiB of decoded weights does not come from fresh pages each time.
    thread_local std::vector<Acc> tActRow, tW, tAcc, tWp, tSums, tByKept;
    std::vector<Acc>& actRow = tActRow;  // plain references: no thread-local lookup in the loops
    std::vector<Acc>& w = tW;
    std::vector<Acc>& acc = tAcc;
    std::vector<Acc>& wp = tWp;
    std::vector<Acc>& sums = tSums;
    std::vector<Acc>& byKept = tByKept;  // [kept][output][Row], for the eight-Row path
    actRow.assign(g.packet, Acc(0));
    u64 decoded = ~u64{0};
    const auto activation = [&](u64 ta) -> const Acc* {
        if (ta == decoded) return actRow.data();
        decoded = ta;
        const std::uint32_t* in = &values[ta * g.flits * g.flitElements];
        Acc* out = actRow.data();  // not through the thread-local vector in the loop: its pointer would be reloaded per element
        if constexpr (std::is_same_v<Acc, float>) {
            if (dtype == tensor::DType::BF16) {  // bf16 is f32's top half
                for (u64 p = 0; p < filled; ++p) {
                    const std::uint32_t b = in[p] << 16;
                    std::memcpy(&out[p], &b, 4);
                }
                return out;
            }
        }
        for (u64 p = 0; p < filled; ++p) out[p] = asAcc<Acc>(dtype, in[p]);
        return out;
    };
    // The TRF, decoded once. A Row written whole (the common case) is decoded with one written
    // check; any other keeps a running count of written elements for the range checks.
    std::vector<char> whole(g.rows, 0);
    std::vector<u64> written;
    // The weights' own type: the stream's, or its integer family's other width (i8 weights for an i9 stream).
    const u64 elementBytes = tensor::info(trfDtype).storageBits / 8;
    // The same bytes as the slice before on this thread, every Row whole: decoded already.
    const bool reuse = decodedTrf && *decodedTrf && block && w.size() == g.rows * g.rowElements &&
                       (*decodedTrf)->sameBySharing(*block, 0, g.rows * g.rowBytes);
    if (reuse) std::fill(whole.begin(), whole.end(), 1);
    else w.resize(g.rows * g.rowElements);  // a Row written whole is decoded over; any other is zeroed first
    for (u64 r = 0; r < g.rows && !reuse; ++r) {
        if (elementBytes > 0 && block && (r + 1) * g.rowBytes <= block->size() && g.rowElements * elementBytes <= g.rowBytes &&
            block->allWritten(r * g.rowBytes, r * g.rowBytes + g.rowElements * elementBytes)) {
            whole[r] = 1;
            Acc* out = &w[r * g.rowElements];
            const std::uint8_t* in = block->data() + r * g.rowBytes;
            if constexpr (std::is_same_v<Acc, float>) {
                if (trfDtype == tensor::DType::BF16) {
                    // A local bound and typed stores (bit_cast, not memcpy, which may alias anything,
                    // g's fields included): the loop vectorises instead of reloading both per element.
                    const u64 n = g.rowElements;
                    for (u64 e = 0; e < n; ++e) out[e] = std::bit_cast<float>(std::uint32_t(loadHalf(in + 2 * e)) << 16);
                    continue;
                }
            }
            ElementRef ref{r * g.rowBytes, false};
            for (u64 e = 0; e < g.rowElements; ++e, ref.byte += elementBytes)
                out[e] = asAcc<Acc>(trfDtype, loadElement(*block, ref, trfDtype));
            continue;
        }
        if (written.empty()) written.assign(g.rows * (g.rowElements + 1), 0);
        std::fill_n(&w[r * g.rowElements], g.rowElements, Acc(0));
        for (u64 e = 0; e < g.rowElements; ++e) {
            auto ref = elementAt(r * g.rowBytes, std::int64_t(e), trfDtype);
            const bool ok = block && ref && elementFits(block->size(), *ref, trfDtype) && elementWritten(*block, *ref, trfDtype);
            if (ok) w[r * g.rowElements + e] = asAcc<Acc>(trfDtype, loadElement(*block, *ref, trfDtype));
            written[r * (g.rowElements + 1) + e + 1] = written[r * (g.rowElements + 1) + e] + (ok ? 1 : 0);
        }
    }
    if (decodedTrf) *decodedTrf = std::all_of(whole.begin(), whole.end(), [](char c) { return c != 0; }) ? block : nullptr;
    const u64 bits = tensor::info(trfDtype).storageBits;
    acc.assign(g.outTimes * g.outPacket, Acc(0));
    wp.resize(g.rows * g.packet);
    std::vector<const Acc*> wv(g.rows);
    sums.resize(g.rows * g.outputs);
    const u64 outer = g.outPacket ? (roundUp(g.outputs, 8) / 8) : 1;
    const auto slotOf = [&](u64 k, u64 r, u64 j) {
        return g.interleaved ? (k * g.outputs + j) * g.outPacket + r : ((k * g.rows + r) * outer + j / 8) * g.outPacket + j % 8;
    };
    bool eightRows = false;
#ifdef TCPWB_CONTRACT_AVX2
    if constexpr (std::is_same_v<Acc, float>) {
        eightRows = cpuHasAvx2() && !s.options.portableKernels && g.rows == 8 && g.perSum % 8 == 0;
    }
#endif
    if (eightRows) byKept.assign(g.keptCount * g.outputs * 8, Acc(0));
    // bf16 packets the collect fills whole go to the eight-Row kernel as the stream holds them.
    const bool bf16Direct = eightRows && dtype == tensor::DType::BF16 && filled == g.packet;
    const bool allWhole = std::all_of(whole.begin(), whole.end(), [](char w) { return w != 0; });
    const unsigned bitsShift = unsigned(std::countr_zero(bits));  // storage widths are powers of two
    for (u64 t = 0; t < g.times; ++t) {
        const Acc* a = bf16Direct ? nullptr : activation(t / g.tile);
        const std::int64_t byte = waddr[t];
        const u64 e0 = byte < 0 ? ~u64{0} : (u64(byte) * 8) >> bitsShift;
        const bool inRow = e0 <= g.rowElements && g.regRead <= g.rowElements - e0;
        // Every Row's read is checked before any is summed (a failing Row returns, discarding the sums);
        // Rows written whole need only the range check.
        for (u64 r = 0; r < g.rows && (!inRow || !allWhole); ++r)
            if (!inRow ||
                (!whole[r] && written[r * (g.rowElements + 1) + e0 + g.regRead] - written[r * (g.rowElements + 1) + e0] != g.regRead))
                return about(
                    s,
                    Diagnostic(diag::Kind::uninitialized_read, fmt::format("the TRF Sequencer reads {} elements at TRF byte {} of row {} "
                                                                           "(slice {}, time step {}), which to_trf did not write",
                                                                           g.regRead, byte, r, unit.slice, t)),
                    op, trfIndex, at);
        for (u64 r = 0; r < g.rows; ++r) {
            const Acc* row = &w[r * g.rowElements + e0];
            wv[r] = row;
            if (g.regRead != g.packet) {  // reg_read_size < 64 bytes: repeated to fill the mac width
                Acc* filled = &wp[r * g.packet];
                for (u64 p = 0; p < g.packet; ++p) filled[p] = row[p % g.regRead];
                wv[r] = filled;
            }
        }
        // All Rows against the one activation packet.
#ifdef TCPWB_CONTRACT_AVX2
        if constexpr (std::is_same_v<Acc, float>) {
            if (eightRows) {
                float* slots = &byKept[kept[t] * g.outputs * 8];
                if (bf16Direct)
                    accumulateEightRowsAvx2<true>(&values[(t / g.tile) * g.flits * g.flitElements], wv.data(), g.outputs, g.perSum, slots);
                else accumulateEightRowsAvx2<false>(a, wv.data(), g.outputs, g.perSum, slots);
                continue;
            }
        }
#endif
        dotsOfRows(a, wv.data(), g.rows, g.outputs, g.perSum, sums.data(), s.options.portableKernels);
        for (u64 r = 0; r < g.rows; ++r)
            for (u64 j = 0; j < g.outputs; ++j) acc[slotOf(kept[t], r, j)] += sums[r * g.outputs + j];
    }
    if (eightRows)
        for (u64 k = 0; k < g.keptCount; ++k)
            for (u64 j = 0; j < g.outputs; ++j)
                for (u64 r = 0; r < 8; ++r) acc[slotOf(k, r, j)] = byKept[(k * g.outputs + j) * 8 + r];
    (void)trf;
    values.assign(acc.size(), 0);
    for (u64 i = 0; i < acc.size(); ++i) values[i] = accBits(acc[i]);
    return std::nullopt;
}

}  // namespace

[[nodiscard]] std::optional<Diagnostic> runContraction(State& s, std::size_t op, const StreamShape& before, const StagePlan& align,
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
    g.rowBytes = s.device.trfRowBytes(g.rows);
    g.rowElements = g.rowBytes * 8 / tensor::info(trf.dtype).storageBits;
    const auto internal = [&](std::string what) {
        return about(s, Diagnostic(diag::Kind::internal_error, std::move(what)), op, std::nullopt, align.at);
    };
    if (g.times % g.tile != 0 || (g.times / g.tile) * g.flits != g.collectTimes || g.packet < g.flits * g.flitElements)
        return internal(fmt::format("the Stream Adapter's {} flits x {} tiles do not cover the collect stream's {} time steps", g.flits,
                                    g.tile, g.collectTimes));
    if (g.perSum * g.outputs != g.packet || g.rows > tensor::kRowsPerSlice || g.rows == 0)
        return internal(fmt::format("contract sums {} x {} of a {}-element packet over {} rows", g.outputs, g.perSum, g.packet, g.rows));
    u64 trfTimes = 1;
    for (const auto& e : tp.entries) trfTimes *= std::max<u64>(e.size, 1);
    if (trfTimes != g.times)
        return internal(fmt::format("the TRF Sequencer iterates {} time steps, the computation {}", trfTimes, g.times));
    ContractionTables local;
    ContractionTables& derived = tables ? *tables : local;
    if (derived.align != &align) {
        derived.kept = keptIndex(*align.stream.time, accumulate.accumulate->removed);
        derived.weightAddresses = weightAddresses(tp, g.times);
        derived.align = &align;
        derived.decodedTrf = nullptr;
    }
    const auto& kept = derived.kept;
    u64 keptCount = 0;
    for (u64 k : kept) keptCount = std::max(keptCount, k + 1);
    g.keptCount = keptCount;
    const u64 expectedTimes = g.interleaved ? keptCount * g.outputs : keptCount * g.rows * (roundUp(g.outputs, 8) / 8);
    if (expectedTimes != g.outTimes || (g.interleaved ? g.outPacket < g.rows : g.outPacket != 8))
        return internal(fmt::format("the accumulator's {} x {} output does not match OutTime {} and OutPacket {}", keptCount, g.outputs,
                                    g.outTimes, g.outPacket));
    const auto& waddr = derived.weightAddresses;
    const bool isFloat = tensor::info(before.dtype).isFloat;
    for (std::size_t u = 0; u < data.units.size(); ++u) {
        const Block* block = s.device.trf.find(data.units[u].key());
        // The decoded weights are the calling thread's (thread-local, per accumulator type): only a
        // runner's own tables, on its one thread, may say what they hold.
        const Block** decodedTrf = tables ? &derived.decodedTrf : nullptr;
        auto e = isFloat ? contractUnit<float>(s, op, g, trf, block, waddr, kept, before.dtype, trf.dtype, data.values[u], data.units[u],
                                               align.at, al.trfTensor, decodedTrf)
                         : contractUnit<std::int64_t>(s, op, g, trf, block, waddr, kept, before.dtype, trf.dtype, data.values[u],
                                                      data.units[u], align.at, al.trfTensor, decodedTrf);
        if (e) return e;
    }
    data.times = g.outTimes;
    data.packet = g.outPacket;
    return std::nullopt;
}

}  // namespace tcpwb::sim::detail
