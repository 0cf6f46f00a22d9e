#pragma once
// Autosave and crash recovery. Every interval (and when the window closes
// with unsaved work nobody was asked about) the project's unsaved state is
// written atomically to <directory>/autosave-<hash of its file>.tcpwbproj.json,
// a project file with a "recovery" object naming the file the work belongs
// to. A normal save or close removes it, so an autosave found at start means
// the workbench did not close normally: MainWindow offers to recover it.
//
// A session only ever deletes or overwrites the autosave it wrote itself (or
// one it recovered, which becomes its own). An earlier session's autosave is
// kept until the user recovers or discards it: when it has the name this
// session's would get, this session writes under another
// (autosave-<hash>-2.tcpwbproj.json, ...).
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include "AutosaveWriter.h"
#include "widgets/document/ProjectFile.h"

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
    bool offered = false;  // asked about before: kept until recovered or discarded
};

class Autosave : public AutosaveWriter {
    Q_OBJECT

public:
    explicit Autosave(widgets::Project* project, QObject* parent = nullptr);

    // Earlier sessions' autosaves holding work newer than their file, newest
    // first. Those the file was saved after are stale and deleted here,
    // unless they were offered before.
    QList<RecoveryFile> pendingRecoveries() const;
    // Notes in the autosave that it was offered: from then on it is kept
    // until recovered or discarded, even when its file is saved later.
    void markOffered(const RecoveryFile& recovery);
    // Loads a recovery into the project (shown as modified until saved). The
    // autosave becomes this session's own: rewritten in place with the
    // recovered state, removed when the work is saved or discarded.
    bool recover(const RecoveryFile& recovery, QString* error);
    // Deletes an autosave the user chose to throw away.
    bool discardRecovery(const RecoveryFile& recovery, QString* error);

protected:
    bool hasUnsavedWork() const override;
    // The project's file, else where it came from (a sample), else "untitled".
    QString key() const override;
    QJsonObject content() const override;
    QString whereTheWorkIs() const override;

private:
    widgets::Project* project_;
};

}  // namespace tcpwb::gui
