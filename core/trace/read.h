#pragma once
// Reading traces back, streaming: Chrome Trace Event JSON (our own, and the
// Furiosa toolchain's NPU profiling export) and the schedule JSON written by
// `cargo furiosa-opt compile <fn> --dump-schedule FILE`. The format is found
// from the file's top-level keys; see docs/trace-formats.md.
#include <istream>
#include <optional>
#include <string>

#include "diag/diagnostic.h"
#include "trace/json_stream.h"
#include "trace/trace.h"

namespace tcpwb::trace {

// Error kinds: trace_io_error, trace_empty, trace_not_json, trace_syntax_error,
// trace_truncated, trace_too_deep, trace_wrong_type, trace_missing_field,
// trace_bad_value, trace_unknown_format, and cancelled when
// `progress` returned false. Offsets are bytes into the file. With `wanted`,
// a file of another format is trace_unknown_format (as readTraceAs).
diag::Result<Trace> readTraceFile(const std::string& path, const Progress& progress = {}, std::optional<Format> wanted = std::nullopt);
diag::Result<Trace> readTrace(std::istream& in, u64 totalBytes = 0, const Progress& progress = {});

// The same without the fast path for plain Chrome events (plain_event.h):
// every event read as a JsonValue. The reference the tests hold the fast
// path to; it gives the same Trace, notes and diagnostics, only slower.
diag::Result<Trace> readTraceGeneral(std::istream& in, u64 totalBytes = 0, const Progress& progress = {});

// The same, insisting on one format when `wanted` names one (as
// readTraceFile); without, any format, as readTrace.
diag::Result<Trace> readTraceAs(std::optional<Format> wanted, std::istream& in, u64 totalBytes = 0, const Progress& progress = {});

}  // namespace tcpwb::trace
