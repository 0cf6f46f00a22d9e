// `tcpwb-cli trace`: what a trace file holds (format, tracks, slices, time
// span, what could not be placed), and conversion to Chrome Trace JSON.
#include <fmt/format.h>

#include <algorithm>
#include <iostream>
#include <map>
#include <optional>

#include "analysis/op_graph.h"
#include "commands.h"
#include "input_argument.h"
#include "trace/chrome_writer.h"
#include "trace/read.h"

namespace tcpwb::cli {
namespace {

struct TrackSummary {
    u64 slices = 0;
    u64 busy = 0;  // cycles covered by its outermost slices
    std::uint32_t maxDepth = 0;
};

std::vector<TrackSummary> summarise(const trace::Trace& t) {
    std::vector<TrackSummary> out(t.tracks.size());
    for (const trace::Slice& s : t.slices) {
        TrackSummary& track = out.at(s.track);
        ++track.slices;
        track.maxDepth = std::max(track.maxDepth, s.depth);
        if (s.depth == 0) track.busy += s.end - s.start;
    }
    return out;
}

// A furiosa-opt schedule's own numbers: how many instructions and tensors
// it holds (every one placed), its makespan (the largest lifetime end) and
// its header.
json scheduleJson(const trace::Trace& t) {
    const auto tensor = t.find("tensor");
    std::vector<bool> seen;  // by the `instruction` argument: its position in the file
    u64 tensors = 0, makespan = 0;
    for (std::uint32_t i = 0; i < t.slices.size(); ++i) {
        const trace::Slice& s = t.slices[i];
        makespan = std::max(makespan, s.end);
        if (tensor && s.category == *tensor) ++tensors;
        else if (const auto* v = analysis::sliceArg(t, i, "instruction"))
            if (const auto* position = std::get_if<std::int64_t>(v); position && *position >= 0) {
                if (static_cast<std::size_t>(*position) >= seen.size()) seen.resize(static_cast<std::size_t>(*position) + 1, false);
                seen[static_cast<std::size_t>(*position)] = true;
            }
    }
    json out = {{"instructions", std::count(seen.begin(), seen.end(), true)}, {"tensors", tensors}, {"makespan", makespan}};
    for (const auto& [key, value] : t.metadata)
        if (key == "title") out[key] = value;
        else if (key == "total_memory" || key == "page_size") out[key] = std::stoull(value);
    return out;
}

json traceJson(const trace::Trace& t, const std::string& file, const std::optional<std::string>& written) {
    const auto summary = summarise(t);
    json tracks = json::array();
    for (std::size_t i = 0; i < t.tracks.size(); ++i) {
        const trace::Track& track = t.tracks[i];
        tracks.push_back({{"name", track.name},
                          {"process", track.process},
                          {"pid", track.pid},
                          {"tid", track.tid},
                          {"slices", summary[i].slices},
                          {"busy", summary[i].busy},
                          {"max_depth", summary[i].maxDepth}});
    }
    json counters = json::array();
    for (const trace::Counter& c : t.counters) counters.push_back({{"name", c.name}, {"pid", c.pid}, {"samples", c.samples.size()}});
    json metadata = json::object();
    for (const auto& [key, value] : t.metadata) metadata[key] = value;
    json out = {{"file", file},
                {"format", std::string(trace::formatName(t.format))},
                {"time_unit", t.timeUnit},
                {"tracks", tracks},
                {"slices", t.slices.size()},
                {"flows", t.flows.size()},
                {"counters", counters},
                {"span", {{"first", t.firstCycle()}, {"last", t.lastCycle()}}},
                {"metadata", metadata},
                {"unplaced", t.notes}};
    if (written) out["written"] = *written;
    if (t.format == trace::Format::FuriosaSchedule) out["schedule"] = scheduleJson(t);
    return out;
}

void printText(const trace::Trace& t, const std::optional<std::string>& written) {
    const auto summary = summarise(t);
    std::cout << fmt::format("format      {} (times in {})\n", trace::formatName(t.format), t.timeUnit);
    std::cout << fmt::format("span        {} .. {}\n", t.firstCycle(), t.lastCycle());
    std::cout << fmt::format("slices      {} on {} tracks, {} flows, {} counters\n", t.slices.size(), t.tracks.size(), t.flows.size(),
                             t.counters.size());
    for (std::size_t i = 0; i < t.tracks.size(); ++i) {
        const trace::Track& track = t.tracks[i];
        const std::string name = track.process.empty() ? track.name : track.process + "/" + track.name;
        std::cout << fmt::format("  {:<28} {:>8} slices  busy {:>10}  levels {}\n",
                                 name.empty() ? fmt::format("{}:{}", track.pid, track.tid) : name, summary[i].slices, summary[i].busy,
                                 summary[i].maxDepth + (summary[i].slices ? 1 : 0));
    }
    for (const trace::Counter& c : t.counters) std::cout << fmt::format("  counter {:<20} {} samples\n", c.name, c.samples.size());
    for (const std::string& note : t.notes) std::cout << "unplaced    " << note << '\n';
    if (written) std::cout << "wrote       " << *written << '\n';
}

// "reading 12 MB of 800 MB (1%)", or "reading 12 MB" when the size is not
// known (standard input); only when the figure changes.
trace::Progress progressOnStderr(u64& lastShown) {
    return [&lastShown](u64 done, u64 total) {
        const u64 shown = total ? done * 100 / total : done >> 20;
        if (shown == lastShown) return true;
        lastShown = shown;
        if (total) std::cerr << fmt::format("\rreading {} MB of {} MB ({}%)", done >> 20, total >> 20, shown) << std::flush;
        else std::cerr << fmt::format("\rreading {} MB", shown) << std::flush;
        return true;
    };
}

diag::Result<trace::Trace> load(const TraceFileOptions& o) {
    std::optional<trace::Format> format;
    if (o.format != "auto") {
        format = trace::parseFormat(o.format);
        if (!format)
            return diag::Diagnostic(
                diag::Kind::usage_error,
                fmt::format("--format `{}` is not one of auto, chrome, furiosa_npu_chrome, furiosa_schedule", o.format));
    }
    u64 lastShown = ~u64{0};
    auto t = readTraceArgument(o.file, format, o.progress ? progressOnStderr(lastShown) : trace::Progress{});
    if (o.progress) std::cerr << '\n';
    return t;
}

}  // namespace

CLI::App* addTraceCommand(CLI::App& app, TraceFileOptions& o, Output& out) {
    CLI::App* cmd =
        app.add_subcommand("trace", "Summarise a kernel trace (Chrome, Furiosa NPU profile, furiosa-opt schedule) or convert it");
    cmd->add_option("file", o.file, "The trace file; - reads it from stdin")->required();
    cmd->add_option("--format", o.format, "auto (default), chrome, furiosa_npu_chrome or furiosa_schedule");
    cmd->add_option("--to-chrome", o.toChrome, "Write the trace as Chrome Trace Event JSON (Perfetto) to this file");
    cmd->add_flag("--progress", o.progress, "Report reading progress on stderr");
    cmd->add_flag("--json", out.json, "Print exactly one JSON object");
    addAnalysisFlags(cmd, o.analysis);
    return cmd;
}

int runTrace(const TraceFileOptions& o, const Output& out) {
    const auto t = load(o);
    if (!t) return reportError(out, t.error(), kBadInput);
    if (o.toChrome)
        if (auto failed = trace::writeChromeTraceFile(*t, *o.toChrome)) return reportError(out, *failed, kBadInput);
    if (out.json) {
        json result = traceJson(*t, shownName(o.file), o.toChrome);
        if (o.analysis.any()) addAnalysisJson(result, analysis::opGraphOf(*t), o.analysis);
        printJson(result);
    } else {
        printText(*t, o.toChrome);
        if (o.analysis.any()) printAnalysisText(analysis::opGraphOf(*t), o.analysis);
    }
    return kOk;
}

}  // namespace tcpwb::cli
