// The Fetch Adapter's other stages: table indexing, the cast tables, zero
// points (one per tensor when interleaved) and begin_interleaved, with the
// manual's examples and the rules that reject them.
#include <QtTest>

#include "sequencer/fetch.h"
#include "sequencer/fetch_adapter.h"
#include "test_support.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::sequencer;
using tensor::DType;

namespace {

using Values = std::vector<std::int64_t>;

QString kindOf(const diag::Result<FetchPlan>& p) { return p ? QStringLiteral("ok") : kindText(p.error().kind); }

Values iota(std::int64_t n) {
    Values v;
    for (std::int64_t i = 0; i < n; ++i) v.push_back(i);
    return v;
}

}  // namespace

class FetchAdapter : public QObject {
    Q_OBJECT

private slots:
    void tableIndexing() {  // manual line 1946: table[x] = 2x
        Values table;
        for (std::int64_t x = 0; x < 256; ++x) table.push_back(2 * x);
        QCOMPARE(*lookUp(iota(8), table, DType::I8), (Values{0, 2, 4, 6, 8, 10, 12, 14}));
        QCOMPARE(lookUp({-1}, table, DType::I8)->front(), std::int64_t{510});  // -1 is entry 255
        auto shortTable = lookUp({9}, Values{1, 2, 3}, DType::I8);
        QCOMPARE(shortTable.error().kind, diag::Kind::table_index);
    }

    void castTables() {  // manual lines 1962-1973
        const std::vector<std::pair<DType, std::vector<DType>>> rngd = {
            {DType::I4, {DType::I5, DType::I32}}, {DType::I8, {DType::I9, DType::I32}}, {DType::I16, {DType::I32}},
            {DType::F8E4M3, {DType::F32}},        {DType::F8E5M2, {DType::F32}},        {DType::BF16, {DType::F32}},
            {DType::F16, {DType::F32}},           {DType::F32, {DType::BF16}}};
        const std::vector<std::pair<DType, DType>> rngdS = {
            {DType::I4, DType::I9}, {DType::I16, DType::I9}, {DType::F8E4M3, DType::BF16}, {DType::F8E5M2, DType::BF16}};
        int allowed = 0;
        for (const auto& from : tensor::allDTypes())
            for (const auto& to : tensor::allDTypes()) {
                if (from.type == to.type) continue;
                bool inRngd = false, inRngdS = false;
                for (const auto& [f, tos] : rngd)
                    if (f == from.type) inRngd = std::find(tos.begin(), tos.end(), to.type) != tos.end();
                for (const auto& [f, t] : rngdS) inRngdS = inRngdS || (f == from.type && t == to.type);
                QCOMPARE(castSupported(from.type, to.type, false), inRngd);
                QCOMPARE(castSupported(from.type, to.type, true), inRngd || inRngdS);
                allowed += inRngd;
            }
        QCOMPARE(allowed, 10);
    }

    void zeroPointSubtraction() {  // manual line 2027: zero point 10
        QCOMPARE(*subtractZeroPoint(iota(8), 10, DType::I32), (Values{-10, -9, -8, -7, -6, -5, -4, -3}));
        QCOMPARE(subtractZeroPoint(iota(8), 300, DType::I9).error().kind, diag::Kind::zero_point);
        QCOMPARE(subtractZeroPoint({-128}, 127, DType::I8)->front(), std::int64_t{1});  // wraps without a widening cast
    }

    void interleavedZeroPoints() {  // manual line 2040: zero points [100, -100]
        auto c = test::streamCase("A=8,I=2", "m![A]", "m![I]", "m![A]");
        FetchOptions options;
        options.cast = Cast{DType::I32};
        options.interleaveAxis = "I";
        options.interleaveOffset = 8;
        options.zeroPoints = {100, -100};
        auto plan = planFetch(c.request(DType::I8), Context::Main, options);
        QVERIFY2(plan.ok(), plan.ok() ? "" : plan.error().message.c_str());
        const auto sources = interleavedSources(c.time, *c.time.env().find("I"));
        QCOMPARE(sources, (std::vector<int>{0, 1}));
        const Values lhs = *subtractZeroPoint(iota(8), plan->zeroPoints[sources[0]], plan->output);
        const Values rhs = *subtractZeroPoint(iota(8), plan->zeroPoints[sources[1]], plan->output);
        QCOMPARE((Values{lhs[0], lhs[1]}), (Values{-100, -99}));
        QCOMPARE((Values{rhs[0], rhs[1]}), (Values{100, 101}));
        options.zeroPoints = {1, 2, 3};
        QCOMPARE(kindOf(planFetch(c.request(DType::I8), Context::Main, options)), QStringLiteral("zero_point"));
    }

    void interleavingAlternatesTensors() {  // manual line 1861: I = 2 in Time, lhs then rhs
        auto c = test::streamCase("A=512,B=32,I=2", "m![A, B]", "m![A, I]", "m![B]");
        FetchOptions options;
        options.interleaveAxis = "I";
        options.interleaveOffset = 512 * 32;
        auto plan = planFetch(c.request(DType::I8), Context::Main, options);
        QVERIFY(plan.ok());
        const Entry& alternate = plan->config.merged[*plan->interleaveEntry];
        QCOMPARE(alternate.size, u64{2});
        QCOMPARE(alternate.stride, u64{16384});
        const auto sources = interleavedSources(c.time, *c.time.env().find("I"));
        QCOMPARE((std::vector<int>{sources[0], sources[1], sources[2], sources[3]}), (std::vector<int>{0, 1, 0, 1}));
        QCOMPARE(plan->cycles, u64{1024});
    }

    void padValueFitsTheStream() {
        auto c = test::streamCase("A=6,B=8", "m![B, A # 8]", "m![B]", "m![A # 8]");
        FetchOptions options;
        options.padValue = -128;
        QVERIFY(planFetch(c.request(DType::I8), Context::Main, options).ok());
        options.padValue = 128;  // was taken and written as it was
        QCOMPARE(kindOf(planFetch(c.request(DType::I8), Context::Main, options)), QStringLiteral("pad_value"));
        options.cast = Cast{DType::I32};
        QVERIFY(planFetch(c.request(DType::I8), Context::Main, options).ok());  // the cast's output holds it
        options.cast.reset();
        options.padValue = std::int64_t{1} << 40;
        QVERIFY(planFetch(c.request(DType::BF16), Context::Main, options).ok());  // any integer for a float
    }

    void interleavingRules() {
        auto three = test::streamCase("A=8,I=3", "m![A]", "m![I]", "m![A]");
        FetchOptions options;
        options.interleaveAxis = "I";
        options.interleaveOffset = 8;
        QCOMPARE(kindOf(planFetch(three.request(DType::I8), Context::Main, options)), QStringLiteral("interleave"));
        auto missing = test::streamCase("A=8,I=2", "m![A]", "m![1]", "m![A]");
        QCOMPARE(kindOf(planFetch(missing.request(DType::I8), Context::Main, options)), QStringLiteral("interleave"));
        auto fine = test::streamCase("A=8,I=2", "m![A]", "m![I]", "m![A]");
        QCOMPARE(kindOf(planFetch(fine.request(DType::I8), Context::Sub, options)), QStringLiteral("adapter"));
        options.interleaveOffset = 0;
        QCOMPARE(kindOf(planFetch(fine.request(DType::I8), Context::Main, options)), QStringLiteral("interleave"));
        options.interleaveOffset = std::int64_t(kMaxSize) + 1;  // a stride past every size
        QCOMPARE(kindOf(planFetch(fine.request(DType::I8), Context::Main, options)), QStringLiteral("interleave"));
    }

    void subContextOnlySubtractsZeroPoints() {  // manual line 1870
        auto c = test::streamCase("A=8", "m![A]", "m![1]", "m![A]");
        FetchOptions table;
        table.table = true;
        QCOMPARE(kindOf(planFetch(c.request(DType::I8), Context::Sub, table)), QStringLiteral("adapter"));
        QCOMPARE(kindOf(planFetch(c.request(DType::I8), Context::Main, table)), QStringLiteral("ok"));
        FetchOptions zeroPoint;
        zeroPoint.zeroPoints = {3};
        QCOMPARE(kindOf(planFetch(c.request(DType::I8), Context::Sub, zeroPoint)), QStringLiteral("ok"));
    }
};

QTEST_GUILESS_MAIN(FetchAdapter)
#include "tst_fetch_adapter.moc"
