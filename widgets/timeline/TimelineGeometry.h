#pragma once
// Where things are on a timeline canvas of a given size: the minimap and
// ruler bands at the top, the header column on the left, the rows below
// (scrolled by a vertical offset), and cycles mapped to x through the
// viewport. Painters draw with it and the canvas hit-tests with it: a point
// to a row, a track, a slice.
#include <QRectF>
#include <QSize>
#include <algorithm>
#include <optional>
#include <vector>

#include "trace/trace.h"
#include "widgets/timeline/TimelineRows.h"
#include "widgets/timeline/TimelineViewport.h"

class QPoint;

namespace tcpwb::widgets {

class TimelineModel;

class TimelineGeometry {
public:
    static constexpr int kMinimapHeight = 32;
    static constexpr int kRulerHeight = 24;
    static constexpr int kHeaderWidth = 160;
    static constexpr int kLaneHeight = TimelineRowSizes::kLaneHeight;
    static constexpr int kRowGap = TimelineRowSizes::kRowGap;

    TimelineGeometry(const TimelineViewport& viewport, const std::vector<TimelineRow>& rows, QSize size, int verticalOffset)
        : viewport_(viewport), rows_(rows), size_(size), verticalOffset_(verticalOffset) {}

    int width() const { return size_.width(); }
    int height() const { return size_.height(); }
    int lanesWidth() const { return std::max(1, width() - kHeaderWidth); }
    static int lanesTop() { return kMinimapHeight + kRulerHeight; }

    u64 viewStart() const { return viewport_.start(); }
    u64 viewEnd() const { return cycleAt(width()); }  // first cycle past the right edge
    double cyclesPerPixel() const { return viewport_.cyclesPerPixel(); }
    double xOf(u64 cycle) const { return kHeaderWidth + viewport_.xOf(cycle); }
    u64 cycleAt(double x) const { return viewport_.cycleAt(x - kHeaderWidth); }
    // Keeps far-off coordinates within what the painter handles exactly.
    double onScreen(double x) const { return std::clamp(x, -4096.0, width() + 4096.0); }

    const std::vector<TimelineRow>& rows() const { return rows_; }
    int rowY(const TimelineRow& row) const { return lanesTop() + row.top - verticalOffset_; }
    const TimelineRow* rowAt(int y) const;
    const TimelineRow* trackRow(trace::TrackId track) const;
    std::optional<trace::TrackId> trackAt(int y) const;
    // A slice's box in its row, at least 5 px wide so a sub-pixel slice shows.
    QRectF sliceBox(const trace::Slice& slice, const TimelineRow& row) const;
    // The shown slice under a point, with two pixels of slack so a sub-pixel
    // slice can be clicked; the first by start when several are.
    std::optional<std::uint32_t> sliceAt(const TimelineModel& model, QPoint point) const;
    // The slices under a point of a lane row (two pixels of slack), shown or not.
    std::vector<std::uint32_t> slicesUnder(const TimelineModel& model, const TimelineRow& row, QPoint point) const;

private:
    const TimelineViewport& viewport_;
    const std::vector<TimelineRow>& rows_;
    QSize size_;
    int verticalOffset_;
};

}  // namespace tcpwb::widgets
