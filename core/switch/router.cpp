#include "switch/router.h"

#include <algorithm>

#include "util/enum_table.h"

namespace tcpwb::sw {
namespace {

constexpr u64 kTraceLimit = 256;

struct Event {
    u64 cycle, slice;
    RouterAction action;
};

// The events of one packet: its trip left to the root, then right to the leaf.
void route(u64 label, u64 source, u64 ring, std::vector<Event>& events) {
    const u64 emitted = label;        // the root handles packet `label` at cycle `label`
    for (u64 s = source; s > 0; --s)  // leftward, one hop a cycle, from the source
        events.push_back({emitted - s, s, {label, s == source ? Port::Input : Port::Right, {Port::Left}}});
    std::vector<Port> rootTo{Port::Output};
    if (ring > 1) rootTo.push_back(Port::Right);
    events.push_back({emitted, 0, {label, source == 0 ? Port::Input : Port::Right, rootTo}});
    for (u64 s = 1; s < ring; ++s) {  // rightward from the root to the leaf
        std::vector<Port> to{Port::Output};
        if (s + 1 < ring) to.push_back(Port::Right);
        events.push_back({emitted + s, s, {label, Port::Left, to}});
    }
}

}  // namespace

std::vector<u64> outputSoFar(const RouterTrace& trace, u64 cycle, u64 slice) {
    std::vector<u64> out;
    for (u64 c = 0; c <= cycle && c < trace.cycles.size(); ++c)
        if (slice < trace.cycles[c].output.size())
            out.insert(out.end(), trace.cycles[c].output[slice].begin(), trace.cycles[c].output[slice].end());
    return out;
}

namespace {

constexpr EnumTable<Port, 4> kPortNames{{{Port::Input, "input"}, {Port::Left, "left"}, {Port::Right, "right"}, {Port::Output, "output"}}};
static_assert(listsEveryEnumerator(kPortNames));

}  // namespace

std::string portName(Port port) { return std::string(nameOf(kPortNames, port)); }

RouterTrace traceRing(u64 ring, u64 perSlice) {
    RouterTrace trace;
    ring = std::max<u64>(ring, 1);
    perSlice = std::max<u64>(perSlice, 1);
    if (ring > kTraceLimit || perSlice > kTraceLimit / ring) return trace;
    trace.ringSize = ring;
    trace.packetsPerSlice = perSlice;
    std::vector<Event> events;
    const u64 packets = ring * perSlice;
    for (u64 label = 0; label < packets; ++label) route(label, label / perSlice, ring, events);
    // The last packet reaches the leaf ring - 1 cycles after the root emits it.
    const u64 cycles = packets + ring - 1;
    trace.cycles.resize(cycles);
    std::stable_sort(events.begin(), events.end(),
                     [](const Event& a, const Event& b) { return a.cycle != b.cycle ? a.cycle < b.cycle : a.slice < b.slice; });
    std::size_t next = 0;
    for (u64 c = 0; c < cycles; ++c) {
        RouterCycle& cycle = trace.cycles[c];
        cycle.actions.resize(ring);
        cycle.output.resize(ring);
        for (; next < events.size() && events[next].cycle == c; ++next) {
            const Event& e = events[next];
            cycle.actions[e.slice].push_back(e.action);
            if (std::find(e.action.to.begin(), e.action.to.end(), Port::Output) != e.action.to.end())
                cycle.output[e.slice].push_back(e.action.packet);
        }
    }
    return trace;
}

}  // namespace tcpwb::sw
