// `tcpwb-cli seq`: the sequencer configuration derived from a buffer mapping
// and a stream's Time and Packet (manual, "Sequencer").
#include <fmt/format.h>

#include <iostream>

#include "commands.h"
#include "mapping/mapping.h"
#include "sequencer/config.h"
#include "sequencer/commit.h"
#include "sequencer/fetch.h"

namespace tcpwb::cli {
namespace {

json entriesJson(const std::vector<sequencer::Entry>& entries) {
    json out = json::array();
    for (const auto& e : entries)
        out.push_back({{"term", e.term}, {"size", e.size}, {"stride", e.stride}, {"packet", e.packet}});
    return out;
}

json mergesJson(const std::vector<sequencer::Merge>& merges) {
    json out = json::array();
    for (const auto& m : merges) out.push_back({{"from", m.from}, {"into", m.into}});
    return out;
}

void printEntries(const char* title, const std::vector<sequencer::Entry>& entries) {
    std::cout << title << '\n';
    for (const auto& e : entries)
        std::cout << fmt::format("  {:<16} {:>6} : {:<8}{}\n", e.term, e.size, e.stride, e.packet ? "  (packet)" : "");
}

void printText(const sequencer::Config& config) {
    printEntries("entries (term by term, outermost first):", config.entries);
    if (!config.merges.empty()) {
        printEntries("configuration after merging:", config.merged);
        for (const auto& m : config.merges) std::cout << "  merged " << m.from[0] << " + " << m.from[1] << " -> " << m.into << '\n';
    }
    std::cout << "configuration  " << sequencer::describe(config.merged, config.packetSize) << '\n';
    if (config.base) std::cout << "base offset    " << config.base << " elements\n";
}

json configJson(const sequencer::Config& config) {
    return {{"entries", entriesJson(config.entries)},
            {"config", entriesJson(config.merged)},
            {"merges", mergesJson(config.merges)},
            {"packet_size", config.packetSize},
            {"base", config.base}};
}

// Prints an engine's result: the JSON object, or the configuration and `details` for people.
int emit(const Output& out, const json& result, const sequencer::Config& config, const std::string& details) {
    if (out.json) printJson(result);
    else {
        printText(config);
        std::cout << details;
    }
    return kOk;
}

int runFetch(const sequencer::Request& request, bool sub, std::optional<sequencer::Cast> cast, const Output& out) {
    auto plan = sequencer::planFetch(request, sub ? sequencer::Context::Sub : sequencer::Context::Main, cast);
    if (!plan) return reportError(out, plan.error(), kRuleViolation);
    json result = configJson(plan->config);
    result["packet_bytes"] = plan->packetBytes;
    result["output_dtype"] = tensor::info(plan->output).name;
    result["output_packet_bytes"] = plan->outputPacketBytes;
    result["contiguous_bytes"] = plan->contiguousBytes;
    result["fetch_size"] = plan->fetchSize;
    result["fetches_per_packet"] = plan->fetchesPerPacket;
    result["cycles"] = plan->cycles;
    return emit(out, result, plan->config,
                fmt::format("packet         {} bytes read, {} bytes of {} out\ncontiguous     {} bytes\n"
                            "fetch_size     {} bytes, {} per packet\ncycles         {}\n",
                            plan->packetBytes, plan->outputPacketBytes, tensor::info(plan->output).name,
                            plan->contiguousBytes, plan->fetchSize, plan->fetchesPerPacket, plan->cycles));
}

int runCommit(const sequencer::Request& request, bool sub, const Output& out) {
    auto plan = sequencer::planCommit(request, sub ? sequencer::Context::Sub : sequencer::Context::Main);
    if (!plan) return reportError(out, plan.error(), kRuleViolation);
    json result = configJson(plan->config);
    result["contiguous_bytes"] = plan->contiguousBytes;
    result["commit_in_size"] = plan->commitInSize;
    result["commit_size"] = plan->commitSize;
    result["writes_per_packet"] = plan->writesPerPacket;
    result["cycles"] = plan->cycles;
    return emit(out, result, plan->config,
                fmt::format("commit_in_size {} bytes\ncontiguous     {} bytes\ncommit_size    {} bytes, {} per packet\n"
                            "cycles         {}\n",
                            plan->commitInSize, plan->contiguousBytes, plan->commitSize, plan->writesPerPacket, plan->cycles));
}

// Compiles one of the three mappings, reporting where it failed.
std::optional<mapping::CompiledMapping> compileFlag(const std::string& text, const char* flag, const Environment& env,
                                                    const Output& out, int& status) {
    auto compiled = mapping::compileMapping(text, env.axes, env.aliases);
    if (compiled) return std::move(compiled).value();
    status = reportError(out, compiled.error(), kBadInput, text, {{"in", flag}});
    return std::nullopt;
}

}  // namespace

CLI::App* addSeqCommand(CLI::App& app, SeqOptions& o, Output& out) {
    CLI::App* cmd = app.add_subcommand("seq", "The sequencer configuration that reads a buffer as a Time x Packet stream");
    addEnvironmentOptions(cmd, o.environment);
    cmd->add_option("--dtype", o.dtype, "Element type: " + tensor::dtypeNames());
    cmd->add_option("--buf", o.buffer, "The tensor's Element mapping in memory")->required();
    cmd->add_option("--time", o.time, "The stream's Time mapping (default m![1])");
    cmd->add_option("--packet", o.packet, "The stream's Packet mapping (default m![1])");
    cmd->add_option("--engine", o.engine, "fetch (fetch_size, batching, cycles) or commit (truncating, commit_size, cycles)");
    cmd->add_option("--context", o.context, "main or sub");
    cmd->add_option("--out-dtype", o.outDtype, "fetch: the type the Fetch Adapter casts to (e.g. i8 -> i32)");
    cmd->add_flag("--rngd-s", o.rngdS, "fetch: allow RNGD-S's extra casts");
    cmd->add_flag("--json", out.json, "Print exactly one JSON object");
    return cmd;
}

int runSeq(const SeqOptions& o, const Output& out) {
    auto dtype = tensor::parseDType(o.dtype);
    if (!dtype)
        return reportError(out, diag::Diagnostic("usage_error", fmt::format("--dtype `{}` is not one of {}", o.dtype, tensor::dtypeNames())),
                           kBadInput);
    if (o.engine && *o.engine != "fetch" && *o.engine != "commit")
        return reportError(out, diag::Diagnostic("usage_error", fmt::format("--engine `{}` is not fetch or commit", *o.engine)), kBadInput);
    if (o.context && *o.context != "main" && *o.context != "sub")
        return reportError(out, diag::Diagnostic("usage_error", fmt::format("--context `{}` is not main or sub", *o.context)), kBadInput);
    Environment env;
    if (auto failed = loadEnvironment(o.environment, out, env)) return *failed;
    int status = kOk;
    auto buffer = compileFlag(o.buffer, "buf", env, out, status);
    if (!buffer) return status;
    auto time = compileFlag(o.time, "time", env, out, status);
    if (!time) return status;
    auto packet = compileFlag(o.packet, "packet", env, out, status);
    if (!packet) return status;

    const sequencer::Request request{*buffer, *time, *packet, *dtype};
    const bool sub = o.context.value_or("main") == "sub";
    if (o.engine == "fetch") {
        std::optional<sequencer::Cast> cast;
        if (o.outDtype) {
            auto to = tensor::parseDType(*o.outDtype);
            if (!to)
                return reportError(out, diag::Diagnostic("usage_error", fmt::format("--out-dtype `{}` is not one of {}", *o.outDtype,
                                                                                    tensor::dtypeNames())),
                                   kBadInput);
            cast = sequencer::Cast{*to, o.rngdS};
        }
        return runFetch(request, sub, cast, out);
    }
    if (o.engine == "commit") return runCommit(request, sub, out);
    auto config = sequencer::derive(request);
    if (!config) return reportError(out, config.error(), kRuleViolation);
    return emit(out, configJson(*config), *config, "");
}

}  // namespace tcpwb::cli
