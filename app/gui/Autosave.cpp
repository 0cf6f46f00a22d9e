#include "Autosave.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <optional>

#include "AutosaveFiles.h"
#include "util/enum_table.h"
#include "widgets/document/AtomicWrite.h"
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

Autosave::Autosave(widgets::Project* project, QObject* parent) : QObject(parent), project_(project) {
    connect(&timer_, &QTimer::timeout, this, &Autosave::tick);
    // A save under a new name leaves the old name's autosave behind otherwise.
    connect(project_, &widgets::Project::filePathChanged, this, [this] {
        if (!written_.isEmpty() && writtenKey_ != key()) {
            QFile::remove(written_);
            forgetWritten();
        }
    });
}

void Autosave::setDirectory(const QString& directory) {
    directory_ = directory;
    setInterval(interval_);
}

void Autosave::setInterval(int seconds) {
    interval_ = std::max(0, seconds);
    if (interval_ > 0 && !directory_.isEmpty()) timer_.start(interval_ * 1000);
    else timer_.stop();
}

QString Autosave::key() const {
    const QString key = !project_->filePath().isEmpty() ? project_->filePath() : project_->origin();
    return key.isEmpty() ? QStringLiteral("untitled") : key;
}

QString Autosave::currentFile() const {
    if (directory_.isEmpty()) return {};
    if (!written_.isEmpty() && writtenKey_ == key()) return written_;
    return freeAutosaveFile(directory_, QStringLiteral("autosave"), key(), QLatin1String(widgets::kProjectSuffix));
}

void Autosave::forgetWritten() {
    written_.clear();
    writtenKey_.clear();
}

bool Autosave::saveNow(QString* error) {
    if (directory_.isEmpty() || !project_->isModified()) return true;
    auto fail = [this, error](const QString& message) {
        if (error) *error = message;
        emit failed(message);
        return false;
    };
    if (!QDir().mkpath(directory_)) return fail(tr("Cannot create the autosave folder %1").arg(directory_));
    QJsonObject root = QJsonDocument::fromJson(widgets::serializeProject(project_->snapshot())).object();
    root.insert(kRecoveryKey, QJsonObject{{QStringLiteral("source"), project_->filePath()},
                                          {QStringLiteral("origin"), project_->origin()},
                                          {QStringLiteral("kind"), kindName(project_->fileKind())}});
    const QString path = currentFile();
    if (path.isEmpty() || (path != written_ && QFileInfo::exists(path)))
        return fail(tr("Autosave failed: the autosave folder %1 is full of unrecovered work").arg(directory_));
    const QString failed = widgets::writeFileAtomically(path, QJsonDocument(root).toJson(QJsonDocument::Indented));
    if (!failed.isEmpty())
        return fail(tr("Autosave failed: cannot write %1: %2. The unsaved changes are only in this window; "
                       "save them where there is room.")
                        .arg(QDir::toNativeSeparators(path), failed));
    if (!written_.isEmpty() && written_ != path) QFile::remove(written_);
    written_ = path;
    writtenKey_ = key();
    emit autosaved(path);
    return true;
}

void Autosave::discard() {
    if (!written_.isEmpty()) QFile::remove(written_);
    forgetWritten();
}

void Autosave::tick() {
    // Changes undone since the last autosave leave nothing to recover.
    if (project_->isModified()) saveNow();
    else discard();
}

QList<RecoveryFile> Autosave::pendingRecoveries() const {
    return pendingAutosaves<RecoveryFile>(directory_, QStringLiteral("autosave-*%1").arg(QLatin1String(widgets::kProjectSuffix)), written_,
                                          readRecovery);
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
    written_ = recovery.autosavePath;
    writtenKey_ = key();
    // Rewritten in place: a failed write (reported through failed()) leaves
    // the recovered file as it was, so a second crash still finds the work.
    saveNow();
    return true;
}

bool Autosave::discardRecovery(const RecoveryFile& recovery, QString* error) { return deleteAutosave(recovery.autosavePath, error); }

}  // namespace tcpwb::gui
