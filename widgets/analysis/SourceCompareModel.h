#pragma once
// Two schedules compared line by line of the kernel's source
// (analysis::compareBySource), as `tcpwb-cli compare --by-source` prints
// them: the matched lines with B - A busy cycles (regressions first, then
// improvements, then unchanged), then the lines only in A (removed) and
// only in B (added). Display gives signed deltas; EditRole raw numbers for
// sorting.
#include <QAbstractTableModel>
#include <optional>
#include <vector>

#include "analysis/source_compare.h"

namespace tcpwb::widgets {

class SourceCompareModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Match, Where, CyclesA, CyclesB, Delta, Percent, Operation, ColumnCount };
    enum class Kind { Matched, Removed, Added };
    struct Row {
        Kind kind = Kind::Matched;
        std::size_t index = 0;  // into matched, removed or added
    };

    using QAbstractTableModel::QAbstractTableModel;

    void setComparison(std::optional<analysis::SourceComparison> comparison);
    const std::optional<analysis::SourceComparison>& comparison() const { return comparison_; }
    Row rowAt(int row) const { return rows_.at(static_cast<std::size_t>(row)); }
    // The row's source line in A and in B (none on the side without it).
    const analysis::SourceRow* rowA(int row) const;
    const analysis::SourceRow* rowB(int row) const;
    // The makespan change, and the warning when the two kernels differ.
    QString summary() const;
    QString warning() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::optional<analysis::SourceComparison> comparison_;
    std::vector<Row> rows_;
};

}  // namespace tcpwb::widgets
