#include "kernel_files.h"

#include <fmt/format.h>

#include <iostream>

#include "input_argument.h"
#include "kernel/listing.h"
#include "util/file.h"

namespace tcpwb::cli {

diag::Result<std::string> readKernelFile(const std::string& path) {
    FileText read = readArgumentText(path, kernel::kMaxKernelSourceBytes);
    if (read.unreadable) return diag::Diagnostic(diag::Kind::kernel_io_error, *read.unreadable);
    if (read.tooLarge)
        return diag::Diagnostic(diag::Kind::too_large, tooLargeMessage(shownName(path), read.size, kernel::kMaxKernelSourceBytes));
    return std::move(read.text);
}

std::vector<std::string> modulePathOfKernelFile(const std::string& path) {
    return namesStdin(path) ? std::vector<std::string>{} : kernel::modulePathOf(path);
}

std::optional<kernel::CrateOfFile> crateOfKernelFile(const std::string& path) {
    return namesStdin(path) ? std::nullopt : kernel::crateOfFile(path);
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
