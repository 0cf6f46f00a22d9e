#pragma once
// The toolchain's indirect DMA as the simulator plans it (kernel::Transfer's
// Gather and Scatter): which axes are the rows an index chooses and which
// are carried along. Gather: the output's axes are the index's and the
// payload; the table's are the payload and one row axis. Scatter: the
// source's are the key (the index's axes) and the payload; the output's are
// the payload and one row axis. A scaled index holds byte offsets of rows
// (row x the payload's bytes), an unscaled one row positions; either is cut
// to its row by dividing, as the toolchain's CPU model does.
// docs/simulation.md, "Gather and scatter".
#include <optional>
#include <vector>

#include "diag/diagnostic.h"
#include "kernel/program.h"
#include "mapping/axes.h"

namespace tcpwb::sim {

struct TensorPlan;

struct IndirectPlan {
    std::vector<mapping::AxisId> payload;  // carried row by row, the same on both sides
    mapping::AxisId rowAxis = 0;           // Gather: the table's; Scatter: the output's
    u64 rows = 0;                          // rowAxis's size
    u64 rowBytes = 0;                      // the payload's bytes: a scaled index's unit
    bool scaled = true;
    u64 divisor() const { return scaled ? rowBytes : 1; }  // index value -> row
};

// The most bytes of i32 index an unscaled gather reads from one PE's SPM,
// where its index list lives (the toolchain's examples: "4 KiB per-PE budget").
inline constexpr u64 kSpmIndexBytes = 4096;

// Error kinds: indirect_layout (the axes do not pair up as above), spm_capacity.
diag::Result<IndirectPlan> planIndirect(const kernel::Program& program, const std::vector<TensorPlan>& tensors,
                                        const kernel::Transfer& transfer);

struct ProgramPlan;
// For each gather and scatter, the input its index comes from (through
// transfers, reshapes and passes) draws rows it can read: row x the index's
// unit when the index reaches the DMA as drawn, row positions when a pass
// computes it from them (the toolchain's example scales rows into byte
// offsets on the Vector Engine). Sets TensorPlan::indexDraw; needs only the
// tensors' plans.
void planIndexDraws(const kernel::Program& program, ProgramPlan& plan);

}  // namespace tcpwb::sim
