#pragma once
// Reading a file the user named: a path that is missing, a directory or
// unreadable gets one sentence saying which, rather than reading as empty
// (an ifstream opens a directory without complaint and reads nothing).
#include <optional>
#include <string>

namespace tcpwb {

// Why `path` cannot be read as a file ("`x` is a directory, not a file"),
// or nothing when it can.
std::optional<std::string> unreadableFile(const std::string& path);

}  // namespace tcpwb
