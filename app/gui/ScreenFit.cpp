#include "ScreenFit.h"

#include <QScreen>
#include <QWidget>

namespace tcpwb::gui {

namespace {

// What the frame around a window may take: the area left is this share of
// the screen's available one (on 1366x768, 1311x737 for the window itself).
constexpr double kFrameShare = 0.04;

}  // namespace

QSize sizeWithin(QSize wanted, QRect available, QSize least) {
    const QSize room(int(available.width() * (1 - kFrameShare)), int(available.height() * (1 - kFrameShare)));
    return wanted.boundedTo(room).expandedTo(least);
}

void fitToScreen(QWidget& window) {
    const QScreen* screen = window.screen();
    // A maximised or full-screen window (restored so) fits already, as its window manager keeps it.
    if (!screen || (window.windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen))) return;
    const QRect available = screen->availableGeometry();
    const QSize fitted = sizeWithin(window.size(), available, window.minimumSizeHint());
    if (fitted == window.size()) return;
    window.resize(fitted);
    window.move(available.topLeft() + QPoint((available.width() - fitted.width()) / 2, (available.height() - fitted.height()) / 2));
}

}  // namespace tcpwb::gui
