#include "kernel/lexer.h"

#include <array>

#include <fmt/format.h>

namespace tcpwb::kernel {
namespace {

using diag::Diagnostic;

bool isIdentStart(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool isIdentChar(char c) { return isIdentStart(c) || (c >= '0' && c <= '9'); }
bool isDigit(char c) { return c >= '0' && c <= '9'; }

int digitValue(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return 99;
}

// Longest first, so `...` is not read as `..` `.`.
constexpr std::array<std::string_view, 12> kMultiPunct = {"...", "..=", "..", "::", "->", "=>",
                                                           "==",  "!=",  "+=", "-=", "*=", "/="};

class Lexer {
public:
    explicit Lexer(std::string_view text) : text_(text) {}

    diag::Result<std::vector<Token>> run() {
        while (true) {
            if (auto error = skipSpaceAndComments()) return *error;
            if (pos_ >= text_.size()) break;
            auto token = next();
            if (!token) return token.error();
            tokens_.push_back(token.value());
        }
        Token end;
        end.kind = TokenKind::End;
        end.offset = text_.size();
        tokens_.push_back(end);
        return std::move(tokens_);
    }

private:
    char at(std::size_t i) const { return i < text_.size() ? text_[i] : '\0'; }

    std::optional<Diagnostic> skipSpaceAndComments() {
        while (pos_ < text_.size()) {
            char c = text_[pos_];
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
                ++pos_;
            } else if (c == '/' && (at(pos_ + 1) == '/' || at(pos_ + 1) == '*')) {
                if (auto error = skipComment()) return error;
            } else {
                break;
            }
        }
        return std::nullopt;
    }

    // At `//` or `/*`: moves past the comment (a line comment stops before its newline).
    std::optional<Diagnostic> skipComment() {
        if (at(pos_ + 1) == '*') return skipBlockComment();
        while (pos_ < text_.size() && text_[pos_] != '\n') ++pos_;
        return std::nullopt;
    }

    std::optional<Diagnostic> skipBlockComment() {
        std::size_t start = pos_;
        std::size_t depth = 0;
        while (pos_ < text_.size()) {
            if (text_[pos_] == '/' && at(pos_ + 1) == '*') {
                ++depth;
                pos_ += 2;
            } else if (text_[pos_] == '*' && at(pos_ + 1) == '/') {
                pos_ += 2;
                if (--depth == 0) return std::nullopt;
            } else {
                ++pos_;
            }
        }
        return Diagnostic("syntax_error", "this block comment is never closed; add `*/`", start, 2);
    }

    Token make(TokenKind kind, std::size_t start) const {
        Token t;
        t.kind = kind;
        t.offset = start;
        t.length = pos_ - start;
        t.text = text_.substr(start, pos_ - start);
        return t;
    }

    diag::Result<Token> next() {
        std::size_t start = pos_;
        char c = text_[pos_];
        if (isIdentStart(c)) return identOrMacro();
        if (isDigit(c)) return number();
        if (c == '"') return string();
        if (c == '\'') return quote();
        if (static_cast<unsigned char>(c) >= 0x80)
            return Diagnostic("syntax_error",
                              "non-ASCII characters are only allowed in comments and strings", start, 1);
        for (std::string_view p : kMultiPunct) {
            if (text_.substr(pos_, p.size()) == p) {
                pos_ += p.size();
                return make(TokenKind::Punct, start);
            }
        }
        if (std::string_view("+-*/%^!&|=<>@.,;:#$?~()[]{}").find(c) != std::string_view::npos) {
            ++pos_;
            return make(TokenKind::Punct, start);
        }
        return Diagnostic("syntax_error", fmt::format("unexpected character `{}`", c), start, 1);
    }

    diag::Result<Token> identOrMacro() {
        std::size_t start = pos_;
        while (pos_ < text_.size() && isIdentChar(text_[pos_])) ++pos_;
        std::size_t nameEnd = pos_;
        // `name!` followed by a bracket is a macro invocation; `x != y` is not.
        std::size_t look = pos_;
        if (at(look) == '!' && at(look + 1) != '=') {
            ++look;
            while (at(look) == ' ' || at(look) == '\t' || at(look) == '\n' || at(look) == '\r') ++look;
            char open = at(look);
            if (open == '[' || open == '(' || open == '{') return macro(start, nameEnd, look);
        }
        return make(TokenKind::Ident, start);
    }

    // Captures the body up to the matching bracket (any kind of bracket
    // nests). A comment inside is Rust's, not the body's: its brackets do not
    // count, and macroText has it blanked.
    diag::Result<Token> macro(std::size_t start, std::size_t nameEnd, std::size_t open) {
        std::string blanked(text_.substr(start, open - start));
        std::vector<char> stack;
        std::size_t i = open;
        for (; i < text_.size(); ++i) {
            char c = text_[i];
            if (c == '/' && (at(i + 1) == '/' || at(i + 1) == '*')) {
                pos_ = i;
                if (auto error = skipComment()) return *error;
                for (std::size_t k = i; k < pos_; ++k) blanked += text_[k] == '\n' ? '\n' : ' ';
                i = pos_ - 1;
                continue;
            }
            blanked += c;
            if (c == '[' || c == '(' || c == '{') {
                stack.push_back(c == '[' ? ']' : c == '(' ? ')' : '}');
            } else if (c == ']' || c == ')' || c == '}') {
                if (c != stack.back())
                    return Diagnostic("syntax_error",
                                      fmt::format("mismatched `{}` in this macro; expected `{}`", c, stack.back()), i, 1);
                stack.pop_back();
                if (stack.empty()) break;
            }
        }
        if (!stack.empty())
            return Diagnostic("syntax_error",
                              fmt::format("the `{}!` macro's bracket is never closed; add `{}`",
                                          text_.substr(start, nameEnd - start), stack.back()),
                              open, 1);
        pos_ = i + 1;
        Token t = make(TokenKind::Macro, start);
        t.text = text_.substr(start, nameEnd - start);
        t.bodyOffset = open + 1;
        t.body = text_.substr(open + 1, i - open - 1);
        t.macroText = std::move(blanked);
        return t;
    }

    diag::Result<Token> number() {
        std::size_t start = pos_;
        unsigned base = 10;
        if (text_[pos_] == '0' && (at(pos_ + 1) == 'x' || at(pos_ + 1) == 'b' || at(pos_ + 1) == 'o')) {
            base = at(pos_ + 1) == 'x' ? 16 : at(pos_ + 1) == 'b' ? 2 : 8;
            pos_ += 2;
        }
        u64 value = 0;
        bool overflow = false;
        bool anyDigit = false;
        while (pos_ < text_.size()) {
            char c = text_[pos_];
            if (c == '_') { ++pos_; continue; }
            int d = digitValue(c);
            if (d >= static_cast<int>(base)) break;
            anyDigit = true;
            if (value > (~u64{0} - static_cast<u64>(d)) / base) overflow = true;
            value = value * base + static_cast<u64>(d);
            ++pos_;
        }
        if (!anyDigit)
            return Diagnostic("syntax_error", "this number literal has no digits", start, pos_ - start);
        bool isFloat = false;
        // `1.5` is a float; `0..4` is a range and `x.0` a field: only a digit after the dot counts.
        if (base == 10 && at(pos_) == '.' && isDigit(at(pos_ + 1))) {
            isFloat = true;
            ++pos_;
            while (isDigit(at(pos_)) || at(pos_) == '_') ++pos_;
        }
        if (base == 10 && (at(pos_) == 'e' || at(pos_) == 'E') &&
            (isDigit(at(pos_ + 1)) || ((at(pos_ + 1) == '-' || at(pos_ + 1) == '+') && isDigit(at(pos_ + 2))))) {
            isFloat = true;
            pos_ += 2;
            while (isDigit(at(pos_))) ++pos_;
        }
        std::size_t suffix = pos_;
        while (isIdentChar(at(pos_))) ++pos_;  // type suffix: 1u32, 2.0f32
        std::string_view suffixText = text_.substr(suffix, pos_ - suffix);
        if (!suffixText.empty() && suffixText.front() == 'f') isFloat = true;
        Token t = make(isFloat ? TokenKind::Float : TokenKind::Integer, start);
        t.value = value;
        t.overflow = overflow;
        return t;
    }

    diag::Result<Token> string() {
        std::size_t start = pos_++;
        while (pos_ < text_.size() && text_[pos_] != '"') pos_ += text_[pos_] == '\\' ? 2 : 1;
        if (pos_ >= text_.size())
            return Diagnostic("syntax_error", "this string is never closed; add `\"`", start, 1);
        ++pos_;
        return make(TokenKind::String, start);
    }

    // 'a' / '\n' is a char, 'l a lifetime.
    diag::Result<Token> quote() {
        std::size_t start = pos_;
        if (at(pos_ + 1) == '\\' && at(pos_ + 3) == '\'') {
            pos_ += 4;
            return make(TokenKind::Char, start);
        }
        if (at(pos_ + 1) != '\0' && at(pos_ + 2) == '\'') {
            pos_ += 3;
            return make(TokenKind::Char, start);
        }
        if (isIdentStart(at(pos_ + 1))) {
            ++pos_;
            while (isIdentChar(at(pos_))) ++pos_;
            return make(TokenKind::Lifetime, start);
        }
        return Diagnostic("syntax_error", "a lone `'` is neither a character literal nor a lifetime", start, 1);
    }

    std::string_view text_;
    std::size_t pos_ = 0;
    std::vector<Token> tokens_;
};

}  // namespace

diag::Result<std::vector<Token>> lexKernel(std::string_view text) { return Lexer(text).run(); }

std::string describeToken(const Token& token) {
    switch (token.kind) {
        case TokenKind::End: return "end of file";
        case TokenKind::Integer: return fmt::format("integer `{}`", token.text);
        case TokenKind::Float: return fmt::format("number `{}`", token.text);
        case TokenKind::String: return "a string";
        case TokenKind::Char: return "a character literal";
        case TokenKind::Lifetime: return fmt::format("lifetime `{}`", token.text);
        case TokenKind::Macro: return fmt::format("macro `{}!`", token.text);
        case TokenKind::Ident:
        case TokenKind::Punct: return fmt::format("`{}`", token.text);
    }
    return "?";
}

}  // namespace tcpwb::kernel
