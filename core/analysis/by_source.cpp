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

std::vector<SourceLine> linesOf(const SourceCost& cost, std::string_view file) {
    std::map<u64, SourceLine> byLine;
    // The rows come largest first, so each line's rows do too.
    for (std::size_t r = 0; r < cost.rows.size(); ++r) {
        const SourceRow& row = cost.rows[r];
        if (row.file != file) continue;
        SourceLine& line = byLine[row.line];
        line.line = row.line;
        line.ops += row.ops;
        line.busyCycles += row.busyCycles;
        line.rows.push_back(r);
    }
    std::vector<SourceLine> out;
    out.reserve(byLine.size());
    for (auto& [number, line] : byLine) {
        if (cost.makespan) line.share = static_cast<double>(line.busyCycles) / static_cast<double>(cost.makespan);
        out.push_back(std::move(line));
    }
    return out;
}

std::vector<std::string> filesOf(const SourceCost& cost) {
    std::map<std::string, u64> cycles;
    for (const SourceRow& row : cost.rows) cycles[row.file] += row.busyCycles;
    std::vector<std::pair<std::string, u64>> files(cycles.begin(), cycles.end());
    std::stable_sort(files.begin(), files.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    std::vector<std::string> out;
    out.reserve(files.size());
    for (auto& [file, busy] : files) out.push_back(std::move(file));
    return out;
}

}  // namespace tcpwb::analysis
