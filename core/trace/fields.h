#pragma once
// Typed access to the members of one small JSON value, failing with a
// Diagnostic that names the field, the record and where it starts.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "trace/json_stream.h"
#include "trace/trace.h"

namespace tcpwb::trace {

class Fields {
public:
    Fields(const JsonValue& record, std::string what, const JsonStream& stream)
        : record_(record), what_(std::move(what)), stream_(stream) {}
    // `describe(record)` names the record, called only when a message needs
    // it: a million events must not each format a name that no error uses.
    using Describe = std::string (*)(const JsonValue& record);
    Fields(const JsonValue& record, Describe describe, const JsonStream& stream) : record_(record), describe_(describe), stream_(stream) {}

    const JsonValue* optional(const std::string& key, JsonValue::Type type) const;
    const JsonValue& required(const std::string& key, JsonValue::Type type) const;
    std::optional<std::string> optionalString(const std::string& key) const;
    std::string requiredString(const std::string& key) const;
    // Cycles: a non-negative integer (an integral real such as 12.0 is accepted).
    u64 requiredCycle(const std::string& key) const;
    std::optional<u64> optionalCycle(const std::string& key) const;
    std::int64_t optionalInt(const std::string& key, std::int64_t fallback) const;
    u64 cycleOf(const JsonValue& value, const std::string& key) const;

    // At the record's start, or at the offending value when given.
    [[noreturn]] void fail(diag::Kind kind, const std::string& message, const JsonValue* at = nullptr) const;
    const std::string& what() const;

private:
    const JsonValue& record_;
    mutable std::string what_;
    mutable Describe describe_ = nullptr;
    const JsonStream& stream_;
};

// `args` as slice arguments: objects flattened to dotted keys, arrays kept
// as compact JSON text, nulls dropped. `skip` lists keys placed elsewhere.
std::vector<std::pair<std::string, ArgValue>> argsOf(Trace& trace, const JsonValue& object, const std::vector<std::string>& skip = {});
ArgValue argValue(Trace& trace, const JsonValue& value);
// One value as arguments named `prefix` (an object: `prefix.key`, flattened
// the same way), appended to `out`; a null or an empty object adds nothing.
void appendArgs(Trace& trace, const std::string& prefix, const JsonValue& value, std::vector<std::pair<std::string, ArgValue>>& out);

}  // namespace tcpwb::trace
