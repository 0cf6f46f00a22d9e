#pragma once
// Parses the text of a mapping expression into a syntax tree. Only syntax is
// checked here; axes, aliases and sizes are checked by resolve().
#include <string_view>

#include "diag/diagnostic.h"
#include "mapping/expr.h"

namespace tcpwb::mapping {

// Nesting deeper than this is rejected rather than risking the stack.
inline constexpr std::size_t kMaxNesting = 256;

// Accepts `m![...]` or the bare list; `( ... )` groups like `[ ... ]`; a
// trailing comma is allowed; `m![]` is the identity.
diag::Result<ExprPtr> parseExpression(std::string_view text);

}  // namespace tcpwb::mapping
