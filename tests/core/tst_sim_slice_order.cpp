// A pass run slice by slice (docs/simulation.md, "Speed paths") reports the
// error a stage-by-stage run reports: the first stage in pass order that any
// slice fails at, and the first slice failing there, even when an earlier
// slice fails at a later stage.
#include <QtTest>

#include "sim/run.h"
#include "sim_kernels.h"

using namespace tcpwb;
using namespace tcpwb::test;

namespace {

// A = 64 over slices 0-7; Q = 24 writes the first three slices' DM, P = 16
// the first two slices' VRF. The pass over A: slice 2 fetches fine but its
// chain reads VRF nothing wrote (vector stage); slice 3's fetch reads DM
// nothing wrote (fetch stage, earlier in the pass).
kernel::Program laterSliceFailsEarlier() {
    ProgramBuilder b("A = 64, P = 16, Q = 24");
    hostToDm(b, "q", DType::I32, "m![Q]", 0, {"m![1]", "m![1 # 2]", "m![Q / 8 # 256]", "m![Q % 8]"}, 0);
    const auto p = hostToDm(b, "p", DType::I32, "m![P]", 1 << 28, {"m![1]", "m![1 # 2]", "m![P / 8 # 256]", "m![P % 8]"}, 1 << 12);
    const auto vrf = b.tensor("p_vrf", Memory::Vrf, DType::I32, {"m![1]", "m![1 # 2]", "m![P / 8 # 256]", "m![P % 8]"}, 0);
    b.pass(Ctx::Sub, p).fetch(DType::I32, "m![1]", "m![P % 8]").collect("m![P % 8 / 8]", "m![P % 8 % 8]").sink(SinkKind::ToVrf, vrf, "sub pass -> p_vrf");
    const std::initializer_list<std::string> dm{"m![1]", "m![1 # 2]", "m![A / 8 # 256]", "m![A % 8]"};
    const auto lhs = b.tensor("lhs", Memory::Dm, DType::I32, dm, 0);  // q's bytes, seen over eight slices
    const auto result = b.tensor("result", Memory::Dm, DType::I32, dm, 1 << 13);
    b.pass(Ctx::Main, lhs)
        .fetch(DType::I32, "m![1]", "m![A % 8]")
        .collect("m![1]", "m![A % 8]")
        .vector("vector_init().vector_intra_slice_branch(BranchMode::Unconditional).vector_fxp(FxpBinaryOp::MulInt, &p_vrf).vector_final()",
                {vrf})
        .sink(SinkKind::Commit, result, "main pass -> result");
    dmToHost(b, result, DType::I32, "m![A]", 1 << 29, "m![A]");
    return b.program();
}

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
            QVERIFY2(run.error().message.find("the chain reads VRF element 0 of slice 2") != std::string::npos, run.error().message.c_str());
        }
        {
            // Without stage checks (with them, reading the source back for the check fails first).
            sim::RunOptions options;
            options.checkStages = false;
            auto run = sim::runKernel(laterSliceFailsEarlier(), options);
            QVERIFY(!run.ok());
            QCOMPARE(QString::fromStdString(run.error().kind), QStringLiteral("uninitialized_read"));
            // Stage by stage, fetch fails on slice 3 before the chain runs on slice 2.
            QVERIFY2(run.error().message.find("fetch reads") != std::string::npos, run.error().message.c_str());
            QVERIFY2(run.error().message.find("slice 3") != std::string::npos, run.error().message.c_str());
        }
    }
};

QTEST_APPLESS_MAIN(TestSimSliceOrder)
#include "tst_sim_slice_order.moc"
