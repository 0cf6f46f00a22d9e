#include "widgets/timeline/TimelineView.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <cmath>

#include "widgets/analysis/ScheduleAnalysisView.h"
#include "widgets/analysis/SourcePanel.h"
#include "widgets/timeline/SelectionStatsModel.h"
#include "widgets/timeline/TimeUnit.h"
#include "widgets/timeline/TimelineCanvas.h"
#include "widgets/timeline/TimelineModel.h"
#include "widgets/timeline/TraceLoader.h"
#include "widgets/toolkit/DockSupport.h"

namespace tcpwb::widgets {

namespace {

constexpr int kReplayIntervalMs = 16;

// A local .json file that is not a mapping-studio document.
QString droppedTrace(const QMimeData* mime) {
    if (!mime || !mime->hasUrls() || mime->urls().size() != 1) return {};
    const QString path = mime->urls().front().toLocalFile();
    if (!path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) || path.endsWith(QLatin1String(".tcpwb.json"), Qt::CaseInsensitive))
        return {};
    return path;
}

QLabel* heading(const QString& text, const char* name) {
    auto* label = named(new QLabel(text), name);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    return label;
}

}  // namespace

TimelineView::TimelineView(QWidget* parent)
    : QWidget(parent),
      model_(new TimelineModel(this)),
      canvas_(new TimelineCanvas(model_, this)),
      stats_(new SelectionStatsModel(this)),
      loader_(new TraceLoader(this)),
      analysis_(new ScheduleAnalysisView(ScheduleAnalysisView::WithSource::Yes, this)),
      replayTimer_(new QTimer(this)) {
    setObjectName(QStringLiteral("timeline"));
    status_ = named(new QLabel(this), "timelineStatus");
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    scroll_ = named(new QScrollBar(Qt::Vertical, this), "timelineScroll");

    auto* lanes = new QWidget(this);
    auto* lanesLayout = new QHBoxLayout(lanes);
    lanesLayout->setContentsMargins(0, 0, 0, 0);
    lanesLayout->setSpacing(0);
    lanesLayout->addWidget(canvas_, 1);
    lanesLayout->addWidget(scroll_);

    // The analysis under the lanes, the side panel beside both.
    auto* lanesAndAnalysis = named(new QSplitter(Qt::Vertical, this), "timelineAnalysisSplitter");
    lanesAndAnalysis->addWidget(lanes);
    lanesAndAnalysis->addWidget(analysis_);
    lanesAndAnalysis->setStretchFactor(0, 3);
    lanesAndAnalysis->setStretchFactor(1, 2);
    lanesAndAnalysis->setChildrenCollapsible(true);
    lanesAndAnalysis->setSizes({600, 260});

    auto* split = named(new QSplitter(Qt::Horizontal, this), "timelineSplitter");
    split->addWidget(lanesAndAnalysis);
    split->addWidget(createSidePanel());
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 0);
    split->setSizes({1000, 480});  // the panel keeps its width; the lanes take what a resize adds

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(createToolbar());
    layout->addWidget(createLoadBar());
    layout->addWidget(status_);
    layout->addWidget(split, 1);

    replayTimer_->setInterval(kReplayIntervalMs);
    connect(replayTimer_, &QTimer::timeout, this, &TimelineView::tick);
    connect(canvas_, &TimelineCanvas::selectionChanged, this, &TimelineView::updateSelectionStatistics);
    analysis_->setPlaceholder(tr("No trace: open one, and its schedule is analysed here."));
    connect(canvas_, &TimelineCanvas::sliceSelected, this, &TimelineView::followSlice);
    connect(analysis_, &ScheduleAnalysisView::operationsChosen, canvas_, &TimelineCanvas::selectOperations);
    connect(analysis_, &ScheduleAnalysisView::rangeChosen, this, [this](quint64 t0, quint64 t1, quint32 track) {
        const u64 margin = std::max<u64>((t1 - t0) / 10, 1);
        if (t0 < canvas_->viewStart() || t1 > canvas_->viewEnd()) canvas_->zoomToRange(t0 - std::min<u64>(t0, margin), t1 + margin);
        canvas_->select(t0, t1, {track});
    });
    connect(analysis_->sourcePanel(), &SourcePanel::chooseFolderRequested, this, &TimelineView::chooseSourceFolder);
    connect(canvas_, &TimelineCanvas::contentHeightChanged, this, &TimelineView::updateScrollBar);
    connect(canvas_, &TimelineCanvas::viewChanged, this, [this] { scroll_->setValue(canvas_->verticalOffset()); });
    connect(scroll_, &QScrollBar::valueChanged, canvas_, &TimelineCanvas::setVerticalOffset);
    connect(model_, &TimelineModel::filterChanged, this, [this] {
        updateSelectionStatistics();
        updateStatus();
    });
    connect(model_, &TimelineModel::bookmarksChanged, this, &TimelineView::updateBookmarks);
    connect(loader_, &TraceLoader::progress, progress_, &QProgressBar::setValue);
    connect(loader_, &TraceLoader::loaded, this, [this](std::shared_ptr<const TimelineIndex> index, const QString& path) {
        loadingEnded();
        setIndex(std::move(index), path);
    });
    connect(loader_, &TraceLoader::failed, this, [this](const QString& message) {
        loadingEnded();
        error_ = message;
        updateStatus();
        emit loadFailed(message);
    });
    connect(loader_, &TraceLoader::cancelled, this, [this] {
        loadingEnded();
        error_ = tr("Loading %1 was cancelled.").arg(QFileInfo(loader_->path()).fileName());
        updateStatus();
    });
    updateStatus();
    updateNotes();
    updateSelectionStatistics();
}

QWidget* TimelineView::createToolbar() {
    auto* bar = new QWidget(this);
    search_ = named(new QLineEdit(bar), "timelineSearch");
    search_->setPlaceholderText(tr("Search slice names…"));
    search_->setClearButtonEnabled(true);
    search_->setMinimumWidth(140);
    onlyMatching_ = named(new QCheckBox(tr("Show only matching"), bar), "timelineOnlyMatching");
    onlyMatching_->setChecked(true);
    matchLabel_ = named(new QLabel(bar), "timelineMatches");
    matchLabel_->setToolTip(tr("Enter: next match, Shift+Enter: previous"));
    auto* fit = named(new QToolButton(bar), "timelineFit");
    fit->setText(tr("Fit"));
    fit->setToolTip(tr("Show the whole trace (F)"));
    playButton_ = named(new QToolButton(bar), "timelinePlay");
    playButton_->setText(tr("Play"));
    playButton_->setCheckable(true);
    playButton_->setToolTip(tr("Replay: move the cursor across the trace"));
    speedChoice_ = named(new QComboBox(bar), "timelineSpeed");
    for (int speed : {1, 10, 100, 1000}) speedChoice_->addItem(QString(), speed);
    nameSpeeds();
    speedChoice_->setCurrentIndex(1);
    cursorLabel_ = named(new QLabel(bar), "timelineCursor");
    cursorLabel_->setMinimumWidth(120);
    showCritical_ = named(new QCheckBox(tr("Critical path"), bar), "timelineCriticalPath");
    showCritical_->setChecked(true);
    showCritical_->setToolTip(tr("Outline in red the chain of operations that sets the makespan; hover one for why it waited"));
    showIdle_ = named(new QCheckBox(tr("Idle holes"), bar), "timelineIdleHoles");
    showIdle_->setChecked(true);
    showIdle_->setToolTip(tr("Hatch each context's stretches with no operation"));

    auto* layout = new QHBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(search_, 1);
    layout->addWidget(matchLabel_);
    layout->addWidget(onlyMatching_);
    layout->addWidget(fit);
    layout->addWidget(showCritical_);
    layout->addWidget(showIdle_);
    layout->addSpacing(16);
    layout->addWidget(playButton_);
    layout->addWidget(speedChoice_);
    layout->addWidget(cursorLabel_);

    connect(search_, &QLineEdit::textChanged, this, &TimelineView::applySearch);
    search_->installEventFilter(this);
    connect(onlyMatching_, &QCheckBox::toggled, this, &TimelineView::applySearch);
    connect(fit, &QToolButton::clicked, canvas_, &TimelineCanvas::fit);
    connect(showCritical_, &QCheckBox::toggled, canvas_, &TimelineCanvas::setShowCriticalPath);
    connect(showIdle_, &QCheckBox::toggled, canvas_, &TimelineCanvas::setShowIdleHoles);
    connect(playButton_, &QToolButton::toggled, this, [this](bool on) { on ? play() : pause(); });
    connect(speedChoice_, &QComboBox::currentIndexChanged, this, [this] { setSpeed(speedChoice_->currentData().toDouble()); });
    return bar;
}

QWidget* TimelineView::createLoadBar() {
    loadBar_ = named(new QWidget(this), "timelineLoadBar");
    progress_ = named(new QProgressBar(loadBar_), "timelineProgress");
    progress_->setRange(0, 100);
    cancel_ = named(new QPushButton(tr("Cancel"), loadBar_), "timelineCancel");
    auto* layout = new QHBoxLayout(loadBar_);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(tr("Loading trace…"), loadBar_));
    layout->addWidget(progress_, 1);
    layout->addWidget(cancel_);
    connect(cancel_, &QPushButton::clicked, loader_, &TraceLoader::cancel);
    loadBar_->hide();
    return loadBar_;
}

QWidget* TimelineView::createSidePanel() {
    auto* panel = new QWidget(this);
    // The lanes get the room; the panel stays a column beside them.
    // Room for the five numbers (with their sort arrows), a readable name and
    // the contexts.
    panel->setMinimumWidth(fontMetrics().averageCharWidth() * 70);
    panel->setMaximumWidth(900);
    selectionLabel_ = heading(tr("Selection"), "timelineSelectionLabel");
    selectionLabel_->setWordWrap(true);
    statsTable_ = named(new QTableView(panel), "timelineStatistics");
    statsTable_->setModel(stats_);
    statsTable_->verticalHeader()->hide();
    // Every column can be resized and sorted (by the header). The name is
    // elided in the middle, where operation names differ least (their
    // tooltip is whole), and takes what the numbers leave; widen the panel
    // by its splitter to read more of it.
    statsTable_->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    statsTable_->horizontalHeader()->setStretchLastSection(true);  // takes up the slack, never scrolls
    statsTable_->setTextElideMode(Qt::ElideMiddle);
    statsTable_->setSortingEnabled(true);
    statsTable_->viewport()->installEventFilter(this);
    statsTable_->sortByColumn(SelectionStatsModel::Total, Qt::DescendingOrder);
    statsTable_->horizontalHeader()->setMinimumSectionSize(32);
    statsTable_->verticalHeader()->setDefaultSectionSize(statsTable_->fontMetrics().height() + 6);
    statsTable_->setSelectionBehavior(QAbstractItemView::SelectRows);
    utilisation_ = named(new QLabel(panel), "timelineUtilisation");
    utilisation_->setWordWrap(true);
    utilisation_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    criticalSummary_ = named(new QLabel(panel), "timelineCriticalSummary");
    criticalSummary_->setWordWrap(true);
    notesLabel_ = heading(tr("Not placed"), "timelineNotesLabel");
    notes_ = named(new QListWidget(panel), "timelineNotes");
    notes_->setWordWrap(true);
    bookmarks_ = named(new QListWidget(panel), "timelineBookmarks");
    bookmarks_->setToolTip(tr("B adds a bookmark at the mouse; double-click one to go there; Delete removes it"));
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(4, 0, 0, 0);
    layout->addWidget(selectionLabel_);
    layout->addWidget(statsTable_, 3);
    layout->addWidget(utilisation_);
    layout->addWidget(criticalSummary_);
    layout->addWidget(notesLabel_);
    layout->addWidget(notes_, 1);
    layout->addWidget(heading(tr("Bookmarks"), "timelineBookmarksLabel"));
    layout->addWidget(bookmarks_, 1);
    connect(bookmarks_, &QListWidget::itemDoubleClicked, this, [this](QListWidgetItem* item) {
        const auto& marks = model_->bookmarks();
        const int row = bookmarks_->row(item);
        if (row < 0 || row >= static_cast<int>(marks.size())) return;
        const u64 half = TimelineCanvas::toCycles(canvas_->lanesWidth() / 2.0 * canvas_->cyclesPerPixel());
        const u64 at = marks[static_cast<std::size_t>(row)].cycle;
        canvas_->setView(at > half ? at - half : 0, canvas_->cyclesPerPixel());
    });
    bookmarks_->installEventFilter(this);
    return panel;
}

// --- Loading ----------------------------------------------------------------

void TimelineView::openTrace(const QString& path) {
    pause();
    loadingStarted();
    loader_->load(path);
}

bool TimelineView::loadTraceNow(const QString& path, QString* error) {
    QString message;
    auto index = TraceLoader::loadNow(path, &message);
    if (!index) {
        error_ = message;
        updateStatus();
        if (error) *error = message;
        return false;
    }
    setIndex(std::move(index), path);
    return true;
}

void TimelineView::setTrace(std::shared_ptr<const trace::Trace> trace, const QString& path) {
    setIndex(TimelineIndex::build(std::move(trace)), path);
}

void TimelineView::setIndex(std::shared_ptr<const TimelineIndex> index, const QString& path) {
    pause();
    path_ = path;
    error_.clear();
    model_->setIndex(index);
    analysis_->setIndex(std::move(index));
    const QFileInfo file(path);
    analysis_->sourcePanel()->setTraceFolder(file.isFile() ? file.absolutePath() : QString());
    matchesFor_ = QStringLiteral("\n");  // not any text: recompute for the new trace
    applySearch();
    updateNotes();
    updateBookmarks();
    updateScrollBar();
    updateStatus();
    nameSpeeds();
    cursorLabel_->clear();
    emit traceLoaded(path);
}

void TimelineView::nameSpeeds() {
    // In the trace's unit: a Chrome trace in µs replays 10 µs a millisecond.
    const std::string& unit = model_->trace().timeUnit;
    const QString label = timeUnitLabel(unit.empty() ? std::string("cycle") : unit);
    for (int item = 0; item < speedChoice_->count(); ++item)
        speedChoice_->setItemText(item, tr("%1x (%1 %2/ms)").arg(speedChoice_->itemData(item).toInt()).arg(label));
}

void TimelineView::loadingStarted() {
    progress_->setValue(0);
    loadBar_->show();
    error_.clear();
    status_->setText(tr("Loading %1…").arg(QDir::toNativeSeparators(loader_->path().isEmpty() ? QString() : loader_->path())));
}

void TimelineView::loadingEnded() { loadBar_->hide(); }

void TimelineView::acceptTraceDrops(QWidget* target) {
    target->setAcceptDrops(true);
    target->installEventFilter(this);
}

bool TimelineView::eventFilter(QObject* watched, QEvent* event) {
    if (watched == statsTable_->viewport() && event->type() == QEvent::Resize) {
        fitStatisticsColumns();  // the panel's splitter moved: the name takes the new room
        return false;
    }
    if (event->type() == QEvent::DragEnter || event->type() == QEvent::DragMove) {
        auto* drag = static_cast<QDropEvent*>(event);
        if (!droppedTrace(drag->mimeData()).isEmpty()) {
            drag->acceptProposedAction();
            return true;
        }
    } else if (event->type() == QEvent::Drop) {
        auto* drop = static_cast<QDropEvent*>(event);
        const QString path = droppedTrace(drop->mimeData());
        if (!path.isEmpty()) {
            drop->acceptProposedAction();
            openTrace(path);
            return true;
        }
    } else if (watched == search_ && event->type() == QEvent::KeyPress) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            key->modifiers().testFlag(Qt::ShiftModifier) ? findPrevious() : findNext();
            return true;
        }
    } else if (watched == bookmarks_ && event->type() == QEvent::KeyPress) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Delete || key->key() == Qt::Key_Backspace) {
            model_->removeBookmark(bookmarks_->currentRow());
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

// --- Panels -----------------------------------------------------------------

void TimelineView::applySearch() {
    const QString text = search_->text().trimmed();
    model_->setFilter(onlyMatching_->isChecked() ? text : QString());
    if (text != matchesFor_) {
        matchesFor_ = text;
        matches_ = model_->matchingSlices(text);
        matchIndex_ = -1;
    }
    updateMatchLabel();
}

void TimelineView::findNext() { goToMatch(1); }
void TimelineView::findPrevious() { goToMatch(-1); }
int TimelineView::matchCount() const { return static_cast<int>(std::min<std::size_t>(matches_.size(), INT32_MAX)); }
QString TimelineView::matchText() const { return matchLabel_->text(); }

void TimelineView::goToMatch(int step) {
    if (matches_.empty()) return;
    const int n = matchCount();
    // The first Enter goes to the first match, the first Shift+Enter to the last.
    matchIndex_ = matchIndex_ < 0 ? (step > 0 ? 0 : n - 1) : ((matchIndex_ + step) % n + n) % n;
    canvas_->frameSlice(matches_[static_cast<std::size_t>(matchIndex_)]);
    updateMatchLabel();
}

void TimelineView::updateMatchLabel() {
    if (matchesFor_.isEmpty()) matchLabel_->clear();
    else if (matches_.empty()) matchLabel_->setText(tr("no match"));
    else if (matchIndex_ < 0) matchLabel_->setText(matchCount() == 1 ? tr("1 match") : tr("%1 matches").arg(matchCount()));
    else matchLabel_->setText(tr("%1 of %2").arg(matchIndex_ + 1).arg(matchCount()));
}

// The numbers fit their contents; the name gets the rest of the table's width.
void TimelineView::fitStatisticsColumns() {
    QHeaderView* header = statsTable_->horizontalHeader();
    // Measured unstretched: the last section's size is otherwise whatever it
    // stretched to, which would leave the name less room at every fit.
    header->setStretchLastSection(false);
    int numbers = 0;
    for (int c = SelectionStatsModel::Count; c < SelectionStatsModel::ColumnCount; ++c) {
        statsTable_->resizeColumnToContents(c);
        numbers += header->sectionSize(c);
    }
    // The contexts fit, up to sixteen characters (the tooltip is whole),
    // sharing a narrow panel with the name: ten characters left to it, and
    // eight at least to the contexts.
    const int character = statsTable_->fontMetrics().averageCharWidth();
    statsTable_->resizeColumnToContents(SelectionStatsModel::Contexts);
    const int room = statsTable_->viewport()->width() - numbers - 10 * character;
    const int contexts = std::max(8 * character, std::min({header->sectionSize(SelectionStatsModel::Contexts), 16 * character, room}));
    header->resizeSection(SelectionStatsModel::Contexts, contexts);
    numbers += contexts;
    const int slack = statsTable_->fontMetrics().averageCharWidth();  // rounding: the last column stretches into it
    header->resizeSection(SelectionStatsModel::Name,
                          std::max(header->minimumSectionSize(), statsTable_->viewport()->width() - numbers - slack));
    header->setStretchLastSection(true);
}

// A slice clicked or found: its operation's source line and rows.
void TimelineView::followSlice(std::uint32_t slice) {
    const analysis::OpGraph& g = model_->graph();
    if (slice < g.sliceOp.size() && g.sliceOp[slice] != analysis::kNone) analysis_->showOperations({g.sliceOp[slice]});
}

void TimelineView::setSourceRoot(const QString& folder) { analysis_->sourcePanel()->setSourceRoot(folder); }

QString TimelineView::sourceRoot() const { return analysis_->sourcePanel()->sourceRoot(); }

void TimelineView::setSourceText(const QString& file, const QString& text) { analysis_->sourcePanel()->setSourceText(file, text); }

void TimelineView::chooseSourceFolder() {
    const QString start = sourceRoot().isEmpty() ? QFileInfo(path_).absolutePath() : sourceRoot();
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Source Folder: the kernel's crate"), start);
    if (folder.isEmpty()) return;
    setSourceRoot(folder);
    analysis_->setCurrentWidget(analysis_->sourcePanel());
}

void TimelineView::updateSelectionStatistics() {
    const auto range = canvas_->selection();
    if (range && !canvas_->selectedOperations().empty()) {
        // Operations chosen by their source line or a row: exactly those.
        const auto& ops = canvas_->selectedOperations();
        stats_->setStatistics(model_->statisticsOf(ops));
        fitStatisticsColumns();
        utilisation_->setText(utilisationText());
        selectionLabel_->setText(
            tr("Selection: %n operation(s), cycles [%1, %2)", nullptr, int(std::min<std::size_t>(ops.size(), INT32_MAX)))
                .arg(range->first)
                .arg(range->second));
        return;
    }
    if (!range) {
        stats_->setStatistics({});
        fitStatisticsColumns();
        selectionLabel_->setText(tr("Selection: Ctrl+drag on the lanes, drag on the ruler, or click a slice"));
        utilisation_->setText(utilisationText());
        return;
    }
    stats_->setStatistics(model_->statistics(range->first, range->second, canvas_->selectedTracks()));
    fitStatisticsColumns();
    utilisation_->setText(utilisationText());
    const QString tracks =
        canvas_->selectedTracks().empty() ? tr("all tracks") : tr("%n track(s)", nullptr, int(canvas_->selectedTracks().size()));
    selectionLabel_->setText(tr("Selection: cycles [%1, %2), %3").arg(range->first).arg(range->second).arg(tracks));
}

QString TimelineView::utilisationText() const {
    // The whole schedule is [0, makespan), as `tcpwb-cli trace --idle` counts it.
    const auto range = canvas_->selection();
    const u64 t0 = range ? range->first : 0;
    const u64 t1 = range ? range->second : model_->graph().makespan;
    const auto uses = model_->utilisation(t0, t1, range ? canvas_->selectedTracks() : std::vector<trace::TrackId>{});
    if (uses.empty()) return {};
    QStringList lines;
    for (const TimelineModel::ContextUse& u : uses)
        lines << tr("%1: %2% busy (%3 of %4 %5, %6 ops)")
                     .arg(u.context)
                     .arg(u.utilisation * 100, 0, 'f', 1)
                     .arg(u.busy)
                     .arg(t1 - t0)
                     .arg(timeUnitLabel(model_->trace().timeUnit))
                     .arg(u.ops);
    return (range ? tr("Utilisation over the selection") : tr("Utilisation over the whole trace")) + QStringLiteral(":\n") +
           lines.join(QStringLiteral("\n"));
}

QString TimelineView::criticalPathText() const {
    if (!model_->hasCriticalPath()) return {};
    const analysis::CriticalPath& path = model_->criticalPath();
    return tr("Critical path: %1 ops ending at %2; %3 busy, %4 waiting unexplained (red outlines; hover one for why it waited)")
        .arg(path.links.size())
        .arg(path.end)
        .arg(path.busyCycles)
        .arg(path.slackCycles);
}

void TimelineView::updateNotes() {
    criticalSummary_->setText(criticalPathText());
    notes_->clear();
    const QStringList notes = model_->notes();
    notes_->addItems(notes);
    notesLabel_->setText(tr("Not placed (%1)").arg(notes.size()));
}

void TimelineView::updateBookmarks() {
    bookmarks_->clear();
    for (const Bookmark& b : model_->bookmarks()) bookmarks_->addItem(tr("%1 at cycle %2").arg(b.label).arg(b.cycle));
}

void TimelineView::updateScrollBar() { canvas_->syncScrollBar(scroll_); }

QString TimelineView::statusText() const { return status_->text(); }

void TimelineView::updateStatus() {
    if (!error_.isEmpty()) {
        status_->setText(error_);
        return;
    }
    if (path_.isEmpty()) {
        status_->setText(tr("No trace loaded: File > Open Trace…, or drop a .json trace on the window."));
        return;
    }
    const trace::Trace& t = model_->trace();
    QString text = tr("%1: %2, %3 slices on %4 tracks, %5 flows, %6 counters, %7 %8 .. %9")
                       .arg(QFileInfo(path_).fileName(), QString::fromStdString(std::string(trace::formatName(t.format))))
                       .arg(t.slices.size())
                       .arg(t.tracks.size())
                       .arg(t.flows.size())
                       .arg(t.counters.size())
                       .arg(timeUnitLabel(t.timeUnit))
                       .arg(model_->firstCycle())
                       .arg(model_->lastCycle());
    if (!model_->filter().isEmpty()) text += tr("; %1 match \"%2\"").arg(model_->shownSliceCount()).arg(model_->filter());
    status_->setText(text);
}

// --- Replay -----------------------------------------------------------------

void TimelineView::play() {
    if (!model_->hasSlices() && model_->counterCount() == 0) {
        playButton_->setChecked(false);
        return;
    }
    const auto cursor = canvas_->cursorCycle();
    if (!cursor || *cursor >= model_->lastCycle()) setCursorCycle(model_->firstCycle());
    replayClock_.start();
    replayTimer_->start();
    playButton_->setChecked(true);
    playButton_->setText(tr("Pause"));
}

void TimelineView::pause() {
    replayTimer_->stop();
    playButton_->setChecked(false);
    playButton_->setText(tr("Play"));
}

bool TimelineView::isPlaying() const { return replayTimer_->isActive(); }

void TimelineView::setSpeed(double cyclesPerMillisecond) {
    speed_ = std::clamp(cyclesPerMillisecond, 1.0, 1000.0);
    const int item = speedChoice_->findData(static_cast<int>(speed_));
    if (item >= 0) speedChoice_->setCurrentIndex(item);
}

std::optional<u64> TimelineView::cursorCycle() const { return canvas_->cursorCycle(); }

void TimelineView::setCursorCycle(u64 cycle) {
    canvas_->setCursorCycle(cycle);
    cursorLabel_->setText(tr("cursor %1").arg(cycle));
    emit cursorCycleChanged(cycle);
}

void TimelineView::tick() { advanceReplay(static_cast<double>(replayClock_.restart())); }

void TimelineView::advanceReplay(double milliseconds) {
    const u64 from = canvas_->cursorCycle().value_or(model_->firstCycle());
    cursorFraction_ += std::max(0.0, milliseconds) * speed_;
    const double whole = std::floor(cursorFraction_);
    cursorFraction_ -= whole;
    const u64 last = model_->lastCycle();
    const u64 to = whole >= static_cast<double>(last - std::min(from, last)) ? last : from + static_cast<u64>(whole);
    setCursorCycle(to);
    // Follow the cursor: page when it leaves the right edge.
    if (to >= canvas_->viewEnd() || to < canvas_->viewStart()) {
        const u64 margin = TimelineCanvas::toCycles(canvas_->lanesWidth() * canvas_->cyclesPerPixel() / 10);
        canvas_->setView(to > margin ? to - margin : 0, canvas_->cyclesPerPixel());
    }
    if (to >= last) pause();
}

}  // namespace tcpwb::widgets
