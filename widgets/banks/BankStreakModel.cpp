#include "widgets/banks/BankStreakModel.h"

namespace tcpwb::widgets {

BankStreakModel::BankStreakModel(QObject* parent) : QAbstractTableModel(parent) {}

void BankStreakModel::setStreaks(std::vector<BankStreakInfo> streaks) {
    beginResetModel();
    streaks_ = std::move(streaks);
    endResetModel();
}

const BankStreakInfo* BankStreakModel::streakAt(int row) const {
    return row >= 0 && row < int(streaks_.size()) ? &streaks_[std::size_t(row)] : nullptr;
}

int BankStreakModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(streaks_.size()); }

int BankStreakModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant BankStreakModel::data(const QModelIndex& index, int role) const {
    const BankStreakInfo* streak = index.isValid() ? streakAt(index.row()) : nullptr;
    if (!streak) return {};
    if (role == Qt::TextAlignmentRole && index.column() != Coordinates) return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == Coordinates && streak->sampled)
        return tr("Named from evenly spaced accesses of the streak (its first and last among them): one update looks up "
                  "at most %1 buffer positions.")
            .arg(qulonglong(kCoordinateBudget));
    if (role != Qt::DisplayRole) return {};
    switch (index.column()) {
        case Bank: return streak->bank;
        case First: return qulonglong(streak->first);
        case Last: return qulonglong(streak->last);
        case Length: return qulonglong(streak->length);
        case Coordinates: return streak->coordinates;
        default: return {};
    }
}

QVariant BankStreakModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole) return {};
    if (orientation == Qt::Vertical) return section + 1;
    switch (section) {
        case Bank: return tr("Bank");
        case First: return tr("First access");
        case Last: return tr("Last access");
        case Length: return tr("Length");
        case Coordinates: return tr("Colliding elements");
        default: return {};
    }
}

}  // namespace tcpwb::widgets
