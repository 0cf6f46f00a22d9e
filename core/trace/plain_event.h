#pragma once
// The fast path for plain Chrome trace events: one event scanned straight
// from the reader's buffer into views and integers, with no JsonValue, no
// std::string and (once the argument vector has grown) no allocation.
//
// It only ever accepts what the general path (json_stream + chrome_events)
// would read without a diagnostic or a note, and reads it the same way; for
// anything else (an escape in a string, a key it does not know or meets
// twice, nested `args`, `null`, an event that runs past the end of the
// buffer; ChromeEvents::plain() adds: a time that would be rounded, a phase
// other than X, B, E, s, f, C, anything that would fail) it
// answers 0 and the general path reads the event from the same place, so
// diagnostics, offsets and notes stay exactly the general path's.
#include <cstdint>
#include <string_view>
#include <vector>

#include "trace/json_scanner.h"
#include "util/checked.h"

namespace tcpwb::trace {

struct PlainEvent {
    std::string_view ph, name, cat;
    std::string_view id;  // an integer's JSON text, or a string's content (idIsText)
    bool idIsText = false;
    bool hasTs = false, hasDur = false, hasId = false, hasArgs = false;
    // ts/dur as whole, non-negative integer literals (what a time needs
    // without rounding); tsValue/durValue as any number, for an NPU span's
    // `ts_us`/`dur_us` arguments.
    bool tsWhole = false, durWhole = false;
    std::int64_t pid = 0, tid = 0;
    u64 ts = 0, dur = 0;
    PlainArg tsValue, durValue;
    std::vector<PlainArg> args;  // in file order; scalars only
    // The first `begin_cycle` / `end_cycle` in args (an NPU span), or -1.
    int beginCycle = -1, endCycle = -1;
};

// Scans one event object at the start of `text`; returns the bytes it spans,
// or 0 when the event is not plain (see above) and the general path must
// read it. The views in `event` point into `text`.
std::size_t scanPlainEvent(std::string_view text, PlainEvent& event);

}  // namespace tcpwb::trace
