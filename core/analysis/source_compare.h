#pragma once
// Two schedules of a kernel compared line by line of its source: the rows of
// costBySource matched across the two, not operations by index (which
// changes with every compilation). Three passes, each on what the previous
// left:
//
// 1. `same`: the same file, line, column and operation text;
// 2. `moved`: the same file and text, the location changed (lines added
//    above it), matched in source order;
// 3. `edited`: the same file and line, the text changed (the kernel writer
//    changed that operation's mapping), matched in column order.
//
// What is left is `removed` (only in A) or `added` (only in B). Before any
// delta is trusted, the kernels themselves are compared: a tensor the two
// name alike, or a DMA operation they match, that holds or moves a different
// number of bytes means the shapes, element types or sizes differ, and the
// makespan change is a new baseline, not a tuning result (the book's
// Diagnosis: "Keep the comparison valid").
#include <optional>
#include <string>
#include <vector>

#include "analysis/by_source.h"

namespace tcpwb::analysis {

enum class SourceMatch { Same, Moved, Edited };
std::string_view sourceMatchName(SourceMatch m);  // "same", "moved", "edited"

struct SourceDelta {
    SourceMatch match = SourceMatch::Same;
    SourceRow a, b;
    std::int64_t delta() const;             // b.busyCycles - a.busyCycles
    std::optional<double> percent() const;  // none when A's is 0
};

struct SourceComparison {
    std::vector<SourceDelta> matched;  // largest increase first, then largest decrease, then unchanged; ties in A's row order
    std::vector<SourceRow> removed;    // only in A, largest first
    std::vector<SourceRow> added;      // only in B, largest first
    u64 makespanA = 0, makespanB = 0;
    u64 unlocatedA = 0, unlocatedB = 0;  // cycles of operations without a location
    // One sentence per difference between the two kernels themselves; empty
    // when nothing says they differ.
    std::vector<std::string> kernelDifferences;
    std::int64_t makespanDelta() const;
    std::optional<double> makespanPercent() const;
};

SourceComparison compareBySource(const OpGraph& a, const OpGraph& b);
// The same from the two traces: each side's graph and cost per source line
// are built on a thread of their own, the sides being independent.
SourceComparison compareBySource(const trace::Trace& a, const trace::Trace& b);
// The same with each side's cost per source line already computed
// (costBySource of `a` and of `b`), as a viewer holding them has.
SourceComparison compareBySource(const OpGraph& a, const OpGraph& b, const SourceCost& costA, const SourceCost& costB);

}  // namespace tcpwb::analysis
