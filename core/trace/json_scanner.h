#pragma once
// Scanning one small JSON value in place, straight from the reader's buffer
// (JsonStream::window), for the readers' fast paths: plain Chrome events
// (plain_event.h) and plain schedule records (schedule_record.h). Every
// method answers false for "not plain": the caller gives up at once and the
// general path (JsonStream::readValue) reads the same value from the same
// place, so diagnostics, offsets and notes stay the general path's.
#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include "trace/json_stream.h"
#include "util/checked.h"

namespace tcpwb::trace {

// A scalar as fields.cpp's argValue makes it: an integer that fits int64 is
// an integer, any other number a double.
struct PlainArg {
    enum class Kind { Integer, Real, Bool, Text };
    std::string_view key;
    Kind kind = Kind::Integer;
    std::int64_t integer = 0;
    double real = 0;
    bool boolean = false;
    std::string_view text;  // a string's content, or a number's literal
};

// An integer literal of at most 18 digits (it cannot overflow), the usual
// case, without from_chars' general machinery; false for longer ones.
inline bool parseShortInteger(std::string_view text, std::int64_t& out) {
    const bool negative = text.front() == '-';
    if (negative) text.remove_prefix(1);
    if (text.size() > 18) return false;
    std::int64_t value = 0;
    for (const char c : text) value = value * 10 + (c - '0');
    out = negative ? -value : value;
    return true;
}

// The first byte from `p` on that ends a string's plain run: `"`, `\` or a
// control character (or `end`). Eight bytes are checked at a time: strings
// (descriptions, shapes) are most of a schedule's bytes.
inline const char* plainRun(const char* p, const char* end) {
    constexpr std::uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
    const auto zeroByte = [&](std::uint64_t v) { return (v - ones) & ~v & highs; };
    for (; end - p >= 8; p += 8) {
        std::uint64_t x = 0;
        std::memcpy(&x, p, 8);
        if (zeroByte(x ^ (ones * std::uint64_t{'"'})) | zeroByte(x ^ (ones * std::uint64_t{'\\'})) |
            ((x - ones * std::uint64_t{0x20}) & ~x & highs))
            break;
    }
    while (p < end && *p != '"' && *p != '\\' && static_cast<unsigned char>(*p) >= 0x20) ++p;
    return p;
}

class JsonScanner {
public:
    explicit JsonScanner(std::string_view text) : begin_(text.data()), p_(text.data()), end_(text.data() + text.size()) {}

    std::size_t used() const { return static_cast<std::size_t>(p_ - begin_); }

    // Skips blanks; false at the end of the window (the value may go on in
    // the next buffer).
    bool blank() {
        while (p_ < end_ && (*p_ == ' ' || *p_ == '\n' || *p_ == '\r' || *p_ == '\t')) ++p_;
        return p_ < end_;
    }
    bool eat(char c) {
        if (!blank() || *p_ != c) return false;
        ++p_;
        return true;
    }
    bool at(char c) { return blank() && *p_ == c; }

    // A string without escapes or control characters (those go the general way).
    bool string(std::string_view& out) {
        if (!eat('"')) return false;
        const char* start = p_;
        p_ = plainRun(p_, end_);
        if (p_ == end_ || *p_ != '"') return false;
        out = std::string_view(start, static_cast<std::size_t>(p_ - start));
        ++p_;
        return true;
    }
    // A string with the one-character escapes decoded into `out` as
    // JsonStream::readString decodes them (`\n`, `\"`, ...); a `\u` escape
    // or a control character goes the general way.
    bool decodedString(std::string& out) {
        out.clear();
        if (!eat('"')) return false;
        while (p_ < end_) {
            const char* run = p_;
            p_ = plainRun(p_, end_);
            out.append(run, static_cast<std::size_t>(p_ - run));
            if (p_ == end_) return false;
            const char c = *p_++;
            if (c == '"') return true;
            if (c != '\\' || p_ == end_) return false;
            switch (*p_++) {
                case '"': out += '"'; break;
                case '\\': out += '\\'; break;
                case '/': out += '/'; break;
                case 'b': out += '\b'; break;
                case 'f': out += '\f'; break;
                case 'n': out += '\n'; break;
                case 'r': out += '\r'; break;
                case 't': out += '\t'; break;
                default: return false;
            }
        }
        return false;
    }
    // The same string checked but left as written: `literal` is the whole
    // literal, quotes and escapes included, for decodeLiteral to decode when
    // needed (a loop repeats a few long descriptions a million times).
    bool escapedString(std::string_view& literal) {
        if (!blank() || *p_ != '"') return false;
        const char* start = p_++;
        for (;;) {
            p_ = plainRun(p_, end_);
            if (p_ == end_) return false;
            const char c = *p_++;
            if (c == '"') {
                literal = std::string_view(start, static_cast<std::size_t>(p_ - start));
                return true;
            }
            if (c != '\\' || p_ == end_ || std::string_view("\"\\/bfnrt").find(*p_++) == std::string_view::npos) return false;
        }
    }
    // JSON's number grammar, exactly as JsonStream::readNumberText reads it.
    bool number(std::string_view& out, bool& integer) {
        if (!blank()) return false;
        const char* start = p_;
        if (*p_ == '-') ++p_;
        if (p_ == end_) return false;
        if (*p_ == '0') ++p_;
        else if (!digits()) return false;
        integer = true;
        if (p_ < end_ && *p_ == '.') {
            ++p_;
            if (!digits()) return false;
            integer = false;
        }
        if (p_ < end_ && (*p_ == 'e' || *p_ == 'E')) {
            ++p_;
            if (p_ < end_ && (*p_ == '+' || *p_ == '-')) ++p_;
            if (!digits()) return false;
            integer = false;
        }
        if (p_ == end_) return false;  // the digits may go on in the next buffer
        out = std::string_view(start, static_cast<std::size_t>(p_ - start));
        return true;
    }
    template <typename T>
    bool integer(T& out) {
        std::string_view text;
        bool whole = false;
        if (!number(text, whole) || !whole) return false;
        std::int64_t shortValue = 0;
        if (parseShortInteger(text, shortValue)) {
            out = static_cast<T>(shortValue);
            return true;
        }
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
        return ec == std::errc() && end == text.data() + text.size();
    }
    // A whole, non-negative integer literal up to kMaxSize (what a cycle or
    // a byte count needs: Fields::cycleOf refuses more).
    bool count(u64& out) {
        std::string_view text;
        bool whole = false;
        if (!number(text, whole) || !whole || text.front() == '-') return false;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
        return ec == std::errc() && end == text.data() + text.size() && out <= kMaxSize;
    }
    // A number as argValue makes it (an int64, else a double); a double out
    // of range goes the general way.
    bool numberValue(PlainArg& arg) {
        bool whole = false;
        if (!number(arg.text, whole)) return false;
        const char* first = arg.text.data();
        const char* last = first + arg.text.size();
        if (whole && parseShortInteger(arg.text, arg.integer)) {
            arg.kind = PlainArg::Kind::Integer;
            return true;
        }
        if (whole) {
            const auto [end, ec] = std::from_chars(first, last, arg.integer);
            if (ec == std::errc() && end == last) {
                arg.kind = PlainArg::Kind::Integer;
                return true;
            }
        }
        arg.kind = PlainArg::Kind::Real;
        const auto [end, ec] = std::from_chars(first, last, arg.real);
        return ec == std::errc() && end == last;
    }
    // Any JSON value checked as JsonStream reads it, without keeping it;
    // objects and arrays nest at most `depth` levels (deeper ones go the
    // general way, which counts every level against its limit).
    bool skipValue(int depth) {
        if (!blank()) return false;
        switch (*p_) {
            case '"': return skipString();
            case '{':
            case '[': {
                const char close = *p_ == '{' ? '}' : ']';
                if (depth == 0) return false;
                ++p_;
                if (at(close)) return ++p_, true;
                for (bool more = true; more;) {
                    if (close == '}' && (!skipString() || !eat(':'))) return false;
                    if (!skipValue(depth - 1) || !nextOf(close, more)) return false;
                }
                return true;
            }
            case 't': return word("true");
            case 'f': return word("false");
            case 'n': return word("null");
            default: {
                std::string_view text;
                bool whole = false;
                return number(text, whole);
            }
        }
    }
    // Appends a value as JsonValue::compact() writes it (no blanks, strings
    // re-escaped, `E` as `e`); `\u` escapes and nesting past `depth` go the
    // general way.
    bool compactValue(std::string& out, int depth) {
        if (!blank()) return false;
        switch (*p_) {
            case '"': return compactString(out);
            case '{':
            case '[': {
                const char close = *p_ == '{' ? '}' : ']';
                if (depth == 0) return false;
                out += *p_++;
                if (at(close)) return out += *p_++, true;
                for (bool more = true; more;) {
                    if (close == '}') {
                        if (!compactString(out) || !eat(':')) return false;
                        out += ':';
                    }
                    if (!compactValue(out, depth - 1) || !nextOf(close, more)) return false;
                    out += more ? ',' : close;
                }
                return true;
            }
            case 't': return word("true") && (out += "true", true);
            case 'f': return word("false") && (out += "false", true);
            case 'n': return word("null") && (out += "null", true);
            default: {
                std::string_view text;
                bool whole = false;
                if (!number(text, whole)) return false;
                const std::size_t at = out.size();
                out += text;
                std::replace(out.begin() + static_cast<std::ptrdiff_t>(at), out.end(), 'E', 'e');
                return true;
            }
        }
    }
    bool word(std::string_view w) {
        if (static_cast<std::size_t>(end_ - p_) < w.size() || std::string_view(p_, w.size()) != w) return false;
        p_ += w.size();
        return true;
    }
    // After a member: `,` (true, more follow) or `}` (false, done); anything else is not plain.
    bool next(bool& more) { return nextOf('}', more); }
    // After an element: `,` or `]`.
    bool nextItem(bool& more) { return nextOf(']', more); }

protected:
    // A string checked as JsonStream::readString checks it, escapes and all.
    bool skipString() {
        if (!eat('"')) return false;
        while (p_ < end_) {
            const auto c = static_cast<unsigned char>(*p_++);
            if (c == '"') return true;
            if (c < 0x20) return false;
            if (c != '\\') continue;
            if (p_ == end_) return false;
            const char e = *p_++;
            if (e == 'u') {
                for (int i = 0; i < 4; ++i, ++p_)
                    if (p_ == end_ || !std::isxdigit(static_cast<unsigned char>(*p_))) return false;
            } else if (std::string_view("\"\\/bfnrt").find(e) == std::string_view::npos) {
                return false;
            }
        }
        return false;
    }
    // A string as compact JSON: copied when it has no escape (then nothing
    // in it needs one), else decoded and escaped again as jsonString does.
    bool compactString(std::string& out) {
        if (!blank() || *p_ != '"') return false;
        const char* start = p_;
        std::string_view plain;
        if (string(plain)) return out.append(start, static_cast<std::size_t>(p_ - start)), true;
        p_ = start;
        std::string decoded;
        if (!decodedString(decoded)) return false;
        appendJsonString(out, decoded);
        return true;
    }
    bool digits() {
        const char* start = p_;
        while (p_ < end_ && *p_ >= '0' && *p_ <= '9') ++p_;
        return p_ > start;
    }
    bool nextOf(char close, bool& more) {
        if (!blank()) return false;
        const char c = *p_++;
        more = c == ',';
        return c == ',' || c == close;
    }

    const char* begin_;
    const char* p_;
    const char* end_;
};

// A literal JsonScanner::escapedString accepted, decoded into `out`.
inline void decodeLiteral(std::string_view literal, std::string& out) { JsonScanner(literal).decodedString(out); }

}  // namespace tcpwb::trace
