#pragma once
// What the timeline shows of a trace::Trace, without painting: tracks in
// display order (pinned first), one lane per nesting level of a track with
// its slices sorted by start, per-pixel aggregation so a frame costs
// O(pixels) however many slices there are, "show only matching" search,
// statistics over a selected time range, bookmarks, memory lifetimes
// (address x cycle), counters, flows, warning markers and the trace's notes.
// See docs/gui-timeline.md.
#include <QObject>
#include <QString>
#include <QStringList>
#include <map>
#include <memory>
#include <optional>
#include <vector>

#include "trace/trace.h"
#include "widgets/analysis/TimelineIndex.h"

namespace tcpwb::widgets {

// What one rectangle of a lane stands for: a slice at least a pixel wide, or
// a run of narrower slices merged (count > 1, or one sub-pixel slice).
struct TimelineSpan {
    u64 start = 0, end = 0;
    std::uint32_t count = 0;
    std::uint32_t firstSlice = 0;  // index into Trace::slices
};

// Per slice name, over the slices intersecting a selected range (their whole
// durations, as Perfetto's area selection counts them). An operation drawn
// on several contexts' tracks counts once; `contexts` lists what the
// counted slices occupy (an operation's contexts, else the slice's track).
struct SliceStatistics {
    QString name;
    u64 count = 0, total = 0, min = 0, max = 0;
    double average = 0;
    QStringList contexts;
};

// A counter's value range over one pixel column, for step charts.
struct CounterColumn {
    bool present = false;  // some sample is at or before the column's end
    double min = 0, max = 0;
};

struct Bookmark {
    u64 cycle = 0;
    QString label;
};

class TimelineModel : public QObject {
    Q_OBJECT

public:
    explicit TimelineModel(QObject* parent = nullptr);

    // Builds the index here; a loader builds it in its thread and calls setIndex.
    void setTrace(std::shared_ptr<const trace::Trace> trace);
    void setIndex(std::shared_ptr<const TimelineIndex> index);
    const trace::Trace& trace() const { return *trace_; }
    bool hasSlices() const { return !trace_->slices.empty(); }
    u64 firstCycle() const { return index_->first; }
    u64 lastCycle() const { return index_->last; }

    // Tracks in display order: pinned ones first, then the rest, each group
    // in the order the user left it.
    const std::vector<trace::TrackId>& trackOrder() const { return order_; }
    void moveTrack(int from, int to);
    void setPinned(trace::TrackId track, bool pinned);
    bool isPinned(trace::TrackId track) const;
    QString trackLabel(trace::TrackId track) const;
    // Nesting levels with a shown slice (after "show only matching").
    std::uint32_t depthCount(trace::TrackId track) const;

    // Slices (indices into Trace::slices, by start) intersecting [t0, t1) at
    // one nesting level. A zero-length slice occupies its start cycle.
    std::vector<std::uint32_t> slicesIn(trace::TrackId track, std::uint32_t depth, u64 t0, u64 t1) const;
    // What a lane draws for `pixels` columns of `cyclesPerPixel` from t0:
    // O(pixels log n), however many slices the range holds.
    std::vector<TimelineSpan> spans(trace::TrackId track, std::uint32_t depth, u64 t0, double cyclesPerPixel, int pixels) const;

    // "Show only matching": slices whose name contains `text` (any case);
    // empty shows everything.
    void setFilter(const QString& text);
    QString filter() const { return filter_; }
    bool isShown(std::uint32_t slice) const;
    // Search's matches: slices whose name contains `text` (any case), by
    // start cycle (then end, then position in the file); empty text, none.
    std::vector<std::uint32_t> matchingSlices(const QString& text) const;
    u64 shownSliceCount() const { return shown_; }

    // Grouped by name, largest total first; over the given tracks, or all.
    std::vector<SliceStatistics> statistics(u64 t0, u64 t1, const std::vector<trace::TrackId>& tracks = {}) const;
    // The same over exactly these operations (a source line's).
    std::vector<SliceStatistics> statisticsOf(const std::vector<analysis::OpId>& ops) const;

    // Memory lanes: a track all of whose slices carry integer `address` and
    // `size` arguments (tensor lifetimes of a furiosa-opt schedule).
    bool isMemoryTrack(trace::TrackId track) const { return index_->memory.count(track) > 0; }
    std::vector<MemoryBlock> memoryBlocks(trace::TrackId track, u64 t0, u64 t1) const;
    // The lane's address range: highest address + size, or for a schedule's
    // `Sram` lane the end of the last page used (TimelineIndex::MemoryExtent).
    u64 memoryTop(trace::TrackId track) const;
    u64 memoryPage(trace::TrackId track) const;   // bytes between page lines; 0: none
    u64 memoryTotal(trace::TrackId track) const;  // the header's `total_memory`, or 0

    // Linked selection: the slices drawing the same operation as `slice`
    // (an instruction on several contexts has one on each context's track),
    // `slice` included; just `slice` when it is no operation.
    std::vector<std::uint32_t> linkedSlices(std::uint32_t slice) const;

    // The critical path and idle holes (core/analysis), as the lanes draw them.
    bool hasCriticalPath() const { return !index_->criticalPath.links.empty(); }
    const analysis::CriticalPath& criticalPath() const { return index_->criticalPath; }
    const analysis::OpGraph& graph() const { return index_->graph; }
    // The critical path's slices on a track intersecting [t0, t1), by start.
    std::vector<std::uint32_t> criticalSlicesIn(trace::TrackId track, u64 t0, u64 t1) const;
    // The link a slice is on the critical path as (0: not on it), 1-based.
    std::uint32_t criticalLinkOf(std::uint32_t slice) const;
    // A context track's idle holes intersecting [t0, t1), by start.
    std::vector<analysis::IdleHole> idleHolesIn(trace::TrackId track, u64 t0, u64 t1) const;
    // Each context's utilisation over [t0, t1): the cycles its operations
    // cover (an operation on several contexts counts on each), busiest first.
    struct ContextUse {
        QString context;
        trace::TrackId track = 0;
        u64 ops = 0, busy = 0;
        double utilisation = 0;
    };
    std::vector<ContextUse> utilisation(u64 t0, u64 t1, const std::vector<trace::TrackId>& tracks = {}) const;

    // Counters, samples sorted by time.
    std::size_t counterCount() const { return index_->counters.size(); }
    const trace::Counter& counter(std::size_t index) const { return index_->counters.at(index); }
    // The lowest and highest finite value, and 0.
    std::pair<double, double> counterRange(std::size_t index) const;
    std::vector<CounterColumn> counterColumns(std::size_t index, u64 t0, double cyclesPerPixel, int pixels) const;
    std::optional<double> counterValueAt(std::size_t index, u64 cycle) const;

    // Flows (indices into Trace::flows) with an end in [t0, t1) or crossing it.
    std::vector<std::uint32_t> flowsIn(u64 t0, u64 t1) const;
    // Warning markers: slices of category `warning` (shown ones), by start.
    std::vector<std::uint32_t> warningsIn(u64 t0, u64 t1) const;

    // Shown slices starting in each of `buckets` equal parts of the trace's span.
    std::vector<u64> density(int buckets) const;

    const std::vector<Bookmark>& bookmarks() const { return bookmarks_; }
    void addBookmark(u64 cycle, const QString& label);
    void removeBookmark(int index);

    // What the trace held that could not be placed, one sentence each.
    QStringList notes() const;

    QString sliceName(std::uint32_t slice) const;
    QString sliceToolTip(std::uint32_t slice) const;
    // Why a slice on the critical path started when it did (empty when it is not on it).
    QString criticalPathNote(std::uint32_t slice) const;
    // A memory rectangle's hover: the tensor, its bytes and cycles, and the
    // operations writing (`producer` argument) and reading (`consumers`) it.
    QString memoryToolTip(const MemoryBlock& block) const;
    // A slice's argument as text; empty when it has none of that key.
    QString sliceArg(std::uint32_t slice, std::string_view key) const;

signals:
    void traceChanged();
    void orderChanged();
    void filterChanged();
    void bookmarksChanged();

private:
    const IntervalList* lane(trace::TrackId track, std::uint32_t depth) const;
    void applyFilter();
    // The lanes and warnings shown: the index's, or filtered copies.
    const std::vector<std::vector<IntervalList>>& shownLanes() const { return nameShown_.empty() ? index_->lanes : filteredLanes_; }
    const IntervalList& shownWarnings() const { return nameShown_.empty() ? index_->warnings : filteredWarnings_; }

    std::shared_ptr<const TimelineIndex> index_;
    const trace::Trace* trace_ = nullptr;  // index_->trace
    std::vector<trace::TrackId> order_;
    std::vector<bool> pinned_;
    std::vector<std::vector<IntervalList>> filteredLanes_;
    IntervalList filteredWarnings_;
    QString filter_;
    std::vector<char> nameShown_;  // by StringId; empty when no filter
    u64 shown_ = 0;
    std::vector<Bookmark> bookmarks_;
};

}  // namespace tcpwb::widgets
