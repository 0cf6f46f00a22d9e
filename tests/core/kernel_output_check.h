#pragma once
// Checking a kernel's output element by element against values worked out
// in the test from the drawn input, not only against the simulator's own
// reference (which reads the program the same way the simulation does, and
// so could agree with a wrong offset or a wrong binding).
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "sim_run_support.h"

namespace tcpwb::test {

// A tensor's values by coordinates, over the axes its plan lists.
struct Values {
    std::vector<mapping::AxisId> axes;
    std::vector<u64> sizes;
    std::vector<double> values;
    double at(const std::map<std::string, u64>& coordinates, const mapping::AxisEnv& env) const {
        u64 offset = 0;
        for (std::size_t i = 0; i < axes.size(); ++i) offset = offset * sizes[i] + coordinates.at(env[axes[i]].name);
        return values[offset];
    }
};

inline Values valuesOf(const sim::ProgramPlan& plan, const mapping::AxisEnv& env, std::size_t tensor, std::vector<double> values) {
    Values v{plan.tensors[tensor].axes, {}, std::move(values)};
    for (auto a : v.axes) v.sizes.push_back(env[a].size);
    return v;
}

// The drawn inputs by name, and what an output's element at some coordinates should hold.
using Inputs = std::map<std::string, Values>;
using Expected = std::function<double(const std::map<std::string, u64>&, const Inputs&)>;

namespace detail {

// Whether an element holds what it should: NaN where NaN is expected (as the toolchain's tests
// compare floats), or within `tolerance` of it relative to its size (at least 1), where a test
// says its floats demand one.
inline bool matches(double got, double want, double tolerance) {
    if (std::isnan(got) || std::isnan(want)) return std::isnan(got) && std::isnan(want);
    return got == want || std::abs(got - want) <= tolerance * std::max(1.0, std::abs(want));
}

// Every element of `got` (the values over `tensor`'s axes) against `expected`.
inline void checkElements(const kernel::Program& program, const Values& got, const std::string& what, const Inputs& drawn,
                          const Expected& expected, double tolerance) {
    std::map<std::string, u64> at;
    std::size_t checked = 0;
    bool failed = false;
    std::function<void(std::size_t)> visit = [&](std::size_t i) {
        if (failed) return;
        if (i == got.axes.size()) {
            const double want = expected(at, drawn);
            if (!matches(got.at(at, program.axes), want, tolerance)) {
                failed = true;
                QFAIL(qPrintable(QStringLiteral("%1: element %2 holds %3, expected %4")
                                     .arg(QString::fromStdString(what))
                                     .arg(checked)
                                     .arg(got.at(at, program.axes))
                                     .arg(want)));
            }
            ++checked;
            return;
        }
        for (u64 c = 0; c < got.sizes[i]; ++c) {
            at[program.axes[got.axes[i]].name] = c;
            visit(i + 1);
        }
    };
    visit(0);
    QVERIFY(!failed);
    QVERIFY(checked == got.values.size());
}

inline std::optional<Inputs> drawnInputs(const kernel::Program& program, const SteppedRun& started, const std::vector<std::string>& names) {
    Inputs drawn;
    for (const std::string& name : names) {
        const std::size_t in = test::tensorNamed(program, name);
        if (!started.state->reference[in]) return std::nullopt;
        drawn.emplace(name, valuesOf(started.plan, program.axes, in, started.state->reference[in]->values));
    }
    return drawn;
}

}  // namespace detail

// Runs the kernel and checks every element of each output named in `outputs`
// (all of them, and no others) against its `Expected`, worked out from the
// inputs named in `inputs` as they were drawn; with a `tolerance`, within it
// (relative), and the run within its own reference's tolerance, not exactly on it.
inline void expectOutputs(const kernel::Program& program, const std::vector<std::string>& inputs,
                          const std::vector<std::pair<std::string, Expected>>& outputs, double tolerance = 0) {
    const auto started = test::startRun(program);
    QVERIFY(started);
    const auto drawn = detail::drawnInputs(program, *started, inputs);
    QVERIFY2(drawn, "an input has no values before the run");
    const auto run = test::mustRun(program);
    test::expectOk(run, tolerance == 0);
    QCOMPARE(run.outputs.size(), outputs.size());
    for (const auto& [output, expected] : outputs) {
        const sim::OutputCheck* check = nullptr;
        for (const auto& o : run.outputs)
            if (o.tensor == output) check = &o;
        QVERIFY2(check, qPrintable(QStringLiteral("no output named %1").arg(QString::fromStdString(output))));
        const Values got = valuesOf(started->plan, program.axes, test::tensorNamed(program, output), check->values);
        detail::checkElements(program, got, output, *drawn, expected, tolerance);
    }
}

// Runs the kernel and checks every element of its one output, read over the
// axes of the tensor named `output`, against `expected(coordinates, input)`.
inline void expectOutput(const kernel::Program& program, const std::string& input, const std::string& output,
                         const std::function<double(const std::map<std::string, u64>&, const Values&)>& expected, double tolerance = 0) {
    const auto started = test::startRun(program);
    QVERIFY(started);
    const auto drawn = detail::drawnInputs(program, *started, {input});
    QVERIFY2(drawn, "the input has no values before the run");
    const auto run = test::mustRun(program);
    test::expectOk(run, tolerance == 0);
    QCOMPARE(run.outputs.size(), std::size_t{1});
    const Values got = valuesOf(started->plan, program.axes, test::tensorNamed(program, output), run.outputs[0].values);
    detail::checkElements(
        program, got, output, *drawn, [&](const std::map<std::string, u64>& at, const Inputs& in) { return expected(at, in.at(input)); },
        tolerance);
}

}  // namespace tcpwb::test
