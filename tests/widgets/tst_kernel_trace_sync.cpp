// The Timeline tab's replay cursor and the Kernel tab follow each other when
// the trace is the kernel's own run: the cursor marks the operation running
// at that cycle and moves the flit stepper to that cycle of the pass;
// stepping the stepper moves the cursor. Any other trace links nothing.
#include <QSpinBox>
#include <QTest>
#include <QTreeView>

#include "MainWindow.h"
#include "sim/run_trace.h"
#include "trace/from_schedule.h"
#include "widgets/kernel/FlitStepper.h"
#include "widgets/kernel/KernelDocument.h"
#include "widgets/kernel/KernelOpsModel.h"
#include "widgets/kernel/KernelView.h"
#include "widgets/timeline/KernelTraceSync.h"
#include "widgets/timeline/TimelineView.h"

using namespace tcpwb;
using namespace tcpwb::widgets;

namespace {

// What `tcpwb-cli run --trace` writes for a run.
std::shared_ptr<trace::Trace> sharedTraceOfRun(const sim::RunResult& r, const std::string& name) {
    return std::make_shared<trace::Trace>(sim::traceOfRun(r, name));
}

std::shared_ptr<trace::Trace> unrelated() {
    auto t = std::make_shared<trace::Trace>();
    const auto main = t->addTrack({1, 1, "kernel", "main"});
    t->addSlice(main, "something else", "operation", 0, 50, {{"index", std::int64_t(0)}});
    t->finish();
    return t;
}

}  // namespace

class TestKernelTraceSync : public QObject {
    Q_OBJECT

private slots:
    void cursorAndStepperFollowEachOther() {
        KernelDocument document;
        QString error;
        QVERIFY2(document.load(QStringLiteral(TCPWB_SOURCE_DIR "/samples/kernels/constant-addition.rs"), &error), qPrintable(error));
        KernelView kernel(&document);
        TimelineView timeline;
        KernelTraceSync sync(&timeline, &kernel);
        document.run();
        QTRY_COMPARE_WITH_TIMEOUT(document.runState(), KernelDocument::RunState::Finished, 30000);
        const sim::RunResult* run = document.runResult();
        QVERIFY(run);
        QVERIFY(!sync.isLinked());  // no trace yet

        timeline.setTrace(sharedTraceOfRun(*run, "constant-addition.rs"), QStringLiteral("run.json"));
        QVERIFY(sync.isLinked());
        const sim::OpTiming* pass = nullptr;
        for (const sim::OpTiming& op : run->ops)  // the longest pass
            if (document.plan()->ops.at(op.op).pass && (!pass || op.end - op.start > pass->end - pass->start)) pass = &op;
        QVERIFY(pass && pass->end >= pass->start + 2);

        // The cursor inside the pass: the tree marks it, the stepper shows that cycle of it.
        const u64 into = std::min<u64>(3, pass->end - pass->start - 1);
        timeline.setCursorCycle(pass->start + into);
        QCOMPARE(KernelOpsModel::operationOf(kernel.opsView()->currentIndex()), int(pass->op));
        QCOMPARE(kernel.flitStepper()->operation(), int(pass->op));
        QCOMPARE(kernel.flitStepper()->cycleBox()->value(), int(into));
        QCOMPARE(sync.operationAt(pass->start + into), std::optional<int>(int(pass->op)));

        // Stepping the stepper moves the cursor.
        QTest::keyClick(kernel.flitStepper(), Qt::Key_Left);
        QCOMPARE(timeline.cursorCycle(), std::optional<u64>(pass->start + into - 1));
        kernel.flitStepper()->jumpTo(0);
        QCOMPARE(timeline.cursorCycle(), std::optional<u64>(pass->start));

        // Past the end of the run nothing runs: nothing moves.
        const int before = kernel.flitStepper()->cycleBox()->value();
        timeline.setCursorCycle(run->cycles + 10);
        QCOMPARE(kernel.flitStepper()->cycleBox()->value(), before);
        QVERIFY(!sync.operationAt(run->cycles + 10));

        // Another trace: not linked, the stepper no longer follows and does not lead.
        timeline.setTrace(unrelated(), QStringLiteral("other.json"));
        QVERIFY(!sync.isLinked());
        timeline.setCursorCycle(pass->start + into);
        QCOMPARE(kernel.flitStepper()->cycleBox()->value(), before);
        kernel.flitStepper()->jumpTo(2);
        QCOMPARE(timeline.cursorCycle(), std::optional<u64>(pass->start + into));

        // A trace of the same kernel with other timing (another run) is not linked either.
        auto shifted = sharedTraceOfRun(*run, "constant-addition.rs");
        for (trace::Slice& s : shifted->slices) ++s.end;
        timeline.setTrace(shifted, QStringLiteral("shifted.json"));
        QVERIFY(!sync.isLinked());
    }

    void mainWindowWiresIt() {
        gui::MainWindow window;
        window.setAskBeforeClosing(false);
        QVERIFY(window.findChild<KernelTraceSync*>(QStringLiteral("kernelTraceSync")));
    }
};

QTEST_MAIN(TestKernelTraceSync)
#include "tst_kernel_trace_sync.moc"
