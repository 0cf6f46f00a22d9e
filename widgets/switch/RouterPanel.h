#pragma once
// The router animation: play / pause / step / speed controls, a cycle
// slider, the RouterCanvas and the cycle's table (RouterCycleModel), or a
// sentence saying why this ring is not animated. Keys while it has the focus:
// Space plays or pauses, Left and Right step, Home and End jump.
#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QSlider;
class QTableView;
class QToolButton;

namespace tcpwb::widgets {

class RouterCanvas;
class RouterCycleModel;
class RouterStepper;

class RouterPanel : public QWidget {
    Q_OBJECT

public:
    explicit RouterPanel(RouterStepper* stepper, QWidget* parent = nullptr);

    RouterCanvas* canvas() const { return canvas_; }
    RouterCycleModel* cycleModel() const { return model_; }
    QLabel* note() const { return note_; }
    QToolButton* playButton() const { return play_; }
    QDoubleSpinBox* speedBox() const { return speed_; }
    QSlider* cycleSlider() const { return slider_; }

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    QWidget* buildControls();
    void showTrace();
    void showCycle(int cycle);
    void showPlaying(bool playing);

    RouterStepper* stepper_;
    RouterCanvas* canvas_;
    RouterCycleModel* model_;
    QLabel* note_;
    QLabel* cycleLabel_;
    QToolButton* play_;
    QDoubleSpinBox* speed_;
    QSlider* slider_;
    QTableView* table_;
    QWidget* controls_;
};

}  // namespace tcpwb::widgets
