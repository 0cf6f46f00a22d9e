#pragma once
// The whole device tensor behind a design, for the Layout view's "All
// slices" scope. Manual, "Memory and Stream": a DmTensor is
// Chip x Cluster x Slice x Element, and the i-th chip's j-th cluster's k-th
// slice's l-th element holds the union of Chip::map(i), Cluster::map(j),
// Slice::map(k) and Element::map(l).
//
// How a design says so: an alias named exactly `Slice` (case matters; the
// first row of that name, as everywhere) is the Slice mapping; aliases named
// `Chip` and `Cluster` are the Chip and Cluster mappings, and count as `m![1]`
// (one chip, one cluster) when the design has none. The document's
// expression is the Element mapping. The four are put together as the one
// mapping `m![{Chip}, {Cluster}, {Slice}, {Element}]`, whose position
// ((chip x clusters + cluster) x slices + slice) x elements + element is that
// element of that slice, so the whole tensor is an ordinary buffer.
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>

#include "document/Derivation.h"
#include "document/MappingContent.h"
#include "mapping/mapping.h"

namespace tcpwb::widgets {

struct SlicePlace {
    u64 chip = 0;
    u64 cluster = 0;
    u64 slice = 0;  // within its cluster
};

class SliceStructure {
    Q_DECLARE_TR_FUNCTIONS(SliceStructure)

public:
    SliceStructure(std::shared_ptr<const mapping::CompiledMapping> chip,
                   std::shared_ptr<const mapping::CompiledMapping> cluster,
                   std::shared_ptr<const mapping::CompiledMapping> slice,
                   std::shared_ptr<const mapping::CompiledMapping> element,
                   std::shared_ptr<const mapping::CompiledMapping> whole, QStringList assumed);

    u64 chips() const { return chip_->size(); }
    u64 clusters() const { return cluster_->size(); }  // per chip
    u64 slices() const { return slice_->size(); }      // per cluster
    u64 elements() const { return element_->size(); }  // per slice
    // Slices in the whole tensor, numbered chip-major: the "global" slice.
    u64 sliceCount() const { return chips() * clusters() * slices(); }
    const mapping::CompiledMapping& whole() const { return *whole_; }
    const mapping::CompiledMapping& element() const { return *element_; }
    // "Chip" and "Cluster" when the design has no alias of that name.
    QStringList assumed() const { return assumed_; }

    SlicePlace place(u64 globalSlice) const;
    // "chip 0 / cluster 1 / slice 37".
    QString placeName(u64 globalSlice) const;
    // The slice's logical coordinate: the union of Chip::map, Cluster::map
    // and Slice::map there; nullopt when the slice holds only padding (a
    // level is padding there, or the levels together run past an axis).
    std::optional<mapping::TensorIndex> sliceIndex(u64 globalSlice) const;

private:
    std::shared_ptr<const mapping::CompiledMapping> chip_;
    std::shared_ptr<const mapping::CompiledMapping> cluster_;
    std::shared_ptr<const mapping::CompiledMapping> slice_;
    std::shared_ptr<const mapping::CompiledMapping> element_;
    std::shared_ptr<const mapping::CompiledMapping> whole_;
    QStringList assumed_;
};

struct SliceRecognition {
    std::shared_ptr<const SliceStructure> structure;  // null when the design has none
    QString problem;  // why not, one sentence; empty when there is simply no `Slice` alias
};

// Reads the structure out of a design (see the top of this file).
SliceRecognition recogniseSlices(const MappingContent& content, const Derivation& derivation);

}  // namespace tcpwb::widgets
