#pragma once
// What `run` and `kernels` share: reading a kernel file, and reporting a
// kernel's error located in its source (exit 2 for a file that cannot be
// read as a kernel, 1 for a hardware rule it breaks).
#include <optional>
#include <string>

#include <vector>

#include "json_output.h"
#include "kernel/crate_imports.h"
#include "kernel/parse.h"

namespace tcpwb::cli {

// The file's text (standard input's for `-`), or kernel_io_error saying why
// it cannot be read.
diag::Result<std::string> readKernelFile(const std::string& path);

// The module path and the crate of the kernel file `path` names, as
// modulePathOf and crateOfFile find them. Standard input (`-`) is a lone file
// of no crate wherever the command runs, so it has neither.
std::vector<std::string> modulePathOfKernelFile(const std::string& path);
std::optional<kernel::CrateOfFile> crateOfKernelFile(const std::string& path);

// errorObject(d) with the `line` and `column` of its offset in the source,
// and the source's `file` when nameFile (an error in another file of a crate).
json locatedError(const diag::Diagnostic& d, const kernel::KernelSource& source, bool nameFile = false);

// Prints the error (JSON, or compiler-style on stderr) and returns its exit status.
int reportKernelError(const Output& out, const diag::Diagnostic& d, const kernel::KernelSource& source, bool nameFile = false);

}  // namespace tcpwb::cli
