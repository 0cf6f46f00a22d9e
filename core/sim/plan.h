#pragma once
// "Type checking" a kernel::Program through the engines: every tensor's
// mappings compiled and checked (tensor::checkDeviceTensor), every transfer
// planned by the DMA engine, every Tensor Unit pass planned stage by stage by
// the engine that runs the stage (fetch sequencer, Switch, Collect, Aligner,
// Reducer, Vector, Cast, commit sequencer). The plan is what the simulation
// (run.h) executes value by value and what the timing reads its cycles from;
// nothing here holds a value. See docs/simulation.md.
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cast/cast.h"
#include "collect/collect.h"
#include "contraction/aligner.h"
#include "contraction/reducer.h"
#include "contraction/to_trf.h"
#include "diag/diagnostic.h"
#include "dma/cost.h"
#include "dma/plan.h"
#include "kernel/program.h"
#include "mapping/mapping.h"
#include "sequencer/commit.h"
#include "sim/indirect.h"
#include "sequencer/fetch.h"
#include "switch/switch.h"
#include "tensor/device_tensor.h"
#include "transpose/transpose.h"
#include "vcg/config.h"
#include "vector/chain.h"
#include "vector/trace.h"

namespace tcpwb::sim {

using mapping::CompiledMapping;

// A tensor of the program with its mappings compiled, in kernel::Tensor's
// role order (Host {Element}; Hbm {Chip, Element}; Dm/Vrf {Chip, Cluster,
// Slice, Element}; Trf {Chip, Cluster, Slice, Row, Element}).
// The most input values the simulator draws for one tensor (a host `rand`
// tensor, a parameter of a device function run on its own): they are drawn
// over the tensor's axes at their full size, 12 bytes each with their bits,
// 3 GiB at the limit. Past it, initializing the run is `too_large`.
inline constexpr u64 kMaxLogicalValues = u64{1} << 28;

// An input drawn as indices (its values go, as they are or through a pass,
// into a gather's or scatter's index): row x unit for random rows in [0, rows),
// so a device function run on its own reads rows its table has
// (docs/simulation.md, "Gather and scatter").
struct IndexDraw {
    u64 rows = 1;
    u64 unit = 1;  // a scaled index's row bytes; 1 for row positions
};

struct TensorPlan {
    std::optional<IndexDraw> indexDraw;
    std::vector<CompiledMapping> mappings;
    u64 elementCount = 0;  // Element::SIZE (positions of the last mapping)
    u64 elementBytes = 0;  // bytes those positions occupy per slice (HBM: per chip)
    // The real axes any of its mappings runs over: the logical tensor's axes,
    // in order of first appearance (the host tensor's order for host tensors).
    std::vector<mapping::AxisId> axes;

    const CompiledMapping& element() const { return mappings.back(); }
    const CompiledMapping* role(std::string_view name, kernel::Memory memory) const;
};

// A tile of a tensor as the engines address it (kernel::StreamPass::sourceOffset):
// `layout` (the Tile mapping) places the tile's elements, by the tile's own
// coordinates, in the tensor's Element positions from `firstElement` (the
// position of `offset`) on; the tensor's coordinates are the tile's plus `offset`.
struct TileWindow {
    CompiledMapping layout;
    mapping::TensorIndex offset;
    u64 firstElement = 0;
};

// The Tensor Unit stream between two stages: where each element is (chip,
// cluster, slice, time step, packet position) as mappings, and its type.
// `row` is set between align and accumulate (the computation's TRF Row).
struct StreamShape {
    std::optional<CompiledMapping> chip, cluster, slice, time, packet, row;
    tensor::DType dtype = tensor::DType::I8;
};

struct AlignStage {
    contraction::AlignPlan plan;
    std::size_t trfTensor = 0;  // index into Program::tensors
};

// A Vector Engine chain whose stages reshape the stream (Narrow, the
// Intra-Slice Reduce, Widen): its input shape and the shape after each step.
namespace detail {
struct ReduceTables;  // vector_reduce_exec.h
}

struct VectorShapes {
    vector::Shape input;
    vector::ShapeTrace trace;
    std::optional<mapping::AxisId> reduceAxis;                 // the Intra-Slice Reduce's R
    std::shared_ptr<const detail::ReduceTables> reduceTables;  // its per-position tables, the same for every slice
    std::optional<mapping::AxisId> groupAxis;                  // two-group mode: the Time axis vector_intra_slice_unzip splits
    bool interSlice = false;                                   // reduceAxis is the Inter-Slice Block's (a Slice axis)
    // A chain that reduces within each slice before the Inter-Slice Block
    // (the ladder's full reduce: R in Slice, Time and Packet): the Intra-Slice
    // Reduce's R, whose tables are reduceTables.
    std::optional<mapping::AxisId> intraAxis;
};

// begin_interleaved: the second tensor and the axis I that alternates them.
struct InterleavePlan {
    std::size_t second = 0;                     // index into Program::tensors
    mapping::AxisId axis = 0;                   // I
    std::optional<CompiledMapping> tensorTime;  // the fetch's Time without I: what the sequencer walks per tensor
};

struct StagePlan {
    kernel::StepKind kind = kernel::StepKind::Fetch;
    kernel::SourceSpan at;
    StreamShape stream;  // after this step
    // The engine's plan: exactly the one for `kind`.
    std::optional<sequencer::FetchPlan> fetch;
    std::optional<InterleavePlan> interleave;  // Fetch of begin_interleaved
    std::optional<sw::SwitchPlan> switching;
    std::optional<collect::CollectPlan> collect;
    std::optional<AlignStage> align;
    std::optional<contraction::ContractPlan> contract;
    std::optional<contraction::AccumulatePlan> accumulate;
    std::optional<vector::Chain> vector;
    std::optional<VectorShapes> vectorShapes;  // set when the chain has an Intra-Slice Reduce, two groups or a filter
    // BranchMode::ValidCount on a stream that pads: the Valid Count Generator's
    // configuration, derived once here (every slice's ExecutionIds read it).
    // Unset when nothing pads: every lane is valid.
    std::optional<vcg::Config> validCount;
    std::optional<cast::CastPlan> cast;
    std::optional<transpose::TransposePlan> transpose;
    u64 cycles = 0;   // the stage's own work (its engine's formula)
    u64 latency = 0;  // pipeline fill: cycles before its first output (docs/simulation.md)
};

struct SinkPlan {
    kernel::SinkKind kind = kernel::SinkKind::Commit;
    kernel::SourceSpan at;
    // The toolchain's Commit Adapter stages (kernel::CommitAdapter), applied to
    // the stream before the commit: keep each packet's first trimTo elements
    // (0: no trim), convert castFrom (f32) to the sink's bf16, with ReLU when
    // the pass says so, and write only each packet's first validCount elements.
    u64 trimTo = 0;
    std::optional<tensor::DType> castFrom;
    std::optional<u64> validCount;
    std::optional<sequencer::CommitPlan> commit;  // Commit, CommitView
    std::optional<contraction::ToTrfPlan> toTrf;  // ToTrf
    u64 cycles = 0;
    u64 latency = 0;
};

struct PassPlan {
    std::size_t op = 0;
    const kernel::StreamPass* pass = nullptr;
    StreamShape source;                                // the DM tensor as begin() reads it
    std::optional<TileWindow> sourceTile, outputTile;  // begin() of a tile, commit_view into one
    std::vector<StagePlan> stages;
    SinkPlan sink;
    // Pipelined: the slowest stage's cycles plus every other stage's fill latency.
    u64 cycles = 0;
};

struct TransferPlan {
    std::size_t op = 0;
    const kernel::Transfer* transfer = nullptr;
    bool host = false;                                 // a PCIe transfer from or to the host: outside the device schedule
    std::optional<TileWindow> sourceTile, outputTile;  // to_hbm_view / to_dm_view of or into a tile
    std::optional<dma::DmaPlan> dma;
    std::optional<dma::DmaCost> cost;
    std::optional<IndirectPlan> indirect;  // Gather, Scatter
    u64 cycles = 0;
};

struct OpPlan {
    kernel::Operation::Kind kind = kernel::Operation::Kind::Transfer;
    std::optional<TransferPlan> transfer;
    std::optional<PassPlan> pass;
    u64 cycles() const { return pass ? pass->cycles : transfer ? transfer->cycles : 0; }
};

struct ProgramPlan {
    const kernel::Program* program = nullptr;
    std::vector<TensorPlan> tensors;  // parallel to Program::tensors
    std::vector<OpPlan> ops;          // parallel to Program::ops
    std::vector<diag::Diagnostic> warnings;
};

// Error kinds: the engines' own (each pointed at the step, tensor or sink at
// fault), and bad_program (an index out of range, a step the simulator does
// not support, a mapping missing).
diag::Result<ProgramPlan> planProgram(const kernel::Program& program);

// A diagnostic about the kernel, pointed at `at` and prefixed with where it
// happened ("main pass 1 -> result, fetch: ...").
[[nodiscard]] diag::Diagnostic located(diag::Diagnostic d, const kernel::SourceSpan& at, std::string_view where);

}  // namespace tcpwb::sim
