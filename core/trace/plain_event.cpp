#include "trace/plain_event.h"

#include <charconv>

namespace tcpwb::trace {

namespace {

// An integer literal of at most 18 digits (it cannot overflow), the usual
// case, without from_chars' general machinery; false for longer ones.
bool parseShort(std::string_view text, std::int64_t& out) {
    const bool negative = text.front() == '-';
    if (negative) text.remove_prefix(1);
    if (text.size() > 18) return false;
    std::int64_t value = 0;
    for (const char c : text) value = value * 10 + (c - '0');
    out = negative ? -value : value;
    return true;
}

// Every method answers false for "not plain": the caller gives up at once.
class Scanner {
public:
    explicit Scanner(std::string_view text) : begin_(text.data()), p_(text.data()), end_(text.data() + text.size()) {}

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
        while (p_ < end_) {
            const auto c = static_cast<unsigned char>(*p_);
            if (c == '"') {
                out = std::string_view(start, static_cast<std::size_t>(p_ - start));
                ++p_;
                return true;
            }
            if (c == '\\' || c < 0x20) return false;
            ++p_;
        }
        return false;
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
        if (parseShort(text, shortValue)) {
            out = static_cast<T>(shortValue);
            return true;
        }
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
        return ec == std::errc() && end == text.data() + text.size();
    }
    bool word(std::string_view w) {
        if (static_cast<std::size_t>(end_ - p_) < w.size() || std::string_view(p_, w.size()) != w) return false;
        p_ += w.size();
        return true;
    }
    // After a member: `,` (true, more follow) or `}` (false, done); anything else is not plain.
    bool next(bool& more) {
        if (!blank()) return false;
        const char c = *p_++;
        more = c == ',';
        return c == ',' || c == '}';
    }
    bool args(PlainEvent& out);
    bool numberValue(PlainArg& arg);
    // A time: any number, and whether it is a whole non-negative literal.
    bool time(PlainArg& value, u64& whole, bool& isWhole) {
        if (!numberValue(value)) return false;
        isWhole = value.kind == PlainArg::Kind::Integer && value.text.front() != '-';
        whole = isWhole ? static_cast<u64>(value.integer) : 0;
        return true;
    }

private:
    bool digits() {
        const char* start = p_;
        while (p_ < end_ && *p_ >= '0' && *p_ <= '9') ++p_;
        return p_ > start;
    }
    bool argValue(PlainArg& arg);

    const char* begin_;
    const char* p_;
    const char* end_;
};

// Numbers as fields.cpp's argValue makes them: an integer that fits is an
// integer, anything else a double (a double out of range goes the general way).
bool Scanner::argValue(PlainArg& arg) {
    if (!blank()) return false;
    const char c = *p_;
    if (c == '"') {
        arg.kind = PlainArg::Kind::Text;
        return string(arg.text);
    }
    if (c == 't' || c == 'f') {
        arg.kind = PlainArg::Kind::Bool;
        arg.boolean = c == 't';
        return word(arg.boolean ? "true" : "false");
    }
    return numberValue(arg);  // null, objects and arrays fail here too
}

bool Scanner::numberValue(PlainArg& arg) {
    bool whole = false;
    if (!number(arg.text, whole)) return false;
    const char* first = arg.text.data();
    const char* last = first + arg.text.size();
    if (whole && parseShort(arg.text, arg.integer)) {
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

bool Scanner::args(PlainEvent& e) {
    if (!eat('{')) return false;
    if (at('}')) { ++p_; return true; }
    for (bool more = true; more;) {
        PlainArg& arg = e.args.emplace_back();
        if (!string(arg.key) || !eat(':')) return false;
        const int index = static_cast<int>(e.args.size()) - 1;
        if (arg.key == "begin_cycle" && e.beginCycle < 0) e.beginCycle = index;
        if (arg.key == "end_cycle" && e.endCycle < 0) e.endCycle = index;
        if (!argValue(arg) || !next(more)) return false;
    }
    return true;
}

enum PlainKey : unsigned { KeyPh = 1, KeyName = 2, KeyCat = 4, KeyPid = 8, KeyTid = 16, KeyTs = 32, KeyDur = 64, KeyId = 128, KeyArgs = 256, KeyBp = 512 };

unsigned keyOf(std::string_view key) {
    switch (key.size()) {
        case 2:
            if (key == "ph") return KeyPh;
            if (key == "ts") return KeyTs;
            if (key == "id") return KeyId;
            if (key == "bp") return KeyBp;
            return 0;
        case 3:
            if (key == "cat") return KeyCat;
            if (key == "pid") return KeyPid;
            if (key == "tid") return KeyTid;
            if (key == "dur") return KeyDur;
            return 0;
        case 4:
            if (key == "name") return KeyName;
            if (key == "args") return KeyArgs;
            return 0;
        default: return 0;
    }
}

}  // namespace

std::size_t scanPlainEvent(std::string_view text, PlainEvent& e) {
    e.ph = e.name = e.cat = e.id = {};
    e.hasTs = e.hasDur = e.hasId = e.idIsText = e.hasArgs = e.tsWhole = e.durWhole = false;
    e.beginCycle = e.endCycle = -1;
    e.pid = e.tid = 0;
    e.ts = e.dur = 0;
    e.args.clear();
    Scanner s(text);
    if (!s.eat('{') || s.at('}')) return 0;
    unsigned seen = 0;
    for (bool more = true; more;) {
        std::string_view key;
        if (!s.string(key) || !s.eat(':')) return 0;
        const unsigned k = keyOf(key);
        if (k == 0 || (seen & k)) return 0;  // unknown fields get a note, duplicates the first one's value
        seen |= k;
        std::string_view ignored;
        bool ok = false;
        switch (k) {
            case KeyPh: ok = s.string(e.ph); break;
            case KeyName: ok = s.string(e.name); break;
            case KeyCat: ok = s.string(e.cat); break;
            case KeyPid: ok = s.integer(e.pid); break;
            case KeyTid: ok = s.integer(e.tid); break;
            case KeyTs: ok = e.hasTs = s.time(e.tsValue, e.ts, e.tsWhole); break;
            case KeyDur: ok = e.hasDur = s.time(e.durValue, e.dur, e.durWhole); break;
            case KeyId: {
                // An integer's JSON text or a string's content (without
                // escapes) is the flow's key, as flow() makes it; other
                // numbers go the general way.
                bool whole = false;
                e.idIsText = s.at('"');
                ok = e.hasId = e.idIsText ? s.string(e.id) : s.number(e.id, whole) && whole;
                break;
            }
            case KeyArgs: ok = e.hasArgs = s.args(e); break;
            case KeyBp: ok = s.string(ignored); break;
        }
        if (!ok || !s.next(more)) return 0;
    }
    return (seen & KeyPh) ? s.used() : 0;
}

}  // namespace tcpwb::trace
