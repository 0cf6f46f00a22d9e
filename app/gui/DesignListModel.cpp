#include "DesignListModel.h"

#include <QFont>

#include "widgets/document/Project.h"

namespace tcpwb::gui {

DesignListModel::DesignListModel(widgets::Project* project, QObject* parent)
    : QAbstractListModel(parent), project_(project), rows_(project->designCount()) {
    // Designs come and go rarely and the list is short: a reset when the
    // count changes, else (a rename) new data for every row.
    connect(project_, &widgets::Project::designsChanged, this, [this] {
        if (rows_ == project_->designCount()) {
            if (rows_ > 0) emit dataChanged(index(0), index(rows_ - 1));
            return;
        }
        beginResetModel();
        rows_ = project_->designCount();
        endResetModel();
    });
    connect(project_, &widgets::Project::activeChanged, this, [this] {
        if (rowCount() > 0) emit dataChanged(index(0), index(rowCount() - 1), {Qt::FontRole});
    });
}

int DesignListModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : rows_; }

QVariant DesignListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    switch (role) {
        case Qt::DisplayRole:
        case Qt::EditRole: return project_->designName(index.row());
        case Qt::FontRole: {
            QFont font;
            font.setBold(index.row() == project_->activeIndex());
            return font;
        }
        case Qt::ToolTipRole: return tr("Double-click or F2 to rename");
        default: return {};
    }
}

bool DesignListModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return false;
    QString error;
    if (project_->renameDesign(index.row(), value.toString(), &error)) return true;
    emit renameRefused(error);
    return false;
}

Qt::ItemFlags DesignListModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable | Qt::ItemNeverHasChildren;
}

}  // namespace tcpwb::gui
