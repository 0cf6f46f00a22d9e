#pragma once
// How the analysis panels write what core/analysis computed: a source
// location short enough for a table column (the whole one is the tooltip),
// shares as percentages, and why an operation on the critical path waited.
#include <QString>
#include <optional>
#include <string>
#include <vector>

#include "analysis/critical_path.h"
#include "analysis/op_graph.h"

namespace tcpwb::widgets {

// "mod.rs:52:76": the file's name without its folders, the line and column
// (the column left out when 0); "" without a line.
QString shortLocation(const std::string& file, u64 line, u64 column);
QString shortLocation(const analysis::OpGraph& graph, const analysis::Op& op);
// "src/ops/gemm/mod.rs:52:76", or "" for an unlocated operation.
QString fullLocation(const analysis::OpGraph& graph, const analysis::Op& op);
// An operation named in a sentence: its text and, when located, where.
QString operationText(const analysis::OpGraph& graph, analysis::OpId op);
// 0.893 -> "89.3%"
QString shareText(double share);
// +12.5% or -3.0%; "n/a" without a baseline.
QString signedPercentText(const std::optional<double>& percent);
// +12 or -3 (0 as 0).
QString signedText(std::int64_t value);
// "MainContext, VectorEngine"
QString joined(const std::vector<std::string>& names);
// Why the operation started when it did: "data: vISA(T13)_30 from mod.rs:39:66".
QString waitText(const analysis::OpGraph& graph, const analysis::Wait& wait);

}  // namespace tcpwb::widgets
