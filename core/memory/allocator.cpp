#include "memory/allocator.h"

#include <algorithm>
#include <tuple>

namespace tcpwb::memory {

bool AllocationFailure::fragmented() const { return peakBytes <= capacity; }

namespace {

struct Taken {
    u64 begin = 0;
    u64 end = 0;
};

u64 alignmentOf(const Arena& arena, const Block& b) { return std::max<u64>({b.alignment, arena.alignment, 1}); }

// The lowest address from which `size` bytes aligned to `alignment` fit
// between the taken ranges (sorted by begin) and below the capacity.
std::optional<u64> firstFit(std::vector<Taken> taken, u64 size, u64 alignment, u64 capacity) {
    std::sort(taken.begin(), taken.end(), [](const Taken& a, const Taken& b) { return a.begin < b.begin; });
    u64 candidate = 0;
    for (const Taken& r : taken) {
        if (r.end <= candidate) continue;
        if (r.begin >= candidate && r.begin - candidate >= size) break;
        candidate = roundUp(r.end, alignment);
    }
    if (candidate > capacity || capacity - candidate < size) return std::nullopt;
    return candidate;
}

// Birth order: earlier first, then larger (a large block placed first leaves
// the small ones the gaps), then as given.
std::vector<std::size_t> placementOrder(std::span<const Block> blocks) {
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < blocks.size(); ++i)
        if (!blocks[i].fixed) order.push_back(i);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (blocks[a].begin != blocks[b].begin) return blocks[a].begin < blocks[b].begin;
        return blocks[a].size > blocks[b].size;
    });
    return order;
}

AllocationFailure failureFor(const Arena& arena, std::span<const Block> blocks, std::size_t failed,
                             const std::vector<std::optional<u64>>& placed) {
    AllocationFailure f;
    f.block = failed;
    f.capacity = arena.capacity;
    std::tie(f.peakPoint, f.peakBytes) = peakDemand(blocks);
    for (std::size_t i = 0; i < blocks.size(); ++i)
        if (blocks[i].begin <= f.peakPoint && f.peakPoint < blocks[i].end && blocks[i].size > 0) f.liveAtPeak.push_back(i);
    std::stable_sort(f.liveAtPeak.begin(), f.liveAtPeak.end(),
                     [&](std::size_t a, std::size_t b) { return blocks[a].size > blocks[b].size; });
    for (std::size_t i = 0; i < blocks.size(); ++i)
        if (i != failed && placed[i] && blocks[i].livesWith(blocks[failed]) && blocks[i].size > 0) f.inTheWay.push_back(i);
    std::stable_sort(f.inTheWay.begin(), f.inTheWay.end(), [&](std::size_t a, std::size_t b) { return *placed[a] < *placed[b]; });
    f.addresses = placed;
    return f;
}

}  // namespace

std::pair<u64, u64> peakDemand(std::span<const Block> blocks) {
    u64 bestPoint = 0, bestBytes = 0;
    for (const Block& at : blocks) {
        if (at.begin >= at.end) continue;
        u64 bytes = 0;
        for (const Block& b : blocks)
            if (b.begin <= at.begin && at.begin < b.end) bytes = checkedAdd(bytes, b.size).value_or(kMaxSize);
        if (bytes > bestBytes || (bytes == bestBytes && at.begin < bestPoint)) {
            bestBytes = bytes;
            bestPoint = at.begin;
        }
    }
    return {bestPoint, bestBytes};
}

std::variant<std::vector<u64>, AllocationFailure> allocate(const Arena& arena, std::span<const Block> blocks) {
    std::vector<std::optional<u64>> placed(blocks.size());
    for (std::size_t i = 0; i < blocks.size(); ++i) placed[i] = blocks[i].fixed;
    for (std::size_t i : placementOrder(blocks)) {
        const Block& b = blocks[i];
        if (b.size == 0) {
            placed[i] = 0;
            continue;
        }
        std::vector<Taken> taken;
        for (std::size_t j = 0; j < blocks.size(); ++j)
            if (j != i && placed[j] && blocks[j].size > 0 && blocks[j].livesWith(b))
                taken.push_back({*placed[j], checkedAdd(*placed[j], blocks[j].size).value_or(kMaxSize)});
        auto address = firstFit(std::move(taken), b.size, alignmentOf(arena, b), arena.capacity);
        if (!address) return failureFor(arena, blocks, i, placed);
        placed[i] = *address;
    }
    std::vector<u64> out;
    out.reserve(blocks.size());
    for (const auto& p : placed) out.push_back(p.value_or(0));
    return out;
}

}  // namespace tcpwb::memory
