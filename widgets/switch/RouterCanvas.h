#pragma once
// Paints one cycle of a RouterStepper: the ring group's routers in a row
// (root on the left, leaf on the right), the leftward links above and the
// rightward links below, each packet where the router puts it this cycle
// (on a link, or at the router's output), outputs the slice's snoop bitmap
// keeps filled and ignored ones hollow. Painting only.
#include <QWidget>

namespace tcpwb::widgets {

class RouterStepper;

class RouterCanvas : public QWidget {
    Q_OBJECT

public:
    explicit RouterCanvas(RouterStepper* stepper, QWidget* parent = nullptr);

    QSize sizeHint() const override { return {720, 170}; }
    QSize minimumSizeHint() const override { return {240, 140}; }
    // The centre of the router at ring position p, for tests and tooltips.
    QRectF routerRect(int position) const;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    void paintLinks(QPainter& painter) const;
    void paintRouters(QPainter& painter) const;
    void paintPackets(QPainter& painter) const;
    void paintChip(QPainter& painter, QPointF centre, quint64 packet, bool filled) const;
    double spacing() const;

    RouterStepper* stepper_;
};

}  // namespace tcpwb::widgets
