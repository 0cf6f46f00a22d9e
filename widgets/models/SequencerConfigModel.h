#pragma once
// The entries of a derived sequencer configuration, one row each, outermost
// first: what the hardware's nested loops iterate and how far each step
// moves in memory. Shows the configuration after merging (what the hardware
// is given) or term by term before it.
#include <QAbstractTableModel>
#include <optional>

#include "sequencer/config.h"
#include "sequencer/masking.h"

namespace tcpwb::widgets {

class SequencerConfigModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Term, Size, Stride, StrideBytes, Role, ColumnCount };

    explicit SequencerConfigModel(QObject* parent = nullptr);

    // nullopt clears the table (the configuration failed or is not asked for).
    void setConfig(std::optional<sequencer::Config> config, tensor::DType dtype, std::optional<sequencer::MaskConfig> mask = std::nullopt);
    void setShowMerged(bool merged);
    bool showMerged() const { return merged_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const std::vector<sequencer::Entry>& entries() const;
    QVariant display(const sequencer::Entry& entry, int row, int column) const;
    QString roleOf(const sequencer::Entry& entry, int row) const;

    std::optional<sequencer::Config> config_;
    std::optional<sequencer::MaskConfig> mask_;
    tensor::DType dtype_ = tensor::DType::I8;
    bool merged_ = true;
};

}  // namespace tcpwb::widgets
