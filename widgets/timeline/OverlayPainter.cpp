// Over the lanes: the selected range, the bookmarks, the band being dragged,
// the outlined slices and the replay cursor.
#include <QPainter>

#include "widgets/timeline/TimelineModel.h"
#include "widgets/timeline/TimelinePainters.h"

namespace tcpwb::widgets {

namespace {

// A two-pixel outline around the search's current match or the slice
// clicked, and the slices linked to it, at least 5 px wide so a sub-pixel
// slice still shows where it is.
void paintOutlines(const TimelinePaint& paint, const TimelineOverlay& overlay) {
    const TimelineModel& model = paint.model;
    const TimelineGeometry& at = paint.at;
    if (!overlay.highlighted || *overlay.highlighted >= model.trace().slices.size()) return;
    paint.p.setPen(QPen(paint.palette.color(QPalette::Highlight).darker(130), 2));
    paint.p.setBrush(Qt::NoBrush);
    const u64 viewLast = at.viewEnd();
    for (std::uint32_t slice : overlay.outlined) {
        const trace::Slice& s = model.trace().slices[slice];
        if (s.end < at.viewStart() || s.start > viewLast) continue;  // a source line's operations may be many, most out of view
        if (const TimelineRow* row = at.trackRow(s.track)) paint.p.drawRect(at.sliceBox(s, *row));
    }
}

}  // namespace

void paintOverlays(const TimelinePaint& paint, const TimelineOverlay& overlay) {
    QPainter& p = paint.p;
    const TimelineGeometry& at = paint.at;
    using G = TimelineGeometry;
    const int top = G::kMinimapHeight;
    const int height = at.height();
    const QRect lanes(G::kHeaderWidth, top, at.lanesWidth(), height - top);
    p.save();
    p.setClipRect(lanes);
    if (overlay.selection) {
        const double x0 = at.onScreen(at.xOf(overlay.selection->first));
        const double x1 = std::max(at.onScreen(at.xOf(overlay.selection->second)), x0 + 1);
        QColor band = paint.palette.color(QPalette::Highlight);
        band.setAlpha(50);
        p.fillRect(QRectF(x0, top, x1 - x0, height - top), band);
        p.setPen(QPen(paint.palette.color(QPalette::Highlight), 1));
        p.drawLine(QPointF(x0, top), QPointF(x0, height));
        p.drawLine(QPointF(x1, top), QPointF(x1, height));
    }
    p.setPen(QPen(QColor(120, 60, 200), 1, Qt::DashLine));
    for (const Bookmark& b : paint.model.bookmarks()) {
        const double x = at.xOf(b.cycle);
        if (x < G::kHeaderWidth || x > at.width()) continue;
        p.drawLine(QPointF(x, top), QPointF(x, height));
        p.drawText(QPointF(x + 3, top + G::kRulerHeight - 4), b.label);
    }
    if (overlay.dragBand || overlay.selectBand) {
        p.setPen(QPen(paint.palette.color(QPalette::Highlight), 1, Qt::DashLine));
        p.drawRect(overlay.dragBand ? *overlay.dragBand
                                    : QRect(overlay.selectBand->left(), top, overlay.selectBand->width(), height - top));
    }
    paintOutlines(paint, overlay);
    if (overlay.cursor) {
        const double x = at.onScreen(at.xOf(*overlay.cursor));
        p.setPen(QPen(QColor(220, 30, 30), 2));
        p.drawLine(QPointF(x, top), QPointF(x, height));
    }
    p.restore();
}

}  // namespace tcpwb::widgets
