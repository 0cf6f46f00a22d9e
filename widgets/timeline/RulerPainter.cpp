// The time ruler, in exact cycles at any zoom.
#include <QPainter>
#include <limits>

#include "widgets/timeline/TimeUnit.h"
#include "widgets/timeline/TimelineModel.h"
#include "widgets/timeline/TimelinePainters.h"

namespace tcpwb::widgets {

namespace {

constexpr u64 kMaxCycle = std::numeric_limits<u64>::max();

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

void paintRuler(const TimelinePaint& paint) {
    QPainter& p = paint.p;
    const TimelineGeometry& at = paint.at;
    using G = TimelineGeometry;
    const QRect ruler(0, G::kMinimapHeight, at.width(), G::kRulerHeight);
    p.fillRect(ruler, paint.palette.alternateBase());
    p.setPen(paint.palette.color(QPalette::Mid));
    p.drawLine(ruler.bottomLeft(), ruler.bottomRight());
    p.setPen(paint.palette.color(QPalette::Text));
    p.drawText(QRect(6, ruler.top(), G::kHeaderWidth - 12, G::kRulerHeight), Qt::AlignVCenter | Qt::AlignLeft,
               timeUnitLabel(paint.model.trace().timeUnit));
    const u64 step = tickStep(90 * at.cyclesPerPixel());
    const u64 minor = step >= 5 ? step / 5 : 1;
    const u64 end = at.viewEnd();
    const u64 start = at.viewStart();
    const u64 down = start / minor * minor;
    const u64 firstTick = down == start || down > kMaxCycle - minor ? down : down + minor;
    const QFontMetrics& fm = paint.metrics;
    for (u64 t = firstTick; t <= end; t += minor) {
        const double x = at.xOf(t);
        if (x >= G::kHeaderWidth) {
            const bool major = t % step == 0;
            p.drawLine(QPointF(x, ruler.bottom() - (major ? 10 : 4)), QPointF(x, ruler.bottom()));
            // A number that would run off the right edge is left out, not cut.
            const QString label = QString::number(t);
            if (major && x + 3 + fm.horizontalAdvance(label) <= at.width())
                p.drawText(QPointF(x + 3, ruler.top() + fm.ascent() + 1), label);
        }
        if (t > kMaxCycle - minor) break;
    }
}

}  // namespace tcpwb::widgets
