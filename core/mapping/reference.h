#pragma once
// The manual's trait implementations (`M::map`) evaluated node by node on the
// resolved tree. Slow and obviously faithful: the normal form is checked
// against it in tests, never the other way round.
#include <optional>
#include <vector>

#include "mapping/expr.h"
#include "mapping/index.h"

namespace tcpwb::mapping::reference {

// Every raw (additive, unfinalized) index that buffer position i holds.
// Usually zero or one; a linear combination may give several.
std::vector<TensorIndex> mapRaw(const Expr& resolved, u64 i);

// Finalized indices (see finalizeIndex), duplicates removed, sorted.
std::vector<TensorIndex> map(const Expr& resolved, u64 i, const AxisEnv& env);

}  // namespace tcpwb::mapping::reference
