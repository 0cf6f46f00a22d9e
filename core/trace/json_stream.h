#pragma once
// A streaming JSON reader: it holds one buffer of the input (1 MiB) and at
// most one small value (one trace event, one instruction) at a time, so a
// trace of hundreds of megabytes loads without a document tree.
//
// Errors are thrown as JsonError inside the trace readers and turned into a
// Diagnostic at their boundary (read.cpp); they never leave the core.
#include <cstdint>
#include <functional>
#include <istream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "diag/diagnostic.h"
#include "util/checked.h"

namespace tcpwb::trace {

// A JSON string literal, escaped: what the writers and the value printer emit.
std::string jsonString(std::string_view text);
// The same appended to `out` (the fast path's compact array texts).
void appendJsonString(std::string& out, std::string_view text);

// Called with (bytes read so far, total bytes or 0 when unknown) after every
// buffer read. Returning false stops the reader, which then fails with
// `cancelled` (a GUI's Cancel button).
using Progress = std::function<bool(u64 done, u64 total)>;

struct JsonError {
    diag::Diagnostic diagnostic;
};

struct JsonMember;

// One small JSON value, read whole.
struct JsonValue {
    enum class Type { Null, Bool, Number, String, Array, Object };
    Type type = Type::Null;
    bool boolean = false;
    std::string text;  // a string's content, or a number's literal
    std::vector<JsonValue> items;
    std::vector<JsonMember> members;  // in file order, duplicates kept
    u64 offset = 0;                   // where the value starts in the file

    const JsonValue* find(const std::string& key) const;
    bool isNumber() const { return type == Type::Number; }
    bool isInteger() const;  // a number literal without fraction or exponent
    std::optional<std::int64_t> asInt64() const;
    std::optional<u64> asU64() const;  // also integral reals such as 12.0
    double asDouble() const;
    std::string compact() const;  // the value as compact JSON text
};

// A named struct, not std::pair, so the vector above may hold it while
// JsonValue is still incomplete (libc++/clang insist).
struct JsonMember {
    JsonMember(std::string key, JsonValue value) : first(std::move(key)), second(std::move(value)) {}
    std::string first;
    JsonValue second;
};

std::string_view typeName(JsonValue::Type type);  // "a string", "an object", ...

class JsonStream {
public:
    JsonStream(std::istream& in, u64 totalBytes, Progress progress);

    // Skips whitespace; true when the input has ended.
    bool atEnd();
    // The next non-blank character, without consuming it; throws on end.
    char peek();
    u64 offset() const { return consumed_ + pos_; }
    // Skips blanks, then the rest of the buffer from here (empty at the end
    // of the input), for the plain-event fast path to scan in place;
    // advance(n) consumes n bytes of it.
    std::string_view window();
    void advance(std::size_t bytes) { pos_ += bytes; }

    std::string readString();
    JsonValue readValue();
    void skipValue();
    // Reads `{ "key": value, ... }`, calling onMember(key) with the stream
    // positioned at each value, which onMember must consume.
    void forEachMember(const std::function<void(const std::string&)>& onMember);
    // Reads `[ value, ... ]`, calling onElement() at each element.
    void forEachElement(const std::function<void()>& onElement);

    [[noreturn]] void fail(diag::Kind kind, const std::string& message, std::optional<u64> at = {}) const;

private:
    static constexpr int kMaxDepth = 128;

    // One level of object or array nesting while it is read; refuses the
    // level past kMaxDepth with `trace_too_deep`.
    class Nesting {
    public:
        explicit Nesting(JsonStream& stream);
        ~Nesting() { --stream_.depth_; }
        Nesting(const Nesting&) = delete;
        Nesting& operator=(const Nesting&) = delete;

    private:
        JsonStream& stream_;
    };

    bool fill();
    int get();  // next raw byte or -1
    void skipBlank();
    void expect(char c);
    void expectWord(const char* word);
    std::string readNumberText();
    void parseValue(JsonValue* out);
    [[noreturn]] void failUnexpected(int c, const char* wanted);

    std::istream& in_;
    u64 total_;
    Progress progress_;
    std::vector<char> buffer_;
    std::size_t pos_ = 0, size_ = 0;
    u64 consumed_ = 0;  // bytes before buffer_[0]
    int depth_ = 0;     // objects and arrays open around the position
};

}  // namespace tcpwb::trace
