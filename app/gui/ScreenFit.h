#pragma once
// A window started larger than its screen (the default 1480x820 on a 1366x768
// laptop) hides its right panel's edge and its status bar, and without a
// window manager that shrinks it the user cannot reach them to resize it.
#include <QRect>
#include <QSize>

class QWidget;

namespace tcpwb::gui {

// `wanted`, made small enough to fit `available` with room for the window's
// frame (a title bar, borders); never below `least`.
QSize sizeWithin(QSize wanted, QRect available, QSize least);

// Shrinks the window to its screen's available area when it is larger, and
// centres it there; a window that fits, or is maximised, is left as it is.
void fitToScreen(QWidget& window);

}  // namespace tcpwb::gui
