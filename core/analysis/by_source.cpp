#include "analysis/by_source.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace tcpwb::analysis {

SourceCost costBySource(const OpGraph& g) {
    SourceCost out;
    out.makespan = g.makespan;
    // Keyed by interned ids: one lookup per operation, texts compared only
    // when the rows are sorted.
    std::map<std::tuple<trace::StringId, u64, u64, trace::StringId>, std::size_t> rowOf;
    std::vector<std::vector<ContextId>> contexts;
    for (OpId id = 0; id < g.ops.size(); ++id) {
        const Op& op = g.ops[id];
        if (!op.located()) {
            ++out.unlocatedOps;
            out.unlocatedCycles += op.duration();
            continue;
        }
        ++out.locatedOps;
        out.locatedCycles += op.duration();
        auto [it, inserted] = rowOf.try_emplace(std::tuple(op.file, op.line, op.column, op.name), out.rows.size());
        if (inserted) {
            SourceRow row;
            row.file = g.text(op.file);
            row.line = op.line;
            row.column = op.column;
            row.text = g.text(op.name);
            row.firstStart = op.start;
            out.rows.push_back(std::move(row));
            contexts.emplace_back();
        }
        SourceRow& row = out.rows[it->second];
        ++row.ops;
        row.busyCycles += op.duration();
        row.firstStart = std::min(row.firstStart, op.start);
        row.lastEnd = std::max(row.lastEnd, op.end);
        row.opIds.push_back(id);
        auto& seen = contexts[it->second];
        for (ContextId c : g.contextsOf(op))
            if (std::find(seen.begin(), seen.end(), c) == seen.end()) seen.push_back(c);
    }
    for (std::size_t r = 0; r < out.rows.size(); ++r) {
        for (ContextId c : contexts[r]) out.rows[r].contexts.push_back(g.contexts[c]);
        if (out.makespan) out.rows[r].share = static_cast<double>(out.rows[r].busyCycles) / static_cast<double>(out.makespan);
    }
    std::sort(out.rows.begin(), out.rows.end(), [](const SourceRow& a, const SourceRow& b) {
        if (a.busyCycles != b.busyCycles) return a.busyCycles > b.busyCycles;
        return std::tie(a.file, a.line, a.column, a.text) < std::tie(b.file, b.line, b.column, b.text);
    });
    return out;
}

}  // namespace tcpwb::analysis
