#include "widgets/document/MappingDocument.h"

#include <QFileInfo>

#include "widgets/document/DocumentFile.h"
#include "widgets/document/EditCommands.h"
#include "widgets/document/LayoutSlices.h"

namespace tcpwb::widgets {
namespace {

// Paths into the Qt resource system are the built-in samples.
bool isBuiltIn(const QString& path) { return path.startsWith(QLatin1Char(':')); }

}  // namespace

MappingDocument::MappingDocument(QObject* parent) : QObject(parent) {
    connect(&undoStack_, &QUndoStack::cleanChanged, this, [this](bool clean) { emit modificationChanged(!clean); });
    rederive();
}

QString MappingDocument::displayName() const {
    if (!filePath_.isEmpty()) return QFileInfo(filePath_).fileName();
    return origin_.isEmpty() ? tr("Untitled") : tr("%1 (sample)").arg(QFileInfo(origin_).fileName());
}

QString MappingDocument::text(FieldRef ref) const {
    const bool validRow = ref.row >= 0 && ref.row < content_.aliases.size();
    switch (ref.field) {
        case FieldRef::Field::Axes: return content_.axes;
        case FieldRef::Field::Expression: return content_.expression;
        case FieldRef::Field::AliasName: return validRow ? content_.aliases.at(ref.row).name : QString();
        case FieldRef::Field::AliasExpression: return validRow ? content_.aliases.at(ref.row).expression : QString();
        case FieldRef::Field::Time: return content_.stream.time;
        case FieldRef::Field::Packet: return content_.stream.packet;
        case FieldRef::Field::DType: return content_.stream.dtype;
        case FieldRef::Field::Engine: return content_.stream.engine;
        case FieldRef::Field::Context: return content_.stream.context;
        case FieldRef::Field::Slice: return content_.stream.slice;
        case FieldRef::Field::Topology: return content_.stream.topology;
        case FieldRef::Field::Reduce: return content_.stream.reduce;
    }
    return {};
}

void MappingDocument::setText(FieldRef ref, const QString& text) {
    const bool isAlias = ref.field == FieldRef::Field::AliasName || ref.field == FieldRef::Field::AliasExpression;
    if (isAlias && (ref.row < 0 || ref.row >= content_.aliases.size())) return;
    const QString before = this->text(ref);
    if (before == text) return;
    undoStack_.push(new TextEditCommand(this, ref, before, text, clock_()));
}

void MappingDocument::insertAlias(int row, const AliasEntry& alias) {
    if (row < 0 || row > content_.aliases.size()) return;
    undoStack_.push(new AliasInsertCommand(this, row, alias));
}

void MappingDocument::removeAlias(int row) {
    if (row < 0 || row >= content_.aliases.size()) return;
    undoStack_.push(new AliasRemoveCommand(this, row));
}

void MappingDocument::replaceContent(const MappingContent& content, const QString& filePath) {
    emit contentAboutToBeReplaced();
    content_ = content;
    undoStack_.clear();  // the history belongs to the old content
    rederive();
    emit contentReplaced();
    origin_ = filePath;
    filePath_ = isBuiltIn(filePath) ? QString() : filePath;
    emit filePathChanged(filePath_);  // always: the display name changes with the origin
    emit changed();
}

bool MappingDocument::load(const QString& path, QString* error) {
    ParsedDocument parsed = readDocumentFile(path);
    if (auto* message = std::get_if<QString>(&parsed)) {
        if (error) *error = *message;
        return false;
    }
    replaceContent(std::get<MappingContent>(parsed), path);
    return true;
}

bool MappingDocument::save(const QString& path, QString* error) {
    const QString message = isBuiltIn(path) ? tr("The built-in samples are read-only; use Save As.") : writeDocumentFile(path, content_);
    if (!message.isEmpty()) {
        if (error) *error = message;
        return false;
    }
    setFilePath(path);
    undoStack_.setClean();
    return true;
}

void MappingDocument::applyText(FieldRef ref, const QString& text) {
    switch (ref.field) {
        case FieldRef::Field::Axes: content_.axes = text; break;
        case FieldRef::Field::Expression: content_.expression = text; break;
        case FieldRef::Field::AliasName: content_.aliases[ref.row].name = text; break;
        case FieldRef::Field::AliasExpression: content_.aliases[ref.row].expression = text; break;
        case FieldRef::Field::Time: content_.stream.time = text; break;
        case FieldRef::Field::Packet: content_.stream.packet = text; break;
        case FieldRef::Field::DType: content_.stream.dtype = text; break;
        case FieldRef::Field::Engine: content_.stream.engine = text; break;
        case FieldRef::Field::Context: content_.stream.context = text; break;
        case FieldRef::Field::Slice: content_.stream.slice = text; break;
        case FieldRef::Field::Topology: content_.stream.topology = text; break;
        case FieldRef::Field::Reduce: content_.stream.reduce = text; break;
    }
    rederive();
    emit textChanged(ref);
    emit changed();
}

void MappingDocument::applyInsert(int row, const AliasEntry& alias) {
    emit aliasAboutToBeInserted(row);
    content_.aliases.insert(row, alias);
    rederive();
    emit aliasInserted(row);
    emit changed();
}

void MappingDocument::applyRemove(int row) {
    emit aliasAboutToBeRemoved(row);
    content_.aliases.removeAt(row);
    rederive();
    emit aliasRemoved(row);
    emit changed();
}

const SliceRecognition& MappingDocument::sliceRecognition() const {
    if (!slices_) slices_ = std::make_shared<const SliceRecognition>(recogniseSlices(content_, derivation_));
    return *slices_;
}

void MappingDocument::rederive() {
    derivation_ = derive(content_);
    slices_.reset();
    const std::optional<u64> selected = selection_.position();
    if (selected && (!derivation_.mapping || *selected >= derivation_.mapping->size())) selection_.clear();
}

void MappingDocument::setFilePath(const QString& path) {
    if (path == filePath_) return;
    filePath_ = path;
    emit filePathChanged(path);
}

}  // namespace tcpwb::widgets
