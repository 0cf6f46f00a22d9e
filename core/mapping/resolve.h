#pragma once
// Resolution turns a parsed tree into a checked one: every axis is looked up,
// every alias is expanded, and every node gets its size, with the manual's
// rules (stride and modulo divide, padding does not shrink, ...) enforced and
// explained at the offending operator.
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "diag/diagnostic.h"
#include "mapping/axes.h"
#include "mapping/expr.h"

namespace tcpwb::mapping {

// Named mappings usable as `{ Name }` (like `type Name = m![...]`).
class AliasTable {
public:
    // Stores the text; it is parsed when used, so one alias may use another.
    void define(std::string name, std::string text) { texts_[std::move(name)] = std::move(text); }
    void undefine(std::string_view name) {
        if (auto it = texts_.find(name); it != texts_.end()) texts_.erase(it);
    }
    const std::string* find(std::string_view name) const {
        auto it = texts_.find(name);
        return it == texts_.end() ? nullptr : &it->second;
    }
    const std::map<std::string, std::string, std::less<>>& all() const { return texts_; }

private:
    std::map<std::string, std::string, std::less<>> texts_;
};

// Parses "NAME=EXPR" (the CLI's --alias) into the table; returns NAME.
diag::Result<std::string> defineAlias(AliasTable& table, std::string_view definition);

// How far resolution expands aliases, the one limit for the CLI (--alias),
// the GUI's alias list and a kernel's `type` aliases: an alias may use an
// alias that uses an alias ..., at most kMaxAliasDepth aliases open at once
// (alias_too_deep past that). Written out, a mapping may nest at most
// kMaxNesting levels (parser.h, too_deep) and its aliases may bring in at
// most kMaxAliasTerms terms (too_large), so aliases that each use the one
// before twice cannot blow up what they expand to.
inline constexpr std::size_t kMaxAliasDepth = 32;
inline constexpr std::size_t kMaxAliasTerms = std::size_t{1} << 16;

// `text` is the source the tree was parsed from (for messages quoting it).
// The derived axes (skewed `B' = B - A`, padded `B' = # 2 + B`) a resolved
// tree uses, ascending.
std::vector<AxisId> skewAxesIn(const Expr& resolved, const AxisEnv& env);

diag::Result<ExprPtr> resolve(const ExprPtr& tree, std::string_view text, const AxisEnv& env, const AliasTable& aliases);

}  // namespace tcpwb::mapping
