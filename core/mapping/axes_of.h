#pragma once
// Which axes a mapping involves: the one walk over a normal form that the
// switch network, the Contraction Engine, the DMA engines and the simulator
// each ask in their own words.
#include <set>

#include "mapping/axes.h"
#include "mapping/normal_form.h"

namespace tcpwb::mapping {

// The axes a normal form's positions vary along, at any depth: its constant
// part (`KT @ 1 = 1`, the tile a Time selects) left out.
std::set<AxisId> positionAxes(const NormalForm& form);

// Every axis a normal form names: positionAxes and its constant parts' axes.
std::set<AxisId> namedAxes(const NormalForm& form);

// The axes themselves where some are derived: a skewed or padded axis stands
// for its base axis, whose coordinates it reads.
std::set<AxisId> underlyingAxes(const std::set<AxisId>& axes, const AxisEnv& env);

}  // namespace tcpwb::mapping
