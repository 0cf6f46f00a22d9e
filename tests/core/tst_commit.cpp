// The Commit Engine's side of a write: truncating (commit_in_size),
// commit_size, cycles, and the writes it must refuse.
#include <QtTest>

#include "sequencer/commit.h"
#include "test_support.h"

using namespace tcpwb;
using namespace tcpwb::sequencer;

namespace {

diag::Result<CommitPlan> plan(const char* axes, const char* buffer, const char* time, const char* packet,
                              tensor::DType dtype, Context context = Context::Main) {
    const auto c = test::streamCase(axes, buffer, time, packet);
    return planCommit(c.request(dtype), context);
}

QString kind(const diag::Result<CommitPlan>& p) { return p ? QStringLiteral("ok") : QString::fromStdString(p.error().kind); }

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

    void refusedWrites() {
        QCOMPARE(kind(plan("A=8,B=4", "m![A, B]", "m![A]", "m![B]", tensor::DType::I8)), QStringLiteral("commit_in_size"));
        QCOMPARE(kind(plan("A=8,T=4", "m![A]", "m![T]", "m![A]", tensor::DType::I8)), QStringLiteral("broadcast_write"));
        QCOMPARE(kind(plan("A=4,B=2,C=8", "m![A, B, C # 12]", "m![B, A]", "m![C]", tensor::DType::I8)),
                 QStringLiteral("alignment"));  // rows of 12 bytes
        QCOMPARE(kind(plan("M=4,K=2,W=8", "m![K, M, W]", "m![M, K]", "m![W]", tensor::DType::F32, Context::Sub)),
                 QStringLiteral("commit_size"));  // the sub context writes 8 bytes at a time
        QCOMPARE(kind(plan("M=4,K=2,W=8", "m![M, K, W]", "m![M, K]", "m![W # 32]", tensor::DType::I8, Context::Sub)),
                 QStringLiteral("ok"));
    }
};

QTEST_GUILESS_MAIN(Commit)
#include "tst_commit.moc"
