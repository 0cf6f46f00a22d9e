#pragma once
// The Kernel tab: a kernel's source (the error line highlighted and the
// message under it) with the dialect it is written in, its operations with
// their stages and stream mappings, the device function to run (a file may
// hold many), a Run button with a seed, a progress bar and Cancel while the
// simulation runs in a worker thread, and the outputs checked against the
// reference.
// A stage's stream opens in the mapping studio as a new design
// (openInStudio), so its sequencer configuration can be studied there.
// Under them the flit stepper follows the pass chosen in the ops tree;
// beside it, the last run's analysis (cost per source line, critical path,
// idle holes, DMA transfers: ScheduleAnalysisView), whose rows choose their
// operation in the ops tree and their line in the source.
// A kernel in a crate gets the crate's tree beside its source (modules,
// their files and device functions): choosing a function opens its file at
// its line and reads that function. The source shows its errors underlined
// in place; resting the mouse on an axis, an alias or an m![...] mapping
// tells its size and normal form, and F12 / Ctrl+click goes to where a name
// is declared, in another file of the crate too. Choosing an operation of a
// helper written in another file of the crate shows that file, read-only,
// at its line (the kernel stays the one read and run); Back, or an operation
// of the kernel's file, shows the kernel's file again.
#include <QWidget>
#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include <QTextEdit>

#include "widgets/document/MappingContent.h"

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableView;
class QTimer;
class QTreeView;

namespace tcpwb::trace {
class Trace;
}
namespace tcpwb::sim {
struct RunResult;
}

namespace tcpwb::widgets {

class FlitStepper;
class ScheduleAnalysisView;
class KernelCrateModel;
class KernelDocument;
struct KernelError;
class KernelOpsModel;
class KernelOutputsModel;
class KernelProblemsModel;
class KernelSourceEdit;

class KernelView : public QWidget {
    Q_OBJECT

public:
    // Typing pauses this long before the kernel is read again.
    static constexpr int kRereadPauseMs = 300;

    explicit KernelView(KernelDocument* document, QWidget* parent = nullptr);

    KernelDocument* document() const { return document_; }
    KernelOpsModel* opsModel() const { return ops_; }
    KernelOutputsModel* outputsModel() const { return outputs_; }
    QTreeView* opsView() const { return opsView_; }
    KernelSourceEdit* sourceView() const { return source_; }
    KernelProblemsModel* problemsModel() const { return problems_; }
    QTableView* problemsView() const { return problemsView_; }
    QLabel* statusLabel() const { return status_; }
    QProgressBar* progressBar() const { return progress_; }
    QPushButton* runButton() const { return run_; }
    QPushButton* cancelButton() const { return cancel_; }
    // The crate file the editor shows read-only instead of the kernel's
    // (an operation of a helper written there is chosen); empty otherwise.
    QString fileShownElsewhere() const { return elsewhere_; }
    QPushButton* backButton() const { return back_; }
    QSpinBox* seedBox() const { return seed_; }
    // The device functions of the file; the first item is the file's own choice.
    QComboBox* functionBox() const { return function_; }
    QLabel* dialectLabel() const { return dialect_; }
    FlitStepper* flitStepper() const { return stepper_; }
    // The crate's modules, files and device functions; hidden outside a crate.
    KernelCrateModel* crateModel() const { return crateModel_; }
    QTreeView* crateView() const { return crateView_; }
    // Asked before another file of the crate replaces the open one (unsaved
    // edits: save them or not, or stay); without one, it is replaced.
    void setLeaveCheck(std::function<bool()> check) { leaveCheck_ = std::move(check); }
    // What resting the mouse at `position` of the source shows: the problem
    // underlined there, else the axis, alias or mapping with its size and
    // normal form; empty for nothing.
    QString toolTipAt(int position) const;
    // F12 / Ctrl+click: the declaration of the name at `position`, in the
    // open file or another of its crate (opened; from another crate file
    // shown read-only, shown read-only too); false when there is none.
    bool goToDefinition(int position);
    // Opens the crate's device function (its Rust path) at its line and reads it.
    bool openCrateFunction(const QString& rustPath);
    ScheduleAnalysisView* analysisView() const { return analysis_; }
    // The trace of the last finished run, as the Timeline shows it (null before one).
    std::shared_ptr<const trace::Trace> latestRun() const { return latestRun_; }
    // The file its operations are located in (the kernel's path, or a
    // built-in sample's name) and the source text that ran.
    QString runSourceFile() const { return runSourceFile_; }
    QString runSourceText() const { return runSourceText_; }
    // "Compare with previous run": enabled once the kernel has run twice.
    QPushButton* compareButton() const { return compare_; }

    // The design the studio would get for the stage at index (of opsModel);
    // false when the row has no stream to study.
    bool studioContent(const QModelIndex& index, MappingContent* content, QString* name) const;

public slots:
    void run();
    void openSelectedInStudio();
    // Asks for the last two runs side by side (compareRunsRequested).
    void compareWithPreviousRun();

protected:
    // The problems table refits its columns when its width changes.
    bool eventFilter(QObject* watched, QEvent* event) override;

signals:
    void openInStudio(const QString& name, const tcpwb::widgets::MappingContent& content);
    // The run before and the latest one, as traces (sim::traceOfRun).
    void compareRunsRequested(std::shared_ptr<const tcpwb::trace::Trace> before, const QString& beforeName,
                              std::shared_ptr<const tcpwb::trace::Trace> after, const QString& afterName);
    // A run finished: its trace (sim::traceOfRun), for the Timeline.
    void runRecorded(std::shared_ptr<const tcpwb::trace::Trace> run, const QString& name);

private:
    QWidget* createRunBar();
    void showKernel();
    void showRunState();
    void recordRun();
    // KernelViewAnalysis.cpp: the run's analysis, and its rows chosen.
    QWidget* createAnalysis();
    void showRunAnalysis(const sim::RunResult& result);
    void chooseRunOperations(const std::vector<std::uint32_t>& ops);
    void highlightLines(int selectedLine);
    void underlineProblems(QList<QTextEdit::ExtraSelection>& marks) const;
    std::optional<std::pair<std::size_t, std::size_t>> problemPlaceInShownFile(const KernelError& e) const;
    bool goToDefinitionElsewhere(int position);
    void showElsewhereAt(const QString& file, std::size_t offset);
    QWidget* createCrateTree();
    void showCrate();
    void chooseCrateRow(const QModelIndex& index);
    bool leaveFileFor(const QString& path);
    void jumpToOffset(std::size_t offset);
    // The operation row chosen: its line in the kernel's file, or its file and line elsewhere.
    void showOperationSource(const QModelIndex& row);
    void showElsewhere(const QString& file, int line);
    void showOwnSource();
    void showTitle();
    QWidget* createProblemsList();
    QWidget* createFileRow();
    void offerCompletions();
    void rereadSource();
    void saveKernel();
    void reloadKernel();
    void showFileState();
    void showFunctions();
    void showDialect();
    void chooseFunction(int index);
    int entryLine() const;
    void showProblemCount();
    // The short columns fit their contents; the kind and the fix are capped so
    // that the message keeps most of a narrow table (both elide, tooltips whole).
    void fitProblemColumns();
    void jumpToSource(int line, int column);
    // Centres the editor on its cursor, or once it is laid out when it is not yet
    // (a kernel loaded before the window shows: its error would stay off screen).
    void centerOnCursor();
    bool centerWhenLaidOut_ = false;
    static QString validCountsText(const sim::RunResult& result);
    static QString validCountsTip(const sim::RunResult& result);

    KernelDocument* document_;
    KernelOpsModel* ops_;
    KernelOutputsModel* outputs_;
    KernelProblemsModel* problems_;
    KernelCrateModel* crateModel_ = nullptr;
    QTreeView* crateView_ = nullptr;
    std::function<bool()> leaveCheck_;
    QLabel* title_;
    KernelSourceEdit* source_;
    QLabel* problemsTitle_ = nullptr;
    QTableView* problemsView_ = nullptr;
    QTreeView* opsView_;
    QTableView* outputsView_;
    QPushButton* run_;
    QSpinBox* seed_;
    QComboBox* function_ = nullptr;
    QLabel* dialect_ = nullptr;
    QProgressBar* progress_;
    QPushButton* cancel_;
    QLabel* status_;
    FlitStepper* stepper_;
    QTimer* reread_;
    QPushButton* save_ = nullptr;
    QPushButton* reload_ = nullptr;
    QLabel* fileState_ = nullptr;
    QPushButton* back_ = nullptr;
    QString elsewhere_;           // the crate file shown read-only in the editor, or empty
    int elsewhereLine_ = 0;       // its line of the chosen operation
    bool editing_ = false;        // the document's change is the editor's own text
    bool changedOnDisk_ = false;  // offered, not applied: the source has unsaved edits
    QPushButton* compare_ = nullptr;
    // The kernel's last two finished runs, kept across edits of its source
    // (changing a mapping and running again is what gets compared).
    QString runsOf_;
    int runNumber_ = 0;
    std::shared_ptr<const trace::Trace> previousRun_, latestRun_;
    ScheduleAnalysisView* analysis_ = nullptr;
    QString runSourceFile_, runSourceText_;
    std::vector<std::size_t> runProgramOps_;  // per operation of the latest run: its index into Program::ops
    QString previousName_, latestName_;
};

}  // namespace tcpwb::widgets
