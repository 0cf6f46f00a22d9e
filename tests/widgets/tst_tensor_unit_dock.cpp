// The Tensor Unit dock: the Switch Engine's plan and bitmap and the Valid
// Count Generator's heatmap follow the document; rejections show the rule and
// the fix. TCPWB_SHOTS=DIR saves the dock's tabs as PNGs for a reviewer.
#include <QLabel>
#include <QLineEdit>
#include <QTabWidget>
#include <QTest>

#include "widgets/document/MappingDocument.h"
#include "widgets/toolkit/DiagnosticView.h"
#include "widgets/toolkit/HeatmapPlot.h"
#include "widgets/views/TensorUnitDock.h"

using namespace tcpwb::widgets;

namespace {

// The manual's Valid Count Generator example (the CLI contract's) with a
// Broadcast01 switch on the same stream.
MappingContent vcgExample() {
    MappingContent content;
    content.axes = QStringLiteral("A = 4, R = 17, X = 32");
    content.expression = QStringLiteral("m![X, R # 24, A # 8]");
    content.stream.slice = QStringLiteral("m![X, R # 24 / 3]");
    content.stream.time = QStringLiteral("m![R # 24 % 3]");
    content.stream.packet = QStringLiteral("m![A # 8]");
    content.stream.dtype = QStringLiteral("i32");
    content.stream.engine = QStringLiteral("sequencer");
    content.stream.topology = QStringLiteral("Broadcast01 slice1=2 slice0=2 time0=3");
    content.stream.reduce = QStringLiteral("R");
    return content;
}

void shoot(TensorUnitDock& dock, int tab, const char* name) {
    const QString dir = qEnvironmentVariable("TCPWB_SHOTS");
    if (dir.isEmpty()) return;
    dock.tabs()->setCurrentIndex(tab);
    dock.resize(620, 760);
    dock.show();
    QCoreApplication::processEvents();
    dock.grab().save(dir + QLatin1Char('/') + QLatin1String(name));
}

}  // namespace

class TestTensorUnitDock : public QObject {
    Q_OBJECT

private slots:
    void switchPlanAndBitmap() {
        MappingDocument document;
        document.replaceContent(vcgExample(), {});
        TensorUnitDock dock(&document);
        QVERIFY(dock.switchError()->isHidden());
        QVERIFY(dock.switchSummary()->text().contains(QStringLiteral("ring_size  4")));
        const HeatmapPlot* bitmap = dock.bitmapPlot();
        QCOMPARE(bitmap->rows(), 256);
        QCOMPARE(bitmap->columns(), 256);
        // Broadcast01 slice1=2 slice0=2: output slice 0 takes its ring's input slices 0..3 only.
        int accepted = 0;
        for (int in = 0; in < 256; ++in) accepted += bitmap->valueAt(0, in) > 0;
        QVERIFY(accepted >= 1 && accepted <= 4);
        QCOMPARE(bitmap->valueAt(0, 4), 0.0);
        shoot(dock, 0, "tensor-unit-switch.png");
    }

    void badTopologyIsExplained() {
        MappingDocument document;
        document.replaceContent(vcgExample(), {});
        TensorUnitDock dock(&document);
        document.setText({FieldRef::Field::Topology}, QStringLiteral("CustomBroadcast ring_size=3"));
        QVERIFY(!dock.switchError()->isHidden());
        QVERIFY(dock.switchError()->message().contains(QStringLiteral("power of two")));
        QVERIFY(dock.bitmapPlot()->isHidden());
        document.undoStack()->undo();
        QVERIFY(dock.switchError()->isHidden());
    }

    void validCountHeatmap() {
        MappingDocument document;
        document.replaceContent(vcgExample(), {});
        TensorUnitDock dock(&document);
        QVERIFY(dock.vcgReason()->isHidden());
        const HeatmapPlot* heat = dock.validCountPlot();
        QCOMPARE(heat->rows(), 256);
        QCOMPARE(heat->columns(), 3);
        // R = 17 padded to 24 over (slice digit R / 3, time R % 3): R = 17..23 hold no element.
        // Time mode: a flit is valid (8) or not (0) as its R is.
        QCOMPARE(heat->valueAt(0, 0), 8.0);  // R = 0
        QCOMPARE(heat->valueAt(5, 2), 0.0);  // R = 17
        QCOMPARE(heat->valueAt(5, 1), 8.0);  // R = 16
        QCOMPARE(heat->valueAt(6, 0), 0.0);  // R = 18
        // The summary explains the counts with the configuration's dims (as `tcpwb-cli vcg` prints
        // them): R's Time counter feeds gate 0, whose boundary slices (s & 7 == 5) stay open for
        // two time steps, which is the row of slice 5 above.
        const QString dims = dock.vcgSummary()->text();
        QVERIFY2(dims.contains(QStringLiteral("counter c0 (R = 3): 0..2, stride 1 -> gate0")), qPrintable(dims));
        QVERIFY2(dims.contains(QStringLiteral("V_p 8, stride_p 8")), qPrintable(dims));
        QVERIFY2(dims.contains(QStringLiteral("gate0: slice s with s & 0b111 below 5 open; equal to 5 open while idx < 2; above closed")),
                 qPrintable(dims));
        QVERIFY2(dims.contains(QStringLiteral("gate1, gate2: disabled")), qPrintable(dims));
        shoot(dock, 1, "tensor-unit-vcg.png");
    }

    void unsupportedPlacementShowsReasonAndFix() {
        MappingDocument document;
        MappingContent content = vcgExample();
        content.axes = QStringLiteral("A = 4, R = 14, X = 64");  // the manual's "pad to 16 instead of 20"
        content.stream.slice = QStringLiteral("m![X, R # 20 % 4]");
        content.stream.time = QStringLiteral("m![R # 20 / 4]");
        document.replaceContent(content, {});
        TensorUnitDock dock(&document);
        QVERIFY(!dock.vcgReason()->isHidden());
        QVERIFY(dock.vcgReason()->text().contains(QStringLiteral("Fix:")));
        QVERIFY(dock.validCountPlot()->isHidden());
        document.setText({FieldRef::Field::Reduce}, QStringLiteral("Q"));
        QVERIFY(dock.vcgReason()->message().contains(QStringLiteral("not a declared axis")));
    }
};

QTEST_MAIN(TestTensorUnitDock)
#include "tst_tensor_unit_dock.moc"
