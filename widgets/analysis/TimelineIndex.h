#pragma once
// Everything the timeline derives from a trace before showing it: per track
// and nesting level the slices as IntervalLists, memory lanes, counters
// sorted by time, flows and warnings, and what core/analysis says of it
// (operations, the critical path, idle holes). Building it touches every
// slice, so the loader builds it in its worker thread; TimelineModel only
// adopts it.
#include <map>
#include <memory>
#include <utility>
#include <vector>

#include "analysis/by_source.h"
#include "analysis/critical_path.h"
#include "analysis/dma_rate.h"
#include "analysis/idle.h"
#include "analysis/op_graph.h"
#include "trace/trace.h"
#include "widgets/analysis/IntervalList.h"

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
    // A memory lane's address range. A furiosa-opt schedule's `Sram` lane
    // ends at the last `page_size` page its tensors use (`total_memory`
    // without pages), a line between pages; other lanes at their highest tensor.
    struct MemoryExtent {
        u64 top = 0;    // the lane's last address + 1
        u64 page = 0;   // 0: no page lines
        u64 total = 0;  // the header's `total_memory` for this lane, or 0
    };
    std::map<trace::TrackId, MemoryExtent> memoryExtent;
    std::vector<trace::Counter> counters;
    std::vector<std::pair<double, double>> counterRanges;  // lowest and highest, with 0
    IntervalList flows, warnings;

    // The trace read as operations (core/analysis/op_graph.h): which slices
    // draw one operation (an instruction on several contexts), the critical
    // path through them, each context's idle holes, the cost per source
    // line and the DMA transfers, computed here so the GUI thread only
    // shows them.
    analysis::OpGraph graph;
    analysis::CriticalPath criticalPath;
    std::vector<std::uint32_t> criticalLink;                              // per slice: its link on the critical path + 1, or 0
    std::map<trace::TrackId, std::vector<std::uint32_t>> criticalSlices;  // per track, by start
    std::vector<analysis::ContextIdle> idle;                              // every hole of every context, over [0, makespan)
    std::map<trace::TrackId, std::size_t> idleOfTrack;                    // a context track's entry in `idle`
    analysis::SourceCost sourceCost;
    std::vector<analysis::DmaTransfer> dma;

    // An empty trace when `trace` is null.
    static std::shared_ptr<const TimelineIndex> build(std::shared_ptr<const trace::Trace> trace);

private:
    void buildLanes();
    void buildMemory();
    void buildMemoryExtents();
    void buildCounters();
    void buildAnalysis();
};

}  // namespace tcpwb::widgets
