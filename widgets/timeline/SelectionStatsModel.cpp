#include "timeline/SelectionStatsModel.h"

namespace tcpwb::widgets {

void SelectionStatsModel::setStatistics(std::vector<SliceStatistics> rows) {
    beginResetModel();
    rows_ = std::move(rows);
    endResetModel();
}

int SelectionStatsModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(rows_.size()); }

int SelectionStatsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

// Display gives exact integers (the average to two decimals); EditRole the
// raw numbers, for sorting and tests.
QVariant SelectionStatsModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const SliceStatistics& s = rows_[static_cast<std::size_t>(index.row())];
    if (role == Qt::TextAlignmentRole)
        return index.column() == Name ? QVariant(Qt::AlignLeft | Qt::AlignVCenter) : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::EditRole && role != Qt::ToolTipRole) return {};
    switch (index.column()) {
        case Name: return s.name;
        case Count: return qulonglong(s.count);
        case Total: return qulonglong(s.total);
        case Min: return qulonglong(s.min);
        case Max: return qulonglong(s.max);
        case Average: return role == Qt::EditRole ? QVariant(s.average) : QVariant(QString::number(s.average, 'f', 2));
        default: return {};
    }
}

QVariant SelectionStatsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
        case Name: return tr("Name");
        case Count: return tr("Count");
        case Total: return tr("Total");
        case Min: return tr("Min");
        case Max: return tr("Max");
        case Average: return tr("Average");
        default: return {};
    }
}

}  // namespace tcpwb::widgets
