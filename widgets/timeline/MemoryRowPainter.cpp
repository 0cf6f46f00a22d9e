// A memory track as a memory map: tensor lifetimes as address x cycle
// rectangles, address 0 at the top, the highest end at the bottom; page
// boundaries dotted; the bytes and pages under the row's name.
#include <QCoreApplication>
#include <QPainter>

#include "widgets/timeline/TimelineModel.h"
#include "widgets/timeline/TimelinePainters.h"

namespace tcpwb::widgets {

void paintMemoryRow(const TimelinePaint& paint, const TimelineRow& row) {
    QPainter& p = paint.p;
    const TimelineModel& model = paint.model;
    const TimelineGeometry& at = paint.at;
    using G = TimelineGeometry;
    const double top = at.rowY(row) + 1;
    const double bytes = std::max<double>(1, static_cast<double>(model.memoryTop(row.index)));
    const double scale = (row.height - 2) / bytes;
    p.setPen(QPen(paint.palette.color(QPalette::Dark), 0));
    for (const MemoryBlock& b : model.memoryBlocks(row.index, at.viewStart(), at.viewEnd())) {
        const double x0 = std::max(at.xOf(b.start), double(G::kHeaderWidth) - 1);
        const double x1 = std::min(at.xOf(std::max(b.end, b.start + 1)), double(at.width()) + 1);
        const QRectF box(x0, top + static_cast<double>(b.address) * scale, std::max(x1 - x0, 1.0),
                         std::max(static_cast<double>(b.size) * scale, 1.0));
        QColor c = paint.colours.of(model, model.trace().slices[b.slice].name);
        c.setAlpha(200);
        p.setBrush(c);
        p.drawRect(box);
        if (box.width() >= kLabelPixels && box.height() >= 12) {
            p.setPen(Qt::black);
            p.drawText(box.adjusted(3, 0, -2, 0), Qt::AlignVCenter | Qt::AlignLeft,
                       paint.metrics.elidedText(model.sliceName(b.slice), Qt::ElideRight, int(box.width()) - 5));
            p.setPen(QPen(paint.palette.color(QPalette::Dark), 0));
        }
    }
    p.setBrush(Qt::NoBrush);
    if (const u64 page = model.memoryPage(row.index)) {
        // A dotted line at each page boundary: where `physical_pages` would fall.
        p.setPen(QPen(paint.palette.color(QPalette::Mid), 0, Qt::DotLine));
        for (u64 address = page; address < model.memoryTop(row.index); address += page) {
            const double y = top + static_cast<double>(address) * scale;
            p.drawLine(QPointF(G::kHeaderWidth, y), QPointF(at.width(), y));
        }
    }
}

void paintMemoryHeader(const TimelinePaint& paint, const TimelineRow& row) {
    QPainter& p = paint.p;
    using G = TimelineGeometry;
    const double top = paint.at.rowY(row) + 1;
    p.setPen(paint.palette.color(QPalette::PlaceholderText));
    const u64 bytes = paint.model.memoryTop(row.index), page = paint.model.memoryPage(row.index);
    p.drawText(QRectF(6, top + G::kLaneHeight, G::kHeaderWidth - 10, G::kLaneHeight), Qt::AlignLeft | Qt::AlignVCenter,
               QCoreApplication::translate("tcpwb::widgets::TimelineCanvas", "%1 bytes").arg(bytes));
    if (page)
        p.drawText(QRectF(6, top + 2 * G::kLaneHeight, G::kHeaderWidth - 10, G::kLaneHeight), Qt::AlignLeft | Qt::AlignVCenter,
                   QCoreApplication::translate("tcpwb::widgets::TimelineCanvas", "%1 of %2 pages")
                       .arg(bytes / page)
                       .arg(paint.model.memoryTotal(row.index) / page));
}

}  // namespace tcpwb::widgets
