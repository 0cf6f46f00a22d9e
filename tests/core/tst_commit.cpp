// The Commit Engine's side of a write: truncating (commit_in_size),
// commit_size, cycles, and the writes it must refuse.
#include <QtTest>

#include "sequencer/commit.h"
#include "test_support.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::sequencer;

namespace {

diag::Result<CommitPlan> plan(const char* axes, const char* buffer, const char* time, const char* packet, tensor::DType dtype,
                              Context context = Context::Main) {
    const auto c = test::streamCase(axes, buffer, time, packet);
    return planCommit(c.request(dtype), context);
}

QString kind(const diag::Result<CommitPlan>& p) { return p ? QStringLiteral("ok") : kindText(p.error().kind); }

}  // namespace

class Commit : public QObject {
    Q_OBJECT

private slots:
    void truncatingKeepsTheLeadingElements() {  // manual: commit_in_size 8, 16, 16 and 32 bytes
        const char* axes = "M=4,K=2,W=8,N=16,J=64";
        QCOMPARE(plan(axes, "m![M, K, W]", "m![M, K]", "m![W # 32]", tensor::DType::I8)->commitInSize, u64{8});
        QCOMPARE(plan(axes, "m![M, K, W = 4]", "m![M, K]", "m![W]", tensor::DType::F32)->commitInSize, u64{16});
        QCOMPARE(plan(axes, "m![K, M, N = 8]", "m![M, K]", "m![N]", tensor::DType::BF16)->commitInSize, u64{16});
        QCOMPARE(plan(axes, "m![K, M, J]", "m![M, K]", "m![J]", tensor::DType::I4)->commitInSize, u64{32});
    }

    void commitSizeIsTheGcd() {  // manual: gcd(64, 8) = 8; gcd(32, 32) = 32; gcd(8, 32) = 8 in 4 writes
        const char* axes = "M=4,K=2,W=8";
        auto straight = plan(axes, "m![M, K, W]", "m![M, K]", "m![W # 32]", tensor::DType::I8);
        QCOMPARE(straight->contiguousBytes, u64{64});
        QCOMPARE(straight->commitSize, u64{8});
        auto transpose = plan(axes, "m![K, M, W]", "m![M, K]", "m![W]", tensor::DType::F32);
        QCOMPARE(transpose->commitSize, u64{32});
        QCOMPARE(transpose->cycles, u64{8});
        auto chunks = plan(axes, "m![K, M, W # 16]", "m![K]", "m![M, W]", tensor::DType::I8);
        QCOMPARE(chunks->commitSize, u64{8});
        QCOMPARE(chunks->writesPerPacket, u64{4});
        QCOMPARE(chunks->cycles, u64{8});
    }

    void writesNeverLeaveTheTensor() {  // manual, "Why dummy=23 Cannot Use 32-byte Commits"
        auto ok = plan("A=65,B=2", "m![B, A # 88]", "m![B, A # 88 / 8]", "m![A # 88 % 8 # 32]", tensor::DType::F8E4M3);
        QVERIFY(ok.ok());
        QCOMPARE(int(ok->config.merged[1].size), 11);
        auto past = plan("A=65,B=2", "m![B, A # 88]", "m![B, A # 96 / 32]", "m![A # 96 % 32]", tensor::DType::F8E4M3);
        QCOMPARE(kind(past), QStringLiteral("out_of_bounds"));
        QVERIFY(QString::fromStdString(*past.error().fix).contains("at least 96"));
    }

    // Manual, "Fetch and Commit Engine", Example 1: the flit `C # 32` (C = 2)
    // into `m![B, A, C # 8]` is [A=3:8, B=5:24, C=8:1], one 8-byte unit per
    // packet; its padding lands on the destination's. Where the positions
    // after a packet's elements hold other elements, only the elements are written.
    void aFlitsPaddingLandsOnTheDestinationsPadding() {
        auto permute = plan("A=3,B=5,C=2", "m![B, A, C # 8]", "m![A, B]", "m![C # 32]", tensor::DType::F8E4M3);
        QVERIFY2(permute.ok(), permute.ok() ? "" : permute.error().message.c_str());
        QCOMPARE(permute->config.merged.back().size, u64{8});
        QCOMPARE(permute->commitInSize, u64{8});
        QCOMPARE(permute->commitSize, u64{8});
        QCOMPARE(permute->cycles, u64{15});
        auto rows = plan("I=32,J=32", "m![I % 32, J % 32]", "m![I, J / 8]", "m![J % 8 # 16]", tensor::DType::BF16);
        QVERIFY2(rows.ok(), rows.ok() ? "" : rows.error().message.c_str());
        QCOMPARE(rows->config.merged.back().size, u64{8});
    }

    // The manual's Dot Product and GEMV commit a reduced scalar: Cast leaves
    // `1 # 16` (one bf16 and padding to 32 bytes) and the destination is
    // `1 # 8`. The packet's first 8 positions go to the destination's 8.
    void aScalarPacketIsTruncatedToItsPaddedDestination() {
        auto dot = plan("A=4", "m![1 # 8]", "m![1]", "m![1 # 16]", tensor::DType::BF16);
        QVERIFY2(dot.ok(), dot.ok() ? "" : dot.error().message.c_str());
        QCOMPARE(dot->config.merged.size(), std::size_t{1});
        QCOMPARE(dot->config.merged[0].size, u64{8});
        QCOMPARE(dot->config.merged[0].stride, u64{1});
        QCOMPARE(dot->commitInSize, u64{16});
        QCOMPARE(dot->cycles, u64{1});
        // A destination of one plain element cannot take the packet's 16
        // positions, nor can one holding an axis.
        QCOMPARE(kind(plan("A=4", "m![1]", "m![1]", "m![1 # 16]", tensor::DType::BF16)), QStringLiteral("broadcast_write"));
        QCOMPARE(kind(plan("A=8", "m![A]", "m![1]", "m![1 # 16]", tensor::DType::BF16)), QStringLiteral("broadcast_write"));
    }

    // The manual's Full-flit Commit (Example 2): the collected packet `[B, C] # 32`, whose normal form the
    // sequencer reads as `B # 16` (stride 2) and `C`, is one contiguous 32-byte write into `[A=3:32, [B,C]=32:1]`;
    // B's 2-byte stride is inside that write and moves no write address.
    void aPaddedGroupInsideOneWriteIsContiguous() {
        for (const char* packet : {"m![[B, C] # 32]", "m![B # 16, C]"}) {
            auto full = plan("A=3,B=5,C=2", "m![A, [B, C] # 32]", "m![A]", packet, tensor::DType::F8E4M3);
            QVERIFY2(full.ok(), full.ok() ? "" : full.error().message.c_str());
            QCOMPARE(full->commitInSize, u64{32});
            QCOMPARE(full->commitSize, u64{32});
            QCOMPARE(full->cycles, u64{3});
        }
    }

    void refusedWrites() {
        QCOMPARE(kind(plan("A=8,B=4", "m![A, B]", "m![A]", "m![B]", tensor::DType::I8)), QStringLiteral("commit_in_size"));
        QCOMPARE(kind(plan("A=8,T=4", "m![A]", "m![T]", "m![A]", tensor::DType::I8)), QStringLiteral("broadcast_write"));
        QCOMPARE(kind(plan("A=4,B=2,C=8", "m![A, B, C # 12]", "m![B, A]", "m![C]", tensor::DType::I8)),
                 QStringLiteral("alignment"));  // rows of 12 bytes
        QCOMPARE(kind(plan("M=4,K=2,W=8", "m![K, M, W]", "m![M, K]", "m![W]", tensor::DType::F32, Context::Sub)),
                 QStringLiteral("commit_size"));  // the sub context writes 8 bytes at a time
        QCOMPARE(kind(plan("M=4,K=2,W=8", "m![M, K, W]", "m![M, K]", "m![W # 32]", tensor::DType::I8, Context::Sub)), QStringLiteral("ok"));
    }

    void sliceBitmap() {  // manual line 2318: 00000000...01 is slice 0 only, 11111111...10 all but slice 0
        auto first = SliceBitmap::parse("00000000...01");
        QCOMPARE(first->slices(), std::vector<std::size_t>{0});
        auto allButFirst = SliceBitmap::parse("11111111...10");
        QCOMPARE(allButFirst->excluded(), std::vector<std::size_t>{0});
        QCOMPARE(allButFirst->count(), std::size_t{255});
        QCOMPARE(SliceBitmap::parse("0xff")->ranges(), std::string("0-7"));
        QCOMPARE(SliceBitmap::parse("0-63,128")->count(), std::size_t{65});
        QCOMPARE(SliceBitmap::parse(std::string(255, '0') + "1")->slices(), std::vector<std::size_t>{0});
        QCOMPARE(SliceBitmap::all().count(), std::size_t{256});
        for (const char* bad : {"", "00000000...00", "0-256", "3-1", "0x", "1..01", "x", "0,,1"}) {
            auto parsed = SliceBitmap::parse(bad);
            QVERIFY2(!parsed.ok(), bad);
            QCOMPARE(parsed.error().kind, diag::Kind::slice_bitmap);
        }
    }

    void validCountPackingKeepsLeadingElements() {  // manual, "Sub-Context Operations"
        const auto c = test::streamCase("M=4,K=2,W=8", "m![M, K, W]", "m![M, K]", "m![W # 32]");
        CommitOptions options;
        options.validCounts = std::vector<u64>{3, 8, 5, 0, 1, 2, 3, 4};
        auto packed = planCommit(c.request(tensor::DType::I8), Context::Sub, options);
        QVERIFY(packed.ok());
        QCOMPARE(packed->packing->elements, u64{26});
        QCOMPARE(packed->packing->cycles, u64{8});
        QCOMPARE(packValidCounts({{1, 2, 3, 4}, {5, 6, 7, 8}}, {2, 3}), (std::vector<std::int64_t>{1, 2, 5, 6, 7}));
        QCOMPARE(packValidCounts({{1, 2}, {3, 4}}, {1}), (std::vector<std::int64_t>{1, 3}));
        QCOMPARE(kind(planCommit(c.request(tensor::DType::I8), Context::Main, options)), QStringLiteral("adapter"));
        options.validCounts = std::vector<u64>{9};
        QCOMPARE(kind(planCommit(c.request(tensor::DType::I8), Context::Sub, options)), QStringLiteral("valid_count"));
        options.validCounts = std::vector<u64>{1, 2};
        QCOMPARE(kind(planCommit(c.request(tensor::DType::I8), Context::Sub, options)), QStringLiteral("valid_count"));
    }

    void subContextCommitsFollowAFetch() {
        const auto c = test::streamCase("M=4,K=2,W=8", "m![M, K, W]", "m![M, K]", "m![W # 32]");
        CommitOptions options;
        options.after = Producer::Cast;
        QCOMPARE(kind(planCommit(c.request(tensor::DType::I8), Context::Sub, options)), QStringLiteral("adapter"));
        QCOMPARE(kind(planCommit(c.request(tensor::DType::I8), Context::Main, options)), QStringLiteral("ok"));
        options.after = Producer::Fetch;
        QCOMPARE(kind(planCommit(c.request(tensor::DType::I8), Context::Sub, options)), QStringLiteral("ok"));
        // The toolchain's book: the sub context commits what its engines computed.
        options.subRules = CommitOptions::SubRules::Book;
        options.after = Producer::Compute;
        QCOMPARE(kind(planCommit(c.request(tensor::DType::I8), Context::Sub, options)), QStringLiteral("ok"));
    }

    // The manual derives commit_size = gcd(run, commit_in_size) and allows only 8 in the sub
    // context; the book fixes the sub context's write_size at 8 bytes, so a 32-byte run is four writes.
    void subContextWriteSizeByDialect() {
        const auto c = test::streamCase("M=4,K=2,W=8", "m![K, M, W]", "m![M, K]", "m![W]");
        CommitOptions options;
        QCOMPARE(kind(planCommit(c.request(tensor::DType::F32), Context::Sub, options)), QStringLiteral("commit_size"));
        options.subRules = CommitOptions::SubRules::Book;
        auto plan = planCommit(c.request(tensor::DType::F32), Context::Sub, options);
        QVERIFY(plan.ok());
        QCOMPARE(plan->commitSize, u64{8});
        QCOMPARE(plan->writesPerPacket, u64{4});
        QCOMPARE(plan->cycles, u64{8 * 4});
        // The main context keeps the gcd, whichever rules.
        QCOMPARE(planCommit(c.request(tensor::DType::F32), Context::Main, options)->commitSize, u64{32});
    }

    void generateModeWritesOneWord() {
        auto write = planGenerate(256, 42, Context::Sub);
        QCOMPARE(write->address, u64{256});
        QCOMPARE(write->value, std::uint32_t{42});
        QCOMPARE(planGenerate(0, -1, Context::Sub)->value, std::uint32_t{0xffffffffu});
        QCOMPARE(planGenerate(256, 42, Context::Main).error().kind, diag::Kind::adapter);
        QCOMPARE(planGenerate(258, 42, Context::Sub).error().kind, diag::Kind::alignment);
        QCOMPARE(planGenerate(kSliceBytes, 1, Context::Sub).error().kind, diag::Kind::out_of_bounds);
        QCOMPARE(planGenerate(0, std::int64_t{1} << 33, Context::Sub).error().kind, diag::Kind::generate_value);
    }
};

QTEST_GUILESS_MAIN(Commit)
#include "tst_commit.moc"
