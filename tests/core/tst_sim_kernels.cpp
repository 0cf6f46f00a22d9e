// The manual's kernels, hand-built, run through the simulator: every output
// matches the logical reference.
#include <QtTest>

#include "sim/run.h"
#include "sim_kernels.h"
#include "sim_run_support.h"

using namespace tcpwb;
using namespace tcpwb::test;

class TestSimKernels : public QObject {
    Q_OBJECT
private slots:
    void constantAddition() {
        const auto r = mustRun(test::constantAddition());
        expectOk(r);
        if (QTest::currentTestFailed() || r.outputs.empty()) return;
        QCOMPARE(r.outputs[0].elements, u64{2048});
        QCOMPARE(r.outputs[0].maxAbsError, 0.0);
    }
    void elementwiseMultiplication() {
        const auto r = mustRun(test::elementwiseMultiplication());
        expectOk(r);
        if (QTest::currentTestFailed() || r.outputs.empty()) return;
        QCOMPARE(r.outputs[0].maxAbsError, 0.0);
    }
    void dotProduct() {
        const auto r = mustRun(test::dotProduct());
        expectOk(r);
        if (QTest::currentTestFailed() || r.outputs.empty()) return;
        QCOMPARE(r.outputs[0].elements, u64{1});
        QVERIFY(r.outputs[0].tolerance > 0);
    }
    void gemv() {
        const auto r = mustRun(test::gemv());
        expectOk(r);
        if (QTest::currentTestFailed() || r.outputs.empty()) return;
        QCOMPARE(r.outputs[0].elements, u64{256});
    }
    void gemmScaledDown() {
        const auto r = mustRun(test::gemm(512, 512, 64));
        expectOk(r);
        if (QTest::currentTestFailed() || r.outputs.empty()) return;
        QCOMPARE(r.outputs[0].elements, u64{512 * 512});
    }
    void fetchCommitFragments_data() {
        QTest::addColumn<int>("which");
        QTest::newRow("segmentation #0") << 3;
        QTest::newRow("segmentation #1") << 4;
    }
    void fetchCommitFragments() {
        QFETCH(int, which);
        const kernel::Program p = which == 0   ? axisPermutation()
                                  : which == 1 ? fullFlitCommit()
                                  : which == 2 ? tailPadding()
                                               : segmentation(which == 4);
        const auto r = mustRun(p);
        expectOk(r);
        if (QTest::currentTestFailed() || r.outputs.empty()) return;
        QCOMPARE(r.outputs[0].maxAbsError, 0.0);
    }
    void seedChangesInputsNotOutcome() {
        sim::RunOptions options;
        options.seed = 1234;
        expectOk(mustRun(test::elementwiseMultiplication(), options));
    }
};

QTEST_GUILESS_MAIN(TestSimKernels)
#include "tst_sim_kernels.moc"
