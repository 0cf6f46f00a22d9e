// The paths of a crate file's combined text (kernel/crate_imports.h) that
// name an item of another module: each is resolved in the module its text
// was written in, as rustc resolves it, and renamed to the one name the item
// has in the combined text. The elaborator then reads one flat file in which
// `rmsnorm::forward` and `attention::forward`, or each module's own
// `Cluster`, are different names.
#include <cctype>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "kernel/crate_imports.h"
#include "kernel/crate_resolver.h"
#include "kernel/mapping_constants.h"
#include "kernel/parse.h"
#include "kernel/parser.h"
#include "kernel/suggest.h"
#include "kernel/supported.h"

namespace tcpwb::kernel {
namespace {

// Syntax nests no deeper than the parser lets it (kMaxNesting); this bound
// only keeps a walk of a malformed tree finite.
constexpr int kMaxWalkDepth = 512;

// The module a node's text was written in, and the names bound locally where
// it is (generic parameters, parameters, `let`s, a body's own items), which
// hide the module's items of the same name.
struct PathScope {
    std::size_t module = 0;
    const std::set<std::string>* locals = nullptr;
    bool local(const std::string& name) const { return locals && locals->contains(name); }
};

// Calls back on every path node (types, expressions) and item of a syntax tree.
class PathWalker {
public:
    std::function<void(ast::Type&, const PathScope&)> onType = [](ast::Type&, const PathScope&) {};
    std::function<void(ast::Expr&, const PathScope&)> onExpr = [](ast::Expr&, const PathScope&) {};
    // A mapping type, and a shape guard or an `assert!` value: what their text holds.
    std::function<void(ast::Type&, const PathScope&, int)> onMapping = [](ast::Type&, const PathScope&, int) {};
    std::function<void(ast::Expr&, const PathScope&, int)> onMacro = [](ast::Expr&, const PathScope&, int) {};

    void type(ast::Type& t, const PathScope& scope, int depth) {
        if (depth > kMaxWalkDepth) return;
        if (t.kind == ast::Type::Kind::Path) onType(t, scope);
        if (t.kind == ast::Type::Kind::Mapping) onMapping(t, scope, depth);
        for (ast::TypePtr& g : t.generics)
            if (g) type(*g, scope, depth + 1);
    }

    void expr(ast::Expr& e, const PathScope& scope, int depth) {
        if (depth > kMaxWalkDepth) return;
        if (e.kind == ast::Expr::Kind::Path || e.kind == ast::Expr::Kind::Struct) onExpr(e, scope);
        if (e.kind == ast::Expr::Kind::ConstBlock || e.kind == ast::Expr::Kind::Mapping) onMacro(e, scope, depth);
        for (auto* list : {&e.generics, &e.pathGenerics})
            for (ast::TypePtr& g : *list)
                if (g) type(*g, scope, depth + 1);
        if (e.qualifiedType) type(*e.qualifiedType, scope, depth + 1);
        for (ast::ExprPtr& c : e.children)
            if (c) expr(*c, scope, depth + 1);
        for (ast::Field& f : e.fields)
            if (f.value) expr(*f.value, scope, depth + 1);
        if (e.block) block(*e.block, scope, depth + 1);
    }

    void block(ast::Block& b, const PathScope& scope, int depth) {
        if (depth > kMaxWalkDepth) return;
        for (ast::Stmt& s : b.stmts) stmt(s, scope, depth + 1);
        if (b.tail) expr(*b.tail, scope, depth + 1);
    }

    void stmt(ast::Stmt& s, const PathScope& scope, int depth) {
        if (s.type) type(*s.type, scope, depth + 1);
        if (s.init) expr(*s.init, scope, depth + 1);
        if (s.expr) expr(*s.expr, scope, depth + 1);
        if (s.item) item(*s.item, scope, depth + 1);
    }

    void item(ast::Item& item, const PathScope& scope, int depth) {
        if (depth > kMaxWalkDepth) return;
        std::set<std::string> locals = scope.locals ? *scope.locals : std::set<std::string>{};
        if (item.kind == ast::Item::Kind::Fn) collectLocals(item, locals);
        const PathScope inner{scope.module, &locals};
        for (ast::GenericParam& g : item.genericParams) {
            locals.insert(g.name);
            if (g.type) type(*g.type, inner, depth + 1);
        }
        for (ast::Param& p : item.params)
            if (p.type) type(*p.type, inner, depth + 1);
        for (ast::Param& f : item.fields)
            if (f.type) type(*f.type, inner, depth + 1);
        for (ast::TypePtr* t : {&item.returns, &item.aliased, &item.declaredType})
            if (*t) type(**t, inner, depth + 1);
        if (item.value) expr(*item.value, inner, depth + 1);
        // An inline module's body is walked by its caller, in its own module.
        if (item.body && item.kind != ast::Item::Kind::Mod) block(*item.body, inner, depth + 1);
    }

private:
    // A function's own names: its parameters, and every `let`, loop variable
    // and item of its body (a superset of what is bound at each point, which
    // only keeps a local's name from being read as a module's item).
    static void collectLocals(const ast::Item& fn, std::set<std::string>& out) {
        for (const ast::Param& p : fn.params) out.insert(p.name);
        for (const ast::GenericParam& g : fn.genericParams) out.insert(g.name);
        if (fn.body) collectBlock(*fn.body, out, 0);
    }
    static void collectBlock(const ast::Block& b, std::set<std::string>& out, int depth) {
        if (depth > kMaxWalkDepth) return;
        for (const ast::Stmt& s : b.stmts) {
            if (s.kind == ast::Stmt::Kind::Let) out.insert(s.name);
            if (s.pattern) collectPattern(*s.pattern, out, depth + 1);
            if (s.item && !s.item->name.empty()) out.insert(s.item->name);
            if (s.init) collectExpr(*s.init, out, depth + 1);
            if (s.expr) collectExpr(*s.expr, out, depth + 1);
        }
        if (b.tail) collectExpr(*b.tail, out, depth + 1);
    }
    static void collectPattern(const ast::Pattern& p, std::set<std::string>& out, int depth) {
        if (depth > kMaxWalkDepth) return;
        if (p.kind == ast::Pattern::Kind::Name) out.insert(p.name);
        for (const ast::Pattern& e : p.elements) collectPattern(e, out, depth + 1);
    }
    static void collectExpr(const ast::Expr& e, std::set<std::string>& out, int depth) {
        if (depth > kMaxWalkDepth) return;
        if (e.kind == ast::Expr::Kind::For) out.insert(e.name);
        for (const ast::ExprPtr& c : e.children)
            if (c) collectExpr(*c, out, depth + 1);
        if (e.block) collectBlock(*e.block, out, depth + 1);
    }
};

// What a mapping's names are renamed by: a lone axis name, and a path in an
// escaped mapping's braces (`{ a::Row }`, which the toolchain's m! reads as
// the Rust type that path names): its replacement, braces included.
struct MappingNames {
    std::function<std::optional<std::string>(const std::string&)> axis;
    // The path and its offset in the mapping.
    std::function<std::optional<std::string>(const std::vector<std::string>&, std::size_t)> braced;
};

// The path `inner` (`a::Row`, ` Row `) is, spaces around it allowed; nothing for anything else.
std::optional<std::vector<std::string>> bracedPath(std::string_view inner) {
    const auto continues = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
    while (!inner.empty() && std::isspace(static_cast<unsigned char>(inner.front()))) inner.remove_prefix(1);
    while (!inner.empty() && std::isspace(static_cast<unsigned char>(inner.back()))) inner.remove_suffix(1);
    std::vector<std::string> path;
    std::size_t i = 0;
    while (i < inner.size()) {
        if (std::isdigit(static_cast<unsigned char>(inner[i])) || !continues(inner[i])) return std::nullopt;
        std::size_t end = i;
        while (end < inner.size() && continues(inner[end])) ++end;
        path.emplace_back(inner.substr(i, end - i));
        if (end == inner.size()) return path;
        if (inner.compare(end, 2, "::") != 0) return std::nullopt;
        i = end + 2;
    }
    return std::nullopt;
}

// `mapping` (`m![X / 8, { N }]`) with each axis name `names.axis` gives another
// name written as that one. An axis is a lone identifier outside braces (an
// escaped constant's paths are renamed as expressions); a path (`a::X`) is not
// one the toolchain's m! reads, and is left to be refused. A `{ .. }` in an
// atom's place holding a path is what `names.braced` makes of it.
std::string axesByName(const std::string& mapping, const MappingNames& names) {
    const auto starts = [](char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; };
    const auto continues = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
    std::string out;
    std::size_t i = mapping.find_first_of("[({");
    if (i == std::string::npos) return mapping;
    out = mapping.substr(0, ++i);
    std::set<std::size_t> constants;  // where escaped constants open
    for (const EscapedConstant& e : escapedConstants(mapping)) constants.insert(e.offset);
    while (i < mapping.size()) {
        const char c = mapping[i];
        if (c == '{') {
            std::size_t close = mapping.find('}', i);
            if (close == std::string::npos) close = mapping.size() - 1;
            const auto path = constants.contains(i) ? std::nullopt : bracedPath(std::string_view(mapping).substr(i + 1, close - i - 1));
            const auto renamed = path ? names.braced(*path, mapping.find_first_not_of(" \t\r\n", i + 1)) : std::nullopt;
            out += renamed ? *renamed : mapping.substr(i, close + 1 - i);
            i = close + 1;
            continue;
        }
        if (!continues(c)) {
            out += c;
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < mapping.size() && continues(mapping[end])) ++end;
        const std::string name = mapping.substr(i, end - i);
        const bool path = mapping.compare(end, 2, "::") == 0 || (i >= 2 && mapping.compare(i - 2, 2, "::") == 0);
        const auto renamed = starts(c) && !path ? names.axis(name) : std::nullopt;
        out += renamed ? *renamed : name;
        i = end;
    }
    return out;
}

// Walks every item of the combined text, each in the module it was written in.
void walkCombined(ast::File& file, const Crate& crate, const SourceWithImports& combined, PathWalker& walker,
                  const std::function<void(ast::Item&, const PathScope&)>& onTopItem) {
    const auto fileModule = detail::moduleOfFile(crate, combined.file);
    if (!fileModule) return;
    detail::Resolver resolver(crate);
    std::function<void(std::vector<ast::Stmt>&, std::size_t, bool, int)> items = [&](std::vector<ast::Stmt>& stmts, std::size_t own,
                                                                                     bool top, int depth) {
        if (depth > kMaxWalkDepth) return;
        for (ast::Stmt& s : stmts) {
            std::size_t module = own;
            if (top && s.span.offset >= combined.ownBytes)
                for (const ImportedPiece& p : combined.pieces)
                    if (s.span.offset >= p.at && s.span.offset < p.at + p.length) module = p.module;
            const PathScope scope{module, nullptr};
            if (!s.item) {
                walker.stmt(s, scope, 0);
                continue;
            }
            if (top) onTopItem(*s.item, scope);
            walker.item(*s.item, scope, 0);
            if (s.item->kind == ast::Item::Kind::Mod && s.item->body)
                if (const auto inner = resolver.moduleAt(module, {s.item->name})) items(s.item->body->stmts, *inner, false, depth + 1);
        }
    };
    items(file.stmts, *fileModule, true, 0);
}

// The axes and type aliases module `m` declares.
std::vector<std::string> axesAndAliases(const Crate& crate, std::size_t m) {
    std::vector<std::string> out;
    for (const ast::Stmt& s : *crate.modules[m].items) {
        if (!s.item) continue;
        if (s.item->kind == ast::Item::Kind::TypeAlias) out.push_back(s.item->name);
        if (s.item->kind == ast::Item::Kind::MacroCall && s.item->name == "axes")
            for (const AxisEntry& e : axisEntries(*s.item)) out.push_back(e.name);
    }
    return out;
}

// What a braced path that names nothing (`crate::b::Rwo`) likely means: the
// closest axis or alias of the module its prefix names, with the same
// prefix; else the closest of the whole crate's, by their `crate::` paths.
std::optional<std::string> nearestPath(const Crate& crate, detail::Resolver& resolver, std::size_t from,
                                       const std::vector<std::string>& path) {
    const std::vector<std::string> prefix(path.begin(), path.end() - 1);
    if (const auto m = resolver.moduleAt(from, prefix)) {
        const auto near = closestName(path.back(), axesAndAliases(crate, *m));
        if (!near) return std::nullopt;
        std::string out;
        for (const std::string& segment : prefix) out += segment + "::";
        return out + *near;
    }
    if (path.front() != "crate") return std::nullopt;
    std::vector<std::string> paths;
    for (std::size_t m = 0; m < crate.modules.size(); ++m) {
        std::string modulePath;
        for (const std::string& segment : crate.modules[m].path) modulePath += segment + "::";
        for (const std::string& name : axesAndAliases(crate, m)) paths.push_back(modulePath + name);
    }
    std::string written;
    for (const std::string& segment : path) written += (written.empty() ? "" : "::") + segment;
    return closestName(written, paths);
}

}  // namespace

namespace detail {

void renamePaths(const Crate& crate, SourceWithImports& combined) {
    std::vector<PathRename>& out = combined.renames;
    WrittenNames& written = combined.written;
    std::map<std::size_t, std::string>& nearPaths = combined.nearPaths;
    if (combined.pieces.empty() && combined.source.text.find("::") == std::string::npos) return;
    auto parsed = parseKernelFile(combined.source);
    if (!parsed) {
        combined.syntax = parsed.error();  // parseSyntaxWithImports reports it
        return;
    }
    Resolver resolver(crate);
    // The name a definition has in the combined text; nothing when it is not there.
    auto nameOf = [&](const Definition& d) -> std::optional<std::string> {
        const auto it = combined.names.find({d.module, d.name});
        // Read from another module, it is in the text under the name nameImports gave it: an
        // axis, another file's item, or one of a sibling inline module of this file (a piece too).
        if (it != combined.names.end()) return it->second;
        if (d.axis || crate.modules[d.module].file == combined.file) return d.name;
        return std::nullopt;
    };
    // `R::SIZE`, `crate::shapes::Row::SIZE`: an associated constant of a type
    // (a mapping alias, an axis) that the path names by another name.
    auto renameAssociated = [&](const std::vector<std::string>& path, const PathScope& scope, ast::Span span) {
        if (path.size() < 2 || (path.size() == 2 && scope.local(path[0]))) return;
        const std::vector<std::string> type(path.begin(), path.end() - 1);
        const auto found = resolver.resolvePath(scope.module, type);
        if (!found || (!found->axis && found->item->kind != ast::Item::Kind::TypeAlias)) return;
        const auto name = nameOf(*found);
        if (!name || (type.size() == 1 && type[0] == *name)) return;
        if (type.size() == 1 && span.offset < combined.ownBytes) noteWritten(written, *name, type[0]);
        out.push_back({span.offset, span.length, PathRename::Node::Expr, *name, 1});
    };
    auto rename = [&](const std::vector<std::string>& path, const PathScope& scope, ast::Span span, PathRename::Node node, bool value) {
        if (path.empty() || (path.size() == 1 && scope.local(path[0]))) return;
        const auto found = resolver.resolvePath(scope.module, path);
        if (!found && value) renameAssociated(path, scope, span);
        if (!found) return;
        // A value path names a function, a constant or a struct; a type path anything but a function.
        const ast::Item::Kind kind = found->item->kind;
        if (!found->axis && (value ? kind == ast::Item::Kind::TypeAlias : kind == ast::Item::Kind::Fn)) return;
        const auto name = nameOf(*found);
        if (!name || (path.size() == 1 && path[0] == *name)) return;
        if (path.size() == 1 && span.offset < combined.ownBytes) noteWritten(written, *name, path[0]);
        out.push_back({span.offset, span.length, node, *name});
    };
    PathWalker walker;
    walker.onType = [&](ast::Type& t, const PathScope& scope) { rename(t.path, scope, t.span, PathRename::Node::Type, false); };
    walker.onExpr = [&](ast::Expr& e, const PathScope& scope) {
        if (e.qualifiedType) return;
        rename(e.path, scope, e.span, PathRename::Node::Expr, e.kind == ast::Expr::Kind::Path);
    };
    // The expressions the elaborator parses from a macro's text when the kernel
    // loads (escaped constants, guards' operands) are renamed as it parses
    // them (kernel/elaborate.h): their paths are found the same way here.
    const std::string_view text = parsed.value()->text.empty() ? std::string_view(combined.source.text) : parsed.value()->text;
    auto walkAt = [&](std::size_t begin, std::size_t end, const PathScope& scope, int depth) {
        if (const auto expression = parseExpressionAt(text, begin, end))
            walker.expr(*expression->stmts[0].item->body->tail, scope, depth + 1);
    };
    // A mapping's axes, each written as the name its axis has in the combined
    // text; a braced path as the alias (`{ Row }`) or the axis it names.
    auto renameAxes = [&](const std::string& mapping, const PathScope& scope, ast::Span span) {
        const bool own = span.offset < combined.ownBytes;
        MappingNames names;
        names.axis = [&](const std::string& name) -> std::optional<std::string> {
            if (scope.local(name)) return std::nullopt;
            const auto found = resolver.resolve(scope.module, name);
            if (!found || !found->axis) return std::nullopt;
            auto renamed = nameOf(*found);
            if (renamed && own && *renamed != name) noteWritten(written, *renamed, name);
            return renamed;
        };
        names.braced = [&](const std::vector<std::string>& path, std::size_t at) -> std::optional<std::string> {
            if (path.size() == 1 && scope.local(path[0])) return std::nullopt;
            const auto found = resolver.resolvePath(scope.module, path);
            // Left as written, the mapping's own check refuses it at the path; here is what it likely meant.
            if (!found && path.size() > 1)
                if (auto near = nearestPath(crate, resolver, scope.module, path)) nearPaths.emplace(span.offset + at, std::move(*near));
            if (!found || (!found->axis && found->item->kind != ast::Item::Kind::TypeAlias)) return std::nullopt;
            const auto name = nameOf(*found);
            if (!name || (path.size() == 1 && path[0] == *name && !found->axis)) return std::nullopt;
            if (path.size() == 1 && own && path[0] != *name) noteWritten(written, *name, path[0]);
            return found->axis ? *name : "{" + *name + "}";
        };
        std::string renamed = axesByName(mapping, names);
        if (renamed != mapping) out.push_back({span.offset, span.length, PathRename::Node::Mapping, std::move(renamed)});
    };
    walker.onMapping = [&](ast::Type& t, const PathScope& scope, int depth) {
        for (const EscapedConstant& e : escapedConstants(t.text))
            walkAt(t.span.offset + e.offset + 1, t.span.offset + e.offset + e.length - 1, scope, depth);
        renameAxes(t.text, scope, t.span);
    };
    walker.onMacro = [&](ast::Expr& e, const PathScope& scope, int depth) {
        if (e.kind == ast::Expr::Kind::Mapping && e.name == "m") renameAxes(e.text, scope, e.span);
        std::vector<GuardCheck> checks = e.kind == ast::Expr::Kind::ConstBlock ? guardChecks(e, text) : std::vector<GuardCheck>{};
        if (auto single = assertionCheck(e, text)) checks.push_back(*single);
        for (const GuardCheck& check : checks)
            for (const ast::Span& argument : macroArguments(text, check.arguments)) walkAt(argument.offset, argument.end(), scope, depth);
    };
    walkCombined(*parsed.value(), crate, combined, walker, [&](ast::Item& item, const PathScope& scope) {
        if (item.span.offset < combined.ownBytes || item.name.empty()) return;
        const auto it = combined.names.find({scope.module, item.name});
        if (it != combined.names.end() && it->second != item.name)
            out.push_back({item.span.offset, item.span.length, PathRename::Node::Item, it->second});
    });
    // The parse, renamed, is the syntax the kernel is elaborated over: one
    // parse of the combined text, not two (parseSyntaxWithImports).
    applyRenames(*parsed.value(), out);
    combined.syntax = std::shared_ptr<const ast::File>(std::move(parsed).value());
}

}  // namespace detail

void applyRenames(ast::File& file, const std::vector<PathRename>& renames) {
    auto find = [&](ast::Span span, PathRename::Node node) -> const PathRename* {
        for (const PathRename& r : renames)
            if (r.offset == span.offset && r.length == span.length && r.node == node) return &r;
        return nullptr;
    };
    PathWalker walker;
    walker.onType = [&](ast::Type& t, const PathScope&) {
        if (const PathRename* r = find(t.span, PathRename::Node::Type)) t.path = {r->name};
    };
    walker.onMapping = [&](ast::Type& t, const PathScope&, int) {
        if (const PathRename* r = find(t.span, PathRename::Node::Mapping)) t.text = r->name;
    };
    walker.onMacro = [&](ast::Expr& e, const PathScope&, int) {
        if (e.kind != ast::Expr::Kind::Mapping) return;
        if (const PathRename* r = find(e.span, PathRename::Node::Mapping)) e.text = r->name;
    };
    walker.onExpr = [&](ast::Expr& e, const PathScope&) {
        const PathRename* r = find(e.span, PathRename::Node::Expr);
        if (!r || r->kept > e.path.size()) return;
        std::vector<std::string> path{r->name};
        path.insert(path.end(), e.path.end() - static_cast<std::ptrdiff_t>(r->kept), e.path.end());
        e.path = std::move(path);
    };
    std::function<void(std::vector<ast::Stmt>&, int)> items = [&](std::vector<ast::Stmt>& stmts, int depth) {
        if (depth > kMaxWalkDepth) return;
        for (ast::Stmt& s : stmts) {
            if (s.item)
                if (const PathRename* r = find(s.item->span, PathRename::Node::Item)) s.item->name = r->name;
            if (s.item) walker.item(*s.item, {}, 0);
            else walker.stmt(s, {}, 0);
            if (s.item && s.item->kind == ast::Item::Kind::Mod && s.item->body) items(s.item->body->stmts, depth + 1);
        }
    };
    items(file.stmts, 0);
}

}  // namespace tcpwb::kernel
