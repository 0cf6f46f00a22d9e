#include "Autosave.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <optional>

#include "AutosaveFiles.h"
#include "util/enum_table.h"
#include "widgets/document/Project.h"

namespace tcpwb::gui {
namespace {

// How a recovery file records what it holds.
constexpr EnumTable<widgets::FileKind, 2> kFileKinds{{{widgets::FileKind::Project, "project"}, {widgets::FileKind::Design, "design"}}};
static_assert(listsEveryEnumerator(kFileKinds));

QString kindName(widgets::FileKind kind) {
    const std::string_view name = nameOf(kFileKinds, kind);
    return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
}

// The "recovery" object of an autosave, or nullopt for anything else.
std::optional<RecoveryFile> readRecovery(const QString& path) {
    const std::optional<QJsonObject> root = readAutosaveObject(path);
    if (!root) return std::nullopt;
    const QJsonObject recovery = root->value(kRecoveryKey).toObject();
    if (recovery.isEmpty()) return std::nullopt;
    RecoveryFile found;
    found.autosavePath = path;
    found.sourcePath = recovery.value(QStringLiteral("source")).toString();
    found.origin = recovery.value(QStringLiteral("origin")).toString();
    found.kind =
        parseEnum(kFileKinds, recovery.value(QStringLiteral("kind")).toString().toStdString()).value_or(widgets::FileKind::Project);
    found.written = QFileInfo(path).lastModified();
    found.offered = recovery.value(kOfferedKey).toBool();
    return found;
}

}  // namespace

Autosave::Autosave(widgets::Project* project, QObject* parent)
    : AutosaveWriter(QStringLiteral("autosave"), QLatin1String(widgets::kProjectSuffix), parent), project_(project) {
    // A save under a new name leaves the old name's autosave behind otherwise.
    connect(project_, &widgets::Project::filePathChanged, this, &Autosave::keyChanged);
}

bool Autosave::hasUnsavedWork() const { return project_->isModified(); }

QString Autosave::key() const {
    const QString key = !project_->filePath().isEmpty() ? project_->filePath() : project_->origin();
    return key.isEmpty() ? QStringLiteral("untitled") : key;
}

QJsonObject Autosave::content() const {
    QJsonObject root = QJsonDocument::fromJson(widgets::serializeProject(project_->snapshot())).object();
    root.insert(kRecoveryKey, QJsonObject{{QStringLiteral("source"), project_->filePath()},
                                          {QStringLiteral("origin"), project_->origin()},
                                          {QStringLiteral("kind"), kindName(project_->fileKind())}});
    return root;
}

QString Autosave::whereTheWorkIs() const { return tr("The unsaved changes are only in this window; save them where there is room."); }

QList<RecoveryFile> Autosave::pendingRecoveries() const {
    return pendingAutosaves<RecoveryFile>(directory(), pattern(), written(), readRecovery);
}

void Autosave::markOffered(const RecoveryFile& recovery) {
    if (!recovery.offered) noteOffered(recovery.autosavePath, recovery.written);
}

bool Autosave::recover(const RecoveryFile& recovery, QString* error) {
    widgets::ParsedProject parsed = widgets::readProjectFile(recovery.autosavePath);
    if (auto* message = std::get_if<QString>(&parsed)) {
        if (error) *error = *message;
        return false;
    }
    const QString path = recovery.sourcePath.isEmpty() ? recovery.origin : recovery.sourcePath;
    project_->restore(std::get<widgets::LoadedProject>(parsed).content, path, recovery.kind);
    adopt(recovery.autosavePath);
    // Rewritten in place: a failed write (reported through failed()) leaves
    // the recovered file as it was, so a second crash still finds the work.
    saveNow();
    return true;
}

bool Autosave::discardRecovery(const RecoveryFile& recovery, QString* error) { return deleteAutosave(recovery.autosavePath, error); }

}  // namespace tcpwb::gui
