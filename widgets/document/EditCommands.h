#pragma once
// The undo commands behind every document edit. Typing in one field merges
// into a single command, so one Undo takes back a whole burst of typing.
#include <QUndoCommand>

#include "document/MappingDocument.h"

namespace tcpwb::widgets {

class TextEditCommand : public QUndoCommand {
public:
    TextEditCommand(MappingDocument* document, FieldRef ref, QString before, QString after);

    int id() const override { return kId; }
    bool mergeWith(const QUndoCommand* other) override;
    void undo() override;
    void redo() override;

private:
    static constexpr int kId = 0x7cb1;  // any constant shared by text edits
    MappingDocument* document_;
    FieldRef ref_;
    QString before_;
    QString after_;
};

class AliasInsertCommand : public QUndoCommand {
public:
    AliasInsertCommand(MappingDocument* document, int row, AliasEntry alias);
    void undo() override;
    void redo() override;

private:
    MappingDocument* document_;
    int row_;
    AliasEntry alias_;
};

class AliasRemoveCommand : public QUndoCommand {
public:
    AliasRemoveCommand(MappingDocument* document, int row);
    void undo() override;
    void redo() override;

private:
    MappingDocument* document_;
    int row_;
    AliasEntry alias_;  // kept to put it back
};

}  // namespace tcpwb::widgets
