#pragma once
// The device functions (`#[device(chip = N, pe = M)] fn ...`) of a kernel
// file, for choosing one to run: `tcpwb-cli kernels`, `run --fn` and the
// Kernel tab. A file or crate holds many; each is named by its Rust path,
// the crate and modules taken from where the file sits in its crate
// (`furiosa_opt_examples::binary_add::binary_add` for
// `furiosa-opt-examples/src/binary_add.rs`), or by its bare name outside one.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "diag/diagnostic.h"
#include "kernel/ast.h"
#include "kernel/crate.h"
#include "kernel/parse.h"
#include "kernel/parser.h"
#include "kernel/program.h"

namespace tcpwb::kernel {

struct KernelParameter {
    std::string name;
    std::string type;  // as written, on one line: "&HbmTensor<i32, Chip, m![A]>"
};

struct KernelEntry {
    std::string name;                        // the Rust path
    std::string function;                    // the function's own name
    std::vector<std::string> inlineModules;  // the `mod name { ... }` of its file it is inside, outermost first
    std::string file;                        // where it is written: the source's name, or the crate file's path inside the crate
    std::uint32_t line = 0;
    std::uint32_t column = 0;
    u64 chips = 1;  // #[device(chip = N)]; 1 when not written, as the toolchain's macro
    u64 pe = 8;     // #[device(pe = M)]; 8 (two clusters of 256 slices) when not written
    std::vector<KernelParameter> parameters;
    Dialect dialect = Dialect::Manual;  // the file's (kernel/dialect.h)
};

// The entry as its file names it: the inline modules it is inside and its
// own name, `broadcast1::valid_degenerate`; the bare name at the top level.
std::string nameInFile(const KernelEntry& entry);

// The Rust module path of a source file: the crate's name (from the
// Cargo.toml above it, `-` read as `_`) and the folders and file under its
// `src/` (`lib.rs`, `main.rs` and `mod.rs` add nothing). Empty outside a crate.
std::vector<std::string> modulePathOf(const std::string& filePath);

// Every #[device] function of the file, in source order, each named by
// `module` plus its own name (and the inline `mod name { ... }` it is in).
// The parse error when the file does not parse. With `syntax`, the file as
// read is kept there for the caller (its set-aside host items, say).
diag::Result<std::vector<KernelEntry>> listKernels(const KernelSource& source, const std::vector<std::string>& module,
                                                   ParsedFile* syntax = nullptr);

// Every #[device] function of an opened crate (kernel/crate.h), module by
// module depth first (a module's own functions, then its submodules' in the
// order their `mod` items are written), each named by its module path with
// the crate's own name (Cargo.toml's `name`, `-` read as `_`) for `crate`.
// A file with syntax errors lists what parses; the errors are the crate's.
std::vector<KernelEntry> listCrateKernels(const Crate& crate);

// The entry of `entries` that `wanted` names: its whole path, a tail of it
// (`binary_add::binary_add`) or its bare name, when exactly one matches.
// The error (unknown_name, listing the device functions) otherwise.
diag::Result<KernelEntry> findKernel(const std::vector<KernelEntry>& entries, std::string_view wanted);

}  // namespace tcpwb::kernel
