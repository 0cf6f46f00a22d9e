// Which tensors share addresses, and which of them do so while both are live.
#include <fmt/format.h>

#include <algorithm>
#include <numeric>

#include "schedule/detail.h"

namespace tcpwb::schedule::detail {

std::vector<std::vector<std::size_t>> addressNeighbours(const OpList& list) {
    const auto& ts = list.tensors;
    std::vector<std::size_t> order(ts.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (ts[a].memory != ts[b].memory) return ts[a].memory < ts[b].memory;
        return ts[a].range.begin < ts[b].range.begin;
    });
    std::vector<std::vector<std::size_t>> out(ts.size());
    for (std::size_t t = 0; t < ts.size(); ++t) out[t].push_back(t);
    // Sorted by start address, the tensors overlapping `a` from the right
    // follow it directly: stop at the first that starts past its end.
    for (std::size_t i = 0; i < order.size(); ++i)
        for (std::size_t j = i + 1; j < order.size(); ++j) {
            const Tensor& a = ts[order[i]];
            const Tensor& b = ts[order[j]];
            if (b.memory != a.memory || b.range.begin >= a.range.end) break;
            out[order[i]].push_back(order[j]);
            out[order[j]].push_back(order[i]);
        }
    return out;
}

std::vector<Lifetime> lifetimes(const OpList& list, const std::vector<ScheduledOp>& ops) {
    std::vector<Lifetime> out(list.tensors.size());
    // Starts never decrease in program order, so the first access seen is the earliest.
    auto touch = [&](std::size_t t, std::size_t op, const ScheduledOp& s, bool write) {
        Lifetime& life = out[t];
        if (!life.accessed) {
            life.accessed = true;
            life.firstOp = op;
            life.preloaded = !write;
            life.begin = write ? s.start : 0;
        }
        life.end = std::max(life.end, s.end);
    };
    for (std::size_t i = 0; i < list.ops.size(); ++i) {
        for (std::size_t t : list.ops[i].inputs) touch(t, i, ops[i], false);
        for (std::size_t t : list.ops[i].outputs) touch(t, i, ops[i], true);
    }
    u64 last = 0;
    for (const ScheduledOp& s : ops) last = std::max(last, s.end);
    for (std::size_t t = 0; t < out.size(); ++t)
        if (list.tensors[t].liveToEnd && out[t].accessed) out[t].end = std::max(out[t].end, last);
    return out;
}

namespace {

bool contains(const std::vector<std::size_t>& v, std::size_t x) { return std::find(v.begin(), v.end(), x) != v.end(); }

// `newer` is born in the operation that reads `older` for the last time:
// the two share that operation's cycles only, as input and output.
bool handedOver(std::size_t older, std::size_t newer, const OpList& list, const std::vector<ScheduledOp>& ops,
                const std::vector<Lifetime>& lives) {
    const std::size_t k = lives[newer].firstOp;
    const Operation& op = list.ops[k];
    return !lives[newer].preloaded && contains(op.outputs, newer) && contains(op.inputs, older) &&
           !contains(op.outputs, older) && !contains(op.inputs, newer) && lives[older].end <= ops[k].end &&
           lives[older].begin <= ops[k].start;
}

}  // namespace

std::optional<diag::Diagnostic> checkLiveOverlaps(const OpList& list, const std::vector<ScheduledOp>& ops,
                                                  const std::vector<Lifetime>& lives,
                                                  const std::vector<std::vector<std::size_t>>& neighbours) {
    for (std::size_t a = 0; a < list.tensors.size(); ++a)
        for (std::size_t b : neighbours[a]) {
            if (b <= a || !lives[a].accessed || !lives[b].accessed) continue;
            if (lives[a].begin >= lives[b].end || lives[b].begin >= lives[a].end) continue;
            if (handedOver(a, b, list, ops, lives) || handedOver(b, a, list, ops, lives)) continue;
            const Tensor& ta = list.tensors[a];
            const Tensor& tb = list.tensors[b];
            diag::Diagnostic d("overlapping_allocation",
                               fmt::format("tensors `{}` ({} [{}, {})) and `{}` ({} [{}, {})) share addresses while both are live "
                                           "(cycles [{}, {}) and [{}, {}))",
                                           ta.name, memoryName(ta.memory), ta.range.begin, ta.range.end, tb.name,
                                           memoryName(tb.memory), tb.range.begin, tb.range.end, lives[a].begin, lives[a].end,
                                           lives[b].begin, lives[b].end));
            d.withFix(fmt::format("give `{}` an address range that does not overlap `{}`", tb.name, ta.name));
            return d;
        }
    return std::nullopt;
}

}  // namespace tcpwb::schedule::detail
