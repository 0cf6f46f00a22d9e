#pragma once
// Addresses for the tensors a kernel creates without one (the toolchain's
// `to_dm(&mut ctx.tdma)`, `commit()`, `to_trf()`, `DmTensor::new()`, ...):
// each memory is filled by memory::allocate from the tensors' lifetimes in
// program order. Tensors whose address the kernel wrote keep it.
// docs/kernel-language.md, "Addresses and the allocator".
#include <optional>
#include <string>
#include <vector>

#include "diag/diagnostic.h"
#include "kernel/program.h"

namespace tcpwb::kernel {

// Program points: 0 is before the first operation (tensors already in
// memory), operation i is point i + 1, and ops.size() + 1 is after the last
// (results the host reads back, kept to the end).
struct LiveRange {
    u64 begin = 0;                               // the first point it is live at
    u64 end = 0;                                 // one past the last; begin == end: never used
    std::optional<std::size_t> firstOp() const;  // the operation at `begin`, if any
    std::optional<std::size_t> lastOp(std::size_t opCount) const;
};

// Parallel to program.tensors: from the operation that writes a tensor first
// (or point 0 for one already in memory) to the last operation that touches it;
// the kernel's outputs and to_host's sources live to the end.
std::vector<LiveRange> liveRanges(const Program& program);

// What a tensor occupies in its memory's unit: bytes per chip (HBM), per
// slice (DM, VRF) or per Row (TRF); nullopt for host tensors or when its
// mappings do not compile (the simulator reports that).
struct Footprint {
    u64 bytes = 0;
    std::string_view unit;  // "chip", "slice", "row"
};
std::optional<Footprint> footprintOf(const Program& program, const Tensor& tensor);

// The byte address a tensor starts at in its unit's space (a TRF region's
// base inside each Row), once placed.
std::optional<u64> unitAddressOf(const Program& program, const Tensor& tensor);

// Gives every device tensor without an address one, and marks it
// Tensor::placed. Error: allocation_failed, at the first tensor that does not
// fit, naming the tensors live at the peak with their sizes.
[[nodiscard]] std::optional<diag::Diagnostic> placeTensors(Program& program);

}  // namespace tcpwb::kernel
