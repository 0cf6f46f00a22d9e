#pragma once
// The toolchain's tiles in the simulation (`view().tile::<Index, LEN, Tile>(start)`,
// kernel::StreamPass::sourceOffset): where a tile's elements sit in its
// tensor, and the logical values a tile reads and writes
// (docs/simulation.md, "Tiles of a view").
#include <optional>

#include "kernel/program.h"
#include "sim/plan.h"
#include "sim/state.h"

namespace tcpwb::sim::detail {

// The window of a tile over `tensor`, checked as the toolchain's config_tile
// checks a tile: every element the Tile mapping holds is at its tensor
// position (its coordinates plus the offset, from the offset's own position
// on). nullopt without an offset (a whole view, or a slice, whose mapping
// names the tensor's coordinates). Error kinds: tile_layout, and the mapping's own.
diag::Result<std::optional<TileWindow>> tileWindowOf(const kernel::Program& program, const TensorPlan& tensor,
                                                     const std::optional<kernel::MappingText>& layout,
                                                     const std::optional<mapping::TensorIndex>& offset);

// `tensor` as an engine addresses it through `tile`: its Element replaced by
// the Tile mapping (the same number of positions, tileWindowOf checks), its
// other roles kept; `tensor` itself without a tile.
TensorPlan throughTile(const TensorPlan& tensor, const std::optional<TileWindow>& tile);

// `l` as a tile at `offset` reads it: element c holds l's element c + offset,
// and an element whose c + offset runs past an axis holds 0 and is not held.
// The outermost axis ends after `outerExtent` coordinates (state.h's shortened Logical).
Logical shiftedToTile(const mapping::AxisEnv& env, const Logical& l, const mapping::TensorIndex& offset, u64 outerExtent);
// The same through `window` of `tensor`: the outermost axis ends at the last
// coordinate the tile names (a tile of a 159M-value weight holds its 8M).
Logical shiftedToTile(const mapping::AxisEnv& env, const Logical& l, const TileWindow& window, const TensorPlan& tensor);

// What `tensor` holds after a write into its tile `window`: `before`
// (nullptr when nothing was written yet: 0, not held) with every element the
// tile holds (its Element part; its Chip, Cluster and Slice are the tensor's)
// replaced by `written`'s element at the tile's own coordinates.
Logical pastedIntoTile(const mapping::AxisEnv& env, const Logical* before, const Logical& written, const TileWindow& window,
                       const TensorPlan& tensor);

}  // namespace tcpwb::sim::detail
