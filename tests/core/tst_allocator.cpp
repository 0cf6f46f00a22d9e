// memory::allocate: first fit by lifetime, alignment, blocks the kernel
// placed, reuse after a lifetime ends, and the failure's peak and culprits.
#include <QtTest>

#include <algorithm>
#include <optional>
#include <random>
#include <tuple>
#include <variant>

#include "memory/allocator.h"

using namespace tcpwb;
using namespace tcpwb::memory;

namespace {

std::vector<u64> placed(const Arena& arena, const std::vector<Block>& blocks) {
    auto out = allocate(arena, blocks);
    if (!std::holds_alternative<std::vector<u64>>(out)) {
        qWarning("allocation failed at block %zu", std::get<AllocationFailure>(out).block);
        return {};
    }
    return std::get<std::vector<u64>>(out);
}

AllocationFailure failure(const Arena& arena, const std::vector<Block>& blocks) {
    auto out = allocate(arena, blocks);
    if (!std::holds_alternative<AllocationFailure>(out)) return {};
    return std::get<AllocationFailure>(out);
}

Block live(u64 size, u64 begin, u64 end) {
    Block b;
    b.size = size;
    b.begin = begin;
    b.end = end;
    return b;
}

// No two blocks live at the same time share a byte, each is aligned and inside the arena.
bool valid(const Arena& arena, const std::vector<Block>& blocks, const std::vector<u64>& at) {
    for (std::size_t i = 0; i < blocks.size(); ++i) {
        if (blocks[i].size == 0) continue;
        if (at[i] % std::max(arena.alignment, blocks[i].alignment) != 0 && !blocks[i].fixed) return false;
        if (at[i] + blocks[i].size > arena.capacity) return false;
        for (std::size_t j = 0; j < i; ++j)
            if (blocks[j].size > 0 && blocks[i].livesWith(blocks[j]) && at[i] < at[j] + blocks[j].size && at[j] < at[i] + blocks[i].size)
                return false;
    }
    return true;
}

// The policy as allocator.h states it, block by block against every other:
// what the allocator's sweep must give exactly, addresses and failing block.
std::variant<std::vector<u64>, std::size_t> firstFitByLifetime(const Arena& arena, const std::vector<Block>& blocks) {
    std::vector<std::optional<u64>> at(blocks.size());
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < blocks.size(); ++i) {
        at[i] = blocks[i].fixed;
        if (!blocks[i].fixed) order.push_back(i);
    }
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return blocks[a].begin != blocks[b].begin ? blocks[a].begin < blocks[b].begin : blocks[a].size > blocks[b].size;
    });
    for (std::size_t i : order) {
        if (blocks[i].size == 0) {
            at[i] = 0;
            continue;
        }
        const u64 align = std::max<u64>({blocks[i].alignment, arena.alignment, 1});
        u64 candidate = 0;
        for (bool moved = true; moved;) {  // the lowest aligned start no live placed block overlaps
            moved = false;
            for (std::size_t j = 0; j < blocks.size(); ++j)
                if (j != i && at[j] && blocks[j].size > 0 && blocks[j].livesWith(blocks[i]) && *at[j] < candidate + blocks[i].size &&
                    candidate < *at[j] + blocks[j].size) {
                    candidate = (*at[j] + blocks[j].size + align - 1) / align * align;
                    moved = true;
                }
        }
        if (candidate + blocks[i].size > arena.capacity) return i;
        at[i] = candidate;
    }
    std::vector<u64> out;
    for (const auto& a : at) out.push_back(a.value_or(0));
    return out;
}

}  // namespace

class Allocator : public QObject {
    Q_OBJECT

private slots:
    void placesLiveBlocksSideBySide() {
        const Arena dm{"DM", 1024, 8};
        const auto at = placed(dm, {live(100, 0, 3), live(50, 1, 3), live(8, 2, 3)});
        QCOMPARE(at, (std::vector<u64>{0, 104, 160}));  // each start rounded up to 8
    }

    void reusesSpaceOnceALifetimeEnds() {
        const Arena dm{"DM", 1024, 8};
        // `a` dies after point 2; `c` is born at 3 and takes its place, `b` stays.
        const auto at = placed(dm, {live(512, 0, 3), live(256, 1, 5), live(512, 3, 5)});
        QCOMPARE(at, (std::vector<u64>{0, 512, 0}));
        // Born where `a` is still live (its last point), it cannot reuse the space: no hand-over.
        const auto busy = failure(dm, {live(512, 0, 3), live(256, 1, 5), live(512, 2, 5)});
        QCOMPARE(busy.block, std::size_t{2});
    }

    void keepsFixedAddressesAndAvoidsThem() {
        const Arena hbm{"HBM", 4096, 256};
        Block fixed = live(300, 0, 10);
        fixed.fixed = 256;
        const auto at = placed(hbm, {live(200, 0, 10), fixed, live(100, 0, 10)});
        QCOMPARE(at[1], u64{256});
        QCOMPARE(at[0], u64{0});    // below the fixed block
        QCOMPARE(at[2], u64{768});  // past its end (556), rounded to 256: the gap before it is taken
    }

    void respectsABlocksOwnAlignment() {
        // The TRF in halves: a whole-TRF block (size 2) must start at 0.
        const Arena trf{"TRF", 2, 1};
        Block whole = live(2, 3, 5);
        whole.alignment = 2;
        const auto at = placed(trf, {live(1, 0, 2), live(1, 1, 3), whole});
        QCOMPARE(at, (std::vector<u64>{0, 1, 0}));
        Block early = whole;
        early.begin = 2;  // the second half is still taken at point 2
        QCOMPARE(failure(trf, {live(1, 0, 2), live(1, 1, 3), early}).block, std::size_t{2});
    }

    void failsNamingTheTensorsLiveAtThePeak() {
        const Arena dm{"DM", 1000, 8};
        const std::vector<Block> blocks{live(400, 0, 4), live(100, 0, 1), live(400, 1, 4), live(300, 2, 4)};
        const AllocationFailure f = failure(dm, blocks);
        QCOMPARE(f.block, std::size_t{3});
        QCOMPARE(f.peakPoint, u64{2});
        QCOMPARE(f.peakBytes, u64{1100});
        QCOMPARE(f.liveAtPeak, (std::vector<std::size_t>{0, 2, 3}));  // largest first, the 100 bytes already dead
        QVERIFY(!f.fragmented());
        QCOMPARE(f.capacity, u64{1000});
    }

    void aFragmentedArenaSaysSo() {
        const Arena dm{"DM", 1000, 8};
        Block middle = live(200, 0, 9);
        middle.fixed = 400;
        // 400 + 200 + 400 = 1000 fits in bytes, but not around the block fixed in the middle.
        const AllocationFailure f = failure(dm, {middle, live(500, 0, 9)});
        QCOMPARE(f.block, std::size_t{1});
        QVERIFY(f.fragmented());
        QCOMPARE(f.inTheWay, (std::vector<std::size_t>{0}));
        QCOMPARE(*f.addresses[0], u64{400});
    }

    void aBlockLargerThanTheArenaFails() {
        const Arena vrf{"VRF", 8192, 32};
        const AllocationFailure f = failure(vrf, {live(8200, 0, 1)});
        QCOMPARE(f.block, std::size_t{0});
        QCOMPARE(f.peakBytes, u64{8200});
    }

    void emptyAndDeadBlocksCostNothing() {
        const Arena dm{"DM", 64, 8};
        const auto at = placed(dm, {live(0, 0, 5), live(64, 0, 5), live(64, 5, 5)});
        QCOMPARE(at, (std::vector<u64>{0, 0, 0}));
    }

    void peakDemandIsTheEarliestLargest() {
        const auto [point, bytes] = peakDemand(std::vector<Block>{live(10, 0, 2), live(10, 1, 3), live(10, 4, 6), live(10, 5, 6)});
        QCOMPARE(point, u64{1});
        QCOMPARE(bytes, u64{20});
    }

    // Random lifetimes and sizes: whatever fits is placed without overlap,
    // and a failure is real or names the block first fit could not place.
    void randomBlocksNeverOverlap() {
        std::mt19937_64 random(7);
        const Arena dm{"DM", 4096, 8};
        for (int round = 0; round < 300; ++round) {
            std::vector<Block> blocks;
            const int n = 1 + int(random() % 12);
            for (int i = 0; i < n; ++i) {
                const u64 begin = random() % 10;
                blocks.push_back(live(1 + random() % 1500, begin, begin + 1 + random() % 6));
            }
            auto out = allocate(dm, blocks);
            if (auto* at = std::get_if<std::vector<u64>>(&out)) {
                QVERIFY(valid(dm, blocks, *at));
            } else {
                const AllocationFailure& f = std::get<AllocationFailure>(out);
                QVERIFY(f.block < blocks.size());
                QVERIFY(!f.liveAtPeak.empty());
            }
        }
    }
    // Random blocks, some fixed, some empty or of no size: the allocator gives
    // exactly what the policy gives block by block, and the peak is the
    // earliest largest sum of the sizes live at one point.
    void theSweepKeepsThePolicy() {
        std::mt19937_64 random(11);
        const Arena dm{"DM", 4096, 8};
        for (int round = 0; round < 2000; ++round) {
            std::vector<Block> blocks;
            const int n = 1 + int(random() % 16);
            for (int i = 0; i < n; ++i) {
                const u64 begin = random() % 10;
                Block b = live(random() % 8 == 0 ? 0 : 1 + random() % 1200, begin, begin + random() % 6);
                if (random() % 5 == 0) b.fixed = random() % 3000;
                if (random() % 7 == 0) b.alignment = 64;
                blocks.push_back(b);
            }
            const auto got = allocate(dm, blocks);
            const auto want = firstFitByLifetime(dm, blocks);
            if (auto* at = std::get_if<std::vector<u64>>(&want)) {
                QVERIFY2(std::holds_alternative<std::vector<u64>>(got), qPrintable(QString("round %1").arg(round)));
                QCOMPARE(std::get<std::vector<u64>>(got), *at);
            } else {
                QVERIFY2(std::holds_alternative<AllocationFailure>(got), qPrintable(QString("round %1").arg(round)));
                QCOMPARE(std::get<AllocationFailure>(got).block, std::get<std::size_t>(want));
            }
            u64 point = 0, bytes = 0;
            for (const Block& at : blocks) {
                u64 sum = 0;
                for (const Block& b : blocks)
                    if (b.begin <= at.begin && at.begin < b.end) sum += b.size;
                if (at.begin < at.end && (sum > bytes || (sum == bytes && at.begin < point)))
                    std::tie(point, bytes) = std::pair{at.begin, sum};
            }
            QCOMPARE(peakDemand(blocks), std::pair(point, bytes));
        }
    }

    // A kernel unrolled to 200,000 short-lived tensors places them in one
    // pass; comparing each with every other took minutes.
    void manyShortLivesArePlacedInOnePass() {
        const Arena dm{"DM", 1 << 20, 8};
        std::vector<Block> blocks;
        for (u64 i = 0; i < 200'000; ++i) blocks.push_back(live(4096, i, i + 2));
        QElapsedTimer timer;
        timer.start();
        const auto at = placed(dm, blocks);
        QCOMPARE(at.size(), blocks.size());
        QCOMPARE(at[1], u64{4096});
        QCOMPARE(at[2], u64{0});
        QCOMPARE(peakDemand(blocks), std::pair(u64{1}, u64{8192}));
        QVERIFY2(timer.elapsed() < 10'000, "quadratic again");
    }
};

QTEST_GUILESS_MAIN(Allocator)
#include "tst_allocator.moc"
