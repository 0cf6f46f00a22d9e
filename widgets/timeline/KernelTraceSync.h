#pragma once
// Keeps the Timeline tab's replay cursor and the Kernel tab in step when the
// trace shown is the kernel's own run (the trace `tcpwb-cli run --trace`
// writes of the same program, or of the GUI's last run): every operation of
// the run is an `operation` slice of the trace with the same name, start and
// end. Then
//   - moving the timeline's cursor marks the operation running at that cycle
//     in the kernel's operations tree (which scrolls the source to it) and,
//     for a Tensor Unit pass, moves the flit stepper to that cycle of the pass;
//   - stepping the flit stepper moves the timeline's cursor to the pass's
//     start plus the stepper's cycle.
// Otherwise neither follows the other. See docs/gui-timeline.md, "Replay and
// the Kernel tab".
#include <QObject>
#include <optional>
#include <vector>

#include "util/checked.h"

namespace tcpwb::widgets {

class KernelView;
class TimelineView;

class KernelTraceSync : public QObject {
    Q_OBJECT

public:
    KernelTraceSync(TimelineView* timeline, KernelView* kernel, QObject* parent = nullptr);

    // The trace is the kernel's last run.
    bool isLinked() const { return linked_; }
    // The operation (index into Program::ops) to mark at `cycle`: the pass
    // the stepper shows when it runs then, else the first pass (main before
    // sub) running then, else any operation running then (a DMA).
    std::optional<int> operationAt(u64 cycle) const;

public slots:
    // Decides again whether the trace is the kernel's run (a trace loaded, a run finished).
    void relink();

signals:
    void linkChanged(bool linked);

private:
    struct Span {
        int op = 0;  // index into Program::ops
        u64 start = 0, end = 0;
        bool pass = false;
    };
    void followTimeline(quint64 cycle);
    void followStepper(int operation, quint64 cycle);

    TimelineView* timeline_;
    KernelView* kernel_;
    std::vector<Span> spans_;  // the run's operations, when linked
    bool linked_ = false;
    bool syncing_ = false;  // a move we make must not echo back
};

}  // namespace tcpwb::widgets
