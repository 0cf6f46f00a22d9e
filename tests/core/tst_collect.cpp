// The Collect Engine: the manual's examples (conformance cases collect-*,
// which the runner cannot run), padding, splitting and verification.
#include <QtTest>

#include "collect/collect.h"
#include "test_support.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::collect;

namespace {

struct Collected {
    diag::Result<CollectPlan> plan;
    mapping::AxisEnv env;
};

Collected run(const char* axes, tensor::DType dtype, const std::string& time, const std::string& packet,
              std::optional<std::string> outTime = std::nullopt, std::optional<std::string> outPacket = std::nullopt) {
    const auto t = test::compile(axes, time), p = test::compile(axes, packet);
    std::optional<mapping::CompiledMapping> ot, op;
    if (outTime) ot = test::compile(axes, *outTime);
    if (outPacket) op = test::compile(axes, *outPacket);
    return {planCollect({t, p, dtype, ot ? &*ot : nullptr, op ? &*op : nullptr}), test::axes(axes)};
}

bool equivalent(const char* axes, const std::string& a, const std::string& b) {
    return test::compile(axes, a).equivalentTo(test::compile(axes, b));
}

}  // namespace

class Collect : public QObject {
    Q_OBJECT

private slots:
    void manualExamples_data() {
        QTest::addColumn<QString>("axes");
        QTest::addColumn<QString>("dtype");
        QTest::addColumn<QString>("time");
        QTest::addColumn<QString>("packet");
        QTest::addColumn<QString>("time2");
        QTest::addColumn<QString>("packet2");
        QTest::addColumn<qulonglong>("flits");
        // collect.json; the figures (lines 3565-3589) leave A's size open: A = 8 here.
        QTest::newRow("hello i32 flit") << "A=2048"
                                        << "i32"
                                        << "m![1]"
                                        << "m![A % 8]"
                                        << "m![1]"
                                        << "m![A % 8]" << 1ull;
        QTest::newRow("dot product") << "A=2048"
                                     << "bf16"
                                     << "m![1]"
                                     << "m![A]"
                                     << "m![A / 16]"
                                     << "m![A % 16]" << 128ull;
        QTest::newRow("gemv 64-byte packet (corrected)") << "I=256,J=2048"
                                                         << "bf16"
                                                         << "m![J / 32]"
                                                         << "m![J % 32]"
                                                         << "m![J / 32, J % 32 / 16]"
                                                         << "m![J % 16]" << 2ull;
        QTest::newRow("gemm weights") << "I=512,J=512,K=2048"
                                      << "bf16"
                                      << "m![J % 8, J / 8 % 4]"
                                      << "m![K]"
                                      << "m![J % 8, J / 8 % 4, K / 16]"
                                      << "m![K % 16]" << 128ull;
        QTest::newRow("figure identity") << "A=8,B=32"
                                         << "i8"
                                         << "m![A]"
                                         << "m![B]"
                                         << "m![A]"
                                         << "m![B # 32]" << 1ull;
        QTest::newRow("figure pad") << "A=8,B=16"
                                    << "i8"
                                    << "m![A]"
                                    << "m![B]"
                                    << "m![A]"
                                    << "m![B # 32]" << 1ull;
        QTest::newRow("figure split") << "A=8,B=32"
                                      << "bf16"
                                      << "m![A]"
                                      << "m![B]"
                                      << "m![A, B / 16]"
                                      << "m![B % 16]" << 2ull;
        QTest::newRow("direct i8 64") << "A=8,B=64"
                                      << "i8"
                                      << "m![A]"
                                      << "m![B]"
                                      << "m![A, B / 32]"
                                      << "m![B % 32]" << 2ull;
        QTest::newRow("identity example") << "A=8,B=32"
                                          << "i8"
                                          << "m![A]"
                                          << "m![B # 32]"
                                          << "m![A]"
                                          << "m![B # 32]" << 1ull;
        QTest::newRow("padding example") << "A=8,B=16"
                                         << "i8"
                                         << "m![A]"
                                         << "m![B]"
                                         << "m![A]"
                                         << "m![B # 32]" << 1ull;
        QTest::newRow("multi-flit example") << "A=8,B=32"
                                            << "bf16"
                                            << "m![A]"
                                            << "m![B]"
                                            << "m![A, B / 16]"
                                            << "m![B % 16]" << 2ull;
        QTest::newRow("pad then split") << "A=8,C=63"
                                        << "i8"
                                        << "m![A]"
                                        << "m![C]"
                                        << "m![A, C # 64 / 32]"
                                        << "m![C # 64 % 32]" << 2ull;
        QTest::newRow("i4 packs two a byte") << "A=8,B=128"
                                             << "i4"
                                             << "m![A]"
                                             << "m![B]"
                                             << "m![A, B / 64]"
                                             << "m![B % 64]" << 2ull;
    }
    void manualExamples() {
        QFETCH(QString, axes);
        QFETCH(QString, dtype);
        QFETCH(QString, time);
        QFETCH(QString, packet);
        QFETCH(QString, time2);
        QFETCH(QString, packet2);
        QFETCH(qulonglong, flits);
        const auto a = axes.toStdString();
        auto c = run(a.c_str(), *tensor::parseDType(dtype.toStdString()), time.toStdString(), packet.toStdString());
        QVERIFY(c.plan);
        QVERIFY2(equivalent(a.c_str(), c.plan->time, time2.toStdString()), c.plan->time.c_str());
        QVERIFY2(equivalent(a.c_str(), c.plan->packet, packet2.toStdString()), c.plan->packet.c_str());
        QCOMPARE(c.plan->flitsPerPacket, u64{flits});
        QCOMPARE(c.plan->flitBytes, u64{32});
        // The kernel writer's spelling of the same result is accepted.
        auto verified = run(a.c_str(), *tensor::parseDType(dtype.toStdString()), time.toStdString(), packet.toStdString(),
                            time2.toStdString(), packet2.toStdString());
        QVERIFY(verified.plan);
        QVERIFY(verified.plan->verified);
    }

    void padBytes() {  // line 3577: 16 bytes padded to one flit
        QCOMPARE(run("A=8,B=16", tensor::DType::I8, "m![A]", "m![B]").plan->padBytes, u64{16});
        QCOMPARE(run("A=8,C=63", tensor::DType::I8, "m![A]", "m![C]").plan->padBytes, u64{1});
        QCOMPARE(run("A=8,B=32", tensor::DType::BF16, "m![A]", "m![B]").plan->padBytes, u64{0});
        // fetch-batching-40B-packet (lines 2054, 2123): five 8-byte fetches make a 40-byte packet,
        // "padded by 24 bytes to 64 bytes (2 flits)".
        const auto batched = run("A=8,B=40", tensor::DType::I8, "m![A]", "m![B]");
        QCOMPARE(batched.plan->packetBytes, u64{40});
        QCOMPARE(batched.plan->padBytes, u64{24});
        QCOMPARE(batched.plan->paddedBytes, u64{64});
        QCOMPARE(batched.plan->flitsPerPacket, u64{2});
    }

    void rejectsAMultiFlitPacket() {  // the GEMV kernel as printed (line 456): Packet2 must be one flit
        auto c = run("I=256,J=2048", tensor::DType::BF16, "m![J / 32]", "m![J % 32]", "m![J / 32]", "m![J % 32]");
        QVERIFY(!c.plan);
        QCOMPARE(c.plan.error().kind, diag::Kind::collect_mismatch);
        QVERIFY2(c.plan.error().message.find("Time m![J / 16]") != std::string::npos, c.plan.error().message.c_str());
    }
};

QTEST_APPLESS_MAIN(Collect)
#include "tst_collect.moc"
