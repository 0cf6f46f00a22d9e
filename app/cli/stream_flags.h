#pragma once
// The flags that name a stream's mappings, shared by the engine subcommands:
// --slice, --time and --packet, and the --out-* mappings a command checks
// against the ones it derives. Declared here and compiled here, in one order,
// so every command reports the same first failure the same way.
#include <CLI/CLI.hpp>

#include <optional>
#include <string>

#include "environment.h"
#include "json_output.h"
#include "mapping/mapping.h"

namespace tcpwb::cli {

// The flags' text. A mapping not given reads m![1], unless the command's
// options start it at another (vcg's Packet); --slice and the --out-*
// mappings are compiled only when given or, for --slice, declared.
struct StreamFlags {
    std::optional<std::string> slice{};
    std::string time = "m![1]";
    std::string packet = "m![1]";
    std::optional<std::string> outSlice{}, outTime{}, outPacket{};
};

// Each command's own words for the flags it declares; a flag without help
// is not declared.
struct StreamFlagHelp {
    const char* slice = nullptr;
    const char* time = nullptr;
    const char* packet = nullptr;
    bool sliceRequired = false;
    bool packetRequired = false;
};

struct VerifyFlagHelp {
    const char* outSlice = nullptr;
    const char* outTime = nullptr;
    const char* outPacket = nullptr;
};

// Declares --slice, --time and --packet (those with help), in that order.
// A declared --slice reads m![1] when it is not given.
void addStreamFlags(CLI::App* cmd, StreamFlags& flags, const StreamFlagHelp& help);

// Declares --out-slice, --out-time and --out-packet (those with help), in that order.
void addVerifyFlags(CLI::App* cmd, StreamFlags& flags, const VerifyFlagHelp& help);

struct StreamMappings {
    std::optional<mapping::CompiledMapping> slice, time, packet;
    std::optional<mapping::CompiledMapping> outSlice, outTime, outPacket;  // given only
};

// The mapping to verify, or null when it was not given: what the engines' requests take.
inline const mapping::CompiledMapping* toVerify(const std::optional<mapping::CompiledMapping>& m) { return m ? &*m : nullptr; }

// Compiles the given flags in the order slice, time, packet, out-slice,
// out-time, out-packet; the first that does not compile is reported
// (compileFlag) into `status` and nothing is returned.
std::optional<StreamMappings> compileStreamFlags(const StreamFlags& flags, const Environment& env, const Output& out, int& status);

}  // namespace tcpwb::cli
