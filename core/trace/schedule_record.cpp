#include "trace/schedule_record.h"

namespace tcpwb::trace {
namespace {

class RecordScanner : public JsonScanner {
public:
    using JsonScanner::JsonScanner;

    // `{` then each member: `onMember(key)` scans its value (false: not plain).
    template <typename OnMember>
    bool object(OnMember onMember) {
        if (!eat('{')) return false;
        if (at('}')) {
            ++p_;
            return true;
        }
        for (bool more = true; more;) {
            std::string_view key;
            if (!string(key) || !eat(':') || !onMember(key) || !next(more)) return false;
        }
        return true;
    }
    template <typename OnItem>
    bool array(OnItem onItem) {
        if (!eat('[')) return false;
        if (at(']')) {
            ++p_;
            return true;
        }
        for (bool more = true; more;) {
            if (!onItem() || !nextItem(more)) return false;
        }
        return true;
    }
    // A non-empty string without escapes.
    bool name(std::string_view& out) { return string(out) && !out.empty(); }
    // A tensor reference as indexText reads it: a number's literal or a
    // non-empty string.
    bool reference(PlainArg& out) {
        if (at('"')) {
            out.kind = PlainArg::Kind::Text;
            return name(out.text);
        }
        bool whole = false;
        if (!number(out.text, whole)) return false;
        out.kind = whole ? PlainArg::Kind::Integer : PlainArg::Kind::Real;
        return true;
    }
    // An index: a string, or a whole non-negative integer that fits int64
    // (what indexArg keeps as a number).
    bool index(std::string_view& out, bool& isText) {
        isText = at('"');
        if (isText) return string(out);
        std::int64_t value = 0;
        if (!blank()) return false;
        const char* start = p_;
        if (*p_ == '-' || !integer(value)) return false;
        out = std::string_view(start, static_cast<std::size_t>(p_ - start));
        return true;
    }
    // `{"begin": N, "end": N}` plus, for a tensor, block_begin / block_end;
    // each once, and the end not before the begin (else the general path
    // says so).
    bool lifetime(u64& begin, u64& end, ScannedTensor* tensor = nullptr) {
        bool seenBegin = false, seenEnd = false;
        const bool ok = object([&](std::string_view key) {
            bool* seen = nullptr;
            u64* value = nullptr;
            if (key == "begin") seen = &seenBegin, value = &begin;
            else if (key == "end") seen = &seenEnd, value = &end;
            else if (tensor && key == "block_begin") seen = &tensor->hasBlockBegin, value = &tensor->blockBegin;
            else if (tensor && key == "block_end") seen = &tensor->hasBlockEnd, value = &tensor->blockEnd;
            if (!seen || *seen) return false;
            *seen = true;
            return count(*value);
        });
        return ok && seenBegin && seenEnd && end >= begin;
    }
};

enum InstructionKey : unsigned {
    IIndex = 1,
    IHistory = 2,
    ITpe = 4,
    IContexts = 8,
    ILifetime = 16,
    IInputs = 32,
    IOutputs = 64,
    IDescription = 128,
    IUtil = 256
};

unsigned instructionKey(std::string_view key) {
    if (key == "index") return IIndex;
    if (key == "history") return IHistory;
    if (key == "tpe") return ITpe;
    if (key == "contexts") return IContexts;
    if (key == "lifetime") return ILifetime;
    if (key == "input_tensors") return IInputs;
    if (key == "output_tensors") return IOutputs;
    if (key == "description") return IDescription;
    if (key == "util") return IUtil;
    return 0;
}

enum TensorKey : unsigned {
    TName = 1,
    TIndex = 2,
    TBuffer = 4,
    TLifetime = 8,
    TAddress = 16,
    TSize = 32,
    TPages = 64,
    TShape = 128,
    TFingerprint = 256
};

unsigned tensorKey(std::string_view key) {
    if (key == "name") return TName;
    if (key == "index") return TIndex;
    if (key == "buffer_type") return TBuffer;
    if (key == "lifetime") return TLifetime;
    if (key == "address") return TAddress;
    if (key == "size") return TSize;
    if (key == "physical_pages") return TPages;
    if (key == "shape") return TShape;
    if (key == "fingerprint") return TFingerprint;
    return 0;
}

bool references(RecordScanner& s, std::vector<PlainArg>& out) {
    out.clear();
    return s.array([&] { return s.reference(out.emplace_back()); });
}

// Numbers only, each key once: what appendArgs flattens to `util.<key>`.
bool utilMembers(RecordScanner& s, std::vector<PlainArg>& out) {
    out.clear();
    return s.object([&](std::string_view key) {
        for (const PlainArg& seen : out)
            if (seen.key == key) return false;
        PlainArg& arg = out.emplace_back();
        arg.key = key;
        return s.numberValue(arg);
    });
}

}  // namespace

std::size_t scanScheduleInstruction(std::string_view text, ScannedInstruction& e) {
    e.hasIndex = e.indexIsText = e.hasContexts = e.hasInputs = e.hasOutputs = e.hasDescription = e.hasUtil = false;
    e.index = e.tpe = {};
    e.contexts.clear();
    RecordScanner s(text);
    unsigned seen = 0;
    const bool ok = s.object([&](std::string_view key) {
        const unsigned k = instructionKey(key);
        if (k == 0 || (seen & k)) return false;  // unknown fields get a note, duplicates the first one's value
        seen |= k;
        switch (k) {
            case IIndex: e.hasIndex = true; return s.index(e.index, e.indexIsText);
            case IHistory: return s.eat('{') && s.eat('}');  // the empty history every real file has
            case ITpe: return s.string(e.tpe);
            case IContexts: e.hasContexts = true; return s.array([&] { return s.name(e.contexts.emplace_back()); });
            case ILifetime: return s.lifetime(e.begin, e.end);
            case IInputs: e.hasInputs = true; return references(s, e.inputs);
            case IOutputs: e.hasOutputs = true; return references(s, e.outputs);
            case IDescription: e.hasDescription = true; return s.escapedString(e.description);
            case IUtil: e.hasUtil = true; return utilMembers(s, e.util);
        }
        return false;
    });
    return ok && (seen & ITpe) && (seen & ILifetime) ? s.used() : 0;
}

std::size_t scanScheduleTensor(std::string_view text, ScannedTensor& t) {
    t.hasName = t.hasBuffer = t.hasAddress = t.hasSize = t.hasPages = t.hasShape = t.hasBlockBegin = t.hasBlockEnd = false;
    t.indexIsText = false;
    t.pages.clear();
    RecordScanner s(text);
    unsigned seen = 0;
    const bool ok = s.object([&](std::string_view key) {
        const unsigned k = tensorKey(key);
        if (k == 0 || (seen & k)) return false;
        seen |= k;
        switch (k) {
            case TName: t.hasName = true; return s.string(t.name);
            case TIndex: return s.index(t.index, t.indexIsText);
            case TBuffer: t.hasBuffer = true; return s.string(t.buffer);
            case TLifetime: return s.lifetime(t.begin, t.end, &t);
            case TAddress: t.hasAddress = true; return s.count(t.address);
            case TSize: t.hasSize = true; return s.count(t.size);
            case TPages:
                t.hasPages = true;
                return s.array([&] {
                    bool whole = false;
                    return s.number(t.pages.emplace_back(), whole) && whole;
                });
            case TShape: t.hasShape = true; return s.string(t.shape);
            case TFingerprint: return s.blank() && s.word("null");
        }
        return false;
    });
    return ok && (seen & TIndex) && (seen & TLifetime) ? s.used() : 0;
}

}  // namespace tcpwb::trace
