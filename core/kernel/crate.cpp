#include "kernel/crate.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "kernel/macro_expand.h"
#include "kernel/parse.h"
#include "kernel/parser.h"
#include "util/file.h"

namespace tcpwb::kernel {
namespace {

namespace fs = std::filesystem;

// Where the loader finds files: the disk, or a table of texts (openCrateFiles).
class FileAccess {
public:
    virtual ~FileAccess() = default;
    virtual bool isFile(const fs::path& p) const = 0;
    // The key a file is known by (for a file named twice over, and for cycles).
    virtual fs::path key(const fs::path& p) const = 0;
    virtual diag::Result<std::string> read(const fs::path& p, const std::string& shown) const = 0;
};

// `text` with each control character written as Rust writes it in a string
// literal (`\n`, `\t`, `\x01`), so it prints on one line.
std::string printable(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '\n') out += "\\n";
        else if (c == '\r') out += "\\r";
        else if (c == '\t') out += "\\t";
        else if (byte < 0x20 || byte == 0x7f) out += fmt::format("\\x{:02x}", byte);
        else out += c;
    }
    return out;
}

bool isDiskFile(const fs::path& p) {
    std::error_code ec;
    return fs::is_regular_file(p, ec);
}

// The key a file is known by: its canonical path, or the path tidied when it
// cannot be resolved.
fs::path canonicalKey(const fs::path& p) {
    std::error_code ec;
    fs::path c = fs::weakly_canonical(p, ec);
    return ec ? p.lexically_normal() : c;
}

class DiskAccess final : public FileAccess {
public:
    DiskAccess() = default;
    // With a file the caller has read already (a lone file, read to see
    // whether it declares modules), which is then not read again.
    DiskAccess(const fs::path& read, std::string text) : readKey_(canonicalKey(read)), readText_(std::move(text)) {}

    bool isFile(const fs::path& p) const override { return isDiskFile(p); }
    fs::path key(const fs::path& p) const override { return canonicalKey(p); }
    diag::Result<std::string> read(const fs::path& p, const std::string& shown) const override {
        if (readKey_ && canonicalKey(p) == *readKey_) return readText_;
        FileText read = readFileText(p.string(), kMaxKernelSourceBytes);
        if (read.unreadable) return diag::Diagnostic(diag::Kind::unreadable_file, *read.unreadable);
        if (read.tooLarge) return diag::Diagnostic(diag::Kind::too_large, tooLargeMessage(shown, read.size, kMaxKernelSourceBytes));
        return std::move(read.text);
    }

private:
    std::optional<fs::path> readKey_;
    std::string readText_;
};

// The files of openCrateFiles, under a directory that is nowhere on disk.
constexpr std::string_view kTableDirectory = "/crate";

class TableAccess final : public FileAccess {
public:
    explicit TableAccess(const CrateFiles& files) {
        for (const auto& [path, text] : files) files_.emplace((fs::path(kTableDirectory) / path).lexically_normal(), &text);
    }
    bool isFile(const fs::path& p) const override { return files_.count(p.lexically_normal()) != 0; }
    fs::path key(const fs::path& p) const override { return p.lexically_normal(); }
    diag::Result<std::string> read(const fs::path& p, const std::string& shown) const override {
        auto it = files_.find(p.lexically_normal());
        if (it == files_.end()) return diag::Diagnostic(diag::Kind::unreadable_file, fmt::format("`{}` could not be read", shown));
        return *it->second;
    }

private:
    std::map<fs::path, const std::string*> files_;
};

std::string joinPath(const std::vector<std::string>& path) {
    std::string out;
    for (const std::string& s : path) out += (out.empty() ? "" : "::") + s;
    return out;
}

// What the loader knows of a module beyond Module: where its `mod name;`
// children live, and the file it was read from (for cycles).
struct Place {
    fs::path childDir;
    fs::path file;  // canonical; the parent's for an inline module
};

class Loader {
public:
    Loader(fs::path directory, const FileAccess& files) : directory_(std::move(directory)), files_(files) {}

    // `rootFile`: a lone file read as a crate's root, as `rustc FILE` reads
    // it; otherwise the crate's src/lib.rs or src/main.rs.
    diag::Result<Crate> run(const std::string& given, std::optional<fs::path> rootFile = std::nullopt) {
        crate_.directory = given;
        fs::path root = rootFile ? *rootFile : directory_ / "src" / "lib.rs";
        if (!rootFile && !files_.isFile(root)) root = directory_ / "src" / "main.rs";
        if (!files_.isFile(root))
            return diag::Diagnostic(diag::Kind::missing_file,
                                    fmt::format("`{}` is no crate: it has neither src/lib.rs nor src/main.rs", given))
                .withFix("open the directory that holds Cargo.toml, or a single .rs file");
        auto file = read(root);
        if (!file) return file.error();
        Module top;
        top.path = {"crate"};
        top.file = *file;
        top.items = &crate_.files[*file].syntax->stmts;
        add(std::move(top), {root.parent_path(), files_.key(root)});
        // Depth first, each module's `mod` items in the order written.
        std::vector<std::size_t> pending = {0};
        while (!pending.empty()) {
            std::size_t m = pending.back();
            pending.pop_back();
            std::vector<std::size_t> children;
            for (const ast::Stmt& s : *crate_.modules[m].items)
                if (s.item && s.item->kind == ast::Item::Kind::Mod)
                    if (auto child = declare(m, *s.item)) children.push_back(*child);
            pending.insert(pending.end(), children.rbegin(), children.rend());
        }
        return std::move(crate_);
    }

private:
    std::size_t add(Module module, Place place) {
        crate_.modules.push_back(std::move(module));
        places_.push_back(std::move(place));
        std::size_t index = crate_.modules.size() - 1;
        if (auto parent = crate_.modules[index].parent) crate_.modules[*parent].children.push_back(index);
        return index;
    }

    void fail(FileId file, const ast::Span& at, diag::Kind kind, std::string message, std::string fix = {}) {
        diag::Diagnostic d(kind, std::move(message), at.offset, std::max<std::size_t>(at.length, 1));
        if (!fix.empty()) d.withFix(std::move(fix));
        // A `mod` a macro wrote is in the expansion's text, after the file's
        // own: the error is placed at the invocation, as elaboration's are.
        const auto& syntax = file < crate_.files.size() ? crate_.files[file].syntax : nullptr;
        crate_.errors.push_back({file, syntax ? placedAtInvocation(*syntax, std::move(d)) : std::move(d)});
    }

    std::string shown(const fs::path& p) const { return p.lexically_relative(directory_).generic_string(); }
    // A path as a message names it: a `#[path]` may hold a line break or
    // another control character, and a message stays on one line.
    std::string named(const fs::path& p) const { return printable(shown(p)); }

    // The file's index in the table, read and parsed once however many modules name it.
    diag::Result<FileId> read(const fs::path& path) {
        fs::path key = files_.key(path);
        if (auto known = loaded_.find(key); known != loaded_.end()) return known->second;
        auto text = files_.read(path, named(path));
        if (!text) return text.error();
        CrateFile file;
        file.path = shown(path);
        file.text = std::move(text).value();
        if (file.text.size() > kMaxKernelSourceBytes)
            return diag::Diagnostic(diag::Kind::too_large, tooLargeMessage(file.path, file.text.size(), kMaxKernelSourceBytes));
        ParsedFile parsed = parseSyntax(file.text);
        file.syntax = parsed.file;
        crate_.files.push_back(std::move(file));
        FileId id = crate_.files.size() - 1;
        for (diag::Diagnostic& d : parsed.errors) crate_.errors.push_back({id, std::move(d)});
        loaded_.emplace(key, id);
        return id;
    }

    // `mod name;` or `mod name { ... }` in module `parent`: the child module, or nothing after an error.
    std::optional<std::size_t> declare(std::size_t parent, const ast::Item& item) {
        const Module& p = crate_.modules[parent];
        const FileId here = p.file;
        Module child;
        child.path = p.path;
        child.path.push_back(item.name);
        child.parent = parent;
        child.declaration = &item;
        if (child.path.size() > static_cast<std::size_t>(kMaxNesting)) {
            fail(here, item.nameSpan, diag::Kind::unsupported_construct,
                 fmt::format("the modules nest deeper than {} levels", kMaxNesting));
            return std::nullopt;
        }
        const ast::Attribute* pathAttribute = item.attribute("path");
        const std::string written = pathAttribute ? pathAttribute->value : std::string();
        if (item.body) {  // inline: its items are in this file; its `mod x;` children under its name
            child.file = here;
            child.items = &item.body->stmts;
            child.isInline = true;
            fs::path dir = written.empty() ? places_[parent].childDir / item.name : places_[parent].childDir / written;
            return add(std::move(child), {dir, places_[parent].file});
        }
        auto found = moduleFile(parent, item, written);
        if (!found) return std::nullopt;
        const fs::path canon = files_.key(*found);
        for (std::optional<std::size_t> a = parent; a; a = crate_.modules[*a].parent) {
            if (places_[*a].file != canon) continue;
            fail(here, item.nameSpan, diag::Kind::module_cycle,
                 fmt::format("module `{}` is read from `{}`, which `{}` is already read from: the modules form a cycle",
                             joinPath(child.path), named(*found), joinPath(crate_.modules[*a].path)),
                 "point the `#[path]` attribute at another file");
            return std::nullopt;
        }
        auto file = read(*found);
        if (!file) {
            fail(here, item.nameSpan, file.error().kind, file.error().message);
            return std::nullopt;
        }
        child.file = *file;
        child.items = &crate_.files[*file].syntax->stmts;
        // A mod.rs keeps its children beside it; any other file under a directory of its name.
        const std::string stem = found->stem().string();
        fs::path dir = found->filename() == "mod.rs" ? found->parent_path() : found->parent_path() / stem;
        return add(std::move(child), {dir, canon});
    }

    // The file `mod name;` names: `#[path]` relative to the declaring file's
    // directory, else `name.rs` or `name/mod.rs` in the parent's child directory.
    std::optional<fs::path> moduleFile(std::size_t parent, const ast::Item& item, const std::string& written) {
        const FileId here = crate_.modules[parent].file;
        if (!written.empty()) {
            fs::path base = crate_.modules[parent].isInline ? places_[parent].childDir : places_[parent].file.parent_path();
            fs::path candidate = (base / written).lexically_normal();
            if (files_.isFile(candidate)) return candidate;
            fail(here, item.nameSpan, diag::Kind::missing_module,
                 fmt::format("file not found for module `{}`: `{}` does not exist", item.name, named(candidate)));
            return std::nullopt;
        }
        const fs::path flat = places_[parent].childDir / (item.name + ".rs");
        const fs::path nested = places_[parent].childDir / item.name / "mod.rs";
        const bool hasFlat = files_.isFile(flat);
        const bool hasNested = files_.isFile(nested);
        if (hasFlat && hasNested) {
            fail(here, item.nameSpan, diag::Kind::ambiguous_module,
                 fmt::format("module `{}` is both `{}` and `{}`", item.name, named(flat), named(nested)), "delete or rename one of them");
            return std::nullopt;
        }
        if (!hasFlat && !hasNested) {
            fail(here, item.nameSpan, diag::Kind::missing_module,
                 fmt::format("file not found for module `{}`: neither `{}` nor `{}` exists", item.name, named(flat), named(nested)),
                 fmt::format("create `{}`, or write the module in place: `mod {} {{ ... }}`", named(flat), item.name));
            return std::nullopt;
        }
        return hasFlat ? flat : nested;
    }

    fs::path directory_;
    const FileAccess& files_;
    Crate crate_;
    std::vector<Place> places_;
    std::map<fs::path, FileId> loaded_;
};

}  // namespace

std::optional<std::string> findCrateRoot(const std::string& path) {
    std::error_code ec;
    fs::path p = fs::absolute(path, ec);
    if (ec) return std::nullopt;
    if (!fs::is_directory(p, ec)) p = p.parent_path();
    while (true) {
        if (isDiskFile(p / "Cargo.toml") || isDiskFile(p / "src" / "lib.rs")) return p.string();
        if (!p.has_parent_path() || p.parent_path() == p) return std::nullopt;
        p = p.parent_path();
    }
}

std::optional<FileId> crateFileAt(const Crate& crate, const std::string& path) {
    const fs::path wanted = canonicalKey(path);
    for (FileId f = 0; f < crate.files.size(); ++f)
        if (canonicalKey(fs::path(crate.directory) / crate.files[f].path) == wanted) return f;
    return std::nullopt;
}

namespace {
diag::Result<Crate> rootedAt(const std::string& file, std::optional<std::string> text) {
    std::error_code ec;
    const fs::path path = fs::absolute(file, ec).lexically_normal();
    if (ec || !isDiskFile(path)) return diag::Diagnostic(diag::Kind::unreadable_file, fmt::format("`{}` is not a file", file));
    const DiskAccess disk = text ? DiskAccess(path, std::move(*text)) : DiskAccess();
    // The directory as given, so the file is named in messages as the user named it.
    const fs::path given = fs::path(file).parent_path();
    return Loader(path.parent_path(), disk).run(given.string(), path);
}
}  // namespace

diag::Result<Crate> openCrateRootedAt(const std::string& file) { return rootedAt(file, std::nullopt); }

diag::Result<Crate> openCrateRootedAt(const std::string& file, std::string text) { return rootedAt(file, std::move(text)); }

diag::Result<Crate> openCrate(const std::string& directory) {
    std::error_code ec;
    fs::path dir = fs::absolute(directory, ec);
    if (ec || !fs::is_directory(dir, ec))
        return diag::Diagnostic(diag::Kind::unreadable_file, fmt::format("`{}` is not a directory", directory));
    const DiskAccess disk;
    return Loader(dir.lexically_normal(), disk).run(directory);
}

diag::Result<Crate> openCrateFiles(const CrateFiles& files) {
    const TableAccess table(files);
    return Loader(fs::path(kTableDirectory), table).run(std::string(kTableDirectory));
}

std::string formatCrateError(const Crate& crate, const CrateError& error) {
    if (error.file >= crate.files.size())
        return fmt::format("{}: error[{}]: {}\n", crate.directory, error.diagnostic.kind, error.diagnostic.message);
    const CrateFile& file = crate.files[error.file];
    return formatKernelError({file.path, file.text}, error.diagnostic);
}

}  // namespace tcpwb::kernel
