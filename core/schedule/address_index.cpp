#include "schedule/address_index.h"

#include <algorithm>
#include <bit>
#include <utility>

namespace tcpwb::schedule::detail {
namespace {

// A boundary between segments: an address of one memory.
using Boundary = std::pair<MemoryKind, u64>;

// Fenwick tree over positions 0..n-1 (tree index i+1).
void fenwickAdd(std::vector<u64>& tree, std::size_t position) {
    for (std::size_t i = position + 1; i < tree.size(); i += i & (~i + 1)) ++tree[i];
}

// Entries at positions 0..count-1.
u64 fenwickPrefix(const std::vector<u64>& tree, std::size_t count) {
    u64 sum = 0;
    for (std::size_t i = std::min(count, tree.size() - 1); i > 0; i -= i & (~i + 1)) sum += tree[i];
    return sum;
}

bool covers(Span span, std::size_t lo, std::size_t hi) { return span.begin <= lo && hi <= span.end; }
bool misses(Span span, std::size_t lo, std::size_t hi) { return span.end <= lo || hi <= span.begin; }

}  // namespace

AddressIndex::AddressIndex(const OpList& list) {
    std::vector<Boundary> boundaries;
    boundaries.reserve(2 * list.tensors.size());
    for (const Tensor& t : list.tensors) {
        boundaries.emplace_back(t.memory, t.range.begin);
        boundaries.emplace_back(t.memory, t.range.end);
    }
    std::sort(boundaries.begin(), boundaries.end());
    boundaries.erase(std::unique(boundaries.begin(), boundaries.end()), boundaries.end());
    segments_ = boundaries.empty() ? 0 : boundaries.size() - 1;
    auto position = [&](const Boundary& b) {
        return static_cast<std::size_t>(std::lower_bound(boundaries.begin(), boundaries.end(), b) - boundaries.begin());
    };
    spans_.reserve(list.tensors.size());
    for (const Tensor& t : list.tensors) spans_.push_back({position({t.memory, t.range.begin}), position({t.memory, t.range.end})});
}

AccessLog::AccessLog(std::size_t segments)
    : leaves_(std::bit_ceil(std::max<std::size_t>(segments, 1))),
      best_(2 * leaves_),
      whole_(2 * leaves_),
      byBegin_(segments + 1),
      byEnd_(segments + 2) {}

// The canonical nodes of [begin, end) take the access whole; every node
// above them lies on the path from the first or the last leaf to the root.
void AccessLog::record(Span span, const Access& access) {
    const auto keep = [&](Access& slot) {
        if (access.laterThan(slot)) slot = access;
    };
    for (std::size_t l = span.begin + leaves_, r = span.end + leaves_; l < r; l /= 2, r /= 2) {
        if (l & 1) {
            keep(whole_[l]);
            keep(best_[l++]);
        }
        if (r & 1) {
            keep(whole_[--r]);
            keep(best_[r]);
        }
    }
    for (std::size_t leaf : {span.begin + leaves_, span.end - 1 + leaves_})
        for (std::size_t n = leaf / 2; n > 0; n /= 2) keep(best_[n]);
    fenwickAdd(byBegin_, span.begin);
    fenwickAdd(byEnd_, span.end);
}

// The best of the canonical nodes, and the accesses recorded whole over
// their ancestors, which all contain the first or the last leaf.
std::optional<Access> AccessLog::latest(Span span) const {
    Access best;
    const auto keep = [&](const Access& candidate) {
        if (candidate.laterThan(best)) best = candidate;
    };
    for (std::size_t l = span.begin + leaves_, r = span.end + leaves_; l < r; l /= 2, r /= 2) {
        if (l & 1) keep(best_[l++]);
        if (r & 1) keep(best_[--r]);
    }
    for (std::size_t leaf : {span.begin + leaves_, span.end - 1 + leaves_})
        for (std::size_t n = leaf / 2; n > 0; n /= 2) keep(whole_[n]);
    if (best.op == Access::kNone) return std::nullopt;
    return best;
}

u64 AccessLog::count(Span span) const {
    // An access [b, e) shares a segment with [begin, end) when b < end and
    // e > begin; those with e <= begin all have b < end.
    return fenwickPrefix(byBegin_, span.end) - fenwickPrefix(byEnd_, span.begin + 1);
}

Coverage::Coverage(std::size_t segments) : segments_(std::max<std::size_t>(segments, 1)), most_(4 * segments_), whole_(4 * segments_) {}

void Coverage::add(Span span, long delta) { add(1, 0, segments_, span, delta); }

void Coverage::add(std::size_t node, std::size_t lo, std::size_t hi, Span span, long delta) {
    if (misses(span, lo, hi)) return;
    if (covers(span, lo, hi)) {
        whole_[node] += delta;
        most_[node] += delta;
        return;
    }
    const std::size_t mid = lo + (hi - lo) / 2;
    add(2 * node, lo, mid, span, delta);
    add(2 * node + 1, mid, hi, span, delta);
    most_[node] = whole_[node] + std::max(most_[2 * node], most_[2 * node + 1]);
}

bool Coverage::any(Span span) const { return most(1, 0, segments_, span) > 0; }

long Coverage::most(std::size_t node, std::size_t lo, std::size_t hi, Span span) const {
    if (misses(span, lo, hi)) return 0;
    if (covers(span, lo, hi)) return most_[node];
    const std::size_t mid = lo + (hi - lo) / 2;
    return whole_[node] + std::max(most(2 * node, lo, mid, span), most(2 * node + 1, mid, hi, span));
}

}  // namespace tcpwb::schedule::detail
