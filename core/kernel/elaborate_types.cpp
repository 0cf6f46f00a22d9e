// Declarations and types: axes![...], `type` aliases, mapping arguments and
// tensor types, plus the error and position helpers every part uses.
#include <algorithm>

#include <fmt/format.h>

#include "kernel/elaborator.h"
#include "kernel/mapping_constants.h"
#include "kernel/parser.h"
#include "kernel/suggest.h"
#include "mapping/mapping.h"
#include "mapping/resolve.h"
#include "tensor/dtype.h"
#include "util/enum_table.h"

namespace tcpwb::kernel::detail {

using diag::Diagnostic;

namespace {

// How a message names what a value is.
constexpr EnumTable<Value::Kind, 15> kValueKindNames{{{Value::Kind::Unit, "`()`"},
                                                      {Value::Kind::Int, "an integer"},
                                                      {Value::Kind::Ctx, "the Context"},
                                                      {Value::Kind::TuCtx, "an execution context (ctx.main / ctx.sub)"},
                                                      {Value::Kind::Engine, "a DMA engine"},
                                                      {Value::Kind::Rng, "a random number generator"},
                                                      {Value::Kind::Tensor, "a tensor"},
                                                      {Value::Kind::View, "a tensor view"},
                                                      {Value::Kind::Stream, "a Tensor Unit stream"},
                                                      {Value::Kind::Fn, "a function"},
                                                      {Value::Kind::Tuple, "a tuple"},
                                                      {Value::Kind::Struct, "a struct"},
                                                      {Value::Kind::Enum, "an enum value"},
                                                      {Value::Kind::Elided, "`...`"},
                                                      {Value::Kind::Other, "a value"}}};
static_assert(listsEveryEnumerator(kValueKindNames));

}  // namespace

std::string_view kindName(Value::Kind kind) { return nameOf(kValueKindNames, kind); }

Elaborator::Elaborator(const ast::File& file, std::string_view text, std::string sourceName, std::string entry,
                       std::optional<Dialect> dialect, std::vector<std::string> entryModules)
    : forcedDialect_(dialect), file_(file), text_(text), entry_(std::move(entry)), entryModules_(std::move(entryModules)) {
    program_.sourceName = std::move(sourceName);
    if (forcedDialect_) program_.dialect = *forcedDialect_;
    lineStarts_.push_back(0);
    for (std::size_t i = 0; i < text.size(); ++i)
        if (text[i] == '\n') lineStarts_.push_back(i + 1);
}

void Elaborator::fail(ast::Span at, diag::Kind kind, std::string message, std::string fix) const {
    Diagnostic d(kind, std::move(message), at.offset, at.length);
    if (!fix.empty()) d.withFix(std::move(fix));
    throw Failure{std::move(d)};
}

SourceSpan Elaborator::sourceSpan(ast::Span span) const {
    auto line = std::upper_bound(lineStarts_.begin(), lineStarts_.end(), span.offset) - 1;
    SourceSpan s;
    s.line = static_cast<std::uint32_t>(line - lineStarts_.begin() + 1);
    s.column = static_cast<std::uint32_t>(span.offset - *line + 1);
    s.offset = span.offset;
    s.length = span.length;
    return s;
}

std::string_view Elaborator::textOf(ast::Span span) const {
    if (span.offset >= text_.size()) return {};
    return text_.substr(span.offset, span.length);
}

// ---- declarations ---------------------------------------------------------------

void Elaborator::collectItems(const std::vector<ast::Stmt>& stmts, int depth, const std::set<std::string>* shadowed) {
    if (depth > kMaxNesting) return;
    for (const ast::Stmt& s : stmts) {
        if (s.kind != ast::Stmt::Kind::Item) {
            if (depth == 0) topStatements_.push_back(&s);
            continue;
        }
        const ast::Item& item = *s.item;
        if (shadowed && !item.name.empty() && shadowed->contains(item.name)) continue;
        if (item.unread) continue;  // host code set aside (kernel/supported.h); a use of it is refused in elaborate()
        switch (item.kind) {
            case ast::Item::Kind::Fn:
                fns_.push_back(&item);
                collectItems(item.body->stmts, depth + 1);  // the manual's doc-test wrappers nest items in `fn main`
                break;
            case ast::Item::Kind::TypeAlias:
                aliasItems_.push_back(&item);
                if (depth > 0) bodyAliases_.insert(&item);
                break;
            case ast::Item::Kind::Struct: structItems_.push_back(&item); break;
            case ast::Item::Kind::Const:
                if (depth == 0) constItems_.push_back(&item);  // a function's own are its body's (runBlock)
                break;
            case ast::Item::Kind::Mod:
                if (depth == 0) modItems_.push_back(&item);
                break;
            case ast::Item::Kind::MacroCall:
                if (item.name == "axes") {
                    axesItems_.push_back(&item);
                } else if (expanded(item)) {
                    // its items are in the file's text after the source's own (kernel/macro_expand.h)
                } else {
                    fail(item.span, diag::Kind::unsupported_construct,
                         fmt::format("the macro `{}!` is not supported as an item; supported: `axes![...]` and, at the top level of "
                                     "the file, its own `macro_rules!` macros",
                                     item.name));
                }
                break;
            default: break;
        }
    }
}

bool Elaborator::expanded(const ast::Item& call) const { return file_.expandedCallAt(call.span.offset); }

void Elaborator::collectScopes() {
    std::vector<const std::vector<ast::Stmt>*> scopes{&file_.stmts};
    for (const std::string& name : entryModules_) {
        const ast::Item* found = nullptr;
        for (const ast::Stmt& s : *scopes.back())
            if (s.item && s.item->kind == ast::Item::Kind::Mod && s.item->body && s.item->name == name) found = s.item.get();
        if (!found)
            throw Failure{Diagnostic(diag::Kind::unknown_name,
                                     fmt::format("there is no `mod {} {{ ... }}` holding the device function `{}`", name, entry_))};
        scopes.push_back(&found->body->stmts);
    }
    std::set<std::string> inner;  // the names the scopes collected so far define
    for (auto scope = scopes.rbegin(); scope != scopes.rend(); ++scope) {
        collectItems(**scope, 0, scope == scopes.rbegin() ? nullptr : &inner);
        axesScopes_.resize(axesItems_.size(), static_cast<std::size_t>(scope - scopes.rbegin()));
        for (const ast::Stmt& s : **scope)
            if (s.item && !s.item->name.empty() && s.item->kind != ast::Item::Kind::MacroCall) inner.insert(s.item->name);
    }
}

namespace {

// One declaration of an axes![...] body: `A = 512`, `B' = # 2 + B`.
struct AxisDeclaration {
    std::string_view text;
    std::size_t offset;  // in the file
    std::string_view name;
};

std::vector<AxisDeclaration> declarationsOf(const ast::Item& item) {
    std::vector<AxisDeclaration> out;
    const std::string_view body = item.text;
    std::size_t begin = 0;
    for (std::size_t i = 0; i <= body.size(); ++i) {
        if (i < body.size() && body[i] != ',' && body[i] != ';') continue;
        const std::string_view text = body.substr(begin, i - begin);
        const std::size_t first = text.find_first_not_of(" \t\r\n");
        if (first != std::string_view::npos) {
            std::string_view name = text.substr(first, text.find_first_of("=:", first) - first);
            name = name.substr(0, name.find_last_not_of(" \t\r\n") + 1);
            out.push_back({text, item.bodySpan.offset + begin, name});
        }
        begin = i + 1;
    }
    return out;
}

}  // namespace

void Elaborator::declareAxes() {
    // Several axes![...] are read as one declaration list, the file's first.
    // An inline module's axes! shadows the file's axis of the same name for
    // the device functions inside it (Rust's scoping of the items the macro
    // defines); within one scope a name declared twice stays an error.
    std::vector<std::pair<AxisDeclaration, std::size_t>> declarations;  // with their scope
    for (std::size_t i = 0; i < axesItems_.size(); ++i)
        for (const AxisDeclaration& d : declarationsOf(*axesItems_[i])) declarations.emplace_back(d, axesScopes_[i]);
    std::stable_sort(declarations.begin(), declarations.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    const auto shadowed = [&](const AxisDeclaration& d, std::size_t scope) {
        return std::any_of(declarations.begin(), declarations.end(),
                           [&](const auto& other) { return other.second < scope && other.first.name == d.name; });
    };
    std::string all;
    std::vector<std::pair<std::size_t, std::size_t>> pieces;  // (offset in `all`, offset in the file)
    for (const auto& [d, scope] : declarations) {
        if (shadowed(d, scope)) continue;
        if (!all.empty()) all += ", ";
        pieces.emplace_back(all.size(), d.offset);
        all += d.text;
    }
    auto env = mapping::parseAxes(all);
    if (!env) {
        const Diagnostic& inner = env.error();
        std::size_t offset = inner.offset.value_or(0);
        std::size_t fileOffset = axesItems_.empty() ? 0 : axesItems_.front()->span.offset;
        for (auto [inAll, inFile] : pieces)
            if (offset >= inAll) fileOffset = inFile + (offset - inAll);
        Diagnostic d(diag::Kind::mapping_error, fmt::format("axes![...]: {}", inner.message), fileOffset, inner.length);
        d.withNote(fmt::format("the axis declaration rule that failed: {}", inner.kind));
        if (inner.fix) d.withFix(*inner.fix);
        throw Failure{std::move(d)};
    }
    program_.axes = std::move(env).value();
}

namespace {
bool isTensorTypeName(std::string_view name) {
    return name == "HostTensor" || name == "HbmTensor" || name == "DmTensor" || name == "TrfTensor" || name == "VrfTensor";
}
}  // namespace

void Elaborator::declareTensorAliases() {
    // A tensor type, or (in any order) another tensor alias by its bare name.
    // Each alias's chain of renames is followed once, at most
    // mapping::kMaxAliasDepth aliases long as a chain of mapping aliases may
    // be, so reading a tensor type later never recurses deeper than that and
    // a long chain costs its length, not a pass over every alias per link.
    std::map<std::string_view, const ast::Item*> byName;
    for (const ast::Item* item : aliasItems_)
        if (item->aliased->kind == ast::Type::Kind::Path) byName.emplace(item->name, item);
    for (const ast::Item* item : aliasItems_)
        if (item->aliased->kind == ast::Type::Kind::Path && endsAtTensorType(*item, byName)) {
            tensorAliases_.emplace(item->name, item->aliased.get());
            if (!item->genericParams.empty()) genericTensorAliases_.emplace(item->name, item);
        }
}

// Whether `alias`'s renames (`type B = A;`) end at a tensor type. A chain
// that comes back on itself is not one (the mapping aliases report the
// cycle); one longer than the mapping aliases' limit is refused at `alias`.
bool Elaborator::endsAtTensorType(const ast::Item& alias, const std::map<std::string_view, const ast::Item*>& byName) const {
    std::vector<const ast::Item*> chain{&alias};
    for (const ast::Item* at = &alias;;) {
        const ast::Type& t = *at->aliased;
        if (t.kind != ast::Type::Kind::Path) return false;
        if (!t.generics.empty()) return isTensorTypeName(t.last());
        const auto next = t.path.size() == 1 ? byName.find(t.path[0]) : byName.end();
        if (next == byName.end() || std::find(chain.begin(), chain.end(), next->second) != chain.end()) return false;
        chain.push_back(at = next->second);
        if (chain.size() > mapping::kMaxAliasDepth + 1) {  // `alias` and the 32 it opens, as m![{ alias }] would
            std::string names = chain[0]->name + " -> " + chain[1]->name + " -> ... -> " + chain.back()->name;
            fail(alias.aliased->span, diag::Kind::alias_too_deep,
                 fmt::format("tensor type aliases nest more than {} levels deep ({}); write a deeper chain out", mapping::kMaxAliasDepth,
                             names));
        }
    }
}

// The type a bare name stands for while a generic alias's body is read: `D` in
// `type Dm<D> = DmTensor<D, ..>` read as `Dm<bf16>` is `bf16`, read where the
// alias is used.
const ast::Type* Elaborator::typeArgument(const ast::Type& type) const {
    if (typeArguments_.empty() || type.kind != ast::Type::Kind::Path || type.path.size() != 1 || !type.generics.empty()) return nullptr;
    const auto& args = typeArguments_.back();
    const auto it = args.find(type.path[0]);
    return it == args.end() ? nullptr : it->second;
}

// A generic tensor alias used with its arguments: its body read with each type
// parameter standing for its argument.
std::optional<TensorType> Elaborator::genericTensorAlias(const ast::Item& alias, const std::vector<ast::TypePtr>& generics,
                                                         ast::Span span) const {
    std::vector<const ast::GenericParam*> params;
    for (const ast::GenericParam& g : alias.genericParams)
        if (g.kind == ast::GenericParam::Kind::Type) params.push_back(&g);
    std::vector<const ast::Type*> args;
    for (const auto& g : generics)
        if (g->kind != ast::Type::Kind::Lifetime) args.push_back(g.get());
    if (args.size() != params.size())
        fail(span, diag::Kind::arity_mismatch,
             fmt::format("`{}` takes {} type argument{}, found {}", alias.name, params.size(), params.size() == 1 ? "" : "s", args.size()));
    std::map<std::string, const ast::Type*, std::less<>> bound;
    for (std::size_t i = 0; i < params.size(); ++i) {
        const ast::Type* outer = typeArgument(*args[i]);  // an argument that is itself a parameter of an enclosing alias
        bound.emplace(params[i]->name, outer ? outer : args[i]);
    }
    typeArguments_.push_back(std::move(bound));
    struct Pop {
        std::vector<std::map<std::string, const ast::Type*, std::less<>>>& stack;
        ~Pop() { stack.pop_back(); }
    } pop{typeArguments_};
    return tensorType(*alias.aliased);
}

void Elaborator::declareAliases() {
    declareTensorAliases();
    for (const ast::Item* item : aliasItems_) {
        const ast::Type& t = *item->aliased;
        if (tensorAliases_.contains(item->name)) continue;
        if (t.kind == ast::Type::Kind::Mapping && !escapedConstants(t.text).empty()) {
            aliasesWithConstants_.push_back(item);  // defined once the constants are known (checkAliases)
        } else if (t.kind == ast::Type::Kind::Mapping) {
            program_.aliases.define(item->name, t.text);
        } else if (t.kind == ast::Type::Kind::Path && t.path.size() == 1 && t.generics.empty()) {
            program_.aliases.define(item->name, "m![{" + t.path[0] + "}]");
        } else {
            fail(t.span, diag::Kind::unsupported_construct,
                 fmt::format("`type {}` must name a mapping (`type {} = m![...];`) or a tensor type (`type {} = DmTensor<...>;`); "
                             "other type aliases are not supported",
                             item->name, item->name, item->name));
        }
    }
}

void Elaborator::checkAliases() {
    for (const ast::Item* item : aliasesWithConstants_) {
        try {
            program_.aliases.define(item->name, foldConstants(item->aliased->text, item->aliased->span).text);
        } catch (const Failure& f) {
            // `const N: usize = 4; type T = m![A / { N }];` in a body: its block defines it.
            if (f.diagnostic.kind != diag::Kind::unknown_name || !bodyAliases_.contains(item)) throw;
            aliasesOfTheirBlock_.insert(item);
        }
    }
    // Checked only once all are known: an alias may use one declared after it.
    for (const ast::Item* item : aliasItems_) {
        if (tensorAliases_.contains(item->name) || aliasesOfTheirBlock_.contains(item)) continue;
        const ast::Type& t = *item->aliased;
        if (t.kind == ast::Type::Kind::Path && !program_.aliases.find(t.path[0]))
            fail(t.span, diag::Kind::unknown_name, fmt::format("`{}` is not a declared mapping alias", t.path[0]));
        MappingText m = t.kind == ast::Type::Kind::Mapping ? mappingFromMacro(t.text, t.span) : *mappingArg(t);
        substituted_[item->name] = m.text;
    }
}

// A block's own mapping aliases (`type Slice = m![..];` in a function body)
// hold in it, over the file's and another function's of the same name; they
// are gone, and what they hid is back, when the block ends.
Elaborator::BlockAliases::BlockAliases(Elaborator& el, const ast::Block& block) : el_(el) {
    std::vector<const ast::Item*> own;
    for (const ast::Stmt& s : block.stmts)
        if (s.kind == ast::Stmt::Kind::Item && s.item->kind == ast::Item::Kind::TypeAlias && s.item->aliased &&
            s.item->genericParams.empty() && !el.tensorAliases_.contains(s.item->name) &&
            (s.item->aliased->kind == ast::Type::Kind::Mapping ||
             (s.item->aliased->kind == ast::Type::Kind::Path && s.item->aliased->path.size() == 1 && s.item->aliased->generics.empty())))
            own.push_back(s.item.get());
    for (const ast::Item* item : own) {
        Saved saved{item->name, {}, {}};
        if (const std::string* text = el.program_.aliases.find(item->name)) saved.text = *text;
        if (auto it = el.substituted_.find(item->name); it != el.substituted_.end()) saved.substituted = it->second;
        saved_.push_back(std::move(saved));
        const ast::Type& t = *item->aliased;
        el.program_.aliases.define(item->name,
                                   t.kind == ast::Type::Kind::Mapping ? el.foldConstants(t.text, t.span).text : "m![{" + t.path[0] + "}]");
    }
    for (const ast::Item* item : own) {
        const ast::Type& t = *item->aliased;
        if (t.kind == ast::Type::Kind::Path && !el.program_.aliases.find(t.path[0]))
            el.fail(t.span, diag::Kind::unknown_name, fmt::format("`{}` is not a declared mapping alias", t.path[0]));
        el.substituted_[item->name] = (t.kind == ast::Type::Kind::Mapping ? el.mappingFromMacro(t.text, t.span) : *el.mappingArg(t)).text;
    }
}

Elaborator::BlockAliases::~BlockAliases() {
    for (auto it = saved_.rbegin(); it != saved_.rend(); ++it) {
        if (it->text) el_.program_.aliases.define(it->name, *it->text);
        else el_.program_.aliases.undefine(it->name);
        if (it->substituted) el_.substituted_[it->name] = *it->substituted;
        else el_.substituted_.erase(it->name);
    }
}

namespace {
// `m![body]` -> body.
std::string_view macroBody(std::string_view raw) {
    std::size_t open = raw.find_first_of("[({");
    if (open == std::string_view::npos || raw.size() < open + 2) return raw;
    return raw.substr(open + 1, raw.size() - open - 2);
}
bool isIdentChar(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '\''; }
bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

// The stored text on one line: a mapping written over several lines, or with
// its comments blanked (lexer.h), reads `m![A, B % 8]` in messages and JSON.
std::string tidyMapping(std::string_view text) {
    std::string out;
    bool pendingSpace = false;
    for (char c : text) {
        if (isSpace(c)) {
            pendingSpace = true;
            continue;
        }
        const bool afterOpen = !out.empty() && (out.back() == '[' || out.back() == '(');
        const bool beforeClose = c == ']' || c == ')' || c == ',';
        if (pendingSpace && !out.empty() && !afterOpen && !beforeClose) out += ' ';
        pendingSpace = false;
        out += c;
    }
    return out;
}
}  // namespace

namespace {

// A mapping's text as words (a name, a path, a number, a braced path) and
// single marks, spaces skipped: [begin, end) of each.
struct MappingToken {
    std::size_t begin = 0;
    std::size_t end = 0;
    bool word = false;
};

std::vector<MappingToken> mappingTokens(std::string_view text) {
    std::vector<MappingToken> out;
    const auto pathEnd = [&](std::size_t i) {
        while (i < text.size() && isIdentChar(text[i])) {
            while (i < text.size() && isIdentChar(text[i])) ++i;
            if (text.compare(i, 2, "::") != 0 || i + 2 >= text.size() || !isIdentChar(text[i + 2])) break;
            i += 2;
        }
        return i;
    };
    for (std::size_t i = 0; i < text.size();) {
        if (isSpace(text[i])) {
            ++i;
            continue;
        }
        if (isIdentChar(text[i])) {
            const std::size_t end = pathEnd(i);
            out.push_back({i, end, true});
            i = end;
            continue;
        }
        if (text[i] == '{') {  // `{ a::Row }`: one word
            std::size_t j = i + 1;
            while (j < text.size() && isSpace(text[j])) ++j;
            std::size_t k = pathEnd(j);
            while (k < text.size() && isSpace(text[k])) ++k;
            if (k > j && k < text.size() && text[k] == '}') {
                out.push_back({i, k + 1, true});
                i = k + 1;
                continue;
            }
        }
        out.push_back({i, i + 1, false});
        ++i;
    }
    return out;
}

}  // namespace

std::optional<std::pair<std::size_t, std::size_t>> writtenRange(std::string_view written, std::string_view rewritten, std::size_t offset,
                                                                std::size_t length) {
    const std::vector<MappingToken> ours = mappingTokens(rewritten), theirs = mappingTokens(written);
    if (ours.size() != theirs.size()) return std::nullopt;
    for (std::size_t k = 0; k < ours.size(); ++k)
        if (ours[k].word != theirs[k].word || (!ours[k].word && rewritten[ours[k].begin] != written[theirs[k].begin])) return std::nullopt;
    // The token at or after an offset of the rewritten text.
    const auto tokenAt = [&](std::size_t at) {
        std::size_t k = 0;
        while (k < ours.size() && ours[k].end <= at) ++k;
        return k;
    };
    const std::size_t first = tokenAt(offset);
    if (first == ours.size()) return std::pair{written.size(), std::size_t{0}};
    const std::size_t begin = theirs[first].begin + (ours[first].word ? 0 : offset - ours[first].begin);
    if (length == 0) return std::pair{begin, std::size_t{0}};
    const std::size_t last = std::min(tokenAt(offset + length - 1), ours.size() - 1);
    return std::pair{begin, std::max(theirs[last].end, begin) - begin};
}

// `{Name}` -> `[body of Name]`, recursively: the text then compiles without the alias table.
// mappingFromMacro compiled it with the table first, which refuses chains
// deeper than mapping::kMaxAliasDepth, so the depth bound here never cuts one short.
std::string Elaborator::substituteAliases(std::string_view raw, int depth) const {
    std::string out;
    for (std::size_t i = 0; i < raw.size(); ++i) {
        if (raw[i] == '{' && depth < static_cast<int>(mapping::kMaxAliasDepth)) {
            std::size_t close = raw.find('}', i);
            if (close != std::string_view::npos) {
                std::string_view inner = raw.substr(i + 1, close - i - 1);
                while (!inner.empty() && inner.front() == ' ') inner.remove_prefix(1);
                while (!inner.empty() && inner.back() == ' ') inner.remove_suffix(1);
                bool ident = !inner.empty() && std::all_of(inner.begin(), inner.end(), isIdentChar);
                if (const std::string* body = ident ? program_.aliases.find(inner) : nullptr) {
                    out += '[';
                    out += substituteAliases(macroBody(*body), depth + 1);
                    out += ']';
                    i = close;
                    continue;
                }
            }
        }
        out += raw[i];
    }
    return out;
}

MappingText Elaborator::mappingFromMacro(std::string_view raw, ast::Span span) const {
    const FoldedMapping folded = foldConstants(raw, span);
    auto compiled = mapping::compileMapping(folded.text, program_.axes, program_.aliases);
    if (!compiled) {
        const Diagnostic& inner = compiled.error();
        // Where the folded text's offset was written, an escaped constant's value at its `{ .. }`.
        const auto written = [&](std::size_t offset, std::size_t length = 0) {
            const EscapedConstant at = folded.written(offset, length);
            if (raw.size() == span.length) return std::pair{span.offset + std::min(at.offset, raw.size()), at.length};
            // A crate's mapping with its names rewritten (crate_paths.cpp): the
            // words written there; the whole mapping when the two do not line up.
            const auto there = writtenRange(textOf(span), raw, std::min(at.offset, raw.size()), at.length);
            return there ? std::pair{span.offset + there->first, there->second} : std::pair{span.offset, span.length};
        };
        const auto [offset, length] = written(inner.offset.value_or(0), inner.length);
        // A misspelt axis or alias is a name error like any other; the rest break a mapping rule.
        bool name = inner.kind == diag::Kind::unknown_axis || inner.kind == diag::Kind::unknown_alias;
        Diagnostic d(name ? diag::Kind::unknown_name : diag::Kind::mapping_error,
                     fmt::format("{}: {}", tidyMapping(raw).size() > 60 ? std::string("this mapping") : tidyMapping(raw), inner.message),
                     offset, length);
        d.withNote(fmt::format("the mapping rule that failed: {}", inner.kind));
        for (diag::Note n : inner.notes) {  // a located note moves with the mapping into the kernel's text
            if (n.offset) n.offset = written(*n.offset).first;
            d.notes.push_back(std::move(n));
        }
        if (inner.fix) d.withFix(*inner.fix);
        // The toolchain's m! reads an axis as one name, never a path (`crate::b::X`).
        else if (inner.offset && folded.text.compare(*inner.offset, 2, "::") == 0)
            d.withFix(
                "an axis in `m![...]` is one name, as the toolchain's `m!` reads it: bring it in with `use` (`use crate::b::X as "
                "BX;`) and write `m![BX]`");
        throw Failure{std::move(d)};
    }
    MappingText m;
    m.text = tidyMapping(substituteAliases(folded.text, 0));
    m.at = sourceSpan(span);
    if (!mapping::compileMapping(m.text, program_.axes))
        fail(span, diag::Kind::mapping_error,
             fmt::format("`{}` compiles, but not once its aliases are written out as `{}`", tidyMapping(raw), m.text));
    return m;
}

std::optional<MappingText> Elaborator::mappingArg(const ast::Type& type) const {
    if (const ast::Type* argument = typeArgument(type)) return mappingArg(*argument);
    switch (type.kind) {
        case ast::Type::Kind::Infer: return std::nullopt;
        case ast::Type::Kind::Mapping: return mappingFromMacro(type.text, type.span);
        case ast::Type::Kind::Path:
            if (type.path.size() == 1 && type.generics.empty()) {
                const std::string& name = type.path[0];
                auto it = substituted_.find(name);
                if (it != substituted_.end()) return MappingText{it->second, sourceSpan(type.span)};
                if (program_.aliases.find(name)) {
                    // An alias used by another alias before its own check: expand it here.
                    return mappingFromMacro(*program_.aliases.find(name), type.span);
                }
                std::vector<std::string> known;
                for (const auto& [alias, text] : program_.aliases.all()) known.push_back(alias);
                auto near = closestName(name, known);
                fail(type.span, diag::Kind::unknown_name,
                     fmt::format("`{}` is not a mapping alias{}", name,
                                 near            ? fmt::format("; did you mean `{}`?", *near)
                                 : known.empty() ? std::string("; no `type` aliases are declared")
                                                 : std::string()),
                     fmt::format("declare it: `type {} = m![...];`, or write the mapping inline", name));
            }
            break;
        default: break;
    }
    fail(type.span, diag::Kind::type_mismatch,
         fmt::format("expected a mapping (`m![...]`, a `type` alias or `_`), found `{}`", textOf(type.span)));
}

tensor::DType Elaborator::dtypeArg(const ast::Type& type) const {
    if (const ast::Type* argument = typeArgument(type)) return dtypeArg(*argument);
    std::string name = type.kind == ast::Type::Kind::Path && type.path.size() == 1 ? type.path[0] : std::string();
    // furiosa-opt 0.6 removed f16 from the vISA scalars (CHANGES.md, 0.6.0): RNGD only widens it on fetch
    // and narrows to it in the Cast Engine, with no arithmetic on it.
    if (name == "f16" && dialect() == Dialect::Toolchain)
        fail(type.span, diag::Kind::unknown_name,
             "`f16` is not an element type of the toolchain's API (furiosa-opt 0.6 removed it: RNGD has no "
             "arithmetic on it)",
             "use bf16, or f32 for the Vector Engine");
    if (auto d = tensor::parseDType(name)) return *d;
    std::vector<std::string> known;
    for (const auto& info : tensor::allDTypes()) known.emplace_back(info.name);
    known.emplace_back("f8");
    auto near = closestName(textOf(type.span), known);
    fail(type.span, diag::Kind::unknown_name,
         fmt::format("`{}` is not an element type{}", textOf(type.span), near ? fmt::format("; did you mean `{}`?", *near) : std::string()),
         fmt::format("use one of: {}", tensor::dtypeNames()));
}

namespace {

// The tensor types a `let` or a parameter may name, with their parameters.
struct Shape {
    std::string_view name;
    Memory memory;
    std::size_t roles;
    std::string_view signature;
    bool view = false;  // the toolchain's views as parameters: a whole view of a tensor the caller holds
};
constexpr Shape kShapes[] = {
    {"HostTensor", Memory::Host, 1, "HostTensor<D, Element>"},
    {"HbmTensor", Memory::Hbm, 2, "HbmTensor<D, Chip, Element>"},
    {"DmTensor", Memory::Dm, 4, "DmTensor<D, Chip, Cluster, Slice, Element>"},
    {"TrfTensor", Memory::Trf, 5, "TrfTensor<D, Chip, Cluster, Slice, Row, Element>"},
    {"VrfTensor", Memory::Vrf, 4, "VrfTensor<D, Chip, Cluster, Slice, Element>"},
    {"HbmTensorView", Memory::Hbm, 2, "HbmTensorView<'_, D, Chip, Element>", true},
    {"HbmTensorViewMut", Memory::Hbm, 2, "HbmTensorViewMut<'_, D, Chip, Element>", true},
    {"DmTensorView", Memory::Dm, 4, "DmTensorView<'_, D, Chip, Cluster, Slice, Element>", true},
    {"DmTensorViewMut", Memory::Dm, 4, "DmTensorViewMut<'_, D, Chip, Cluster, Slice, Element>", true},
};

}  // namespace

std::optional<TensorType> Elaborator::tensorType(const ast::Type& written) const {
    const ast::Type* t = &written;
    while (t->kind == ast::Type::Kind::Ref && !t->generics.empty()) t = t->generics.front().get();
    if (t->kind != ast::Type::Kind::Path) return std::nullopt;
    return tensorTypeOf(t->last(), t->generics, t->span);
}

std::optional<TensorType> Elaborator::tensorTypeOf(std::string_view name, const std::vector<ast::TypePtr>& generics, ast::Span span) const {
    if (auto generic = genericTensorAliases_.find(name); generic != genericTensorAliases_.end())
        return genericTensorAlias(*generic->second, generics, span);
    if (auto alias = tensorAliases_.find(name); alias != tensorAliases_.end() && generics.empty())
        return tensorType(*alias->second);  // declareTensorAliases admits no cycle: each names one declared before it
    for (const Shape& shape : kShapes) {
        if (name != shape.name) continue;
        // Lifetimes and const blocks are not type parameters we model.
        std::vector<const ast::Type*> args;
        for (const auto& g : generics)
            if (g->kind != ast::Type::Kind::Lifetime) args.push_back(g.get());
        if (args.size() != shape.roles + 1)
            fail(span, diag::Kind::arity_mismatch,
                 fmt::format("`{}` takes {} type arguments ({}), found {}", shape.name, shape.roles + 1, shape.signature, args.size()));
        TensorType out;
        out.memory = shape.memory;
        out.span = span;
        out.view = shape.view;
        if (args[0]->kind == ast::Type::Kind::Infer) out.dtypeKnown = false;
        else out.dtype = dtypeArg(*args[0]);
        for (std::size_t i = 1; i < args.size(); ++i) out.roles.push_back(mappingArg(*args[i]));
        return out;
    }
    return std::nullopt;
}

void Elaborator::failNotATensorType(const ast::Type& written) const {
    const ast::Type* t = &written;
    while (t->kind == ast::Type::Kind::Ref && !t->generics.empty()) t = t->generics.front().get();
    const std::string shown(textOf(t->span));
    const std::string fix =
        "write a tensor type (`DmTensor<D, Chip, Cluster, Slice, Element>`, ...) or a `type` alias of one, or "
        "leave the type out: `let x = ...;`";
    if (t->kind == ast::Type::Kind::Tuple)
        fail(t->span, diag::Kind::type_mismatch, fmt::format("`{}` is a tuple type, but the value is a tensor", shown), fix);
    const bool mappingAlias =
        t->kind == ast::Type::Kind::Path && t->path.size() == 1 && (program_.aliases.find(t->path[0]) || substituted_.contains(t->path[0]));
    if (t->kind == ast::Type::Kind::Mapping || mappingAlias)
        fail(t->span, diag::Kind::type_mismatch, fmt::format("`{}` is a mapping, not a tensor type", shown), fix);
    if (t->kind != ast::Type::Kind::Path)
        fail(t->span, diag::Kind::type_mismatch, fmt::format("`{}` is not a tensor type, but the value is a tensor", shown), fix);
    if (tensorAliases_.contains(t->last()))
        fail(t->span, diag::Kind::arity_mismatch, fmt::format("`{}` is a tensor type alias without parameters, given some", t->last()),
             fmt::format("write `{}` alone", t->last()));
    std::vector<std::string> known;
    for (const Shape& shape : kShapes) known.emplace_back(shape.name);
    for (const auto& [alias, type] : tensorAliases_) known.push_back(alias);
    for (const auto& [alias, item] : genericTensorAliases_) known.push_back(alias);
    const auto near = closestName(t->last(), known);
    fail(t->span, diag::Kind::unknown_name,
         fmt::format("`{}` is not a tensor type{}", t->last(), near ? fmt::format("; did you mean `{}`?", *near) : std::string()), fix);
}

bool Elaborator::equivalent(const MappingText& a, const MappingText& b) const {
    if (a.text == b.text) return true;
    auto ca = mapping::compileMapping(a.text, program_.axes);
    auto cb = mapping::compileMapping(b.text, program_.axes);
    return ca && cb && ca->equivalentTo(*cb);
}

u64 Elaborator::elementBytes(const Tensor& t) const {
    if (t.mappings.empty()) return 0;
    auto compiled = mapping::compileMapping(t.mappings.back().text, program_.axes);
    return compiled ? tensor::bytesFor(t.dtype, compiled->size()) : 0;
}

}  // namespace tcpwb::kernel::detail
