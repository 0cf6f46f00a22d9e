// `tcpwb-cli contract`: checks a contraction (align, contract, accumulate)
// from its mappings and prints the derived mappings, the Stream Adapter and
// TRF Sequencer configuration, the Reducer's settings and cycles
// (manual, "Contraction Engine"; docs/cli-contraction.md). The stages are
// core's contraction::runContraction; this file reads the flags and prints.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <iostream>
#include <limits>

#include "commands.h"
#include "contraction/pipeline.h"
#include "mapping/mapping.h"

namespace tcpwb::cli {
namespace {

using contraction::AccumulationKind;
using mapping::CompiledMapping;

struct Parsed {
    tensor::DType dtype;
    contraction::TrfAddress address;
    AccumulationKind kind;
    contraction::ReduceOp op;
};

std::optional<Parsed> parseChoices(const ContractOptions& o, const Output& out, int& status) {
    auto usage = [&](std::string message) {
        status = reportError(out, diag::Diagnostic(diag::Kind::usage_error, std::move(message)), kBadInput);
        return std::nullopt;
    };
    auto dtype = tensor::parseDType(o.dtype);
    if (!dtype) return usage(fmt::format("--dtype `{}` is not one of {}", o.dtype, tensor::dtypeNames()));
    auto address = contraction::parseTrfAddress(o.trfAddress);
    if (!address) return usage(fmt::format("--trf-address `{}` is not Full, FirstHalf or SecondHalf", o.trfAddress));
    auto kind = contraction::parseAccumulationKind(o.kind);
    if (!kind) return usage(fmt::format("--kind `{}` is not Interleaved or Sequential", o.kind));
    auto op = contraction::parseReduceOp(o.op);
    if (!op) return usage(fmt::format("--op `{}` is not add or max", o.op));
    return Parsed{*dtype, *address, *kind, *op};
}

// The flags' mappings, compiled into the pipeline's request; a missing flag stays empty.
bool compileInto(std::optional<CompiledMapping>& slot, const std::optional<std::string>& text, const char* flag, const Environment& env,
                 const Output& out, int& status) {
    if (!text) return true;
    auto compiled = mapping::compileMapping(*text, env.axes, env.aliases);
    if (!compiled) {
        status = reportError(out, compiled.error(), kBadInput, *text, {{"in", flag}});
        return false;
    }
    slot = std::move(compiled).value();
    return true;
}

std::optional<contraction::ContractionRequest> compileAll(const ContractOptions& o, const Parsed& p, const Environment& env,
                                                          const Output& out, int& status) {
    contraction::ContractionRequest r;
    r.dtype = p.dtype;
    r.address = p.address;
    r.kind = p.kind;
    r.op = p.op;
    r.depth = o.depth;
    r.trace = o.trace;
    const std::optional<std::string>& row = o.trfRow ? o.trfRow : o.row;
    const bool ok = compileInto(r.collectTime, o.collectTime, "collect-time", env, out, status) &&
                    compileInto(r.collectPacket, o.collectPacket, "collect-packet", env, out, status) &&
                    compileInto(r.row, row, o.trfRow ? "trf-row" : "row", env, out, status) &&
                    compileInto(r.element, o.trfElement, "trf-element", env, out, status) &&
                    compileInto(r.time, o.time, "time", env, out, status) && compileInto(r.packet, o.packet, "packet", env, out, status) &&
                    compileInto(r.contracted, o.contract, "contract", env, out, status) &&
                    compileInto(r.outTime, o.outTime, "out-time", env, out, status) &&
                    compileInto(r.outPacket, o.outPacket, "out-packet", env, out, status) &&
                    compileInto(r.window, o.window, "window", env, out, status) &&
                    compileInto(r.storeTime, o.storeTime, "store-time", env, out, status) &&
                    compileInto(r.storePacket, o.storePacket, "store-packet", env, out, status);
    if (!ok) return std::nullopt;
    for (const auto& name : o.reduce) {
        auto axis = env.axes.find(name);
        if (!axis) {
            status = reportError(
                out, diag::Diagnostic(diag::Kind::unknown_axis, fmt::format("--reduce names `{}`, which is not an axis", name)), kBadInput);
            return std::nullopt;
        }
        r.reduce.insert(*axis);
    }
    return r;
}

// Which stages the flags ask for, or the sentence saying what is missing.
std::optional<std::string> missingFlags(const ContractOptions& o) {
    const bool align = o.collectTime || o.collectPacket;
    const bool contract = o.contract || o.depth;
    if (o.trfRow && o.row) return "give the Row once: --trf-row with --trf-element, --row without a TRF";
    if (o.contract && o.depth) return "give contract's OutPacket (--contract) or its tree depth (--depth), not both";
    if (bool(o.time) != bool(o.packet)) return "give --time and --packet together (or neither, to derive them in align)";
    const bool store = o.storeTime || o.storePacket;
    if (store && !(o.storeTime && o.storePacket && o.trfRow && o.trfElement))
        return "to_trf needs --store-time, --store-packet, --trf-row and --trf-element";
    if (o.trfElement && !align && !store)
        return "the TRF flags need the weights' stream (--store-time, --store-packet) or an align (--collect-time, --collect-packet)";
    if (align && !(o.collectTime && o.collectPacket && o.trfRow && o.trfElement))
        return "align needs --collect-time, --collect-packet, --trf-row and --trf-element (--time and --packet are derived when left out)";
    if (contract && !(align || (o.time && o.row))) return "contract needs the computation: --time, --packet and --row (or the align flags)";
    if ((o.outTime || o.outPacket) && !(o.outTime && o.outPacket))
        return "give --out-time and --out-packet together (or --reduce AXES to derive them)";
    if ((o.outTime || !o.reduce.empty()) && !contract) return "accumulate needs contract: --contract or --depth";
    if (o.outTime && !o.reduce.empty()) return "give accumulate's --out-time/--out-packet or --reduce, not both";
    if (!align && !contract && !o.window && !store) return "nothing to check: give the align flags, --contract, or --window (see --help)";
    return std::nullopt;
}

json entriesJson(const std::vector<contraction::TrfEntry>& entries) {
    json array = json::array();
    for (std::size_t i = 0; i < entries.size(); ++i)
        array.push_back({{"entry", i}, {"term", entries[i].term}, {"size", entries[i].size}, {"stride", entries[i].stride}});
    return array;
}

json alignJson(const contraction::AlignPlan& plan, contraction::TrfAddress address) {
    const auto& s = plan.stream;
    const auto& t = plan.trf;
    json result;
    result["stream_adapter"] = {{"collect_flits", s.collectFlits},
                                {"data_bytes", s.dataBytes},
                                {"zero_padding_bytes", s.zeroPaddingBytes},
                                {"mac_utilization", s.fullMacUtilization ? "full" : "half"},
                                {"rows", s.rows},
                                {"tiling_axes", s.tilingAxes},
                                {"tile_factor", s.tileFactor},
                                {"out_packet_bytes", s.outPacketBytes}};
    result["trf"] = {{"address", contraction::name(address)},       {"reg_type", t.layout.regType.code},
                     {"reg_bits", t.layout.regType.bits},           {"rows", t.layout.rows},
                     {"elements_per_row", t.layout.elementsPerRow}, {"bytes_per_row", t.layout.bytesPerRow},
                     {"capacity_bytes", t.layout.capacityBytes},    {"region_base", t.layout.regionBase}};
    result["trf_sequencer"] = {{"reg_read_size_bytes", t.regReadSizeBytes},
                               {"reg_read_size_elements", t.regReadSizeElements},
                               {"broadcast_factor", t.broadcastFactor},
                               {"alignment_bytes", t.alignment64 ? 64 : 0},
                               {"base_address", t.baseAddress},
                               {"entries", entriesJson(t.entries)}};
    return result;
}

std::string alignText(const contraction::AlignPlan& plan) {
    const auto& s = plan.stream;
    const auto& t = plan.trf;
    std::string text =
        fmt::format("stream adapter  collect_flits = {} ({} data bytes, {} zero padding, {} MAC utilization), broadcast to {} Rows\n",
                    s.collectFlits, s.dataBytes, s.zeroPaddingBytes, s.fullMacUtilization ? "full" : "half", s.rows);
    if (!s.tilingAxes.empty())
        text += fmt::format("time broadcast  {} (each packet {} times)\n", fmt::join(s.tilingAxes, ", "), s.tileFactor);
    text += fmt::format("trf             reg_types {} ({}-bit), {} elements = {} bytes per Row of {}\n", t.layout.regType.code,
                        t.layout.regType.bits, t.layout.elementsPerRow, t.layout.bytesPerRow, t.layout.capacityBytes);
    text += fmt::format("trf sequencer   reg_read_size = {} bytes (x{} broadcast){}, base {}\n", t.regReadSizeBytes, t.broadcastFactor,
                        t.alignment64 ? ", 64-byte aligned" : "", t.baseAddress);
    for (std::size_t i = 0; i < t.entries.size(); ++i)
        text += fmt::format("  Entry {}: {{ size: {}, stride: {} }}  {}\n", i, t.entries[i].size, t.entries[i].stride, t.entries[i].term);
    return text;
}

json accumulateJson(const contraction::AccumulatePlan& a) {
    json result = {{"kind", contraction::name(a.kind)},
                   {"out_time", a.expectedOutTime},
                   {"out_packet", a.expectedOutPacket},
                   {"reduced_axes", a.reducedAxes}};
    if (!a.packetOuter.empty()) result["packet_outer"] = a.packetOuter;
    result["inner_axes_size"] = a.innerAxesSize;
    result["limit"] = a.innerLimit;
    result["slots_needed"] = a.slotsNeeded;
    result["useful_slots"] = a.usefulSlots;
    if (a.kind == AccumulationKind::Interleaved) result["column_groups"] = a.columnGroups;
    else result["row_groups"] = a.rowGroups;
    result["notes"] = a.notes;
    return result;
}

json traceJson(const std::vector<contraction::AccumulatorStep>& trace, const CompiledMapping& time) {
    std::vector<std::string> factors;
    for (const auto& f : time.normalForm().factors) factors.push_back(mapping::printFactor(f, time.env()));
    json array = json::array();
    for (const auto& s : trace) {
        json at = json::object();
        for (std::size_t k = 0; k < factors.size() && k < s.time.size(); ++k) at[factors[k]] = s.time[k];
        array.push_back(
            {{"flit", s.flit}, {"slot", s.slot}, {"op", s.accumulate ? "accumulate" : "store"}, {"output", s.output}, {"time", at}});
    }
    return array;
}

std::string traceText(const std::vector<contraction::AccumulatorStep>& trace, const contraction::AccumulatorTraceSummary& summary,
                      const CompiledMapping& time) {
    const auto& factors = time.normalForm().factors;
    std::string text = fmt::format("trace           {} flits into {} slots, output after flit{} {}\n", summary.flits, summary.slotsUsed,
                                   summary.outputAfter.size() == 1 ? "" : "s", fmt::join(summary.outputAfter, ", "));
    for (const auto& s : trace) {
        std::vector<std::string> at;
        for (std::size_t k = 0; k < factors.size() && k < s.time.size(); ++k)
            at.push_back(fmt::format("{} = {}", mapping::printFactor(factors[k], time.env()), s.time[k]));
        text += fmt::format("  flit {:<5} {:<28} slot {:<4} {}{}\n", s.flit, fmt::format("{}", fmt::join(at, ", ")), s.slot,
                            s.accumulate ? "accumulate" : "store", s.output ? ", then output" : "");
    }
    return text;
}

json traceSummaryJson(const contraction::AccumulatorTraceSummary& summary) {
    return {{"flits", summary.flits}, {"slots_used", summary.slotsUsed}, {"output_after", summary.outputAfter}};
}

json shiftReuseJson(const CompiledMapping& window, const contraction::ShiftReusePlan& shift) {
    return {{"window", window.normalized()},     {"sliding_size", shift.slidingSize},  {"window_bytes", shift.windowBytes},
            {"feed_flits", shift.feedFlits},     {"shift_axis", shift.shiftAxis},      {"shifts", shift.shifts},
            {"shift_stride", shift.shiftStride}, {"lanes", "m![" + shift.lanes + "]"}, {"computation_t", shift.dumpLanes},
            {"zero_dummies", shift.zeroDummies}};
}

json contractJson(const contraction::ContractPlan& c, const CompiledMapping& contracted, contraction::ReduceOp op) {
    return {{"op", contraction::name(op)},        {"out_packet", contracted.normalized()},        {"tree_depth", c.treeDepth},
            {"max_tree_depth", c.maxTreeDepth},   {"elements_per_sum", c.elementsPerSum},         {"spatial_axes", c.spatialAxes},
            {"outputs_per_row", c.outputsPerRow}, {"output_dtype", tensor::info(c.outDtype).name}};
}

// The stages before the computation: shift-reuse and to_trf.
void describeInputs(const contraction::ContractionRequest& r, const contraction::ContractionPipeline& p, json& result, std::string& text) {
    if (r.window) {
        if (const auto& shift = p.shiftReuse) {
            result["shift_reuse"] = shiftReuseJson(*r.window, *shift);
            text +=
                fmt::format("shift-reuse     window {} of {} elements: feed_flits = {}; {} shift{} of {} over `{}`; lanes m![{}] ({}){}\n",
                            r.window->normalized(), shift->slidingSize, shift->feedFlits, shift->shifts, shift->shifts == 1 ? "" : "s",
                            shift->shiftStride, shift->shiftAxis, shift->lanes, shift->dumpLanes,
                            shift->zeroDummies ? " (TRF zero-fills the dummies)" : "");
        } else {
            result["shift_reuse"] = {{"window", r.window->normalized()}, {"sliding_size", r.window->size()}};
        }
    }
    if (const auto& stored = p.toTrf) {
        result["to_trf"] = {{"address", contraction::name(r.address)},
                            {"flits", stored->flits},
                            {"bytes_per_row", stored->bytesWritten},
                            {"elements_per_row", stored->layout.elementsPerRow},
                            {"capacity_bytes", stored->layout.capacityBytes}};
        text +=
            fmt::format("to_trf          {} flits write {} elements = {} bytes per Row ({} of {})\n", stored->flits,
                        stored->layout.elementsPerRow, stored->bytesWritten, contraction::name(r.address), stored->layout.capacityBytes);
    }
}

// The accumulator's stage: its settings, the output and the trace.
void describeAccumulate(const contraction::ContractionPipeline& p, json& result, std::string& text) {
    const contraction::AccumulatePlan& acc = *p.accumulate;
    result["accumulate"] = accumulateJson(acc);
    result["output"] = {
        {"time", p.outTime->normalized()}, {"packet", p.outPacket->normalized()}, {"dtype", tensor::info(p.contract->outDtype).name}};
    std::string traceLines;
    if (p.traceOmitted)
        result["trace_omitted"] = fmt::format("Time has {} flits; the trace lists at most {}", p.time->size(), contraction::kMaxTraceFlits);
    else if (p.traceSummary) {
        result["trace"] = traceJson(p.trace, *p.time);
        result["trace_summary"] = traceSummaryJson(*p.traceSummary);
        traceLines = traceText(p.trace, *p.traceSummary, *p.time);
    }
    text += fmt::format("accumulate      {}: reduces [{}] in time; OutTime {}, OutPacket {}\n", contraction::name(acc.kind),
                        fmt::join(acc.reducedAxes, ", "), p.outTime->normalized(), p.outPacket->normalized());
    if (acc.innerAxesSize)
        text += fmt::format("accumulator     {} inner to the reduced axis (at most {}), {} of 1024 slots\n", acc.innerAxesSize,
                            acc.innerLimit, acc.slotsNeeded);
    for (const auto& note : acc.notes) text += "note            " + note + "\n";
    text += traceLines;
}

// What the pipeline found, stage by stage, as JSON keys and as text.
void describe(const contraction::ContractionRequest& r, const contraction::ContractionPipeline& p, json& result, std::string& text) {
    result["dtype"] = tensor::info(r.dtype).name;
    describeInputs(r, p, result, text);
    if (!p.hasComputation()) return;
    result["computation"] = {{"row", p.row->normalized()},
                             {"time", p.time->normalized()},
                             {"packet", p.packet->normalized()},
                             {"packet_bytes", tensor::bytesFor(r.dtype, p.packet->size())}};
    text += fmt::format("computation     Row {}, Time {}, Packet {}\n", p.row->normalized(), p.time->normalized(), p.packet->normalized());
    if (p.align) {
        result.update(alignJson(*p.align, r.address));
        text += alignText(*p.align);
    }
    if (!p.contract) return;
    const contraction::ContractPlan& contracted = *p.contract;
    result["contract"] = contractJson(contracted, *p.contracted, r.op);
    text += fmt::format("contract        tree depth {} of {} sums {} ({} elements) -> {} {} per Row\n", contracted.treeDepth,
                        contracted.maxTreeDepth, contracted.spatialAxes, contracted.elementsPerSum, contracted.outputsPerRow,
                        tensor::info(contracted.outDtype).name);
    result["cycles"] = p.cycles->total();
    result["cycles_detail"] = {{"spatial", p.cycles->spatial}, {"temporal", p.cycles->temporal}};
    if (p.accumulate) describeAccumulate(p, result, text);
    // Only a stage after the cycles (accumulate) can break a rule here; then the text stops at it.
    if (!p.error)
        text += fmt::format("cycles          {} (tree {} + one packet per cycle {})\n", p.cycles->total(), p.cycles->spatial,
                            p.cycles->temporal);
}

}  // namespace

CLI::App* addContractCommand(CLI::App& app, ContractOptions& o, Output& out) {
    CLI::App* cmd = app.add_subcommand("contract", "Checks a contraction (align, contract, accumulate) and prints its configuration");
    addEnvironmentOptions(cmd, o.environment);
    cmd->add_option("--dtype", o.dtype, "Input type: i4, i8, f8 or bf16 (default bf16)");
    cmd->add_option("--collect-time", o.collectTime, "align: the collect stream's Time");
    cmd->add_option("--collect-packet", o.collectPacket, "align: the collect stream's Packet (one 32-byte flit)");
    cmd->add_option("--trf-row", o.trfRow, "align: the TRF tensor's Row (1, 2, 4 or 8)");
    cmd->add_option("--trf-element", o.trfElement, "align: the TRF tensor's Element");
    cmd->add_option("--trf-address", o.trfAddress, "Full, FirstHalf or SecondHalf (default Full)");
    cmd->add_option("--store-time", o.storeTime, "to_trf: the weights' collect Time");
    cmd->add_option("--store-packet", o.storePacket, "to_trf: the weights' collect Packet");
    cmd->add_option("--row", o.row, "contract without align: the computation Row");
    cmd->add_option("--time", o.time, "the computation Time (align's OutTime)");
    cmd->add_option("--packet", o.packet, "the computation Packet (align's OutPacket, 64 bytes)");
    cmd->add_option("--contract", o.contract, "contract's OutPacket (the Packet with its innermost 2^n summed)");
    cmd->add_option("--depth", o.depth,
                    "contract: derive its OutPacket for this tree depth instead (the type's full tree: 5 bf16, 6 i8/f8, 7 i4)")
        ->check(CLI::Range(0u, std::numeric_limits<unsigned>::max()));  // core says which depths the type has
    cmd->add_option("--op", o.op, "add or max (default add)");
    cmd->add_option("--out-time", o.outTime, "accumulate's OutTime");
    cmd->add_option("--out-packet", o.outPacket, "accumulate's OutPacket");
    cmd->add_option("--kind", o.kind, "Interleaved or Sequential (default Interleaved)");
    cmd->add_option("--reduce", o.reduce, "accumulate: derive OutTime/OutPacket reducing these Time axes instead (e.g. K)")->delimiter(',');
    cmd->add_flag("--trace", o.trace, "accumulate: print the accumulator's store/accumulate trace flit by flit");
    cmd->add_option("--window", o.window, "shift-reuse: a sliding window such as m![$(W:2, Fw:1)]: its size and feed_flits");
    cmd->add_flag("--json", out.json, "Print exactly one JSON object");
    return cmd;
}

int runContract(const ContractOptions& o, const Output& out) {
    int status = kOk;
    auto parsed = parseChoices(o, out, status);
    if (!parsed) return status;
    if (auto missing = missingFlags(o)) return reportError(out, diag::Diagnostic(diag::Kind::usage_error, *missing), kBadInput);
    Environment env;
    if (auto failed = loadEnvironment(o.environment, out, env)) return *failed;
    auto request = compileAll(o, *parsed, env, out, status);
    if (!request) return status;
    const contraction::ContractionPipeline pipeline = contraction::runContraction(*request);
    json result = json::object();
    std::string text;
    describe(*request, pipeline, result, text);
    if (!pipeline.derived.empty()) {
        result["derived"] = pipeline.derived;
        text += fmt::format("derived         {}\n", fmt::join(pipeline.derived, ", "));
    }
    if (pipeline.error) {
        if (!out.json) std::cout << text;
        return reportError(out, *pipeline.error, kRuleViolation, {}, result);
    }
    if (out.json) printJson(result);
    else std::cout << text;
    return kOk;
}

}  // namespace tcpwb::cli
