#pragma once
// What the project's autosave (Autosave) and the kernel's (KernelAutosave)
// share: how an autosave is named, read, marked as offered, judged stale
// and deleted. Each autosave is a JSON object with a "recovery" object:
// "source" (the file the work belongs to) and "offered" (asked about once:
// kept until recovered or discarded).
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <algorithm>
#include <optional>

namespace tcpwb::gui {

inline const QString kRecoveryKey = QStringLiteral("recovery");
inline const QString kOfferedKey = QStringLiteral("offered");

// The first of <directory>/<prefix>-<hash of key><suffix>, then -2, -3, ...
// that no file has yet (each taken one is an earlier session's unrecovered
// work); empty when a hundred are taken.
QString freeAutosaveFile(const QString& directory, const QString& prefix, const QString& key, const QString& suffix);

// The autosave's JSON object, or nothing when it is missing, too large or not JSON.
std::optional<QJsonObject> readAutosaveObject(const QString& path);

// The work's file was saved after the autosave was written: nothing to
// recover, unless the user was asked about it and has not answered.
bool isStaleRecovery(const QString& sourcePath, const QDateTime& written, bool offered);

// Notes in the autosave that it was offered, keeping its time (the question
// shows when the work was done). Best effort: when the note cannot be
// written the autosave is still offered at every start.
void noteOffered(const QString& path, const QDateTime& written);

// Whether two paths name the same file (neither empty).
bool sameFile(const QString& a, const QString& b);

// Earlier sessions' autosaves in `directory` whose names match `pattern`, as
// `read` makes them (nothing for a file that is no autosave), newest first;
// `own` (this session's) is left out, and a stale one is deleted here.
// Recovery has autosavePath, sourcePath, written and offered.
template <typename Recovery, typename Read>
QList<Recovery> pendingAutosaves(const QString& directory, const QString& pattern, const QString& own, Read read) {
    QList<Recovery> pending;
    if (directory.isEmpty()) return pending;
    for (const QFileInfo& info : QDir(directory).entryInfoList({pattern}, QDir::Files)) {
        if (sameFile(info.absoluteFilePath(), own)) continue;
        const std::optional<Recovery> recovery = read(info.absoluteFilePath());
        if (!recovery) continue;
        if (isStaleRecovery(recovery->sourcePath, recovery->written, recovery->offered)) QFile::remove(recovery->autosavePath);
        else pending.append(*recovery);
    }
    std::sort(pending.begin(), pending.end(), [](const Recovery& a, const Recovery& b) { return a.written > b.written; });
    return pending;
}

// Deletes an autosave the user chose to throw away; false and *error when it stays.
bool deleteAutosave(const QString& path, QString* error);

}  // namespace tcpwb::gui
