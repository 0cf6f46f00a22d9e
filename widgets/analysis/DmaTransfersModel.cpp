#include "widgets/analysis/DmaTransfersModel.h"

#include <QFont>
#include <QGuiApplication>
#include <QPalette>
#include <QStringList>

#include "memory/hbm.h"
#include "widgets/analysis/AnalysisText.h"
#include "widgets/analysis/TimelineIndex.h"
#include "widgets/toolkit/PaletteColors.h"

namespace tcpwb::widgets {

void DmaTransfersModel::setIndex(std::shared_ptr<const TimelineIndex> index) {
    beginResetModel();
    index_ = std::move(index);
    endResetModel();
}

const analysis::DmaTransfer& DmaTransfersModel::transfer(int row) const { return index_->dma.at(static_cast<std::size_t>(row)); }

int DmaTransfersModel::rowOfOperation(analysis::OpId op) const {
    if (!index_) return -1;
    for (std::size_t r = 0; r < index_->dma.size(); ++r)
        if (index_->dma[r].op == op) return static_cast<int>(r);
    return -1;
}

QString DmaTransfersModel::summary() const {
    const std::size_t count = index_ ? index_->dma.size() : 0;
    const double peak = count ? index_->dma.front().peakBytesPerCycle : double(memory::kDmaEngineBytesPerCycle);
    return tr("%n DMA transfer(s), against the DMA Engine's peak of %1 B/cycle (the manual's Memory Performance).", nullptr, int(count))
        .arg(peak, 0, 'f', 0);
}

int DmaTransfersModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !index_ ? 0 : static_cast<int>(index_->dma.size());
}

int DmaTransfersModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant DmaTransfersModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const analysis::OpGraph& g = index_->graph;
    const analysis::DmaTransfer& d = transfer(index.row());
    const analysis::Op& op = g.ops[d.op];
    const int column = index.column();
    if (role == Qt::TextAlignmentRole)
        return column <= Util ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole && column == OfPeak && d.abovePeak()) return errorTextColor(QGuiApplication::palette());
    if (role == Qt::FontRole && column == OfPeak && d.abovePeak()) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::ToolTipRole) {
        QStringList tensors;
        for (analysis::TensorId t : d.tensors) tensors << QString::fromStdString(g.nameOf(g.tensors[t]));
        QString text = tr("%1: %2 bytes (%3 without padding) in %4 cycles, %5 B/cycle, %6 of the peak; tensors %7")
                           .arg(operationText(g, d.op))
                           .arg(d.bytes)
                           .arg(d.validBytes)
                           .arg(op.duration())
                           .arg(d.bytesPerCycle, 0, 'f', 1)
                           .arg(shareText(d.peakShare), tensors.join(QStringLiteral(", ")));
        if (d.abovePeak())
            text += QLatin1Char('\n') +
                    tr("More DM bytes than the engine moves at its peak: the source is smaller (one copy written to several slices).");
        return text;
    }
    if (role != Qt::DisplayRole && role != Qt::EditRole) return {};
    const bool raw = role == Qt::EditRole;
    switch (column) {
        case Cycles: return qulonglong(op.duration());
        case Bytes: return qulonglong(d.bytes);
        case ValidBytes: return qulonglong(d.validBytes);
        case BytesPerCycle: return raw ? QVariant(d.bytesPerCycle) : QVariant(QString::number(d.bytesPerCycle, 'f', 1));
        case OfPeak: return raw ? QVariant(d.peakShare) : QVariant(shareText(d.peakShare));
        case Util:
            if (!d.scheduleUtil) return raw ? QVariant(-1.0) : QVariant(QStringLiteral("–"));
            return raw ? QVariant(*d.scheduleUtil) : QVariant(shareText(*d.scheduleUtil));
        case Where: return shortLocation(g, op);
        case Operation: return QString::fromStdString(g.text(op.name));
        default: return {};
    }
}

QVariant DmaTransfersModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole) {
        if (section == ValidBytes) return tr("Bytes without the padding the tensors' shapes give");
        if (section == OfPeak) return tr("Bytes per cycle against the DMA Engine's peak; above 100% the same data lands in several slices");
        if (section == Util) return tr("The schedule's own util.total_util");
        return {};
    }
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
        case Cycles: return tr("Cycles");
        case Bytes: return tr("Bytes");
        case ValidBytes: return tr("Valid");
        case BytesPerCycle: return tr("B/cycle");
        case OfPeak: return tr("Of peak");
        case Util: return tr("Util");
        case Where: return tr("Where");
        case Operation: return tr("Operation");
        default: return {};
    }
}

}  // namespace tcpwb::widgets
