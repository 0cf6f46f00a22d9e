#pragma once
// Autosave and crash recovery. Every interval (and when the window closes
// with unsaved work nobody was asked about) the project's unsaved state is
// written atomically to <directory>/autosave-<hash of its file>.tcpwbproj.json,
// a project file with a "recovery" object naming the file the work belongs
// to. A normal save or close removes it, so an autosave found at start means
// the workbench did not close normally: MainWindow offers to recover it.
#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>

#include "document/ProjectFile.h"

namespace tcpwb::widgets {
class Project;
}

namespace tcpwb::gui {

struct RecoveryFile {
    QString autosavePath;  // the autosave itself
    QString sourcePath;    // the file the work belongs to; empty when never saved
    QString origin;        // where it came from, samples included
    widgets::FileKind kind = widgets::FileKind::Project;
    QDateTime written;
};

class Autosave : public QObject {
    Q_OBJECT

public:
    explicit Autosave(widgets::Project* project, QObject* parent = nullptr);

    // Empty (the default) turns autosave off: headless runs and tests that
    // do not ask for it never write anything.
    void setDirectory(const QString& directory);
    QString directory() const { return directory_; }
    // Seconds between autosaves; 0 stops the timer (closing still writes).
    void setInterval(int seconds);
    int interval() const { return interval_; }

    // Writes the unsaved state now (nothing when the project is unmodified);
    // false, *error set and failed() emitted when the write failed, which
    // leaves the previous autosave as it was.
    bool saveNow(QString* error = nullptr);
    // Removes this project's autosave: it was saved, or its changes discarded.
    void discard();
    // Where the project's autosave goes.
    QString currentFile() const;

    // Autosaves holding work newer than their file, newest first. Those the
    // file was saved after are stale and deleted here.
    QList<RecoveryFile> pendingRecoveries() const;
    // Loads a recovery into the project (shown as modified until saved),
    // rewrites it under the project's own name and removes the old file.
    bool recover(const RecoveryFile& recovery, QString* error);

signals:
    void autosaved(const QString& path);
    void failed(const QString& message);

private:
    void tick();
    QString fileFor(const QString& key) const;

    widgets::Project* project_;
    QTimer timer_;
    QString directory_;
    int interval_ = 0;
    QString written_;  // the last autosave written, removed when the key changes
};

}  // namespace tcpwb::gui
