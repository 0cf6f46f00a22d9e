#include "DesignsDock.h"

#include <QListView>

#include "DesignListModel.h"
#include "widgets/document/Project.h"

namespace tcpwb::gui {

DesignsDock::DesignsDock(widgets::Project* project, QWidget* parent)
    : QDockWidget(tr("Designs"), parent), project_(project), model_(new DesignListModel(project, this)), list_(new QListView(this)) {
    setObjectName(QStringLiteral("designsDock"));
    list_->setObjectName(QStringLiteral("designList"));
    list_->setModel(model_);
    list_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    list_->setSelectionMode(QAbstractItemView::SingleSelection);
    list_->setContextMenuPolicy(Qt::ActionsContextMenu);
    setWidget(list_);
    connect(list_->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& current) {
        if (current.isValid()) project_->setActive(current.row());
    });
    connect(project_, &widgets::Project::activeChanged, this, &DesignsDock::selectActive);
    connect(model_, &QAbstractItemModel::modelReset, this, &DesignsDock::selectActive);
    connect(model_, &DesignListModel::renameRefused, this, &DesignsDock::message);
    selectActive();
}

void DesignsDock::selectActive() {
    const QModelIndex active = model_->index(project_->activeIndex());
    if (list_->currentIndex() != active) list_->setCurrentIndex(active);
}

}  // namespace tcpwb::gui
