#pragma once
// The undo commands behind every document edit. Typing groups the way text
// editors do: characters typed (or deleted) one after another in one field
// merge into one command until a pause, a jump of the cursor or a word
// boundary; a paste, a completion, a replace or typing over a selection is
// a command of its own and never merges. So each attempt at an expression
// can be reached again with Undo.
#include <QUndoCommand>

#include "widgets/document/MappingDocument.h"

namespace tcpwb::widgets {

// What one edit of a field did, as far as grouping cares: one character
// typed or deleted at a position, or anything else.
struct EditShape {
    enum class Kind { Insert, Delete, Other };
    Kind kind = Kind::Other;
    qsizetype at = 0;  // where the character was typed, or where the deleted one was
    QChar character;

    static EditShape of(const QString& before, const QString& after);
};

// Typing paused this long starts a new undo step.
inline constexpr qint64 kTypingPauseMs = 1000;

class TextEditCommand : public QUndoCommand {
public:
    // `when`: milliseconds on the document's clock.
    TextEditCommand(MappingDocument* document, FieldRef ref, QString before, QString after, qint64 when);

    int id() const override { return kId; }
    bool mergeWith(const QUndoCommand* other) override;
    void undo() override;
    void redo() override;

private:
    static constexpr int kId = 0x7cb1;  // any constant shared by text edits
    bool continues(const TextEditCommand& next) const;

    MappingDocument* document_;
    FieldRef ref_;
    QString before_;
    QString after_;
    EditShape last_;  // the latest edit merged in
    qint64 lastWhen_;
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
