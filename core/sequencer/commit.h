#pragma once
// The Commit Engine's side of a write (manual, "Commit Engine"): how many
// bytes of each 32-byte flit are written (commit_in_size, the truncating
// adapter), how many per sequencer step (commit_size) and the cycles.
#include <cstdint>

#include "sequencer/fetch.h"
#include "sequencer/slice_bitmap.h"

namespace tcpwb::sequencer {

// What produced the stream a commit writes: the manual's "Sub-context commits
// can only follow fetch", never a Cast or Transpose Engine.
enum class Producer { Fetch, Cast, Transpose, Compute };

struct CommitOptions {
    SliceBitmap slices = SliceBitmap::all();
    // Sub context, valid count packing: leading elements of each packet to
    // keep (one count for every packet, or one per Time position).
    std::optional<std::vector<u64>> validCounts;
    std::optional<Producer> after;
    // Whose sub context commits (docs/dialects.md). The manual's: "Sub-context
    // commits can only follow fetch", and its commit_size, the gcd of the
    // contiguous run and commit_in_size, must be 8 bytes. The toolchain's book:
    // every engine but the Contraction Engine "carries over from main", and
    // "`D[write_size]` is fixed at 8 bytes", so a 16-, 24- or 32-byte packet is
    // written 8 bytes at a time.
    enum class SubRules { Manual, Book };
    SubRules subRules = SubRules::Manual;
};

// Valid count packing writes each packet's leading `count` elements one
// after another, so the destination holds only valid data.
struct ValidCountPacking {
    std::vector<u64> counts;  // per packet
    u64 elements = 0;         // written in all
    u64 bytes = 0;
    u64 cycles = 0;  // per packet: its 8-byte writes, at least one cycle
};

struct CommitPlan {
    Config config;            // the write sequencer's configuration
    u64 commitInSize = 0;     // bytes of each packet written: 8, 16, 24 or 32
    u64 contiguousBytes = 0;  // contiguous_sram_access_size
    u64 commitSize = 0;       // gcd(contiguous_sram_access_size, commit_in_size)
    u64 writesPerPacket = 0;  // commit_in_size / commit_size
    u64 cycles = 0;           // Time::SIZE * writes per packet
    SliceBitmap slices = SliceBitmap::all();
    std::optional<ValidCountPacking> packing;
};

// Generate mode (sub context): one 32-bit value written to a DM address by an
// ITOS (immediate-to-SRAM) command, without the Tensor Unit's pipeline.
struct GenerateWrite {
    u64 address = 0;
    std::uint32_t value = 0;
};
inline constexpr u64 kSliceBytes = u64{1} << 19;  // a DM slice's 512 KiB (Memory Performance)
// Error kinds: adapter (main context), alignment (not 4-byte aligned),
// out_of_bounds (past the slice), generate_value (not a 32-bit value).
diag::Result<GenerateWrite> planGenerate(u64 address, std::int64_t value, Context context);

// The values valid count packing writes: each packet's leading counts[i]
// elements (counts of one entry apply to every packet), concatenated.
std::vector<std::int64_t> packValidCounts(const std::vector<std::vector<std::int64_t>>& packets, const std::vector<u64>& counts);

// Adds to derive()'s error kinds: commit_in_size, commit_size, alignment
// (strides that are not multiples of 8 bytes), broadcast_write, and for the
// sub context's stages adapter (packing in the main context, or a sub-context
// commit after anything but a fetch) and valid_count.
diag::Result<CommitPlan> planCommit(const Request& request, Context context, const CommitOptions& options = {});

}  // namespace tcpwb::sequencer
