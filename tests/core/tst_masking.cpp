// The Fetch Adapter's masking: the manual's three cases and the 63-of-64
// example, and a property test that what the hardware masks is exactly the
// padding of the packet's axis, while every valid element is read from an
// address that holds it.
#include <QtTest>

#include <fmt/format.h>

#include <random>

#include "sequencer/fetch.h"
#include "test_support.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::sequencer;

namespace {

struct Planned {
    test::StreamCase stream;
    diag::Result<FetchPlan> plan;
};

Planned plan(const std::string& axes, const std::string& buffer, const std::string& time, const std::string& packet, tensor::DType dtype) {
    auto c = test::streamCase(axes.c_str(), buffer, time, packet);
    auto p = planFetch(c.request(dtype), Context::Main);
    return {std::move(c), std::move(p)};
}

QList<u64> list(const std::vector<u64>& v) { return QList<u64>(v.begin(), v.end()); }

// The element offset a configuration reads for packet position p of time step t.
std::int64_t addressOf(const Config& config, u64 t, u64 p) {
    std::int64_t address = config.base;
    for (std::size_t k = config.merged.size(); k-- > 0;) {
        const Entry& e = config.merged[k];
        u64& rest = e.packet ? p : t;
        address += static_cast<std::int64_t>((rest % e.size) * e.stride);
        rest /= e.size;
    }
    return address;
}

// The tensor index the stream holds at (t, p): Time's and Packet's raw
// coordinates add up before the padded axis decides validity.
std::optional<mapping::TensorIndex> streamIndex(const test::StreamCase& c, u64 t, u64 p) {
    auto time = c.time.normalForm().mapRaw(t);
    auto packet = c.packet.normalForm().mapRaw(p);
    if (!time || !packet) return std::nullopt;
    mapping::TensorIndex sum = *time;
    sum.add(*packet);
    std::vector<mapping::AxisId> derived;
    for (mapping::AxisId a = 0; a < c.buffer.env().count(); ++a)
        if (c.buffer.env()[a].derived()) derived.push_back(a);
    return mapping::finalizeIndex(sum, c.buffer.env(), derived);
}

}  // namespace

class Masking : public QObject {
    Q_OBJECT

private slots:
    void case1PadsBothEndsNextToThePacket() {  // manual line 1903; rightmost valid count 28, see docs
        auto p = plan("A=32,B=90,B'=#2+B+#4", "m![A, B # 96]", "m![A, B' / 32]", "m![B' % 32]", tensor::DType::I8);
        QVERIFY(p.plan.ok());
        QCOMPARE(p.plan->config.base, std::int64_t{-2});
        QCOMPARE(p.plan->cycles, u64{96});
        QCOMPARE(p.plan->config.packetSize, u64{32});
        const auto& mask = *p.plan->mask;
        QCOMPARE(mask.paddingCase, 1);
        QCOMPARE(mask.lastDim, std::size_t{1});
        QCOMPARE(mask.leftPad, u64{2});
        QCOMPARE(list(mask.rightmostValidCount), QList<u64>{28});
        QCOMPARE(mask.maskedPerRow, u64{6});  // "the first 2 and last 4 values ... are masked"
        QCOMPARE(mask.padValue, std::int64_t{0});
    }

    void case2PadsAcrossNonContiguousPackets() {  // manual line 1912
        auto p = plan("A=32,B=90,B'=#2+B+#4", "m![A, B # 96]", "m![B' / 32, A]", "m![B' % 32]", tensor::DType::I8);
        const auto& mask = *p.plan->mask;
        QCOMPARE(mask.paddingCase, 2);
        QCOMPARE(mask.lastDim, std::size_t{0});
        QCOMPARE(mask.leftPad, u64{2});
        QCOMPARE(list(mask.rightmostValidCount), QList<u64>{28});
        QCOMPARE(p.plan->config.merged[0].size, u64{3});
        QCOMPARE(p.plan->config.merged[0].stride, u64{32});
        QCOMPARE(p.plan->config.merged[1].stride, u64{96});
    }

    void case3CountsPerIndex() {  // manual line 1922
        auto p = plan("A=32,B=97,B'=B+#31", "m![A, B # 128]", "m![A, B' / 16, 1]", "m![B' % 16]", tensor::DType::F32);
        QVERIFY(p.plan.ok());
        QCOMPARE(p.plan->config.merged.size(), std::size_t{4});
        QCOMPARE(p.plan->config.merged[2].size, u64{1});
        QCOMPARE(p.plan->config.merged[2].stride, u64{0});
        QCOMPARE(p.plan->config.base, std::int64_t{0});  // no left padding (the manual prints -2)
        const auto& mask = *p.plan->mask;
        QCOMPARE(mask.paddingCase, 3);
        QCOMPARE(*mask.rightmostValidCountDim, std::size_t{1});
        QCOMPARE(mask.lastDim, std::size_t{2});
        QCOMPARE(list(mask.rightmostValidCount), (QList<u64>{16, 16, 16, 16, 16, 16, 1, 0}));
        QCOMPARE(mask.validPerRow, u64{97});
        QCOMPARE(mask.maskedPerRow, u64{31});
        // 16 f32 are 64 bytes, two 32-byte fetches each: Time::SIZE 256 x 2 (the manual's "Cycles" line says 256).
        QCOMPARE(p.plan->cycles, u64{512});
        QVERIFY(!mask.insertedUnitEntry);
    }

    void case3AddsTheUnitEntryWhenMissing() {
        auto p = plan("A=32,B=97,B'=B+#31", "m![A, B # 128]", "m![A, B' / 16]", "m![B' % 16]", tensor::DType::F32);
        const auto& mask = *p.plan->mask;
        QCOMPARE(mask.paddingCase, 3);
        QVERIFY(mask.insertedUnitEntry);
        QCOMPARE(mask.entries[mask.lastDim].size, u64{1});
        QCOMPARE(p.plan->config.merged.size() + 1, mask.entries.size());  // the sequencer's own configuration stays as derived
        QCOMPARE(*mask.rightmostValidCountDim, std::size_t{1});
    }

    void sixtyThreeOfSixtyFour() {  // manual line 1892: the 64th element is masked to zero
        auto p = plan("A=63", "m![A]", "m![1]", "m![A # 64]", tensor::DType::I8);
        const auto& mask = *p.plan->mask;
        const auto masked = maskedPositions(mask, 64, 0);
        for (u64 i = 0; i < 64; ++i) QCOMPARE(bool(masked[i]), i == 63);
    }

    // The manual's count of what is masked: "the first 2 and last 4 elements
    // of (# 2 + B + # 4)" (cases 1 and 2), the 64th element of 64, and case 3's
    // whole packets of right padding.
    void maskedSidesCountBothEnds() {
        for (const char* time : {"m![A, B' / 32]", "m![B' / 32, A]"}) {
            auto p = plan("A=32,B=90,B'=#2+B+#4", "m![A, B # 96]", time, "m![B' % 32]", tensor::DType::I8);
            const MaskedSides sides = maskedSides(*p.plan->mask, p.plan->config.packetSize);
            QCOMPARE(sides.left, u64{2});
            QCOMPARE(sides.right, u64{4});
            QCOMPARE(sides.byPacket.size(), std::size_t{3});
            QCOMPARE(list(sides.byPacket[0]), (QList<u64>{0, 1}));
            QCOMPARE(list(sides.byPacket[1]), QList<u64>{});
            QCOMPARE(list(sides.byPacket[2]), (QList<u64>{28, 29, 30, 31}));
        }
        auto one = plan("A=63", "m![A]", "m![1]", "m![A # 64]", tensor::DType::I8);
        const MaskedSides last = maskedSides(*one.plan->mask, 64);
        QCOMPARE(last.left, u64{0});
        QCOMPARE(last.right, u64{1});
        QCOMPARE(last.byPacket.size(), std::size_t{1});
        QCOMPARE(list(last.byPacket[0]), QList<u64>{63});

        auto case3 = plan("A=32,B=97,B'=B+#31", "m![A, B # 128]", "m![A, B' / 16, 1]", "m![B' % 16]", tensor::DType::F32);
        const MaskedSides whole = maskedSides(*case3.plan->mask, 16);
        QCOMPARE(whole.left, u64{0});
        QCOMPARE(whole.right, u64{31});
        QCOMPARE(whole.byPacket.size(), std::size_t{8});
        QCOMPARE(whole.byPacket[5].size(), std::size_t{0});
        QCOMPARE(whole.byPacket[6].size(), std::size_t{15});  // one valid element
        QCOMPARE(whole.byPacket[7].size(), std::size_t{16});
    }

    void noPaddingNoMask() {
        auto p = plan("A=32,B=96", "m![A, B]", "m![A, B / 32]", "m![B % 32]", tensor::DType::I8);
        QVERIFY(!p.plan->mask);
        QVERIFY(p.plan->warnings.empty());
    }

    void unmaskablePaddingIsAWarningWithAFix() {
        // Right padding over whole packets with 12 packets per row: case 3 covers at most 8.
        auto p = plan("A=2,B=100,B'=B+#92", "m![A, B # 192]", "m![A, B' / 16]", "m![B' % 16]", tensor::DType::I8);
        QVERIFY(p.plan.ok());
        QVERIFY(!p.plan->mask);
        QCOMPARE(p.plan->warnings.size(), std::size_t{1});
        QCOMPARE(p.plan->warnings[0].kind, diag::Kind::masking);
        QVERIFY(p.plan->warnings[0].fix.has_value());
    }

    void subContextCannotMask() {
        auto c = test::streamCase("A=63", "m![A]", "m![1]", "m![A # 64]");
        auto p = planFetch(c.request(tensor::DType::I8), Context::Sub);
        if (p.ok()) {
            QVERIFY(!p->mask);
            QCOMPARE(p->warnings.at(0).kind, diag::Kind::masking);
        }
    }

    void paddedAxesResolveInMappings() {
        auto m = test::compile("B=90,B'=#2+B+#4", "m![B']");
        QCOMPARE(m.size(), u64{96});
        QVERIFY(!m.at(1));
        QCOMPARE(test::indexText(m.at(2), m.env()), QStringLiteral("{}"));
        QCOMPARE(test::indexText(m.at(91), m.env()), QStringLiteral("{B: 89}"));
        QVERIFY(!m.at(92));
        auto env = mapping::parseAxes("A=15,A'=A+1#");
        QVERIFY(env.ok());
        QCOMPARE((*env)[1].size, u64{16});
        QCOMPARE(QString::fromStdString(env->toString()), QStringLiteral("A = 15, A' = A + # 1"));
    }

    void badPaddedAxesAreExplained() {
        QCOMPARE(mapping::parseAxes("B'=#2+B").error().kind, diag::Kind::unknown_axis);
        QCOMPARE(mapping::parseAxes("B=4,B'=#2+").error().kind, diag::Kind::syntax_error);
        QCOMPARE(mapping::parseAxes("B=4,B'=B+").error().kind, diag::Kind::syntax_error);
        QCOMPARE(mapping::parseAxes("A=4,B=4,C'=B-A,D'=#1+C'").error().kind, diag::Kind::invalid_padding);
    }

    // Random padded rows: the hardware's mask is exactly the padding, and each
    // valid element comes from an address of the buffer that holds it.
    void maskIsExactlyThePadding() {
        std::mt19937_64 rng(20261122);
        auto pick = [&](u64 lo, u64 hi) { return std::uniform_int_distribution<u64>(lo, hi)(rng); };
        int masked = 0, warned = 0;
        for (int round = 0; round < 400; ++round) {
            const u64 packet = u64{8} << pick(0, 2);  // 8, 16 or 32 i8
            const u64 packets = pick(1, 10);
            const u64 row = packet * packets;
            const u64 left = pick(0, 1) ? pick(0, std::min(row - 1, packet + 2)) : 0;
            const u64 valid = pick(1, row - left);
            const std::string axes = fmt::format("A=3,X={},X'=#{}+X+#{}", valid, left, row - left - valid);
            const char* times[] = {"m![A, X' / {}]", "m![X' / {}, A]", "m![A, X' / {}, 1]"};
            const std::string time = packets == 1 ? "m![A]" : fmt::format(fmt::runtime(times[pick(0, 2)]), packet);
            const std::string packetText = packets == 1 ? "m![X']" : fmt::format("m![X' % {}]", packet);
            auto p = plan(axes, fmt::format("m![A, X # {}]", row), time, packetText, tensor::DType::I8);
            QVERIFY2(p.plan.ok(), p.plan.ok() ? "" : p.plan.error().message.c_str());
            if (!p.plan->mask) {
                const bool padded = left > 0 || valid + left < row;
                QVERIFY2(!padded || !p.plan->warnings.empty(), axes.c_str());
                warned += padded;
                const bool wholePacketsOnTheRight = left + valid + packet <= row;
                if (padded) QVERIFY(left >= packet || (wholePacketsOnTheRight && (packets > 8 || left > 0)));
                continue;
            }
            ++masked;
            for (u64 t = 0; t < p.stream.time.size(); ++t) {
                const auto mask = maskedPositions(*p.plan->mask, packet, t);
                for (u64 q = 0; q < packet; ++q) {
                    const auto index = streamIndex(p.stream, t, q);
                    QVERIFY2(bool(mask[q]) == !index.has_value(), fmt::format("{} t={} p={}", axes, t, q).c_str());
                    if (!index) continue;
                    const std::int64_t address = addressOf(p.plan->config, t, q);
                    QVERIFY(address >= 0);
                    QCOMPARE(p.stream.buffer.at(static_cast<u64>(address)), index);
                }
            }
        }
        QVERIFY(masked > 100);
        qInfo("%d masked configurations, %d warnings", masked, warned);
    }
};

QTEST_GUILESS_MAIN(Masking)
#include "tst_masking.moc"
