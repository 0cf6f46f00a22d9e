#pragma once
// The syntax errors of a parsed Rust text, each one located sentence the way a
// compiler says it: tree-sitter's MISSING nodes name the token the grammar
// needed ("expected `)`, found `;`"), and an ERROR node is described by what it
// holds and where it stands ("unexpected `)`; expected `,` or `]`", "expected an
// expression after `=`, found `;`", "this block comment is never closed").
#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "rust/syntax_tree.h"

namespace tcpwb::rust {

struct SyntaxError {
    ByteSpan at;          // where to point: the offending token, or an unclosed opener
    std::string message;  // one line
    // Where the parser met it, which orders the errors: a bracket never closed
    // is met at the end of the text, though `at` is the bracket.
    std::size_t detected = 0;
};

// Every ERROR and MISSING node, in the order the parser met them (an ERROR
// inside an ERROR is part of the outer one). `accepted`, when given, keeps a
// node the caller reads itself from being reported (the manual's `...`).
std::vector<SyntaxError> syntaxErrors(const SyntaxTree& tree, const std::function<bool(Node)>& accepted = {});

// The token at or after `offset` (whitespace and comments skipped): its span,
// empty at the end of the text. A rough Rust lexer, for messages only.
ByteSpan tokenAt(std::string_view text, std::size_t offset);
// "`;`", "`foo`", "a string", "end of file": the token at `offset`, for messages.
std::string describeTokenAt(std::string_view text, std::size_t offset);

}  // namespace tcpwb::rust
