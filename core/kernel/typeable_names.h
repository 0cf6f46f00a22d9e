#pragma once
// What the Kernel tab's completions offer for a crate file: the names of the
// program's axes and aliases as the user can type them in that file. The
// combined text (kernel/crate_imports.h) also holds what the file's helpers
// read from their own modules (a private `type Tile` of b.rs, b's own axis
// `X`), which the file itself cannot name by those names.
#include <string>
#include <vector>

#include "kernel/crate_imports.h"
#include "kernel/program.h"

namespace tcpwb::kernel {

// Each axis and alias of `program` as the file can type it: every name the
// file writes for it (`Y` and `Z` of `use crate::b::X as Y;` and `as Z;`),
// else its own name when the file reads it by that name (its own items, what
// its `use` items bring in), else its `crate::` path when that path is valid
// Rust in the file's module (the item and every module on the way visible
// from it: `pub`, or private to a module the file is inside); else nothing.
// Without a crate, every name as the program has it.
std::vector<std::string> typeableNames(const Program& program, const Crate* crate, const SourceWithImports* combined);

}  // namespace tcpwb::kernel
