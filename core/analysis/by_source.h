#pragma once
// Cost per source line: the operations of a schedule grouped by where they
// come from in the kernel's source (file, line, column and the operation's
// text), with the cycles they occupy. An operation on several contexts
// counts its duration once. The rows' busy cycles add up to the summed
// durations of the located operations.
#include <string>
#include <string_view>
#include <vector>

#include "analysis/op_graph.h"

namespace tcpwb::analysis {

struct SourceRow {
    std::string file;
    u64 line = 0, column = 0;
    std::string text;  // the operation's one-line text
    u64 ops = 0;
    u64 busyCycles = 0;  // summed durations of its operations
    double share = 0;    // busyCycles / makespan (0 when the makespan is 0)
    u64 firstStart = 0, lastEnd = 0;
    std::vector<std::string> contexts;  // every context its operations occupy, first seen first
    std::vector<OpId> opIds;            // its operations, in the trace's order
};

struct SourceCost {
    std::vector<SourceRow> rows;  // largest busyCycles first; ties by file, line, column, text
    u64 makespan = 0;
    u64 locatedOps = 0, locatedCycles = 0;
    u64 unlocatedOps = 0, unlocatedCycles = 0;  // operations without a source location
};

SourceCost costBySource(const OpGraph& graph);

// One line of a source file with the operations located on it: the rows
// that start there (several statements, or columns, may share a line)
// summed, for a source view's margin.
struct SourceLine {
    u64 line = 0;
    u64 ops = 0;
    u64 busyCycles = 0;
    double share = 0;               // busyCycles / makespan
    std::vector<std::size_t> rows;  // into SourceCost::rows, largest first
};

// The lines of `file` (as the rows name it) that hold operations, by line.
std::vector<SourceLine> linesOf(const SourceCost& cost, std::string_view file);
// Every file the rows name, the one with the most busy cycles first (ties
// by name).
std::vector<std::string> filesOf(const SourceCost& cost);

}  // namespace tcpwb::analysis
