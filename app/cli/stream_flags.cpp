#include "stream_flags.h"

namespace tcpwb::cli {
namespace {

// Compiles `text` into `into` when it is given; false once a failure is reported.
bool compileGiven(const std::optional<std::string>& text, const char* flag, const Environment& env, const Output& out, int& status,
                  std::optional<mapping::CompiledMapping>& into) {
    if (!text) return true;
    into = compileFlag(*text, flag, env, out, status);
    return into.has_value();
}

}  // namespace

void addStreamFlags(CLI::App* cmd, StreamFlags& flags, const StreamFlagHelp& help) {
    if (help.slice) {
        if (!flags.slice) flags.slice = "m![1]";
        CLI::Option* slice = cmd->add_option("--slice", flags.slice, help.slice);
        if (help.sliceRequired) slice->required();
    }
    if (help.time) cmd->add_option("--time", flags.time, help.time);
    if (help.packet) {
        CLI::Option* packet = cmd->add_option("--packet", flags.packet, help.packet);
        if (help.packetRequired) packet->required();
    }
}

void addVerifyFlags(CLI::App* cmd, StreamFlags& flags, const VerifyFlagHelp& help) {
    if (help.outSlice) cmd->add_option("--out-slice", flags.outSlice, help.outSlice);
    if (help.outTime) cmd->add_option("--out-time", flags.outTime, help.outTime);
    if (help.outPacket) cmd->add_option("--out-packet", flags.outPacket, help.outPacket);
}

std::optional<StreamMappings> compileStreamFlags(const StreamFlags& flags, const Environment& env, const Output& out, int& status) {
    StreamMappings m;
    if (!compileGiven(flags.slice, "slice", env, out, status, m.slice)) return std::nullopt;
    if (!(m.time = compileFlag(flags.time, "time", env, out, status))) return std::nullopt;
    if (!(m.packet = compileFlag(flags.packet, "packet", env, out, status))) return std::nullopt;
    if (!compileGiven(flags.outSlice, "out-slice", env, out, status, m.outSlice)) return std::nullopt;
    if (!compileGiven(flags.outTime, "out-time", env, out, status, m.outTime)) return std::nullopt;
    if (!compileGiven(flags.outPacket, "out-packet", env, out, status, m.outPacket)) return std::nullopt;
    return m;
}

}  // namespace tcpwb::cli
