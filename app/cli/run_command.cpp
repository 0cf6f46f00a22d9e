// `tcpwb-cli run KERNEL.rs`: reads a Virtual ISA kernel, simulates it value by
// value, checks every output against the reference computation and prints
// the schedule; `--trace` writes it as Chrome Trace Event JSON. Contract:
// ../shared/contracts/cli.md; details in docs/cli-run.md.
#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>

#include "analysis/op_graph.h"
#include "commands.h"
#include "kernel/parse.h"
#include "sim/run.h"
#include "sim/run_trace.h"
#include "trace/chrome_writer.h"
#include "trace/compare.h"
#include "util/file.h"

namespace tcpwb::cli {
namespace {

// Front-end kinds that mean the file is not a kernel we can read (exit 2);
// any other error is a hardware rule the kernel breaks (exit 1).
bool isInputKind(const std::string& kind) {
    static const std::set<std::string> kinds{"syntax_error",     "unsupported_construct", "unknown_name",
                                             "type_mismatch",    "mapping_error",         "missing_kernel",
                                             "missing_annotation", "arity_mismatch",      "invalid_constant",
                                             "kernel_io_error",  "no_outputs",            "too_large"};
    return kinds.contains(kind);
}

std::optional<std::string> readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

json located(const diag::Diagnostic& d, const kernel::KernelSource& source) {
    json error = errorObject(d);
    if (d.offset) {
        const auto at = kernel::lineColumnOf(source.text, *d.offset);
        error["line"] = at.line;
        error["column"] = at.column;
    }
    return error;
}

int reportKernelError(const Output& out, const diag::Diagnostic& d, const kernel::KernelSource& source) {
    const int code = isInputKind(d.kind) ? kBadInput : kRuleViolation;
    if (out.json) printJson({{"ok", false}, {"error", located(d, source)}});
    else std::cerr << kernel::formatKernelError(source, d);
    return code;
}

// vector_filter's valid counts: per filtering pass, every slice's count.
json validCountsJson(const sim::RunResult& r) {
    json counts = json::array();
    for (const sim::OperationValidCount& op : r.validCounts) {
        json slices = json::array();
        for (const sim::SliceValidCount& s : op.slices)
            slices.push_back({{"chip", s.chip}, {"cluster", s.cluster}, {"slice", s.slice}, {"valid", s.valid}, {"positions", s.positions}});
        counts.push_back({{"op", op.op},
                          {"name", op.name},
                          {"stage", op.stage},
                          {"filter_id", op.filterId},
                          {"valid", op.valid()},
                          {"positions", op.positions()},
                          {"slices", slices}});
    }
    return counts;
}

json resultJson(const sim::RunResult& r, const kernel::KernelSource& source, const RunOptions& o) {
    json outputs = json::array();
    for (const sim::OutputCheck& c : r.outputs)
        outputs.push_back({{"name", c.tensor},
                           {"elements", c.elements},
                           {"max_abs_error", c.maxAbsError},
                           {"tolerance", c.tolerance},
                           {"ok", c.ok}});
    json ops = json::array();
    for (std::size_t i = 0; i < r.ops.size(); ++i) {
        const sim::OpTiming& op = r.ops[i];
        json stages = json::array();
        for (const sim::StageTiming& s : op.stages)
            stages.push_back({{"name", s.name}, {"cycles", s.cycles}, {"latency", s.latency}});
        ops.push_back({{"name", op.name},
                       {"resource", std::string(schedule::resourceName(op.resource))},
                       {"start", op.start},
                       {"end", op.end},
                       {"stages", stages}});
    }
    json warnings = json::array();
    // The simulator's warnings include the schedule's bank warnings.
    for (const diag::Diagnostic& w : r.warnings) warnings.push_back(located(w, source));
    json out = {{"ok", r.ok}, {"outputs", outputs}, {"cycles", r.cycles}, {"ops", ops}, {"warnings", warnings},
                {"valid_counts", validCountsJson(r)}};
    if (o.trace) out["trace"] = *o.trace;
    return out;
}

void printText(const sim::RunResult& r, const RunOptions& o) {
    for (const sim::OutputCheck& c : r.outputs)
        std::cout << fmt::format("output {:<16} {:>9} elements  max |error| {:.3g} (tolerance {:.3g})  {}\n", c.tensor,
                                 c.elements, c.maxAbsError, c.tolerance, c.ok ? "ok" : "MISMATCH");
    std::cout << fmt::format("cycles {}\n", r.cycles);
    for (const sim::OpTiming& op : r.ops)
        std::cout << fmt::format("  {:<5} {:>10} .. {:<10} {}\n", schedule::resourceName(op.resource), op.start, op.end,
                                 op.name);
    for (const sim::OperationValidCount& op : r.validCounts) {
        u64 least = ~u64{0}, most = 0;
        for (const sim::SliceValidCount& s : op.slices) {
            least = std::min(least, s.valid);
            most = std::max(most, s.valid);
        }
        std::cout << fmt::format("valid count  {}: vector_filter({}) kept {} of {} elements on {} slices ({}..{} per slice)\n", op.name,
                                 op.filterId, op.valid(), op.positions(), op.slices.size(), op.slices.empty() ? 0 : least, most);
    }
    for (const diag::Diagnostic& w : r.warnings) std::cout << "warning[" << w.kind << "]: " << w.message << '\n';
    if (o.trace) std::cout << "wrote " << *o.trace << '\n';
    std::cout << (r.ok ? "every output matches the reference\n" : "some outputs differ from the reference\n");
}

}  // namespace

CLI::App* addRunCommand(CLI::App& app, RunOptions& o, Output& out) {
    CLI::App* cmd = app.add_subcommand("run", "Simulate a Virtual ISA kernel (.rs) and check its outputs against a reference");
    cmd->add_option("file", o.file, "The kernel, written in Rust as the manual writes it")->required();
    cmd->add_option("--seed", o.seed, "Seed for every random input (replaces the kernel's seed_from_u64)");
    cmd->add_option("--trace", o.trace, "Write the schedule as Chrome Trace Event JSON (Perfetto, tcpwb) to this file");
    cmd->add_option("--threads", o.threads,
                    "Threads the simulation may use (1: one thread; default: the machine's hardware threads); the results are the same")
        ->check(CLI::Range(1u, 1024u));
    addAnalysisFlags(cmd, o.analysis);
    cmd->add_flag("--json", out.json, "Print exactly one JSON object");
    return cmd;
}

int runRun(const RunOptions& o, const Output& out) {
    const kernel::KernelSource unread{o.file, ""};
    if (auto why = unreadableFile(o.file)) return reportKernelError(out, diag::Diagnostic("kernel_io_error", *why), unread);
    const auto text = readFile(o.file);
    const kernel::KernelSource source{o.file, text.value_or("")};
    if (!text) return reportKernelError(out, diag::Diagnostic("kernel_io_error", fmt::format("cannot read `{}`", o.file)), source);
    const auto program = kernel::parseKernel(source);
    if (!program) return reportKernelError(out, program.error(), source);
    sim::RunOptions options;
    options.seed = o.seed;
    options.threads = o.threads.value_or(0);
    const auto result = sim::runKernel(*program, options);
    if (!result) return reportKernelError(out, result.error(), source);
    std::optional<trace::Trace> runTrace;
    if (o.trace || o.analysis.any()) runTrace = sim::traceOfRun(*result, o.file, sim::sourcesOfRun(*result, *program, o.file));
    if (o.trace)
        if (auto failed = trace::writeChromeTraceFile(*runTrace, *o.trace)) return reportError(out, *failed, kBadInput);
    if (out.json) {
        json doc = resultJson(*result, source, o);
        if (o.analysis.any()) addAnalysisJson(doc, analysis::opGraphOf(*runTrace), o.analysis);
        printJson(doc);
    } else {
        printText(*result, o);
        if (o.analysis.any()) printAnalysisText(analysis::opGraphOf(*runTrace), o.analysis);
    }
    return result->ok ? kOk : kRuleViolation;
}

}  // namespace tcpwb::cli
