#pragma once
// The cost per source line (analysis::costBySource) as a table: one row
// per source location and operation text, largest busy cycles first, as
// `tcpwb-cli trace --by-source` prints it. Display gives the numbers as
// text; EditRole the raw numbers, so a QSortFilterProxyModel with sortRole
// EditRole sorts any column numerically.
#include <QAbstractTableModel>
#include <memory>
#include <vector>

#include "analysis/by_source.h"

namespace tcpwb::widgets {

struct TimelineIndex;

class SourceCostModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Cycles, Share, Ops, Where, Contexts, Operation, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;

    // The index's cost per source line (empty for none).
    void setIndex(std::shared_ptr<const TimelineIndex> index);
    const analysis::SourceCost& cost() const;
    const analysis::SourceRow& row(int row) const;
    // The row holding an operation, or -1 (unlocated, or no such operation).
    int rowOfOperation(analysis::OpId op) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const TimelineIndex> index_;
    std::vector<int> rowOfOp_;  // per operation: its row, or -1
};

}  // namespace tcpwb::widgets
