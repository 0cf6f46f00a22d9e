// Every kernel in samples/kernels, parsed with parseKernel and run with
// runKernel: each either runs with every output within its tolerance, or
// (only where the manual itself is wrong) fails with the error kind and the
// tensor a kernel writer would look for.
#include <QtTest>

#include <fstream>
#include <sstream>

#include "kernel/parse.h"
#include "sim/run.h"
#include "sim_kernels.h"
#include "sim_run_support.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using tcpwb::test::sample;

namespace {

struct Expectation {
    const char* file;
    const char* errorKind;  // nullptr: runs ok
    const char* mentions;   // text the error message must contain
    const char* why;        // why the manual's kernel is wrong
    // The one transfer the DMA Engine cannot plan (cycles estimated, `dma_estimate`), and why.
    const char* dmaEstimate = nullptr;
    const char* dmaWhy = nullptr;
    // Refused by the front end (errorKind at this line), not by the simulator.
    int loadErrorLine = 0;
};

// The manual writes `m![1]` for Cluster and Slice in its Fetch and Commit
// examples; its own "Size Constraint" says they are 2 and 256 (`m![1 # 2]`).
constexpr const char* kFragmentSizes = "the manual's Cluster `m![1]` breaks its own Size Constraint (2 clusters per chip)";

// The GEMMs' one transfer the DMA Engine cannot plan.
constexpr const char* kTransposedB =
    "B goes from HBM `[K, J]` to DM `[J % 32, K]`: a transposition of 2-byte elements, so no run is contiguous on both "
    "sides and every packet would be 2 bytes, but HBM-to-DM packets must be multiples of 8 bytes";

// One row per file in samples/kernels; the test fails on a file without one.
const Expectation kExpected[] = {
    {"constant-addition.rs", nullptr, nullptr, ""},
    {"elementwise-multiplication.rs", nullptr, nullptr, ""},
    {"dot-product.rs", nullptr, nullptr, ""},
    {"gemv.rs", "collect_mismatch", "m![J / 16]",
     "a 32-element bf16 packet is 64 bytes, which Collect splits into two 32-byte flits: the collected Time is J / 16, not "
     "the manual's J / 32"},
    {"gemv-corrected.rs", nullptr, nullptr, ""},
    {"gemm.rs", "capacity_exceeded", "b_trf", "the manual's K = 2048 puts 16 KiB of b_trf in each 8 KiB TRF Row (see gemm-k1024.rs)"},
    {"gemm-k1024.rs", nullptr, nullptr, "", "to_dm(b)", kTransposedB},
    {"gemm-k2048-tiled.rs", nullptr, nullptr, "", "to_dm(b)", kTransposedB},
    {"gemm-k2048-sequential.rs", nullptr, nullptr, "", "to_dm(b)", kTransposedB},
    {"fetch-commit-permutation.rs", "cluster_size", "input", kFragmentSizes},
    {"fetch-commit-permutation-corrected.rs", nullptr, nullptr, ""},
    {"fetch-commit-full-flit.rs", "cluster_size", "input", kFragmentSizes},
    {"fetch-commit-full-flit-corrected.rs", nullptr, nullptr, ""},
    {"fetch-commit-tail-padding.rs", "mapping_error", "modulo 24 does not divide size 65",
     "`A % 24` on A = 65 breaks the manual's own rule that a modulo divides the size", nullptr, nullptr, 10},
    {"fetch-commit-tail-padding-corrected.rs", nullptr, nullptr, ""},
    {"fetch-commit-segmentation.rs", "cluster_size", "input", kFragmentSizes},
    {"fetch-commit-segmentation-corrected.rs", nullptr, nullptr, ""},
    {"fetch-cast.rs", nullptr, nullptr, ""},
    {"vector-stash.rs", nullptr, nullptr, ""},
    {"vector-stash-fxp.rs", nullptr, nullptr, ""},
    {"vector-stash-narrow-widen.rs", nullptr, nullptr, ""},
};

const Expectation* expectationFor(const QString& file) {
    for (const Expectation& e : kExpected)
        if (file == QLatin1String(e.file)) return &e;
    return nullptr;
}

}  // namespace

class TestSimSamples : public QObject {
    Q_OBJECT
private slots:
    void everySampleHasAnExpectation() {
        const QStringList files =
            QDir(QStringLiteral(TCPWB_KERNEL_SAMPLES_DIR)).entryList({QStringLiteral("*.rs")}, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= int(std::size(kExpected)));
        for (const QString& file : files) QVERIFY2(expectationFor(file), qPrintable(file + " has no row in kExpected"));
    }

    void sampleRuns_data() {
        QTest::addColumn<QString>("file");
        for (const Expectation& e : kExpected) QTest::newRow(e.file) << QString::fromLatin1(e.file);
    }

    void sampleRuns() {
        QFETCH(QString, file);
        const Expectation& expected = *expectationFor(file);
        const kernel::KernelSource source = sample(file);
        QVERIFY2(!source.text.empty(), qPrintable(file + " is missing"));
        auto program = kernel::parseKernel(source);
        if (expected.loadErrorLine) {
            QVERIFY2(!program.ok(), qPrintable(file + " loads, but " + QString::fromLatin1(expected.why)));
            QCOMPARE(kindText(program.error().kind), QString::fromLatin1(expected.errorKind));
            QVERIFY2(program.error().message.find(expected.mentions) != std::string::npos, program.error().message.c_str());
            QCOMPARE(int(kernel::lineColumnOf(source.text, program.error().offset.value_or(0)).line), expected.loadErrorLine);
            return;
        }
        QVERIFY2(program.ok(), program ? "" : kernel::formatKernelError(source, program.error()).c_str());
        auto run = sim::runKernel(*program);
        if (expected.errorKind) {
            QVERIFY2(!run.ok(), qPrintable(file + " ran, but " + QString::fromLatin1(expected.why)));
            QCOMPARE(kindText(run.error().kind), QString::fromLatin1(expected.errorKind));
            QVERIFY2(run.error().message.find(expected.mentions) != std::string::npos, run.error().message.c_str());
            return;
        }
        QVERIFY2(run.ok(), run ? "" : kernel::formatKernelError(source, run.error()).c_str());
        QVERIFY(!run->outputs.empty());
        for (const sim::OutputCheck& o : run->outputs) {
            QVERIFY2(o.ok, qPrintable(QStringLiteral("%1: max error %2 beyond tolerance %3")
                                          .arg(QString::fromStdString(o.tensor))
                                          .arg(o.maxAbsError)
                                          .arg(o.tolerance)));
            QVERIFY(o.elements > 0);
        }
        QVERIFY(run->ok);
        QVERIFY(run->cycles > 0);
        // Every to_dm / to_hbm the manual's kernels write is planned by the DMA Engine
        // (one engine per pair of DMNs, docs/dma-semantics.md), not estimated.
        int estimates = 0;
        for (const diag::Diagnostic& w : run->warnings) {
            if (w.kind != diag::Kind::dma_estimate) continue;
            ++estimates;
            QVERIFY2(expected.dmaEstimate && w.message.find(expected.dmaEstimate) != std::string::npos, w.message.c_str());
            QVERIFY2(w.message.find("8-byte aligned") != std::string::npos, w.message.c_str());
        }
        QCOMPARE(estimates, expected.dmaEstimate ? 1 : 0);
    }

    // A transfer the DMA Engine cannot do still runs, with its cycles estimated
    // and a warning naming the rule: 4-byte packets into DM break the HBM-to-DM
    // 8-byte alignment (one i32 per slice).
    void unplannableTransferWarns() {
        using namespace tcpwb::test;
        ProgramBuilder b("A = 256");
        const auto dm = hostToDm(b, "x", DType::I32, "m![A]", 0, {"m![1]", "m![1 # 2]", "m![A]", "m![1]"}, 0);
        dmToHost(b, dm, DType::I32, "m![A]", 1 << 28, "m![A]");
        auto run = sim::runKernel(b.program());
        QVERIFY2(run.ok(), run ? "" : run.error().message.c_str());
        QVERIFY(run->ok);
        int estimates = 0;
        for (const diag::Diagnostic& w : run->warnings)
            if (w.kind == diag::Kind::dma_estimate) {
                ++estimates;
                QVERIFY2(w.message.find("to_dm(x)") != std::string::npos, w.message.c_str());
                QVERIFY2(w.message.find("8-byte aligned") != std::string::npos, w.message.c_str());
            }
        QCOMPARE(estimates, 1);  // to_dm only: DM -> HBM may write 4-byte packets
    }
};

QTEST_APPLESS_MAIN(TestSimSamples)
#include "tst_sim_samples.moc"
