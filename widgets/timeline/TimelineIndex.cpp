#include "timeline/TimelineIndex.h"

#include <algorithm>
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

}  // namespace tcpwb::widgets
