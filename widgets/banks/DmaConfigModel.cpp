#include "widgets/banks/DmaConfigModel.h"

#include "widgets/document/StringBridge.h"

namespace tcpwb::widgets {

DmaConfigModel::DmaConfigModel(QObject* parent) : QAbstractTableModel(parent) {}

void DmaConfigModel::setPlan(std::optional<dma::DmaPlan> plan) {
    beginResetModel();
    plan_ = std::move(plan);
    endResetModel();
}

int DmaConfigModel::rowCount(const QModelIndex& parent) const { return parent.isValid() || !plan_ ? 0 : int(plan_->entries.size()); }

int DmaConfigModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant DmaConfigModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || !plan_ || index.row() >= int(plan_->entries.size())) return {};
    const dma::PairedEntry& e = plan_->entries[std::size_t(index.row())];
    if (role == Qt::TextAlignmentRole && index.column() != Term && index.column() != Role) return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && (index.column() == ReadStride || index.column() == WriteStride))
        return tr("In elements of the side's address space");
    if (role != Qt::DisplayRole) return {};
    switch (index.column()) {
        case Term: return toQt(e.term);
        case Size: return qulonglong(e.size);
        case ReadStride: return toQt(dma::strideLabel(plan_->in, plan_->dtype, e.readStride));
        case WriteStride: return toQt(dma::strideLabel(plan_->out, plan_->dtype, e.writeStride));
        case Role: return e.packet ? tr("packet (stride0)") : tr("time");
        default: return {};
    }
}

QVariant DmaConfigModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal) return {};
    switch (section) {
        case Term: return tr("Term");
        case Size: return tr("Size");
        case ReadStride: return tr("Read stride");
        case WriteStride: return tr("Write stride");
        case Role: return tr("Role");
        default: return {};
    }
}

}  // namespace tcpwb::widgets
