#pragma once
// The axis environment and aliases every subcommand takes (--axes, --alias).
#include <CLI/CLI.hpp>

#include <optional>
#include <string>
#include <vector>

#include "json_output.h"
#include "mapping/axes.h"
#include "mapping/mapping.h"
#include "tensor/dtype.h"
#include "mapping/resolve.h"

namespace tcpwb::cli {

struct EnvironmentOptions {
    std::string axes;
    std::vector<std::string> aliases;
};

struct Environment {
    mapping::AxisEnv axes;
    mapping::AliasTable aliases;
};

void addEnvironmentOptions(CLI::App* cmd, EnvironmentOptions& options);

// Parses the options into `env`; on bad input reports it and returns the exit status.
std::optional<int> loadEnvironment(const EnvironmentOptions& options, const Output& out, Environment& env);

// The element type named by `--dtype` (or another flag), or a usage_error
// listing the types.
diag::Result<tensor::DType> parseDTypeFlag(const std::string& name, const char* flag = "--dtype");

// Compiles the mapping given to `--flag`; when it does not compile, reports
// where (exit status 2, `"in": flag`) into `status` and returns nothing.
std::optional<mapping::CompiledMapping> compileFlag(const std::string& text, const char* flag, const Environment& env, const Output& out,
                                                    int& status);

}  // namespace tcpwb::cli
