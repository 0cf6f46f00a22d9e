#include "mapping/resolve.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <vector>

#include "mapping/parser.h"

namespace tcpwb::mapping {
namespace {

using diag::Diagnostic;

class Resolver {
public:
    Resolver(const AxisEnv& env, const AliasTable& aliases) : env_(env), aliases_(aliases) {}

    diag::Result<ExprPtr> run(const ExprPtr& node, std::string_view text) {
        std::string_view saved = text_;
        text_ = text;
        auto result = visit(node);
        text_ = saved;
        return result;
    }

private:
    // One more level of the written-out tree while it is resolved.
    struct Level {
        explicit Level(std::size_t& depth) : depth_(++depth) {}
        ~Level() { --depth_; }
        Level(const Level&) = delete;
        Level& operator=(const Level&) = delete;
        std::size_t& depth_;
    };

    diag::Result<ExprPtr> visit(const ExprPtr& node) {
        const Level level(depth_);
        if (depth_ > kMaxNesting)
            return error(*node, diag::Kind::too_deep,
                         fmt::format("with its aliases written out, the expression nests deeper than {} levels", kMaxNesting));
        if (!active_.empty() && ++aliasTerms_ > kMaxAliasTerms)
            return error(*node, diag::Kind::too_large,
                         fmt::format("its aliases, written out, bring more than {} terms into the expression", kMaxAliasTerms));
        auto copy = std::make_shared<Expr>(*node);
        switch (node->kind) {
            case Expr::Kind::Symbol: return symbol(copy);
            case Expr::Kind::Broadcast:
                if (copy->operand == 0) return error(*copy, diag::Kind::invalid_size, "a broadcast needs at least 1 position, not 0");
                copy->size = copy->operand;
                return ExprPtr(copy);
            case Expr::Kind::Pair: return pair(copy);
            case Expr::Kind::Alias: return alias(copy);
            case Expr::Kind::LinComb: return linearCombination(copy);
            default: return unary(copy);
        }
    }

    diag::Result<ExprPtr> symbol(const std::shared_ptr<Expr>& node) {
        auto id = env_.find(node->name);
        if (!id) {
            std::string declared = env_.count() == 0 ? "no axes are declared" : "declared axes: " + axisNames();
            if (aliases_.find(node->name))
                return error(*node, diag::Kind::unknown_axis, fmt::format("`{0}` is an alias, not an axis: write `{{ {0} }}`", node->name));
            return error(*node, diag::Kind::unknown_axis, fmt::format("unknown axis `{}` ({})", node->name, declared));
        }
        node->axis = *id;
        node->size = env_[*id].size;
        return ExprPtr(node);
    }

    diag::Result<ExprPtr> pair(const std::shared_ptr<Expr>& node) {
        u64 size = 1;
        for (auto& child : node->children) {
            auto resolved = visit(child);
            if (!resolved) return resolved;
            child = std::move(resolved).value();
            auto product = checkedMul(size, child->size);
            if (!product)
                return error(*node, diag::Kind::size_overflow,
                             fmt::format("the size of `{}` exceeds the largest supported size 2^62", source(*node)));
            size = *product;
        }
        node->size = size;
        return ExprPtr(node);
    }

    diag::Result<ExprPtr> unary(const std::shared_ptr<Expr>& node) {
        auto inner = visit(node->children.front());
        if (!inner) return inner;
        node->children.front() = std::move(inner).value();
        const u64 size = node->inner().size;
        const u64 n = node->operand;
        const std::string of = source(node->inner());
        switch (node->kind) {
            case Expr::Kind::Stride:
                if (n == 0) return opError(*node, diag::Kind::invalid_size, "stride 0 is not allowed; strides start at 1");
                if (size % n != 0)
                    return opError(*node, diag::Kind::not_divisible, fmt::format("stride {} does not divide size {} of `{}`", n, size, of))
                        .withFix(suggestPadding(n, size, of));
                node->size = size / n;
                break;
            case Expr::Kind::Modulo:
                if (n == 0) return opError(*node, diag::Kind::invalid_size, "modulo 0 is not allowed; use `% 1` for a single position");
                if (size % n != 0)
                    return opError(*node, diag::Kind::not_divisible, fmt::format("modulo {} does not divide size {} of `{}`", n, size, of))
                        .withFix(suggestPadding(n, size, of));
                node->size = n;
                break;
            case Expr::Kind::Pad:
                if (n < size)
                    return opError(*node, diag::Kind::padding_too_small,
                                   fmt::format("padding `# {}` is smaller than the size {} of `{}`", n, size, of))
                        .withNote("`# n` pads up to n positions, so n must be at least the size");
                node->size = n;
                break;
            case Expr::Kind::Resize:
                if (n == 0) return opError(*node, diag::Kind::invalid_size, "resize `= 0` leaves no positions");
                if (n > size)
                    return opError(*node, diag::Kind::resize_too_large,
                                   fmt::format("resize `= {}` exceeds the size {} of `{}`; use `# {}` to pad instead", n, size, of, n));
                node->size = n;
                break;
            case Expr::Kind::Offset:
                if (n >= size)
                    return opError(*node, diag::Kind::offset_too_large,
                                   fmt::format("offset `@ {}` leaves nothing of `{}` (size {})", n, of, size));
                node->size = size - n;
                break;
            default: break;
        }
        return ExprPtr(node);
    }

    diag::Result<ExprPtr> alias(const std::shared_ptr<Expr>& node) {
        const std::string* body = aliases_.find(node->name);
        if (!body && node->name.find("::") != std::string::npos) {
            // Placed at the path: from its first segment to its last (the `}` and spaces before it left out).
            std::size_t end = node->end - 1;
            while (end > node->opOffset && end <= text_.size() && std::isspace(static_cast<unsigned char>(text_[end - 1]))) --end;
            return Diagnostic(diag::Kind::unknown_alias, fmt::format("no axis or mapping `{}`", node->name), node->opOffset,
                              end - node->opOffset);
        }
        if (!body) {
            std::string known;
            for (const auto& [name, text] : aliases_.all()) known += (known.empty() ? "" : ", ") + name;
            return error(
                *node, diag::Kind::unknown_alias,
                fmt::format("unknown alias `{}` ({})", node->name, known.empty() ? "no aliases are defined" : "defined aliases: " + known));
        }
        for (const std::string& open : active_)
            if (open == node->name) return error(*node, diag::Kind::alias_cycle, fmt::format("alias `{}` refers to itself", node->name));
        if (active_.size() >= kMaxAliasDepth)
            return error(*node, diag::Kind::alias_too_deep,
                         fmt::format("aliases nest more than {} levels deep ({} -> {}); write a deeper chain out", kMaxAliasDepth,
                                     chainText(), node->name));
        auto parsed = parseExpression(*body);
        if (!parsed) return inAlias(*node, parsed.error());
        active_.push_back(node->name);
        auto resolved = run(parsed.value(), *body);
        active_.pop_back();
        if (!resolved) return inAlias(*node, resolved.error());
        node->children = {std::move(resolved).value()};
        node->size = node->inner().size;
        return ExprPtr(node);
    }

    diag::Result<ExprPtr> linearCombination(const std::shared_ptr<Expr>& node) {
        // size = 1 + sum_k (size(e_k) - 1) * n_k (manual, "Sliding")
        u64 size = 1;
        for (std::size_t k = 0; k < node->children.size(); ++k) {
            if (node->weights[k] == 0)
                return error(*node, diag::Kind::invalid_size,
                             "a weight of 0 in `$( )` would put every position of its term at one place; weights start at 1");
            auto resolved = visit(node->children[k]);
            if (!resolved) return resolved;
            node->children[k] = std::move(resolved).value();
            auto span = checkedMul(node->children[k]->size - 1, node->weights[k]);
            auto sum = span ? checkedAdd(size, *span) : std::nullopt;
            if (!sum)
                return error(*node, diag::Kind::size_overflow,
                             fmt::format("the size of `{}` exceeds the largest supported size 2^62", source(*node)));
            size = *sum;
        }
        node->size = size;
        return ExprPtr(node);
    }

    // The open aliases, outermost first, the middle left out of a long chain.
    std::string chainText() const {
        std::string out;
        for (std::size_t k = 0; k < active_.size(); ++k) {
            if (k >= 2 && k + 2 < active_.size()) {
                if (k == 2) out += " -> ...";
                continue;
            }
            out += (k == 0 ? "" : " -> ") + active_[k];
        }
        return out;
    }

    // A limit is the whole mapping's, not the alias's: said once, at the
    // outermost alias, rather than once per alias it passes through.
    static bool isLimit(const Diagnostic& d) {
        return d.kind == diag::Kind::alias_too_deep || d.kind == diag::Kind::too_deep || d.kind == diag::Kind::too_large;
    }

    [[nodiscard]] Diagnostic inAlias(const Expr& node, Diagnostic inner) const {
        if (isLimit(inner)) return Diagnostic(inner.kind, inner.message, node.begin, node.end - node.begin);
        Diagnostic d(inner.kind, fmt::format("in alias `{}`: {}", node.name, inner.message), node.begin, node.end - node.begin);
        if (inner.offset) d.withNote(fmt::format("at offset {} of the alias text `{}`", *inner.offset, *aliases_.find(node.name)));
        return d;
    }

    static std::string suggestPadding(u64 n, u64 size, const std::string& of) {
        return fmt::format("pad first: `{} # {}`", of, roundUp(size, n));
    }

    std::string axisNames() const {
        std::string names;
        for (const Axis& axis : env_.all()) names += (names.empty() ? "" : ", ") + axis.name;
        return names;
    }

    std::string source(const Expr& node) const {
        if (node.end <= text_.size() && node.begin < node.end) return std::string(text_.substr(node.begin, node.end - node.begin));
        return "the expression";
    }

    [[nodiscard]] Diagnostic error(const Expr& node, diag::Kind kind, std::string message) const {
        return Diagnostic(kind, std::move(message), node.begin, node.end - node.begin);
    }

    [[nodiscard]] Diagnostic opError(const Expr& node, diag::Kind kind, std::string message) const {
        return Diagnostic(kind, std::move(message), node.opOffset, node.end - node.opOffset);
    }

    const AxisEnv& env_;
    const AliasTable& aliases_;
    std::string_view text_;
    std::vector<std::string> active_;
    std::size_t depth_ = 0;       // levels of the written-out tree open
    std::size_t aliasTerms_ = 0;  // terms resolved inside aliases so far
};

}  // namespace

diag::Result<std::string> defineAlias(AliasTable& table, std::string_view definition) {
    auto eq = definition.find('=');
    auto trim = [](std::string_view s) {
        while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
        while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
        return s;
    };
    if (eq == std::string_view::npos)
        return Diagnostic(diag::Kind::syntax_error, fmt::format("alias `{}` needs the form NAME=EXPR", definition));
    std::string_view name = trim(definition.substr(0, eq));
    bool valid = !name.empty() && !(name.front() >= '0' && name.front() <= '9');
    for (char c : name) valid = valid && (std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '\'');
    if (!valid) return Diagnostic(diag::Kind::syntax_error, fmt::format("`{}` is not a valid alias name", name));
    table.define(std::string(name), std::string(trim(definition.substr(eq + 1))));
    return std::string(name);
}

namespace {
void collectSkews(const Expr& e, const AxisEnv& env, std::vector<AxisId>& out) {
    if (e.kind == Expr::Kind::Symbol && env[e.axis].derived()) out.push_back(e.axis);
    for (const ExprPtr& child : e.children) collectSkews(*child, env, out);
}
}  // namespace

std::vector<AxisId> skewAxesIn(const Expr& resolved, const AxisEnv& env) {
    std::vector<AxisId> out;
    collectSkews(resolved, env, out);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

diag::Result<ExprPtr> resolve(const ExprPtr& tree, std::string_view text, const AxisEnv& env, const AliasTable& aliases) {
    return Resolver(env, aliases).run(tree, text);
}

}  // namespace tcpwb::mapping
