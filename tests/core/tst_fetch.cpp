// The Fetch Engine's sequencer side: contiguous_sram_access_size, fetch_size
// in both contexts, batching and the cycle formula, and the padding advice,
// from the manual's examples.
#include <QtTest>

#include "sequencer/fetch.h"
#include "sequencer/padding_advice.h"
#include "test_support.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::sequencer;

namespace {

diag::Result<FetchPlan> plan(const char* axes, const char* buffer, const char* time, const char* packet, tensor::DType dtype,
                             Context context = Context::Main, std::optional<Cast> cast = std::nullopt) {
    const auto c = test::streamCase(axes, buffer, time, packet);
    FetchOptions options;
    options.cast = cast;
    return planFetch(c.request(dtype), context, options);
}

}  // namespace

class Fetch : public QObject {
    Q_OBJECT

private slots:
    void contiguousAccessSize() {  // manual: 384, 32 and 8 bytes
        const char* axes = "N=4,C=3,H=4,W=8";
        QCOMPARE(plan(axes, "m![N, C, H, W]", "m![N, C, H]", "m![W]", tensor::DType::I8)->contiguousBytes, u64{384});
        QCOMPARE(plan(axes, "m![N, C, H, W]", "m![C]", "m![N, H, W]", tensor::DType::I8)->contiguousBytes, u64{32});
        QCOMPARE(plan(axes, "m![N, C, H, W]", "m![1]", "m![N, H, C, W]", tensor::DType::I8)->contiguousBytes, u64{8});
    }

    // Manual, "Sequencer": `[T 4 : 0, A 16 : 1, P 4 : 0] : 4` of i8, "The
    // maximum fetch_size is 4"; the packet-fetch rule files s == 0 under
    // contiguous access, so a broadcast packet is one read in either context.
    void broadcastPacketsAreContiguous() {
        auto manual = plan("A=16,T=4,P=4", "m![A]", "m![T, A]", "m![P]", tensor::DType::I8);
        QVERIFY(manual.ok() || manual.error().kind == diag::Kind::alignment);  // 4 bytes: the Fetch Engine pads to 8
        auto main = plan("A=16,T=4,P=8", "m![A]", "m![T, A]", "m![P]", tensor::DType::I8);
        QVERIFY2(main.ok(), main.ok() ? "" : main.error().message.c_str());
        QCOMPARE(main->contiguousBytes, u64{8});
        QCOMPARE(main->fetchSize, u64{8});
        QCOMPARE(main->fetchesPerPacket, u64{1});
        QCOMPARE(main->cycles, u64{64});
        auto sub = plan("A=16,T=4,P=8", "m![A]", "m![T, A]", "m![P]", tensor::DType::I8, Context::Sub);
        QVERIFY2(sub.ok(), sub.ok() ? "" : sub.error().message.c_str());
        QCOMPARE(sub->fetchSize, u64{8});
        // The run grows outwards over a further broadcast only: T and P both stride 0.
        auto both = plan("A=16,T=4,P=8", "m![A]", "m![A, T]", "m![P]", tensor::DType::I8);
        QCOMPARE(both->contiguousBytes, u64{32});
        QCOMPARE(both->fetchSize, u64{8});
    }

    void paddingPacketsCutCycles() {  // manual: 3 cycles with [B, C] # 16, 1 cycle with [A, B, C] # 32
        const char* axes = "A=3,B=5,C=2";
        auto medium = plan(axes, "m![A, B, C]", "m![A]", "m![[B, C] # 16]", tensor::DType::F8E4M3);
        QCOMPARE(medium->fetchSize, u64{16});
        QCOMPARE(medium->cycles, u64{3});
        auto large = plan(axes, "m![A, B, C]", "m![1]", "m![[A, B, C] # 32]", tensor::DType::F8E4M3);
        QCOMPARE(large->fetchSize, u64{32});
        QCOMPARE(large->cycles, u64{1});
    }

    void packetsAreEightByteAligned() {  // the 2-byte packet the manual says takes 15 cycles cannot be fetched
        auto small = plan("A=3,B=5,C=2", "m![A, B, C]", "m![A, B]", "m![C]", tensor::DType::F8E4M3);
        QVERIFY(!small.ok());
        QCOMPARE(small.error().kind, diag::Kind::alignment);
        QCOMPARE(QString::fromStdString(*small.error().fix), QStringLiteral("pad the packet: m![C # 8]"));
        auto pair = plan("A=3,B=5,C=2", "m![A, B, C]", "m![A]", "m![B, C]", tensor::DType::F8E4M3);
        QCOMPARE(QString::fromStdString(*pair.error().fix), QStringLiteral("pad the packet: m![[B, C] # 16]"));
    }

    void batchingAndTheCycleFormula() {  // manual's batching examples with a one-byte type
        const char* axes = "N=4,C=3,H=4,W=8";
        const struct {
            const char* time;
            const char* packet;
            u64 fetchSize, perPacket, cycles;
        } cases[] = {{"m![N, C, H]", "m![W]", 8, 1, 48},
                     {"m![N, C, H / 2]", "m![H % 2, W]", 16, 1, 24},
                     {"m![N, C]", "m![H, W]", 32, 1, 12},
                     {"m![N]", "m![C, H, W]", 32, 3, 12}};
        for (const auto& c : cases) {
            auto p = plan(axes, "m![N, C, H, W]", c.time, c.packet, tensor::DType::I8);
            QVERIFY2(p.ok(), c.packet);
            QCOMPARE(p->fetchSize, c.fetchSize);
            QCOMPARE(p->fetchesPerPacket, c.perPacket);
            QCOMPARE(p->cycles, c.cycles);
        }
    }

    void typeCasting() {  // manual: i8 -> i32, 512 time steps of 32 i32 elements (128 bytes)
        auto widened = plan("A=512,B=32", "m![A, B]", "m![A]", "m![B]", tensor::DType::I8, Context::Main, Cast{tensor::DType::I32});
        QVERIFY(widened.ok());
        QCOMPARE(widened->outputPacketBytes, u64{128});
        QCOMPARE(widened->fetchSize, u64{8});  // 16 bytes would make 64 bytes of i32: past a 32-byte flit
        QCOMPARE(widened->cycles, u64{512 * 4});
        auto i4 = plan("A=512,B=64", "m![A, B]", "m![A]", "m![B]", tensor::DType::I4, Context::Main, Cast{tensor::DType::I32});
        QCOMPARE(i4->fetchSize, u64{4});  // 4 bytes of i4 are 8 elements, 32 bytes of i32
        auto sub = plan("A=512,B=64", "m![A, B]", "m![A]", "m![B]", tensor::DType::I4, Context::Sub, Cast{tensor::DType::I32});
        QCOMPARE(sub->fetchSize, u64{4});  // "4 bytes when casting from i4 to i32"
        auto missing = plan("A=512,B=32", "m![A, B]", "m![A]", "m![B]", tensor::DType::I8, Context::Main, Cast{tensor::DType::F32});
        QCOMPARE(missing.error().kind, diag::Kind::cast);
        QVERIFY(QString::fromStdString(missing.error().message).contains("i9, i32"));
        QVERIFY(!castSupported(tensor::DType::F8E4M3, tensor::DType::BF16, false));
        QVERIFY(castSupported(tensor::DType::F8E4M3, tensor::DType::BF16, true));  // RNGD-S
    }

    void subContextReadsEightBytes() {
        auto p = plan("N=4,C=3,H=4,W=8", "m![N, C, H, W]", "m![N, C]", "m![H, W]", tensor::DType::I8, Context::Sub);
        QCOMPARE(p->fetchSize, u64{8});
        QCOMPARE(p->cycles, u64{12 * 4});
        auto strided = plan("A=8,B=4", "m![B, A]", "m![A]", "m![B # 8]", tensor::DType::I8, Context::Sub);
        QVERIFY(!strided.ok());
        QCOMPARE(strided.error().kind, diag::Kind::packet_fetch);
    }

    // Fetch Engine, "The Impact of Padding Choice": A = 65 f8 elements in
    // B = 2 rows, each row read as one packet. The manual's table: dummy 15
    // (80-byte rows) reads 16 bytes in 10 cycles, 23 (88) 8 bytes in 22, 31
    // (96) 32 bytes in 6; padding to 96 bytes is the advice for the first
    // two. Its dummy 7 reads 24 bytes, which is not among the main context's
    // read sizes (1, 2, 4, 8, 16, 32), so here its 72-byte rows take 8-byte
    // reads in 18 cycles, and 96 bytes is the advice for them too.
    void paddingAdviceFollowsTheManualsTable() {
        const struct {
            u64 padded, fetchSize, cycles;
            bool advised;
        } rows[] = {{72, 8, 18, true}, {80, 16, 10, true}, {88, 8, 22, true}, {96, 32, 6, false}};
        for (const auto& row : rows) {
            const std::string a = "A # " + std::to_string(row.padded);
            auto p = plan("A=65,B=2", ("m![B, " + a + "]").c_str(), "m![B]", ("m![" + a + "]").c_str(), tensor::DType::F8E4M3);
            QVERIFY2(p.ok(), a.c_str());
            QCOMPARE(p->fetchSize, row.fetchSize);
            QCOMPARE(p->cycles, row.cycles);
            const auto advice = advisePadding(*p, tensor::DType::F8E4M3, Context::Main);
            QCOMPARE(advice.has_value(), row.advised);
            if (!advice) continue;
            QCOMPARE(advice->packetBytes, row.padded);
            QCOMPARE(advice->paddedPacketBytes, u64{96});
            QCOMPARE(advice->extraBytes, 96 - row.padded);
            QCOMPARE(advice->fetchSize, row.fetchSize);
            QCOMPARE(advice->paddedFetchSize, u64{32});
            QCOMPARE(advice->cycles, row.cycles);
            QCOMPARE(advice->paddedCycles, u64{6});
        }
    }

    // Only where padding the packet pads the rows, changes nothing else and saves cycles.
    void paddingAdviceOnlyWherePaddingThePacketHelps() {
        auto rows = plan("A=65,B=2", "m![B, A # 88]", "m![B]", "m![A # 88]", tensor::DType::I8);
        QVERIFY(advisePadding(*rows, tensor::DType::I8, Context::Main));
        // The sub context reads 8 bytes whatever the packet.
        auto sub = plan("A=65,B=2", "m![B, A # 88]", "m![B]", "m![A # 88]", tensor::DType::I8, Context::Sub);
        QVERIFY(!advisePadding(*sub, tensor::DType::I8, Context::Sub));
        // A cast changes the element width: the read size is capped by the flit, not the padding.
        auto cast = plan("A=65,B=2", "m![B, A # 88]", "m![B]", "m![A # 88]", tensor::DType::I8, Context::Main, Cast{tensor::DType::I32});
        QVERIFY(cast.ok());
        QVERIFY(!advisePadding(*cast, tensor::DType::I8, Context::Main));
        // A packet of two runs (H jumps over C): contiguous 8 bytes of a 32-byte
        // packet. Padding the packet would not make the runs longer.
        auto runs = plan("H=4,W=8,C=2", "m![H, C, W]", "m![C]", "m![H, W]", tensor::DType::I8);
        QVERIFY2(runs.ok(), runs.ok() ? "" : runs.error().message.c_str());
        QCOMPARE(runs->contiguousBytes, u64{8});
        QCOMPARE(runs->cycles, u64{8});
        QVERIFY(!advisePadding(*runs, tensor::DType::I8, Context::Main));
        // A 16-byte packet is one 16-byte read; padded to 32 it would still be one.
        auto small = plan("A=16,B=4", "m![B, A]", "m![B]", "m![A]", tensor::DType::I8);
        QCOMPARE(small->fetchSize, u64{16});
        QVERIFY(!advisePadding(*small, tensor::DType::I8, Context::Main));
    }
};

QTEST_GUILESS_MAIN(Fetch)
#include "tst_fetch.moc"
