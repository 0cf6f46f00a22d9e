// "Memory Performance": the DM and HBM facts the cost model and the GUI use,
// checked against every case of the conformance corpus's memory chapter.
#include <QtTest>

#include <cmath>

#include "memory/dm.h"
#include "memory/hbm.h"

using namespace tcpwb;
using namespace tcpwb::memory;

class Memory : public QObject {
    Q_OBJECT

private slots:
    void dmGeometry() {  // mem-dm-geometry
        QCOMPARE(kDm.clustersPerChip, u64{2});
        QCOMPARE(kDm.dmnsPerCluster, u64{8});
        QCOMPARE(kDm.slicesPerDmn, u64{32});
        QCOMPARE(kDm.banksPerSlice, u64{16});
        QCOMPARE(kDm.rowsPerBank, u64{4096});
        QCOMPARE(kDm.bytesPerRow, u64{8});
        QCOMPARE(kDm.sliceBytes(), u64{524288});
        QCOMPARE(kDm.slicesPerCluster(), u64{256});
        QCOMPARE(kDm.sliceBytesPerCycle(), u64{128});
    }

    void sliceAddressBits() {  // mem-dm-slice-address-bits
        QCOMPARE(kSliceAddress.byte.low, 0u);
        QCOMPARE(kSliceAddress.byte.high, 2u);
        QCOMPARE(kSliceAddress.bank.low, 3u);
        QCOMPARE(kSliceAddress.bank.high, 6u);
        QCOMPARE(kSliceAddress.row.low, 7u);
        QCOMPARE(kSliceAddress.row.high, 18u);
        struct Row {
            u64 addr, bank, row, byte;
        };
        for (Row r : {Row{0, 0, 0, 0}, Row{8, 1, 0, 0}, Row{127, 15, 0, 7}, Row{128, 0, 1, 0}}) {
            auto a = decodeSliceAddress(r.addr);
            QVERIFY(a.has_value());
            QCOMPARE(a->bank, r.bank);
            QCOMPARE(a->row, r.row);
            QCOMPARE(a->byte, r.byte);
        }
        QVERIFY(decodeSliceAddress(kDm.sliceBytes() - 1).has_value());
        QVERIFY(!decodeSliceAddress(kDm.sliceBytes()).has_value());
        // 128 consecutive bytes cover all 16 banks, 8 bytes each.
        std::vector<int> perBank(16);
        for (u64 a = 0; a < 128; ++a) ++perBank[decodeSliceAddress(a)->bank];
        for (int n : perBank) QCOMPARE(n, 8);
    }

    void dmnInterleave() {  // mem-dmn-interleave
        QCOMPARE(cyclesPerRequestOnOneDmn(256), u64{2});
        auto s = dmnInterleaveSchedule(4);
        QCOMPARE(s.size(), size_t{5});  // 2n reads end in cycle 2n
        QCOMPARE(s[0].dmn[0], std::string("read #0 (1/2)"));
        QCOMPARE(s[0].dmn[1], std::string("idle"));
        QCOMPARE(s[1].dmn[0], std::string("read #0 (2/2)"));
        QCOMPARE(s[1].dmn[1], std::string("read #1 (1/2)"));
        QCOMPARE(s[2].dmn[0], std::string("read #2 (1/2)"));
        QCOMPARE(s[2].dmn[1], std::string("read #1 (2/2)"));
        QCOMPARE(s[3].dmn[0], std::string("read #2 (2/2)"));
        QCOMPARE(s[3].dmn[1], std::string("read #3 (1/2)"));
        QCOMPARE(s[4].dmn[0], std::string("idle"));
        QCOMPARE(s[4].dmn[1], std::string("read #3 (2/2)"));
        for (u64 n : {1, 5, 50}) QCOMPARE(dmnInterleaveSchedule(2 * n).back().cycle, 2 * n);
        QVERIFY(dmnInterleaveSchedule(0).empty());
    }

    void priority() {  // mem-dm-priority
        const char* expected[] = {"main_fetch", "main_commit", "sub_fetch", "sub_commit", "dma"};
        auto order = dmPriority();
        QCOMPARE(order.size(), size_t{5});
        for (size_t i = 0; i < order.size(); ++i) QCOMPARE(std::string(requesterName(order[i])), std::string(expected[i]));
    }

    void sixtyFourAccessRule() {  // mem-64-access-rule (reading: 63 allowed, 64 violates)
        StarvationParams p;
        QCOMPARE(p.nocTimeoutCycles, u64{4096});
        QCOMPARE(consecutiveAccessBound(p), u64{64});
        QCOMPARE(maxAllowedConsecutiveAccesses(p), u64{63});
        const u64 run63[] = {63}, run64[] = {64};
        QVERIFY(checkCumulativeBankAccess(run63).safe);
        QVERIFY(!checkCumulativeBankAccess(run64).safe);
        // The formula follows its inputs: a DMN half as wide doubles the cost of each access.
        QCOMPARE(maxAllowedConsecutiveAccesses({256, 64, 32, 4096}), u64{31});
    }

    void cumulativeBankAccess() {  // mem-cumulative-bank-access
        const u64 runs[] = {30, 20, 1};
        auto check = checkCumulativeBankAccess(runs);
        QCOMPARE(check.total, u64{51});
        QVERIFY(check.safe);
        // "the TOTAL ... must be less than 64": a total of 64 is unsafe, so the
        // main fetch breaks the rule from 43 (43 + 20 + 1) and the sub fetch
        // from 33 (30 + 33 + 1). See docs/dma-semantics.md.
        const u64 othersOfMain[] = {20, 1}, othersOfSub[] = {30, 1};
        QCOMPARE(unsafeRunGiven(othersOfMain), u64{43});
        QCOMPARE(unsafeRunGiven(othersOfSub), u64{33});
        const u64 mainAt43[] = {43, 20, 1}, mainAt42[] = {42, 20, 1};
        QVERIFY(!checkCumulativeBankAccess(mainAt43).safe);
        QVERIFY(checkCumulativeBankAccess(mainAt42).safe);
    }

    void hbmGeometry() {  // mem-hbm-geometry
        QCOMPARE(kHbm.stacks, u64{2});
        QCOMPARE(kHbm.channelsPerStack, u64{16});
        QCOMPARE(kHbm.channels(), u64{32});
        QCOMPARE(kHbm.slicesPerChannel, u64{3});
        QCOMPARE(kHbm.bankGroupsPerSlice, u64{4});
        QCOMPARE(kHbm.banksPerGroup, u64{4});
        QCOMPARE(kHbm.rowsPerBank, u64{16384});
        QCOMPARE(kHbm.bytesPerRow, u64{2048});
        QCOMPARE(kHbm.capacityBytes(), u64{48} << 30);
        QCOMPARE(kRowByteBits[0].low, 0u);
        QCOMPARE(kRowByteBits[0].high, 7u);
        QCOMPARE(kRowByteBits[1].low, 14u);
        QCOMPARE(kRowByteBits[1].high, 16u);
        QCOMPARE(kStackBit, 8u);
        // The byte bits really are 11 bits: the last byte of a row decodes to 2047.
        QCOMPARE(decodeHbmAddress(0xFF | (u64{7} << 14)).byte, u64{2047});
    }

    void hbmChannelXor() {  // mem-hbm-channel-xor
        auto bits = channelXorSources(0);
        QCOMPARE(bits[0], 9u);
        QCOMPARE(bits[1], 13u);
        QCOMPARE(bits[2], 21u);
        QCOMPARE(bits[3], 25u);
        for (unsigned b : bits) QCOMPARE(decodeHbmAddress(u64{1} << b).channel, u64{1});
        QCOMPARE(decodeHbmAddress((u64{1} << 9) | (u64{1} << 13)).channel, u64{0});  // XOR cancels
        QCOMPARE(decodeHbmAddress(u64{1} << 8).stack, u64{1});
        QCOMPARE(decodeHbmAddress(u64{1} << 8).globalChannel(), u64{16});
        QCOMPARE(decodeHbmAddress(u64{1} << 21).row, u64{1});
        QCOMPARE(decodeHbmAddress(u64{1} << 20).slice, u64{1});
        QCOMPARE(decodeHbmAddress(u64{1} << 34).slice, u64{2});
        QCOMPARE(decodeHbmAddress(u64{1} << 19).bankGroup, u64{2});
        QCOMPARE(decodeHbmAddress(u64{3} << 17).bank, u64{3});
    }

    void hbmPeakBandwidth() {  // mem-hbm-peak-bandwidth
        QCOMPARE(hbmChannelGBps(), 48.0);
        QCOMPARE(hbmChipTBps(), 1.5);
        QCOMPARE(kHbmUnitBytes, u64{256});
        QCOMPARE(hbmCyclesPerUnit(), u64{4});
    }

    void partialWrite() {  // mem-hbm-partial-write-2800
        auto split = splitIntoRequests(2800);
        QCOMPARE(split.fullRequests, u64{10});
        QCOMPARE(split.tailBytes, u64{240});
        QVERIFY(split.tailNeedsRmw);
        QCOMPARE(split.requests(), u64{11});
        QCOMPARE(kRmwSlowdown, u64{50});
        QVERIFY(!splitIntoRequests(2816).tailNeedsRmw);
    }

    void rowSwitch() {  // mem-hbm-row-switch
        QCOMPARE(kRowSwitchNs.low, u64{40});
        QCOMPARE(kRowSwitchNs.high, u64{50});
        auto cycles = rowSwitchCycles();
        QCOMPARE(cycles.low, u64{60});
        QCOMPARE(cycles.high, u64{75});
        QCOMPARE(kBankConflictDegradation.low, u64{30});
        QCOMPARE(kBankConflictDegradation.high, u64{40});
    }

    void tccdTable() {  // mem-hbm-tccd
        auto ideal = tccd(CommandRelation::SameSliceDifferentBankGroup);
        QCOMPARE(ideal.cycles, u64{2});
        QCOMPARE(ideal.relativeNum, u64{1});
        QCOMPARE(ideal.relativeDen, u64{1});
        auto slice = tccd(CommandRelation::DifferentSlice);
        QCOMPARE(slice.cycles, u64{3});
        QCOMPARE(slice.relativeNum * 3, slice.relativeDen * 2);
        auto group = tccd(CommandRelation::SameSliceSameBankGroup);
        QCOMPARE(group.cycles, u64{4});
        QCOMPARE(group.relativeNum * 2, group.relativeDen);
        // Relations of real addresses: bit 13 is a bank group bit, bit 20 a slice bit.
        QVERIFY(relationOf(decodeHbmAddress(0), decodeHbmAddress(u64{1} << 13)) == CommandRelation::SameSliceDifferentBankGroup);
        QVERIFY(relationOf(decodeHbmAddress(0), decodeHbmAddress(u64{1} << 20)) == CommandRelation::DifferentSlice);
        QVERIFY(relationOf(decodeHbmAddress(0), decodeHbmAddress(u64{1} << 17)) == CommandRelation::SameSliceSameBankGroup);
    }
};

QTEST_APPLESS_MAIN(Memory)
#include "tst_memory.moc"
