// The studio's docks make room on the other tabs: they hide on Timeline and
// Kernel and come back as the user left them on Buffer positions and Layout;
// a dock the user opens on a non-studio tab stays there until closed there;
// the layout saved on closing is the studio's.
#include <QAction>
#include <QDockWidget>
#include <QSettings>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include "MainWindow.h"
#include "widgets/kernel/KernelView.h"
#include "widgets/views/LayoutView.h"
#include "widgets/timeline/TimelineView.h"

using namespace tcpwb;

namespace {

QDockWidget* dock(gui::MainWindow& window, const char* name) { return window.findChild<QDockWidget*>(QLatin1String(name)); }

bool open(QDockWidget* d) { return !d->isHidden(); }

}  // namespace

class TestStudioDocks : public QObject {
    Q_OBJECT

private slots:
    void docksMakeRoomOnOtherTabs() {
        gui::MainWindow window;
        window.setAskBeforeClosing(false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTabWidget* tabs = window.centralTabs();
        QDockWidget* designs = dock(window, "designsDock");
        QDockWidget* mapping = dock(window, "mappingEditorDock");
        QDockWidget* sequencer = dock(window, "sequencerDock");
        QDockWidget* tensorUnit = dock(window, "tensorUnitDock");
        QVERIFY(designs && mapping && sequencer && tensorUnit);
        const QList<QDockWidget*> all = {designs, mapping, sequencer, tensorUnit};
        for (QDockWidget* d : all) QVERIFY(open(d));
        const int studioWidth = tabs->width();

        // The user's studio layout: no Designs panel.
        designs->toggleViewAction()->trigger();
        QVERIFY(!open(designs));

        tabs->setCurrentWidget(window.timelineView());
        for (QDockWidget* d : all) QVERIFY2(!open(d), qPrintable(d->objectName()));
        QTRY_VERIFY(tabs->width() > studioWidth + 300);  // the timeline gets the room

        tabs->setCurrentIndex(0);  // Buffer positions: the user's layout again
        QVERIFY(!open(designs));
        QVERIFY(open(mapping) && open(sequencer) && open(tensorUnit));
        tabs->setCurrentIndex(1);  // Layout, a studio tab too: nothing changes
        QVERIFY(!open(designs) && open(mapping));

        // Reopened on the Timeline tab (View > Sequencer), the Sequencer stays there and on Kernel.
        tabs->setCurrentWidget(window.timelineView());
        sequencer->toggleViewAction()->trigger();
        QVERIFY(open(sequencer));
        tabs->setCurrentWidget(window.kernelView());
        QVERIFY(open(sequencer));
        QVERIFY(!open(mapping) && !open(tensorUnit) && !open(designs));
        tabs->setCurrentIndex(0);
        QVERIFY(!open(designs) && open(mapping) && open(sequencer) && open(tensorUnit));
        tabs->setCurrentWidget(window.timelineView());
        QVERIFY(open(sequencer) && !open(mapping));
        // Closed there again, it stays closed there.
        sequencer->toggleViewAction()->trigger();
        tabs->setCurrentWidget(window.kernelView());
        QVERIFY(!open(sequencer));
        tabs->setCurrentIndex(0);
        QVERIFY(open(sequencer));
    }

    // Shrinking the window squeezes the side panels; growing it again gives
    // them back a readable share instead of leaving every pixel to the tabs.
    void docksRecoverAfterShrinkAndGrow() {
        gui::MainWindow window;
        window.setAskBeforeClosing(false);
        window.resize(1920, 1080);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QDockWidget* mapping = dock(window, "mappingEditorDock");
        QDockWidget* sequencer = dock(window, "sequencerDock");
        const int wide = 400;
        QTRY_VERIFY2(mapping->width() >= wide && sequencer->width() >= wide,
                     qPrintable(QStringLiteral("%1 %2").arg(mapping->width()).arg(sequencer->width())));

        window.resize(1100, 700);
        QTRY_VERIFY2(window.centralTabs()->width() >= 300, qPrintable(QString::number(window.centralTabs()->width())));
        const int readable = window.fontMetrics().averageCharWidth() * 30;
        QVERIFY2(mapping->width() >= readable && sequencer->width() >= readable,
                 qPrintable(QStringLiteral("%1 %2").arg(mapping->width()).arg(sequencer->width())));

        window.resize(1920, 1080);
        QTRY_VERIFY2(mapping->width() >= wide && sequencer->width() >= wide,
                     qPrintable(QStringLiteral("%1 %2").arg(mapping->width()).arg(sequencer->width())));
    }

    // On a tab whose minimum width leaves the panels less than their share
    // at 1100 px (the Layout tab's toolbar), growing the window back gives
    // them the widths they had, not the squeezed share.
    void docksRecoverTheirWidthsPastATabsMinimum() {
        gui::MainWindow window;
        window.setAskBeforeClosing(false);
        window.resize(1480, 820);
        window.centralTabs()->setCurrentWidget(window.layoutView());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QDockWidget* mapping = dock(window, "mappingEditorDock");
        QDockWidget* sequencer = dock(window, "sequencerDock");
        QTest::qWait(50);
        const int mappingBefore = mapping->width(), sequencerBefore = sequencer->width();
        window.resize(1100, 700);
        QTRY_COMPARE(window.width(), 1100);
        QTest::qWait(50);
        window.resize(1480, 820);
        QTRY_VERIFY2(mapping->width() >= mappingBefore * 9 / 10 && sequencer->width() >= sequencerBefore * 9 / 10,
                     qPrintable(QStringLiteral("%1 %2, before %3 %4")
                                    .arg(mapping->width())
                                    .arg(sequencer->width())
                                    .arg(mappingBefore)
                                    .arg(sequencerBefore)));
    }

    // A window given its size before it is first shown (--size 1100x700, a
    // small screen) still gives the tabs room: the panels take their default
    // shares of it, not their default widths.
    void aWindowStartedSmallLeavesTheTabsRoom() {
        gui::MainWindow window;
        window.setAskBeforeClosing(false);
        window.resize(1100, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY2(window.centralTabs()->width() >= 400, qPrintable(QString::number(window.centralTabs()->width())));
        const int readable = window.fontMetrics().averageCharWidth() * 30;
        QDockWidget* mapping = dock(window, "mappingEditorDock");
        QDockWidget* sequencer = dock(window, "sequencerDock");
        QVERIFY2(mapping->width() >= readable && sequencer->width() >= readable,
                 qPrintable(QStringLiteral("%1 %2").arg(mapping->width()).arg(sequencer->width())));

        // View > Reset Layout fits the window it is in, too.
        window.resizeDocks({mapping}, {700}, Qt::Horizontal);
        QTRY_VERIFY(window.centralTabs()->width() < 400);
        window.resetLayout();
        QTRY_VERIFY2(window.centralTabs()->width() >= 400, qPrintable(QString::number(window.centralTabs()->width())));
    }

    // Started on a tab without the panels (a trace or a kernel given on the
    // command line), the window fits them when a studio tab shows them,
    // rather than growing past its width to hold their default widths.
    void panelsHiddenAtTheStartFitWhenShown() {
        gui::MainWindow window;
        window.setAskBeforeClosing(false);
        window.centralTabs()->setCurrentWidget(window.timelineView());
        window.resize(1100, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(!dock(window, "mappingEditorDock")->isVisible());
        window.centralTabs()->setCurrentIndex(0);
        QTRY_VERIFY(dock(window, "mappingEditorDock")->isVisible());
        QTRY_VERIFY2(window.centralTabs()->width() >= 400, qPrintable(QString::number(window.centralTabs()->width())));
        QCOMPARE(window.width(), 1100);
        // The Sequencer on top of its group, as at a start on a studio tab.
        QDockWidget* sequencer = dock(window, "sequencerDock");
        const int readable = window.fontMetrics().averageCharWidth() * 30;
        QTRY_VERIFY2(sequencer->width() >= readable, qPrintable(QString::number(sequencer->width())));
    }

    // Back from the Timeline, the dock the user had on top of the
    // Sequencer / Tensor Unit group is on top again.
    void theDockOnTopStaysOnTop() {
        gui::MainWindow window;
        window.setAskBeforeClosing(false);
        window.resize(1480, 820);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QDockWidget* tensorUnit = dock(window, "tensorUnitDock");
        for (QDockWidget* onTop : {tensorUnit, dock(window, "sequencerDock")}) {
            onTop->raise();
            QTRY_VERIFY(onTop->width() > 100);
            window.centralTabs()->setCurrentWidget(window.timelineView());
            QTRY_VERIFY(onTop->isHidden());
            window.centralTabs()->setCurrentIndex(0);
            QTRY_VERIFY(!onTop->isHidden());
            QTRY_VERIFY2(onTop->width() > 100 && !onTop->visibleRegion().isEmpty(), qPrintable(onTop->objectName()));
        }
    }

    void savedLayoutIsTheStudios() {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("settings.ini"));
        {
            gui::MainWindow window;
            window.setAskBeforeClosing(false);
            window.useSettings(std::make_unique<QSettings>(file, QSettings::IniFormat));
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.centralTabs()->setCurrentWidget(window.timelineView());
            QVERIFY(!open(dock(window, "mappingEditorDock")));
            window.close();  // saves the layout
        }
        gui::MainWindow again;
        again.setAskBeforeClosing(false);
        again.useSettings(std::make_unique<QSettings>(file, QSettings::IniFormat));
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QCOMPARE(again.centralTabs()->currentIndex(), 0);
        QVERIFY(open(dock(again, "mappingEditorDock")));
        QVERIFY(open(dock(again, "sequencerDock")));
    }
};

QTEST_MAIN(TestStudioDocks)
#include "tst_studio_docks.moc"
