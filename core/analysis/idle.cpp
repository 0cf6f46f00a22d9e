#include "analysis/idle.h"

#include <algorithm>
#include <tuple>

namespace tcpwb::analysis {

std::vector<ContextIdle> idleHoles(const OpGraph& g, u64 minCycles, u64 from, u64 to) {
    if (to == 0) to = g.makespan;
    std::vector<std::vector<OpId>> byContext(g.contexts.size());
    for (OpId id = 0; id < g.ops.size(); ++id)
        for (ContextId c : g.contextsOf(g.ops[id])) byContext[c].push_back(id);
    std::vector<ContextIdle> out;
    for (ContextId c = 0; c < g.contexts.size(); ++c) {
        auto& ops = byContext[c];
        std::sort(ops.begin(), ops.end(),
                  [&](OpId a, OpId b) { return std::tie(g.ops[a].start, g.ops[a].end, a) < std::tie(g.ops[b].start, g.ops[b].end, b); });
        ContextIdle idle;
        idle.context = c;
        idle.ops = ops.size();
        // A sweep over the operations by start: `covered` is where the busy
        // stretch so far ends, `last` the operation that reaches it.
        u64 covered = from;
        OpId last = kNone;
        auto hole = [&](u64 end, OpId before) {
            if (end > covered && end - covered >= minCycles) idle.holes.push_back({covered, end, last, before});
        };
        for (OpId id : ops) {
            const u64 start = std::clamp(g.ops[id].start, from, to);
            const u64 end = std::clamp(g.ops[id].end, from, to);
            if (start > covered) hole(start, id);
            if (end > covered) {
                idle.busyCycles += end - std::max(start, covered);
                covered = end;
                last = id;
            } else if (end == covered && g.ops[id].end >= from) {
                last = id;  // a later operation ending at the same cycle (an instant) is what the hole follows
            }
        }
        hole(to, kNone);
        const u64 span = to > from ? to - from : 0;
        idle.idleCycles = span - std::min(span, idle.busyCycles);
        idle.utilisation = span ? static_cast<double>(idle.busyCycles) / static_cast<double>(span) : 0;
        out.push_back(std::move(idle));
    }
    return out;
}

}  // namespace tcpwb::analysis
