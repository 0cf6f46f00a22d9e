#include "widgets/switch/RingCanvas.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <numbers>

#include "widgets/switch/SwitchData.h"

namespace tcpwb::widgets {
namespace {

// Gap between two ring groups, in slice slots: enough to see where one ring
// ends, small enough that 128 rings of 2 still fit.
constexpr double kGroupGap = 0.7;
constexpr double kMargin = 34;

}  // namespace

RingCanvas::RingCanvas(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("ringCanvas"));
    setMouseTracking(true);
}

void RingCanvas::setData(std::shared_ptr<const SwitchData> data) {
    data_ = std::move(data);
    hovered_ = -1;
    update();
}

void RingCanvas::setSelection(int outSlice, int inSlice) {
    selected_ = outSlice;
    input_ = inSlice;
    update();
}

double RingCanvas::radius() const { return std::max(20.0, std::min(width(), height()) / 2.0 - kMargin); }

double RingCanvas::dotRadius() const {
    const int slices = data_ ? std::max(data_->slices(), 1) : 256;
    return std::clamp(std::numbers::pi * radius() / slices * 0.7, 1.5, 7.0);
}

double RingCanvas::angleOf(int slice) const {
    const int size = data_->ringSize();
    const bool gaps = size > 1 && data_->ringGroups() > 1;
    const double total = data_->slices() + (gaps ? kGroupGap * data_->ringGroups() : 0.0);
    const double slot = slice + (gaps ? kGroupGap * (data_->ringOf(slice) + 0.5) : 0.0);
    return -std::numbers::pi / 2 + 2 * std::numbers::pi * (slot + 0.5) / total;  // from the top, clockwise
}

QPointF RingCanvas::slicePoint(int slice) const {
    if (!data_ || !data_->hasPlan() || slice < 0 || slice >= data_->slices()) return {};
    const double a = angleOf(slice);
    return QPointF(width() / 2.0 + radius() * std::cos(a), height() / 2.0 + radius() * std::sin(a));
}

int RingCanvas::sliceAt(QPointF point) const {
    if (!data_ || !data_->hasPlan()) return -1;
    int best = -1;
    double bestDistance = std::max(dotRadius() * 2.2, 6.0);
    for (int s = 0; s < data_->slices(); ++s) {
        const QPointF d = slicePoint(s) - point;
        const double distance = std::hypot(d.x(), d.y());
        if (distance < bestDistance) {
            bestDistance = distance;
            best = s;
        }
    }
    return best;
}

QColor RingCanvas::ringColour(int ring) const {
    // Golden-ratio hues: neighbouring rings never share a colour.
    const double hue = std::fmod(0.08 + ring * 0.618033988749895, 1.0);
    return QColor::fromHsvF(float(hue), 0.6f, 0.85f);
}

QString RingCanvas::describeSlice(int slice) const {
    if (!data_ || !data_->hasPlan() || slice < 0 || slice >= data_->slices()) return {};
    QString text = tr("slice %1\nring group %2 of %3, position %4 of %5")
                       .arg(slice)
                       .arg(data_->ringOf(slice))
                       .arg(data_->ringGroups())
                       .arg(data_->positionInRing(slice))
                       .arg(data_->ringSize());
    if (!data_->inputCoordinate(slice).isEmpty()) text += tr("\ninput Slice holds %1").arg(data_->inputCoordinate(slice));
    if (!data_->outputCoordinate(slice).isEmpty()) text += tr("\noutput Slice holds %1").arg(data_->outputCoordinate(slice));
    text += tr("\naccepts %n input slice(s)", nullptr, int(data_->acceptedBy(slice).size()));
    return text;
}

void RingCanvas::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette().base());
    if (!data_ || !data_->hasPlan()) return;  // the view says why in words
    paintRings(painter);
    paintSelection(painter);
    paintCaption(painter);
}

void RingCanvas::paintRings(QPainter& painter) const {
    const int size = data_->ringSize();
    const double dot = dotRadius();
    for (int ring = 0; ring < data_->ringGroups(); ++ring) {
        const QColor colour = ringColour(ring);
        const int first = data_->ringStart(ring);
        const int last = std::min(first + size, data_->slices()) - 1;
        painter.setPen(QPen(colour.darker(130), 1.2));
        for (int s = first; s < last; ++s) painter.drawLine(slicePoint(s), slicePoint(s + 1));
        if (last - first >= 2) {  // the ring closes back to its root
            painter.setPen(QPen(colour.darker(130), 0.8, Qt::DashLine));
            painter.drawLine(slicePoint(last), slicePoint(first));
        }
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        for (int s = first; s <= last; ++s) painter.drawEllipse(slicePoint(s), dot, dot);
    }
}

void RingCanvas::paintSelection(QPainter& painter) const {
    const QColor mark = palette().highlight().color();
    const double dot = dotRadius();
    if (selected_ >= 0 && selected_ < data_->slices()) {
        const int first = data_->ringStart(data_->ringOf(selected_));
        const int last = std::min(first + data_->ringSize(), data_->slices()) - 1;
        painter.setPen(QPen(mark, 3));
        for (int s = first; s < last; ++s) painter.drawLine(slicePoint(s), slicePoint(s + 1));
        if (last - first >= 2) painter.drawLine(slicePoint(last), slicePoint(first));
        // The accepted input slices: a dot just outside the circle.
        painter.setPen(Qt::NoPen);
        painter.setBrush(mark);
        const QPointF centre(width() / 2.0, height() / 2.0);
        for (u64 in : data_->acceptedBy(selected_)) {
            const QPointF p = slicePoint(int(in));
            const QPointF out = centre + (p - centre) * ((radius() + dot * 2.2 + 3) / radius());
            painter.drawEllipse(out, std::max(dot * 0.7, 2.0), std::max(dot * 0.7, 2.0));
        }
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(mark, 2.5));
        painter.drawEllipse(slicePoint(selected_), dot + 4, dot + 4);
    }
    if (input_ >= 0 && input_ < data_->slices()) {
        painter.setPen(QPen(palette().text().color(), 1.5, Qt::DotLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(slicePoint(input_), dot + 7, dot + 7);
    }
    if (hovered_ >= 0) {
        painter.setPen(QPen(palette().text().color(), 1));
        painter.drawEllipse(slicePoint(hovered_), dot + 2, dot + 2);
    }
}

void RingCanvas::paintCaption(QPainter& painter) const {
    painter.setPen(palette().text().color());
    const QRectF inner(width() / 2.0 - radius() * 0.65, height() / 2.0 - radius() * 0.5, radius() * 1.3, radius());
    QString text = data_->ringGroups() == 1 ? tr("1 ring of %1 slices").arg(data_->ringSize())
                                            : tr("%1 rings of %2 slices").arg(data_->ringGroups()).arg(data_->ringSize());
    if (selected_ >= 0 && selected_ < data_->slices()) {
        text += QStringLiteral("\n\n") + tr("output slice %1, ring %2").arg(selected_).arg(data_->ringOf(selected_));
        if (!data_->outputCoordinate(selected_).isEmpty()) text += QLatin1Char('\n') + data_->outputCoordinate(selected_);
    }
    if (input_ >= 0 && input_ < data_->slices()) {
        text += QStringLiteral("\n") +
                tr("input slice %1 (%2)").arg(input_).arg(data_->accepts(selected_, input_) ? tr("accepted") : tr("not accepted"));
    }
    painter.drawText(inner, Qt::AlignCenter | Qt::TextWordWrap, text);
}

void RingCanvas::mouseMoveEvent(QMouseEvent* event) {
    const int slice = sliceAt(event->position());
    if (slice == hovered_) return;
    hovered_ = slice;
    update();
}

void RingCanvas::mousePressEvent(QMouseEvent* event) {
    const int slice = sliceAt(event->position());
    if (event->button() == Qt::LeftButton && slice >= 0) emit sliceClicked(slice);
}

void RingCanvas::leaveEvent(QEvent*) {
    hovered_ = -1;
    update();
}

bool RingCanvas::event(QEvent* event) {
    if (event->type() != QEvent::ToolTip) return QWidget::event(event);
    auto* help = static_cast<QHelpEvent*>(event);
    const int slice = sliceAt(help->pos());
    if (slice < 0) {
        QToolTip::hideText();
        event->ignore();
    } else {
        QToolTip::showText(help->globalPos(), describeSlice(slice), this);
    }
    return true;
}

}  // namespace tcpwb::widgets
