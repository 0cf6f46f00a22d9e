#pragma once
// The whole device tensor behind a design, for the Layout view's "All
// slices" scope: core's tensor::DmSlices (manual, "Memory and Stream": a
// DmTensor is Chip x Cluster x Slice x Element), read out of the design.
//
// How a design says so: an alias named exactly `Slice` (case matters; the
// first row of that name, as everywhere) is the Slice mapping; aliases named
// `Chip` and `Cluster` are the Chip and Cluster mappings, and count as `m![1]`
// (one chip, one cluster) when the design has none. The document's
// expression is the Element mapping.
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>

#include "mapping/mapping.h"
#include "tensor/dm_slices.h"
#include "widgets/document/Derivation.h"
#include "widgets/document/MappingContent.h"

namespace tcpwb::widgets {

using tensor::SlicePlace;

class SliceStructure {
    Q_DECLARE_TR_FUNCTIONS(SliceStructure)

public:
    SliceStructure(tensor::DmSlices slices, QStringList assumed);

    u64 chips() const { return slices_.chips(); }
    u64 clusters() const { return slices_.clusters(); }  // per chip
    u64 slices() const { return slices_.slices(); }      // per cluster
    u64 elements() const { return slices_.elements(); }  // per slice
    // Slices in the whole tensor, numbered chip-major: the "global" slice.
    u64 sliceCount() const { return slices_.sliceCount(); }
    const mapping::CompiledMapping& whole() const { return slices_.whole(); }
    const mapping::CompiledMapping& element() const { return slices_.element(); }
    // "Chip" and "Cluster" when the design has no alias of that name.
    QStringList assumed() const { return assumed_; }

    SlicePlace place(u64 globalSlice) const { return slices_.place(globalSlice); }
    // "chip 0 / cluster 1 / slice 37".
    QString placeName(u64 globalSlice) const;
    // The slice's logical coordinate (DmSlices::sliceIndex); nullopt when
    // the slice holds only padding.
    std::optional<mapping::TensorIndex> sliceIndex(u64 globalSlice) const { return slices_.sliceIndex(globalSlice); }

private:
    tensor::DmSlices slices_;
    QStringList assumed_;
};

struct SliceRecognition {
    std::shared_ptr<const SliceStructure> structure;  // null when the design has none
    QString problem;                                  // why not, one sentence; empty when there is simply no `Slice` alias
};

// Reads the structure out of a design (see the top of this file).
SliceRecognition recogniseSlices(const MappingContent& content, const Derivation& derivation);

}  // namespace tcpwb::widgets
