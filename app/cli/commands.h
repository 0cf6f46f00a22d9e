#pragma once
// The subcommands of tcpwb-cli. Each registers its flags on the CLI11 app and
// runs on the parsed options, returning the process exit status.
#include <CLI/CLI.hpp>

#include <optional>
#include <string>
#include <vector>

#include "json_output.h"

namespace tcpwb::cli {

struct MapOptions {
    std::string axes;
    std::vector<std::string> aliases;
    std::string expression;
    std::vector<std::string> at;
    bool all = false;
    std::optional<std::string> equiv;
};

CLI::App* addMapCommand(CLI::App& app, MapOptions& options, Output& out);
int runMap(const MapOptions& options, const Output& out);

}  // namespace tcpwb::cli
