// The Cast Engine: the precision-lowering table, the packet rule and its
// examples (conformance cases cast-*), and value rounding.
#include <QtTest>

#include <algorithm>
#include <bit>
#include <cmath>
#include <vector>
#include <limits>

#include "cast/cast.h"
#include "test_support.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::cast;
using tensor::DType;

namespace {

diag::Result<CastPlan> plan(const char* axes, DType from, DType to, const std::string& time, const std::string& packet,
                            std::optional<std::string> outPacket = std::nullopt) {
    const auto t = test::compile(axes, time), p = test::compile(axes, packet);
    std::optional<mapping::CompiledMapping> op;
    if (outPacket) op = test::compile(axes, *outPacket);
    return planCast({t, p, from, to, op ? &*op : nullptr});
}

bool equivalent(const char* axes, const std::string& a, const std::string& b) {
    return test::compile(axes, a).equivalentTo(test::compile(axes, b));
}

}  // namespace

class Cast : public QObject {
    Q_OBJECT

private slots:
    void supportedTypes() {  // line 6776
        QCOMPARE(targetsOf(DType::I32), (std::vector<DType>{DType::I4, DType::I8, DType::I16}));
        QCOMPARE(targetsOf(DType::F32), (std::vector<DType>{DType::F8E5M2, DType::F8E4M3, DType::F16, DType::BF16}));
        QVERIFY(!supported(DType::F32, DType::I8));
        QVERIFY(!supported(DType::BF16, DType::F8E4M3));
        QVERIFY(!supported(DType::I32, DType::I32));
    }

    void packetRule_data() {
        QTest::addColumn<QString>("axes");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<QString>("time");
        QTest::addColumn<QString>("packet");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<qulonglong>("dataBytes");
        QTest::newRow("dot product") << "A=2048" << int(DType::F32) << int(DType::BF16) << "m![1]"
                                     << "m![1 # 8]"
                                     << "m![1 # 16]" << 2ull;
        QTest::newRow("gemm") << "I=512,J=512,K=2048" << int(DType::F32) << int(DType::BF16) << "m![1]"
                              << "m![J % 8]"
                              << "m![J % 8 # 16]" << 16ull;
        QTest::newRow("i32 to i8") << "B=4,A=8" << int(DType::I32) << int(DType::I8) << "m![B]"
                                   << "m![A]"
                                   << "m![A # 32]" << 8ull;
        QTest::newRow("padded input") << "A=4" << int(DType::I32) << int(DType::I8) << "m![1]"
                                      << "m![A # 8]"
                                      << "m![A # 32]" << 4ull;
        QTest::newRow("i32 to i4") << "A=8" << int(DType::I32) << int(DType::I4) << "m![1]"
                                   << "m![A]"
                                   << "m![A # 64]" << 4ull;
    }
    void packetRule() {
        QFETCH(QString, axes);
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(QString, time);
        QFETCH(QString, packet);
        QFETCH(QString, expected);
        QFETCH(qulonglong, dataBytes);
        const auto a = axes.toStdString();
        auto p = plan(a.c_str(), DType(from), DType(to), time.toStdString(), packet.toStdString());
        QVERIFY2(p, p ? "" : p.error().message.c_str());
        QVERIFY2(equivalent(a.c_str(), p->packet, expected.toStdString()), p->packet.c_str());
        QCOMPARE(p->time, test::compile(a.c_str(), time.toStdString()).normalized());  // Time unchanged
        QCOMPARE(p->inPacketBytes, u64{32});
        QCOMPARE(p->outPacketBytes, u64{32});
        QCOMPARE(p->dataBytes, u64{dataBytes});
        QCOMPARE(p->padBytes, 32 - u64{dataBytes});
        QVERIFY(plan(a.c_str(), DType(from), DType(to), time.toStdString(), packet.toStdString(), expected.toStdString()));
    }

    void rejectsBadCasts() {
        QCOMPARE(plan("A=8", DType::F32, DType::I8, "m![1]", "m![A]").error().kind, diag::Kind::cast_unsupported);
        QCOMPARE(plan("A=8", DType::BF16, DType::F8E4M3, "m![1]", "m![A # 16]").error().kind, diag::Kind::cast_unsupported);
        auto wide = plan("A=16", DType::F32, DType::BF16, "m![1]", "m![A]");  // 64 bytes: not one flit
        QCOMPARE(wide.error().kind, diag::Kind::cast_packet);
        QVERIFY(wide.error().message.find("64 bytes") != std::string::npos);
        QCOMPARE(plan("A=8", DType::I32, DType::I8, "m![1]", "m![A]", "m![A # 16]").error().kind, diag::Kind::cast_mismatch);
    }

    void roundsToNearestEven() {
        QCOMPARE(roundFloat(DType::BF16, 1.0f + std::ldexp(1.0f, -8)), 1.0);                            // tie: to even (down)
        QCOMPARE(roundFloat(DType::BF16, 1.0f + 3 * std::ldexp(1.0f, -8)), 1.0 + std::ldexp(1.0, -6));  // tie: up to even
        QCOMPARE(roundFloat(DType::BF16, 1.0f + std::ldexp(1.0f, -8) + std::ldexp(1.0f, -20)), 1.0 + std::ldexp(1.0, -7));
        QCOMPARE(encodeFloat(DType::BF16, 1.0f), 0x3F80u);
        QCOMPARE(encodeFloat(DType::F16, 1.0f), 0x3C00u);
        QCOMPARE(encodeFloat(DType::F16, -2.0f), 0xC000u);
        QCOMPARE(encodeFloat(DType::F8E4M3, 1.0f), 0x38u);
        QCOMPARE(encodeFloat(DType::F8E5M2, 1.0f), 0x3Cu);
        QCOMPARE(roundFloat(DType::F16, 0.1f), 0.0999755859375);
    }

    void subnormalsAndLimits() {
        QCOMPARE(roundFloat(DType::F16, 65504.0f), 65504.0);
        QVERIFY(std::isinf(roundFloat(DType::F16, 65520.0f)));  // the tie above the largest finite rounds to infinity
        QCOMPARE(roundFloat(DType::F16, 65519.0f), 65504.0);
        QCOMPARE(roundFloat(DType::F16, std::ldexp(1.0f, -24)), std::ldexp(1.0, -24));  // smallest subnormal
        QCOMPARE(roundFloat(DType::F16, std::ldexp(1.0f, -25)), 0.0);                   // tie to even: zero
        QCOMPARE(roundFloat(DType::F16, 3 * std::ldexp(1.0f, -26)), std::ldexp(1.0, -24));
        QCOMPARE(encodeFloat(DType::F16, std::ldexp(1.0f, -24)), 0x0001u);
        QCOMPARE(roundFloat(DType::F8E4M3, 448.0f), 448.0);
        QCOMPARE(roundFloat(DType::F8E4M3, 1000.0f), 448.0);  // saturates: e4m3 has no infinity
        QCOMPARE(roundFloat(DType::F8E4M3, -std::numeric_limits<float>::infinity()), -448.0);
        QCOMPARE(roundFloat(DType::F8E4M3, std::ldexp(1.0f, -9)), std::ldexp(1.0, -9));
        QCOMPARE(roundFloat(DType::F8E5M2, 57344.0f), 57344.0);
        QVERIFY(std::isinf(roundFloat(DType::F8E5M2, 61440.0f)));
        QCOMPARE(roundFloat(DType::F8E5M2, std::ldexp(1.0f, -16)), std::ldexp(1.0, -16));
        QCOMPARE(roundFloat(DType::BF16, std::ldexp(1.0f, -140)), std::ldexp(1.0, -140));  // f32 subnormal survives
        QVERIFY(std::isnan(roundFloat(DType::F8E4M3, std::nanf(""))));
        QVERIFY(std::isnan(roundFloat(DType::BF16, std::nanf(""))));
        QCOMPARE(encodeFloat(DType::F8E4M3, std::nanf("")), 0x7Fu);
        QVERIFY(std::signbit(roundFloat(DType::F16, -0.0f)));
    }

    void everyRepresentableValueRoundTrips() {  // the encoder and decoder agree on every 8- and 16-bit pattern
        for (DType type : {DType::F8E4M3, DType::F8E5M2, DType::F16, DType::BF16}) {
            const u64 patterns = tensor::info(type).bits == 8 ? 256 : 65536;
            for (std::uint32_t bits = 0; bits < patterns; ++bits) {
                const double value = decodeFloat(type, bits);
                if (std::isnan(value)) continue;
                QCOMPARE(encodeFloat(type, static_cast<float>(value)), bits);
            }
        }
    }

    void integersSaturate() {
        QCOMPARE(saturateInt(DType::I8, 300), 127);
        QCOMPARE(saturateInt(DType::I8, -300), -128);
        QCOMPARE(saturateInt(DType::I4, 7), 7);
        QCOMPARE(saturateInt(DType::I4, 8), 7);
        QCOMPARE(saturateInt(DType::I4, -9), -8);
        QCOMPARE(saturateInt(DType::I16, -40000), -32768);
    }
    // encodeFloat/decodeFloat's bit shortcuts for bf16 and f32 give the bits
    // of the format-driven routine: every bf16 pattern, the boundaries of
    // rounding (ties, the carry into the next binade and into infinity,
    // subnormals, signed zeros, NaN) and a million random f32 patterns.
    void bitShortcutsMatchTheFormatRoutine() {
        using tensor::DType;
        std::vector<std::uint32_t> patterns = {0x00000000u, 0x80000000u, 0x00000001u, 0x80000001u, 0x00007FFFu, 0x00008000u, 0x00018000u,
                                               0x007FFFFFu, 0x00800000u, 0x3F808000u, 0x3F818000u, 0x3F80FFFFu, 0x7F7F7FFFu, 0x7F7F8000u,
                                               0x7F7FFFFFu, 0x7F800000u, 0xFF800000u, 0x7FC00000u, 0xFFC00001u, 0x7F800001u};
        std::uint32_t state = 12345;
        for (int i = 0; i < 1000000; ++i) patterns.push_back(state = state * 1664525u + 1013904223u);
        for (std::uint32_t b = 0; b < 0x10000u; ++b) {
            const double a = cast::decodeFloat(DType::BF16, b), c = cast::decodeFloatByFormat(DType::BF16, b);
            QVERIFY((a == c || (std::isnan(a) && std::isnan(c))) && std::signbit(a) == std::signbit(c));
            patterns.push_back(b << 16);  // every bf16 value, exact
        }
        for (std::uint32_t bits : patterns) {
            const float value = std::bit_cast<float>(bits);
            for (DType type : {DType::BF16, DType::F32}) {
                const std::uint32_t fast = cast::encodeFloat(type, value), slow = cast::encodeFloatByFormat(type, value);
                if (fast != slow)
                    QFAIL(qPrintable(QStringLiteral("encode %1 of %2: %3, not %4")
                                         .arg(int(type))
                                         .arg(bits, 8, 16, QLatin1Char('0'))
                                         .arg(fast, 0, 16)
                                         .arg(slow, 0, 16)));
                const double a = cast::decodeFloat(type, bits), b = cast::decodeFloatByFormat(type, bits);
                if (!(a == b || (std::isnan(a) && std::isnan(b))) || std::signbit(a) != std::signbit(b))
                    QFAIL(qPrintable(
                        QStringLiteral("decode %1 of %2: %3, not %4").arg(int(type)).arg(bits, 8, 16, QLatin1Char('0')).arg(a).arg(b)));
            }
        }
    }
    // The f16, f8 and f4 shortcuts (bits for encoding, a table for decoding)
    // give the format routine's bits: every code, each value halfway between
    // neighbouring codes and one f32 step either side of it (the ties), the
    // carry past the largest finite value, and a million random f32 patterns.
    void narrowShortcutsMatchTheFormatRoutine() {
        using tensor::DType;
        std::vector<std::uint32_t> patterns = {0x00000000u, 0x80000000u, 0x00000001u, 0x7F7FFFFFu, 0x7F800000u, 0xFF800000u, 0x7FC00000u};
        std::uint32_t state = 54321;
        for (int i = 0; i < 1000000; ++i) patterns.push_back(state = state * 1664525u + 1013904223u);
        for (DType type : {DType::F16, DType::F8E5M2, DType::F8E4M3, DType::F4E2M1}) {
            const std::uint32_t codes = 2u << (tensor::info(type).bits - 1);
            std::vector<double> values;
            for (std::uint32_t b = 0; b < codes; ++b) {
                const double a = cast::decodeFloat(type, b), c = cast::decodeFloatByFormat(type, b);
                QVERIFY((a == c || (std::isnan(a) && std::isnan(c))) && std::signbit(a) == std::signbit(c));
                if (std::isfinite(a)) values.push_back(a);
            }
            std::sort(values.begin(), values.end());
            values.push_back(2 * values.back());  // past the largest: infinity or saturation
            std::vector<float> probes;
            for (std::size_t i = 0; i + 1 < values.size(); ++i) {
                const float mid = float((values[i] + values[i + 1]) / 2);
                for (float v : {float(values[i]), mid, std::nextafter(mid, -INFINITY), std::nextafter(mid, INFINITY)}) probes.push_back(v);
            }
            for (std::uint32_t bits : patterns) probes.push_back(std::bit_cast<float>(bits));
            for (float value : probes) {
                const std::uint32_t fast = cast::encodeFloat(type, value), slow = cast::encodeFloatByFormat(type, value);
                if (fast != slow)
                    QFAIL(qPrintable(QStringLiteral("encode %1 of %2: %3, not %4")
                                         .arg(int(type))
                                         .arg(std::bit_cast<std::uint32_t>(value), 8, 16, QLatin1Char('0'))
                                         .arg(fast, 0, 16)
                                         .arg(slow, 0, 16)));
            }
        }
    }
};

QTEST_APPLESS_MAIN(Cast)
#include "tst_cast.moc"
