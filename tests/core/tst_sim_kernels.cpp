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
    // The inputs are the documented draws (docs/simulation.md, "rand"): one
    // SplitMix64 sequence per seed in tensor order, rhs continuing where lhs
    // ends, whether the tensors are drawn one after the other or side by side.
    // The products' sum pins them: it changes if either tensor's values do.
    void inputsFollowTheSeedsSequence() {
        for (unsigned threads : {1u, 2u}) {
            sim::RunOptions options;
            options.seed = 1234;
            options.threads = threads;
            const auto r = mustRun(test::elementwiseMultiplication(), options);
            expectOk(r);
            if (QTest::currentTestFailed() || r.outputs.empty()) return;
            double sum = 0, first = r.outputs[0].values.at(0);
            for (double v : r.outputs[0].values) sum += v;
            QCOMPARE(first, 4851.0);  // the sequential draws' values (this test, before the draws ran side by side)
            QCOMPARE(sum, 277508.0);
        }
    }
};

QTEST_GUILESS_MAIN(TestSimKernels)
#include "tst_sim_kernels.moc"
