#include "widgets/views/LayoutCanvas.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QStringList>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

#include "util/checked.h"

namespace tcpwb::widgets {
namespace {

// Room around the grid when it is fitted, so the group boxes' frames show.
constexpr double kMargin = 8.0;
// A press that moves less than this is a click, not a pan.
constexpr int kDragThreshold = 4;
// Group boxes smaller than this would only smear the cells.
constexpr double kMinGroupPixels = 10.0;
constexpr double kGroupLabelPixels = 20.0;
// More boxes than this on screen are too small to see anyway.
constexpr u64 kMaxGroupsPerLevel = 4096;

u64 floorToCell(double pixels, double cellPixels) {
    // Clamped below 2^63: converting a larger double to u64 is undefined,
    // and no grid has that many rows.
    const double cells = std::floor(pixels / cellPixels);
    return cells <= 0 ? 0 : cells >= 9.2e18 ? u64{1} << 63 : u64(cells);
}

u64 nextPowerOfTwo(double value) {
    u64 result = 1;
    while (double(result) < value) result *= 2;
    return result;
}

}  // namespace

LayoutCanvas::LayoutCanvas(LayoutModel* model, QWidget* parent) : QWidget(parent), model_(model) {
    setObjectName(QStringLiteral("layoutCanvas"));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(false);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(120, 120);
    connect(model_, &LayoutModel::changed, this, &LayoutCanvas::modelChanged);
    modelChanged();
}

void LayoutCanvas::modelChanged() {
    // A new grid shape is looked at whole first; colour or selection changes
    // keep the zoom the user chose.
    if (model_->rows() != shapeRows_ || model_->columns() != shapeColumns_) {
        shapeRows_ = model_->rows();
        shapeColumns_ = model_->columns();
        autoFit_ = true;
        zoomToFit();
    }
    update();
}

double LayoutCanvas::minimumCellPixels() const {
    if (model_->isEmpty()) return 1.0;
    const double fit = std::min((width() - 2 * kMargin) / double(model_->columns()), (height() - 2 * kMargin) / double(model_->rows()));
    return std::clamp(fit / 2, 1e-9, 1.0);
}

void LayoutCanvas::zoomToFit() {
    if (model_->isEmpty() || width() <= 2 * kMargin || height() <= 2 * kMargin) return;
    const double fit = std::min((width() - 2 * kMargin) / double(model_->columns()), (height() - 2 * kMargin) / double(model_->rows()));
    cellPixels_ = std::clamp(fit, 1e-9, kMaxCellPixels);
    offset_ = QPointF(-kMargin, -kMargin);
    autoFit_ = true;
    update();
    emit zoomChanged(cellPixels_);
}

void LayoutCanvas::setCellPixels(double pixels, std::optional<QPointF> anchor) {
    pixels = std::clamp(pixels, minimumCellPixels(), kMaxCellPixels);
    const QPointF at = anchor.value_or(defaultAnchor());
    // Keep the content point under the anchor where it is.
    const QPointF content = (offset_ + at) / cellPixels_;
    cellPixels_ = pixels;
    offset_ = content * cellPixels_ - at;
    autoFit_ = false;
    clampOffset();
    update();
    emit zoomChanged(cellPixels_);
}

QPointF LayoutCanvas::defaultAnchor() const {
    // Zoom about the selected cell when it is on screen, else about the
    // middle of the part of the grid that is: never into empty space.
    if (selected_ && !model_->isEmpty() && *selected_ < model_->size()) {
        const QRectF cell = cellRect(model_->rowOf(*selected_), model_->columnOf(*selected_));
        if (QRectF(rect()).contains(cell.center())) return cell.center();
    }
    const QRectF grid(-offset_, QSizeF(double(model_->columns()) * cellPixels_, double(model_->rows()) * cellPixels_));
    const QRectF shown = grid.intersected(QRectF(rect()));
    return shown.isEmpty() ? QPointF(width() / 2.0, height() / 2.0) : shown.center();
}

void LayoutCanvas::zoomBy(double factor, std::optional<QPointF> anchor) { setCellPixels(cellPixels_ * factor, anchor); }

void LayoutCanvas::clampOffset() {
    // Keep at least a strip of the grid on screen, so it cannot get lost.
    const double keep = 40.0;
    const double contentWidth = double(model_->columns()) * cellPixels_;
    const double contentHeight = double(model_->rows()) * cellPixels_;
    offset_.setX(std::clamp(offset_.x(), keep - width(), std::max(keep - width(), contentWidth - keep)));
    offset_.setY(std::clamp(offset_.y(), keep - height(), std::max(keep - height(), contentHeight - keep)));
}

void LayoutCanvas::ensureVisible(u64 position) {
    if (model_->isEmpty() || position >= model_->size()) return;
    const QRectF cell = cellRect(model_->rowOf(position), model_->columnOf(position));
    if (QRectF(rect()).contains(cell)) return;
    offset_ += cell.center() - QPointF(width() / 2.0, height() / 2.0);
    autoFit_ = false;
    clampOffset();
    update();
}

void LayoutCanvas::setSelectedPosition(std::optional<u64> position) {
    if (position == selected_) return;
    selected_ = position;
    update();
}

QRectF LayoutCanvas::cellRect(u64 row, u64 column) const {
    return {double(column) * cellPixels_ - offset_.x(), double(row) * cellPixels_ - offset_.y(), cellPixels_, cellPixels_};
}

std::optional<u64> LayoutCanvas::positionAt(QPointF point) const {
    const QPointF content = offset_ + point;
    if (content.x() < 0 || content.y() < 0) return std::nullopt;
    return model_->positionAt(floorToCell(content.y(), cellPixels_), floorToCell(content.x(), cellPixels_));
}

CellRange LayoutCanvas::visibleRange() const {
    CellRange range;
    range.firstColumn = floorToCell(offset_.x(), cellPixels_);
    range.firstRow = floorToCell(offset_.y(), cellPixels_);
    range.lastColumn = floorToCell(offset_.x() + width(), cellPixels_);
    range.lastRow = floorToCell(offset_.y() + height(), cellPixels_);
    return range;
}

u64 LayoutCanvas::blockSpan() const { return nextPowerOfTwo(kMinBlockPixels / cellPixels_); }

void LayoutCanvas::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    if (model_->isEmpty()) return;
    const CellRange range = visibleRange();
    paintBlocks(painter, model_->blocks(range, blockSpan()));
    paintGroups(painter, range);
    paintSelection(painter);
}

void LayoutCanvas::paintBlocks(QPainter& painter, const QVector<LayoutBlock>& blocks) const {
    const QBrush hatch(QColor(120, 120, 120), Qt::BDiagPattern);
    const QColor paddingGround(232, 232, 232);
    const bool gridLines = cellPixels_ >= 6.0;
    const bool labels = cellPixels_ >= kLabelPixels;
    QFont font = painter.font();
    font.setPixelSize(std::clamp(int(cellPixels_ / 5), 8, 14));
    painter.setFont(font);
    for (const LayoutBlock& block : blocks) {
        // The last block of a row may hang past the grid; cut it there.
        const u64 columns = std::min(block.span, model_->columns() - block.column);
        QRectF area = cellRect(block.row, block.column);
        area.setWidth(double(columns) * cellPixels_);
        area.setHeight(double(block.span) * cellPixels_);
        if (block.padding) {
            painter.fillRect(area, paddingGround);
            painter.fillRect(area, hatch);
        } else {
            painter.fillRect(area, block.colour);
        }
        if (gridLines) {
            painter.setPen(QPen(QColor(255, 255, 255), 1));
            painter.drawRect(area);
        }
        if (block.holdsSelected) {
            painter.setPen(QPen(QColor(20, 20, 20), 2, Qt::DashLine));
            painter.drawRect(area.adjusted(2, 2, -2, -2));
        }
        if (labels && !block.label.isEmpty()) {
            painter.setPen(block.padding ? QColor(90, 90, 90) : QColor(20, 20, 20));
            painter.drawText(area.adjusted(2, 2, -2, -2), Qt::AlignCenter | Qt::TextWordWrap, block.label);
        }
    }
}

void LayoutCanvas::paintGroups(QPainter& painter, const CellRange& range) const {
    const QVector<GroupLevel> levels = model_->groupLevels();
    QFont font = painter.font();
    font.setPixelSize(11);
    const QFontMetrics metrics(font);
    // The boxes of one level on screen: box rows and box columns.
    struct Visible {
        u64 firstRow, lastRow, firstColumn, lastColumn;
    };
    const auto visible = [&](const GroupLevel& level) {
        const u64 boxRows = ceilDiv(level.count, level.groupsAcross);
        return Visible{range.firstRow / level.rowsPerGroup, std::min(range.lastRow / level.rowsPerGroup, boxRows - 1),
                       range.firstColumn / level.columnsPerGroup,
                       std::min(range.lastColumn / level.columnsPerGroup, level.groupsAcross - 1)};
    };
    const auto boxRect = [&](const GroupLevel& level, u64 group) {
        return QRectF(double(group % level.groupsAcross * level.columnsPerGroup) * cellPixels_ - offset_.x(),
                      double(group / level.groupsAcross * level.rowsPerGroup) * cellPixels_ - offset_.y(),
                      double(level.columnsPerGroup) * cellPixels_, double(level.rowsPerGroup) * cellPixels_);
    };
    int deepestLabelled = -1;
    painter.setBrush(Qt::NoBrush);
    for (int l = 0; l < levels.size(); ++l) {
        const GroupLevel& level = levels[l];
        const double height = double(level.rowsPerGroup) * cellPixels_;
        const double width = double(level.columnsPerGroup) * cellPixels_;
        if (std::min(height, width) < kMinGroupPixels) break;
        const Visible v = visible(level);
        if (v.firstRow > v.lastRow || v.firstColumn > v.lastColumn) break;
        if ((v.lastRow - v.firstRow + 1) * (v.lastColumn - v.firstColumn + 1) > kMaxGroupsPerLevel) break;
        // Thicker frames outside: 3, 2, 1 pixels for three levels; the third
        // (one per slice) lighter, so it does not bury the cells.
        const QColor frame = l >= 2 ? QColor(40, 40, 40, 150) : QColor(40, 40, 40);
        painter.setPen(QPen(frame, std::max(1, int(levels.size()) - l)));
        for (u64 r = v.firstRow; r <= v.lastRow; ++r)
            for (u64 c = v.firstColumn; c <= v.lastColumn; ++c)
                if (const u64 g = r * level.groupsAcross + c; g < level.count) painter.drawRect(boxRect(level, g));
        // A tag only where at least the box's own name fits: it must not run
        // into the next box across. Boxes side by side (slices) are often a
        // single row, which a tag would cover: they need room for two.
        const QString shortest = model_->groupLabel(level, v.firstRow * level.groupsAcross + v.firstColumn);
        const bool fits = level.groupsAcross == 1 || metrics.horizontalAdvance(shortest) + 14 <= width;
        const double tall = level.groupsAcross == 1 ? kGroupLabelPixels : 2 * kGroupLabelPixels;
        if (height >= tall && fits) deepestLabelled = l;
    }
    if (deepestLabelled < 0) return;
    // One tag per box of the deepest labelled level, naming every level's
    // digit: "I % 32 = 3, J / 8 % 4 = 1", "chip 0 / cluster 1 / slice 37".
    const GroupLevel& deepest = levels[deepestLabelled];
    const Visible v = visible(deepest);
    painter.setFont(font);
    for (u64 r = v.firstRow; r <= v.lastRow; ++r) {
        for (u64 c = v.firstColumn; c <= v.lastColumn; ++c) {
            const u64 g = r * deepest.groupsAcross + c;
            if (g >= deepest.count) continue;
            const QRectF box = boxRect(deepest, g);
            // The full path where it fits, else the box's own name.
            QString text = model_->groupTitle(deepestLabelled, g);
            if (deepest.groupsAcross > 1 && metrics.horizontalAdvance(text) + 14 > box.width()) text = model_->groupLabel(deepest, g);
            // Straddling the box's top frame, like a group box title, so it
            // covers as little of the first row as it can.
            const QSizeF size(metrics.horizontalAdvance(text) + 8, metrics.height() + 2);
            const QPointF corner(std::max(box.left(), 0.0) + 6, box.top() - size.height() / 2);
            const QRectF tag(corner, size);
            painter.setPen(QColor(40, 40, 40));
            painter.setBrush(QColor(255, 255, 255, 220));
            painter.drawRoundedRect(tag, 3, 3);
            painter.drawText(tag, Qt::AlignCenter, text);
        }
    }
    painter.setBrush(Qt::NoBrush);
}

void LayoutCanvas::paintSelection(QPainter& painter) const {
    if (!selected_ || *selected_ >= model_->size()) return;
    QRectF cell = cellRect(model_->rowOf(*selected_), model_->columnOf(*selected_));
    // Zoomed out a cell is a speck; mark at least a visible square.
    const double side = std::max(cell.width(), 8.0);
    cell = QRectF(cell.center() - QPointF(side / 2, side / 2), QSizeF(side, side));
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(255, 255, 255), 5));
    painter.drawRect(cell);
    painter.setPen(QPen(QColor(200, 20, 20), 3));
    painter.drawRect(cell);
}

void LayoutCanvas::resizeEvent(QResizeEvent*) {
    if (autoFit_) zoomToFit();
    else clampOffset();
}

void LayoutCanvas::wheelEvent(QWheelEvent* event) {
    const double steps = event->angleDelta().y() / 120.0;
    if (steps == 0) return;
    zoomBy(std::pow(1.25, steps), event->position());
    event->accept();
}

void LayoutCanvas::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return;
    pressPoint_ = event->position();
    pressOffset_ = offset_;
    dragging_ = false;
}

void LayoutCanvas::mouseMoveEvent(QMouseEvent* event) {
    if (!pressPoint_) return;
    const QPointF moved = event->position() - *pressPoint_;
    if (!dragging_ && moved.manhattanLength() < kDragThreshold) return;
    dragging_ = true;
    setCursor(Qt::ClosedHandCursor);
    offset_ = pressOffset_ - moved;
    autoFit_ = false;
    clampOffset();
    update();
}

void LayoutCanvas::mouseReleaseEvent(QMouseEvent* event) {
    if (!pressPoint_ || event->button() != Qt::LeftButton) return;
    pressPoint_.reset();
    unsetCursor();
    if (dragging_) {
        dragging_ = false;
        return;
    }
    if (const std::optional<u64> position = positionAt(event->position())) emit positionClicked(*position);
}

void LayoutCanvas::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
        case Qt::Key_Plus:
        case Qt::Key_Equal: zoomBy(1.5); break;
        case Qt::Key_Minus: zoomBy(1 / 1.5); break;
        case Qt::Key_0: zoomToFit(); break;
        default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

bool LayoutCanvas::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const std::optional<u64> position = positionAt(help->pos());
        if (position) QToolTip::showText(help->globalPos(), model_->toolTip(*position), this);
        else QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

}  // namespace tcpwb::widgets
