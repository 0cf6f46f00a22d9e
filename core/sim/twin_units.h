#pragma once
// Twin units: slices whose pass would read the same bytes, so that a pass
// that only moves data (GEMM's B into the TRF: 512 slices, 32 distinct) runs
// once per distinct input and copies the result to the others.
#include <cstddef>
#include <vector>

#include "sim/memory.h"

namespace tcpwb::sim::detail {

// For each unit (its block of `memory` by key), the first unit whose block
// holds the same bytes and written bits over [begin, end), or the unit
// itself; a unit without a block is its own. A sample of each range is hashed
// and each unit compared whole with the first of its hash, both on up to
// `threads` workers: a collision costs a twin not found, never a wrong one.
std::vector<std::size_t> firstWithSameBytes(const UnitMemory& memory, const std::vector<u64>& keys, u64 begin, u64 end, unsigned threads);

}  // namespace tcpwb::sim::detail
