#pragma once
// The small languages inside a chain's arguments: integers, group ids, i32
// and f32 literals, and BranchMode.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "diag/diagnostic.h"
#include "vector/chain.h"

namespace tcpwb::vector {

// Parses a scalar literal for `type`: integers for i32 (must fit), decimal or
// integer for f32; `inf`, `-inf`, `nan` and suffixes such as `f32` are accepted.
std::optional<std::uint32_t> parseLiteral(std::string_view text, Scalar type);
std::string formatValue(std::uint32_t bits, Scalar type);

// A Rust integer literal with an optional sign: decimal, `0x`, `0o` or `0b`,
// `_` separators and a type suffix (`3`, `-3i32`, `0xFF`, `0x7fff_ffff`,
// `3usize`); nullopt for anything else or a magnitude beyond 2^62.
std::optional<std::int64_t> parseInteger(std::string_view text);
// The same, when it fits an int.
std::optional<int> parseInt(std::string_view text);
// GroupId::Zero..Fifteen or 0-15.
std::optional<int> parseGroupId(std::string_view text);
// Unconditional, AxisToggle { axis: A }, ValidCount, Comparison([Gt(0), ...]) (at most 4), Vrf.
// With `tagMode`, the toolchain's TagMode instead: Zero, AxisToggle { axis: A }
// and Comparison([Cmp; 4]) with exactly four of Equal(v), Less(v), Greater(v),
// LessUnsigned(v), GreaterUnsigned(v), True and False (it withholds ValidCount and Vrf).
diag::Result<BranchMode> parseBranchMode(std::string_view argument, Scalar type, bool tagMode = false);
// A TagGuard with its paths stripped: all(), matches([One, Zero, Ignore, Ignore]),
// not_matches([..]) or group(Zero | One).
diag::Result<TagGuard> parseTagGuard(std::string_view stripped);

}  // namespace tcpwb::vector
