#pragma once
// The layers of a timeline, one painter each, drawn from the model and the
// geometry alone (the canvas keeps the state: selection, cursor, drag), in
// the order the canvas stacks them: per row the idle holes, then the slice
// lanes, memory map or counter chart; over the rows the flow arrows, the
// warning markers and the critical path; then the minimap, the ruler and the
// overlays (selection band, bookmarks, drag band, outlined slices, cursor).
#include <QColor>
#include <QImage>
#include <QPalette>
#include <optional>
#include <utility>
#include <vector>

#include "widgets/timeline/TimelineGeometry.h"

class QFontMetrics;
class QPainter;

namespace tcpwb::widgets {

class TimelineModel;

// A colour per slice name, the same in every trace and every run (a stable
// hash of the name's text, not qHash, which is seeded per process).
class SliceColours {
public:
    QColor of(const TimelineModel& model, trace::StringId name);
    void clear() { colours_.clear(); }

private:
    std::vector<QColor> colours_;  // by name StringId
};

// What every painter draws with.
struct TimelinePaint {
    QPainter& p;
    const TimelineModel& model;
    const TimelineGeometry& at;
    const QPalette& palette;
    const QFontMetrics& metrics;
    SliceColours& colours;
};

// Slices wider than this get their name written in.
inline constexpr int kLabelPixels = 36;

// Slice density over the whole trace and where the lanes are looking;
// `density` caches the bars for the current width and filter.
void paintMinimap(const TimelinePaint& paint, QImage& density);
// Exact cycles: a 1-2-5 step of major ticks, numbered, four minor between.
void paintRuler(const TimelinePaint& paint);
// A row: its background, content, name and the line under it; the parts:
void paintRow(const TimelinePaint& paint, const TimelineRow& row, bool showIdleHoles);
void paintIdleHoles(const TimelinePaint& paint, const TimelineRow& row);
void paintSliceLanes(const TimelinePaint& paint, const TimelineRow& row);
void paintMemoryRow(const TimelinePaint& paint, const TimelineRow& row);
void paintMemoryHeader(const TimelinePaint& paint, const TimelineRow& row);
void paintCounterRow(const TimelinePaint& paint, const TimelineRow& row);
// Over the rows.
void paintFlows(const TimelinePaint& paint);
void paintWarnings(const TimelinePaint& paint);
void paintCriticalPath(const TimelinePaint& paint);

// What the overlays show: the canvas's state.
struct TimelineOverlay {
    std::optional<std::pair<u64, u64>> selection;
    std::optional<QRect> dragBand;    // a box zoom's box
    std::optional<QRect> selectBand;  // a range being selected
    std::optional<std::uint32_t> highlighted;
    const std::vector<std::uint32_t>& outlined;
    std::optional<u64> cursor;
};
void paintOverlays(const TimelinePaint& paint, const TimelineOverlay& overlay);

}  // namespace tcpwb::widgets
