// `tcpwb-cli run KERNEL.rs`: reads a Virtual ISA kernel, simulates it value by
// value, checks every output against the reference computation and prints
// the schedule; `--trace` writes it as Chrome Trace Event JSON. Contract:
// ../shared/contracts/cli.md; details in docs/cli-run.md.
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <iostream>
#include <optional>
#include <string>

#include "analysis/op_graph.h"
#include "commands.h"
#include "input_argument.h"
#include "kernel/crate.h"
#include "kernel/crate_imports.h"
#include "kernel/dialect.h"
#include "kernel/listing.h"
#include "kernel/parse.h"
#include "kernel/placement.h"
#include "kernel_files.h"
#include "sim/run.h"
#include "sim/run_trace.h"
#include "trace/chrome_writer.h"
#include "trace/from_schedule.h"

namespace tcpwb::cli {
namespace {

// vector_filter's valid counts: per filtering pass, every slice's count.
json validCountsJson(const sim::RunResult& r) {
    json counts = json::array();
    for (const sim::OperationValidCount& op : r.validCounts) {
        json slices = json::array();
        for (const sim::SliceValidCount& s : op.slices)
            slices.push_back(
                {{"chip", s.chip}, {"cluster", s.cluster}, {"slice", s.slice}, {"valid", s.valid}, {"positions", s.positions}});
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

// Every device tensor with its place: memory, address, bytes per unit, who
// chose the address, and its lifetime in program order and, when the
// schedule has it, in cycles (what the Timeline's memory lanes draw).
json tensorsJson(const sim::RunResult& r, const kernel::Program& program) {
    json tensors = json::array();
    const std::vector<kernel::LiveRange> lives = kernel::liveRanges(program);
    for (std::size_t i = 0; i < program.tensors.size(); ++i) {
        const kernel::Tensor& t = program.tensors[i];
        const auto footprint = kernel::footprintOf(program, t);
        const auto address = kernel::unitAddressOf(program, t);
        if (!footprint || !address) continue;
        json lifetime = json::object();
        if (auto first = lives[i].firstOp()) lifetime["first_op"] = *first;
        if (auto last = lives[i].lastOp(program.ops.size())) lifetime["last_op"] = *last;
        lifetime["to_end"] = lives[i].end > program.ops.size() + 1;
        if (i < r.tensorSlots.size() && r.tensorSlots[i] && *r.tensorSlots[i] < r.schedule.lifetimes.size()) {
            const schedule::Lifetime& life = r.schedule.lifetimes[*r.tensorSlots[i]];
            lifetime["begin"] = life.begin;
            lifetime["end"] = life.end;
        }
        json entry = {{"name", t.name},
                      {"memory", std::string(kernel::memoryName(t.memory))},
                      {"address", *address},
                      {"size", footprint->bytes},
                      {"unit", std::string(footprint->unit)},
                      {"placed_by", t.placed ? "allocator" : "kernel"},
                      {"lifetime", lifetime}};
        if (t.memory == kernel::Memory::Trf)
            entry["trf_region"] = t.trfFull ? "full" : t.address.value_or(0) == 0 ? "first_half" : "second_half";
        tensors.push_back(std::move(entry));
    }
    return tensors;
}

// `place` gives a diagnostic its file and line (a crate's imported items are in their own files).
json resultJson(const sim::RunResult& r, const kernel::Program& program, const std::function<json(const diag::Diagnostic&)>& place,
                const RunOptions& o) {
    json outputs = json::array();
    for (const sim::OutputCheck& c : r.outputs)
        outputs.push_back(
            {{"name", c.tensor}, {"elements", c.elements}, {"max_abs_error", c.maxAbsError}, {"tolerance", c.tolerance}, {"ok", c.ok}});
    json ops = json::array();
    for (std::size_t i = 0; i < r.ops.size(); ++i) {
        const sim::OpTiming& op = r.ops[i];
        json stages = json::array();
        for (const sim::StageTiming& s : op.stages) stages.push_back({{"name", s.name}, {"cycles", s.cycles}, {"latency", s.latency}});
        ops.push_back({{"name", op.name},
                       {"resource", std::string(schedule::resourceName(op.resource))},
                       {"start", op.start},
                       {"end", op.end},
                       {"stages", stages}});
    }
    json warnings = json::array();
    // The simulator's warnings include the schedule's bank warnings.
    for (const diag::Diagnostic& w : r.warnings) warnings.push_back(place(w));
    json out = {{"ok", r.ok}, {"outputs", outputs},   {"cycles", r.cycles},
                {"ops", ops}, {"warnings", warnings}, {"valid_counts", validCountsJson(r)}};
    out["dialect"] = std::string(kernel::dialectName(program.dialect));
    out["dialect_reason"] = program.dialectReason;
    out["function"] = program.entry.empty() ? json(nullptr) : json(program.entry);
    out["tensors"] = tensorsJson(r, program);
    if (o.trace) out["trace"] = *o.trace;
    return out;
}

// `placed` gives a warning its file and names (a crate's imported items are in their own files).
void printText(const sim::RunResult& r, const kernel::Program& program, const RunOptions& o,
               const std::function<kernel::PlacedError(const diag::Diagnostic&)>& placed) {
    std::cout << fmt::format("dialect {} ({})\n", kernel::dialectName(program.dialect), program.dialectReason);
    if (!program.entry.empty()) std::cout << fmt::format("function {}\n", program.entry);
    for (const sim::OutputCheck& c : r.outputs)
        std::cout << fmt::format("output {:<16} {:>9} elements  max |error| {:.3g} (tolerance {:.3g})  {}\n", c.tensor, c.elements,
                                 c.maxAbsError, c.tolerance, c.ok ? "ok" : "MISMATCH");
    std::cout << fmt::format("cycles {}\n", r.cycles);
    for (const sim::OpTiming& op : r.ops)
        std::cout << fmt::format("  {:<5} {:>10} .. {:<10} {}\n", schedule::resourceName(op.resource), op.start, op.end, op.name);
    for (const kernel::Tensor& t : program.tensors) {
        const auto footprint = kernel::footprintOf(program, t);
        const auto address = kernel::unitAddressOf(program, t);
        if (!t.placed || !footprint || !address) continue;
        std::cout << fmt::format("  placed {:<4} {:<16} [{}, {}) per {}\n", kernel::memoryName(t.memory), t.name, *address,
                                 *address + footprint->bytes, footprint->unit);
    }
    for (const sim::OperationValidCount& op : r.validCounts) {
        u64 least = ~u64{0}, most = 0;
        for (const sim::SliceValidCount& s : op.slices) {
            least = std::min(least, s.valid);
            most = std::max(most, s.valid);
        }
        std::cout << fmt::format("valid count  {}: vector_filter({}) kept {} of {} elements on {} slices ({}..{} per slice)\n", op.name,
                                 op.filterId, op.valid(), op.positions(), op.slices.size(), op.slices.empty() ? 0 : least, most);
    }
    for (const diag::Diagnostic& w : r.warnings) {
        const diag::Diagnostic shown = placed(w).diagnostic;
        std::cout << "warning[" << shown.kind << "]: " << shown.message << '\n';
        for (const diag::Note& note : shown.notes) std::cout << "  note: " << note.message << '\n';
    }
    if (o.trace) std::cout << "wrote " << *o.trace << '\n';
    std::cout << (r.ok ? "every output matches the reference\n" : "some outputs differ from the reference\n");
}

}  // namespace

CLI::App* addRunCommand(CLI::App& app, RunOptions& o, Output& out) {
    CLI::App* cmd = app.add_subcommand("run", "Simulate a Virtual ISA kernel (.rs) and check its outputs against a reference");
    cmd->add_option("file", o.file,
                    "The kernel, written in Rust as the manual or the furiosa-opt toolchain writes it: a file, a crate's folder with --fn, "
                    "or - for stdin")
        ->required();
    cmd->add_option("--fn", o.function,
                    "Run this device function on its own, on seeded inputs (its Rust path, a tail of it or its name; see `kernels`)");
    cmd->add_option("--seed", o.seed, "Seed for every random input (replaces the kernel's seed_from_u64)");
    cmd->add_option("--trace", o.trace, "Write the schedule as Chrome Trace Event JSON (Perfetto, tcpwb) to this file");
    cmd->add_option("--threads", o.threads,
                    "Threads the simulation may use (1: one thread; default: the machine's hardware threads); the results are the same")
        ->check(CLI::Range(1u, 1024u));
    addAnalysisFlags(cmd, o.analysis);
    cmd->add_flag("--json", out.json, "Print exactly one JSON object");
    return cmd;
}

// The device function --fn names, as the front end knows it: its own name
// and the inline modules of the file it is inside.
diag::Result<kernel::KernelEntry> entryNamed(const std::string& function, const kernel::KernelSource& source,
                                             const std::vector<std::string>& module) {
    auto entries = kernel::listKernels(source, module);
    if (!entries) return entries.error();
    return kernel::findKernel(*entries, function);
}

// `run CRATE_FOLDER --fn PATH`: the function --fn names among the whole
// crate's, as `kernels FOLDER` lists them, and the file that defines it. It
// is run as found: named again by the file's own path, a `#[path]` module or
// a crate without a package name would name it otherwise.
struct CrateKernel {
    std::string file;
    kernel::KernelEntry entry;
};
diag::Result<CrateKernel> crateKernelNamed(const std::string& folder, const std::optional<std::string>& function) {
    if (!function)
        return diag::Diagnostic(diag::Kind::kernel_io_error,
                                fmt::format("`{}` is a folder: name the device function to run with --fn", folder))
            .withFix(fmt::format("`tcpwb-cli kernels {}` lists them", folder));
    auto crate = kernel::openCrate(folder);
    if (!crate) return crate.error();
    auto entry = kernel::findKernel(kernel::listCrateKernels(*crate), *function);
    if (!entry) return entry.error();
    return CrateKernel{(std::filesystem::path(folder) / entry->file).string(), std::move(entry).value()};
}

int runRun(const RunOptions& o, const Output& out) {
    std::string file = o.file;
    std::error_code ec;
    // A crate's own folder; any other folder is refused below as no kernel
    // file. Standard input is neither, wherever the command runs.
    const auto crateRoot = namesStdin(file) ? std::nullopt : kernel::findCrateRoot(file);
    std::optional<kernel::KernelEntry> chosen;
    if (crateRoot && std::filesystem::is_directory(file, ec) && std::filesystem::equivalent(*crateRoot, file, ec)) {
        auto found = crateKernelNamed(file, o.function);
        if (!found) return reportKernelError(out, found.error(), {file, ""});
        CrateKernel named = std::move(found).value();
        file = std::move(named.file);
        chosen = std::move(named.entry);
    }
    auto text = readKernelFile(file);
    const kernel::KernelSource source{shownName(file), text ? *text : std::string()};
    if (!text) return reportKernelError(out, text.error(), source);
    kernel::ParseOptions parse;
    if (o.function && !chosen) {
        auto entry = entryNamed(*o.function, source, modulePathOfKernelFile(file));
        if (!entry) return reportKernelError(out, entry.error(), source);
        chosen = std::move(entry).value();
    }
    if (chosen) {
        parse.entry = chosen->function;
        parse.entryModules = chosen->inlineModules;
    }
    // A file of a crate reads what its `use` items import from the others;
    // an error in an imported item is reported at its own file and line.
    const auto inCrate = crateOfKernelFile(file);
    const auto combined = inCrate ? std::optional(kernel::withImports(*inCrate->crate, inCrate->file, source)) : std::nullopt;
    auto placed = [&](const diag::Diagnostic& d) {
        return combined ? kernel::placeError(*inCrate->crate, *combined, d) : kernel::PlacedError{source, d};
    };
    auto report = [&](const diag::Diagnostic& d) {
        const kernel::PlacedError p = placed(d);
        return reportKernelError(out, p.diagnostic, p.source, p.source.name != source.name);
    };
    const auto program = combined ? kernel::parseWithImports(*combined, parse) : kernel::parseKernel(source, parse);
    if (!program) return report(program.error());
    sim::RunOptions options;
    options.seed = o.seed;
    options.threads = o.threads.value_or(0);
    const auto result = sim::runKernel(*program, options);
    if (!result) return report(result.error());
    std::optional<trace::Trace> runTrace;
    if (o.trace || o.analysis.any()) runTrace = sim::traceOfRun(*result, source.name, sim::sourcesOfRun(*result, *program, source.name));
    if (o.trace)
        if (auto failed = trace::writeChromeTraceFile(*runTrace, *o.trace)) return reportError(out, *failed, kBadInput);
    if (out.json) {
        const auto place = [&](const diag::Diagnostic& w) {
            const kernel::PlacedError p = placed(w);
            return locatedError(p.diagnostic, p.source, p.source.name != source.name);
        };
        json doc = resultJson(*result, *program, place, o);
        if (o.analysis.any()) addAnalysisJson(doc, analysis::opGraphOf(*runTrace), o.analysis);
        printJson(doc);
    } else {
        printText(*result, *program, o, placed);
        if (o.analysis.any()) printAnalysisText(analysis::opGraphOf(*runTrace), o.analysis);
    }
    return result->ok ? kOk : kRuleViolation;
}

}  // namespace tcpwb::cli
