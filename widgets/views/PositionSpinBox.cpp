#include "widgets/views/PositionSpinBox.h"

#include <QLineEdit>

namespace tcpwb::widgets {

PositionSpinBox::PositionSpinBox(QWidget* parent) : QAbstractSpinBox(parent) {
    setAccelerated(true);
    setCorrectionMode(QAbstractSpinBox::CorrectToPreviousValue);
    lineEdit()->setText(QStringLiteral("0"));
    connect(lineEdit(), &QLineEdit::textEdited, this, &PositionSpinBox::commitText);
}

void PositionSpinBox::setValue(quint64 value) {
    value = std::min(value, maximum_);
    const QString text = QString::number(value);
    if (lineEdit()->text() != text) lineEdit()->setText(text);
    if (value == value_) return;
    value_ = value;
    emit valueChanged(value_);
}

void PositionSpinBox::setMaximum(quint64 maximum) {
    maximum_ = maximum;
    setValue(value_);
    updateGeometry();  // the width follows the number of digits
}

void PositionSpinBox::stepBy(int steps) {
    // Saturate instead of wrapping at either end.
    if (steps < 0) setValue(value_ >= quint64(-qint64(steps)) ? value_ - quint64(-qint64(steps)) : 0);
    else setValue(maximum_ - value_ >= quint64(steps) ? value_ + quint64(steps) : maximum_);
    selectAll();
}

QAbstractSpinBox::StepEnabled PositionSpinBox::stepEnabled() const {
    StepEnabled enabled = StepNone;
    if (value_ > 0) enabled |= StepDownEnabled;
    if (value_ < maximum_) enabled |= StepUpEnabled;
    return enabled;
}

QValidator::State PositionSpinBox::validate(QString& input, int&) const {
    if (input.isEmpty()) return QValidator::Intermediate;
    bool ok = false;
    const quint64 value = input.toULongLong(&ok);
    if (!ok) return QValidator::Invalid;
    return value <= maximum_ ? QValidator::Acceptable : QValidator::Intermediate;
}

void PositionSpinBox::fixup(QString& input) const { input = QString::number(value_); }

QSize PositionSpinBox::sizeHint() const {
    // Wide enough for the largest position it may hold.
    const QSize base = QAbstractSpinBox::sizeHint();
    const int digits = fontMetrics().horizontalAdvance(QString::number(maximum_) + QStringLiteral("00"));
    return {std::max(base.width(), digits + 24), base.height()};
}

void PositionSpinBox::commitText() {
    bool ok = false;
    const quint64 value = lineEdit()->text().toULongLong(&ok);
    if (ok && value <= maximum_ && value != value_) {
        value_ = value;
        emit valueChanged(value_);
    }
}

}  // namespace tcpwb::widgets
