#include "kernel/symbols.h"

#include <array>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "kernel/crate_imports.h"
#include "kernel/parser.h"
#include "mapping/mapping.h"
#include "util/text.h"

namespace tcpwb::kernel {
namespace {

// Words that are never a declared name.
bool isKeyword(std::string_view word) {
    static constexpr std::array<std::string_view, 38> kKeywords = {
        "as",   "async", "await",  "break",  "const", "continue", "crate", "dyn",  "else",   "enum", "extern", "false", "fn",
        "for",  "if",    "impl",   "in",     "let",   "loop",     "match", "mod",  "move",   "mut",  "pub",    "ref",   "return",
        "self", "Self",  "static", "struct", "super", "trait",    "true",  "type", "unsafe", "use",  "where",  "while"};
    for (std::string_view k : kKeywords)
        if (k == word) return true;
    return false;
}

// A name the text declares, and the part of the text it is seen from.
struct Declared {
    std::string name;
    DefinitionSite::Kind kind;
    ast::Span at;
    ast::Span scope;
    bool moduleFile = false;  // `mod name;`: its items are in another file
};

DefinitionSite::Kind kindOf(ast::Item::Kind kind) {
    using K = ast::Item::Kind;
    switch (kind) {
        case K::TypeAlias: return DefinitionSite::Kind::TypeAlias;
        case K::Const: return DefinitionSite::Kind::Const;
        case K::Struct: return DefinitionSite::Kind::Struct;
        case K::MacroRules: return DefinitionSite::Kind::Macro;
        case K::Mod: return DefinitionSite::Kind::Module;
        case K::MacroCall: return DefinitionSite::Kind::Axis;
        default: return DefinitionSite::Kind::Function;
    }
}

void collectDeclared(const std::vector<ast::Stmt>& stmts, ast::Span scope, int depth, std::vector<Declared>& out) {
    if (depth > 64) return;
    for (const ast::Stmt& s : stmts) {
        if (!s.item) continue;
        const ast::Item& item = *s.item;
        using K = ast::Item::Kind;
        if (item.kind == K::MacroCall) {
            if (item.name == "axes")
                for (const AxisEntry& e : axisEntries(item)) out.push_back({e.name, DefinitionSite::Kind::Axis, e.span, scope});
            continue;
        }
        if (item.kind == K::Use || item.kind == K::ExternCrate || item.kind == K::Attribute || item.name.empty()) continue;
        out.push_back({item.name, kindOf(item.kind), item.nameSpan, scope, item.kind == K::Mod && !item.body});
        if (item.body) collectDeclared(item.body->stmts, item.body->span, depth + 1, out);
    }
}

// The text's own declaration of `name` seen from `offset`: the one in the
// innermost scope around it.
std::optional<Declared> declaredInText(std::string_view text, const std::string& name, std::size_t offset) {
    const ParsedFile parsed = parseSyntax(text);
    if (!parsed.file) return std::nullopt;
    std::vector<Declared> declared;
    collectDeclared(parsed.file->stmts, {0, text.size()}, 0, declared);
    std::optional<Declared> best;
    for (Declared& d : declared) {
        if (d.name != name || offset < d.scope.offset || offset > d.scope.end()) continue;
        if (!best || d.scope.length < best->scope.length) best = std::move(d);
    }
    return best;
}

std::optional<std::size_t> moduleOfFile(const Crate& crate, FileId file) {
    for (std::size_t m = 0; m < crate.modules.size(); ++m)
        if (crate.modules[m].file == file && !crate.modules[m].isInline) return m;
    return std::nullopt;
}

// The file of the child module `name` of the file's module (`mod name;`).
std::optional<FileId> childModuleFile(const Crate& crate, FileId file, const std::string& name) {
    const auto m = moduleOfFile(crate, file);
    if (!m) return std::nullopt;
    for (std::size_t c : crate.modules[*m].children) {
        const Module& child = crate.modules[c];
        if (!child.isInline && !child.path.empty() && child.path.back() == name) return child.file;
    }
    return std::nullopt;
}

// The `m![...]` (or `m!(...)`) whose brackets hold `offset`: [start, end).
std::optional<ast::Span> mappingAround(std::string_view text, std::size_t offset) {
    constexpr std::size_t kLookBack = 4096;  // a mapping is a line or a few, never pages
    const std::size_t from = offset > kLookBack ? offset - kLookBack : 0;
    for (std::size_t at = std::min(offset, text.size()); at-- > from;) {
        if (text[at] != 'm' || at + 2 >= text.size() || text[at + 1] != '!') continue;
        if (at > 0 && continuesIdentifier(text[at - 1])) continue;
        const char open = text[at + 2];
        const char close = open == '[' ? ']' : open == '(' ? ')' : '\0';
        if (!close) continue;
        int depth = 0;
        for (std::size_t i = at + 2; i < text.size(); ++i) {
            if (text[i] == open) ++depth;
            else if (text[i] == close && --depth == 0) {
                if (offset <= i) return ast::Span{at, i + 1 - at};
                break;
            }
        }
    }
    return std::nullopt;
}

}  // namespace

std::optional<NameAt> nameAt(std::string_view text, std::size_t offset) {
    if (offset > text.size()) return std::nullopt;
    std::size_t begin = offset;
    while (begin > 0 && continuesIdentifier(text[begin - 1])) --begin;
    std::size_t end = offset;
    while (end < text.size() && continuesIdentifier(text[end])) ++end;
    if (begin == end || !startsIdentifier(text[begin])) return std::nullopt;
    NameAt out{std::string(text.substr(begin, end - begin)), begin, end - begin};
    if (isKeyword(out.name)) return std::nullopt;
    return out;
}

std::optional<DefinitionSite> findDefinition(std::string_view text, std::size_t offset, const Crate* crate, FileId file) {
    const auto name = nameAt(text, offset);
    if (!name) return std::nullopt;
    const bool inCrate = crate && file < crate->files.size();
    if (const auto own = declaredInText(text, name->name, offset)) {
        // `mod name;` is declared here, but what it names is its file.
        const auto moduleFile = own->moduleFile && inCrate ? childModuleFile(*crate, file, name->name) : std::nullopt;
        if (moduleFile) return DefinitionSite{DefinitionSite::Kind::Module, false, *moduleFile, 0, 0};
        return DefinitionSite{own->kind, true, file, own->at.offset, own->at.length};
    }
    if (!inCrate) return std::nullopt;
    // What the file imports. An answer in the file itself is the file as
    // loaded, which the edited text no longer declares.
    if (const auto imported = findCrateDefinition(*crate, file, name->name); imported && imported->file != file)
        return DefinitionSite{imported->axis ? DefinitionSite::Kind::Axis : kindOf(imported->kind), false, imported->file,
                              imported->span.offset, imported->span.length};
    if (const auto moduleFile = childModuleFile(*crate, file, name->name))
        return DefinitionSite{DefinitionSite::Kind::Module, false, *moduleFile, 0, 0};
    return std::nullopt;
}

std::optional<SymbolDescription> describeSymbolAt(std::string_view text, std::size_t offset, const mapping::AxisEnv& axes,
                                                  const mapping::AliasTable& aliases, const WrittenNames& written) {
    // Names as this spot writes them: the name hovered, or the mapping's text.
    std::string_view spot;
    const auto shown = [&](std::string out) { return displayNames(std::move(out), written, spot); };
    if (const auto name = nameAt(text, offset)) {
        spot = name->name;
        const std::string internal = internalName(written, name->name);
        if (const auto axis = axes.find(internal)) {
            SymbolDescription out{SymbolDescription::Kind::Axis,
                                  name->name,
                                  name->offset,
                                  name->length,
                                  shown(axes.declaration(*axis)),
                                  axes[*axis].size,
                                  ""};
            if (auto compiled = mapping::compileMapping("m![" + internal + "]", axes, aliases))
                out.normalForm = shown(compiled->normalized());
            return out;
        }
        if (const std::string* alias = aliases.find(internal)) {
            auto compiled = mapping::compileMapping(*alias, axes, aliases);
            if (!compiled) return std::nullopt;
            return SymbolDescription{
                SymbolDescription::Kind::Alias, name->name, name->offset, name->length, shown(*alias), compiled->size(),
                shown(compiled->normalized())};
        }
    }
    const auto around = mappingAround(text, offset);
    if (!around) return std::nullopt;
    const std::string asWritten(text.substr(around->offset, around->length));
    spot = asWritten;
    auto compiled = mapping::compileMapping(internalNames(asWritten, written), axes, aliases);
    if (!compiled) return std::nullopt;
    return SymbolDescription{SymbolDescription::Kind::Mapping, asWritten, around->offset, around->length, "", compiled->size(),
                             shown(compiled->normalized())};
}

}  // namespace tcpwb::kernel
