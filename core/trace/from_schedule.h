#pragma once
// Turns a schedule (core/schedule) into a Trace that `writeChromeTrace`
// writes and Perfetto opens: what `tcpwb-cli run --trace` produces.
//
// Process 1 "kernel" has one track per resource (main, sub, dma) with a slice
// per operation (with its source location when given) and, nested in it, a
// slice per engine stage. Process 2
// "memory" has one track per memory (dm, trf, vrf, spm, hbm) with a slice per
// tensor lifetime whose args give its address range, so a viewer can draw
// address x cycle rectangles. Flows are the hazards (RAW/WAR/WAW, main waits
// for sub). Counters: live bytes per memory, and the DM bank warnings'
// cumulative consecutive accesses ("bank pressure"). See
// docs/trace-formats.md, "Kernel traces".
#include <string>
#include <vector>

#include "schedule/schedule.h"
#include "trace/schedule_description.h"
#include "trace/trace.h"

namespace tcpwb::trace {

// One engine stage of an operation, in cycles relative to the operation's start.
struct StageSpan {
    std::string name;  // "fetch", "switch", "contract", ...
    u64 begin = 0;
    u64 end = 0;
    bool afterPipeline = false;  // sim::StageTiming::afterPipeline: beside the staircase, not in it
};

struct ScheduleTraceInput {
    const schedule::OpList& list;
    const schedule::Schedule& schedule;
    // Parallel to list.ops; may be shorter (operations without stages).
    std::vector<std::vector<StageSpan>> stages;
    std::string kernel;  // the kernel's name, written as metadata
};

// `sources`, parallel to input.list.ops (may be shorter): where each
// operation is written in the kernel, kept as `source.file`, `source.line`,
// `source.column` arguments (what a furiosa-opt schedule's descriptions
// give), so the analyses by source line read our runs as they read the
// toolchain's.
Trace traceOfSchedule(const ScheduleTraceInput& input, const std::vector<SourceLocation>& sources = {});

}  // namespace tcpwb::trace
