#include "sim/shuffle.h"

#include <map>
#include <tuple>

namespace tcpwb::sim::detail {

std::optional<std::vector<u64>> shuffledUnitOffsets(const Placement& to, const Placement& from, const kernel::Transfer& shuffle) {
    const bool chips = shuffle.across == kernel::Transfer::Across::Chip;
    std::map<std::tuple<u64, u64, u64>, u64> offsetAt;  // by (chip, cluster, slice)
    for (const UnitPlace& u : from.units) offsetAt.emplace(std::tuple{u.chip, u.cluster, u.slice}, u.offset);
    std::vector<u64> offsets;
    offsets.reserve(to.units.size());
    for (const UnitPlace& u : to.units) {
        const u64 target = chips ? u.chip : u.cluster;
        if (target >= shuffle.pattern.size()) return std::nullopt;
        const u64 source = shuffle.pattern[target];
        const auto it = offsetAt.find(chips ? std::tuple{source, u.cluster, u.slice} : std::tuple{u.chip, source, u.slice});
        if (it == offsetAt.end()) return std::nullopt;
        offsets.push_back(it->second);
    }
    return offsets;
}

std::optional<Placement> shuffledPlacement(const Placement& p, const kernel::Transfer& shuffle) {
    auto offsets = shuffledUnitOffsets(p, p, shuffle);
    if (!offsets) return std::nullopt;
    Placement moved = p;
    for (std::size_t i = 0; i < moved.units.size(); ++i) moved.units[i].offset = (*offsets)[i];
    return moved;
}

}  // namespace tcpwb::sim::detail
