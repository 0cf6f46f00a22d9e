#include "analysis/critical_path.h"

#include <algorithm>
#include <map>
#include <optional>
#include <tuple>

#include "analysis/buckets.h"
#include "util/enum_table.h"

namespace tcpwb::analysis {

namespace {

constexpr EnumTable<WaitReason, 4> kWaitReasonNames{{{WaitReason::KernelStart, "kernel_start"},
                                                     {WaitReason::Data, "data"},
                                                     {WaitReason::Memory, "memory"},
                                                     {WaitReason::Context, "context"}}};
static_assert(listsEveryEnumerator(kWaitReasonNames));

}  // namespace

std::string_view waitReasonName(WaitReason r) { return nameOf(kWaitReasonNames, r); }

namespace {

using OpList = OpGraph::View<OpId>;

// Operations in a strict order consistent with time: p can be waited for by
// x only when p comes first (ends by x's start, and is not x itself or an
// instant at the same cycle later in the file). Keeps the walk from cycling.
bool precedesInTime(const OpGraph& g, OpId p, OpId x) {
    const Op& a = g.ops[p];
    const Op& b = g.ops[x];
    return a.end <= b.start && std::tie(a.start, a.end, p) < std::tie(b.start, b.end, x);
}

class CriticalPathWalker {
public:
    explicit CriticalPathWalker(const OpGraph& g) : g_(g) { index(); }

    CriticalPath walk() {
        CriticalPath out;
        if (g_.ops.empty()) return out;
        OpId last = 0;
        for (OpId id = 1; id < g_.ops.size(); ++id) {
            const Op& a = g_.ops[id];
            const Op& b = g_.ops[last];
            if (std::tie(a.end, a.start) > std::tie(b.end, b.start)) last = id;
        }
        out.end = g_.ops[last].end;
        std::vector<std::optional<u64>> perContext(g_.contexts.size());  // by context: those the chain occupies
        OpId at = last;
        for (std::size_t steps = 0; steps <= g_.ops.size(); ++steps) {
            ChainLink link = explain(at);
            const Op& op = g_.ops[at];
            out.busyCycles += op.duration();
            out.slackCycles += link.slack;
            for (ContextId c : g_.contextsOf(op)) perContext[c] = perContext[c].value_or(0) + op.duration();
            const OpId next = link.wait.after;
            out.links.push_back(std::move(link));
            if (next == kNone) break;
            at = next;
        }
        std::reverse(out.links.begin(), out.links.end());
        for (ContextId c = 0; c < perContext.size(); ++c)
            if (perContext[c]) out.busyPerContext.emplace_back(c, *perContext[c]);
        std::stable_sort(out.busyPerContext.begin(), out.busyPerContext.end(), [](auto& a, auto& b) { return a.second > b.second; });
        return out;
    }

private:
    // Operations by end (then start, then id) per context, writers and
    // readers per tensor by end, tensors by end per buffer.
    void index() {
        byContext_.reset(g_.contexts.size());
        writers_.reset(g_.tensors.size());
        users_.reset(g_.tensors.size());
        forEachLink([&](OpId, ContextId c) { byContext_.count(c); }, [&](OpId, TensorId t) { writers_.count(t), users_.count(t); },
                    [&](OpId, TensorId t) { users_.count(t); });
        byContext_.allocate();
        writers_.allocate();
        users_.allocate();
        forEachLink([&](OpId id, ContextId c) { byContext_.add(c, id); },
                    [&](OpId id, TensorId t) { writers_.add(t, id), users_.add(t, id); }, [&](OpId id, TensorId t) { users_.add(t, id); });
        const auto byEnd = [&](OpId a, OpId b) {
            return std::tie(g_.ops[a].end, g_.ops[a].start, a) < std::tie(g_.ops[b].end, g_.ops[b].start, b);
        };
        byContext_.sortEach(byEnd);
        writers_.sortEach(byEnd);
        users_.sortEach(byEnd);
        for (TensorId t = 0; t < g_.tensors.size(); ++t)
            if (g_.tensors[t].hasAddress && g_.tensors[t].hasSize) byBuffer_[g_.tensors[t].track].push_back(t);
        for (auto& [buffer, list] : byBuffer_)
            std::sort(list.begin(), list.end(),
                      [&](TensorId a, TensorId b) { return std::tie(g_.tensors[a].end, a) < std::tie(g_.tensors[b].end, b); });
    }

    // Calls onContext(op, context), onOutput(op, tensor) and onInput(op,
    // tensor) for every operation, in operation order.
    template <typename OnContext, typename OnOutput, typename OnInput>
    void forEachLink(OnContext onContext, OnOutput onOutput, OnInput onInput) const {
        for (OpId id = 0; id < g_.ops.size(); ++id) {
            const Op& op = g_.ops[id];
            for (ContextId c : g_.contextsOf(op)) onContext(id, c);
            for (TensorId t : g_.outputsOf(op))
                if (t != kNone) onOutput(id, t);
            for (TensorId t : g_.inputsOf(op))
                if (t != kNone) onInput(id, t);
        }
    }

    // The last operation of `sorted` (by end) that precedes x.
    OpId lastBefore(OpList sorted, OpId x) const {
        const u64 start = g_.ops[x].start;
        auto it = std::upper_bound(sorted.begin(), sorted.end(), start, [&](u64 t, OpId id) { return t < g_.ops[id].end; });
        while (it != sorted.begin()) {
            --it;
            if (precedesInTime(g_, *it, x)) return *it;
        }
        return kNone;
    }

    // The latest predecessor wins; one ready at the same cycle as the winner
    // is kept beside it (the first considered stays the winner).
    static void consider(ChainLink& link, bool& any, const Wait& candidate) {
        if (!any || candidate.ready > link.wait.ready) {
            link.alsoReady.clear();
            link.wait = candidate;
            any = true;
        } else if (candidate.ready == link.wait.ready) {
            link.alsoReady.push_back(candidate);
        }
    }

    ChainLink explain(OpId x) {
        ChainLink link;
        link.op = x;
        bool any = false;
        const Op& op = g_.ops[x];
        // In order of preference when several are ready at the same cycle.
        for (TensorId t : g_.inputsOf(op)) {
            if (t == kNone) continue;
            const OpId w = lastBefore(writers_[t], x);
            if (w != kNone) consider(link, any, Wait{WaitReason::Data, g_.ops[w].end, w, t, kNone, kNone});
        }
        for (TensorId written : g_.outputsOf(op))
            if (written != kNone) considerReuse(link, any, x, written);
        for (ContextId c : g_.contextsOf(op)) {
            const OpId p = lastBefore(byContext_[c], x);
            if (p != kNone) consider(link, any, Wait{WaitReason::Context, g_.ops[p].end, p, kNone, kNone, c});
        }
        if (!any) link.wait = Wait{WaitReason::KernelStart, 0, kNone, kNone, kNone, kNone};
        link.slack = op.start - link.wait.ready;
        return link;
    }

    // Tensors of the same buffer whose addresses overlap `written` and whose
    // lives ended by x's start: x could not write before the last of them
    // let go (its last user ended). Only tensors ending after the best wait
    // so far can matter, so the scan stops there.
    void considerReuse(ChainLink& link, bool& any, OpId x, TensorId written) {
        // Its own earlier contents: the last operation using them.
        if (const OpId holder = lastBefore(users_[written], x); holder != kNone)
            consider(link, any, Wait{WaitReason::Memory, g_.ops[holder].end, holder, written, written, kNone});
        const Tensor& w = g_.tensors[written];
        if (!w.hasAddress || !w.hasSize) return;
        const auto found = byBuffer_.find(w.track);
        if (found == byBuffer_.end()) return;
        const auto& list = found->second;
        const u64 start = g_.ops[x].start;
        auto it = std::upper_bound(list.begin(), list.end(), start, [&](u64 t, TensorId id) { return t < g_.tensors[id].end; });
        while (it != list.begin()) {
            --it;
            const Tensor& u = g_.tensors[*it];
            if (any && u.end < link.wait.ready) break;
            if (*it == written || u.address >= w.addressEnd() || w.address >= u.addressEnd() || u.size == 0 || w.size == 0) continue;
            const OpId holder = lastBefore(users_[*it], x);
            if (holder == kNone) continue;
            consider(link, any, Wait{WaitReason::Memory, g_.ops[holder].end, holder, *it, written, kNone});
        }
    }

    const OpGraph& g_;
    Buckets<OpId> byContext_, writers_, users_;
    std::map<trace::TrackId, std::vector<TensorId>> byBuffer_;  // listed tensors with addresses, by end, per buffer
};

}  // namespace

CriticalPath criticalPath(const OpGraph& graph) { return CriticalPathWalker(graph).walk(); }

}  // namespace tcpwb::analysis
