// The manual's mapping examples, the toolchain syntax kernel writers paste,
// and the canonical forms the workbench shows for them.
#include <QtTest>

#include "mapping/mapping.h"
#include "mapping/reference.h"
#include "test_support.h"

using namespace tcpwb;
using namespace tcpwb::mapping;

namespace {

QString at(const CompiledMapping& m, u64 i) { return test::indexText(m.at(i), m.env()); }

}  // namespace

class MappingExamples : public QObject {
    Q_OBJECT

private slots:
    void nestedStrideRearrangesBits() {  // manual: buffer 67 holds B = 97
        auto m = test::compile("A=8,B=512", "m![B / 64, B % 32, B / 32 % 2]");
        QCOMPARE(m.size(), u64{512});
        QCOMPARE(at(m, 67), QStringLiteral("{B: 97}"));
        auto env = m.env();
        auto b = *env.find("B");
        for (u64 i = 0; i < 8; ++i)
            for (u64 j = 0; j < 32; ++j)
                for (u64 k = 0; k < 2; ++k) QCOMPARE(m.at(64 * i + 2 * j + k)->get(b), 64 * i + j + 32 * k);
        QCOMPARE(at(m, 512), QStringLiteral("padding"));
    }

    void paddingRowsOf64() {  // manual: m![C, D # 64] with C = 13, D = 61
        auto m = test::compile("C=13,D=61", "m![C, D # 64]");
        QCOMPARE(m.size(), u64{832});
        QCOMPARE(at(m, 60), QStringLiteral("{D: 60}"));
        QCOMPARE(at(m, 61), QStringLiteral("padding"));
        QCOMPARE(at(m, 63), QStringLiteral("padding"));
        QCOMPARE(at(m, 64), QStringLiteral("{C: 1}"));
    }

    void skewedAxisWrapsAround() {  // manual table: (A, B') -> (A, (B' + A) % 4)
        auto m = test::compile("A=4,B=4,B'=B-A", "m![A, B' = 4]");
        const int expected[8][2] = {{0, 0}, {0, 1}, {0, 2}, {0, 3}, {1, 1}, {1, 2}, {1, 3}, {1, 0}};
        auto a = *m.env().find("A");
        auto b = *m.env().find("B");
        for (u64 i = 0; i < 8; ++i) {
            auto index = m.at(i);
            QVERIFY(index.has_value());
            QCOMPARE(int(index->get(a)), expected[i][0]);
            QCOMPARE(int(index->get(b)), expected[i][1]);
        }
    }

    void slidingWindowHoldsSeveralIndices() {  // manual: space index 4 maps to {4_N}, {2_N, 1_F}, {2_F}
        auto m = test::compile("N=5,F=3", "m![$(N:1, F:2)]");
        QCOMPARE(m.size(), u64{9});
        auto all = m.allAt(4);
        QCOMPARE(int(all.size()), 3);
        QStringList texts;
        for (const auto& index : all) texts << QString::fromStdString(formatIndex(index, m.env()));
        texts.sort();
        QCOMPARE(texts, (QStringList{"{F: 2}", "{N: 2, F: 1}", "{N: 4}"}));
        QCOMPARE(int(m.allAt(8).size()), 1);  // only N = 4, F = 2
    }

    void outerProductIsAPair() {  // manual: e1 * e2 is $(e1 : size(e2), e2 : 1)
        auto product = test::compile("A=65,B=2", "m![B * (A # 72) / 24 * (A # 72) % 24]");
        auto pair = test::compile("A=65,B=2", "m![B, (A # 72) / 24, (A # 72) % 24]");
        QVERIFY(product.equivalentTo(pair));
        QCOMPARE(product.size(), u64{144});
    }

    void offsetSelectsASegment() {  // manual: A @ 1024 covers A = 1024..2047
        auto m = test::compile("A=2048,B=32", "m![A @ 1024, B]");
        QCOMPARE(m.size(), u64{1024 * 32});
        QCOMPARE(at(m, 0), QStringLiteral("{A: 1024}"));
        QCOMPARE(at(m, 32 * 1023 + 31), QStringLiteral("{A: 2047, B: 31}"));
        QCOMPARE(QString::fromStdString(m.normalized()), QStringLiteral("m![A @ 1024, B]"));
        // DMA example 6: `A' / 2 % 2 @ 1` with A' = 16 keeps the single value A' / 2 % 2 = 1.
        auto seg = test::compile("A=16", "m![A / 2 % 2 @ 1]");
        QCOMPARE(seg.size(), u64{1});
        QCOMPARE(at(seg, 0), QStringLiteral("{A: 2}"));
    }

    void toolchainSyntax() {
        auto env = test::axes("A=8,B=4");
        // ( ) groups like [ ], a trailing comma is fine, a bare number broadcasts.
        auto parens = test::compile("A=8,B=4", "m![(A, B) / 4,]");
        QVERIFY(parens.equivalentTo(test::compile("A=8,B=4", "m![A]")));
        auto broadcast = test::compile("A=8,B=4", "m![A, 4]");
        QCOMPARE(broadcast.size(), u64{32});
        QCOMPARE(at(broadcast, 5), QStringLiteral("{A: 1}"));
        QCOMPARE(at(broadcast, 7), QStringLiteral("{A: 1}"));
        // Padding kinds.
        auto zero = test::compile("A=8,B=4", "m![A #{0} 16]");
        QCOMPARE(int(*zero.padAt(9)), int(PadKind::Zero));
        auto bottom = test::compile("A=8,B=4", "m![A #{!} 16]");
        QCOMPARE(int(*bottom.padAt(15)), int(PadKind::Inaccessible));
        auto any = test::compile("A=8,B=4", "m![A #{*} 16]");
        QCOMPARE(int(*any.padAt(8)), int(PadKind::Any));
        QVERIFY(any.equivalentTo(zero));  // map(i) does not see the kind
        QVERIFY(!zero.padAt(3).has_value());
        QCOMPARE(QString::fromStdString(zero.normalized()), QStringLiteral("m![A #{0} 16]"));
        // Hex and separators in numbers.
        QCOMPARE(test::compile("A=8,B=4", "m![A # 0x10]").size(), u64{16});
        QCOMPARE(test::compile("A=8,B=4", "m![A # 1_024]").size(), u64{1024});
    }

    void canonicalForms_data() {
        QTest::addColumn<QString>("axes");
        QTest::addColumn<QString>("expr");
        QTest::addColumn<QString>("normalized");
        QTest::newRow("split and rejoin") << "A=8,B=512"
                                          << "m![B / 64, B % 64]"
                                          << "m![B]";
        QTest::newRow("identity") << "A=8"
                                  << "m![1, A, 1]"
                                  << "m![A]";
        QTest::newRow("empty list") << "A=8"
                                    << "m![]"
                                    << "m![1]";
        QTest::newRow("idempotent padding") << "A=8"
                                            << "m![A # 8]"
                                            << "m![A]";
        QTest::newRow("slice padding") << "A=1024"
                                       << "m![A / 8 # 256]"
                                       << "m![A / 8 # 256]";
        QTest::newRow("cluster") << "A=8"
                                 << "m![1 # 2]"
                                 << "m![1 # 2]";
        QTest::newRow("padded split") << "A=6"
                                      << "m![A # 8 / 4, A # 8 % 4]"
                                      << "m![A # 8]";
        QTest::newRow("pair padding folds into the major axis") << "B=5,C=2"
                                                                << "m![[B, C] # 32]"
                                                                << "m![B # 16, C]";
        QTest::newRow("uneven pair padding keeps a group") << "B=5,C=3"
                                                           << "m![[B, C] # 32]"
                                                           << "m![[B, C] # 32]";
        QTest::newRow("single block tile") << "A=8,B=512"
                                           << "m![B / 32 = 1]"
                                           << "m![1]";
        QTest::newRow("tile footprint") << "A=8,B=512"
                                        << "m![A, B = 2 # 4]"
                                        << "m![A, B % 2 # 4]";
        QTest::newRow("pair projection") << "A=8,B=512"
                                         << "m![[A, B] / 512]"
                                         << "m![A]";
        QTest::newRow("modulo one") << "A=8"
                                    << "m![A % 1]"
                                    << "m![1]";
        QTest::newRow("broadcasts merge") << "A=8"
                                          << "m![2, 4, A]"
                                          << "m![8, A]";
        QTest::newRow("padded major digit") << "A=8"
                                            << "m![1 # 2, A]"
                                            << "m![A # 16]";
        QTest::newRow("fixed coordinate") << "A=8,B=4"
                                          << "m![A / 4 @ 1 = 1, B]"
                                          << "m![A @ 4 = 1, B]";
        QTest::newRow("padded stride") << "A=6"
                                       << "m![A # 8 / 2]"
                                       << "m![A / 2 # 4]";
        QTest::newRow("uneven stride pads first") << "A=7"
                                                  << "m![A # 8 / 2]"
                                                  << "m![A # 8 / 2]";
    }

    void canonicalForms() {
        QFETCH(QString, axes);
        QFETCH(QString, expr);
        QFETCH(QString, normalized);
        auto m = test::compile(axes.toUtf8().constData(), expr.toStdString());
        QCOMPARE(QString::fromStdString(m.normalized()), normalized);
        auto again = test::compile(axes.toUtf8().constData(), m.normalized());
        QVERIFY2(again.equivalentTo(m), "the canonical text means the same mapping");
        QCOMPARE(QString::fromStdString(again.normalized()), normalized);
    }

    void equivalenceLaws() {  // manual, "Equivalent Mapping"
        AliasTable aliases;
        aliases.define("E", "m![A, B / 4, C % 2]");
        aliases.define("E1", "m![A]");
        aliases.define("E2", "m![B / 2]");
        aliases.define("E3", "m![C]");
        const char* axesText = "A=8,B=16,C=6";
        auto e = test::compile(axesText, "m![{ E }]", aliases);
        const char* sameAsE[] = {"m![{ E }, 1]",
                                 "m![1, { E }]",
                                 "m![{ E } / 1]",
                                 "m![{ E } # 64]",
                                 "m![{ E } = 64]",
                                 "m![{ E } / 8, { E } % 8]",
                                 "m![{ E } / 2, { E } % 2]"};
        for (const char* text : sameAsE) QVERIFY2(test::compile(axesText, text, aliases).equivalentTo(e), text);
        auto e123 = test::compile(axesText, "m![{ E1 }, { E2 }, { E3 }]", aliases);
        QVERIFY(test::compile(axesText, "m![[{ E1 }, { E2 }], { E3 }]", aliases).equivalentTo(e123));
        QVERIFY(test::compile(axesText, "m![{ E1 }, [{ E2 }, { E3 }]]", aliases).equivalentTo(e123));
        QVERIFY(test::compile(axesText, "m![[{ E1 }, { E3 }] / 6]", aliases).equivalentTo(test::compile(axesText, "m![A]")));
        QVERIFY(test::compile(axesText, "m![[{ E1 }, { E3 }] % 6]", aliases).equivalentTo(test::compile(axesText, "m![C]")));
        QVERIFY(test::compile(axesText, "m![{ E } % 1]", aliases).equivalentTo(test::compile(axesText, "m![1]")));
        QVERIFY(!test::compile(axesText, "m![B, A]").equivalentTo(test::compile(axesText, "m![A, B]")));
        QVERIFY(!test::compile(axesText, "m![A]").equivalentTo(test::compile(axesText, "m![A # 9]")));  // sizes differ
    }

    void hugeSizesStaySymbolic() {
        auto m = test::compile("A=1099511627776,B=1024", "m![A / 1024, B, A % 1024]");  // 2^50 positions
        QCOMPARE(m.size(), u64{1} << 50);
        u64 last = m.size() - 1;
        QCOMPARE(at(m, last), QStringLiteral("{A: 1099511627775, B: 1023}"));
        QCOMPARE(at(m, 1025), QStringLiteral("{A: 1, B: 1}"));
        auto big = test::compile("A=1099511627776,B=1024", "m![A, B]");
        QVERIFY(!m.equivalentTo(big));
        QVERIFY(test::compile("A=1099511627776,B=1024", "m![A / 1024, A % 1024, B]").equivalentTo(big));
    }
};

QTEST_GUILESS_MAIN(MappingExamples)
#include "tst_mapping_examples.moc"
