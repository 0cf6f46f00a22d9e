#pragma once
// Every buffer position's tensor element at once, as a linear offset into the
// logical tensor: what the simulator and the layout views consume. Runs at
// memory speed for mappings made of axis and broadcast factors.
#include <optional>
#include <span>
#include <vector>

#include "mapping/mapping.h"

namespace tcpwb::mapping {

// Written for positions that hold no element.
inline constexpr u64 kPaddingOffset = ~u64{0};

// Row-major strides of the logical tensor over `axes` (first is major): the
// element {A: a, B: b} sits at a * stride(A) + b * stride(B).
std::vector<u64> rowMajorStrides(const AxisEnv& env, const std::vector<AxisId>& axes);

// out[p] = linear offset of the element at buffer position p (p < size), or
// kPaddingOffset. `strides` is indexed by AxisId; out.size() must equal
// m.size(). Skewed axes and groups take a slower per-position path.
void enumerateOffsets(const CompiledMapping& m, std::span<const u64> strides, std::span<u64> out);
// The same for the positions from `first` on: out[p] is position first + p's
// offset (kPaddingOffset past the mapping's end), so a long mapping can be
// read a window at a time.
void enumerateOffsets(const CompiledMapping& m, std::span<const u64> strides, u64 first, std::span<u64> out);

// Whether enumerateOffsets would give out[p] == p at every position (a
// row-major layout in the strides' own order: no padding, broadcast or
// reordering), known from the mapping's factors without enumerating them.
bool offsetsAreIdentity(const CompiledMapping& m, std::span<const u64> strides);
// The same with the outermost factor padded (`m![W # 155648, H]`): the count
// of leading positions p whose offset is p when every later position is
// padding; nullopt for any other layout, or one not known from the factors.
// A padded HBM weight's offsets need no 1.3 GB table.
std::optional<u64> offsetsAreIdentityUpTo(const CompiledMapping& m, std::span<const u64> strides);

}  // namespace tcpwb::mapping
