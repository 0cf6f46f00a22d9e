// DM banks a sequencer configuration touches: contiguous reads rotate over
// the 16 banks, a 128-byte stride hits one bank every cycle and is reported
// as a starvation risk once it passes 63 accesses in a row; the unit of an
// access (fetch_size, commit_size or a packet of at most one flit) and the
// elements of an access that lie in one bank.
#include <QtTest>

#include "sequencer/bank_shares.h"
#include "sequencer/bank_trace.h"
#include "sequencer/commit.h"
#include "sequencer/fetch.h"
#include "sequencer/stream_accesses.h"
#include "test_support.h"

using namespace tcpwb;
using namespace tcpwb::sequencer;

namespace {

Config config(const char* axes, const char* buffer, const char* time, const char* packet) {
    const auto c = test::streamCase(axes, buffer, time, packet);
    auto derived = derive(c.request(tensor::DType::I8));
    if (!derived) qFatal("%s", derived.error().message.c_str());
    return *derived;
}

int bankCount(std::uint16_t banks) { return __builtin_popcount(banks); }

}  // namespace

class BankTraceTest : public QObject {
    Q_OBJECT

private slots:
    // Bins hold every access between their edges: a rotation through all 16
    // banks, drawn narrower than its accesses, lights every bank evenly.
    void sharesBinEveryAccess() {
        std::vector<std::uint16_t> banks(1000);
        for (std::size_t i = 0; i < banks.size(); ++i) banks[i] = std::uint16_t(0xFu << (4 * (i % 4)));  // 4 banks a read
        const auto shares = sequencer::binBankShares(banks, 0, 1000, 250);
        QCOMPARE(shares.size(), std::size_t(250));
        for (const auto& column : shares)
            for (std::size_t b = 0; b < 16; ++b) QCOMPARE(column[b], 0.25);
        // One access a bin: 0 or 1; a range inside the trace; fewer accesses than columns.
        const auto exact = sequencer::binBankShares(banks, 4, 8, 100);
        QCOMPARE(exact.size(), std::size_t(4));
        QCOMPARE(exact[1][4], 1.0);
        QCOMPARE(exact[1][0], 0.0);
        // Uneven bins: 10 accesses in 3 columns cover all 10, none twice.
        std::vector<std::uint16_t> ones(10, 1);
        const auto uneven = sequencer::binBankShares(ones, 0, 10, 3);
        QCOMPARE(uneven.size(), std::size_t(3));
        for (const auto& column : uneven) QCOMPARE(column[0], 1.0);
        QVERIFY(sequencer::binBankShares(ones, 8, 4, 3).empty());
        QVERIFY(sequencer::binBankShares(ones, 0, 50, 3).size() == 3);  // end past the trace: clamped
    }

    void contiguousReadsRotateOverTheBanks() {
        const auto trace = traceBanks(config("A=32,B=96", "m![A, B]", "m![A, B / 32]", "m![B % 32]"), tensor::DType::I8, 32);
        QCOMPARE(trace.accesses.size(), std::size_t{96});
        QCOMPARE(trace.accesses[0].banks, std::uint16_t{0x000f});  // bytes 0..31: banks 0-3
        QCOMPARE(trace.accesses[1].banks, std::uint16_t{0x00f0});
        QCOMPARE(trace.accesses[4].banks, std::uint16_t{0x000f});  // byte 128 wraps to bank 0
        QVERIFY(trace.streaks.empty());
        QVERIFY(!trace.truncated);
    }

    // A broadcast packet reads one element eight times: one bank, not eight bytes' worth.
    void aBroadcastReadTouchesOneElementsBank() {
        const auto trace = traceBanks(config("A=16,T=4,P=8", "m![A]", "m![T, A]", "m![P]"), tensor::DType::I8, 8);
        QCOMPARE(trace.accesses.size(), std::size_t{64});
        for (const auto& access : trace.accesses) QCOMPARE(bankCount(access.banks), 1);
        QCOMPARE(trace.accesses[9].address, std::int64_t{9});
        QCOMPARE(trace.accesses[9].banks, std::uint16_t{0x0002});  // byte 9 is in the second 8-byte word
    }

    void rowStrideHitsOneBank() {
        // Each A row is 128 bytes: walking A reads the same bank 256 times in a row.
        const auto trace = traceBanks(config("A=256,B=128", "m![A, B]", "m![B / 8, A]", "m![B % 8]"), tensor::DType::I8, 8);
        QCOMPARE(trace.accesses.size(), std::size_t{16 * 256});
        QCOMPARE(bankCount(trace.accesses[0].banks), 1);
        QCOMPARE(trace.streaks.size(), std::size_t{16});  // one per B / 8, each on its own bank
        QCOMPARE(trace.streaks[0].length, u64{256});
        const BankStreak& second =
            *std::find_if(trace.streaks.begin(), trace.streaks.end(), [](const BankStreak& s) { return s.bank == 1; });
        QCOMPARE(second.firstCycle, u64{256});
        QCOMPARE(second.firstAddress, std::int64_t{8});
    }

    void shortStreaksAreSafe() {  // 63 in a row is allowed, 64 is not
        const auto safe = traceBanks(config("A=63,B=128", "m![A, B]", "m![B / 8, A]", "m![B % 8]"), tensor::DType::I8, 8);
        QVERIFY(safe.streaks.empty());
        const auto risky = traceBanks(config("A=64,B=128", "m![A, B]", "m![B / 8, A]", "m![B % 8]"), tensor::DType::I8, 8);
        QCOMPARE(risky.streaks.size(), std::size_t{16});
    }

    void leftPaddingReadsBeforeTheTensor() {
        const auto trace =
            traceBanks(config("A=32,B=90,B'=#2+B+#4", "m![A, B # 96]", "m![A, B' / 32]", "m![B' % 32]"), tensor::DType::I8, 32);
        QCOMPARE(trace.accesses[0].address, std::int64_t{-2});
        QCOMPARE(trace.accesses[0].banks, std::uint16_t{0x800f});  // bytes -2..29: bank 15, then 0-3
    }

    void longConfigurationsAreCut() {
        const auto trace = traceBanks(config("A=256,B=128", "m![A, B]", "m![B / 8, A]", "m![B % 8]"), tensor::DType::I8, 8, 100);
        QCOMPARE(trace.accesses.size(), std::size_t{100});
        QVERIFY(trace.truncated);
    }

    // The bound the streaks are measured against is the manual's 64
    // ("Memory Performance": (256 / 128) * Max_Consecutive_Access * 32 < 4096).
    void streaksReachTheManualsBound() {
        QCOMPARE(memory::consecutiveAccessBound(), u64{64});
        const auto risky = traceBanks(config("A=64,B=128", "m![A, B]", "m![B / 8, A]", "m![B % 8]"), tensor::DType::I8, 8);
        for (const BankStreak& streak : risky.streaks) QCOMPARE(streak.length, memory::consecutiveAccessBound());
    }

    // A stream's accesses: the Fetch Engine reads fetch_size bytes, the
    // Commit Engine writes commit_size bytes, and the Sequencer chapter's
    // rules alone move a packet, at most one 32-byte flit, a cycle.
    void accessesComeInTheEnginesUnit() {
        const auto c = test::streamCase("A=128,B=8", "m![A, B # 128]", "m![A]", "m![B]");
        const auto fetch = planFetch(c.request(tensor::DType::I8), Context::Main);
        QVERIFY(fetch.ok());
        const StreamAccesses reads = fetchAccesses(*fetch, tensor::DType::I8, c.time.size());
        QCOMPARE(reads.unit, AccessUnit::FetchSize);
        QCOMPARE(unitName(reads.unit), std::string_view("fetch_size"));
        QCOMPARE(reads.bytes, u64{8});
        QCOMPARE(reads.total, u64{128});
        // The manual's `A # 88` rows: 11 reads of 8 bytes per packet, 22 in all.
        const auto rows = test::streamCase("A=65,B=2", "m![B, A # 88]", "m![B]", "m![A # 88]");
        const auto rowFetch = planFetch(rows.request(tensor::DType::F8E4M3), Context::Main);
        QCOMPARE(fetchAccesses(*rowFetch, tensor::DType::F8E4M3, rows.time.size()).total, rowFetch->cycles);

        const auto w = test::streamCase("A=128,B=8", "m![A, B # 32]", "m![A]", "m![B # 32]");
        const auto commit = planCommit(w.request(tensor::DType::I8), Context::Main);
        QVERIFY2(commit.ok(), commit.ok() ? "" : commit.error().message.c_str());
        const StreamAccesses writes = commitAccesses(*commit, tensor::DType::I8, w.time.size());
        QCOMPARE(writes.unit, AccessUnit::CommitSize);
        QCOMPARE(unitName(writes.unit), std::string_view("commit_size"));
        QCOMPARE(writes.bytes, commit->commitSize);
        QCOMPARE(writes.total, commit->cycles);

        // The Sequencer chapter's packets are 1 to 32 bytes: one a cycle.
        const StreamAccesses packets = packetAccesses(config("A=4,B=32", "m![A, B]", "m![A]", "m![B]"), tensor::DType::I8, 4);
        QCOMPARE(packets.unit, AccessUnit::Packet);
        QCOMPARE(unitName(packets.unit), std::string_view("packet"));
        QCOMPARE(packets.bytes, u64{32});
        QCOMPARE(packets.total, u64{4});
        const StreamAccesses small = packetAccesses(config("A=4,B=8", "m![A, B]", "m![A]", "m![B]"), tensor::DType::I8, 4);
        QCOMPARE(small.bytes, u64{8});
        QCOMPARE(small.total, u64{4});
    }

    // "Address Space in a Slice": bytes 8b..8b+7 of each 128 are bank b. A
    // 32-byte read from byte 120 covers banks 15, 0, 1 and 2.
    void elementsInOneBank() {
        QCOMPARE(elementsInBank(120, 32, 15, tensor::DType::I8), (std::vector<u64>{120, 121, 122, 123, 124, 125, 126, 127}));
        QCOMPARE(elementsInBank(120, 32, 1, tensor::DType::I8), (std::vector<u64>{136, 137, 138, 139, 140, 141, 142, 143}));
        QVERIFY(elementsInBank(120, 32, 5, tensor::DType::I8).empty());
        // Wider elements: bf16 positions are byte / 2; i4 has two in each byte.
        QCOMPARE(elementsInBank(0, 32, 1, tensor::DType::BF16), (std::vector<u64>{4, 5, 6, 7}));
        QCOMPARE(elementsInBank(8, 8, 1, tensor::DType::I4),
                 (std::vector<u64>{16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31}));
        // Left padding reads before the buffer: those bytes hold no element.
        QCOMPARE(elementsInBank(-2, 32, 15, tensor::DType::I8), std::vector<u64>{});
        QCOMPARE(elementsInBank(-2, 32, 0, tensor::DType::I8), (std::vector<u64>{0, 1, 2, 3, 4, 5, 6, 7}));
    }
};

QTEST_GUILESS_MAIN(BankTraceTest)
#include "tst_bank_trace.moc"
