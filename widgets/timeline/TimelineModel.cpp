#include "widgets/timeline/TimelineModel.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <unordered_map>

#include "widgets/timeline/TimeUnit.h"

namespace tcpwb::widgets {

namespace {

constexpr u64 kNoEnd = std::numeric_limits<u64>::max();

// t0 + cycles, saturating, with cycles rounded up so a pixel never maps to
// an empty range.
u64 advance(u64 t0, double cycles) {
    if (!(cycles > 0)) return t0;
    const double room = static_cast<double>(kNoEnd - t0);
    if (cycles >= room) return kNoEnd;
    return t0 + static_cast<u64>(std::ceil(cycles));
}

u64 saturatingAdd(u64 a, u64 b) { return checkedAdd(a, b).value_or(kNoEnd); }

QString argText(const trace::Trace& t, const trace::ArgValue& value) {
    if (const auto* i = std::get_if<std::int64_t>(&value)) return QString::number(*i);
    if (const auto* d = std::get_if<double>(&value)) return QString::number(*d, 'g', 12);
    if (const auto* b = std::get_if<bool>(&value)) return *b ? QStringLiteral("true") : QStringLiteral("false");
    return QString::fromStdString(t.text(std::get<trace::ArgText>(value).id));
}

}  // namespace

TimelineModel::TimelineModel(QObject* parent) : QObject(parent), index_(TimelineIndex::build(nullptr)), trace_(index_->trace.get()) {}

void TimelineModel::setTrace(std::shared_ptr<const trace::Trace> trace) { setIndex(TimelineIndex::build(std::move(trace))); }

void TimelineModel::setIndex(std::shared_ptr<const TimelineIndex> index) {
    index_ = index ? std::move(index) : TimelineIndex::build(nullptr);
    trace_ = index_->trace.get();
    order_.clear();
    for (trace::TrackId t = 0; t < trace_->tracks.size(); ++t) order_.push_back(t);
    pinned_.assign(trace_->tracks.size(), false);
    bookmarks_.clear();
    filter_.clear();
    applyFilter();
    emit traceChanged();
}

// --- Track order ---------------------------------------------------------

void TimelineModel::moveTrack(int from, int to) {
    const int n = static_cast<int>(order_.size());
    if (from < 0 || from >= n || to < 0 || to >= n || from == to) return;
    const trace::TrackId moved = order_[static_cast<std::size_t>(from)];
    order_.erase(order_.begin() + from);
    order_.insert(order_.begin() + to, moved);
    // Pinned tracks stay on top whatever the move did.
    std::stable_partition(order_.begin(), order_.end(), [&](trace::TrackId t) { return pinned_[t]; });
    emit orderChanged();
}

void TimelineModel::setPinned(trace::TrackId track, bool pinned) {
    if (track >= pinned_.size() || pinned_[track] == pinned) return;
    pinned_[track] = pinned;
    std::stable_partition(order_.begin(), order_.end(), [&](trace::TrackId t) { return pinned_[t]; });
    emit orderChanged();
}

bool TimelineModel::isPinned(trace::TrackId track) const { return track < pinned_.size() && pinned_[track]; }

QString TimelineModel::trackLabel(trace::TrackId track) const {
    const trace::Track& t = trace_->tracks.at(track);
    QString name = QString::fromStdString(t.name);
    if (name.isEmpty()) name = QStringLiteral("%1:%2").arg(t.pid).arg(t.tid);
    if (t.process.empty()) return name;
    return QString::fromStdString(t.process) + QLatin1Char('/') + name;
}

std::uint32_t TimelineModel::depthCount(trace::TrackId track) const {
    if (track >= shownLanes().size()) return 0;
    const auto& levels = shownLanes()[track];
    for (std::size_t d = levels.size(); d > 0; --d)
        if (!levels[d - 1].empty()) return static_cast<std::uint32_t>(d);
    return 0;
}

// --- Lanes ---------------------------------------------------------------

const IntervalList* TimelineModel::lane(trace::TrackId track, std::uint32_t depth) const {
    if (track >= shownLanes().size() || depth >= shownLanes()[track].size()) return nullptr;
    return &shownLanes()[track][depth];
}

std::vector<std::uint32_t> TimelineModel::slicesIn(trace::TrackId track, std::uint32_t depth, u64 t0, u64 t1) const {
    std::vector<std::uint32_t> out;
    if (const IntervalList* l = lane(track, depth)) l->forEachIn(t0, t1, [&](std::size_t i) { out.push_back(l->id(i)); });
    return out;
}

// Each step either emits a slice at least a pixel wide (at most one per
// pixel, since a lane's slices do not overlap) or swallows every slice that
// starts in the current pixel column with one binary search, so the walk
// makes O(pixels) steps.
std::vector<TimelineSpan> TimelineModel::spans(trace::TrackId track, std::uint32_t depth, u64 t0, double cyclesPerPixel, int pixels) const {
    std::vector<TimelineSpan> out;
    const IntervalList* l = lane(track, depth);
    if (!l || pixels <= 0 || !(cyclesPerPixel > 0)) return out;
    const u64 t1 = advance(t0, cyclesPerPixel * pixels);
    bool lastMerged = false;
    std::size_t i = l->firstReaching(t0);
    while (i < l->size() && l->start(i) < t1) {
        const u64 start = l->start(i), end = l->end(i);
        if (end <= t0) {
            ++i;
            continue;
        }
        if (static_cast<double>(end - start) >= cyclesPerPixel) {
            out.push_back({start, end, 1, l->id(i)});
            lastMerged = false;
            ++i;
            continue;
        }
        const double column = std::floor(static_cast<double>(std::max(start, t0) - t0) / cyclesPerPixel);
        const u64 columnEnd = std::max(advance(t0, (column + 1) * cyclesPerPixel), start + 1);
        const std::size_t j = l->firstStartingAt(columnEnd, i + 1);
        const auto count = static_cast<std::uint32_t>(j - i);
        const u64 runEnd = std::max(l->end(j - 1), end);
        if (lastMerged && static_cast<double>(start - std::min(start, out.back().end)) < cyclesPerPixel) {
            out.back().end = std::max(out.back().end, runEnd);
            out.back().count += count;
        } else {
            out.push_back({start, runEnd, count, l->id(i)});
        }
        lastMerged = true;
        i = j;
    }
    return out;
}

// --- Search ---------------------------------------------------------------

void TimelineModel::setFilter(const QString& text) {
    if (text == filter_) return;
    filter_ = text;
    applyFilter();
    emit filterChanged();
}

bool TimelineModel::isShown(std::uint32_t slice) const {
    if (nameShown_.empty()) return true;
    const trace::StringId name = trace_->slices.at(slice).name;
    return name < nameShown_.size() && nameShown_[name];
}

std::vector<std::uint32_t> TimelineModel::matchingSlices(const QString& text) const {
    std::vector<std::uint32_t> out;
    if (text.isEmpty()) return out;
    std::vector<char> match, decided;  // by name StringId: each name is matched once
    const auto& slices = trace_->slices;
    for (std::size_t i = 0; i < slices.size(); ++i) {
        const trace::StringId name = slices[i].name;
        if (name >= match.size()) match.resize(name + 1, 0), decided.resize(name + 1, 0);
        if (!decided[name]) {
            decided[name] = 1;
            match[name] = QString::fromStdString(trace_->text(name)).contains(text, Qt::CaseInsensitive);
        }
        if (match[name]) out.push_back(static_cast<std::uint32_t>(i));
    }
    std::stable_sort(out.begin(), out.end(), [&](std::uint32_t a, std::uint32_t b) {
        const trace::Slice& x = slices[a];
        const trace::Slice& y = slices[b];
        return x.start != y.start ? x.start < y.start : x.end < y.end;
    });
    return out;
}

// Names are interned, so each distinct name is matched once, not per slice.
void TimelineModel::applyFilter() {
    nameShown_.clear();
    if (!filter_.isEmpty()) {
        std::vector<char> decided;
        for (const trace::Slice& s : trace_->slices) {
            if (s.name >= nameShown_.size()) nameShown_.resize(s.name + 1, 0), decided.resize(s.name + 1, 0);
            if (decided[s.name]) continue;
            decided[s.name] = 1;
            nameShown_[s.name] = QString::fromStdString(trace_->text(s.name)).contains(filter_, Qt::CaseInsensitive);
        }
        // Nothing matches: keep one entry so isShown() still filters.
        if (nameShown_.empty()) nameShown_.push_back(0);
    }
    filteredLanes_.clear();
    filteredWarnings_.clear();
    if (nameShown_.empty()) {
        shown_ = trace_->slices.size();
        return;
    }
    auto keep = [&](std::uint32_t slice) { return isShown(slice); };
    filteredLanes_.assign(index_->lanes.size(), {});
    shown_ = 0;
    for (std::size_t t = 0; t < index_->lanes.size(); ++t)
        for (const IntervalList& l : index_->lanes[t]) {
            filteredLanes_[t].push_back(l.filtered(keep));
            shown_ += filteredLanes_[t].back().size();
        }
    filteredWarnings_ = index_->warnings.filtered(keep);
}

// --- Statistics -----------------------------------------------------------

namespace {

// Slices counted per name; the slices of one operation (an instruction on
// several contexts) count once, with every context it occupies.
class StatisticsByName {
public:
    StatisticsByName(const trace::Trace& trace, const analysis::OpGraph& graph) : trace_(trace), graph_(graph) {}

    void addSlice(std::uint32_t slice) {
        const analysis::OpId op = slice < graph_.sliceOp.size() ? graph_.sliceOp[slice] : analysis::kNone;
        if (op != analysis::kNone) {
            if (counted_.size() <= op) counted_.resize(graph_.ops.size(), 0);
            if (counted_[op]) return;
            counted_[op] = 1;
        }
        const trace::Slice& s = trace_.slices[slice];
        const u64 duration = s.end - s.start;
        auto [it, inserted] = byName_.try_emplace(s.name);
        Entry& e = it->second;
        if (inserted) e.stats.name = QString::fromStdString(trace_.text(s.name)), e.stats.min = duration;
        ++e.stats.count;
        e.stats.total = saturatingAdd(e.stats.total, duration);
        e.stats.min = std::min(e.stats.min, duration);
        e.stats.max = std::max(e.stats.max, duration);
        // Contexts by id (an operation's), tracks as -(track + 1).
        if (op == analysis::kNone) note(e, -static_cast<std::int64_t>(s.track) - 1);
        else
            for (analysis::ContextId c : graph_.contextsOf(graph_.ops[op])) note(e, c);
    }

    std::vector<SliceStatistics> finish() {
        std::vector<SliceStatistics> out;
        out.reserve(byName_.size());
        for (auto& [name, e] : byName_) {
            e.stats.average = static_cast<double>(e.stats.total) / static_cast<double>(e.stats.count);
            for (std::int64_t where : e.where)
                e.stats.contexts << QString::fromStdString(where >= 0 ? graph_.contexts[static_cast<std::size_t>(where)]
                                                                      : trace_.tracks[static_cast<std::size_t>(-where - 1)].name);
            out.push_back(std::move(e.stats));
        }
        std::sort(out.begin(), out.end(), [](const SliceStatistics& a, const SliceStatistics& b) {
            return a.total != b.total ? a.total > b.total : a.name < b.name;
        });
        return out;
    }

private:
    struct Entry {
        SliceStatistics stats;
        std::vector<std::int64_t> where;  // first seen first
    };
    static void note(Entry& e, std::int64_t where) {
        if (std::find(e.where.begin(), e.where.end(), where) == e.where.end()) e.where.push_back(where);
    }

    const trace::Trace& trace_;
    const analysis::OpGraph& graph_;
    std::unordered_map<trace::StringId, Entry> byName_;
    std::vector<char> counted_;  // per operation
};

}  // namespace

std::vector<SliceStatistics> TimelineModel::statistics(u64 t0, u64 t1, const std::vector<trace::TrackId>& tracks) const {
    StatisticsByName stats(*trace_, index_->graph);
    for (trace::TrackId t = 0; t < shownLanes().size(); ++t) {
        if (!tracks.empty() && std::find(tracks.begin(), tracks.end(), t) == tracks.end()) continue;
        for (const IntervalList& l : shownLanes()[t]) l.forEachIn(t0, t1, [&](std::size_t i) { stats.addSlice(l.id(i)); });
    }
    return stats.finish();
}

std::vector<SliceStatistics> TimelineModel::statisticsOf(const std::vector<analysis::OpId>& ops) const {
    StatisticsByName stats(*trace_, index_->graph);
    const analysis::OpGraph& g = index_->graph;
    for (analysis::OpId op : ops)
        if (op < g.ops.size() && isShown(g.ops[op].slice)) stats.addSlice(g.ops[op].slice);
    return stats.finish();
}

// --- Memory, counters, flows, warnings --------------------------------------

std::vector<MemoryBlock> TimelineModel::memoryBlocks(trace::TrackId track, u64 t0, u64 t1) const {
    std::vector<MemoryBlock> out;
    const auto found = index_->memory.find(track);
    if (found == index_->memory.end()) return out;
    const auto& blocks = found->second;
    const auto& maxEnd = index_->memoryMaxEnd.at(track);
    auto i = static_cast<std::size_t>(std::upper_bound(maxEnd.begin(), maxEnd.end(), t0) - maxEnd.begin());
    for (; i < blocks.size() && blocks[i].start < t1; ++i) {
        const MemoryBlock& b = blocks[i];
        // A tensor live for no cycle (begin == end) still shows, one cycle wide.
        if (b.end > t0 || (b.end == b.start && b.start >= t0)) out.push_back(b);
    }
    return out;
}

u64 TimelineModel::memoryTop(trace::TrackId track) const {
    const auto found = index_->memoryExtent.find(track);
    return found == index_->memoryExtent.end() ? 0 : found->second.top;
}

u64 TimelineModel::memoryPage(trace::TrackId track) const {
    const auto found = index_->memoryExtent.find(track);
    return found == index_->memoryExtent.end() ? 0 : found->second.page;
}

u64 TimelineModel::memoryTotal(trace::TrackId track) const {
    const auto found = index_->memoryExtent.find(track);
    return found == index_->memoryExtent.end() ? 0 : found->second.total;
}

std::vector<std::uint32_t> TimelineModel::linkedSlices(std::uint32_t slice) const {
    const analysis::OpGraph& g = index_->graph;
    if (slice >= g.sliceOp.size() || g.sliceOp[slice] == analysis::kNone) return {slice};
    const auto linked = g.slicesOf(g.ops[g.sliceOp[slice]]);
    std::vector<std::uint32_t> out(linked.begin(), linked.end());
    if (std::find(out.begin(), out.end(), slice) == out.end()) out.insert(out.begin(), slice);
    return out;
}

std::vector<std::uint32_t> TimelineModel::criticalSlicesIn(trace::TrackId track, u64 t0, u64 t1) const {
    std::vector<std::uint32_t> out;
    const auto found = index_->criticalSlices.find(track);
    if (found == index_->criticalSlices.end()) return out;
    // The chain's operations follow one another, so on one track they do
    // not overlap: ends grow with starts and a binary search finds the first.
    const auto& slices = found->second;
    auto it = std::partition_point(slices.begin(), slices.end(), [&](std::uint32_t s) { return trace_->slices[s].end < t0; });
    for (; it != slices.end() && trace_->slices[*it].start < t1; ++it) out.push_back(*it);
    return out;
}

std::uint32_t TimelineModel::criticalLinkOf(std::uint32_t slice) const {
    return slice < index_->criticalLink.size() ? index_->criticalLink[slice] : 0;
}

std::vector<analysis::IdleHole> TimelineModel::idleHolesIn(trace::TrackId track, u64 t0, u64 t1) const {
    std::vector<analysis::IdleHole> out;
    const auto found = index_->idleOfTrack.find(track);
    if (found == index_->idleOfTrack.end()) return out;
    const auto& holes = index_->idle[found->second].holes;  // disjoint, by start
    auto it = std::partition_point(holes.begin(), holes.end(), [&](const analysis::IdleHole& h) { return h.end <= t0; });
    for (; it != holes.end() && it->start < t1; ++it) out.push_back(*it);
    return out;
}

std::vector<TimelineModel::ContextUse> TimelineModel::utilisation(u64 t0, u64 t1, const std::vector<trace::TrackId>& tracks) const {
    std::vector<ContextUse> out;
    const analysis::OpGraph& g = index_->graph;
    if (g.ops.empty() || t1 <= t0) return out;
    // Operations intersecting the range, per context (an instant at t0 counts).
    std::vector<u64> inRange(g.contexts.size(), 0);
    for (const analysis::Op& op : g.ops)
        if (op.start < t1 && (op.end > t0 || op.start == t0))
            for (analysis::ContextId c : g.contextsOf(op)) ++inRange[c];
    for (const analysis::ContextIdle& c : analysis::idleHoles(g, std::numeric_limits<u64>::max(), t0, t1)) {
        const trace::TrackId track = g.contextTracks[c.context];
        if (!tracks.empty() && std::find(tracks.begin(), tracks.end(), track) == tracks.end()) continue;
        out.push_back({QString::fromStdString(g.contexts[c.context]), track, inRange[c.context], c.busyCycles, c.utilisation});
    }
    std::stable_sort(out.begin(), out.end(), [](const ContextUse& a, const ContextUse& b) { return a.busy > b.busy; });
    return out;
}

QString TimelineModel::criticalPathNote(std::uint32_t slice) const {
    const std::uint32_t link = criticalLinkOf(slice);
    if (!link) return {};
    const analysis::OpGraph& g = index_->graph;
    const analysis::ChainLink& l = index_->criticalPath.links[link - 1];
    const auto opName = [&](analysis::OpId op) { return QString::fromStdString(g.text(g.ops[op].name)).toHtmlEscaped(); };
    const auto tensorName = [&](analysis::TensorId t) { return QString::fromStdString(g.nameOf(g.tensors[t])).toHtmlEscaped(); };
    QString why;
    switch (l.wait.reason) {
        case analysis::WaitReason::KernelStart: why = tr("nothing came before it"); break;
        case analysis::WaitReason::Data:
            why = tr("waited for %1, written by %2")
                      .arg(l.wait.tensor == analysis::kNone ? tr("a tensor") : tensorName(l.wait.tensor), opName(l.wait.after));
            break;
        case analysis::WaitReason::Memory:
            why = tr("waited for the storage of %1, held until %2 ended")
                      .arg(l.wait.tensor == analysis::kNone ? tr("a tensor") : tensorName(l.wait.tensor), opName(l.wait.after));
            break;
        case analysis::WaitReason::Context:
            why = tr("waited for %1, which held %2")
                      .arg(opName(l.wait.after),
                           l.wait.context == analysis::kNone ? tr("its context") : QString::fromStdString(g.contexts[l.wait.context]));
            break;
    }
    QString text = tr("on the critical path (%1 of %2): %3").arg(link).arg(index_->criticalPath.links.size()).arg(why);
    if (l.slack) text += QStringLiteral("; ") + tr("then %n unexplained cycles", nullptr, int(std::min<u64>(l.slack, INT32_MAX)));
    return text;
}

std::pair<double, double> TimelineModel::counterRange(std::size_t index) const { return index_->counterRanges.at(index); }

std::optional<double> TimelineModel::counterValueAt(std::size_t index, u64 cycle) const {
    const auto& samples = counter(index).samples;
    auto after = std::upper_bound(samples.begin(), samples.end(), cycle, [](u64 t, const trace::CounterSample& s) { return t < s.time; });
    if (after == samples.begin()) return std::nullopt;
    return std::prev(after)->value;
}

// Per column: the value carried in from before it, and every sample inside.
std::vector<CounterColumn> TimelineModel::counterColumns(std::size_t index, u64 t0, double cyclesPerPixel, int pixels) const {
    std::vector<CounterColumn> out(static_cast<std::size_t>(std::max(pixels, 0)));
    const auto& samples = counter(index).samples;
    auto byTime = [](const trace::CounterSample& s, u64 t) { return s.time < t; };
    for (int p = 0; p < pixels; ++p) {
        const u64 from = advance(t0, p * cyclesPerPixel);
        const u64 to = std::max(advance(t0, (p + 1) * cyclesPerPixel), from + 1);
        auto it = std::lower_bound(samples.begin(), samples.end(), from, byTime);
        CounterColumn& c = out[static_cast<std::size_t>(p)];
        auto take = [&](double v) {
            if (!std::isfinite(v)) return;
            c.min = c.present ? std::min(c.min, v) : v;
            c.max = c.present ? std::max(c.max, v) : v;
            c.present = true;
        };
        if (it != samples.begin()) take(std::prev(it)->value);
        // Dense columns look at a bounded number of samples: first and last
        // inside, plus the carried value, keep the step visible.
        auto last = std::lower_bound(it, samples.end(), to, byTime);
        if (it != last) {
            take(it->value);
            take(std::prev(last)->value);
            if (last - it <= 64)
                for (auto s = it; s != last; ++s) take(s->value);
        }
    }
    return out;
}

std::vector<std::uint32_t> TimelineModel::flowsIn(u64 t0, u64 t1) const {
    std::vector<std::uint32_t> out;
    index_->flows.forEachIn(t0, t1, [&](std::size_t i) { out.push_back(index_->flows.id(i)); });
    return out;
}

std::vector<std::uint32_t> TimelineModel::warningsIn(u64 t0, u64 t1) const {
    std::vector<std::uint32_t> out;
    shownWarnings().forEachIn(t0, t1, [&](std::size_t i) { out.push_back(shownWarnings().id(i)); });
    return out;
}

std::vector<u64> TimelineModel::density(int buckets) const {
    std::vector<u64> out(static_cast<std::size_t>(std::max(buckets, 0)), 0);
    if (out.empty()) return out;
    const double span = static_cast<double>(index_->last - index_->first) + 1;
    for (const auto& levels : shownLanes())
        for (const IntervalList& l : levels)
            for (std::size_t i = 0; i < l.size(); ++i) {
                const auto b =
                    static_cast<std::size_t>(static_cast<double>(l.start(i) - index_->first) / span * static_cast<double>(out.size()));
                ++out[std::min(b, out.size() - 1)];
            }
    return out;
}

// --- Bookmarks, notes, text -----------------------------------------------

void TimelineModel::addBookmark(u64 cycle, const QString& label) {
    Bookmark b{cycle, label.isEmpty() ? tr("Bookmark %1").arg(bookmarks_.size() + 1) : label};
    bookmarks_.insert(std::upper_bound(bookmarks_.begin(), bookmarks_.end(), cycle, [](u64 c, const Bookmark& x) { return c < x.cycle; }),
                      std::move(b));
    emit bookmarksChanged();
}

void TimelineModel::removeBookmark(int index) {
    if (index < 0 || index >= static_cast<int>(bookmarks_.size())) return;
    bookmarks_.erase(bookmarks_.begin() + index);
    emit bookmarksChanged();
}

QStringList TimelineModel::notes() const {
    QStringList out;
    for (const std::string& note : trace_->notes) out << QString::fromStdString(note);
    return out;
}

QString TimelineModel::sliceName(std::uint32_t slice) const { return QString::fromStdString(trace_->text(trace_->slices.at(slice).name)); }

QString TimelineModel::sliceToolTip(std::uint32_t slice) const {
    const trace::Slice& s = trace_->slices.at(slice);
    QString text = QStringLiteral("<b>%1</b><br>").arg(sliceName(slice).toHtmlEscaped());
    text += tr("category: %1").arg(QString::fromStdString(trace_->text(s.category)).toHtmlEscaped()) + QStringLiteral("<br>");
    text += tr("start %1, end %2, duration %3 %4").arg(s.start).arg(s.end).arg(s.end - s.start).arg(timeUnitLabel(trace_->timeUnit));
    if (const QString note = criticalPathNote(slice); !note.isEmpty()) text += QStringLiteral("<br><b>%1</b>").arg(note);
    for (const auto& [key, value] : trace_->sliceArgs(s))
        text += QStringLiteral("<br>%1 = %2").arg(QString::fromStdString(key).toHtmlEscaped(), argText(*trace_, value).toHtmlEscaped());
    return text;
}

QString TimelineModel::sliceArg(std::uint32_t slice, std::string_view key) const {
    const trace::Slice& s = trace_->slices.at(slice);
    for (std::uint32_t i = 0; i < s.argsCount; ++i) {
        const trace::Arg& arg = trace_->args.at(s.argsBegin + i);
        if (trace_->text(arg.key) == key) return argText(*trace_, arg.value);
    }
    return {};
}

QString TimelineModel::memoryToolTip(const MemoryBlock& b) const {
    QString text = tr("tensor <b>%1</b>: bytes [%2, %3), cycles [%4, %5)")
                       .arg(sliceName(b.slice).toHtmlEscaped())
                       .arg(b.address)
                       .arg(checkedAdd(b.address, b.size).value_or(std::numeric_limits<u64>::max()))
                       .arg(b.start)
                       .arg(b.end);
    const QString producer = sliceArg(b.slice, "producer");
    const QString consumers = sliceArg(b.slice, "consumers");
    text += QStringLiteral("<br>") + tr("written by: %1").arg(producer.isEmpty() ? tr("none (an input)") : producer.toHtmlEscaped());
    text += QStringLiteral("<br>") + tr("read by: %1").arg(consumers.isEmpty() ? tr("none") : consumers.toHtmlEscaped());
    return text;
}

}  // namespace tcpwb::widgets
