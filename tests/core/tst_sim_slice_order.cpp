// A pass run slice by slice (docs/simulation.md, "Speed paths") reports the
// error a stage-by-stage run reports: the first stage in pass order that any
// slice fails at, and the first slice failing there, even when an earlier
// slice fails at a later stage.
#include <QtTest>

#include "sim/run.h"
#include "sim_kernels.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::test;

namespace {

// A = 64 over slices 0-7; Q = 24 writes the first three slices' DM, P = 16
// the first two slices' VRF. The pass over A: slice 2 fetches fine but its
// chain reads VRF nothing wrote (vector stage); slice 3's fetch reads DM
// nothing wrote (fetch stage, earlier in the pass).
kernel::Program laterSliceFailsEarlier() { return slicesFailingFrom(3, 2); }

}  // namespace

class TestSimSliceOrder : public QObject {
    Q_OBJECT
private slots:
    void earliestStageWins() {
        {
            // Slice 2 alone fails in its chain: the program is as described.
            sim::RunOptions options;
            options.checkStages = false;
            kernel::Program program = laterSliceFailsEarlier();
            program.axes = mapping::parseAxes("A = 24, P = 16, Q = 24").value();
            auto run = sim::runKernel(program, options);
            QVERIFY(!run.ok());
            QVERIFY2(run.error().message.find("the chain reads VRF element 0 of slice 2") != std::string::npos,
                     run.error().message.c_str());
        }
        {
            // Without stage checks (with them, reading the source back for the check fails first).
            sim::RunOptions options;
            options.checkStages = false;
            auto run = sim::runKernel(laterSliceFailsEarlier(), options);
            QVERIFY(!run.ok());
            QCOMPARE(run.error().kind, diag::Kind::uninitialized_read);
            // Stage by stage, fetch fails on slice 3 before the chain runs on slice 2.
            QVERIFY2(run.error().message.find("fetch reads") != std::string::npos, run.error().message.c_str());
            QVERIFY2(run.error().message.find("slice 3") != std::string::npos, run.error().message.c_str());
        }
    }
};

QTEST_APPLESS_MAIN(TestSimSliceOrder)
#include "tst_sim_slice_order.moc"
