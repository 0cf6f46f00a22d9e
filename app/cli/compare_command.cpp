// `tcpwb-cli compare A B`: two runs of a kernel (two traces in any format the
// workbench reads) matched operation by operation, the largest regressions
// first; see docs/cli-compare.md.
#include <fmt/format.h>

#include <future>
#include <iostream>

#include "analysis/op_graph.h"
#include "analysis/source_compare.h"
#include "commands.h"
#include "input_argument.h"
#include "trace/compare.h"
#include "trace/read.h"

namespace tcpwb::cli {
namespace {

// "+12.5%", or "n/a" without a baseline.
std::string percentText(const std::optional<double>& percent) { return percent ? fmt::format("{:+.1f}%", *percent) : std::string("n/a"); }

// "cycles" (a trace's unit is "cycle"), or the unit as it is ("us").
std::string unitText(const std::string& unit) { return unit == "cycle" ? "cycles" : unit; }

json percentJson(const std::optional<double>& percent) { return percent ? json(*percent) : json(nullptr); }

json sliceJson(const trace::ComparedSlice& s) { return {{"start", s.start}, {"end", s.end}, {"duration", s.duration()}}; }

json opJson(const trace::OpDelta& d) {
    return {{"track", d.track},
            {"name", d.name},
            {"category", d.category},
            {"occurrence", d.occurrence},
            {"depth", d.depth},
            {"a", sliceJson(d.a)},
            {"b", sliceJson(d.b)},
            {"start_delta", d.startDelta()},
            {"duration_delta", d.durationDelta()},
            {"duration_percent", percentJson(d.durationPercent())}};
}

json unmatchedJson(const std::vector<trace::UnmatchedOp>& ops) {
    json out = json::array();
    for (const trace::UnmatchedOp& u : ops)
        out.push_back(
            {{"track", u.track}, {"name", u.name}, {"category", u.category}, {"occurrence", u.occurrence}, {"slice", sliceJson(u.slice)}});
    return out;
}

json totalJson(const trace::GroupTotal& g) {
    return {{"key", g.key},
            {"a", g.a},
            {"b", g.b},
            {"count_a", g.countA},
            {"count_b", g.countB},
            {"delta", g.delta()},
            {"percent", percentJson(g.percent())}};
}

json totalsJson(const std::vector<trace::GroupTotal>& groups) {
    json out = json::array();
    for (const trace::GroupTotal& g : groups) out.push_back(totalJson(g));
    return out;
}

// The first `top` ops (0: all).
std::size_t shown(std::size_t count, u64 top) { return top == 0 ? count : static_cast<std::size_t>(std::min<u64>(count, top)); }

json comparisonJson(const trace::Comparison& c, const CompareOptions& o) {
    json ops = json::array();
    for (std::size_t i = 0; i < shown(c.ops.size(), o.top); ++i) ops.push_back(opJson(c.ops[i]));
    return {{"a", shownName(o.fileA)},
            {"b", shownName(o.fileB)},
            {"time_unit", c.timeUnit},
            {"span",
             {{"a", {{"first", c.span.firstA}, {"last", c.span.lastA}}},
              {"b", {{"first", c.span.firstB}, {"last", c.span.lastB}}},
              {"delta", c.span.delta()},
              {"percent", percentJson(c.span.percent())}}},
            {"matched", c.ops.size()},
            {"regressions", c.regressions()},
            {"improvements", c.improvements()},
            {"total", totalJson(c.matchedTotal())},
            {"ops", ops},
            {"only_a", unmatchedJson(c.onlyA)},
            {"only_b", unmatchedJson(c.onlyB)},
            {"tracks", totalsJson(c.tracks)},
            {"categories", totalsJson(c.categories)},
            {"stages", totalsJson(c.stages)}};
}

void printOps(const std::vector<trace::OpDelta>& ops, std::size_t count) {
    std::cout << fmt::format("  {:<16} {:<24} {:>4} {:>10} {:>10} {:>10} {:>8} {:>10}\n", "track", "name", "#", "A", "B", "delta", "%",
                             "start +");
    for (std::size_t i = 0; i < count; ++i) {
        const trace::OpDelta& d = ops[i];
        std::cout << fmt::format("  {:<16} {:<24} {:>4} {:>10} {:>10} {:>+10} {:>8} {:>+10}\n", d.track, std::string(d.depth, ' ') + d.name,
                                 d.occurrence, d.a.duration(), d.b.duration(), d.durationDelta(), percentText(d.durationPercent()),
                                 d.startDelta());
    }
}

void printTotals(const char* title, const std::vector<trace::GroupTotal>& groups) {
    if (groups.empty()) return;
    std::cout << title << '\n';
    for (const trace::GroupTotal& g : groups)
        std::cout << fmt::format("  {:<42} {:>10} {:>10} {:>+10} {:>8}\n", g.key, g.a, g.b, g.delta(), percentText(g.percent()));
}

// The first `top` (0: all) in the trace's order; JSON lists every one.
void printUnmatched(const char* title, const std::vector<trace::UnmatchedOp>& ops, u64 top) {
    if (ops.empty()) return;
    std::cout << fmt::format("{} ({})\n", title, ops.size());
    const std::size_t count = shown(ops.size(), top);
    for (std::size_t i = 0; i < count; ++i) {
        const trace::UnmatchedOp& u = ops[i];
        std::cout << fmt::format("  {:<16} {:<24} {:>4} at {} for {}\n", u.track, u.name, u.occurrence, u.slice.start, u.slice.duration());
    }
    if (count < ops.size()) std::cout << fmt::format("  ... and {} more (--top 0 lists all)\n", ops.size() - count);
}

void printText(const trace::Comparison& c, const CompareOptions& o) {
    std::cout << fmt::format("A           {}  ({} .. {})\n", shownName(o.fileA), c.span.firstA, c.span.lastA);
    std::cout << fmt::format("B           {}  ({} .. {})\n", shownName(o.fileB), c.span.firstB, c.span.lastB);
    std::cout << fmt::format("span        {} -> {} {}  {:+} ({})\n", c.span.a(), c.span.b(), unitText(c.timeUnit), c.span.delta(),
                             percentText(c.span.percent()));
    std::cout << fmt::format("matched     {} slices: {} regressed, {} improved; {} only in A, {} only in B\n", c.ops.size(),
                             c.regressions(), c.improvements(), c.onlyA.size(), c.onlyB.size());
    const std::size_t count = shown(c.ops.size(), o.top);
    std::cout << fmt::format("largest regressions first{}\n",
                             count < c.ops.size() ? fmt::format(" (top {} of {})", count, c.ops.size()) : "");
    printOps(c.ops, count);
    printUnmatched("only in A", c.onlyA, o.top);
    printUnmatched("only in B", c.onlyB, o.top);
    printTotals("per track (busy)", c.tracks);
    printTotals("per category", c.categories);
    printTotals("per stage", c.stages);
    const trace::GroupTotal total = c.matchedTotal();
    std::cout << fmt::format("total       {} matched operations: {} -> {} {}  {:+} ({}); span {:+} ({})\n", total.countA, total.a, total.b,
                             unitText(c.timeUnit), total.delta(), percentText(total.percent()), c.span.delta(),
                             percentText(c.span.percent()));
}

// The reader's error, saying which of the two files it is about.
int reportTraceError(const Output& out, diag::Diagnostic d, const char* side, const std::string& file) {
    d.message = fmt::format("{} `{}`: {}", side, file, d.message);
    return reportError(out, d, kBadInput, {}, {{"file", file}});
}

}  // namespace

CLI::App* addCompareCommand(CLI::App& app, CompareOptions& o, Output& out) {
    CLI::App* cmd = app.add_subcommand("compare", "Compare two runs (two traces): per-operation deltas, the largest regressions first");
    cmd->add_option("a", o.fileA, "The trace before (A); - reads it from stdin")->required();
    cmd->add_option("b", o.fileB, "The trace after (B); - reads it from stdin")->required();
    cmd->add_option("--top", o.top, "List only the first N operations (0: all; default 10)");
    cmd->add_flag("--by-source", o.bySource, "Match operations by source location and text (not by index) and report per-line deltas");
    cmd->add_flag("--json", out.json, "Print exactly one JSON object");
    return cmd;
}

int runCompare(const CompareOptions& o, const Output& out) {
    if (namesStdin(o.fileA) && namesStdin(o.fileB))
        return reportError(out, diag::Diagnostic(diag::Kind::usage_error, "A and B are both `-`: standard input holds one trace"),
                           kBadInput);
    // The two files are read at once, B on a thread of its own.
    auto laterB = std::async(std::launch::async, [&] { return readTraceArgument(o.fileB); });
    const auto a = readTraceArgument(o.fileA);
    const auto b = laterB.get();
    if (!a) return reportTraceError(out, a.error(), "A", shownName(o.fileA));
    if (!b) return reportTraceError(out, b.error(), "B", shownName(o.fileB));
    const auto comparison = trace::compareTraces(*a, *b);
    if (!comparison) return reportError(out, comparison.error(), kBadInput);
    std::optional<analysis::SourceComparison> bySource;
    if (o.bySource) bySource = analysis::compareBySource(*a, *b);
    if (out.json) {
        json result = comparisonJson(*comparison, o);
        if (bySource) result["by_source"] = sourceComparisonJson(*bySource);
        printJson(result);
    } else if (bySource) {
        // The source view replaces the per-slice table: indices change between compilations.
        std::cout << fmt::format("A           {}\nB           {}\n", shownName(o.fileA), shownName(o.fileB));
        printSourceComparison(*bySource, o.top);
    } else {
        printText(*comparison, o);
    }
    return kOk;
}

}  // namespace tcpwb::cli
