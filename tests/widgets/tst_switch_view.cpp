// The Switch tab over the switch-broadcast sample: ring groups, ring_size and
// cycles in the summary; hovering and selecting slices on the ring and in
// the snoop bitmap; the router animation stepped by keys against core's
// router trace; rings too large to animate; a rejected topology.
// TCPWB_SHOTS=DIR saves the view as PNGs for a reviewer.
#include <QAbstractItemModelTester>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QMouseEvent>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <qcustomplot.h>

#include "MainWindow.h"
#include "switch/router.h"
#include "widgets/document/DocumentFile.h"
#include "widgets/document/MappingDocument.h"
#include "widgets/switch/RingCanvas.h"
#include "widgets/switch/RouterCanvas.h"
#include "widgets/switch/RouterCycleModel.h"
#include "widgets/switch/RouterPanel.h"
#include "widgets/switch/RouterStepper.h"
#include "widgets/switch/SnoopBitmapPlot.h"
#include "widgets/switch/SwitchData.h"
#include "widgets/switch/SwitchSummaryModel.h"
#include "widgets/switch/SwitchView.h"
#include "widgets/toolkit/DiagnosticView.h"
#include "widgets/toolkit/HeatmapPlot.h"
#include "widgets/views/BufferPositionsView.h"
#include "widgets/views/TensorUnitDock.h"

using namespace tcpwb;
using namespace tcpwb::widgets;

namespace {

MappingContent sample() {
    const ParsedDocument parsed = readDocumentFile(QStringLiteral(TCPWB_SOURCE_DIR "/samples/switch-broadcast.tcpwb.json"));
    if (const auto* message = std::get_if<QString>(&parsed)) qFatal("%s", qPrintable(*message));
    return std::get<MappingContent>(parsed);
}

void shoot(QWidget& widget, const char* name) {
    const QString dir = qEnvironmentVariable("TCPWB_SHOTS");
    if (dir.isEmpty()) return;
    QCoreApplication::processEvents();
    widget.grab().save(dir + QLatin1Char('/') + QLatin1String(name));
}

// The view shown at a realistic size, so geometry-based hover and clicks work.
struct Fixture {
    MappingDocument document;
    SwitchView view{&document};
    explicit Fixture(const MappingContent& content = sample()) {
        document.replaceContent(content, {});
        view.resize(1200, 900);
        view.show();
        QVERIFY2(QTest::qWaitForWindowExposed(&view), "view not exposed");
    }
    void setTopology(const char* text) { document.setText({FieldRef::Field::Topology}, QLatin1String(text)); }
};

QPoint cellPixel(const SnoopBitmapPlot& plot, int out, int in) {
    const QCustomPlot* p = plot.heatmap()->plot();
    return QPoint(int(p->xAxis->coordToPixel(in)), int(p->yAxis->coordToPixel(out)));
}

}  // namespace

class TestSwitchView : public QObject {
    Q_OBJECT

private slots:
    void summaryShowsRingsAndCycles() {
        Fixture f;
        QAbstractItemModelTester tester(f.view.summaryModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        const SwitchSummaryModel& summary = *f.view.summaryModel();
        QCOMPARE(summary.value(QStringLiteral("topology")), QStringLiteral("Broadcast01 slice1=2 slice0=2 time0=3"));
        // Broadcast01 slice1=2 slice0=2: ring_size 4, 256 / 4 rings, 4 x 3 time steps x 1 flit (8 x i32 = 32 bytes).
        QCOMPARE(summary.value(QStringLiteral("ring_size")), QStringLiteral("4"));
        QVERIFY(summary.value(QStringLiteral("rings")).startsWith(QStringLiteral("64 ")));
        QCOMPARE(summary.value(QStringLiteral("cycles")), QStringLiteral("12"));
        QVERIFY(summary.value(QStringLiteral("formula")).endsWith(QStringLiteral("= 4 x 3 x 1")));
        QCOMPARE(summary.value(QStringLiteral("out Slice")), QString::fromStdString(f.view.data().plan().outSlice));
        QVERIFY(!summary.value(QStringLiteral("out Time")).isEmpty());
        QVERIFY(f.view.errorView()->isHidden());
        QCOMPARE(f.view.data().ringGroups(), 64);
        QCOMPARE(f.view.data().ringOf(13), 3);
        QCOMPARE(f.view.data().positionInRing(13), 1);
        shoot(f.view, "switch-view.png");
    }

    void hoverNamesSliceRingAndCoordinate() {
        Fixture f;
        RingCanvas* ring = f.view.ringCanvas();
        const QPoint at = ring->slicePoint(13).toPoint();
        QCOMPARE(ring->sliceAt(at), 13);
        QMouseEvent move(QEvent::MouseMove, QPointF(at), ring->mapToGlobal(QPointF(at)), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
        QCoreApplication::sendEvent(ring, &move);
        QCOMPARE(ring->hoveredSlice(), 13);
        // Slice m![X, R # 24 / 3]: slice 13 is X = 1, R / 3 = 5, i.e. R = 15.
        const QString text = ring->describeSlice(13);
        QVERIFY2(text.contains(QStringLiteral("ring group 3 of 64, position 1 of 4")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("X:1 R:15")), qPrintable(text));
        // Neighbouring rings get different colours.
        QVERIFY(ring->ringColour(3) != ring->ringColour(4));
    }

    void clickingASliceSelectsItsRing() {
        Fixture f;
        RingCanvas* ring = f.view.ringCanvas();
        QTest::mouseClick(ring, Qt::LeftButton, {}, ring->slicePoint(13).toPoint());
        QCOMPARE(f.view.selectedSlice(), 13);
        QCOMPARE(ring->selectedSlice(), 13);
        QCOMPARE(f.view.sliceBox()->value(), 13);
        QCOMPARE(f.view.stepper()->ringStart(), 12);  // the animation follows the slice's ring
        f.view.sliceBox()->setValue(200);
        QCOMPARE(ring->selectedSlice(), 200);
        QCOMPARE(f.view.stepper()->ringStart(), 200);
    }

    void outputSliceIsTheDocumentsSlice() {
        // The sample with slices: the stream's Slice as the Slice alias and a
        // second cluster, so the document's slices are 2 x 256.
        MappingContent content = sample();
        content.aliases.append({QStringLiteral("Cluster"), QStringLiteral("m![1 # 2]")});
        content.aliases.append({QStringLiteral("Slice"), QStringLiteral("m![X, R # 24 / 3]")});
        Fixture f(content);
        BufferPositionsView positions(&f.document);
        Selection* selection = f.document.selection();
        RingCanvas* ring = f.view.ringCanvas();
        QTest::mouseClick(ring, Qt::LeftButton, {}, ring->slicePoint(13).toPoint());
        QCOMPARE(f.view.selectedSlice(), 13);
        QCOMPARE(selection->slice(), std::optional<u64>(13));
        QVERIFY2(positions.caption().contains(QStringLiteral("slice 13 (chip 0 / cluster 0 / slice 13)")), qPrintable(positions.caption()));
        // A slice of the second cluster picked elsewhere: the ring shows its
        // slice within the cluster, and picking on the ring stays there.
        selection->setSlice(256 + 40);
        QCOMPARE(f.view.selectedSlice(), 40);
        QCOMPARE(ring->selectedSlice(), 40);
        QCOMPARE(f.view.sliceBox()->value(), 40);
        QCOMPARE(f.view.stepper()->ringStart(), 40);
        f.view.sliceBox()->setValue(7);
        QCOMPARE(selection->slice(), std::optional<u64>(256 + 7));
        QVERIFY2(positions.caption().contains(QStringLiteral("slice 263 (chip 0 / cluster 1 / slice 7)")), qPrintable(positions.caption()));
    }

    void withoutSlicesTheRingKeepsToItself() {
        Fixture f;  // the sample has no Slice alias
        RingCanvas* ring = f.view.ringCanvas();
        QTest::mouseClick(ring, Qt::LeftButton, {}, ring->slicePoint(13).toPoint());
        QCOMPARE(f.view.selectedSlice(), 13);
        QCOMPARE(f.document.selection()->slice(), std::nullopt);
        f.document.selection()->setSlice(40);  // no structure: not a slice the Switch knows
        QCOMPARE(f.view.selectedSlice(), 13);
    }

    void bitmapCellSelectsThePair() {
        Fixture f;
        SnoopBitmapPlot* plot = f.view.bitmapPlot();
        QCOMPARE(plot->heatmap()->rows(), 256);
        QCOMPARE(plot->heatmap()->columns(), 256);
        QCOMPARE(plot->heatmap()->valueAt(5, 4), 1.0);  // ring 1 (4..7) takes 4..7
        QCOMPARE(plot->heatmap()->valueAt(5, 7), 1.0);
        QCOMPARE(plot->heatmap()->valueAt(5, 8), 0.0);
        // Input slice 4 holds R / 3 = 4 (R = 12); slice 7's R = 21 is past R = 17: padding.
        QVERIFY(plot->describeCell(5, 4).contains(QStringLiteral("accepts input slice 4 (X:0 R:12)")));
        QVERIFY(plot->describeCell(5, 7).contains(QStringLiteral("input slice 7 (padding)")));
        QVERIFY(plot->describeCell(5, 8).contains(QStringLiteral("ignores")));
        // Zoomed in, so a click lands on one cell, then clicked.
        plot->zoomTo(5, 7, 12);
        QCustomPlot* widget = plot->heatmap()->plot();
        int out = -1, in = -1;
        QVERIFY(plot->cellAt(cellPixel(*plot, 5, 7), &out, &in));
        QCOMPARE(out, 5);
        QCOMPARE(in, 7);
        QTest::mouseClick(widget, Qt::LeftButton, {}, cellPixel(*plot, 5, 7));
        QCOMPARE(f.view.selectedSlice(), 5);
        QCOMPARE(f.view.selectedInput(), 7);
        QCOMPARE(f.view.ringCanvas()->highlightedInput(), 7);
        QCOMPARE(f.view.ringCanvas()->selectedSlice(), 5);
        shoot(f.view, "switch-view-zoomed.png");
    }

    void zoomedTicksShowCoordinates() {
        Fixture f;
        SnoopBitmapPlot* plot = f.view.bitmapPlot();
        plot->zoomTo(100, 100, 256);
        QVERIFY(!plot->tickLabels(Qt::Horizontal).join(QLatin1Char(' ')).contains(QStringLiteral("X:")));
        plot->zoomTo(8, 8, 10);
        const QString columns = plot->tickLabels(Qt::Horizontal).join(QLatin1Char('|'));
        QVERIFY2(columns.contains(QStringLiteral("8\nX:1 R:0")), qPrintable(columns));
        QVERIFY(plot->tickLabels(Qt::Vertical).join(QLatin1Char('|')).contains(QStringLiteral("X:")));
    }

    void animationFollowsCoreTrace() {
        Fixture f;
        RouterStepper* stepper = f.view.stepper();
        RouterPanel* panel = f.view.routerPanel();
        QAbstractItemModelTester tester(panel->cycleModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(stepper->animatable());
        // ring_size 4, 3 time steps per slice: 12 packets, 12 + 4 - 1 cycles.
        const sw::RouterTrace expected = sw::traceRing(4, 3);
        QCOMPARE(stepper->cycleCount(), int(expected.cycles.size()));
        QCOMPARE(stepper->cycle(), 0);
        panel->setFocus();
        for (int i = 0; i < 5; ++i) QTest::keyClick(panel, Qt::Key_Right);
        QTest::keyClick(panel, Qt::Key_Left);
        QCOMPARE(stepper->cycle(), 4);
        const sw::RouterCycle& want = expected.cycles[4];
        QCOMPARE(stepper->current()->output, want.output);
        const RouterCycleModel& model = *panel->cycleModel();
        QCOMPARE(model.rowCount(), 4);
        for (int p = 0; p < 4; ++p) {
            // Broadcast01 keeps everything of the ring: kept so far = core's outputSoFar.
            QCOMPARE(model.index(p, RouterCycleModel::Kept).data().toInt(), int(sw::outputSoFar(expected, 4, u64(p)).size()));
            const QString router = model.index(p, RouterCycleModel::Router).data().toString();
            for (const sw::RouterAction& action : want.actions[std::size_t(p)])
                QVERIFY2(router.contains(
                             QStringLiteral("%1: from %2").arg(action.packet).arg(QString::fromStdString(sw::portName(action.from)))),
                         qPrintable(router));
        }
        // Root at cycle 4 emits packet 4 (slice 1's second) that came from the right.
        QCOMPARE(model.index(0, RouterCycleModel::Router).data().toString(), QStringLiteral("4: from right, to output, right"));
        QCOMPARE(model.index(0, RouterCycleModel::Output).data().toString(), QStringLiteral("4 kept"));
        QTest::keyClick(panel, Qt::Key_End);
        QCOMPARE(stepper->cycle(), stepper->cycleCount() - 1);
        for (int p = 0; p < 4; ++p) QCOMPARE(model.index(p, RouterCycleModel::Kept).data().toInt(), 12);
        QTest::keyClick(panel, Qt::Key_Home);
        QCOMPARE(stepper->cycle(), 0);
        QTest::keyClick(panel, Qt::Key_Left);
        QCOMPARE(stepper->cycle(), 0);
        shoot(*panel, "switch-router.png");
    }

    void playRunsToTheEndAndPauses() {
        Fixture f;
        RouterPanel* panel = f.view.routerPanel();
        panel->speedBox()->setValue(60);
        panel->setFocus();
        QTest::keyClick(panel, Qt::Key_Space);
        QVERIFY(f.view.stepper()->isPlaying());
        QCOMPARE(panel->playButton()->text(), QStringLiteral("Pause"));
        QTRY_COMPARE_WITH_TIMEOUT(f.view.stepper()->cycle(), f.view.stepper()->cycleCount() - 1, 5000);
        QTRY_VERIFY(!f.view.stepper()->isPlaying());
        QCOMPARE(panel->playButton()->text(), QStringLiteral("Play"));
    }

    void transposeKeepsOnlyItsSource() {
        Fixture f;
        f.setTopology("Transpose slice1=2 slice0=2");
        QVERIFY(f.view.errorView()->isHidden());
        RouterStepper* stepper = f.view.stepper();
        QVERIFY(stepper->animatable());
        // Transpose accepts one input slice per output slice: each router sees
        // all 12 packets of its ring but keeps only its source's 3.
        stepper->end();
        const RouterCycleModel& model = *f.view.routerPanel()->cycleModel();
        for (int p = 0; p < 4; ++p) {
            QCOMPARE(f.view.data().acceptedBy(p).size(), std::size_t(1));
            QCOMPARE(model.index(p, RouterCycleModel::Kept).data().toInt(), 3);
        }
        // [slice2, slice1, slice0] -> [slice2, slice0, slice1]: output slice 0 takes
        // input slice 0 only, so the root keeps packet 0 and ignores packet 3 (slice 1's).
        stepper->setCycle(0);
        QCOMPARE(model.index(0, RouterCycleModel::Output).data().toString(), QStringLiteral("0 kept"));
        stepper->setCycle(3);
        QCOMPARE(model.index(0, RouterCycleModel::Output).data().toString(), QStringLiteral("3 ignored"));
    }

    void forwardIsRingsOfOne() {
        Fixture f;
        f.setTopology("Forward");
        QCOMPARE(f.view.summaryModel()->value(QStringLiteral("ring_size")), QStringLiteral("1"));
        QVERIFY(f.view.summaryModel()->value(QStringLiteral("rings")).startsWith(QStringLiteral("256 ")));
        QCOMPARE(f.view.data().ringOf(13), 13);
        RouterStepper* stepper = f.view.stepper();
        QCOMPARE(stepper->ringSize(), 1);
        QCOMPARE(stepper->cycleCount(), 3);  // its own 3 time steps, nothing crosses a link
        stepper->end();
        const RouterCycleModel& model = *f.view.routerPanel()->cycleModel();
        QCOMPARE(model.index(0, RouterCycleModel::Role).data().toString(), QStringLiteral("alone"));
        QCOMPARE(model.index(0, RouterCycleModel::Kept).data().toInt(), 3);
    }

    void clickingTheDrawingGivesThePanelItsKeys() {
        Fixture f;
        RouterPanel* panel = f.view.routerPanel();
        QTest::mouseClick(panel->canvas(), Qt::LeftButton);
        QTRY_VERIFY(panel->hasFocus());
        QTest::keyClick(panel, Qt::Key_End);
        QCOMPARE(f.view.stepper()->cycle(), f.view.stepper()->cycleCount() - 1);
    }

    void largeRingIsNotAnimated() {
        Fixture f;
        f.setTopology("Broadcast01 slice1=8 slice0=8 time0=3");
        QVERIFY(f.view.errorView()->isHidden());
        QCOMPARE(f.view.summaryModel()->value(QStringLiteral("ring_size")), QStringLiteral("64"));
        QVERIFY(!f.view.stepper()->animatable());
        QVERIFY(!f.view.routerPanel()->note()->isHidden());
        QVERIFY(f.view.routerPanel()->note()->text().contains(QStringLiteral("too large")));
        shoot(f.view, "switch-view-ring64.png");
        QCOMPARE(f.view.routerPanel()->cycleModel()->rowCount(), 0);
        f.view.routerPanel()->setFocus();
        QTest::keyClick(f.view.routerPanel(), Qt::Key_Space);
        QVERIFY(!f.view.stepper()->isPlaying());
    }

    void invalidTopologyShowsTheError() {
        Fixture f;
        f.setTopology("CustomBroadcast ring_size=3");
        QVERIFY(!f.view.errorView()->isHidden());
        QVERIFY(f.view.errorView()->message().contains(QStringLiteral("power of two")));
        QCOMPARE(f.view.summaryModel()->rowCount(), 0);
        QVERIFY(!f.view.bitmapPlot()->isVisible());
        QVERIFY(!f.view.stepper()->animatable());
        f.setTopology("Broadcast01 slice1=2 slice0=2 time0=2");  // 3 time steps: not divisible by 2
        QVERIFY(!f.view.errorView()->isHidden());
        QVERIFY(!f.view.errorView()->message().isEmpty());
        f.document.undoStack()->undo();  // each topology set is a step of its own (not typing)
        f.document.undoStack()->undo();
        QVERIFY(f.view.errorView()->isHidden());
        QCOMPARE(f.view.summaryModel()->value(QStringLiteral("ring_size")), QStringLiteral("4"));
        QVERIFY(f.view.bitmapPlot()->isVisible());
    }

    void noTopologyAsksForOne() {
        MappingContent content = sample();
        content.stream.topology.clear();
        Fixture f(content);
        QVERIFY(f.view.errorView()->isHidden());
        QVERIFY(!f.view.placeholder()->isHidden());
        QVERIFY(f.view.placeholder()->text().contains(QStringLiteral("topology")));
    }

    void editsUpdateQuickly() {
        Fixture f;
        // The document's own re-derivation, with the tab hidden (it waits)...
        f.view.hide();
        QElapsedTimer clock;
        clock.start();
        f.setTopology("Transpose slice1=4 slice0=4");
        const qint64 derive = clock.elapsed();
        // ...and with it shown: the same plus the tab's refresh.
        f.view.show();
        f.setTopology("Transpose slice1=2 slice0=2");
        clock.restart();
        f.setTopology("Transpose slice1=4 slice0=4");
        const qint64 both = clock.elapsed();
        qInfo("topology edit: document re-derivation %lld ms, with the Switch tab's refresh %lld ms", derive, both);
        QCOMPARE(f.view.summaryModel()->value(QStringLiteral("ring_size")), QStringLiteral("16"));
        QCOMPARE(f.view.stepper()->ringSize(), 16);
        f.view.stepper()->setCycle(20);
        shoot(f.view, "switch-view-ring16.png");
    }

    void tabAndDockButton() {
        gui::MainWindow window;
        window.setAskBeforeClosing(false);
        QTabWidget* tabs = window.centralTabs();
        QVERIFY(tabs->indexOf(window.switchView()) >= 0);
        QCOMPARE(tabs->tabText(tabs->indexOf(window.switchView())), QStringLiteral("Switch"));
        window.tensorUnitDock()->switchViewButton()->click();
        QCOMPARE(tabs->currentWidget(), window.switchView());
    }
};

QTEST_MAIN(TestSwitchView)
#include "tst_switch_view.moc"
