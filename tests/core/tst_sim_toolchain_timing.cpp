// The costs a toolchain-dialect kernel's schedule counts beyond the manual's
// (docs/simulation.md, "Against the toolchain's schedules"): the kernel
// launch and the final ExplicitSync as barriers, a fixed cost per Tensor Unit
// pass, an HBM write's read-modify-write paid in its channel and waited for in
// order, and a broadcast load as one engine's stream.
#include <QtTest>

#include <algorithm>
#include <string>

#include "dma/cost.h"
#include "dma/kernel_stream.h"
#include "diag/kind.h"
#include "dma/plan.h"
#include "kernel/parse.h"
#include "mapping/axes.h"
#include "memory/hbm.h"
#include "schedule/schedule.h"
#include "schedule/toolchain_costs.h"
#include "sim/run.h"
#include "sim/run_trace.h"
#include "test_support.h"
#include "toolchain_kernels.h"

using namespace tcpwb;

namespace {

// The book's i8 x i8 contraction (toolchain_kernels.h): two loads, a sub
// pass into the TRF, a main pass and a store.
const std::string& kContraction = test::kToolchainContraction;

sim::RunResult runIn(kernel::Dialect dialect) {
    auto program = kernel::parseKernel({"k.rs", kContraction, dialect});
    if (!program) qFatal("%s: %s", diag::spelling(program.error().kind).data(), program.error().message.c_str());
    auto run = sim::runKernel(*program);
    if (!run) qFatal("%s: %s", diag::spelling(run.error().kind).data(), run.error().message.c_str());
    return std::move(run).value();
}

schedule::Operation timed(const char* name, schedule::Resource resource, u64 cycles, bool barrier = false) {
    schedule::Operation op;
    op.name = name;
    op.resource = resource;
    op.duration = cycles;
    op.barrier = barrier;
    return op;
}

const sim::OpTiming& named(const sim::RunResult& r, const std::string& prefix) {
    for (const sim::OpTiming& op : r.ops)
        if (op.name.rfind(prefix, 0) == 0) return op;
    qFatal("no operation %s", prefix.c_str());
}

dma::SideSpec side(dma::Medium medium, const std::string& element) {
    dma::SideSpec s;
    s.medium = medium;
    s.element = element;
    if (medium == dma::Medium::Dm) s.slice = "m![1]";
    return s;
}

// DM slice 0 to HBM byte 0, X bytes of i8 in packets of `packet`.
dma::DmaPlan dmToHbm(const char* axes, const std::string& time, const std::string& packet) {
    dma::DmaSpec s;
    s.dtype = tensor::DType::I8;
    s.in = side(dma::Medium::Dm, "m![X]");
    s.out = side(dma::Medium::Hbm, "m![X]");
    s.stream.time = time;
    s.stream.packet = packet;
    auto plan = dma::planDma(s, test::axes(axes));
    if (!plan) qFatal("planDma: %s", plan.error().message.c_str());
    return std::move(plan).value();
}

}  // namespace

class SimToolchainTiming : public QObject {
    Q_OBJECT
private slots:
    // Measured on the ten schedules: the first DMA at 1,003, an ExplicitSync of 600 last.
    void launchAndSyncAreBarriersAtBothEnds() {
        const sim::RunResult r = runIn(kernel::Dialect::Toolchain);
        QVERIFY(r.ok);
        QCOMPARE(r.ops.front().name, std::string("kernel launch"));
        QCOMPARE(r.ops.front().start, u64{0});
        QCOMPARE(r.ops.front().end, u64{1003});
        QCOMPARE(r.ops.front().resource, schedule::Resource::Core);
        QCOMPARE(r.ops.back().name, std::string("ExplicitSync"));
        QCOMPARE(r.ops.back().resource, schedule::Resource::Core);
        // The sync reads the kernel's result, so it waits on the store by data, not only as a barrier.
        const schedule::Operation& sync = r.opList.ops.back();
        QCOMPARE(sync.inputs.size(), std::size_t{1});
        QCOMPARE(r.opList.tensors[sync.inputs[0]].memory, schedule::MemoryKind::Hbm);
        QVERIFY(std::any_of(r.schedule.ops.back().hazards.begin(), r.schedule.ops.back().hazards.end(),
                            [&](const schedule::Hazard& h) { return h.kind == schedule::HazardKind::Raw && h.after + 2 == r.ops.size(); }));
        u64 lastEnd = 0;
        for (std::size_t k = 1; k + 1 < r.ops.size(); ++k) {
            QVERIFY(r.ops[k].start >= 1003);
            lastEnd = std::max(lastEnd, r.ops[k].end);
        }
        QCOMPARE(r.ops.back().start, lastEnd);
        QCOMPARE(r.ops.back().end, lastEnd + 600);
        QCOMPARE(r.cycles, lastEnd + 600);
        // The manual's dialect has neither.
        const sim::RunResult manual = runIn(kernel::Dialect::Manual);
        QVERIFY(manual.ok);
        QCOMPARE(manual.ops.size() + 2, r.ops.size());
        QVERIFY(manual.ops.front().name != "kernel launch");
        // Their lane, the PE core's, is drawn when a kernel has them: main, sub, dma, then core.
        auto lanes = [](const sim::RunResult& run) {
            std::vector<std::string> out;
            for (const trace::Track& t : sim::traceOfRun(run).tracks)
                if (t.process == "kernel") out.push_back(t.name);
            return out;
        };
        QCOMPARE(lanes(r), (std::vector<std::string>{"main", "sub", "dma", "core"}));
        QCOMPARE(lanes(manual), (std::vector<std::string>{"main", "sub", "dma"}));
    }

    // Each pass is 261 cycles longer than the manual's formulas make it, the same pass otherwise.
    void everyPassPaysTheCommandOverhead() {
        const sim::RunResult toolchain = runIn(kernel::Dialect::Toolchain);
        const sim::RunResult manual = runIn(kernel::Dialect::Manual);
        for (const char* pass : {"sub pass 1", "main pass 1"}) {
            const sim::OpTiming& t = named(toolchain, pass);
            const sim::OpTiming& m = named(manual, pass);
            QCOMPARE(t.end - t.start, (m.end - m.start) + 261);
            QCOMPARE(t.stages.back().name, std::string("command overhead"));
            QCOMPARE(t.stages.back().cycles, u64{261});
            QVERIFY(t.stages.back().afterPipeline);
            QCOMPARE(t.stages.back().begin, m.end - m.start);  // once the pipeline has drained
        }
        // Transfers pay none: a load is the same in both.
        const sim::OpTiming& t = named(toolchain, "to_dm(input)");
        const sim::OpTiming& m = named(manual, "to_dm(input)");
        QCOMPARE(t.end - t.start, m.end - m.start);
    }

    // A barrier waits for everything before it, and everything after waits for it.
    void aBarrierSeparatesWhatComesBeforeAndAfter() {
        schedule::OpList list;
        list.ops = {timed("load", schedule::Resource::Dma, 10), timed("pass", schedule::Resource::Main, 30),
                    timed("sync", schedule::Resource::Core, 5, true), timed("late", schedule::Resource::Sub, 4)};
        auto s = schedule::scheduleOps(list);
        QVERIFY(s);
        // Without the barrier, the sub pass would start at 0 beside the others.
        QCOMPARE(s->ops[0].start, u64{0});
        QCOMPARE(s->ops[1].start, u64{0});
        QCOMPARE(s->ops[2].start, u64{30});  // the main pass ends last
        QCOMPARE(s->ops[3].start, u64{35});
        QCOMPARE(s->makespan, u64{39});
    }

    // "Unaligned write: ~50x penalty (RMW)" in the channel that moves an aligned 256-byte
    // unit in ~5.3 cycles: 265 cycles of that channel per partial unit. The command is done
    // once the channel takes its last write up, not when that write's RMW ends: a lone
    // partial write costs its issue only (dot's and reduce_sum's one-write stores, 506 in
    // their schedules: 500 and 6).
    void aLonePartialHbmWriteEndsWhenItsChannelTakesItUp() {
        // 2,800 bytes: ten whole units and one of 240 bytes, each unit on its own channel.
        const dma::DmaPlan plan = dmToHbm("X=2800", "m![1]", "m![X]");
        QCOMPARE(plan.requestsPerPacket, u64{11});
        const dma::DmaCost manual = dma::estimateCost(plan);
        const dma::DmaCost toolchain = dma::estimateCost(plan, {.rmwInChannel = true});
        // The manual's dialect: ten slots and 50 for the partial one on the engine.
        QCOMPARE(manual.descriptors.at(0).write.cycles, 10.0 + 50.0);
        // The toolchain's: the engine issues 11; the partial unit's channel is busy 50 x 5.3
        // after the command has ended.
        const double rmw = static_cast<double>(memory::kRmwSlowdown) * memory::kHbmCyclesPerRequest;
        QCOMPARE(rmw, 265.0);
        QCOMPARE(toolchain.descriptors.at(0).write.rmwRequests, u64{1});
        QCOMPARE(toolchain.descriptors.at(0).write.cycles, 11.0);
        // DM to HBM reads, then writes: the slice's reads take 1 + 10 x 2 cycles (128 B/cycle
        // back to back), then the writes, then the 500 of start-up.
        QCOMPARE(toolchain.descriptors.at(0).read.cycles, 21.0);
        QCOMPARE(toolchain.cycles, 21.0 + 11.0 + 500.0);
    }

    // Partial writes to one unit queue in its one channel: 32 writes of 8 bytes, the last
    // taken up after 31 x 265.
    void partialWritesToOneUnitQueueInItsChannel() {
        const dma::DmaPlan plan = dmToHbm("X=256", "m![X / 8]", "m![X % 8]");
        const dma::DmaCost c = dma::estimateCost(plan, {.rmwInChannel = true});
        QCOMPARE(c.requests, u64{32});
        QCOMPARE(c.descriptors.at(0).write.rmwRequests, u64{32});
        QCOMPARE(c.descriptors.at(0).write.cycles, 31 * 265.0 + 1.0);
        // Whole units cost their channel 5.3 each: here the engine's one request a cycle bounds them.
        const dma::DmaPlan whole = dmToHbm("X=4096", "m![1]", "m![X]");
        const dma::DmaCost w = dma::estimateCost(whole, {.rmwInChannel = true});
        QCOMPARE(w.descriptors.at(0).write.rmwRequests, u64{0});
        QCOMPARE(w.descriptors.at(0).write.cycles, 16.0);
    }

    // The engine issues its writes in order: one to a unit whose RMW is under way waits for
    // it, and holds every write behind it. add's store (16-byte writes, two units at a time
    // alternating, 16 writes each) then takes 8,518 against their 9,132, where the channels
    // alone (16 RMWs each) would give 4,804.
    void writesWaitInOrderForTheirUnitsReadModifyWrite() {
        // 1,024 bytes in 16-byte writes: units 0 and 1 alternating, then units 2 and 3.
        const dma::DmaPlan plan = dmToHbm("X=1024", "m![X / 512, X / 16 % 16, X / 256 % 2]", "m![X % 16]");
        const dma::DmaCost c = dma::estimateCost(plan, {.rmwInChannel = true});
        QCOMPARE(c.descriptors.at(0).write.rmwRequests, u64{64});
        QCOMPARE(c.descriptors.at(0).write.channelsUsed, u64{4});
        // Each channel alone: 16 RMWs, the last taken up after 15 x 265. In order: each pair
        // waits for the pair before it (15 x 265 + 2 per two units), the second two units after
        // the first.
        QCOMPARE(c.descriptors.at(0).write.cycles, 2 * (15 * 265.0 + 2.0));
        QCOMPARE(c.descriptors.at(0).write.bound, std::string("rmw"));
        // The manual's dialect keeps its reading: 50 request slots per partial unit.
        QCOMPARE(dma::estimateCost(plan).descriptors.at(0).write.cycles, 64 * 50.0);
    }

    // A load that gives every slice the same bytes is one engine's stream in the toolchain's
    // schedules: gemv's 4 KB vector (10,069 cycles) and rmsnorm's 2 KB weight (5,308) both take
    // ~2.34 cycles per 256-byte request over the whole transfer, where their other loads of as
    // many requests run on four engines (gemv's matrix, 2,277).
    void aBroadcastLoadIsOneEnginesStream() {
        const mapping::AxisEnv env = test::axes("I=256,J=2048,K=64");
        QCOMPARE(dma::isSliceBroadcast("m![I]", "m![J]", env).value(), true);
        QCOMPARE(dma::isSliceBroadcast("m![I]", "m![I, J]", env).value(), false);
        QCOMPARE(dma::isSliceBroadcast("m![I / 32, J / 32]", "m![I, K]", env).value(), false);  // gemm's A: a part
        QCOMPARE(dma::isSliceBroadcast("m![1 # 256]", "m![J]", env).value(), false);            // one slice
        // A skewed or padded axis reads its base axis: slices over I' differ when the HBM side reads I.
        const mapping::AxisEnv derived = test::axes("I=256,J=2048,K=64,T=2,I'=I-K,P=# 2+I+# 2");
        QCOMPARE(dma::isSliceBroadcast("m![I']", "m![I, J]", derived).value(), false);
        QCOMPARE(dma::isSliceBroadcast("m![P / 2]", "m![I, J]", derived).value(), false);
        QCOMPARE(dma::isSliceBroadcast("m![I']", "m![J]", derived).value(), true);
        // A tile's fixed coordinate (`T @ 1` of a 2-tile axis) does not vary from slice to slice.
        QCOMPARE(dma::isSliceBroadcast("m![T @ 1, I]", "m![T, J]", derived).value(), true);
        const std::string source = R"(use furiosa_opt_std::prelude::*;

axes![I = 256, J = 2048];

type Chip = m![1];
type Cluster = m![1 # 2];

#[device(chip = 1)]
fn broadcast(
    ctx: &mut Context,
    v: &HbmTensor<bf16, Chip, m![J]>,
    rows: &HbmTensor<bf16, Chip, m![I, J]>,
) -> HbmTensor<bf16, Chip, m![I, J]> {
    let each: DmTensor<bf16, Chip, Cluster, m![I], m![J]> = v.to_dm(&mut ctx.tdma);
    let own: DmTensor<bf16, Chip, Cluster, m![I], m![J]> = rows.to_dm(&mut ctx.tdma);
    own.to_hbm(&mut ctx.tdma)
}
)";
        auto run = [&](const std::string& text) {
            auto program = kernel::parseKernel({"b.rs", text, kernel::Dialect::Toolchain});
            if (!program) qFatal("%s", program.error().message.c_str());
            auto r = sim::runKernel(*program);
            if (!r) qFatal("%s", r.error().message.c_str());
            return std::move(r).value();
        };
        const sim::RunResult r = run(source);
        QVERIFY(r.ok);
        // 256 packets of 4 KB, 16 requests each: the first to a new slice in 1 cycle, the other
        // 15 at the slice's 128 B/cycle; one engine, 256 packets; four engines, 64 each.
        const sim::OpTiming& each = named(r, "to_dm(v)");
        const sim::OpTiming& own = named(r, "to_dm(rows)");
        QCOMPARE(each.end - each.start, u64{500 + 256 * 31});
        QCOMPARE(own.end - own.start, u64{500 + 64 * 31});
    }
};

QTEST_APPLESS_MAIN(SimToolchainTiming)
#include "tst_sim_toolchain_timing.moc"
