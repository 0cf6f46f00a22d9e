// `tcpwb-cli seq`: the sequencer configuration derived from a buffer mapping
// and a stream's Time and Packet (manual, "Sequencer").
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <iostream>
#include <stdexcept>

#include "commands.h"
#include "mapping/mapping.h"
#include "sequencer/config.h"
#include "sequencer/commit.h"
#include "sequencer/fetch.h"
#include "sequencer/padding_advice.h"
#include "util/enum_table.h"

namespace tcpwb::cli {
namespace {

json entriesJson(const std::vector<sequencer::Entry>& entries) {
    json out = json::array();
    for (const auto& e : entries) out.push_back({{"term", e.term}, {"size", e.size}, {"stride", e.stride}, {"packet", e.packet}});
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

json maskJson(const sequencer::MaskConfig& mask, const sequencer::MaskedSides& sides) {
    json out = {{"case", mask.paddingCase},
                {"axis", mask.axis},
                {"last_dim", mask.lastDim},
                {"left_pad", mask.leftPad},
                {"rightmost_valid_count", mask.rightmostValidCount}};
    if (mask.rightmostValidCountDim) out["rightmost_valid_count_dim"] = *mask.rightmostValidCountDim;
    out["pad_value"] = mask.padValue;
    out["inserted_unit_entry"] = mask.insertedUnitEntry;
    out["config"] = entriesJson(mask.entries);
    out["valid_per_row"] = mask.validPerRow;
    out["masked_per_row"] = mask.maskedPerRow;
    out["masked"] = {{"left", sides.left}, {"right", sides.right}};
    out["masked_positions"] = sides.byPacket;
    return out;
}

std::string maskText(const sequencer::MaskConfig& mask, const sequencer::MaskedSides& sides) {
    std::string counts;
    for (u64 c : mask.rightmostValidCount) counts += (counts.empty() ? "" : ", ") + std::to_string(c);
    std::string text = fmt::format("masking        case {} on `{}`: last_dim = {}, left_pad = {}, last_dim_rightmost_valid_count = [{}]",
                                   mask.paddingCase, mask.axis, mask.lastDim, mask.leftPad, counts);
    if (mask.rightmostValidCountDim) text += fmt::format(" by entry {}", *mask.rightmostValidCountDim);
    text += fmt::format(", pad_value = {}; {} valid, {} masked ({} left, {} right){}\n", mask.padValue, mask.validPerRow, mask.maskedPerRow,
                        sides.left, sides.right, mask.insertedUnitEntry ? " (added the entry `1 : 0` for last_dim)" : "");
    for (std::size_t i = 0; i < sides.byPacket.size(); ++i)
        text += fmt::format("  packet {}      masks positions [{}]\n", i, fmt::join(sides.byPacket[i], ", "));
    return text;
}

// The adapter's stages beyond reads and casts, as JSON keys and as text.
std::string addAdapterStages(const sequencer::FetchPlan& plan, json& result) {
    std::string text;
    if (plan.mask) {
        const auto sides = sequencer::maskedSides(*plan.mask, plan.config.packetSize);
        result["masking"] = maskJson(*plan.mask, sides);
        text += maskText(*plan.mask, sides);
    }
    if (plan.interleaveEntry) {
        const auto& e = plan.config.merged[*plan.interleaveEntry];
        result["interleave"] = {{"entry", *plan.interleaveEntry}, {"term", e.term}, {"offset", e.stride}};
        text +=
            fmt::format("interleave     entry {} (`{}`) alternates tensors {} elements apart\n", *plan.interleaveEntry, e.term, e.stride);
    }
    if (!plan.zeroPoints.empty()) {
        result["zero_points"] = plan.zeroPoints;
        text += fmt::format("zero points    {}\n", fmt::join(plan.zeroPoints, ", "));
    }
    if (plan.table) {
        result["table"] = true;
        text += "table          values index the lookup table\n";
    }
    json warnings = json::array();
    for (const auto& w : plan.warnings) {
        warnings.push_back(errorObject(w));
        text += fmt::format("warning        {}{}\n", w.message, w.fix ? " (" + *w.fix + ")" : "");
    }
    if (!warnings.empty()) result["warnings"] = warnings;
    return text;
}

// The Fetch Engine's "The Impact of Padding Choice", when padding the packet
// would save cycles: the `padding_advice` key and a line for people.
std::string addPaddingAdvice(const std::optional<sequencer::PaddingAdvice>& advice, json& result) {
    if (!advice) return "";
    result["padding_advice"] = {
        {"packet_bytes", advice->packetBytes},  {"padded_packet_bytes", advice->paddedPacketBytes}, {"extra_bytes", advice->extraBytes},
        {"fetch_size", advice->fetchSize},      {"padded_fetch_size", advice->paddedFetchSize},     {"cycles", advice->cycles},
        {"padded_cycles", advice->paddedCycles}};
    return fmt::format(
        "faster         pad the packet to {} bytes ({} more per packet and per row): fetch_size rises from {} to {} "
        "bytes, cycles fall from {} to {}\n",
        advice->paddedPacketBytes, advice->extraBytes, advice->fetchSize, advice->paddedFetchSize, advice->cycles, advice->paddedCycles);
}

int runFetch(const sequencer::Request& request, bool sub, const sequencer::FetchOptions& options, const Output& out) {
    const sequencer::Context context = sub ? sequencer::Context::Sub : sequencer::Context::Main;
    auto plan = sequencer::planFetch(request, context, options);
    if (!plan) return reportError(out, plan.error(), kRuleViolation);
    json result = configJson(plan->config);
    result["packet_bytes"] = plan->packetBytes;
    result["output_dtype"] = tensor::info(plan->output).name;
    result["output_packet_bytes"] = plan->outputPacketBytes;
    result["contiguous_bytes"] = plan->contiguousBytes;
    result["fetch_size"] = plan->fetchSize;
    result["fetches_per_packet"] = plan->fetchesPerPacket;
    result["cycles"] = plan->cycles;
    const std::string stages = addAdapterStages(*plan, result);
    const std::string advice = addPaddingAdvice(sequencer::advisePadding(*plan, request.dtype, context), result);
    return emit(out, result, plan->config,
                fmt::format("packet         {} bytes read, {} bytes of {} out\ncontiguous     {} bytes\n"
                            "fetch_size     {} bytes, {} per packet\ncycles         {}\n",
                            plan->packetBytes, plan->outputPacketBytes, tensor::info(plan->output).name, plan->contiguousBytes,
                            plan->fetchSize, plan->fetchesPerPacket, plan->cycles) +
                    stages + advice);
}

// The sub context's stages and the slice bitmap, as JSON keys and as text.
std::string addCommitStages(const sequencer::CommitPlan& plan, json& result) {
    result["slices"] = {{"count", plan.slices.count()}, {"ranges", plan.slices.ranges()}};
    std::string text = fmt::format("slices         {} ({})\n", plan.slices.ranges(), plan.slices.count());
    if (const auto& packing = plan.packing) {
        result["valid_count_packing"] = {
            {"counts", packing->counts}, {"elements", packing->elements}, {"bytes", packing->bytes}, {"cycles", packing->cycles}};
        text += fmt::format("packing        {} valid elements ({} bytes) written one after another\n", packing->elements, packing->bytes);
    }
    return text;
}

int runCommit(const sequencer::Request& request, bool sub, const sequencer::CommitOptions& options, const Output& out) {
    auto plan = sequencer::planCommit(request, sub ? sequencer::Context::Sub : sequencer::Context::Main, options);
    if (!plan) return reportError(out, plan.error(), kRuleViolation);
    json result = configJson(plan->config);
    result["contiguous_bytes"] = plan->contiguousBytes;
    result["commit_in_size"] = plan->commitInSize;
    result["commit_size"] = plan->commitSize;
    result["writes_per_packet"] = plan->writesPerPacket;
    result["cycles"] = plan->cycles;
    const std::string stages = addCommitStages(*plan, result);
    return emit(out, result, plan->config,
                fmt::format("commit_in_size {} bytes\ncontiguous     {} bytes\ncommit_size    {} bytes, {} per packet\n"
                            "cycles         {}\n",
                            plan->commitInSize, plan->contiguousBytes, plan->commitSize, plan->writesPerPacket, plan->cycles) +
                    stages);
}

// Generate mode: `ADDRESS=VALUE`, one 32-bit write by an ITOS command.
int runGenerate(const std::string& spec, bool sub, const Output& out) {
    const auto eq = spec.find('=');
    u64 address = 0;
    std::int64_t value = 0;
    try {
        if (eq == std::string::npos) throw std::invalid_argument("no =");
        std::size_t used = 0;
        address = std::stoull(spec.substr(0, eq), &used, 0);
        if (used != eq) throw std::invalid_argument("address");
        value = std::stoll(spec.substr(eq + 1), &used, 0);
        if (used != spec.size() - eq - 1) throw std::invalid_argument("value");
    } catch (const std::exception&) {
        return reportError(
            out, diag::Diagnostic(diag::Kind::usage_error, fmt::format("--generate `{}` is not ADDRESS=VALUE, e.g. 0x100=42", spec)),
            kBadInput);
    }
    auto write = sequencer::planGenerate(address, value, sub ? sequencer::Context::Sub : sequencer::Context::Main);
    if (!write) return reportError(out, write.error(), kRuleViolation);
    if (out.json) printJson({{"generate", {{"address", write->address}, {"value", write->value}, {"bytes", 4}}}});
    else std::cout << fmt::format("generate       ITOS writes 0x{:08x} to address {}\n", write->value, write->address);
    return kOk;
}

// What --after names: the engine that produced the stream a commit writes.
constexpr EnumTable<sequencer::Producer, 4> kProducerNames{{{sequencer::Producer::Fetch, "fetch"},
                                                            {sequencer::Producer::Cast, "cast"},
                                                            {sequencer::Producer::Transpose, "transpose"},
                                                            {sequencer::Producer::Compute, "compute"}}};
static_assert(listsEveryEnumerator(kProducerNames));

// The second interleaved tensor right after the first, at the next 8-byte boundary.
std::int64_t defaultRhsOffset(const mapping::CompiledMapping& buffer, tensor::DType dtype) {
    const u64 bytes = roundUp(tensor::bytesFor(dtype, buffer.size()), sequencer::kFetchAlignBytes);
    const u64 elementBits = tensor::info(dtype).storageBits;
    return static_cast<std::int64_t>(std::min<u64>(bytes * 8 / elementBits, kMaxSize));
}

}  // namespace

CLI::App* addSeqCommand(CLI::App& app, SeqOptions& o, Output& out) {
    CLI::App* cmd = app.add_subcommand("seq", "The sequencer configuration that reads a buffer as a Time x Packet stream");
    addEnvironmentOptions(cmd, o.environment);
    cmd->add_option("--dtype", o.dtype, "Element type: " + tensor::dtypeNames());
    cmd->add_option("--buf", o.buffer, "The tensor's Element mapping in memory (required unless --generate)");
    addStreamFlags(cmd, o.stream,
                   {.time = "The stream's Time mapping (default m![1])", .packet = "The stream's Packet mapping (default m![1])"});
    cmd->add_option("--engine", o.engine, "fetch (fetch_size, batching, cycles) or commit (truncating, commit_size, cycles)");
    cmd->add_option("--context", o.context, "main or sub");
    cmd->add_option("--out-dtype", o.outDtype, "fetch: the type the Fetch Adapter casts to (e.g. i8 -> i32)");
    cmd->add_flag("--rngd-s", o.rngdS, "fetch: allow RNGD-S's extra casts");
    cmd->add_option("--pad-value", o.padValue, "fetch: the value masking gives padded positions (default 0)");
    cmd->add_option("--zero-point", o.zeroPoints, "fetch: zero point to subtract (twice with --interleave: one per tensor)");
    cmd->add_flag("--table", o.table, "fetch: the values index a lookup table (main context)");
    cmd->add_option("--interleave", o.interleave, "fetch: begin_interleaved's Time axis of size 2 (e.g. I)");
    cmd->add_option("--rhs-offset", o.rhsOffset,
                    "fetch, with --interleave: elements from the first tensor to the second (default: right after it, 8-byte aligned)");
    cmd->add_option("--slices", o.slices, "commit: the slice bitmap, e.g. 11111111...10, 0xff or 0-63,128 (default all)");
    cmd->add_option("--valid-counts", o.validCounts, "commit, sub context: valid count packing, leading elements kept per packet")
        ->delimiter(',');
    cmd->add_option("--after", o.after, "commit: what produced the stream: fetch, cast, transpose or compute");
    cmd->add_option("--generate", o.generate, "commit, sub context: generate mode, ADDRESS=VALUE written by one ITOS command");
    cmd->add_flag("--json", out.json, "Print exactly one JSON object");
    return cmd;
}

int runSeq(const SeqOptions& o, const Output& out) {
    auto dtype = parseDTypeFlag(o.dtype);
    if (!dtype) return reportError(out, dtype.error(), kBadInput);
    if (o.engine && *o.engine != "fetch" && *o.engine != "commit")
        return reportError(out, diag::Diagnostic(diag::Kind::usage_error, fmt::format("--engine `{}` is not fetch or commit", *o.engine)),
                           kBadInput);
    if (o.context && *o.context != "main" && *o.context != "sub")
        return reportError(out, diag::Diagnostic(diag::Kind::usage_error, fmt::format("--context `{}` is not main or sub", *o.context)),
                           kBadInput);
    const bool sub = o.context.value_or("main") == "sub";
    if (o.generate) return runGenerate(*o.generate, sub, out);
    if (o.buffer.empty())
        return reportError(out, diag::Diagnostic(diag::Kind::usage_error, "--buf is required: the tensor's Element mapping"), kBadInput);
    Environment env;
    if (auto failed = loadEnvironment(o.environment, out, env)) return *failed;
    int status = kOk;
    auto buffer = compileFlag(o.buffer, "buf", env, out, status);
    if (!buffer) return status;
    auto m = compileStreamFlags(o.stream, env, out, status);
    if (!m) return status;

    const sequencer::Request request{*buffer, *m->time, *m->packet, *dtype};
    if (o.engine == "fetch") {
        std::optional<sequencer::Cast> cast;
        if (o.outDtype) {
            auto to = tensor::parseDType(*o.outDtype);
            if (!to)
                return reportError(out,
                                   diag::Diagnostic(diag::Kind::usage_error,
                                                    fmt::format("--out-dtype `{}` is not one of {}", *o.outDtype, tensor::dtypeNames())),
                                   kBadInput);
            cast = sequencer::Cast{*to, o.rngdS};
        }
        sequencer::FetchOptions options{cast, o.padValue, o.zeroPoints, o.table, o.interleave, 0, std::nullopt};
        options.interleaveOffset = o.rhsOffset.value_or(defaultRhsOffset(*buffer, *dtype));
        return runFetch(request, sub, options, out);
    }
    if (o.engine == "commit") {
        sequencer::CommitOptions options;
        if (o.slices) {
            auto slices = sequencer::SliceBitmap::parse(*o.slices);
            if (!slices) return reportError(out, slices.error(), kBadInput);
            options.slices = *slices;
        }
        if (!o.validCounts.empty()) options.validCounts = o.validCounts;
        if (o.after) {
            options.after = parseEnum(kProducerNames, *o.after);
            if (!options.after)
                return reportError(out,
                                   diag::Diagnostic(diag::Kind::usage_error,
                                                    fmt::format("--after `{}` is not fetch, cast, transpose or compute", *o.after)),
                                   kBadInput);
        }
        return runCommit(request, sub, options, out);
    }
    auto config = sequencer::derive(request);
    if (!config) return reportError(out, config.error(), kRuleViolation);
    return emit(out, configJson(*config), *config, "");
}

}  // namespace tcpwb::cli
