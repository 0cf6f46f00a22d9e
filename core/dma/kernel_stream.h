#pragma once
// The stream a kernel's `to_dm` / `to_hbm` implies (the manual's kernels name
// only the two tensors; "Stream shapes are often inferred: if only source and
// destination tensors are provided, the compiler derives appropriate stream
// shapes"). See docs/dma-semantics.md, "Kernel transfers".
#include <optional>
#include <string>

#include "diag/diagnostic.h"
#include "dma/plan.h"

namespace tcpwb::dma {

// Slices of a cluster one DMA Engine serves: "eight DMA Engines, one per pair
// of DMNs", a DMN being 32 slices.
inline constexpr u64 kSlicesPerEngine = 2 * kSlicesPerDmn;

// The homogeneous aggregate stream for moving a DM tensor with mappings
// (chip, cluster, slice, element) to or from HBM: one engine per (chip,
// cluster, pair of DMNs) of the DM side, each walking its 64 slices with the
// DM Element as the packet, the two DMNs of the pair alternating packet by
// packet (as the manual's heterogeneous example interleaves `C / 32 % 2`
// innermost). A slice mapping whose size is not a multiple of 64 is served by
// one engine per cluster, and so is every slice mapping when `oneEngine` is
// set (a broadcast in the toolchain's dialect, below). Errors: the mapping
// compiler's.
diag::Result<StreamSpec> kernelStream(const std::string& chip, const std::string& cluster, const std::string& slice,
                                      const std::string& element, const mapping::AxisEnv& env, const mapping::AliasTable& aliases = {},
                                      bool oneEngine = false);

// Whether every slice of a DM side with this slice mapping holds the same
// bytes of the HBM side `hbmElement`: the slice mapping has axes and the HBM
// side none of them (gemv's vector `m![J]` into `Slice = m![I]`). The
// toolchain's schedules move such a broadcast as one engine's stream
// (docs/simulation.md, "Against the toolchain's schedules"). Errors: the
// mapping compiler's.
diag::Result<bool> isSliceBroadcast(const std::string& slice, const std::string& hbmElement, const mapping::AxisEnv& env,
                                    const mapping::AliasTable& aliases = {});

}  // namespace tcpwb::dma
