#pragma once
// One stage's flit at one cycle as a table (index, value): a model over the
// stage's elements, so stepping to another cycle is one reset however wide
// the flit is (a table of items re-measured its columns for every cell set,
// 41 s for a 1,024-element flit).
#include <QAbstractTableModel>
#include <QFont>
#include <QPalette>

#include "sim/flits.h"

namespace tcpwb::widgets {

class FlitTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Index, Value, ColumnCount };
    // Set (true) on both cells of a lane past a vector_filter's valid count:
    // greyed, "invalid" for its value, a tooltip saying why.
    static constexpr int InvalidRole = Qt::UserRole + 1;

    explicit FlitTableModel(QObject* parent = nullptr);

    // The elements shown; empty for an idle stage or no answer yet.
    void setElements(std::vector<sim::FlitElement> elements);
    const std::vector<sim::FlitElement>& elements() const { return elements_; }
    // Colours for invalid lanes, from the view's palette (light and dark themes).
    void setPalette(const QPalette& palette);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString valueText(const sim::FlitElement& element);

private:
    QVariant invalidData(int role) const;

    std::vector<sim::FlitElement> elements_;
    QPalette palette_;
};

}  // namespace tcpwb::widgets
