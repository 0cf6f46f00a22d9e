#pragma once
// The bank streaks of a fetch or commit stream, one row each in order of
// their first access: the bank, the first and last access (cycle), the
// length, and the tensor coordinates of the elements that collide.
#include <QAbstractTableModel>
#include <vector>

#include "widgets/banks/BankStream.h"

namespace tcpwb::widgets {

class BankStreakModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Bank, First, Last, Length, Coordinates, ColumnCount };

    explicit BankStreakModel(QObject* parent = nullptr);

    void setStreaks(std::vector<BankStreakInfo> streaks);
    const BankStreakInfo* streakAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<BankStreakInfo> streaks_;
};

}  // namespace tcpwb::widgets
