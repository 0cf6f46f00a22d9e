#include "StudioDocks.h"

#include <QDockWidget>
#include <QTabWidget>

namespace tcpwb::gui {

StudioDocks::StudioDocks(QTabWidget* tabs, QList<QWidget*> studioTabs, QList<QDockWidget*> docks, QObject* parent)
    : QObject(parent), tabs_(tabs), studioTabs_(std::move(studioTabs)), docks_(std::move(docks)) {
    setObjectName(QStringLiteral("studioDocks"));
    connect(tabs_, &QTabWidget::currentChanged, this, &StudioDocks::tabChanged);
    for (QDockWidget* dock : docks_)
        // toggleViewAction follows show/hide by the View menu and the dock's
        // close button alike; from the menu it toggles before the dock is
        // shown, so the new state is the signal's, not the dock's yet.
        connect(dock->toggleViewAction(), &QAction::toggled, this, [this, dock](bool shown) { dockVisibilityChanged(dock, shown); });
    for (QDockWidget* dock : docks_)
        // Also emitted when the dock's tab in a tabbed group is selected or
        // deselected: the docks on top are the ones last made visible.
        connect(dock, &QDockWidget::visibilityChanged, this, [this, dock](bool visible) {
            if (changing_ || !onStudio_) return;
            if (visible) onTop_.insert(dock);
            else onTop_.remove(dock);
        });
    tabChanged(tabs_->currentIndex());
}

void StudioDocks::apply(const std::map<QDockWidget*, bool>& shown) {
    changing_ = true;
    for (const auto& [dock, visible] : shown) dock->setVisible(visible);
    changing_ = false;
}

void StudioDocks::raiseOnTop() {
    // Shown again in the map's (pointer) order, a tabbed group would end
    // with whichever dock came last on top. Raised in reverse, the first
    // listed wins where nothing was seen on top yet (the window started on
    // another tab).
    for (auto dock = docks_.rbegin(); dock != docks_.rend(); ++dock)
        if ((onTop_.isEmpty() || onTop_.contains(*dock)) && !(*dock)->isHidden()) (*dock)->raise();
}

void StudioDocks::tabChanged(int index) {
    const bool studio = studioTabs_.contains(tabs_->widget(index));
    if (studio == onStudio_) return;
    onStudio_ = studio;
    if (studio) {
        apply(studioShown_);
        raiseOnTop();
        return;
    }
    std::map<QDockWidget*, bool> elsewhere;
    for (QDockWidget* dock : docks_) {
        studioShown_[dock] = !dock->isHidden();  // a dock tabbed behind another is still open
        elsewhere[dock] = keptElsewhere_.contains(dock);
    }
    apply(elsewhere);
}

void StudioDocks::dockVisibilityChanged(QDockWidget* dock, bool shown) {
    if (changing_ || onStudio_) return;
    if (shown) keptElsewhere_.insert(dock);
    else keptElsewhere_.remove(dock);
}

void StudioDocks::showStudioLayout() {
    if (onStudio_) return;
    apply(studioShown_);
    raiseOnTop();
}

}  // namespace tcpwb::gui
