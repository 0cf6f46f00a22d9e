#pragma once
// Which tensor coordinates each DMA Engine of an aggregate operation moves
// (Example 6: "DMN #3 must process the remaining 3 elements (A=12, 13, 14)"),
// read off the stream `m![chip, cluster, slice, time, packet]` position by
// position; padding moves nothing.
#include <string>
#include <utility>
#include <vector>

#include "diag/diagnostic.h"
#include "dma/plan.h"
#include "mapping/mapping.h"

namespace tcpwb::dma {

// Per stream axis (by name, in axis order), the coordinates the engine moves, increasing.
using AxisValues = std::vector<std::pair<std::string, std::vector<u64>>>;

inline constexpr u64 kMaxValuePositions = u64{1} << 20;

// One entry per engine, in unit order. Error kinds: the mapping compiler's,
// and too_large when the stream has more than kMaxValuePositions positions.
diag::Result<std::vector<AxisValues>> unitValues(const DmaSpec& spec, const DmaPlan& plan, const mapping::AxisEnv& env,
                                                 const mapping::AliasTable& aliases = {});

}  // namespace tcpwb::dma
