// "Scheduling": program order, the main/sub/DMA resources, RAW/WAR/WAW
// hazards on addresses, main waiting for sub, lifetimes, overlapping
// allocations, and the DM bank warnings of "Memory Performance".
#include <QtTest>

#include <algorithm>

#include "schedule_builder.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::schedule;
using tcpwb::test::OpListBuilder;

namespace {

const Hazard* findHazard(const ScheduledOp& op, HazardKind kind, std::size_t after) {
    for (const Hazard& h : op.hazards)
        if (h.kind == kind && h.after == after) return &h;
    return nullptr;
}

std::vector<const BankWarning*> warningsOf(const Schedule& s, std::size_t op, diag::Kind kind) {
    std::vector<const BankWarning*> out;
    for (std::size_t w : s.ops[op].warnings)
        if (s.warnings[w].kind == kind) out.push_back(&s.warnings[w]);
    return out;
}

BankRun run(u64 bank, u64 count) { return {bank, count, std::nullopt}; }

}  // namespace

class ScheduleTest : public QObject {
    Q_OBJECT

private slots:
    void independentResourcesRunInParallel() {
        // "a matrix multiplication (main context) can run in parallel with a DMA transfer"
        OpListBuilder b;
        b.dm("a", 0, 1024).dm("b", 4096, 5120).tensor("h", MemoryKind::Hbm, 0, 1024);
        b.main("mm", 100, {"a"}, {}).dma("load", 20, {"h"}, {"b"});
        const Schedule s = b.schedule();
        QCOMPARE(s.ops[0].start, u64{0});
        QCOMPARE(s.ops[1].start, u64{0});
        QCOMPARE(s.ops[1].end, u64{20});
        QCOMPARE(s.makespan, u64{100});
        QVERIFY(s.ops[1].hazards.empty());
    }

    void sameResourceSerializes() {
        // "two matrix multiplications both requiring the main context must execute sequentially"
        OpListBuilder b;
        b.dm("a", 0, 256).dm("b", 1024, 1280);
        b.main("mm0", 30, {"a"}, {}).main("mm1", 40, {"b"}, {});
        const Schedule s = b.schedule();
        QCOMPARE(s.ops[1].start, u64{30});
        QCOMPARE(s.ops[1].end, u64{70});
        QCOMPARE(startReasonName(s.ops[1].reason), std::string_view("resource"));
    }

    void programOrderIsNeverBroken() {
        // An independent DMA written after a delayed main op does not start before it.
        OpListBuilder b;
        b.dm("a", 0, 256).dm("c", 1024, 1280).dm("d", 2048, 2304).tensor("h", MemoryKind::Hbm, 0, 256);
        b.main("produce", 10, {}, {"a"}).main("consume", 10, {"a"}, {"c"}).dma("unrelated", 5, {"h"}, {"d"});
        const Schedule s = b.schedule();
        QCOMPARE(s.ops[1].start, u64{10});
        QCOMPARE(s.ops[2].start, u64{10});
        QCOMPARE(startReasonName(s.ops[2].reason), std::string_view("program_order"));
    }

    void readAfterWrite() {
        OpListBuilder b;
        b.tensor("h", MemoryKind::Hbm, 0, 512).dm("x", 0, 512).dm("y", 8192, 8704);
        b.dma("fetch", 50, {"h"}, {"x"}).main("compute", 20, {"x"}, {"y"});
        const Schedule s = b.schedule();
        QCOMPARE(s.ops[1].start, u64{50});
        const Hazard* h = findHazard(s.ops[1], HazardKind::Raw, 0);
        QVERIFY(h);
        QCOMPARE(h->tensor, b.index("x"));
        QCOMPARE(h->ready, u64{50});
        QVERIFY(h->delayed);
        QCOMPARE(startReasonName(s.ops[1].reason), std::string_view("hazard"));
    }

    void writeAfterRead() {
        OpListBuilder b;
        b.tensor("h", MemoryKind::Hbm, 0, 512).dm("x", 0, 512).dm("y", 8192, 8704);
        b.main("use", 40, {"x"}, {"y"}).dma("refill", 10, {"h"}, {"x"});
        const Schedule s = b.schedule();
        QCOMPARE(s.ops[1].start, u64{40});
        const Hazard* h = findHazard(s.ops[1], HazardKind::War, 0);
        QVERIFY(h);
        QCOMPARE(h->tensor, b.index("x"));
        QVERIFY(!findHazard(s.ops[1], HazardKind::Raw, 0));
    }

    void writeAfterWriteThroughSharedAddresses() {
        // `b` reuses half of `a`'s addresses once `a` is dead: WAW, no error.
        OpListBuilder b;
        b.tensor("h", MemoryKind::Hbm, 0, 256).dm("a", 0, 256).dm("b", 128, 384);
        b.dma("load_a", 30, {"h"}, {"a"}).main("make_b", 10, {}, {"b"});
        const Schedule s = b.schedule();
        QCOMPARE(s.ops[1].start, u64{30});
        const Hazard* h = findHazard(s.ops[1], HazardKind::Waw, 0);
        QVERIFY(h);
        QCOMPARE(h->tensor, b.index("b"));
        QCOMPARE(h->otherTensor, b.index("a"));
    }

    void oneHazardPerTensorAndKindWithACount() {
        // `join` writes z over x and y, which two earlier operations wrote:
        // its WAW waits for the one that ends last (the DMA, though the sub
        // op comes later in program order) and says it stands for both.
        OpListBuilder b;
        b.dm("x", 0, 128).dm("y", 256, 384).dm("z", 0, 384);
        b.dma("slow", 100, {}, {"x"}).sub("quick", 5, {}, {"y"}).main("join", 10, {"x", "y"}, {"z"});
        const Schedule s = b.schedule();
        QCOMPARE(s.ops[1].end, u64{5});
        const auto& hazards = s.ops[2].hazards;
        QCOMPARE(hazards.size(), std::size_t{3});  // RAW on x, RAW on y, WAW on z; nothing read z's bytes before
        QCOMPARE(hazards[1].kind, HazardKind::Raw);
        QCOMPARE(hazards[1].after, std::size_t{1});
        QCOMPARE(hazards[1].count, u64{1});
        QVERIFY(!hazards[1].delayed);
        const Hazard& h = hazards[2];
        QCOMPARE(h.kind, HazardKind::Waw);
        QCOMPARE(h.tensor, b.index("z"));
        QCOMPARE(h.after, std::size_t{0});
        QCOMPARE(h.otherTensor, b.index("x"));
        QCOMPARE(h.ready, u64{100});
        QCOMPARE(h.count, u64{2});
        QVERIFY(h.delayed);
        QCOMPARE(s.ops[2].start, u64{100});
        // Writing z again: WAW with all three writes, WAR with join's two reads.
        OpListBuilder again = b;
        again.sub("rewrite", 1, {}, {"z"});
        const Schedule t = again.schedule();
        QCOMPARE(t.ops[3].hazards.size(), std::size_t{2});
        QCOMPARE(t.ops[3].hazards[0].kind, HazardKind::Waw);
        QCOMPARE(t.ops[3].hazards[0].after, std::size_t{2});
        QCOMPARE(t.ops[3].hazards[0].count, u64{3});
        QCOMPARE(t.ops[3].hazards[1].kind, HazardKind::War);
        QCOMPARE(t.ops[3].hazards[1].after, std::size_t{2});
        QCOMPARE(t.ops[3].hazards[1].count, u64{2});
    }

    void thousandsOfTensorsOnTheSameBytesStayLinear() {
        // Every tensor shared with every other made N^2 neighbours and
        // hazards (3 GB for 157 KB of input); now each access has at most one
        // hazard per kind.
        constexpr std::size_t n = 20000;
        OpList list;
        for (std::size_t i = 0; i < n; ++i) list.tensors.push_back({"t" + std::to_string(i), MemoryKind::Dm, {0, 64}});
        list.ops.push_back({"w0", Resource::Main, u64{1}, {}, {0}, {}});
        for (std::size_t i = 1; i < n; ++i)
            list.ops.push_back({"o" + std::to_string(i), i % 2 ? Resource::Main : Resource::Sub, u64{1}, {i - 1}, {i}, {}});
        QElapsedTimer timer;
        timer.start();
        const auto s = scheduleOps(list);
        QVERIFY2(s.ok(), s ? "" : s.error().message.c_str());
        QVERIFY2(timer.elapsed() < 20000, "N tensors on the same bytes schedule in about N log N");
        QCOMPARE(s->makespan, u64{n});
        std::size_t hazards = 0;
        for (const ScheduledOp& op : s->ops) hazards += op.hazards.size();
        QCOMPARE(hazards, 3 * (n - 1) - 1);  // RAW, WAW, WAR per operation, no read before o1
        QCOMPARE(s->ops[n - 1].hazards.front().count, u64{n - 1});
    }

    void disjointRangesHaveNoHazard() {
        OpListBuilder b;
        b.tensor("h", MemoryKind::Hbm, 0, 256).dm("a", 0, 256).dm("b", 256, 512);
        b.dma("load_a", 30, {"h"}, {"a"}).main("make_b", 10, {}, {"b"});
        const Schedule s = b.schedule();
        QCOMPARE(s.ops[1].start, u64{0});
        QVERIFY(s.ops[1].hazards.empty());
    }

    void sameAddressInAnotherMemoryIsNoHazard() {
        OpListBuilder b;
        b.dm("x", 0, 256).tensor("t", MemoryKind::Trf, 0, 256);
        b.main("w", 10, {}, {"x"}).sub("s", 10, {}, {"t"});
        QCOMPARE(b.schedule().ops[1].start, u64{0});
    }

    void mainWaitsForSub() {
        // "If main needs operands that sub is still fetching, main automatically waits"
        OpListBuilder b;
        b.dm("w", 0, 4096).dm("x", 8192, 12288).dm("y", 16384, 20480).tensor("trf", MemoryKind::Trf, 0, 4096);
        b.sub("to_trf", 64, {"w"}, {"trf"}).main("contract", 100, {"x", "trf"}, {"y"});
        const Schedule s = b.schedule();
        QCOMPARE(s.ops[1].start, u64{64});
        const Hazard* h = findHazard(s.ops[1], HazardKind::Raw, 0);
        QVERIFY(h);
        QVERIFY(h->mainWaitsForSub);
        QCOMPARE(h->tensor, b.index("trf"));
    }

    void subPrefetchOverlapsMain() {
        // Double buffering: sub fills the other TRF half while main computes.
        OpListBuilder b;
        b.dm("w0", 0, 1024).dm("w1", 1024, 2048).dm("x", 8192, 9216).dm("y", 16384, 17408);
        b.tensor("trf0", MemoryKind::Trf, 0, 1024).tensor("trf1", MemoryKind::Trf, 1024, 2048);
        b.sub("load0", 10, {"w0"}, {"trf0"}).main("mm0", 100, {"x", "trf0"}, {"y"}).sub("load1", 10, {"w1"}, {"trf1"});
        const Schedule s = b.schedule();
        QCOMPARE(s.ops[2].start, u64{10});
        QVERIFY(s.ops[2].end <= s.ops[1].end);
    }

    void overlappingLiveAllocationsAreAnError() {
        OpListBuilder b;
        b.tensor("h", MemoryKind::Hbm, 0, 256).dm("a", 0, 256).dm("b", 128, 384);
        b.dma("load_a", 30, {"h"}, {"a"}).main("make_b", 10, {}, {"b"}).main("read_a", 10, {"a"}, {});
        auto s = scheduleOps(b.list());
        QVERIFY(!s);
        QCOMPARE(s.error().kind, diag::Kind::overlapping_allocation);
        QVERIFY(s.error().message.find("`a`") != std::string::npos);
        QVERIFY(s.error().message.find("`b`") != std::string::npos);
    }

    void manualGemvCommitsOverItsMatrix() {
        // GEMV (Kernel Examples): matrix.to_dm(0), vector.to_dm(1 << 12), sub
        // loads the vector into the TRF, main streams the matrix and commits
        // the result at DM 0, over the matrix it reads for the last time.
        OpListBuilder b;
        b.tensor("matrix_hbm", MemoryKind::Hbm, 0, 4096).tensor("vector_hbm", MemoryKind::Hbm, 1 << 28, (1 << 28) + 4096);
        b.tensor("result_hbm", MemoryKind::Hbm, 2 << 28, (2 << 28) + 16);
        b.dm("matrix", 0, 4096).dm("vector", 1 << 12, 2 << 12).dm("result", 0, 16).tensor("vector_trf", MemoryKind::Trf, 0, 4096);
        b.dma("matrix.to_dm", 0, {"matrix_hbm"}, {"matrix"}).dma("vector.to_dm", 0, {"vector_hbm"}, {"vector"});
        b.sub("to_trf", 32, {"vector"}, {"vector_trf"}).main("gemv", 64, {"matrix", "vector_trf"}, {"result"});
        b.dma("result.to_hbm", 0, {"result"}, {"result_hbm"});
        const Schedule s = b.schedule();
        QCOMPARE(s.ops[2].start, u64{32});  // after vector.to_dm: 16 + 16 cycles
        QCOMPARE(s.ops[3].start, u64{64});  // main waits for sub
        QVERIFY(findHazard(s.ops[3], HazardKind::Raw, 2)->mainWaitsForSub);
        QCOMPARE(s.ops[4].start, u64{128});
        QCOMPARE(s.lifetimes[b.index("matrix")].end, u64{128});
        QCOMPARE(s.lifetimes[b.index("result")].begin, u64{64});

        // Reading the matrix again after the commit is a real collision.
        OpListBuilder late = b;
        late.main("reread", 8, {"matrix"}, {});
        auto error = scheduleOps(late.list());
        QVERIFY(!error);
        QCOMPARE(error.error().kind, diag::Kind::overlapping_allocation);
    }

    void lifetimesRunFromFirstWriteToLastRead() {
        OpListBuilder b;
        b.tensor("h", MemoryKind::Hbm, 0, 512).dm("x", 0, 512).dm("y", 8192, 8704).tensor("o", MemoryKind::Hbm, 4096, 4608);
        b.dma("fetch", 50, {"h"}, {"x"}).main("compute", 20, {"x"}, {"y"}).dma("store", 7, {"y"}, {"o"});
        const Schedule s = b.schedule();
        const Lifetime& h = s.lifetimes[b.index("h")];
        QVERIFY(h.preloaded);
        QCOMPARE(h.begin, u64{0});
        QCOMPARE(h.end, u64{50});
        const Lifetime& x = s.lifetimes[b.index("x")];
        QVERIFY(!x.preloaded);
        QCOMPARE(x.begin, u64{0});
        QCOMPARE(x.end, u64{70});
        const Lifetime& y = s.lifetimes[b.index("y")];
        QCOMPARE(y.begin, u64{50});
        QCOMPARE(y.end, u64{77});
        const Lifetime& o = s.lifetimes[b.index("o")];
        QCOMPARE(o.begin, u64{70});
        QCOMPARE(o.end, u64{77});
    }

    void unusedTensorHasNoLifetime() {
        OpListBuilder b;
        b.dm("x", 0, 512).dm("spare", 0, 512);
        b.main("w", 5, {}, {"x"});
        const Schedule s = b.schedule();
        QVERIFY(!s.lifetimes[b.index("spare")].accessed);
    }

    void costFromBytes() {
        // Without a duration: DMA at 256 B/cycle, main and sub at 128 B/cycle.
        OpListBuilder b;
        b.tensor("h", MemoryKind::Hbm, 0, 1000).dm("x", 0, 1000).dm("y", 4096, 5096);
        b.dma("load", 0, {"h"}, {"x"}).main("copy", 0, {"x"}, {"y"});
        const Schedule s = b.schedule();
        QCOMPARE(s.ops[0].end, u64{4});                   // ceil(1000 / 256)
        QCOMPARE(s.ops[1].end - s.ops[1].start, u64{8});  // ceil(1000 / 128)
    }

    void bankConflictNamesBanksAndTensors() {
        OpListBuilder b;
        b.tensor("h", MemoryKind::Hbm, 0, 16).dm("x", 0, 16).dm("y", 1024, 1040);  // banks 0-1 each
        b.main("compute", 10, {"x"}, {}).dma("load", 10, {"h"}, {"y"});
        const Schedule s = b.schedule();
        const auto w = warningsOf(s, 1, diag::Kind::bank_conflict);
        QCOMPARE(w.size(), std::size_t{1});
        QCOMPARE(w[0]->banks, (std::vector<u64>{0, 1}));
        QCOMPARE(w[0]->tensors.size(), std::size_t{2});
        QCOMPARE(warningsOf(s, 0, diag::Kind::bank_conflict).size(), std::size_t{1});
        QVERIFY(w[0]->message.find("`x`") != std::string::npos);
    }

    void differentBanksDoNotConflict() {
        OpListBuilder b;
        b.tensor("h", MemoryKind::Hbm, 0, 16).dm("x", 0, 16).dm("y", 16, 32);  // banks 0-1 and 2-3
        b.main("compute", 10, {"x"}, {}).dma("load", 10, {"h"}, {"y"});
        QVERIFY(b.schedule().warnings.empty());
    }

    void manualCumulativeExampleIsSafe() {  // mem-cumulative-bank-access: 30 + 20 + 1 = 51
        OpListBuilder b;
        b.dm("x", 0, 4096).dm("w", 8192, 12288).dm("z", 65536, 69632).tensor("h", MemoryKind::Hbm, 0, 4096);
        b.tensor("trf", MemoryKind::Trf, 0, 4096);
        b.main("fetch", 100, {"x"}, {}, {run(0, 30)}).sub("prefetch", 100, {"w"}, {"trf"}, {run(0, 20)});
        b.dma("load", 100, {"h"}, {"z"});
        const Schedule s = b.schedule();
        for (const auto& w : s.warnings) QVERIFY(w.kind != diag::Kind::bank_starvation);
    }

    void starvationWhenCumulativeRunsReach64() {
        // 43 + 20 + 1 = 64: "the TOTAL ... must be less than 64".
        OpListBuilder b;
        b.dm("x", 0, 4096).dm("w", 8192, 12288).dm("z", 65536, 69632).tensor("h", MemoryKind::Hbm, 0, 4096);
        b.tensor("trf", MemoryKind::Trf, 0, 4096);
        b.main("fetch", 100, {"x"}, {}, {run(0, 43)}).sub("prefetch", 100, {"w"}, {"trf"}, {run(0, 20)});
        b.dma("load", 100, {"h"}, {"z"});
        const Schedule s = b.schedule();
        const auto w = warningsOf(s, 2, diag::Kind::bank_starvation);
        QCOMPARE(w.size(), std::size_t{1});
        QCOMPARE(w[0]->banks, (std::vector<u64>{0}));
        QCOMPARE(w[0]->total, u64{64});
        QCOMPARE(w[0]->ops.size(), std::size_t{3});
        for (std::size_t op = 0; op < 3; ++op) QCOMPARE(warningsOf(s, op, diag::Kind::bank_starvation).size(), std::size_t{1});
        for (const char* name : {"`x`", "`w`", "`z`"}) QVERIFY(w[0]->message.find(name) != std::string::npos);
    }

    void noStarvationWithoutConcurrentDma() {
        OpListBuilder b;
        b.dm("x", 0, 4096).dm("w", 8192, 12288).tensor("trf", MemoryKind::Trf, 0, 4096);
        b.main("fetch", 100, {"x"}, {}, {run(0, 50)}).sub("prefetch", 100, {"w"}, {"trf"}, {run(0, 50)});
        const Schedule s = b.schedule();
        QVERIFY(warningsOf(s, 1, diag::Kind::bank_starvation).empty());
        QCOMPARE(warningsOf(s, 1, diag::Kind::bank_conflict).size(), std::size_t{1});
    }

    void singleCommandOf64IsScheduledAsOccupyingDma() {
        // "the compiler schedules them as if they occupy DMA"
        OpListBuilder b;
        b.dm("x", 0, 4096).dm("z", 65536, 69632).tensor("h", MemoryKind::Hbm, 0, 4096);
        b.main("hot", 100, {"x"}, {}, {run(5, 64)}).dma("load", 10, {"h"}, {"z"});
        const Schedule s = b.schedule();
        QVERIFY(s.ops[0].occupiesDma);
        QCOMPARE(s.ops[1].start, u64{100});
        QCOMPARE(startReasonName(s.ops[1].reason), std::string_view("dma_occupied"));
        const auto w = warningsOf(s, 0, diag::Kind::dma_serialized);
        QCOMPARE(w.size(), std::size_t{1});
        QCOMPARE(w[0]->banks, (std::vector<u64>{5}));

        OpListBuilder ok;
        ok.dm("x", 0, 4096).dm("z", 65536, 69632).tensor("h", MemoryKind::Hbm, 0, 4096);
        ok.main("warm", 100, {"x"}, {}, {run(5, 63)}).dma("load", 10, {"h"}, {"z"});
        const Schedule s2 = ok.schedule();
        QVERIFY(!s2.ops[0].occupiesDma);
        QCOMPARE(s2.ops[1].start, u64{0});
    }

    void badInputIsDiagnosed() {
        auto kindOf = [](const OpList& list) {
            auto s = scheduleOps(list);
            return s ? std::string("ok") : std::string(diag::spelling(s.error().kind));
        };
        OpListBuilder zero;
        zero.dm("x", 0, 8).main("m", 1, {"x"}, {});
        OpList l = zero.list();
        l.ops[0].duration = 0;
        QCOMPARE(kindOf(l), std::string("bad_schedule_input"));
        l = zero.list();
        l.ops[0].bankRuns = {run(16, 1)};
        QCOMPARE(kindOf(l), std::string("bad_schedule_input"));
        l = zero.list();
        l.ops[0].inputs = {7};
        QCOMPARE(kindOf(l), std::string("bad_schedule_input"));
        l = zero.list();
        l.tensors.push_back(l.tensors[0]);
        QCOMPARE(kindOf(l), std::string("bad_schedule_input"));
        l = zero.list();
        l.tensors[0].range = {8, 8};
        QCOMPARE(kindOf(l), std::string("bad_schedule_input"));
        l = zero.list();
        l.tensors[0].range = {524280, 524296};
        QCOMPARE(kindOf(l), std::string("address_out_of_range"));
        QCOMPARE(kindOf(zero.list()), std::string("ok"));
    }

    void emptyListIsAnEmptySchedule() {
        auto s = scheduleOps(OpList{});
        QVERIFY(s);
        QCOMPARE(s->makespan, u64{0});
    }
};

QTEST_GUILESS_MAIN(ScheduleTest)
#include "tst_schedule.moc"
