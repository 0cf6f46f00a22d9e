#pragma once
// Places the records of a `cargo furiosa-opt compile <fn> --dump-schedule
// FILE` dump into a Trace:
//
// - an instruction is a slice on the track of each context it occupies
//   (`["MainContext", "VectorEngine"]` puts it on both, with the same
//   arguments and the argument `instruction`, its position in the file, that
//   links them); an instruction naming no context is placed on a track named
//   by its `tpe`;
// - a tensor is a slice on the track of its `buffer_type`, with `address`
//   and `size` so viewers draw it as an address x cycle rectangle;
// - a flow goes from each instruction writing a tensor to each one reading it;
// - counters: live bytes per buffer type and `util` per context.
//
// The description is split into its source location (`source.file`,
// `source.line`, `source.column`) and the operation's text, whose one-line
// form names the slice; the whole description stays as the argument
// `description`. See docs/trace-formats.md, "furiosa-opt schedule".
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

#include "trace/fields.h"
#include "trace/notes.h"

namespace tcpwb::trace {

class ScheduleEvents {
public:
    ScheduleEvents(Trace& trace, NoteCounter& notes) : trace_(trace), notes_(notes) {}

    void instruction(const JsonValue& value, const JsonStream& stream);
    void tensor(const JsonValue& value, const JsonStream& stream);
    // `title`, `total_memory`, `page_size`: the schedule's metadata.
    void header(const std::string& key, const JsonValue& value);
    // The file was not a schedule after all: what header() kept is a note.
    void dropHeader();
    void finish();

private:
    // Tensor indices are interned as text (`"3"`): the files write them as
    // numbers or strings, and a string index need not be a number.
    struct Placed {
        std::size_t slice = 0;  // the first of its slices
        std::uint32_t inputsBegin = 0, inputsCount = 0, outputsBegin = 0, outputsCount = 0;  // into refs_
    };
    struct Lifetime {
        u64 begin = 0, end = 0, size = 0;
        TrackId track = 0;
    };
    struct UtilSpan {
        u64 begin = 0, end = 0;
        double util = 0;
        TrackId track = 0;
    };

    TrackId track(std::int64_t pid, const std::string& process, const std::string& name);
    // Appends the tensor indices of `key` to refs_; returns how many.
    std::uint32_t tensorList(const Fields& f, const std::string& key);
    std::vector<TrackId> contextTracks(const JsonValue& record, const std::string& tpe);
    void placeDescription(const std::string& description, std::vector<std::pair<std::string, ArgValue>>& args,
                          std::string& name);
    void noteShape(const std::string& shape);
    void addFlows();
    void addLiveBytes();
    void addUtil();
    void addProducersAndConsumers();
    void orderTracks();

    Trace& trace_;
    NoteCounter& notes_;
    std::map<std::pair<std::int64_t, std::string>, TrackId> tracks_;
    std::vector<Placed> instructions_;
    std::vector<StringId> refs_;
    std::unordered_map<StringId, std::size_t> tensorSlices_;  // tensor index -> its slice
    std::unordered_map<std::string, bool> shapes_;                // shape text -> parsed as a mapping
    std::vector<Lifetime> lifetimes_;
    std::vector<UtilSpan> utils_;
    std::vector<std::pair<std::string, std::string>> header_;
    u64 unlistedReferences_ = 0;
};

}  // namespace tcpwb::trace
