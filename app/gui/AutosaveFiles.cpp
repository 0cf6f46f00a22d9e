#include "AutosaveFiles.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

#include "widgets/document/AtomicWrite.h"
#include "widgets/document/BoundedRead.h"

namespace tcpwb::gui {
namespace {

constexpr qint64 kMaxAutosaveBytes = 64 * 1024 * 1024;
// Names tried for one key before giving up on a free one: each is an
// earlier session's unrecovered work.
constexpr int kMaxNamesPerKey = 100;

}  // namespace

QString freeAutosaveFile(const QString& directory, const QString& prefix, const QString& key, const QString& suffix) {
    const QString hash = QString::fromLatin1(QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha1).toHex().left(16));
    const QDir dir(directory);
    for (int n = 1; n <= kMaxNamesPerKey; ++n) {
        const QString name = n == 1 ? QStringLiteral("%1-%2").arg(prefix, hash) : QStringLiteral("%1-%2-%3").arg(prefix, hash).arg(n);
        const QString path = dir.filePath(name + suffix);
        if (!QFileInfo::exists(path)) return path;
    }
    return {};
}

std::optional<QJsonObject> readAutosaveObject(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return std::nullopt;
    const std::optional<QByteArray> bytes = widgets::readAtMost(file, kMaxAutosaveBytes);
    if (!bytes) return std::nullopt;
    return QJsonDocument::fromJson(*bytes).object();
}

bool isStaleRecovery(const QString& sourcePath, const QDateTime& written, bool offered) {
    if (sourcePath.isEmpty() || offered) return false;
    const QFileInfo source(sourcePath);
    return source.exists() && source.lastModified() > written;
}

void noteOffered(const QString& path, const QDateTime& written) {
    std::optional<QJsonObject> root = readAutosaveObject(path);
    if (!root) return;
    QJsonObject note = root->value(kRecoveryKey).toObject();
    note.insert(kOfferedKey, true);
    root->insert(kRecoveryKey, note);
    if (!widgets::writeFileAtomically(path, QJsonDocument(*root).toJson(QJsonDocument::Indented)).isEmpty()) return;
    QFile file(path);
    if (file.open(QIODevice::ReadWrite)) file.setFileTime(written, QFileDevice::FileModificationTime);
}

bool sameFile(const QString& a, const QString& b) {
    return !a.isEmpty() && !b.isEmpty() && QFileInfo(a).absoluteFilePath() == QFileInfo(b).absoluteFilePath();
}

bool deleteAutosave(const QString& path, QString* error) {
    QFile file(path);
    if (!file.exists() || file.remove()) return true;
    if (error)
        *error = QCoreApplication::translate("tcpwb::gui::Autosave", "Cannot delete %1: %2")
                     .arg(QDir::toNativeSeparators(path), file.errorString());
    return false;
}

}  // namespace tcpwb::gui
