#pragma once
// What the project's autosave (Autosave) and the Kernel tab's
// (KernelAutosave) share: the timer, the folder, and this session's own
// autosave file, written atomically under a name no earlier session's
// unrecovered work has, and removed once the work is saved or dropped. Each
// says what its work is: whether there is any unsaved, what names it, and
// the JSON that keeps it.
#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QTimer>

namespace tcpwb::gui {

class AutosaveWriter : public QObject {
    Q_OBJECT

public:
    // Empty (the default) turns autosave off: headless runs and tests that
    // do not ask for it never write anything.
    void setDirectory(const QString& directory);
    QString directory() const { return directory_; }
    // Seconds between autosaves; 0 stops the timer (closing still writes).
    void setInterval(int seconds);
    int interval() const { return interval_; }

    // Writes the unsaved work now (nothing when there is none, or nothing
    // names it); false, *error set and failed() emitted when the write
    // failed, which leaves the previous autosave as it was.
    bool saveNow(QString* error = nullptr);
    // Removes this session's autosave: the work was saved, or dropped.
    // Earlier sessions' autosaves are never touched here.
    void discard();
    // Where the work's autosave goes; empty when it is not kept.
    QString currentFile() const;

signals:
    void autosaved(const QString& path);
    void failed(const QString& message);

protected:
    // Autosaves are named <prefix>-<hash of the work's key><suffix>.
    AutosaveWriter(QString prefix, QString suffix, QObject* parent);

    virtual bool hasUnsavedWork() const = 0;
    // What names the work's autosave (its file, say); empty when the work is not kept.
    virtual QString key() const = 0;
    // The autosave's JSON: the work and its "recovery" object.
    virtual QJsonObject content() const = 0;
    // The sentence a failed write ends with: where the work is now, and what to do.
    virtual QString whereTheWorkIs() const = 0;

    // A recovered autosave becomes this session's own, for the work's key now.
    void adopt(const QString& path);
    // The work's key changed (saved under another name): the old key's autosave goes.
    void keyChanged();
    // The glob that matches this kind's autosave files.
    QString pattern() const;
    // The autosave this workbench wrote (or recovered); empty when none.
    const QString& written() const { return written_; }

private:
    void tick();

    QString prefix_, suffix_;
    QTimer timer_;
    QString directory_;
    int interval_ = 0;
    QString written_;     // the autosave this session wrote (or recovered)
    QString writtenKey_;  // the key it was written for
};

}  // namespace tcpwb::gui
