#include "sim/run.h"

#include <cmath>

#include "sim/plan_detail.h"
#include "sim/state.h"

namespace tcpwb::sim {

using diag::Diagnostic;

namespace {

diag::Result<OutputCheck> compare(detail::State& s, std::size_t tensor) {
    const std::size_t lastOp = s.program.ops.empty() ? 0 : s.program.ops.size() - 1;
    auto got = detail::readBack(s, tensor, lastOp);
    if (!got) return got.error();
    OutputCheck check;
    check.tensor = s.tensor(tensor).name;
    check.ok = true;
    if (!s.reference[tensor]) {
        check.ok = false;
        return check;
    }
    const detail::Logical& ref = *s.reference[tensor];
    const auto where = detail::projectOffsets(s.env(), got->axes, ref.strides);
    for (u64 i = 0; i < got->values.size(); ++i) {
        if (!got->held.empty() && !got->held[i]) continue;
        ++check.elements;
        const u64 r = where[i];
        const double expected = r < ref.values.size() ? ref.values[r] : 0.0;
        const double error = std::fabs(got->values[i] - expected);
        const double tolerance = r < ref.values.size() ? detail::toleranceOf(ref, r) : 0.0;
        if (!(error <= tolerance)) check.ok = false;  // NaN fails too
        if (error > check.maxAbsError || std::isnan(error) || check.elements == 1) {
            check.maxAbsError = std::isnan(error) ? INFINITY : std::max(check.maxAbsError, error);
            check.tolerance = tolerance;
        }
    }
    return check;
}

}  // namespace

diag::Result<RunResult> runKernel(const kernel::Program& program, const RunOptions& options) {
    auto plan = planProgram(program);
    if (!plan) return plan.error();
    detail::State s{program, *plan, options, {}, {}, {}, {}};
    s.host.resize(program.tensors.size());
    s.reference.resize(program.tensors.size());
    if (auto e = detail::initialize(s)) return *e;
    for (std::size_t i = 0; i < program.ops.size(); ++i) {
        if (options.progress && !options.progress(double(i) / double(program.ops.size())))
            return Diagnostic("cancelled", "the simulation was cancelled");
        const bool transfer = program.ops[i].kind == kernel::Operation::Kind::Transfer;
        if (auto e = transfer ? detail::runTransfer(s, i) : detail::runPass(s, i)) return *e;
        if (auto e = detail::referenceOf(s, i)) return *e;
    }
    RunResult result;
    result.warnings = plan->warnings;
    if (auto e = detail::timeProgram(s, result)) return *e;
    result.ok = true;
    for (std::size_t o : program.outputs) {
        auto c = compare(s, o);
        if (!c) return c.error();
        result.ok = result.ok && c->ok;
        result.outputs.push_back(std::move(c).value());
    }
    if (program.outputs.empty()) result.ok = false;
    if (options.progress) options.progress(1.0);
    return result;
}

}  // namespace tcpwb::sim
