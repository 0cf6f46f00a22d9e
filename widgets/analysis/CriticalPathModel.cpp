#include "widgets/analysis/CriticalPathModel.h"

#include <QStringList>

#include "widgets/analysis/AnalysisText.h"
#include "widgets/analysis/TimelineIndex.h"

namespace tcpwb::widgets {

void CriticalPathModel::setIndex(std::shared_ptr<const TimelineIndex> index) {
    beginResetModel();
    index_ = std::move(index);
    endResetModel();
}

const analysis::CriticalPath* CriticalPathModel::path() const { return index_ ? &index_->criticalPath : nullptr; }

analysis::OpId CriticalPathModel::operation(int row) const { return path()->links.at(static_cast<std::size_t>(row)).op; }

int CriticalPathModel::rowOfOperation(analysis::OpId op) const {
    if (!path()) return -1;
    const auto& links = path()->links;
    for (std::size_t l = 0; l < links.size(); ++l)
        if (links[l].op == op) return static_cast<int>(l);
    return -1;
}

QString CriticalPathModel::summary() const {
    if (!path() || path()->links.empty()) return tr("No critical path: the schedule holds no operations.");
    const analysis::CriticalPath& p = *path();
    QStringList perContext;
    for (const auto& [context, cycles] : p.busyPerContext)
        perContext << QStringLiteral("%1 %2").arg(QString::fromStdString(index_->graph.contexts[context])).arg(cycles);
    return tr("%n op(s) ending at cycle %1: %2 busy, %3 waiting unexplained. On the path: %4.", nullptr, int(p.links.size()))
        .arg(p.end)
        .arg(p.busyCycles)
        .arg(p.slackCycles)
        .arg(perContext.join(QStringLiteral(", ")));
}

int CriticalPathModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !path() ? 0 : static_cast<int>(path()->links.size());
}

int CriticalPathModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant CriticalPathModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const analysis::OpGraph& g = index_->graph;
    const analysis::ChainLink& link = path()->links[static_cast<std::size_t>(index.row())];
    const analysis::Op& op = g.ops[link.op];
    const int column = index.column();
    if (role == Qt::TextAlignmentRole)
        return column <= Slack ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole) {
        QString text = tr("%1 on %2, cycles %3 to %4; waited for %5 (ready at cycle %6)")
                           .arg(operationText(g, link.op), QString::fromStdString(g.contextNames(op)))
                           .arg(op.start)
                           .arg(op.end)
                           .arg(waitText(g, link.wait))
                           .arg(link.wait.ready);
        for (const analysis::Wait& also : link.alsoReady) text += QLatin1Char('\n') + tr("also ready then: %1").arg(waitText(g, also));
        if (link.slack) text += QLatin1Char('\n') + tr("then %1 cycles the schedule does not explain").arg(link.slack);
        return text;
    }
    if (role != Qt::DisplayRole && role != Qt::EditRole) return {};
    switch (column) {
        case Step: return index.row() + 1;
        case Start: return qulonglong(op.start);
        case End: return qulonglong(op.end);
        case Cycles: return qulonglong(op.duration());
        case Slack: return qulonglong(link.slack);
        case WaitedFor: return waitText(g, link.wait);
        case Where: return shortLocation(g, op);
        case Operation: return QString::fromStdString(g.text(op.name));
        default: return {};
    }
}

QVariant CriticalPathModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
        case Step: return tr("#");
        case Start: return tr("Start");
        case End: return tr("End");
        case Cycles: return tr("Cycles");
        case Slack: return tr("Slack");
        case WaitedFor: return tr("Waited for");
        case Where: return tr("Where");
        case Operation: return tr("Operation");
        default: return {};
    }
}

}  // namespace tcpwb::widgets
