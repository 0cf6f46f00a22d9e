#pragma once
// Turns a parsed kernel (kernel/ast.h) into the Program the simulator runs:
// declares axes and aliases, evaluates the host code, inlines the device
// function at `launch`, and records tensors and operations in program order.
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "diag/diagnostic.h"
#include "kernel/ast.h"
#include "kernel/program.h"

namespace tcpwb::kernel {

// `entry` names the device function to run on its own (its parameters
// filled like a fragment's, even when the file has host code); empty: the
// host code calling launch, else the first device function.
// `dialect` set: the source is read in that dialect (its rules, docs/dialects.md)
// whatever the source itself says.
// `entryModules`: the inline modules the entry is inside (ParseOptions::entryModules).
// `rewrite`: what ParseOptions::rewrite did to `file`, done also to the
// expressions read from a macro's text when the kernel loads (a shape guard's
// operands, a mapping's escaped constants), which `file` holds as text.
diag::Result<Program> elaborate(const ast::File& file, std::string_view text, std::string sourceName, std::string entry = {},
                                std::optional<Dialect> dialect = std::nullopt, std::vector<std::string> entryModules = {},
                                std::function<void(ast::File&)> rewrite = {});

}  // namespace tcpwb::kernel
