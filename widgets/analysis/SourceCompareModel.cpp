#include "widgets/analysis/SourceCompareModel.h"

#include <QGuiApplication>
#include <QPalette>
#include <QStringList>

#include "widgets/analysis/AnalysisText.h"
#include "widgets/toolkit/PaletteColors.h"

namespace tcpwb::widgets {
namespace {

QString where(const analysis::SourceRow& r) { return shortLocation(r.file, r.line, r.column); }

}  // namespace

void SourceCompareModel::setComparison(std::optional<analysis::SourceComparison> comparison) {
    beginResetModel();
    comparison_ = std::move(comparison);
    rows_.clear();
    if (comparison_) {
        for (std::size_t i = 0; i < comparison_->matched.size(); ++i) rows_.push_back({Kind::Matched, i});
        for (std::size_t i = 0; i < comparison_->removed.size(); ++i) rows_.push_back({Kind::Removed, i});
        for (std::size_t i = 0; i < comparison_->added.size(); ++i) rows_.push_back({Kind::Added, i});
    }
    endResetModel();
}

const analysis::SourceRow* SourceCompareModel::rowA(int row) const {
    const Row r = rowAt(row);
    if (r.kind == Kind::Matched) return &comparison_->matched[r.index].a;
    if (r.kind == Kind::Removed) return &comparison_->removed[r.index];
    return nullptr;
}

const analysis::SourceRow* SourceCompareModel::rowB(int row) const {
    const Row r = rowAt(row);
    if (r.kind == Kind::Matched) return &comparison_->matched[r.index].b;
    if (r.kind == Kind::Added) return &comparison_->added[r.index];
    return nullptr;
}

QString SourceCompareModel::summary() const {
    if (!comparison_) return {};
    const analysis::SourceComparison& c = *comparison_;
    return tr("By source line: makespan %1 → %2 cycles (%3, %4); %5 lines matched, %6 removed, %7 added.")
        .arg(c.makespanA)
        .arg(c.makespanB)
        .arg(signedText(c.makespanDelta()), signedPercentText(c.makespanPercent()))
        .arg(c.matched.size())
        .arg(c.removed.size())
        .arg(c.added.size());
}

QString SourceCompareModel::warning() const {
    if (!comparison_ || comparison_->kernelDifferences.empty()) return {};
    QStringList lines;
    lines << tr("The two kernels differ, so this is a new baseline, not a tuning result:");
    for (const std::string& d : comparison_->kernelDifferences) lines << QString::fromStdString(d);
    return lines.join(QLatin1Char('\n'));
}

int SourceCompareModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(rows_.size()); }

int SourceCompareModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant SourceCompareModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const Row r = rows_[static_cast<std::size_t>(index.row())];
    const analysis::SourceRow* a = rowA(index.row());
    const analysis::SourceRow* b = rowB(index.row());
    const analysis::SourceDelta* d = r.kind == Kind::Matched ? &comparison_->matched[r.index] : nullptr;
    const std::int64_t delta = d ? d->delta() : r.kind == Kind::Removed ? -std::int64_t(a->busyCycles) : std::int64_t(b->busyCycles);
    const int column = index.column();
    if (role == Qt::TextAlignmentRole)
        return column >= CyclesA && column <= Percent ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                      : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole && (column == Delta || column == Percent) && delta != 0)
        return delta > 0 ? regressionTextColor(QGuiApplication::palette()) : improvementTextColor(QGuiApplication::palette());
    if (role == Qt::ToolTipRole) {
        if (r.kind == Kind::Removed)
            return tr("Only in A: %1:%2, %3 cycles\n%4")
                .arg(QString::fromStdString(a->file))
                .arg(a->line)
                .arg(a->busyCycles)
                .arg(QString::fromStdString(a->text));
        if (r.kind == Kind::Added)
            return tr("Only in B: %1:%2, %3 cycles\n%4")
                .arg(QString::fromStdString(b->file))
                .arg(b->line)
                .arg(b->busyCycles)
                .arg(QString::fromStdString(b->text));
        return tr("%1 (%2): %3 cycles in A at %4, %5 in B at %6 (%7, %8)\nA: %9\nB: %10")
            .arg(QString::fromStdString(std::string(analysis::sourceMatchName(d->match))), QString::fromStdString(b->file))
            .arg(a->busyCycles)
            .arg(where(*a))
            .arg(b->busyCycles)
            .arg(where(*b))
            .arg(signedText(delta), signedPercentText(d->percent()), QString::fromStdString(a->text), QString::fromStdString(b->text));
    }
    if (role != Qt::DisplayRole && role != Qt::EditRole) return {};
    const bool raw = role == Qt::EditRole;
    switch (column) {
        case Match:
            if (r.kind == Kind::Removed) return tr("removed");
            if (r.kind == Kind::Added) return tr("added");
            switch (d->match) {
                case analysis::SourceMatch::Same: return tr("same");
                case analysis::SourceMatch::Moved: return tr("moved");
                case analysis::SourceMatch::Edited: return tr("edited");
            }
            return {};
        case Where:
            if (a && b && (a->line != b->line || a->file != b->file)) return tr("%1 → %2").arg(where(*a)).arg(b->line);
            return where(a ? *a : *b);
        case CyclesA: return a ? QVariant(qulonglong(a->busyCycles)) : QVariant(raw ? QVariant(-1) : QVariant(QStringLiteral("–")));
        case CyclesB: return b ? QVariant(qulonglong(b->busyCycles)) : QVariant(raw ? QVariant(-1) : QVariant(QStringLiteral("–")));
        case Delta: return raw ? QVariant(qlonglong(delta)) : QVariant(signedText(delta));
        case Percent: {
            const std::optional<double> p = d ? d->percent() : std::nullopt;
            if (raw) return p ? QVariant(*p) : QVariant();
            return d ? signedPercentText(p) : QString();
        }
        case Operation: return QString::fromStdString((b ? b : a)->text);
        default: return {};
    }
}

QVariant SourceCompareModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
        case Match: return tr("Match");
        case Where: return tr("Where (A → B)");
        case CyclesA: return tr("A cycles");
        case CyclesB: return tr("B cycles");
        case Delta: return tr("Δ cycles");
        case Percent: return tr("Δ %");
        case Operation: return tr("Operation");
        default: return {};
    }
}

}  // namespace tcpwb::widgets
