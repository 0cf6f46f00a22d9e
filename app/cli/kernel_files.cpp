#include "kernel_files.h"

#include <fmt/format.h>

#include <fstream>
#include <iostream>
#include <set>
#include <sstream>

#include "util/file.h"

namespace tcpwb::cli {

bool isInputKind(diag::Kind kind) {
    using diag::Kind;
    static const std::set<Kind> kinds{Kind::syntax_error,       Kind::unsupported_construct, Kind::unknown_name,
                                      Kind::type_mismatch,      Kind::mapping_error,         Kind::missing_kernel,
                                      Kind::missing_annotation, Kind::arity_mismatch,        Kind::invalid_constant,
                                      Kind::kernel_io_error,    Kind::no_outputs,            Kind::too_large};
    return kinds.contains(kind);
}

diag::Result<std::string> readKernelFile(const std::string& path) {
    if (auto why = unreadableFile(path)) return diag::Diagnostic(diag::Kind::kernel_io_error, *why);
    std::ifstream in(path, std::ios::binary);
    if (!in) return diag::Diagnostic(diag::Kind::kernel_io_error, fmt::format("cannot read `{}`", path));
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

json locatedError(const diag::Diagnostic& d, const kernel::KernelSource& source) {
    json error = errorObject(d);
    if (d.offset) {
        const auto at = kernel::lineColumnOf(source.text, *d.offset);
        error["line"] = at.line;
        error["column"] = at.column;
    }
    return error;
}

int reportKernelError(const Output& out, const diag::Diagnostic& d, const kernel::KernelSource& source) {
    const int code = isInputKind(d.kind) ? kBadInput : kRuleViolation;
    if (out.json) printJson({{"ok", false}, {"error", locatedError(d, source)}});
    else std::cerr << kernel::formatKernelError(source, d);
    return code;
}

}  // namespace tcpwb::cli
