#pragma once
// "What does buffer position i hold?": a position spin box and core's
// answer, a tensor index or the kind of padding.
#include <QWidget>
#include <memory>

#include "mapping/mapping.h"

class QLabel;

namespace tcpwb::widgets {

class PositionSpinBox;
class Selection;

class PositionLookup : public QWidget {
    Q_OBJECT

public:
    explicit PositionLookup(QWidget* parent = nullptr);

    void setMapping(std::shared_ptr<const mapping::CompiledMapping> mapping);
    // Linked highlighting: show the selected position, and select the
    // position the user types or steps to.
    void setSelection(Selection* selection);
    PositionSpinBox* spinBox() const { return spinBox_; }
    QString answer() const;

private:
    void showAnswer();
    void valueEdited();
    void followSelection();

    std::shared_ptr<const mapping::CompiledMapping> mapping_;
    PositionSpinBox* spinBox_;
    QLabel* answer_;
    Selection* selection_ = nullptr;
    // True while the value changes for a reason other than the user.
    bool following_ = false;
};

}  // namespace tcpwb::widgets
