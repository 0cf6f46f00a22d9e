#pragma once
// The logical reference of the moves that are not plain copies (the
// toolchain's reshape, ...): what each element of the output holds, worked
// out from the source's reference through the two tensors' layouts.
#include <cstddef>

#include "sim/state.h"

namespace tcpwb::sim::detail {

// `reshape()`: the output's element at each position of the memory (chip,
// cluster, slice, element) is the source's element at that position. A
// position the source leaves as padding holds 0, the toolchain's zeroed bytes.
Logical relabelReference(State& s, const Logical& from, std::size_t source, std::size_t output);

}  // namespace tcpwb::sim::detail
