#pragma once
// What the CPU running the simulator offers its vector paths (the
// contraction's and the reference's AVX2 kernels), asked once.
#if defined(__x86_64__) && defined(__GNUC__)
#define TCPWB_HAVE_X86_KERNELS 1

namespace tcpwb::sim::detail {

inline bool cpuHasAvx2() {
    static const bool has = __builtin_cpu_supports("avx2");
    return has;
}

inline bool cpuHasAvx2Fma() {
    static const bool has = cpuHasAvx2() && __builtin_cpu_supports("fma");
    return has;
}

}  // namespace tcpwb::sim::detail
#endif
