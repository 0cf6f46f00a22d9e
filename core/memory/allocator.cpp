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
    // A sweep over the births: the demand at a point is what was born up to
    // it less what ended up to it. Linear after sorting, where comparing every
    // block with every other took minutes for a kernel unrolled to 100,000 tensors.
    std::vector<const Block*> byBegin, byEnd;
    for (const Block& b : blocks)
        if (b.begin < b.end) byBegin.push_back(&b);
    byEnd = byBegin;
    std::sort(byBegin.begin(), byBegin.end(), [](const Block* a, const Block* b) { return a->begin < b->begin; });
    std::sort(byEnd.begin(), byEnd.end(), [](const Block* a, const Block* b) { return a->end < b->end; });
    u64 bestPoint = 0, bestBytes = 0;
    // 128 bits: fewer than 2^64 sizes below 2^64 add up without overflow, clamped to kMaxSize after.
    __extension__ using Bytes = unsigned __int128;
    Bytes born = 0, ended = 0;
    std::size_t nextBorn = 0, nextEnded = 0;
    while (nextBorn < byBegin.size()) {
        const u64 point = byBegin[nextBorn]->begin;
        for (; nextBorn < byBegin.size() && byBegin[nextBorn]->begin <= point; ++nextBorn) born += byBegin[nextBorn]->size;
        for (; nextEnded < byEnd.size() && byEnd[nextEnded]->end <= point; ++nextEnded) ended += byEnd[nextEnded]->size;
        const u64 bytes = born - ended >= kMaxSize ? kMaxSize : static_cast<u64>(born - ended);
        if (bytes > bestBytes) {  // points rise: the earliest of equal peaks stays
            bestBytes = bytes;
            bestPoint = point;
        }
    }
    return {bestPoint, bestBytes};
}

std::variant<std::vector<u64>, AllocationFailure> allocate(const Arena& arena, std::span<const Block> blocks) {
    std::vector<std::optional<u64>> placed(blocks.size());
    for (std::size_t i = 0; i < blocks.size(); ++i) placed[i] = blocks[i].fixed;
    // Blocks are placed in order of birth, so only those still live at the
    // current birth can be in the way of this block or any later one: the
    // sweep keeps just them, with the fixed blocks joining as they are born.
    std::vector<std::size_t> fixedByBirth;
    for (std::size_t i = 0; i < blocks.size(); ++i)
        if (blocks[i].fixed && blocks[i].size > 0) fixedByBirth.push_back(i);
    std::stable_sort(fixedByBirth.begin(), fixedByBirth.end(),
                     [&](std::size_t a, std::size_t b) { return blocks[a].begin < blocks[b].begin; });
    std::size_t nextFixed = 0;
    std::vector<std::size_t> live;
    auto takenBy = [&](std::size_t j) { return Taken{*placed[j], checkedAdd(*placed[j], blocks[j].size).value_or(kMaxSize)}; };
    for (std::size_t i : placementOrder(blocks)) {
        const Block& b = blocks[i];
        if (b.size == 0) {
            placed[i] = 0;
            continue;
        }
        for (; nextFixed < fixedByBirth.size() && blocks[fixedByBirth[nextFixed]].begin <= b.begin; ++nextFixed)
            live.push_back(fixedByBirth[nextFixed]);
        std::erase_if(live, [&](std::size_t j) { return blocks[j].end <= b.begin; });  // dead for every later birth too
        std::vector<Taken> taken;
        for (std::size_t j : live)
            if (blocks[j].livesWith(b)) taken.push_back(takenBy(j));
        // Fixed blocks born during this one's life, not swept in yet.
        for (std::size_t k = nextFixed; k < fixedByBirth.size() && blocks[fixedByBirth[k]].begin < b.end; ++k)
            if (blocks[fixedByBirth[k]].livesWith(b)) taken.push_back(takenBy(fixedByBirth[k]));
        auto address = firstFit(std::move(taken), b.size, alignmentOf(arena, b), arena.capacity);
        if (!address) return failureFor(arena, blocks, i, placed);
        placed[i] = *address;
        live.push_back(i);
    }
    std::vector<u64> out;
    out.reserve(blocks.size());
    for (const auto& p : placed) out.push_back(p.value_or(0));
    return out;
}

}  // namespace tcpwb::memory
