#include "widgets/document/Project.h"

#include <QFileInfo>
#include <algorithm>

#include "widgets/document/DocumentFile.h"
#include "widgets/document/MappingDocument.h"

namespace tcpwb::widgets {
namespace {

// Paths into the Qt resource system are the built-in samples: read-only.
bool isBuiltIn(const QString& path) { return path.startsWith(QLatin1Char(':')); }

}  // namespace

Project::Project(MappingDocument* document, QObject* parent) : QObject(parent), document_(document) {
    content_.designs.append({tr("Design 1"), document_->content()});
    saved_ = content_.designs;
    connect(document_, &MappingDocument::changed, this, &Project::updateModified);
}

QString Project::designName(int index) const { return index >= 0 && index < designCount() ? content_.designs.at(index).name : QString(); }

ProjectContent Project::snapshot() const {
    ProjectContent content = content_;
    content.designs[content.active].content = document_->content();
    return content;
}

QString Project::displayName() const {
    if (!filePath_.isEmpty()) return QFileInfo(filePath_).fileName();
    return origin_.isEmpty() ? tr("Untitled") : tr("%1 (sample)").arg(QFileInfo(origin_).fileName());
}

bool Project::isModified() const { return forcedModified_ || snapshot().designs != saved_; }

void Project::setActive(int index) {
    if (index < 0 || index >= designCount() || index == content_.active) return;
    storeActive();
    content_.active = index;
    openActive();
    emit activeChanged(index);
}

int Project::addDesign(const QString& baseName, const MappingContent& content) {
    storeActive();
    content_.designs.append({uniqueName(baseName), content});
    content_.active = designCount() - 1;
    openActive();
    emit designsChanged();
    emit activeChanged(content_.active);
    updateModified();
    return content_.active;
}

bool Project::renameDesign(int index, const QString& name, QString* error) {
    auto fail = [error](const QString& message) {
        if (error) *error = message;
        return false;
    };
    if (index < 0 || index >= designCount()) return fail(tr("There is no design %1.").arg(index + 1));
    const QString clean = name.trimmed();
    if (clean.isEmpty()) return fail(tr("A design needs a name."));
    for (int i = 0; i < designCount(); ++i)
        if (i != index && content_.designs.at(i).name == clean) return fail(tr("Another design is already called \"%1\".").arg(clean));
    if (content_.designs.at(index).name == clean) return true;
    content_.designs[index].name = clean;
    emit designsChanged();
    updateModified();
    return true;
}

bool Project::removeDesign(int index) {
    if (designCount() <= 1 || index < 0 || index >= designCount()) return false;
    storeActive();
    const bool wasOpen = index == content_.active;
    content_.designs.removeAt(index);
    if (index < content_.active || content_.active >= designCount()) --content_.active;
    if (wasOpen) openActive();
    emit designsChanged();
    emit activeChanged(content_.active);
    updateModified();
    return true;
}

QString Project::uniqueName(const QString& baseName) const {
    const QString base = baseName.trimmed().isEmpty() ? tr("Design") : baseName.trimmed();
    auto taken = [this](const QString& name) {
        for (const Design& design : content_.designs)
            if (design.name == name) return true;
        return false;
    };
    if (!taken(base)) return base;
    for (int n = 2;; ++n)
        if (const QString name = QStringLiteral("%1 %2").arg(base).arg(n); !taken(name)) return name;
}

void Project::newProject(const QString& designName, const MappingContent& content) {
    replaceAll({{{designName, content}}, 0}, QString(), FileKind::Project);
    markSaved();
}

bool Project::load(const QString& path, QString* error) {
    ParsedProject parsed = readProjectFile(path);
    if (auto* message = std::get_if<QString>(&parsed)) {
        if (error) *error = *message;
        return false;
    }
    const LoadedProject& loaded = std::get<LoadedProject>(parsed);
    replaceAll(loaded.content, path, loaded.kind);
    markSaved();
    return true;
}

bool Project::save(const QString& path, QString* error) {
    const ProjectContent content = snapshot();
    const bool asProject = path.endsWith(QLatin1String(kProjectSuffix));
    QString message;
    if (isBuiltIn(path)) message = tr("The built-in samples are read-only; use Save As.");
    else if (asProject) message = writeProjectFile(path, content);
    else if (designCount() != 1)
        message = tr("A project of several designs is saved as *%1; use Save As.").arg(QLatin1String(kProjectSuffix));
    else message = writeDocumentFile(path, content.designs.front().content);
    if (!message.isEmpty()) {
        if (error) *error = message;
        return false;
    }
    content_ = content;
    kind_ = asProject ? FileKind::Project : FileKind::Design;
    origin_ = path;
    setFilePath(path);
    markSaved();
    return true;
}

void Project::restore(const ProjectContent& content, const QString& path, FileKind kind) {
    replaceAll(content, path, kind);
    saved_ = content_.designs;
    forcedModified_ = true;
    updateModified();
}

void Project::replaceAll(const ProjectContent& content, const QString& origin, FileKind kind) {
    content_ = content;
    if (content_.designs.isEmpty()) content_.designs.append({tr("Design 1"), MappingContent{}});
    content_.active = std::clamp(content_.active, 0, designCount() - 1);
    origin_ = origin;
    kind_ = kind;
    forcedModified_ = false;
    setFilePath(isBuiltIn(origin) ? QString() : origin);
    openActive();
    emit designsChanged();
    emit activeChanged(content_.active);
}

void Project::storeActive() { content_.designs[content_.active].content = document_->content(); }

void Project::openActive() {
    // A single design keeps its file as the document's, as before projects.
    const QString documentPath = kind_ == FileKind::Design && designCount() == 1 ? origin_ : QString();
    document_->replaceContent(content_.designs.at(content_.active).content, documentPath);
}

void Project::setFilePath(const QString& path) {
    if (path == filePath_) return;
    filePath_ = path;
    emit filePathChanged(path);
}

void Project::markSaved() {
    storeActive();
    saved_ = content_.designs;
    forcedModified_ = false;
    updateModified();
}

void Project::updateModified() {
    const bool modified = isModified();
    if (modified == modified_) return;
    modified_ = modified;
    emit modificationChanged(modified);
}

}  // namespace tcpwb::widgets
