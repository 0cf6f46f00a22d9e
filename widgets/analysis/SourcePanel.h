#pragma once
// The kernel's source files beside the timeline: a choice of the files the
// schedule's locations name (the costliest first), the chosen one with each
// line's busy cycles and share in its margin (SourceCodeView), and where it
// was found or why not (SourceFiles). Clicking a line asks for its
// operations (operationsChosen); showOperations() highlights the lines of
// operations selected elsewhere.
#include <QWidget>
#include <memory>
#include <vector>

#include "analysis/by_source.h"
#include "analysis/op_graph.h"
#include "widgets/analysis/SourceFiles.h"

class QComboBox;
class QLabel;
class QPushButton;

namespace tcpwb::widgets {

class SourceCodeView;
struct TimelineIndex;

class SourcePanel : public QWidget {
    Q_OBJECT

public:
    explicit SourcePanel(QWidget* parent = nullptr);

    void setIndex(std::shared_ptr<const TimelineIndex> index);
    void setTraceFolder(const QString& folder);
    void setSourceRoot(const QString& folder);
    QString sourceRoot() const { return files_.root(); }
    // A file's text given in memory (our own kernel), found before any on disk.
    void setSourceText(const QString& file, const QString& text);
    void clearSourceTexts();

    // The files the schedule names, as its locations write them.
    QStringList fileNames() const;
    QString currentFile() const;
    void showFile(const QString& file);
    // Shows the file of the first located operation and highlights the lines
    // of all of them that are in it.
    void showOperations(const std::vector<analysis::OpId>& ops);
    // The operations located on a line of the file shown.
    std::vector<analysis::OpId> operationsOnLine(int line) const;

    SourceCodeView* codeView() const { return code_; }
    QComboBox* fileBox() const { return fileBox_; }
    QString statusText() const;

signals:
    void operationsChosen(const std::vector<tcpwb::analysis::OpId>& ops);
    void chooseFolderRequested();

private:
    void fillFiles();
    void reloadFile();

    std::shared_ptr<const TimelineIndex> index_;
    std::vector<analysis::SourceLine> lines_;  // the file shown's, found on disk or not
    SourceFiles files_;
    QComboBox* fileBox_;
    QLabel* status_;
    QPushButton* folder_;
    SourceCodeView* code_;
};

}  // namespace tcpwb::widgets
