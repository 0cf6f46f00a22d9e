#include "widgets/analysis/SourceCostModel.h"

#include "widgets/analysis/AnalysisText.h"
#include "widgets/analysis/TimelineIndex.h"

namespace tcpwb::widgets {

namespace {
const analysis::SourceCost kNoCost;
}

void SourceCostModel::setIndex(std::shared_ptr<const TimelineIndex> index) {
    beginResetModel();
    index_ = std::move(index);
    rowOfOp_.clear();
    if (index_) {
        rowOfOp_.assign(index_->graph.ops.size(), -1);
        const auto& rows = index_->sourceCost.rows;
        for (std::size_t r = 0; r < rows.size(); ++r)
            for (analysis::OpId op : rows[r].opIds) rowOfOp_[op] = static_cast<int>(r);
    }
    endResetModel();
}

const analysis::SourceCost& SourceCostModel::cost() const { return index_ ? index_->sourceCost : kNoCost; }

const analysis::SourceRow& SourceCostModel::row(int row) const { return cost().rows.at(static_cast<std::size_t>(row)); }

int SourceCostModel::rowOfOperation(analysis::OpId op) const { return op < rowOfOp_.size() ? rowOfOp_[op] : -1; }

int SourceCostModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(cost().rows.size()); }

int SourceCostModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant SourceCostModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const analysis::SourceRow& r = row(index.row());
    const int column = index.column();
    if (role == Qt::TextAlignmentRole)
        return column <= Ops ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole)
        return tr("%1:%2:%3\n%4\n%5 ops, %6 busy cycles (%7 of the makespan), cycles %8 to %9, on %10")
            .arg(QString::fromStdString(r.file))
            .arg(r.line)
            .arg(r.column)
            .arg(QString::fromStdString(r.text))
            .arg(r.ops)
            .arg(r.busyCycles)
            .arg(shareText(r.share))
            .arg(r.firstStart)
            .arg(r.lastEnd)
            .arg(joined(r.contexts));
    if (role != Qt::DisplayRole && role != Qt::EditRole) return {};
    const bool raw = role == Qt::EditRole;
    switch (column) {
        case Cycles: return qulonglong(r.busyCycles);
        case Share: return raw ? QVariant(r.share) : QVariant(shareText(r.share));
        case Ops: return qulonglong(r.ops);
        case Where:
            // Sorted by place: file, then line and column.
            return raw ? QVariant(QStringLiteral("%1:%2:%3")
                                      .arg(QString::fromStdString(r.file))
                                      .arg(r.line, 10, 10, QLatin1Char('0'))
                                      .arg(r.column, 10, 10, QLatin1Char('0')))
                       : QVariant(shortLocation(r.file, r.line, r.column));
        case Contexts: return joined(r.contexts);
        case Operation: return QString::fromStdString(r.text);
        default: return {};
    }
}

QVariant SourceCostModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
        case Cycles: return tr("Cycles");
        case Share: return tr("Share");
        case Ops: return tr("Ops");
        case Where: return tr("Where");
        case Contexts: return tr("Contexts");
        case Operation: return tr("Operation");
        default: return {};
    }
}

}  // namespace tcpwb::widgets
