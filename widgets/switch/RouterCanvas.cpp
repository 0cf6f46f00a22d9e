#include "widgets/switch/RouterCanvas.h"

#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>
#include <QStringList>
#include <algorithm>
#include <cmath>

#include "widgets/switch/RouterStepper.h"

namespace tcpwb::widgets {
namespace {

constexpr double kMargin = 16;
constexpr double kRouterHeight = 40;
constexpr double kLinkInset = 9;  // the links run this far inside the routers' top and bottom

// A packet's colour follows its source position in the ring, so one slice's
// packets read as one family as they travel.
QColor packetColour(int sourcePosition, int ringSize) {
    const double hue = ringSize <= 1 ? 0.58 : double(sourcePosition) / double(ringSize);
    return QColor::fromHsvF(float(std::fmod(hue * 0.85 + 0.55, 1.0)), 0.55f, 0.9f);
}

void arrow(QPainter& painter, QPointF from, QPointF to) {
    painter.drawLine(from, to);
    const QPointF direction = (to - from) / std::max(1.0, std::hypot(to.x() - from.x(), to.y() - from.y()));
    const QPointF normal(-direction.y(), direction.x());
    const QPointF back = to - direction * 6;
    QPainterPath head;
    head.moveTo(to);
    head.lineTo(back + normal * 3.5);
    head.lineTo(back - normal * 3.5);
    head.closeSubpath();
    painter.fillPath(head, painter.pen().color());
}

}  // namespace

RouterCanvas::RouterCanvas(RouterStepper* stepper, QWidget* parent) : QWidget(parent), stepper_(stepper) {
    setObjectName(QStringLiteral("routerCanvas"));
    connect(stepper_, &RouterStepper::cycleChanged, this, qOverload<>(&QWidget::update));
    connect(stepper_, &RouterStepper::traceChanged, this, qOverload<>(&QWidget::update));
}

double RouterCanvas::spacing() const { return (width() - 2 * kMargin) / std::max(stepper_->ringSize(), 1); }

QRectF RouterCanvas::routerRect(int position) const {
    const double step = spacing();
    const double w = std::clamp(step * 0.62, 8.0, 90.0);
    const double cx = kMargin + step * (position + 0.5);
    const double top = height() * 0.5 - kRouterHeight / 2;
    return {cx - w / 2, top, w, kRouterHeight};
}

void RouterCanvas::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette().base());
    if (!stepper_->animatable()) return;  // the view says why in words
    paintLinks(painter);
    paintRouters(painter);
    paintPackets(painter);
    painter.setPen(palette().text().color());
    painter.drawText(QRectF(kMargin, 2, width() - 2 * kMargin, 18), Qt::AlignLeft | Qt::AlignVCenter,
                     tr("cycle %1   in: above, out: below (filled = kept)").arg(stepper_->cycle()));
}

void RouterCanvas::paintLinks(QPainter& painter) const {
    painter.setPen(QPen(palette().mid().color(), 1.2));
    for (int p = 0; p + 1 < stepper_->ringSize(); ++p) {
        const QRectF a = routerRect(p), b = routerRect(p + 1);
        arrow(painter, QPointF(b.left(), a.top() + kLinkInset), QPointF(a.right(), a.top() + kLinkInset));  // leftward
        arrow(painter, QPointF(a.right(), a.bottom() - kLinkInset), QPointF(b.left(), a.bottom() - kLinkInset));
    }
}

void RouterCanvas::paintRouters(QPainter& painter) const {
    const sw::RouterCycle* cycle = stepper_->current();
    QFont small = font();
    small.setPointSizeF(std::max(6.0, small.pointSizeF() * (spacing() < 40 ? 0.75 : 0.9)));
    painter.setFont(small);
    for (int p = 0; p < stepper_->ringSize(); ++p) {
        const QRectF box = routerRect(p);
        const bool busy = cycle && !cycle->actions[std::size_t(p)].empty();
        painter.setPen(QPen(busy ? palette().highlight().color() : palette().mid().color(), busy ? 2 : 1));
        painter.setBrush(palette().window());
        painter.drawRoundedRect(box, 4, 4);
        painter.setPen(palette().text().color());
        painter.drawText(box, Qt::AlignCenter, QString::number(stepper_->ringStart() + p));
        // The output port below: a short stub the kept packets sit on.
        painter.setPen(QPen(palette().mid().color(), 1));
        painter.drawLine(QPointF(box.center().x(), box.bottom()), QPointF(box.center().x(), box.bottom() + 16));
    }
}

void RouterCanvas::paintChip(QPainter& painter, QPointF centre, quint64 packet, bool filled) const {
    const QColor colour = packetColour(stepper_->sourceSlice(packet) - stepper_->ringStart(), stepper_->ringSize());
    const double w = std::clamp(spacing() * 0.8, 10.0, 30.0);
    const QRectF chip(centre.x() - w / 2, centre.y() - 8, w, 16);
    painter.setPen(QPen(colour.darker(160), 1.4));
    painter.setBrush(filled ? QBrush(colour) : QBrush(Qt::NoBrush));
    painter.drawRoundedRect(chip, 5, 5);
    painter.setPen(filled ? QColor(Qt::black) : palette().text().color());
    painter.drawText(chip, Qt::AlignCenter, QString::number(packet));
}

void RouterCanvas::paintPackets(QPainter& painter) const {
    const sw::RouterCycle* cycle = stepper_->current();
    if (!cycle) return;
    const double step = spacing();
    for (int p = 0; p < stepper_->ringSize(); ++p) {
        const QRectF box = routerRect(p);
        for (const sw::RouterAction& action : cycle->actions[std::size_t(p)]) {
            if (action.from == sw::Port::Input)  // fresh from the slice's own input: above the router
                paintChip(painter, QPointF(box.center().x(), box.top() - 12), action.packet, true);
            for (sw::Port to : action.to) {
                if (to == sw::Port::Left)
                    paintChip(painter, QPointF(box.left() - (step - box.width()) / 2, box.top() + kLinkInset), action.packet, true);
                else if (to == sw::Port::Right)
                    paintChip(painter, QPointF(box.right() + (step - box.width()) / 2, box.bottom() - kLinkInset), action.packet, true);
                else if (to == sw::Port::Output)
                    paintChip(painter, QPointF(box.center().x(), box.bottom() + 24), action.packet, stepper_->accepts(p, action.packet));
            }
        }
    }
}

bool RouterCanvas::event(QEvent* event) {
    if (event->type() != QEvent::ToolTip || !stepper_->animatable()) return QWidget::event(event);
    auto* help = static_cast<QHelpEvent*>(event);
    for (int p = 0; p < stepper_->ringSize(); ++p) {
        if (!routerRect(p).adjusted(-4, -30, 4, 60).contains(help->pos())) continue;
        QStringList lines{tr("slice %1, ring position %2").arg(stepper_->ringStart() + p).arg(p)};
        if (const sw::RouterCycle* cycle = stepper_->current())
            for (quint64 packet : cycle->output[std::size_t(p)])
                lines << (stepper_->accepts(p, packet) ? tr("outputs and keeps %1") : tr("sees and ignores %1"))
                             .arg(stepper_->packetText(packet));
        QToolTip::showText(help->globalPos(), lines.join(QLatin1Char('\n')), this);
        return true;
    }
    QToolTip::hideText();
    event->ignore();
    return true;
}

}  // namespace tcpwb::widgets
