#pragma once
// The Fetch Engine's sequencer side (manual, "Fetch Engine"): how many bytes
// one read takes (fetch_size), how many reads make a packet, and the cycles.
#include "sequencer/config.h"
#include "sequencer/masking.h"

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
// The `cast` error for a conversion the Fetch Adapter lacks (no position);
// nullopt when it converts `from` to `to` (or they are the same).
[[nodiscard]] std::optional<diag::Diagnostic> checkCast(tensor::DType from, tensor::DType to, bool rngdS);

// A cast's output of one fetch may not exceed a 32-byte flit.
inline constexpr u64 kFlitBytes = 32;

// The Fetch Adapter's stages a kernel asks for beyond what the mappings say.
struct FetchOptions {
    std::optional<Cast> cast;
    std::int64_t padValue = 0;             // what masked positions become
    std::vector<std::int64_t> zeroPoints;  // one, or one per interleaved tensor
    bool table = false;                    // table indexing (main context only)
    // begin_interleaved: the Time axis that alternates between two tensors of
    // the same mapping, and how far (elements) the second lies from the first.
    std::optional<std::string> interleaveAxis;
    std::int64_t interleaveOffset = 0;
    // Table indexing decodes to this type before the cast (the toolchain's
    // fetch_table_lookup::<D>()): the cast converts from it.
    std::optional<tensor::DType> lookup;
};

struct FetchPlan {
    Config config;
    u64 packetBytes = 0;                       // Packet::SIZE in bytes
    u64 contiguousBytes = 0;                   // contiguous_sram_access_size
    u64 fetchSize = 0;                         // bytes per read
    u64 fetchesPerPacket = 0;                  // reads per packet (the adapter's batching)
    u64 cycles = 0;                            // Time::SIZE * ceil(Packet::SIZE / fetch_size)
    tensor::DType output = tensor::DType::I8;  // the fetched type (after a cast)
    u64 outputPacketBytes = 0;                 // Packet::SIZE in the fetched type
    std::optional<MaskConfig> mask;            // masking of the packet's padding, if it has any
    std::vector<diag::Diagnostic> warnings;    // what the adapter leaves as it is, and why
    std::vector<std::int64_t> zeroPoints;
    bool table = false;
    std::optional<std::size_t> interleaveEntry;  // the entry that alternates between the tensors
};

// Adds to derive()'s error kinds: alignment (output packet not a multiple of
// 8 bytes), fetch_size (no read size of the context fits), cast (a type
// conversion the Fetch Adapter lacks), and from the adapter's other stages: adapter (a stage the sub context lacks),
// zero_point (a value the output type cannot hold, or more zero points than
// tensors) and interleave (the interleaving axis is not a Time entry of 2).
diag::Result<FetchPlan> planFetch(const Request& request, Context context, const FetchOptions& options = {});

// Bytes of memory the innermost entries read without a jump: the innermost
// entry, grown outwards while the next entry continues it (s1 == n2 * s2).
u64 contiguousBytes(const std::vector<Entry>& entries, tensor::DType dtype);

}  // namespace tcpwb::sequencer
