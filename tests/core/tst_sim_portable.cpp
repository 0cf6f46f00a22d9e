// The contraction's AVX2 loops (eight Rows summed together, their sums in
// one register) give what its portable loops give: every output bit for bit,
// the same checks, cycles and warnings (RunOptions::portableKernels;
// docs/simulation.md, "Speed paths"). On a CPU without AVX2 both runs take the
// portable loops and the test passes trivially.
#include <QtTest>

#include <QDir>

#include "kernel/parse.h"
#include "sim/run.h"
#include "sim_kernels.h"
#include "sim_run_support.h"

using namespace tcpwb;
using namespace tcpwb::test;

namespace {

void comparePortable(const kernel::Program& program) {
    sim::RunOptions options;
    options.checkStages = false;
    const Observed fast = observe(sim::runKernel(program, options));
    options.portableKernels = true;
    compareObserved(fast, observe(sim::runKernel(program, options)));
}

}  // namespace

class TestSimPortable : public QObject {
    Q_OBJECT
private slots:
    void manualKernels_data() {
        QTest::addColumn<int>("kernel");
        const char* names[] = {"dot product", "gemv", "gemm 512x512x64", "gemm 256x512x128"};
        for (int k = 0; k < 4; ++k) QTest::newRow(names[k]) << k;
    }
    void manualKernels() {
        QFETCH(int, kernel);
        const kernel::Program programs[] = {dotProduct(), gemv(), gemm(512, 512, 64), gemm(256, 512, 128)};
        comparePortable(programs[kernel]);
    }

    // The samples' contractions (the GEMMs at full size are the benchmark's, too slow here).
    void samples() {
        const QStringList files =
            QDir(QStringLiteral(TCPWB_KERNEL_SAMPLES_DIR)).entryList({QStringLiteral("*.rs")}, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 5);
        for (const QString& file : files) {
            if (file.startsWith(QLatin1String("gemm-k"))) continue;
            auto program = kernel::parseKernel(sample(file));
            if (!program) continue;
            comparePortable(*program);
            if (QTest::currentTestFailed()) qWarning("in %s", qPrintable(file));
        }
    }
};

QTEST_GUILESS_MAIN(TestSimPortable)
#include "tst_sim_portable.moc"
