// The critical path: a red outline on each of its operations, at most one
// per pixel column of a row, and a dashed line from each link's predecessor's
// end to its start when the view holds few enough links to follow.
#include <QPainter>
#include <cmath>

#include "widgets/timeline/TimelineModel.h"
#include "widgets/timeline/TimelinePainters.h"

namespace tcpwb::widgets {

void paintCriticalPath(const TimelinePaint& paint) {
    QPainter& p = paint.p;
    const TimelineModel& model = paint.model;
    const TimelineGeometry& at = paint.at;
    if (!model.hasCriticalPath()) return;
    const QColor red(215, 40, 40);
    const u64 t1 = at.viewEnd();
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(red, 2));
    std::vector<std::uint32_t> visible;
    for (const TimelineRow& row : at.rows()) {
        if (row.kind != TimelineRowKind::Slices || at.rowY(row) + row.height < at.lanesTop() || at.rowY(row) > at.height()) continue;
        // Sub-pixel slices are widened to five pixels by sliceBox, so their
        // right edges keep growing: the pixel column of the centre decides.
        double lastColumn = -1;
        for (std::uint32_t slice : model.criticalSlicesIn(row.index, at.viewStart(), t1)) {
            if (!model.isShown(slice)) continue;
            const QRectF box = at.sliceBox(model.trace().slices[slice], row);
            visible.push_back(slice);
            const double column = std::floor(box.center().x());
            if (column <= lastColumn) continue;
            p.drawRect(box.adjusted(1, 1, -1, -1));
            lastColumn = column;
        }
    }
    if (visible.empty() || visible.size() > 500) return;
    // Joins: from the slice the link waited for (its first slice) to the link's first slice.
    const auto& path = model.criticalPath();
    const analysis::OpGraph& g = model.graph();
    p.setPen(QPen(red, 1, Qt::DashLine));
    for (std::uint32_t slice : visible) {
        const std::uint32_t link = model.criticalLinkOf(slice);
        if (link < 2 || g.ops[path.links[link - 1].op].slice != slice) continue;
        const std::uint32_t before = g.ops[path.links[link - 2].op].slice;
        const trace::Slice& from = model.trace().slices[before];
        const trace::Slice& to = model.trace().slices[slice];
        const TimelineRow* a = at.trackRow(from.track);
        const TimelineRow* b = at.trackRow(to.track);
        if (!a || !b) continue;
        const QRectF fromBox = at.sliceBox(from, *a), toBox = at.sliceBox(to, *b);
        p.drawLine(QPointF(fromBox.right(), fromBox.center().y()), QPointF(toBox.left(), toBox.center().y()));
    }
}

}  // namespace tcpwb::widgets
