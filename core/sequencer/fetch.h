#pragma once
// The Fetch Engine's sequencer side (manual, "Fetch Engine"): how many bytes
// one read takes (fetch_size), how many reads make a packet, and the cycles.
#include "sequencer/config.h"

namespace tcpwb::sequencer {

enum class Context { Main, Sub };

// Fetch output packets are a multiple of this many bytes.
inline constexpr u64 kFetchAlignBytes = 8;

// The Fetch Adapter's type casts: RNGD's table, and RNGD-S's extra ones.
struct Cast {
    tensor::DType to;
    bool rngdS = false;  // allow the RNGD-S additions (i4 -> i9, i16 -> i9, f8 -> bf16)
};
bool castSupported(tensor::DType from, tensor::DType to, bool rngdS);
std::string supportedCasts(tensor::DType from, bool rngdS);  // "i5, i32"

// A cast's output of one fetch may not exceed a 32-byte flit.
inline constexpr u64 kFlitBytes = 32;

struct FetchPlan {
    Config config;
    u64 packetBytes = 0;       // Packet::SIZE in bytes
    u64 contiguousBytes = 0;   // contiguous_sram_access_size
    u64 fetchSize = 0;         // bytes per read
    u64 fetchesPerPacket = 0;  // reads per packet (the adapter's batching)
    u64 cycles = 0;            // Time::SIZE * ceil(Packet::SIZE / fetch_size)
    tensor::DType output = tensor::DType::I8;  // the fetched type (after a cast)
    u64 outputPacketBytes = 0; // Packet::SIZE in the fetched type
};

// Adds to derive()'s error kinds: alignment (output packet not a multiple of
// 8 bytes), fetch_size (no read size of the context fits) and cast (a type
// conversion the Fetch Adapter lacks).
diag::Result<FetchPlan> planFetch(const Request& request, Context context, std::optional<Cast> cast = std::nullopt);

// Bytes of memory the innermost entries read without a jump: the innermost
// entry, grown outwards while the next entry continues it (s1 == n2 * s2).
u64 contiguousBytes(const std::vector<Entry>& entries, tensor::DType dtype);

}  // namespace tcpwb::sequencer
