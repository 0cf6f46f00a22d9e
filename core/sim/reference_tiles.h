#pragma once
// Which elements a tensor or a stream names, axis by axis, for the logical
// reference: a tile (`KT @ 1`, `K / 1024 @ 1 = 1`, `KT = 1`) names part of
// an axis, and the reference of what it holds must be only that part
// (docs/simulation.md, "Tiled GEMM").
#include <optional>
#include <vector>

#include "mapping/mapping.h"
#include "sim/state.h"

namespace tcpwb::sim::detail {

// Per AxisId: the coordinates the sum of some mappings can give the axis
// (true = named), or nullopt when that is not worked out (a group, a
// sliding window, a skewed or padded axis): every coordinate then counts.
// An axis none of the mappings runs over is named at coordinate 0 only.
using NamedCoordinates = std::vector<std::optional<std::vector<bool>>>;

// The coordinates of `axes` named by positions of m![parts[0], parts[1], ...]
// (the parts' indices add: Chip + Cluster + Slice + Time + Packet), from
// their normal forms; other axes are left nullopt. A superset of the exact set
// when an axis's validity couples with another's; exact for factors over plain axes.
NamedCoordinates namedCoordinates(const mapping::AxisEnv& env, const std::vector<const mapping::CompiledMapping*>& parts,
                                  const std::vector<mapping::AxisId>& axes);

// 1 + the last coordinate of `axis` below `size` that `named` names (at least
// 1), or `size` when its coordinates are not worked out.
u64 namedExtent(const NamedCoordinates& named, mapping::AxisId axis, u64 size);

// `l` with every element outside `named` set to 0 (value and bound), and its
// outermost axis ending at its last named coordinate (state.h's shortened
// Logical), or nullopt when `named` holds all of l's elements (nothing to change).
std::optional<Logical> keepNamed(const mapping::AxisEnv& env, const Logical& l, const NamedCoordinates& named);

}  // namespace tcpwb::sim::detail
