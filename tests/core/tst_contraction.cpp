// The Contraction Engine's worked examples (manual, "Aligner", "Stream
// Adapter", "TRF Sequencer", "Reducer"; ../shared/conformance/cases/
// contraction.json), the contractions it must refuse, and the stages run one
// after another (runContraction).
#include <QtTest>

#include <optional>
#include <string>
#include <vector>

#include "contraction/aligner.h"
#include "contraction/derive.h"
#include "contraction/hardware.h"
#include "contraction/pipeline.h"
#include "contraction/reducer.h"
#include "contraction/shift_reuse.h"
#include "contraction/to_trf.h"
#include "test_support.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::contraction;
using mapping::CompiledMapping;
using tensor::DType;

namespace {

// Every mapping of one example, compiled in one axis environment.
class Example {
public:
    explicit Example(const char* axes) : axes_(axes) {}
    const CompiledMapping& m(const std::string& text) {
        owned_.push_back(std::make_unique<CompiledMapping>(test::compile(axes_, text)));
        return *owned_.back();
    }

private:
    const char* axes_;
    std::vector<std::unique_ptr<CompiledMapping>> owned_;
};

template <typename T>
QString kind(const diag::Result<T>& r) {
    return r ? QStringLiteral("ok") : kindText(r.error().kind);
}

template <typename T>
const T& must(const diag::Result<T>& r) {
    if (!r) qFatal("unexpected %s: %s", diag::spelling(r.error().kind).data(), r.error().message.c_str());
    return r.value();
}

QString text(const std::string& s) { return QString::fromStdString(s); }

bool same(const CompiledMapping& m, const std::string& expected) {
    auto e = mapping::compileMapping(expected, m.env());
    return e && m.size() == e->size() && m.equivalentTo(*e);
}

struct Matmul {
    Example ex;
    const CompiledMapping &time, &packet, &row, &element, &outTime, &outPacket;
    DType dtype;
    TrfAddress address;
    AlignRequest request() const { return {time, packet, {row, element, dtype, address}, outTime, outPacket}; }
    Computation computation() const { return {row, outTime, outPacket, dtype}; }
};

// A pipeline request over `axes`: mapping(text) compiles one of its mappings.
struct Pipeline {
    const char* axes;
    ContractionRequest request;
    CompiledMapping mapping(const std::string& text) const { return test::compile(axes, text); }
    mapping::AxisId axis(const char* name) const { return *test::axes(axes).find(name); }
};

// The Aligner chapter's batched matmul (manual line 3816) up to the collect
// stream and the TRF tensor; the rest is for each test to give or derive.
Pipeline batchedMatmul() {
    Pipeline p{"M=32,N=8,K=16,L=2,O=2", {}};
    p.request.collectTime = p.mapping("m![M, O, L]");
    p.request.collectPacket = p.mapping("m![K]");
    p.request.row = p.mapping("m![N]");
    p.request.element = p.mapping("m![O, M, K]");
    p.request.address = TrfAddress::FirstHalf;
    return p;
}

}  // namespace

class ContractionTest : public QObject {
    Q_OBJECT

private slots:
    // contraction.json: aligner-bmm-collect-broadcast-permute (manual line 3816)
    void alignerCollectsBroadcastsAndPermutes() {
        Example ex("M=32,N=8,K=16,L=2,O=2");
        const auto& time = ex.m("m![M, O, L]");
        const auto& packet = ex.m("m![K]");
        const auto& row = ex.m("m![N]");
        const auto& element = ex.m("m![O, M, K]");
        const auto& outTime = ex.m("m![M, O]");
        const auto& outPacket = ex.m("m![L, K]");
        const auto plan = must(planAlign({time, packet, {row, element, DType::BF16, TrfAddress::FirstHalf}, outTime, outPacket}));
        QCOMPARE(plan.stream.collectFlits, u64{2});
        QCOMPARE(plan.stream.dataBytes, u64{64});
        QCOMPARE(plan.stream.rows, u64{8});
        QCOMPARE(plan.trf.regReadSizeBytes, u64{32});
        QCOMPARE(plan.trf.broadcastFactor, u64{2});
        QCOMPARE(plan.trf.layout.elementsPerRow, u64{1024});
        QCOMPARE(plan.trf.entries.size(), std::size_t{2});
        QCOMPARE(text(plan.trf.entries[0].term), QStringLiteral("O"));  // Entry 0: the inner loop
        QCOMPARE(plan.trf.entries[0].size, u64{2});
        QCOMPARE(plan.trf.entries[0].stride, std::int64_t{1024});  // K x M x sizeof(bf16)
        QCOMPARE(text(plan.trf.entries[1].term), QStringLiteral("M"));
        QCOMPARE(plan.trf.entries[1].size, u64{32});
        QCOMPARE(plan.trf.entries[1].stride, std::int64_t{32});  // K x sizeof(bf16)

        const Computation c{row, outTime, outPacket, DType::BF16};
        const auto contracted = must(planContract(c, ex.m("m![L]")));
        QCOMPARE(contracted.treeDepth, 4u);
        QVERIFY(
            must(planAccumulate(c, ex.m("m![L]"), ex.m("m![M, O, L]"), ex.m("m![N]"), AccumulationKind::Interleaved)).reducedAxes.empty());
    }

    // contraction.json: contraction-bmm-v-vectorized (manual line 3720). The dump's
    // `H | Row | T` is Time | Row | Packet; the input is read once per N / 8
    // (a Fetch broadcast, so the collect Time carries N / 8); the tree sums
    // nothing (depth 0, V stays in the 32 lanes) and Sequential accumulation
    // removes K: `H: [M, N = 24] | T: [V]` is OutTime [M, N, V / 8], OutPacket [V % 8].
    void batchedMatmulVectorized() {
        Example ex("M=5,N=24,K=32,V=32");
        const auto& row = ex.m("m![N % 8]");
        const auto& element = ex.m("m![N / 8, K, V]");
        const auto& time = ex.m("m![M, N / 8, K]");
        const auto& packet = ex.m("m![V]");
        const auto plan = must(
            planAlign({ex.m("m![M, N / 8, K, V / 16]"), ex.m("m![V % 16]"), {row, element, DType::BF16, TrfAddress::Full}, time, packet}));
        QCOMPARE(plan.trf.regReadSizeBytes, u64{64});
        QCOMPARE(plan.trf.entries.back().stride, std::int64_t{0});  // M: weights reused
        const Computation c{row, time, packet, DType::BF16};
        QCOMPARE(must(planContract(c, ex.m("m![V]"))).treeDepth, 0u);
        const auto acc = must(planAccumulate(c, ex.m("m![V]"), ex.m("m![M, N, V / 8]"), ex.m("m![V % 8]"), AccumulationKind::Sequential));
        QCOMPARE(acc.reducedAxes, std::vector<std::string>{"K"});
        QCOMPARE(acc.innerAxesSize, u64{32});  // Row 8 x Packet_outer 4
    }

    // contraction.json: contraction-bmm-nm-tiled (manual line 3728): M in the lanes,
    // so each weight is broadcast over the whole packet (reg_read_size one bf16).
    // The dump's TRF mapping also lists M = 32, which the weights (VNK) do not
    // have; stored it would be 30720 bytes per Row, over the 8192 of Full.
    void batchedMatmulTiled() {
        Example ex("M=32,N=24,K=32,V=5");
        const auto& row = ex.m("m![N % 8]");
        const auto& element = ex.m("m![V, N / 8, K]");
        const auto& time = ex.m("m![V, N / 8, K]");
        const auto& packet = ex.m("m![M]");
        const auto plan = must(
            planAlign({ex.m("m![V, N / 8, K, M / 16]"), ex.m("m![M % 16]"), {row, element, DType::BF16, TrfAddress::Full}, time, packet}));
        QCOMPARE(plan.trf.regReadSizeBytes, u64{2});
        QCOMPARE(plan.trf.broadcastFactor, u64{32});
        const Computation c{row, time, packet, DType::BF16};
        const auto acc = must(planAccumulate(c, ex.m("m![M]"), ex.m("m![V, N, M / 8]"), ex.m("m![M % 8]"), AccumulationKind::Sequential));
        QCOMPARE(acc.reducedAxes, std::vector<std::string>{"K"});
        Example stored("M=32,N=24,K=32,V=5");
        QCOMPARE(kind(layoutTrf({stored.m("m![N % 8]"), stored.m("m![V, N / 8, K, M]"), DType::BF16, TrfAddress::Full})),
                 QStringLiteral("trf_capacity"));
    }

    // contraction.json: contraction-bmm-k-contraction (manual line 3712; disputed, no
    // reading in the corpus). Ours: the TRF holds V = 32 (not 5) and the
    // computation Time carries the N / 8 = 3 that the accumulation mapping has:
    // Time [V, M, N / 8], Packet [K], tree depth 5, Interleaved [V, M, N / 8] | [N % 8].
    void batchedMatmulKContraction() {
        Example ex("M=32,N=24,K=32,V=32");
        const auto& row = ex.m("m![N % 8]");
        const auto& element = ex.m("m![V, N / 8, K]");
        const auto& time = ex.m("m![V, M, N / 8]");
        const auto& packet = ex.m("m![K]");
        const auto plan = must(
            planAlign({ex.m("m![V, M, N / 8, K / 16]"), ex.m("m![K % 16]"), {row, element, DType::BF16, TrfAddress::Full}, time, packet}));
        QCOMPARE(plan.trf.regReadSizeBytes, u64{64});
        const Computation c{row, time, packet, DType::BF16};
        QCOMPARE(must(planContract(c, ex.m("m![1]"))).treeDepth, 5u);
        QVERIFY(must(planAccumulate(c, ex.m("m![1]"), ex.m("m![V, M, N / 8]"), ex.m("m![N % 8]"), AccumulationKind::Interleaved))
                    .reducedAxes.empty());
    }

    // contraction.json: stream-adapter-flit-buffer (manual line 3916)
    void flitBufferTable() {
        QCOMPARE(kFlitBufferBytes, kMaxCollectFlits * kFlitBytes);  // collect_flits 3: 96 bytes
        Example ex("M=32,N=8,K=16,L=2");
        const auto& row = ex.m("m![N]");
        const auto one = must(planStream({ex.m("m![M]"), ex.m("m![K]"), ex.m("m![M]"), ex.m("m![K # 32]"), row.size(), DType::BF16}));
        QCOMPARE(one.collectFlits, u64{1});
        QCOMPARE(one.dataBytes, u64{32});
        QCOMPARE(one.zeroPaddingBytes, u64{32});
        QVERIFY(!one.fullMacUtilization);
        QCOMPARE(one.outPacketBytes, u64{64});
        const auto two = must(planStream({ex.m("m![M, L]"), ex.m("m![K]"), ex.m("m![M]"), ex.m("m![L, K]"), row.size(), DType::BF16}));
        QCOMPARE(two.collectFlits, u64{2});
        QCOMPARE(two.dataBytes, u64{64});
        QCOMPARE(two.zeroPaddingBytes, u64{0});
        QVERIFY(two.fullMacUtilization);
        for (u64 rows : {1, 2, 4, 8})
            QCOMPARE(must(planStream({ex.m("m![M]"), ex.m("m![K]"), ex.m("m![M]"), ex.m("m![K # 32]"), rows, DType::BF16})).rows, rows);
        QCOMPARE(kind(planStream({ex.m("m![M]"), ex.m("m![K]"), ex.m("m![M]"), ex.m("m![K # 32]"), 3, DType::BF16})),
                 QStringLiteral("row_count"));
        // Three flits are the convolutions' shift-reuse, not a plain align.
        Example three("M=32,K=16,L=3");
        QCOMPARE(kind(planStream({three.m("m![M, L]"), three.m("m![K]"), three.m("m![M]"), three.m("m![K # 32]"), 8, DType::BF16})),
                 QStringLiteral("shift_reuse_required"));
    }

    // contraction.json: stream-adapter-collect-flits-2 (manual line 3959)
    void collectTwoFlits() {
        Example ex("M=32,N=8,K=16,L=2,O=2");
        const auto plan = must(planStream({ex.m("m![M, O, L]"), ex.m("m![K]"), ex.m("m![M, O]"), ex.m("m![L, K]"), 8, DType::BF16}));
        QCOMPARE(plan.collectFlits, u64{2});
        QCOMPARE(plan.outPacketBytes, u64{64});
        QCOMPARE(plan.rows, u64{8});
        QVERIFY(plan.tilingAxes.empty());
    }

    // contraction.json: stream-adapter-collect-flits-1 (manual line 3984)
    void collectOneFlit() {
        Example ex("M=32,N=8,K=16");
        const auto& row = ex.m("m![N]");
        const auto& element = ex.m("m![K]");
        const auto plan = must(
            planAlign({ex.m("m![M]"), ex.m("m![K]"), {row, element, DType::BF16, TrfAddress::Full}, ex.m("m![M]"), ex.m("m![K # 32]")}));
        QCOMPARE(plan.stream.collectFlits, u64{1});
        QVERIFY(!plan.stream.fullMacUtilization);
        QCOMPARE(plan.trf.regReadSizeBytes, u64{32});  // the zero half needs no weights
    }

    // contraction.json: stream-adapter-time-broadcast (manual line 4010)
    void timeBroadcastTilesInnermost() {
        Example ex("M=32,N=8,K=16,T=5");
        const auto& row = ex.m("m![N]");
        const auto& element = ex.m("m![T, K]");
        const auto plan = must(
            planAlign({ex.m("m![M]"), ex.m("m![K]"), {row, element, DType::BF16, TrfAddress::Full}, ex.m("m![M, T]"), ex.m("m![K # 32]")}));
        QCOMPARE(plan.stream.tileFactor, u64{5});
        QCOMPARE(plan.stream.tilingAxes, std::vector<std::string>{"T"});
        QCOMPARE(plan.trf.entries[0].term, std::string("T"));
        QCOMPARE(plan.trf.entries[0].stride, std::int64_t{32});
        QCOMPARE(plan.trf.entries[1].stride, std::int64_t{0});  // M: weights reused
        // Tiling axes go innermost.
        QCOMPARE(kind(planStream({ex.m("m![M]"), ex.m("m![K]"), ex.m("m![T, M]"), ex.m("m![K # 32]"), 8, DType::BF16})),
                 QStringLiteral("time_broadcast_position"));
    }

    // contraction.json: trf-reg-types (manual line 4142)
    void trfRegTypes() {
        const unsigned bits[] = {5, 10, 10, 20}, slotCounts[] = {1, 2, 2, 4};
        const u64 perRow[] = {64, 32, 32, 16};
        for (unsigned code = 0; code < 4; ++code) {
            QCOMPARE(regType(code).bits, bits[code]);
            QCOMPARE(regType(code).slotsPerElement, slotCounts[code]);
            QCOMPARE(regType(code).perRow, perRow[code]);
            QCOMPARE(regType(code).perRow * regType(code).slotsPerElement * kTrfSlotBits, kTrfRowBits);
        }
        QCOMPARE(regTypeFor(DType::BF16)->code, 3u);
        QCOMPARE(regTypeFor(DType::I4)->code, 0u);
        QCOMPARE(trfRowsPerBank(TrfAddress::Full, 8), u64{128});
        QCOMPARE(trfRowsPerBank(TrfAddress::FirstHalf, 8), u64{64});
        QCOMPARE(trfRowsPerBank(TrfAddress::Full, 4), u64{256});  // rows = 4 lends a bit to the row address
        QCOMPARE(trfRegionBase(TrfAddress::SecondHalf, 8), u64{64 * 2 * 32});
    }

    // contraction.json: trf-cache-capacity (manual line 4189)
    void trfCache() {
        QCOMPARE(kTrfCacheBytes, u64{2048});
        QCOMPARE(kTrfCacheRowsPerRow * kTrfBankColumns, u64{8});
        QCOMPARE(kTrfCacheEntryBytes, u64{32});
    }

    // contraction.json: trf-basic-weight-broadcast (manual line 4201; disputed comment)
    void trfBasicWeightBroadcast() {
        Example ex("M=32,N=8,K=32");
        const auto& row = ex.m("m![N]");
        const auto& element = ex.m("m![K]");
        const auto& collectTime = ex.m("m![M, K / 16]");
        const auto& collectPacket = ex.m("m![K % 16]");
        const auto plan =
            must(planAlign({collectTime, collectPacket, {row, element, DType::BF16, TrfAddress::Full}, ex.m("m![M]"), ex.m("m![K]")}));
        QCOMPARE(plan.trf.regReadSizeBytes, u64{64});
        QVERIFY(plan.trf.alignment64);
        QCOMPARE(plan.trf.entries.size(), std::size_t{1});
        QCOMPARE(plan.trf.entries[0].size, u64{32});
        QCOMPARE(plan.trf.entries[0].stride, std::int64_t{0});
        QCOMPARE(plan.trf.entries[0].term, std::string("M"));
        const Computation c{row, ex.m("m![M]"), ex.m("m![K]"), DType::BF16};
        QCOMPARE(must(planContract(c, ex.m("m![1]"))).treeDepth, 5u);
        QVERIFY(must(planAccumulate(c, ex.m("m![1]"), ex.m("m![M]"), ex.m("m![N]"), AccumulationKind::Interleaved)).reducedAxes.empty());
        // The comment's "computation mapping" (Time [M, K / 16], Packet [K % 16]) is
        // the collect mapping: as an OutPacket it is 32 bytes, not mac_width.
        QCOMPARE(
            kind(planAlign(
                {collectTime, collectPacket, {row, element, DType::BF16, TrfAddress::Full}, ex.m("m![M, K / 16]"), ex.m("m![K % 16]")})),
            QStringLiteral("out_packet_size"));
    }

    // contraction.json: trf-small-reg-read-size (manual line 4249; disputed comment)
    void trfSmallRegReadSize() {
        Example ex("M=32,N=8,K=16,L=2,O=2");
        const auto& row = ex.m("m![N]");
        const auto& element = ex.m("m![O, K]");
        const auto plan = must(planAlign(
            {ex.m("m![O, M, L]"), ex.m("m![K]"), {row, element, DType::BF16, TrfAddress::FirstHalf}, ex.m("m![O, M]"), ex.m("m![L, K]")}));
        QCOMPARE(plan.trf.regReadSizeBytes, u64{32});
        QCOMPARE(plan.trf.broadcastFactor, u64{2});
        QCOMPARE(plan.trf.entries.size(), std::size_t{2});
        QCOMPARE(plan.trf.entries[0].term, std::string("M"));
        QCOMPARE(plan.trf.entries[0].size, u64{32});
        QCOMPARE(plan.trf.entries[0].stride, std::int64_t{0});
        QCOMPARE(plan.trf.entries[1].term, std::string("O"));
        QCOMPARE(plan.trf.entries[1].size, u64{2});
        QCOMPARE(plan.trf.entries[1].stride, std::int64_t{32});
        QCOMPARE(plan.trf.layout.elementsPerRow, u64{32});  // O x K, not the comment's 16
        const Computation c{row, ex.m("m![O, M]"), ex.m("m![L, K]"), DType::BF16};
        const auto acc = must(planAccumulate(c, ex.m("m![L]"), ex.m("m![O, M, L]"), ex.m("m![N]"), AccumulationKind::Interleaved));
        QVERIFY(same(ex.m(acc.expectedOutTime), "m![O, M, L]"));
    }

    // contraction.json: reducer-matmul-depth5 (manual line 4333)
    void reducerMatmulDepth5() {
        Example ex("A=32,B=32,C=8");
        const auto& row = ex.m("m![C]");
        const auto& element = ex.m("m![B]");
        must(planAlign(
            {ex.m("m![A, B / 16]"), ex.m("m![B % 16]"), {row, element, DType::BF16, TrfAddress::Full}, ex.m("m![A]"), ex.m("m![B]")}));
        const Computation c{row, ex.m("m![A]"), ex.m("m![B]"), DType::BF16};
        const auto contracted = must(planContract(c, ex.m("m![1]")));
        QCOMPARE(contracted.treeDepth, 5u);
        QCOMPARE(contracted.elementsPerSum, u64{32});
        QCOMPARE(contracted.outDtype, DType::F32);
        const auto acc = must(planAccumulate(c, ex.m("m![1]"), ex.m("m![A]"), ex.m("m![C]"), AccumulationKind::Interleaved));
        QVERIFY(same(ex.m(acc.expectedOutPacket), "m![C]"));
    }

    // contraction.json: reducer-full-tensor-reduction (manual line 4360; disputed)
    void fullTensorReductionInSlice() {
        Example ex("A=65536");
        const Computation c{ex.m("m![1]"), ex.m("m![A / 32 % 8]"), ex.m("m![A % 32]"), DType::BF16};
        const auto contracted = must(planContract(c, ex.m("m![1]")));
        QCOMPARE(contracted.treeDepth, 5u);
        QCOMPARE(contracted.spatialCycles, u64{5});
        QVERIFY(same(ex.m("m![" + contracted.spatialAxes + "]"), "m![A % 32]"));
        const auto acc = must(planAccumulate(c, ex.m("m![1]"), ex.m("m![1]"), ex.m("m![1 # 8]"), AccumulationKind::Interleaved));
        QCOMPARE(acc.reducedAxes.size(), std::size_t{1});
        QVERIFY(same(ex.m("m![" + acc.reducedAxes[0] + "]"), "m![A / 32 % 8]"));
        QCOMPARE(acc.temporalCycles, u64{8});
        QCOMPARE(contracted.spatialCycles + acc.temporalCycles, u64{13});  // not the text's "~40"
    }

    // contraction.json: reducer-temporal-buffer-trace (manual line 4410)
    void temporalBufferTrace() {
        Example ex("A=2048,B=8");
        const auto& time = ex.m("m![B / 4, A % 8]");
        const auto removed = factorsOver(time, {*time.env().find("B")});
        QCOMPARE(removed, (std::vector<bool>{true, false}));
        const auto trace = accumulatorTrace(time, removed);
        QCOMPARE(trace.size(), std::size_t{16});
        for (u64 f = 0; f < 16; ++f) {
            QCOMPARE(trace[f].flit, f);
            QCOMPARE(trace[f].slot, f % 8);
            QCOMPARE(trace[f].accumulate, f >= 8);
            QCOMPARE(trace[f].output, f == 15);
            QCOMPARE(trace[f].time, (std::vector<u64>{f / 8, f % 8}));  // the table's `B / 4` and `A % 8` columns
        }
        // "outputs 16 flits", "uses 8 buffer slots", "After flit 15, the buffer ... outputs them".
        const AccumulatorTraceSummary summary = summarize(trace);
        QCOMPARE(summary.flits, u64{16});
        QCOMPARE(summary.slotsUsed, u64{8});
        QCOMPARE(summary.outputAfter, std::vector<u64>{15});
        // Reducing the inner axis instead outputs after every run of it.
        const auto& inner = ex.m("m![A % 4, B % 2]");
        const auto innerSummary = summarize(accumulatorTrace(inner, factorsOver(inner, {*inner.env().find("B")})));
        QCOMPARE(innerSummary.slotsUsed, u64{1});
        QCOMPARE(innerSummary.outputAfter, (std::vector<u64>{1, 3, 5, 7}));
    }

    // contraction.json: reducer-interleaved-example (manual line 4451; disputed comment)
    void interleavedAccumulation() {
        Example ex("M=4,N=8,K=64");
        const Computation c{ex.m("m![N]"), ex.m("m![K / 16, M]"), ex.m("m![K % 16 # 32]"), DType::BF16};
        const auto& contracted = ex.m("m![K % 16 / 4]");
        QCOMPARE(must(planContract(c, contracted)).treeDepth, 2u);
        const auto acc = must(planAccumulate(c, contracted, ex.m("m![M, K % 16 / 4]"), ex.m("m![N]"), AccumulationKind::Interleaved));
        QCOMPARE(acc.innerAxesSize, u64{16});
        QCOMPARE(acc.innerLimit, u64{128});
        QCOMPARE(acc.columnGroups, u64{8});  // 32 / m, the mode's rule (the comment says 4)
        QCOMPARE(acc.reducedAxes, std::vector<std::string>{"K / 16"});
    }

    // contraction.json: reducer-sequential-example (manual line 4493)
    void sequentialAccumulation() {
        Example ex("M=4,N=8,K=64");
        const Computation c{ex.m("m![N]"), ex.m("m![K / 16, M]"), ex.m("m![K % 16 # 32]"), DType::BF16};
        const auto& contracted = ex.m("m![K % 16 / 4]");
        const auto acc = must(planAccumulate(c, contracted, ex.m("m![M, N]"), ex.m("m![K % 16 / 4 # 8]"), AccumulationKind::Sequential));
        QCOMPARE(acc.innerAxesSize, u64{32});
        QCOMPARE(acc.innerLimit, u64{32});
        QVERIFY(same(ex.m(acc.packetOuter), "m![1]"));
        QCOMPARE(acc.rowGroups, u64{1});
    }

    // contraction.json: reducer-limits (manual line 4530)
    void reducerLimits() {
        QCOMPARE(*treeDepth(DType::I4), 7u);
        QCOMPARE(*treeDepth(DType::I8), 6u);
        QCOMPARE(*treeDepth(DType::F8E4M3), 6u);
        QCOMPARE(*treeDepth(DType::BF16), 5u);
        QVERIFY(!treeDepth(DType::F32));
        for (DType t : {DType::I4, DType::I8, DType::F8E4M3, DType::BF16})
            QCOMPARE(u64{1} << *treeDepth(t), elementsIn(t, kMacWidthBytes));  // the tree sums one mac_width
        QCOMPARE(kAccumulatorSlots, u64{1024});
        QCOMPARE(kInterleavedInnerMax, u64{128});
        QCOMPARE(kSequentialInnerMax, u64{32});
        QCOMPARE(widened(DType::I4), DType::I32);
        QCOMPARE(widened(DType::I8), DType::I32);
        QCOMPARE(widened(DType::F8E4M3), DType::F32);
        QCOMPARE(widened(DType::BF16), DType::F32);
        Example ex("M=4,K=32");
        const Computation oneRow{ex.m("m![1]"), ex.m("m![M]"), ex.m("m![K]"), DType::BF16};
        QCOMPARE(must(planAccumulate(oneRow, ex.m("m![1]"), ex.m("m![M]"), ex.m("m![1 # 8]"), AccumulationKind::Interleaved)).usefulSlots,
                 u64{128});
    }

    // contraction.json: contraction-conv-* (manual lines 3739-3776): the sliding
    // input's size, 1 + sum((size - 1) * stride), the flits the shift buffer
    // feeds, the shifts, and the lanes of the computation Packet (the dumps' T).
    void convolutionShiftReuse_data() {
        QTest::addColumn<QString>("axes");
        QTest::addColumn<QString>("window");
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("feedFlits");
        QTest::addColumn<int>("shifts");
        QTest::addColumn<int>("shiftStride");
        QTest::addColumn<QString>("lanes");
        QTest::addColumn<QString>("dump");  // the manual's `T:` part, as printed
        QTest::newRow("stride1") << "W=30,Fw=3"
                                 << "m![$(W:1, Fw:1)]" << 32 << 2 << 2 << 1 << "m![W # 32]"
                                 << "T: [W=30+2#]";
        QTest::newRow("stride2") << "W=15,Fw=4"
                                 << "m![$(W:2, Fw:1)]" << 32 << 2 << 1 << 2 << "m![W # 16, Fw % 2]"
                                 << "T: [W=15+1#, Fw=2]";
        QTest::newRow("stride2-feed3") << "W=16,Fw=4"
                                       << "m![$(W:2, Fw:1)]" << 34 << 3 << 1 << 2 << "m![W, Fw % 2]"
                                       << "T: [W=16, Fw=2]";
        QTest::newRow("dilation2 (31, not the manual's 32)") << "W=27,Fw=3"
                                                             << "m![$(W:1, Fw:2)]" << 31 << 2 << 2 << 2 << "m![W # 32]"
                                                             << "T: [W=27+5#]";
        QTest::newRow("stride2-dilation2") << "W=14,Fw=3"
                                           << "m![$(W:2, Fw:2) # 32]" << 31 << 2 << 2 << 2 << "m![W # 16, 1 # 2]"
                                           << "T: [W=14+2#, 1+1z]";
    }
    void convolutionShiftReuse() {
        QFETCH(QString, axes);
        QFETCH(QString, window);
        QFETCH(int, size);
        QFETCH(int, feedFlits);
        QFETCH(int, shifts);
        QFETCH(int, shiftStride);
        QFETCH(QString, lanes);
        QFETCH(QString, dump);
        const auto axesText = axes.toStdString();
        const auto sliding = test::compile(axesText.c_str(), window.toStdString());
        const auto plan = must(planShiftReuse(sliding, DType::BF16));
        QCOMPARE(plan.slidingSize, u64(size));
        QCOMPARE(plan.feedFlits, u64(feedFlits));
        QCOMPARE(plan.shifts, u64(shifts));
        QCOMPARE(plan.shiftStride, u64(shiftStride));
        const auto packet = test::compile(axesText.c_str(), "m![" + plan.lanes + "]");
        QCOMPARE(packet.size(), u64{32});  // the 64-byte Packet
        QVERIFY2(same(packet, lanes.toStdString()), plan.lanes.c_str());
        QCOMPARE(QString::fromStdString(plan.dumpLanes), dump);
    }

    void shiftReuseRefusals() {
        const auto window = test::compile("W=40,Fw=3", "m![$(W:1, Fw:1)]");  // 42 bf16 = 84 bytes: 3 flits, but 40 > 32 lanes
        QCOMPARE(must(shiftReuseFeedFlits(window, DType::BF16)), u64{3});
        QCOMPARE(kind(planShiftReuse(window, DType::BF16)), QStringLiteral("shift_lanes"));
        const auto wide = test::compile("W=60,Fw=3", "m![$(W:1, Fw:1)]");  // 124 bytes > 96
        QCOMPARE(kind(planShiftReuse(wide, DType::BF16)), QStringLiteral("flit_buffer"));
        QCOMPARE(kind(planShiftReuse(test::compile("W=8,Fw=3", "m![W, Fw]"), DType::BF16)), QStringLiteral("shift_window"));
        QCOMPARE(kind(planShiftReuse(test::compile("W=8,Fw=3", "m![$(W:2, Fw:3)]"), DType::BF16)), QStringLiteral("shift_window"));
    }

    // The three store_weights examples: to_trf writes the stream in order,
    // outermost axes becoming the Row.
    void storeWeights() {
        Example a("M=32,N=8,K=16,L=2,O=2");
        const auto aligner =
            must(planToTrf(a.m("m![N, O, M]"), a.m("m![K]"), {a.m("m![N]"), a.m("m![O, M, K]"), DType::BF16, TrfAddress::FirstHalf}));
        QCOMPARE(aligner.layout.elementsPerRow, u64{1024});  // "each Row stores 2x32x16 = 1024 bf16 elements"
        QCOMPARE(aligner.flits, u64{8 * 2 * 32});
        Example basic("M=32,N=8,K=32");
        QCOMPARE(must(planToTrf(basic.m("m![N, K / 16]"), basic.m("m![K % 16]"),
                                {basic.m("m![N]"), basic.m("m![K]"), DType::BF16, TrfAddress::Full}))
                     .layout.elementsPerRow,
                 u64{32});
        QCOMPARE(must(planToTrf(a.m("m![N, O]"), a.m("m![K]"), {a.m("m![N]"), a.m("m![O, K]"), DType::BF16, TrfAddress::FirstHalf}))
                     .layout.elementsPerRow,
                 u64{32});
        QCOMPARE(kind(planToTrf(a.m("m![O, N]"), a.m("m![K]"), {a.m("m![N]"), a.m("m![O, K]"), DType::BF16, TrfAddress::Full})),
                 QStringLiteral("to_trf_layout"));
        QCOMPARE(kind(planToTrf(a.m("m![N]"), a.m("m![O, K]"), {a.m("m![N]"), a.m("m![O, K]"), DType::BF16, TrfAddress::Full})),
                 QStringLiteral("flit_size"));
    }

    // Derived defaults: the mappings of the manual's examples come out of what precedes them.
    void derivedMappings() {
        Example ex("M=32,N=8,K=16,L=2,O=2,T=5");
        const auto aligner = must(deriveAlign(ex.m("m![M, O, L]"), ex.m("m![K]"), ex.m("m![N]"), ex.m("m![O, M, K]"), DType::BF16));
        QVERIFY(same(aligner.time, "m![M, O]"));
        QVERIFY(same(aligner.packet, "m![L, K]"));
        const auto one = must(deriveAlign(ex.m("m![M]"), ex.m("m![K]"), ex.m("m![N]"), ex.m("m![K]"), DType::BF16));
        QVERIFY(same(one.time, "m![M]"));
        QVERIFY(same(one.packet, "m![K # 32]"));
        const auto tiled = must(deriveAlign(ex.m("m![M]"), ex.m("m![K]"), ex.m("m![N]"), ex.m("m![T, K]"), DType::BF16));
        QVERIFY(same(tiled.time, "m![M, T]"));
        Example basic("M=32,N=8,K=32");
        const auto split =
            must(deriveAlign(basic.m("m![M, K / 16]"), basic.m("m![K % 16]"), basic.m("m![N]"), basic.m("m![K]"), DType::BF16));
        QVERIFY(same(split.time, "m![M]"));
        QVERIFY(same(split.packet, "m![K]"));

        const Computation c{ex.m("m![N]"), aligner.time, aligner.packet, DType::BF16};
        QVERIFY(same(must(deriveContract(c, std::nullopt)), "m![1]"));
        QVERIFY(same(must(deriveContract(c, 4u)), "m![L]"));
        QCOMPARE(kind(deriveContract(c, 6u)), QStringLiteral("tree_depth"));

        Example red("M=4,N=8,K=64");
        const Computation r{red.m("m![N]"), red.m("m![K / 16, M]"), red.m("m![K % 16 # 32]"), DType::BF16};
        const auto& contracted = red.m("m![K % 16 / 4]");
        const std::set<mapping::AxisId> k{*red.m("m![K]").env().find("K")};
        const auto inter = must(deriveAccumulate(r, contracted, k, AccumulationKind::Interleaved));
        QVERIFY(same(inter.time, "m![M, K % 16 / 4]"));
        QVERIFY(same(inter.packet, "m![N]"));
        const auto seq = must(deriveAccumulate(r, contracted, k, AccumulationKind::Sequential));
        QVERIFY(same(seq.time, "m![M, N]"));
        QVERIFY(same(seq.packet, "m![K % 16 / 4 # 8]"));
        const std::set<mapping::AxisId> n{*red.m("m![N]").env().find("N")};
        QCOMPARE(kind(deriveAccumulate(r, contracted, n, AccumulationKind::Interleaved)), QStringLiteral("accumulate_time"));
    }

    // Bad input: each refusal has its kind and a sentence.
    void refusals() {
        Example ex("M=32,N=8,K=32,J=3,X=100");
        const auto& row = ex.m("m![N]");
        const auto& element = ex.m("m![K]");
        const TrfTensorSpec trf{row, element, DType::BF16, TrfAddress::Full};
        QCOMPARE(kind(planAlign({ex.m("m![M, K / 16]"), ex.m("m![K % 16]"), trf, ex.m("m![M]"), ex.m("m![K / 2, K % 2]")})),
                 QStringLiteral("ok"));
        QCOMPARE(kind(planAlign({ex.m("m![M, K / 16]"), ex.m("m![K % 16]"), trf, ex.m("m![M]"), ex.m("m![K % 2, K / 2]")})),
                 QStringLiteral("stream_layout"));
        QCOMPARE(
            kind(planAlign(
                {ex.m("m![M, K / 16]"), ex.m("m![K % 16]"), {row, element, DType::F32, TrfAddress::Full}, ex.m("m![M]"), ex.m("m![K]")})),
            QStringLiteral("unsupported_dtype"));
        QCOMPARE(kind(planAlign({ex.m("m![M]"), ex.m("m![K]"), trf, ex.m("m![M]"), ex.m("m![K]")})), QStringLiteral("flit_size"));
        // Weights the TRF does not hold; weights in an order loops cannot follow.
        const auto& half = ex.m("m![K % 16]");
        QCOMPARE(kind(planTrfSequencer({row, half, DType::BF16, TrfAddress::Full}, ex.m("m![M]"), ex.m("m![K]"))),
                 QStringLiteral("trf_missing_element"));
        const auto& swapped = ex.m("m![K % 16, K / 16]");
        QCOMPARE(kind(planTrfSequencer({row, swapped, DType::BF16, TrfAddress::Full}, ex.m("m![M]"), ex.m("m![K]"))),
                 QStringLiteral("trf_packet_layout"));
        // 64-byte reads need 64-byte aligned strides: rows of 40 elements are 80 bytes apart.
        Example pad("M=2,N=8,K=32");
        const auto& padded = pad.m("m![M, K # 40]");
        QCOMPARE(kind(planTrfSequencer({pad.m("m![N]"), padded, DType::BF16, TrfAddress::Full}, pad.m("m![M]"), pad.m("m![K]"))),
                 QStringLiteral("trf_alignment"));
        // Capacity: 8192 bytes per Row in Full mode, half of it in a half.
        Example big("N=8,K=4096");
        QCOMPARE(kind(layoutTrf({big.m("m![N]"), big.m("m![K]"), DType::BF16, TrfAddress::Full})), QStringLiteral("ok"));
        const auto tooBig = layoutTrf({big.m("m![N]"), big.m("m![K]"), DType::BF16, TrfAddress::SecondHalf});
        QCOMPARE(kind(tooBig), QStringLiteral("trf_capacity"));
        QVERIFY(tooBig.error().fix.has_value());
        QCOMPARE(kind(layoutTrf({ex.m("m![J]"), element, DType::BF16, TrfAddress::Full})), QStringLiteral("row_count"));
    }

    // The batched matmul with every mapping given, as the manual writes it:
    // collect_flits 2, reg_read_size 32 bytes, a tree of depth 4 giving 2
    // outputs per Row, and 4 + 64 cycles.
    void pipelineRunsTheStagesGiven() {
        Pipeline p = batchedMatmul();
        p.request.time = p.mapping("m![M, O]");
        p.request.packet = p.mapping("m![L, K]");
        p.request.contracted = p.mapping("m![L]");
        p.request.outTime = p.mapping("m![M, O, L]");
        p.request.outPacket = p.mapping("m![N]");
        const ContractionPipeline run = runContraction(p.request);
        QVERIFY2(!run.error, run.error ? run.error->message.c_str() : "");
        QVERIFY(run.hasComputation());
        QVERIFY(run.derived.empty());
        QVERIFY(run.align);
        QCOMPARE(run.align->stream.collectFlits, u64{2});
        QCOMPARE(run.align->trf.regReadSizeBytes, u64{32});
        QVERIFY(run.contract);
        QCOMPARE(run.contract->treeDepth, 4u);
        QCOMPARE(run.contract->outputsPerRow, u64{2});
        QCOMPARE(run.cycles->spatial, u64{4});
        QCOMPARE(run.cycles->temporal, u64{64});
        QCOMPARE(run.cycles->total(), u64{68});
        QVERIFY(run.accumulate);
        QVERIFY(run.accumulate->reducedAxes.empty());
        QVERIFY(!run.shiftReuse && !run.toTrf);
        QVERIFY(run.trace.empty() && !run.traceSummary);
    }

    // The same with the computation, contract's OutPacket (depth 4) and
    // accumulate's output (reduce O) derived, and the weights stored first.
    void pipelineDerivesWhatIsLeftOut() {
        Pipeline p = batchedMatmul();
        p.request.depth = 4;
        p.request.reduce = {p.axis("O")};
        p.request.storeTime = p.mapping("m![N, O, M]");
        p.request.storePacket = p.mapping("m![K]");
        const ContractionPipeline run = runContraction(p.request);
        QVERIFY2(!run.error, run.error ? run.error->message.c_str() : "");
        QCOMPARE(run.derived, (std::vector<std::string>{"time", "packet", "contract", "out-time", "out-packet"}));
        QVERIFY(run.toTrf);
        QCOMPARE(run.toTrf->flits, u64{8 * 2 * 32});
        QVERIFY(same(*run.time, "m![M, O]"));
        QVERIFY(same(*run.packet, "m![L, K]"));
        QVERIFY(same(*run.contracted, "m![L]"));
        QVERIFY(same(*run.outTime, "m![M, L]"));
        QVERIFY(same(*run.outPacket, "m![N]"));
        QCOMPARE(run.accumulate->reducedAxes, std::vector<std::string>{"O"});
        QCOMPARE(run.accumulate->innerAxesSize, u64{2});
        QCOMPARE(run.accumulate->slotsNeeded, u64{16});
        QCOMPARE(run.cycles->total(), u64{68});
    }

    // The Reducer's temporal-accumulation table (manual line 4410) through
    // the pipeline: 16 flits into 8 slots, output after flit 15; a Time past
    // kMaxTraceFlits is not traced.
    void pipelineTracesTheAccumulator() {
        Pipeline p{"A=2048,B=8", {}};
        p.request.row = p.mapping("m![1]");
        p.request.time = p.mapping("m![B / 4, A % 8]");
        p.request.packet = p.mapping("m![B % 4 # 32]");
        p.request.contracted = p.mapping("m![1]");
        p.request.reduce = {p.axis("B")};
        p.request.trace = true;
        const ContractionPipeline run = runContraction(p.request);
        QVERIFY2(!run.error, run.error ? run.error->message.c_str() : "");
        QCOMPARE(run.trace.size(), std::size_t{16});
        QCOMPARE(run.traceSummary->flits, u64{16});
        QCOMPARE(run.traceSummary->slotsUsed, u64{8});
        QCOMPARE(run.traceSummary->outputAfter, std::vector<u64>{15});
        QVERIFY(!run.traceOmitted);

        Pipeline big{"A=1048576,B=8", {}};
        big.request.row = big.mapping("m![1]");
        big.request.time = big.mapping("m![A, B / 4]");
        big.request.packet = big.mapping("m![B % 4 # 32]");
        big.request.contracted = big.mapping("m![1]");
        big.request.reduce = {big.axis("B")};
        big.request.trace = true;
        const ContractionPipeline untraced = runContraction(big.request);
        QVERIFY2(!untraced.error, untraced.error ? untraced.error->message.c_str() : "");
        QVERIFY(untraced.traceOmitted);
        QVERIFY(untraced.trace.empty() && !untraced.traceSummary);
    }

    // A broken rule stops the pipeline; what the stages before it found stays.
    void pipelineStopsAtTheFirstBrokenRule() {
        // The 64-byte rule of the TRF Sequencer: rows of 40 bf16 are 80 bytes apart.
        Pipeline pad{"M=2,N=8,K=32", {}};
        pad.request.collectTime = pad.mapping("m![M, K / 16]");
        pad.request.collectPacket = pad.mapping("m![K % 16]");
        pad.request.row = pad.mapping("m![N]");
        pad.request.element = pad.mapping("m![M, K # 40]");
        pad.request.time = pad.mapping("m![M]");
        pad.request.packet = pad.mapping("m![K]");
        pad.request.depth = 4;
        const ContractionPipeline aligned = runContraction(pad.request);
        QVERIFY(aligned.error);
        QCOMPARE(aligned.error->kind, diag::Kind::trf_alignment);
        QVERIFY(aligned.hasComputation());
        QVERIFY(!aligned.align && !aligned.contract && !aligned.cycles);

        // Reducing K, which no Time factor runs over: contract and its cycles stay.
        Pipeline p = batchedMatmul();
        p.request.depth = 4;
        p.request.reduce = {p.axis("K")};
        const ContractionPipeline reduced = runContraction(p.request);
        QVERIFY(reduced.error);
        QCOMPARE(reduced.error->kind, diag::Kind::accumulate_time);
        QVERIFY(reduced.align && reduced.contract);
        QCOMPARE(reduced.cycles->total(), u64{68});
        QVERIFY(!reduced.accumulate);
        QCOMPARE(reduced.derived, (std::vector<std::string>{"time", "packet", "contract"}));

        // A window that is not a sliding window stops before anything else runs.
        Pipeline window{"W=15,Fw=4,N=8", {}};
        window.request.window = window.mapping("m![W, Fw]");
        window.request.row = window.mapping("m![N]");
        window.request.time = window.mapping("m![W]");
        window.request.packet = window.mapping("m![Fw # 32]");
        window.request.depth = 2;
        const ContractionPipeline slid = runContraction(window.request);
        QVERIFY(slid.error);
        QVERIFY(!slid.shiftReuse && !slid.hasComputation() && !slid.contract);
    }

    void reducerRefusals() {
        Example ex("M=4,N=8,K=64,R=2");
        const Computation c{ex.m("m![N]"), ex.m("m![K / 16, M]"), ex.m("m![K % 16 # 32]"), DType::BF16};
        QCOMPARE(kind(planContract(c, ex.m("m![1]"), ReduceOp::Max)), QStringLiteral("max_single_row"));
        const Computation threeRows{ex.m("m![R # 3]"), ex.m("m![K / 16, M]"), ex.m("m![K % 16 # 32]"), DType::BF16};
        QCOMPARE(kind(planContract(threeRows, ex.m("m![1]"))), QStringLiteral("row_count"));
        QCOMPARE(kind(planContract(c, ex.m("m![K % 4]"))), QStringLiteral("contract_packet"));
        Example i8("T=4,K=64");
        const Computation wide{i8.m("m![1]"), i8.m("m![T]"), i8.m("m![K]"), DType::I8};
        QCOMPARE(kind(planContract(wide, i8.m("m![K]"))), QStringLiteral("spatial_output_limit"));
        QCOMPARE(must(planContract(wide, i8.m("m![K / 2]"))).treeDepth, 1u);
        const auto& contracted = ex.m("m![K % 16 / 4]");
        QCOMPARE(kind(planAccumulate(c, contracted, ex.m("m![M, K % 16 / 4]"), ex.m("m![N # 16]"), AccumulationKind::Interleaved)),
                 QStringLiteral("accumulate_packet"));
        QCOMPARE(kind(planAccumulate(c, contracted, ex.m("m![K % 16 / 4, M]"), ex.m("m![N]"), AccumulationKind::Interleaved)),
                 QStringLiteral("accumulate_time"));
        // Reducing K / 16 with M and N inside it: 4 x 8 x 1 = 32 fits Sequential, 64 does not.
        Example many("M=8,N=8,K=64");
        const Computation deep{many.m("m![N]"), many.m("m![K / 16, M]"), many.m("m![K % 16 # 32]"), DType::BF16};
        const auto refused =
            planAccumulate(deep, many.m("m![K % 16 / 4]"), many.m("m![M, N]"), many.m("m![K % 16 / 4 # 8]"), AccumulationKind::Sequential);
        QCOMPARE(kind(refused), QStringLiteral("accumulator_capacity"));
        QVERIFY(refused.error().fix->find("Interleaved") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(ContractionTest)
#include "tst_contraction.moc"
