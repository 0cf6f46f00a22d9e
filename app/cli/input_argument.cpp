#include "input_argument.h"

#include <fmt/format.h>

#include <fstream>
#include <iostream>

namespace tcpwb::cli {

bool namesStdin(const std::string& argument) { return argument == "-"; }

std::string shownName(const std::string& argument) { return namesStdin(argument) ? "<stdin>" : argument; }

FileText readArgumentText(const std::string& argument, std::size_t limit) {
    return namesStdin(argument) ? readStreamText(std::cin, limit) : readFileText(argument, limit);
}

diag::Result<trace::Trace> readTraceArgument(const std::string& argument, std::optional<trace::Format> format,
                                             const trace::Progress& progress) {
    if (!format && !namesStdin(argument)) return trace::readTraceFile(argument, progress);
    std::ifstream file;
    std::istream* in = &std::cin;
    u64 size = 0;  // unknown for standard input
    if (!namesStdin(argument)) {
        if (auto why = unreadableFile(argument)) return diag::Diagnostic(diag::Kind::trace_io_error, *why);
        file.open(argument, std::ios::binary | std::ios::ate);
        if (!file) return diag::Diagnostic(diag::Kind::trace_io_error, fmt::format("cannot open `{}` for reading", argument));
        const auto end = file.tellg();
        size = end > 0 ? static_cast<u64>(end) : 0;
        file.seekg(0);
        in = &file;
    }
    return format ? trace::readTraceAs(*format, *in, size, progress) : trace::readTrace(*in, size, progress);
}

}  // namespace tcpwb::cli
