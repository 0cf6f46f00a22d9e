#pragma once
// Idle holes: for each context, the stretches of [from, to) in which no
// operation occupies it, and how busy it is. An operation on several
// contexts occupies each of them.
#include <vector>

#include "analysis/op_graph.h"

namespace tcpwb::analysis {

struct IdleHole {
    u64 start = 0, end = 0;
    OpId after = kNone;   // the operation ending where the hole starts (kNone at `from`)
    OpId before = kNone;  // the operation starting where it ends (kNone at `to`)
    u64 cycles() const { return end - start; }
};

struct ContextIdle {
    ContextId context = 0;
    u64 ops = 0;
    u64 busyCycles = 0;           // cycles of [from, to) covered by its operations (overlaps counted once)
    double utilisation = 0;       // busyCycles / (to - from)
    u64 idleCycles = 0;           // (to - from) - busyCycles
    std::vector<IdleHole> holes;  // those of at least `minCycles`, by start
};

// Over [from, to); to = 0 means the graph's makespan.
std::vector<ContextIdle> idleHoles(const OpGraph& graph, u64 minCycles = 1, u64 from = 0, u64 to = 0);

}  // namespace tcpwb::analysis
