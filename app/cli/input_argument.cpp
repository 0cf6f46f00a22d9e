#include "input_argument.h"

#include <iostream>

namespace tcpwb::cli {

bool namesStdin(const std::string& argument) { return argument == "-"; }

std::string shownName(const std::string& argument) { return namesStdin(argument) ? "<stdin>" : argument; }

FileText readArgumentText(const std::string& argument, std::size_t limit) {
    return namesStdin(argument) ? readStreamText(std::cin, limit) : readFileText(argument, limit);
}

}  // namespace tcpwb::cli
