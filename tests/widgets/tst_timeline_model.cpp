// The timeline's model over a small hand-made trace: lane queries, per-pixel
// aggregation counts, statistics over a selected range, "show only
// matching", track order, memory lifetimes, counters, flows, warnings,
// density, bookmarks and notes; and the statistics table model.
#include <QAbstractItemModelTester>
#include <QTest>

#include "trace/read.h"
#include "widgets/timeline/SelectionStatsModel.h"
#include "widgets/timeline/TimelineModel.h"

using namespace tcpwb;
using widgets::TimelineModel;
using widgets::TimelineSpan;

namespace {

// Track 0 kernel/main:   fetch [0,100) > compute [10,40), compute [50,70); fetch [100,300); commit [300,300)
// Track 1 kernel/sub:    fetch [20,60); wait [60,200) > bank conflict (warning) [150,150)
// Track 2 memory/Sram:   lhs [0,120) at 0, 1024 B; rhs [50,200) at 1024, 512 B (overlaps: level 1)
// Counter bank_pressure: 1 at 0, 3 at 50, 2 at 100, 0 at 250. One flow sub@60 -> main@100.
struct HandMade {
    std::shared_ptr<trace::Trace> trace = std::make_shared<trace::Trace>();
    std::size_t fetchA = 0, computeB = 0, computeC = 0, fetchD = 0, commitE = 0, fetchF = 0, waitG = 0, warningW = 0, lhs = 0, rhs = 0;

    HandMade() {
        trace::Trace& t = *trace;
        const auto main = t.addTrack({1, 1, "kernel", "main"});
        const auto sub = t.addTrack({1, 2, "kernel", "sub"});
        const auto sram = t.addTrack({2, 1, "memory", "Sram"});
        fetchA = t.addSlice(main, "fetch", "engine", 0, 100, {{"bytes", std::int64_t{4096}}});
        computeB = t.addSlice(main, "compute", "engine", 10, 40);
        computeC = t.addSlice(main, "compute", "engine", 50, 70);
        fetchD = t.addSlice(main, "fetch", "engine", 100, 300);
        commitE = t.addSlice(main, "commit", "engine", 300, 300);
        fetchF = t.addSlice(sub, "fetch", "engine", 20, 60);
        waitG = t.addSlice(sub, "wait", "sync", 60, 200);
        warningW = t.addSlice(sub, "bank conflict", "warning", 150, 150);
        lhs = t.addSlice(sram, "lhs", "tensor", 0, 120, {{"address", std::int64_t{0}}, {"size", std::int64_t{1024}}});
        rhs = t.addSlice(sram, "rhs", "tensor", 50, 200, {{"address", std::int64_t{1024}}, {"size", std::int64_t{512}}});
        t.counters.push_back({1, "bank_pressure", {{0, 1}, {50, 3}, {100, 2}, {250, 0}}});
        trace::Flow raw;
        raw.name = t.intern("RAW");
        raw.category = t.intern("hazard");
        raw.fromTrack = sub;
        raw.fromTime = 60;
        raw.toTrack = main;
        raw.toTime = 100;
        t.flows.push_back(raw);
        t.notes = {"events with ph `i` were not placed (2 times)"};
        t.finish();
    }
};

std::vector<std::uint32_t> ids(std::initializer_list<std::size_t> list) {
    std::vector<std::uint32_t> out;
    for (std::size_t i : list) out.push_back(static_cast<std::uint32_t>(i));
    return out;
}

// One lane of `count` slices [10 i, 10 i + 5) on a single track.
std::shared_ptr<trace::Trace> comb(u64 count, u64 skipFrom = 0, u64 skipTo = 0) {
    auto t = std::make_shared<trace::Trace>();
    const auto track = t->addTrack({1, 1, "kernel", "main"});
    for (u64 i = 0; i < count; ++i)
        if (i < skipFrom || i >= skipTo) t->addSlice(track, i % 2 ? "odd" : "even", "engine", 10 * i, 10 * i + 5);
    t->finish();
    return t;
}

}  // namespace

class TestTimelineModel : public QObject {
    Q_OBJECT

private slots:
    void lanesHoldSlicesByDepth() {
        HandMade h;
        TimelineModel model;
        model.setTrace(h.trace);
        QCOMPARE(model.firstCycle(), u64(0));
        QCOMPARE(model.lastCycle(), u64(300));
        QCOMPARE(model.depthCount(0), 2u);
        QCOMPARE(model.depthCount(1), 2u);
        QCOMPARE(model.depthCount(2), 2u);
        // [t0, t1) is half open: fetch D starts at 100, outside [0, 100).
        QCOMPARE(model.slicesIn(0, 0, 0, 100), ids({h.fetchA}));
        QCOMPARE(model.slicesIn(0, 0, 99, 101), ids({h.fetchA, h.fetchD}));
        // A zero-length slice occupies its start cycle; D ends where E is.
        QCOMPARE(model.slicesIn(0, 0, 300, 301), ids({h.commitE}));
        QCOMPARE(model.slicesIn(0, 1, 0, 1000), ids({h.computeB, h.computeC}));
        QCOMPARE(model.slicesIn(0, 1, 40, 50), ids({}));
        QCOMPARE(model.slicesIn(1, 1, 0, 1000), ids({h.warningW}));
        QCOMPARE(model.slicesIn(0, 7, 0, 1000), ids({}));
    }

    void spansMergeSubPixelSlices() {
        HandMade h;
        TimelineModel model;
        model.setTrace(h.trace);
        // 100 cycles a pixel: B and C (30 and 20 cycles) share column 0.
        const auto nested = model.spans(0, 1, 0, 100.0, 4);
        QCOMPARE(nested.size(), std::size_t{1});
        QCOMPARE(nested[0].start, u64(10));
        QCOMPARE(nested[0].end, u64(70));
        QCOMPARE(nested[0].count, 2u);
        QCOMPARE(nested[0].firstSlice, std::uint32_t(h.computeB));
        // A and D are at least a pixel wide and stay single; E is one cycle.
        const auto outer = model.spans(0, 0, 0, 100.0, 4);
        QCOMPARE(outer.size(), std::size_t{3});
        QCOMPARE(outer[0].count, 1u);
        QCOMPARE(outer[1].start, u64(100));
        QCOMPARE(outer[1].end, u64(300));
        QCOMPARE(outer[2].firstSlice, std::uint32_t(h.commitE));
        // Zoomed in, every slice is its own span.
        QCOMPARE(model.spans(0, 1, 0, 0.5, 400).size(), std::size_t{2});
        // The viewport starting inside A still shows A.
        const auto inside = model.spans(0, 0, 50, 1.0, 10);
        QCOMPARE(inside.size(), std::size_t{1});
        QCOMPARE(inside[0].firstSlice, std::uint32_t(h.fetchA));
    }

    void aggregationCountsEverySliceOnce() {
        TimelineModel model;
        model.setTrace(comb(1000));
        // 10 slices a column, gaps of 5 cycles: one run of all 1000.
        const auto all = model.spans(0, 0, 0, 100.0, 100);
        QCOMPARE(all.size(), std::size_t{1});
        QCOMPARE(all[0].count, 1000u);
        QCOMPARE(all[0].start, u64(0));
        QCOMPARE(all[0].end, u64(9995));
        // A gap wider than a pixel splits the run.
        model.setTrace(comb(1000, 500, 800));
        const auto split = model.spans(0, 0, 0, 100.0, 100);
        QCOMPARE(split.size(), std::size_t{2});
        QCOMPARE(split[0].count, 500u);
        QCOMPARE(split[1].count, 200u);
        QCOMPARE(split[1].start, u64(8000));
        // A window in the middle counts only what intersects it: [2000, 3000).
        const auto window = model.spans(0, 0, 2000, 50.0, 20);
        QCOMPARE(window.size(), std::size_t{1});
        QCOMPARE(window[0].count, 100u);
    }

    void aggregationIsBoundedByPixels() {
        TimelineModel model;
        model.setTrace(comb(1'000'000));
        // A million slices on 1000 pixels: at most one span per pixel.
        const auto spans = model.spans(0, 0, 0, 10'000.0, 1000);
        u64 counted = 0;
        for (const TimelineSpan& s : spans) counted += s.count;
        QCOMPARE(counted, u64(1'000'000));
        QVERIFY(spans.size() <= 1000);
    }

    void statisticsOverARange() {
        HandMade h;
        TimelineModel model;
        model.setTrace(h.trace);
        const auto all = model.statistics(0, 100);
        QCOMPARE(all.size(), std::size_t{5});
        // Largest total first; ties by name.
        QCOMPARE(all[0].name, QStringLiteral("rhs"));
        QCOMPARE(all[0].total, u64(150));
        QCOMPARE(all[1].name, QStringLiteral("fetch"));
        QCOMPARE(all[1].count, u64(2));
        QCOMPARE(all[1].total, u64(140));
        QCOMPARE(all[1].min, u64(40));
        QCOMPARE(all[1].max, u64(100));
        QCOMPARE(all[1].average, 70.0);
        QCOMPARE(all[2].name, QStringLiteral("wait"));
        QCOMPARE(all[3].name, QStringLiteral("lhs"));
        QCOMPARE(all[4].name, QStringLiteral("compute"));
        QCOMPARE(all[4].count, u64(2));
        QCOMPARE(all[4].total, u64(50));
        QCOMPARE(all[4].min, u64(20));
        QCOMPARE(all[4].max, u64(30));
        QCOMPARE(all[4].average, 25.0);
        // Restricted to the main track.
        const auto main = model.statistics(0, 100, {0});
        QCOMPARE(main.size(), std::size_t{2});
        QCOMPARE(main[0].name, QStringLiteral("fetch"));
        QCOMPARE(main[0].count, u64(1));
        QCOMPARE(main[1].total, u64(50));
        // A range with nothing in it.
        QVERIFY(model.statistics(301, 400).empty());
    }

    // An instruction on ["MainContext", "VectorEngine"] is a slice on each
    // track but one operation: the statistics count it once and list both
    // contexts, over all tracks, over one of them, and when chosen by op.
    void anOperationOnSeveralContextsCountsOnce() {
        auto read = trace::readTraceFile(TCPWB_SOURCE_DIR "/samples/traces/furiosa-opt-schedule.json");
        QVERIFY(read);
        TimelineModel model;
        model.setTrace(std::make_shared<trace::Trace>(std::move(read).value()));
        const auto& g = model.graph();
        const auto main = std::find_if(g.ops.begin(), g.ops.end(), [&](const analysis::Op& op) { return g.slicesOf(op).size() == 2; });
        QVERIFY(main != g.ops.end());
        const QString name = QString::fromStdString(g.text(main->name));
        const auto rowOf = [&](const std::vector<widgets::SliceStatistics>& rows) {
            return std::find_if(rows.begin(), rows.end(), [&](const widgets::SliceStatistics& s) { return s.name == name; });
        };
        const QStringList both{QStringLiteral("MainContext"), QStringLiteral("VectorEngine")};
        const auto all = model.statistics(0, model.lastCycle() + 1);
        const auto row = rowOf(all);
        QVERIFY(row != all.end());
        QCOMPARE(row->count, u64(1));
        QCOMPARE(row->total, main->duration());
        QCOMPARE(row->contexts, both);
        // Over the VectorEngine's track alone: still the operation, on both contexts.
        const trace::TrackId vector = model.trace().slices[g.slicesOf(*main).begin()[1]].track;
        const auto one = model.statistics(main->start, main->end, {vector});
        QCOMPARE(one.size(), std::size_t{1});
        QCOMPARE(one[0].count, u64(1));
        QCOMPARE(one[0].contexts, both);
        const auto chosen = model.statisticsOf({static_cast<analysis::OpId>(main - g.ops.begin())});
        QCOMPARE(chosen.size(), std::size_t{1});
        QCOMPARE(chosen[0].count, u64(1));
        // Two operations of one line (the store and the core completing it) are two.
        const auto store = std::find_if(
            all.begin(), all.end(), [](const widgets::SliceStatistics& s) { return s.name.startsWith(QStringLiteral("result.to_hbm")); });
        QVERIFY(store != all.end());
        QCOMPARE(store->count, u64(2));
        QCOMPARE(store->contexts, (QStringList{QStringLiteral("DmaEngine"), QStringLiteral("PeCore")}));
    }

    void searchShowsOnlyMatching() {
        HandMade h;
        TimelineModel model;
        model.setTrace(h.trace);
        QCOMPARE(model.shownSliceCount(), u64(10));
        model.setFilter(QStringLiteral("comp"));
        QCOMPARE(model.shownSliceCount(), u64(2));
        QCOMPARE(model.depthCount(0), 2u);  // the compute slices are nested
        QCOMPARE(model.depthCount(1), 0u);
        QVERIFY(model.slicesIn(0, 0, 0, 1000).empty());
        QVERIFY(!model.isShown(static_cast<std::uint32_t>(h.fetchA)));
        const auto stats = model.statistics(0, 1000);
        QCOMPARE(stats.size(), std::size_t{1});
        QCOMPARE(stats[0].name, QStringLiteral("compute"));
        // Any case.
        model.setFilter(QStringLiteral("FETCH"));
        QCOMPARE(model.shownSliceCount(), u64(3));
        QCOMPARE(model.density(1), std::vector<u64>{3});
        model.setFilter(QStringLiteral("no such slice"));
        QCOMPARE(model.shownSliceCount(), u64(0));
        QVERIFY(model.warningsIn(0, 1000).empty());
        model.setFilter({});
        QCOMPARE(model.shownSliceCount(), u64(10));
        QCOMPARE(model.warningsIn(0, 1000), ids({h.warningW}));
    }

    void trackOrderKeepsPinnedFirst() {
        HandMade h;
        TimelineModel model;
        model.setTrace(h.trace);
        using Order = std::vector<trace::TrackId>;
        QCOMPARE(model.trackOrder(), (Order{0, 1, 2}));
        model.moveTrack(2, 0);
        QCOMPARE(model.trackOrder(), (Order{2, 0, 1}));
        model.setPinned(1, true);
        QCOMPARE(model.trackOrder(), (Order{1, 2, 0}));
        model.moveTrack(0, 2);  // a pinned track moved down stays on top
        QCOMPARE(model.trackOrder(), (Order{1, 2, 0}));
        model.moveTrack(2, 1);
        QCOMPARE(model.trackOrder(), (Order{1, 0, 2}));
        QCOMPARE(model.trackLabel(2), QStringLiteral("memory/Sram"));
    }

    void memoryCountersFlowsDensity() {
        HandMade h;
        TimelineModel model;
        model.setTrace(h.trace);
        QVERIFY(model.isMemoryTrack(2));
        QVERIFY(!model.isMemoryTrack(0));
        QCOMPARE(model.memoryTop(2), u64(1536));
        const auto blocks = model.memoryBlocks(2, 0, 60);
        QCOMPARE(blocks.size(), std::size_t{2});
        QCOMPARE(blocks[1].address, u64(1024));
        QCOMPARE(blocks[1].size, u64(512));
        QCOMPARE(model.memoryBlocks(2, 130, 140).size(), std::size_t{1});

        QCOMPARE(model.counterValueAt(0, 49), std::optional<double>(1));
        QCOMPARE(model.counterValueAt(0, 50), std::optional<double>(3));
        QCOMPARE(model.counterRange(0), (std::pair<double, double>(0, 3)));
        const auto columns = model.counterColumns(0, 0, 50.0, 6);
        const double mins[] = {1, 1, 2, 2, 2, 0}, maxs[] = {1, 3, 3, 2, 2, 2};
        for (int i = 0; i < 6; ++i) {
            QVERIFY(columns[std::size_t(i)].present);
            QCOMPARE(columns[std::size_t(i)].min, mins[i]);
            QCOMPARE(columns[std::size_t(i)].max, maxs[i]);
        }

        QVERIFY(model.flowsIn(0, 50).empty());
        QCOMPARE(model.flowsIn(90, 95), ids({0}));  // crossing the window
        QCOMPARE(model.density(4), (std::vector<u64>{7, 2, 0, 1}));
    }

    void bookmarksNotesAndToolTips() {
        HandMade h;
        TimelineModel model;
        model.setTrace(h.trace);
        model.addBookmark(200, QStringLiteral("late"));
        model.addBookmark(50, {});
        QCOMPARE(model.bookmarks().size(), std::size_t{2});
        QCOMPARE(model.bookmarks()[0].cycle, u64(50));
        QCOMPARE(model.bookmarks()[0].label, QStringLiteral("Bookmark 2"));
        model.removeBookmark(1);
        QCOMPARE(model.bookmarks().size(), std::size_t{1});
        QCOMPARE(model.notes(), QStringList{QStringLiteral("events with ph `i` were not placed (2 times)")});
        const QString tip = model.sliceToolTip(static_cast<std::uint32_t>(h.fetchA));
        for (const char* part : {"fetch", "category: engine", "start 0, end 100, duration 100 cycles", "bytes = 4096"})
            QVERIFY2(tip.contains(QLatin1String(part)), qPrintable(tip));
    }

    void statisticsTableModel() {
        HandMade h;
        TimelineModel model;
        model.setTrace(h.trace);
        widgets::SelectionStatsModel table;
        QAbstractItemModelTester tester(&table, QAbstractItemModelTester::FailureReportingMode::QtTest);
        table.setStatistics(model.statistics(0, 100, {0}));
        QCOMPARE(table.rowCount(), 2);
        QCOMPARE(table.columnCount(), 7);
        QCOMPARE(table.index(1, widgets::SelectionStatsModel::Name).data().toString(), QStringLiteral("compute"));
        QCOMPARE(table.index(1, widgets::SelectionStatsModel::Contexts).data().toString(), QStringLiteral("main"));
        QCOMPARE(table.index(1, widgets::SelectionStatsModel::Count).data().toULongLong(), 2ull);
        QCOMPARE(table.index(1, widgets::SelectionStatsModel::Average).data().toString(), QStringLiteral("25.00"));
        QCOMPARE(table.index(1, widgets::SelectionStatsModel::Average).data(Qt::EditRole).toDouble(), 25.0);
        table.setStatistics({});
        QCOMPARE(table.rowCount(), 0);
    }
};

QTEST_MAIN(TestTimelineModel)
#include "tst_timeline_model.moc"
