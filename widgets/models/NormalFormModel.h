#pragma once
// The factors of a compiled mapping's normal form, one row each, major
// first: what the buffer position's mixed-radix digits stand for. Empty
// when there is no mapping (the expression has an error).
#include <QAbstractTableModel>
#include <memory>

#include "mapping/mapping.h"

namespace tcpwb::widgets {

class NormalFormModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Content, Size, Valid, Step, Offset, Padding, ColumnCount };

    explicit NormalFormModel(QObject* parent = nullptr);

    void setMapping(std::shared_ptr<const mapping::CompiledMapping> mapping);
    const mapping::CompiledMapping* mapping() const { return mapping_.get(); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant display(const mapping::Factor& factor, int column) const;
    QString toolTip(int column) const;

    std::shared_ptr<const mapping::CompiledMapping> mapping_;
};

}  // namespace tcpwb::widgets
