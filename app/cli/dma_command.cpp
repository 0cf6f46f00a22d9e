// `tcpwb-cli dma`: a DMA Engine operation (manual, "DMA Engine"): both
// sequencers of every engine, its requests and the cost estimate.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <iostream>

#include "commands.h"
#include "dma/addresses.h"
#include "dma/channel_balance.h"
#include "dma/cost.h"
#include "dma/plan.h"
#include "dma/unit_values.h"
#include "mapping/mapping.h"

namespace tcpwb::cli {
namespace {

// The planner's errors by their kinds' exit statuses (kinds.def), except
// too_large: here the listing's limit on a well-formed transfer, which
// docs/cli-dma.md lists with the engine's limits (exit 1).
int dmaExitStatus(const diag::Diagnostic& d) { return d.kind == diag::Kind::too_large ? kRuleViolation : diag::exitStatus(d.kind); }

json sideConfigJson(const std::vector<dma::PairedEntry>& entries, bool read, dma::Medium medium, tensor::DType dtype, u64 base,
                    u64 packet) {
    json config = json::array();
    for (const auto& e : entries) {
        const u64 stride = read ? e.readStride : e.writeStride;
        config.push_back({{"term", e.term},
                          {"size", e.size},
                          {"stride", stride},
                          {"stride_label", dma::strideLabel(medium, dtype, stride)},
                          {"packet", e.packet}});
    }
    const dma::Location at = dma::locate(medium, dtype, base);
    json location = {{"chip", at.chip}, {"byte", at.byte}};
    if (medium == dma::Medium::Dm) {
        location["cluster"] = at.cluster;
        location["slice"] = at.slice;
    }
    json side = {{"medium", dma::mediumName(medium)},
                 {"config", config},
                 {"packet_size", packet},
                 {"base", base},
                 {"base_location", location},
                 {"text", dma::describeSide(entries, read, medium, dtype, base, packet)}};
    if (medium == dma::Medium::Hbm) {
        json bits = json::array();
        for (const auto& b : dma::toggledHbmBits(entries, read, dtype)) bits.push_back({{"term", b.term}, {"bit", b.bit}});
        side["hbm_bits"] = bits;
    }
    return side;
}

json unitsJson(const dma::DmaCost& cost, const diag::Result<std::vector<dma::AxisValues>>& values) {
    json units = json::array();
    for (const dma::UnitCost& u : cost.units) {
        json unit = {{"unit", {{"chip", u.unit.chip}, {"cluster", u.unit.cluster}, {"slice", u.unit.slice}}},
                     {"commands", u.commands},
                     {"read_cycles", u.readCycles},
                     {"write_cycles", u.writeCycles},
                     {"data_cycles", u.dataCycles},
                     {"startup_cycles", u.startupCycles},
                     {"cycles", u.cycles}};
        if (values && u.unitIndex < values->size()) {
            json axes = json::object();
            for (const auto& [axis, coordinates] : (*values)[u.unitIndex]) axes[axis] = coordinates;
            unit["values"] = axes;
        }
        units.push_back(std::move(unit));
    }
    return units;
}

json addressesJson(const std::vector<dma::AddressRow>& rows, const dma::Descriptor& command) {
    json out = json::array();
    for (const auto& row : rows) {
        json index = json::object();
        for (std::size_t k = 0; k < row.indices.size(); ++k) index[command.entries[k].term] = row.indices[k];
        out.push_back({{"i", row.position}, {"index", index}, {"request", row.request}, {"read", row.read}, {"write", row.write}});
    }
    return out;
}

json sideCostJson(const dma::SideCost& s) {
    return {{"requests", s.requests},
            {"cycles", s.cycles},
            {"bound", s.bound},
            {"row_switches", s.rowSwitches},
            {"rmw_requests", s.rmwRequests},
            {"unaligned_reads", s.unalignedReads},
            {"same_slice_repeats", s.sameSliceRepeats},
            {"channels_used", s.channelsUsed}};
}

// What the command prints beyond the plan and its cost: the address table
// for --at and each engine's coordinates.
struct Extras {
    std::vector<dma::AddressRow> addresses;
    std::size_t command = 0;
    diag::Result<std::vector<dma::AxisValues>> values = std::vector<dma::AxisValues>{};
};

// How the HBM side's bytes spread over the channels; nothing without an HBM side.
json channelBalanceJson(const dma::ChannelBalance& b) {
    const auto first = [](const std::vector<u64>& v, u64 n) { return std::vector<u64>(v.begin(), v.begin() + static_cast<long>(n)); };
    return {{"side", b.readSide ? "read" : "write"},
            {"channels", b.channels},
            {"channels_used", b.channelsUsed()},
            {"idle_channels", b.idleChannels()},
            {"stacks", b.stacks},
            {"stacks_used", b.stacksUsed},
            {"bytes", b.totalBytes},
            {"busiest", {{"chip", b.busiestChip}, {"channel", b.busiestChannel}, {"stack", b.busiestStack}, {"bytes", b.busiestBytes}}},
            {"busiest_to_mean", b.busiestToMean},
            {"even", b.even},
            {"channel_bytes", first(b.channelBytes, b.channels)},
            {"stack_bytes", first(b.stackBytes, b.stacks)},
            {"requests_walked", b.walkedRequests},
            {"requests", b.totalRequests}};
}

std::string channelBalanceText(const dma::ChannelBalance& b) {
    std::string text = fmt::format("HBM channels ({}s): ", b.readSide ? "read" : "write");
    if (b.totalBytes == 0) text += "no HBM request was made.";
    else if (b.even) text += fmt::format("Even: all {} channels carry about {} bytes each.", b.channels, b.totalBytes / b.channels);
    else
        text +=
            fmt::format("Uneven: channel {} (stack {}{}) carries {} bytes, {:.1f}x the mean over {} channels; {} of {} channels are idle.",
                        b.busiestChannel, b.busiestStack, b.chips > 1 ? fmt::format(", chip {}", b.busiestChip) : "", b.busiestBytes,
                        b.busiestToMean, b.channels, b.idleChannels(), b.channels);
    if (b.totalBytes && b.stacksUsed < b.stacks) text += fmt::format(" Stacks used: {} of {}.", b.stacksUsed, b.stacks);
    if (b.capped()) text += fmt::format(" From the first {} of {} requests.", b.walkedRequests, b.totalRequests);
    return text + "\n";
}

json planJson(const dma::DmaPlan& plan, const dma::DmaCost& cost, const dma::ChannelBalance& balance, const Extras& extras) {
    json entries = json::array();
    for (const auto& e : plan.entries)
        entries.push_back(
            {{"term", e.term}, {"size", e.size}, {"read_stride", e.readStride}, {"write_stride", e.writeStride}, {"packet", e.packet}});
    json descriptors = json::array();
    for (std::size_t i = 0; i < plan.descriptors.size(); ++i) {
        const auto& d = plan.descriptors[i];
        const auto& c = cost.descriptors[i];
        descriptors.push_back(
            {{"unit", {{"chip", d.unit.chip}, {"cluster", d.unit.cluster}, {"slice", d.unit.slice}}},
             {"segment", d.segment},
             {"read_sequencer", sideConfigJson(d.entries, true, plan.in, plan.dtype, d.readBase, plan.packet.elements)},
             {"write_sequencer", sideConfigJson(d.entries, false, plan.out, plan.dtype, d.writeBase, plan.packet.elements)},
             {"packets", d.packets()},
             {"requests", c.read.requests},
             {"cost",
              {{"read", sideCostJson(c.read)},
               {"write", sideCostJson(c.write)},
               {"overlapped", c.overlapped},
               {"pcie_cycles", c.pcieCycles},
               {"data_cycles", c.dataCycles},
               {"startup_cycles", c.startupCycles},
               {"cycles", c.cycles}}}});
    }
    const auto& first = plan.descriptors.empty() ? nullptr : &plan.descriptors.front();
    json result = {{"from", dma::mediumName(plan.in)},
                   {"to", dma::mediumName(plan.out)},
                   {"dtype", tensor::info(plan.dtype).name},
                   {"alignment",
                    {{"read", plan.alignment.read},
                     {"write", plan.alignment.write},
                     {"packet", plan.alignment.packet},
                     {"max_packet_bytes", dma::kMaxPacketBytes}}},
                   {"packet", {{"elements", plan.packet.elements}, {"bytes", plan.packet.bytes}, {"requests", plan.requestsPerPacket}}},
                   {"entries", entries}};
    if (plan.packet.advice) result["packet"]["advice"] = *plan.packet.advice;
    if (first) {
        result["read_sequencer"] = descriptors.front()["read_sequencer"];
        result["write_sequencer"] = descriptors.front()["write_sequencer"];
    }
    result["hbm_address_bits_toggled"] = dma::toggledHbmBits(plan);
    if (!extras.addresses.empty()) {
        result["addresses"] = addressesJson(extras.addresses, plan.descriptors.at(extras.command));
        result["addresses_command"] = extras.command;
    }
    result["engines"] = plan.units;
    result["units"] = unitsJson(cost, extras.values);
    if (!extras.values) result["values_omitted"] = extras.values.error().message;
    result["descriptors"] = descriptors;
    result["requests"] = {{"per_packet", plan.requestsPerPacket}, {"read", cost.requests}, {"write", cost.requests}};
    result["cost"] = {{"cycles", cost.roundedCycles()},
                      {"exact_cycles", cost.cycles},
                      {"engine_cycles", cost.unitCycles},
                      {"startup_cycles_per_descriptor", dma::kStartupCycles},
                      {"hbm_read",
                       {{"channels", cost.hbmReadChannels},
                        {"max_channel_requests", cost.hbmReadRequestsMaxChannel},
                        {"max_channel_cycles", cost.hbmReadMaxChannelCycles},
                        {"max_channel_row_switches", cost.hbmReadRowSwitchesMaxChannel},
                        {"cycles_per_request", cost.hbmReadCyclesPerRequest}}},
                      {"extrapolated", cost.extrapolated}};
    result["notes"] = plan.notes;
    result["advice"] = cost.advice;
    if (balance.hbm) result["channel_balance"] = channelBalanceJson(balance);
    return result;
}

void printText(const dma::DmaPlan& plan, const dma::DmaCost& cost, const dma::ChannelBalance& balance, const Extras& extras) {
    std::cout << fmt::format("{} -> {}, {}; packet (stride0) {} elements = {} bytes, {} request(s) of <= 256 bytes each\n",
                             dma::mediumName(plan.in), dma::mediumName(plan.out), tensor::info(plan.dtype).name, plan.packet.elements,
                             plan.packet.bytes, plan.requestsPerPacket);
    for (std::size_t i = 0; i < plan.descriptors.size(); ++i) {
        const auto& d = plan.descriptors[i];
        const auto& c = cost.descriptors[i];
        std::cout << fmt::format("engine (chip {}, cluster {}, slice {}) command #{}:\n", d.unit.chip, d.unit.cluster, d.unit.slice,
                                 d.segment);
        std::cout << "  read   " << dma::describeSide(d.entries, true, plan.in, plan.dtype, d.readBase, plan.packet.elements) << '\n';
        std::cout << "  write  " << dma::describeSide(d.entries, false, plan.out, plan.dtype, d.writeBase, plan.packet.elements) << '\n';
        std::cout << fmt::format(
            "  {} requests; read {:.1f} cycles ({}), write {:.1f} cycles ({}), {} -> {:.1f} + {} start-up = "
            "{:.1f} cycles\n",
            c.read.requests, c.read.cycles, c.read.bound, c.write.cycles, c.write.bound, c.overlapped ? "overlapped" : "in turn",
            c.dataCycles, c.startupCycles, c.cycles);
    }
    if (plan.units > 1)
        for (const dma::UnitCost& u : cost.units)
            std::cout << fmt::format("engine (chip {}, cluster {}, slice {}): {} command(s), {:.1f} data + {} start-up = {:.1f} cycles\n",
                                     u.unit.chip, u.unit.cluster, u.unit.slice, u.commands, u.dataCycles, u.startupCycles, u.cycles);
    std::cout << fmt::format("total: ~{} cycles (the slowest of {} engine(s)){}\n", cost.roundedCycles(), plan.units,
                             cost.extrapolated ? ", extrapolated from a prefix" : "");
    const auto bits = dma::toggledHbmBits(plan);
    if (!bits.empty()) std::cout << fmt::format("HBM address bits the loops toggle: {}\n", fmt::join(bits, ", "));
    if (cost.hbmReadCyclesPerRequest > 0)
        std::cout << fmt::format("HBM reads: {} requests on the busiest channel, {} switching rows: ~{} cycles per request\n",
                                 cost.hbmReadRequestsMaxChannel, cost.hbmReadRowSwitchesMaxChannel, cost.hbmReadCyclesPerRequest);
    if (balance.hbm) std::cout << channelBalanceText(balance);
    if (!extras.addresses.empty()) {
        std::cout << fmt::format("addresses of command {}:\n", extras.command);
        for (const auto& row : extras.addresses)
            std::cout << fmt::format("  i {:<8} ti {:<16} request {:<6} read {:<12} write {}\n", row.position,
                                     fmt::format("({})", fmt::join(row.indices, ", ")), row.request, row.read, row.write);
    }
    for (const auto& note : plan.notes) std::cout << "note: " << note << '\n';
    for (const auto& advice : cost.advice) std::cout << "advice: " << advice << '\n';
}

// Checks that an optional mapping flag compiles, reporting where it failed (exit 2).
bool compiles(const std::optional<std::string>& text, const char* flag, const Environment& env, const Output& out, int& status) {
    if (!text) return true;
    return compileFlag(*text, flag, env, out, status).has_value();
}

}  // namespace

CLI::App* addDmaCommand(CLI::App& app, DmaOptions& o, Output& out) {
    CLI::App* cmd = app.add_subcommand("dma", "A DMA Engine transfer: paired read/write sequencers, requests and cost");
    addEnvironmentOptions(cmd, o.environment);
    cmd->add_option("--dtype", o.dtype, "Element type: " + tensor::dtypeNames());
    cmd->add_option("--from", o.from, "Source memory: hbm, dm or spm")->required();
    cmd->add_option("--to", o.to, "Destination memory: hbm, dm or spm")->required();
    cmd->add_option("--in,--in-element", o.inElement, "In's element mapping")->required();
    cmd->add_option("--in-slice", o.inSlice, "In's slice mapping (DM)");
    cmd->add_option("--in-cluster", o.inCluster, "In's cluster mapping (DM, aggregate)");
    cmd->add_option("--in-chip", o.inChip, "In's chip mapping (aggregate)");
    cmd->add_option("--in-base", o.inBase, "b_in.element: byte address of In's element dimension");
    cmd->add_option("--out,--out-element", o.outElement, "Out's element mapping")->required();
    cmd->add_option("--out-slice", o.outSlice, "Out's slice mapping (DM)");
    cmd->add_option("--out-cluster", o.outCluster, "Out's cluster mapping (DM, aggregate)");
    cmd->add_option("--out-chip", o.outChip, "Out's chip mapping (aggregate)");
    cmd->add_option("--out-base", o.outBase, "b_out.element: byte address of Out's element dimension");
    cmd->add_option("--time", o.time, "The stream's Time mapping (default m![1])");
    cmd->add_option("--packet", o.packet, "The stream's Packet mapping (default m![1])");
    cmd->add_option("--stream-chip", o.streamChip, "Aggregate: the stream's chip term (one engine per value)");
    cmd->add_option("--stream-cluster", o.streamCluster, "Aggregate: the stream's cluster term");
    cmd->add_option("--stream-slice", o.streamSlice, "Aggregate: the stream's slice term (one engine per value)");
    cmd->add_option("--chips", o.chips, "Chips in the system (1..4, default 1)");
    cmd->add_option("--at", o.at, "A stream position of the command whose read and write addresses to list (repeatable)");
    cmd->add_option("--command", o.command, "The command (descriptor, 0 = the first) --at reads (default 0)");
    cmd->add_flag("--json", out.json, "Print exactly one JSON object");
    return cmd;
}

int runDma(const DmaOptions& o, const Output& out) {
    auto dtype = parseDTypeFlag(o.dtype);
    if (!dtype) return reportError(out, dtype.error(), kBadInput);
    auto from = dma::parseMedium(o.from);
    auto to = dma::parseMedium(o.to);
    if (!from || !to)
        return reportError(out,
                           diag::Diagnostic(diag::Kind::usage_error,
                                            fmt::format("--{} `{}` is not hbm, dm or spm", from ? "to" : "from", from ? o.to : o.from)),
                           kBadInput);
    Environment env;
    if (auto failed = loadEnvironment(o.environment, out, env)) return *failed;
    int status = kOk;
    const std::pair<const std::optional<std::string>*, const char*> flags[] = {{&o.inElement, "in"},
                                                                               {&o.inSlice, "in-slice"},
                                                                               {&o.inCluster, "in-cluster"},
                                                                               {&o.inChip, "in-chip"},
                                                                               {&o.outElement, "out"},
                                                                               {&o.outSlice, "out-slice"},
                                                                               {&o.outCluster, "out-cluster"},
                                                                               {&o.outChip, "out-chip"},
                                                                               {&o.time, "time"},
                                                                               {&o.packet, "packet"},
                                                                               {&o.streamChip, "stream-chip"},
                                                                               {&o.streamCluster, "stream-cluster"},
                                                                               {&o.streamSlice, "stream-slice"}};
    for (const auto& [text, flag] : flags)
        if (!compiles(*text, flag, env, out, status)) return status;

    dma::DmaSpec spec;
    spec.dtype = *dtype;
    spec.chips = o.chips;
    spec.in = {*from, o.inChip, o.inCluster, o.inSlice, o.inElement.value_or("m![1]"), o.inBase};
    spec.out = {*to, o.outChip, o.outCluster, o.outSlice, o.outElement.value_or("m![1]"), o.outBase};
    spec.stream = {o.streamChip, o.streamCluster, o.streamSlice, o.time.value_or("m![1]"), o.packet.value_or("m![1]")};
    auto plan = dma::planDma(spec, env.axes, env.aliases);
    if (!plan) return reportError(out, plan.error(), dmaExitStatus(plan.error()));
    const dma::DmaCost cost = dma::estimateCost(*plan);
    Extras extras;
    extras.command = o.command;
    if (!o.at.empty() && o.command >= plan->descriptors.size())
        return reportError(out,
                           diag::Diagnostic(diag::Kind::usage_error, fmt::format("--command {}: the transfer has {} command(s)", o.command,
                                                                                 plan->descriptors.size())),
                           kBadInput);
    for (u64 position : o.at) {
        auto row = dma::addressAt(*plan, plan->descriptors[o.command], position);
        if (!row) return reportError(out, row.error(), kBadInput);
        extras.addresses.push_back(*row);
    }
    if (out.json) extras.values = dma::unitValues(spec, *plan, env.axes, env.aliases);  // the text leaves them out
    const dma::ChannelBalance balance = dma::channelBalance(*plan, dma::kMaxBalanceRequests);
    if (out.json) printJson(planJson(*plan, cost, balance, extras));
    else printText(*plan, cost, balance, extras);
    return kOk;
}

}  // namespace tcpwb::cli
