// The simulator's memory blocks (sim/memory.h): zeroed until written, and the
// copy-on-write sharing a broadcast transfer uses for its copies.
#include <QtTest>

#include <cstring>
#include <vector>

#include "sim/memory.h"

using namespace tcpwb;
using namespace tcpwb::sim;

namespace {

constexpr u64 kBlockBytes = u64{512} << 10;  // a DM slice
constexpr u64 kRange = u64{64} << 10;        // GEMM's A per slice

std::vector<std::uint8_t> pattern(u64 bytes, std::uint8_t seed) {
    std::vector<std::uint8_t> v(bytes);
    for (u64 i = 0; i < bytes; ++i) v[i] = std::uint8_t(i * 7 + seed);
    return v;
}

bool holds(const Block& b, u64 at, const std::vector<std::uint8_t>& bytes) { return std::memcmp(b.data() + at, bytes.data(), bytes.size()) == 0; }

}  // namespace

class TestSimMemory : public QObject {
    Q_OBJECT
private slots:
    void blocksStartZeroedAndUnwritten() {
        Block b(kBlockBytes);
        QCOMPARE(b.data()[0], std::uint8_t{0});
        QCOMPARE(b.data()[kBlockBytes - 1], std::uint8_t{0});
        QVERIFY(!b.allWritten(0, 1));
        b.markWritten(100, 300);
        QVERIFY(b.allWritten(100, 300));
        QVERIFY(!b.allWritten(99, 300));
        QVERIFY(!b.allWritten(100, 301));
    }

    // Two copies of one range share its pages until one is written; each then has its own.
    void sharedCopiesAreCopyOnWrite() {
        const auto bytes = pattern(kRange, 3);
        SharedBytes shared(bytes.data(), bytes.size());
        if (!shared.valid()) QSKIP("no memory files on this system: broadcast copies are plain copies");
        Block a(kBlockBytes), b(kBlockBytes);
        a.data()[kRange] = 42;  // outside the shared range: kept
        QVERIFY(a.shareData(0, shared));
        QVERIFY(b.shareData(u64{1} << 18, shared));
        QVERIFY(holds(a, 0, bytes));
        QVERIFY(holds(b, u64{1} << 18, bytes));
        QCOMPARE(a.data()[kRange], std::uint8_t{42});
        QCOMPARE(b.data()[0], std::uint8_t{0});
        a.data()[5] = 0xee;  // a's page becomes its own
        a.prepareWrite(4096, 8192);  // populating for a write copies too
        a.data()[5000] = 0xdd;
        QCOMPARE(b.data()[(u64{1} << 18) + 5], bytes[5]);
        QCOMPARE(b.data()[(u64{1} << 18) + 5000], bytes[5000]);
        QCOMPARE(a.data()[5], std::uint8_t{0xee});
        QCOMPARE(a.data()[6], bytes[6]);
        QVERIFY(!a.allWritten(0, 1));  // the written bits are the caller's
    }

    // Not whole pages of a mapped block: refused, and nothing changes.
    void sharingNeedsWholePages() {
        const auto bytes = pattern(kRange, 9);
        SharedBytes shared(bytes.data(), bytes.size());
        if (!shared.valid()) QSKIP("no memory files on this system");
        Block big(kBlockBytes), small(u64{16} << 10);
        QVERIFY(!big.shareData(100, shared));              // not on a page
        QVERIFY(!big.shareData(kBlockBytes - 4096, shared));  // past the end
        QVERIFY(!small.shareData(0, shared));              // a calloc'd block, smaller than the range anyway
        QCOMPARE(big.data()[100], std::uint8_t{0});
        const auto odd = pattern(1000, 1);
        SharedBytes partial(odd.data(), odd.size());
        if (partial.valid()) QVERIFY(!big.shareData(0, partial));  // not a whole page long
    }
};

QTEST_GUILESS_MAIN(TestSimMemory)
#include "tst_sim_memory.moc"
