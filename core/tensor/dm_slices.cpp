#include "tensor/dm_slices.h"

#include <string>

namespace tcpwb::tensor {
namespace {

// The names the levels get inside the whole-tensor mapping; the leading
// underscore and the prefix keep them clear of a design's own aliases.
constexpr const char* kChipAlias = "_DmTensorChip_";
constexpr const char* kClusterAlias = "_DmTensorCluster_";
constexpr const char* kSliceAlias = "_DmTensorSlice_";
constexpr const char* kElementAlias = "_DmTensorElement_";

// `{name}` for a given level (its text defined as that alias), `1` for an absent one.
std::string level(const DmSlices::Mapping& mapping, const char* name, mapping::AliasTable& aliases) {
    if (!mapping) return "1";
    aliases.define(name, mapping->text());
    return std::string("{") + name + "}";
}

}  // namespace

DmSlices::DmSlices(Mapping chip, Mapping cluster, Mapping slice, Mapping element, Mapping whole)
    : chip_(std::move(chip)),
      cluster_(std::move(cluster)),
      slice_(std::move(slice)),
      element_(std::move(element)),
      whole_(std::move(whole)) {}

SlicePlace DmSlices::place(u64 globalSlice) const {
    SlicePlace place;
    place.slice = globalSlice % slices();
    place.cluster = globalSlice / slices() % clusters();
    place.chip = globalSlice / slices() / clusters();
    return place;
}

std::optional<mapping::TensorIndex> DmSlices::sliceIndex(u64 globalSlice) const {
    if (globalSlice >= sliceCount()) return std::nullopt;
    const SlicePlace p = place(globalSlice);
    const std::optional<mapping::TensorIndex> chip = chip_->at(p.chip);
    const std::optional<mapping::TensorIndex> cluster = cluster_->at(p.cluster);
    const std::optional<mapping::TensorIndex> slice = slice_->at(p.slice);
    if (!chip || !cluster || !slice) return std::nullopt;
    mapping::TensorIndex index = *chip;
    index.add(*cluster);
    index.add(*slice);
    // Levels stepping the same axis can together run past it: padding, as
    // the whole mapping says for each of the slice's elements.
    const mapping::AxisEnv& env = whole_->env();
    for (const auto& [axis, value] : index.entries())
        if (axis < env.count() && value >= env[axis].size) return std::nullopt;
    return index;
}

diag::Result<DmSlices> composeDmSlices(DmSlices::Mapping chip, DmSlices::Mapping cluster, DmSlices::Mapping slice,
                                       DmSlices::Mapping element, const mapping::AliasTable& aliases) {
    const mapping::AxisEnv& env = element->env();
    mapping::AliasTable table = aliases;
    const std::string text = "m![" + level(chip, kChipAlias, table) + ", " + level(cluster, kClusterAlias, table) + ", " +
                             level(slice, kSliceAlias, table) + ", " + level(element, kElementAlias, table) + "]";
    auto whole = mapping::compileMapping(text, env, table);
    if (!whole) return whole.error();
    const auto one = [&]() -> DmSlices::Mapping {
        return std::make_shared<const mapping::CompiledMapping>(mapping::compileMapping("m![1]", env).value());
    };
    return DmSlices(chip ? std::move(chip) : one(), cluster ? std::move(cluster) : one(), std::move(slice), std::move(element),
                    std::make_shared<const mapping::CompiledMapping>(std::move(whole).value()));
}

}  // namespace tcpwb::tensor
