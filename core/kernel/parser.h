#pragma once
// The kernel's syntax: the text parsed with tree-sitter's Rust grammar
// (rust/syntax_tree.h) and lowered into the syntax tree of kernel/ast.h
// (kernel/lower.h). A syntax error is located at its token with what was
// expected there, and the rest of the file still parses; constructs the syntax
// tree has no node for (closures, `while`, `impl`, ...) are unsupported_construct
// at their keyword. Nesting is bounded so no input can exhaust the stack.
#include <memory>
#include <string_view>
#include <vector>

#include "diag/diagnostic.h"
#include "kernel/ast.h"

namespace tcpwb::kernel {

inline constexpr int kMaxNesting = 256;

struct ParsedFile {
    std::shared_ptr<ast::File> file;       // what could be read, also when there are errors
    std::vector<diag::Diagnostic> errors;  // every syntax_error and unsupported_construct, in source order
};

// The whole file, errors and all: for tools that show every problem at once.
ParsedFile parseSyntax(std::string_view text);

// The syntax tree the elaborator runs, or the first error in source order: a
// syntax error, a construct with no node, or one the elaborator does not run
// yet (kernel/supported.h).
diag::Result<std::shared_ptr<ast::File>> parseFile(std::string_view text);

// The expression written at [begin, end) of `text` (a macro's argument, which
// the grammar keeps as tokens: `assert!(<m![B]>::SIZE % 32 == 0, ..)`), with
// spans into `text`; nullptr when it does not parse as one. The file holds it
// as the tail of its one function's body.
std::shared_ptr<ast::File> parseExpressionAt(std::string_view text, std::size_t begin, std::size_t end);

}  // namespace tcpwb::kernel
