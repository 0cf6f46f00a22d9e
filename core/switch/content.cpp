#include "switch/content.h"

#include <fmt/format.h>

#include <algorithm>

#include "mapping/resolve.h"

namespace tcpwb::sw {
namespace {

std::vector<std::optional<mapping::TensorIndex>> rawPositions(const mapping::CompiledMapping& m) {
    std::vector<std::optional<mapping::TensorIndex>> out;
    out.reserve(m.size());
    for (u64 i = 0; i < m.size(); ++i) out.push_back(m.normalForm().mapRaw(i));
    return out;
}

}  // namespace

diag::Result<StreamContent> StreamContent::make(const mapping::CompiledMapping& slice, const mapping::CompiledMapping& time,
                                                std::set<mapping::AxisId> ignored) {
    const auto positions = checkedMul(slice.size(), time.size());
    if (!positions || *positions > kContentLimit)
        return diag::Diagnostic(diag::Kind::too_large, fmt::format("the stream has {} x {} slice and time positions, more than the {} "
                                                                   "the workbench checks one by one",
                                                                   slice.size(), time.size(), kContentLimit));
    StreamContent c;
    c.env_ = &slice.env();
    c.slices_ = rawPositions(slice);
    c.times_ = rawPositions(time);
    c.skews_ = mapping::skewAxesIn(slice.tree(), slice.env());
    for (auto axis : mapping::skewAxesIn(time.tree(), time.env())) c.skews_.push_back(axis);
    std::sort(c.skews_.begin(), c.skews_.end());
    c.skews_.erase(std::unique(c.skews_.begin(), c.skews_.end()), c.skews_.end());
    c.ignored_ = std::move(ignored);
    return c;
}

std::optional<mapping::TensorIndex> StreamContent::at(u64 s, u64 t) const {
    if (s >= slices_.size() || t >= times_.size() || !slices_[s] || !times_[t]) return std::nullopt;
    mapping::TensorIndex raw = *slices_[s];
    raw.add(*times_[t]);
    for (auto axis : ignored_) raw.erase(axis);
    return mapping::finalizeIndex(raw, *env_, skews_);
}

std::size_t ElementLocator::Hash::operator()(const mapping::TensorIndex& i) const {
    std::size_t h = 1469598103934665603ull;
    for (const auto& [axis, value] : i.entries()) h = (h ^ (axis * 0x9e3779b97f4a7c15ull + value)) * 1099511628211ull;
    return h;
}

ElementLocator::ElementLocator(const StreamContent& input) {
    for (u64 s = 0; s < input.slices(); ++s)
        for (u64 t = 0; t < input.times(); ++t)
            if (auto element = input.at(s, t)) places_.try_emplace(*element, Place{s, t});
}

std::optional<ElementLocator::Place> ElementLocator::find(const mapping::TensorIndex& element) const {
    auto it = places_.find(element);
    if (it == places_.end()) return std::nullopt;
    return it->second;
}

}  // namespace tcpwb::sw
