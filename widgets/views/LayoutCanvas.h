#pragma once
// Paints a LayoutModel: one coloured square per buffer position, hatched
// padding, group boxes along the buffer's outer factors, the tensor index
// written in each cell at high zoom and shown on hover. Wheel or +/- zooms
// (about the cursor), dragging pans, 0 fits the whole buffer, a click picks
// a position. Zoomed out, cells are drawn in blocks of at least
// kMinBlockPixels on a side, so a frame costs the same for 2^24 positions as
// for 2^10.
#include <QPointF>
#include <QWidget>
#include <optional>

#include "widgets/models/LayoutModel.h"

namespace tcpwb::widgets {

class LayoutCanvas : public QWidget {
    Q_OBJECT

public:
    static constexpr double kMinBlockPixels = 6.0;
    static constexpr double kMaxCellPixels = 160.0;
    // Cells at least this wide get their tensor index written in.
    static constexpr double kLabelPixels = 44.0;

    explicit LayoutCanvas(LayoutModel* model, QWidget* parent = nullptr);

    double cellPixels() const { return cellPixels_; }
    // Zooms about `anchor` (widget coordinates); by default about the
    // selected cell when it is on screen, else the middle of the grid shown.
    void setCellPixels(double pixels, std::optional<QPointF> anchor = std::nullopt);
    void zoomBy(double factor, std::optional<QPointF> anchor = std::nullopt);
    void zoomToFit();
    // Scrolls so the position's cell is on screen, when it is not already.
    void ensureVisible(u64 position);
    void setSelectedPosition(std::optional<u64> position);

    // Geometry, in widget coordinates, for painting, hit tests and tests.
    QRectF cellRect(u64 row, u64 column) const;
    std::optional<u64> positionAt(QPointF point) const;
    // The cells on screen and the block size a paint uses for them.
    CellRange visibleRange() const;
    u64 blockSpan() const;

    QSize sizeHint() const override { return {480, 360}; }

signals:
    void positionClicked(quint64 position);
    void zoomChanged(double cellPixels);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool event(QEvent* event) override;

private:
    void modelChanged();
    double minimumCellPixels() const;
    QPointF defaultAnchor() const;
    void clampOffset();
    void paintBlocks(QPainter& painter, const QVector<LayoutBlock>& blocks) const;
    void paintGridLines(QPainter& painter, const CellRange& range) const;
    void paintGroups(QPainter& painter, const CellRange& range) const;
    void paintSelection(QPainter& painter) const;

    LayoutModel* model_;
    double cellPixels_ = 24.0;
    QPointF offset_;  // content coordinates of the widget's top-left corner
    u64 shapeRows_ = 0;
    u64 shapeColumns_ = 0;
    std::optional<u64> selected_;
    std::optional<QPointF> pressPoint_;
    QPointF pressOffset_;
    bool dragging_ = false;
    // Refit on resize until the user zooms or pans.
    bool autoFit_ = true;
};

}  // namespace tcpwb::widgets
