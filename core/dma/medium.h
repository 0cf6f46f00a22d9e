#pragma once
// The three memories a DMA Engine moves between and the rules each imposes
// (manual, "DMA Engine" > "Alignment Constraints"): address and packet
// alignment, the AXI packet limit, and how an address is laid out.
#include <optional>
#include <string>
#include <string_view>

#include "tensor/dtype.h"
#include "util/checked.h"

namespace tcpwb::dma {

enum class Medium { Hbm, Dm, Spm };

std::optional<Medium> parseMedium(std::string_view name);  // hbm dm spm (any case)
std::string_view mediumName(Medium m);                     // "HBM"
bool isSram(Medium m);                                     // DM and SPM

// Bytes an address or a packet must be a multiple of.
struct Alignment {
    u64 read = 1;
    u64 write = 1;
    u64 packet = 1;
};

// The table's column for one medium (SPM is SRAM like DM).
Alignment mediumAlignment(Medium m);

// What a transfer from `in` to `out` requires: reads follow the source's
// column, writes and the packet the destination's; HBM-to-DM needs 8 bytes
// for all three.
Alignment transferAlignment(Medium in, Medium out);

inline constexpr u64 kMaxPacketBytes = 4096;  // 256 AXI beats x 16 bytes
inline constexpr u64 kRequestBytes = 256;     // "DMA automatically splits packets into 256-byte units"
inline constexpr u64 kStartupCycles = 500;    // per DMA descriptor (command)
inline constexpr u64 kEnginesPerChip = 8;     // one per pair of DMNs
inline constexpr u64 kMaxChips = 4;

// A memory's address space, level by level. DM: chip, cluster, slice (each
// slice a 4 MB virtual window: "slice_stride = 4MB"), then the slice's own
// bytes; HBM and SPM: chip, then a 2^36-byte window (HBM's 36 address bits).
inline constexpr u64 kDmSliceWindowBytes = u64{4} << 20;
inline constexpr u64 kChipWindowBytes = u64{1} << 36;
inline constexpr u64 kSlicesPerDmn = 32;

// Elements of `dtype` in `bytes` (i4: two per byte).
u64 elementsIn(tensor::DType dtype, u64 bytes);
// Bytes `elements` occupy, rounded down to where the element starts.
u64 byteOffsetOf(tensor::DType dtype, u64 elements);

}  // namespace tcpwb::dma
