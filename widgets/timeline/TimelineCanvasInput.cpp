// The canvas's input: wheel, mouse and keys move the shared viewport or
// select; hover text comes from the geometry's hit tests.
#include <QKeyEvent>
#include <QMouseEvent>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>
#include <utility>

#include "widgets/timeline/TimelineCanvas.h"

namespace tcpwb::widgets {

// --- Input ----------------------------------------------------------------

void TimelineCanvas::resizeEvent(QResizeEvent*) {
    minimap_ = QImage();
    viewport_->setLanesWidth(lanesWidth());
    setVerticalOffset(verticalOffset_);
    emit contentHeightChanged(contentHeight());
}

void TimelineCanvas::wheelEvent(QWheelEvent* event) {
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0) return;
    if (event->modifiers() & Qt::AltModifier || event->position().x() < kHeaderWidth) {
        setVerticalOffset(verticalOffset_ - static_cast<int>(steps * 3 * kLaneHeight));
        emit viewChanged();
    } else {
        zoomBy(std::pow(1.25, steps), event->position().x());
    }
    event->accept();
}

void TimelineCanvas::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return;
    setFocus();
    pressPoint_ = lastPoint_ = event->position().toPoint();
    const int y = pressPoint_.y();
    if (y < kMinimapHeight) drag_ = Drag::Minimap;
    else if (pressPoint_.x() < kHeaderWidth && (pressTrack_ = trackAt(y))) drag_ = Drag::MoveTrack;
    else if (y < lanesTop() || event->modifiers() & Qt::ControlModifier) drag_ = Drag::Select;
    else if (event->modifiers() & Qt::ShiftModifier) drag_ = Drag::BoxZoom;
    else drag_ = Drag::Pan;
    if (drag_ == Drag::Minimap) mouseMoveEvent(event);
}

void TimelineCanvas::mouseMoveEvent(QMouseEvent* event) {
    const QPoint point = event->position().toPoint();
    hoverPoint_ = point;
    switch (drag_) {
        case Drag::Pan:
            panByPixels(lastPoint_.x() - point.x());
            setVerticalOffset(verticalOffset_ + lastPoint_.y() - point.y());
            break;
        case Drag::Minimap: {
            const double span = static_cast<double>(model_->lastCycle() - model_->firstCycle()) + 1;
            const double at = std::clamp((point.x() - kHeaderWidth) / double(lanesWidth()), 0.0, 1.0) * span;
            const u64 centre = model_->firstCycle() + std::min(model_->lastCycle() - model_->firstCycle(), toCycles(at));
            const u64 half = toCycles(lanesWidth() / 2.0 * cyclesPerPixel());
            setView(centre > half ? centre - half : 0, cyclesPerPixel());
            break;
        }
        case Drag::BoxZoom:
        case Drag::Select: update(); break;
        case Drag::None:
        case Drag::MoveTrack: break;
    }
    lastPoint_ = point;
}

void TimelineCanvas::mouseReleaseEvent(QMouseEvent* event) {
    const QPoint point = event->position().toPoint();
    const Drag finished = std::exchange(drag_, Drag::None);
    const bool moved = (point - pressPoint_).manhattanLength() >= 3;
    const u64 a = cycleAt(std::max(pressPoint_.x(), kHeaderWidth)), b = cycleAt(std::max(point.x(), kHeaderWidth));
    if (finished == Drag::BoxZoom && moved) zoomToRange(std::min(a, b), std::max(a, b));
    if (finished == Drag::Pan && !moved)
        if (const auto slice = sliceAt(point)) selectSlice(*slice);
    if (finished == Drag::Select) {
        if (!moved) clearSelection();
        else if (pressPoint_.y() < lanesTop()) select(a, b);
        else {
            // The tracks the box covers.
            std::vector<trace::TrackId> tracks;
            const int y0 = std::min(pressPoint_.y(), point.y()), y1 = std::max(pressPoint_.y(), point.y());
            const TimelineGeometry at = geometry();
            for (const TimelineRow& row : rows_)
                if (row.kind != TimelineRowKind::Counter && at.rowY(row) <= y1 && at.rowY(row) + row.height >= y0)
                    tracks.push_back(row.index);
            select(a, b, std::move(tracks));
        }
    }
    if (finished == Drag::MoveTrack && pressTrack_) {
        const auto& order = model_->trackOrder();
        const auto target = trackAt(point.y());
        if (target && *target != *pressTrack_) {
            const auto from = std::find(order.begin(), order.end(), *pressTrack_) - order.begin();
            const auto to = std::find(order.begin(), order.end(), *target) - order.begin();
            model_->moveTrack(static_cast<int>(from), static_cast<int>(to));
        }
    }
    pressTrack_.reset();
    update();
}

void TimelineCanvas::mouseDoubleClickEvent(QMouseEvent* event) {
    const QPoint point = event->position().toPoint();
    if (point.x() >= kHeaderWidth) return;
    if (const auto track = trackAt(point.y())) model_->setPinned(*track, !model_->isPinned(*track));
}

void TimelineCanvas::keyPressEvent(QKeyEvent* event) {
    const std::optional<double> anchor =
        rect().contains(hoverPoint_) && hoverPoint_.x() >= kHeaderWidth ? std::optional<double>(hoverPoint_.x()) : std::nullopt;
    switch (event->key()) {
        case Qt::Key_W: zoomBy(1.5, anchor); break;
        case Qt::Key_S: zoomBy(1 / 1.5, anchor); break;
        case Qt::Key_A: panByPixels(-lanesWidth() / 6.0); break;
        case Qt::Key_D: panByPixels(lanesWidth() / 6.0); break;
        case Qt::Key_F: fit(); break;
        case Qt::Key_B: model_->addBookmark(anchor ? cycleAt(*anchor) : cursor_.value_or(viewStart()), {}); break;
        case Qt::Key_Escape: clearSelection(); break;
        default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

bool TimelineCanvas::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty()) QToolTip::hideText();
        else QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    if (event->type() == QEvent::Leave) hoverPoint_ = {-1, -1};
    return QWidget::event(event);
}

// --- Hover ----------------------------------------------------------------

QString TimelineCanvas::toolTipAt(QPoint point) const {
    if (point.y() < kMinimapHeight) return {};
    if (point.y() < lanesTop()) return point.x() >= kHeaderWidth ? tr("cycle %1").arg(cycleAt(point.x())) : QString();
    const TimelineGeometry at = geometry();
    const TimelineRow* row = at.rowAt(point.y());
    if (!row) return {};
    if (point.x() < kHeaderWidth)
        return row->kind == TimelineRowKind::Counter
                   ? QString::fromStdString(model_->counter(row->index).name)
                   : model_->trackLabel(row->index) + QStringLiteral("\n") + tr("Drag to move the track; double-click to pin it on top.");
    const u64 cycle = cycleAt(point.x());
    switch (row->kind) {
        case TimelineRowKind::Slices: {
            // Two pixels of slack, so a slice narrower than a pixel can be hovered.
            const auto hits = at.slicesUnder(*model_, *row, point);
            if (hits.empty()) return {};
            QString text = model_->sliceToolTip(hits.front());
            if (hits.size() > 1)
                text += QStringLiteral("<br><i>%1</i>").arg(tr("and %n more under the mouse", nullptr, int(hits.size() - 1)));
            return text;
        }
        case TimelineRowKind::Counter: {
            const auto value = model_->counterValueAt(row->index, cycle);
            if (!value) return {};
            return tr("%1 = %2 at cycle %3")
                .arg(QString::fromStdString(model_->counter(row->index).name))
                .arg(*value, 0, 'g', 10)
                .arg(cycle);
        }
        case TimelineRowKind::Memory: {
            const double bytes = std::max<double>(1, static_cast<double>(model_->memoryTop(row->index)));
            const double address = (point.y() - at.rowY(*row) - 1) / double(row->height - 2) * bytes;
            const u64 t1 = std::max(cycleAt(point.x() + 1), cycle + 1);
            for (const MemoryBlock& b : model_->memoryBlocks(row->index, cycle, t1))
                if (address >= static_cast<double>(b.address) &&
                    address < static_cast<double>(b.address) + static_cast<double>(std::max<u64>(b.size, 1)))
                    return model_->memoryToolTip(b);
            return {};
        }
    }
    return {};
}

}  // namespace tcpwb::widgets
