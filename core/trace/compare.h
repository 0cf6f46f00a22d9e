#pragma once
// Comparing two runs of a kernel: two traces (or two simulations, each
// turned into a trace by sim::traceOfRun) matched operation by operation.
//
// A kernel writer changes a mapping and runs again: the operations keep
// their names and their order on each resource. So a slice of A matches the
// slice of B on the same track (same process and track name) with the same
// name and the same occurrence index among that track's slices of that name
// (the 3rd "fetch" on kernel/main matches the 3rd "fetch" on kernel/main).
// What is left over is only in A or only in B. See docs/gui-compare.md.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "diag/diagnostic.h"
#include "trace/trace.h"

namespace tcpwb::trace {

// b - a as a signed count, saturating at the int64 limits.
std::int64_t signedDelta(u64 a, u64 b);
// 100 * (b - a) / a; none when a is 0 (no baseline to be a percentage of).
std::optional<double> percentDelta(u64 a, u64 b);

// One slice of a trace as the comparison names it.
struct ComparedSlice {
    std::uint32_t slice = 0;  // index into that trace's Trace::slices
    u64 start = 0, end = 0;
    u64 duration() const { return end - start; }
};

struct OpDelta {
    std::string track;             // "process/name", as both traces call the track
    std::string name;              // the slice's name
    std::string category;          // A's category
    std::uint32_t occurrence = 0;  // 0: the first slice of this name on this track
    std::uint32_t depth = 0;       // A's nesting depth (0: an operation, above: its stages)
    ComparedSlice a, b;
    std::int64_t startDelta() const { return signedDelta(a.start, b.start); }
    std::int64_t durationDelta() const { return signedDelta(a.duration(), b.duration()); }
    std::optional<double> durationPercent() const { return percentDelta(a.duration(), b.duration()); }
};

// A slice of one trace that the other has no match for.
struct UnmatchedOp {
    std::string track, name, category;
    std::uint32_t occurrence = 0;
    ComparedSlice slice;
};

// Summed durations of one group (a track, a category, a stage name) in A and B.
struct GroupTotal {
    std::string key;
    u64 a = 0, b = 0;            // summed durations (a track: its outermost slices, i.e. busy time)
    u64 countA = 0, countB = 0;  // slices summed
    std::int64_t delta() const { return signedDelta(a, b); }
    std::optional<double> percent() const { return percentDelta(a, b); }
};

struct SpanDelta {
    u64 firstA = 0, lastA = 0, firstB = 0, lastB = 0;
    u64 a() const { return lastA - firstA; }
    u64 b() const { return lastB - firstB; }
    std::int64_t delta() const { return signedDelta(a(), b()); }
    std::optional<double> percent() const { return percentDelta(a(), b()); }
};

struct Comparison {
    // Regressions first (largest duration increase first), then improvements
    // (largest decrease first), then unchanged durations (largest start
    // shift first); ties in A's order.
    std::vector<OpDelta> ops;
    std::vector<UnmatchedOp> onlyA, onlyB;  // each in its trace's order
    std::vector<GroupTotal> tracks;         // outermost slices per track, in A's track order then B's
    std::vector<GroupTotal> categories;     // every slice per category, by name
    std::vector<GroupTotal> stages;         // nested slices (depth > 0) per name, e.g. engine stages
    SpanDelta span;                         // end-to-end: earliest start to latest end
    std::string timeUnit;                   // both traces'

    std::size_t regressions() const;   // matched ops whose duration grew
    std::size_t improvements() const;  // matched ops whose duration shrank
    // The matched outermost slices' (operations') summed durations in A and B.
    GroupTotal matchedTotal() const;
};

// "kernel/main", or "pid:tid" for a track without names.
std::string trackKey(const Track& track);

// Error kinds: compare_no_slices (a trace has nothing to compare),
// compare_time_unit_mismatch (one in cycles, the other in microseconds),
// compare_too_long (a trace's slices last more than 2^62 in all: its totals
// and deltas would not be exact).
diag::Result<Comparison> compareTraces(const Trace& a, const Trace& b);

}  // namespace tcpwb::trace
