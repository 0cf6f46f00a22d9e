#pragma once
// The router animation's current cycle as a table, one row per slice of the
// ring group (root first): what its router does with which packet, what it
// outputs and whether its snoop bitmap keeps it, and how many packets it has
// kept so far. Follows a RouterStepper.
#include <QAbstractTableModel>

namespace tcpwb::widgets {

class RouterStepper;

class RouterCycleModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Slice, Role, Router, Output, Kept, ColumnCount };

    explicit RouterCycleModel(RouterStepper* stepper, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString roleName(int position) const;
    QString routerText(int position) const;
    QString outputText(int position) const;
    int keptSoFar(int position) const;

    RouterStepper* stepper_;
};

}  // namespace tcpwb::widgets
