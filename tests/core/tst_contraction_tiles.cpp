// A contraction over one tile of a tiled axis: the Time selects tile 1 with
// `KT @ 1` (a single-valued factor, which the normal form keeps as its
// constant `base`). The planners rebuild mappings from the Time's factors;
// the tile must survive that, or align and accumulate refuse the kernel
// (or accept an output that has lost the tile).
#include <QtTest>

#include <memory>
#include <set>
#include <string>
#include <vector>

#include "contraction/aligner.h"
#include "contraction/derive.h"
#include "contraction/mapping_parts.h"
#include "contraction/reducer.h"
#include "../diag_kind_text.h"
#include "test_support.h"

using namespace tcpwb;
using namespace tcpwb::contraction;
using mapping::CompiledMapping;
using tensor::DType;

namespace {

constexpr const char* kAxes = "I=32,J=8,KT=2,K=32";

// Every mapping of one test, compiled in one axis environment.
class Mappings {
public:
    const CompiledMapping& m(const std::string& text) {
        owned_.push_back(std::make_unique<CompiledMapping>(test::compile(kAxes, text)));
        return *owned_.back();
    }

private:
    std::vector<std::unique_ptr<CompiledMapping>> owned_;
};

template <typename T>
QString kind(const diag::Result<T>& r) {
    return r ? QStringLiteral("ok") : kindText(r.error().kind) + QStringLiteral(": ") + QString::fromStdString(r.error().message);
}

bool same(const CompiledMapping& m, const CompiledMapping& expected) { return m.size() == expected.size() && m.equivalentTo(expected); }

}  // namespace

class ContractionTilesTest : public QObject {
    Q_OBJECT

private slots:
    void baseTextsNameTheConstant() {
        Mappings ex;
        const auto& time = ex.m("m![KT @ 1, I, K / 16]");
        QCOMPARE(factorTexts(time).size(), time.normalForm().factors.size());  // index correspondence kept
        QCOMPARE(baseTexts(time), std::vector<std::string>{"KT @ 1 = 1"});
        QVERIFY(baseTexts(ex.m("m![KT = 1, I]")).empty());  // tile 0 has no constant
        auto rebuilt = compose(time, withBase(time, factorTexts(time)));
        QVERIFY(rebuilt);
        QVERIFY(same(*rebuilt, time));
    }

    // The manual's GEMM contraction (2 flits of K per packet, Interleaved) on tile 1 of K.
    void alignsAndAccumulatesTileOne() {
        Mappings ex;
        const auto& time = ex.m("m![KT @ 1, I, K / 16]");
        const auto& packet = ex.m("m![K % 16]");
        const auto& row = ex.m("m![J]");
        const auto& element = ex.m("m![KT @ 1, K]");
        const auto& outTime = ex.m("m![KT @ 1, I]");
        const auto& outPacket = ex.m("m![K]");
        const auto align = planAlign({time, packet, {row, element, DType::BF16, TrfAddress::Full}, outTime, outPacket});
        QCOMPARE(kind(align), QStringLiteral("ok"));
        QCOMPARE(align->stream.collectFlits, u64{2});
        QVERIFY(align->stream.tilingAxes.empty());

        const Computation c{row, outTime, outPacket, DType::BF16};
        const auto& contracted = ex.m("m![1]");
        QCOMPARE(kind(planContract(c, contracted)), QStringLiteral("ok"));
        const auto acc = planAccumulate(c, contracted, ex.m("m![KT @ 1, I, 1]"), row, AccumulationKind::Interleaved);
        QCOMPARE(kind(acc), QStringLiteral("ok"));
        QVERIFY(acc->reducedAxes.empty());
        // An OutTime that lost the tile names tile 0's elements: not what the computation holds.
        QCOMPARE(kind(planAccumulate(c, contracted, ex.m("m![I]"), row, AccumulationKind::Interleaved)).left(15),
                 QStringLiteral("accumulate_time"));
    }

    // Tile 0 (`KT = 1`) has no constant and planned before; it still does.
    void alignsTileZero() {
        Mappings ex;
        const auto align = planAlign({ex.m("m![KT = 1, I, K / 16]"),
                                      ex.m("m![K % 16]"),
                                      {ex.m("m![J]"), ex.m("m![K]"), DType::BF16, TrfAddress::Full},
                                      ex.m("m![KT = 1, I]"),
                                      ex.m("m![K]")});
        QCOMPARE(kind(align), QStringLiteral("ok"));
    }

    // Weights of one tile of an axis the activation lacks: the tile is a Time broadcast of one position.
    void weightTileOfAnAxisTheActivationLacks() {
        Mappings ex;
        const auto align = planAlign({ex.m("m![I, K / 16]"),
                                      ex.m("m![K % 16]"),
                                      {ex.m("m![J]"), ex.m("m![KT @ 1, K]"), DType::BF16, TrfAddress::Full},
                                      ex.m("m![I, KT @ 1]"),
                                      ex.m("m![K]")});
        QCOMPARE(kind(align), QStringLiteral("ok"));
        QCOMPARE(align->stream.tilingAxes, std::vector<std::string>{"KT @ 1 = 1"});
        QCOMPARE(align->stream.tileFactor, u64{1});
    }

    void derivedMappingsKeepTheTile() {
        Mappings ex;
        const auto& row = ex.m("m![J]");
        const auto align = deriveAlign(ex.m("m![KT @ 1, I, K / 16]"), ex.m("m![K % 16]"), row, ex.m("m![KT @ 1, K]"), DType::BF16);
        QCOMPARE(kind(align), QStringLiteral("ok"));
        QVERIFY(same(align->time, ex.m("m![KT @ 1, I]")));
        QVERIFY(same(align->packet, ex.m("m![K]")));
        const Computation c{row, align->time, align->packet, DType::BF16};
        const auto contracted = deriveContract(c, std::nullopt);
        QCOMPARE(kind(contracted), QStringLiteral("ok"));
        const auto acc = deriveAccumulate(c, *contracted, {}, AccumulationKind::Interleaved);
        QCOMPARE(kind(acc), QStringLiteral("ok"));
        QVERIFY(same(acc->time, ex.m("m![KT @ 1, I, 1]")));
        QCOMPARE(kind(planAccumulate(c, *contracted, acc->time, acc->packet, AccumulationKind::Interleaved)), QStringLiteral("ok"));
    }
};

QTEST_APPLESS_MAIN(ContractionTilesTest)
#include "tst_contraction_tiles.moc"
