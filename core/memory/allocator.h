#pragma once
// Places tensors in one memory by their lifetimes: what the toolchain's
// compiler and scheduler do for a kernel that writes no addresses
// (`to_dm(&mut ctx.tdma)`, `commit()`, `DmTensor::new()`).
//
// The policy (docs/kernel-language.md, "Addresses and the allocator"):
// blocks are taken in order of birth (then the larger first, then in the
// order given) and each gets the lowest aligned address whose range no block
// live at the same time holds — first fit by lifetime, so a block reuses the
// space of one that died before it was born. Blocks with a fixed address (an
// address the kernel wrote) keep it and are avoided by the others; they are
// not checked against each other here (the scheduler's overlapping_allocation
// does that with real cycles).
#include <cstddef>
#include <optional>
#include <span>
#include <string_view>
#include <variant>
#include <vector>

#include "util/checked.h"

namespace tcpwb::memory {

// One memory the allocator fills: bytes per unit (per slice for DM, per chip
// for HBM) and the alignment of every address in it.
struct Arena {
    std::string_view name;  // "DM", for messages
    u64 capacity = 0;
    u64 alignment = 1;  // a power of two
};

// One tensor to place. Lifetimes are in program points: [begin, end), so two
// blocks are live together when their intervals intersect.
struct Block {
    u64 size = 0;
    u64 begin = 0;
    u64 end = 0;
    std::optional<u64> fixed;  // written by the kernel: kept as it is
    u64 alignment = 0;         // 0: the arena's; larger for a block that needs more
    bool livesWith(const Block& other) const { return begin < other.end && other.begin < end; }
};

// Why the blocks do not fit: the first one without room, and the program
// point where the live blocks need the most bytes together, with those blocks.
struct AllocationFailure {
    std::size_t block = 0;
    u64 peakPoint = 0;
    u64 peakBytes = 0;
    std::vector<std::size_t> liveAtPeak;  // largest first
    // The blocks live when `block` is born that hold part of the memory,
    // lowest address first: what stands in its way.
    std::vector<std::size_t> inTheWay;
    std::vector<std::optional<u64>> addresses;  // parallel to the blocks: those given before it failed
    bool fragmented() const;                    // the peak fits the capacity: first fit left no range large enough
    u64 capacity = 0;
};

// The address of every block (parallel to `blocks`), or why they do not fit.
// A block larger than the arena alone is a failure naming just the blocks live with it.
std::variant<std::vector<u64>, AllocationFailure> allocate(const Arena& arena, std::span<const Block> blocks);

// The program point where the live blocks' sizes add up to the most, the
// earliest such point, with its bytes.
std::pair<u64, u64> peakDemand(std::span<const Block> blocks);

}  // namespace tcpwb::memory
