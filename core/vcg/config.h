#pragma once
// The Valid Count Generator's hardware model (manual, "Valid Count
// Generator's Implementation"): up to 8 nested counters turn the flat time
// index t into counter values; each counter feeds the packet dim or one of
// three gate dims through its stride; the packet dim gives a count 0..8 and
// the gates open or close the whole flit:
//   vc(s, t) = packet_vc(t) * gate_0(s, t) * gate_1(s, t) * gate_2(s, t).
// This file only evaluates a configuration; placement.h derives one from
// mappings.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "util/checked.h"

namespace tcpwb::vcg {

inline constexpr std::size_t kMaxCounters = 8;
inline constexpr std::size_t kGateDims = 3;
inline constexpr u64 kFlitLanes = 8;    // elements per flit
inline constexpr u64 kMaxSlices = 256;  // slices of a cluster

// Which original dimension a counter feeds.
enum class Dim { None, Packet, Gate0, Gate1, Gate2 };

Dim gateDim(std::size_t gate);  // Gate0 + gate
const char* dimName(Dim dim);   // "none", "packet", "gate0", ...

struct Counter {
    u64 limit = 1;   // cycles 0 .. limit-1
    u64 stride = 0;  // sigma_i: its weight in its dim's index (0 when unassigned)
    Dim dim = Dim::None;
    std::string term;  // the Time factor(s) it iterates, for people
};

struct PacketDim {
    u64 valid = kFlitLanes;   // V_p
    u64 stride = kFlitLanes;  // stride_p: lanes of the flit the tracked axis occupies
};

struct GateDim {
    u64 mask = 0;             // slice-id bits it classifies by
    u64 match = 1;            // threshold on s & mask
    u64 valid = 0;            // V_gd: the boundary group is valid while idx < V
    bool transposed = false;  // P_gd: the above group behaves like the boundary

    // mask 0 and match 1: every slice is "below", so the gate is always open.
    bool disabled() const { return mask == 0 && match == 1; }
};

struct Config {
    std::vector<Counter> counters;  // c_0 (fastest, innermost) first
    PacketDim packet;
    std::array<GateDim, kGateDims> gates;
};

// Flits per slice: the product of the counter limits.
u64 flitCount(const Config& config);
// Mixed-radix decomposition of t, c_0 first.
std::vector<u64> counterValues(const Config& config, u64 t);
// idx_d(t) = sum over counters of dim d of c_i * sigma_i.
u64 dimIndex(const Config& config, Dim dim, const std::vector<u64>& counterValues);
// packet_vc(t) = min(stride_p, max(0, V_p - idx_p(t))).
u64 packetValidCount(const PacketDim& packet, u64 idx);
// gate_d(s, t) from the slice's group (below / boundary / above match).
bool gateOpen(const GateDim& gate, u64 slice, u64 idx);
u64 validCount(const Config& config, u64 slice, u64 t);
// vc for slices 0..slices-1 (rows) and every time step (columns).
std::vector<std::vector<std::uint8_t>> validCountTable(const Config& config, u64 slices);

// The manual's "Step 2" of its build-up ("Add C=5 (packet dim + gate dim
// 0)"), for any gate: the vc the packet dim and this gate alone give, one row
// per value of s & mask in increasing order (for a mask of adjacent bits, row
// k is the slices whose digit (s & mask) >> lowest bit is k; only slices
// below `slices`), over the time steps of the counters those two dims read
// (c_0 fastest, the other counters held at 0). Empty for a disabled gate.
std::vector<std::vector<u64>> gateStep2(const Config& config, std::size_t gate, u64 slices);

}  // namespace tcpwb::vcg
