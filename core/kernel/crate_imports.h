#pragma once
// One file of a crate, with what its `use` items bring in from the rest of
// the crate: `use super::*;` in vector_engine/normal.rs gives it the parent's
// `Chip` and axes, `use crate::transformer::axes::{D, G};` two axes of another
// file. The elaborator reads one text, so each item the file names and does
// not define (and, in turn, what those items name in their own module) is
// appended after the file's own text. Every appended piece remembers where it
// was written, so an error inside it is reported at its own file and line,
// and the Program keeps no position that would point past the file's end.
//
// Names are looked up as rustc does for the paths kernels write: the file's
// own items first, then its named imports, then its glob imports; `crate`,
// `super`, `self` and child modules start a path; `pub use` re-exports are
// followed. A path into another crate (`furiosa_opt_std::prelude::*`) brings
// nothing: those names are the API the front end already knows. Only names
// the text uses are brought in, so an unused item elsewhere cannot fail a
// kernel. Device functions stay where they are (`--fn` chooses one).
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <utility>
#include <string>
#include <vector>

#include "diag/diagnostic.h"
#include "kernel/crate.h"
#include "kernel/display_names.h"
#include "kernel/parse.h"
#include "kernel/program.h"

namespace tcpwb::kernel {

// [at, at + length) of the combined text is [from, from + length) of `file`:
// the item (or the axis) `name` of crate module `module`.
struct ImportedPiece {
    std::size_t at = 0;
    std::size_t length = 0;
    FileId file = 0;
    std::size_t from = 0;
    std::size_t module = 0;
    std::string name;
    bool axis = false;
    std::uint32_t line = 1;  // where `from` is in its file
    std::uint32_t column = 1;
};

// A path of the combined text that names an item of the crate, written as the
// one name the item has there: `norm::forward` (a call in the file) and
// `forward` (a definition or a call in an imported piece) become
// `crate__kernel__norm__forward` when another `forward` is read with them,
// `lm_head::Cluster` becomes `Cluster` when it is the only one. Which node is
// meant: the syntax tree's node of that span and sort.
//
// A mapping (`m![X / 8, Y]`, a type or a value) is one node whose text names
// axes: Node::Mapping gives its whole text, each axis written as its one name
// (`Y` of `use crate::b::X as Y;` as `crate__b__X` when `a::X` is read too).
struct PathRename {
    enum class Node { Type, Expr, Item, Mapping };
    std::size_t offset = 0;
    std::size_t length = 0;
    Node node = Node::Type;
    std::string name;  // Mapping: the mapping's text
    // An associated constant's path (`R::SIZE`, `crate::shapes::Row::SIZE`):
    // the name is the type's, and the path's last `kept` segments follow it.
    std::size_t kept = 0;
};

struct SourceWithImports {
    KernelSource source;  // the file's name and text, the imported items after it
    FileId file = 0;
    std::size_t ownBytes = 0;  // the file's own text: offsets below it are the file's
    std::vector<ImportedPiece> pieces;
    // The name each imported item (or axis) has in the combined text, by (module, its name).
    std::map<std::pair<std::size_t, std::string>, std::string> names;
    std::vector<PathRename> renames;
    // The name the file's own text writes for each internal name (`crate__b__X` -> `Y`).
    WrittenNames written;
    // A braced path of a mapping that names nothing (`m![{ crate::b::Rwo }]`),
    // by its offset in the combined text: the axis or alias it likely means
    // (`crate::b::Row`), which the mapping's error suggests.
    std::map<std::size_t, std::string> nearPaths;
    // Two `use` items of the file that bring one name into one module
    // (`use crate::a::X; use crate::b::X;`), which rustc refuses too: at the second.
    std::optional<diag::Diagnostic> conflict;
    // The combined text's syntax with the renames applied, or why it does not
    // parse, from the parse that found the renames (parseSyntaxWithImports
    // returns it); unset when none was needed.
    std::optional<diag::Result<std::shared_ptr<const ast::File>>> syntax;
};

// The crate whose module tree reads the file at `path` (as given on a
// command line), and the file's id in it. A file no crate's module tree reads
// (outside any crate, or under tests/ or examples/) that declares modules is
// the root of a crate of its own, as rustc reads it (openCrateRootedAt); any
// other such file gets nothing and reads as it is.
struct CrateOfFile {
    std::shared_ptr<const Crate> crate;
    FileId file = 0;
};
std::optional<CrateOfFile> crateOfFile(const std::string& path);

// `own` is the file as the user has it (the name messages use, the text,
// edits included); the imports are looked up in the crate as loaded.
SourceWithImports withImports(const Crate& crate, FileId file, KernelSource own);

// One `Name = size` of an `axes![...]` item: the name and the entry's span.
struct AxisEntry {
    std::string name;
    ast::Span span;
};
std::vector<AxisEntry> axisEntries(const ast::Item& axes);

// Where `name`, as the text of crate file `file` uses it, is declared: an
// item (at its name) or an axis (at its `Name = size`) of the file's module,
// its inline modules or what their `use` items bring in, as withImports
// finds it. Nothing for a name of another crate or a local variable.
struct CrateDefinition {
    FileId file = 0;
    ast::Span span;
    bool axis = false;
    ast::Item::Kind kind = ast::Item::Kind::MacroCall;  // the item's (an axis: its `axes![...]`)
};
std::optional<CrateDefinition> findCrateDefinition(const Crate& crate, FileId file, const std::string& name);

// How another file of the crate than the kernel's (`file`, shown to read a
// helper) names the program's items, as kernel/display_names.h reads names:
// each identifier of its text that its modules resolve to an item or axis the
// combined text holds gets that item's name in the program (b.rs's `X` stands
// for `crate__b__X`); every other identifier the program also has (run.rs's
// own `Chip`) stands for a name no program has, so that describeSymbolAt over
// that file describes only what the kernel read of it.
WrittenNames writtenNamesIn(const Crate& crate, const SourceWithImports& combined, FileId file);

// An error found in the combined text, where it was written: the file (its
// name and text, for formatKernelError) and the offsets in that file.
// Its names read as kernel/display_names.h says: the file's own where it is
// the file's, paths in another file.
struct PlacedError {
    KernelSource source;
    diag::Diagnostic diagnostic;
};
PlacedError placeError(const Crate& crate, const SourceWithImports& combined, diag::Diagnostic error);

// Writes each renamed path of `file` (the combined text's syntax) as its one name.
void applyRenames(ast::File& file, const std::vector<PathRename>& renames);

// The combined text read as parseKernel reads a file, its paths renamed, with
// the positions of imported code marked elsewhere (below); errors, the
// parse's and the later plan's and run's, are placed with placeError.
diag::Result<Program> parseWithImports(const SourceWithImports& combined, const ParseOptions& options = {});
// Its two halves (parse.h's parseKernelSyntax and elaborateKernel), for
// several device functions of one file with one parse.
diag::Result<std::shared_ptr<const ast::File>> parseSyntaxWithImports(const SourceWithImports& combined);
diag::Result<Program> elaborateWithImports(const SourceWithImports& combined, const ast::File& syntax, const ParseOptions& options = {});

// The positions of imported code (at or past ownBytes) given the line and
// column they have in their own file, their offsets kept for placeError.
void giveImportedLines(Program& program, const SourceWithImports& combined);

// The crate file imported code at `offset` of the combined text (a position
// SourceSpan::elsewhere marks) was written in; nothing in the file's own text.
std::optional<FileId> importedFileAt(const SourceWithImports& combined, std::size_t offset);

// Positions inside imported text would name lines of another file as this
// one's: they are marked `elsewhere`, unknown to this file's text
// (SourceSpan::known) but still placed for a diagnostic (SourceSpan::placed),
// so an error a plan or a run finds there names its own file and line.
void markImportedPositions(Program& program, std::size_t ownBytes);

}  // namespace tcpwb::kernel
