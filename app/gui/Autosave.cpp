#include "Autosave.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <optional>

#include "util/enum_table.h"
#include "widgets/document/AtomicWrite.h"
#include "widgets/document/Project.h"

namespace tcpwb::gui {
namespace {

const QString kRecoveryKey = QStringLiteral("recovery");
const QString kOfferedKey = QStringLiteral("offered");
constexpr qint64 kMaxAutosaveBytes = 64 * 1024 * 1024;
// Names tried for one key before giving up on a free one: each is an
// earlier session's unrecovered work.
constexpr int kMaxNamesPerKey = 100;

// How a recovery file records what it holds.
constexpr EnumTable<widgets::FileKind, 2> kFileKinds{{{widgets::FileKind::Project, "project"}, {widgets::FileKind::Design, "design"}}};
static_assert(listsEveryEnumerator(kFileKinds));

QString kindName(widgets::FileKind kind) {
    const std::string_view name = nameOf(kFileKinds, kind);
    return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
}

std::optional<QJsonObject> readObject(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || file.size() > kMaxAutosaveBytes) return std::nullopt;
    return QJsonDocument::fromJson(file.readAll()).object();
}

// The "recovery" object of an autosave, or nullopt for anything else.
std::optional<RecoveryFile> readRecovery(const QString& path) {
    const std::optional<QJsonObject> root = readObject(path);
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

// The file was saved after the autosave was written: nothing to recover,
// unless the user was asked about it and has not answered.
bool isStale(const RecoveryFile& recovery) {
    if (recovery.sourcePath.isEmpty() || recovery.offered) return false;
    const QFileInfo source(recovery.sourcePath);
    return source.exists() && source.lastModified() > recovery.written;
}

bool samePath(const QString& a, const QString& b) {
    return !a.isEmpty() && !b.isEmpty() && QFileInfo(a).absoluteFilePath() == QFileInfo(b).absoluteFilePath();
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

QString Autosave::freeFileFor(const QString& key) const {
    const QString hash = QString::fromLatin1(QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha1).toHex().left(16));
    const QDir dir(directory_);
    QString path;
    for (int n = 1; n <= kMaxNamesPerKey; ++n) {
        const QString name = n == 1 ? QStringLiteral("autosave-%1").arg(hash) : QStringLiteral("autosave-%1-%2").arg(hash).arg(n);
        path = dir.filePath(name + QLatin1String(widgets::kProjectSuffix));
        if (!QFileInfo::exists(path)) break;
    }
    return path;
}

QString Autosave::currentFile() const {
    if (directory_.isEmpty()) return {};
    if (!written_.isEmpty() && writtenKey_ == key()) return written_;
    return freeFileFor(key());
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
    QList<RecoveryFile> pending;
    if (directory_.isEmpty()) return pending;
    const QDir dir(directory_);
    const QString pattern = QStringLiteral("autosave-*%1").arg(QLatin1String(widgets::kProjectSuffix));
    for (const QFileInfo& info : dir.entryInfoList({pattern}, QDir::Files)) {
        if (samePath(info.absoluteFilePath(), written_)) continue;  // this session's own
        const std::optional<RecoveryFile> recovery = readRecovery(info.absoluteFilePath());
        if (!recovery) continue;
        if (isStale(*recovery)) QFile::remove(recovery->autosavePath);
        else pending.append(*recovery);
    }
    std::sort(pending.begin(), pending.end(), [](const RecoveryFile& a, const RecoveryFile& b) { return a.written > b.written; });
    return pending;
}

void Autosave::markOffered(const RecoveryFile& recovery) {
    if (recovery.offered) return;
    std::optional<QJsonObject> root = readObject(recovery.autosavePath);
    if (!root) return;
    QJsonObject note = root->value(kRecoveryKey).toObject();
    note.insert(kOfferedKey, true);
    root->insert(kRecoveryKey, note);
    // Best effort: when the note cannot be written the autosave is still
    // offered at every start, only no longer protected from staleness.
    if (!widgets::writeFileAtomically(recovery.autosavePath, QJsonDocument(*root).toJson(QJsonDocument::Indented)).isEmpty()) return;
    // The question shows when the work was done, not when it was offered.
    QFile file(recovery.autosavePath);
    if (file.open(QIODevice::ReadWrite)) file.setFileTime(recovery.written, QFileDevice::FileModificationTime);
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

bool Autosave::discardRecovery(const RecoveryFile& recovery, QString* error) {
    QFile file(recovery.autosavePath);
    if (!file.exists() || file.remove()) return true;
    if (error) *error = tr("Cannot delete %1: %2").arg(QDir::toNativeSeparators(recovery.autosavePath), file.errorString());
    return false;
}

}  // namespace tcpwb::gui
