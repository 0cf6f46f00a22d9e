#include "sim/run_trace.h"

#include <utility>
#include <vector>

#include "trace/from_schedule.h"

namespace tcpwb::sim {

namespace {

std::vector<trace::SourceLocation> sourcesOf(const RunResult& run, const std::string& kernel,
                                             const kernel::Program& program) {
    std::vector<trace::SourceLocation> sources;
    sources.reserve(run.ops.size());
    for (const OpTiming& op : run.ops) {
        const kernel::SourceSpan at = op.op < program.ops.size() ? program.ops[op.op].at : kernel::SourceSpan{};
        sources.push_back({kernel, at.line, at.column});
    }
    return sources;
}

}  // namespace

trace::Trace traceOfRun(const RunResult& run, const std::string& kernel, const kernel::Program* located) {
    std::vector<std::vector<trace::StageSpan>> stages;
    stages.reserve(run.ops.size());
    for (const OpTiming& op : run.ops) {
        std::vector<trace::StageSpan> spans;
        for (const StageTiming& s : op.stages) spans.push_back({s.name, s.begin, s.begin + s.cycles});
        stages.push_back(std::move(spans));
    }
    const auto sources = located ? sourcesOf(run, kernel, *located) : std::vector<trace::SourceLocation>{};
    return trace::traceOfSchedule({run.opList, run.schedule, std::move(stages), kernel}, sources);
}

diag::Result<trace::Comparison> compareRuns(const RunResult& a, const RunResult& b) {
    return trace::compareTraces(traceOfRun(a), traceOfRun(b));
}

}  // namespace tcpwb::sim
