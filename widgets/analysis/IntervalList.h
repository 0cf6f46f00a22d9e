#pragma once
// Intervals [start, end) sorted by start, with a running maximum of the ends,
// so "which intervals intersect [t0, t1)" is one binary search plus a walk
// over the answer, even when intervals overlap (a robust superset of the
// disjoint nesting levels a Trace gives).
#include <algorithm>
#include <cstdint>
#include <vector>

#include "util/checked.h"

namespace tcpwb::widgets {

class IntervalList {
public:
    // Intervals may be added in any order; build() sorts them.
    void add(u64 start, u64 end, std::uint32_t id) { items_.push_back({start, std::max(end, start == ~u64{0} ? start : start + 1), id}); }
    void build();
    void clear() { *this = IntervalList(); }

    std::size_t size() const { return starts_.size(); }
    bool empty() const { return starts_.empty(); }
    u64 start(std::size_t i) const { return starts_[i]; }
    // Zero-length intervals occupy their start cycle, so they can be found.
    u64 end(std::size_t i) const { return ends_[i]; }
    std::uint32_t id(std::size_t i) const { return ids_[i]; }

    // The first position whose interval may reach past t0 (everything before
    // ends at or before t0).
    std::size_t firstReaching(u64 t0) const {
        return static_cast<std::size_t>(std::upper_bound(maxEnd_.begin(), maxEnd_.end(), t0) - maxEnd_.begin());
    }
    // The first position starting at or after t.
    std::size_t firstStartingAt(u64 t, std::size_t from = 0) const {
        return static_cast<std::size_t>(std::lower_bound(starts_.begin() + static_cast<std::ptrdiff_t>(from), starts_.end(), t) -
                                        starts_.begin());
    }
    // Calls visit(position) for every interval intersecting [t0, t1).
    template <typename Visit>
    void forEachIn(u64 t0, u64 t1, Visit&& visit) const {
        for (std::size_t i = firstReaching(t0); i < starts_.size() && starts_[i] < t1; ++i)
            if (ends_[i] > t0) visit(i);
    }
    // A copy holding only the intervals keep(id) accepts, in the same order.
    template <typename Keep>
    IntervalList filtered(Keep&& keep) const {
        IntervalList out;
        for (std::size_t i = 0; i < starts_.size(); ++i)
            if (keep(ids_[i])) out.append(starts_[i], ends_[i], ids_[i]);
        return out;
    }

private:
    struct Item {
        u64 start, end;
        std::uint32_t id;
    };
    void append(u64 start, u64 end, std::uint32_t id);

    std::vector<Item> items_;  // only until build()
    std::vector<u64> starts_, ends_, maxEnd_;
    std::vector<std::uint32_t> ids_;
};

inline void IntervalList::append(u64 start, u64 end, std::uint32_t id) {
    starts_.push_back(start);
    ends_.push_back(end);
    maxEnd_.push_back(maxEnd_.empty() ? end : std::max(maxEnd_.back(), end));
    ids_.push_back(id);
}

inline void IntervalList::build() {
    std::stable_sort(items_.begin(), items_.end(), [](const Item& a, const Item& b) { return a.start < b.start; });
    starts_.clear(), ends_.clear(), maxEnd_.clear(), ids_.clear();
    starts_.reserve(items_.size()), ends_.reserve(items_.size()), maxEnd_.reserve(items_.size()), ids_.reserve(items_.size());
    for (const Item& item : items_) append(item.start, item.end, item.id);
    items_ = {};
}

}  // namespace tcpwb::widgets
