#include "sim/twin_units.h"

#include <unordered_map>

#include "sim/workers.h"

namespace tcpwb::sim::detail {

std::vector<std::size_t> firstWithSameBytes(const UnitMemory& memory, const std::vector<u64>& keys, u64 begin, u64 end, unsigned threads) {
    const std::size_t n = keys.size();
    std::vector<const Block*> blocks(n);
    for (std::size_t u = 0; u < n; ++u) {
        const Block* b = memory.find(keys[u]);
        blocks[u] = b && begin < end && end <= b->size() ? b : nullptr;
    }
    // Units tagged with the same shared bytes are twins, unread (a transfer broadcast them).
    std::vector<std::size_t> first(n);
    std::vector<char> known(n, 0);
    std::vector<std::size_t> distinct;  // the units first of their bytes so far (GEMM's B: 32 of 512)
    for (std::size_t u = 0; u < n; ++u) {
        first[u] = u;
        if (!blocks[u]) continue;
        for (std::size_t v : distinct)
            if (blocks[v]->sameBySharing(*blocks[u], begin, end)) {
                first[u] = v;
                known[u] = 1;
                break;
            }
        if (!known[u]) distinct.push_back(u);
    }
    // The others: each compared whole with the first unit of its sample's hash;
    // a collision (not the same after all) leaves the unit its own.
    std::vector<u64> hashes(n, 0);
    forEachOnWorkers(threads, n, [&](std::size_t u) {
        if (blocks[u] && !known[u]) hashes[u] = blocks[u]->sampleHash(begin, end);
    });
    std::unordered_map<u64, std::size_t> firstOfHash;
    for (std::size_t u = 0; u < n; ++u)
        if (blocks[u] && !known[u]) first[u] = firstOfHash.try_emplace(hashes[u], u).first->second;
    forEachOnWorkers(threads, n, [&](std::size_t u) {
        if (!known[u] && first[u] != u && !blocks[first[u]]->sameAs(*blocks[u], begin, end)) first[u] = u;
    });
    return first;
}

}  // namespace tcpwb::sim::detail
