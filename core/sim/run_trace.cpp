#include "sim/run_trace.h"

#include <utility>

#include "trace/from_schedule.h"

namespace tcpwb::sim {

std::vector<trace::SourceLocation> sourcesOfRun(const RunResult& run, const kernel::Program& program, const std::string& file) {
    std::vector<trace::SourceLocation> sources;
    sources.reserve(run.ops.size());
    for (const OpTiming& op : run.ops) {
        const kernel::SourceSpan at = op.op < program.ops.size() ? program.ops[op.op].at : kernel::SourceSpan{};
        sources.push_back({file, at.lineHere(), at.known() ? at.column : 0});
    }
    return sources;
}

trace::Trace traceOfRun(const RunResult& run, const std::string& kernel, const std::vector<trace::SourceLocation>& sources) {
    std::vector<std::vector<trace::StageSpan>> stages;
    stages.reserve(run.ops.size());
    for (const OpTiming& op : run.ops) {
        std::vector<trace::StageSpan> spans;
        for (const StageTiming& s : op.stages) spans.push_back({s.name, s.begin, s.begin + s.cycles, s.afterPipeline});
        stages.push_back(std::move(spans));
    }
    return trace::traceOfSchedule({run.opList, run.schedule, std::move(stages), kernel}, sources);
}

diag::Result<trace::Comparison> compareRuns(const RunResult& a, const RunResult& b) {
    return trace::compareTraces(traceOfRun(a), traceOfRun(b));
}

}  // namespace tcpwb::sim
