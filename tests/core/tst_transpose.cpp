// The Transpose Engine: the constraint table, the four examples (conformance
// cases transpose-*), the buffering rule, cycles, and what it must refuse.
#include <QtTest>

#include "test_support.h"
#include "transpose/transpose.h"

using namespace tcpwb;
using namespace tcpwb::transpose;
using tensor::DType;

namespace {

struct Shape {
    std::optional<u64> rows, perCol;
};

diag::Result<TransposePlan> plan(const char* axes, DType dtype, const std::string& time, const std::string& packet, Shape shape = {},
                                 std::optional<std::string> outTime = std::nullopt, std::optional<std::string> outPacket = std::nullopt) {
    const auto t = test::compile(axes, time), p = test::compile(axes, packet);
    std::optional<mapping::CompiledMapping> ot, op;
    if (outTime) ot = test::compile(axes, *outTime);
    if (outPacket) op = test::compile(axes, *outPacket);
    return planTranspose({t, p, dtype, shape.rows, shape.perCol, ot ? &*ot : nullptr, op ? &*op : nullptr});
}

bool equivalent(const char* axes, const std::string& a, const std::string& b) {
    return test::compile(axes, a).equivalentTo(test::compile(axes, b));
}

}  // namespace

class Transpose : public QObject {
    Q_OBJECT

private slots:
    void constraintTable() {  // line 6878
        const TypeLimits i4 = limitsFor(DType::I4), i8 = limitsFor(DType::I8), bf16 = limitsFor(DType::BF16), f32 = limitsFor(DType::F32);
        QCOMPARE(i4.elementsPerPacket, u64{16});
        QCOMPARE(i4.outputAlignment, u64{64});
        QCOMPARE(i4.maxInRows, u64{16});
        QCOMPARE(i4.validInCols, (std::vector<u64>{16, 32}));
        QCOMPARE(i8.elementsPerPacket, u64{8});
        QCOMPARE(i8.outputAlignment, u64{32});
        QCOMPARE(i8.maxInRows, u64{8});
        QCOMPARE(i8.validInCols, (std::vector<u64>{8, 16, 32}));
        QCOMPARE(bf16.outputAlignment, u64{16});
        QCOMPARE(bf16.maxInRows, u64{4});
        QCOMPARE(f32.outputAlignment, u64{8});
        QCOMPARE(f32.maxInRows, u64{2});
        QCOMPARE(limitsFor(DType::F8E4M3).bits, 8u);
        QCOMPARE(limitsFor(DType::I32).bits, 32u);
    }

    void examples_data() {
        QTest::addColumn<QString>("axes");
        QTest::addColumn<int>("dtype");
        QTest::addColumn<QString>("time");
        QTest::addColumn<QString>("packet");
        QTest::addColumn<QString>("outTime");
        QTest::addColumn<QString>("outPacket");
        QTest::addColumn<QList<qulonglong>>("numbers");  // in_rows, ppc, in_cols, out_rows, trimmed, n, cpi, cycles
        QTest::addColumn<bool>("doubleBuffering");
        QTest::newRow("basic 8x8") << "P=256,C=8,D=8,E=8" << int(DType::I8) << "m![C, D]"
                                   << "m![E # 32]"
                                   << "m![C, E]"
                                   << "m![D # 32]" << QList<qulonglong>{8, 1, 8, 8, 0, 8, 8, 72} << true;
        QTest::newRow("small 4x2") << "P=64,A=4,B=2" << int(DType::I8) << "m![A]"
                                   << "m![B # 32]"
                                   << "m![B]"
                                   << "m![A # 32]" << QList<qulonglong>{4, 1, 8, 2, 6, 1, 4, 6} << true;
        QTest::newRow("large cols") << "P=256,B=2,C=8,D=4,E=8" << int(DType::I8) << "m![B, C, D]"
                                    << "m![E # 32]"
                                    << "m![B, D, E]"
                                    << "m![C # 32]" << QList<qulonglong>{8, 4, 32, 32, 0, 2, 64, 128} << false;
        QTest::newRow("bf16") << "P=256,C=8,D=4,E=8" << int(DType::BF16) << "m![C, D]"
                              << "m![E # 16]"
                              << "m![C, E]"
                              << "m![D # 16]" << QList<qulonglong>{4, 1, 8, 8, 0, 8, 8, 68} << true;
    }
    void examples() {
        QFETCH(QString, axes);
        QFETCH(int, dtype);
        QFETCH(QString, time);
        QFETCH(QString, packet);
        QFETCH(QString, outTime);
        QFETCH(QString, outPacket);
        QFETCH(QList<qulonglong>, numbers);
        QFETCH(bool, doubleBuffering);
        const auto a = axes.toStdString();
        auto check = [&](const diag::Result<TransposePlan>& p) {
            QVERIFY2(p, p ? "" : p.error().message.c_str());
            QVERIFY2(equivalent(a.c_str(), p->time, outTime.toStdString()), p->time.c_str());
            QVERIFY2(equivalent(a.c_str(), p->packet, outPacket.toStdString()), p->packet.c_str());
            const QList<qulonglong> got{p->inRows, p->packetsPerCol, p->inCols, p->outRows, p->trimmedRows,
                                        p->n,      p->cyclesPerIter, p->cycles};
            QCOMPARE(got, numbers);
            QCOMPARE(p->inputFlitsPerIter, p->inRows * p->packetsPerCol);
            QCOMPARE(p->outputFlitsPerIter, p->outRows);
            QCOMPARE(p->doubleBuffering, doubleBuffering);
        };
        // With the shape given, and with the shape found from the output mappings alone.
        check(plan(a.c_str(), DType(dtype), time.toStdString(), packet.toStdString(), {numbers[0], numbers[1]}));
        auto found =
            plan(a.c_str(), DType(dtype), time.toStdString(), packet.toStdString(), {}, outTime.toStdString(), outPacket.toStdString());
        check(found);
        QVERIFY(found->verified);
    }

    void defaultShapeIsTheInnermostTimeFactor() {
        auto p = plan("C=8,D=8,E=8", DType::I8, "m![C, D]", "m![E # 32]");
        QCOMPARE(p->inRows, u64{8});
        QCOMPARE(p->packetsPerCol, u64{1});
    }

    void refuses() {
        const char* axes = "B=2,C=8,D=4,E=8,F=16,G=12";
        auto kind = [](const diag::Result<TransposePlan>& p) {
            return p ? std::string("ok") : std::string(diag::spelling(p.error().kind));
        };
        QCOMPARE(kind(plan(axes, DType::I8, "m![C]", "m![E]")), std::string("transpose_packet"));                // 8 bytes
        QCOMPARE(kind(plan(axes, DType::I8, "m![C]", "m![F # 32]")), std::string("transpose_packet"));           // data past 8
        QCOMPARE(kind(plan(axes, DType::BF16, "m![C]", "m![E # 16]", {8, 1})), std::string("transpose_rows"));   // max 4
        QCOMPARE(kind(plan(axes, DType::I8, "m![G]", "m![E # 32]", {8, 1})), std::string("transpose_rows"));     // 12 % 8
        QCOMPARE(kind(plan(axes, DType::I8, "m![C, D]", "m![E # 32]", {2, 3})), std::string("transpose_cols"));  // 24
        QCOMPARE(kind(plan(axes, DType::I4, "m![C, D]", "m![E # 64]", {8, 3})), std::string("transpose_cols"));  // 48
        QCOMPARE(kind(plan(axes, DType::I8, "m![C, D]", "m![E # 32]", {}, "m![C, D]", "m![E # 32]")), std::string("transpose_mismatch"));
        QVERIFY(plan(axes, DType::I8, "m![C, D]", "m![E # 32]", {2, 3}).error().message.find("8, 16 or 32") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(Transpose)
#include "tst_transpose.moc"
