#pragma once
// The switch's result as a two-column table (quantity, value): topology,
// output Slice and Time with their parts, ring_size, rings in parallel,
// cycles and the formula they come from. Empty when there is no plan.
#include <QAbstractTableModel>
#include <QStringList>

namespace tcpwb::widgets {

class SwitchData;

class SwitchSummaryModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Quantity, Value, ColumnCount };

    explicit SwitchSummaryModel(QObject* parent = nullptr);

    void setData(const SwitchData& data);
    // The value shown for a quantity ("ring_size", "cycles", ...), for tests.
    QString value(const QString& quantity) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QStringList quantities_, values_, tips_;
};

}  // namespace tcpwb::widgets
