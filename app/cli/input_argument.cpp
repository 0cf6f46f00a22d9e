#include "input_argument.h"

#include <iostream>

namespace tcpwb::cli {

bool namesStdin(const std::string& argument) { return argument == "-"; }

std::string shownName(const std::string& argument) { return namesStdin(argument) ? "<stdin>" : argument; }

FileText readArgumentText(const std::string& argument, std::size_t limit) {
    return namesStdin(argument) ? readStreamText(std::cin, limit) : readFileText(argument, limit);
}

diag::Result<trace::Trace> readTraceArgument(const std::string& argument, std::optional<trace::Format> format,
                                             const trace::Progress& progress) {
    if (!namesStdin(argument)) return trace::readTraceFile(argument, progress, format);
    // Its size is not known: progress counts the bytes read.
    return trace::readTraceAs(format, std::cin, 0, progress);
}

}  // namespace tcpwb::cli
