#pragma once
// The logical reference of the moves that are not plain copies (the
// toolchain's reshape, ...): what each element of the output holds, worked
// out from the source's reference through the two tensors' layouts.
#include <cstddef>

#include "sim/plan.h"
#include "sim/state.h"

namespace tcpwb::sim::detail {

// `reshape()`: the output's element at each position of the memory (chip,
// cluster, slice, element) is the source's element at that position. A
// position the source leaves as padding holds 0, the toolchain's zeroed bytes;
// the digits of an axis only some of the output's units name (`Q / 32`
// slices) are broadcast: each Q holds what its `Q / 32` slice holds.
Logical relabelReference(State& s, const Logical& from, std::size_t source, std::size_t output);

// A gather (sim/indirect.h): out[payload, i] = table[payload, row(index[i])].
// An index value naming no row leaves 0 (the simulation reports it).
Logical gatherReference(const State& s, std::size_t op);
// A scatter: what the output held, with out[payload, row(index[k])] =
// data[payload, k] in the key's order, a later key overwriting.
Logical scatterReference(const State& s, std::size_t op);
// A chip or cluster shuffle (sim/shuffle.h): the output's element at each
// position is the source's at that position of chip (cluster) pattern[t].
Logical shuffleReference(State& s, const Logical& from, std::size_t op);
// A memset: every element of the output is the value.
Logical fillReference(const State& s, std::size_t op);

}  // namespace tcpwb::sim::detail
