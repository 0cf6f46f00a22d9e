// The Compare tab, offscreen: the sample pair loaded (delta rows in rank
// order, what is only on one side), the delta model under
// QAbstractItemModelTester and sorted by a column, one shared viewport
// (zoom on A moves B), a row framing its operation in both timelines,
// loading in worker threads (a malformed file's message), and the Kernel
// tab's "Compare with previous run" after two runs.
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include "MainWindow.h"
#include "widgets/compare/CompareDeltaModel.h"
#include "widgets/compare/CompareView.h"
#include "widgets/kernel/KernelDocument.h"
#include "widgets/kernel/KernelView.h"
#include "widgets/timeline/TimelineCanvas.h"
#include "widgets/timeline/TimelineModel.h"
#include "widgets/timeline/TraceLoader.h"

using namespace tcpwb;
using widgets::CompareDeltaModel;
using widgets::CompareView;

namespace {

QString sample(const char* name) { return QStringLiteral(TCPWB_SOURCE_DIR "/samples/traces/") + QLatin1String(name); }

QString cell(const QAbstractItemModel& model, int row, int column) { return model.data(model.index(row, column)).toString(); }

}  // namespace

class TestCompareView : public QObject {
    Q_OBJECT

private slots:
    void loadsTheSamplePair() {
        CompareView view;
        view.resize(1200, 800);
        QString error;
        QVERIFY2(view.loadTracesNow(sample("compare-before.json"), sample("compare-after.json"), &error), qPrintable(error));
        const CompareDeltaModel& m = *view.deltaModel();
        QCOMPARE(m.rowCount(), 9 + 1 + 1);
        // The largest regression first: gemm 0 grew by 120 cycles (+30%).
        QCOMPARE(cell(m, 0, CompareDeltaModel::Name), QStringLiteral("gemm 0"));
        QCOMPARE(cell(m, 0, CompareDeltaModel::DurationDelta), QStringLiteral("+120"));
        QCOMPARE(cell(m, 0, CompareDeltaModel::DurationPercent), QStringLiteral("+30.0%"));
        QCOMPARE(m.data(m.index(0, CompareDeltaModel::DurationDelta), Qt::EditRole).toLongLong(), 120);
        // Improvements after the regressions.
        QCOMPARE(cell(m, 2, CompareDeltaModel::DurationDelta), QStringLiteral("-20"));
        const QString tip = m.data(m.index(2, CompareDeltaModel::Name), Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("gemm 1")) && tip.contains(QStringLiteral("starts 20 cycles later")), qPrintable(tip));
        // The unmatched rows last.
        QCOMPARE(cell(m, 9, CompareDeltaModel::Name), QStringLiteral("cast y"));
        QCOMPARE(cell(m, 9, CompareDeltaModel::DurationDelta), QStringLiteral("only in A"));
        QVERIFY(cell(m, 9, CompareDeltaModel::DurationB).isEmpty());
        QCOMPARE(cell(m, 10, CompareDeltaModel::Name), QStringLiteral("transpose y"));
        QVERIFY(view.statusText().contains(QStringLiteral("+50")));
        // Both timelines share one axis: the union of the two spans.
        QCOMPARE(view.canvasA()->rangeLast(), u64{1150});
        QCOMPARE(view.canvasB()->rangeLast(), u64{1150});
        QCOMPARE(view.canvasA()->viewStart(), view.canvasB()->viewStart());
        QCOMPARE(view.canvasA()->cyclesPerPixel(), view.canvasB()->cyclesPerPixel());
    }

    void deltaModelPassesTheTester() {
        CompareView view;
        QAbstractItemModelTester tester(view.deltaModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester sortedTester(view.sortedDeltas(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(view.loadTracesNow(sample("compare-before.json"), sample("compare-after.json"), nullptr));
        // Sorting by Δ cycles, ascending: the largest improvement first.
        view.table()->sortByColumn(CompareDeltaModel::DurationDelta, Qt::AscendingOrder);
        const QAbstractItemModel& sorted = *view.sortedDeltas();
        QCOMPARE(cell(sorted, 0, CompareDeltaModel::DurationDelta).toInt(), -20);
        // Loading another pair resets cleanly.
        QVERIFY(view.loadTracesNow(sample("compare-after.json"), sample("compare-before.json"), nullptr));
        QCOMPARE(view.deltaModel()->rowCount(), 11);
    }

    void zoomOnOneMovesBoth() {
        CompareView view;
        view.resize(1200, 800);
        view.show();
        QVERIFY(view.loadTracesNow(sample("compare-before.json"), sample("compare-after.json"), nullptr));
        view.canvasA()->setView(300, 0.5);
        QCOMPARE(view.canvasB()->viewStart(), u64{300});
        QCOMPARE(view.canvasB()->cyclesPerPixel(), 0.5);
        view.canvasB()->panByPixels(100);
        QCOMPARE(view.canvasA()->viewStart(), view.canvasB()->viewStart());
        // A range selected on B selects the same cycles on A.
        view.canvasB()->select(100, 200);
        QCOMPARE(view.canvasA()->selection(), (std::optional<std::pair<u64, u64>>{{100, 200}}));
    }

    // The two canvases look through one viewport: the wheel over B zooms A
    // too, and A's keys pan B, with nothing copying one view to the other.
    void bothCanvasesShareOneViewport() {
        CompareView view;
        view.resize(1200, 800);
        view.show();
        QVERIFY(view.loadTracesNow(sample("compare-before.json"), sample("compare-after.json"), nullptr));
        auto* a = view.canvasA();
        auto* b = view.canvasB();
        QVERIFY(a->viewport() != nullptr);
        QCOMPARE(a->viewport(), b->viewport());
        const double fitted = a->cyclesPerPixel();
        const QPointF over(widgets::TimelineCanvas::kHeaderWidth + 200, b->lanesTop() + 5);
        QWheelEvent wheel(over, b->mapToGlobal(over), {}, {0, 120}, Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(b, &wheel);
        QVERIFY(b->cyclesPerPixel() < fitted);
        QCOMPARE(a->cyclesPerPixel(), b->cyclesPerPixel());
        QCOMPARE(a->viewStart(), b->viewStart());
        const u64 before = b->viewStart();
        QTest::keyClick(a, Qt::Key_D);
        QVERIFY(b->viewStart() > before);
        QCOMPARE(a->viewStart(), b->viewStart());
    }

    void selectingARowFramesItInBoth() {
        CompareView view;
        view.resize(1200, 800);
        view.show();
        QVERIFY(view.loadTracesNow(sample("compare-before.json"), sample("compare-after.json"), nullptr));
        const u64 fittedStart = view.canvasA()->viewStart();
        const double fittedZoom = view.canvasA()->cyclesPerPixel();
        // Row 3 (rank 4): the 2nd fetch, A [600, 700), B [620, 700).
        const QModelIndex row = view.sortedDeltas()->index(3, CompareDeltaModel::Name);
        QCOMPARE(row.data().toString().trimmed(), QStringLiteral("fetch"));
        view.table()->selectionModel()->setCurrentIndex(row, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        auto* a = view.canvasA();
        auto* b = view.canvasB();
        QVERIFY(a->viewStart() != fittedStart || a->cyclesPerPixel() != fittedZoom);
        QVERIFY(a->cyclesPerPixel() < fittedZoom);
        QCOMPARE(a->viewStart(), b->viewStart());
        QCOMPARE(a->cyclesPerPixel(), b->cyclesPerPixel());
        // Both operations are on screen, each selected on its own timeline.
        QVERIFY(a->viewStart() <= 600 && a->viewEnd() >= 700);
        QCOMPARE(a->selection(), (std::optional<std::pair<u64, u64>>{{600, 700}}));
        QCOMPARE(b->selection(), (std::optional<std::pair<u64, u64>>{{620, 700}}));
        QCOMPARE(a->cursorCycle(), std::optional<u64>(600));
        QCOMPARE(b->cursorCycle(), std::optional<u64>(620));
        // A row only in B clears A's selection.
        view.showRow(10);
        QVERIFY(!a->selection());
        QCOMPARE(b->selection(), (std::optional<std::pair<u64, u64>>{{1000, 1050}}));
    }

    void loadsInWorkersAndReportsErrors() {
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("cut.json"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"traceEvents\":[{\"ph\":\"X\"");
        file.close();
        CompareView view;
        QSignalSpy shown(&view, &CompareView::comparisonShown);
        QSignalSpy failed(&view, &CompareView::loadFailed);
        view.openTraces(sample("compare-before.json"), sample("compare-after.json"));
        QVERIFY(view.isLoading());
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 30000);
        QVERIFY(!view.isLoading());
        QCOMPARE(view.deltaModel()->rowCount(), 11);
        view.openTrace(CompareView::Side::B, bad);
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 30000);
        QVERIFY2(view.statusText().contains(QStringLiteral("cut.json")), qPrintable(view.statusText()));
        QVERIFY2(view.statusText().contains(QStringLiteral("trace_truncated")), qPrintable(view.statusText()));
        // Two traces that cannot be compared say why.
        const QString empty = dir.filePath(QStringLiteral("empty.json"));
        QFile emptyFile(empty);
        QVERIFY(emptyFile.open(QIODevice::WriteOnly));
        emptyFile.write("{\"traceEvents\":[]}");
        emptyFile.close();
        QString error;
        QVERIFY(!view.loadTracesNow(sample("compare-before.json"), empty, &error));
        QVERIFY2(error.contains(QStringLiteral("compare_no_slices")), qPrintable(error));
        QCOMPARE(view.deltaModel()->rowCount(), 0);
    }

    void kernelRunsCompareFromTheKernelTab() {
        gui::MainWindow window;
        window.setAskBeforeClosing(false);
        QString error;
        QVERIFY2(window.openKernel(QStringLiteral(TCPWB_SOURCE_DIR "/samples/kernels/elementwise-multiplication.rs"), &error),
                 qPrintable(error));
        widgets::KernelView* kernel = window.kernelView();
        QVERIFY(!kernel->compareButton()->isEnabled());
        QSignalSpy finished(window.kernelDocument(), &widgets::KernelDocument::runFinished);
        for (int run = 1; run <= 2; ++run) {
            kernel->run();
            QTRY_COMPARE_WITH_TIMEOUT(finished.count(), run, 60000);
        }
        QVERIFY(kernel->compareButton()->isEnabled());
        kernel->compareButton()->click();
        QCOMPARE(window.centralTabs()->currentWidget(), window.compareView());
        const auto& c = window.compareView()->comparison();
        QVERIFY(c);
        QVERIFY(!c->ops.empty());
        QVERIFY(c->onlyA.empty() && c->onlyB.empty());
        QCOMPARE(c->span.delta(), std::int64_t{0});
    }

    void mainWindowHasTheCompareTab() {
        gui::MainWindow window;
        QVERIFY(window.compareView());
        QVERIFY(window.centralTabs()->indexOf(window.compareView()) >= 0);
        QVERIFY(window.findChild<QAction*>(QStringLiteral("actionCompareTraces")));
        auto* withTimeline = window.findChild<QAction*>(QStringLiteral("actionCompareTimelineWith"));
        QVERIFY(withTimeline);
        QVERIFY(!withTimeline->isEnabled());
    }
};

QTEST_MAIN(TestCompareView)
#include "tst_compare_view.moc"
