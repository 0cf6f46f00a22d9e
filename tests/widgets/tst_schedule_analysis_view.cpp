// The schedule's analysis in the GUI: the cost per source line, critical
// path, idle holes and DMA tables over core/analysis's results
// (QAbstractItemModelTester), the hardware configuration of a dump's
// description as the Sequencer panel shows ours; the kernel's source found
// by SourceFiles and shown beside the timeline with each line's cycles,
// linked both ways (a line selects its operations, an operation clicked
// shows its line); the Compare tab by source line with its warning; and the
// Kernel tab's run analysed the same way. Real schedules are read from
// ../shared/real-data; their kernels' sources are written here in a
// temporary folder at the paths the descriptions name.
#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QTextBlock>

#include "MainWindow.h"
#include "trace/read.h"
#include "widgets/analysis/CriticalPathModel.h"
#include "widgets/analysis/DmaTransfersModel.h"
#include "widgets/analysis/HardwareConfigModel.h"
#include "widgets/analysis/IdleHolesModel.h"
#include "widgets/analysis/ScheduleAnalysisView.h"
#include "widgets/analysis/SourceCodeView.h"
#include "widgets/analysis/SourceCompareModel.h"
#include "widgets/analysis/SourceCostModel.h"
#include "widgets/analysis/SourceFiles.h"
#include "widgets/analysis/SourcePanel.h"
#include "widgets/analysis/TimelineIndex.h"
#include "widgets/compare/CompareView.h"
#include "widgets/kernel/KernelDocument.h"
#include "widgets/kernel/KernelOpsModel.h"
#include "widgets/kernel/KernelView.h"
#include "widgets/timeline/SelectionStatsModel.h"
#include "widgets/timeline/TimelineCanvas.h"
#include "widgets/timeline/TimelineModel.h"
#include "widgets/timeline/TimelineView.h"

using namespace tcpwb;
using namespace tcpwb::widgets;

namespace {

const QString kSample = QStringLiteral(TCPWB_SOURCE_DIR "/samples/traces/furiosa-opt-schedule.json");
const QString kRealDir = QStringLiteral(TCPWB_REAL_DATA_DIR "/furiosa-opt-schedules");

std::shared_ptr<const TimelineIndex> indexOf(const QString& path) {
    auto read = trace::readTraceFile(path.toStdString());
    if (!read) return nullptr;
    return TimelineIndex::build(std::make_shared<trace::Trace>(std::move(read).value()));
}

bool writeText(const QString& path, const QString& text) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return false;
    return file.write(text.toUtf8()) == text.toUtf8().size();
}

// A stand-in for the crate of the real gemm kernel: `lines` lines, line N
// reading "line N", under src/ops/gemm/mod.rs.
QString writeGemmCrate(const QTemporaryDir& dir, int lines = 80) {
    QStringList text;
    for (int n = 1; n <= lines; ++n) text << QStringLiteral("line %1").arg(n);
    const QString path = dir.filePath(QStringLiteral("crate/src/ops/gemm/mod.rs"));
    return writeText(path, text.join(QLatin1Char('\n'))) ? dir.filePath(QStringLiteral("crate")) : QString();
}

// The sample with a change of its text: each pair replaces the first occurrence.
QString variantOfSample(const QTemporaryDir& dir, const char* name, const QList<QPair<QString, QString>>& edits) {
    QFile in(kSample);
    if (!in.open(QIODevice::ReadOnly)) return {};
    QString text = QString::fromUtf8(in.readAll());
    for (const auto& [from, to] : edits) {
        const qsizetype at = text.indexOf(from);
        if (at < 0) return {};
        text.replace(at, from.size(), to);
    }
    const QString path = dir.filePath(QLatin1String(name));
    return writeText(path, text) ? path : QString();
}

}  // namespace

class TestScheduleAnalysisView : public QObject {
    Q_OBJECT

private slots:
    // The tables hold what core computed, in its order: rows, cycles, the
    // critical path's links, holes of at least a threshold, DMA rates.
    void tablesShowCoreResults() {
        const auto index = indexOf(kSample);
        QVERIFY(index);
        SourceCostModel cost;
        CriticalPathModel critical;
        IdleHolesModel idle;
        DmaTransfersModel dma;
        QAbstractItemModelTester t1(&cost, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t2(&critical, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t3(&idle, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t4(&dma, QAbstractItemModelTester::FailureReportingMode::QtTest);
        cost.setIndex(index);
        critical.setIndex(index);
        idle.setIndex(index);
        dma.setIndex(index);

        QCOMPARE(cost.rowCount(), int(index->sourceCost.rows.size()));
        u64 sum = 0;
        for (int r = 0; r < cost.rowCount(); ++r) sum += cost.index(r, SourceCostModel::Cycles).data(Qt::EditRole).toULongLong();
        QCOMPARE(sum, index->sourceCost.locatedCycles);
        // The store and the core completing it: line 57, the largest.
        QCOMPARE(cost.index(0, SourceCostModel::Where).data().toString(), QStringLiteral("gemm-k1024.rs:57:1"));
        QCOMPARE(cost.index(0, SourceCostModel::Ops).data().toULongLong(), 2ull);
        QCOMPARE(cost.index(0, SourceCostModel::Contexts).data().toString(), QStringLiteral("DmaEngine, PeCore"));
        QVERIFY(cost.index(0, SourceCostModel::Share).data().toString().endsWith(QLatin1Char('%')));
        for (analysis::OpId op : cost.row(0).opIds) QCOMPARE(cost.rowOfOperation(op), 0);

        QCOMPARE(critical.rowCount(), int(index->criticalPath.links.size()));
        QCOMPARE(critical.index(0, CriticalPathModel::WaitedFor).data().toString(), QStringLiteral("the kernel's start"));
        QCOMPARE(critical.index(0, CriticalPathModel::Slack).data().toULongLong(), 1003ull);
        QVERIFY(critical.summary().contains(QString::number(index->criticalPath.end)));

        // Every hole at 1 cycle; fewer (each at least the threshold) above it.
        int holes = 0;
        for (const analysis::ContextIdle& c : index->idle) holes += int(c.holes.size());
        QCOMPARE(idle.rowCount(), holes);
        const u64 longest = idle.hole(0).cycles();
        for (int r = 1; r < idle.rowCount(); ++r) QVERIFY(idle.hole(r).cycles() <= longest);
        idle.setMinCycles(longest);
        QVERIFY(idle.rowCount() >= 1);
        for (int r = 0; r < idle.rowCount(); ++r) QCOMPARE(idle.hole(r).cycles(), longest);
        QVERIFY(idle.summary().contains(QStringLiteral("busy")));

        QCOMPARE(dma.rowCount(), int(index->dma.size()));
        QCOMPARE(dma.rowCount(), 3);  // a, b and the result
        QCOMPARE(dma.index(0, DmaTransfersModel::Bytes).data(Qt::EditRole).toULongLong(), qulonglong(index->dma[0].bytes));
        QVERIFY(dma.summary().contains(QStringLiteral("256 B/cycle")));
    }

    // A dump's description holding sequencer entries: each sequencer's
    // entries (size, stride, broadcast), its packet, the sizes and the switch.
    void hardwareConfigurationShowsLikeTheSequencerPanel() {
        const auto index = indexOf(QStringLiteral(TCPWB_SOURCE_DIR "/fuzz/corpus/trace_schedule/hardware-config.json"));
        QVERIFY(index);
        ScheduleAnalysisView view(ScheduleAnalysisView::WithSource::No);
        view.setIndex(index);
        QCOMPARE(view.dmaModel()->rowCount(), 2);
        // The load's description: a SequencerConfig as Rust prints it.
        view.dmaTable()->selectRow(0);
        HardwareConfigModel& tree = *view.hardwareModel();
        QAbstractItemModelTester tester(&tree, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(tree.rowCount(), 2);  // the sequencer, then the sizes
        const QModelIndex read = tree.index(0, HardwareConfigModel::Name);
        QCOMPARE(read.data().toString(), QStringLiteral("read"));
        QCOMPARE(tree.index(0, HardwareConfigModel::Role).data().toString(), QStringLiteral("[256 : 16, 16 : 1] : 16"));
        QCOMPARE(tree.index(0, HardwareConfigModel::Size).data().toLongLong(), 4096ll);  // iterations
        QCOMPARE(tree.rowCount(read), 3);                                                // two entries and the packet
        QCOMPARE(tree.index(0, HardwareConfigModel::Size, read).data().toLongLong(), 256ll);
        QCOMPARE(tree.index(0, HardwareConfigModel::Stride, read).data().toLongLong(), 16ll);
        QCOMPARE(tree.index(2, HardwareConfigModel::Name, read).data().toString(), QStringLiteral("packet"));
        const QModelIndex sizes = tree.index(1, 0);
        QCOMPARE(sizes.data().toString(), QStringLiteral("sizes"));
        QStringList names;
        for (int r = 0; r < tree.rowCount(sizes); ++r) names << tree.index(r, HardwareConfigModel::Name, sizes).data().toString();
        QCOMPARE(names, (QStringList{QStringLiteral("packet_size"), QStringLiteral("contiguous_sram_access_size")}));
        QVERIFY(view.hardwareTitle().contains(QStringLiteral("Hardware configuration of")));
        // The Main's description, shown when the operation is selected elsewhere:
        // the manual's notation, a size and the Switch Engine's topology.
        const auto& g = index->graph;
        const auto main = std::find_if(g.ops.begin(), g.ops.end(), [&](const analysis::Op& op) { return g.slicesOf(op).size() == 2; });
        view.showOperations({analysis::OpId(main - g.ops.begin())});
        QCOMPARE(tree.rowCount(), 3);
        QCOMPARE(tree.index(0, HardwareConfigModel::Role).data().toString(), QStringLiteral("[2 : 4, 4 : 1] : 4"));
        QCOMPARE(tree.index(2, HardwareConfigModel::Role).data().toString(), QStringLiteral("Broadcast01"));
        QCOMPARE(tree.rowCount(tree.index(2, 0)), 3);  // slice1, slice0, time0
        // An operation whose description holds none says so.
        const auto sub = std::find_if(g.ops.begin(), g.ops.end(), [&](const analysis::Op& op) { return g.text(op.kind) == "Sub"; });
        view.showOperations({analysis::OpId(sub - g.ops.begin())});
        QCOMPARE(tree.rowCount(), 0);
        QVERIFY(view.hardwareTitle().contains(QStringLiteral("no hardware configuration")));
    }

    // Where a schedule's `src/ops/gemm/mod.rs` is looked for: the source
    // folder, the folder with the path's leading folders dropped, the
    // trace's folders; a text in memory first; a clear error otherwise.
    void sourceFilesAreFoundWhereTheKernelIs() {
        QTemporaryDir dir;
        const QString crate = writeGemmCrate(dir);
        QVERIFY(!crate.isEmpty());
        const QString file = QStringLiteral("src/ops/gemm/mod.rs");
        SourceFiles files;
        QVERIFY(!files.open(file).found());
        QVERIFY(files.open(file).error.contains(QStringLiteral("Set Source Folder")));
        files.setRoot(crate);
        QVERIFY(files.open(file).found());
        QCOMPARE(files.open(file).path, QDir(crate).filePath(file));
        QVERIFY(files.open(file).text.startsWith(QStringLiteral("line 1\nline 2")));
        files.setRoot(crate + QStringLiteral("/src"));  // a folder inside the crate
        QCOMPARE(files.open(file).path, QDir(crate).filePath(file));
        files.setRoot(dir.filePath(QStringLiteral("elsewhere")));
        QVERIFY(files.open(file).error.contains(QStringLiteral("not found under")));
        // A schedule kept in the crate (results/gemm/schedule.json) finds it above.
        files.setTraceFolder(crate + QStringLiteral("/results/gemm"));
        QCOMPARE(files.open(file).path, QDir(crate).filePath(file));
        // Our own kernel's text wins over any file.
        files.setText(file, QStringLiteral("edited"));
        QCOMPARE(files.open(file).text, QStringLiteral("edited"));
        QVERIFY(files.open(file).path.isEmpty());
        // A file far larger than a kernel is not read.
        QFile big(dir.filePath(QStringLiteral("big.rs")));
        QVERIFY(big.open(QIODevice::WriteOnly));
        QVERIFY(big.resize(SourceFiles::kMaxBytes + 1));
        big.close();
        SourceFiles plain;
        QVERIFY(plain.open(big.fileName()).error.contains(QStringLiteral("at most")));
    }

    // The real gemm schedule with its kernel's source beside the timeline:
    // each line's cycles in the margin (they add up), a click on line 71
    // selects its two operations (and the statistics count exactly them), a
    // click on the contraction shows line 52.
    void sourceLinesAndTheTimelineSelectEachOther() {
        const QString gemm = kRealDir + QStringLiteral("/gemm.schedule.json");
        if (!QFileInfo::exists(gemm)) QSKIP("the real schedules are not at " TCPWB_REAL_DATA_DIR);
        QTemporaryDir dir;
        const QString crate = writeGemmCrate(dir);
        TimelineView view;
        view.resize(1400, 900);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setSourceRoot(crate);
        QString error;
        QVERIFY2(view.loadTraceNow(gemm, &error), qPrintable(error));
        SourcePanel& panel = *view.analysisView()->sourcePanel();
        QCOMPARE(panel.fileNames(), QStringList{QStringLiteral("src/ops/gemm/mod.rs")});
        QCOMPARE(panel.statusText(), QDir::toNativeSeparators(QDir(crate).filePath(QStringLiteral("src/ops/gemm/mod.rs"))));
        SourceCodeView& code = *panel.codeView();
        QVERIFY(code.toPlainText().startsWith(QStringLiteral("line 1\n")));
        u64 sum = 0;
        for (int line = 1; line <= 80; ++line)
            if (const auto* cost = code.lineCost(line)) sum += cost->busyCycles;
        QCOMPARE(sum, view.analysisView()->sourceCostModel()->cost().locatedCycles);
        QCOMPARE(code.lineCost(71)->busyCycles, u64{72731});
        QCOMPARE(code.marginText(71), QStringLiteral("72731  89.3%"));
        QVERIFY(!code.lineCost(70));

        // Click on line 71: its operations, DmaStore and the Core completing it.
        const QTextBlock block = code.document()->findBlockByNumber(70);
        const QRect rect = code.cursorRect(QTextCursor(block));
        QTest::mouseClick(code.viewport(), Qt::LeftButton, {}, QPoint(20, rect.center().y()));
        TimelineCanvas& canvas = *view.canvas();
        QCOMPARE(canvas.selectedOperations().size(), std::size_t{2});
        QCOMPARE(canvas.outlinedSlices().size(), std::size_t{2});
        QCOMPARE(code.selectedLines(), std::vector<int>{71});
        const auto& stats = view.statistics()->statistics();
        QCOMPARE(stats.size(), std::size_t{1});
        QCOMPARE(stats[0].count, u64{2});
        QCOMPARE(stats[0].total, u64{72731});
        // The by-source table follows: its row of line 71 is current.
        QTableView& costTable = *view.analysisView()->sourceCostTable();
        QCOMPARE(costTable.currentIndex().siblingAtColumn(SourceCostModel::Where).data().toString(), QStringLiteral("mod.rs:71:5"));

        // A click on the contraction in the timeline shows its line, 52.
        const auto& g = view.model()->graph();
        const auto main = std::find_if(g.ops.begin(), g.ops.end(), [&](const analysis::Op& op) { return g.slicesOf(op).size() == 2; });
        canvas.selectSlice(main->slice);
        QCOMPARE(code.selectedLines(), std::vector<int>{52});
        QCOMPARE(costTable.currentIndex().siblingAtColumn(SourceCostModel::Where).data().toString(), QStringLiteral("mod.rs:52:76"));
        QVERIFY(canvas.selectedOperations().empty());  // a click is a range, as before

        // A row of the critical path selects its operation.
        QTableView& criticalTable = *view.analysisView()->criticalPathTable();
        criticalTable.setCurrentIndex(criticalTable.model()->index(1, 0));
        QCOMPARE(canvas.selectedOperations().size(), std::size_t{1});
        // An idle hole selects its cycles on its context.
        QTableView& idleTable = *view.analysisView()->idleHolesTable();
        idleTable.setCurrentIndex(idleTable.model()->index(0, 0));
        const analysis::IdleHole& hole = view.analysisView()->idleHolesModel()->hole(0);
        QCOMPARE(canvas.selection()->first, hole.start);
        QCOMPARE(canvas.selection()->second, hole.end);
        QCOMPARE(canvas.selectedTracks().size(), std::size_t{1});
    }

    // Without the source, the panel says where it looked and what to do;
    // with the sample's own kernel (next to the trace, in this repository)
    // it is found with no folder set.
    void missingSourceSaysWhereToSetIt() {
        const QString gemm = kRealDir + QStringLiteral("/gemm.schedule.json");
        if (QFileInfo::exists(gemm)) {
            TimelineView view;
            QString error;
            QVERIFY2(view.loadTraceNow(gemm, &error), qPrintable(error));
            SourcePanel& panel = *view.analysisView()->sourcePanel();
            QVERIFY(panel.codeView()->toPlainText().isEmpty());
            QVERIFY2(panel.codeView()->placeholderText().contains(QStringLiteral("src/ops/gemm/mod.rs")),
                     qPrintable(panel.codeView()->placeholderText()));
            QCOMPARE(panel.operationsOnLine(71).size(), std::size_t{2});  // the lines are known without their text
        }
        TimelineView view;
        QString error;
        QVERIFY2(view.loadTraceNow(kSample, &error), qPrintable(error));
        SourcePanel& panel = *view.analysisView()->sourcePanel();
        QCOMPARE(panel.currentFile(), QStringLiteral("samples/kernels/gemm-k1024.rs"));
        QVERIFY2(panel.codeView()->toPlainText().contains(QStringLiteral("result.to_hbm")), qPrintable(panel.statusText()));
        QVERIFY(panel.codeView()->lineCost(57));
    }

    // Every real schedule: the margin's lines add up to the located cycles
    // and the tables fill (no source needed for that).
    void realSchedulesFillTheAnalysis() {
        const QFileInfoList files = QDir(kRealDir).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        if (files.isEmpty()) QSKIP("the real schedules are not at " TCPWB_REAL_DATA_DIR);
        for (const QFileInfo& info : files) {
            const auto index = indexOf(info.absoluteFilePath());
            QVERIFY2(index, qPrintable(info.fileName()));
            u64 sum = 0;
            for (const std::string& file : analysis::filesOf(index->sourceCost))
                for (const analysis::SourceLine& line : analysis::linesOf(index->sourceCost, file)) sum += line.busyCycles;
            QCOMPARE(sum, index->sourceCost.locatedCycles);
            ScheduleAnalysisView view(ScheduleAnalysisView::WithSource::Yes);
            view.setIndex(index);
            QVERIFY(view.sourceCostModel()->rowCount() > 0);
            QVERIFY(view.criticalPathModel()->rowCount() > 0);
            QVERIFY(view.dmaModel()->rowCount() > 0);
        }
    }

    // Compare by source line: a longer store is a regression on its line;
    // a tensor of another size makes the warning at the top; a row selects
    // its line's operations in both timelines.
    void compareTabComparesBySourceLine() {
        QTemporaryDir dir;
        const QString slower = variantOfSample(dir, "slower.json", {{QStringLiteral("\"end\":131279"), QStringLiteral("\"end\":131379")}});
        QVERIFY(!slower.isEmpty());
        CompareView view;
        view.resize(1200, 900);
        QString error;
        QVERIFY2(view.loadTracesNow(kSample, slower, &error), qPrintable(error));
        SourceCompareModel& model = *view.sourceModel();
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model.comparison());
        QCOMPARE(model.index(0, SourceCompareModel::Match).data().toString(), QStringLiteral("same"));
        QCOMPARE(model.index(0, SourceCompareModel::Where).data().toString(), QStringLiteral("gemm-k1024.rs:57:1"));
        QCOMPARE(model.index(0, SourceCompareModel::Delta).data().toString(), QStringLiteral("+100"));
        QVERIFY(view.kernelWarning().isEmpty());
        QVERIFY(!view.findChild<QLabel*>(QStringLiteral("compareKernelWarning"))->isVisibleTo(&view));
        QCOMPARE(view.tables()->currentIndex(), 1);  // schedules are read by source line
        QVERIFY2(model.summary().contains(QStringLiteral("131879 → 131879")),
                 qPrintable(model.summary()));  // the sync still ends the kernel
        view.sourceTable()->setCurrentIndex(view.sortedSourceRows()->index(0, 0));
        QCOMPARE(view.canvasA()->selectedOperations().size(), std::size_t{2});
        QCOMPARE(view.canvasB()->selectedOperations().size(), std::size_t{2});

        // The result tensor twice as large: another kernel, said at the top.
        const QString bigger =
            variantOfSample(dir, "bigger.json", {{QStringLiteral("\"size\":1048576"), QStringLiteral("\"size\":2097152")}});
        QVERIFY(!bigger.isEmpty());
        QVERIFY2(view.loadTracesNow(kSample, bigger, &error), qPrintable(error));
        QVERIFY(!view.kernelWarning().isEmpty());
        QVERIFY(view.findChild<QLabel*>(QStringLiteral("compareKernelWarning"))->isVisibleTo(&view));
        QVERIFY(view.findChild<QLabel*>(QStringLiteral("compareKernelWarning"))->text().contains(QStringLiteral("new baseline")));
    }

    // The Kernel tab's run: its operations located in the kernel, the cost
    // per source line, the critical path; a row chooses its operation.
    void kernelTabAnalysesItsRun() {
        gui::MainWindow window;
        window.setAskBeforeClosing(false);
        const QString kernel = QStringLiteral(TCPWB_SOURCE_DIR "/samples/kernels/constant-addition.rs");
        QVERIFY(window.openKernel(kernel, nullptr));
        QSignalSpy finished(window.kernelDocument(), &KernelDocument::runFinished);
        window.kernelView()->run();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        ScheduleAnalysisView& analysis = *window.kernelView()->analysisView();
        SourceCostModel& cost = *analysis.sourceCostModel();
        QVERIFY(cost.rowCount() > 0);
        QCOMPARE(cost.cost().unlocatedOps, u64{0});  // every operation is at its statement
        const kernel::Program& program = *window.kernelDocument()->program();
        for (int r = 0; r < cost.rowCount(); ++r) {
            QCOMPARE(QString::fromStdString(cost.row(r).file), window.kernelDocument()->filePath());
            const auto line = cost.row(r).line;
            QVERIFY(std::any_of(program.ops.begin(), program.ops.end(), [&](const kernel::Operation& op) { return op.at.line == line; }));
        }
        QVERIFY(analysis.criticalPathModel()->rowCount() > 0);
        // A critical path row selects its operation in the ops tree.
        QTableView& critical = *analysis.criticalPathTable();
        const int last = critical.model()->rowCount() - 1;
        critical.setCurrentIndex(critical.model()->index(last, 0));
        const analysis::OpId op = analysis.criticalPathModel()->operation(last);
        const QString name = QString::fromStdString(analysis.index()->graph.text(analysis.index()->graph.ops[op].name));
        QCOMPARE(window.kernelView()->opsView()->currentIndex().siblingAtColumn(KernelOpsModel::Name).data().toString(), name);
        // File > Set Source Folder… is there for schedules whose kernel is elsewhere.
        QVERIFY(window.findChild<QAction*>(QStringLiteral("actionSetSourceFolder")));
        // The Timeline got the same run, its source the kernel.
        SourcePanel& panel = *window.timelineView()->analysisView()->sourcePanel();
        QCOMPARE(panel.currentFile(), window.kernelDocument()->filePath());
        QCOMPARE(panel.codeView()->toPlainText(), window.kernelDocument()->source());
    }
};

QTEST_MAIN(TestScheduleAnalysisView)
#include "tst_schedule_analysis_view.moc"
