#include "widgets/models/SequencerConfigModel.h"

#include "widgets/document/StringBridge.h"

namespace tcpwb::widgets {

SequencerConfigModel::SequencerConfigModel(QObject* parent) : QAbstractTableModel(parent) {}

void SequencerConfigModel::setConfig(std::optional<sequencer::Config> config, tensor::DType dtype,
                                     std::optional<sequencer::MaskConfig> mask) {
    beginResetModel();
    config_ = std::move(config);
    dtype_ = dtype;
    mask_ = std::move(mask);
    endResetModel();
}

void SequencerConfigModel::setShowMerged(bool merged) {
    if (merged == merged_) return;
    beginResetModel();
    merged_ = merged;
    endResetModel();
}

// Merged: what the hardware is given, which with masking includes the
// `1 : 0` entry the masking may add for last_dim.
const std::vector<sequencer::Entry>& SequencerConfigModel::entries() const {
    if (!merged_) return config_->entries;
    return mask_ ? mask_->entries : config_->merged;
}

int SequencerConfigModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() || !config_) return 0;
    return static_cast<int>(entries().size());
}

int SequencerConfigModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant SequencerConfigModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid)) return {};
    const sequencer::Entry& entry = entries().at(static_cast<std::size_t>(index.row()));
    switch (role) {
        case Qt::DisplayRole: return display(entry, index.row(), index.column());
        case Qt::TextAlignmentRole:
            if (index.column() == Size || index.column() == Stride || index.column() == StrideBytes)
                return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
            return {};
        default: return {};
    }
}

QVariant SequencerConfigModel::display(const sequencer::Entry& entry, int row, int column) const {
    switch (column) {
        case Term: return toQt(entry.term);
        case Size: return qulonglong(entry.size);
        case Stride: return qulonglong(entry.stride);
        case StrideBytes: return qulonglong(tensor::bytesFor(dtype_, entry.stride));
        case Role: return roleOf(entry, row);
        default: return {};
    }
}

// What the entry is to the hardware: the packet, a broadcast, and the
// masking dimensions (merged view only: that is what the indices refer to).
QString SequencerConfigModel::roleOf(const sequencer::Entry& entry, int row) const {
    QStringList roles;
    if (entry.packet) roles << tr("packet");
    else if (entry.stride == 0 && entry.size > 1) roles << tr("broadcast");
    if (merged_ && mask_) {
        const auto at = static_cast<std::size_t>(row);
        if (mask_->lastDim == at) roles << tr("masking last_dim");
        if (mask_->rightmostValidCountDim == at) roles << tr("valid counts by index");
    }
    return roles.join(QStringLiteral(", "));
}

QVariant SequencerConfigModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
        case Term: return tr("Term");
        case Size: return tr("Size");
        case Stride: return tr("Stride");
        case StrideBytes: return tr("Bytes");
        case Role: return tr("Role");
        default: return {};
    }
}

}  // namespace tcpwb::widgets
