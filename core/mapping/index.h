#pragma once
// A tensor index: axis -> coordinate, sorted by axis, zero coordinates left
// out (the manual's `i![A: 0]` is the empty index `i![]`).
#include <algorithm>
#include <utility>
#include <vector>

#include "mapping/axes.h"

namespace tcpwb::mapping {

class TensorIndex {
public:
    using Entry = std::pair<AxisId, u64>;

    void add(AxisId axis, u64 value) {
        if (value == 0) return;
        auto it = std::lower_bound(entries_.begin(), entries_.end(), axis, [](const Entry& e, AxisId a) { return e.first < a; });
        if (it != entries_.end() && it->first == axis) it->second += value;
        else entries_.insert(it, Entry{axis, value});
    }
    void add(const TensorIndex& other) {
        for (const Entry& e : other.entries_) add(e.first, e.second);
    }
    void set(AxisId axis, u64 value) {
        erase(axis);
        add(axis, value);
    }
    void erase(AxisId axis) {
        entries_.erase(std::remove_if(entries_.begin(), entries_.end(), [&](const Entry& e) { return e.first == axis; }), entries_.end());
    }
    u64 get(AxisId axis) const {
        for (const Entry& e : entries_)
            if (e.first == axis) return e.second;
        return 0;
    }
    const std::vector<Entry>& entries() const { return entries_; }
    bool empty() const { return entries_.empty(); }

    friend bool operator==(const TensorIndex& a, const TensorIndex& b) { return a.entries_ == b.entries_; }
    friend bool operator!=(const TensorIndex& a, const TensorIndex& b) { return !(a == b); }
    friend bool operator<(const TensorIndex& a, const TensorIndex& b) { return a.entries_ < b.entries_; }

private:
    std::vector<Entry> entries_;
};

// Applies the axis environment to a raw (additive) index: a coordinate at or
// beyond its axis's size means the position holds no tensor element, and a
// skewed axis B' = B - A is resolved to B = (B' + A) mod size(B), and a
// padded axis B' = # l + B + # r to B = B' - l, or to padding outside B.
// `skews` lists the derived axes the mapping uses: a derived coordinate of 0
// is absent from the raw index but still decides its base axis.
std::optional<TensorIndex> finalizeIndex(const TensorIndex& raw, const AxisEnv& env, const std::vector<AxisId>& skews = {});

}  // namespace tcpwb::mapping
