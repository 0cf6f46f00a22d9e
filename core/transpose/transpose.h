#pragma once
// The Transpose Engine (manual, "Transpose Engine"): reads in_rows time steps
// of packets_per_col packets as an [in_rows x in_cols] matrix (the first
// elements_per_packet elements of each packet), transposes it, trims the rows
// that only held padding and pads each output row to one 32-byte packet.
// Time = [outer, in_rows, packets_per_col] becomes [outer, packets_per_col,
// packet data]; the Packet becomes the in_rows part, padded.
#include <optional>
#include <string>
#include <vector>

#include "diag/diagnostic.h"
#include "mapping/mapping.h"
#include "tensor/dtype.h"

namespace tcpwb::transpose {

inline constexpr u64 kBufferCols = 16;  // num_buffer_cols

// The manual's constraint table, per element width.
struct TypeLimits {
    unsigned bits = 8;  // 4, 8, 16 or 32 (storage width)
    u64 elementsPerPacket = 8;
    u64 outputAlignment = 32;  // elements in a 32-byte output packet
    u64 maxInRows = 8;
    std::vector<u64> validInCols;
};
TypeLimits limitsFor(tensor::DType dtype);

struct TransposeRequest {
    const mapping::CompiledMapping& time;
    const mapping::CompiledMapping& packet;
    tensor::DType dtype;
    // The matrix shape. When absent: chosen to match the given output
    // mappings, or else in_rows = the innermost Time factor, packets_per_col = 1.
    std::optional<u64> inRows, packetsPerCol;
    const mapping::CompiledMapping* outTime = nullptr;  // to verify
    const mapping::CompiledMapping* outPacket = nullptr;
};

struct TransposePlan {
    std::string time, packet;  // normalized OutTime and OutPacket
    u64 inRows = 0, packetsPerCol = 0, elementsPerPacket = 0, inCols = 0;
    u64 outRows = 0, trimmedRows = 0, outputAlignment = 0;
    bool doubleBuffering = false;
    u64 inputFlitsPerIter = 0, outputFlitsPerIter = 0, n = 0, cyclesPerIter = 0, cycles = 0;
    bool verified = false;
};

// Error kinds: transpose_packet (not 32 bytes, or data beyond
// elements_per_packet), transpose_rows (in_rows too large or not dividing
// Time), transpose_cols (in_cols not valid for the type), transpose_mismatch
// (no shape gives the given output mappings).
diag::Result<TransposePlan> planTranspose(const TransposeRequest& request);

}  // namespace tcpwb::transpose
