#pragma once
// What the project's autosave (Autosave) and the kernel's (KernelAutosave)
// share: how an autosave is named, read, marked as offered, judged stale
// and deleted. Each autosave is a JSON object with a "recovery" object:
// "source" (the file the work belongs to) and "offered" (asked about once:
// kept until recovered or discarded).
#include <QDateTime>
#include <QJsonObject>
#include <QString>
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

// Deletes an autosave the user chose to throw away; false and *error when it stays.
bool deleteAutosave(const QString& path, QString* error);

}  // namespace tcpwb::gui
