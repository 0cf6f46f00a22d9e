#pragma once
// Running kernels in the simulator's tests: parse inline kernel text, run a
// Program (a run error is a warning and an empty result, so the checks that
// follow fail with the reason printed), and require every output to match.
#include <QtTest>

#include <QString>

#include <fstream>
#include <sstream>
#include <string>

#include "kernel/parse.h"
#include "sim/run.h"

namespace tcpwb::test {

inline kernel::Program parseKernelText(const std::string& text, const char* file = "test.rs") {
    auto p = kernel::parseKernel({file, text});
    if (!p) qWarning("%s: %s", p.error().kind.c_str(), p.error().message.c_str());
    return p ? std::move(p).value() : kernel::Program{};
}

inline sim::RunResult mustRun(const kernel::Program& p, sim::RunOptions options = {}) {
    auto r = sim::runKernel(p, options);
    if (!r) {
        qWarning("%s: %s", r.error().kind.c_str(), r.error().message.c_str());
        return {};
    }
    return std::move(r).value();
}

inline sim::RunResult mustRun(const std::string& text, const char* file = "test.rs") { return mustRun(parseKernelText(text, file)); }

// Every output within its tolerance; `exact`: with no error at all.
inline void expectOk(const sim::RunResult& r, bool exact = false) {
    QVERIFY2(!r.outputs.empty(), "the kernel did not run");
    for (const auto& o : r.outputs) {
        if (!o.ok) qWarning("%s: max error %g, tolerance %g", o.tensor.c_str(), o.maxAbsError, o.tolerance);
        QVERIFY(o.ok);
        QVERIFY(o.elements > 0);
        if (exact) QCOMPARE(o.maxAbsError, 0.0);
    }
    QVERIFY(r.ok);
}

#ifdef TCPWB_KERNEL_SAMPLES_DIR
// A kernel of samples/kernels/ as the front end reads it.
inline kernel::KernelSource sample(const QString& file) {
    std::ifstream in((QStringLiteral(TCPWB_KERNEL_SAMPLES_DIR "/") + file).toStdString());
    std::stringstream text;
    text << in.rdbuf();
    return {file.toStdString(), text.str()};
}
#endif

}  // namespace tcpwb::test
