#pragma once
// The paired loop nest of a DMA operation (manual, "DMA Engine"), one row
// per entry, outermost first: the term, its size, and the read and write
// sequencers' strides in elements with the manual's labels (slice_stride...).
#include <QAbstractTableModel>
#include <optional>

#include "dma/plan.h"

namespace tcpwb::widgets {

class DmaConfigModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Term, Size, ReadStride, WriteStride, Role, ColumnCount };

    explicit DmaConfigModel(QObject* parent = nullptr);

    // nullopt clears the table. Shows the first descriptor's entries (every
    // engine starts from the same nest; segments only move the bases).
    void setPlan(std::optional<dma::DmaPlan> plan);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::optional<dma::DmaPlan> plan_;
};

}  // namespace tcpwb::widgets
