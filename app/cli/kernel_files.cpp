#include "kernel_files.h"

#include <fmt/format.h>

#include <fstream>
#include <iostream>
#include <sstream>

#include "util/file.h"

namespace tcpwb::cli {

diag::Result<std::string> readKernelFile(const std::string& path) {
    if (auto why = unreadableFile(path)) return diag::Diagnostic(diag::Kind::kernel_io_error, *why);
    std::ifstream in(path, std::ios::binary);
    if (!in) return diag::Diagnostic(diag::Kind::kernel_io_error, fmt::format("cannot read `{}`", path));
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

json locatedError(const diag::Diagnostic& d, const kernel::KernelSource& source, bool nameFile) {
    json error = errorObject(d);
    if (nameFile) error["file"] = source.name;
    if (d.offset) {
        const auto at = kernel::lineColumnOf(source.text, *d.offset);
        error["line"] = at.line;
        error["column"] = at.column;
    }
    return error;
}

int reportKernelError(const Output& out, const diag::Diagnostic& d, const kernel::KernelSource& source, bool nameFile) {
    const int code = diag::exitStatus(d.kind);
    if (out.json) printJson({{"ok", false}, {"error", locatedError(d, source, nameFile)}});
    else std::cerr << kernel::formatKernelError(source, d);
    return code;
}

}  // namespace tcpwb::cli
