#pragma once
// "What does buffer position i hold?": a position spin box and core's
// answer, a tensor index or the kind of padding.
#include <QWidget>
#include <memory>

#include "mapping/mapping.h"

class QLabel;

namespace tcpwb::widgets {

class PositionSpinBox;

class PositionLookup : public QWidget {
    Q_OBJECT

public:
    explicit PositionLookup(QWidget* parent = nullptr);

    void setMapping(std::shared_ptr<const mapping::CompiledMapping> mapping);
    PositionSpinBox* spinBox() const { return spinBox_; }
    QString answer() const;

private:
    void showAnswer();

    std::shared_ptr<const mapping::CompiledMapping> mapping_;
    PositionSpinBox* spinBox_;
    QLabel* answer_;
};

}  // namespace tcpwb::widgets
