#include "analysis_output.h"

#include <fmt/format.h>

#include <iostream>

#include "analysis/by_source.h"
#include "analysis/critical_path.h"
#include "analysis/dma_rate.h"
#include "analysis/idle.h"

namespace tcpwb::cli {
namespace {

using namespace tcpwb::analysis;

json orNull(const std::string& text) { return text.empty() ? json(nullptr) : json(text); }

json opBrief(const OpGraph& g, OpId id) {
    if (id == kNone) return nullptr;
    const Op& op = g.ops[id];
    json contexts = json::array();
    for (ContextId c : g.contextsOf(op)) contexts.push_back(g.contexts[c]);
    return {{"index", orNull(opIndex(g, op))},
            {"name", g.text(op.name)},
            {"kind", g.text(op.kind)},
            {"source", orNull(g.locationOf(op))},
            {"contexts", contexts},
            {"start", op.start},
            {"end", op.end},
            {"duration", op.duration()}};
}

std::string tensorName(const OpGraph& g, TensorId t) { return t == kNone ? std::string() : g.nameOf(g.tensors[t]); }

// "gemm/mod.rs:52" for text tables: the last folder and the file.
std::string shortLocation(const OpGraph& g, const Op& op) {
    if (!op.located()) return "-";
    std::string file = g.text(op.file);
    const auto slash = file.rfind('/');
    if (slash != std::string::npos && slash > 0) {
        const auto before = file.rfind('/', slash - 1);
        file = file.substr(before == std::string::npos ? 0 : before + 1);
    }
    return fmt::format("{}:{}", file, op.line);
}

std::string clip(const std::string& text, std::size_t width) { return text.size() <= width ? text : text.substr(0, width - 3) + "..."; }

std::string percent(double share) { return fmt::format("{:.1f}%", 100.0 * share); }

json bySourceJson(const SourceCost& cost) {
    json rows = json::array();
    for (const SourceRow& r : cost.rows)
        rows.push_back({{"file", r.file},
                        {"line", r.line},
                        {"column", r.column},
                        {"text", r.text},
                        {"ops", r.ops},
                        {"busy_cycles", r.busyCycles},
                        {"share", r.share},
                        {"contexts", r.contexts},
                        {"first_start", r.firstStart},
                        {"last_end", r.lastEnd}});
    return rows;
}

json waitJson(const OpGraph& g, const Wait& w) {
    json out = {{"reason", std::string(waitReasonName(w.reason))}, {"ready", w.ready}, {"after", opBrief(g, w.after)}};
    if (w.tensor != kNone) out["tensor"] = tensorName(g, w.tensor);
    if (w.written != kNone) out["written"] = tensorName(g, w.written);
    if (w.context != kNone) out["context"] = g.contexts[w.context];
    return out;
}

json criticalPathJson(const OpGraph& g, const CriticalPath& path) {
    json links = json::array();
    for (const ChainLink& l : path.links) {
        json also = json::array();
        for (const Wait& w : l.alsoReady) also.push_back(waitJson(g, w));
        links.push_back({{"op", opBrief(g, l.op)}, {"wait", waitJson(g, l.wait)}, {"slack", l.slack}, {"also_ready", also}});
    }
    json perContext = json::array();
    for (const auto& [context, cycles] : path.busyPerContext)
        perContext.push_back({{"context", g.contexts[context]}, {"busy_cycles", cycles}});
    return {{"end", path.end},
            {"busy_cycles", path.busyCycles},
            {"slack_cycles", path.slackCycles},
            {"per_context", perContext},
            {"links", links}};
}

json idleJson(const OpGraph& g, const std::vector<ContextIdle>& idle, u64 minCycles) {
    json contexts = json::array();
    for (const ContextIdle& c : idle) {
        json holes = json::array();
        for (const IdleHole& h : c.holes)
            holes.push_back({{"start", h.start},
                             {"end", h.end},
                             {"cycles", h.cycles()},
                             {"after", opBrief(g, h.after)},
                             {"before", opBrief(g, h.before)}});
        contexts.push_back({{"context", g.contexts[c.context]},
                            {"ops", c.ops},
                            {"busy_cycles", c.busyCycles},
                            {"idle_cycles", c.idleCycles},
                            {"utilisation", c.utilisation},
                            {"holes", holes}});
    }
    return {{"min_cycles", minCycles}, {"span", {{"first", 0}, {"last", g.makespan}}}, {"contexts", contexts}};
}

json hardwareJson(const HardwareConfig& h) {
    json sequencers = json::array();
    for (const SequencerText& s : h.sequencers) {
        json entries = json::array();
        for (const SequencerEntryText& e : s.entries) {
            json entry = {{"size", e.size}, {"stride", e.stride}};
            if (!e.term.empty()) entry["term"] = e.term;
            entries.push_back(entry);
        }
        sequencers.push_back({{"label", s.label},
                              {"notation", s.notation()},
                              {"entries", entries},
                              {"packet_size", s.packetSize ? json(*s.packetSize) : json(nullptr)},
                              {"iterations", s.iterations()}});
    }
    json sizes = json::array();
    for (const auto& [name, value] : h.sizes) sizes.push_back({{"name", name}, {"value", value}});
    json switches = json::array();
    for (const SwitchText& s : h.switches) {
        json parameters = json::object();
        for (const auto& [name, value] : s.parameters) parameters[name] = value;
        switches.push_back({{"kind", s.kind}, {"parameters", parameters}});
    }
    return {{"sequencers", sequencers}, {"sizes", sizes}, {"switches", switches}};
}

json dmaJson(const OpGraph& g, const std::vector<DmaTransfer>& transfers) {
    json out = json::array();
    for (const DmaTransfer& d : transfers) {
        json tensors = json::array();
        for (TensorId t : d.tensors) tensors.push_back(tensorName(g, t));
        out.push_back({{"op", opBrief(g, d.op)},
                       {"bytes", d.bytes},
                       {"valid_bytes", d.validBytes},
                       {"cycles", g.ops[d.op].duration()},
                       {"bytes_per_cycle", d.bytesPerCycle},
                       {"peak_bytes_per_cycle", d.peakBytesPerCycle},
                       {"peak_share", d.peakShare},
                       {"above_peak", d.abovePeak()},
                       {"schedule_util", d.scheduleUtil ? json(*d.scheduleUtil) : json(nullptr)},
                       {"tensors", tensors},
                       {"hardware", hardwareJson(d.config)}});
    }
    return out;
}

// Every operation whose description holds a hardware configuration.
json hardwareOpsJson(const OpGraph& g) {
    json out = json::array();
    for (OpId id = 0; id < g.ops.size(); ++id) {
        const HardwareConfig h = hardwareConfigOf(sliceArgText(*g.trace, g.ops[id].slice, "description"));
        if (!h.empty()) out.push_back({{"op", opBrief(g, id)}, {"hardware", hardwareJson(h)}});
    }
    return out;
}

void printBySource(const SourceCost& cost) {
    std::cout << fmt::format(
        "cost per source line (makespan {} cycles; {} located operations, {} cycles; {} without a location, {} cycles)\n", cost.makespan,
        cost.locatedOps, cost.locatedCycles, cost.unlocatedOps, cost.unlocatedCycles);
    std::cout << fmt::format("  {:>10} {:>7} {:>5}  {:<28} {:<26} {}\n", "cycles", "share", "ops", "where", "contexts", "operation");
    for (const SourceRow& r : cost.rows) {
        std::string contexts;
        for (const std::string& c : r.contexts) contexts += (contexts.empty() ? "" : ", ") + c;
        std::cout << fmt::format("  {:>10} {:>7} {:>5}  {:<28} {:<26} {}\n", r.busyCycles, percent(r.share), r.ops,
                                 clip(fmt::format("{}:{}:{}", r.file, r.line, r.column), 28), clip(contexts, 26), clip(r.text, 80));
    }
}

std::string waitText(const OpGraph& g, const Wait& w) {
    switch (w.reason) {
        case WaitReason::KernelStart: return "kernel start";
        case WaitReason::Data: return fmt::format("data: `{}` from {}", tensorName(g, w.tensor), shortLocation(g, g.ops[w.after]));
        case WaitReason::Memory:
            return w.tensor == w.written ? fmt::format("memory: `{}` still read", tensorName(g, w.tensor))
                                         : fmt::format("memory: `{}` reuses `{}`", tensorName(g, w.written), tensorName(g, w.tensor));
        case WaitReason::Context: return fmt::format("context {} held by {}", g.contexts[w.context], shortLocation(g, g.ops[w.after]));
    }
    return {};
}

void printCriticalPath(const OpGraph& g, const CriticalPath& path) {
    std::cout << fmt::format("critical path to cycle {}: {} operations, {} cycles busy, {} waiting\n", path.end, path.links.size(),
                             path.busyCycles, path.slackCycles);
    std::cout << fmt::format("  {:>10} {:>10} {:>9} {:>8}  {:<44} {}\n", "start", "end", "cycles", "slack", "waited for", "operation");
    for (const ChainLink& l : path.links) {
        const Op& op = g.ops[l.op];
        std::cout << fmt::format("  {:>10} {:>10} {:>9} {:>8}  {:<44} {} {}\n", op.start, op.end, op.duration(), l.slack,
                                 clip(waitText(g, l.wait), 44), shortLocation(g, op), clip(g.text(op.name), 60));
    }
    for (const auto& [context, cycles] : path.busyPerContext) std::cout << fmt::format("  on {}: {} cycles\n", g.contexts[context], cycles);
}

void printIdle(const OpGraph& g, const std::vector<ContextIdle>& idle, u64 minCycles) {
    std::cout << fmt::format("idle holes of at least {} cycles, over 0 .. {}\n", minCycles, g.makespan);
    for (const ContextIdle& c : idle) {
        std::cout << fmt::format("  {:<16} busy {} of {} ({}), {} operations, {} holes\n", g.contexts[c.context], c.busyCycles, g.makespan,
                                 percent(c.utilisation), c.ops, c.holes.size());
        for (const IdleHole& h : c.holes)
            std::cout << fmt::format("    {:>10} .. {:<10} {:>9} cycles  after {}  before {}\n", h.start, h.end, h.cycles(),
                                     h.after == kNone ? "the start" : shortLocation(g, g.ops[h.after]),
                                     h.before == kNone ? "the end" : shortLocation(g, g.ops[h.before]));
    }
}

void printHardware(const HardwareConfig& h) {
    for (const SequencerText& s : h.sequencers)
        std::cout << fmt::format("      sequencer {:<16} {}  ({} iterations)\n", s.label.empty() ? "-" : s.label, s.notation(),
                                 s.iterations());
    for (const auto& [name, value] : h.sizes) std::cout << fmt::format("      {} = {}\n", name, value);
    for (const SwitchText& s : h.switches) {
        std::string parameters;
        for (const auto& [name, value] : s.parameters) parameters += fmt::format(" {}={}", name, value);
        std::cout << fmt::format("      switch {}{}\n", s.kind, parameters);
    }
}

void printDma(const OpGraph& g, const std::vector<DmaTransfer>& transfers) {
    const double peak = transfers.empty() ? 0.0 : transfers.front().peakBytesPerCycle;
    std::cout << fmt::format("DMA transfers against the DMA Engine's peak of {:.0f} B/cycle (\"Memory Performance\")\n", peak);
    std::cout << fmt::format("  {:>10} {:>12} {:>12} {:>9} {:>8} {:>8}  {:<20} {}\n", "cycles", "bytes", "valid", "B/cycle", "of peak",
                             "util", "where", "operation");
    for (const DmaTransfer& d : transfers) {
        const Op& op = g.ops[d.op];
        std::cout << fmt::format("  {:>10} {:>12} {:>12} {:>9.1f} {:>8} {:>8}  {:<20} {}\n", op.duration(), d.bytes, d.validBytes,
                                 d.bytesPerCycle, percent(d.peakShare), d.scheduleUtil ? percent(*d.scheduleUtil) : std::string("-"),
                                 shortLocation(g, op), clip(g.text(op.name), 60));
        if (d.abovePeak())
            std::cout
                << "      more DM bytes than the engine moves at its peak: the source is smaller (one copy written to several slices)\n";
        printHardware(d.config);
    }
}

}  // namespace

void addAnalysisFlags(CLI::App* command, AnalysisOptions& o) {
    command->add_flag("--by-source", o.bySource, "Cost per source line: operations grouped by their source location");
    command->add_flag("--critical-path", o.criticalPath, "The chain of operations that sets the makespan, and why each waited");
    command->add_flag("--idle", o.idle, "Each context's idle holes and utilisation");
    command->add_option("--idle-min", o.idleMin, "With --idle: list holes of at least this many cycles (default 1)");
    command->add_flag("--dma", o.dma, "Each DMA operation's bytes and bytes per cycle against the peak, and hardware configurations");
}

void addAnalysisJson(json& out, const OpGraph& g, const AnalysisOptions& o) {
    if (o.bySource) {
        const SourceCost cost = costBySource(g);
        out["by_source"] = bySourceJson(cost);
        out["by_source_totals"] = {{"makespan", cost.makespan},
                                   {"located_ops", cost.locatedOps},
                                   {"located_cycles", cost.locatedCycles},
                                   {"unlocated_ops", cost.unlocatedOps},
                                   {"unlocated_cycles", cost.unlocatedCycles}};
    }
    if (o.criticalPath) out["critical_path"] = criticalPathJson(g, criticalPath(g));
    if (o.idle) out["idle"] = idleJson(g, idleHoles(g, o.idleMin), o.idleMin);
    if (o.dma) {
        out["dma"] = dmaJson(g, dmaTransfers(g));
        out["hardware"] = hardwareOpsJson(g);
    }
}

void printAnalysisText(const OpGraph& g, const AnalysisOptions& o) {
    if (o.bySource) printBySource(costBySource(g));
    if (o.criticalPath) printCriticalPath(g, criticalPath(g));
    if (o.idle) printIdle(g, idleHoles(g, o.idleMin), o.idleMin);
    if (o.dma) printDma(g, dmaTransfers(g));
}

}  // namespace tcpwb::cli

namespace tcpwb::cli {
namespace {

json sourceRowJson(const analysis::SourceRow& r) {
    return {{"file", r.file}, {"line", r.line}, {"column", r.column}, {"text", r.text}, {"ops", r.ops}, {"busy_cycles", r.busyCycles}};
}

json percentOrNull(const std::optional<double>& p) { return p ? json(*p) : json(nullptr); }

}  // namespace

json sourceComparisonJson(const analysis::SourceComparison& c) {
    json matched = json::array();
    for (const analysis::SourceDelta& d : c.matched)
        matched.push_back({{"match", std::string(analysis::sourceMatchName(d.match))},
                           {"a", sourceRowJson(d.a)},
                           {"b", sourceRowJson(d.b)},
                           {"delta", d.delta()},
                           {"percent", percentOrNull(d.percent())}});
    json removed = json::array(), added = json::array();
    for (const analysis::SourceRow& r : c.removed) removed.push_back(sourceRowJson(r));
    for (const analysis::SourceRow& r : c.added) added.push_back(sourceRowJson(r));
    return {{"kernels_differ", !c.kernelDifferences.empty()},
            {"kernel_differences", c.kernelDifferences},
            {"makespan",
             {{"a", c.makespanA}, {"b", c.makespanB}, {"delta", c.makespanDelta()}, {"percent", percentOrNull(c.makespanPercent())}}},
            {"unlocated_cycles", {{"a", c.unlocatedA}, {"b", c.unlocatedB}}},
            {"lines", matched},
            {"removed", removed},
            {"added", added}};
}

void printSourceComparison(const analysis::SourceComparison& c, u64 top) {
    if (!c.kernelDifferences.empty()) {
        std::cout << "WARNING     the two kernels differ, so this is a new baseline, not a tuning result:\n";
        for (const std::string& d : c.kernelDifferences) std::cout << "            " << d << '\n';
    }
    const auto p = c.makespanPercent();
    std::cout << fmt::format("makespan    {} -> {} cycles  {:+} ({})\n", c.makespanA, c.makespanB, c.makespanDelta(),
                             p ? fmt::format("{:+.1f}%", *p) : std::string("n/a"));
    std::cout << fmt::format("by source   {} lines matched, {} removed, {} added\n", c.matched.size(), c.removed.size(), c.added.size());
    std::cout << fmt::format("  {:<7} {:<30} {:>10} {:>10} {:>10} {:>8}  {}\n", "match", "where (A -> B)", "A", "B", "delta", "%",
                             "operation");
    const std::size_t count = top == 0 ? c.matched.size() : std::min<std::size_t>(c.matched.size(), static_cast<std::size_t>(top));
    for (std::size_t i = 0; i < count; ++i) {
        const analysis::SourceDelta& d = c.matched[i];
        const std::string where =
            d.a.line == d.b.line ? fmt::format("{}:{}", d.a.file, d.a.line) : fmt::format("{}:{} -> {}", d.a.file, d.a.line, d.b.line);
        const auto percent = d.percent();
        std::cout << fmt::format("  {:<7} {:<30} {:>10} {:>10} {:>+10} {:>8}  {}\n", analysis::sourceMatchName(d.match), clip(where, 30),
                                 d.a.busyCycles, d.b.busyCycles, d.delta(),
                                 percent ? fmt::format("{:+.1f}%", *percent) : std::string("n/a"), clip(d.b.text, 60));
    }
    if (count < c.matched.size()) std::cout << fmt::format("  ... and {} more (--top 0 lists all)\n", c.matched.size() - count);
    for (const analysis::SourceRow& r : c.removed)
        std::cout << fmt::format("  removed {}:{}  {} cycles  {}\n", r.file, r.line, r.busyCycles, clip(r.text, 60));
    for (const analysis::SourceRow& r : c.added)
        std::cout << fmt::format("  added   {}:{}  {} cycles  {}\n", r.file, r.line, r.busyCycles, clip(r.text, 60));
}

}  // namespace tcpwb::cli
