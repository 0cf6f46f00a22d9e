// The Timeline tab, offscreen: exact cycles at any zoom (u64 viewport),
// zooming (wheel, W/S, box), selecting with Ctrl+drag and on the ruler and
// the statistics that shows, search, replay, loading through the GUI loader
// (a malformed file's message, Cancel) and the MainWindow's tab, File menu
// and drag-and-drop.
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMimeData>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTableView>
#include <QScrollBar>
#include <QAbstractItemModelTester>
#include <QTest>
#include <QWheelEvent>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <fstream>
#include <set>

#include "MainWindow.h"
#include "trace/chrome_writer.h"
#include "widgets/timeline/SelectionStatsModel.h"
#include "widgets/timeline/TimeUnit.h"
#include "widgets/timeline/TimelineCanvas.h"
#include "widgets/timeline/TimelineModel.h"
#include "widgets/timeline/TimelineView.h"
#include "widgets/timeline/TraceLoader.h"

using namespace tcpwb;
using widgets::SelectionStatsModel;
using widgets::TimelineCanvas;
using widgets::TimelineView;

namespace {

// main: fetch [0,100) > compute [10,40), compute [50,70); fetch [100,300)
// sub:  fetch [20,60); wait [60,200)
std::shared_ptr<trace::Trace> handMade() {
    auto t = std::make_shared<trace::Trace>();
    const auto main = t->addTrack({1, 1, "kernel", "main"});
    const auto sub = t->addTrack({1, 2, "kernel", "sub"});
    t->addSlice(main, "fetch", "engine", 0, 100);
    t->addSlice(main, "compute", "engine", 10, 40);
    t->addSlice(main, "compute", "engine", 50, 70);
    t->addSlice(main, "fetch", "engine", 100, 300);
    t->addSlice(sub, "fetch", "engine", 20, 60);
    t->addSlice(sub, "wait", "sync", 60, 200);
    t->finish();
    return t;
}

QString writeFile(const QTemporaryDir& dir, const char* name, const std::string& text) {
    const QString path = dir.filePath(QLatin1String(name));
    std::ofstream(path.toStdString(), std::ios::binary) << text;
    return path;
}

QPoint at(const TimelineCanvas& canvas, u64 cycle, int y) { return {static_cast<int>(std::lround(canvas.xOf(cycle))), y}; }

// A widget y inside the row of `track` (its first lane), if it is on screen.
std::optional<int> rowYOf(const TimelineCanvas& canvas, trace::TrackId track) {
    for (int y = canvas.lanesTop(); y < canvas.height(); ++y)
        if (canvas.trackAt(y) == track) return y + TimelineCanvas::kLaneHeight / 2;
    return std::nullopt;
}

std::optional<trace::TrackId> trackNamed(const trace::Trace& t, const std::string& name) {
    for (trace::TrackId i = 0; i < t.tracks.size(); ++i)
        if (t.tracks[i].name == name) return i;
    return std::nullopt;
}

void drag(QWidget* widget, QPoint from, QPoint to, Qt::KeyboardModifiers modifiers = {}) {
    QTest::mousePress(widget, Qt::LeftButton, modifiers, from);
    QTest::mouseMove(widget, (from + to) / 2);
    QTest::mouseMove(widget, to);
    QTest::mouseRelease(widget, Qt::LeftButton, modifiers, to);
}

}  // namespace

class TestTimelineView : public QObject {
    Q_OBJECT

private slots:
    void rulerIsExactAtLargeCycles() {
        auto t = std::make_shared<trace::Trace>();
        const auto track = t->addTrack({1, 1, "kernel", "main"});
        const u64 far = u64{1} << 62;
        t->addSlice(track, "late", "engine", far, far + 1000);
        t->finish();
        widgets::TimelineModel model;
        model.setTrace(t);
        TimelineCanvas canvas(&model);
        canvas.resize(1160, 400);
        canvas.setView(far + 3, 0.5);
        // 2^62 + 13 is 20 pixels right of 2^62 + 3: no rounding at 2^62.
        QCOMPARE(canvas.xOf(far + 13), double(TimelineCanvas::kHeaderWidth + 20));
        QCOMPARE(canvas.cycleAt(TimelineCanvas::kHeaderWidth + 20), far + 13);
        QCOMPARE(canvas.viewStart(), far + 3);
        QCOMPARE(canvas.viewEnd(), far + 3 + 500);
        QCOMPARE(canvas.model()->spans(0, 0, canvas.viewStart(), canvas.cyclesPerPixel(), canvas.lanesWidth()).size(), std::size_t{1});
    }

    void zoomKeepsTheCycleUnderTheMouse() {
        TimelineView view;
        view.resize(1400, 600);
        view.show();
        view.setTrace(handMade(), QStringLiteral("hand.json"));
        TimelineCanvas* canvas = view.canvas();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        canvas->setView(0, 0.25);
        const QPoint mouse = at(*canvas, 80, 70);
        const u64 under = canvas->cycleAt(mouse.x());
        QCOMPARE(under, u64(80));
        QWheelEvent wheel(mouse, canvas->mapToGlobal(mouse), {}, {0, 120}, Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(canvas, &wheel);
        QCOMPARE(canvas->cyclesPerPixel(), 0.25 / 1.25);
        QCOMPARE(canvas->cycleAt(mouse.x()), under);
        // W zooms in, S back out.
        const double before = canvas->cyclesPerPixel();
        QTest::keyClick(canvas, Qt::Key_W);
        QCOMPARE(canvas->cyclesPerPixel(), before / 1.5);
        QTest::keyClick(canvas, Qt::Key_S);
        QCOMPARE(canvas->cyclesPerPixel(), before);
        // A/D pan by a sixth of the lanes.
        canvas->setView(100, 1.0);
        QTest::keyClick(canvas, Qt::Key_A);
        QVERIFY(canvas->viewStart() < 100);
        // Shift+drag zooms to the box: [20, 80).
        canvas->setView(0, 0.25);
        drag(canvas, at(*canvas, 20, 70), at(*canvas, 80, 90), Qt::ShiftModifier);
        QCOMPARE(canvas->viewStart(), u64(20));
        QCOMPARE(canvas->cyclesPerPixel(), 60.0 / canvas->lanesWidth());
        // F fits the whole trace again.
        QTest::keyClick(canvas, Qt::Key_F);
        QCOMPARE(canvas->viewStart(), u64(0));
        QVERIFY(canvas->viewEnd() >= 300);
    }

    void selectingShowsStatistics() {
        TimelineView view;
        view.resize(1400, 600);
        view.show();
        view.setTrace(handMade(), QStringLiteral("hand.json"));
        TimelineCanvas* canvas = view.canvas();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        canvas->setView(0, 0.25);  // four pixels a cycle: pixels map to exact cycles
        // Ctrl+drag over the main track only: cycles [10, 60).
        const int mainRow = canvas->lanesTop() + 4;
        QCOMPARE(canvas->trackAt(mainRow), std::optional<trace::TrackId>(0));
        drag(canvas, at(*canvas, 10, mainRow), at(*canvas, 60, mainRow + 2), Qt::ControlModifier);
        QCOMPARE(canvas->selection(), (std::optional<std::pair<u64, u64>>({10, 60})));
        QCOMPARE(canvas->selectedTracks(), std::vector<trace::TrackId>{0});
        SelectionStatsModel* stats = view.statistics();
        QCOMPARE(stats->rowCount(), 2);
        auto cell = [&](int row, int column) { return stats->index(row, column).data(Qt::EditRole); };
        QCOMPARE(cell(0, SelectionStatsModel::Name).toString(), QStringLiteral("fetch"));
        QCOMPARE(cell(0, SelectionStatsModel::Total).toULongLong(), 100ull);
        QCOMPARE(cell(1, SelectionStatsModel::Name).toString(), QStringLiteral("compute"));
        QCOMPARE(cell(1, SelectionStatsModel::Count).toULongLong(), 2ull);
        QCOMPARE(cell(1, SelectionStatsModel::Min).toULongLong(), 20ull);
        QCOMPARE(cell(1, SelectionStatsModel::Max).toULongLong(), 30ull);
        QCOMPARE(cell(1, SelectionStatsModel::Average).toDouble(), 25.0);
        // Every column fits the panel: no horizontal scrolling to reach Average.
        auto* table = view.findChild<QTableView*>(QStringLiteral("timelineStatistics"));
        QVERIFY(table);
        QVERIFY(table->horizontalHeader()->sectionSize(SelectionStatsModel::Name) >= table->fontMetrics().averageCharWidth() * 8);
        QTRY_COMPARE(table->horizontalScrollBar()->maximum(), 0);

        // Dragging on the ruler selects over every track: [55, 65).
        const int ruler = TimelineCanvas::kMinimapHeight + 10;
        drag(canvas, at(*canvas, 55, ruler), at(*canvas, 65, ruler));
        QVERIFY(canvas->selectedTracks().empty());
        // fetch A and F (140 cycles), wait G (140, after by name), compute C.
        QCOMPARE(stats->rowCount(), 3);
        QCOMPARE(cell(0, SelectionStatsModel::Name).toString(), QStringLiteral("fetch"));
        QCOMPARE(cell(0, SelectionStatsModel::Count).toULongLong(), 2ull);
        QCOMPARE(cell(0, SelectionStatsModel::Total).toULongLong(), 140ull);
        QCOMPARE(cell(1, SelectionStatsModel::Name).toString(), QStringLiteral("wait"));
        QCOMPARE(cell(2, SelectionStatsModel::Total).toULongLong(), 20ull);

        // Sorted by any column from the header; ties stay in name order, and a
        // new selection keeps the chosen order.
        QVERIFY(table->isSortingEnabled());
        QCOMPARE(table->textElideMode(), Qt::ElideMiddle);
        QCOMPARE(table->horizontalHeader()->sectionResizeMode(SelectionStatsModel::Name), QHeaderView::Interactive);
        QAbstractItemModelTester tester(stats, QAbstractItemModelTester::FailureReportingMode::QtTest);
        table->sortByColumn(SelectionStatsModel::Total, Qt::AscendingOrder);
        QCOMPARE(cell(0, SelectionStatsModel::Name).toString(), QStringLiteral("compute"));
        QCOMPARE(cell(1, SelectionStatsModel::Name).toString(), QStringLiteral("fetch"));
        QCOMPARE(cell(2, SelectionStatsModel::Name).toString(), QStringLiteral("wait"));
        table->sortByColumn(SelectionStatsModel::Name, Qt::DescendingOrder);
        QCOMPARE(cell(0, SelectionStatsModel::Name).toString(), QStringLiteral("wait"));
        drag(canvas, at(*canvas, 55, ruler), at(*canvas, 66, ruler));
        QCOMPARE(cell(0, SelectionStatsModel::Name).toString(), QStringLiteral("wait"));
        QCOMPARE(cell(2, SelectionStatsModel::Name).toString(), QStringLiteral("compute"));
        // The name whole, and where it runs (the Contexts column may not fit the panel).
        QCOMPARE(stats->index(0, SelectionStatsModel::Name).data(Qt::ToolTipRole).toString(), QStringLiteral("wait\non sub"));
        table->sortByColumn(SelectionStatsModel::Total, Qt::DescendingOrder);
        drag(canvas, at(*canvas, 55, ruler), at(*canvas, 65, ruler));

        // Searching narrows the statistics too.
        view.searchBox()->setText(QStringLiteral("wai"));
        QCOMPARE(stats->rowCount(), 1);
        QVERIFY(view.statusText().contains(QStringLiteral("1 match")));
        view.searchBox()->clear();
        QCOMPARE(stats->rowCount(), 3);

        // Esc clears the selection and the table.
        QTest::keyClick(canvas, Qt::Key_Escape);
        QVERIFY(!canvas->selection());
        QCOMPARE(stats->rowCount(), 0);
    }

    void enterGoesToTheNextMatch() {
        TimelineView view;
        view.resize(1400, 600);
        view.show();
        view.setTrace(handMade(), QStringLiteral("hand.json"));
        TimelineCanvas* canvas = view.canvas();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QLineEdit* search = view.searchBox();
        search->setFocus();
        QTest::keyClicks(search, QStringLiteral("FETCH"));
        QCOMPARE(view.matchText(), QStringLiteral("3 matches"));
        QCOMPARE(view.currentMatch(), -1);
        // By start: main [0,100), sub [20,60), main [100,300).
        auto check = [&](int number, u64 start, u64 end, trace::TrackId track) {
            QCOMPARE(view.matchText(), QStringLiteral("%1 of 3").arg(number));
            QCOMPARE(canvas->selection(), (std::optional<std::pair<u64, u64>>({start, end})));
            QCOMPARE(canvas->selectedTracks(), std::vector<trace::TrackId>{track});
            QVERIFY(canvas->highlightedSlice());
            const trace::Slice& s = view.model()->trace().slices[*canvas->highlightedSlice()];
            QCOMPARE(s.start, start);
            QCOMPARE(s.track, track);
            QVERIFY(canvas->viewStart() <= start && canvas->viewEnd() >= end);  // framed
            QCOMPARE(view.statistics()->rowCount(), 1);                         // the selection's statistics: that fetch
        };
        QTest::keyClick(search, Qt::Key_Return);
        check(1, 0, 100, 0);
        QTest::keyClick(search, Qt::Key_Enter);
        check(2, 20, 60, 1);
        // Framing zooms in: [20, 60) with a slice's width either side.
        QVERIFY(canvas->viewEnd() - canvas->viewStart() <= 130);
        QTest::keyClick(search, Qt::Key_Return);
        check(3, 100, 300, 0);
        QTest::keyClick(search, Qt::Key_Return);  // wraps around
        check(1, 0, 100, 0);
        QTest::keyClick(search, Qt::Key_Return, Qt::ShiftModifier);  // back, wrapping
        check(3, 100, 300, 0);
        QTest::keyClick(search, Qt::Key_Return, Qt::ShiftModifier);
        check(2, 20, 60, 1);
        // New text starts over; nothing matching says so and Enter does nothing.
        search->setText(QStringLiteral("wait"));
        QCOMPARE(view.matchText(), QStringLiteral("1 match"));
        search->setText(QStringLiteral("nothing"));
        QCOMPARE(view.matchText(), QStringLiteral("no match"));
        QTest::keyClick(search, Qt::Key_Return);
        QCOMPARE(view.currentMatch(), -1);
        search->clear();
        QCOMPARE(view.matchText(), QString());
    }

    void hoverNamesTheSlice() {
        TimelineView view;
        view.resize(1400, 600);
        view.setTrace(handMade(), QStringLiteral("hand.json"));
        TimelineCanvas* canvas = view.canvas();
        canvas->resize(1200, 400);
        canvas->setView(0, 0.25);
        const QString tip = canvas->toolTipAt(at(*canvas, 20, canvas->lanesTop() + TimelineCanvas::kLaneHeight + 4));
        QVERIFY2(tip.contains(QStringLiteral("compute")) && tip.contains(QStringLiteral("start 10, end 40, duration 30")), qPrintable(tip));
        QVERIFY(canvas->toolTipAt(at(*canvas, 45, canvas->lanesTop() + TimelineCanvas::kLaneHeight + 4)).isEmpty());
    }

    void hoverOnATensorNamesItsProducerAndConsumers() {
        auto t = std::make_shared<trace::Trace>();
        const auto dm = t->addTrack({2, 1, "memory", "dm"});
        t->addSlice(dm, "rhs", "tensor", 0, 100,
                    {{"address", std::int64_t(0)},
                     {"size", std::int64_t(512)},
                     {"producer", t->textArg("to_dm(rhs)")},
                     {"consumers", t->textArg("load rhs, multiply")}});
        t->addSlice(dm, "lhs", "tensor", 0, 100, {{"address", std::int64_t(512)}, {"size", std::int64_t(512)}});
        t->finish();
        TimelineView view;
        view.resize(1400, 600);
        view.setTrace(t, QStringLiteral("memory.json"));
        TimelineCanvas* canvas = view.canvas();
        canvas->resize(1200, 400);
        canvas->setView(0, 0.25);
        QVERIFY(view.model()->isMemoryTrack(0));
        // Address 0 is at the top of the row: a quarter down is rhs, three quarters lhs.
        const int top = canvas->lanesTop(), height = TimelineCanvas::kMemoryHeight;
        const QString tip = canvas->toolTipAt(at(*canvas, 50, top + height / 4));
        QVERIFY2(tip.contains(QStringLiteral("rhs")) && tip.contains(QStringLiteral("written by: to_dm(rhs)")) &&
                     tip.contains(QStringLiteral("read by: load rhs, multiply")),
                 qPrintable(tip));
        const QString input = canvas->toolTipAt(at(*canvas, 50, top + 3 * height / 4));
        QVERIFY2(input.contains(QStringLiteral("lhs")) && input.contains(QStringLiteral("written by: none")), qPrintable(input));
    }

    void replayMovesTheCursor() {
        TimelineView view;
        view.setTrace(handMade(), QStringLiteral("hand.json"));
        QSignalSpy moved(&view, &TimelineView::cursorCycleChanged);
        view.setSpeed(100);
        view.play();
        QVERIFY(view.isPlaying());
        QCOMPARE(view.cursorCycle(), std::optional<u64>(0));
        view.advanceReplay(1.5);
        QCOMPARE(view.cursorCycle(), std::optional<u64>(150));
        QCOMPARE(moved.last().at(0).toULongLong(), 150ull);
        // The end stops the replay.
        view.advanceReplay(100);
        QCOMPARE(view.cursorCycle(), std::optional<u64>(300));
        QVERIFY(!view.isPlaying());
        view.setSpeed(5000);
        QCOMPARE(view.speed(), 1000.0);
    }

    void theTimeUnitIsNamedInTheTracesUnit() {
        // The ruler, the status line and the replay speeds say "cycles" for
        // a cycle trace and "µs" for a Chrome trace in microseconds (once
        // "cycle" + "s" and "us" + "s").
        TimelineView view;
        auto* speed = view.findChild<QComboBox*>(QStringLiteral("timelineSpeed"));
        auto* status = view.findChild<QLabel*>(QStringLiteral("timelineStatus"));
        QVERIFY(speed && status);
        QCOMPARE(speed->itemText(1), QStringLiteral("10x (10 cycles/ms)"));
        std::shared_ptr<trace::Trace> micro = handMade();
        micro->timeUnit = "us";
        view.setTrace(micro, QStringLiteral("hand.json"));
        QCOMPARE(speed->itemText(1), QStringLiteral("10x (10 µs/ms)"));
        QVERIFY2(status->text().contains(QStringLiteral(", µs 0 .. 300")), qPrintable(status->text()));
        std::shared_ptr<trace::Trace> cycles = handMade();
        cycles->timeUnit = "cycle";
        view.setTrace(cycles, QStringLiteral("hand.json"));
        QCOMPARE(speed->itemText(3), QStringLiteral("1000x (1000 cycles/ms)"));
        QVERIFY2(status->text().contains(QStringLiteral(", cycles 0 .. 300")), qPrintable(status->text()));
        QCOMPARE(widgets::timeUnitLabel("ns"), QStringLiteral("ns"));
    }

    void malformedTraceGivesTheReadersMessage() {
        QTemporaryDir dir;
        const QString path = writeFile(dir, "cut.json", R"({"traceEvents": [{"ph": "X", "name": "a", "ts": 1)");
        TimelineView view;
        QSignalSpy failed(&view, &TimelineView::loadFailed);
        view.openTrace(path);
        QVERIFY(failed.wait(10000));
        const QString message = failed.first().at(0).toString();
        QVERIFY2(message.contains(QStringLiteral("cut.json")) && message.contains(QStringLiteral("cut short")) &&
                     message.contains(QStringLiteral("trace_truncated")),
                 qPrintable(message));
        QCOMPARE(view.statusText(), message);

        // The same through the synchronous path the screenshot uses.
        const QString notJson = writeFile(dir, "words.json", "hello");
        QString error;
        QVERIFY(!view.loadTraceNow(notJson, &error));
        QVERIFY2(error.contains(QStringLiteral("trace_not_json")), qPrintable(error));
    }

    void cancellingALoadKeepsTheTraceShown() {
        QTemporaryDir dir;
        trace::Trace big;
        const auto track = big.addTrack({1, 1, "kernel", "main"});
        for (u64 i = 0; i < 100'000; ++i) big.addSlice(track, "fetch", "engine", i * 10, i * 10 + 5, {{"i", std::int64_t(i)}});
        const QString path = dir.filePath(QStringLiteral("big.json"));
        QVERIFY(!trace::writeChromeTraceFile(big, path.toStdString()));

        TimelineView view;
        view.setTrace(handMade(), QStringLiteral("hand.json"));
        QSignalSpy cancelled(view.loader(), &widgets::TraceLoader::cancelled);
        QSignalSpy loaded(&view, &TimelineView::traceLoaded);
        view.openTrace(path);
        QVERIFY(view.loader()->isLoading());
        view.findChild<QPushButton*>(QStringLiteral("timelineCancel"))->click();
        QVERIFY(cancelled.wait(20000));
        QCOMPARE(loaded.count(), 0);
        QVERIFY(!view.loader()->isLoading());
        QVERIFY2(view.statusText().contains(QStringLiteral("cancelled")), qPrintable(view.statusText()));
        QCOMPARE(view.model()->trace().slices.size(), std::size_t{6});

        // Loading it to the end works.
        view.openTrace(path);
        QVERIFY(loaded.wait(60000));
        QCOMPARE(view.model()->trace().slices.size(), std::size_t{100'000});
    }

    void mainWindowHasTheTimelineTab() {
        gui::MainWindow window;
        window.setAskBeforeClosing(false);
        QTabWidget* tabs = window.centralTabs();
        const int tab = tabs->indexOf(window.timelineView());
        QVERIFY(tab >= 0);
        QCOMPARE(tabs->tabText(tab), QStringLiteral("Timeline"));
        QVERIFY(window.findChild<QAction*>(QStringLiteral("actionOpenTrace")));

        // Dropping a trace file on the window opens it in the Timeline tab.
        const QString sample = QStringLiteral(TCPWB_SOURCE_DIR "/samples/traces/furiosa-opt-schedule.json");
        QSignalSpy loaded(window.timelineView(), &TimelineView::traceLoaded);
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(sample)});
        // Qt delivers a drop to the widget that accepted the drag's entry.
        QDragEnterEvent enter(QPoint(200, 200), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(200, 200), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &drop);
        QVERIFY2(loaded.wait(10000), qPrintable(window.timelineView()->statusText()));
        QCOMPARE(tabs->currentWidget(), static_cast<QWidget*>(window.timelineView()));
        // The schedule's tensors are memory lanes; its unknown fields are listed.
        QVERIFY(window.timelineView()->model()->isMemoryTrack(5));
        QVERIFY(window.timelineView()->notesList()->count() > 0);
    }

    // Every schedule the real toolchain wrote (../shared/real-data, read
    // from there) opens in the tab with each instruction on the track of
    // every context it names, linked; its tensors on a lane per
    // `buffer_type`, the Sram lane as large as the header's `total_memory`;
    // `util` plotted; and the critical path and idle holes drawn.
    void realSchedulesOpenInTheTimeline() {
        const QDir dir(QStringLiteral(TCPWB_REAL_DATA_DIR "/furiosa-opt-schedules"));
        const QFileInfoList files = dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        if (files.isEmpty()) QSKIP("the real schedules are not at " TCPWB_REAL_DATA_DIR);
        for (const QFileInfo& info : files) {
            TimelineView view;
            view.resize(1400, 900);
            QString error;
            QVERIFY2(view.loadTraceNow(info.absoluteFilePath(), &error), qPrintable(error));
            QFile file(info.absoluteFilePath());
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QJsonObject raw = QJsonDocument::fromJson(file.readAll()).object();
            const auto& model = *view.model();
            const trace::Trace& t = model.trace();
            const auto& graph = model.graph();
            const QJsonArray instructions = raw.value(QStringLiteral("instructions")).toArray();
            QCOMPARE(graph.ops.size(), std::size_t(instructions.size()));
            std::set<QString> utilContexts;
            for (qsizetype i = 0; i < instructions.size(); ++i) {
                const QJsonObject ins = instructions[i].toObject();
                std::set<std::string> named, drawn;
                for (const QJsonValue c : ins.value(QStringLiteral("contexts")).toArray()) named.insert(c.toString().toStdString());
                const auto linked = model.linkedSlices(graph.ops[std::size_t(i)].slice);
                for (std::uint32_t slice : linked) drawn.insert(t.tracks[t.slices[slice].track].name);
                QVERIFY2(drawn == named, qPrintable(info.fileName() + QStringLiteral(": instruction %1").arg(i)));
                QCOMPARE(linked.size(), named.size());
                if (ins.value(QStringLiteral("util")).toObject().value(QStringLiteral("total_util")).toDouble() > 0)
                    for (const std::string& c : named) utilContexts.insert(QString::fromStdString(c));
            }
            u64 sramEnd = 0;
            for (const QJsonValue value : raw.value(QStringLiteral("tensors")).toArray()) {
                const QJsonObject tensor = value.toObject();
                const QString buffer = tensor.value(QStringLiteral("buffer_type")).toString();
                const auto lane = trackNamed(t, buffer.toStdString());
                QVERIFY2(lane && model.isMemoryTrack(*lane), qPrintable(info.fileName()));
                if (buffer == QStringLiteral("Sram"))
                    sramEnd = std::max(
                        sramEnd, u64(tensor.value(QStringLiteral("address")).toDouble() + tensor.value(QStringLiteral("size")).toDouble()));
            }
            if (const auto sram = trackNamed(t, "Sram")) {
                // The pages the tensors use, in the DM of the header.
                const u64 page = u64(raw.value(QStringLiteral("page_size")).toDouble());
                QCOMPARE(model.memoryTotal(*sram), u64(raw.value(QStringLiteral("total_memory")).toDouble()));
                QCOMPARE(model.memoryPage(*sram), page);
                QCOMPARE(model.memoryTop(*sram), (sramEnd + page - 1) / page * page);
            }
            std::set<QString> counters;
            for (std::size_t c = 0; c < model.counterCount(); ++c) counters.insert(QString::fromStdString(model.counter(c).name));
            for (const QString& c : utilContexts)
                QVERIFY2(counters.count(c + QStringLiteral(" util")), qPrintable(info.fileName() + ": " + c));
            QVERIFY(model.hasCriticalPath());
            QCOMPARE(model.criticalPath().end, model.lastCycle());
            QVERIFY2(view.criticalPathText().startsWith(QStringLiteral("Critical path: ")), qPrintable(view.criticalPathText()));
            QVERIFY(view.utilisationText().contains(QStringLiteral("% busy")));
        }
    }

    // Clicking an instruction on one of its contexts selects it on all of
    // them; its tooltip says why it started when it did when it is on the
    // critical path; the selection gives each context's utilisation.
    void clickingAnInstructionSelectsItOnEveryContext() {
        const QString path = QStringLiteral(TCPWB_SOURCE_DIR "/samples/traces/furiosa-opt-schedule.json");
        TimelineView view;
        view.resize(1400, 900);
        view.show();
        QString error;
        QVERIFY2(view.loadTraceNow(path, &error), qPrintable(error));
        const auto& model = *view.model();
        const auto& graph = model.graph();
        TimelineCanvas& canvas = *view.canvas();
        // An operation on two contexts, on the critical path.
        std::optional<std::uint32_t> pick;
        for (const auto& op : graph.ops)
            if (graph.slicesOf(op).size() == 2 && model.criticalLinkOf(op.slice)) pick = op.slice;
        QVERIFY2(pick, "the sample has an instruction on two contexts on the critical path");
        const auto linked = model.linkedSlices(*pick);
        QCOMPARE(linked.size(), std::size_t(2));
        const trace::Slice& second = model.trace().slices[linked[1]];
        canvas.zoomToRange(second.start, second.end);
        const auto y = rowYOf(canvas, second.track);
        QVERIFY(y);
        QTest::mouseClick(&canvas, Qt::LeftButton, {}, at(canvas, (second.start + second.end) / 2, *y));
        QCOMPARE(canvas.outlinedSlices().size(), std::size_t(2));
        QVERIFY(std::is_permutation(canvas.outlinedSlices().begin(), canvas.outlinedSlices().end(), linked.begin()));
        QCOMPARE(canvas.selectedTracks().size(), std::size_t(2));
        QCOMPARE(canvas.selection()->first, second.start);
        QVERIFY(model.sliceToolTip(linked[1]).contains(QStringLiteral("on the critical path")));
        // Both contexts are busy for the whole of the operation's range.
        const QString use = view.utilisationText();
        QVERIFY2(use.startsWith(QStringLiteral("Utilisation over the selection")), qPrintable(use));
        for (std::uint32_t slice : linked)
            QVERIFY2(use.contains(QString::fromStdString(model.trace().tracks[model.trace().slices[slice].track].name) +
                                  QStringLiteral(": 100.0% busy")),
                     qPrintable(use));
        // The boxes turn the drawing off and on.
        view.criticalPathBox()->setChecked(false);
        QVERIFY(!canvas.showsCriticalPath());
        view.idleHolesBox()->setChecked(false);
        QVERIFY(!canvas.showsIdleHoles());
        QTest::keyClick(&canvas, Qt::Key_Escape);
        QVERIFY(canvas.outlinedSlices().empty());
    }
};

QTEST_MAIN(TestTimelineView)
#include "tst_timeline_view.moc"
