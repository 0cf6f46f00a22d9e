#include "Autosave.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <optional>

#include "document/AtomicWrite.h"
#include "document/Project.h"

namespace tcpwb::gui {
namespace {

const QString kRecoveryKey = QStringLiteral("recovery");
constexpr qint64 kMaxAutosaveBytes = 64 * 1024 * 1024;

QString kindName(widgets::FileKind kind) {
    return kind == widgets::FileKind::Design ? QStringLiteral("design") : QStringLiteral("project");
}

// The "recovery" object of an autosave, or nullopt for anything else.
std::optional<RecoveryFile> readRecovery(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || file.size() > kMaxAutosaveBytes) return std::nullopt;
    const QJsonObject recovery = QJsonDocument::fromJson(file.readAll()).object().value(kRecoveryKey).toObject();
    if (recovery.isEmpty()) return std::nullopt;
    RecoveryFile found;
    found.autosavePath = path;
    found.sourcePath = recovery.value(QStringLiteral("source")).toString();
    found.origin = recovery.value(QStringLiteral("origin")).toString();
    found.kind = recovery.value(QStringLiteral("kind")).toString() == QLatin1String("design") ? widgets::FileKind::Design
                                                                                            : widgets::FileKind::Project;
    found.written = QFileInfo(path).lastModified();
    return found;
}

// The file was saved after the autosave was written: nothing to recover.
bool isStale(const RecoveryFile& recovery) {
    if (recovery.sourcePath.isEmpty()) return false;
    const QFileInfo source(recovery.sourcePath);
    return source.exists() && source.lastModified() > recovery.written;
}

}  // namespace

Autosave::Autosave(widgets::Project* project, QObject* parent) : QObject(parent), project_(project) {
    connect(&timer_, &QTimer::timeout, this, &Autosave::tick);
    // A save under a new name leaves the old name's autosave behind otherwise.
    connect(project_, &widgets::Project::filePathChanged, this, [this] {
        if (!written_.isEmpty() && written_ != currentFile()) QFile::remove(written_);
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

QString Autosave::fileFor(const QString& key) const {
    const QByteArray hash = QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha1).toHex().left(16);
    return QDir(directory_).filePath(QStringLiteral("autosave-%1%2").arg(QString::fromLatin1(hash), QLatin1String(widgets::kProjectSuffix)));
}

QString Autosave::currentFile() const {
    if (directory_.isEmpty()) return {};
    const QString key = !project_->filePath().isEmpty() ? project_->filePath() : project_->origin();
    return fileFor(key.isEmpty() ? QStringLiteral("untitled") : key);
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
    const QString failed = widgets::writeFileAtomically(path, QJsonDocument(root).toJson(QJsonDocument::Indented));
    if (!failed.isEmpty())
        return fail(tr("Autosave failed: cannot write %1: %2. The unsaved changes are only in this window; "
                       "save them where there is room.")
                        .arg(QDir::toNativeSeparators(path), failed));
    if (!written_.isEmpty() && written_ != path) QFile::remove(written_);
    written_ = path;
    emit autosaved(path);
    return true;
}

void Autosave::discard() {
    if (directory_.isEmpty()) return;
    if (!written_.isEmpty()) QFile::remove(written_);
    QFile::remove(currentFile());
    written_.clear();
}

void Autosave::tick() {
    // Changes undone since the last autosave leave nothing to recover.
    if (project_->isModified()) saveNow();
    else discard();
}

QList<RecoveryFile> Autosave::pendingRecoveries() const {
    QList<RecoveryFile> pending;
    if (directory_.isEmpty()) return pending;
    const QDir dir(directory_);
    const QString pattern = QStringLiteral("autosave-*%1").arg(QLatin1String(widgets::kProjectSuffix));
    for (const QFileInfo& info : dir.entryInfoList({pattern}, QDir::Files)) {
        if (info.absoluteFilePath() == QFileInfo(written_).absoluteFilePath()) continue;  // this session's own
        const std::optional<RecoveryFile> recovery = readRecovery(info.absoluteFilePath());
        if (!recovery) continue;
        if (isStale(*recovery)) QFile::remove(recovery->autosavePath);
        else pending.append(*recovery);
    }
    std::sort(pending.begin(), pending.end(),
              [](const RecoveryFile& a, const RecoveryFile& b) { return a.written > b.written; });
    return pending;
}

bool Autosave::recover(const RecoveryFile& recovery, QString* error) {
    widgets::ParsedProject parsed = widgets::readProjectFile(recovery.autosavePath);
    if (auto* message = std::get_if<QString>(&parsed)) {
        if (error) *error = *message;
        return false;
    }
    const QString path = recovery.sourcePath.isEmpty() ? recovery.origin : recovery.sourcePath;
    project_->restore(std::get<widgets::LoadedProject>(parsed).content, path, recovery.kind);
    // Rewrite before removing: a second crash must still find the work.
    if (!saveNow(error)) return false;
    if (QFileInfo(recovery.autosavePath).absoluteFilePath() != QFileInfo(written_).absoluteFilePath())
        QFile::remove(recovery.autosavePath);
    return true;
}

}  // namespace tcpwb::gui
