#pragma once
// The critical path of a schedule: the chain of operations that sets its
// makespan, walked back from the operation that ends last. Each operation
// on the chain started when the last of its predecessors let it (the
// Scheduling chapter's "the intervals that determine it"):
//
// - data: a tensor it reads was written by an operation that ended then;
// - memory: a tensor it writes reuses storage (same buffer, overlapping
//   addresses) that another tensor held until then;
// - context: an operation it shares a context with ended then;
// - kernel_start: nothing came before it.
//
// Whatever lies between that moment and its start is `slack` on the link: a
// wait the schedule does not explain by any of the above (the scheduler's
// own gap). The chain's durations, waits and slack add up to the end of the
// last operation. See docs/schedule-analysis.md.
#include <string>
#include <vector>

#include "analysis/op_graph.h"

namespace tcpwb::analysis {

enum class WaitReason { KernelStart, Data, Memory, Context };
std::string_view waitReasonName(WaitReason r);  // "kernel_start", "data", "memory", "context"

struct Wait {
    WaitReason reason = WaitReason::KernelStart;
    u64 ready = 0;              // when the predecessor let the operation start
    OpId after = kNone;         // the operation waited for (kNone for kernel_start)
    TensorId tensor = kNone;    // data: the tensor read; memory: the tensor whose storage is reused
    TensorId written = kNone;   // memory: the operation's own output that reuses it
    ContextId context = kNone;  // context: the context shared
};

struct ChainLink {
    OpId op = 0;
    Wait wait;                    // why it started when it did
    std::vector<Wait> alsoReady;  // other predecessors ready at the same cycle
    u64 slack = 0;                // start - wait.ready
};

struct CriticalPath {
    std::vector<ChainLink> links;                           // from the kernel's start to the operation ending last
    u64 end = 0;                                            // the last operation's end
    u64 busyCycles = 0;                                     // summed durations on the chain
    u64 slackCycles = 0;                                    // summed slack (including the wait for the first operation)
    std::vector<std::pair<ContextId, u64>> busyPerContext;  // chain cycles per context, largest first
};

CriticalPath criticalPath(const OpGraph& graph);

}  // namespace tcpwb::analysis
