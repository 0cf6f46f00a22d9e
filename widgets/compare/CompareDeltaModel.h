#pragma once
// The Compare tab's table: one row per operation of a trace::Comparison,
// the matched ones first in the comparison's rank (largest regression
// first, then improvements), then what is only in A and only in B. Display
// gives signed deltas and percentages; EditRole the raw numbers, so a
// QSortFilterProxyModel with sortRole EditRole sorts any column numerically.
#include <QAbstractTableModel>
#include <optional>
#include <vector>

#include "trace/compare.h"

namespace tcpwb::widgets {

class CompareDeltaModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        Rank,
        Track,
        Name,
        Occurrence,
        StartA,
        DurationA,
        StartB,
        DurationB,
        DurationDelta,
        DurationPercent,
        StartDelta,
        ColumnCount
    };
    enum class Kind { Matched, OnlyA, OnlyB };

    // One row: a matched op, or a slice only one side has.
    struct Row {
        Kind kind = Kind::Matched;
        std::size_t index = 0;  // into Comparison::ops, onlyA or onlyB
    };

    using QAbstractTableModel::QAbstractTableModel;

    void setComparison(std::optional<trace::Comparison> comparison);
    const std::optional<trace::Comparison>& comparison() const { return comparison_; }
    Row rowAt(int row) const { return rows_.at(static_cast<std::size_t>(row)); }
    // The slice's span in A and in B (none on a side that lacks it).
    std::optional<trace::ComparedSlice> sliceA(int row) const;
    std::optional<trace::ComparedSlice> sliceB(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant matchedData(const trace::OpDelta& d, int row, int column, int role) const;
    QVariant unmatchedData(const trace::UnmatchedOp& u, Kind kind, int row, int column, int role) const;

    std::optional<trace::Comparison> comparison_;
    std::vector<Row> rows_;
};

}  // namespace tcpwb::widgets
