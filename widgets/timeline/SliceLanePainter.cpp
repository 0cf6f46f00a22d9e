// A track's lanes, one per nesting level: the model's per-pixel spans (a
// frame costs O(pixels), not O(slices)), coloured by name, named when wide.
#include <QCoreApplication>
#include <QPainter>

#include "widgets/timeline/TimelineModel.h"
#include "widgets/timeline/TimelinePainters.h"

namespace tcpwb::widgets {

void paintSliceLanes(const TimelinePaint& paint, const TimelineRow& row) {
    QPainter& p = paint.p;
    const TimelineModel& model = paint.model;
    const TimelineGeometry& at = paint.at;
    using G = TimelineGeometry;
    const trace::Trace& t = model.trace();
    const int pixels = at.lanesWidth();
    const std::uint32_t depths = model.depthCount(row.index);
    p.setPen(Qt::NoPen);
    for (std::uint32_t d = 0; d < depths; ++d) {
        const double y = at.rowY(row) + d * G::kLaneHeight + 1;
        for (const TimelineSpan& s : model.spans(row.index, d, at.viewStart(), at.cyclesPerPixel(), pixels)) {
            const double x0 = std::max(at.xOf(s.start), double(G::kHeaderWidth) - 1);
            const double x1 = std::min(at.xOf(s.end), double(at.width()) + 1);
            // A pixel of gap after slices wide enough to spare it, so two
            // back-to-back slices of one name read as two.
            const double w = x1 - x0;
            const QRectF box(x0, y, w >= 4 ? w - 1 : std::max(w, 1.0), G::kLaneHeight - 2);
            const trace::StringId name = t.slices[s.firstSlice].name;
            const QColor colour = s.count > 1 ? paint.colours.of(model, name).darker(125) : paint.colours.of(model, name);
            p.fillRect(box, colour);
            if (box.width() < kLabelPixels) continue;
            // Counted before translate(): lupdate's parser hangs on a template call among its arguments.
            const int merged = static_cast<int>(std::min<u64>(s.count, INT32_MAX));
            const QString label = s.count > 1 ? QCoreApplication::translate("tcpwb::widgets::TimelineCanvas", "%n slices", nullptr, merged)
                                              : model.sliceName(s.firstSlice);
            p.setPen(colour.lightness() > 140 ? Qt::black : Qt::white);
            p.drawText(box.adjusted(3, 0, -2, 0), Qt::AlignVCenter | Qt::AlignLeft,
                       paint.metrics.elidedText(label, Qt::ElideRight, int(box.width()) - 5));
            p.setPen(Qt::NoPen);
        }
    }
}

}  // namespace tcpwb::widgets
