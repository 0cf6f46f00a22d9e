#pragma once
// The Fetch Engine's sequencer side (manual, "Fetch Engine"): how many bytes
// one read takes (fetch_size), how many reads make a packet, and the cycles.
#include "sequencer/config.h"

namespace tcpwb::sequencer {

enum class Context { Main, Sub };

// Fetch output packets are a multiple of this many bytes.
inline constexpr u64 kFetchAlignBytes = 8;

struct FetchPlan {
    Config config;
    u64 packetBytes = 0;       // Packet::SIZE in bytes
    u64 contiguousBytes = 0;   // contiguous_sram_access_size
    u64 fetchSize = 0;         // bytes per read
    u64 fetchesPerPacket = 0;  // reads per packet (the adapter's batching)
    u64 cycles = 0;            // Time::SIZE * ceil(Packet::SIZE / fetch_size)
};

// Adds to derive()'s error kinds: alignment (packet not a multiple of 8
// bytes) and fetch_size (no read size of the context fits).
diag::Result<FetchPlan> planFetch(const Request& request, Context context);

// Bytes of memory the innermost entries read without a jump: the innermost
// entry, grown outwards while the next entry continues it (s1 == n2 * s2).
u64 contiguousBytes(const std::vector<Entry>& entries, tensor::DType dtype);

}  // namespace tcpwb::sequencer
