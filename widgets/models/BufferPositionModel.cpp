#include "widgets/models/BufferPositionModel.h"

#include <QBrush>
#include <QGuiApplication>
#include <QPalette>

#include "widgets/document/LayoutSlices.h"
#include "widgets/models/CoreText.h"
#include "widgets/toolkit/PaletteColors.h"

namespace tcpwb::widgets {

BufferPositionModel::BufferPositionModel(QObject* parent) : QAbstractTableModel(parent) {}

void BufferPositionModel::setMapping(std::shared_ptr<const mapping::CompiledMapping> mapping,
                                     std::shared_ptr<const SliceStructure> slices) {
    beginResetModel();
    mapping_ = std::move(mapping);
    // A structure over another Element buffer would name the wrong elements.
    slices_ = mapping_ && slices && slices->elements() == mapping_->size() ? std::move(slices) : nullptr;
    slice_ = 0;
    endResetModel();
}

bool BufferPositionModel::truncated() const { return mapping_ && mapping_->size() > u64(kMaxRows); }

void BufferPositionModel::setSlice(u64 globalSlice) {
    if (!slices_ || globalSlice >= slices_->sliceCount() || globalSlice == slice_) return;
    slice_ = globalSlice;
    emit headerDataChanged(Qt::Horizontal, InSlice, InSlice);
    if (rowCount() > 0) emit dataChanged(index(0, InSlice), index(rowCount() - 1, InSlice));
}

int BufferPositionModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() || !mapping_) return 0;
    return static_cast<int>(std::min<u64>(mapping_->size(), kMaxRows));
}

int BufferPositionModel::columnCount(const QModelIndex& parent) const {
    if (parent.isValid()) return 0;
    return slices_ ? ColumnCount : InSlice;
}

u64 BufferPositionModel::wholePosition(u64 position) const { return slice_ * slices_->elements() + position; }

bool BufferPositionModel::isPadding(int column, u64 position) const {
    if (column == Holds) return !mapping_->at(position);
    return column == InSlice && !slices_->whole().at(wholePosition(position));
}

QVariant BufferPositionModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid)) return {};
    const u64 position = u64(index.row());
    const int column = index.column();
    if (role == Qt::DisplayRole) {
        if (column == Position) return qulonglong(position);
        if (column == Holds) return describePosition(*mapping_, position);
        return describePosition(slices_->whole(), wholePosition(position));
    }
    // Padding rows are greyed out so the held elements stand out.
    if (role == Qt::ForegroundRole && isPadding(column, position)) return QBrush(mutedTextColor(QGuiApplication::palette()));
    if (role == Qt::TextAlignmentRole && column == Position) return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant BufferPositionModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole && section == InSlice)
        return tr("What the position holds in %1: the slice's coordinate joined with the element's index").arg(slices_->placeName(slice_));
    if (role != Qt::DisplayRole) return {};
    if (section == Position) return tr("Position");
    if (section == Holds) return tr("Holds tensor index");
    return tr("In slice %1").arg(slice_);
}

}  // namespace tcpwb::widgets
