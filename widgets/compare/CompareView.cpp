#include "widgets/compare/CompareView.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include "analysis/source_compare.h"
#include "widgets/analysis/SourceCompareModel.h"
#include "widgets/compare/CompareDeltaModel.h"
#include "widgets/document/DiagnosticText.h"
#include "widgets/document/StringBridge.h"
#include "widgets/timeline/TimeUnit.h"
#include "widgets/timeline/TimelineCanvas.h"
#include "widgets/timeline/TimelineModel.h"
#include "widgets/timeline/TraceLoader.h"
#include "widgets/toolkit/CompactTableView.h"
#include "widgets/toolkit/DockSupport.h"
#include "widgets/toolkit/PaletteColors.h"

namespace tcpwb::widgets {

namespace {

QString signedText(std::int64_t value) { return value > 0 ? QStringLiteral("+%1").arg(value) : QString::number(value); }

QString percentText(const std::optional<double>& percent) {
    if (!percent) return CompareView::tr("n/a");
    return (*percent > 0 ? QStringLiteral("+") : QString()) + QString::number(*percent, 'f', 1) + QLatin1Char('%');
}

// "main 800 → 900 (+12.5%)"
QString totalText(const trace::GroupTotal& g) {
    return CompareView::tr("%1 %2 → %3 (%4)")
        .arg(QString::fromStdString(g.key))
        .arg(qulonglong(g.a))
        .arg(qulonglong(g.b))
        .arg(percentText(g.percent()));
}

}  // namespace

CompareView::CompareView(QWidget* parent)
    : QWidget(parent),
      modelA_(new TimelineModel(this)),
      modelB_(new TimelineModel(this)),
      canvasA_(new TimelineCanvas(modelA_, this)),
      canvasB_(new TimelineCanvas(modelB_, this)),
      deltas_(new CompareDeltaModel(this)),
      sorted_(new QSortFilterProxyModel(this)),
      bySource_(new SourceCompareModel(this)),
      bySourceSorted_(new QSortFilterProxyModel(this)),
      loaderA_(new TraceLoader(this)),
      loaderB_(new TraceLoader(this)) {
    setObjectName(QStringLiteral("compare"));
    canvasA_->setObjectName(QStringLiteral("compareCanvasA"));
    canvasB_->setObjectName(QStringLiteral("compareCanvasB"));
    status_ = named(new QLabel(this), "compareStatus");
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    sorted_->setSourceModel(deltas_);
    sorted_->setSortRole(Qt::EditRole);
    table_ = named(new QTableView(this), "compareDeltas");
    table_->setModel(sorted_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(CompareDeltaModel::Rank, Qt::AscendingOrder);
    table_->verticalHeader()->hide();
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 6);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setResizeContentsPrecision(kMeasuredRows);  // a compare can hold 100,000 rows
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);

    auto* split = split_ = named(new QSplitter(Qt::Vertical, this), "compareSplitter");
    split->addWidget(createLane(Side::A));
    split->addWidget(createLane(Side::B));
    split->addWidget(createTables());
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 2);
    split->setStretchFactor(2, 1);
    split->setChildrenCollapsible(false);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(createToolbar());
    layout->addWidget(createLoadBar());
    // Above everything: a delta between two different kernels is no tuning result.
    warning_ = named(new QLabel(this), "compareKernelWarning");
    warning_->setWordWrap(true);
    warning_->setTextFormat(Qt::RichText);
    warning_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    warning_->setStyleSheet(
        QStringLiteral("QLabel { background: rgba(208, 16, 32, 28); border-left: 3px solid #d01020; padding: 4px 6px; }"));
    warning_->hide();
    layout->addWidget(warning_);
    layout->addWidget(status_);
    layout->addWidget(split, 1);

    connect(canvasA_, &TimelineCanvas::selectionChanged, this, [this] { syncSelection(canvasA_, canvasB_); });
    connect(canvasB_, &TimelineCanvas::selectionChanged, this, [this] { syncSelection(canvasB_, canvasA_); });
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &CompareView::selectionMoved);
    connect(bySourceTable_->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& current) {
        if (current.isValid()) showSourceRow(bySourceSorted_->mapToSource(current).row());
    });
    for (Side side : {Side::A, Side::B}) {
        TraceLoader* l = loader(side);
        connect(l, &TraceLoader::progress, this, [this, side](int percent) {
            (side == Side::A ? percentA_ : percentB_) = percent;
            updateProgress();
        });
        connect(l, &TraceLoader::loaded, this, [this, side](std::shared_ptr<const TimelineIndex> index, const QString& path) {
            if (!isLoading()) loadingEnded();
            setIndex(side, std::move(index), QFileInfo(path).fileName());
            compare();
        });
        connect(l, &TraceLoader::failed, this, [this](const QString& message) {
            if (!isLoading()) loadingEnded();
            error_ = message;
            updateStatus();
            emit loadFailed(message);
        });
        connect(l, &TraceLoader::cancelled, this, [this, l] {
            if (!isLoading()) loadingEnded();
            error_ = tr("Loading %1 was cancelled.").arg(QFileInfo(l->path()).fileName());
            updateStatus();
        });
    }
    updateLabels();
    updateStatus();
    // One time axis: both canvases look through one viewport. Made last, so
    // it is deleted after the canvases that use it.
    viewport_ = new TimelineViewport(this);
    canvasA_->setViewport(viewport_);
    canvasB_->setViewport(viewport_);
}

QWidget* CompareView::createToolbar() {
    auto* bar = new QWidget(this);
    auto* openA = named(new QPushButton(tr("Open A…"), bar), "compareOpenA");
    openA->setToolTip(tr("The run before: a trace file (ours, the Furiosa NPU profile, a --dump-schedule JSON)"));
    auto* openB = named(new QPushButton(tr("Open B…"), bar), "compareOpenB");
    openB->setToolTip(tr("The run after, compared against A"));
    auto* fitButton = named(new QToolButton(bar), "compareFit");
    fitButton->setText(tr("Fit"));
    fitButton->setToolTip(tr("Show both runs whole, on one time axis"));
    auto* hint =
        new QLabel(tr("Wheel zooms, drag pans, Ctrl+drag selects a range: both timelines follow. Pick a row to frame its operation."), bar);
    hint->setWordWrap(true);
    auto* layout = new QHBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(openA);
    layout->addWidget(openB);
    layout->addWidget(fitButton);
    layout->addSpacing(12);
    layout->addWidget(hint, 1);
    const auto choose = [this](Side side) {
        const QString current = loader(side)->path();
        const QString path = QFileDialog::getOpenFileName(this, side == Side::A ? tr("Compare: Trace A") : tr("Compare: Trace B"),
                                                          QFileInfo(current).absolutePath(), tr("Traces (*.json);;All files (*)"));
        if (!path.isEmpty()) openTrace(side, path);
    };
    connect(openA, &QPushButton::clicked, this, [choose] { choose(Side::A); });
    connect(openB, &QPushButton::clicked, this, [choose] { choose(Side::B); });
    connect(fitButton, &QToolButton::clicked, this, &CompareView::fit);
    return bar;
}

QWidget* CompareView::createLoadBar() {
    loadBar_ = named(new QWidget(this), "compareLoadBar");
    progress_ = named(new QProgressBar(loadBar_), "compareProgress");
    progress_->setRange(0, 100);
    cancel_ = named(new QPushButton(tr("Cancel"), loadBar_), "compareCancel");
    auto* layout = new QHBoxLayout(loadBar_);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(tr("Loading traces…"), loadBar_));
    layout->addWidget(progress_, 1);
    layout->addWidget(cancel_);
    connect(cancel_, &QPushButton::clicked, this, [this] {
        loaderA_->cancel();
        loaderB_->cancel();
    });
    loadBar_->hide();
    return loadBar_;
}

// The operations' deltas and the source lines' deltas, one tab each.
QWidget* CompareView::createTables() {
    bySourceSorted_->setSourceModel(bySource_);
    bySourceSorted_->setSortRole(Qt::EditRole);
    bySourceTable_ = named(new QTableView(this), "compareSourceLines");
    bySourceTable_->setModel(bySourceSorted_);
    bySourceTable_->setSortingEnabled(true);
    bySourceTable_->sortByColumn(-1, Qt::AscendingOrder);  // the comparison's order until a header is clicked
    bySourceTable_->verticalHeader()->hide();
    bySourceTable_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    bySourceTable_->verticalHeader()->setDefaultSectionSize(bySourceTable_->fontMetrics().height() + 6);
    bySourceTable_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    bySourceTable_->horizontalHeader()->setResizeContentsPrecision(kMeasuredRows);
    bySourceTable_->horizontalHeader()->setStretchLastSection(true);
    bySourceTable_->setSelectionBehavior(QAbstractItemView::SelectRows);
    bySourceTable_->setSelectionMode(QAbstractItemView::SingleSelection);
    bySourceTable_->setWordWrap(false);
    bySourceSummary_ = named(new QLabel(this), "compareSourceSummary");
    bySourceSummary_->setWordWrap(true);
    bySourceSummary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* byLine = new QWidget(this);
    auto* column = new QVBoxLayout(byLine);
    column->setContentsMargins(0, 2, 0, 0);
    column->setSpacing(2);
    column->addWidget(bySourceSummary_);
    column->addWidget(bySourceTable_, 1);
    tables_ = named(new QTabWidget(this), "compareTables");
    tables_->setDocumentMode(true);
    tables_->setProperty("screenshotPages", true);
    tables_->addTab(table_, tr("Operations"));
    tables_->addTab(byLine, tr("By source line"));
    return tables_;
}

// A labelled timeline with its own vertical scroll bar.
QWidget* CompareView::createLane(Side side) {
    TimelineCanvas* canvas = side == Side::A ? canvasA_ : canvasB_;
    auto* box = new QWidget(this);
    auto* label = named(new QLabel(box), side == Side::A ? "compareLabelA" : "compareLabelB");
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    auto* scroll = named(new QScrollBar(Qt::Vertical, box), side == Side::A ? "compareScrollA" : "compareScrollB");
    canvas->setMinimumHeight(TimelineCanvas::kMinimapHeight + TimelineCanvas::kRulerHeight + 3 * TimelineCanvas::kLaneHeight);
    auto* row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(0);
    row->addWidget(canvas, 1);
    row->addWidget(scroll);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(label);
    layout->addLayout(row, 1);
    (side == Side::A ? laneLabelA_ : laneLabelB_) = label;
    (side == Side::A ? scrollA_ : scrollB_) = scroll;
    connect(canvas, &TimelineCanvas::contentHeightChanged, this, &CompareView::updateScrollBars);
    connect(scroll, &QScrollBar::valueChanged, canvas, &TimelineCanvas::setVerticalOffset);
    return box;
}

// --- Loading ----------------------------------------------------------------

bool CompareView::isLoading() const { return loaderA_->isLoading() || loaderB_->isLoading(); }

void CompareView::openTraces(const QString& pathA, const QString& pathB) {
    openTrace(Side::A, pathA);
    openTrace(Side::B, pathB);
}

void CompareView::openTrace(Side side, const QString& path) {
    (side == Side::A ? percentA_ : percentB_) = 0;
    loader(side)->load(path);
    loadingStarted();
}

bool CompareView::loadTracesNow(const QString& pathA, const QString& pathB, QString* error) {
    QString message;
    auto a = TraceLoader::loadNow(pathA, &message);
    auto b = a ? TraceLoader::loadNow(pathB, &message) : nullptr;
    if (!a || !b) {
        error_ = message;
        updateStatus();
        if (error) *error = message;
        return false;
    }
    setIndex(Side::A, std::move(a), QFileInfo(pathA).fileName());
    setIndex(Side::B, std::move(b), QFileInfo(pathB).fileName());
    compare();
    if (error && !error_.isEmpty()) *error = error_;
    return error_.isEmpty();
}

void CompareView::setTraces(std::shared_ptr<const trace::Trace> a, const QString& nameA, std::shared_ptr<const trace::Trace> b,
                            const QString& nameB) {
    setIndex(Side::A, TimelineIndex::build(std::move(a)), nameA);
    setIndex(Side::B, TimelineIndex::build(std::move(b)), nameB);
    compare();
}

void CompareView::setIndex(Side side, std::shared_ptr<const TimelineIndex> index, const QString& name) {
    error_.clear();
    (side == Side::A ? indexA_ : indexB_) = index;
    (side == Side::A ? nameA_ : nameB_) = name;
    (side == Side::A ? modelA_ : modelB_)->setIndex(std::move(index));
    updateLabels();
}

// Both sides in: the deltas, and one time axis over both spans.
void CompareView::compare() {
    deltas_->setComparison(std::nullopt);
    if (indexA_ && indexB_) {
        auto comparison = trace::compareTraces(*indexA_->trace, *indexB_->trace);
        if (comparison) deltas_->setComparison(std::move(comparison).value());
        else
            error_ = tr("Cannot compare %1 with %2: %3 (%4)")
                         .arg(nameA_, nameB_, diagnosticText(comparison.error()), toQt(comparison.error().kind));
    }
    const std::pair<u64, u64> range{std::min(modelA_->firstCycle(), modelB_->firstCycle()),
                                    std::max(modelA_->lastCycle(), modelB_->lastCycle())};
    canvasA_->setTimeRange(range);
    canvasB_->setTimeRange(range);
    fit();
    table_->sortByColumn(CompareDeltaModel::Rank, Qt::AscendingOrder);
    table_->scrollToTop();
    compareBySource();
    updateScrollBars();
    updateStatus();
    shareHeight();
    if (deltas_->comparison()) emit comparisonShown();
}

void CompareView::loadingStarted() {
    updateProgress();
    loadBar_->show();
    error_.clear();
    status_->setText(tr("Loading…"));
}

void CompareView::loadingEnded() { loadBar_->hide(); }

void CompareView::updateProgress() {
    const int parts = int(loaderA_->isLoading()) + int(loaderB_->isLoading());
    const int sum = (loaderA_->isLoading() ? percentA_ : 0) + (loaderB_->isLoading() ? percentB_ : 0);
    progress_->setValue(parts ? sum / parts : 100);
}

// --- One time axis ----------------------------------------------------------

void CompareView::fit() { viewport_->fit(); }

// A range selected on one run selects the same cycles on the other, so the
// statistics of both cover the same window.
void CompareView::syncSelection(TimelineCanvas* from, TimelineCanvas* to) {
    if (syncing_) return;
    syncing_ = true;
    if (const auto range = from->selection()) to->select(range->first, range->second);
    else to->clearSelection();
    syncing_ = false;
}

void CompareView::selectionMoved() {
    const QModelIndex current = table_->selectionModel()->currentIndex();
    if (!current.isValid()) return;
    showRow(sorted_->mapToSource(current).row());
}

void CompareView::showRow(int row) {
    if (row < 0 || row >= deltas_->rowCount()) return;
    const auto a = deltas_->sliceA(row);
    const auto b = deltas_->sliceB(row);
    const u64 t0 = std::min(a ? a->start : b->start, b ? b->start : a->start);
    const u64 t1 = std::max(a ? a->end : b->end, b ? b->end : a->end);
    // A fifth of the width either side, so the neighbours show too.
    const u64 margin = std::max<u64>((t1 - t0) / 5, 1);
    canvasA_->zoomToRange(t0 > margin ? t0 - margin : 0, t1 + margin);
    syncing_ = true;
    const auto frame = [](TimelineCanvas* canvas, const std::optional<trace::ComparedSlice>& s) {
        if (!s) {
            canvas->clearSelection();
            canvas->setCursorCycle(std::nullopt);
            return;
        }
        const trace::TrackId track = canvas->model()->trace().slices.at(s->slice).track;
        canvas->select(s->start, std::max(s->end, s->start + 1), {track});
        canvas->setCursorCycle(s->start);
    };
    frame(canvasA_, a);
    frame(canvasB_, b);
    syncing_ = false;
}

// The two schedules by source line (the operations' indices change between
// compilations, their source lines do not), and whether the kernels differ.
void CompareView::compareBySource() {
    bySource_->setComparison(std::nullopt);
    if (indexA_ && indexB_)
        bySource_->setComparison(analysis::compareBySource(indexA_->graph, indexB_->graph, indexA_->sourceCost, indexB_->sourceCost));
    bySourceSorted_->sort(-1);
    bySourceTable_->scrollToTop();
    bySourceSummary_->setText(bySource_->comparison() ? bySource_->summary() : tr("Open two traces to compare them by source line."));
    tables_->setTabText(1, tr("By source line (%1)").arg(bySource_->rowCount()));
    tables_->setTabText(0, tr("Operations (%1)").arg(deltas_->rowCount()));
    const QString warning = bySource_->warning();
    if (warning.isEmpty()) {
        warning_->hide();
        warning_->clear();
    } else {
        QStringList lines = warning.toHtmlEscaped().split(QLatin1Char('\n'));
        lines.front() =
            QStringLiteral("<b style=\"color:%1\">%2</b> %3").arg(errorTextColor(palette()).name(), tr("Warning:"), lines.front());
        warning_->setText(lines.join(QStringLiteral("<br>")));
        warning_->show();
    }
    // A furiosa-opt schedule is read by source line: its indices are the compiler's.
    const bool schedules =
        indexA_ && indexB_ &&
        (indexA_->trace->format == trace::Format::FuriosaSchedule || indexB_->trace->format == trace::Format::FuriosaSchedule);
    tables_->setCurrentIndex(schedules || !warning.isEmpty() ? 1 : 0);
}

QString CompareView::kernelWarning() const { return bySource_->warning(); }

void CompareView::showSourceRow(int row) {
    if (row < 0 || row >= bySource_->rowCount()) return;
    const analysis::SourceRow* a = bySource_->rowA(row);
    const analysis::SourceRow* b = bySource_->rowB(row);
    const u64 t0 = std::min(a ? a->firstStart : b->firstStart, b ? b->firstStart : a->firstStart);
    const u64 t1 = std::max(a ? a->lastEnd : b->lastEnd, b ? b->lastEnd : a->lastEnd);
    const u64 margin = std::max<u64>((t1 - t0) / 5, 1);
    canvasA_->zoomToRange(t0 > margin ? t0 - margin : 0, t1 + margin);
    syncing_ = true;
    if (a) canvasA_->selectOperations(a->opIds);
    else canvasA_->clearSelection();
    if (b) canvasB_->selectOperations(b->opIds);
    else canvasB_->clearSelection();
    syncing_ = false;
}

// Each timeline as tall as its tracks need, the table the rest (the
// splitter scales these proportionally to the room it has).
void CompareView::shareHeight() {
    const int label = laneLabelA_->sizeHint().height() + 2;
    const auto laneHeight = [label](TimelineCanvas* canvas) { return label + canvas->lanesTop() + canvas->contentHeight() + 8; };
    const int rows = std::clamp(deltas_->rowCount(), 4, 14);
    const int tableHeight = table_->horizontalHeader()->sizeHint().height() + rows * table_->verticalHeader()->defaultSectionSize() + 4;
    split_->setSizes({laneHeight(canvasA_), laneHeight(canvasB_), tableHeight});
}

// --- Text -------------------------------------------------------------------

const std::optional<trace::Comparison>& CompareView::comparison() const { return deltas_->comparison(); }

void CompareView::updateLabels() {
    laneLabelA_->setText(nameA_.isEmpty() ? tr("A: no trace (Open A…)") : tr("A (before): %1").arg(nameA_));
    laneLabelB_->setText(nameB_.isEmpty() ? tr("B: no trace (Open B…)") : tr("B (after): %1").arg(nameB_));
}

void CompareView::updateScrollBars() {
    canvasA_->syncScrollBar(scrollA_);
    canvasB_->syncScrollBar(scrollB_);
}

QString CompareView::statusText() const { return status_->text(); }

void CompareView::updateStatus() {
    if (!error_.isEmpty()) {
        status_->setText(error_);
        return;
    }
    const auto& c = deltas_->comparison();
    if (!c) {
        status_->setText(tr("Compare two runs: File > Compare Traces…, Open A… and Open B… here, or Kernel > Compare with previous run."));
        return;
    }
    const trace::GroupTotal total = c->matchedTotal();
    const QString unit = timeUnitLabel(c->timeUnit);
    QString text =
        tr("Span %1 → %2 %3 (%4, %5). Operations %6 → %7 (%8, %9). %10 matched: %11 slower, %12 faster; %13 only in A, %14 only in B.")
            .arg(qulonglong(c->span.a()))
            .arg(qulonglong(c->span.b()))
            .arg(unit, signedText(c->span.delta()), percentText(c->span.percent()))
            .arg(qulonglong(total.a))
            .arg(qulonglong(total.b))
            .arg(signedText(total.delta()), percentText(total.percent()))
            .arg(c->ops.size())
            .arg(c->regressions())
            .arg(c->improvements())
            .arg(c->onlyA.size())
            .arg(c->onlyB.size());
    QStringList tracks;
    for (const trace::GroupTotal& g : c->tracks)
        if (g.a || g.b) tracks << totalText(g);
    if (!tracks.isEmpty()) text += QLatin1Char('\n') + tr("Busy per track: %1").arg(tracks.join(QStringLiteral("; ")));
    QStringList stages;
    for (const trace::GroupTotal& g : c->stages) stages << totalText(g);
    if (!stages.isEmpty()) text += QLatin1Char('\n') + tr("Per stage: %1").arg(stages.join(QStringLiteral("; ")));
    status_->setText(text);
}

}  // namespace tcpwb::widgets
