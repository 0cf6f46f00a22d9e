#pragma once
// Everything the timeline derives from a trace before showing it: per track
// and nesting level the slices as IntervalLists, memory lanes, counters
// sorted by time, flows and warnings. Building it touches every slice, so the
// loader builds it in its worker thread; TimelineModel only adopts it.
#include <map>
#include <memory>
#include <utility>
#include <vector>

#include "timeline/IntervalList.h"
#include "trace/trace.h"

namespace tcpwb::widgets {

// A tensor's lifetime in a memory: cycles [start, end) x bytes [address, address + size).
struct MemoryBlock {
    u64 start = 0, end = 0, address = 0, size = 0;
    std::uint32_t slice = 0;
};

struct TimelineIndex {
    std::shared_ptr<const trace::Trace> trace;
    u64 first = 0, last = 0;
    std::vector<std::vector<IntervalList>> lanes;  // [track][depth]
    // Tracks all of whose slices carry integer `address` and `size` arguments.
    std::map<trace::TrackId, std::vector<MemoryBlock>> memory;  // by start
    std::map<trace::TrackId, std::vector<u64>> memoryMaxEnd;
    std::vector<trace::Counter> counters;
    std::vector<std::pair<double, double>> counterRanges;  // lowest and highest, with 0
    IntervalList flows, warnings;

    // An empty trace when `trace` is null.
    static std::shared_ptr<const TimelineIndex> build(std::shared_ptr<const trace::Trace> trace);

private:
    void buildLanes();
    void buildMemory();
    void buildCounters();
};

}  // namespace tcpwb::widgets
