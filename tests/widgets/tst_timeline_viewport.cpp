// TimelineViewport: cycles map to lane pixels and back exactly, zooming keeps
// the cycle under the anchor, the zoom is clamped to the range, a fitted view
// refits when the lanes' width changes and a moved one stays, and every
// change is announced once to all who share it.
#include <QSignalSpy>
#include <QTest>

#include "widgets/timeline/TimelineViewport.h"

using tcpwb::u64;
using tcpwb::widgets::TimelineViewport;

class TestTimelineViewport : public QObject {
    Q_OBJECT

private slots:
    void cyclesMapToPixelsAndBack() {
        TimelineViewport v;
        v.setLanesWidth(1000);
        v.setRange({0, 100000});
        v.setView(5000, 0.25);
        QCOMPARE(v.xOf(5000), 0.0);
        QCOMPARE(v.xOf(5064), 256.0);
        QCOMPARE(v.xOf(4990), -40.0);
        QCOMPARE(v.cycleAt(256), u64{5064});
        QCOMPARE(v.cycleAt(-10), u64{4997});
        QCOMPARE(v.end(), u64{5250});
        // Far-apart cycles: the difference is taken in u64 before it is a double.
        v.setRange({0, u64{1} << 62});
        v.setView((u64{1} << 62) - 1000, 1);
        QCOMPARE(v.cycleAt(v.xOf((u64{1} << 62) - 1)), (u64{1} << 62) - 1);
    }

    void zoomKeepsTheAnchoredCycle() {
        TimelineViewport v;
        v.setLanesWidth(1000);
        v.setRange({0, 100000});
        v.setView(1000, 10);
        const u64 under = v.cycleAt(250);
        v.zoomBy(2, 250);
        QCOMPARE(v.cyclesPerPixel(), 5.0);
        QCOMPARE(v.cycleAt(250), under);
    }

    void zoomIsClampedToTheRange() {
        TimelineViewport v;
        v.setLanesWidth(100);
        v.setRange({0, 999});
        v.setView(0, 1e9);
        QCOMPARE(v.cyclesPerPixel(), 1000.0 / 100 * 1.5);
        v.setView(0, 1e-9);
        QCOMPARE(v.cyclesPerPixel(), TimelineViewport::kMinCyclesPerPixel);
        v.setView(5000, 1);
        QCOMPARE(v.start(), u64{999});
    }

    void aFittedViewRefitsOnResizeAMovedOneStays() {
        TimelineViewport v;
        v.setRange({100, 1099});
        v.setLanesWidth(500);
        v.fit();
        QCOMPARE(v.start(), u64{100});
        QCOMPARE(v.cyclesPerPixel(), 1000.0 / 500 * 1.02);
        v.setLanesWidth(1000);
        QCOMPARE(v.cyclesPerPixel(), 1000.0 / 1000 * 1.02);
        v.panByPixels(10);
        const double moved = v.cyclesPerPixel();
        v.setLanesWidth(800);
        QCOMPARE(v.cyclesPerPixel(), moved);
    }

    void everyChangeIsAnnounced() {
        TimelineViewport v;
        v.setLanesWidth(1000);
        v.setRange({0, 100000});
        QSignalSpy changed(&v, &TimelineViewport::changed);
        v.setView(10, 1);
        v.zoomBy(2);
        v.panByPixels(-5);
        v.zoomToRange(100, 200);
        v.fit();
        QCOMPARE(changed.count(), 5);
        QCOMPARE(v.start(), u64{0});
    }
};

QTEST_MAIN(TestTimelineViewport)
#include "tst_timeline_viewport.moc"
