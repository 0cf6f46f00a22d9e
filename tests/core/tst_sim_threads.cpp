// runKernel with several threads (the reference beside the simulation, the
// slices of a slice-by-slice pass on a pool; docs/simulation.md, "Threads")
// gives what it gives on one thread: every output value bit for bit, the same
// checks, cycles, schedule and warnings, and for a failing kernel the same
// error (kind, message, location), whichever slice a worker reaches first.
#include <QtTest>

#include <cstring>
#include <fstream>
#include <sstream>

#include "kernel/parse.h"
#include "sim/run.h"
#include "sim_kernels.h"
#include "sim_run_support.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::test;

namespace {

// More workers than cores, and more than some passes have slices.
const unsigned kThreadCounts[] = {2, 3, 64};

// One thread, then each count of kThreadCounts: the same observations.
void compareThreadCounts(const kernel::Program& program, sim::RunOptions options, bool mustSucceed) {
    options.threads = 1;
    const Observed one = observe(sim::runKernel(program, options));
    if (mustSucceed) QVERIFY2(one.text.rfind("ok=true", 0) == 0, one.text.c_str());
    for (unsigned n : kThreadCounts) {
        options.threads = n;
        compareObserved(observe(sim::runKernel(program, options)), one);
        if (QTest::currentTestFailed()) return;
    }
}

}  // namespace

class TestSimThreads : public QObject {
    Q_OBJECT
private slots:
    void manualKernels_data() {
        QTest::addColumn<int>("kernel");
        QTest::addColumn<bool>("checkStages");
        const char* names[] = {"constant addition", "elementwise multiplication", "dot product", "gemm 512x512x64"};
        for (int k = 0; k < 4; ++k)
            for (bool check : {false, true})
                if (k < 3 || !check)  // GEMM's stage checks take long in a Debug build and add no thread
                    QTest::newRow(fmt::format("{}{}", names[k], check ? ", stage checks" : "").c_str()) << k << check;
    }
    void manualKernels() {
        QFETCH(int, kernel);
        QFETCH(bool, checkStages);
        const kernel::Program programs[] = {constantAddition(), elementwiseMultiplication(), dotProduct(), gemm(512, 512, 64)};
        sim::RunOptions options;
        options.checkStages = checkStages;
        compareThreadCounts(programs[kernel], options, true);
    }

    // Every parsed sample, those the manual gets wrong included (their errors too).
    void samples() {
        const QStringList files =
            QDir(QStringLiteral(TCPWB_KERNEL_SAMPLES_DIR)).entryList({QStringLiteral("*.rs")}, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 5);
        for (const QString& file : files) {
            if (file == QLatin1String("gemm-k1024.rs")) continue;  // 268M MACs: too slow for a Debug test run 5 times
            const kernel::KernelSource source = sample(file);
            auto program = kernel::parseKernel(source);
            if (!program) continue;  // not a simulation question
            compareThreadCounts(*program, {}, false);
            if (QTest::currentTestFailed()) qWarning("in %s", qPrintable(file));
        }
    }

    // Slices failing at different stages: the error is the one the sequential
    // order reports (earliest stage, then first slice), for any thread count.
    void failingSlices_data() {
        QTest::addColumn<int>("q");
        QTest::addColumn<int>("p");
        QTest::addColumn<QString>("expected");
        QTest::newRow("fetch from slice 3 on, chain from 2") << 3 << 2 << "fetch reads DM byte 0 of slice 3";
        QTest::newRow("fetch from slice 7, chain from 1") << 7 << 1 << "fetch reads DM byte 0 of slice 7";
        QTest::newRow("chain from slice 5") << 8 << 5 << "the chain reads VRF element 0 of slice 5";
        QTest::newRow("chain from slice 1") << 8 << 1 << "the chain reads VRF element 0 of slice 1";
        QTest::newRow("fetch from slice 1, chain from 6") << 1 << 6 << "fetch reads DM byte 0 of slice 1";
    }
    void failingSlices() {
        QFETCH(int, q);
        QFETCH(int, p);
        QFETCH(QString, expected);
        sim::RunOptions options;
        options.checkStages = false;
        const kernel::Program program = slicesFailingFrom(u64(q), u64(p));
        options.threads = 1;
        auto run = sim::runKernel(program, options);
        QVERIFY(!run.ok());
        QVERIFY2(run.error().message.find(expected.toStdString()) != std::string::npos, run.error().message.c_str());
        for (int repeat = 0; repeat < 3; ++repeat) compareThreadCounts(program, options, false);
    }

    // The operations are planned beside initialize (which needs only the
    // tensors' plans): an operation the plan rejects gives the same error,
    // whichever finishes first.
    void planErrorBesideInitialize() {
        kernel::Program p = segmentation(false);
        p.ops.back().pass.output = p.tensors.size();
        sim::RunOptions options;
        options.threads = 1;
        auto run = sim::runKernel(p, options);
        QVERIFY(!run.ok());
        QVERIFY2(run.error().kind == diag::Kind::bad_program, run.error().message.c_str());
        compareThreadCounts(p, options, false);
    }

    // Cancelling between operations gives `cancelled` and no result, and
    // leaves no thread behind (the reference thread is joined).
    void cancel() {
        for (unsigned threads : {1u, 2u, 8u})
            for (int at : {0, 1, 3}) {
                sim::RunOptions options;
                options.threads = threads;
                int calls = 0;
                options.progress = [&](double) { return calls++ < at; };
                auto run = sim::runKernel(gemm(512, 512, 64), options);
                QVERIFY(!run.ok());
                QCOMPARE(run.error().kind, diag::Kind::cancelled);
                QCOMPARE(calls, at + 1);
            }
    }

    void defaultThreadCount() {
        sim::RunOptions options;
        QVERIFY(options.threadCount() >= 1);
        options.threads = 5;
        QCOMPARE(options.threadCount(), 5u);
    }
};

QTEST_APPLESS_MAIN(TestSimThreads)
#include "tst_sim_threads.moc"
