#include "kernel/crate_imports.h"

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <deque>
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "kernel/crate_resolver.h"
#include "kernel/macro_expand.h"
#include "kernel/parse.h"
#include "util/file.h"
#include "util/text.h"

namespace tcpwb::kernel {
namespace {

namespace fs = std::filesystem;

// Re-exports and globs through re-exports chain; a cycle of globs (`a` uses
// `b::*`, `b` uses `a::*`) stops here instead of recursing for ever.
constexpr int kMaxImportDepth = 16;

// The paths `text` uses that start a name: `Chip` and `A` in
// `HbmTensor<i32, Chip, m![A / 2]>`, `norm::forward` in `norm::forward(ctx, &x)`,
// not `AddFxp` in `FxpBinaryOp::AddFxp` alone nor `view` in `x.view()`. A
// path ends at a turbofish. Comments and string literals are skipped.
// Each path comes once per scope `scopeAt` gives the offset it is written at
// (the module whose names it is read in), with that scope.
using ScopedPath = std::pair<std::size_t, std::vector<std::string>>;
std::vector<ScopedPath> leadingPaths(std::string_view text, const std::function<std::size_t(std::size_t)>& scopeAt) {
    std::set<ScopedPath> seen;
    std::vector<ScopedPath> out;
    auto identifierAt = [&](std::size_t at) {
        std::size_t end = at;
        while (end < text.size() && continuesIdentifier(text[end])) ++end;
        return end;
    };
    std::size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
            i = text.find('\n', i);
            if (i == std::string_view::npos) break;
        } else if (c == '/' && i + 1 < text.size() && text[i + 1] == '*') {
            i = text.find("*/", i + 2);
            if (i == std::string_view::npos) break;
            i += 2;
        } else if (c == '"') {
            for (++i; i < text.size() && text[i] != '"'; ++i)
                if (text[i] == '\\') ++i;
            ++i;
        } else if (startsIdentifier(c)) {
            const bool afterPath = i >= 2 && text[i - 1] == ':' && text[i - 2] == ':';
            const bool afterDot = i >= 1 && text[i - 1] == '.';
            std::vector<std::string> path;
            std::size_t end = identifierAt(i);
            path.emplace_back(text.substr(i, end - i));
            while (end + 2 < text.size() && text[end] == ':' && text[end + 1] == ':' && startsIdentifier(text[end + 2])) {
                const std::size_t next = identifierAt(end + 2);
                path.emplace_back(text.substr(end + 2, next - end - 2));
                end = next;
            }
            if (!afterPath && !afterDot) {
                // `a::b::C` names `C`, and may start with a name of its own (`a` an item, not a module).
                const std::size_t scope = scopeAt(i);
                for (std::size_t n : {std::size_t{1}, path.size()}) {
                    ScopedPath prefix{scope, std::vector<std::string>(path.begin(), path.begin() + static_cast<std::ptrdiff_t>(n))};
                    if (seen.insert(prefix).second) out.push_back(std::move(prefix));
                }
            }
            i = end;
        } else {
            ++i;
        }
    }
    return out;
}

}  // namespace

std::vector<AxisEntry> axisEntries(const ast::Item& axes) {
    std::vector<AxisEntry> out;
    const std::string_view body = axes.text;
    int depth = 0;
    std::size_t start = 0;
    auto take = [&](std::size_t end) {
        std::size_t b = start;
        while (b < end && std::isspace(static_cast<unsigned char>(body[b]))) ++b;
        std::size_t e = end;
        while (e > b && std::isspace(static_cast<unsigned char>(body[e - 1]))) --e;
        std::size_t n = b;
        while (n < e && continuesIdentifier(body[n])) ++n;
        if (n > b && startsIdentifier(body[b])) out.push_back({std::string(body.substr(b, n - b)), {axes.bodySpan.offset + b, e - b}});
    };
    for (std::size_t i = 0; i < body.size(); ++i) {
        const char c = body[i];
        if (c == '(' || c == '[' || c == '{') ++depth;
        if (c == ')' || c == ']' || c == '}') --depth;
        if (c == ',' && depth == 0) {
            take(i);
            start = i + 1;
        }
    }
    take(body.size());
    return out;
}

namespace detail {

std::optional<Definition> Resolver::resolve(std::size_t m, const std::string& name, int depth) {
    // Each (module, name) is looked up once while it can change (CycleMemo):
    // globs that import each other (`pub use zip::*` in a parent, `use
    // super::*` in zip) would otherwise retrace every path between them.
    if (depth > kMaxImportDepth || m >= crate_.modules.size() || !crate_.modules[m].items) return std::nullopt;
    return definitions_.get(std::make_pair(m, name), [&]() -> std::optional<Definition> {
        if (auto own = ownDefinition(m, name)) return own;
        return throughUses(m, name, depth);
    });
}

std::optional<Definition> Resolver::resolvePath(std::size_t m, const std::vector<std::string>& path) {
    if (path.empty()) return std::nullopt;
    if (path.size() == 1) return resolve(m, path[0]);
    const auto target = moduleAt(m, std::vector<std::string>(path.begin(), path.end() - 1));
    if (!target) return std::nullopt;
    return resolve(*target, path.back());
}

std::set<std::string> Resolver::ownNames(std::size_t m) {
    std::set<std::string> out;
    if (m >= crate_.modules.size() || !crate_.modules[m].items) return out;
    for (const ast::Stmt& s : *crate_.modules[m].items) {
        if (s.kind != ast::Stmt::Kind::Item) continue;
        const ast::Item& item = *s.item;
        if (isAxes(item))
            for (const AxisEntry& e : entriesOf(item)) out.insert(e.name);
        else if (!item.name.empty()) out.insert(item.name);
    }
    return out;
}

const std::vector<AxisEntry>& Resolver::entriesOf(const ast::Item& axes) {
    auto it = entries_.find(&axes);
    if (it == entries_.end()) it = entries_.emplace(&axes, axisEntries(axes)).first;
    return it->second;
}

// A module's items read once: a macro can write tens of thousands of them,
// and every name the module's kernels use is looked up in them.
const Resolver::ModuleIndex& Resolver::indexOf(std::size_t m) {
    if (auto known = indices_.find(m); known != indices_.end()) return known->second;
    using K = ast::Item::Kind;
    ModuleIndex index;
    for (const ast::Stmt& s : *crate_.modules[m].items) {
        if (s.kind != ast::Stmt::Kind::Item) continue;
        const ast::Item& item = *s.item;
        if (item.kind == K::Use)
            for (UseLeaf& leaf : useLeaves(item.use)) {
                if (leaf.glob) index.globUses.push_back(std::move(leaf.path));
                else index.namedUses[leaf.name].push_back(std::move(leaf.path));
            }
        if (isAxes(item)) {
            for (const AxisEntry& e : entriesOf(item)) index.definitions.try_emplace(e.name, Definition{m, &item, e.span, true, e.name});
            continue;
        }
        const bool importable = item.kind == K::TypeAlias || item.kind == K::Const || item.kind == K::Struct ||
                                item.kind == K::MacroRules || (item.kind == K::Fn && !item.hasAttribute("device"));
        if (importable) index.definitions.try_emplace(item.name, Definition{m, &item, item.span, false, item.name});
    }
    return indices_.emplace(m, std::move(index)).first->second;
}

const std::vector<std::vector<std::string>>* Resolver::namedImportsOf(std::size_t m, const std::string& name) {
    if (m >= crate_.modules.size() || !crate_.modules[m].items) return nullptr;
    const ModuleIndex& index = indexOf(m);
    const auto named = index.namedUses.find(name);
    return named == index.namedUses.end() ? nullptr : &named->second;
}

std::optional<Definition> Resolver::ownDefinition(std::size_t m, const std::string& name) {
    const ModuleIndex& index = indexOf(m);
    if (auto found = index.definitions.find(name); found != index.definitions.end()) return found->second;
    return std::nullopt;
}

std::optional<std::size_t> Resolver::child(std::size_t m, const std::string& name) {
    auto known = children_.find(m);
    if (known == children_.end()) {
        std::map<std::string, std::size_t, std::less<>> byName;
        for (std::size_t c : crate_.modules[m].children)
            if (!crate_.modules[c].path.empty()) byName.try_emplace(crate_.modules[c].path.back(), c);  // the first of a name
        known = children_.emplace(m, std::move(byName)).first;
    }
    if (const auto found = known->second.find(name); found != known->second.end()) return found->second;
    return std::nullopt;
}

std::optional<std::size_t> Resolver::moduleAt(std::size_t m, const std::vector<std::string>& path, int depth) {
    std::size_t at = m;
    for (std::size_t i = 0; i < path.size(); ++i) {
        const std::string& segment = path[i];
        if (segment == "crate" && i == 0) {
            at = 0;
        } else if (segment == "super") {
            if (!crate_.modules[at].parent) return std::nullopt;
            at = *crate_.modules[at].parent;
        } else if (segment != "self") {
            auto next = moduleNamed(at, segment, depth);
            if (!next) return std::nullopt;
            at = *next;
        }
    }
    return at;
}

std::optional<std::size_t> Resolver::moduleNamed(std::size_t m, const std::string& name, int depth) {
    if (auto own = child(m, name)) return own;
    if (depth > kMaxImportDepth || !crate_.modules[m].items) return std::nullopt;
    // As resolve(): each (module, name) once while it can change, and a glob cycle brings nothing new.
    return modules_.get(std::make_pair(m, name), [&] { return moduleThroughUses(m, name, depth); });
}

std::optional<std::size_t> Resolver::moduleThroughUses(std::size_t m, const std::string& name, int depth) {
    // `use super::kernel;` names a module; `use super::kernel::*;` brings in its child modules.
    const ModuleIndex& index = indexOf(m);
    if (const auto named = index.namedUses.find(name); named != index.namedUses.end())
        for (const std::vector<std::string>& path : named->second)
            if (const auto found = moduleAt(m, path, depth + 1)) return found;
    for (const std::vector<std::string>& path : index.globUses) {
        const auto target = moduleAt(m, path, depth + 1);
        if (!target || *target == m) continue;
        if (const auto found = moduleNamed(*target, name, depth + 1)) return found;
    }
    return std::nullopt;
}

// `name` through module `m`'s `use` items: the named ones first, then the globs.
std::optional<Definition> Resolver::throughUses(std::size_t m, const std::string& name, int depth) {
    const ModuleIndex& index = indexOf(m);
    if (const auto named = index.namedUses.find(name); named != index.namedUses.end())
        for (const std::vector<std::string>& path : named->second) {
            if (path.size() < 2) continue;  // `use other_crate;`
            const auto target = moduleAt(m, std::vector<std::string>(path.begin(), path.end() - 1), depth + 1);
            // `use a::b as c;`: `c` here is `b` there.
            if (!target) continue;
            if (auto found = resolve(*target, path.back(), depth + 1)) return found;
        }
    for (const std::vector<std::string>& path : index.globUses) {
        const auto target = moduleAt(m, path, depth + 1);
        if (!target || *target == m) continue;
        if (auto found = resolve(*target, name, depth + 1)) return found;
    }
    return std::nullopt;
}

std::optional<std::size_t> moduleOfFile(const Crate& crate, FileId file) {
    for (std::size_t m = 0; m < crate.modules.size(); ++m)
        if (crate.modules[m].file == file && !crate.modules[m].isInline) return m;
    return std::nullopt;
}

bool encloses(const Crate& crate, std::size_t outer, std::size_t inner) {
    for (std::optional<std::size_t> m = inner; m; m = crate.modules[*m].parent)
        if (*m == outer) return true;
    return false;
}

namespace {
void collectUseLeaves(const ast::UseTree& tree, std::vector<std::string> prefix, std::vector<UseLeaf>& out) {
    prefix.insert(prefix.end(), tree.path.begin(), tree.path.end());
    switch (tree.kind) {
        case ast::UseTree::Kind::Group:
            for (const ast::UseTree& c : tree.children) collectUseLeaves(c, prefix, out);
            return;
        case ast::UseTree::Kind::Glob: out.push_back(UseLeaf{{}, std::move(prefix), &tree, true}); return;
        case ast::UseTree::Kind::Name: break;
    }
    // `a::b::{self}` binds `b`, as `a::b` does; `as _` binds nothing.
    if (!prefix.empty() && prefix.back() == "self" && prefix.size() > 1) prefix.pop_back();
    if (prefix.empty() || tree.rename == "_") return;
    const std::string& last = prefix.back();
    if (tree.rename.empty() && (last == "self" || last == "super" || last == "crate")) return;
    std::string name = tree.rename.empty() ? last : tree.rename;
    out.push_back(UseLeaf{std::move(name), std::move(prefix), &tree, false});
}
}  // namespace

std::vector<UseLeaf> useLeaves(const ast::UseTree& tree) {
    std::vector<UseLeaf> out;
    collectUseLeaves(tree, {}, out);
    return out;
}

std::vector<UseBinding> namedUseBindings(const Crate& crate, std::size_t m) {
    std::vector<UseBinding> out;
    if (!crate.modules[m].items) return out;
    for (const ast::Stmt& s : *crate.modules[m].items)
        if (s.kind == ast::Stmt::Kind::Item && s.item->kind == ast::Item::Kind::Use)
            for (UseLeaf& leaf : useLeaves(s.item->use))
                if (!leaf.glob) out.push_back(UseBinding{std::move(leaf.name), std::move(leaf.path), leaf.tree});
    return out;
}

std::string nameInCombined(const SourceWithImports& combined, std::size_t module, const std::string& name) {
    const auto it = combined.names.find({module, name});
    return it != combined.names.end() ? it->second : name;
}

std::string qualifiedName(const Crate& crate, std::size_t module, const std::string& name) {
    std::string out;
    for (const std::string& segment : crate.modules[module].path) out += segment + "__";
    return out + name;
}

}  // namespace detail

namespace {

using detail::Definition;
using detail::UseBinding;
using detail::namedUseBindings;
using detail::moduleOfFile;
using detail::Resolver;

// Where `offset` of the combined text was written in the piece's file; an
// offset in the glue before the piece is its first byte.
std::size_t offsetInFile(const ImportedPiece& piece, std::size_t offset) {
    return piece.from + std::min(offset - std::min(offset, piece.at), piece.length);
}

// The scopes the file's own text is read in: its module, then its inline modules.
std::vector<std::size_t> scopesOfFile(const Crate& crate, FileId file) {
    std::vector<std::size_t> scopes;
    const auto fileModule = moduleOfFile(crate, file);
    if (!fileModule) return scopes;
    scopes.push_back(*fileModule);
    for (std::size_t m = 0; m < crate.modules.size(); ++m)
        if (crate.modules[m].file == file && crate.modules[m].isInline) scopes.push_back(m);
    return scopes;
}

// The innermost of the file's scopes (its module, then its inline modules)
// whose text holds an offset, for offsets asked front to back as leadingPaths
// reads the text. Inline modules' bodies nest, so those open at the offset
// form a stack with the innermost on top: each body is pushed and popped
// once, however many modules the file has.
class InnermostScopes {
public:
    InnermostScopes(const Crate& crate, const std::vector<std::size_t>& scopes) : outermost_(scopes.front()) {
        for (std::size_t m : scopes) {
            const ast::Item* declared = crate.modules[m].declaration;
            if (!crate.modules[m].isInline || !declared || !declared->body || declared->body->span.length == 0) continue;
            const ast::Span body = declared->body->span;
            bodies_.push_back({body.offset, body.offset + body.length, m});
        }
        // By start; of two starting together, the longer (the outer) first.
        std::stable_sort(bodies_.begin(), bodies_.end(),
                         [](const Body& a, const Body& b) { return a.begin != b.begin ? a.begin < b.begin : a.end > b.end; });
    }

    std::size_t at(std::size_t offset) {
        if (offset < last_) {  // asked out of order: read the bodies again from the start
            next_ = 0;
            open_.clear();
        }
        last_ = offset;
        while (!open_.empty() && open_.back().end <= offset) open_.pop_back();
        for (; next_ < bodies_.size() && bodies_[next_].begin <= offset; ++next_) {
            if (bodies_[next_].end <= offset) continue;  // over before the offset
            while (!open_.empty() && open_.back().end <= bodies_[next_].begin) open_.pop_back();
            open_.push_back(bodies_[next_]);
        }
        return open_.empty() ? outermost_ : open_.back().module;
    }

private:
    struct Body {
        std::size_t begin = 0, end = 0, module = 0;
    };
    std::size_t outermost_;
    std::vector<Body> bodies_;
    std::size_t next_ = 0;    // the first body not yet pushed
    std::vector<Body> open_;  // the bodies holding the last offset, outermost first
    std::size_t last_ = 0;
};

}  // namespace

std::optional<CrateDefinition> findCrateDefinition(const Crate& crate, FileId file, const std::string& name) {
    Resolver resolver(crate);
    for (std::size_t scope : scopesOfFile(crate, file)) {
        const auto found = resolver.resolve(scope, name, 0);
        if (!found) continue;
        CrateDefinition out{crate.modules[found->module].file, found->span, found->axis, found->item->kind};
        // An item is reached at its name, an axis at its `Name = size`.
        if (!found->axis && found->item->nameSpan.length > 0) out.span = found->item->nameSpan;
        return out;
    }
    return std::nullopt;
}

WrittenNames writtenNamesIn(const Crate& crate, const SourceWithImports& combined, FileId file) {
    WrittenNames out;
    if (file >= crate.files.size()) return out;
    // The items the kernel read from other files, with their names in the program.
    std::map<std::pair<std::size_t, std::string>, std::string> read;
    std::set<std::string> readNames;
    for (const ImportedPiece& p : combined.pieces) {
        std::string name = detail::nameInCombined(combined, p.module, p.name);
        readNames.insert(name);
        read.emplace(std::pair(p.module, p.name), std::move(name));
    }
    const std::vector<std::size_t> scopes = scopesOfFile(crate, file);
    const std::vector<std::size_t> kernelScopes = scopesOfFile(crate, combined.file);
    Resolver resolver(crate);
    // The program's name of what `name` resolves to in `file`, when the kernel read it.
    const auto programName = [&](const std::string& name) -> std::optional<std::string> {
        for (std::size_t scope : scopes) {
            const auto found = resolver.resolve(scope, name, 0);
            if (!found) continue;
            if (crate.modules[found->module].file == combined.file) return found->name;  // the kernel's own: not renamed
            const auto it = read.find({found->module, found->name});
            if (it == read.end()) return std::nullopt;
            return it->second;
        }
        return std::nullopt;
    };
    // Whether the program has a name `name`: the kernel's file reads it, or an item read with it is named so.
    const auto kernelHas = [&](const std::string& name) {
        for (std::size_t scope : kernelScopes)
            if (resolver.resolve(scope, name, 0)) return true;
        return readNames.count(name) > 0;
    };
    const std::string_view text = crate.files[file].text;
    std::set<std::string> seen;
    for (std::size_t i = 0; i < text.size();) {
        if (!startsIdentifier(text[i])) {
            ++i;
            continue;
        }
        std::size_t end = i + 1;
        while (end < text.size() && continuesIdentifier(text[end])) ++end;
        std::string name(text.substr(i, end - i));
        i = end;
        if (!seen.insert(name).second) continue;
        if (const auto internal = programName(name)) noteWritten(out, *internal, name);
        // A name the program has for something else (run.rs's own `Chip`)
        // stands for one no program has: a space cannot be in a name.
        else if (kernelHas(name)) noteWritten(out, "unread " + name, name);
    }
    return out;
}

namespace {

// Whether `text` may declare a module: the word `mod` followed by a name.
// A file without one reads the same alone or as a crate, and is not parsed twice.
bool mayDeclareModule(std::string_view text) {
    for (std::size_t at = text.find("mod"); at != std::string_view::npos; at = text.find("mod", at + 3)) {
        const bool wordStart = at == 0 || !continuesIdentifier(text[at - 1]);
        std::size_t after = at + 3;
        if (!wordStart || after >= text.size() || !isBlank(text[after])) continue;
        while (after < text.size() && isBlank(text[after])) ++after;
        if (after < text.size() && startsIdentifier(text[after])) return true;
    }
    return false;
}

// A file outside any crate's module tree that declares modules: a crate of
// its own, rooted at it, so its `use` items reach into its modules as
// rustc's would. Nothing for any other file, which reads as it is.
std::optional<CrateOfFile> loneFileCrate(const std::string& path) {
    FileText read = readFileText(path, kMaxKernelSourceBytes);
    if (read.unreadable || read.tooLarge || !mayDeclareModule(read.text)) return std::nullopt;
    auto crate = openCrateRootedAt(path, std::move(read.text));
    if (!crate || crate->modules.size() < 2) return std::nullopt;
    return CrateOfFile{std::make_shared<const Crate>(std::move(crate).value()), 0};
}

}  // namespace

std::optional<CrateOfFile> crateOfFile(const std::string& path) {
    const auto root = findCrateRoot(path);
    if (!root) return loneFileCrate(path);
    auto crate = openCrate(*root);
    if (!crate) return std::nullopt;
    const auto file = crateFileAt(*crate, path);
    // tests/ and examples/ files are crates of their own to rustc too.
    if (!file) return loneFileCrate(path);
    return CrateOfFile{std::make_shared<const Crate>(std::move(crate).value()), *file};
}

namespace {

// Appends the item (or axis) `found` names to the combined text. An axis is
// declared under `name`, its name in the combined text: the piece is then
// what follows the name (` = 64`), so an error in its size keeps its place.
void appendPiece(const Crate& crate, const Definition& found, SourceWithImports& out, const std::string& name) {
    const CrateFile& from = crate.files[crate.modules[found.module].file];
    // An item a macro made is in the file's expanded text, after its own.
    const std::string_view fromText = from.syntax && !from.syntax->text.empty() ? std::string_view(from.syntax->text) : from.text;
    if (found.span.offset > fromText.size()) return;
    std::size_t begin = found.span.offset;
    std::string& text = out.source.text;
    text += found.axis ? "\naxes![" : "\n";
    if (found.axis && name != found.name && fromText.substr(begin, found.name.size()) == found.name) {
        text += name;
        begin += found.name.size();
    }
    const std::string_view piece = fromText.substr(begin, found.span.end() - begin);
    const LineColumn at = lineColumnOf(fromText, begin);
    out.pieces.push_back(
        {text.size(), piece.size(), crate.modules[found.module].file, begin, found.module, found.name, found.axis, at.line, at.column});
    text += piece;
    if (found.axis) text += "];";
}

// The items the file's own `use` items bring in under another name
// (`use crate::b::X as Y;`), by (module, name).
std::set<std::pair<std::size_t, std::string>> renamedImports(const Crate& crate, const std::vector<std::size_t>& ownScopes,
                                                             Resolver& resolver) {
    std::set<std::pair<std::size_t, std::string>> out;
    for (std::size_t m : ownScopes)
        for (const UseBinding& use : namedUseBindings(crate, m)) {
            if (use.leaf->rename.empty()) continue;
            if (const auto definition = resolver.resolvePath(m, use.path); definition && definition->name != use.name)
                out.insert({definition->module, definition->name});
        }
    return out;
}

// The name each imported item has in the combined text: its own, unless an
// item of the file or another imported one has it too (the toolchain's
// modules each have their `Cluster` and their `forward`), or the file brings
// it in under another name (then what goes out names it as the file writes
// it, kernel/display_names.h, never by a name the file does not use): then
// its path.
void nameImports(const Crate& crate, const std::vector<std::size_t>& ownScopes, Resolver& resolver, SourceWithImports& out) {
    const auto renamed = renamedImports(crate, ownScopes, resolver);
    std::map<std::string, int> uses;
    std::set<std::pair<std::size_t, std::string>> appended;  // a sibling inline module's item is counted once, as a piece
    for (const ImportedPiece& p : out.pieces) appended.insert({p.module, p.name});
    for (std::size_t scope : ownScopes)
        for (const std::string& name : resolver.ownNames(scope))
            if (!appended.contains({scope, name})) ++uses[name];
    for (const ImportedPiece& p : out.pieces) ++uses[p.name];
    for (const ImportedPiece& p : out.pieces)
        out.names[{p.module, p.name}] =
            uses[p.name] > 1 || renamed.contains({p.module, p.name}) ? detail::qualifiedName(crate, p.module, p.name) : p.name;
}

// The combined text again, each imported axis declared under its name there:
// `a::X` and `b::X` read together are `X` and `crate__b__X`, two axes with
// their own sizes (the pieces were found, and named, with their own names).
void declareAxesByName(const Crate& crate, const std::vector<Definition>& appended, SourceWithImports& out) {
    const bool renamed = std::any_of(appended.begin(), appended.end(), [&](const Definition& d) {
        return d.axis && detail::nameInCombined(out, d.module, d.name) != d.name;
    });
    if (!renamed) return;
    out.source.text.resize(out.ownBytes);
    out.pieces.clear();
    for (const Definition& d : appended) appendPiece(crate, d, out, detail::nameInCombined(out, d.module, d.name));
}

// The namespaces a definition is in, as rustc keeps them: a type, a value
// (an axis is a unit struct: both), a macro.
enum Namespace : unsigned { kTypes = 1, kValues = 2, kMacros = 4 };
unsigned namespacesOf(const Definition& d) {
    using K = ast::Item::Kind;
    if (d.axis) return kTypes | kValues;
    switch (d.item->kind) {
        case K::Fn:
        case K::Const: return kValues;
        case K::Struct: return d.item->fields.empty() || d.item->tupleStruct ? kTypes | kValues : kTypes;
        case K::MacroRules: return kMacros;
        default: return kTypes;
    }
}

// `a::b::C` as Rust writes it.
std::string writtenPath(const std::vector<std::string>& path) {
    std::string out;
    for (const std::string& segment : path) out += (out.empty() ? "" : "::") + segment;
    return out;
}

// Named imports that only lead back to one another: `a`'s `pub use
// crate::b::Row;` and `b`'s `pub use super::a::Row;`. Each step is one
// (module, name) and the one named `use` that module binds it with; a glob,
// another crate's path, a definition or two imports of the name end the
// chain, since then the name may come from elsewhere.
class ImportChains {
public:
    using Step = std::pair<std::size_t, std::string>;
    ImportChains(const Crate& crate, Resolver& resolver) : crate_(crate), resolver_(resolver) {}

    // The steps from (m, name) when they come back to one of them, the
    // repeated step last; nothing when the chain ends.
    std::optional<std::vector<Step>> cycleFrom(std::size_t m, std::string name) {
        std::vector<Step> steps;
        std::set<Step> seen;
        for (;;) {
            Step step{m, std::move(name)};
            const bool again = !seen.insert(step).second;
            steps.push_back(std::move(step));
            if (again) return steps;
            const std::vector<std::string>* next = onlyImportOf(m, steps.back().second);
            if (!next || next->size() < 2) return std::nullopt;
            const auto target = resolver_.moduleAt(m, std::vector<std::string>(next->begin(), next->end() - 1));
            if (!target) return std::nullopt;
            m = *target;
            name = next->back();
        }
    }

    // `crate::a::Row`: a step as a path from the crate's root.
    std::string pathOf(const Step& step) const {
        std::vector<std::string> path = crate_.modules[step.first].path;
        path.push_back(step.second);
        return writtenPath(path);
    }

private:
    // The path of the one named `use` of module `m` that binds `name`, when
    // the module neither defines the name nor imports it twice.
    const std::vector<std::string>* onlyImportOf(std::size_t m, const std::string& name) {
        const auto* named = resolver_.namedImportsOf(m, name);
        if (!named || named->size() != 1 || ownNamesOf(m).contains(name)) return nullptr;
        return &named->front();
    }

    // Module `m`'s own names, read once: every step of every chain asks.
    const std::set<std::string>& ownNamesOf(std::size_t m) {
        auto known = ownNames_.find(m);
        if (known == ownNames_.end()) known = ownNames_.emplace(m, resolver_.ownNames(m)).first;
        return known->second;
    }

    const Crate& crate_;
    Resolver& resolver_;
    std::map<std::size_t, std::set<std::string>> ownNames_;
};

// The first named import of the file's modules that resolves to nothing
// because its chain of re-exports comes back to itself (rustc's E0432),
// located at the import; without it the name would be silently empty and
// the kernel refused later where it uses the name, for another reason.
std::optional<diag::Diagnostic> cyclicUses(const Crate& crate, const std::vector<std::size_t>& scopes, Resolver& resolver) {
    ImportChains chains(crate, resolver);
    for (std::size_t m : scopes)
        for (const UseBinding& use : namedUseBindings(crate, m)) {
            if (use.path.size() < 2 || resolver.resolvePath(m, use.path) || resolver.moduleAt(m, use.path)) continue;
            const auto target = resolver.moduleAt(m, std::vector<std::string>(use.path.begin(), use.path.end() - 1));
            if (!target) continue;
            const auto cycle = chains.cycleFrom(*target, use.path.back());
            if (!cycle) continue;
            std::string chain = fmt::format("`{}` is `{}`", chains.pathOf(cycle->front()), chains.pathOf((*cycle)[1]));
            for (std::size_t i = 2; i < cycle->size(); ++i) chain += fmt::format(", which is `{}`", chains.pathOf((*cycle)[i]));
            const ast::Span at = use.leaf->span;
            diag::Diagnostic d(diag::Kind::unknown_name,
                               fmt::format("unresolved import `{}`: {} again, and no module defines `{}`", writtenPath(use.path), chain,
                                           cycle->back().second),
                               at.offset, std::max<std::size_t>(at.length, 1));
            d.withFix(fmt::format("import `{}` from the module that defines it", cycle->back().second));
            return d;
        }
    return std::nullopt;
}

// The first pair of `use` bindings in one of the file's modules that bring
// one name of the crate into it twice (rustc's E0252), located at the second.
std::optional<diag::Diagnostic> conflictingUses(const Crate& crate, const std::vector<std::size_t>& scopes, Resolver& resolver) {
    struct Binding {
        std::vector<std::string> path;
        ast::Span at;
        Definition definition;
    };
    for (std::size_t m : scopes) {
        std::map<std::string, Binding> bound;
        for (const UseBinding& use : namedUseBindings(crate, m)) {
            if (use.path.size() < 2) continue;
            const auto definition = resolver.resolvePath(m, use.path);
            if (!definition) continue;
            const ast::UseTree& leaf = *use.leaf;
            const ast::Span at = leaf.rename.empty() ? leaf.span : leaf.renameSpan;
            const auto [first, fresh] = bound.try_emplace(use.name, Binding{use.path, at, *definition});
            if (fresh || !(namespacesOf(first->second.definition) & namespacesOf(*definition))) continue;
            diag::Diagnostic d(
                first->second.definition.axis && definition->axis ? diag::Kind::duplicate_axis : diag::Kind::unsupported_construct,
                fmt::format("the name `{}` is defined multiple times: `use {}` after `use {}` in the same module", use.name,
                            writtenPath(use.path), writtenPath(first->second.path)),
                at.offset, at.length);
            d.withNote(fmt::format("previous import of `{}` here", use.name), first->second.at.offset, first->second.at.length);
            d.withFix(fmt::format("bring it in under another name: `use {} as Other{};`", writtenPath(use.path), use.path.back()));
            return d;
        }
    }
    return std::nullopt;
}

}  // namespace

SourceWithImports withImports(const Crate& crate, FileId file, KernelSource own) {
    SourceWithImports out;
    out.file = file;
    out.source = std::move(own);
    out.ownBytes = out.source.text.size();
    // The file's own text is looked up in the file's module, then in its
    // inline modules (`mod tests { use crate::shapes::A; ... }`).
    const std::vector<std::size_t> ownScopes = scopesOfFile(crate, file);
    if (ownScopes.empty()) return out;
    Resolver resolver(crate);
    const std::set<std::string> defined = resolver.ownNames(ownScopes.front());
    std::set<std::pair<const ast::Item*, std::size_t>> taken;
    std::vector<Definition> appended;  // in the order their pieces are in the text
    // Paths still to look up, each in the module whose text used it: the
    // file's own text in the inline module it is written in.
    struct Use {
        ScopedPath path;
        bool inOwnText = false;
    };
    std::deque<Use> pending;
    InnermostScopes scopeOf(crate, ownScopes);
    for (ScopedPath& use : leadingPaths(out.source.text, [&](std::size_t at) { return scopeOf.at(at); }))
        pending.push_back({std::move(use), true});
    while (!pending.empty()) {
        auto [scoped, inOwnText] = std::move(pending.front());
        auto& [module, wanted] = scoped;
        pending.pop_front();
        const bool sameFile = crate.modules[module].file == file;
        if (sameFile && wanted.size() == 1 && defined.contains(wanted[0])) continue;
        // The elaborator reads the items of the modules a device function is inside (in its
        // file): the lookup climbs them too.
        std::optional<Definition> found;
        for (std::optional<std::size_t> scope = module; scope && !found; scope = crate.modules[*scope].parent) {
            found = resolver.resolvePath(*scope, wanted);
            if (crate.modules[*scope].file != file) break;
        }
        if (!found) continue;
        // The file's text is read where it is written: its top level always, an inline module's
        // items where the use is inside that module; a sibling inline module's (`use
        // super::shapes::*`) is appended like another file's.
        const bool inText = found->module == ownScopes.front() || (inOwnText && detail::encloses(crate, found->module, module));
        if ((crate.modules[found->module].file == file && inText) || !taken.insert({found->item, found->span.offset}).second) continue;
        const std::size_t before = out.source.text.size();
        appendPiece(crate, *found, out, found->name);
        appended.push_back(*found);
        const std::size_t from = found->module;
        for (ScopedPath& use : leadingPaths(std::string_view(out.source.text).substr(before), [from](std::size_t) { return from; }))
            pending.push_back({std::move(use), false});
    }
    out.conflict = conflictingUses(crate, ownScopes, resolver);
    if (!out.conflict) out.conflict = cyclicUses(crate, ownScopes, resolver);
    // A `use` a macro of the file wrote is in its expansion: the error goes to the invocation.
    if (out.conflict && crate.files[file].syntax) out.conflict = placedAtInvocation(*crate.files[file].syntax, std::move(*out.conflict));
    nameImports(crate, ownScopes, resolver, out);
    declareAxesByName(crate, appended, out);
    if (!out.pieces.empty()) out.source.text += "\n";
    detail::renamePaths(crate, out);
    return out;
}

namespace {

// An error of the file's own text with its names as the file writes them,
// each as the lines it is placed on write it (an error at `let y` reads as
// its statement's `m![Z / 8]` writes the axis).
diag::Diagnostic shownAtItsSpot(const SourceWithImports& combined, diag::Diagnostic error) {
    const std::string_view own = std::string_view(combined.source.text).substr(0, combined.ownBytes);
    std::string_view spot;
    if (error.offset && *error.offset < own.size()) {
        const std::size_t lineStart = own.rfind('\n', *error.offset);
        const std::size_t begin = lineStart == std::string_view::npos ? 0 : lineStart + 1;
        const std::size_t end = std::min(own.find('\n', *error.offset + error.length), own.size());
        spot = own.substr(begin, end - begin);
    }
    return displayNames(std::move(error), combined.written, spot);
}

}  // namespace

PlacedError placeError(const Crate& crate, const SourceWithImports& combined, diag::Diagnostic error) {
    auto pieceAt = [&](std::size_t offset) -> const ImportedPiece* {
        for (const ImportedPiece& p : combined.pieces)
            if (offset < p.at + p.length) return &p;  // inside it, or in the glue just before it
        return combined.pieces.empty() ? nullptr : &combined.pieces.back();
    };
    const bool imported = error.offset && *error.offset >= combined.ownBytes && !combined.pieces.empty();
    error = imported ? displayNames(std::move(error)) : shownAtItsSpot(combined, std::move(error));
    if (!imported) {
        for (diag::Note& note : error.notes)
            if (note.offset && *note.offset >= combined.ownBytes) note.offset.reset();
        return {combined.source, std::move(error)};
    }
    const ImportedPiece& piece = *pieceAt(*error.offset);
    error.offset = offsetInFile(piece, *error.offset);
    error.length = std::min(error.length, piece.length);
    for (diag::Note& note : error.notes) {
        if (!note.offset) continue;
        const ImportedPiece* p = *note.offset >= combined.ownBytes ? pieceAt(*note.offset) : nullptr;
        if (p && p->file == piece.file) note.offset = offsetInFile(*p, *note.offset);
        else note.offset.reset();
    }
    const CrateFile& file = crate.files[piece.file];
    KernelSource source{(fs::path(crate.directory) / file.path).string(), file.text};
    return {std::move(source), std::move(error)};
}

std::optional<FileId> importedFileAt(const SourceWithImports& combined, std::size_t offset) {
    if (offset < combined.ownBytes) return std::nullopt;
    for (const ImportedPiece& p : combined.pieces)
        if (offset < p.at + p.length) return p.file;  // inside it, or in the glue just before it
    return std::nullopt;
}

void giveImportedLines(Program& program, const SourceWithImports& combined) {
    if (combined.pieces.empty()) return;
    const std::string_view text = combined.source.text;
    forEachSpan(program, [&](SourceSpan& s) {
        if (!s.known() || s.offset < combined.ownBytes) return;
        const ImportedPiece* piece = nullptr;
        for (const ImportedPiece& p : combined.pieces)
            if (s.offset >= p.at && s.offset < p.at + p.length) piece = &p;
        if (!piece || s.offset > text.size()) return;
        const std::string_view before = text.substr(piece->at, s.offset - piece->at);
        const std::size_t lastBreak = before.rfind('\n');
        s.line = piece->line + static_cast<std::uint32_t>(std::count(before.begin(), before.end(), '\n'));
        s.column = lastBreak == std::string_view::npos ? piece->column + static_cast<std::uint32_t>(before.size())
                                                       : static_cast<std::uint32_t>(before.size() - lastBreak);
    });
}

namespace {

// The options with the combined text's renames and imported lines.
ParseOptions withImportedPaths(const SourceWithImports& combined, const ParseOptions& options) {
    ParseOptions withPaths = options;
    if (!combined.renames.empty()) withPaths.rewrite = [&combined](ast::File& file) { applyRenames(file, combined.renames); };
    if (!combined.pieces.empty()) withPaths.beforePlacement = [&combined](Program& program) { giveImportedLines(program, combined); };
    return withPaths;
}

}  // namespace

namespace {

// An error of the combined text with its names as the user reads them: the
// file's where it is in the file's own text, paths in an imported piece.
diag::Diagnostic shown(const SourceWithImports& combined, diag::Diagnostic error) {
    const bool own = !error.offset || *error.offset < combined.ownBytes;
    if (const auto near = error.offset ? combined.nearPaths.find(*error.offset) : combined.nearPaths.end();
        near != combined.nearPaths.end()) {
        error.message += "; did you mean `" + near->second + "`?";
        error.withFix("write `{ " + near->second + " }`");
    }
    return own ? shownAtItsSpot(combined, std::move(error)) : displayNames(std::move(error));
}

}  // namespace

diag::Result<Program> parseWithImports(const SourceWithImports& combined, const ParseOptions& options) {
    auto syntax = parseSyntaxWithImports(combined);
    if (!syntax) return syntax.error();
    return elaborateWithImports(combined, **syntax, options);
}

diag::Result<std::shared_ptr<const ast::File>> parseSyntaxWithImports(const SourceWithImports& combined) {
    if (combined.conflict) return *combined.conflict;
    if (combined.syntax && !*combined.syntax) return shown(combined, combined.syntax->error());
    if (combined.syntax) return combined.syntax->value();
    auto syntax = parseKernelSyntax(combined.source, withImportedPaths(combined, {}));
    if (!syntax) return shown(combined, syntax.error());
    return syntax;
}

diag::Result<Program> elaborateWithImports(const SourceWithImports& combined, const ast::File& syntax, const ParseOptions& options) {
    auto program = elaborateKernel(combined.source, syntax, withImportedPaths(combined, options));
    if (!program) return shown(combined, program.error());
    markImportedPositions(program.value(), combined.ownBytes);
    return program;
}

void markImportedPositions(Program& program, std::size_t ownBytes) {
    forEachSpan(program, [ownBytes](SourceSpan& s) {
        if (s.known() && s.offset >= ownBytes) s.elsewhere = true;
    });
}

}  // namespace tcpwb::kernel
