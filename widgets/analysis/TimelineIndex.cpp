#include "widgets/analysis/TimelineIndex.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <optional>
#include <string_view>

namespace tcpwb::widgets {

namespace {

std::optional<u64> unsignedArg(const trace::Trace& t, const trace::Slice& s, std::string_view key) {
    for (std::uint32_t i = 0; i < s.argsCount; ++i) {
        const trace::Arg& arg = t.args[s.argsBegin + i];
        if (t.text(arg.key) != key) continue;
        if (const auto* v = std::get_if<std::int64_t>(&arg.value); v && *v >= 0) return static_cast<u64>(*v);
        return std::nullopt;
    }
    return std::nullopt;
}

}  // namespace

std::shared_ptr<const TimelineIndex> TimelineIndex::build(std::shared_ptr<const trace::Trace> trace) {
    auto index = std::make_shared<TimelineIndex>();
    index->trace = trace ? std::move(trace) : std::make_shared<trace::Trace>();
    index->first = index->trace->firstCycle();
    index->last = std::max(index->trace->lastCycle(), index->first);
    index->buildLanes();
    index->buildMemory();
    index->buildCounters();
    index->buildAnalysis();
    return index;
}

void TimelineIndex::buildLanes() {
    lanes.assign(trace->tracks.size(), {});
    flows.clear();
    warnings.clear();
    const auto warning = std::string_view("warning");
    for (std::uint32_t i = 0; i < trace->slices.size(); ++i) {
        const trace::Slice& s = trace->slices[i];
        auto& levels = lanes.at(s.track);
        if (levels.size() <= s.depth) levels.resize(s.depth + 1);
        levels[s.depth].add(s.start, s.end, i);
        if (trace->text(s.category) == warning) warnings.add(s.start, s.start, i);
    }
    for (auto& levels : lanes)
        for (IntervalList& lane : levels) lane.build();
    warnings.build();
    for (std::uint32_t i = 0; i < trace->flows.size(); ++i) {
        const trace::Flow& f = trace->flows[i];
        flows.add(std::min(f.fromTime, f.toTime), std::max(f.fromTime, f.toTime), i);
    }
    flows.build();
}

void TimelineIndex::buildMemory() {
    memory.clear();
    memoryMaxEnd.clear();
    std::vector<std::vector<MemoryBlock>> blocks(trace->tracks.size());
    std::vector<bool> ruledOut(trace->tracks.size(), false);
    for (std::uint32_t i = 0; i < trace->slices.size(); ++i) {
        const trace::Slice& s = trace->slices[i];
        if (ruledOut[s.track]) continue;
        const auto address = unsignedArg(*trace, s, "address");
        const auto size = unsignedArg(*trace, s, "size");
        if (!address || !size) {
            ruledOut[s.track] = true;
            blocks[s.track].clear();
            continue;
        }
        blocks[s.track].push_back({s.start, s.end, *address, *size, i});
    }
    for (trace::TrackId t = 0; t < blocks.size(); ++t) {
        if (ruledOut[t] || blocks[t].empty()) continue;
        auto& list = blocks[t];
        std::stable_sort(list.begin(), list.end(), [](const MemoryBlock& a, const MemoryBlock& b) { return a.start < b.start; });
        std::vector<u64> maxEnd;
        for (const MemoryBlock& b : list) maxEnd.push_back(std::max(maxEnd.empty() ? 0 : maxEnd.back(), b.end));
        memory[t] = std::move(list);
        memoryMaxEnd[t] = std::move(maxEnd);
    }
    buildMemoryExtents();
}

// The DM of a chip is `total_memory` in a furiosa-opt schedule's header,
// in pages of `page_size` (trace-formats.md): its `Sram` lane is drawn to
// the end of the last page its tensors use (all of it without a page size)
// when they fit in it; a lane they overflow keeps its own extent.
void TimelineIndex::buildMemoryExtents() {
    memoryExtent.clear();
    auto header = [&](std::string_view key) -> u64 {
        for (const auto& [k, v] : trace->metadata)
            if (k == key) {
                u64 value = 0;
                const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), value);
                return ec == std::errc() && end == v.data() + v.size() ? value : 0;
            }
        return 0;
    };
    const u64 total = header("total_memory"), page = header("page_size");
    for (const auto& [track, blocks] : memory) {
        u64 top = 0;
        for (const MemoryBlock& b : blocks) top = std::max(top, checkedAdd(b.address, b.size).value_or(UINT64_MAX));
        MemoryExtent extent{top, 0, 0};
        if (total && trace->tracks[track].name == "Sram" && top <= total) {
            extent.total = total;
            extent.top = total;
            // The whole pages its tensors use, a line between pages, when the
            // lines stay apart: the real kernels use the first of 16 pages,
            // where their 2 MiB tensors would be hairlines on all 256 MiB.
            if (page && total % page == 0 && total / page <= 256) {
                extent.page = page;
                extent.top = std::max<u64>(page, (top + page - 1) / page * page);
            }
        }
        memoryExtent[track] = extent;
    }
}

void TimelineIndex::buildCounters() {
    counters = trace->counters;
    counterRanges.clear();
    for (trace::Counter& c : counters) {
        std::stable_sort(c.samples.begin(), c.samples.end(),
                         [](const trace::CounterSample& a, const trace::CounterSample& b) { return a.time < b.time; });
        // From zero, so a counter that never drops to zero still shows its level.
        double lo = 0, hi = 0;
        for (const trace::CounterSample& s : c.samples)
            if (std::isfinite(s.value)) lo = std::min(lo, s.value), hi = std::max(hi, s.value);
        counterRanges.emplace_back(lo, hi);
    }
}

void TimelineIndex::buildAnalysis() {
    graph = analysis::opGraphOf(*trace);
    criticalPath = analysis::criticalPath(graph);
    criticalLink.assign(trace->slices.size(), 0);
    criticalSlices.clear();
    for (std::size_t l = 0; l < criticalPath.links.size(); ++l)
        for (std::uint32_t slice : graph.slicesOf(graph.ops[criticalPath.links[l].op])) {
            criticalLink[slice] = static_cast<std::uint32_t>(l + 1);
            criticalSlices[trace->slices[slice].track].push_back(slice);
        }
    for (auto& [track, slices] : criticalSlices)
        std::stable_sort(slices.begin(), slices.end(),
                         [&](std::uint32_t a, std::uint32_t b) { return trace->slices[a].start < trace->slices[b].start; });
    idle.clear();
    idleOfTrack.clear();
    sourceCost = analysis::costBySource(graph);
    dma = analysis::dmaTransfers(graph, false);  // a configuration is read when its operation is shown
    if (graph.ops.empty()) return;
    idle = analysis::idleHoles(graph);
    for (std::size_t i = 0; i < idle.size(); ++i) idleOfTrack[graph.contextTracks[idle[i].context]] = i;
}

}  // namespace tcpwb::widgets
