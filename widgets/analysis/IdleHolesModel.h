#pragma once
// Each context's idle holes (analysis::idleHoles over [0, makespan)) of at
// least a threshold, as a table, the longest first: where the hole is, and
// the operations it lies between, as `tcpwb-cli trace --idle` lists them.
#include <QAbstractTableModel>
#include <memory>
#include <vector>

#include "analysis/idle.h"

namespace tcpwb::widgets {

struct TimelineIndex;

class IdleHolesModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Context, Start, End, Cycles, After, Before, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;

    void setIndex(std::shared_ptr<const TimelineIndex> index);
    // Lists only holes of at least `cycles` (1: every hole).
    void setMinCycles(u64 cycles);
    u64 minCycles() const { return minCycles_; }
    const analysis::IdleHole& hole(int row) const;
    // The context track a row's hole is on.
    trace::TrackId track(int row) const;
    // One line per context: its utilisation, idle cycles and holes listed.
    QString summary() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Ref {
        std::uint32_t context = 0;  // into TimelineIndex::idle
        std::uint32_t hole = 0;
    };
    void collect();

    std::shared_ptr<const TimelineIndex> index_;
    u64 minCycles_ = 1;
    std::vector<Ref> rows_;
};

}  // namespace tcpwb::widgets
