#pragma once
// Running kernels in the simulator's tests: parse inline kernel text, run a
// Program (a run error is a warning and an empty result, so the checks that
// follow fail with the reason printed), and require every output to match.
#include <QtTest>

#include <QString>

#include <fmt/format.h>

#include <cstring>
#include <fstream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "kernel/parse.h"
#include "sim/run.h"
#include "sim/state.h"

namespace tcpwb::test {

// The index of the tensor named `name` (fatal when there is none).
inline std::size_t tensorNamed(const kernel::Program& p, const std::string& name) {
    for (std::size_t i = 0; i < p.tensors.size(); ++i)
        if (p.tensors[i].name == name) return i;
    qFatal("no tensor %s", name.c_str());
}

// `text` read as the file `file` with its device function `entry` run on its
// own; a kernel that does not load stops the test, saying why.
inline kernel::Program loadEntry(const std::string& text, const char* file, const char* entry = "k") {
    auto program = kernel::parseKernel({file, text}, {.entry = entry});
    if (!program) qFatal("%s: %s", diag::spelling(program.error().kind).data(), program.error().message.c_str());
    return std::move(program).value();
}

// The error `text`, read as `file` with `entry` run on its own, is refused
// with; a kernel that loads stops the test.
inline diag::Diagnostic loadEntryError(const std::string& text, const char* file, const char* entry = "k") {
    auto program = kernel::parseKernel({file, text}, {.entry = entry});
    if (program) qFatal("the kernel loaded, but an error was expected:\n%s", text.c_str());
    return program.error();
}

// Whether `d` is `kind`, located at the first `at` in `text`, saying `words`.
inline void expectLocatedError(const diag::Diagnostic& d, const std::string& text, diag::Kind kind, const std::string& at,
                               const std::string& words) {
    QCOMPARE(diag::spelling(d.kind), diag::spelling(kind));
    QVERIFY2(d.message.find(words) != std::string::npos, d.message.c_str());
    QVERIFY(d.offset);
    QCOMPARE(*d.offset, text.find(at));
}

inline kernel::Program parseKernelText(const std::string& text, const char* file = "test.rs") {
    auto p = kernel::parseKernel({file, text});
    if (!p) qWarning("%s: %s", diag::spelling(p.error().kind).data(), p.error().message.c_str());
    return p ? std::move(p).value() : kernel::Program{};
}

// A program planned and its inputs drawn, as runKernel starts, for tests that
// step through the simulator themselves (the state refers to the plan and
// options beside it, so the whole stays where it was made).
struct SteppedRun {
    sim::ProgramPlan plan;
    sim::RunOptions options;
    std::optional<sim::detail::State> state;
};

// Null when planning or initialize fails (a warning says why; the caller fails).
inline std::unique_ptr<SteppedRun> startRun(const kernel::Program& program) {
    auto run = std::make_unique<SteppedRun>();
    auto plan = sim::planProgram(program);
    if (!plan) {
        qWarning("%s: %s", diag::spelling(plan.error().kind).data(), plan.error().message.c_str());
        return nullptr;
    }
    run->plan = std::move(plan).value();
    auto& s = run->state.emplace(program, run->plan, run->options);
    s.host.resize(program.tensors.size());
    s.reference.resize(program.tensors.size());
    if (auto e = sim::detail::initialize(s)) {
        qWarning("%s: %s", diag::spelling(e->kind).data(), e->message.c_str());
        return nullptr;
    }
    return run;
}

inline sim::RunResult mustRun(const kernel::Program& p, sim::RunOptions options = {}) {
    auto r = sim::runKernel(p, options);
    if (!r) {
        qWarning("%s: %s", diag::spelling(r.error().kind).data(), r.error().message.c_str());
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

inline std::string describe(const diag::Diagnostic& d) {
    std::string text =
        std::string(diag::spelling(d.kind)) + ": " + d.message + fmt::format(" @{}+{}", d.offset.value_or(~std::size_t{0}), d.length);
    for (const auto& n : d.notes) text += " | " + n.message;
    if (d.fix) text += " fix: " + *d.fix;
    return text;
}

// Everything a run reports, as one comparable text plus the outputs' bytes:
// two runs that must agree bit for bit compare these.
struct Observed {
    std::string text;
    std::vector<std::vector<std::uint8_t>> outputBytes;
};

inline Observed observe(const diag::Result<sim::RunResult>& run) {
    Observed o;
    if (!run) {
        o.text = "error " + describe(run.error());
        return o;
    }
    o.text = fmt::format("ok={} cycles={}\n", run->ok, run->cycles);
    for (const auto& w : run->warnings) o.text += "warning " + describe(w) + "\n";
    for (const auto& t : run->ops) o.text += fmt::format("op {} {} [{}, {})\n", t.op, t.name, t.start, t.end);
    for (const auto& c : run->outputs) {
        o.text +=
            fmt::format("output {} elements={} error={:a} tolerance={:a} ok={}\n", c.tensor, c.elements, c.maxAbsError, c.tolerance, c.ok);
        std::vector<std::uint8_t> bytes(c.values.size() * sizeof(double));
        if (!bytes.empty()) std::memcpy(bytes.data(), c.values.data(), bytes.size());
        o.outputBytes.push_back(std::move(bytes));
    }
    return o;
}

// The same observations: text (checks, cycles, warnings, errors) and every output byte.
inline void compareObserved(const Observed& got, const Observed& want) {
    QCOMPARE(QString::fromStdString(got.text), QString::fromStdString(want.text));
    QCOMPARE(got.outputBytes.size(), want.outputBytes.size());
    for (std::size_t i = 0; i < want.outputBytes.size(); ++i) QVERIFY2(got.outputBytes[i] == want.outputBytes[i], "output bytes differ");
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
