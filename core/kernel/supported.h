#pragma once
// What the syntax tree holds but the elaborator does not run yet: modules,
// `const` items and blocks, `struct`s, `macro_rules!`, generic `type` aliases,
// `for`, `if` and `as`. Each is refused as unsupported_construct at its keyword,
// naming what is supported, until the elaborator learns it.
#include <optional>

#include "diag/diagnostic.h"
#include "kernel/ast.h"

namespace tcpwb::kernel {

// The first such construct in source order, or nothing.
[[nodiscard]] std::optional<diag::Diagnostic> firstUnsupported(const ast::File& file);

}  // namespace tcpwb::kernel
