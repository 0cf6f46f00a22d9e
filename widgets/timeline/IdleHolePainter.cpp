// Hatched where a context does nothing, under its slices; holes under two
// pixels are left out (zoomed in, they show).
#include <QPainter>

#include "widgets/timeline/TimelineModel.h"
#include "widgets/timeline/TimelinePainters.h"

namespace tcpwb::widgets {

void paintIdleHoles(const TimelinePaint& paint, const TimelineRow& row) {
    const TimelineGeometry& at = paint.at;
    const u64 t1 = at.viewEnd();
    QColor hatch = paint.palette.color(QPalette::PlaceholderText);
    hatch.setAlpha(110);
    const QBrush brush(hatch, Qt::BDiagPattern);
    const double y = at.rowY(row), h = paint.model.depthCount(row.index) * TimelineGeometry::kLaneHeight;
    double lastRight = -1;
    for (const analysis::IdleHole& hole : paint.model.idleHolesIn(row.index, at.viewStart(), t1)) {
        const double x0 = std::max(at.onScreen(at.xOf(hole.start)), double(TimelineGeometry::kHeaderWidth)),
                     x1 = at.onScreen(at.xOf(hole.end));
        if (x1 - x0 < 2 || x1 <= lastRight) continue;
        paint.p.fillRect(QRectF(x0, y, x1 - x0, h), brush);
        lastRight = x1;
    }
}

}  // namespace tcpwb::widgets
