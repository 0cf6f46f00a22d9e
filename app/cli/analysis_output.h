#pragma once
// The schedule analyses (core/analysis) as tcpwb-cli prints them, shared by
// `trace` (a file), `run --trace` (a simulated kernel) and `compare
// --by-source`: the flags, the JSON keys and the text tables. See
// docs/schedule-analysis.md.
#include <CLI/CLI.hpp>

#include "analysis/op_graph.h"
#include "analysis/source_compare.h"
#include "json_output.h"

namespace tcpwb::cli {

struct AnalysisOptions {
    bool bySource = false;
    bool criticalPath = false;
    bool idle = false;
    u64 idleMin = 1;  // cycles: shorter holes are not listed
    bool dma = false;
    bool any() const { return bySource || criticalPath || idle || dma; }
};

void addAnalysisFlags(CLI::App* command, AnalysisOptions& options);

// Adds `by_source` / `by_source_totals`, `critical_path`, `idle`, `dma` and
// `hardware` to `out`, as the options ask.
void addAnalysisJson(json& out, const analysis::OpGraph& graph, const AnalysisOptions& options);
void printAnalysisText(const analysis::OpGraph& graph, const AnalysisOptions& options);

json sourceComparisonJson(const analysis::SourceComparison& comparison);
void printSourceComparison(const analysis::SourceComparison& comparison, u64 top);

}  // namespace tcpwb::cli
