// A window started larger than its screen is fitted to it (the default
// 1480x820 on a 1366x768 laptop hid the right panel's edge and the status
// bar); one that fits, or is maximised, is left alone.
#include <QScreen>
#include <QTest>
#include <QWidget>

#include "MainWindow.h"
#include "ScreenFit.h"

using namespace tcpwb;

class TestScreenFit : public QObject {
    Q_OBJECT

private slots:
    void aLaptopScreenShrinksTheDefaultWindow() {
        const QSize fitted = gui::sizeWithin(QSize(1480, 820), QRect(0, 0, 1366, 768), QSize(400, 300));
        QCOMPARE(fitted, QSize(1311, 737));  // room left for the frame
    }

    void aLargeScreenKeepsIt() {
        QCOMPARE(gui::sizeWithin(QSize(1480, 820), QRect(0, 0, 1920, 1080), QSize(400, 300)), QSize(1480, 820));
        QCOMPARE(gui::sizeWithin(QSize(1480, 820), QRect(1920, 0, 2560, 1400), QSize(400, 300)), QSize(1480, 820));
    }

    void neverBelowTheLeastTheWindowCanShow() {
        QCOMPARE(gui::sizeWithin(QSize(1480, 820), QRect(0, 0, 640, 480), QSize(900, 500)), QSize(900, 500));
    }

    void aWindowTooLargeIsFittedAndCentred() {
        QWidget window;
        QVERIFY(window.screen());
        const QRect available = window.screen()->availableGeometry();
        window.resize(available.width() + 500, available.height() + 300);
        gui::fitToScreen(window);
        QVERIFY2(available.contains(QRect(window.pos(), window.size())), qPrintable(QStringLiteral("%1,%2 %3x%4 in %5x%6")
                                                                                        .arg(window.x())
                                                                                        .arg(window.y())
                                                                                        .arg(window.width())
                                                                                        .arg(window.height())
                                                                                        .arg(available.width())
                                                                                        .arg(available.height())));
        QCOMPARE(window.x() - available.x(), available.right() - (window.x() + window.width() - 1));
    }

    void aWindowThatFitsIsLeftWhereItIs() {
        QWidget window;
        window.resize(300, 200);
        window.move(20, 30);
        gui::fitToScreen(window);
        QCOMPARE(window.size(), QSize(300, 200));
        QCOMPARE(window.pos(), QPoint(20, 30));
    }

    void aMaximisedWindowIsLeftToItsWindowManager() {
        QWidget window;
        const QRect available = window.screen()->availableGeometry();
        const QSize large(available.width() + 500, available.height() + 300);
        window.resize(large);
        window.setWindowState(Qt::WindowMaximized);
        gui::fitToScreen(window);
        QCOMPARE(window.size(), large);
    }

    // The workbench's own window, at its default size, on this screen.
    void theWorkbenchFitsAsFarAsItsPanelsAllow() {
        gui::MainWindow window;
        const QRect available = window.screen()->availableGeometry();
        gui::fitToScreen(window);
        QCOMPARE(window.width(), std::max(std::min(1480, int(available.width() * 0.96)), window.minimumSizeHint().width()));
        QVERIFY(window.height() <= std::max(available.height(), window.minimumSizeHint().height()));
    }
};

QTEST_MAIN(TestScreenFit)
#include "tst_screen_fit.moc"
