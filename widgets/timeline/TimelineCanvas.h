#pragma once
// Shows a TimelineModel: a minimap of slice density over the whole trace,
// a time ruler in exact cycles, and one row per track (a lane per nesting
// level, slices coloured by name), memory rows (tensor lifetimes as address x
// cycle rectangles), counter rows (step charts), flow arrows, warning
// markers, bookmarks, the selected range and the replay cursor. Each layer
// has its painter (TimelinePainters.h), which draws from the model and a
// TimelineGeometry; the canvas holds the state (selection, outlines,
// cursor, drag) and stacks the layers. Its input handlers are in
// TimelineCanvasInput.cpp.
//
// The cycles shown are a TimelineViewport's, which canvases on one time
// axis share. Zoomed out, lanes draw the model's per-pixel spans: a frame
// costs O(pixels), not O(slices).
//
// Controls: wheel zooms about the cursor; drag pans; W/S zoom, A/D pan;
// Shift+drag zooms to a box; Ctrl+drag (or drag on the ruler) selects a
// range; F fits; B bookmarks the cycle under the mouse; a click on a slice
// selects it with its linked slices; a click on the minimap centres there; dragging a track's name moves the track,
// double-clicking it pins it on top; Esc clears the selection.
#include <QImage>
#include <QWidget>
#include <algorithm>
#include <optional>

#include "widgets/timeline/TimelineGeometry.h"
#include "widgets/timeline/TimelineModel.h"
#include "widgets/timeline/TimelinePainters.h"
#include "widgets/timeline/TimelineRows.h"
#include "widgets/timeline/TimelineViewport.h"

class QScrollBar;

namespace tcpwb::widgets {

class TimelineCanvas : public QWidget {
    Q_OBJECT

public:
    static constexpr int kMinimapHeight = TimelineGeometry::kMinimapHeight;
    static constexpr int kRulerHeight = TimelineGeometry::kRulerHeight;
    static constexpr int kHeaderWidth = TimelineGeometry::kHeaderWidth;
    static constexpr int kLaneHeight = TimelineRowSizes::kLaneHeight;
    static constexpr int kCounterHeight = TimelineRowSizes::kCounterHeight;
    static constexpr int kMemoryHeight = TimelineRowSizes::kMemoryHeight;
    static constexpr int kRowGap = TimelineRowSizes::kRowGap;
    static constexpr double kMinCyclesPerPixel = TimelineViewport::kMinCyclesPerPixel;

    explicit TimelineCanvas(TimelineModel* model, QWidget* parent = nullptr);

    // A non-negative cycle count from a double, rounded, saturating at 2^64 - 1.
    static u64 toCycles(double cycles) { return TimelineViewport::toCycles(cycles); }

    TimelineModel* model() const { return model_; }

    // The viewport: the cycle at the lanes' left edge and the zoom. Canvases
    // given one viewport zoom and scroll together; the canvas does not own
    // a viewport it is given.
    TimelineViewport* viewport() const { return viewport_; }
    void setViewport(TimelineViewport* viewport);
    u64 viewStart() const { return viewport_->start(); }
    double cyclesPerPixel() const { return viewport_->cyclesPerPixel(); }
    u64 viewEnd() const;  // first cycle past the right edge
    void setView(u64 start, double cyclesPerPixel);
    void zoomBy(double factor, std::optional<double> anchorX = std::nullopt);
    void panByPixels(double pixels);
    void zoomToRange(u64 t0, u64 t1);
    void fit();

    // Mapping between cycles and widget x; exact differences in u64 first.
    double xOf(u64 cycle) const;
    u64 cycleAt(double x) const;
    int lanesWidth() const { return std::max(1, width() - kHeaderWidth); }
    int lanesTop() const { return TimelineGeometry::lanesTop(); }
    // Where things are at the canvas's size and scroll, to paint and hit-test with.
    TimelineGeometry geometry() const { return {*viewport_, rows_, size(), verticalOffset_}; }

    // The selected range and the tracks it covers (empty: all).
    std::optional<std::pair<u64, u64>> selection() const { return selection_; }
    const std::vector<trace::TrackId>& selectedTracks() const { return selectedTracks_; }
    void select(u64 t0, u64 t1, std::vector<trace::TrackId> tracks = {});
    void clearSelection();

    // Search's "go to": zooms so the slice fills the middle third of the
    // lanes, scrolls its row into view, selects its range on its track and
    // outlines it.
    void frameSlice(std::uint32_t slice);
    std::optional<std::uint32_t> highlightedSlice() const { return highlighted_; }
    // A click on a slice: outlines it and the slices linked to it (the same
    // operation on other contexts' tracks) and selects their range over
    // their tracks, so the Selection table shows the operation.
    void selectSlice(std::uint32_t slice);
    // Operations chosen elsewhere (a source line, a table's row): outlines
    // their slices on every track, selects their span over those tracks and
    // frames it. selectedOperations() then lists them, so the statistics can
    // count exactly these; any other selection clears it.
    void selectOperations(const std::vector<analysis::OpId>& ops);
    const std::vector<analysis::OpId>& selectedOperations() const { return selectedOps_; }
    // The outlined slices: the highlighted one and those linked to it.
    const std::vector<std::uint32_t>& outlinedSlices() const { return outlined_; }
    // The slice under a widget point, if any (the first by start when several are).
    std::optional<std::uint32_t> sliceAt(QPoint point) const { return geometry().sliceAt(*model_, point); }

    // The critical path (a red outline on its operations, joined by lines
    // from each to the next) and each context's idle holes (hatched).
    void setShowCriticalPath(bool show);
    bool showsCriticalPath() const { return showCritical_; }
    void setShowIdleHoles(bool show);
    bool showsIdleHoles() const { return showIdle_; }

    std::optional<u64> cursorCycle() const { return cursor_; }
    void setCursorCycle(std::optional<u64> cycle);

    // The cycles the view fits and clamps to: the model's span unless set.
    // Two canvases compared on one time axis share the union of their spans.
    void setTimeRange(std::optional<std::pair<u64, u64>> range);
    u64 rangeFirst() const { return viewport_->rangeFirst(); }
    u64 rangeLast() const { return viewport_->rangeLast(); }

    int contentHeight() const;
    int verticalOffset() const { return verticalOffset_; }
    // Sets a vertical scroll bar's range, steps and value to the rows below the ruler.
    void syncScrollBar(QScrollBar* bar) const;
    void setVerticalOffset(int offset);

    // What the mouse would show at a point (empty: nothing there).
    QString toolTipAt(QPoint point) const;
    // The track row at a widget y, if any.
    std::optional<trace::TrackId> trackAt(int y) const { return geometry().trackAt(y); }

    QSize sizeHint() const override { return {900, 480}; }

signals:
    void viewChanged();
    void selectionChanged();
    void contentHeightChanged(int height);
    // A slice clicked, or framed by the search.
    void sliceSelected(quint32 slice);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;

private:
    enum class Drag { None, Pan, BoxZoom, Select, Minimap, MoveTrack };

    void rebuildRows();
    // Sets the selected range without forgetting the selected operations.
    void setSelection(u64 t0, u64 t1, std::vector<trace::TrackId> tracks);
    void modelReset();
    TimelineOverlay overlay() const;

    TimelineModel* model_;
    TimelineViewport* viewport_ = nullptr;
    int verticalOffset_ = 0;
    std::vector<TimelineRow> rows_;
    std::optional<std::pair<u64, u64>> selection_;
    std::vector<trace::TrackId> selectedTracks_;
    std::optional<u64> cursor_;
    std::optional<std::pair<u64, u64>> timeRange_;
    std::optional<std::uint32_t> highlighted_;  // the search's current match, or the slice clicked
    std::vector<std::uint32_t> outlined_;       // it and its linked slices
    std::vector<analysis::OpId> selectedOps_;   // selectOperations
    bool showCritical_ = true, showIdle_ = true;

    Drag drag_ = Drag::None;
    QPoint pressPoint_, lastPoint_;
    std::optional<trace::TrackId> pressTrack_;
    QPoint hoverPoint_{-1, -1};

    SliceColours colours_;
    QImage minimap_;  // the density bars, for the current width and filter
};

}  // namespace tcpwb::widgets
