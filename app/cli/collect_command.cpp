// `tcpwb-cli collect`: the Collect Engine's Time2 and Packet2 for a stream
// (manual, "Collect Engine").
#include <fmt/format.h>

#include <iostream>

#include "collect/collect.h"
#include "commands.h"

namespace tcpwb::cli {
namespace {

}  // namespace

CLI::App* addCollectCommand(CLI::App& app, CollectOptions& o, Output& out) {
    CLI::App* cmd = app.add_subcommand("collect", "The Collect Engine: a stream's packets normalized to 32-byte flits");
    addEnvironmentOptions(cmd, o.environment);
    cmd->add_option("--dtype", o.dtype, "Element type: " + tensor::dtypeNames());
    cmd->add_option("--time", o.time, "The input Time mapping (default m![1])");
    cmd->add_option("--packet", o.packet, "The input Packet mapping")->required();
    cmd->add_option("--out-time", o.outTime, "Time2 to verify (derived when absent)");
    cmd->add_option("--out-packet", o.outPacket, "Packet2 to verify (derived when absent)");
    cmd->add_flag("--json", out.json, "Print exactly one JSON object");
    return cmd;
}

int runCollect(const CollectOptions& o, const Output& out) {
    auto dtype = parseDTypeFlag(o.dtype);
    if (!dtype) return reportError(out, dtype.error(), kBadInput);
    Environment env;
    if (auto failed = loadEnvironment(o.environment, out, env)) return *failed;
    int status = kOk;
    auto time = compileFlag(o.time, "time", env, out, status);
    if (!time) return status;
    auto packet = compileFlag(o.packet, "packet", env, out, status);
    if (!packet) return status;
    std::optional<mapping::CompiledMapping> outTime, outPacket;
    if (o.outTime && !(outTime = compileFlag(*o.outTime, "out-time", env, out, status))) return status;
    if (o.outPacket && !(outPacket = compileFlag(*o.outPacket, "out-packet", env, out, status))) return status;

    auto plan = collect::planCollect({*time, *packet, *dtype, outTime ? &*outTime : nullptr, outPacket ? &*outPacket : nullptr});
    if (!plan) return reportError(out, plan.error(), kRuleViolation);
    if (out.json) {
        printJson({{"time", plan->time},
                   {"packet", plan->packet},
                   {"verified", plan->verified},
                   {"packet_bytes", plan->packetBytes},
                   {"flit_bytes", plan->flitBytes},
                   {"elements_per_flit", plan->elementsPerFlit},
                   {"flits_per_packet", plan->flitsPerPacket},
                   {"pad_bytes", plan->padBytes},
                   {"padded_bytes", plan->paddedBytes}});
        return kOk;
    }
    std::cout << fmt::format("time           {}\npacket         {}\n", plan->time, plan->packet);
    if (plan->verified) std::cout << "               (the given mappings match)\n";
    std::cout << fmt::format("packet         {} bytes in, {} bytes of padding: {} bytes = {} flit(s) of {} bytes ({} elements)\n",
                             plan->packetBytes, plan->padBytes, plan->paddedBytes, plan->flitsPerPacket, plan->flitBytes,
                             plan->elementsPerFlit);
    return kOk;
}

}  // namespace tcpwb::cli
