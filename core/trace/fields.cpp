#include "trace/fields.h"

#include <fmt/format.h>

#include <algorithm>

namespace tcpwb::trace {

const std::string& Fields::what() const {
    if (describe_) {
        what_ = describe_(record_);
        describe_ = nullptr;
    }
    return what_;
}

void Fields::fail(diag::Kind kind, const std::string& message, const JsonValue* at) const {
    stream_.fail(kind, message, at ? at->offset : record_.offset);
}

const JsonValue* Fields::optional(const std::string& key, JsonValue::Type type) const {
    const JsonValue* value = record_.find(key);
    if (!value) return nullptr;
    if (value->type != type)
        fail(diag::Kind::trace_wrong_type,
             fmt::format("`{}` of {} is {}; it must be {}", key, what(), typeName(value->type), typeName(type)), value);
    return value;
}

const JsonValue& Fields::required(const std::string& key, JsonValue::Type type) const {
    const JsonValue* value = optional(key, type);
    if (!value) fail(diag::Kind::trace_missing_field, fmt::format("{} has no `{}`, which it needs", what(), key));
    return *value;
}

std::optional<std::string> Fields::optionalString(const std::string& key) const {
    const JsonValue* value = optional(key, JsonValue::Type::String);
    return value ? std::optional<std::string>(value->text) : std::nullopt;
}

std::string Fields::requiredString(const std::string& key) const { return required(key, JsonValue::Type::String).text; }

u64 Fields::cycleOf(const JsonValue& value, const std::string& key) const {
    if (value.type != JsonValue::Type::Number)
        fail(diag::Kind::trace_wrong_type, fmt::format("`{}` of {} is {}; it must be a number", key, what(), typeName(value.type)), &value);
    const auto cycle = value.asU64();
    if (!cycle)
        fail(diag::Kind::trace_bad_value,
             fmt::format("`{}` of {} is {}; it must be a whole, non-negative number of cycles", key, what(), value.text), &value);
    // Past 2^62 the differences of two times (a duration, a comparison's delta) would not fit.
    if (*cycle > kMaxSize)
        fail(diag::Kind::trace_bad_value,
             fmt::format("`{}` of {} is {}, past the largest cycle a trace may hold (2^62)", key, what(), value.text), &value);
    return *cycle;
}

u64 Fields::requiredCycle(const std::string& key) const { return cycleOf(required(key, JsonValue::Type::Number), key); }

std::optional<u64> Fields::optionalCycle(const std::string& key) const {
    const JsonValue* value = optional(key, JsonValue::Type::Number);
    return value ? std::optional<u64>(cycleOf(*value, key)) : std::nullopt;
}

std::int64_t Fields::optionalInt(const std::string& key, std::int64_t fallback) const {
    const JsonValue* value = optional(key, JsonValue::Type::Number);
    if (!value) return fallback;
    const auto number = value->asInt64();
    if (!number) fail(diag::Kind::trace_bad_value, fmt::format("`{}` of {} is {}; it must be an integer", key, what(), value->text), value);
    return *number;
}

ArgValue argValue(Trace& trace, const JsonValue& value) {
    switch (value.type) {
        case JsonValue::Type::Bool: return value.boolean;
        case JsonValue::Type::Number:
            if (auto i = value.asInt64()) return *i;
            return value.asDouble();
        case JsonValue::Type::String: return trace.textArg(value.text);
        default: return trace.textArg(value.compact());
    }
}

namespace {

void flatten(Trace& trace, const std::string& prefix, const JsonValue& object, std::vector<std::pair<std::string, ArgValue>>& out,
             const std::vector<std::string>& skip) {
    for (const auto& [key, value] : object.members) {
        if (prefix.empty() && std::find(skip.begin(), skip.end(), key) != skip.end()) continue;
        const std::string name = prefix.empty() ? key : fmt::format("{}.{}", prefix, key);
        if (value.type == JsonValue::Type::Null) continue;
        if (value.type == JsonValue::Type::Object && !value.members.empty()) flatten(trace, name, value, out, {});
        else out.emplace_back(name, argValue(trace, value));
    }
}

}  // namespace

void appendArgs(Trace& trace, const std::string& prefix, const JsonValue& value, std::vector<std::pair<std::string, ArgValue>>& out) {
    if (value.type == JsonValue::Type::Null) return;
    if (value.type == JsonValue::Type::Object) {
        if (!value.members.empty()) flatten(trace, prefix, value, out, {});
        return;
    }
    out.emplace_back(prefix, argValue(trace, value));
}

std::vector<std::pair<std::string, ArgValue>> argsOf(Trace& trace, const JsonValue& object, const std::vector<std::string>& skip) {
    std::vector<std::pair<std::string, ArgValue>> out;
    flatten(trace, "", object, out, skip);
    return out;
}

}  // namespace tcpwb::trace
