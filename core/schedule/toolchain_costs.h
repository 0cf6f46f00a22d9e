#pragma once
// Fixed costs the furiosa-opt toolchain's schedules count and the manual's
// engine formulas do not. Neither the book nor the manual states them; each is
// measured on the ten schedules of ../shared/real-data/furiosa-opt-schedules
// (docs/simulation.md, "Against the toolchain's schedules", says how). They
// apply to kernels in the toolchain's dialect only.
#include "util/checked.h"

namespace tcpwb::schedule {

// Cycles before the first operation: every one of the ten schedules starts
// its first DMA at cycle 1,003.
inline constexpr u64 kToolchainLaunchCycles = 1003;

// The ExplicitSync that ends every schedule after its last operation, on the
// PE core: 600 cycles in all ten.
inline constexpr u64 kToolchainSyncCycles = 600;

// What each main or sub pass (one Tensor Unit command) takes beyond its
// engines' formulas: every sub pass of the ten schedules (seven, from one
// 16-byte flit per slice to a 4 KB to_trf) is this much longer than the
// same pass's pipeline time here.
inline constexpr u64 kToolchainPassOverheadCycles = 261;

}  // namespace tcpwb::schedule
