// Flow arrows: from the end of one slice to the start of another, e.g. a
// hazard or main waiting for sub, joining the tracks' first lanes.
#include <QPainter>
#include <QPainterPath>
#include <unordered_set>

#include "widgets/timeline/TimelineModel.h"
#include "widgets/timeline/TimelinePainters.h"
#include "widgets/toolkit/PaletteColors.h"

namespace tcpwb::widgets {

namespace {
constexpr std::size_t kMaxFlowsDrawn = 4000;  // zoomed out, more arrows are only ink
constexpr std::size_t kCurvedFlows = 64;
}  // namespace

void paintFlows(const TimelinePaint& paint) {
    QPainter& p = paint.p;
    const TimelineGeometry& at = paint.at;
    const auto flows = paint.model.flowsIn(at.viewStart(), at.viewEnd());
    if (flows.empty()) return;
    const trace::Trace& t = paint.model.trace();
    std::vector<const TimelineRow*> rowOf(t.tracks.size(), nullptr);
    for (const TimelineRow& row : at.rows())
        if (row.kind != TimelineRowKind::Counter) rowOf[row.index] = &row;
    // Zoomed out, many arrows share their pixels: draw each pixel pair once,
    // and as straight lines once there are too many for curves to read.
    const bool curved = flows.size() <= kCurvedFlows;
    std::unordered_set<u64> drawn;
    const QColor ink = flowArrowColor(paint.palette);  // 4.5:1 on the lanes in either theme
    p.setRenderHint(QPainter::Antialiasing, curved);
    p.setPen(QPen(ink, curved ? 1.2 : 0));
    for (std::uint32_t index : flows) {
        const trace::Flow& f = t.flows[index];
        const TimelineRow* from = rowOf[f.fromTrack];
        const TimelineRow* to = rowOf[f.toTrack];
        if (!from || !to) continue;
        const QPointF a(at.onScreen(at.xOf(f.fromTime)), at.rowY(*from) + TimelineGeometry::kLaneHeight / 2.0);
        const QPointF b(at.onScreen(at.xOf(f.toTime)), at.rowY(*to) + TimelineGeometry::kLaneHeight / 2.0);
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

}  // namespace tcpwb::widgets
