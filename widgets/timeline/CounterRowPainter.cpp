// A counter as a step chart over the lanes' pixel columns.
#include <QCoreApplication>
#include <QPainter>

#include "widgets/timeline/TimelineModel.h"
#include "widgets/timeline/TimelinePainters.h"

namespace tcpwb::widgets {

void paintCounterRow(const TimelinePaint& paint, const TimelineRow& row) {
    QPainter& p = paint.p;
    const TimelineGeometry& at = paint.at;
    using G = TimelineGeometry;
    const int pixels = at.lanesWidth();
    const auto columns = paint.model.counterColumns(row.index, at.viewStart(), at.cyclesPerPixel(), pixels);
    const auto [lo, hi] = paint.model.counterRange(row.index);
    const double span = hi > lo ? hi - lo : 1.0;
    const double bottom = at.rowY(row) + row.height - 2;
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
        const double px = G::kHeaderWidth + x + 0.5;
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
    p.setPen(paint.palette.color(QPalette::PlaceholderText));
    p.drawText(QRectF(6, at.rowY(row) + G::kLaneHeight, G::kHeaderWidth - 10, G::kLaneHeight), Qt::AlignLeft | Qt::AlignVCenter,
               QCoreApplication::translate("tcpwb::widgets::TimelineCanvas", "max %1").arg(hi, 0, 'g', 6));
}

}  // namespace tcpwb::widgets
