#pragma once
// Tokens of the mapping-expression and axis-declaration languages, each with
// the character offset it starts at so errors can point at it.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "diag/diagnostic.h"
#include "util/checked.h"

namespace tcpwb::mapping {

enum class TokenKind { Identifier, Number, Punct, End };

struct Token {
    TokenKind kind = TokenKind::End;
    std::string_view text;  // view into the lexed source
    std::size_t offset = 0;
    u64 number = 0;  // for Number

    bool is(char punct) const { return kind == TokenKind::Punct && text.size() == 1 && text[0] == punct; }
    bool isIdentifier(std::string_view name) const { return kind == TokenKind::Identifier && text == name; }
};

// Splits text into tokens. Identifiers are letters, digits and '_' starting
// with a letter or '_', optionally followed by primes (B'). Numbers are
// decimal (or 0x hex) with optional '_' separators, at most 2^62.
diag::Result<std::vector<Token>> lex(std::string_view text);

// Human-readable name of a token for error messages ("`]`", "end of input").
std::string describe(const Token& token);

}  // namespace tcpwb::mapping
