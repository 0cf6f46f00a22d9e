#pragma once
// The critical path (analysis::criticalPath) as a table, from the kernel's
// start to the operation that ends last: each operation's cycles, what it
// waited for and the cycles the schedule does not explain (slack), as
// `tcpwb-cli trace --critical-path` prints it.
#include <QAbstractTableModel>
#include <memory>

#include "analysis/critical_path.h"

namespace tcpwb::widgets {

struct TimelineIndex;

class CriticalPathModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Step, Start, End, Cycles, Slack, WaitedFor, Where, Operation, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;

    void setIndex(std::shared_ptr<const TimelineIndex> index);
    // The operation of a row.
    analysis::OpId operation(int row) const;
    // The row of an operation on the path, or -1.
    int rowOfOperation(analysis::OpId op) const;
    // "9 ops ending at 23839: 22836 busy, 1003 waiting unexplained; MainContext 12000, ..."
    QString summary() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const analysis::CriticalPath* path() const;

    std::shared_ptr<const TimelineIndex> index_;
};

}  // namespace tcpwb::widgets
