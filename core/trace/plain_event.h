#pragma once
// The fast path for plain Chrome trace events: one event scanned straight
// from the reader's buffer into views and integers, with no JsonValue, no
// std::string and (once the argument vector has grown) no allocation.
//
// It only ever accepts what the general path (json_stream + chrome_events)
// would read, and reads it the same way: `args` flattened to dotted keys,
// arrays as compact JSON text, nulls dropped (fields.h's argsOf); fractional
// times rounded and unknown members and phases noted as ChromeEvents::event()
// notes them. For anything else (a `\u` escape, an escape in a key, name or
// category, a known key met twice, `id2` and flow v2 bindings, nesting deeper
// than kMaxPlainDepth, an event that runs past the end of the buffer;
// ChromeEvents::plain() adds: a negative time, `M`, anything that would fail)
// it answers 0 and the general path reads the event from the same place, so
// diagnostics, offsets and notes stay exactly the general path's.
#include <cstdint>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

#include "trace/json_scanner.h"
#include "util/checked.h"

namespace tcpwb::trace {

// Objects and arrays inside an event the fast path reads; deeper ones are
// the general path's (which refuses past JsonStream's own limit).
inline constexpr int kMaxPlainDepth = 16;

struct PlainEvent {
    std::string_view ph, name, cat;
    std::string_view id;  // an integer's JSON text, or a string's content (idIsText)
    bool idIsText = false;
    bool hasTs = false, hasDur = false, hasId = false, hasArgs = false;
    // ts/dur as ChromeEvents::time() reads them: a whole number (an integer
    // literal or an integral real such as 12.0) up to 2^64, or a positive
    // real rounded to the nearest whole, which the general path notes.
    // Neither for a negative literal (even -0) or an integer past int64.
    // tsValue/durValue hold any number, for an NPU span's `ts_us`/`dur_us`.
    bool tsWhole = false, durWhole = false, tsRounded = false, durRounded = false;
    std::int64_t pid = 0, tid = 0;
    std::string_view pidName, tidName;  // a string pid/tid: the process's or thread's name
    bool pidNamed = false, tidNamed = false;
    u64 ts = 0, dur = 0;
    PlainArg tsValue, durValue;
    std::vector<PlainArg> args;  // flattened, in file order
    bool flatArgs = true;        // no nested object, array, empty object or null in `args`
    // The first `begin_cycle` / `end_cycle` in args (an NPU span), or -1.
    int beginCycle = -1, endCycle = -1;
    std::vector<std::string_view> unknownKeys;  // members the general path notes, in file order

    // Texts the scan composes (dotted keys, compact arrays). A deque, so
    // the views into them stay put while more are added; reused per event.
    std::deque<std::string> composed;
    std::size_t composedUsed = 0;
    std::string& compose() {
        if (composedUsed == composed.size()) composed.emplace_back();
        std::string& text = composed[composedUsed++];
        text.clear();
        return text;
    }
};

// Scans one event object at the start of `text`; returns the bytes it spans,
// or 0 when the event is not plain (see above) and the general path must
// read it. The views in `event` point into `text`.
std::size_t scanPlainEvent(std::string_view text, PlainEvent& event);

}  // namespace tcpwb::trace
