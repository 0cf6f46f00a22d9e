#pragma once
// Seven views do not fit side by side in the central area of a laptop-sized
// window (1280 or 1366 pixels wide): with scroll arrows the last tabs,
// Compare and sometimes Kernel, sat out of sight behind them.
#include <QTabWidget>

#include <vector>

namespace tcpwb::gui {

// A tab widget that keeps every tab on screen. When the tabs do not fit,
// the widest are narrowed, their labels elided, and the rest keep their full
// labels; hovering a narrowed tab shows its full name.
class SqueezedTabWidget : public QTabWidget {
    Q_OBJECT

public:
    explicit SqueezedTabWidget(QWidget* parent = nullptr);
};

struct TabWidth {
    int wanted;  // the whole label shown
    int least;   // the label cut to a few letters
};

// The widths that fit `tabs` in `room`, cutting as few labels as it can:
// the widest tab gives up what is missing, down to its least width, then
// the next widest. Each keeps its least width when even that does not fit.
std::vector<int> fittedTabWidths(const std::vector<TabWidth>& tabs, int room);

}  // namespace tcpwb::gui
