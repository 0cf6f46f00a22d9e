#pragma once
// A DmTensor's slices laid out whole (manual, "Memory and Stream": a
// DmTensor is Chip x Cluster x Slice x Element, and the i-th chip's j-th
// cluster's k-th slice's l-th element holds the union of Chip::map(i),
// Cluster::map(j), Slice::map(k) and Element::map(l)). The four are put
// together as the one mapping `m![Chip, Cluster, Slice, Element]`, whose
// position ((chip x clusters + cluster) x slices + slice) x elements +
// element is that element of that slice, so the whole tensor is an ordinary
// buffer: its padding, indices and their text come from the mapping
// compiler, as for one slice's Element buffer. The Layout view draws it.
#include <memory>
#include <optional>

#include "diag/diagnostic.h"
#include "mapping/mapping.h"

namespace tcpwb::tensor {

struct SlicePlace {
    u64 chip = 0;
    u64 cluster = 0;
    u64 slice = 0;  // within its cluster
};

class DmSlices {
public:
    using Mapping = std::shared_ptr<const mapping::CompiledMapping>;
    DmSlices(Mapping chip, Mapping cluster, Mapping slice, Mapping element, Mapping whole);

    u64 chips() const { return chip_->size(); }
    u64 clusters() const { return cluster_->size(); }  // per chip
    u64 slices() const { return slice_->size(); }      // per cluster
    u64 elements() const { return element_->size(); }  // per slice
    // Slices in the whole tensor, numbered chip-major: the "global" slice.
    u64 sliceCount() const { return chips() * clusters() * slices(); }
    const mapping::CompiledMapping& whole() const { return *whole_; }
    const mapping::CompiledMapping& element() const { return *element_; }

    SlicePlace place(u64 globalSlice) const;
    // The slice's logical coordinate: the union of Chip::map, Cluster::map
    // and Slice::map there; nullopt when the slice holds only padding (a
    // level is padding there, or the levels together run past an axis).
    std::optional<mapping::TensorIndex> sliceIndex(u64 globalSlice) const;

private:
    Mapping chip_, cluster_, slice_, element_, whole_;
};

// Puts the levels together. A null `chip` or `cluster` is `m![1]` (one chip,
// one cluster). The four share the Element's axes; `aliases` are the ones
// their texts use. Fails with the mapping compiler's diagnostic when the four
// do not make one mapping (too large, for one).
diag::Result<DmSlices> composeDmSlices(DmSlices::Mapping chip, DmSlices::Mapping cluster, DmSlices::Mapping slice,
                                       DmSlices::Mapping element, const mapping::AliasTable& aliases);

}  // namespace tcpwb::tensor
