#include "trace/plain_event.h"

namespace tcpwb::trace {

namespace {

// The event-specific scans on top of the shared scanner.
class Scanner : public JsonScanner {
public:
    using JsonScanner::JsonScanner;

    bool args(PlainEvent& out);
    // A time: any number, and whether it is a whole non-negative literal.
    bool time(PlainArg& value, u64& whole, bool& isWhole) {
        if (!numberValue(value)) return false;
        isWhole = value.kind == PlainArg::Kind::Integer && value.text.front() != '-';
        whole = isWhole ? static_cast<u64>(value.integer) : 0;
        return true;
    }

private:
    bool argValue(PlainArg& arg);
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
