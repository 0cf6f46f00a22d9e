#pragma once
// The simulation's state and the helpers its translation units share (not
// part of the API): the device memories, the host tensors, the logical
// reference of every tensor, and how a tensor's elements sit in memory.
#include <fmt/format.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "mapping/enumerate.h"
#include "sim/memory.h"
#include "sim/plan.h"
#include "sim/run.h"

namespace tcpwb::sim::detail {

using u32 = std::uint32_t;

// A logical tensor: values by row-major offset over `axes`, with an error
// bound per value (empty: exact) for the reference. A reference may stop
// short of the full volume: one a tensor holds keeps its outermost axis only
// up to the last coordinate the tensor names (a tile of a 159M-value weight
// holds its 8M), and the elements past the end are 0 and not held. Readers
// by offset check against values.size(); wholeLogical gives the full volume.
struct Logical {
    std::vector<mapping::AxisId> axes;
    std::vector<u64> strides;  // by AxisId over the whole environment; 0 for axes not in `axes`
    std::vector<double> values;
    std::vector<double> bound;
    std::vector<bool> held;  // readBack: the elements the tensor's mappings place (empty: all)
    tensor::DType dtype = tensor::DType::I32;
};
// For each row-major position over `axes`, its offset under `strides`.
std::vector<u64> projectOffsets(const mapping::AxisEnv& env, const std::vector<mapping::AxisId>& axes, const std::vector<u64>& strides);
Logical makeLogical(const mapping::AxisEnv& env, std::vector<mapping::AxisId> axes, tensor::DType dtype);
// `l` over its full volume: the elements past a shortened one's end 0 and not held.
Logical wholeLogical(const mapping::AxisEnv& env, const Logical& l);
// Values per coordinate of `l`'s outermost axis: the unit a shortened logical ends by (1 for a scalar).
u64 valuesPerOuterCoordinate(const mapping::AxisEnv& env, const Logical& l);
// A logical over `l`'s axes and strides holding `size` zeros, nothing else: bounds and held are the caller's.
Logical zerosShapedLike(const Logical& l, u64 size);
// The positions of `axes` at their full sizes; kMaxSize when the product overflows.
u64 volumeOf(const mapping::AxisEnv& env, const std::vector<mapping::AxisId>& axes);
// Strides by AxisId for a row-major tensor over `axes` (0 elsewhere).
std::vector<u64> stridesFor(const mapping::AxisEnv& env, const std::vector<mapping::AxisId>& axes);
// Logical offsets of every position of `m` under `strides` (kPaddingOffset for padding).
std::vector<u64> offsetsOf(const mapping::CompiledMapping& m, const std::vector<u64>& strides);
inline u64 join(u64 a, u64 b) { return a == mapping::kPaddingOffset || b == mapping::kPaddingOffset ? mapping::kPaddingOffset : a + b; }

// A device unit the tensor occupies: which memory block, and where in it the
// tensor's element 0 is; `offset` is the unit's part of the logical offset.
struct UnitPlace {
    UnitMemory* memory = nullptr;
    u64 key = 0;       // DM/TRF/VRF: Device::unitOf; HBM: the chip
    u64 baseByte = 0;  // within the unit (HBM: the address)
    u64 offset = 0;
    u64 chip = 0, cluster = 0, slice = 0;
};
// The logical offset of every Element position: a table, or for a
// row-major layout in the tensor's own order (GEMM's HBM operands) the
// position itself, with no table (8 MB for a 1M-element tensor); positions
// past `held` are padding when the outermost axis is padded (`W # 155648, H`).
class ElementOffsets {
public:
    ElementOffsets() = default;
    explicit ElementOffsets(std::vector<u64> table) : table_(std::move(table)), size_(table_.size()) {}
    static ElementOffsets identity(u64 size, u64 held) {
        ElementOffsets o;
        o.identity_ = true;
        o.size_ = size;
        o.held_ = held;
        return o;
    }
    u64 size() const { return size_; }
    u64 operator[](u64 e) const {
        if (!identity_) return table_[e];
        return e < held_ ? e : mapping::kPaddingOffset;
    }
    // Every position at its own offset, none padding.
    bool identity() const { return identity_ && held_ == size_; }
    // The positions [0, n) at their own offsets and the rest padding, when so.
    std::optional<u64> identityUpTo() const { return identity_ ? std::optional<u64>(held_) : std::nullopt; }

private:
    std::vector<u64> table_;
    u64 size_ = 0;
    u64 held_ = 0;
    bool identity_ = false;
};
ElementOffsets elementOffsetsOf(const mapping::CompiledMapping& m, const std::vector<u64>& strides);

struct Placement {
    std::vector<UnitPlace> units;   // units holding any element
    ElementOffsets elementOffsets;  // per Element position
    tensor::DType dtype = tensor::DType::I8;
    bool hbm = false;
};
Placement placementOf(Device& device, const kernel::Tensor& t, const TensorPlan& plan, const std::vector<u64>& strides);
// The same without the Element table (elementOffsets empty), for a reader that
// walks the Element mapping a window at a time: a 159M-element tensor's table is 1.3 GB.
Placement unitPlacementOf(Device& device, const kernel::Tensor& t, const TensorPlan& plan, const std::vector<u64>& strides);
struct State;
// placementOf over `strides`: the run's kept one when they are the tensor's
// own (stridesFor its axes), else a new one.
std::shared_ptr<const Placement> placementFor(State& s, std::size_t tensor, const std::vector<u64>& strides);

// Resolves (unit, element) to a block and element reference; HBM's pages are
// found by address. `forWrite` allocates the block.
struct Located {
    Block* block = nullptr;
    ElementRef ref;
};
std::optional<Located> locate(const Placement& p, const UnitPlace& u, u64 element, bool forWrite);

struct State {
    const kernel::Program& program;
    const ProgramPlan& plan;
    const RunOptions& options;
    Device device;
    std::vector<std::optional<std::vector<u32>>> host;  // host tensors: bits by logical offset
    // Per tensor; shared, not copied, where a transfer or a pass that only
    // moves data leaves the values as they were (GEMM's inputs are 8 MB each).
    std::vector<std::shared_ptr<const Logical>> reference;
    std::vector<diag::Diagnostic> warnings;
    // The simulation's vector_filter valid counts (the reference thread never touches them).
    std::vector<OperationValidCount> validCounts = {};
    // A transfer's source index (logical offset -> element), kept from one
    // transfer to the next so its pages stay mapped (4 MB for GEMM's inputs);
    // lent to one reader at a time, on the simulation's thread.
    std::vector<u64> sourceIndexScratch = {};
    // Tensors' placements over their own logical strides (placementFor), kept
    // for the run: a 1M-element HBM tensor's is 8 MB, once, not per transfer.
    // The simulation's thread only.
    std::vector<std::shared_ptr<const Placement>> placements = {};

    const mapping::AxisEnv& env() const { return program.axes; }
    const kernel::Tensor& tensor(std::size_t i) const { return program.tensors[i]; }
};

// Where a diagnostic about tensor `t` in operation `op` points.
[[nodiscard]] diag::Diagnostic about(const State& s, diag::Diagnostic d, std::size_t op, std::optional<std::size_t> tensor,
                                     const kernel::SourceSpan& at);

// Initial contents: rand host tensors and preloaded device tensors.
[[nodiscard]] std::optional<diag::Diagnostic> initialize(State& s);
[[nodiscard]] std::optional<diag::Diagnostic> runTransfer(State& s, std::size_t op);
[[nodiscard]] std::optional<diag::Diagnostic> runPass(State& s, std::size_t op);
// The logical reference of the operation's output.
[[nodiscard]] std::optional<diag::Diagnostic> referenceOf(State& s, std::size_t op);
// The tolerance of element i of a reference (0: exact).
double toleranceOf(const Logical& ref, u64 i);
// The device operations as the scheduler reads them, and their timing.
[[nodiscard]] std::optional<diag::Diagnostic> timeProgram(const State& s, RunResult& result);
// What the simulation left in a tensor, as a logical array over its axes
// (nullopt and a diagnostic when an element was never written).
diag::Result<Logical> readBack(State& s, std::size_t tensor, std::size_t op);

}  // namespace tcpwb::sim::detail
