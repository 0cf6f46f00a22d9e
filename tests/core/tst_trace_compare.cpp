// Comparing two traces: ops matched by track + name + occurrence, what is
// only in one of them, the ranking (regressions first), the totals per
// track, category and stage, the span, a pair that cannot be compared, and
// two simulations compared through traceOfRun.
#include <QtTest>

#include <fstream>
#include <limits>

#include "kernel/parse.h"
#include "sim/run.h"
#include "sim/run_trace.h"
#include "trace/compare.h"
#include "trace/read.h"
#include "../diag_kind_text.h"

using namespace tcpwb;

namespace {

struct Op {
    const char* track;
    const char* name;
    const char* category;
    u64 start, end;
};

trace::Trace traceOf(const std::vector<Op>& ops) {
    trace::Trace t;
    const trace::TrackId main = t.addTrack({1, 1, "kernel", "main"});
    const trace::TrackId sub = t.addTrack({1, 2, "kernel", "sub"});
    for (const Op& op : ops) t.addSlice(std::string_view(op.track) == "main" ? main : sub, op.name, op.category, op.start, op.end);
    t.finish();
    return t;
}

const trace::OpDelta* findOp(const trace::Comparison& c, std::string_view name, std::uint32_t occurrence) {
    for (const trace::OpDelta& d : c.ops)
        if (d.name == name && d.occurrence == occurrence) return &d;
    return nullptr;
}

const trace::GroupTotal* findTotal(const std::vector<trace::GroupTotal>& groups, std::string_view key) {
    for (const trace::GroupTotal& g : groups)
        if (g.key == key) return &g;
    return nullptr;
}

std::vector<std::string> rankedNames(const trace::Comparison& c) {
    std::vector<std::string> out;
    for (const trace::OpDelta& d : c.ops) out.push_back(d.name + "#" + std::to_string(d.occurrence));
    return out;
}

}  // namespace

class TestTraceCompare : public QObject {
    Q_OBJECT

private slots:
    void matchesByTrackNameAndOccurrence() {
        // The 2nd "fetch" on main matches the 2nd, whatever moved around it.
        const auto a = traceOf({{"main", "fetch", "stage", 0, 10}, {"main", "fetch", "stage", 20, 30}, {"sub", "fetch", "stage", 0, 5}});
        const auto b = traceOf({{"main", "fetch", "stage", 0, 12}, {"main", "fetch", "stage", 40, 47}, {"sub", "fetch", "stage", 3, 8}});
        const auto c = trace::compareTraces(a, b);
        QVERIFY(c);
        QCOMPARE(c->ops.size(), std::size_t{3});
        QVERIFY(c->onlyA.empty() && c->onlyB.empty());
        const trace::OpDelta* second = nullptr;
        for (const auto& d : c->ops)
            if (d.track == "kernel/main" && d.occurrence == 1) second = &d;
        QVERIFY(second);
        QCOMPARE(second->a.start, u64{20});
        QCOMPARE(second->b.start, u64{40});
        QCOMPARE(second->startDelta(), std::int64_t{20});
        QCOMPARE(second->durationDelta(), std::int64_t{-3});
        QCOMPARE(*second->durationPercent(), -30.0);
        // Tracks are told apart: sub's fetch matched sub's.
        const auto& subFetch = *std::find_if(c->ops.begin(), c->ops.end(), [](const auto& d) { return d.track == "kernel/sub"; });
        QCOMPARE(subFetch.startDelta(), std::int64_t{3});
        QCOMPARE(subFetch.durationDelta(), std::int64_t{0});
    }

    void reportsWhatIsOnlyInOne() {
        const auto a =
            traceOf({{"main", "gemm", "operation", 0, 10}, {"main", "gemm", "operation", 10, 20}, {"sub", "cast", "operation", 0, 4}});
        const auto b = traceOf({{"main", "gemm", "operation", 0, 10}, {"sub", "transpose", "operation", 0, 6}});
        const auto c = trace::compareTraces(a, b);
        QVERIFY(c);
        QCOMPARE(c->ops.size(), std::size_t{1});
        QCOMPARE(c->onlyA.size(), std::size_t{2});
        QCOMPARE(c->onlyA[0].name, std::string("cast"));  // A's order: by start, cast at 0 before the 2nd gemm
        QCOMPARE(c->onlyA[1].name, std::string("gemm"));
        QCOMPARE(c->onlyA[1].occurrence, std::uint32_t{1});
        QCOMPARE(c->onlyA[1].slice.start, u64{10});
        QCOMPARE(c->onlyB.size(), std::size_t{1});
        QCOMPARE(c->onlyB[0].name, std::string("transpose"));
        QCOMPARE(c->onlyB[0].track, std::string("kernel/sub"));
    }

    void ranksRegressionsFirstThenImprovements() {
        const auto a = traceOf({{"main", "p", "operation", 0, 10},
                                {"main", "q", "operation", 10, 20},
                                {"main", "r", "operation", 20, 30},
                                {"main", "s", "operation", 30, 40},
                                {"main", "t", "operation", 40, 50},
                                {"main", "u", "operation", 50, 60}});
        const auto b = traceOf({{"main", "p", "operation", 0, 12},     // +2
                                {"main", "q", "operation", 12, 17},    // -5
                                {"main", "r", "operation", 17, 47},    // +20
                                {"main", "s", "operation", 47, 57},    // 0, moved +17
                                {"main", "t", "operation", 57, 58},    // -9
                                {"main", "u", "operation", 58, 68}});  // 0, moved +8
        const auto c = trace::compareTraces(a, b);
        QVERIFY(c);
        const std::vector<std::string> expected{"r#0", "p#0", "t#0", "q#0", "s#0", "u#0"};
        QCOMPARE(rankedNames(*c), expected);
        QCOMPARE(c->regressions(), std::size_t{2});
        QCOMPARE(c->improvements(), std::size_t{2});
    }

    void totalsPerTrackCategoryAndStage() {
        const auto a =
            traceOf({{"main", "gemm", "operation", 0, 100}, {"main", "fetch", "stage", 0, 40}, {"sub", "load", "operation", 0, 50}});
        const auto b =
            traceOf({{"main", "gemm", "operation", 0, 150}, {"main", "fetch", "stage", 0, 90}, {"sub", "load", "operation", 0, 25}});
        const auto c = trace::compareTraces(a, b);
        QVERIFY(c);
        const auto* main = findTotal(c->tracks, "kernel/main");
        QVERIFY(main);
        QCOMPARE(main->a, u64{100});  // outermost slices only: the stage is inside its op
        QCOMPARE(main->b, u64{150});
        QCOMPARE(*main->percent(), 50.0);
        const auto* operations = findTotal(c->categories, "operation");
        QVERIFY(operations);
        QCOMPARE(operations->a, u64{150});
        QCOMPARE(operations->b, u64{175});
        QCOMPARE(operations->countA, u64{2});
        QCOMPARE(c->stages.size(), std::size_t{1});
        QCOMPARE(c->stages[0].key, std::string("fetch"));
        QCOMPARE(c->stages[0].delta(), std::int64_t{50});
        const trace::GroupTotal total = c->matchedTotal();
        QCOMPARE(total.a, u64{150});  // gemm + load; fetch is counted in gemm
        QCOMPARE(total.b, u64{175});
        QCOMPARE(c->span.a(), u64{100});
        QCOMPARE(c->span.b(), u64{150});
        QCOMPARE(c->span.delta(), std::int64_t{50});
    }

    void idleTracksKeepTheirRow() {
        const auto a = traceOf({{"main", "gemm", "operation", 0, 100}});
        const auto b = traceOf({{"main", "gemm", "operation", 0, 90}});
        const auto c = trace::compareTraces(a, b);
        QVERIFY(c);
        const auto* sub = findTotal(c->tracks, "kernel/sub");
        QVERIFY(sub);
        QCOMPARE(sub->a, u64{0});
        QCOMPARE(sub->countA, u64{0});
        QVERIFY(!sub->percent());  // no baseline
    }

    void refusesPairsThatCannotBeCompared() {
        const auto full = traceOf({{"main", "gemm", "operation", 0, 100}});
        const auto empty = traceOf({});
        auto c = trace::compareTraces(full, empty);
        QVERIFY(!c);
        QCOMPARE(c.error().kind, diag::Kind::compare_no_slices);
        QVERIFY(QString::fromStdString(c.error().message).contains(QLatin1String("trace B")));
        c = trace::compareTraces(empty, full);
        QVERIFY(!c);
        QVERIFY(QString::fromStdString(c.error().message).contains(QLatin1String("trace A")));
        auto micro = traceOf({{"main", "gemm", "operation", 0, 100}});
        micro.timeUnit = "us";
        c = trace::compareTraces(full, micro);
        QVERIFY(!c);
        QCOMPARE(c.error().kind, diag::Kind::compare_time_unit_mismatch);
    }

    void signedDeltasSaturate() {
        const u64 huge = std::numeric_limits<u64>::max();
        QCOMPARE(trace::signedDelta(0, huge), std::numeric_limits<std::int64_t>::max());
        QCOMPARE(trace::signedDelta(huge, 0), std::numeric_limits<std::int64_t>::min());
        QCOMPARE(trace::signedDelta(7, 3), std::int64_t{-4});
        QVERIFY(!trace::percentDelta(0, 5));
        QCOMPARE(*trace::percentDelta(8, 10), 25.0);
    }

    void deltasAreExactUpToTheLargestTime() {
        // A trace holds times up to 2^62, so a delta never reaches the int64 limits.
        const auto longest = traceOf({{"main", "gemm", "operation", 0, kMaxSize}});
        const auto shortest = traceOf({{"main", "gemm", "operation", kMaxSize - 1, kMaxSize}});
        const auto c = trace::compareTraces(longest, shortest);
        QVERIFY(c);
        QCOMPARE(c->ops.front().durationDelta(), -std::int64_t(kMaxSize - 1));
        QCOMPARE(c->ops.front().startDelta(), std::int64_t(kMaxSize - 1));
        QCOMPARE(c->span.delta(), -std::int64_t(kMaxSize - 1));
        QCOMPARE(c->matchedTotal().delta(), -std::int64_t(kMaxSize - 1));
        // Totals are sums of durations: past 2^62 in all, they could not be exact.
        const auto twice = traceOf({{"main", "gemm", "operation", 0, kMaxSize}, {"sub", "load", "operation", 0, 1}});
        const auto refused = trace::compareTraces(twice, longest);
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, diag::Kind::compare_too_long);
        QVERIFY(QString::fromStdString(refused.error().message).contains(QLatin1String("trace A")));
    }

    void comparesTheSampleTraces() {
        const std::string dir = TCPWB_SAMPLES_DIR;
        const auto a = trace::readTraceFile(dir + "/compare-before.json");
        const auto b = trace::readTraceFile(dir + "/compare-after.json");
        QVERIFY(a && b);
        const auto c = trace::compareTraces(*a, *b);
        QVERIFY(c);
        QCOMPARE(c->ops.size(), std::size_t{9});
        QCOMPARE(c->ops.front().name, std::string("gemm 0"));
        QCOMPARE(c->ops.front().durationDelta(), std::int64_t{120});
        const auto* fetch = findOp(*c, "fetch", 1);
        QVERIFY(fetch);
        QCOMPARE(fetch->durationDelta(), std::int64_t{-20});
        QCOMPARE(c->onlyA.size(), std::size_t{1});
        QCOMPARE(c->onlyA[0].name, std::string("cast y"));
        QCOMPARE(c->onlyB[0].name, std::string("transpose y"));
        QCOMPARE(c->span.delta(), std::int64_t{50});
        QCOMPARE(c->matchedTotal().delta(), std::int64_t{80});
    }

    // Two runs of one kernel with different seeds: same schedule, so every
    // op matches with no delta; the trace is what `run --trace` writes.
    void comparesTwoSimulations() {
        // Built in place: `std::string(...) + "..."` draws GCC 12's -Warray-bounds false positive
        // under -O2 with the precompiled header (libstdc++ PR 109299, see tst_mapping_errors.cpp).
        std::string path = TCPWB_KERNELS_DIR;
        path += "/elementwise-multiplication.rs";
        std::ifstream in(path);
        QVERIFY(in);
        const std::string source((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        const auto program = kernel::parseKernel({"elementwise-multiplication.rs", source});
        QVERIFY(program);
        sim::RunOptions first;
        first.seed = 1;
        sim::RunOptions second;
        second.seed = 2;
        const auto a = sim::runKernel(*program, first);
        const auto b = sim::runKernel(*program, second);
        QVERIFY(a && b);
        const trace::Trace t = sim::traceOfRun(*a, "mul");
        QVERIFY(!t.slices.empty());
        const auto c = sim::compareRuns(*a, *b);
        QVERIFY(c);
        QVERIFY(c->onlyA.empty() && c->onlyB.empty());
        QVERIFY(c->ops.size() >= a->ops.size());
        QCOMPARE(c->regressions(), std::size_t{0});
        QCOMPARE(c->span.delta(), std::int64_t{0});
        // Located at their statements, each operation reads by source line.
        const auto sources = sim::sourcesOfRun(*a, *program, "kernels/mul.rs");
        QCOMPARE(sources.size(), a->ops.size());
        const trace::Trace located = sim::traceOfRun(*a, "mul", sources);
        for (std::size_t i = 0; i < a->ops.size(); ++i) {
            const kernel::SourceSpan at = program->ops[a->ops[i].op].at;
            QCOMPARE(sources[i], (trace::SourceLocation{"kernels/mul.rs", at.line, at.column}));
            QVERIFY(at.line > 0);
        }
        std::size_t withFile = 0;
        for (const trace::Slice& s : located.slices)
            for (const auto& [key, value] : located.sliceArgs(s))
                if (key == "source.file") ++withFile;
        QCOMPARE(withFile, a->ops.size());
    }
};

QTEST_APPLESS_MAIN(TestTraceCompare)
#include "tst_trace_compare.moc"
