#include "widgets/timeline/TimelineGeometry.h"

#include <QPoint>

#include "widgets/timeline/TimelineModel.h"

namespace tcpwb::widgets {

const TimelineRow* TimelineGeometry::rowAt(int y) const {
    if (y < lanesTop()) return nullptr;
    for (const TimelineRow& row : rows_)
        if (y >= rowY(row) && y < rowY(row) + row.height) return &row;
    return nullptr;
}

const TimelineRow* TimelineGeometry::trackRow(trace::TrackId track) const {
    for (const TimelineRow& row : rows_)
        if (row.kind != TimelineRowKind::Counter && row.index == track) return &row;
    return nullptr;
}

std::optional<trace::TrackId> TimelineGeometry::trackAt(int y) const {
    const TimelineRow* row = rowAt(y);
    if (!row || row->kind == TimelineRowKind::Counter) return std::nullopt;
    return row->index;
}

QRectF TimelineGeometry::sliceBox(const trace::Slice& s, const TimelineRow& row) const {
    double x0 = onScreen(xOf(s.start)), x1 = onScreen(xOf(std::max(s.end, s.start + 1)));
    if (x1 - x0 < 5) {
        const double mid = (x0 + x1) / 2;
        x0 = mid - 2.5;
        x1 = mid + 2.5;
    }
    const bool lane = row.kind == TimelineRowKind::Slices;
    const double y = rowY(row) + (lane ? static_cast<double>(s.depth) * kLaneHeight : 0);
    return QRectF(x0, y, x1 - x0, lane ? kLaneHeight : row.height);
}

std::vector<std::uint32_t> TimelineGeometry::slicesUnder(const TimelineModel& model, const TimelineRow& row, QPoint point) const {
    const auto depth = static_cast<std::uint32_t>((point.y() - rowY(row)) / kLaneHeight);
    const u64 t0 = cycleAt(point.x() - 2), t1 = std::max(cycleAt(point.x() + 3), t0 + 1);
    return model.slicesIn(row.index, depth, t0, t1);
}

std::optional<std::uint32_t> TimelineGeometry::sliceAt(const TimelineModel& model, QPoint point) const {
    if (point.x() < kHeaderWidth || point.y() < lanesTop()) return std::nullopt;
    const TimelineRow* row = rowAt(point.y());
    if (!row || row->kind != TimelineRowKind::Slices) return std::nullopt;
    for (std::uint32_t hit : slicesUnder(model, *row, point))
        if (model.isShown(hit)) return hit;
    return std::nullopt;
}

}  // namespace tcpwb::widgets
