#pragma once
// The kernel front end: reads a Virtual ISA kernel written in Rust as the
// manual writes it (see docs/kernel-language.md for the supported subset) and
// returns the Program the simulator runs, or the first error, like a compiler:
// a stable kind, one sentence, and the offending span of the text.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "diag/diagnostic.h"
#include "kernel/program.h"

namespace tcpwb::kernel {

namespace ast {
struct File;
}

struct KernelSource {
    std::string name;  // for messages: "gemm.rs"
    std::string text;
    // Set: read the text in this dialect (its rules, docs/dialects.md) instead
    // of the one the Program would otherwise record.
    std::optional<Dialect> dialect = std::nullopt;
};

// The largest kernel source read: 4 MiB. Hand-written kernels are tens of
// kilobytes, and the front end holds every token of the file at once (about a
// hundred bytes of memory per byte of dense code), so a larger file is refused
// with `too_large` before it is lexed.
inline constexpr std::size_t kMaxKernelSourceBytes = std::size_t{4} << 20;

// A file's `macro_rules!` invocations (kernel/macro_expand.h) are expanded in
// rounds, an expansion's own invocations in the next: at most this many
// rounds, rustc's default recursion_limit; a macro still expanding after them
// is refused at its invocation with `too_large`.
inline constexpr std::size_t kMaxMacroDepth = 128;
// What a file's expansions write, together, at most: the toolchain's examples
// write 2.5 times their file (15 KB), and 256 KiB is a few hundred generated
// kernels; past this a macro that invokes itself more than once per
// expansion is refused at its invocation (`too_large`). Reading it costs
// about a quarter of a second in a Release build (bench/RESULTS.md).
inline constexpr std::size_t kMaxMacroExpansionBytes = std::size_t{256} << 10;

// Error kinds: too_large, syntax_error, unsupported_construct, unknown_name, type_mismatch,
// mapping_error, missing_kernel, missing_annotation, arity_mismatch,
// invalid_constant, and the Vector Engine's and Switch Engine's own rule kinds
// for a chain or topology that breaks a hardware rule.
//
// Tensors the kernel gives no address (the toolchain's `to_dm(&mut ctx.tdma)`,
// `commit()`, ...) are placed by kernel::placeTensors; a kernel whose tensors
// do not fit is `allocation_failed`, naming the tensors live at the peak.
struct ParseOptions {
    // The device function to run (its name; kernel/listing.h resolves a
    // Rust path to it), with seeded inputs as a file without host code runs.
    std::string entry;
    // The inline `mod name { ... }` of the file the entry is inside, outermost
    // first (KernelEntry::inlineModules): it then sees its modules' items,
    // innermost first, then the file's, as `use super::*;` gives them.
    std::vector<std::string> entryModules = {};
    // Run over the syntax before it is elaborated: a crate's file renames the
    // paths that name another module's items (kernel/crate_imports.h).
    std::function<void(ast::File&)> rewrite = {};
    // Run over the elaborated Program before its tensors are placed: a crate's
    // file gives imported code the lines of its own file, which placement
    // errors quote (kernel/crate_imports.h).
    std::function<void(Program&)> beforePlacement = {};
};
diag::Result<Program> parseKernel(const KernelSource& source, const ParseOptions& options = {});

// parseKernel's two halves, for elaborating several device functions of one
// text with one parse: the syntax (options.rewrite applied; options.entry
// unused), then one entry elaborated and placed over it.
diag::Result<std::shared_ptr<const ast::File>> parseKernelSyntax(const KernelSource& source, const ParseOptions& options = {});
// The syntax before any rewrite, for a caller that rewrites it itself (a
// crate file's combined text, kernel/crate_imports.h): the size limit and the
// errors as parseKernelSyntax gives them.
diag::Result<std::shared_ptr<ast::File>> parseKernelFile(const KernelSource& source);
diag::Result<Program> elaborateKernel(const KernelSource& source, const ast::File& syntax, const ParseOptions& options = {});

struct LineColumn {
    std::uint32_t line = 1;
    std::uint32_t column = 1;
};
// 1-based; an offset past the end is placed just after the last character.
LineColumn lineColumnOf(std::string_view text, std::size_t offset);

// "file.rs:12:7: error[kind]: message\n  <source line>\n  ^~~~\n" plus
// "  note: ..." lines and "  fix: ...".
std::string formatKernelError(const KernelSource& source, const diag::Diagnostic& error);
// The error's notes as formatKernelError writes them, a line each without
// its indent: "note: ...", then "  at FILE:LINE:COLUMN" for a located one.
std::vector<std::string> kernelNoteLines(const KernelSource& source, const diag::Diagnostic& error);

}  // namespace tcpwb::kernel
