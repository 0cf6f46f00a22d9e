#include "trace/json_stream.h"

#include <fmt/format.h>

#include <charconv>
#include <algorithm>
#include <cmath>

#include "util/enum_table.h"

namespace tcpwb::trace {

std::string jsonString(std::string_view text) {
    std::string out;
    appendJsonString(out, text);
    return out;
}

void appendJsonString(std::string& out, std::string_view text) {
    out += '"';
    for (unsigned char c : text) {
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\t': out += "\\t"; break;
            default:
                if (c < 0x20) out += fmt::format("\\u{:04x}", c);
                else out += static_cast<char>(c);
        }
    }
    out += '"';
}

namespace {

constexpr std::size_t kBufferBytes = std::size_t{1} << 20;

std::string describe(int c) {
    if (c < 0) return "the end of the file";
    if (c >= 0x20 && c < 0x7f) return fmt::format("`{}`", static_cast<char>(c));
    return fmt::format("byte 0x{:02x}", c & 0xff);
}

void appendUtf8(std::string& out, std::uint32_t cp) {
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xc0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3f));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xe0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
        out += static_cast<char>(0x80 | (cp & 0x3f));
    } else {
        out += static_cast<char>(0xf0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3f));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
        out += static_cast<char>(0x80 | (cp & 0x3f));
    }
}

void appendEscaped(std::string& out, const std::string& text) { out += jsonString(text); }

void appendCompact(std::string& out, const JsonValue& v) {
    switch (v.type) {
        case JsonValue::Type::Null: out += "null"; break;
        case JsonValue::Type::Bool: out += v.boolean ? "true" : "false"; break;
        case JsonValue::Type::Number: out += v.text; break;
        case JsonValue::Type::String: appendEscaped(out, v.text); break;
        case JsonValue::Type::Array:
            out += '[';
            for (std::size_t i = 0; i < v.items.size(); ++i) {
                if (i) out += ',';
                appendCompact(out, v.items[i]);
            }
            out += ']';
            break;
        case JsonValue::Type::Object:
            out += '{';
            for (std::size_t i = 0; i < v.members.size(); ++i) {
                if (i) out += ',';
                appendEscaped(out, v.members[i].first);
                out += ':';
                appendCompact(out, v.members[i].second);
            }
            out += '}';
            break;
    }
}

}  // namespace

namespace {

// How a message names what a JSON value is.
constexpr EnumTable<JsonValue::Type, 6> kTypeNames{{{JsonValue::Type::Null, "null"},
                                                    {JsonValue::Type::Bool, "a boolean"},
                                                    {JsonValue::Type::Number, "a number"},
                                                    {JsonValue::Type::String, "a string"},
                                                    {JsonValue::Type::Array, "an array"},
                                                    {JsonValue::Type::Object, "an object"}}};
static_assert(listsEveryEnumerator(kTypeNames));

}  // namespace

std::string_view typeName(JsonValue::Type type) { return nameOf(kTypeNames, type); }

const JsonValue* JsonValue::find(const std::string& key) const {
    for (const auto& [name, value] : members)
        if (name == key) return &value;
    return nullptr;
}

bool JsonValue::isInteger() const { return type == Type::Number && text.find_first_of(".eE") == std::string::npos; }

std::optional<std::int64_t> JsonValue::asInt64() const {
    if (!isInteger()) return std::nullopt;
    std::int64_t value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

std::optional<u64> JsonValue::asU64() const {
    if (type != Type::Number) return std::nullopt;
    if (isInteger()) {
        u64 value = 0;
        auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
        return value;
    }
    const double d = asDouble();
    if (!(d >= 0) || d >= 18446744073709551616.0 || std::floor(d) != d) return std::nullopt;
    return static_cast<u64>(d);
}

double JsonValue::asDouble() const {
    double value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec == std::errc::result_out_of_range) {
        // Too small to represent is zero, too large is infinite.
        const auto e = text.find('e');
        const bool tiny = e != std::string::npos ? text[e + 1] == '-' : (text.starts_with("0.") || text.starts_with("-0."));
        const double magnitude = tiny ? 0.0 : HUGE_VAL;
        return text.starts_with('-') ? -magnitude : magnitude;
    }
    return value;
}

std::string JsonValue::compact() const {
    std::string out;
    appendCompact(out, *this);
    return out;
}

JsonStream::JsonStream(std::istream& in, u64 totalBytes, Progress progress)
    // A small input gets a small buffer (the fuzz targets read millions).
    : in_(in),
      total_(totalBytes),
      progress_(std::move(progress)),
      buffer_(totalBytes == 0 || totalBytes >= kBufferBytes ? kBufferBytes
                                                            : std::max<std::size_t>(static_cast<std::size_t>(totalBytes), 64)) {}

bool JsonStream::fill() {
    consumed_ += size_;
    pos_ = size_ = 0;
    if (!in_) return false;
    in_.read(buffer_.data(), static_cast<std::streamsize>(buffer_.size()));
    size_ = static_cast<std::size_t>(in_.gcount());
    if (progress_ && !progress_(consumed_ + size_, total_))
        fail(diag::Kind::cancelled, "reading the trace was cancelled", consumed_ + size_);
    return size_ > 0;
}

int JsonStream::get() {
    if (pos_ == size_ && !fill()) return -1;
    return static_cast<unsigned char>(buffer_[pos_++]);
}

void JsonStream::skipBlank() {
    for (;;) {
        if (pos_ == size_ && !fill()) return;
        const char c = buffer_[pos_];
        if (c != ' ' && c != '\n' && c != '\r' && c != '\t') return;
        ++pos_;
    }
}

bool JsonStream::atEnd() {
    skipBlank();
    return pos_ == size_;
}

std::string_view JsonStream::window() {
    skipBlank();
    return std::string_view(buffer_.data() + pos_, size_ - pos_);
}

char JsonStream::peek() {
    skipBlank();
    if (pos_ == size_)
        fail(diag::Kind::trace_truncated, "the file ends in the middle of a JSON value; it was probably cut short while being written");
    return buffer_[pos_];
}

void JsonStream::fail(diag::Kind kind, const std::string& message, std::optional<u64> at) const {
    throw JsonError{diag::Diagnostic(kind, message, at ? *at : offset())};
}

void JsonStream::failUnexpected(int c, const char* wanted) {
    if (c < 0) fail(diag::Kind::trace_truncated, fmt::format("the file ends where {} was expected; it was probably cut short", wanted));
    fail(diag::Kind::trace_syntax_error, fmt::format("{} where {} was expected: the file is not valid JSON here", describe(c), wanted),
         offset() - 1);
}

void JsonStream::expect(char c) {
    skipBlank();
    const int got = get();
    if (got != static_cast<unsigned char>(c)) failUnexpected(got, fmt::format("`{}`", c).c_str());
}

void JsonStream::expectWord(const char* word) {
    for (const char* p = word; *p; ++p) {
        const int got = get();
        if (got != static_cast<unsigned char>(*p)) failUnexpected(got, fmt::format("`{}`", word).c_str());
    }
}

std::string JsonStream::readString() {
    expect('"');
    std::string out;
    for (;;) {
        // Copy a run of plain bytes at once: strings are most of a trace.
        std::size_t run = pos_;
        while (run < size_ && buffer_[run] != '"' && buffer_[run] != '\\' && static_cast<unsigned char>(buffer_[run]) >= 0x20) ++run;
        out.append(buffer_.data() + pos_, run - pos_);
        pos_ = run;
        const int c = get();
        if (c == '"') return out;
        if (c < 0) failUnexpected(c, "the closing `\"` of a string");
        if (c < 0x20) fail(diag::Kind::trace_syntax_error, "a string holds a raw control character; JSON needs it escaped", offset() - 1);
        if (c != '\\') {
            out += static_cast<char>(c);
            continue;
        }
        const int e = get();
        switch (e) {
            case '"': out += '"'; break;
            case '\\': out += '\\'; break;
            case '/': out += '/'; break;
            case 'b': out += '\b'; break;
            case 'f': out += '\f'; break;
            case 'n': out += '\n'; break;
            case 'r': out += '\r'; break;
            case 't': out += '\t'; break;
            case 'u': {
                std::uint32_t cp = 0;
                for (int i = 0; i < 4; ++i) {
                    const int h = get();
                    int digit = -1;
                    if (h >= '0' && h <= '9') digit = h - '0';
                    else if (h >= 'a' && h <= 'f') digit = h - 'a' + 10;
                    else if (h >= 'A' && h <= 'F') digit = h - 'A' + 10;
                    if (digit < 0) failUnexpected(h, "a hexadecimal digit of a `\\u` escape");
                    cp = cp * 16 + static_cast<std::uint32_t>(digit);
                }
                // Lone surrogates become U+FFFD rather than invalid UTF-8.
                appendUtf8(out, (cp >= 0xd800 && cp <= 0xdfff) ? 0xfffd : cp);
                break;
            }
            default: failUnexpected(e, "an escape such as `\\n` or `\\u0041`");
        }
    }
}

std::string JsonStream::readNumberText() {
    std::string text;
    auto digits = [&](const char* wanted) {
        const int first = get();
        if (first < '0' || first > '9') failUnexpected(first, wanted);
        text += static_cast<char>(first);
        while (pos_ < size_ || fill()) {
            const char c = buffer_[pos_];
            if (c < '0' || c > '9') break;
            text += c;
            ++pos_;
        }
    };
    if (peek() == '-') {
        text += '-';
        ++pos_;
    }
    if (peek() == '0') {
        text += '0';
        ++pos_;
    } else digits("a digit");
    if ((pos_ < size_ || fill()) && buffer_[pos_] == '.') {
        text += '.';
        ++pos_;
        digits("a digit after `.`");
    }
    if ((pos_ < size_ || fill()) && (buffer_[pos_] == 'e' || buffer_[pos_] == 'E')) {
        text += 'e';
        ++pos_;
        if ((pos_ < size_ || fill()) && (buffer_[pos_] == '+' || buffer_[pos_] == '-')) text += buffer_[pos_++];
        digits("a digit of an exponent");
    }
    return text;
}

void JsonStream::parseValue(JsonValue* out) {
    const char c = peek();
    if (out) out->offset = offset();
    switch (c) {
        case '{':
            if (out) {
                out->type = JsonValue::Type::Object;
                out->members.reserve(8);  // a trace event's usual count: no regrowth
            }
            forEachMember([&](const std::string& key) {
                if (!out) return skipValue();
                JsonValue member;
                parseValue(&member);
                out->members.emplace_back(key, std::move(member));
            });
            return;
        case '[':
            if (out) out->type = JsonValue::Type::Array;
            forEachElement([&] {
                if (!out) return skipValue();
                out->items.emplace_back();
                parseValue(&out->items.back());
            });
            return;
        case '"': {
            std::string text = readString();
            if (out) {
                out->type = JsonValue::Type::String;
                out->text = std::move(text);
            }
            return;
        }
        case 't':
            expectWord("true");
            if (out) {
                out->type = JsonValue::Type::Bool;
                out->boolean = true;
            }
            return;
        case 'f':
            expectWord("false");
            if (out) out->type = JsonValue::Type::Bool;
            return;
        case 'n':
            expectWord("null");
            if (out) out->type = JsonValue::Type::Null;
            return;
        default:
            if (c == '-' || (c >= '0' && c <= '9')) {
                std::string text = readNumberText();
                if (out) {
                    out->type = JsonValue::Type::Number;
                    out->text = std::move(text);
                }
                return;
            }
            ++pos_;
            failUnexpected(static_cast<unsigned char>(c), "a JSON value");
    }
}

JsonValue JsonStream::readValue() {
    JsonValue value;
    parseValue(&value);
    return value;
}

void JsonStream::skipValue() { parseValue(nullptr); }

// Reading and skipping recurse through parseValue, and the readers call
// forEachMember/forEachElement themselves: counting the depth here, where
// every object and array is entered, bounds the recursion whoever started it.
JsonStream::Nesting::Nesting(JsonStream& stream) : stream_(stream) {
    if (++stream_.depth_ > kMaxDepth)
        stream_.fail(diag::Kind::trace_too_deep,
                     fmt::format("values are nested more than {} levels deep; no trace format nests like that", kMaxDepth),
                     stream_.offset() - 1);
}

void JsonStream::forEachMember(const std::function<void(const std::string&)>& onMember) {
    expect('{');
    const Nesting nesting(*this);
    if (peek() == '}') {
        ++pos_;
        return;
    }
    for (;;) {
        if (peek() != '"') {
            const int c = get();
            failUnexpected(c, "a member name in quotes");
        }
        const std::string key = readString();
        expect(':');
        onMember(key);
        skipBlank();
        const int c = get();
        if (c == '}') return;
        if (c != ',') failUnexpected(c, "`,` or `}`");
    }
}

void JsonStream::forEachElement(const std::function<void()>& onElement) {
    expect('[');
    const Nesting nesting(*this);
    if (peek() == ']') {
        ++pos_;
        return;
    }
    for (;;) {
        onElement();
        skipBlank();
        const int c = get();
        if (c == ']') return;
        if (c != ',') failUnexpected(c, "`,` or `]`");
    }
}

}  // namespace tcpwb::trace
