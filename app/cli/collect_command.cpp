// `tcpwb-cli collect`: the Collect Engine's Time2 and Packet2 for a stream
// (manual, "Collect Engine").
#include <fmt/format.h>

#include <iostream>

#include "collect/collect.h"
#include "commands.h"

namespace tcpwb::cli {
namespace {}  // namespace

CLI::App* addCollectCommand(CLI::App& app, CollectOptions& o, Output& out) {
    CLI::App* cmd = app.add_subcommand("collect", "The Collect Engine: a stream's packets normalized to 32-byte flits");
    addEnvironmentOptions(cmd, o.environment);
    cmd->add_option("--dtype", o.dtype, "Element type: " + tensor::dtypeNames());
    addStreamFlags(cmd, o.stream,
                   {.time = "The input Time mapping (default m![1])", .packet = "The input Packet mapping", .packetRequired = true});
    addVerifyFlags(cmd, o.stream,
                   {.outTime = "Time2 to verify (derived when absent)", .outPacket = "Packet2 to verify (derived when absent)"});
    cmd->add_flag("--json", out.json, "Print exactly one JSON object");
    return cmd;
}

int runCollect(const CollectOptions& o, const Output& out) {
    auto dtype = parseDTypeFlag(o.dtype);
    if (!dtype) return reportError(out, dtype.error(), kBadInput);
    Environment env;
    if (auto failed = loadEnvironment(o.environment, out, env)) return *failed;
    int status = kOk;
    auto m = compileStreamFlags(o.stream, env, out, status);
    if (!m) return status;

    auto plan = collect::planCollect({*m->time, *m->packet, *dtype, toVerify(m->outTime), toVerify(m->outPacket)});
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
