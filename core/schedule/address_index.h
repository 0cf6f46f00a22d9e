#pragma once
// Which tensors share addresses, without listing the pairs: N tensors on the
// same bytes would make N^2 of them. Every tensor's range becomes a run of
// elementary segments between the tensors' boundaries (per memory), and two
// segment trees answer what the scheduler asks in O(log N): the latest
// earlier access to any byte of a range, how many earlier accesses share
// bytes with it, and whether any live tensor occupies a byte of it.
#include <cstddef>
#include <optional>
#include <vector>

#include "schedule/model.h"

namespace tcpwb::schedule::detail {

// Elementary segments [begin, end) of an AddressIndex; never empty for a tensor.
struct Span {
    std::size_t begin = 0;
    std::size_t end = 0;
};

class AddressIndex {
public:
    explicit AddressIndex(const OpList& list);
    std::size_t segments() const { return segments_; }
    // The segments tensor `t` covers: two tensors share an address exactly
    // when their spans share a segment (the spans of different memories never do).
    Span span(std::size_t t) const { return spans_[t]; }

private:
    std::size_t segments_ = 0;
    std::vector<Span> spans_;
};

// One operation's access to one tensor, ordered by when it ends (then by
// program order): the later, the more an operation after it has to wait.
struct Access {
    static constexpr std::size_t kNone = ~std::size_t{0};
    u64 end = 0;
    std::size_t op = kNone;  // kNone: no access
    std::size_t tensor = 0;
    bool laterThan(const Access& o) const { return o.op == kNone ? op != kNone : op != kNone && (end != o.end ? end > o.end : op > o.op); }
};

// Accesses of one kind (reads, or writes) recorded over their spans.
class AccessLog {
public:
    explicit AccessLog(std::size_t segments);
    void record(Span span, const Access& access);
    // Of the recorded accesses sharing a segment with `span`, the one that ends last.
    std::optional<Access> latest(Span span) const;
    // How many recorded accesses share a segment with `span`.
    u64 count(Span span) const;

private:
    // A bottom-up segment tree over `leaves_` (a power of two) leaves, node 1
    // the root: whole_[n] is the latest access recorded over all of node n's
    // segments (never pushed down), best_[n] the latest over any segment below.
    std::size_t leaves_;
    std::vector<Access> best_, whole_;
    // Fenwick trees: accesses by the segment they begin at, and by their end.
    std::vector<u64> byBegin_, byEnd_;
};

// How many live tensors cover each segment.
class Coverage {
public:
    explicit Coverage(std::size_t segments);
    void add(Span span, long delta);
    // Some segment of `span` is covered.
    bool any(Span span) const;

private:
    void add(std::size_t node, std::size_t lo, std::size_t hi, Span span, long delta);
    long most(std::size_t node, std::size_t lo, std::size_t hi, Span span) const;

    std::size_t segments_;
    std::vector<long> most_, whole_;  // the largest cover below a node; the cover of all its segments
};

}  // namespace tcpwb::schedule::detail
