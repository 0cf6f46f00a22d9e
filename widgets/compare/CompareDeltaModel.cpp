#include "widgets/compare/CompareDeltaModel.h"

#include <QBrush>
#include <QCoreApplication>
#include <QColor>
#include <QGuiApplication>

#include "widgets/toolkit/PaletteColors.h"

namespace tcpwb::widgets {

namespace {

QString signedText(std::int64_t value) { return value > 0 ? QStringLiteral("+%1").arg(value) : QString::number(value); }

QString percentText(const std::optional<double>& percent) {
    if (!percent) return QCoreApplication::translate("tcpwb::widgets::CompareDeltaModel", "n/a");
    return (*percent > 0 ? QStringLiteral("+") : QString()) + QString::number(*percent, 'f', 1) + QLatin1Char('%');
}

// Slower is red, faster green, each made legible on the current theme.
QVariant deltaColour(std::int64_t delta) {
    const QPalette palette = QGuiApplication::palette();
    if (delta > 0) return QBrush(legibleOn(QColor(0xd0, 0x3a, 0x2f), palette));
    if (delta < 0) return QBrush(legibleOn(QColor(0x2e, 0x9e, 0x4f), palette));
    return {};
}

}  // namespace

void CompareDeltaModel::setComparison(std::optional<trace::Comparison> comparison) {
    beginResetModel();
    comparison_ = std::move(comparison);
    rows_.clear();
    if (comparison_) {
        for (std::size_t i = 0; i < comparison_->ops.size(); ++i) rows_.push_back({Kind::Matched, i});
        for (std::size_t i = 0; i < comparison_->onlyA.size(); ++i) rows_.push_back({Kind::OnlyA, i});
        for (std::size_t i = 0; i < comparison_->onlyB.size(); ++i) rows_.push_back({Kind::OnlyB, i});
    }
    endResetModel();
}

std::optional<trace::ComparedSlice> CompareDeltaModel::sliceA(int row) const {
    const Row r = rowAt(row);
    if (r.kind == Kind::Matched) return comparison_->ops[r.index].a;
    if (r.kind == Kind::OnlyA) return comparison_->onlyA[r.index].slice;
    return std::nullopt;
}

std::optional<trace::ComparedSlice> CompareDeltaModel::sliceB(int row) const {
    const Row r = rowAt(row);
    if (r.kind == Kind::Matched) return comparison_->ops[r.index].b;
    if (r.kind == Kind::OnlyB) return comparison_->onlyB[r.index].slice;
    return std::nullopt;
}

int CompareDeltaModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(rows_.size()); }

int CompareDeltaModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant CompareDeltaModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    if (role == Qt::TextAlignmentRole)
        return index.column() == Track || index.column() == Name ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                                                 : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    const Row r = rows_[static_cast<std::size_t>(index.row())];
    if (r.kind == Kind::Matched) return matchedData(comparison_->ops[r.index], index.row(), index.column(), role);
    const auto& list = r.kind == Kind::OnlyA ? comparison_->onlyA : comparison_->onlyB;
    return unmatchedData(list[r.index], r.kind, index.row(), index.column(), role);
}

QVariant CompareDeltaModel::matchedData(const trace::OpDelta& d, int row, int column, int role) const {
    if (role == Qt::ForegroundRole && (column == DurationDelta || column == DurationPercent)) return deltaColour(d.durationDelta());
    if (role == Qt::ToolTipRole) {
        const std::int64_t shift = d.startDelta();
        const QString start = shift == 0  ? tr("starts at the same cycle")
                              : shift > 0 ? tr("starts %1 cycles later").arg(shift)
                                          : tr("starts %1 cycles earlier").arg(QString::number(u64{0} - static_cast<u64>(shift)));
        return tr("%1 on %2 (occurrence %3): %4 cycles in A, %5 in B (%6, %7); %8")
            .arg(QString::fromStdString(d.name), QString::fromStdString(d.track))
            .arg(d.occurrence)
            .arg(qulonglong(d.a.duration()))
            .arg(qulonglong(d.b.duration()))
            .arg(signedText(d.durationDelta()), percentText(d.durationPercent()), start);
    }
    if (role != Qt::DisplayRole && role != Qt::EditRole) return {};
    const bool raw = role == Qt::EditRole;
    switch (column) {
        case Rank: return row + 1;
        case Track: return QString::fromStdString(d.track);
        case Name:
            return raw ? QString::fromStdString(d.name) : QString(int(d.depth) * 2, QLatin1Char(' ')) + QString::fromStdString(d.name);
        case Occurrence: return d.occurrence;
        case StartA: return qulonglong(d.a.start);
        case DurationA: return qulonglong(d.a.duration());
        case StartB: return qulonglong(d.b.start);
        case DurationB: return qulonglong(d.b.duration());
        case DurationDelta: return raw ? QVariant(qlonglong(d.durationDelta())) : QVariant(signedText(d.durationDelta()));
        case DurationPercent:
            if (raw) return d.durationPercent() ? QVariant(*d.durationPercent()) : QVariant();
            return percentText(d.durationPercent());
        case StartDelta: return raw ? QVariant(qlonglong(d.startDelta())) : QVariant(signedText(d.startDelta()));
        default: return {};
    }
}

QVariant CompareDeltaModel::unmatchedData(const trace::UnmatchedOp& u, Kind kind, int row, int column, int role) const {
    const bool inA = kind == Kind::OnlyA;
    if (role == Qt::ForegroundRole && column == DurationDelta) return QBrush(mutedTextColor(QGuiApplication::palette()));
    if (role == Qt::ToolTipRole)
        return (inA ? tr("%1 on %2 (occurrence %3) is only in A: B has no match for it")
                    : tr("%1 on %2 (occurrence %3) is only in B: A has no match for it"))
            .arg(QString::fromStdString(u.name), QString::fromStdString(u.track))
            .arg(u.occurrence);
    if (role != Qt::DisplayRole && role != Qt::EditRole) return {};
    switch (column) {
        case Rank: return row + 1;
        case Track: return QString::fromStdString(u.track);
        case Name: return QString::fromStdString(u.name);
        case Occurrence: return u.occurrence;
        case StartA: return inA ? QVariant(qulonglong(u.slice.start)) : QVariant();
        case DurationA: return inA ? QVariant(qulonglong(u.slice.duration())) : QVariant();
        case StartB: return inA ? QVariant() : QVariant(qulonglong(u.slice.start));
        case DurationB: return inA ? QVariant() : QVariant(qulonglong(u.slice.duration()));
        case DurationDelta: return role == Qt::EditRole ? QVariant() : QVariant(inA ? tr("only in A") : tr("only in B"));
        default: return {};
    }
}

QVariant CompareDeltaModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
        case Rank: return tr("Rank");
        case Track: return tr("Track");
        case Name: return tr("Operation");
        case Occurrence: return tr("#");
        case StartA: return tr("A start");
        case DurationA: return tr("A cycles");
        case StartB: return tr("B start");
        case DurationB: return tr("B cycles");
        case DurationDelta: return tr("Δ cycles");
        case DurationPercent: return tr("Δ %");
        case StartDelta: return tr("Δ start");
        default: return {};
    }
}

}  // namespace tcpwb::widgets
