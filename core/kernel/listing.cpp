#include "kernel/listing.h"

#include <algorithm>
#include <filesystem>
#include <fstream>

#include <fmt/format.h>

#include "kernel/dialect.h"
#include "kernel/parser.h"
#include "kernel/suggest.h"
#include "rust/line_index.h"

namespace tcpwb::kernel {
namespace {

namespace fs = std::filesystem;

// `name = "furiosa-opt-examples"` of the [package] table, as a Rust identifier.
std::optional<std::string> crateName(const fs::path& manifest) {
    std::ifstream in(manifest);
    std::string line;
    bool inPackage = false;
    while (std::getline(in, line)) {
        const auto first = line.find_first_not_of(" \t");
        if (first == std::string::npos) continue;
        line = line.substr(first);
        if (line.starts_with('[')) {
            inPackage = line.starts_with("[package]");
            continue;
        }
        if (!inPackage || !line.starts_with("name")) continue;
        const auto open = line.find('"'), close = line.rfind('"');
        if (open == std::string::npos || close <= open) continue;
        std::string name = line.substr(open + 1, close - open - 1);
        std::replace(name.begin(), name.end(), '-', '_');
        return name;
    }
    return std::nullopt;
}

std::string typeText(std::string_view text) {
    std::string out;
    for (char c : text) {
        if (c == '\n' || c == '\r' || c == '\t') c = ' ';
        if (c == ' ' && (out.empty() || out.back() == ' ')) continue;
        out += c;
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    return out;
}

struct ListingScope {
    std::string_view text;  // what the spans index: the file's text, then its macros' expansions
    const ast::File* syntax = nullptr;
    std::string file;
    Dialect dialect = Dialect::Manual;
    const rust::LineIndex& lines;   // the file's, built once: a file may hold thousands of functions
    bool intoInlineModules = true;  // false in a crate: an inline module is a module of its own there
};

void collectDeviceFunctions(const std::vector<ast::Stmt>& stmts, const ListingScope& scope, const std::vector<std::string>& module,
                            int depth, std::vector<KernelEntry>& out, const std::vector<std::string>& inlineModules = {}) {
    if (depth > 64) return;
    const std::string_view text = scope.text;
    for (const ast::Stmt& s : stmts) {
        if (!s.item) continue;
        if (s.item->kind == ast::Item::Kind::Mod && s.item->body && scope.intoInlineModules) {
            std::vector<std::string> inner = module, innerInline = inlineModules;
            inner.push_back(s.item->name);
            innerInline.push_back(s.item->name);
            collectDeviceFunctions(s.item->body->stmts, scope, inner, depth + 1, out, innerInline);
            continue;
        }
        if (s.item->kind != ast::Item::Kind::Fn) continue;
        const ast::Item& fn = *s.item;
        if (const ast::Attribute* device = fn.attribute("device")) {
            KernelEntry e;
            e.function = fn.name;
            e.inlineModules = inlineModules;
            e.file = scope.file;
            for (const std::string& m : module) e.name += m + "::";
            e.name += fn.name;
            // A function a macro made is where the macro is invoked.
            const ast::Expansion* made = scope.syntax ? scope.syntax->expansionAt(fn.nameSpan.offset) : nullptr;
            const rust::LineColumn at = scope.lines.at(made ? made->invocation.offset : fn.nameSpan.offset);
            e.line = at.line;
            e.column = at.column;
            for (const auto& [key, value] : device->settings) {
                if (key == "chip") e.chips = value;
                if (key == "pe") e.pe = value;
            }
            for (const ast::Param& p : fn.params)
                e.parameters.push_back({p.name, p.type ? typeText(text.substr(p.type->span.offset, p.type->span.length)) : ""});
            e.dialect = scope.dialect;
            out.push_back(std::move(e));
        }
        if (fn.body) collectDeviceFunctions(fn.body->stmts, scope, module, depth + 1, out, inlineModules);
    }
}

}  // namespace

std::string nameInFile(const KernelEntry& entry) {
    std::string out;
    for (const std::string& m : entry.inlineModules) out += m + "::";
    return out + entry.function;
}

std::vector<std::string> modulePathOf(const std::string& filePath) {
    std::error_code ec;
    const fs::path file = fs::weakly_canonical(fs::path(filePath), ec);
    if (ec) return {};
    std::vector<std::string> inner;  // the folders under src/, innermost last
    for (fs::path dir = file.parent_path(); !dir.empty() && dir != dir.root_path(); dir = dir.parent_path()) {
        if (dir.filename() == "src" && fs::exists(dir.parent_path() / "Cargo.toml", ec)) {
            auto crate = crateName(dir.parent_path() / "Cargo.toml");
            if (!crate) return {};
            std::vector<std::string> path{*crate};
            path.insert(path.end(), inner.rbegin(), inner.rend());
            const std::string stem = file.stem().string();
            const bool root = inner.empty() && (stem == "lib" || stem == "main");
            if (!root && stem != "mod") path.push_back(stem);
            return path;
        }
        inner.push_back(dir.filename().string());
    }
    return {};
}

diag::Result<std::vector<KernelEntry>> listKernels(const KernelSource& source, const std::vector<std::string>& module, ParsedFile* syntax) {
    if (source.text.size() > kMaxKernelSourceBytes)
        return diag::Diagnostic(diag::Kind::too_large, fmt::format("the kernel source is {} bytes; at most {} bytes (4 MiB) are read",
                                                                   source.text.size(), kMaxKernelSourceBytes));
    // The whole syntax, not only what the elaborator runs: a device function
    // is listed whatever its body holds (a `mod`, a `for`); running it says
    // what is not supported. A syntax error is the file's error.
    ParsedFile parsed = parseSyntax(source.text);
    for (const diag::Diagnostic& e : parsed.errors)
        if (e.kind == diag::Kind::syntax_error) return e;
    const rust::LineIndex lines(source.text);
    const std::string_view text = parsed.file->text.empty() ? std::string_view(source.text) : std::string_view(parsed.file->text);
    const ListingScope scope{text, parsed.file.get(), source.name, detectDialect(*parsed.file, source.text).dialect, lines};
    std::vector<KernelEntry> out;
    collectDeviceFunctions(parsed.file->stmts, scope, module, 0, out);
    if (syntax) *syntax = std::move(parsed);
    return out;
}

namespace {

// The inline `mod name { ... }` a crate module is inside in its file,
// outermost first (KernelEntry::inlineModules): itself, when inline, and
// its inline parents.
std::vector<std::string> inlineModulesOf(const Crate& crate, const Module& m) {
    std::vector<std::string> names;
    for (const Module* at = &m; at->isInline && !at->path.empty(); at = &crate.modules[*at->parent]) {
        names.push_back(at->path.back());
        if (!at->parent) break;
    }
    return {names.rbegin(), names.rend()};
}

}  // namespace

std::vector<KernelEntry> listCrateKernels(const Crate& crate) {
    const std::string name = crateName(fs::path(crate.directory) / "Cargo.toml").value_or("crate");
    std::vector<Dialect> dialects;  // each file's dialect and line index, made once for all its modules
    std::vector<rust::LineIndex> lines;
    for (const CrateFile& f : crate.files) {
        // A file with macro expansions has its spans in the expanded text (the source, then the expansions).
        const std::string_view spanned = f.syntax && !f.syntax->text.empty() ? std::string_view(f.syntax->text) : std::string_view(f.text);
        dialects.push_back(f.syntax ? detectDialect(*f.syntax, spanned).dialect : Dialect::Manual);
        lines.emplace_back(f.text);
    }
    // Depth first from the root, children in the order their `mod` items are
    // written: a module's functions, then its submodules', as a reader goes.
    std::vector<KernelEntry> out;
    std::vector<std::size_t> pending{0};
    while (!pending.empty() && !crate.modules.empty()) {
        const Module& m = crate.modules[pending.back()];
        pending.pop_back();
        pending.insert(pending.end(), m.children.rbegin(), m.children.rend());
        if (!m.items || m.file >= crate.files.size()) continue;
        const CrateFile& f = crate.files[m.file];
        std::vector<std::string> path = m.path;
        if (!path.empty()) path.front() = name;
        const std::string_view text = f.syntax && !f.syntax->text.empty() ? std::string_view(f.syntax->text) : std::string_view(f.text);
        const ListingScope scope{text, f.syntax.get(), f.path, dialects[m.file], lines[m.file], false};
        collectDeviceFunctions(*m.items, scope, path, 0, out, inlineModulesOf(crate, m));
    }
    return out;
}

namespace {

// So many names would bury the answer: past this many, a message lists the likely ones.
constexpr std::size_t kNamesListedInFull = 12;

std::vector<std::string> segmentsOf(std::string_view path) {
    std::vector<std::string> out;
    for (std::size_t at = 0;;) {
        const std::size_t sep = path.find("::", at);
        out.emplace_back(path.substr(at, sep == std::string_view::npos ? std::string_view::npos : sep - at));
        if (sep == std::string_view::npos) return out;
        at = sep + 2;
    }
}

// `transformer::attention_forward` for `crate::transformer::ops::attention_forward`:
// the same last segment, the others in the same order with segments left out.
bool namesWithGaps(const std::vector<std::string>& wanted, const std::vector<std::string>& name) {
    if (wanted.empty() || name.empty() || wanted.back() != name.back()) return false;
    std::size_t matched = 0;
    for (std::size_t i = 0; i + 1 < name.size() && matched + 1 < wanted.size(); ++i)
        if (name[i] == wanted[matched]) ++matched;
    return matched + 1 == wanted.size();
}

// The entries a mistyped or shortened `wanted` most likely means: paths that
// hold its segments with some left out, else those whose function name is
// the closest to its last segment.
std::vector<const KernelEntry*> likelyMeant(const std::vector<KernelEntry>& entries, std::string_view wanted) {
    const std::vector<std::string> segments = segmentsOf(wanted);
    std::vector<const KernelEntry*> out;
    for (const KernelEntry& e : entries)
        if (namesWithGaps(segments, segmentsOf(e.name))) out.push_back(&e);
    if (!out.empty()) return out;
    std::vector<std::string> lastSegments;
    lastSegments.reserve(entries.size());
    for (const KernelEntry& e : entries) lastSegments.push_back(segmentsOf(e.name).back());
    if (const auto closest = closestName(segments.back(), lastSegments))
        for (std::size_t i = 0; i < entries.size(); ++i)
            if (lastSegments[i] == *closest) out.push_back(&entries[i]);
    return out;
}

std::string listed(const std::vector<const KernelEntry*>& entries) {
    std::string names;
    for (const KernelEntry* e : entries) names += fmt::format("{}`{}`", names.empty() ? "" : ", ", e->name);
    return names;
}

}  // namespace

diag::Result<KernelEntry> findKernel(const std::vector<KernelEntry>& entries, std::string_view wanted) {
    std::vector<const KernelEntry*> matches, all;
    for (const KernelEntry& e : entries) {
        all.push_back(&e);
        const std::string tail = "::" + std::string(wanted);
        if (e.name == wanted || (e.name.size() > tail.size() && e.name.ends_with(tail))) matches.push_back(&e);
    }
    if (matches.size() == 1) return *matches.front();
    if (!matches.empty())
        return diag::Diagnostic(diag::Kind::unknown_name, fmt::format("`{}` names {} device functions; write more of its path: {}", wanted,
                                                                      matches.size(), listed(matches)));
    const std::string fix = "name one of them with --fn, by its path or its last segments";
    if (entries.empty())
        return diag::Diagnostic(diag::Kind::unknown_name,
                                fmt::format("there is no device function `{}`: the file has no #[device] function", wanted))
            .withFix(fix);
    if (entries.size() <= kNamesListedInFull)
        return diag::Diagnostic(diag::Kind::unknown_name,
                                fmt::format("there is no device function `{}`; the file has: {}", wanted, listed(all)))
            .withFix(fix);
    std::vector<const KernelEntry*> likely = likelyMeant(entries, wanted);
    if (likely.size() > kNamesListedInFull) likely.resize(kNamesListedInFull);
    const std::string missing =
        fmt::format("there is no device function `{}` among the {} (`tcpwb-cli kernels PATH` lists them)", wanted, entries.size());
    if (likely.empty()) return diag::Diagnostic(diag::Kind::unknown_name, missing).withFix(fix);
    return diag::Diagnostic(diag::Kind::unknown_name, fmt::format("{}; did you mean {}?", missing, listed(likely))).withFix(fix);
}

}  // namespace tcpwb::kernel
