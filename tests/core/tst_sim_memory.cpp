// The simulator's memory blocks (sim/memory.h): zeroed until written, the
// copy-on-write sharing a broadcast transfer uses for its copies, and how a
// pass finds slices holding the same bytes (sim/twin_units.h).
#include <QtTest>

#include <cstring>
#include <vector>

#include "sim/memory.h"
#include "sim/twin_units.h"

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

bool holds(const Block& b, u64 at, const std::vector<std::uint8_t>& bytes) {
    return std::memcmp(b.data() + at, bytes.data(), bytes.size()) == 0;
}

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
        QVERIFY(a.shareWritten(0, shared));
        QVERIFY(b.shareWritten(u64{1} << 18, shared));
        QVERIFY(holds(a, 0, bytes));
        QVERIFY(holds(b, u64{1} << 18, bytes));
        QCOMPARE(a.data()[kRange], std::uint8_t{42});
        QCOMPARE(b.data()[0], std::uint8_t{0});
        a.data()[5] = 0xee;          // a's page becomes its own
        a.prepareWrite(4096, 8192);  // populating for a write copies too
        a.data()[5000] = 0xdd;
        QCOMPARE(b.data()[(u64{1} << 18) + 5], bytes[5]);
        QCOMPARE(b.data()[(u64{1} << 18) + 5000], bytes[5000]);
        QCOMPARE(a.data()[5], std::uint8_t{0xee});
        QCOMPARE(a.data()[6], bytes[6]);
        QVERIFY(a.allWritten(0, kRange));  // shared bytes count as written
        QVERIFY(!a.allWritten(kRange, kRange + 1));
    }

    // Not whole pages of a mapped block: refused, and nothing changes.
    void sharingNeedsWholePages() {
        const auto bytes = pattern(kRange, 9);
        SharedBytes shared(bytes.data(), bytes.size());
        if (!shared.valid()) QSKIP("no memory files on this system");
        Block big(kBlockBytes), small(u64{16} << 10);
        QVERIFY(!big.shareWritten(100, shared));                 // not on a page
        QVERIFY(!big.shareWritten(kBlockBytes - 4096, shared));  // past the end
        QVERIFY(!small.shareWritten(0, shared));                 // a calloc'd block, smaller than the range anyway
        QCOMPARE(big.data()[100], std::uint8_t{0});
        QVERIFY(!big.allWritten(100, 101));
        const auto odd = pattern(1000, 1);
        SharedBytes partial(odd.data(), odd.size());
        if (partial.valid()) QVERIFY(!big.shareWritten(0, partial));  // not a whole page long
    }

    // Blocks tagged with one SharedBytes at one place hold the same bytes until either is written.
    void sharingTagsHoldUntilAWrite() {
        const auto bytes = pattern(kRange, 5);
        SharedBytes shared(bytes.data(), bytes.size());
        if (!shared.valid()) QSKIP("no memory files on this system");
        Block first(kBlockBytes), copy(kBlockBytes), elsewhere(kBlockBytes), untagged(kBlockBytes);
        std::memcpy(first.data(), bytes.data(), bytes.size());
        first.markWritten(0, kRange);
        first.tagShared(0, shared);  // the block the bytes came from
        QVERIFY(copy.shareWritten(0, shared));
        QVERIFY(elsewhere.shareWritten(u64{1} << 18, shared));
        QVERIFY(first.sameBySharing(copy, 0, kRange));
        QVERIFY(copy.sameBySharing(first, 4096, 8192));
        QVERIFY(!first.sameBySharing(copy, 0, kRange + 1));   // past the shared range
        QVERIFY(!first.sameBySharing(elsewhere, 0, kRange));  // another place in the block
        QVERIFY(!first.sameBySharing(untagged, 0, kRange));
        QVERIFY(first.sameAs(copy, 0, kRange));  // what the tags stand for
        QCOMPARE(copy.sharedId(), shared.id());
        QCOMPARE(untagged.sharedId(), u64{0});
        copy.data()[10] = bytes[10];  // a write, even of the same value,
        copy.markWritten(10, 11);     // ends the tag's proof
        QVERIFY(!first.sameBySharing(copy, 0, kRange));
        QCOMPARE(copy.sharedId(), u64{0});
        QVERIFY(first.sameAs(copy, 0, kRange));
    }

    // Twins by content: tagged ones unread, others by a sampled hash and a whole comparison.
    void twinUnitsAreFoundByTheirBytes() {
        UnitMemory memory(kBlockBytes);
        const auto bytes = pattern(kRange, 11);
        const auto fill = [&](u64 key, const std::vector<std::uint8_t>& v) {
            Block& b = memory.get(key);
            std::memcpy(b.data(), v.data(), v.size());
            b.markWritten(0, v.size());
            return &b;
        };
        fill(0, bytes);
        fill(1, bytes);                // the same bytes, copied
        fill(2, pattern(kRange, 12));  // others
        auto offSample = bytes;
        offSample[8] ^= 1;  // a word the hash does not sample: only the comparison tells
        fill(3, offSample);
        Block* unwritten = fill(4, bytes);
        (void)unwritten;
        memory.get(5);  // nothing written: zeros, unwritten
        Block& partly = memory.get(6);
        std::memcpy(partly.data(), bytes.data(), bytes.size());
        partly.markWritten(0, kRange - 1);                    // one byte short of written
        const std::vector<u64> keys{0, 1, 2, 3, 4, 5, 6, 7};  // 7: no block
        const auto first = detail::firstWithSameBytes(memory, keys, 0, kRange, 2);
        QCOMPARE(first, (std::vector<std::size_t>{0, 0, 2, 3, 0, 5, 6, 7}));
        // The hash alone would have grouped 3 with 0; it is the sample's blind spot.
        QCOMPARE(memory.find(3)->sampleHash(0, kRange), memory.find(0)->sampleHash(0, kRange));
    }
};

QTEST_GUILESS_MAIN(TestSimMemory)
#include "tst_sim_memory.moc"
