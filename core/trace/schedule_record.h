#pragma once
// The fast path for plain furiosa-opt schedule records: one instruction or
// tensor scanned straight from the reader's buffer, as the real toolchain
// writes them, with no JsonValue. Like the Chrome fast path (plain_event.h)
// it only accepts what the general path (ScheduleEvents::instruction /
// tensor) would place without a diagnostic or a note, and ScheduleEvents
// places it the same way; anything else (an unknown or repeated key, a
// `\u` escape, a non-empty `history`, a reference or context that is not a
// plain number or name, a `fingerprint` that is not null, a number that is
// not a plain integer where a count is needed, a record running past the end
// of the buffer) answers 0 and the general path reads the record from the
// same place.
#include <string>
#include <string_view>
#include <vector>

#include "trace/json_scanner.h"

namespace tcpwb::trace {

struct ScannedInstruction {
    bool hasIndex = false, indexIsText = false;
    std::string_view index;  // a string's content, or a whole non-negative integer's literal
    std::string_view tpe;    // always present on the fast path
    bool hasContexts = false;
    std::vector<std::string_view> contexts;  // non-empty names
    u64 begin = 0, end = 0;
    bool hasInputs = false, hasOutputs = false;
    std::vector<PlainArg> inputs, outputs;  // Integer or Real (a number's literal) or Text
    bool hasDescription = false;
    std::string_view description;  // the string literal as written (decodeLiteral decodes it)
    bool hasUtil = false;
    std::vector<PlainArg> util;  // numbers, keys in file order
};

struct ScannedTensor {
    std::string_view index;
    bool indexIsText = false;
    bool hasName = false, hasBuffer = false, hasAddress = false, hasSize = false, hasPages = false, hasShape = false;
    std::string_view name, buffer, shape;
    u64 begin = 0, end = 0, address = 0, size = 0;
    bool hasBlockBegin = false, hasBlockEnd = false;
    u64 blockBegin = 0, blockEnd = 0;
    std::vector<std::string_view> pages;  // integer literals
};

// Each returns the bytes the record spans, or 0 when the general path must
// read it. Views point into `text`.
std::size_t scanScheduleInstruction(std::string_view text, ScannedInstruction& out);
std::size_t scanScheduleTensor(std::string_view text, ScannedTensor& out);

}  // namespace tcpwb::trace
