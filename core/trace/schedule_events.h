#pragma once
// Places the records of a `cargo furiosa-opt compile <fn> --dump-schedule
// FILE` dump into a Trace: one track per instruction type (`tpe`), one per
// tensor buffer type, a live-bytes counter per buffer type, and a flow from
// each instruction that writes a tensor to each one that reads it.
#include <map>
#include <string>
#include <vector>

#include "trace/fields.h"
#include "trace/notes.h"

namespace tcpwb::trace {

class ScheduleEvents {
public:
    ScheduleEvents(Trace& trace, NoteCounter& notes) : trace_(trace), notes_(notes) {}

    void instruction(const JsonValue& value, const JsonStream& stream);
    void tensor(const JsonValue& value, const JsonStream& stream);
    void finish();

private:
    struct Placed {
        std::size_t slice = 0;
        std::vector<u64> inputs, outputs;
    };
    struct Lifetime {
        u64 begin = 0, end = 0, size = 0;
        std::string bufferType;
    };

    TrackId track(std::int64_t pid, const std::string& process, const std::string& name);
    std::vector<u64> tensorList(const Fields& f, const std::string& key);
    void addFlows();
    void addLiveBytes();
    void addProducersAndConsumers();

    Trace& trace_;
    NoteCounter& notes_;
    std::map<std::pair<std::int64_t, std::string>, TrackId> tracks_;
    std::vector<Placed> instructions_;
    std::map<u64, std::string> tensorNames_;
    std::map<u64, std::size_t> tensorSlices_;  // tensor index -> its slice
    std::vector<Lifetime> lifetimes_;
};

}  // namespace tcpwb::trace
