// Every view's tab stays on screen in a laptop-sized window (at 1280 pixels
// wide, scroll arrows hid Compare), and only the widest labels are cut.
#include <QHelpEvent>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QToolTip>

#include "MainWindow.h"
#include "SqueezedTabs.h"

using namespace tcpwb;

namespace {

// The width the window is fitted to on a 1280x720 screen, and one where the tabs fit.
constexpr QSize kLaptopWindow(1228, 691);
constexpr QSize kWideWindow(1900, 900);

QTabBar* centralTabBar(gui::MainWindow& window) { return window.findChild<QTabWidget*>(QStringLiteral("centralTabs"))->tabBar(); }

bool showAt(QWidget& window, QSize size) {
    window.resize(size);
    window.show();
    return QTest::qWaitForWindowExposed(&window);
}

QList<int> tabWidths(const QTabBar& bar) {
    QList<int> widths;
    for (int index = 0; index < bar.count(); ++index) widths << bar.tabRect(index).width();
    return widths;
}

// The tab of every view lies wholly inside the bar.
void verifyEveryTabShown(const QTabBar& bar) {
    for (int index = 0; index < bar.count(); ++index) {
        QVERIFY2(bar.rect().contains(bar.tabRect(index)), qPrintable(QStringLiteral("tab %1 (%2) at x %3..%4 of a bar %5 wide")
                                                                         .arg(index)
                                                                         .arg(bar.tabText(index))
                                                                         .arg(bar.tabRect(index).left())
                                                                         .arg(bar.tabRect(index).right())
                                                                         .arg(bar.width())));
    }
}

QString toolTipOver(QTabBar& bar, int index) {
    QToolTip::hideText();  // a tip fades out; none must be left from a hover before
    if (!QTest::qWaitFor([] { return !QToolTip::isVisible(); })) return QStringLiteral("(a tooltip did not hide)");
    const QPoint at = bar.tabRect(index).center();
    QHelpEvent hover(QEvent::ToolTip, at, bar.mapToGlobal(at));
    QApplication::sendEvent(&bar, &hover);
    return QToolTip::isVisible() ? QToolTip::text() : QString();
}

}  // namespace

class TestSqueezedTabs : public QObject {
    Q_OBJECT

private slots:
    // Every label whole: the widths the tabs want, measured once.
    void initTestCase() {
        gui::MainWindow wide;
        QVERIFY(showAt(wide, kWideWindow));
        wholeTabWidths_ = tabWidths(*centralTabBar(wide));
    }

    void theWidestTabGivesUpWhatIsMissing() {
        // The window's tabs at 1228 pixels: 44 missing, all from "Buffer positions".
        const std::vector<gui::TabWidth> tabs{{118, 50}, {65, 40}, {64, 40}, {61, 40}, {75, 45}, {62, 40}, {79, 45}};
        QCOMPARE(gui::fittedTabWidths(tabs, 480), (std::vector<int>{74, 65, 64, 61, 75, 62, 79}));
        QCOMPARE(gui::fittedTabWidths(tabs, 524), (std::vector<int>{118, 65, 64, 61, 75, 62, 79}));
        QCOMPARE(gui::fittedTabWidths(tabs, 2000), (std::vector<int>{118, 65, 64, 61, 75, 62, 79}));
    }

    void thenTheNextWidest() {
        // 80 missing: 68 from the widest (down to its least), 12 from Compare.
        const std::vector<gui::TabWidth> tabs{{118, 50}, {65, 40}, {79, 45}};
        QCOMPARE(gui::fittedTabWidths(tabs, 182), (std::vector<int>{50, 65, 67}));
    }

    void equalTabsGiveUpInOrder() { QCOMPARE(gui::fittedTabWidths({{100, 40}, {100, 40}}, 150), (std::vector<int>{50, 100})); }

    void tabsKeepTheirLeastWidthWhenNothingFits() {
        QCOMPARE(gui::fittedTabWidths({{100, 40}, {90, 30}}, 10), (std::vector<int>{40, 30}));
        QCOMPARE(gui::fittedTabWidths({}, 0), std::vector<int>{});
    }

    void aLaptopWideWindowShowsEveryTab() {
        gui::MainWindow window;
        QVERIFY(showAt(window, kLaptopWindow));
        QTabBar* bar = centralTabBar(window);
        QCOMPARE(bar->count(), 7);
        QVERIFY2(bar->sizeHint().width() > bar->width(), "the tabs would fit anyway: the window is too wide to test this");
        verifyEveryTabShown(*bar);
    }

    // "Buffer positions" gives up the room; Layout … Compare keep their full labels.
    void onlyTheWidestTabIsNarrowed() {
        const QList<int>& full = wholeTabWidths_;
        gui::MainWindow laptop;
        QVERIFY(showAt(laptop, kLaptopWindow));
        const QList<int> squeezed = tabWidths(*centralTabBar(laptop));
        QVERIFY2(squeezed[0] < full[0], qPrintable(QStringLiteral("%1 of %2").arg(squeezed[0]).arg(full[0])));
        QCOMPARE(squeezed.mid(1), full.mid(1));
    }

    void aNarrowedTabNamesItselfOnHover() {
        gui::MainWindow window;
        QVERIFY(showAt(window, kLaptopWindow));
        QTabBar* bar = centralTabBar(window);
        QCOMPARE(toolTipOver(*bar, 0), QStringLiteral("Buffer positions"));
        QCOMPARE(toolTipOver(*bar, 1), QString());  // Layout is shown whole
    }

    // Growing the window again gives the tabs their labels back.
    void wideningRestoresTheLabels() {
        gui::MainWindow window;
        QVERIFY(showAt(window, kLaptopWindow));
        window.resize(kWideWindow);
        QTRY_COMPARE(tabWidths(*centralTabBar(window)), wholeTabWidths_);
    }

    void manyTabsAllFitAndKeepTheirOwnToolTips() {
        gui::SqueezedTabWidget tabs;
        for (int index = 0; index < 8; ++index) tabs.addTab(new QWidget, QStringLiteral("A long view name %1").arg(index));
        tabs.setTabToolTip(2, QStringLiteral("its own"));
        QVERIFY(showAt(tabs, QSize(400, 300)));
        QTabBar* bar = tabs.tabBar();
        verifyEveryTabShown(*bar);
        QCOMPARE(toolTipOver(*bar, 5), QStringLiteral("A long view name 5"));
        QCOMPARE(toolTipOver(*bar, 2), QStringLiteral("its own"));
    }

private:
    QList<int> wholeTabWidths_;
};

QTEST_MAIN(TestSqueezedTabs)
#include "tst_squeezed_tabs.moc"
