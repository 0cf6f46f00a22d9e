#pragma once
// Checking a kernel's output element by element against values worked out
// in the test from the drawn input, not only against the simulator's own
// reference (which reads the program the same way the simulation does, and
// so could agree with a wrong offset or a wrong binding).
#include <QtTest>

#include <functional>
#include <map>
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

// Runs the kernel and checks every element of its one output against
// `expected(coordinates, input)`.
inline void expectOutput(const kernel::Program& program, const std::string& input, const std::string& output,
                         const std::function<double(const std::map<std::string, u64>&, const Values&)>& expected) {
    const auto started = test::startRun(program);
    QVERIFY(started);
    const std::size_t in = test::tensorNamed(program, input);
    QVERIFY2(started->state->reference[in], "the input has no values before the run");
    const Values drawn = valuesOf(started->plan, program.axes, in, started->state->reference[in]->values);
    const auto run = test::mustRun(program);
    test::expectOk(run, true);
    QCOMPARE(run.outputs.size(), std::size_t{1});
    const Values got = valuesOf(started->plan, program.axes, test::tensorNamed(program, output), run.outputs[0].values);
    std::map<std::string, u64> at;
    std::size_t checked = 0;
    std::function<void(std::size_t)> visit = [&](std::size_t i) {
        if (i == got.axes.size()) {
            const double want = expected(at, drawn);
            if (got.at(at, program.axes) != want)
                QFAIL(qPrintable(QStringLiteral("element %1 holds %2, expected %3").arg(checked).arg(got.at(at, program.axes)).arg(want)));
            ++checked;
            return;
        }
        for (u64 c = 0; c < got.sizes[i]; ++c) {
            at[program.axes[got.axes[i]].name] = c;
            visit(i + 1);
        }
    };
    visit(0);
    QVERIFY(checked == got.values.size());
}

}  // namespace tcpwb::test
