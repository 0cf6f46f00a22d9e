#pragma once
// A kernel crate: the toolchain's kernels come as Rust crates (a directory
// with Cargo.toml and src/lib.rs, `mod` declarations across files). openCrate
// reads the crate root and every module file its `mod` items name, found the
// way rustc finds them (`name.rs` or `name/mod.rs` beside a `mod.rs`, `lib.rs`
// or `main.rs`, under `stem/` beside any other file; `#[path = "..."]`), into
// a file table and a module tree. Every file is parsed whole
// (kernel::parseSyntax): its syntax errors are the crate's errors, at their
// file, and the rest of the crate still loads. A missing module file, a file
// found twice over, a module cycle and a tree deeper than kMaxNesting are one
// located error each, at the `mod` item.
#include <cstddef>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "diag/diagnostic.h"
#include "kernel/ast.h"

namespace tcpwb::kernel {

using FileId = std::size_t;

struct CrateFile {
    std::string path;  // relative to the crate's directory, '/'-separated: "src/tiles/mod.rs"
    std::string text;
    std::shared_ptr<ast::File> syntax;
};

struct Module {
    std::vector<std::string> path;                  // {"crate", "tiles", "row"}
    FileId file = 0;                                // the file its items are written in
    const std::vector<ast::Stmt>* items = nullptr;  // the whole file's, or an inline module's body
    std::optional<std::size_t> parent;
    std::vector<std::size_t> children;
    const ast::Item* declaration = nullptr;  // its `mod` item, in the parent's file; null for the crate root
    bool isInline = false;
};

// A diagnostic and the file its offset is in.
struct CrateError {
    FileId file = 0;
    diag::Diagnostic diagnostic;
};

struct Crate {
    std::string directory;           // as given to openCrate
    std::vector<CrateFile> files;    // the file table; files[0] is the crate root
    std::vector<Module> modules;     // modules[0] is `crate`; a parent before its children
    std::vector<CrateError> errors;  // every file's syntax errors and the module tree's, in load order
};

// The crate directory `path` is or is inside (the nearest directory up with a
// Cargo.toml or a src/lib.rs), or nothing.
std::optional<std::string> findCrateRoot(const std::string& path);

// Reads the crate at `directory`. An error only when there is no crate root
// to read (no src/lib.rs or src/main.rs, or unreadable); everything past the
// root is reported in Crate::errors.
diag::Result<Crate> openCrate(const std::string& directory);

// A lone .rs file read as the root of a crate of its own, as `rustc FILE`
// reads it: its inline modules, and `mod name;` files beside it. The crate's
// directory is the file's; files[0] is the file.
diag::Result<Crate> openCrateRootedAt(const std::string& file);
// The same with the file's text, read already (at most kMaxKernelSourceBytes).
diag::Result<Crate> openCrateRootedAt(const std::string& file, std::string text);

// The same for a crate given as texts, by path inside the crate's directory
// ("src/lib.rs", "src/tiles/mod.rs"): for the fuzzer and tests, which need no
// disk. Crate::directory is "/crate", which names no directory on disk.
using CrateFiles = std::map<std::string, std::string>;
diag::Result<Crate> openCrateFiles(const CrateFiles& files);

// The crate's file at `path` (as given on a command line, compared by
// canonical path), when the crate's module tree read it.
std::optional<FileId> crateFileAt(const Crate& crate, const std::string& path);

// "src/tiles.rs:3:5: error[kind]: message", the source line and a caret, as
// formatKernelError prints a single file's.
std::string formatCrateError(const Crate& crate, const CrateError& error);

}  // namespace tcpwb::kernel
