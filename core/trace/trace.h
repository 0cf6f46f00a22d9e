#pragma once
// A kernel trace: tracks (resources such as main, sub, DMA), slices on them
// (nested by containment), flow events between slices (e.g. hazards),
// counters (e.g. bank pressure) and free metadata. Times are in cycles.
//
// Names, categories and argument keys are interned in one string table so a
// trace of millions of slices stays about as small as its JSON text
// (docs/trace-formats.md, "Memory").
#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>  // not used here any more; kept for the includers that relied on it
#include <utility>
#include <variant>
#include <vector>

#include "util/checked.h"

namespace tcpwb::trace {

using StringId = std::uint32_t;
using TrackId = std::uint32_t;

// An argument value: integer, real, boolean or (interned) string. Nested JSON
// objects are flattened to dotted keys, arrays kept as compact JSON text.
struct ArgText {
    StringId id = 0;
    bool operator==(const ArgText&) const = default;
};
using ArgValue = std::variant<std::int64_t, double, bool, ArgText>;

struct Arg {
    StringId key = 0;
    ArgValue value;
};

struct Track {
    std::int64_t pid = 0;  // Chrome's process: the chip or the memory view
    std::int64_t tid = 0;  // Chrome's thread: one resource
    std::string process;   // e.g. "kernel"
    std::string name;      // e.g. "main", "sub", "dma"
};

struct Slice {
    TrackId track = 0;
    StringId name = 0;
    StringId category = 0;
    std::uint32_t depth = 0;                     // 0: outermost; set by Trace::finish()
    u64 start = 0, end = 0;                      // cycles, end >= start
    std::uint32_t argsBegin = 0, argsCount = 0;  // into Trace::args
};

// An arrow from one point of a track to another, e.g. a RAW hazard.
struct Flow {
    StringId name = 0;
    StringId category = 0;
    TrackId fromTrack = 0, toTrack = 0;
    u64 fromTime = 0, toTime = 0;
};

struct CounterSample {
    u64 time = 0;
    double value = 0;
};

struct Counter {
    std::int64_t pid = 0;
    std::string name;  // e.g. "bank_pressure"
    std::vector<CounterSample> samples;
};

enum class Format { Chrome, FuriosaNpuChrome, FuriosaSchedule };
std::string_view formatName(Format format);  // "chrome", "furiosa_npu_chrome", "furiosa_schedule"
std::optional<Format> parseFormat(std::string_view name);

class Trace {
public:
    Format format = Format::Chrome;
    std::string timeUnit = "cycle";  // "us" for foreign Chrome traces without cycles
    std::vector<Track> tracks;
    std::vector<Slice> slices;
    std::vector<Arg> args;
    std::vector<Flow> flows;
    std::vector<Counter> counters;
    std::vector<std::pair<std::string, std::string>> metadata;
    // What the file held that could not be placed, one sentence each.
    std::vector<std::string> notes;

    StringId intern(std::string_view text);
    // Keeps a text without looking for an equal one: for argument values
    // that are nearly always distinct (an instruction's index, its list of
    // tensors), which would only fill the table. Its id is not shared with
    // an equal text, so such ids are for reading the text back, never for
    // comparing; names, categories and keys are always interned.
    StringId store(std::string_view text);
    // The id of a text interned before; nullopt when none is.
    std::optional<StringId> find(std::string_view text) const;
    const std::string& text(StringId id) const { return strings_.at(id); }

    TrackId addTrack(Track track);
    // Appends a slice with its arguments; returns its index.
    std::size_t addSlice(TrackId track, std::string_view name, std::string_view category, u64 start, u64 end,
                         const std::vector<std::pair<std::string, ArgValue>>& sliceArgs = {});
    // The same with the name, category and argument keys already interned:
    // a reader placing millions of records interns each key once.
    std::size_t addSlice(TrackId track, StringId name, StringId category, u64 start, u64 end, const Arg* sliceArgs, std::size_t count);
    // Another slice like `slice` (name, category, times, and the same
    // arguments, shared rather than copied) on `track`: an operation that
    // occupies several resources at once. Returns its index.
    std::size_t addSliceLike(std::size_t slice, TrackId track);
    // Adds one argument to the slice placed last (by addSlice, just before).
    void addLastSliceArg(std::string_view key, ArgValue value);
    std::vector<std::pair<std::string, ArgValue>> sliceArgs(const Slice& slice) const;
    // Adds arguments to a slice already placed (moving its arguments to the
    // end of `args` unless they are there already).
    void appendSliceArgs(std::size_t slice, const std::vector<std::pair<std::string, ArgValue>>& extra);
    ArgValue textArg(std::string_view text) { return ArgText{intern(text)}; }

    // Sorts nothing; computes every slice's nesting depth on its track.
    void finish();

    u64 firstCycle() const;
    u64 lastCycle() const;

private:
    static constexpr std::size_t kRecent = 256;
    static std::size_t recentSlot(std::string_view text);
    void growSlots();
    std::array<StringId, kRecent> recent_{};  // ids of recently interned texts (checked before use)
    std::vector<std::string> strings_;
    std::vector<bool> stored_;  // by id: kept by store(), not interned (may be shorter than strings_)
    std::size_t interned_ = 0;  // strings in the table
    // An open-addressing table over strings_ (linear probing, at most half
    // full): each slot holds 32 bits of the text's hash and its id + 1 (0 is
    // empty). No node per string, one cache line per probe: a trace with
    // hundreds of thousands of distinct names interns them at the file's pace.
    std::vector<std::uint64_t> slots_;
};

// Same tracks, slices (by text, not string id), args, flows, counters and
// metadata; notes and format are not compared.
bool sameContent(const Trace& a, const Trace& b);

}  // namespace tcpwb::trace
