#include "mapping/lexer.h"
#include "util/text.h"

#include <fmt/format.h>

namespace tcpwb::mapping {
namespace {

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

constexpr std::string_view kPunct = "[](){},/%#=@*$:!-+;<>";

int hexValue(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

diag::Result<Token> lexNumber(std::string_view text, std::size_t start) {
    std::size_t i = start;
    u64 base = 10;
    if (text.size() > i + 1 && text[i] == '0' && (text[i + 1] == 'x' || text[i + 1] == 'X')) {
        base = 16;
        i += 2;
    }
    u64 value = 0;
    bool anyDigit = false;
    bool overflow = false;
    for (; i < text.size(); ++i) {
        char c = text[i];
        if (c == '_') continue;
        int d = base == 16 ? hexValue(c) : (isDigit(c) ? c - '0' : -1);
        if (d < 0) break;
        anyDigit = true;
        auto scaled = checkedMul(value, base);
        auto next = scaled ? checkedAdd(*scaled, static_cast<u64>(d)) : std::nullopt;
        if (!next) overflow = true;
        else value = *next;
    }
    if (i < text.size() && continuesIdentifier(text[i])) {
        std::size_t end = i;
        while (end < text.size() && continuesIdentifier(text[end])) ++end;
        return diag::Diagnostic(diag::Kind::syntax_error, fmt::format("`{}` is not a number", text.substr(start, end - start)), start,
                                end - start);
    }
    if (!anyDigit) return diag::Diagnostic(diag::Kind::syntax_error, "a hexadecimal number needs digits after `0x`", start, i - start);
    if (overflow)
        return diag::Diagnostic(diag::Kind::size_overflow,
                                fmt::format("the number `{}` exceeds the largest supported size 2^62", text.substr(start, i - start)),
                                start, i - start);
    Token t;
    t.kind = TokenKind::Number;
    t.text = text.substr(start, i - start);
    t.offset = start;
    t.number = value;
    return t;
}

}  // namespace

diag::Result<std::vector<Token>> lex(std::string_view text) {
    std::vector<Token> tokens;
    std::size_t i = 0;
    while (i < text.size()) {
        char c = text[i];
        if (isSpace(c)) {
            ++i;
            continue;
        }
        if (startsIdentifier(c)) {
            std::size_t start = i;
            while (i < text.size() && continuesIdentifier(text[i])) ++i;
            while (i < text.size() && text[i] == '\'') ++i;
            Token t;
            t.kind = TokenKind::Identifier;
            t.text = text.substr(start, i - start);
            t.offset = start;
            tokens.push_back(t);
            continue;
        }
        if (isDigit(c)) {
            auto number = lexNumber(text, i);
            if (!number) return number.error();
            i += number->text.size();
            tokens.push_back(*number);
            continue;
        }
        if (kPunct.find(c) != std::string_view::npos) {
            Token t;
            t.kind = TokenKind::Punct;
            t.text = text.substr(i, 1);
            t.offset = i;
            tokens.push_back(t);
            ++i;
            continue;
        }
        const auto [shown, length] = describeCharacter(text, i);
        return diag::Diagnostic(diag::Kind::syntax_error, fmt::format("unexpected character {}", shown), i, length);
    }
    Token end;
    end.kind = TokenKind::End;
    end.offset = text.size();
    tokens.push_back(end);
    return tokens;
}

std::string describe(const Token& token) {
    if (token.kind == TokenKind::End) return "the end of the expression";
    return fmt::format("`{}`", token.text);
}

}  // namespace tcpwb::mapping
