#include "sim/run.h"

#include <atomic>
#include <cmath>
#include <exception>
#include <limits>
#include <thread>

#include "diag/repeats.h"
#include "sim/plan_detail.h"
#include "sim/reference_liveness.h"
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
        check.values = got->values;
        return check;
    }
    const detail::Logical& ref = *s.reference[tensor];
    // The reference's offset of each element (the same position when both run over the same axes).
    const bool sameOrder = got->axes == ref.axes;
    const auto where = sameOrder ? std::vector<u64>{} : detail::projectOffsets(s.env(), got->axes, ref.strides);
    for (u64 i = 0; i < got->values.size(); ++i) {
        if (!got->held.empty() && !got->held[i]) continue;
        ++check.elements;
        const u64 r = sameOrder ? i : where[i];
        const double expected = r < ref.values.size() ? ref.values[r] : 0.0;
        // The value the reference has matches, infinities and NaN included
        // (sqrt of a negative input is NaN on both sides), as the toolchain's
        // tests compare f32 (`F32` in furiosa-opt-examples/tests/common.rs).
        const bool same = got->values[i] == expected || (std::isnan(got->values[i]) && std::isnan(expected));
        const double error = same ? 0.0 : std::fabs(got->values[i] - expected);
        const double tolerance = r < ref.values.size() ? detail::toleranceOf(ref, r) : 0.0;
        if (!same && !(error <= tolerance)) check.ok = false;  // a NaN or infinite error fails
        if (error > check.maxAbsError || std::isnan(error) || check.elements == 1) {
            check.maxAbsError = std::isnan(error) ? INFINITY : std::max(check.maxAbsError, error);
            check.tolerance = tolerance;
        }
    }
    check.values = got->values;
    return check;
}

[[nodiscard]] std::optional<Diagnostic> simulate(detail::State& s, std::size_t op) {
    const bool transfer = s.program.ops[op].kind == kernel::Operation::Kind::Transfer;
    return transfer ? detail::runTransfer(s, op) : detail::runPass(s, op);
}

// Operation i's reference, when its result reaches an output; then the
// references no later operation reads are let go (reference_liveness.h).
[[nodiscard]] std::optional<Diagnostic> referenceStep(detail::State& s, const detail::ReferenceLiveness& live, std::size_t i) {
    if (live.computed[i])
        if (auto e = detail::referenceOf(s, i)) return e;
    for (std::size_t t : live.releaseAfter[i]) s.reference[t].reset();
    return std::nullopt;
}

[[nodiscard]] Diagnostic cancelled() { return Diagnostic(diag::Kind::cancelled, "the simulation was cancelled"); }

// Every operation's reference on a thread of its own, while the calling thread
// simulates. The reference reads only State::reference (the host inputs'
// values from initialize, then its own results), the program, the plan and the
// options; the simulation never touches State::reference (compare reads it
// after join()). So the two share no mutable data.
// Errors as the sequential order reports them (simulate op 0, reference op 0,
// simulate op 1, ...): the reference stops at its first failure r; when the
// simulation fails (or is cancelled) at op i, the references before i are let
// finish and r < i wins, else the simulation's error.
class ReferenceThread {
public:
    ReferenceThread(detail::State& s, const detail::ReferenceLiveness& live)
        : s_(s), live_(live), thread_([this](const std::stop_token& stop) { work(stop); }) {}
    // Whether the reference has failed at an operation before `op` (simulating op is then pointless).
    bool failedBefore(std::size_t op) const { return failedAt_.load() < op; }
    // Computes no reference from `op` on, waits for the thread, and returns its
    // error at an operation before `op`, if any (the thread may have gone past
    // `op` before it saw the limit: what failed there the sequential order never
    // reaches). An exception the thread caught there is rethrown here.
    [[nodiscard]] std::optional<Diagnostic> finish(std::size_t op = std::numeric_limits<std::size_t>::max()) {
        limit_.store(op);
        thread_.join();
        if (failedAt_.load() >= op) return std::nullopt;
        if (exception_) std::rethrow_exception(exception_);
        return std::move(error_);
    }

private:
    void work(const std::stop_token& stop) {
        std::size_t i = 0;
        try {
            for (; i < s_.program.ops.size() && i < limit_.load() && !stop.stop_requested(); ++i)
                if (auto e = referenceStep(s_, live_, i)) {
                    error_ = std::move(e);
                    failedAt_.store(i);
                    return;
                }
        } catch (...) {
            exception_ = std::current_exception();
            failedAt_.store(i);
        }
    }

    detail::State& s_;
    const detail::ReferenceLiveness& live_;
    std::atomic<std::size_t> limit_{std::numeric_limits<std::size_t>::max()};
    std::atomic<std::size_t> failedAt_{std::numeric_limits<std::size_t>::max()};
    std::optional<Diagnostic> error_;  // written by the thread, read after join
    std::exception_ptr exception_;
    std::jthread thread_;  // last: starts once the members above exist; the destructor stops and joins it
};

// Simulation and reference on one thread, operation by operation.
[[nodiscard]] std::optional<Diagnostic> runInOrder(detail::State& s, const detail::ReferenceLiveness& live) {
    const auto& ops = s.program.ops;
    for (std::size_t i = 0; i < ops.size(); ++i) {
        if (s.options.progress && !s.options.progress(double(i) / double(ops.size()))) return cancelled();
        if (auto e = simulate(s, i)) return e;
        if (auto e = referenceStep(s, live, i)) return e;
    }
    return std::nullopt;
}

// The simulation on this thread, the reference on another (same results and errors).
[[nodiscard]] std::optional<Diagnostic> runBeside(detail::State& s, const detail::ReferenceLiveness& live) {
    const auto& ops = s.program.ops;
    ReferenceThread reference(s, live);
    for (std::size_t i = 0; i < ops.size(); ++i) {
        if (s.options.progress && !s.options.progress(double(i) / double(ops.size()))) {
            if (auto e = reference.finish(i)) return e;
            return cancelled();
        }
        if (reference.failedBefore(i)) return reference.finish(i);
        if (auto e = simulate(s, i)) {
            if (auto r = reference.finish(i)) return r;
            return e;
        }
    }
    return reference.finish();
}

// The operations' plan, then the inputs (planProgram's errors first).
[[nodiscard]] std::optional<Diagnostic> planThenInitialize(detail::State& s, ProgramPlan& plan) {
    if (auto e = detail::planOperations(s.program, plan)) return e;
    return detail::initialize(s);
}

// The same, the operations planned on a thread of their own while this one
// draws the inputs: initialize reads only the tensors' plans, which the
// operations' planning reads too and neither writes. Errors as in sequence.
[[nodiscard]] std::optional<Diagnostic> planBesideInitialize(detail::State& s, ProgramPlan& plan) {
    std::optional<Diagnostic> planned, initialized;
    std::exception_ptr thrown;
    {
        std::jthread planner([&] {
            try {
                planned = detail::planOperations(s.program, plan);
            } catch (...) { thrown = std::current_exception(); }
        });
        initialized = detail::initialize(s);
    }  // joined here (also when initialize throws)
    if (thrown) std::rethrow_exception(thrown);
    return planned ? planned : initialized;
}

// A kernel none of whose results reaches the host has nothing to check:
// said at the last thing it computes (or the last tensor it names).
kernel::SourceSpan lastPlace(const kernel::Program& program) {
    if (!program.ops.empty()) return program.ops.back().at;
    if (!program.tensors.empty()) return program.tensors.back().at;
    return {};
}

[[nodiscard]] Diagnostic noOutputs(const kernel::Program& program) {
    const kernel::SourceSpan at = lastPlace(program);
    return located(Diagnostic(diag::Kind::no_outputs,
                              "nothing the kernel computes is read back by the host, so there is no output to check "
                              "against the reference")
                       .withFix("read the result back, e.g. `let out = result.to_host::<m![...]>(&mut ctx.pdma).await;`"),
                   at, "");
}

}  // namespace

u64 OperationValidCount::valid() const {
    u64 sum = 0;
    for (const SliceValidCount& s : slices) sum += s.valid;
    return sum;
}

u64 OperationValidCount::positions() const {
    u64 sum = 0;
    for (const SliceValidCount& s : slices) sum += s.positions;
    return sum;
}

unsigned RunOptions::threadCount() const {
    if (threads > 0) return threads;
    return std::max(1u, std::thread::hardware_concurrency());
}

diag::Result<RunResult> runKernel(const kernel::Program& program, const RunOptions& options) {
    ProgramPlan plan;
    if (auto e = detail::planTensors(program, plan)) return *e;
    // The hardware's rules come first: a kernel that breaks one (a TRF load
    // whose Lane the stream does not fill) is refused for it even when
    // nothing it computes reaches the host.
    // A device function run on its own may leave nothing to check (it only
    // loads a TRF or VRF, as the toolchain's assertion kernels do, whose tests
    // only launch them): it runs, every rule checked, and says so.
    const bool nothingToCheck = program.outputs.empty();
    if (nothingToCheck) {
        if (auto e = detail::planOperations(program, plan)) return *e;
        if (!program.fragment) return noOutputs(program);
    }
    detail::State s{program, plan, options, {}, {}, {}, {}};
    s.host.resize(program.tensors.size());
    s.reference.resize(program.tensors.size());
    if (auto e = nothingToCheck              ? detail::initialize(s)
                 : options.threadCount() > 1 ? planBesideInitialize(s, plan)
                                             : planThenInitialize(s, plan))
        return *e;
    const detail::ReferenceLiveness live = detail::referenceLiveness(program);
    for (std::size_t t : live.unread) s.reference[t].reset();
    if (auto e = options.threadCount() > 1 ? runBeside(s, live) : runInOrder(s, live)) return *e;
    RunResult result;
    result.warnings = plan.warnings;
    if (nothingToCheck)
        result.warnings.push_back(
            located(Diagnostic(diag::Kind::no_outputs, fmt::format("`{}` returns nothing and writes no parameter: its "
                                                                   "operations ran and kept every rule, and there "
                                                                   "is no output to check",
                                                                   program.entry))
                        .withSeverity(diag::Severity::Warning),
                    lastPlace(program), ""));
    result.validCounts = std::move(s.validCounts);
    if (auto e = detail::timeProgram(s, result)) return *e;
    result.ok = true;
    for (std::size_t o : program.outputs) {
        auto c = compare(s, o);
        if (!c) return c.error();
        result.ok = result.ok && c->ok;
        result.outputs.push_back(std::move(c).value());
    }
    result.warnings = diag::mergeRepeats(std::move(result.warnings));
    if (options.progress) options.progress(1.0);
    return result;
}

}  // namespace tcpwb::sim
