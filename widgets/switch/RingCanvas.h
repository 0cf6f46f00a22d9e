#pragma once
// The 256 slices on a circle, slice 0 at the top and clockwise, each ring
// group an arc of its own colour with a small gap before the next, the links
// between neighbouring slices of a ring drawn, and the ring closed by a
// chord from its last slice back to its first. The selected output slice is
// ringed and its ring's links drawn bold; the input slices its snoop bitmap
// accepts get a dot outside the circle; one chosen input slice (a bitmap
// cell) gets a second ring. Hover names a slice. Painting over SwitchData.
#include <QWidget>
#include <memory>

namespace tcpwb::widgets {

class SwitchData;

class RingCanvas : public QWidget {
    Q_OBJECT

public:
    explicit RingCanvas(QWidget* parent = nullptr);

    void setData(std::shared_ptr<const SwitchData> data);
    void setSelection(int outSlice, int inSlice);  // -1: none
    int selectedSlice() const { return selected_; }
    int highlightedInput() const { return input_; }
    int hoveredSlice() const { return hovered_; }

    // Geometry and words, public for tests.
    QPointF slicePoint(int slice) const;
    int sliceAt(QPointF point) const;  // -1 when no slice is near
    QString describeSlice(int slice) const;
    QColor ringColour(int ring) const;

    QSize sizeHint() const override { return {420, 420}; }
    QSize minimumSizeHint() const override { return {220, 220}; }

signals:
    void sliceClicked(int slice);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    bool event(QEvent* event) override;

private:
    double radius() const;
    double dotRadius() const;
    double angleOf(int slice) const;
    void paintRings(QPainter& painter) const;
    void paintSelection(QPainter& painter) const;
    void paintCaption(QPainter& painter) const;

    std::shared_ptr<const SwitchData> data_;
    int selected_ = -1;
    int input_ = -1;
    int hovered_ = -1;
};

}  // namespace tcpwb::widgets
