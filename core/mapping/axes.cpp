#include "mapping/axes.h"

#include <fmt/format.h>

#include "mapping/lexer.h"

namespace tcpwb::mapping {

diag::Result<AxisId> AxisEnv::add(std::string name, u64 size) {
    if (find(name)) return diag::Diagnostic(diag::Kind::duplicate_axis, fmt::format("axis `{}` is declared twice", name));
    if (size == 0) return diag::Diagnostic(diag::Kind::invalid_size, fmt::format("axis `{}` has size 0; sizes must be at least 1", name));
    if (size > kMaxSize)
        return diag::Diagnostic(diag::Kind::size_overflow,
                                fmt::format("axis `{}` has size {}, above the largest supported size 2^62", name, size));
    axes_.push_back(Axis{std::move(name), size, std::nullopt, std::nullopt});
    return static_cast<AxisId>(axes_.size() - 1);
}

diag::Result<AxisId> AxisEnv::addSkew(std::string name, std::string_view base, std::string_view minus) {
    if (find(name)) return diag::Diagnostic(diag::Kind::duplicate_axis, fmt::format("axis `{}` is declared twice", name));
    auto baseId = find(base);
    auto minusId = find(minus);
    if (!baseId)
        return diag::Diagnostic(diag::Kind::unknown_axis, fmt::format("skewed axis `{}` refers to undeclared axis `{}`", name, base));
    if (!minusId)
        return diag::Diagnostic(diag::Kind::unknown_axis, fmt::format("skewed axis `{}` refers to undeclared axis `{}`", name, minus));
    if (*baseId == *minusId)
        return diag::Diagnostic(diag::Kind::invalid_skew, fmt::format("skewed axis `{}` subtracts `{}` from itself", name, base));
    if (axes_[*baseId].skew || axes_[*minusId].skew)
        return diag::Diagnostic(diag::Kind::invalid_skew,
                                fmt::format("skewed axis `{}` must be built from declared axes, not other skewed axes", name));
    if (axes_[*baseId].padded || axes_[*minusId].padded)
        return diag::Diagnostic(diag::Kind::invalid_skew,
                                fmt::format("skewed axis `{}` must be built from declared axes, not padded ones", name));
    axes_.push_back(Axis{std::move(name), axes_[*baseId].size, Skew{*baseId, *minusId}, std::nullopt});
    return static_cast<AxisId>(axes_.size() - 1);
}

diag::Result<AxisId> AxisEnv::addPadded(std::string name, std::string_view base, u64 left, u64 right) {
    if (find(name)) return diag::Diagnostic(diag::Kind::duplicate_axis, fmt::format("axis `{}` is declared twice", name));
    auto baseId = find(base);
    if (!baseId)
        return diag::Diagnostic(diag::Kind::unknown_axis, fmt::format("padded axis `{}` refers to undeclared axis `{}`", name, base));
    if (axes_[*baseId].derived())
        return diag::Diagnostic(diag::Kind::invalid_padding,
                                fmt::format("padded axis `{}` must pad a declared axis, not the derived axis `{}`", name, base));
    auto size = checkedAdd(left, axes_[*baseId].size);
    if (size) size = checkedAdd(*size, right);
    if (!size || *size > kMaxSize)
        return diag::Diagnostic(diag::Kind::size_overflow,
                                fmt::format("padded axis `{}` is larger than the largest supported size 2^62", name));
    axes_.push_back(Axis{std::move(name), *size, std::nullopt, Padded{*baseId, left, right}});
    return static_cast<AxisId>(axes_.size() - 1);
}

std::optional<AxisId> AxisEnv::find(std::string_view name) const {
    for (std::size_t i = 0; i < axes_.size(); ++i)
        if (axes_[i].name == name) return static_cast<AxisId>(i);
    return std::nullopt;
}

std::string AxisEnv::declaration(AxisId id) const {
    const Axis& axis = axes_[id];
    if (axis.skew) return fmt::format("{} = {} - {}", axis.name, axes_[axis.skew->base].name, axes_[axis.skew->minus].name);
    if (axis.padded)
        return fmt::format("{} = {}{}{}", axis.name, axis.padded->left ? fmt::format("# {} + ", axis.padded->left) : "",
                           axes_[axis.padded->base].name, axis.padded->right ? fmt::format(" + # {}", axis.padded->right) : "");
    return fmt::format("{} = {}", axis.name, axis.size);
}

std::string AxisEnv::toString() const {
    std::string out;
    for (AxisId id = 0; id < axes_.size(); ++id) {
        if (!out.empty()) out += ", ";
        out += declaration(id);
    }
    return out;
}

namespace {

class AxesParser {
public:
    explicit AxesParser(std::vector<Token> tokens) : tokens_(std::move(tokens)) {}

    diag::Result<AxisEnv> parse() {
        bool wrapped = peek().isIdentifier("axes") && peek(1).is('!');
        if (wrapped) {
            pos_ += 2;
            if (!peek().is('[') && !peek().is('('))
                return error(peek(), fmt::format("expected `[` after `axes!`, found {}", describe(peek())));
            ++pos_;
        }
        while (true) {
            while (isSeparator(peek())) ++pos_;
            if (peek().kind == TokenKind::End || (wrapped && (peek().is(']') || peek().is(')')))) break;
            if (auto d = declaration(); d) return *d;
            if (!isSeparator(peek()) && peek().kind != TokenKind::End && !(wrapped && (peek().is(']') || peek().is(')'))))
                return error(peek(), fmt::format("expected `,` between axis declarations, found {}", describe(peek())));
        }
        if (wrapped) {
            if (!peek().is(']') && !peek().is(')')) return error(peek(), "the `axes![` declaration is missing its closing `]`");
            ++pos_;
            while (peek().is(';')) ++pos_;
        }
        if (peek().kind != TokenKind::End) return error(peek(), fmt::format("unexpected {} after the axis declarations", describe(peek())));
        return env_;
    }

private:
    static bool isSeparator(const Token& t) { return t.is(',') || t.is(';'); }

    // Parses one declaration; returns a diagnostic on failure.
    [[nodiscard]] std::optional<diag::Diagnostic> declaration() {
        const Token& name = peek();
        if (name.kind != TokenKind::Identifier)
            return diag::Diagnostic(diag::Kind::syntax_error, fmt::format("expected an axis name, found {}", describe(name)), name.offset,
                                    name.text.size());
        ++pos_;
        if (!peek().is('=') && !peek().is(':'))
            return diag::Diagnostic(diag::Kind::syntax_error,
                                    fmt::format("expected `=` and a size after axis `{}`, found {}", name.text, describe(peek())),
                                    peek().offset, peek().text.size());
        ++pos_;
        const Token& value = peek();
        if (startsPadding(0) || (value.kind == TokenKind::Identifier && peek(1).is('+'))) return padded(name);
        if (value.kind == TokenKind::Number) {
            ++pos_;
            auto added = env_.add(std::string(name.text), value.number);
            if (!added) return located(added.error(), value);
            return std::nullopt;
        }
        if (value.kind == TokenKind::Identifier && peek(1).is('-') && peek(2).kind == TokenKind::Identifier) {
            pos_ += 3;
            auto added = env_.addSkew(std::string(name.text), value.text, tokens_[pos_ - 1].text);
            if (!added) return located(added.error(), value);
            return std::nullopt;
        }
        return diag::Diagnostic(
            diag::Kind::syntax_error,
            fmt::format(
                "axis `{}` needs a size such as `{} = 8` (a skew such as `B' = B - A`, or a padding such as `B' = # 2 + B + # 4`), found {}",
                name.text, name.text, describe(value)),
            value.offset, value.text.size());
    }

    // `# 2` or `2 #` at peek(ahead).
    bool startsPadding(std::size_t ahead) const {
        return (peek(ahead).is('#') && peek(ahead + 1).kind == TokenKind::Number) ||
               (peek(ahead).kind == TokenKind::Number && peek(ahead + 1).is('#'));
    }

    u64 paddingAmount() {
        const u64 amount = peek().is('#') ? peek(1).number : peek().number;
        pos_ += 2;
        return amount;
    }

    // `Name' = [# left +] Base [+ # right]`
    [[nodiscard]] std::optional<diag::Diagnostic> padded(const Token& name) {
        u64 left = 0, right = 0;
        if (startsPadding(0)) {
            left = paddingAmount();
            if (!peek().is('+'))
                return error(peek(), fmt::format("expected `+` and the padded axis after `# {}`, found {}", left, describe(peek())));
            ++pos_;
        }
        const Token& base = peek();
        if (base.kind != TokenKind::Identifier)
            return error(base, fmt::format("expected the axis that `{}` pads, found {}", name.text, describe(base)));
        ++pos_;
        if (peek().is('+')) {
            ++pos_;
            if (!startsPadding(0))
                return error(peek(), fmt::format("expected a padding such as `# 4` after `{} +`, found {}", base.text, describe(peek())));
            right = paddingAmount();
        }
        auto added = env_.addPadded(std::string(name.text), base.text, left, right);
        if (!added) return located(added.error(), base);
        return std::nullopt;
    }

    [[nodiscard]] static diag::Diagnostic located(diag::Diagnostic d, const Token& at) {
        d.offset = at.offset;
        d.length = at.text.size();
        return d;
    }

    [[nodiscard]] diag::Diagnostic error(const Token& at, std::string message) const {
        return diag::Diagnostic(diag::Kind::syntax_error, std::move(message), at.offset, at.text.size());
    }

    const Token& peek(std::size_t ahead = 0) const {
        std::size_t i = pos_ + ahead;
        return i < tokens_.size() ? tokens_[i] : tokens_.back();
    }

    std::vector<Token> tokens_;
    std::size_t pos_ = 0;
    AxisEnv env_;
};

}  // namespace

diag::Result<AxisEnv> parseAxes(std::string_view text) {
    auto tokens = lex(text);
    if (!tokens) return tokens.error();
    return AxesParser(std::move(tokens).value()).parse();
}

}  // namespace tcpwb::mapping
