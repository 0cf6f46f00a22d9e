#include "widgets/document/EditCommands.h"

#include <QCoreApplication>
#include <algorithm>

namespace tcpwb::widgets {
namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(EditCommands)
};

QString describe(FieldRef ref) {
    switch (ref.field) {
        case FieldRef::Field::Axes: return Text::tr("Edit Axes");
        case FieldRef::Field::Expression: return Text::tr("Edit Expression");
        case FieldRef::Field::AliasName: return Text::tr("Rename Alias");
        case FieldRef::Field::AliasExpression: return Text::tr("Edit Alias");
        case FieldRef::Field::Time: return Text::tr("Edit Time");
        case FieldRef::Field::Packet: return Text::tr("Edit Packet");
        case FieldRef::Field::DType: return Text::tr("Change Element Type");
        case FieldRef::Field::Engine: return Text::tr("Change Engine");
        case FieldRef::Field::Context: return Text::tr("Change Context");
        case FieldRef::Field::Slice: return Text::tr("Edit Slice");
        case FieldRef::Field::Topology: return Text::tr("Edit Topology");
        case FieldRef::Field::Reduce: return Text::tr("Edit Reduce Axes");
    }
    return {};
}

bool isWordCharacter(QChar c) { return c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('\''); }

}  // namespace

EditShape EditShape::of(const QString& before, const QString& after) {
    qsizetype prefix = 0;
    const qsizetype shorter = std::min(before.size(), after.size());
    while (prefix < shorter && before[prefix] == after[prefix]) ++prefix;
    qsizetype suffix = 0;
    while (suffix < shorter - prefix && before[before.size() - 1 - suffix] == after[after.size() - 1 - suffix]) ++suffix;
    const qsizetype removed = before.size() - prefix - suffix, inserted = after.size() - prefix - suffix;
    if (removed == 0 && inserted == 1) return {Kind::Insert, prefix, after[prefix]};
    if (removed == 1 && inserted == 0) return {Kind::Delete, prefix, before[prefix]};
    return {};
}

TextEditCommand::TextEditCommand(MappingDocument* document, FieldRef ref, QString before, QString after, qint64 when)
    : QUndoCommand(describe(ref)),
      document_(document),
      ref_(ref),
      before_(std::move(before)),
      after_(std::move(after)),
      last_(EditShape::of(before_, after_)),
      lastWhen_(when) {}

// Whether `next` goes on typing (or deleting) where this command stopped:
// the same field, one character, soon, next to the last one, and not the
// first character past a word (so each word is a step, with what follows
// it). Backspacing what was just typed, and typing where a Backspace just
// deleted, are corrections within the step.
bool TextEditCommand::continues(const TextEditCommand& next) const {
    using Kind = EditShape::Kind;
    const EditShape& now = next.last_;
    if (next.ref_ != ref_ || last_.kind == Kind::Other || now.kind == Kind::Other) return false;
    if (next.lastWhen_ - lastWhen_ > kTypingPauseMs || next.lastWhen_ < lastWhen_) return false;
    const bool crossesWord = isWordCharacter(last_.character) && !isWordCharacter(now.character);
    if (last_.kind == Kind::Insert && now.kind == Kind::Insert) return now.at == last_.at + 1 && !crossesWord;
    if (last_.kind == Kind::Delete && now.kind == Kind::Delete)
        return (now.at == last_.at - 1 || now.at == last_.at) && !crossesWord;  // Backspace, or Delete
    if (last_.kind == Kind::Insert) return now.at == last_.at;                  // Backspace over the character just typed
    return now.at == last_.at;                                                  // typing where Backspace just deleted
}

bool TextEditCommand::mergeWith(const QUndoCommand* other) {
    const auto* edit = static_cast<const TextEditCommand*>(other);  // same id() => same class
    if (!continues(*edit)) return false;
    after_ = edit->after_;
    last_ = edit->last_;
    lastWhen_ = edit->lastWhen_;
    // Typing something and deleting it again leaves nothing to undo.
    setObsolete(after_ == before_);
    return true;
}

void TextEditCommand::undo() { document_->applyText(ref_, before_); }
void TextEditCommand::redo() { document_->applyText(ref_, after_); }

AliasInsertCommand::AliasInsertCommand(MappingDocument* document, int row, AliasEntry alias)
    : QUndoCommand(Text::tr("Add Alias")), document_(document), row_(row), alias_(std::move(alias)) {}

void AliasInsertCommand::undo() { document_->applyRemove(row_); }
void AliasInsertCommand::redo() { document_->applyInsert(row_, alias_); }

AliasRemoveCommand::AliasRemoveCommand(MappingDocument* document, int row)
    : QUndoCommand(Text::tr("Remove Alias")), document_(document), row_(row), alias_(document->content().aliases.at(row)) {}

void AliasRemoveCommand::undo() { document_->applyInsert(row_, alias_); }
void AliasRemoveCommand::redo() { document_->applyRemove(row_); }

}  // namespace tcpwb::widgets
