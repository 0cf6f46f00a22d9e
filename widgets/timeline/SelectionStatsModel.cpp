#include "widgets/timeline/SelectionStatsModel.h"

#include <algorithm>

namespace tcpwb::widgets {

void SelectionStatsModel::setStatistics(std::vector<SliceStatistics> rows) {
    beginResetModel();
    rows_ = std::move(rows);
    sortRows();
    endResetModel();
}

void SelectionStatsModel::sort(int column, Qt::SortOrder order) {
    if (column < 0 || column >= ColumnCount) return;
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    std::vector<QString> names;
    for (const QModelIndex& index : before) names.push_back(rows_[std::size_t(index.row())].name);
    sortColumn_ = column;
    sortOrder_ = order;
    sortRows();
    // Names are unique per row: each persistent index follows its name.
    for (int i = 0; i < before.size(); ++i) {
        const auto at = std::find_if(rows_.begin(), rows_.end(), [&](const SliceStatistics& s) { return s.name == names[std::size_t(i)]; });
        changePersistentIndex(before[i], index(int(at - rows_.begin()), before[i].column()));
    }
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

// Ties are in name order (either direction), so equal rows never swap
// between selections; the Name column sorts by name alone.
void SelectionStatsModel::sortRows() {
    if (sortColumn_ < 0) return;
    auto value = [this](const SliceStatistics& s) -> double {
        switch (sortColumn_) {
            case Count: return double(s.count);
            case Total: return double(s.total);
            case Min: return double(s.min);
            case Max: return double(s.max);
            case Average: return s.average;
            default: return 0.0;
        }
    };
    const bool ascending = sortOrder_ == Qt::AscendingOrder;
    std::stable_sort(rows_.begin(), rows_.end(), [&](const SliceStatistics& a, const SliceStatistics& b) {
        if (sortColumn_ == Name) return ascending ? a.name < b.name : b.name < a.name;
        if (sortColumn_ == Contexts && a.contexts != b.contexts) {
            const QString x = a.contexts.join(QLatin1Char(',')), y = b.contexts.join(QLatin1Char(','));
            return ascending ? x < y : y < x;
        }
        const double x = value(a), y = value(b);
        if (x != y) return ascending ? x < y : y < x;
        return a.name < b.name;
    });
}

int SelectionStatsModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(rows_.size()); }

int SelectionStatsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

// Display gives exact integers (the average to two decimals); EditRole the
// raw numbers, for sorting and tests.
QVariant SelectionStatsModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const SliceStatistics& s = rows_[static_cast<std::size_t>(index.row())];
    if (role == Qt::TextAlignmentRole)
        return index.column() == Name || index.column() == Contexts ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                                                    : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::EditRole && role != Qt::ToolTipRole) return {};
    switch (index.column()) {
        case Name:
            if (role == Qt::ToolTipRole && !s.contexts.isEmpty()) return tr("%1\non %2").arg(s.name, s.contexts.join(QStringLiteral(", ")));
            return s.name;
        case Contexts: return s.contexts.join(QStringLiteral(", "));
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
        case Contexts: return tr("Contexts");
        case Count: return tr("Count");
        case Total: return tr("Total");
        case Min: return tr("Min");
        case Max: return tr("Max");
        case Average: return tr("Average");
        default: return {};
    }
}

}  // namespace tcpwb::widgets
