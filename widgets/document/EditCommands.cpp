#include "document/EditCommands.h"

#include <QCoreApplication>

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

}  // namespace

TextEditCommand::TextEditCommand(MappingDocument* document, FieldRef ref, QString before, QString after)
    : QUndoCommand(describe(ref)), document_(document), ref_(ref), before_(std::move(before)), after_(std::move(after)) {}

bool TextEditCommand::mergeWith(const QUndoCommand* other) {
    const auto* edit = static_cast<const TextEditCommand*>(other);  // same id() => same class
    if (edit->ref_ != ref_) return false;
    after_ = edit->after_;
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
    : QUndoCommand(Text::tr("Remove Alias")), document_(document), row_(row),
      alias_(document->content().aliases.at(row)) {}

void AliasRemoveCommand::undo() { document_->applyInsert(row_, alias_); }
void AliasRemoveCommand::redo() { document_->applyRemove(row_); }

}  // namespace tcpwb::widgets
