#pragma once
// The Kernel tab's unsaved edits kept across a crash, as Autosave keeps the
// project's. Every interval, and when the window closes with edits nobody
// was asked about, the kernel's text is written atomically to
// <directory>/kernel-autosave-<hash of its file>.json, with the file it
// belongs to. Saving or reloading the kernel, or opening another with the
// edits discarded, removes it; one found at the next start is offered with
// the project's (Recover, Discard, Not Now) and kept until one of the first
// two. Edits to a built-in sample are not kept: they have no file to go back
// to, and cannot be saved either.
#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>

namespace tcpwb::widgets {
class KernelDocument;
}

namespace tcpwb::gui {

struct KernelRecovery {
    QString autosavePath;  // the autosave itself
    QString sourcePath;    // the kernel file the edits belong to
    QString text;          // the edited source
    QDateTime written;
    bool offered = false;  // asked about before: kept until recovered or discarded
};

class KernelAutosave : public QObject {
    Q_OBJECT

public:
    explicit KernelAutosave(widgets::KernelDocument* kernel, QObject* parent = nullptr);

    // Empty (the default) turns it off, as for Autosave.
    void setDirectory(const QString& directory);
    // Seconds between autosaves; 0 stops the timer (closing still writes).
    void setInterval(int seconds);

    // Writes the unsaved edits now (nothing when there are none); false,
    // *error set and failed() emitted when the write failed, which leaves
    // the previous autosave as it was.
    bool saveNow(QString* error = nullptr);
    // Removes this session's autosave: the edits were saved or dropped.
    void discard();
    // Where the open kernel's autosave goes (empty when it is not kept).
    QString currentFile() const;

    // Earlier sessions' kernel autosaves, newest first; those whose file was
    // saved after them are stale and deleted here, unless offered before.
    QList<KernelRecovery> pendingRecoveries() const;
    void markOffered(const KernelRecovery& recovery);
    // Opens the kernel file with the recovered text as unsaved edits; the
    // autosave becomes this session's own.
    bool recover(const KernelRecovery& recovery, QString* error);
    bool discardRecovery(const KernelRecovery& recovery, QString* error);

signals:
    void autosaved(const QString& path);
    void failed(const QString& message);

private:
    void tick();

    widgets::KernelDocument* kernel_;
    QTimer timer_;
    QString directory_;
    int interval_ = 0;
    QString written_;     // the autosave this session wrote (or recovered)
    QString writtenFor_;  // the kernel file it was written for
};

}  // namespace tcpwb::gui
