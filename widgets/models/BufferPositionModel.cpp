#include "models/BufferPositionModel.h"

#include <QBrush>
#include <QPalette>

#include "models/CoreText.h"

namespace tcpwb::widgets {

BufferPositionModel::BufferPositionModel(QObject* parent) : QAbstractTableModel(parent) {}

void BufferPositionModel::setMapping(std::shared_ptr<const mapping::CompiledMapping> mapping) {
    beginResetModel();
    mapping_ = std::move(mapping);
    endResetModel();
}

bool BufferPositionModel::truncated() const { return mapping_ && mapping_->size() > u64(kMaxRows); }

int BufferPositionModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() || !mapping_) return 0;
    return static_cast<int>(std::min<u64>(mapping_->size(), kMaxRows));
}

int BufferPositionModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant BufferPositionModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid)) return {};
    const u64 position = u64(index.row());
    if (role == Qt::DisplayRole)
        return index.column() == Position ? QVariant(qulonglong(position)) : QVariant(describePosition(*mapping_, position));
    // Padding rows are greyed out so the held elements stand out.
    if (role == Qt::ForegroundRole && index.column() == Holds && !mapping_->at(position))
        return QBrush(QPalette().color(QPalette::Disabled, QPalette::Text));
    if (role == Qt::TextAlignmentRole && index.column() == Position)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant BufferPositionModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
    if (section == Position) return tr("Position");
    if (section == Holds) return tr("Holds tensor index");
    return {};
}

}  // namespace tcpwb::widgets
