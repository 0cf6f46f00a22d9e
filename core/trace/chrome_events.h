#pragma once
// Places Chrome Trace Events (one at a time, as the stream reads them) into
// a Trace: X and B/E slices, s/f flows, C counters, M names. Furiosa NPU
// spans (category `NPU`, `begin_cycle`/`end_cycle` in `args`) are placed by
// their cycles instead of `ts`.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "trace/fields.h"
#include "trace/notes.h"
#include "trace/plain_event.h"

namespace tcpwb::trace {

// A `pid` or `tid` as the file gives it: a number, or a string naming the
// process or thread, as Perfetto reads one (the PyTorch profiler writes
// `"tid": "stream 7"`). A named one is given a number when the trace is
// finished, one no numeric pid (tid) of the file uses.
struct Who {
    std::int64_t value = 0;  // the number, or the name's index
    bool named = false;
    auto operator<=>(const Who&) const = default;
};

// The names met as pids (or tids), numbered first-come.
class WhoNames {
public:
    Who of(std::string_view name);
    const std::string& text(const Who& who) const { return texts_[static_cast<std::size_t>(who.value)]; }
    std::size_t size() const { return texts_.size(); }

private:
    std::vector<std::string> texts_;
    std::map<std::string, std::int64_t, std::less<>> index_;
    std::string_view last_;  // the last name looked up (events come in runs)
    std::int64_t lastIndex_ = -1;
};

class ChromeEvents {
public:
    ChromeEvents(Trace& trace, NoteCounter& notes) : trace_(trace), notes_(notes) {}

    void event(const JsonValue& event, const JsonStream& stream);
    // Places a plain event (plain_event.h) exactly as event() would place the
    // same JSON, and returns true; returns false, having changed nothing,
    // when event() must read it (it would fail or need the general path).
    bool plain(const PlainEvent& event);
    void otherData(const JsonValue& value, const JsonStream& stream);
    static std::string timeUnitOf(const JsonValue& item, const JsonStream& stream);
    void finish();
    bool sawEvents() const { return sawEvents_; }

private:
    struct Open {
        std::string name, category;
        u64 start = 0;
        std::vector<std::pair<std::string, ArgValue>> args;
        std::optional<std::pair<u64, u64>> cycles;  // an NPU span's begin/end_cycle
    };
    struct FlowStart {
        TrackId track = 0;
        u64 time = 0;
        std::string name, category;
    };

    TrackId track(Who pid, Who tid);
    Who who(const Fields& f, const JsonValue& event, const std::string& key, WhoNames& names);
    static Who plainWho(std::int64_t number, std::string_view name, bool named, WhoNames& names) {
        return named ? names.of(name) : Who{number, false};
    }
    void numberNamed();
    bool plainAcceptable(const PlainEvent& e, Who pid, Who tid);
    static bool isNpuSpan(const PlainEvent& e) { return e.beginCycle >= 0 && e.endCycle >= 0; }
    void plainNotes(const PlainEvent& e, bool placed);
    template <typename Text>
    void noteOnce(std::vector<std::pair<std::string, std::size_t>>& known, std::string_view name, const Text& text);
    ArgValue plainValue(const PlainArg& arg);
    void plainCounter(const PlainEvent& e, Who pid);
    void addPlainSlice(TrackId track, const PlainEvent& e, u64 start, u64 end);
    u64 time(const Fields& fields, const std::string& key);
    // An NPU span's (begin_cycle, end_cycle) from `args`, if it has both.
    std::optional<std::pair<u64, u64>> npuCycles(const Fields& f, const JsonValue* args);
    void complete(const Fields& f, const JsonValue& event, TrackId track, const std::string& name, const std::string& cat);
    void begin(const Fields& f, const JsonValue& event, TrackId track, const std::string& name, const std::string& cat);
    void end(const Fields& f, const JsonValue& event, TrackId track);
    void flow(const Fields& f, const JsonValue& event, TrackId track, char phase, const std::string& name, const std::string& cat);
    void counter(const Fields& f, const JsonValue& event, Who pid, const std::string& name);
    void metadata(const Fields& f, const JsonValue& event, Who pid, Who tid, const std::string& name);
    void addSlice(TrackId track, const std::string& name, const std::string& cat, u64 start, u64 end,
                  const std::vector<std::pair<std::string, ArgValue>>& args, bool inCycles);

    Trace& trace_;
    NoteCounter& notes_;
    const JsonStream* stream_ = nullptr;  // the stream of the event being placed
    bool sawEvents_ = false;
    bool sawNpu_ = false;
    u64 npuByTs_ = 0;  // NPU-category slices placed by `ts`
    std::optional<std::string> timeUnit_;
    WhoNames pidNames_, tidNames_;
    std::map<std::pair<Who, Who>, TrackId> tracks_;
    std::vector<std::pair<Who, Who>> trackWho_;  // by TrackId
    std::map<Who, std::string> processNames_;
    std::map<TrackId, std::vector<Open>> open_;
    std::map<std::string, FlowStart> flowStarts_;
    std::map<std::pair<Who, std::string>, std::size_t> counters_;
    std::vector<Who> counterWho_;  // by index into trace_.counters
    std::vector<bool> sliceInTs_;  // per slice: placed by ts, not by cycles
    // The fast path's memory: the last track and counter series looked up
    // (events come in runs on one track), and scratch reused per event.
    Who lastPid_, lastTid_;
    TrackId lastTrack_ = 0;
    bool haveLastTrack_ = false;
    Who lastCounterPid_;
    std::string lastSeries_, series_;
    std::size_t lastCounter_ = SIZE_MAX;
    std::vector<ArgValue> values_;
    // Handles of the fast path's notes (NoteCounter::addAgain).
    std::size_t roundedNote_ = SIZE_MAX;
    std::vector<std::pair<std::string, std::size_t>> unknownFieldNotes_, unknownPhaseNotes_;
};

}  // namespace tcpwb::trace
