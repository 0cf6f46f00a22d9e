#pragma once
// A file argument that may be `-`, standard input, as Unix tools take it
// (`gunzip -c k.rs.gz | tcpwb-cli run -`). Messages and outputs name standard
// input `<stdin>`, as compilers do, not as the `-` that asked for it.
#include <cstddef>
#include <optional>
#include <string>

#include "trace/read.h"
#include "util/file.h"

namespace tcpwb::cli {

bool namesStdin(const std::string& argument);

// The name messages and outputs give the argument.
std::string shownName(const std::string& argument);

// The argument's text when it holds at most `limit` bytes: the file's, or
// standard input's for `-` (read one byte past the limit, never to the end
// of an endless stream).
FileText readArgumentText(const std::string& argument, std::size_t limit);

// The trace the argument names (standard input for `-`), read as `format`
// or, without one, as whichever format it turns out to be. Traces are read
// as a stream, so standard input needs no limit of its own.
diag::Result<trace::Trace> readTraceArgument(const std::string& argument, std::optional<trace::Format> format = std::nullopt,
                                             const trace::Progress& progress = {});

}  // namespace tcpwb::cli
