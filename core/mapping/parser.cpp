#include "mapping/parser.h"

#include <fmt/format.h>

#include "mapping/lexer.h"

namespace tcpwb::mapping {
namespace {

using diag::Diagnostic;

char closerFor(char opener) { return opener == '[' ? ']' : opener == '(' ? ')' : '}'; }

class Parser {
public:
    explicit Parser(std::vector<Token> tokens) : tokens_(std::move(tokens)) {}

    diag::Result<ExprPtr> parse() {
        if (peek().kind == TokenKind::End)
            return Diagnostic(diag::Kind::empty_expression, "the mapping expression is empty; write `m![1]` for the identity", 0, 0);
        bool wrapped = peek().isIdentifier("m") && peek(1).is('!');
        if (wrapped) {
            pos_ += 2;
            const Token& opener = peek();
            if (!opener.is('[') && !opener.is('('))
                return syntax(opener, fmt::format("expected `[` after `m!`, found {}", describe(opener)));
            ++pos_;
            auto body = list(closerFor(opener.text[0]), opener);
            if (!body) return body;
            ++pos_;  // the closer, checked by list()
            if (peek().kind != TokenKind::End)
                return syntax(peek(),
                              fmt::format("unexpected {} after the closing `{}` of `m!`", describe(peek()), closerFor(opener.text[0])));
            return body;
        }
        auto body = list('\0', peek());
        if (!body) return body;
        return body;
    }

private:
    // Parses items up to `closer` (not consumed); closer '\0' means end of input.
    diag::Result<ExprPtr> list(char closer, const Token& opener) {
        std::vector<ExprPtr> items;
        std::size_t begin = peek().offset;
        while (true) {
            if (atListEnd(closer)) break;
            auto item = product();
            if (!item) return item;
            items.push_back(std::move(item).value());
            if (peek().is(',')) {
                ++pos_;
                continue;
            }
            if (atListEnd(closer)) break;
            return unexpected(closer, opener);
        }
        if (closer != '\0' && !peek().is(closer)) return unexpected(closer, opener);
        std::size_t end = peek().offset;
        if (items.empty()) {
            auto identity = std::make_shared<Expr>();
            identity->kind = Expr::Kind::Broadcast;
            identity->operand = 1;
            identity->begin = begin;
            identity->end = end;
            return ExprPtr(identity);
        }
        if (items.size() == 1) return items.front();
        return makePair(std::move(items), false);
    }

    bool atListEnd(char closer) const {
        return closer == '\0' ? peek().kind == TokenKind::End : (peek().is(closer) || peek().kind == TokenKind::End);
    }

    [[nodiscard]] Diagnostic unexpected(char closer, const Token& opener) const {
        const Token& t = peek();
        if (t.kind == TokenKind::End && closer != '\0')
            return Diagnostic(diag::Kind::unbalanced_brackets,
                              fmt::format("the `{}` at offset {} is never closed", opener.text, opener.offset), opener.offset, 1);
        if (t.is(']') || t.is(')') || t.is('}'))
            return Diagnostic(diag::Kind::unbalanced_brackets,
                              closer == '\0' ? fmt::format("unexpected `{}`: no bracket is open here", t.text)
                                             : fmt::format("`{}` closes the `{}` at offset {}; expected `{}`", t.text, opener.text,
                                                           opener.offset, closer),
                              t.offset, 1);
        return syntax(t, fmt::format("expected `,` or an operator (`/`, `%`, `#`, `=`, `@`, `*`), found {}", describe(t)));
    }

    diag::Result<ExprPtr> product() {
        std::vector<ExprPtr> factors;
        auto first = postfix();
        if (!first) return first;
        factors.push_back(std::move(first).value());
        while (peek().is('*')) {
            ++pos_;
            auto next = postfix();
            if (!next) return next;
            factors.push_back(std::move(next).value());
        }
        if (factors.size() == 1) return factors.front();
        return makePair(std::move(factors), true);
    }

    diag::Result<ExprPtr> postfix() {
        std::size_t savedDepth = depth_;
        auto base = primary();
        if (!base) return base;
        ExprPtr expr = std::move(base).value();
        while (true) {
            const Token& op = peek();
            Expr::Kind kind;
            if (op.is('/')) kind = Expr::Kind::Stride;
            else if (op.is('%')) kind = Expr::Kind::Modulo;
            else if (op.is('#')) kind = Expr::Kind::Pad;
            else if (op.is('=')) kind = Expr::Kind::Resize;
            else if (op.is('@')) kind = Expr::Kind::Offset;
            else break;
            if (++depth_ > kMaxNesting) return tooDeep(op);
            ++pos_;
            PadKind pad = PadKind::Any;
            if (kind == Expr::Kind::Pad && peek().is('{')) {
                auto parsed = padKind();
                if (!parsed) return parsed.error();
                pad = *parsed;
            }
            const Token& number = peek();
            if (number.kind != TokenKind::Number)
                return syntax(number, fmt::format("`{}` needs a number after it, found {}", op.text, describe(number)));
            ++pos_;
            auto node = std::make_shared<Expr>();
            node->kind = kind;
            node->operand = number.number;
            node->pad = pad;
            node->opOffset = op.offset;
            node->begin = expr->begin;
            node->end = number.offset + number.text.size();
            node->children.push_back(std::move(expr));
            expr = std::move(node);
        }
        depth_ = savedDepth;
        return expr;
    }

    diag::Result<PadKind> padKind() {
        const Token& open = peek();
        ++pos_;
        const Token& k = peek();
        PadKind kind;
        if (k.is('*')) kind = PadKind::Any;
        else if (k.is('!')) kind = PadKind::Inaccessible;
        else if (k.kind == TokenKind::Number && k.text == "0") kind = PadKind::Zero;
        else
            return syntax(k, fmt::format("unknown padding kind {}; use `#{{*}}` (any value), `#{{0}}` (zeros) or `#{{!}}` (inaccessible)",
                                         describe(k)));
        ++pos_;
        if (!peek().is('}'))
            return Diagnostic(diag::Kind::unbalanced_brackets,
                              fmt::format("the `{{` of the padding kind at offset {} is never closed", open.offset), open.offset, 1);
        ++pos_;
        return kind;
    }

    diag::Result<ExprPtr> primary() {
        const Token& t = peek();
        if (t.kind == TokenKind::Identifier) {
            ++pos_;
            auto node = std::make_shared<Expr>();
            node->kind = Expr::Kind::Symbol;
            node->name = std::string(t.text);
            node->begin = node->opOffset = t.offset;
            node->end = t.offset + t.text.size();
            return ExprPtr(node);
        }
        if (t.kind == TokenKind::Number) {
            ++pos_;
            auto node = std::make_shared<Expr>();
            node->kind = Expr::Kind::Broadcast;
            node->operand = t.number;
            node->begin = node->opOffset = t.offset;
            node->end = t.offset + t.text.size();
            return ExprPtr(node);
        }
        if (t.is('[') || t.is('(')) return group(t);
        if (t.is('{')) return alias(t);
        if (t.is('$')) return linearCombination(t);
        if (t.is(']') || t.is(')') || t.is('}'))
            return Diagnostic(diag::Kind::unbalanced_brackets, fmt::format("unexpected `{}`: expected an axis, a number or `[`", t.text),
                              t.offset, 1);
        return syntax(t, fmt::format("expected an axis, a number, `[`, `{{` or `$(`, found {}", describe(t)));
    }

    diag::Result<ExprPtr> group(const Token& opener) {
        if (++depth_ > kMaxNesting) return tooDeep(opener);
        ++pos_;
        auto body = list(closerFor(opener.text[0]), opener);
        if (!body) return body;
        // The group's span includes its brackets, so messages quote `[A, B]`.
        auto bracketed = std::make_shared<Expr>(*body.value());
        bracketed->begin = opener.offset;
        bracketed->end = peek().offset + 1;
        ++pos_;
        --depth_;
        return ExprPtr(bracketed);
    }

    diag::Result<ExprPtr> alias(const Token& open) {
        ++pos_;
        const Token& name = peek();
        if (name.kind != TokenKind::Identifier)
            return syntax(name, fmt::format("expected an alias name inside `{{ }}`, found {}", describe(name)));
        ++pos_;
        // `{ crate::shapes::Row }`: the toolchain's m! reads a braced path as
        // the Rust type it names; the crate front end renames the paths it
        // finds (kernel/crate_imports.h), so one left here names nothing known.
        std::string path(name.text);
        while (peek().is(':') && peek(1).is(':') && peek(1).offset == peek().offset + 1 && peek(2).kind == TokenKind::Identifier) {
            path += "::" + std::string(peek(2).text);
            pos_ += 3;
        }
        if (peek().kind == TokenKind::End)
            return Diagnostic(diag::Kind::unbalanced_brackets, fmt::format("the `{{` at offset {} is never closed", open.offset),
                              open.offset, 1);
        if (!peek().is('}')) return syntax(peek(), fmt::format("expected `}}` after `{{ {}`, found {}", path, describe(peek())));
        auto node = std::make_shared<Expr>();
        node->kind = Expr::Kind::Alias;
        node->name = std::move(path);
        node->begin = open.offset;
        node->opOffset = name.offset;
        node->end = peek().offset + 1;
        ++pos_;
        return ExprPtr(node);
    }

    diag::Result<ExprPtr> linearCombination(const Token& dollar) {
        ++pos_;
        const Token& open = peek();
        if (!open.is('(')) return syntax(open, fmt::format("expected `(` after `$`, found {}", describe(open)));
        if (++depth_ > kMaxNesting) return tooDeep(open);
        ++pos_;
        auto node = std::make_shared<Expr>();
        node->kind = Expr::Kind::LinComb;
        node->begin = node->opOffset = dollar.offset;
        while (!peek().is(')')) {
            if (peek().kind == TokenKind::End)
                return Diagnostic(diag::Kind::unbalanced_brackets, fmt::format("the `(` at offset {} is never closed", open.offset),
                                  open.offset, 1);
            auto term = product();
            if (!term) return term;
            if (!peek().is(':'))
                return syntax(peek(), fmt::format("each term of `$( )` needs a weight, as in `$(N:1, F:2)`; found {}", describe(peek())));
            ++pos_;
            const Token& weight = peek();
            if (weight.kind != TokenKind::Number)
                return syntax(weight, fmt::format("expected a weight after `:`, found {}", describe(weight)));
            ++pos_;
            node->children.push_back(std::move(term).value());
            node->weights.push_back(weight.number);
            if (peek().is(',')) {
                ++pos_;
                continue;
            }
            if (!peek().is(')') && peek().kind != TokenKind::End)
                return syntax(peek(), fmt::format("expected `,` or `)` in `$( )`, found {}", describe(peek())));
        }
        if (node->children.empty()) return syntax(peek(), "`$( )` needs at least one term, as in `$(N:1, F:2)`");
        node->end = peek().offset + 1;
        ++pos_;
        --depth_;
        return ExprPtr(node);
    }

    ExprPtr makePair(std::vector<ExprPtr> items, bool product) const {
        auto node = std::make_shared<Expr>();
        node->kind = Expr::Kind::Pair;
        node->product = product;
        node->begin = items.front()->begin;
        node->end = items.back()->end;
        node->opOffset = node->begin;
        node->children = std::move(items);
        return node;
    }

    [[nodiscard]] Diagnostic tooDeep(const Token& at) const {
        return Diagnostic(diag::Kind::too_deep, fmt::format("the expression nests deeper than {} levels", kMaxNesting), at.offset, 1);
    }

    [[nodiscard]] static Diagnostic syntax(const Token& at, std::string message) {
        return Diagnostic(diag::Kind::syntax_error, std::move(message), at.offset, at.text.size());
    }

    const Token& peek(std::size_t ahead = 0) const {
        std::size_t i = pos_ + ahead;
        return i < tokens_.size() ? tokens_[i] : tokens_.back();
    }

    std::vector<Token> tokens_;
    std::size_t pos_ = 0;
    std::size_t depth_ = 0;
};

}  // namespace

diag::Result<ExprPtr> parseExpression(std::string_view text) {
    auto tokens = lex(text);
    if (!tokens) return tokens.error();
    return Parser(std::move(tokens).value()).parse();
}

}  // namespace tcpwb::mapping
