#pragma once
// The kernel's Problems list: the error that stopped parsing or planning,
// the planner's warnings, and after a run its error and warnings, each with
// its place in the source (line, column), kind, message and suggested fix,
// and each followed by core's notes on it ("`x` is declared here"). After
// them, the file's items set aside as host code (kernel/supported.h): not
// problems of the kernel, but the answer to "why is my helper not read?".
// Errors come first, then warnings, then set-aside items, each in source
// order. The view jumps to a row's line on double-click (see KernelView).
#include <QAbstractTableModel>
#include <QVector>

#include "widgets/kernel/KernelDocument.h"

namespace tcpwb::widgets {

class KernelProblemsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Severity, Where, Kind, Message, Fix, ColumnCount };
    // In the list's order: errors, warnings, then set-aside host items.
    // A Note is a line of the problem above it, never a row on its own.
    enum class Level { Error, Warning, SetAside, Note };
    struct Problem {
        Level level = Level::Error;
        KernelError at;
    };

    explicit KernelProblemsModel(KernelDocument* document, QObject* parent = nullptr);

    const Problem& problem(int row) const { return problems_[row]; }
    int count(Level level) const;
    // An error or a warning of the kernel, as opposed to a note or a set-aside item.
    static bool isProblem(Level level) { return level == Level::Error || level == Level::Warning; }
    int errorCount() const { return count(Level::Error); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    void problemsChanged();

private:
    void refresh();
    QVariant display(const Problem& problem, int column) const;
    static QString severityName(Level level);

    KernelDocument* document_;
    QVector<Problem> problems_;
};

}  // namespace tcpwb::widgets
