#include "trace/trace.h"

#include <algorithm>
#include <limits>

#include "util/enum_table.h"

namespace tcpwb::trace {

namespace {

constexpr EnumTable<Format, 3> kFormatNames{
    {{Format::Chrome, "chrome"}, {Format::FuriosaNpuChrome, "furiosa_npu_chrome"}, {Format::FuriosaSchedule, "furiosa_schedule"}}};
static_assert(listsEveryEnumerator(kFormatNames));

}  // namespace

std::string_view formatName(Format format) { return nameOf(kFormatNames, format); }

std::optional<Format> parseFormat(std::string_view name) { return parseEnum(kFormatNames, name); }

// A few names (categories, engine names, argument keys) come back on every
// event: a small cache of recent ones, indexed by a hash of a few bytes,
// answers them without the table's full hash and its cache misses.
std::size_t Trace::recentSlot(std::string_view text) {
    if (text.empty()) return 0;
    const auto first = static_cast<unsigned char>(text.front());
    const auto last = static_cast<unsigned char>(text.back());
    const auto middle = static_cast<unsigned char>(text[text.size() / 2]);
    return (text.size() * 131 + first * 31 + middle * 7 + last) % kRecent;
}

namespace {

std::size_t hashOf(std::string_view text) { return std::hash<std::string_view>{}(text); }
std::uint32_t tagOf(std::size_t hash) { return static_cast<std::uint32_t>(static_cast<std::uint64_t>(hash) >> 32); }

}  // namespace

void Trace::growSlots() {
    std::vector<std::uint64_t> grown(slots_.empty() ? 1024 : slots_.size() * 2, 0);
    const std::size_t mask = grown.size() - 1;
    for (std::size_t id = 0; id < strings_.size(); ++id) {
        if (id < stored_.size() && stored_[id]) continue;  // kept by store(): not in the table
        const std::size_t hash = hashOf(strings_[id]);
        std::size_t i = hash & mask;
        while (grown[i] != 0) i = (i + 1) & mask;
        grown[i] = (std::uint64_t{tagOf(hash)} << 32) | (id + 1);
    }
    slots_ = std::move(grown);
}

StringId Trace::intern(std::string_view text) {
    StringId& recent = recent_[recentSlot(text)];
    if (recent < strings_.size() && strings_[recent] == text && !(recent < stored_.size() && stored_[recent])) return recent;
    if (slots_.empty()) growSlots();
    const std::size_t hash = hashOf(text);
    const std::uint32_t tag = tagOf(hash);
    const std::size_t mask = slots_.size() - 1;
    std::size_t i = hash & mask;
    for (; slots_[i] != 0; i = (i + 1) & mask) {
        if (static_cast<std::uint32_t>(slots_[i] >> 32) != tag) continue;
        const auto id = static_cast<StringId>((slots_[i] & 0xffffffffu) - 1);
        if (strings_[id] == text) return recent = id;
    }
    const auto id = static_cast<StringId>(strings_.size());
    strings_.emplace_back(text);
    slots_[i] = (std::uint64_t{tag} << 32) | (std::uint64_t{id} + 1);
    if (++interned_ * 2 > slots_.size()) growSlots();
    return recent = id;
}

std::optional<StringId> Trace::find(std::string_view text) const {
    if (slots_.empty()) return std::nullopt;
    const std::size_t hash = hashOf(text);
    const std::uint32_t tag = tagOf(hash);
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = hash & mask; slots_[i] != 0; i = (i + 1) & mask) {
        if (static_cast<std::uint32_t>(slots_[i] >> 32) != tag) continue;
        const auto id = static_cast<StringId>((slots_[i] & 0xffffffffu) - 1);
        if (strings_[id] == text) return id;
    }
    return std::nullopt;
}

StringId Trace::store(std::string_view text) {
    strings_.emplace_back(text);
    stored_.resize(strings_.size(), false);
    stored_.back() = true;
    return static_cast<StringId>(strings_.size() - 1);
}

TrackId Trace::addTrack(Track track) {
    tracks.push_back(std::move(track));
    return static_cast<TrackId>(tracks.size() - 1);
}

std::size_t Trace::addSlice(TrackId track, std::string_view name, std::string_view category, u64 start, u64 end,
                            const std::vector<std::pair<std::string, ArgValue>>& sliceArgs) {
    Slice slice;
    slice.track = track;
    slice.name = intern(name);
    slice.category = intern(category);
    slice.start = start;
    slice.end = std::max(start, end);
    slice.argsBegin = static_cast<std::uint32_t>(args.size());
    slice.argsCount = static_cast<std::uint32_t>(sliceArgs.size());
    for (const auto& [key, value] : sliceArgs) args.push_back({intern(key), value});
    slices.push_back(slice);
    return slices.size() - 1;
}

std::size_t Trace::addSlice(TrackId track, StringId name, StringId category, u64 start, u64 end, const Arg* sliceArgs, std::size_t count) {
    Slice slice;
    slice.track = track;
    slice.name = name;
    slice.category = category;
    slice.start = start;
    slice.end = std::max(start, end);
    slice.argsBegin = static_cast<std::uint32_t>(args.size());
    slice.argsCount = static_cast<std::uint32_t>(count);
    args.insert(args.end(), sliceArgs, sliceArgs + count);
    slices.push_back(slice);
    return slices.size() - 1;
}

std::size_t Trace::addSliceLike(std::size_t index, TrackId track) {
    Slice copy = slices.at(index);
    copy.track = track;
    slices.push_back(copy);
    return slices.size() - 1;
}

void Trace::addLastSliceArg(std::string_view key, ArgValue value) {
    args.push_back({intern(key), value});
    ++slices.back().argsCount;
}

std::vector<std::pair<std::string, ArgValue>> Trace::sliceArgs(const Slice& slice) const {
    std::vector<std::pair<std::string, ArgValue>> out;
    for (std::uint32_t i = 0; i < slice.argsCount; ++i) {
        const Arg& arg = args.at(slice.argsBegin + i);
        out.emplace_back(text(arg.key), arg.value);
    }
    return out;
}

void Trace::appendSliceArgs(std::size_t index, const std::vector<std::pair<std::string, ArgValue>>& extra) {
    if (extra.empty()) return;
    Slice& slice = slices.at(index);
    if (slice.argsBegin + slice.argsCount != args.size()) {
        const auto begin = static_cast<std::uint32_t>(args.size());
        for (std::uint32_t i = 0; i < slice.argsCount; ++i) args.push_back(args[slice.argsBegin + i]);
        slice.argsBegin = begin;
    }
    for (const auto& [key, value] : extra) args.push_back({intern(key), value});
    slice.argsCount += static_cast<std::uint32_t>(extra.size());
}

// A slice nests in the innermost open slice of its track that contains it;
// slices that only overlap go one level deeper, so nothing is drawn on top
// of another.
void Trace::finish() {
    // Ties keep file order (the index breaks them): what stable_sort gave,
    // without its merge buffer and at std::sort's speed.
    const auto before = [&](std::size_t a, std::size_t b) {
        const Slice& x = slices[a];
        const Slice& y = slices[b];
        if (x.start != y.start) return x.start < y.start;
        if (x.end != y.end) return x.end > y.end;
        return a < b;
    };
    // Grouped by track in file order first (a counting sort), then each
    // track sorted by time: a trace's slices mostly come in time order per
    // track, and a group already in order is only checked, not sorted.
    std::vector<std::size_t> groupStart(tracks.size() + 1, 0);
    for (const Slice& slice : slices) {
        if (slice.track >= tracks.size()) groupStart.resize(std::size_t{slice.track} + 2, 0);
        ++groupStart[std::size_t{slice.track} + 1];
    }
    for (std::size_t t = 1; t < groupStart.size(); ++t) groupStart[t] += groupStart[t - 1];
    std::vector<std::size_t> order(slices.size());
    std::vector<std::size_t> next(groupStart.begin(), groupStart.end() - 1);
    for (std::size_t i = 0; i < slices.size(); ++i) order[next[slices[i].track]++] = i;
    for (std::size_t t = 0; t + 1 < groupStart.size(); ++t) {
        const auto first = order.begin() + static_cast<std::ptrdiff_t>(groupStart[t]);
        const auto last = order.begin() + static_cast<std::ptrdiff_t>(groupStart[t + 1]);
        if (!std::is_sorted(first, last, before)) std::sort(first, last, before);
    }
    std::vector<u64> openEnds;
    TrackId track = std::numeric_limits<TrackId>::max();
    for (std::size_t index : order) {
        Slice& slice = slices[index];
        if (slice.track != track) {
            openEnds.clear();
            track = slice.track;
        }
        while (!openEnds.empty() && openEnds.back() <= slice.start) openEnds.pop_back();
        slice.depth = static_cast<std::uint32_t>(openEnds.size());
        openEnds.push_back(slice.end);
    }
}

u64 Trace::firstCycle() const {
    u64 first = std::numeric_limits<u64>::max();
    for (const Slice& s : slices) first = std::min(first, s.start);
    for (const Counter& c : counters)
        for (const CounterSample& s : c.samples) first = std::min(first, s.time);
    return first == std::numeric_limits<u64>::max() ? 0 : first;
}

u64 Trace::lastCycle() const {
    u64 last = 0;
    for (const Slice& s : slices) last = std::max(last, s.end);
    for (const Counter& c : counters)
        for (const CounterSample& s : c.samples) last = std::max(last, s.time);
    return last;
}

namespace {

bool sameValue(const Trace& a, const ArgValue& x, const Trace& b, const ArgValue& y) {
    if (x.index() != y.index()) return false;
    if (const auto* t = std::get_if<ArgText>(&x)) return a.text(t->id) == b.text(std::get<ArgText>(y).id);
    return x == y;
}

bool sameSlice(const Trace& a, const Slice& x, const Trace& b, const Slice& y) {
    if (x.track != y.track || x.start != y.start || x.end != y.end || x.depth != y.depth || x.argsCount != y.argsCount ||
        a.text(x.name) != b.text(y.name) || a.text(x.category) != b.text(y.category))
        return false;
    for (std::uint32_t i = 0; i < x.argsCount; ++i) {
        const Arg& p = a.args[x.argsBegin + i];
        const Arg& q = b.args[y.argsBegin + i];
        if (a.text(p.key) != b.text(q.key) || !sameValue(a, p.value, b, q.value)) return false;
    }
    return true;
}

}  // namespace

bool sameContent(const Trace& a, const Trace& b) {
    if (a.timeUnit != b.timeUnit || a.metadata != b.metadata || a.tracks.size() != b.tracks.size() || a.slices.size() != b.slices.size() ||
        a.flows.size() != b.flows.size() || a.counters.size() != b.counters.size())
        return false;
    for (std::size_t i = 0; i < a.tracks.size(); ++i) {
        const Track& x = a.tracks[i];
        const Track& y = b.tracks[i];
        if (x.pid != y.pid || x.tid != y.tid || x.name != y.name || x.process != y.process) return false;
    }
    for (std::size_t i = 0; i < a.slices.size(); ++i)
        if (!sameSlice(a, a.slices[i], b, b.slices[i])) return false;
    for (std::size_t i = 0; i < a.flows.size(); ++i) {
        const Flow& x = a.flows[i];
        const Flow& y = b.flows[i];
        if (x.fromTrack != y.fromTrack || x.toTrack != y.toTrack || x.fromTime != y.fromTime || x.toTime != y.toTime ||
            a.text(x.name) != b.text(y.name) || a.text(x.category) != b.text(y.category))
            return false;
    }
    for (std::size_t i = 0; i < a.counters.size(); ++i) {
        const Counter& x = a.counters[i];
        const Counter& y = b.counters[i];
        if (x.pid != y.pid || x.name != y.name || x.samples.size() != y.samples.size()) return false;
        for (std::size_t s = 0; s < x.samples.size(); ++s)
            if (x.samples[s].time != y.samples[s].time || x.samples[s].value != y.samples[s].value) return false;
    }
    return true;
}

}  // namespace tcpwb::trace
