#pragma once
// A simulation seen as a trace: what `tcpwb-cli run --trace` writes, the
// Timeline shows and Compare matches. It lives with the simulator, above the
// trace library, so that trace reading and comparing never depend on sim.
#include <string>

#include "diag/diagnostic.h"
#include "kernel/program.h"
#include "sim/run.h"
#include "trace/compare.h"
#include "trace/trace.h"

namespace tcpwb::sim {

// The schedule with each operation's engine stages nested in it, each stage
// from its first flit for its own cycles. Given the program that was run,
// every operation is located at its statement in `kernel` (the file name),
// which the by-source table and the critical path read.
trace::Trace traceOfRun(const RunResult& run, const std::string& kernel = {}, const kernel::Program* located = nullptr);
// Two simulations' traces matched operation by operation (trace::compareTraces).
diag::Result<trace::Comparison> compareRuns(const RunResult& a, const RunResult& b);

}  // namespace tcpwb::sim
