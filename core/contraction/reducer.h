#pragma once
// The Reducer (manual, "Reducer"): `contract` multiplies each Row's
// activation and weight packets and sums the innermost Packet % 2^n in the
// reduction tree (spatial reduction, types widened); `accumulate` sums the
// Time axes it removes in the 1024-slot accumulator (temporal reduction) and
// lays the result out Interleaved or Sequential.
#include <set>
#include <string>
#include <vector>

#include "contraction/hardware.h"
#include "diag/diagnostic.h"
#include "mapping/mapping.h"
#include "tensor/dtype.h"

namespace tcpwb::contraction {

// The computation mapping both Aligner paths produce.
struct Computation {
    const mapping::CompiledMapping& row;
    const mapping::CompiledMapping& time;
    const mapping::CompiledMapping& packet;
    tensor::DType dtype = tensor::DType::BF16;
};

struct ContractPlan {
    unsigned treeDepth = 0;     // depth used: log2 of the elements each sum covers
    unsigned maxTreeDepth = 0;  // the type's tree: 7 (i4), 6 (i8, f8), 5 (bf16)
    u64 elementsPerSum = 1;     // 2^treeDepth
    std::string spatialAxes;    // `Packet % 2^n`, the part summed
    u64 outputsPerRow = 0;      // contract's OutPacket size (m)
    tensor::DType outDtype = tensor::DType::F32;
    u64 spatialCycles = 0;  // the tree's latency
};

// Error kinds: unsupported_dtype, row_count, max_single_row, spatial_output_limit, contract_packet.
diag::Result<ContractPlan> planContract(const Computation& computation, const mapping::CompiledMapping& outPacket,
                                        ReduceOp op = ReduceOp::Add);

struct AccumulatePlan {
    AccumulationKind kind = AccumulationKind::Interleaved;
    std::vector<bool> removed;             // per computation Time factor, major first
    std::vector<std::string> reducedAxes;  // the removed factors' text
    std::string expectedOutTime;           // what the output Time is, as the mode builds it
    std::string expectedOutPacket;
    std::string packetOuter;         // Sequential: Packet_outer
    u64 innerAxesSize = 0;           // product inner to the outermost reduced axis (0: none)
    u64 innerLimit = 0;              // 128 Interleaved, 32 Sequential
    u64 slotsNeeded = 0;             // align_up(...) x inner, at most 1024
    u64 usefulSlots = 0;             // Row x 32 x 4 (Interleaved) or 8 x m x 4 (Sequential)
    u64 columnGroups = 0;            // Interleaved: 32 / m
    u64 rowGroups = 0;               // Sequential: 8 / Row
    u64 temporalCycles = 0;          // one packet per cycle
    std::vector<std::string> notes;  // utilization remarks
};

// `contracted` is contract's OutPacket. `reducedTime`, when given, is the
// Time after the temporal reduction as the toolchain's contract_time::<T>()
// names it: it decides which Time factors are summed, and must be the
// computation Time with some factors left out, in order. Error kinds:
// accumulate_packet, accumulate_time, accumulator_capacity, too_large,
// contract_time.
diag::Result<AccumulatePlan> planAccumulate(const Computation& computation, const mapping::CompiledMapping& contracted,
                                            const mapping::CompiledMapping& outTime, const mapping::CompiledMapping& outPacket,
                                            AccumulationKind kind, const mapping::CompiledMapping* reducedTime = nullptr);

inline constexpr u64 kMaxTraceFlits = 65536;

// The accumulator's work flit by flit for a Time with `removed` factors
// summed: the slot a flit lands in (its position among the kept factors inner
// to the outermost removed one), store or accumulate, and when the buffer is
// complete and output. Empty when nothing is removed or Time has more than
// kMaxTraceFlits positions.
struct AccumulatorStep {
    u64 flit = 0;
    u64 slot = 0;
    bool accumulate = false;
    bool output = false;
    std::vector<u64> time;  // the flit's coordinate in each Time factor, major first (the table's `B / 4`, `A % 8`)
};
std::vector<AccumulatorStep> accumulatorTrace(const mapping::CompiledMapping& time, const std::vector<bool>& removed);

// The trace in the manual's words: "the spatial reduction stage outputs 16
// flits", "the accumulator uses 8 buffer slots", "after flit 15, the buffer
// ... outputs them".
struct AccumulatorTraceSummary {
    u64 flits = 0;
    u64 slotsUsed = 0;             // distinct slots the flits store into
    std::vector<u64> outputAfter;  // the flits after which the buffer is complete and output
};
AccumulatorTraceSummary summarize(const std::vector<AccumulatorStep>& trace);

// The Time factors that run over any of `axes` (for "reduce B").
std::vector<bool> factorsOver(const mapping::CompiledMapping& time, const std::set<mapping::AxisId>& axes);

inline constexpr std::size_t kMaxTimeFactors = 12;  // subsets of the Time factors tried by accumulate

}  // namespace tcpwb::contraction
