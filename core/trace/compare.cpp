#include "trace/compare.h"

#include <algorithm>
#include <limits>
#include <map>
#include <tuple>

#include <fmt/format.h>

#include "trace/from_schedule.h"

namespace tcpwb::trace {

std::int64_t signedDelta(u64 a, u64 b) {
    constexpr auto kMax = static_cast<u64>(std::numeric_limits<std::int64_t>::max());
    if (b >= a) return b - a > kMax ? std::numeric_limits<std::int64_t>::max() : static_cast<std::int64_t>(b - a);
    return a - b > kMax ? std::numeric_limits<std::int64_t>::min() : -static_cast<std::int64_t>(a - b);
}

std::optional<double> percentDelta(u64 a, u64 b) {
    if (a == 0) return std::nullopt;
    return (static_cast<double>(b) - static_cast<double>(a)) * 100.0 / static_cast<double>(a);
}

std::string trackKey(const Track& track) {
    if (track.process.empty() && track.name.empty()) return fmt::format("{}:{}", track.pid, track.tid);
    if (track.process.empty()) return track.name;
    return track.process + "/" + track.name;
}

std::size_t Comparison::regressions() const {
    return static_cast<std::size_t>(std::count_if(ops.begin(), ops.end(), [](const OpDelta& d) { return d.durationDelta() > 0; }));
}

std::size_t Comparison::improvements() const {
    return static_cast<std::size_t>(std::count_if(ops.begin(), ops.end(), [](const OpDelta& d) { return d.durationDelta() < 0; }));
}

GroupTotal Comparison::matchedTotal() const {
    GroupTotal total{"matched", 0, 0, 0, 0};
    for (const OpDelta& d : ops) {
        if (d.depth > 0) continue;  // a stage's time is already in its operation's
        total.a = checkedAdd(total.a, d.a.duration()).value_or(std::numeric_limits<u64>::max());
        total.b = checkedAdd(total.b, d.b.duration()).value_or(std::numeric_limits<u64>::max());
        ++total.countA;
        ++total.countB;
    }
    return total;
}

namespace {

// Where a slice sits for matching: its track's key, its name, and how many
// slices of that name came before it on that track (in start order).
using MatchKey = std::tuple<std::string, std::string, std::uint32_t>;

struct Keyed {
    MatchKey key;
    std::uint32_t slice = 0;
};

// A trace's slices in matching order: by start, then depth
// (an operation before the stages nested in it), then the file's order.
std::vector<Keyed> keyedSlices(const Trace& t) {
    std::vector<std::uint32_t> order(t.slices.size());
    for (std::uint32_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::uint32_t x, std::uint32_t y) {
        const Slice& a = t.slices[x];
        const Slice& b = t.slices[y];
        return std::tie(a.start, a.depth) < std::tie(b.start, b.depth);
    });
    std::vector<std::string> trackKeys;
    for (const Track& track : t.tracks) trackKeys.push_back(trackKey(track));
    std::map<std::pair<std::string, std::string>, std::uint32_t> seen;
    std::vector<Keyed> out;
    out.reserve(order.size());
    for (std::uint32_t i : order) {
        const Slice& s = t.slices[i];
        const std::string& track = trackKeys.at(s.track);
        const std::string& name = t.text(s.name);
        const std::uint32_t occurrence = seen[{track, name}]++;
        out.push_back({{track, name, occurrence}, i});
    }
    return out;
}

ComparedSlice compared(const Trace& t, std::uint32_t slice) {
    const Slice& s = t.slices[slice];
    return {slice, s.start, s.end};
}

UnmatchedOp unmatched(const Trace& t, const Keyed& k) {
    return {std::get<0>(k.key), std::get<1>(k.key), t.text(t.slices[k.slice].category), std::get<2>(k.key), compared(t, k.slice)};
}

// Groups in first-seen order, A's slices first.
class Totals {
public:
    GroupTotal& touch(const std::string& key) {
        auto [it, inserted] = index_.try_emplace(key, groups_.size());
        if (inserted) groups_.push_back(GroupTotal{key, 0, 0, 0, 0});
        return groups_[it->second];
    }
    void add(const std::string& key, u64 duration, bool inB) {
        GroupTotal& g = touch(key);
        u64& sum = inB ? g.b : g.a;
        sum = checkedAdd(sum, duration).value_or(std::numeric_limits<u64>::max());
        ++(inB ? g.countB : g.countA);
    }
    std::vector<GroupTotal> take(bool byKey) {
        if (byKey) std::sort(groups_.begin(), groups_.end(), [](const GroupTotal& x, const GroupTotal& y) { return x.key < y.key; });
        return std::move(groups_);
    }

private:
    std::map<std::string, std::size_t> index_;
    std::vector<GroupTotal> groups_;
};

void addTotals(const Trace& t, bool inB, Totals& tracks, Totals& categories, Totals& stages) {
    std::vector<std::string> trackKeys;
    for (const Track& track : t.tracks) trackKeys.push_back(trackKey(track));
    // Every track gets its row, even an idle one, in the trace's order.
    for (const std::string& key : trackKeys) tracks.touch(key);
    for (const Slice& s : t.slices) {
        const u64 duration = s.end - s.start;
        if (s.depth == 0) tracks.add(trackKeys.at(s.track), duration, inB);
        categories.add(t.text(s.category), duration, inB);
        if (s.depth > 0) stages.add(t.text(s.name), duration, inB);
    }
}

// |d| without overflow at the int64 minimum.
u64 magnitude(std::int64_t d) { return d < 0 ? u64{0} - static_cast<u64>(d) : static_cast<u64>(d); }

// Regressions (largest growth first), improvements (largest shrink first),
// then unchanged durations (largest start shift first).
bool ranksBefore(const OpDelta& x, const OpDelta& y) {
    const std::int64_t dx = x.durationDelta(), dy = y.durationDelta();
    const int gx = dx > 0 ? 0 : dx < 0 ? 1 : 2;
    const int gy = dy > 0 ? 0 : dy < 0 ? 1 : 2;
    if (gx != gy) return gx < gy;
    if (gx == 0 && dx != dy) return dx > dy;
    if (gx == 1 && dx != dy) return dx < dy;
    return magnitude(x.startDelta()) > magnitude(y.startDelta());
}

// Every total the comparison makes is a sum of some of a trace's slice
// durations: when all of them together stay within 2^62, so does each
// total, and the difference of two totals fits a signed 64-bit delta.
bool totalFits(const Trace& t) {
    u64 total = 0;
    for (const Slice& s : t.slices) {
        const auto sum = checkedAdd(total, s.end - s.start);
        if (!sum) return false;
        total = *sum;
    }
    return true;
}

}  // namespace

diag::Result<Comparison> compareTraces(const Trace& a, const Trace& b) {
    if (a.slices.empty())
        return diag::Diagnostic(diag::Kind::compare_no_slices,
                                "trace A has no slices to compare: load a trace with operations on its tracks");
    if (b.slices.empty())
        return diag::Diagnostic(diag::Kind::compare_no_slices,
                                "trace B has no slices to compare: load a trace with operations on its tracks");
    if (a.timeUnit != b.timeUnit)
        return diag::Diagnostic(
            diag::Kind::compare_time_unit_mismatch,
            fmt::format("trace A counts time in {} but trace B in {}: compare two traces of the same kind", a.timeUnit, b.timeUnit));

    for (const auto& [t, which] : {std::pair{&a, "A"}, std::pair{&b, "B"}})
        if (!totalFits(*t))
            return diag::Diagnostic(diag::Kind::compare_too_long,
                                    fmt::format("the slices of trace {} last more than 2^62 time units in all, so their totals and "
                                                "deltas could not be exact: compare shorter traces",
                                                which));

    Comparison out;
    out.timeUnit = a.timeUnit;
    out.span = SpanDelta{a.firstCycle(), a.lastCycle(), b.firstCycle(), b.lastCycle()};

    const std::vector<Keyed> keyedA = keyedSlices(a);
    const std::vector<Keyed> keyedB = keyedSlices(b);
    std::map<MatchKey, std::uint32_t> inB;
    for (const Keyed& k : keyedB) inB.emplace(k.key, k.slice);
    std::vector<char> matchedB(b.slices.size(), 0);
    for (const Keyed& k : keyedA) {
        const auto found = inB.find(k.key);
        if (found == inB.end()) {
            out.onlyA.push_back(unmatched(a, k));
            continue;
        }
        matchedB[found->second] = 1;
        const Slice& s = a.slices[k.slice];
        out.ops.push_back(OpDelta{std::get<0>(k.key), std::get<1>(k.key), a.text(s.category), std::get<2>(k.key), s.depth,
                                  compared(a, k.slice), compared(b, found->second)});
    }
    for (const Keyed& k : keyedB)
        if (!matchedB[k.slice]) out.onlyB.push_back(unmatched(b, k));
    std::stable_sort(out.ops.begin(), out.ops.end(), ranksBefore);

    Totals tracks, categories, stages;
    addTotals(a, false, tracks, categories, stages);
    addTotals(b, true, tracks, categories, stages);
    out.tracks = tracks.take(false);
    out.categories = categories.take(true);
    out.stages = stages.take(true);
    return out;
}

}  // namespace tcpwb::trace
