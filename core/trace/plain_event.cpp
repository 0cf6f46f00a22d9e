#include "trace/plain_event.h"

#include <cmath>

namespace tcpwb::trace {

namespace {

// The event-specific scans on top of the shared scanner.
class Scanner : public JsonScanner {
public:
    using JsonScanner::JsonScanner;

    bool args(PlainEvent& e) { return object(e, {}, 1); }
    // A time as ChromeEvents::time() reads it (see PlainEvent::tsWhole).
    bool time(PlainArg& value, u64& out, bool& whole, bool& rounded) {
        if (!numberValue(value)) return false;
        out = 0;
        whole = rounded = false;
        if (value.text.front() == '-') return true;
        if (value.kind == PlainArg::Kind::Integer) {
            whole = true;
            out = static_cast<u64>(value.integer);
        } else if (value.text.find_first_of(".eE") != std::string_view::npos) {
            const double real = value.real;
            if (real < 18446744073709551616.0 && std::floor(real) == real) {
                whole = true;
                out = static_cast<u64>(real);
            } else if (real <= static_cast<double>(kMaxSize)) {
                rounded = true;
                out = static_cast<u64>(std::llround(real));
            }
        }
        return true;
    }

private:
    bool object(PlainEvent& e, std::string_view prefix, int depth);
    bool member(PlainEvent& e, std::string_view name, bool top, int depth);
    bool scalar(PlainEvent& e, PlainArg& arg);
    bool emptyObject() {
        const char* start = p_;
        ++p_;
        if (at('}')) return ++p_, true;
        p_ = start;
        return false;
    }
};

// Numbers as fields.cpp's argValue makes them: an integer that fits is an
// integer, anything else a double (a double out of range goes the general way).
bool Scanner::scalar(PlainEvent& e, PlainArg& arg) {
    const char c = *p_;
    if (c == '"') {
        arg.kind = PlainArg::Kind::Text;
        const char* start = p_;
        if (string(arg.text)) return true;
        p_ = start;  // an escape: decoded into a text of the event's own
        std::string& decoded = e.compose();
        if (!decodedString(decoded)) return false;
        arg.text = decoded;
        return true;
    }
    if (c == 't' || c == 'f') {
        arg.kind = PlainArg::Kind::Bool;
        arg.boolean = c == 't';
        return word(arg.boolean ? "true" : "false");
    }
    return numberValue(arg);
}

// One member of `args` under its flattened name, as fields.cpp's flatten
// places it: a non-empty object's members under `name.key`, an array or an
// empty object as compact JSON text, a null nowhere.
bool Scanner::member(PlainEvent& e, std::string_view name, bool top, int depth) {
    if (!blank()) return false;
    const char c = *p_;
    if (top && (name == "begin_cycle" || name == "end_cycle")) {
        if (c == '{' || c == '[' || c == 'n') return false;  // an NPU cycle of the wrong type: the general path fails
        const int index = static_cast<int>(e.args.size());
        if (name == "begin_cycle" && e.beginCycle < 0) e.beginCycle = index;
        if (name == "end_cycle" && e.endCycle < 0) e.endCycle = index;
    }
    if (c == 'n') {
        e.flatArgs = false;
        return word("null");
    }
    if (c == '{' && !emptyObject()) {
        // flatten() names an empty prefix's members without one: rare, the general path's.
        if (name.empty() || depth >= kMaxPlainDepth) return false;
        e.flatArgs = false;
        return object(e, name, depth + 1);
    }
    PlainArg& arg = e.args.emplace_back();
    arg.key = name;
    if (c != '{' && c != '[') return scalar(e, arg);
    e.flatArgs = false;
    std::string& text = e.compose();
    if (c == '{') text = "{}";
    else if (!compactValue(text, kMaxPlainDepth - depth)) return false;
    arg.kind = PlainArg::Kind::Text;
    arg.text = text;
    return true;
}

bool Scanner::object(PlainEvent& e, std::string_view prefix, int depth) {
    if (!eat('{')) return false;
    if (at('}')) {
        ++p_;
        return true;
    }
    for (bool more = true; more;) {
        std::string_view key;
        if (!string(key) || !eat(':')) return false;
        std::string_view name = key;
        if (!prefix.empty()) {
            std::string& dotted = e.compose();
            dotted.append(prefix).append(1, '.').append(key);
            name = dotted;
        }
        if (!member(e, name, prefix.empty(), depth) || !next(more)) return false;
    }
    return true;
}

enum PlainKey : unsigned {
    KeyPh = 1,
    KeyName = 2,
    KeyCat = 4,
    KeyPid = 8,
    KeyTid = 16,
    KeyTs = 32,
    KeyDur = 64,
    KeyId = 128,
    KeyArgs = 256,
    KeyBp = 512
};

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

// Members ChromeEvents::event() treats apart from the unknown ones it notes.
bool generalOnly(std::string_view key) { return key == "id2" || key == "bind_id" || key == "flow_in" || key == "flow_out"; }

}  // namespace

std::size_t scanPlainEvent(std::string_view text, PlainEvent& e) {
    e.ph = e.name = e.cat = e.id = {};
    e.hasTs = e.hasDur = e.hasId = e.idIsText = e.hasArgs = false;
    e.tsWhole = e.durWhole = e.tsRounded = e.durRounded = false;
    e.flatArgs = true;
    e.beginCycle = e.endCycle = -1;
    e.pid = e.tid = 0;
    e.pidName = e.tidName = {};
    e.pidNamed = e.tidNamed = false;
    e.ts = e.dur = 0;
    e.args.clear();
    e.unknownKeys.clear();
    e.composedUsed = 0;
    Scanner s(text);
    if (!s.eat('{') || s.at('}')) return 0;
    unsigned seen = 0;
    for (bool more = true; more;) {
        std::string_view key;
        if (!s.string(key) || !s.eat(':')) return 0;
        const unsigned k = keyOf(key);
        if (seen & k) return 0;  // a duplicate: the first one's value counts
        seen |= k;
        std::string_view ignored;
        bool ok = false;
        switch (k) {
            case 0:
                // Noted, never read (but checked, and bounded in depth).
                if (generalOnly(key)) return 0;
                e.unknownKeys.push_back(key);
                ok = s.skipValue(kMaxPlainDepth - 1);
                break;
            case KeyPh: ok = s.string(e.ph); break;
            case KeyName: ok = s.string(e.name); break;
            case KeyCat: ok = s.string(e.cat); break;
            case KeyPid: ok = (e.pidNamed = s.at('"')) ? s.string(e.pidName) : s.integer(e.pid); break;
            case KeyTid: ok = (e.tidNamed = s.at('"')) ? s.string(e.tidName) : s.integer(e.tid); break;
            case KeyTs: ok = e.hasTs = s.time(e.tsValue, e.ts, e.tsWhole, e.tsRounded); break;
            case KeyDur: ok = e.hasDur = s.time(e.durValue, e.dur, e.durWhole, e.durRounded); break;
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
