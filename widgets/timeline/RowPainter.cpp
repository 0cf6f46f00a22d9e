// One row below the ruler: its background, its content by kind (a track's
// idle holes and lanes, a memory map, a counter's chart), its name in the
// header column over whatever runs left of the lanes, and the line under it.
#include <QPainter>

#include "widgets/timeline/TimelineModel.h"
#include "widgets/timeline/TimelinePainters.h"

namespace tcpwb::widgets {

void paintRow(const TimelinePaint& paint, const TimelineRow& row, bool showIdleHoles) {
    QPainter& p = paint.p;
    const TimelineModel& model = paint.model;
    const TimelineGeometry& at = paint.at;
    using G = TimelineGeometry;
    const int y = at.rowY(row);
    if (y + row.height < at.lanesTop() || y > at.height()) return;
    p.fillRect(QRect(0, y, at.width(), row.height),
               row.kind == TimelineRowKind::Counter ? paint.palette.alternateBase() : paint.palette.base());
    switch (row.kind) {
        case TimelineRowKind::Slices:
            if (showIdleHoles) paintIdleHoles(paint, row);
            paintSliceLanes(paint, row);
            break;
        case TimelineRowKind::Memory: paintMemoryRow(paint, row); break;
        case TimelineRowKind::Counter: paintCounterRow(paint, row); break;
    }
    // The row's name, over a header column that hides what is left of it.
    p.fillRect(QRect(0, y, G::kHeaderWidth, row.height), paint.palette.window());
    p.setPen(paint.palette.color(QPalette::WindowText));
    QString label =
        row.kind == TimelineRowKind::Counter ? QString::fromStdString(model.counter(row.index).name) : model.trackLabel(row.index);
    if (row.kind != TimelineRowKind::Counter && model.isPinned(row.index)) label.prepend(QStringLiteral("\u25B4 "));
    const QRect text(6, y, G::kHeaderWidth - 10, std::min(row.height, G::kLaneHeight + 2));
    p.drawText(text, Qt::AlignVCenter | Qt::AlignLeft, paint.metrics.elidedText(label, Qt::ElideMiddle, text.width()));
    if (row.kind == TimelineRowKind::Memory) paintMemoryHeader(paint, row);
    p.setPen(paint.palette.color(QPalette::Midlight));
    p.drawLine(0, y + row.height + G::kRowGap / 2, at.width(), y + row.height + G::kRowGap / 2);
}

}  // namespace tcpwb::widgets
