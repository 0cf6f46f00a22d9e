#include "vcg/config.h"

#include <algorithm>
#include <bit>

#include "util/enum_table.h"

namespace tcpwb::vcg {

Dim gateDim(std::size_t gate) { return static_cast<Dim>(static_cast<int>(Dim::Gate0) + static_cast<int>(gate)); }

namespace {

constexpr EnumTable<Dim, 5> kDimNames{
    {{Dim::None, "none"}, {Dim::Packet, "packet"}, {Dim::Gate0, "gate0"}, {Dim::Gate1, "gate1"}, {Dim::Gate2, "gate2"}}};
static_assert(listsEveryEnumerator(kDimNames));

}  // namespace

// The table's spellings are string literals: data() ends in a NUL.
const char* dimName(Dim dim) { return nameOf(kDimNames, dim).data(); }

u64 flitCount(const Config& config) {
    u64 flits = 1;
    for (const Counter& c : config.counters) flits = checkedMul(flits, c.limit).value_or(kMaxSize);
    return flits;
}

std::vector<u64> counterValues(const Config& config, u64 t) {
    std::vector<u64> values;
    values.reserve(config.counters.size());
    for (const Counter& c : config.counters) {
        const u64 limit = std::max<u64>(c.limit, 1);
        values.push_back(t % limit);
        t /= limit;
    }
    return values;
}

u64 dimIndex(const Config& config, Dim dim, const std::vector<u64>& values) {
    u64 idx = 0;
    for (std::size_t i = 0; i < config.counters.size() && i < values.size(); ++i)
        if (config.counters[i].dim == dim)
            idx = checkedAdd(idx, checkedMul(values[i], config.counters[i].stride).value_or(kMaxSize)).value_or(kMaxSize);
    return idx;
}

u64 packetValidCount(const PacketDim& packet, u64 idx) {
    const u64 remaining = packet.valid > idx ? packet.valid - idx : 0;
    return std::min(packet.stride, remaining);
}

bool gateOpen(const GateDim& gate, u64 slice, u64 idx) {
    const u64 masked = slice & gate.mask;
    if (masked < gate.match) return true;
    if (masked == gate.match || gate.transposed) return idx < gate.valid;
    return false;
}

u64 validCount(const Config& config, u64 slice, u64 t) {
    const std::vector<u64> values = counterValues(config, t);
    for (std::size_t g = 0; g < kGateDims; ++g)
        if (!gateOpen(config.gates[g], slice, dimIndex(config, gateDim(g), values))) return 0;
    return packetValidCount(config.packet, dimIndex(config, Dim::Packet, values));
}

std::vector<std::vector<std::uint8_t>> validCountTable(const Config& config, u64 slices) {
    const u64 flits = flitCount(config);
    std::vector<std::vector<std::uint8_t>> table(slices, std::vector<std::uint8_t>(flits));
    for (u64 s = 0; s < slices; ++s)
        for (u64 t = 0; t < flits; ++t) table[s][t] = static_cast<std::uint8_t>(std::min<u64>(validCount(config, s, t), 255));
    return table;
}

std::vector<std::vector<u64>> gateStep2(const Config& config, std::size_t gate, u64 slices) {
    const GateDim& g = config.gates.at(gate);
    if (g.disabled()) return {};
    // The packet dim's and this gate's counters, as a configuration of their own.
    Config pair;
    pair.packet = config.packet;
    pair.gates[0] = g;
    for (const Counter& c : config.counters) {
        if (c.dim == Dim::Packet) pair.counters.push_back(c);
        else if (c.dim == gateDim(gate)) pair.counters.push_back(Counter{c.limit, c.stride, Dim::Gate0, c.term});
    }
    const unsigned shift = g.mask ? static_cast<unsigned>(std::countr_zero(g.mask)) : 0;
    const u64 flits = flitCount(pair);
    std::vector<std::vector<u64>> rows;
    for (u64 digit = 0; digit <= (g.mask >> shift); ++digit) {
        const u64 slice = digit << shift;
        if (slice >= slices) break;
        if ((slice & ~g.mask) != 0) continue;  // a value the mask's bits cannot hold
        std::vector<u64> row(flits);
        for (u64 t = 0; t < flits; ++t) row[t] = validCount(pair, slice, t);
        rows.push_back(std::move(row));
    }
    return rows;
}

}  // namespace tcpwb::vcg
