#pragma once
// Writes a Trace as Chrome Trace Event JSON, the format Perfetto and
// chrome://tracing open. One cycle is written as one `ts` unit (Chrome reads
// it as a microsecond), and `otherData.time_unit` says "cycle" so our reader
// knows; see docs/trace-formats.md.
#include <optional>
#include <ostream>
#include <string>

#include "diag/diagnostic.h"
#include "trace/json_stream.h"
#include "trace/trace.h"

namespace tcpwb::trace {

void writeChromeTrace(const Trace& trace, std::ostream& out);
// Returns the error when the file cannot be written; the file is then left
// as it was (see util/atomic_file.h).
[[nodiscard]] std::optional<diag::Diagnostic> writeChromeTraceFile(const Trace& trace, const std::string& path);

}  // namespace tcpwb::trace
