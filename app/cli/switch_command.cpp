// `tcpwb-cli switch`: the Switch Engine's output mappings, snoop bitmap, ring
// size and cycles for a topology (manual, "Switch Engine").
#include <fmt/format.h>

#include <algorithm>
#include <iostream>

#include "commands.h"
#include "mapping/mapping.h"
#include "switch/router.h"
#include "switch/switch.h"

namespace tcpwb::cli {
namespace {

json partsJson(const sw::SwitchPlan& plan) {
    json parts = json::object();
    if (!plan.layout) return parts;
    const sw::Parts& p = plan.layout->parts();
    for (auto [name, value] : {std::pair{"slice2", p.slice2},
                               {"slice1", p.slice1},
                               {"slice0", p.slice0},
                               {"time2", p.time2},
                               {"time1", p.time1},
                               {"time0", p.time0}})
        parts[name] = value;
    return parts;
}

json routerJson(const sw::RouterTrace& trace) {
    json cycles = json::array();
    for (u64 c = 0; c < trace.cycles.size(); ++c) {
        json slices = json::array();
        for (const auto& actions : trace.cycles[c].actions) {
            json list = json::array();
            for (const auto& a : actions) {
                json to = json::array();
                for (auto port : a.to) to.push_back(sw::portName(port));
                list.push_back({{"packet", a.packet}, {"from", sw::portName(a.from)}, {"to", to}});
            }
            slices.push_back(list);
        }
        cycles.push_back({{"cycle", c}, {"actions", slices}, {"output", trace.cycles[c].output}});
    }
    return {{"ring_size", trace.ringSize}, {"packets_per_slice", trace.packetsPerSlice}, {"cycles", cycles}};
}

json planJson(const sw::SwitchPlan& plan) {
    return {{"topology", sw::describe(plan.topology)},
            {"out_slice", plan.outSlice},
            {"out_time", plan.outTime},
            {"verified", plan.verified},
            {"parts", partsJson(plan)},
            {"out_slice_parts", plan.outSliceParts},
            {"out_time_parts", plan.outTimeParts},
            {"ring_size", plan.ringSize},
            {"ring_groups", plan.ringGroups},
            {"input_time", plan.inputTime},
            {"packet_bytes", plan.packetBytes},
            {"flit_bytes", plan.flitBytes},
            {"cycles_per_packet", plan.cyclesPerPacket},
            {"cycles", plan.cycles},
            {"bitmap", plan.bitmap}};
}

std::string rowText(const std::vector<u64>& row) {
    std::string out;
    for (u64 s : row) out += (out.empty() ? "" : ", ") + std::to_string(s);
    return "{" + out + "}";
}

void printText(const sw::SwitchPlan& plan) {
    std::cout << fmt::format("topology       {}\n", sw::describe(plan.topology));
    std::cout << fmt::format("out slice      {}\nout time       {}\n", plan.outSlice, plan.outTime);
    if (plan.verified) std::cout << "               (the given output mappings match the topology)\n";
    std::cout << fmt::format("ring_size      {} ({} independent rings)\n", plan.ringSize, plan.ringGroups);
    std::cout << fmt::format("cycles         {} = {} x {} x {} ({}-byte packets, {}-byte flits)\n", plan.cycles, plan.ringSize,
                             plan.inputTime, plan.cyclesPerPacket, plan.packetBytes, plan.flitBytes);
    std::cout << "bitmap (output slice: input slices it accepts)\n";
    for (u64 s = 0; s < plan.bitmap.size(); ++s) {
        if (s > 0 && plan.bitmap.size() > 8 && s == 4) std::cout << "  ...\n";
        if (plan.bitmap.size() > 8 && s >= 4 && s + 4 < plan.bitmap.size()) continue;
        std::cout << fmt::format("  {:>3}: {}\n", s, rowText(plan.bitmap[s]));
    }
}

}  // namespace

CLI::App* addSwitchCommand(CLI::App& app, SwitchOptions& o, Output& out) {
    CLI::App* cmd = app.add_subcommand("switch", "The Switch Engine's output mappings, snoop bitmap, ring size and cycles");
    addEnvironmentOptions(cmd, o.environment);
    cmd->add_option("--dtype", o.dtype, "Element type: " + tensor::dtypeNames());
    addStreamFlags(cmd, o.stream,
                   {.slice = "The FetchTensor's Slice mapping (256 positions)",
                    .time = "The FetchTensor's Time mapping (default m![1])",
                    .packet = "The FetchTensor's Packet mapping (default m![1])",
                    .sliceRequired = true});
    cmd->add_option("--topology", o.topology,
                    "Forward | Broadcast01 slice1= slice0= time0= | Broadcast1 slice1= slice0= | Transpose slice1= slice0= | "
                    "InterTranspose slice1= slice0= time0= | TransposedBroadcast1 slice1= slice0= | CustomBroadcast ring_size=")
        ->required();
    addVerifyFlags(cmd, o.stream,
                   {.outSlice = "The output Slice mapping to verify (derived when absent)",
                    .outTime = "The output Time mapping to verify (derived when absent)"});
    cmd->add_flag("--dual-channel", o.dualChannel, "64-byte flits (dual-channel mode) instead of 32");
    cmd->add_flag("--router", o.router, "With --json: also the routers' decisions, cycle by cycle, in one ring group");
    cmd->add_flag("--json", out.json, "Print exactly one JSON object");
    return cmd;
}

int runSwitch(const SwitchOptions& o, const Output& out) {
    auto dtype = parseDTypeFlag(o.dtype);
    if (!dtype) return reportError(out, dtype.error(), kBadInput);
    auto topology = sw::parseTopology(o.topology);
    if (!topology) return reportError(out, topology.error(), kBadInput, o.topology, {{"in", "topology"}});
    Environment env;
    if (auto failed = loadEnvironment(o.environment, out, env)) return *failed;
    int status = kOk;
    auto m = compileStreamFlags(o.stream, env, out, status);
    if (!m) return status;

    sw::SwitchRequest request{*m->slice,    *m->time, *m->packet, *dtype, *topology, toVerify(m->outSlice), toVerify(m->outTime),
                              o.dualChannel};
    auto plan = sw::planSwitch(request);
    if (!plan) return reportError(out, plan.error(), kRuleViolation);
    if (!out.json) {
        printText(*plan);
        return kOk;
    }
    json result = planJson(*plan);
    if (o.router)  // one ring group; at most 256 packets, so long Times are cut short
        result["router"] = routerJson(sw::traceRing(plan->ringSize, std::clamp<u64>(256 / plan->ringSize, 1, plan->inputTime)));
    printJson(result);
    return kOk;
}

}  // namespace tcpwb::cli
