#pragma once
// Memoized lookups over a graph that may have cycles: a crate's glob
// imports can import one another (`a` uses `b::*`, `b` uses `a::*`), so
// looking a name up in one module can come back to a lookup still under
// way, which then answers "nothing" there (a cycle brings nothing new).
//
// An answer that met no lookup still under way above it is final. One that
// did may lack what that lookup goes on to find, so it cannot be kept for
// ever; but it is right for as long as that lookup is under way, and it is
// kept that long. Without that, every path into a cycle retraced the whole
// cycle: a dozen modules that glob one another took minutes to find that a
// name is in none of them.
#include <algorithm>
#include <cstddef>
#include <limits>
#include <map>
#include <optional>
#include <utility>
#include <vector>

namespace tcpwb::kernel::detail {

template <class Key, class Value>
class CycleMemo {
public:
    // The answer for `key`: known, "nothing" when it is under way (a
    // cycle), else `compute()`'s. An answer found by a lookup that met a
    // cycle is final too, as before: what it found is defined there.
    template <class Compute>
    std::optional<Value> get(const Key& key, Compute&& compute) {
        if (const auto known = final_.find(key); known != final_.end()) return known->second;
        if (const auto kept = provisional_.find(key); kept != provisional_.end()) {
            met_ = std::min(met_, kept->second.dependsOn);
            return kept->second.value;
        }
        if (const auto active = underWay_.find(key); active != underWay_.end()) {
            met_ = std::min(met_, active->second);
            return std::nullopt;
        }
        const std::size_t level = underWay_.size();
        underWay_.emplace(key, level);
        const std::size_t outerMet = std::exchange(met_, kNone);
        std::optional<Value> value = compute();
        underWay_.erase(key);
        const std::size_t met = met_;
        forgetFrom(level);  // what depended on this lookup being under way
        if (value || met >= level) final_[key] = value;
        else keep(key, value, met);
        met_ = std::min(outerMet, met < level ? met : kNone);
        return value;
    }

private:
    static constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();

    struct Kept {
        std::optional<Value> value;
        std::size_t dependsOn = 0;  // the level of the lookup under way it met
    };

    void keep(const Key& key, const std::optional<Value>& value, std::size_t dependsOn) {
        provisional_[key] = Kept{value, dependsOn};
        if (byLevel_.size() <= dependsOn) byLevel_.resize(dependsOn + 1);
        byLevel_[dependsOn].push_back(key);
    }

    // The lookup at `level` is over: answers kept while it was under way go.
    void forgetFrom(std::size_t level) {
        for (std::size_t l = level; l < byLevel_.size(); ++l)
            for (const Key& key : byLevel_[l]) provisional_.erase(key);
        if (byLevel_.size() > level) byLevel_.resize(level);
    }

    std::map<Key, std::optional<Value>> final_;
    std::map<Key, Kept> provisional_;
    std::vector<std::vector<Key>> byLevel_;  // provisional keys by the level they depend on
    std::map<Key, std::size_t> underWay_;    // each lookup under way, by its level (0: outermost)
    std::size_t met_ = kNone;                // the lowest level under way the current lookup met
};

}  // namespace tcpwb::kernel::detail
