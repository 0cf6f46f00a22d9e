#pragma once
// The statistics of the timeline's selected range as a table: one row per
// slice name with the contexts its slices occupy, count, total, min, max
// and average duration, sortable by any column (a new selection keeps the
// order the user chose). An operation on several contexts is one count.
#include <QAbstractTableModel>
#include <vector>

#include "widgets/timeline/TimelineModel.h"

namespace tcpwb::widgets {

class SelectionStatsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Name, Contexts, Count, Total, Min, Max, Average, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;

    void setStatistics(std::vector<SliceStatistics> rows);
    const std::vector<SliceStatistics>& statistics() const { return rows_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

private:
    void sortRows();

    std::vector<SliceStatistics> rows_;
    int sortColumn_ = -1;  // none: the order core gives
    Qt::SortOrder sortOrder_ = Qt::AscendingOrder;
};

}  // namespace tcpwb::widgets
