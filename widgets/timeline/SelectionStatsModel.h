#pragma once
// The statistics of the timeline's selected range as a table: one row per
// slice name with count, total, min, max and average duration.
#include <QAbstractTableModel>
#include <vector>

#include "timeline/TimelineModel.h"

namespace tcpwb::widgets {

class SelectionStatsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Name, Count, Total, Min, Max, Average, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;

    void setStatistics(std::vector<SliceStatistics> rows);
    const std::vector<SliceStatistics>& statistics() const { return rows_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<SliceStatistics> rows_;
};

}  // namespace tcpwb::widgets
