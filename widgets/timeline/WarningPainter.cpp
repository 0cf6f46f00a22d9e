// A warning slice's marker: an amber triangle at its start, over its track,
// at most one per pixel column.
#include <QPainter>
#include <cmath>
#include <limits>

#include "widgets/timeline/TimelineModel.h"
#include "widgets/timeline/TimelinePainters.h"

namespace tcpwb::widgets {

void paintWarnings(const TimelinePaint& paint) {
    QPainter& p = paint.p;
    const TimelineGeometry& at = paint.at;
    const trace::Trace& t = paint.model.trace();
    int lastX = std::numeric_limits<int>::min();
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(230, 160, 0));
    for (std::uint32_t index : paint.model.warningsIn(at.viewStart(), at.viewEnd())) {
        const TimelineRow* row = at.trackRow(t.slices[index].track);
        const int x = static_cast<int>(std::lround(at.xOf(t.slices[index].start)));
        if (!row || x == lastX) continue;  // one marker per pixel is enough
        lastX = x;
        const double y = at.rowY(*row);
        QPolygonF mark;
        mark << QPointF(x, y + 9) << QPointF(x - 5, y) << QPointF(x + 5, y);
        p.drawPolygon(mark);
    }
    p.setBrush(Qt::NoBrush);
}

}  // namespace tcpwb::widgets
