#pragma once
// The mapping-studio document: axes, aliases and the expression being
// edited, the file they came from, and what core derives from them.
//
// Every edit goes through the undo stack (see EditCommands.h); views call the
// set*/insert*/remove* functions and listen to the signals, they never keep
// their own copy of the text as the truth.
#include <QObject>
#include <QString>
#include <QDateTime>
#include <QUndoStack>
#include <functional>
#include <memory>

#include "widgets/document/Derivation.h"
#include "widgets/document/MappingContent.h"
#include "widgets/document/Selection.h"

namespace tcpwb::widgets {

struct SliceRecognition;  // document/LayoutSlices.h

// Which text an edit touches; `row` only matters for the alias fields.
struct FieldRef {
    enum class Field { Axes, Expression, AliasName, AliasExpression, Time, Packet, DType, Engine, Context, Slice, Topology, Reduce };
    Field field = Field::Expression;
    int row = -1;

    friend bool operator==(const FieldRef&, const FieldRef&) = default;
};

class MappingDocument : public QObject {
    Q_OBJECT

public:
    explicit MappingDocument(QObject* parent = nullptr);

    const MappingContent& content() const { return content_; }
    const Derivation& derivation() const { return derivation_; }
    // recogniseSlices(content(), derivation()), worked out when first asked
    // for after a change and then shared: the Layout, Buffer positions and
    // Switch views all read it on every change, and it compiles four
    // mappings. Valid until the next change (dropped before textChanged,
    // aliasInserted, ..., changed are emitted).
    const SliceRecognition& sliceRecognition() const;
    QUndoStack* undoStack() { return &undoStack_; }
    // The buffer position every view highlights (linked highlighting). An
    // edit keeps it while it still fits the buffer and clears it otherwise.
    Selection* selection() { return &selection_; }

    // The file Save writes to; empty when the document has none yet (a new
    // document, or one opened from the built-in samples).
    QString filePath() const { return filePath_; }
    // What to call the document in a title bar.
    QString displayName() const;
    bool isModified() const { return !undoStack_.isClean(); }

    QString text(FieldRef ref) const;

    // Undoable edits. A no-op when nothing would change.
    void setText(FieldRef ref, const QString& text);
    // The clock undo grouping reads (milliseconds): typing after a pause is a
    // new undo step. Tests set their own.
    void setClock(std::function<qint64()> clock) { clock_ = std::move(clock); }
    void setAxes(const QString& text) { setText({FieldRef::Field::Axes}, text); }
    void setExpression(const QString& text) { setText({FieldRef::Field::Expression}, text); }
    void insertAlias(int row, const AliasEntry& alias);
    void removeAlias(int row);

    // Replaces everything (undo history included), e.g. for a new document.
    void replaceContent(const MappingContent& content, const QString& filePath);
    // On failure returns false, sets *error and leaves the document as it was.
    bool load(const QString& path, QString* error);
    // Writes to path and makes it the document's file; the built-in samples
    // (":/...") are read-only, so saving there is refused.
    bool save(const QString& path, QString* error);

signals:
    void textChanged(tcpwb::widgets::FieldRef ref);
    void aliasAboutToBeInserted(int row);
    void aliasInserted(int row);
    void aliasAboutToBeRemoved(int row);
    void aliasRemoved(int row);
    void contentAboutToBeReplaced();
    void contentReplaced();
    // After any of the above, once the derivation is up to date.
    void changed();
    void filePathChanged(const QString& path);
    void modificationChanged(bool modified);

private:
    friend class TextEditCommand;
    friend class AliasInsertCommand;
    friend class AliasRemoveCommand;

    // Called by the undo commands only: change the content, no history.
    void applyText(FieldRef ref, const QString& text);
    void applyInsert(int row, const AliasEntry& alias);
    void applyRemove(int row);

    void rederive();
    void setFilePath(const QString& path);

    MappingContent content_;
    Derivation derivation_;
    mutable std::shared_ptr<const SliceRecognition> slices_;  // null until asked for
    QString filePath_;
    QString origin_;  // where the content was loaded from, samples included
    QUndoStack undoStack_;
    std::function<qint64()> clock_ = [] { return QDateTime::currentMSecsSinceEpoch(); };
    Selection selection_;
};

}  // namespace tcpwb::widgets
