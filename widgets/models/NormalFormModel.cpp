#include "widgets/models/NormalFormModel.h"

#include "widgets/models/CoreText.h"

namespace tcpwb::widgets {

NormalFormModel::NormalFormModel(QObject* parent) : QAbstractTableModel(parent) {}

void NormalFormModel::setMapping(std::shared_ptr<const mapping::CompiledMapping> mapping) {
    // A reset, not row diffs: every keystroke may change every factor.
    beginResetModel();
    mapping_ = std::move(mapping);
    endResetModel();
}

int NormalFormModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() || !mapping_) return 0;
    return static_cast<int>(mapping_->normalForm().factors.size());
}

int NormalFormModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant NormalFormModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid)) return {};
    const mapping::Factor& factor = mapping_->normalForm().factors.at(static_cast<std::size_t>(index.row()));
    switch (role) {
        case Qt::DisplayRole: return display(factor, index.column());
        case Qt::ToolTipRole: return toolTip(index.column());
        case Qt::TextAlignmentRole:
            if (index.column() == Content || index.column() == Padding) return QVariant();
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        default: return {};
    }
}

QVariant NormalFormModel::display(const mapping::Factor& factor, int column) const {
    // Numbers go out as qulonglong so sorting and copying keep their value.
    switch (column) {
        case Content: return factorContentName(factor, mapping_->env());
        case Size: return qulonglong(factor.size);
        case Valid: return qulonglong(factor.extent);
        case Step: return qulonglong(factor.step);
        case Offset: return qulonglong(factor.offset);
        case Padding: return factor.isPadded() ? padKindName(factor.pad) : QString();
        default: return {};
    }
}

QString NormalFormModel::toolTip(int column) const {
    switch (column) {
        case Content: return tr("The axis this digit of the buffer position walks (or what else it stands for)");
        case Size: return tr("How many values this digit takes");
        case Valid: return tr("Digits at or above this are padding");
        case Step: return tr("How far along the axis one step of this digit goes");
        case Offset: return tr("Where along the axis digit 0 starts");
        case Padding: return tr("What the padding positions hold, when there are any");
        default: return {};
    }
}

QVariant NormalFormModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
        case Content: return tr("Content");
        case Size: return tr("Size");
        case Valid: return tr("Valid");
        case Step: return tr("Step");
        case Offset: return tr("Offset");
        case Padding: return tr("Padding");
        default: return {};
    }
}

}  // namespace tcpwb::widgets
