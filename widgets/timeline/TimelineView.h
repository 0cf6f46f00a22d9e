#pragma once
// The Timeline tab: a loaded trace drawn by TimelineCanvas with a search box
// ("show only matching"), replay (play / pause / speed, a cursor moving
// across the lanes), a progress bar with Cancel while a file loads, and side
// panels for the statistics of the selected range (per slice name, and the
// utilisation of each context), the critical path, what the trace held that
// could not be placed, and bookmarks. The critical path and idle holes are
// drawn on the lanes unless their boxes are cleared. Under the lanes, the
// schedule's analysis (ScheduleAnalysisView): the kernel's source with each
// line's cycles, the cost per source line, the critical path, idle holes
// and DMA transfers, linked to the lanes both ways (a line or a row selects
// its operations; a slice clicked shows its line and rows). Traces are
// opened with openTrace() or dropped on any widget watched by acceptTraceDrops().
#include <QElapsedTimer>
#include <QWidget>
#include <memory>
#include <vector>

#include "trace/trace.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QScrollBar;
class QTableView;
class QTimer;
class QToolButton;

namespace tcpwb::widgets {

class ScheduleAnalysisView;
class SelectionStatsModel;
struct TimelineIndex;
class TimelineCanvas;
class TimelineModel;
class TraceLoader;

class TimelineView : public QWidget {
    Q_OBJECT

public:
    explicit TimelineView(QWidget* parent = nullptr);

    TimelineModel* model() const { return model_; }
    TimelineCanvas* canvas() const { return canvas_; }
    SelectionStatsModel* statistics() const { return stats_; }
    TraceLoader* loader() const { return loader_; }
    QListWidget* notesList() const { return notes_; }
    QCheckBox* criticalPathBox() const { return showCritical_; }
    QCheckBox* idleHolesBox() const { return showIdle_; }
    ScheduleAnalysisView* analysisView() const { return analysis_; }
    // Where the schedule's source locations are read from (`--source-root`,
    // File > Set Source Folder…); see SourceFiles.
    void setSourceRoot(const QString& folder);
    QString sourceRoot() const;
    // A source file's text given in memory: the Kernel tab's kernel for its runs.
    void setSourceText(const QString& file, const QString& text);
    // Asks for the source folder in a dialog.
    void chooseSourceFolder();
    // Per context, the selected range's utilisation ("MainContext 42.0% ...").
    QString utilisationText() const;
    // The critical path in one line (its operations, busy and unexplained cycles).
    QString criticalPathText() const;
    QLineEdit* searchBox() const { return search_; }
    // Search: Enter in the box goes to the next match (by start cycle),
    // Shift+Enter to the previous, wrapping around; each frames the slice
    // and selects it. The count reads "3 of 120".
    void findNext();
    void findPrevious();
    int matchCount() const;
    int currentMatch() const { return matchIndex_; }  // -1: none yet
    QString matchText() const;
    QString statusText() const;
    QString tracePath() const { return path_; }

    // Loads in a worker thread; progress and Cancel show meanwhile.
    void openTrace(const QString& path);
    // Loads in this thread (screenshots); false and *error on failure.
    bool loadTraceNow(const QString& path, QString* error);
    void setTrace(std::shared_ptr<const trace::Trace> trace, const QString& path);
    void setIndex(std::shared_ptr<const TimelineIndex> index, const QString& path);

    // Replay: the cursor moves `speed` cycles per millisecond.
    void play();
    void pause();
    bool isPlaying() const;
    void setSpeed(double cyclesPerMillisecond);
    double speed() const { return speed_; }
    // Moves the cursor as `milliseconds` of playing would (the timer's step).
    void advanceReplay(double milliseconds);
    std::optional<u64> cursorCycle() const;
    void setCursorCycle(u64 cycle);

    // Dropping a .json trace (not a *.tcpwb.json document) on `target` opens it here.
    void acceptTraceDrops(QWidget* target);

signals:
    void cursorCycleChanged(quint64 cycle);
    void traceLoaded(const QString& path);
    void loadFailed(const QString& message);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* createToolbar();
    QWidget* createLoadBar();
    QWidget* createSidePanel();
    void applySearch();
    void goToMatch(int step);
    void updateMatchLabel();
    void updateSelectionStatistics();
    void fitStatisticsColumns();
    void updateNotes();
    void updateBookmarks();
    void updateScrollBar();
    void updateStatus();
    // The replay speeds' names, in the trace's time unit.
    void nameSpeeds();
    void tick();
    void followSlice(std::uint32_t slice);
    void loadingStarted();
    void loadingEnded();

    TimelineModel* model_;
    TimelineCanvas* canvas_;
    SelectionStatsModel* stats_;
    TraceLoader* loader_;
    ScheduleAnalysisView* analysis_;
    QLineEdit* search_;
    QCheckBox* onlyMatching_;
    QCheckBox* showCritical_;
    QCheckBox* showIdle_;
    QLabel* utilisation_;
    QLabel* criticalSummary_;
    QLabel* matchLabel_;
    QToolButton* playButton_;
    QComboBox* speedChoice_;
    QLabel* cursorLabel_;
    QWidget* loadBar_;
    QProgressBar* progress_;
    QPushButton* cancel_;
    QLabel* status_;
    QScrollBar* scroll_;
    QTableView* statsTable_;
    QLabel* selectionLabel_;
    QListWidget* notes_;
    QLabel* notesLabel_;
    QListWidget* bookmarks_;
    QTimer* replayTimer_;
    QElapsedTimer replayClock_;
    double speed_ = 10;
    double cursorFraction_ = 0;  // sub-cycle progress between ticks
    QString path_;
    QString error_;
    // The search's matches, computed for matchesFor_ (the box's text).
    std::vector<std::uint32_t> matches_;
    QString matchesFor_;
    int matchIndex_ = -1;
};

}  // namespace tcpwb::widgets
