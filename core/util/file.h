#pragma once
// Reading a file the user named: a path that is missing, a directory or
// unreadable gets one sentence saying which, rather than reading as empty
// (an ifstream opens a directory without complaint and reads nothing), and
// a file is read only up to a limit, so an endless one (/dev/zero, a pipe
// that never closes) is refused instead of filling memory.
#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>

namespace tcpwb {

// Why `path` cannot be read as a file ("`x` is a directory, not a file"),
// or nothing when it can.
std::optional<std::string> unreadableFile(const std::string& path);

// A file's text read up to a limit, or why it was not.
struct FileText {
    std::string text;                       // at most the limit's bytes
    std::optional<std::string> unreadable;  // why the file cannot be read at all
    bool tooLarge = false;                  // it holds more than the limit (`text` is then empty)
    std::optional<std::uintmax_t> size;     // a regular file's size, known without reading it
};

// `path`'s text when it holds at most `limit` bytes.
FileText readFileText(const std::string& path, std::size_t limit);
// The rest of `in` when it holds at most `limit` bytes (standard input).
FileText readStreamText(std::istream& in, std::size_t limit);

// "`x` is 30001806 bytes; at most 4194304 bytes (4 MiB) are read", or
// "holds more than" when the size is not known (a device or a pipe): `size`
// is FileText::size, or the length of a text read some other way.
std::string tooLargeMessage(const std::string& shown, std::optional<std::uintmax_t> size, std::size_t limit);

}  // namespace tcpwb
