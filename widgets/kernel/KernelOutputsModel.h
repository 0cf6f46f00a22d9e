#pragma once
// The outputs of the last run checked against the reference computation:
// one row per output tensor with its element count, the largest absolute
// error, the tolerance at that element and whether every element is within
// its tolerance (green, or red for a mismatch).
#include <QAbstractTableModel>

namespace tcpwb::widgets {

class KernelDocument;

class KernelOutputsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Tensor, Elements, MaxError, Tolerance, Ok, ColumnCount };

    explicit KernelOutputsModel(KernelDocument* document, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void refresh();

    KernelDocument* document_;
    int rows_ = 0;
};

}  // namespace tcpwb::widgets
