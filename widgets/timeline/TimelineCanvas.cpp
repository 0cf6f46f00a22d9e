#include "widgets/timeline/TimelineCanvas.h"

#include <QPainter>
#include <QScrollBar>
#include <algorithm>
#include <limits>
#include <utility>

namespace tcpwb::widgets {

namespace {
constexpr u64 kMaxCycle = std::numeric_limits<u64>::max();
}  // namespace

TimelineCanvas::TimelineCanvas(TimelineModel* model, QWidget* parent) : QWidget(parent), model_(model) {
    setObjectName(QStringLiteral("timelineCanvas"));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setViewport(new TimelineViewport(this));
    connect(model_, &TimelineModel::traceChanged, this, &TimelineCanvas::modelReset);
    connect(model_, &TimelineModel::orderChanged, this, [this] {
        rebuildRows();
        update();
    });
    connect(model_, &TimelineModel::filterChanged, this, [this] {
        minimap_ = QImage();
        rebuildRows();
        update();
    });
    connect(model_, &TimelineModel::bookmarksChanged, this, qOverload<>(&QWidget::update));
    modelReset();
}

void TimelineCanvas::modelReset() {
    colours_.clear();
    minimap_ = QImage();
    selection_.reset();
    selectedTracks_.clear();
    cursor_.reset();
    highlighted_.reset();
    outlined_.clear();
    selectedOps_.clear();
    verticalOffset_ = 0;
    rebuildRows();
    setTimeRange(timeRange_);
    emit selectionChanged();
}

void TimelineCanvas::rebuildRows() {
    rows_ = timelineRowsOf(*model_);
    setVerticalOffset(verticalOffset_);
    emit contentHeightChanged(contentHeight());
}

int TimelineCanvas::contentHeight() const { return contentHeightOf(rows_); }

void TimelineCanvas::setVerticalOffset(int offset) {
    const int room = std::max(0, contentHeight() - (height() - lanesTop()));
    offset = std::clamp(offset, 0, room);
    if (offset == verticalOffset_) return;
    verticalOffset_ = offset;
    update();
}

// --- Viewport -------------------------------------------------------------

void TimelineCanvas::setViewport(TimelineViewport* viewport) {
    if (viewport_) {
        disconnect(viewport_, nullptr, this, nullptr);
        if (viewport_->parent() == this) delete viewport_;
    }
    viewport_ = viewport;
    viewport_->setLanesWidth(lanesWidth());
    connect(viewport_, &TimelineViewport::changed, this, [this] {
        update();
        emit viewChanged();
    });
    update();
}

u64 TimelineCanvas::viewEnd() const { return cycleAt(width()); }

void TimelineCanvas::setView(u64 start, double cyclesPerPixel) { viewport_->setView(start, cyclesPerPixel); }

double TimelineCanvas::xOf(u64 cycle) const { return kHeaderWidth + viewport_->xOf(cycle); }

u64 TimelineCanvas::cycleAt(double x) const { return viewport_->cycleAt(x - kHeaderWidth); }

void TimelineCanvas::zoomBy(double factor, std::optional<double> anchorX) {
    viewport_->zoomBy(factor, anchorX ? std::optional(*anchorX - kHeaderWidth) : std::nullopt);
}

void TimelineCanvas::panByPixels(double pixels) { viewport_->panByPixels(pixels); }

void TimelineCanvas::zoomToRange(u64 t0, u64 t1) { viewport_->zoomToRange(t0, t1); }

void TimelineCanvas::fit() { viewport_->fit(); }

void TimelineCanvas::setTimeRange(std::optional<std::pair<u64, u64>> range) {
    timeRange_ = range;
    viewport_->setRange(range.value_or(std::pair{model_->firstCycle(), model_->lastCycle()}));
    fit();
}

void TimelineCanvas::select(u64 t0, u64 t1, std::vector<trace::TrackId> tracks) {
    selectedOps_.clear();
    setSelection(t0, t1, std::move(tracks));
}

void TimelineCanvas::setSelection(u64 t0, u64 t1, std::vector<trace::TrackId> tracks) {
    if (t1 < t0) std::swap(t0, t1);
    if (t1 == t0) t1 = t0 + 1;
    selection_ = {t0, t1};
    selectedTracks_ = std::move(tracks);
    update();
    emit selectionChanged();
}

void TimelineCanvas::frameSlice(std::uint32_t slice) {
    const trace::Slice& s = model_->trace().slices.at(slice);
    const u64 end = std::max(s.end, s.start + 1);  // an instant occupies its start cycle
    const u64 margin = end - s.start;
    zoomToRange(s.start - std::min(s.start, margin), checkedAdd(end, margin).value_or(kMaxCycle));
    if (const TimelineRow* row = geometry().trackRow(s.track)) {
        const int visible = std::max(1, height() - lanesTop());
        const int y = row->top + (row->kind == TimelineRowKind::Slices ? static_cast<int>(s.depth) * kLaneHeight : 0);
        if (y < verticalOffset_ || y + kLaneHeight > verticalOffset_ + visible) setVerticalOffset(y - visible / 3);
        emit viewChanged();
    }
    highlighted_ = slice;
    outlined_ = model_->linkedSlices(slice);
    select(s.start, end, {s.track});
    emit sliceSelected(slice);
}

void TimelineCanvas::selectOperations(const std::vector<analysis::OpId>& ops) {
    const analysis::OpGraph& g = model_->graph();
    outlined_.clear();
    highlighted_.reset();
    u64 t0 = kMaxCycle, t1 = 0;
    std::vector<trace::TrackId> tracks;
    std::vector<analysis::OpId> chosen;
    for (analysis::OpId op : ops) {
        if (op >= g.ops.size()) continue;
        chosen.push_back(op);
        for (std::uint32_t slice : g.slicesOf(g.ops[op])) {
            const trace::Slice& s = model_->trace().slices[slice];
            outlined_.push_back(slice);
            t0 = std::min(t0, s.start);
            t1 = std::max(t1, std::max(s.end, s.start + 1));
            if (std::find(tracks.begin(), tracks.end(), s.track) == tracks.end()) tracks.push_back(s.track);
        }
    }
    if (outlined_.empty()) {
        clearSelection();
        return;
    }
    highlighted_ = outlined_.front();
    // Framed with a tenth of the span either side, unless it is in view already.
    if (t0 < viewStart() || t1 > viewEnd()) {
        const u64 margin = std::max<u64>((t1 - t0) / 10, 1);
        zoomToRange(t0 - std::min(t0, margin), checkedAdd(t1, margin).value_or(kMaxCycle));
    }
    if (const TimelineRow* row = geometry().trackRow(tracks.front())) {
        const int visible = std::max(1, height() - lanesTop());
        if (row->top < verticalOffset_ || row->top + kLaneHeight > verticalOffset_ + visible) {
            setVerticalOffset(row->top - visible / 3);
            emit viewChanged();
        }
    }
    selectedOps_ = std::move(chosen);
    setSelection(t0, t1, std::move(tracks));
}

void TimelineCanvas::selectSlice(std::uint32_t slice) {
    highlighted_ = slice;
    outlined_ = model_->linkedSlices(slice);
    u64 t0 = kMaxCycle, t1 = 0;
    std::vector<trace::TrackId> tracks;
    for (std::uint32_t linked : outlined_) {
        const trace::Slice& s = model_->trace().slices.at(linked);
        t0 = std::min(t0, s.start);
        t1 = std::max(t1, std::max(s.end, s.start + 1));
        if (std::find(tracks.begin(), tracks.end(), s.track) == tracks.end()) tracks.push_back(s.track);
    }
    select(t0, t1, std::move(tracks));
    emit sliceSelected(slice);
}

void TimelineCanvas::setShowCriticalPath(bool show) {
    showCritical_ = show;
    update();
}

void TimelineCanvas::setShowIdleHoles(bool show) {
    showIdle_ = show;
    update();
}

void TimelineCanvas::clearSelection() {
    if (highlighted_) {
        highlighted_.reset();
        outlined_.clear();
        update();
    }
    selectedOps_.clear();
    if (!selection_) return;
    selection_.reset();
    selectedTracks_.clear();
    update();
    emit selectionChanged();
}

void TimelineCanvas::setCursorCycle(std::optional<u64> cycle) {
    if (cycle == cursor_) return;
    cursor_ = cycle;
    update();
}

// --- Rows ----------------------------------------------------------------

void TimelineCanvas::syncScrollBar(QScrollBar* bar) const {
    const int visible = std::max(1, height() - lanesTop());
    bar->setRange(0, std::max(0, contentHeight() - visible));
    bar->setPageStep(visible);
    bar->setSingleStep(kLaneHeight);
    bar->setValue(verticalOffset());
}

// --- Painting -------------------------------------------------------------

TimelineOverlay TimelineCanvas::overlay() const {
    const QRect band = QRect(pressPoint_, lastPoint_).normalized();
    return {.selection = selection_,
            .dragBand = drag_ == Drag::BoxZoom ? std::optional(band) : std::nullopt,
            .selectBand = drag_ == Drag::Select ? std::optional(band) : std::nullopt,
            .highlighted = highlighted_,
            .outlined = outlined_,
            .cursor = cursor_};
}

// The layers bottom to top (TimelinePainters.h).
void TimelineCanvas::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    const TimelineGeometry at = geometry();
    const QFontMetrics metrics = fontMetrics();
    const TimelinePaint paint{p, *model_, at, palette(), metrics, colours_};
    p.save();
    p.setClipRect(QRect(0, lanesTop(), width(), height() - lanesTop()));
    for (const TimelineRow& row : rows_) paintRow(paint, row, showIdle_);
    paintFlows(paint);
    paintWarnings(paint);
    if (showCritical_) paintCriticalPath(paint);
    p.restore();
    paintMinimap(paint, minimap_);
    paintRuler(paint);
    paintOverlays(paint, overlay());
    if (model_->trace().tracks.empty() && model_->counterCount() == 0) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect().adjusted(kHeaderWidth, lanesTop(), 0, 0), Qt::AlignCenter | Qt::TextWordWrap,
                   tr("No trace loaded.\nFile > Open Trace… or drop a Chrome trace or furiosa-opt schedule (.json) here."));
    }
}

}  // namespace tcpwb::widgets
