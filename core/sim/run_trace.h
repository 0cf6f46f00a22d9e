#pragma once
// A simulation seen as a trace: what `tcpwb-cli run --trace` writes, the
// Timeline shows and Compare matches. It lives with the simulator, above the
// trace library, so that trace reading and comparing never depend on sim.
#include <string>
#include <vector>

#include "diag/diagnostic.h"
#include "kernel/program.h"
#include "sim/run.h"
#include "trace/compare.h"
#include "trace/schedule_description.h"
#include "trace/trace.h"

namespace tcpwb::sim {

// Where each operation of a run is written in its kernel: `file`, and the
// line and column of the statement that makes it. What traceOfRun keeps as
// `source.file`, `source.line` and `source.column`, so a run is read by
// source line as a furiosa-opt schedule is.
std::vector<trace::SourceLocation> sourcesOfRun(const RunResult& run, const kernel::Program& program, const std::string& file);

// The schedule with each operation's engine stages nested in it, each stage
// from its first flit for its own cycles, and each operation at its source
// location when `sources` (sourcesOfRun) gives one.
trace::Trace traceOfRun(const RunResult& run, const std::string& kernel = {}, const std::vector<trace::SourceLocation>& sources = {});
// Two simulations' traces matched operation by operation (trace::compareTraces).
diag::Result<trace::Comparison> compareRuns(const RunResult& a, const RunResult& b);

}  // namespace tcpwb::sim
