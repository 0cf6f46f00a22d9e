#pragma once
// Overflow-checked size arithmetic. Every size, stride and coordinate in the
// workbench is a 64-bit unsigned integer bounded by kMaxSize (2^62): large
// enough for any real tensor, small enough that a sum of two never wraps.
#include <cstdint>
#include <optional>

namespace tcpwb {

using u64 = std::uint64_t;

inline constexpr u64 kMaxSize = u64{1} << 62;

// a * b, or nullopt when the product exceeds kMaxSize.
inline std::optional<u64> checkedMul(u64 a, u64 b) {
    if (a == 0 || b == 0) return u64{0};
    if (a > kMaxSize / b) return std::nullopt;
    return a * b;
}

// a + b, or nullopt when the sum exceeds kMaxSize.
inline std::optional<u64> checkedAdd(u64 a, u64 b) {
    if (a > kMaxSize || b > kMaxSize - a) return std::nullopt;
    return a + b;
}

inline constexpr u64 ceilDiv(u64 a, u64 b) { return a / b + (a % b != 0); }

inline constexpr u64 roundUp(u64 a, u64 b) { return ceilDiv(a, b) * b; }

}  // namespace tcpwb
