#pragma once
// A shuffle across chips or clusters (kernel::Transfer::Mode::Shuffle): the
// output has its source's mappings, so both place the same positions in the
// same units; the output's unit at chip (cluster) t takes what the source's
// unit at chip (cluster) pattern[t], with the same other coordinates, holds.
#include <optional>
#include <vector>

#include "kernel/program.h"
#include "sim/state.h"

namespace tcpwb::sim::detail {

// Per unit of `to` (the output's placement), the offset of the unit of
// `from` (the source's, in its logical order) whose contents it receives;
// nullopt when that unit holds nothing of the tensor (the planner's size
// check rules that out).
std::optional<std::vector<u64>> shuffledUnitOffsets(const Placement& to, const Placement& from, const kernel::Transfer& shuffle);

// `p` with every unit reading its source's unit: a Copy through it is the
// shuffle. `p` is the output's placement over the source's logical strides.
std::optional<Placement> shuffledPlacement(const Placement& p, const kernel::Transfer& shuffle);

}  // namespace tcpwb::sim::detail
