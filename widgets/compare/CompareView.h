#pragma once
// The Compare tab: two runs of a kernel on one time axis. Trace A is drawn
// above trace B by two TimelineCanvas instances that share one viewport
// (zoom, pan and the selected range follow each other) over the union of
// their spans; under them a sortable table of per-operation deltas, the
// largest regression first (trace::compareTraces), and beside it the same
// two schedules compared line by line of the kernel's source
// (analysis::compareBySource: per-line deltas, added and removed lines, the
// makespan change), under a warning when the two kernels differ in their
// tensors' sizes. Selecting a row frames that operation (or that line's
// operations) in both timelines. Files load in worker threads (TraceLoader)
// with progress and Cancel; two simulations come in as traces
// (sim::traceOfRun). See docs/gui-compare.md.
#include <QWidget>
#include <memory>
#include <optional>

#include "trace/compare.h"

class QLabel;
class QProgressBar;
class QPushButton;
class QScrollBar;
class QSortFilterProxyModel;
class QSplitter;
class QTabWidget;
class QTableView;

namespace tcpwb::widgets {

class CompareDeltaModel;
class SourceCompareModel;
struct TimelineIndex;
class TimelineCanvas;
class TimelineViewport;
class TimelineModel;
class TraceLoader;

class CompareView : public QWidget {
    Q_OBJECT

public:
    enum class Side { A, B };

    explicit CompareView(QWidget* parent = nullptr);

    TimelineCanvas* canvasA() const { return canvasA_; }
    TimelineCanvas* canvasB() const { return canvasB_; }
    TimelineModel* modelA() const { return modelA_; }
    TimelineModel* modelB() const { return modelB_; }
    CompareDeltaModel* deltaModel() const { return deltas_; }
    QSortFilterProxyModel* sortedDeltas() const { return sorted_; }
    QTableView* table() const { return table_; }
    SourceCompareModel* sourceModel() const { return bySource_; }
    QSortFilterProxyModel* sortedSourceRows() const { return bySourceSorted_; }
    QTableView* sourceTable() const { return bySourceTable_; }
    QTabWidget* tables() const { return tables_; }
    // The warning shown when the two kernels differ (empty when they do not).
    QString kernelWarning() const;
    TraceLoader* loader(Side side) const { return side == Side::A ? loaderA_ : loaderB_; }
    QString statusText() const;
    bool isLoading() const;
    // The comparison shown, when both sides are loaded and comparable.
    const std::optional<trace::Comparison>& comparison() const;

    // Loads both files in worker threads; progress and Cancel show meanwhile.
    void openTraces(const QString& pathA, const QString& pathB);
    // Replaces one side, keeping the other.
    void openTrace(Side side, const QString& path);
    // Loads in this thread (screenshots, tests); false and *error on failure.
    bool loadTracesNow(const QString& pathA, const QString& pathB, QString* error);
    // Two traces already in memory, e.g. two kernel runs (sim::traceOfRun).
    void setTraces(std::shared_ptr<const trace::Trace> a, const QString& nameA, std::shared_ptr<const trace::Trace> b,
                   const QString& nameB);

    // Frames the operation of `row` (of deltaModel()) in both timelines and
    // selects its span in each.
    void showRow(int row);
    // Selects the operations of `row` (of sourceModel()) in both timelines.
    void showSourceRow(int row);

public slots:
    void fit();

signals:
    void comparisonShown();
    void loadFailed(const QString& message);

private:
    QWidget* createToolbar();
    QWidget* createLoadBar();
    QWidget* createLane(Side side);
    QWidget* createTables();
    void compareBySource();
    void setIndex(Side side, std::shared_ptr<const TimelineIndex> index, const QString& name);
    void compare();
    void syncSelection(TimelineCanvas* from, TimelineCanvas* to);
    void loadingStarted();
    void loadingEnded();
    void updateProgress();
    void updateLabels();
    void updateStatus();
    void updateScrollBars();
    void selectionMoved();
    void shareHeight();

    TimelineModel* modelA_;
    TimelineModel* modelB_;
    TimelineCanvas* canvasA_;
    TimelineCanvas* canvasB_;
    TimelineViewport* viewport_ = nullptr;  // shared by the two canvases
    QScrollBar* scrollA_ = nullptr;
    QScrollBar* scrollB_ = nullptr;
    QLabel* laneLabelA_ = nullptr;
    QLabel* laneLabelB_ = nullptr;
    CompareDeltaModel* deltas_;
    QSortFilterProxyModel* sorted_;
    QTableView* table_ = nullptr;
    SourceCompareModel* bySource_;
    QSortFilterProxyModel* bySourceSorted_;
    QTableView* bySourceTable_ = nullptr;
    QLabel* bySourceSummary_ = nullptr;
    QTabWidget* tables_ = nullptr;
    QLabel* warning_ = nullptr;
    QSplitter* split_ = nullptr;
    TraceLoader* loaderA_;
    TraceLoader* loaderB_;
    QWidget* loadBar_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QPushButton* cancel_ = nullptr;
    QLabel* status_ = nullptr;
    int percentA_ = 0, percentB_ = 0;
    std::shared_ptr<const TimelineIndex> indexA_, indexB_;
    QString nameA_, nameB_;
    QString error_;
    bool syncing_ = false;
};

}  // namespace tcpwb::widgets
