#include "widgets/timeline/TimelineCanvas.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>
#include <limits>
#include <unordered_set>
#include <utility>

#include "widgets/timeline/TimeUnit.h"
#include "widgets/toolkit/PaletteColors.h"

namespace tcpwb::widgets {

namespace {

constexpr u64 kMaxCycle = std::numeric_limits<u64>::max();
constexpr int kLabelPixels = 36;      // slices wider than this get their name written in
constexpr std::size_t kMaxFlowsDrawn = 4000;  // zoomed out, more arrows are only ink
constexpr std::size_t kCurvedFlows = 64;

// FNV-1a of the name's text: the same name has the same colour in every
// trace and every run (qHash is seeded per process).
std::uint32_t stableHash(const std::string& text) {
    std::uint32_t h = 2166136261u;
    for (unsigned char c : text) h = (h ^ c) * 16777619u;
    return h;
}

// The 1-2-5 step of at least `minimum` cycles.
u64 tickStep(double minimum) {
    u64 step = 1;
    for (;;) {
        for (u64 m : {1, 2, 5})
            if (static_cast<double>(step * m) >= minimum) return step * m;
        if (step > kMaxCycle / 100) return step * 10;
        step *= 10;
    }
}

}  // namespace

u64 TimelineCanvas::toCycles(double cycles) {
    if (!(cycles > 0)) return 0;
    // 2^64 as a double; anything at or past it saturates.
    if (cycles >= 18446744073709551616.0) return kMaxCycle;
    return static_cast<u64>(std::round(cycles));
}

TimelineCanvas::TimelineCanvas(TimelineModel* model, QWidget* parent) : QWidget(parent), model_(model) {
    setObjectName(QStringLiteral("timelineCanvas"));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    connect(model_, &TimelineModel::traceChanged, this, &TimelineCanvas::modelReset);
    connect(model_, &TimelineModel::orderChanged, this, [this] { rebuildRows(); update(); });
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
    fit();
    emit selectionChanged();
}

void TimelineCanvas::rebuildRows() {
    rows_.clear();
    int top = 0;
    auto push = [&](RowKind kind, std::uint32_t index, int height) {
        rows_.push_back({kind, index, top, height});
        top += height + kRowGap;
    };
    for (trace::TrackId t : model_->trackOrder()) {
        if (model_->isMemoryTrack(t)) push(RowKind::Memory, t, kMemoryHeight);
        else push(RowKind::Slices, t, static_cast<int>(std::max<std::uint32_t>(1, model_->depthCount(t))) * kLaneHeight);
    }
    for (std::size_t c = 0; c < model_->counterCount(); ++c) push(RowKind::Counter, static_cast<std::uint32_t>(c), kCounterHeight);
    setVerticalOffset(verticalOffset_);
    emit contentHeightChanged(contentHeight());
}

int TimelineCanvas::contentHeight() const { return rows_.empty() ? 0 : rows_.back().top + rows_.back().height + kRowGap; }

void TimelineCanvas::setVerticalOffset(int offset) {
    const int room = std::max(0, contentHeight() - (height() - lanesTop()));
    offset = std::clamp(offset, 0, room);
    if (offset == verticalOffset_) return;
    verticalOffset_ = offset;
    update();
}

// --- Viewport -------------------------------------------------------------

u64 TimelineCanvas::viewEnd() const { return cycleAt(width()); }

double TimelineCanvas::maxCyclesPerPixel() const {
    const double span = static_cast<double>(rangeLast() - rangeFirst()) + 1;
    return std::max(span / lanesWidth() * 1.5, 1.0);
}

void TimelineCanvas::clampView() {
    cyclesPerPixel_ = std::clamp(cyclesPerPixel_, kMinCyclesPerPixel, maxCyclesPerPixel());
    // Keep some of the trace on screen.
    const u64 last = rangeLast();
    if (start_ > last) start_ = last;
}

void TimelineCanvas::setView(u64 start, double cyclesPerPixel) {
    fitted_ = false;
    start_ = start;
    cyclesPerPixel_ = std::isfinite(cyclesPerPixel) ? cyclesPerPixel : 1.0;
    clampView();
    update();
    emit viewChanged();
}

double TimelineCanvas::xOf(u64 cycle) const {
    const double offset = cycle >= start_ ? static_cast<double>(cycle - start_) : -static_cast<double>(start_ - cycle);
    return kHeaderWidth + offset / cyclesPerPixel_;
}

u64 TimelineCanvas::cycleAt(double x) const {
    // A millionth of a cycle of slack: 320 px at 0.2 cycles/px is 64, not 63.99...
    const double cycles = (x - kHeaderWidth) * cyclesPerPixel_ + 1e-6;
    if (cycles < 0) {
        const double back = std::ceil(-cycles);
        return back >= static_cast<double>(start_) ? 0 : start_ - static_cast<u64>(back);
    }
    const double room = static_cast<double>(kMaxCycle - start_);
    return cycles >= room ? kMaxCycle : start_ + static_cast<u64>(std::floor(cycles));
}

void TimelineCanvas::zoomBy(double factor, std::optional<double> anchorX) {
    const double x = std::clamp(anchorX.value_or(kHeaderWidth + lanesWidth() / 2.0), double(kHeaderWidth), double(width()));
    const u64 anchor = cycleAt(x);
    const double cpp = std::clamp(cyclesPerPixel_ / factor, kMinCyclesPerPixel, maxCyclesPerPixel());
    // The cycle under the anchor stays under it.
    const double before = (x - kHeaderWidth) * cpp;
    const u64 start = before >= static_cast<double>(anchor) ? 0 : anchor - std::min(anchor, toCycles(before));
    fitted_ = false;
    setView(start, cpp);
}

void TimelineCanvas::panByPixels(double pixels) {
    const double cycles = pixels * cyclesPerPixel_;
    u64 start = start_;
    if (cycles < 0) start = start_ - std::min(start_, toCycles(-cycles));
    else start = start_ + std::min(kMaxCycle - start_, toCycles(cycles));
    fitted_ = false;
    setView(start, cyclesPerPixel_);
}

void TimelineCanvas::zoomToRange(u64 t0, u64 t1) {
    if (t1 <= t0) return;
    fitted_ = false;
    setView(t0, static_cast<double>(t1 - t0) / lanesWidth());
}

void TimelineCanvas::fit() {
    const u64 first = rangeFirst();
    const double span = static_cast<double>(rangeLast() - first) + 1;
    setView(first, span / lanesWidth() * 1.02);
    fitted_ = true;
}

void TimelineCanvas::setTimeRange(std::optional<std::pair<u64, u64>> range) {
    if (range && range->second < range->first) std::swap(range->first, range->second);
    timeRange_ = range;
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
    if (const Row* row = trackRow(s.track)) {
        const int visible = std::max(1, height() - lanesTop());
        const int y = row->top + (row->kind == RowKind::Slices ? static_cast<int>(s.depth) * kLaneHeight : 0);
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
    if (t0 < start_ || t1 > viewEnd()) {
        const u64 margin = std::max<u64>((t1 - t0) / 10, 1);
        zoomToRange(t0 - std::min(t0, margin), checkedAdd(t1, margin).value_or(kMaxCycle));
    }
    if (const Row* row = trackRow(tracks.front())) {
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

std::optional<std::uint32_t> TimelineCanvas::sliceAt(QPoint point) const {
    if (point.x() < kHeaderWidth || point.y() < lanesTop()) return std::nullopt;
    const Row* row = rowAt(point.y());
    if (!row || row->kind != RowKind::Slices) return std::nullopt;
    const auto depth = static_cast<std::uint32_t>((point.y() - rowY(*row)) / kLaneHeight);
    // Two pixels of slack, as the hover has, so a sub-pixel slice can be clicked.
    const u64 t0 = cycleAt(point.x() - 2), t1 = std::max(cycleAt(point.x() + 3), t0 + 1);
    const auto hits = model_->slicesIn(row->index, depth, t0, t1);
    for (std::uint32_t hit : hits)
        if (model_->isShown(hit)) return hit;
    return std::nullopt;
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

// --- Rows and colours -------------------------------------------------------

const TimelineCanvas::Row* TimelineCanvas::rowAt(int y) const {
    if (y < lanesTop()) return nullptr;
    for (const Row& row : rows_)
        if (y >= rowY(row) && y < rowY(row) + row.height) return &row;
    return nullptr;
}

const TimelineCanvas::Row* TimelineCanvas::trackRow(trace::TrackId track) const {
    for (const Row& row : rows_)
        if (row.kind != RowKind::Counter && row.index == track) return &row;
    return nullptr;
}

std::optional<trace::TrackId> TimelineCanvas::trackAt(int y) const {
    const Row* row = rowAt(y);
    if (!row || row->kind == RowKind::Counter) return std::nullopt;
    return row->index;
}

QColor TimelineCanvas::colourOf(trace::StringId name) const {
    if (name >= colours_.size()) colours_.resize(name + 1);
    QColor& c = colours_[name];
    if (!c.isValid()) {
        const std::uint32_t h = stableHash(model_->trace().text(name));
        c = QColor::fromHsv(static_cast<int>(h % 360), 110 + static_cast<int>((h >> 9) % 70), 200 + static_cast<int>((h >> 17) % 40));
    }
    return c;
}

// --- Painting -------------------------------------------------------------

void TimelineCanvas::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    paintRows(p);
    paintMinimap(p);
    paintRuler(p);
    paintOverlays(p);
    if (model_->trace().tracks.empty() && model_->counterCount() == 0) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect().adjusted(kHeaderWidth, lanesTop(), 0, 0), Qt::AlignCenter | Qt::TextWordWrap,
                   tr("No trace loaded.\nFile > Open Trace… or drop a Chrome trace or furiosa-opt schedule (.json) here."));
    }
}

// Drawn once per width and filter, since the density needs every slice.
QImage TimelineCanvas::densityImage(QSize size) const {
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    const std::vector<u64> density = model_->density(size.width());
    const u64 peak = std::max<u64>(1, *std::max_element(density.begin(), density.end()));
    // Square root, so a few busy columns do not flatten the rest.
    const double scale = (size.height() - 2) / std::sqrt(static_cast<double>(peak));
    QPainter p(&image);
    const QColor ink = palette().color(QPalette::Highlight);
    for (int x = 0; x < size.width(); ++x) {
        const u64 n = density[static_cast<std::size_t>(x)];
        if (n == 0) continue;
        const int h = std::max(1, static_cast<int>(std::sqrt(static_cast<double>(n)) * scale));
        p.fillRect(x, size.height() - h, 1, h, ink);
    }
    return image;
}

void TimelineCanvas::paintMinimap(QPainter& p) const {
    const QRect area(kHeaderWidth, 0, lanesWidth(), kMinimapHeight - 4);
    p.fillRect(QRect(0, 0, width(), kMinimapHeight), palette().window());
    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(QRect(6, 0, kHeaderWidth - 12, kMinimapHeight), Qt::AlignVCenter | Qt::AlignLeft, tr("%n slice(s)", nullptr, int(std::min<u64>(model_->shownSliceCount(), INT32_MAX))));
    if (!model_->hasSlices()) return;
    if (minimap_.size() != area.size()) minimap_ = densityImage(area.size());
    p.drawImage(area.topLeft(), minimap_);
    // Where the lanes are looking.
    const double span = static_cast<double>(model_->lastCycle() - model_->firstCycle()) + 1;
    auto mapX = [&](u64 c) {
        const double d = c >= model_->firstCycle() ? static_cast<double>(c - model_->firstCycle()) : 0.0;
        return area.left() + d / span * area.width();
    };
    const QRectF box(QPointF(mapX(start_), area.top()), QPointF(std::max(mapX(viewEnd()), mapX(start_) + 2), area.bottom()));
    p.setPen(QPen(palette().color(QPalette::WindowText), 1));
    p.setBrush(QColor(255, 255, 255, 60));
    p.drawRect(box.intersected(QRectF(area)));
    p.setBrush(Qt::NoBrush);
}

void TimelineCanvas::paintRuler(QPainter& p) const {
    const QRect ruler(0, kMinimapHeight, width(), kRulerHeight);
    p.fillRect(ruler, palette().alternateBase());
    p.setPen(palette().color(QPalette::Mid));
    p.drawLine(ruler.bottomLeft(), ruler.bottomRight());
    p.setPen(palette().color(QPalette::Text));
    p.drawText(QRect(6, ruler.top(), kHeaderWidth - 12, kRulerHeight), Qt::AlignVCenter | Qt::AlignLeft, timeUnitLabel(model_->trace().timeUnit));
    const u64 step = tickStep(90 * cyclesPerPixel_);
    const u64 minor = step >= 5 ? step / 5 : 1;
    const u64 end = viewEnd();
    const u64 down = start_ / minor * minor;
    const u64 firstTick = down == start_ || down > kMaxCycle - minor ? down : down + minor;
    const QFontMetrics fm(font());
    for (u64 t = firstTick; t <= end; t += minor) {
        const double x = xOf(t);
        if (x >= kHeaderWidth) {
            const bool major = t % step == 0;
            p.drawLine(QPointF(x, ruler.bottom() - (major ? 10 : 4)), QPointF(x, ruler.bottom()));
            // A number that would run off the right edge is left out, not cut.
            const QString label = QString::number(t);
            if (major && x + 3 + fm.horizontalAdvance(label) <= width())
                p.drawText(QPointF(x + 3, ruler.top() + fm.ascent() + 1), label);
        }
        if (t > kMaxCycle - minor) break;
    }
}

void TimelineCanvas::paintRows(QPainter& p) const {
    const int top = lanesTop();
    p.save();
    p.setClipRect(QRect(0, top, width(), height() - top));
    for (const Row& row : rows_) {
        const int y = rowY(row);
        if (y + row.height < top || y > height()) continue;
        p.fillRect(QRect(0, y, width(), row.height), row.kind == RowKind::Counter ? palette().alternateBase() : palette().base());
        switch (row.kind) {
            case RowKind::Slices:
                if (showIdle_) paintIdleHoles(p, row);
                paintSliceRow(p, row);
                break;
            case RowKind::Memory: paintMemoryRow(p, row); break;
            case RowKind::Counter: paintCounterRow(p, row); break;
        }
        // The row's name, over a header column that hides what is left of it.
        p.fillRect(QRect(0, y, kHeaderWidth, row.height), palette().window());
        p.setPen(palette().color(QPalette::WindowText));
        QString label = row.kind == RowKind::Counter ? QString::fromStdString(model_->counter(row.index).name) : model_->trackLabel(row.index);
        if (row.kind != RowKind::Counter && model_->isPinned(row.index)) label.prepend(QStringLiteral("\u25B4 "));
        const QRect text(6, y, kHeaderWidth - 10, std::min(row.height, kLaneHeight + 2));
        p.drawText(text, Qt::AlignVCenter | Qt::AlignLeft, fontMetrics().elidedText(label, Qt::ElideMiddle, text.width()));
        if (row.kind == RowKind::Memory) paintMemoryHeader(p, row);
        p.setPen(palette().color(QPalette::Midlight));
        p.drawLine(0, y + row.height + kRowGap / 2, width(), y + row.height + kRowGap / 2);
    }
    paintFlows(p);
    paintWarnings(p);
    if (showCritical_) paintCriticalPath(p);
    p.restore();
}

// Hatched where the context does nothing, under its slices; holes under two
// pixels are left out (zoomed in, they show).
void TimelineCanvas::paintIdleHoles(QPainter& p, const Row& row) const {
    const u64 t1 = viewEnd();
    QColor hatch = palette().color(QPalette::PlaceholderText);
    hatch.setAlpha(110);
    const QBrush brush(hatch, Qt::BDiagPattern);
    const double y = rowY(row), h = model_->depthCount(row.index) * kLaneHeight;
    double lastRight = -1;
    for (const analysis::IdleHole& hole : model_->idleHolesIn(row.index, start_, t1)) {
        const double x0 = std::max(onScreen(xOf(hole.start)), double(kHeaderWidth)), x1 = onScreen(xOf(hole.end));
        if (x1 - x0 < 2 || x1 <= lastRight) continue;
        p.fillRect(QRectF(x0, y, x1 - x0, h), brush);
        lastRight = x1;
    }
}

QRectF TimelineCanvas::sliceBox(const trace::Slice& s, const Row& row) const {
    double x0 = onScreen(xOf(s.start)), x1 = onScreen(xOf(std::max(s.end, s.start + 1)));
    if (x1 - x0 < 5) {
        const double mid = (x0 + x1) / 2;
        x0 = mid - 2.5;
        x1 = mid + 2.5;
    }
    const bool lane = row.kind == RowKind::Slices;
    const double y = rowY(row) + (lane ? static_cast<double>(s.depth) * kLaneHeight : 0);
    return QRectF(x0, y, x1 - x0, lane ? kLaneHeight : row.height);
}

// A red outline on each operation of the critical path, at most one per
// pixel column of a row, and a line from each link's predecessor's end to
// its start when the view holds few enough links to follow.
void TimelineCanvas::paintCriticalPath(QPainter& p) const {
    if (!model_->hasCriticalPath()) return;
    const QColor red(215, 40, 40);
    const u64 t1 = viewEnd();
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(red, 2));
    std::vector<std::uint32_t> visible;
    for (const Row& row : rows_) {
        if (row.kind != RowKind::Slices || rowY(row) + row.height < lanesTop() || rowY(row) > height()) continue;
        // Sub-pixel slices are widened to five pixels by sliceBox, so their
        // right edges keep growing: the pixel column of the centre decides.
        double lastColumn = -1;
        for (std::uint32_t slice : model_->criticalSlicesIn(row.index, start_, t1)) {
            if (!model_->isShown(slice)) continue;
            const QRectF box = sliceBox(model_->trace().slices[slice], row);
            visible.push_back(slice);
            const double column = std::floor(box.center().x());
            if (column <= lastColumn) continue;
            p.drawRect(box.adjusted(1, 1, -1, -1));
            lastColumn = column;
        }
    }
    if (visible.empty() || visible.size() > 500) return;
    // Joins: from the slice the link waited for (its first slice) to the link's first slice.
    const auto& path = model_->criticalPath();
    const analysis::OpGraph& g = model_->graph();
    p.setPen(QPen(red, 1, Qt::DashLine));
    for (std::uint32_t slice : visible) {
        const std::uint32_t link = model_->criticalLinkOf(slice);
        if (link < 2 || g.ops[path.links[link - 1].op].slice != slice) continue;
        const std::uint32_t before = g.ops[path.links[link - 2].op].slice;
        const trace::Slice& from = model_->trace().slices[before];
        const trace::Slice& to = model_->trace().slices[slice];
        const Row* a = trackRow(from.track);
        const Row* b = trackRow(to.track);
        if (!a || !b) continue;
        const QRectF fromBox = sliceBox(from, *a), toBox = sliceBox(to, *b);
        p.drawLine(QPointF(fromBox.right(), fromBox.center().y()), QPointF(toBox.left(), toBox.center().y()));
    }
}

void TimelineCanvas::paintSliceRow(QPainter& p, const Row& row) const {
    const trace::Trace& t = model_->trace();
    const int pixels = lanesWidth();
    const std::uint32_t depths = model_->depthCount(row.index);
    p.setPen(Qt::NoPen);
    for (std::uint32_t d = 0; d < depths; ++d) {
        const double y = rowY(row) + d * kLaneHeight + 1;
        for (const TimelineSpan& s : model_->spans(row.index, d, start_, cyclesPerPixel_, pixels)) {
            const double x0 = std::max(xOf(s.start), double(kHeaderWidth) - 1);
            const double x1 = std::min(xOf(s.end), double(width()) + 1);
            // A pixel of gap after slices wide enough to spare it, so two
            // back-to-back slices of one name read as two.
            const double w = x1 - x0;
            const QRectF box(x0, y, w >= 4 ? w - 1 : std::max(w, 1.0), kLaneHeight - 2);
            const trace::StringId name = t.slices[s.firstSlice].name;
            const QColor colour = s.count > 1 ? colourOf(name).darker(125) : colourOf(name);
            p.fillRect(box, colour);
            if (box.width() < kLabelPixels) continue;
            const QString label = s.count > 1 ? tr("%n slices", nullptr, int(std::min<u64>(s.count, INT32_MAX))) : model_->sliceName(s.firstSlice);
            p.setPen(colour.lightness() > 140 ? Qt::black : Qt::white);
            p.drawText(box.adjusted(3, 0, -2, 0), Qt::AlignVCenter | Qt::AlignLeft, fontMetrics().elidedText(label, Qt::ElideRight, int(box.width()) - 5));
            p.setPen(Qt::NoPen);
        }
    }
}

// Address 0 at the top, the highest end at the bottom, like a memory map.
void TimelineCanvas::paintMemoryRow(QPainter& p, const Row& row) const {
    const double top = rowY(row) + 1;
    const double bytes = std::max<double>(1, static_cast<double>(model_->memoryTop(row.index)));
    const double scale = (row.height - 2) / bytes;
    p.setPen(QPen(palette().color(QPalette::Dark), 0));
    for (const MemoryBlock& b : model_->memoryBlocks(row.index, start_, viewEnd())) {
        const double x0 = std::max(xOf(b.start), double(kHeaderWidth) - 1);
        const double x1 = std::min(xOf(std::max(b.end, b.start + 1)), double(width()) + 1);
        const QRectF box(x0, top + static_cast<double>(b.address) * scale, std::max(x1 - x0, 1.0),
                         std::max(static_cast<double>(b.size) * scale, 1.0));
        QColor c = colourOf(model_->trace().slices[b.slice].name);
        c.setAlpha(200);
        p.setBrush(c);
        p.drawRect(box);
        if (box.width() >= kLabelPixels && box.height() >= 12) {
            p.setPen(Qt::black);
            p.drawText(box.adjusted(3, 0, -2, 0), Qt::AlignVCenter | Qt::AlignLeft,
                       fontMetrics().elidedText(model_->sliceName(b.slice), Qt::ElideRight, int(box.width()) - 5));
            p.setPen(QPen(palette().color(QPalette::Dark), 0));
        }
    }
    p.setBrush(Qt::NoBrush);
    if (const u64 page = model_->memoryPage(row.index)) {
        // A dotted line at each page boundary: where `physical_pages` would fall.
        p.setPen(QPen(palette().color(QPalette::Mid), 0, Qt::DotLine));
        for (u64 address = page; address < model_->memoryTop(row.index); address += page) {
            const double y = top + static_cast<double>(address) * scale;
            p.drawLine(QPointF(kHeaderWidth, y), QPointF(width(), y));
        }
    }
}

// Under the row's name: the bytes the lane spans, and its pages when paged.
void TimelineCanvas::paintMemoryHeader(QPainter& p, const Row& row) const {
    const double top = rowY(row) + 1;
    p.setPen(palette().color(QPalette::PlaceholderText));
    const u64 bytes = model_->memoryTop(row.index), page = model_->memoryPage(row.index);
    p.drawText(QRectF(6, top + kLaneHeight, kHeaderWidth - 10, kLaneHeight), Qt::AlignLeft | Qt::AlignVCenter, tr("%1 bytes").arg(bytes));
    if (page)
        p.drawText(QRectF(6, top + 2 * kLaneHeight, kHeaderWidth - 10, kLaneHeight), Qt::AlignLeft | Qt::AlignVCenter,
                   tr("%1 of %2 pages").arg(bytes / page).arg(model_->memoryTotal(row.index) / page));
}

void TimelineCanvas::paintCounterRow(QPainter& p, const Row& row) const {
    const int pixels = lanesWidth();
    const auto columns = model_->counterColumns(row.index, start_, cyclesPerPixel_, pixels);
    const auto [lo, hi] = model_->counterRange(row.index);
    const double span = hi > lo ? hi - lo : 1.0;
    const double bottom = rowY(row) + row.height - 2;
    const double scale = (row.height - 6) / span;
    auto yOf = [&](double v) { return bottom - (v - lo) * scale; };
    // Per column: a light line under the highest value (the area), a dark
    // stroke over the column's range and the step from the column before,
    // each drawn as one batch of cosmetic lines; a QPainterPath or polygon
    // of thousands of vertices fills and strokes several times slower.
    std::vector<QLineF> area, strokes;
    area.reserve(columns.size());
    strokes.reserve(columns.size());
    double previous = 0;
    bool joined = false;  // the column before had samples
    for (int x = 0; x < pixels; ++x) {
        const CounterColumn& c = columns[static_cast<std::size_t>(x)];
        const double px = kHeaderWidth + x + 0.5;
        if (!c.present) {
            joined = false;
            continue;
        }
        const double top = yOf(c.max), low = yOf(c.min);
        const double from = joined ? previous : top;
        area.emplace_back(px, top, px, bottom);
        strokes.emplace_back(px, std::min({from, top, low}), px, std::max({from, top, low}));
        previous = top;
        joined = true;
    }
    p.setPen(QPen(QColor(200, 218, 240), 0));
    p.drawLines(area.data(), static_cast<int>(area.size()));
    p.setPen(QPen(QColor(40, 110, 200), 0));
    p.drawLines(strokes.data(), static_cast<int>(strokes.size()));
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.drawText(QRectF(6, rowY(row) + kLaneHeight, kHeaderWidth - 10, kLaneHeight), Qt::AlignLeft | Qt::AlignVCenter,
               tr("max %1").arg(hi, 0, 'g', 6));
}

// An arrow from the end of one slice to the start of another, e.g. a hazard
// or main waiting for sub; it joins the tracks' first lanes.
void TimelineCanvas::paintFlows(QPainter& p) const {
    const auto flows = model_->flowsIn(start_, viewEnd());
    if (flows.empty()) return;
    const trace::Trace& t = model_->trace();
    std::vector<const Row*> rowOf(t.tracks.size(), nullptr);
    for (const Row& row : rows_)
        if (row.kind != RowKind::Counter) rowOf[row.index] = &row;
    // Zoomed out, many arrows share their pixels: draw each pixel pair once,
    // and as straight lines once there are too many for curves to read.
    const bool curved = flows.size() <= kCurvedFlows;
    std::unordered_set<u64> drawn;
    const QColor ink = flowArrowColor(palette());  // 4.5:1 on the lanes in either theme
    p.setRenderHint(QPainter::Antialiasing, curved);
    p.setPen(QPen(ink, curved ? 1.2 : 0));
    for (std::uint32_t index : flows) {
        const trace::Flow& f = t.flows[index];
        const Row* from = rowOf[f.fromTrack];
        const Row* to = rowOf[f.toTrack];
        if (!from || !to) continue;
        const QPointF a(onScreen(xOf(f.fromTime)), rowY(*from) + kLaneHeight / 2.0);
        const QPointF b(onScreen(xOf(f.toTime)), rowY(*to) + kLaneHeight / 2.0);
        const auto pixel = [](double v) { return static_cast<u64>(static_cast<std::int64_t>(v) + 8192) & 0xFFFF; };
        const u64 key = pixel(a.x()) | pixel(b.x()) << 16 | u64(f.fromTrack & 0xFFFF) << 32 | u64(f.toTrack & 0xFFFF) << 48;
        if (!drawn.insert(key).second) continue;
        if (drawn.size() > kMaxFlowsDrawn) break;
        QPolygonF head;
        head << b << b + QPointF(-7, -3.5) << b + QPointF(-7, 3.5);
        if (curved) {
            QPainterPath curve(a);
            const double bend = std::max(12.0, std::abs(b.x() - a.x()) / 2);
            curve.cubicTo(a + QPointF(bend, 0), b - QPointF(bend, 0), b);
            p.drawPath(curve);
            p.setBrush(ink);
            p.drawPolygon(head);
            p.setBrush(Qt::NoBrush);
        } else {
            p.drawLine(a, b);
        }
    }
    p.setRenderHint(QPainter::Antialiasing, false);
}

void TimelineCanvas::paintWarnings(QPainter& p) const {
    const trace::Trace& t = model_->trace();
    int lastX = std::numeric_limits<int>::min();
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(230, 160, 0));
    for (std::uint32_t index : model_->warningsIn(start_, viewEnd())) {
        const Row* row = trackRow(t.slices[index].track);
        const int x = static_cast<int>(std::lround(xOf(t.slices[index].start)));
        if (!row || x == lastX) continue;  // one marker per pixel is enough
        lastX = x;
        const double y = rowY(*row);
        QPolygonF mark;
        mark << QPointF(x, y + 9) << QPointF(x - 5, y) << QPointF(x + 5, y);
        p.drawPolygon(mark);
    }
    p.setBrush(Qt::NoBrush);
}

void TimelineCanvas::paintOverlays(QPainter& p) const {
    const int top = kMinimapHeight;
    const QRect lanes(kHeaderWidth, top, lanesWidth(), height() - top);
    p.save();
    p.setClipRect(lanes);
    if (selection_) {
        const double x0 = onScreen(xOf(selection_->first)), x1 = std::max(onScreen(xOf(selection_->second)), x0 + 1);
        QColor band = palette().color(QPalette::Highlight);
        band.setAlpha(50);
        p.fillRect(QRectF(x0, top, x1 - x0, height() - top), band);
        p.setPen(QPen(palette().color(QPalette::Highlight), 1));
        p.drawLine(QPointF(x0, top), QPointF(x0, height()));
        p.drawLine(QPointF(x1, top), QPointF(x1, height()));
    }
    p.setPen(QPen(QColor(120, 60, 200), 1, Qt::DashLine));
    for (const Bookmark& b : model_->bookmarks()) {
        const double x = xOf(b.cycle);
        if (x < kHeaderWidth || x > width()) continue;
        p.drawLine(QPointF(x, top), QPointF(x, height()));
        p.drawText(QPointF(x + 3, top + kRulerHeight - 4), b.label);
    }
    if (drag_ == Drag::BoxZoom || drag_ == Drag::Select) {
        const QRect band = QRect(pressPoint_, lastPoint_).normalized();
        p.setPen(QPen(palette().color(QPalette::Highlight), 1, Qt::DashLine));
        p.drawRect(drag_ == Drag::BoxZoom ? band : QRect(band.left(), top, band.width(), height() - top));
    }
    paintHighlight(p);
    if (cursor_) {
        const double x = onScreen(xOf(*cursor_));
        p.setPen(QPen(QColor(220, 30, 30), 2));
        p.drawLine(QPointF(x, top), QPointF(x, height()));
    }
    p.restore();
}

// A two-pixel outline around the search's current match or the slice
// clicked, and the slices linked to it, at least 5 px wide so a sub-pixel
// slice still shows where it is.
void TimelineCanvas::paintHighlight(QPainter& p) const {
    if (!highlighted_ || *highlighted_ >= model_->trace().slices.size()) return;
    p.setPen(QPen(palette().color(QPalette::Highlight).darker(130), 2));
    p.setBrush(Qt::NoBrush);
    const u64 viewLast = viewEnd();
    for (std::uint32_t slice : outlined_) {
        const trace::Slice& s = model_->trace().slices[slice];
        if (s.end < start_ || s.start > viewLast) continue;  // a source line's operations may be many, most out of view
        if (const Row* row = trackRow(s.track)) p.drawRect(sliceBox(s, *row));
    }
}

// --- Input ----------------------------------------------------------------

void TimelineCanvas::resizeEvent(QResizeEvent*) {
    minimap_ = QImage();
    if (fitted_) fit();
    else clampView();
    setVerticalOffset(verticalOffset_);
    emit contentHeightChanged(contentHeight());
}

void TimelineCanvas::wheelEvent(QWheelEvent* event) {
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0) return;
    if (event->modifiers() & Qt::AltModifier || event->position().x() < kHeaderWidth) {
        setVerticalOffset(verticalOffset_ - static_cast<int>(steps * 3 * kLaneHeight));
        emit viewChanged();
    } else {
        zoomBy(std::pow(1.25, steps), event->position().x());
    }
    event->accept();
}

void TimelineCanvas::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return;
    setFocus();
    pressPoint_ = lastPoint_ = event->position().toPoint();
    const int y = pressPoint_.y();
    if (y < kMinimapHeight) drag_ = Drag::Minimap;
    else if (pressPoint_.x() < kHeaderWidth && (pressTrack_ = trackAt(y))) drag_ = Drag::MoveTrack;
    else if (y < lanesTop() || event->modifiers() & Qt::ControlModifier) drag_ = Drag::Select;
    else if (event->modifiers() & Qt::ShiftModifier) drag_ = Drag::BoxZoom;
    else drag_ = Drag::Pan;
    if (drag_ == Drag::Minimap) mouseMoveEvent(event);
}

void TimelineCanvas::mouseMoveEvent(QMouseEvent* event) {
    const QPoint point = event->position().toPoint();
    hoverPoint_ = point;
    switch (drag_) {
        case Drag::Pan:
            panByPixels(lastPoint_.x() - point.x());
            setVerticalOffset(verticalOffset_ + lastPoint_.y() - point.y());
            break;
        case Drag::Minimap: {
            const double span = static_cast<double>(model_->lastCycle() - model_->firstCycle()) + 1;
            const double at = std::clamp((point.x() - kHeaderWidth) / double(lanesWidth()), 0.0, 1.0) * span;
            const u64 centre = model_->firstCycle() + std::min(model_->lastCycle() - model_->firstCycle(), toCycles(at));
            const u64 half = toCycles(lanesWidth() / 2.0 * cyclesPerPixel_);
            fitted_ = false;
            setView(centre > half ? centre - half : 0, cyclesPerPixel_);
            break;
        }
        case Drag::BoxZoom:
        case Drag::Select:
            update();
            break;
        case Drag::None:
        case Drag::MoveTrack:
            break;
    }
    lastPoint_ = point;
}

void TimelineCanvas::mouseReleaseEvent(QMouseEvent* event) {
    const QPoint point = event->position().toPoint();
    const Drag finished = std::exchange(drag_, Drag::None);
    const bool moved = (point - pressPoint_).manhattanLength() >= 3;
    const u64 a = cycleAt(std::max(pressPoint_.x(), kHeaderWidth)), b = cycleAt(std::max(point.x(), kHeaderWidth));
    if (finished == Drag::BoxZoom && moved) zoomToRange(std::min(a, b), std::max(a, b));
    if (finished == Drag::Pan && !moved)
        if (const auto slice = sliceAt(point)) selectSlice(*slice);
    if (finished == Drag::Select) {
        if (!moved) clearSelection();
        else if (pressPoint_.y() < lanesTop()) select(a, b);
        else {
            // The tracks the box covers.
            std::vector<trace::TrackId> tracks;
            const int y0 = std::min(pressPoint_.y(), point.y()), y1 = std::max(pressPoint_.y(), point.y());
            for (const Row& row : rows_)
                if (row.kind != RowKind::Counter && rowY(row) <= y1 && rowY(row) + row.height >= y0) tracks.push_back(row.index);
            select(a, b, std::move(tracks));
        }
    }
    if (finished == Drag::MoveTrack && pressTrack_) {
        const auto& order = model_->trackOrder();
        const auto target = trackAt(point.y());
        if (target && *target != *pressTrack_) {
            const auto from = std::find(order.begin(), order.end(), *pressTrack_) - order.begin();
            const auto to = std::find(order.begin(), order.end(), *target) - order.begin();
            model_->moveTrack(static_cast<int>(from), static_cast<int>(to));
        }
    }
    pressTrack_.reset();
    update();
}

void TimelineCanvas::mouseDoubleClickEvent(QMouseEvent* event) {
    const QPoint point = event->position().toPoint();
    if (point.x() >= kHeaderWidth) return;
    if (const auto track = trackAt(point.y())) model_->setPinned(*track, !model_->isPinned(*track));
}

void TimelineCanvas::keyPressEvent(QKeyEvent* event) {
    const std::optional<double> anchor =
        rect().contains(hoverPoint_) && hoverPoint_.x() >= kHeaderWidth ? std::optional<double>(hoverPoint_.x()) : std::nullopt;
    switch (event->key()) {
        case Qt::Key_W: zoomBy(1.5, anchor); break;
        case Qt::Key_S: zoomBy(1 / 1.5, anchor); break;
        case Qt::Key_A: panByPixels(-lanesWidth() / 6.0); break;
        case Qt::Key_D: panByPixels(lanesWidth() / 6.0); break;
        case Qt::Key_F: fit(); break;
        case Qt::Key_B: model_->addBookmark(anchor ? cycleAt(*anchor) : cursor_.value_or(start_), {}); break;
        case Qt::Key_Escape: clearSelection(); break;
        default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

bool TimelineCanvas::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty()) QToolTip::hideText();
        else QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    if (event->type() == QEvent::Leave) hoverPoint_ = {-1, -1};
    return QWidget::event(event);
}

// --- Hover ----------------------------------------------------------------

QString TimelineCanvas::sliceToolTipAt(const Row& row, QPoint point) const {
    const auto depth = static_cast<std::uint32_t>((point.y() - rowY(row)) / kLaneHeight);
    // Two pixels of slack, so a slice narrower than a pixel can be hovered.
    const u64 t0 = cycleAt(point.x() - 2), t1 = std::max(cycleAt(point.x() + 3), t0 + 1);
    const auto hits = model_->slicesIn(row.index, depth, t0, t1);
    if (hits.empty()) return {};
    QString text = model_->sliceToolTip(hits.front());
    if (hits.size() > 1) text += QStringLiteral("<br><i>%1</i>").arg(tr("and %n more under the mouse", nullptr, int(hits.size() - 1)));
    return text;
}

QString TimelineCanvas::toolTipAt(QPoint point) const {
    if (point.y() < kMinimapHeight) return {};
    if (point.y() < lanesTop()) return point.x() >= kHeaderWidth ? tr("cycle %1").arg(cycleAt(point.x())) : QString();
    const Row* row = rowAt(point.y());
    if (!row) return {};
    if (point.x() < kHeaderWidth)
        return row->kind == RowKind::Counter ? QString::fromStdString(model_->counter(row->index).name)
                                             : model_->trackLabel(row->index) + QStringLiteral("\n") +
                                                   tr("Drag to move the track; double-click to pin it on top.");
    const u64 cycle = cycleAt(point.x());
    switch (row->kind) {
        case RowKind::Slices: return sliceToolTipAt(*row, point);
        case RowKind::Counter: {
            const auto value = model_->counterValueAt(row->index, cycle);
            if (!value) return {};
            return tr("%1 = %2 at cycle %3").arg(QString::fromStdString(model_->counter(row->index).name)).arg(*value, 0, 'g', 10).arg(cycle);
        }
        case RowKind::Memory: {
            const double bytes = std::max<double>(1, static_cast<double>(model_->memoryTop(row->index)));
            const double address = (point.y() - rowY(*row) - 1) / double(row->height - 2) * bytes;
            const u64 t1 = std::max(cycleAt(point.x() + 1), cycle + 1);
            for (const MemoryBlock& b : model_->memoryBlocks(row->index, cycle, t1))
                if (address >= static_cast<double>(b.address) && address < static_cast<double>(b.address) + static_cast<double>(std::max<u64>(b.size, 1)))
                    return model_->memoryToolTip(b);
            return {};
        }
    }
    return {};
}

void TimelineCanvas::syncScrollBar(QScrollBar* bar) const {
    const int visible = std::max(1, height() - lanesTop());
    bar->setRange(0, std::max(0, contentHeight() - visible));
    bar->setPageStep(visible);
    bar->setSingleStep(kLaneHeight);
    bar->setValue(verticalOffset());
}

}  // namespace tcpwb::widgets
