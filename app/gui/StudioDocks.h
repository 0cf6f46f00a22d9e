#pragma once
// The mapping studio's docks (Designs, Mapping, Sequencer, Tensor Unit)
// belong to the studio's tabs (Buffer positions, Layout). On any other tab
// (Timeline, Kernel, ...) they hide so that tab gets the window's width, and
// they come back, as the user left them, on a studio tab. A dock the user
// opens while on a non-studio tab (View menu, Ctrl+1..4) stays open on the
// non-studio tabs too, until the user closes it there.
// See docs/gui-timeline.md, "The studio's docks".
#include <QObject>
#include <QList>
#include <QSet>
#include <map>

class QDockWidget;
class QTabWidget;
class QWidget;

namespace tcpwb::gui {

class StudioDocks : public QObject {
    Q_OBJECT

public:
    StudioDocks(QTabWidget* tabs, QList<QWidget*> studioTabs, QList<QDockWidget*> docks, QObject* parent = nullptr);

    bool onStudioTab() const { return onStudio_; }
    // Shows the docks as the user left them on the studio tabs (before the
    // window's layout is saved, so the saved layout is the studio's).
    void showStudioLayout();

private:
    void tabChanged(int index);
    void dockVisibilityChanged(QDockWidget* dock, bool shown);
    void apply(const std::map<QDockWidget*, bool>& shown);
    void raiseOnTop();  // the docks that were on top of their tabbed group

    QTabWidget* tabs_;
    QList<QWidget*> studioTabs_;
    QList<QDockWidget*> docks_;
    bool onStudio_ = true;
    bool changing_ = false;                     // our own show/hide is not the user's choice
    std::map<QDockWidget*, bool> studioShown_;  // the user's layout on the studio tabs
    QSet<QDockWidget*> keptElsewhere_;          // opened by the user on a non-studio tab
    QSet<QDockWidget*> onTop_;                  // on the studio tabs: shown on top of their group
};

}  // namespace tcpwb::gui
