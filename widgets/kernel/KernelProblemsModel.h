#pragma once
// The kernel's Problems list: the error that stopped parsing or planning,
// the planner's warnings, and after a run its error and warnings, each with
// its place in the source (line, column), kind, message and suggested fix.
// Errors come first, then warnings, each in source order. The view jumps to
// a problem's line on double-click (see KernelView).
#include <QAbstractTableModel>
#include <QVector>

#include "widgets/kernel/KernelDocument.h"

namespace tcpwb::widgets {

class KernelProblemsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Severity, Where, Kind, Message, Fix, ColumnCount };
    enum class Level { Error, Warning };
    struct Problem {
        Level level = Level::Error;
        KernelError at;
    };

    explicit KernelProblemsModel(KernelDocument* document, QObject* parent = nullptr);

    const Problem& problem(int row) const { return problems_[row]; }
    int errorCount() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    void problemsChanged();

private:
    void refresh();
    QVariant display(const Problem& problem, int column) const;

    KernelDocument* document_;
    QVector<Problem> problems_;
};

}  // namespace tcpwb::widgets
