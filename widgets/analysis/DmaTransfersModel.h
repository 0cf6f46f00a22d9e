#pragma once
// The DMA operations of a schedule (analysis::dmaTransfers): bytes moved,
// bytes per cycle against the DMA Engine's peak, and the schedule's own
// util, one row each, as `tcpwb-cli trace --dma` prints them. A transfer
// landing more bytes than the engine moves at its peak (the same data
// written to several slices) is marked.
#include <QAbstractTableModel>
#include <memory>

#include "analysis/dma_rate.h"

namespace tcpwb::widgets {

struct TimelineIndex;

class DmaTransfersModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Cycles, Bytes, ValidBytes, BytesPerCycle, OfPeak, Util, Where, Operation, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;

    void setIndex(std::shared_ptr<const TimelineIndex> index);
    const analysis::DmaTransfer& transfer(int row) const;
    int rowOfOperation(analysis::OpId op) const;
    // "6 DMA transfers against the DMA Engine's peak of 256 B/cycle (...)".
    QString summary() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const TimelineIndex> index_;
};

}  // namespace tcpwb::widgets
