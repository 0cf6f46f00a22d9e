#pragma once
// Items grouped by a small integer key (an operation, a context, a tensor)
// in one array, as a counting sort groups them: count each item's key,
// allocate, then add the items. Within a key the items keep the order they
// were added in. A million keys are then one allocation, not a million.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "analysis/op_graph.h"

namespace tcpwb::analysis {

template <typename Item>
class Buckets {
public:
    void reset(std::size_t keys) { first_.assign(keys + 1, 0); }
    void count(std::uint32_t key) { ++first_[key + 1]; }
    void allocate() {
        for (std::size_t k = 1; k < first_.size(); ++k) first_[k] += first_[k - 1];
        items_.resize(first_.back());
        next_.assign(first_.begin(), first_.end() - 1);
    }
    void add(std::uint32_t key, const Item& item) { items_[next_[key]++] = item; }
    template <typename Less>
    void sortEach(Less less) {
        for (std::size_t k = 0; k + 1 < first_.size(); ++k) {
            const auto begin = items_.begin() + first_[k], end = items_.begin() + first_[k + 1];
            if (!std::is_sorted(begin, end, less)) std::sort(begin, end, less);
        }
    }
    OpGraph::View<Item> operator[](std::uint32_t key) const { return {items_.data() + first_[key], items_.data() + first_[key + 1]}; }

private:
    std::vector<std::size_t> first_, next_;
    std::vector<Item> items_;
};

}  // namespace tcpwb::analysis
