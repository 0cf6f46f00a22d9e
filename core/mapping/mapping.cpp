#include "mapping/mapping.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "mapping/parser.h"

namespace tcpwb::mapping {
namespace {

bool usesPadKinds(const Expr& e) {
    if (e.kind == Expr::Kind::Pad && e.pad != PadKind::Any) return true;
    return std::any_of(e.children.begin(), e.children.end(), [](const ExprPtr& c) { return usesPadKinds(*c); });
}

}  // namespace

// Erasing padding kinds changes nothing when every padding is `#`, so the
// second normal form is only built for `#{0}` and `#{!}` (compiling is on the
// GUI's keystroke path).
CompiledMapping::CompiledMapping(std::string text, ExprPtr tree, const AxisEnv& env)
    : text_(std::move(text)),
      tree_(std::move(tree)),
      env_(env),
      normalForm_(buildNormalForm(*tree_, env_)),
      erasedForm_(usesPadKinds(*tree_) ? buildNormalForm(*tree_, env_, NormalFormOptions{true}) : normalForm_),
      skews_(skewAxesIn(*tree_, env_)) {}

std::optional<TensorIndex> CompiledMapping::at(u64 i) const {
    if (!normalForm_.hasGroups()) {
        auto raw = normalForm_.mapRaw(i);
        if (!raw) return std::nullopt;
        return finalizeIndex(*raw, env_, skews_);
    }
    auto all = allAt(i);
    if (all.empty()) return std::nullopt;
    return all.front();
}

std::vector<TensorIndex> CompiledMapping::allAt(u64 i) const {
    std::vector<TensorIndex> out;
    for (const TensorIndex& raw : normalForm_.mapRawAll(i))
        if (auto index = finalizeIndex(raw, env_, skews_)) out.push_back(*index);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::optional<PadKind> CompiledMapping::padAt(u64 i) const {
    if (i >= size()) return std::nullopt;
    if (auto kind = normalForm_.padAt(i)) return kind;
    if (!at(i)) return PadKind::Any;  // past an axis's end after a padded split
    return std::nullopt;
}

std::string CompiledMapping::normalized() const { return "m![" + printNormalForm(normalForm_, env_) + "]"; }

std::string CompiledMapping::operand() const {
    std::string text = printNormalForm(normalForm_, env_);
    int depth = 0;
    for (char c : text) {
        if (c == '[' || c == '(' || c == '{') ++depth;
        if (c == ']' || c == ')' || c == '}') --depth;
        if (c == ',' && depth == 0) return "[" + text + "]";
    }
    return text;
}

bool CompiledMapping::equivalentTo(const CompiledMapping& other) const {
    if (size() != other.size()) return false;
    if (structurallyEqual(erasedForm_, other.erasedForm_)) return true;
    if (!hasCoupledPadding() && !other.hasCoupledPadding()) return false;
    if (size() > kEnumerationLimit) return false;
    for (u64 i = 0; i < size(); ++i)
        if (allAt(i) != other.allAt(i)) return false;
    return true;
}

bool CompiledMapping::hasCoupledPadding() const {
    std::map<AxisId, u64> reach;  // the largest coordinate each axis can be given
    for (const auto& [axis, value] : erasedForm_.base.entries()) reach[axis] += value;
    for (const Factor& f : erasedForm_.factors) {
        if (f.content == Factor::Content::Group || f.content == Factor::Content::Sliding) return true;
        if (f.content != Factor::Content::Axis || f.extent == 0) continue;
        u64 top = f.offset + f.step * (f.extent - 1);
        reach[f.axis] = std::min(kMaxSize, reach[f.axis] + top);
    }
    for (const auto& [axis, top] : reach)
        if (top >= env_[axis].size) return true;
    return false;
}

diag::Result<CompiledMapping> compileDerived(const std::string& text, const CompiledMapping& like, std::string_view what) {
    auto m = compileMapping(text, like.env());
    if (!m)
        return diag::Diagnostic(diag::Kind::internal_error,
                                fmt::format("the derived {} `{}` does not compile: {}", what, text, m.error().message));
    return m;
}

diag::Result<CompiledMapping> compileMapping(std::string_view text, const AxisEnv& env, const AliasTable& aliases) {
    auto parsed = parseExpression(text);
    if (!parsed) return parsed.error();
    auto resolved = resolve(parsed.value(), text, env, aliases);
    if (!resolved) return resolved.error();
    return CompiledMapping(std::string(text), std::move(resolved).value(), env);
}

std::string formatIndex(const TensorIndex& index, const AxisEnv& env) {
    std::string out = "{";
    for (const auto& [axis, value] : index.entries()) {
        if (out.size() > 1) out += ", ";
        out += env[axis].name + ": " + std::to_string(value);
    }
    return out + "}";
}

}  // namespace tcpwb::mapping
