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
#include <QJsonObject>
#include <QList>
#include <QString>

#include "AutosaveWriter.h"

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

class KernelAutosave : public AutosaveWriter {
    Q_OBJECT

public:
    explicit KernelAutosave(widgets::KernelDocument* kernel, QObject* parent = nullptr);

    // Earlier sessions' kernel autosaves, newest first; those whose file was
    // saved after them are stale and deleted here, unless offered before.
    QList<KernelRecovery> pendingRecoveries() const;
    void markOffered(const KernelRecovery& recovery);
    // Opens the kernel file with the recovered text as unsaved edits; the
    // autosave becomes this session's own.
    bool recover(const KernelRecovery& recovery, QString* error);
    bool discardRecovery(const KernelRecovery& recovery, QString* error);

protected:
    bool hasUnsavedWork() const override;
    // The kernel's file; empty (not kept) for a built-in sample.
    QString key() const override;
    QJsonObject content() const override;
    QString whereTheWorkIs() const override;

private:
    widgets::KernelDocument* kernel_;
};

}  // namespace tcpwb::gui
