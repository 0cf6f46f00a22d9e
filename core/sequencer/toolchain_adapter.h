#pragma once
// The Fetch and Commit Adapters' stages as the furiosa-opt toolchain (0.6)
// names them, one method per stage, with the conversions its code allows
// (furiosa-opt-std's FetchCast, TableLookup, FetchZeroPointSub and
// CommitCast traits) and the widths its verifier checks. The manual's fetch
// cast table stays in sequencer/fetch.h; docs/dialects.md lists where the two
// differ.
#include <cstdint>
#include <optional>
#include <string>

#include "diag/diagnostic.h"
#include "mapping/mapping.h"
#include "tensor/dtype.h"

namespace tcpwb::sequencer {

// fetch_cast::<D2>(): the identity, i4 / i8 / i16 -> i32, f8e4m3 / f8e5m2 /
// bf16 -> f32, and f32 -> bf16 (the only narrowing). No i5 / i9 (that is
// zero-point subtraction) and no f8 -> bf16 (that is the table lookup).
bool toolchainFetchCastSupported(tensor::DType from, tensor::DType to);
// Error kind `cast`, naming what `from` converts to; nullopt when supported.
[[nodiscard]] std::optional<diag::Diagnostic> checkToolchainFetchCast(tensor::DType from, tensor::DType to);

// fetch_table_lookup::<D2>(): the baked decode tables, f4e2m1 -> f8e4m3 or
// f8e5m2 (the paired 4-bit table) and f8e4m3 / f8e5m2 -> bf16. Every entry
// is exact (each input value is representable in the output type), so the
// lookup's value is the input's value. Error kind `table_lookup`.
[[nodiscard]] std::optional<diag::Diagnostic> checkTableLookup(tensor::DType from, tensor::DType to);

// fetch_zero_point_sub::<D2>(zero_point): i4 -> i5 and i8 -> i9, with the
// zero point inside the source type's range (i4: -8..=7, i8: -128..=127), so
// every residual fits the wider type. Error kind `zero_point`.
[[nodiscard]] std::optional<diag::Diagnostic> checkZeroPointSub(tensor::DType from, tensor::DType to, std::int64_t zeroPoint);

// The Commit Adapter writes 8, 16, 24 or 32 bytes of a packet.
inline constexpr u64 kCommitBaseBytes = 8;
inline constexpr u64 kCommitMaxBytes = 32;

// commit_trim::<OutPacket>(): the trimmed packet is 8, 16, 24 or 32 bytes of
// `dtype`, and is `packet`'s leading positions: the same element at each of
// its positions (a resize of the packet, such as `m![W # 32]` to `m![W]` or
// `m![N]` to `m![N = 8]`). Error kind `commit_trim`.
[[nodiscard]] std::optional<diag::Diagnostic> checkCommitTrim(const mapping::CompiledMapping& packet,
                                                              const mapping::CompiledMapping& outPacket, tensor::DType dtype);

// commit_cast / commit_cast_relu: f32 -> bf16 only, on a trimmed packet whose
// f32 bytes are a multiple of 16 (the unit writes 8 bytes of bf16 per 16 of
// f32). Error kind `commit_cast`.
[[nodiscard]] std::optional<diag::Diagnostic> checkCommitCast(tensor::DType from, tensor::DType to, u64 packetElements);

}  // namespace tcpwb::sequencer
