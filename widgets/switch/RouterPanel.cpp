#include "widgets/switch/RouterPanel.h"

#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QSlider>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include "widgets/switch/RouterCanvas.h"
#include "widgets/switch/RouterCycleModel.h"
#include "widgets/switch/RouterStepper.h"
#include "widgets/toolkit/CompactTableView.h"
#include "widgets/toolkit/DockSupport.h"

namespace tcpwb::widgets {
namespace {

// The panel takes the keys: its buttons and slider never hold the focus.
QToolButton* toolButton(const QString& text, const QString& tip, const char* objectName) {
    auto* button = named(new QToolButton, objectName);
    button->setText(text);
    button->setToolTip(tip);
    button->setFocusPolicy(Qt::NoFocus);
    button->setAutoRaise(true);
    return button;
}

}  // namespace

RouterPanel::RouterPanel(RouterStepper* stepper, QWidget* parent)
    : QWidget(parent),
      stepper_(stepper),
      canvas_(new RouterCanvas(stepper, this)),
      model_(new RouterCycleModel(stepper, this)),
      note_(named(new QLabel, "routerNote")),
      cycleLabel_(named(new QLabel, "routerCycleLabel")),
      play_(toolButton(tr("Play"), tr("Play or pause the animation (Space)"), "routerPlay")),
      speed_(named(new QDoubleSpinBox, "routerSpeed")),
      slider_(named(new QSlider(Qt::Horizontal), "routerCycleSlider")) {
    setObjectName(QStringLiteral("routerPanel"));
    setFocusPolicy(Qt::StrongFocus);
    note_->setWordWrap(true);
    table_ = readOnlyTable(model_, QStringLiteral("routerCycleTable"), 6, this);
    // A click on the drawing or the table gives the panel its keys.
    for (QWidget* child : {static_cast<QWidget*>(canvas_), static_cast<QWidget*>(table_)}) {
        child->setFocusPolicy(Qt::ClickFocus);
        child->setFocusProxy(this);
    }
    table_->horizontalHeader()->setStretchLastSection(true);
    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(canvas_);
    split->addWidget(table_);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    controls_ = buildControls();
    layout->addWidget(controls_);
    layout->addWidget(note_);
    layout->addWidget(split, 1);
    connect(stepper_, &RouterStepper::traceChanged, this, &RouterPanel::showTrace);
    connect(stepper_, &RouterStepper::cycleChanged, this, &RouterPanel::showCycle);
    connect(stepper_, &RouterStepper::playingChanged, this, &RouterPanel::showPlaying);
    showTrace();
}

QWidget* RouterPanel::buildControls() {
    auto* home = toolButton(tr("|◀"), tr("First cycle (Home)"), "routerHome");
    auto* back = toolButton(tr("◀"), tr("Step back (Left)"), "routerBack");
    auto* forward = toolButton(tr("▶"), tr("Step forward (Right)"), "routerForward");
    auto* end = toolButton(tr("▶|"), tr("Last cycle (End)"), "routerEnd");
    connect(home, &QToolButton::clicked, stepper_, &RouterStepper::home);
    connect(back, &QToolButton::clicked, stepper_, &RouterStepper::stepBack);
    connect(play_, &QToolButton::clicked, stepper_, &RouterStepper::togglePlay);
    connect(forward, &QToolButton::clicked, stepper_, &RouterStepper::stepForward);
    connect(end, &QToolButton::clicked, stepper_, &RouterStepper::end);
    slider_->setFocusPolicy(Qt::NoFocus);
    connect(slider_, &QSlider::valueChanged, stepper_, &RouterStepper::setCycle);
    speed_->setRange(0.25, 60);
    speed_->setDecimals(2);
    speed_->setSingleStep(0.5);
    speed_->setSuffix(tr(" cycles/s"));
    speed_->setValue(stepper_->speed());
    speed_->setToolTip(tr("Animation speed"));
    connect(speed_, &QDoubleSpinBox::valueChanged, stepper_, &RouterStepper::setSpeed);
    auto* controls = new QWidget;
    auto* row = new QHBoxLayout(controls);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(new QLabel(tr("Router animation")));
    for (QToolButton* button : {home, back, play_, forward, end}) row->addWidget(button);
    row->addWidget(slider_, 1);
    row->addWidget(cycleLabel_);
    row->addWidget(speed_);
    return controls;
}

void RouterPanel::showTrace() {
    const bool animated = stepper_->animatable();
    note_->setVisible(!animated);
    note_->setText(stepper_->whyNotAnimated());
    controls_->setEnabled(animated);
    canvas_->setVisible(animated);
    table_->setVisible(animated);
    const QSignalBlocker quiet(slider_);
    slider_->setRange(0, std::max(stepper_->cycleCount() - 1, 0));
    showCycle(stepper_->cycle());
    showPlaying(stepper_->isPlaying());
}

void RouterPanel::showCycle(int cycle) {
    const QSignalBlocker quiet(slider_);
    slider_->setValue(cycle);
    cycleLabel_->setText(stepper_->animatable() ? tr("cycle %1 / %2").arg(cycle).arg(stepper_->cycleCount() - 1) : QString());
}

void RouterPanel::showPlaying(bool playing) { play_->setText(playing ? tr("Pause") : tr("Play")); }

void RouterPanel::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
        case Qt::Key_Space: stepper_->togglePlay(); break;
        case Qt::Key_Left: stepper_->stepBack(); break;
        case Qt::Key_Right: stepper_->stepForward(); break;
        case Qt::Key_Home: stepper_->home(); break;
        case Qt::Key_End: stepper_->end(); break;
        default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

}  // namespace tcpwb::widgets
