// The minimap: slice density over the whole trace, square-root scaled, and
// a box where the lanes are looking.
#include <QCoreApplication>
#include <QPainter>
#include <algorithm>
#include <cmath>

#include "widgets/timeline/TimelineModel.h"
#include "widgets/timeline/TimelinePainters.h"

namespace tcpwb::widgets {

namespace {

// Drawn once per width and filter, since the density needs every slice.
QImage densityImage(const TimelineModel& model, const QPalette& palette, QSize size) {
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    const std::vector<u64> density = model.density(size.width());
    const u64 peak = std::max<u64>(1, *std::max_element(density.begin(), density.end()));
    // Square root, so a few busy columns do not flatten the rest.
    const double scale = (size.height() - 2) / std::sqrt(static_cast<double>(peak));
    QPainter p(&image);
    const QColor ink = palette.color(QPalette::Highlight);
    for (int x = 0; x < size.width(); ++x) {
        const u64 n = density[static_cast<std::size_t>(x)];
        if (n == 0) continue;
        const int h = std::max(1, static_cast<int>(std::sqrt(static_cast<double>(n)) * scale));
        p.fillRect(x, size.height() - h, 1, h, ink);
    }
    return image;
}

}  // namespace

void paintMinimap(const TimelinePaint& paint, QImage& density) {
    QPainter& p = paint.p;
    const TimelineModel& model = paint.model;
    const TimelineGeometry& at = paint.at;
    using G = TimelineGeometry;
    const QRect area(G::kHeaderWidth, 0, at.lanesWidth(), G::kMinimapHeight - 4);
    p.fillRect(QRect(0, 0, at.width(), G::kMinimapHeight), paint.palette.window());
    p.setPen(paint.palette.color(QPalette::WindowText));
    // Counted before translate(): lupdate's parser hangs on a template call among its arguments.
    const int shown = static_cast<int>(std::min<u64>(model.shownSliceCount(), INT32_MAX));
    p.drawText(QRect(6, 0, G::kHeaderWidth - 12, G::kMinimapHeight), Qt::AlignVCenter | Qt::AlignLeft,
               QCoreApplication::translate("tcpwb::widgets::TimelineCanvas", "%n slice(s)", nullptr, shown));
    if (!model.hasSlices()) return;
    if (density.size() != area.size()) density = densityImage(model, paint.palette, area.size());
    p.drawImage(area.topLeft(), density);
    // Where the lanes are looking.
    const double span = static_cast<double>(model.lastCycle() - model.firstCycle()) + 1;
    auto mapX = [&](u64 c) {
        const double d = c >= model.firstCycle() ? static_cast<double>(c - model.firstCycle()) : 0.0;
        return area.left() + d / span * area.width();
    };
    const QRectF box(QPointF(mapX(at.viewStart()), area.top()),
                     QPointF(std::max(mapX(at.viewEnd()), mapX(at.viewStart()) + 2), area.bottom()));
    p.setPen(QPen(paint.palette.color(QPalette::WindowText), 1));
    p.setBrush(QColor(255, 255, 255, 60));
    p.drawRect(box.intersected(QRectF(area)));
    p.setBrush(Qt::NoBrush);
}

}  // namespace tcpwb::widgets
