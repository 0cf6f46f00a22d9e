// The fast whole-buffer enumeration agrees with the per-position map.
#include <QtTest>

#include "mapping/enumerate.h"
#include "sim/state.h"
#include "random_mapping.h"
#include "test_support.h"

using namespace tcpwb;
using namespace tcpwb::mapping;

namespace {

std::vector<AxisId> allAxes(const AxisEnv& env) {
    std::vector<AxisId> axes;
    for (AxisId a = 0; a < env.count(); ++a)
        if (!env[a].derived()) axes.push_back(a);
    return axes;
}

void expectSameAsMap(const CompiledMapping& m, const std::string& what) {
    auto strides = rowMajorStrides(m.env(), allAxes(m.env()));
    std::vector<u64> out(m.size());
    enumerateOffsets(m, strides, out);
    for (u64 p = 0; p < m.size(); ++p) {
        auto index = m.at(p);
        u64 expected = kPaddingOffset;
        if (index) {
            expected = 0;
            for (const auto& [axis, value] : index->entries()) expected += value * strides[axis];
        }
        if (out[p] != expected)
            QFAIL(qPrintable(
                QString("%1: position %2 gives %3, map says %4").arg(QString::fromStdString(what)).arg(p).arg(out[p]).arg(expected)));
    }
    // A window from any position gives the same offsets, padding past the end.
    for (u64 first : {u64{0}, u64{1}, m.size() / 3, m.size() > 5 ? m.size() - 5 : u64{0}, m.size()}) {
        std::vector<u64> window(7);
        enumerateOffsets(m, strides, first, window);
        for (u64 i = 0; i < window.size(); ++i) {
            const u64 expected = first + i < m.size() ? out[first + i] : kPaddingOffset;
            if (window[i] != expected)
                QFAIL(qPrintable(QString("%1: the window from %2 gives %3 at %4, the whole enumeration %5")
                                     .arg(QString::fromStdString(what))
                                     .arg(first)
                                     .arg(window[i])
                                     .arg(first + i)
                                     .arg(expected)));
        }
    }
    bool identity = true;
    for (u64 p = 0; p < m.size() && identity; ++p) identity = out[p] == p;
    if (offsetsAreIdentity(m, strides) != identity)
        QFAIL(qPrintable(QString("%1: offsetsAreIdentity says %2").arg(QString::fromStdString(what)).arg(!identity)));
    // Whatever offsetsAreIdentityUpTo claims, the enumeration must show.
    if (const auto held = offsetsAreIdentityUpTo(m, strides)) {
        for (u64 p = 0; p < m.size(); ++p)
            if (out[p] != (p < *held ? p : kPaddingOffset))
                QFAIL(qPrintable(QString("%1: offsetsAreIdentityUpTo says %2, but position %3 holds %4")
                                     .arg(QString::fromStdString(what))
                                     .arg(*held)
                                     .arg(p)
                                     .arg(out[p])));
    }
}

std::optional<u64> identityUpToOf(const char* axes, const char* expression) {
    const auto m = test::compile(axes, expression);
    expectSameAsMap(m, expression);
    return offsetsAreIdentityUpTo(m, rowMajorStrides(m.env(), allAxes(m.env())));
}

bool identityOf(const char* axes, const char* expression) {
    const auto m = test::compile(axes, expression);
    expectSameAsMap(m, expression);
    return offsetsAreIdentity(m, rowMajorStrides(m.env(), allAxes(m.env())));
}

}  // namespace

class Enumerate : public QObject {
    Q_OBJECT

private slots:
    void manualExamples() {
        expectSameAsMap(test::compile("A=8,B=512", "m![B / 64, B % 32, B / 32 % 2]"), "bit rearrangement");
        expectSameAsMap(test::compile("C=13,D=61", "m![C, D # 64]"), "padded rows");
        expectSameAsMap(test::compile("A=2048", "m![1 # 2, A / 8 # 512, 3, A % 8]"), "padded slices with a broadcast");
        expectSameAsMap(test::compile("A=6,B=5", "m![A # 8 / 4, B, A # 8 % 4]"), "coupled padding (slow path)");
        expectSameAsMap(test::compile("A=4,B=4,B'=B-A", "m![A, B']"), "skew (slow path)");
        expectSameAsMap(test::compile("A=2048,B=32", "m![A @ 1024, B]"), "offset");
    }

    void largeInnerBlocks() {  // the pattern covers several factors; the odometer the rest
        expectSameAsMap(test::compile("A=64,B=128,C=96", "m![A / 8, C # 100, B, A % 8 # 10]"), "padding in both parts");
    }

    // A row-major layout is told from its factors, without enumerating them (a 1M-element HBM tensor's table is 8 MB).
    void identityLayouts() {
        QVERIFY(identityOf("A=8,B=512", "m![A, B]"));
        QVERIFY(identityOf("A=8,B=512", "m![A, B / 32, B % 32]"));
        QVERIFY(identityOf("A=8,B=512", "m![1, A, 1, B]"));
        QVERIFY(identityOf("A=1,B=512", "m![A, B]"));
        QVERIFY(!identityOf("A=8,B=512", "m![B, A]"));
        QVERIFY(!identityOf("A=8,B=512", "m![A, B % 32, B / 32]"));
        QVERIFY(!identityOf("A=8,B=500", "m![A, B # 512]"));
        QVERIFY(!identityOf("A=8,B=512", "m![1 # 2, A, B]"));
        QVERIFY(!identityOf("A=8,B=512", "m![A, 3, B]"));
        QVERIFY(identityOf("A=8,B=512", "m![B]"));  // offsets 0..511 (A at 0): whether it covers the tensor is the caller's question
        QVERIFY(!identityOf("A=8,B=512", "m![A]"));
        QVERIFY(!identityOf("A=2048,B=32", "m![A @ 1024, B]"));
        QVERIFY(!identityOf("A=4,B=4,B'=B-A", "m![A, B']"));
    }

    // A row-major layout whose outermost factor is padded (final_layer's
    // `W # 155648 / 8192, W # 155648 % 8192, H`) holds its elements at their
    // own positions up to the padding: no table either.
    void identityUpToPadding() {
        QCOMPARE(identityUpToOf("W=37,H=16", "m![W # 40 / 8, W # 40 % 8, H]"), std::optional<u64>(37 * 16));
        QCOMPARE(identityUpToOf("W=37,H=16", "m![W # 40, H / 4, H % 4]"), std::optional<u64>(37 * 16));
        QCOMPARE(identityUpToOf("A=8,B=512", "m![A, B]"), std::optional<u64>(8 * 512));
        QCOMPARE(identityUpToOf("A=8,B=500", "m![A, B # 512]"), std::nullopt);                  // padding between rows
        QCOMPARE(identityUpToOf("A=6,B=8", "m![A # 8, 1 # 2, B]"), std::nullopt);               // a broadcast inside
        QCOMPARE(identityUpToOf("A=6,B=2,C=8", "m![B, A # 8, C]"), std::nullopt);               // a factor outside the padded one
        QCOMPARE(identityUpToOf("A=6,B=8", "m![1 # 2, A # 8, B]"), std::optional<u64>(6 * 8));  // the normal form's `A # 16, B`
        QCOMPARE(identityUpToOf("A=6,B=8", "m![B, A # 8]"), std::nullopt);
        const auto m = test::compile("W=37,H=16", "m![W # 40, H]");
        const auto offsets = sim::detail::elementOffsetsOf(m, rowMajorStrides(m.env(), allAxes(m.env())));
        QVERIFY(!offsets.identity());
        QCOMPARE(offsets.identityUpTo(), std::optional<u64>(37 * 16));
        QCOMPARE(offsets[37 * 16 - 1], u64(37 * 16 - 1));
        QCOMPARE(offsets[37 * 16], kPaddingOffset);
    }

    // The simulator's projection of a row-major walk over some axes onto
    // other strides (sim/state.h) against the digits worked out one by one.
    void projectedOffsets() {
        const auto env = test::axes("A=3,B=1,C=5,D=4");
        const std::vector<u64> strides{100, 7, 1, 20};  // by AxisId; B's size 1
        for (const std::vector<AxisId>& axes : std::vector<std::vector<AxisId>>{{}, {0}, {2, 0}, {0, 1, 2, 3}, {3, 2, 1}, {1}}) {
            const auto got = sim::detail::projectOffsets(env, axes, strides);
            u64 volume = 1;
            for (AxisId a : axes) volume *= env[a].size;
            QCOMPARE(u64(got.size()), volume);
            for (u64 p = 0; p < volume; ++p) {
                u64 rest = p, expected = 0;
                for (std::size_t j = axes.size(); j-- > 0;) {
                    expected += (rest % env[axes[j]].size) * strides[axes[j]];
                    rest /= env[axes[j]].size;
                }
                QCOMPARE(got[p], expected);
            }
        }
    }

    void randomMappings() {
        test::MappingGenerator gen(31337);
        for (int n = 0; n < 2000; ++n) {
            auto c = gen.next();
            auto env = test::axes(c.axes.c_str());
            auto m = compileMapping(c.expression, env);
            QVERIFY(m.ok());
            expectSameAsMap(*m, "axes " + c.axes + " m![" + c.expression + "]");
        }
    }
};

QTEST_GUILESS_MAIN(Enumerate)
#include "tst_enumerate.moc"
