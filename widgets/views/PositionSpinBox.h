#pragma once
// A spin box for buffer positions. QSpinBox stops at 2^31 - 1, but buffers
// can be far larger (sizes go up to 2^62), so this one holds a 64-bit value.
#include <QAbstractSpinBox>

namespace tcpwb::widgets {

class PositionSpinBox : public QAbstractSpinBox {
    Q_OBJECT

public:
    explicit PositionSpinBox(QWidget* parent = nullptr);

    quint64 value() const { return value_; }
    quint64 maximum() const { return maximum_; }
    void setValue(quint64 value);
    void setMaximum(quint64 maximum);  // clamps the value

    void stepBy(int steps) override;
    QValidator::State validate(QString& input, int& pos) const override;
    void fixup(QString& input) const override;
    QSize sizeHint() const override;

signals:
    void valueChanged(quint64 value);

protected:
    StepEnabled stepEnabled() const override;

private:
    void commitText();

    quint64 value_ = 0;
    quint64 maximum_ = 0;
};

}  // namespace tcpwb::widgets
