#pragma once
// Tokens of the Rust subset the manual writes kernels in. Macro invocations
// (`m![...]`, `axes![...]`) are one token holding their raw body, because
// their contents are another language (mapping expressions, with primes such
// as `B'` that Rust's own lexer would read as a lifetime).
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "diag/diagnostic.h"
#include "util/checked.h"

namespace tcpwb::kernel {

enum class TokenKind {
    Ident,     // also keywords and `_`
    Integer,   // decimal, hex, binary or octal, `_` separators, optional type suffix
    Float,     // `1.5`, `2e3`
    String,    // "..." (value without quotes and escapes resolved minimally)
    Char,      // 'a'
    Lifetime,  // 'l
    Macro,     // name!(...) / name![...] / name!{...}: text is the name
    Punct,     // one or more characters: `::`, `->`, `..`, `<<`, `&&`, ...
    End,
};

struct Token {
    TokenKind kind = TokenKind::End;
    std::string_view text;  // for Macro: the name; otherwise the token as written
    std::size_t offset = 0;
    std::size_t length = 0;  // whole token, for Macro including `name!` and brackets
    u64 value = 0;           // Integer
    bool overflow = false;   // Integer did not fit 64 bits
    std::string_view body;   // Macro: the text between the brackets, as written
    std::size_t bodyOffset = 0;
    // Macro: `name![...]` with each comment inside replaced by spaces (newlines
    // kept), so the mapping and axis languages never see Rust comments and
    // every character keeps its offset.
    std::string macroText;

    std::string_view macroBody() const {
        return std::string_view(macroText).substr(bodyOffset - offset, body.size());
    }

    bool is(std::string_view punct) const { return kind == TokenKind::Punct && text == punct; }
    bool isIdent(std::string_view name) const { return kind == TokenKind::Ident && text == name; }
};

// Splits a kernel source into tokens, dropping whitespace, `//` and (nested)
// `/* */` comments. Errors: syntax_error at the offending character.
diag::Result<std::vector<Token>> lexKernel(std::string_view text);

// "`foo`", "`::`", "integer `12`", "end of file": for messages.
std::string describeToken(const Token& token);

}  // namespace tcpwb::kernel
