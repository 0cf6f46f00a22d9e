#include "widgets/analysis/IdleHolesModel.h"

#include <QStringList>
#include <algorithm>

#include "widgets/analysis/AnalysisText.h"
#include "widgets/analysis/TimelineIndex.h"

namespace tcpwb::widgets {

void IdleHolesModel::setIndex(std::shared_ptr<const TimelineIndex> index) {
    beginResetModel();
    index_ = std::move(index);
    collect();
    endResetModel();
}

void IdleHolesModel::setMinCycles(u64 cycles) {
    cycles = std::max<u64>(cycles, 1);
    if (cycles == minCycles_) return;
    beginResetModel();
    minCycles_ = cycles;
    collect();
    endResetModel();
}

// The longest first; ties by context, then start.
void IdleHolesModel::collect() {
    rows_.clear();
    if (!index_) return;
    const auto& idle = index_->idle;
    for (std::size_t c = 0; c < idle.size(); ++c)
        for (std::size_t h = 0; h < idle[c].holes.size(); ++h)
            if (idle[c].holes[h].cycles() >= minCycles_) rows_.push_back({static_cast<std::uint32_t>(c), static_cast<std::uint32_t>(h)});
    std::stable_sort(rows_.begin(), rows_.end(), [&](const Ref& a, const Ref& b) {
        const analysis::IdleHole& x = idle[a.context].holes[a.hole];
        const analysis::IdleHole& y = idle[b.context].holes[b.hole];
        return x.cycles() > y.cycles();
    });
}

const analysis::IdleHole& IdleHolesModel::hole(int row) const {
    const Ref r = rows_.at(static_cast<std::size_t>(row));
    return index_->idle[r.context].holes[r.hole];
}

trace::TrackId IdleHolesModel::track(int row) const {
    const Ref r = rows_.at(static_cast<std::size_t>(row));
    return index_->graph.contextTracks[index_->idle[r.context].context];
}

QString IdleHolesModel::summary() const {
    if (!index_ || index_->idle.empty()) return {};
    QStringList lines;
    for (const analysis::ContextIdle& c : index_->idle) {
        const auto listed =
            std::count_if(c.holes.begin(), c.holes.end(), [this](const analysis::IdleHole& h) { return h.cycles() >= minCycles_; });
        lines << tr("%1: %2 busy, %3 idle cycles in %n hole(s) of at least %4", nullptr, int(listed))
                     .arg(QString::fromStdString(index_->graph.contexts[c.context]), shareText(c.utilisation))
                     .arg(c.idleCycles)
                     .arg(minCycles_);
    }
    return lines.join(QLatin1Char('\n'));
}

int IdleHolesModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(rows_.size()); }

int IdleHolesModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant IdleHolesModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const analysis::OpGraph& g = index_->graph;
    const Ref r = rows_[static_cast<std::size_t>(index.row())];
    const analysis::IdleHole& h = index_->idle[r.context].holes[r.hole];
    const QString context = QString::fromStdString(g.contexts[index_->idle[r.context].context]);
    const int column = index.column();
    if (role == Qt::TextAlignmentRole)
        return column >= Start && column <= Cycles ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                   : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole)
        return tr("%1 idle for %2 cycles, %3 to %4: after %5, before %6")
            .arg(context)
            .arg(h.cycles())
            .arg(h.start)
            .arg(h.end)
            .arg(h.after == analysis::kNone ? tr("the kernel's start") : operationText(g, h.after),
                 h.before == analysis::kNone ? tr("the kernel's end") : operationText(g, h.before));
    if (role != Qt::DisplayRole && role != Qt::EditRole) return {};
    switch (column) {
        case Context: return context;
        case Start: return qulonglong(h.start);
        case End: return qulonglong(h.end);
        case Cycles: return qulonglong(h.cycles());
        case After: return h.after == analysis::kNone ? tr("the start") : operationText(g, h.after);
        case Before: return h.before == analysis::kNone ? tr("the end") : operationText(g, h.before);
        default: return {};
    }
}

QVariant IdleHolesModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
        case Context: return tr("Context");
        case Start: return tr("Start");
        case End: return tr("End");
        case Cycles: return tr("Cycles");
        case After: return tr("After");
        case Before: return tr("Before");
        default: return {};
    }
}

}  // namespace tcpwb::widgets
