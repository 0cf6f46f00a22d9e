#include "SqueezedTabs.h"

#include <QHelpEvent>
#include <QTabBar>
#include <QToolTip>

#include <algorithm>
#include <numeric>

namespace tcpwb::gui {

namespace {

// Qt's own squeezing takes a few pixels from every tab, which elides every
// label ("Lay…", "Ba…"); this bar takes them from the widest tabs only.
// Tab widths are asked for often, and there are a handful of tabs: they
// are measured afresh each time rather than cached against font changes.
class SqueezedTabBar : public QTabBar {
public:
    using QTabBar::QTabBar;

    // What the tabs want in full: the tab widget gives the bar that much
    // room, or all it has, and the tabs are fitted to the bar's width.
    QSize sizeHint() const override {
        QSize total(0, 0);
        for (int index = 0; index < count(); ++index) {
            if (!isTabVisible(index)) continue;
            const QSize wanted = QTabBar::tabSizeHint(index);
            total = QSize(total.width() + wanted.width(), std::max(total.height(), wanted.height()));
        }
        return total;
    }

protected:
    QSize tabSizeHint(int index) const override {
        QSize size = QTabBar::tabSizeHint(index);
        // Before it is laid out the bar has no width to fit to.
        if (width() <= 0 || measuringLeast_ || !isTabVisible(index)) return size;
        size.setWidth(fittedTabWidths(visibleTabWidths(), width())[visiblePosition(index)]);
        return size;
    }

    bool event(QEvent* event) override {
        if (event->type() == QEvent::ToolTip && nameElidedTab(static_cast<const QHelpEvent&>(*event))) return true;
        return QTabBar::event(event);
    }

private:
    // Qt measures a tab's least width by asking this class for the size of
    // the tab with its label elided to a few letters.
    int leastWidth(int index) const {
        measuringLeast_ = true;
        const int least = QTabBar::minimumTabSizeHint(index).width();
        measuringLeast_ = false;
        return least;
    }

    std::vector<TabWidth> visibleTabWidths() const {
        std::vector<TabWidth> widths;
        for (int index = 0; index < count(); ++index) {
            if (isTabVisible(index)) widths.push_back({QTabBar::tabSizeHint(index).width(), leastWidth(index)});
        }
        return widths;
    }

    int visiblePosition(int index) const {
        int position = 0;
        for (int before = 0; before < index; ++before) position += isTabVisible(before) ? 1 : 0;
        return position;
    }

    // A tab with its own tooltip keeps it.
    bool nameElidedTab(const QHelpEvent& hover) {
        const int index = tabAt(hover.pos());
        if (index < 0 || !tabToolTip(index).isEmpty()) return false;
        if (tabRect(index).width() >= QTabBar::tabSizeHint(index).width()) return false;
        QToolTip::showText(hover.globalPos(), tabText(index), this, tabRect(index));
        return true;
    }

    mutable bool measuringLeast_ = false;
};

}  // namespace

std::vector<int> fittedTabWidths(const std::vector<TabWidth>& tabs, int room) {
    std::vector<int> widths;
    int missing = -room;
    for (const TabWidth& tab : tabs) {
        widths.push_back(tab.wanted);
        missing += tab.wanted;
    }
    std::vector<std::size_t> widestFirst(tabs.size());
    std::iota(widestFirst.begin(), widestFirst.end(), 0);
    std::stable_sort(widestFirst.begin(), widestFirst.end(),
                     [&tabs](std::size_t a, std::size_t b) { return tabs[a].wanted > tabs[b].wanted; });
    for (std::size_t index : widestFirst) {
        if (missing <= 0) break;
        const int given = std::clamp(tabs[index].wanted - tabs[index].least, 0, missing);
        widths[index] -= given;
        missing -= given;
    }
    return widths;
}

SqueezedTabWidget::SqueezedTabWidget(QWidget* parent) : QTabWidget(parent) {
    setTabBar(new SqueezedTabBar(this));
    setUsesScrollButtons(false);
    setElideMode(Qt::ElideRight);
}

}  // namespace tcpwb::gui
