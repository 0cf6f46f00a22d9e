// `tcpwb-cli transpose`: the Transpose Engine's output mappings, matrix shape,
// buffering and cycles (manual, "Transpose Engine").
#include <fmt/format.h>

#include <iostream>

#include "commands.h"
#include "transpose/transpose.h"

namespace tcpwb::cli {
namespace {}  // namespace

CLI::App* addTransposeCommand(CLI::App& app, TransposeOptions& o, Output& out) {
    CLI::App* cmd = app.add_subcommand("transpose", "The Transpose Engine: rows and columns of [Time, Packet] swapped");
    addEnvironmentOptions(cmd, o.environment);
    cmd->add_option("--dtype", o.dtype, "Element type: " + tensor::dtypeNames());
    addStreamFlags(
        cmd, o.stream,
        {.time = "The input Time mapping (default m![1])", .packet = "The input Packet: one 32-byte flit", .packetRequired = true});
    cmd->add_option("--in-rows", o.inRows, "Rows of the input matrix (default: found from --out-*, else the innermost Time factor)")
        ->check(CLI::NonNegativeNumber);
    cmd->add_option("--packets-per-col", o.packetsPerCol, "Packets per matrix row (default: found from --out-*, else 1)")
        ->check(CLI::NonNegativeNumber);
    addVerifyFlags(cmd, o.stream, {.outTime = "The output Time to verify", .outPacket = "The output Packet to verify"});
    cmd->add_flag("--json", out.json, "Print exactly one JSON object");
    return cmd;
}

int runTranspose(const TransposeOptions& o, const Output& out) {
    auto dtype = parseDTypeFlag(o.dtype);
    if (!dtype) return reportError(out, dtype.error(), kBadInput);
    Environment env;
    if (auto failed = loadEnvironment(o.environment, out, env)) return *failed;
    int status = kOk;
    auto m = compileStreamFlags(o.stream, env, out, status);
    if (!m) return status;

    auto plan =
        transpose::planTranspose({*m->time, *m->packet, *dtype, o.inRows, o.packetsPerCol, toVerify(m->outTime), toVerify(m->outPacket)});
    if (!plan) return reportError(out, plan.error(), kRuleViolation);
    const auto& p = *plan;
    if (out.json) {
        printJson({{"time", p.time},
                   {"packet", p.packet},
                   {"verified", p.verified},
                   {"in_rows", p.inRows},
                   {"packets_per_col", p.packetsPerCol},
                   {"elements_per_packet", p.elementsPerPacket},
                   {"in_cols", p.inCols},
                   {"out_rows", p.outRows},
                   {"trimmed_rows", p.trimmedRows},
                   {"output_alignment", p.outputAlignment},
                   {"buffering", p.doubleBuffering ? "double" : "single"},
                   {"input_flits_per_iter", p.inputFlitsPerIter},
                   {"output_flits_per_iter", p.outputFlitsPerIter},
                   {"n", p.n},
                   {"cycles_per_iter", p.cyclesPerIter},
                   {"cycles", p.cycles}});
        return kOk;
    }
    std::cout << fmt::format("time           {}\npacket         {}\n", p.time, p.packet);
    std::cout << fmt::format("matrix         [{} x {}] ({} packet(s) of {} per row) -> [{} x {} # {}], {} row(s) trimmed\n", p.inRows,
                             p.inCols, p.packetsPerCol, p.elementsPerPacket, p.outRows, p.inRows, p.outputAlignment, p.trimmedRows);
    std::cout << fmt::format("buffering      {}\ncycles         {} ({} iterations of {} cycles; {} flits in, {} out each)\n",
                             p.doubleBuffering ? "double" : "single", p.cycles, p.n, p.cyclesPerIter, p.inputFlitsPerIter,
                             p.outputFlitsPerIter);
    return kOk;
}

}  // namespace tcpwb::cli
