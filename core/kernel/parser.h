#pragma once
// Recursive descent over the kernel tokens (kernel/lexer.h) into the syntax
// tree (kernel/ast.h). Constructs outside the supported subset (loops, `if`,
// closures, `impl`, ...) are reported as unsupported_construct at their
// keyword; nesting is bounded so no input can exhaust the stack.
#include <string_view>

#include "diag/diagnostic.h"
#include "kernel/ast.h"

namespace tcpwb::kernel {

inline constexpr int kMaxNesting = 256;

diag::Result<std::shared_ptr<ast::File>> parseFile(std::string_view text);

}  // namespace tcpwb::kernel
