#include "widgets/kernel/KernelOutputsModel.h"

#include <QColor>

#include "widgets/kernel/KernelDocument.h"

namespace tcpwb::widgets {

KernelOutputsModel::KernelOutputsModel(KernelDocument* document, QObject* parent) : QAbstractTableModel(parent), document_(document) {
    connect(document_, &KernelDocument::loaded, this, &KernelOutputsModel::refresh);
    connect(document_, &KernelDocument::runStarted, this, &KernelOutputsModel::refresh);
    connect(document_, &KernelDocument::runFinished, this, &KernelOutputsModel::refresh);
    refresh();
}

// The row count is cached so a reset always reports what it changed from.
void KernelOutputsModel::refresh() {
    beginResetModel();
    const sim::RunResult* result = document_->runResult();
    rows_ = result ? int(result->outputs.size()) : 0;
    endResetModel();
}

int KernelOutputsModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : rows_; }

int KernelOutputsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant KernelOutputsModel::data(const QModelIndex& index, int role) const {
    const sim::RunResult* result = document_->runResult();
    if (!index.isValid() || !result || index.row() >= int(result->outputs.size())) return {};
    const sim::OutputCheck& check = result->outputs[std::size_t(index.row())];
    if (role == Qt::BackgroundRole && index.column() == Ok) return check.ok ? QColor(0xc8, 0xe6, 0xc9) : QColor(0xff, 0xcd, 0xd2);
    if (role == Qt::ForegroundRole && index.column() == Ok) return QColor(Qt::black);
    if (role == Qt::TextAlignmentRole && index.column() != Tensor) return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole) return {};
    switch (index.column()) {
        case Tensor: return QString::fromStdString(check.tensor);
        case Elements: return qulonglong(check.elements);
        case MaxError: return QString::number(check.maxAbsError, 'g', 3);
        case Tolerance: return check.tolerance == 0 ? tr("exact") : QString::number(check.tolerance, 'g', 3);
        case Ok: return check.ok ? tr("ok") : tr("MISMATCH");
        default: return {};
    }
}

QVariant KernelOutputsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case Tensor: return tr("Output");
        case Elements: return tr("Elements");
        case MaxError: return tr("Max |error|");
        case Tolerance: return tr("Tolerance");
        case Ok: return tr("Check");
        default: return {};
    }
}

}  // namespace tcpwb::widgets
