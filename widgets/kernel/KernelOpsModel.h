#pragma once
// The operations of a kernel as a tree: one row per operation in program
// order (its name, the resource that runs it, its source line, its planned
// cycles) with one child row per stage of a Tensor Unit pass and its sink
// (the stream's Time/Packet/Slice mappings after the stage, its cycles).
// After a run the Start and End columns show the schedule: an operation's
// cycles, and each stage from when the pipeline fills up to it.
#include <QAbstractItemModel>
#include <QList>
#include <QStringList>
#include <optional>

#include "diag/diagnostic.h"

namespace tcpwb::widgets {

class KernelDocument;

class KernelOpsModel : public QAbstractItemModel {
    Q_OBJECT

public:
    enum Column { Name, Resource, Line, Cycles, Start, End, Mappings, ColumnCount };
    // Data roles beyond Qt's: the source line (int) of a row; the warnings
    // (QStringList, "kind: message") about an operation row; for a row
    // written in another file of the crate (an inlined helper's), that file
    // (its path inside the crate, QString) and its line there (int).
    enum Role { SourceLineRole = Qt::UserRole + 1, WarningsRole, ElsewhereFileRole, ElsewhereLineRole };

    explicit KernelOpsModel(KernelDocument* document, QObject* parent = nullptr);

    // The operation (index into Program::ops) and stage (-1 for the
    // operation row itself) an index shows.
    static int operationOf(const QModelIndex& index);
    static int stageOf(const QModelIndex& index);

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct StageRow {
        QString name;
        QString mappings;
        QString toolTip;
        qulonglong cycles = 0;
        int line = 0;
        QString where;  // KernelDocument::placeOf: a helper's file and line when it is elsewhere
        QString start, end;
        QString elsewhereFile;  // KernelDocument::lineElsewhere
        int elsewhereLine = 0;
    };
    struct OpRow {
        QString name;
        QString resource;
        int line = 0;
        QString where;
        std::optional<qulonglong> cycles;  // none when the kernel did not plan this far
        QString start, end;
        QList<StageRow> stages;
        QStringList warnings;
        QString elsewhereFile;
        int elsewhereLine = 0;
    };

    void rebuild();
    void fillTimes();
    void fillWarnings();
    // The operation a planner warning points into (by its source offset), or -1.
    int operationAt(const diag::Diagnostic& warning) const;
    QVariant cell(const OpRow& op, int column) const;
    QVariant cell(const StageRow& stage, int column) const;

    KernelDocument* document_;
    QList<OpRow> ops_;
};

}  // namespace tcpwb::widgets
