#pragma once
// The Kernel tab's flit stepper: for one Tensor Unit pass and one slice
// (chip, cluster, slice), what every stage holds at one cycle of the pass,
// as sim::FlitInspector answers it (docs/simulation.md, "Flits on demand").
// Step with Left/Right, x10 with PageUp/PageDown, Home/End, N for the next
// cycle where any stage moves to another time step. Queries run in a worker
// thread, one at a time (the first of a big pass simulates the program up to
// it); a busy bar shows when one takes longer than 100 ms. A 256-cell strip
// shows which slices the fetch stage holds data on at that cycle.
// See docs/gui-kernel.md, "Flit stepper".
#include <QWidget>
#include <memory>
#include <optional>
#include <vector>

#include "sim/flits.h"
#include "widgets/toolkit/BackgroundJob.h"

class QComboBox;
class QGroupBox;
class QHBoxLayout;
class QLabel;
class QProgressBar;
class QSlider;
class QSpinBox;
class QTableView;
class QTimer;

namespace tcpwb::widgets {

class FlitTableModel;
class KernelDocument;

// 256 cells, one per slice of a cluster: filled when the slice holds data,
// the selected one outlined. Clicking a cell selects that slice.
class SliceStrip : public QWidget {
    Q_OBJECT

public:
    static constexpr int kSlices = 256;
    explicit SliceStrip(QWidget* parent = nullptr);
    void setState(std::vector<bool> holdsData, int selected);
    const std::vector<bool>& holdsData() const { return holds_; }
    int selected() const { return selected_; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void sliceClicked(int slice);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    int sliceAt(int x) const;
    std::vector<bool> holds_;
    int selected_ = 0;
};

class FlitStepper : public QWidget {
    Q_OBJECT

public:
    explicit FlitStepper(KernelDocument* document, QWidget* parent = nullptr);

    QComboBox* operationBox() const { return operation_; }
    QSpinBox* chipBox() const { return chip_; }
    QSpinBox* clusterBox() const { return cluster_; }
    QSpinBox* sliceBox() const { return slice_; }
    QSpinBox* cycleBox() const { return cycle_; }
    QSlider* cycleSlider() const { return slider_; }
    QLabel* statusLabel() const { return status_; }
    SliceStrip* sliceStrip() const { return strip_; }
    // One box per stage of the pass, its title "fetch: t = k / T" (", n valid" from a
    // vector_filter on), its table (index, value; FlitTableModel).
    QList<QGroupBox*> stageBoxes() const { return boxes_; }
    QTableView* stageTable(int stage) const;

    // The pass chosen (index into Program::ops), -1 when the kernel has none.
    int operation() const;
    sim::FlitQuery query() const;
    // The flits shown and the query they answer (empty before the first answer or after an error).
    const std::vector<sim::StageFlit>& flits() const { return flits_; }
    std::optional<sim::FlitQuery> shownQuery() const { return shown_; }
    // A query is running or waiting.
    bool isBusy() const { return queryJob_.isRunning(); }
    u64 lastCycle() const;

public slots:
    // Chooses the pass `op` (index into Program::ops); ignored unless it is a pass.
    void setOperation(int op);
    void step(qint64 cycles);
    void jumpTo(qint64 cycle);
    // The next cycle where any stage starts, stops or moves to another time step.
    void nextEvent();

signals:
    // The flits of the current query are shown (the stepper is idle).
    void flitsShown();
    // The cycle (from the pass's start) or the pass changed; `operation` is
    // an index into Program::ops. The timeline's cursor follows it.
    void cycleChanged(int operation, quint64 cycle);

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    QWidget* createControls();
    void reload();
    void showPass();
    void request();
    void startQuery(const sim::FlitQuery& q);
    void finishQuery(quint64 generation, sim::FlitQuery q, diag::Result<std::vector<sim::StageFlit>> outcome);
    void showFlits();
    void measureColumns();
    void showStrip();
    const sim::PassPlan* pass() const;

    KernelDocument* document_;
    QComboBox* operation_;
    QSpinBox* chip_;
    QSpinBox* cluster_;
    QSpinBox* slice_;
    QSpinBox* cycle_;
    QSlider* slider_;
    QLabel* status_;
    QProgressBar* busy_;
    QTimer* busyDelay_;
    SliceStrip* strip_;
    QHBoxLayout* stagesRow_;
    QList<QGroupBox*> boxes_;
    QList<QTableView*> tables_;
    QList<FlitTableModel*> models_;
    bool columnsMeasured_ = false;  // the index column is sized once per pass, from its first flit

    std::shared_ptr<sim::FlitInspector> inspector_;
    // A reload or another pass makes answers in flight stale; they are still
    // awaited (the inspector answers one query at a time) and the current
    // query asked for after them.
    quint64 generation_ = 0;
    std::vector<sim::StageFlit> flits_;
    std::optional<sim::FlitQuery> shown_;
    BackgroundJob<diag::Result<std::vector<sim::StageFlit>>> queryJob_;
};

}  // namespace tcpwb::widgets
