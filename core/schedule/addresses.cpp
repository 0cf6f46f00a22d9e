// Which tensors share addresses, and which of them do so while both are live.
#include <fmt/format.h>

#include <algorithm>
#include <queue>
#include <tuple>

#include "schedule/detail.h"

namespace tcpwb::schedule::detail {

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

bool sharesAddresses(const Tensor& a, const Tensor& b) { return a.memory == b.memory && a.range.overlaps(b.range); }

[[nodiscard]] diag::Diagnostic collision(const OpList& list, const std::vector<Lifetime>& lives, std::size_t a, std::size_t b) {
    const Tensor& ta = list.tensors[a];
    const Tensor& tb = list.tensors[b];
    diag::Diagnostic d(diag::Kind::overlapping_allocation,
                       fmt::format("tensors `{}` ({} [{}, {})) and `{}` ({} [{}, {})) share addresses while both are live "
                                   "(cycles [{}, {}) and [{}, {}))",
                                   ta.name, memoryName(ta.memory), ta.range.begin, ta.range.end, tb.name, memoryName(tb.memory),
                                   tb.range.begin, tb.range.end, lives[a].begin, lives[a].end, lives[b].begin, lives[b].end));
    d.withFix(fmt::format("give `{}` an address range that does not overlap `{}`", tb.name, ta.name));
    return d;
}

// Tensors come alive in lifetime order and each is checked against the
// tensors live at its birth, which, until the first collision, share no
// address except through a hand-over. A hand-over: the tensor is born in an
// operation that reads an older one for the last time and writes the new
// one over it (the manual's GEMV and GEMM commit(0) over the matrix at DM 0).
class LiveSweep {
public:
    LiveSweep(const OpList& list, const std::vector<ScheduledOp>& ops, const std::vector<Lifetime>& lives, const AddressIndex& index)
        : list_(list),
          ops_(ops),
          lives_(lives),
          index_(index),
          live_(index.segments()),
          isLive_(list.tensors.size(), false),
          mark_(list.tensors.size(), kNone) {}

    [[nodiscard]] std::optional<diag::Diagnostic> run() {
        const std::vector<std::size_t> order = birthOrder();
        for (std::size_t k = 0; k < order.size();) {
            // The tensors the same operation writes first are born together.
            std::size_t next = k + 1;
            const Lifetime& first = lives_[order[k]];
            while (!first.preloaded && next < order.size() && !lives_[order[next]].preloaded &&
                   lives_[order[next]].firstOp == first.firstOp)
                ++next;
            expireBefore(first.begin);
            const std::vector<std::size_t> handed = first.preloaded ? std::vector<std::size_t>{} : handedOverIn(first.firstOp);
            for (std::size_t a : handed) live_.add(index_.span(a), -1);
            for (std::size_t i = k; i < next; ++i)
                if (auto error = bear(order[i], handed)) return error;
            for (std::size_t a : handed) live_.add(index_.span(a), +1);
            k = next;
        }
        return std::nullopt;
    }

private:
    static constexpr std::size_t kNone = ~std::size_t{0};

    // Accessed tensors by birth: preloaded ones first at cycle 0, then the
    // ones an operation writes first, by that operation.
    std::vector<std::size_t> birthOrder() const {
        std::vector<std::size_t> order;
        for (std::size_t t = 0; t < list_.tensors.size(); ++t)
            if (lives_[t].accessed) order.push_back(t);
        std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            const Lifetime& x = lives_[a];
            const Lifetime& y = lives_[b];
            return std::tuple(x.begin, !x.preloaded, x.firstOp, a) < std::tuple(y.begin, !y.preloaded, y.firstOp, b);
        });
        return order;
    }

    void expireBefore(u64 cycle) {
        while (!ending_.empty() && ending_.top().first <= cycle) {
            const std::size_t t = ending_.top().second;
            ending_.pop();
            live_.add(index_.span(t), -1);
            isLive_[t] = false;
        }
    }

    // The live tensors operation k hands over: it reads them for the last
    // time and does not write them.
    std::vector<std::size_t> handedOverIn(std::size_t k) {
        const Operation& op = list_.ops[k];
        for (std::size_t t : op.outputs) mark_[t] = k;
        std::vector<std::size_t> out;
        for (std::size_t t : op.inputs) {
            if (mark_[t] == k || !isLive_[t] || lives_[t].end > ops_[k].end) continue;
            mark_[t] = k;  // once, and never as an output
            out.push_back(t);
        }
        return out;
    }

    [[nodiscard]] std::optional<diag::Diagnostic> bear(std::size_t b, const std::vector<std::size_t>& handed) {
        const Span span = index_.span(b);
        if (live_.any(span)) return collision(list_, lives_, olderSharing(b, handed), b);
        live_.add(span, +1);
        isLive_[b] = true;
        ending_.emplace(lives_[b].end, b);
        return std::nullopt;
    }

    // The live tensor `b` collides with (found once, so a scan is enough).
    std::size_t olderSharing(std::size_t b, const std::vector<std::size_t>& handed) const {
        for (std::size_t a = 0; a < list_.tensors.size(); ++a)
            if (a != b && isLive_[a] && sharesAddresses(list_.tensors[a], list_.tensors[b]) &&
                std::find(handed.begin(), handed.end(), a) == handed.end())
                return a;
        return b;
    }

    const OpList& list_;
    const std::vector<ScheduledOp>& ops_;
    const std::vector<Lifetime>& lives_;
    const AddressIndex& index_;
    Coverage live_;  // the live tensors' addresses
    std::vector<bool> isLive_;
    std::priority_queue<std::pair<u64, std::size_t>, std::vector<std::pair<u64, std::size_t>>, std::greater<>> ending_;
    std::vector<std::size_t> mark_;  // per tensor: the last operation that looked at it in handedOverIn
};

}  // namespace

[[nodiscard]] std::optional<diag::Diagnostic> checkLiveOverlaps(const OpList& list, const std::vector<ScheduledOp>& ops,
                                                                const std::vector<Lifetime>& lives, const AddressIndex& index) {
    return LiveSweep(list, ops, lives, index).run();
}

}  // namespace tcpwb::schedule::detail
