#pragma once
// The open project: several designs, one of them in the MappingDocument that
// every view edits. Switching designs puts the document's current content
// back into the project and loads the other design into the document (the
// undo history belongs to the design that was open and starts afresh).
//
// "Modified" compares the designs with what was last saved or loaded, so
// typing something and undoing it leaves the project unmodified; which
// design is open does not count.
#include <QObject>
#include <QString>

#include "widgets/document/ProjectContent.h"
#include "widgets/document/ProjectFile.h"

namespace tcpwb::widgets {

class MappingDocument;

class Project : public QObject {
    Q_OBJECT

public:
    explicit Project(MappingDocument* document, QObject* parent = nullptr);

    MappingDocument* document() const { return document_; }
    int designCount() const { return int(content_.designs.size()); }
    QString designName(int index) const;
    int activeIndex() const { return content_.active; }
    // The whole project with the open design's current content folded in:
    // what Save and autosave write.
    ProjectContent snapshot() const;

    // Where Save writes; empty for a new project or a built-in sample.
    QString filePath() const { return filePath_; }
    // What the file is: a project, or the single design it was opened from.
    FileKind fileKind() const { return kind_; }
    // The file it came from, samples included (":/samples/…").
    QString origin() const { return origin_; }
    QString displayName() const;
    bool isModified() const;

    void setActive(int index);
    // Adds a design named uniqueName(baseName) and opens it; its index.
    int addDesign(const QString& baseName, const MappingContent& content);
    // Refuses an empty name or one another design has (sets *error).
    bool renameDesign(int index, const QString& name, QString* error);
    // The last design stays: a project always holds one.
    bool removeDesign(int index);
    QString uniqueName(const QString& baseName) const;

    // A new, unsaved project of one design.
    void newProject(const QString& designName, const MappingContent& content);
    // A *.tcpwbproj.json or a single *.tcpwb.json; on failure returns false,
    // sets *error and leaves the project as it was.
    bool load(const QString& path, QString* error);
    // Atomic (writeFileAtomically): on failure the old file is untouched,
    // *error set.
    // A path ending in .tcpwbproj.json gets a project; any other path the
    // single design, which needs a one-design project.
    bool save(const QString& path, QString* error);
    // Recovered unsaved work: the content is shown as modified until saved,
    // and Save writes to path (as kind).
    void restore(const ProjectContent& content, const QString& path, FileKind kind);

signals:
    // A design was added, removed or renamed.
    void designsChanged();
    void activeChanged(int index);
    void filePathChanged(const QString& path);
    void modificationChanged(bool modified);

private:
    void replaceAll(const ProjectContent& content, const QString& origin, FileKind kind);
    void storeActive();
    void openActive();
    void setFilePath(const QString& path);
    void markSaved();
    void updateModified();

    MappingDocument* document_;
    ProjectContent content_;  // the open design's entry is stale until storeActive()
    QList<Design> saved_;     // what the file holds, to tell whether anything changed
    QString filePath_;
    QString origin_;
    FileKind kind_ = FileKind::Design;
    bool forcedModified_ = false;  // recovered work, never saved yet
    bool modified_ = false;        // last value signalled
};

}  // namespace tcpwb::widgets
