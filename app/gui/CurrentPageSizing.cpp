#include "CurrentPageSizing.h"

#include <QTabWidget>
#include <QVariant>

namespace tcpwb::gui {

namespace {

constexpr char kOwnPolicy[] = "tcpwbOwnHorizontalPolicy";

// An Ignored horizontal policy leaves a page out of the stack's minimum
// width; the shown page gets its own policy back.
void ignoreHiddenPages(QTabWidget* tabs) {
    for (int i = 0; i < tabs->count(); ++i) {
        QWidget* page = tabs->widget(i);
        QSizePolicy policy = page->sizePolicy();
        if (!page->property(kOwnPolicy).isValid()) page->setProperty(kOwnPolicy, int(policy.horizontalPolicy()));
        const auto own = QSizePolicy::Policy(page->property(kOwnPolicy).toInt());
        const auto horizontal = i == tabs->currentIndex() ? own : QSizePolicy::Ignored;
        if (policy.horizontalPolicy() == horizontal) continue;
        policy.setHorizontalPolicy(horizontal);
        page->setSizePolicy(policy);
    }
}

}  // namespace

void sizeByCurrentPage(QTabWidget* tabs) {
    ignoreHiddenPages(tabs);
    QObject::connect(tabs, &QTabWidget::currentChanged, tabs, [tabs] { ignoreHiddenPages(tabs); });
}

}  // namespace tcpwb::gui
