#pragma once
// The mappings a kernel writer would write for align, contract and
// accumulate, derived from what comes before: the default choices (collect
// the innermost Time factor when it has 2 positions, the full tree, the
// mode's output layout for the Time axes to reduce). The plan* functions
// then check them like any other.
#include <set>

#include "contraction/hardware.h"
#include "contraction/reducer.h"
#include "diag/diagnostic.h"
#include "mapping/mapping.h"

namespace tcpwb::contraction {

struct AlignOutput {
    mapping::CompiledMapping time;    // OutTime
    mapping::CompiledMapping packet;  // OutPacket
};

// collect_flits 2 when the Packet is a whole flit and the innermost Time
// factor has 2 positions (the manual's L = 2, K / 16 = 2), which then joins
// the Packet; else collect_flits 1 with the zero half. Element axes the
// activation and the Row lack are tiled innermost, in the Element's order.
diag::Result<AlignOutput> deriveAlign(const mapping::CompiledMapping& collectTime, const mapping::CompiledMapping& collectPacket,
                                      const mapping::CompiledMapping& trfRow, const mapping::CompiledMapping& trfElement,
                                      tensor::DType dtype);

// contract's OutPacket for a tree of `depth` (the type's full tree when nullopt).
// Error kinds: unsupported_dtype, tree_depth.
diag::Result<mapping::CompiledMapping> deriveContract(const Computation& computation, std::optional<unsigned> depth);

struct AccumulateOutput {
    mapping::CompiledMapping time;
    mapping::CompiledMapping packet;
};

// accumulate's OutTime and OutPacket when the Time factors over `reduce` are
// summed. Error kinds: accumulate_time (an axis no Time factor runs over).
diag::Result<AccumulateOutput> deriveAccumulate(const Computation& computation, const mapping::CompiledMapping& contracted,
                                                const std::set<mapping::AxisId>& reduce, AccumulationKind kind);

}  // namespace tcpwb::contraction
