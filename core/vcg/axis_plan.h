#pragma once
// What one tracked axis needs from the VCG, fitted to the validity its
// Slice, Time and Packet factors need: a gate for an axis in Slice and/or
// Time, the packet dim (and maybe a gate that closes whole slices) for an
// axis in Packet. A failure is the reason the placement is unsupported.
#include <optional>
#include <variant>
#include <vector>

#include "diag/diagnostic.h"
#include "vcg/axis_parts.h"
#include "vcg/config.h"
#include "vcg/placement.h"

namespace tcpwb::vcg {

// Combinations of Time digits the derivation looks at: bounds the work for
// huge axes. Beyond it, a plan fails with kind too_large.
inline constexpr u64 kMaxTimeCombinations = u64{1} << 20;

struct AxisPlan {
    std::optional<PacketDim> packet;  // the packet dim, when the axis uses it
    bool packetUsesTime = false;      // its Time counters feed the packet dim
    std::optional<GateDim> gate;      // a gate, when one is needed
    bool gateUsesTime = false;        // its Time counters feed the gate
    u64 unit = 1;                     // Time steps are counted in this unit
};

using PlanResult = std::variant<AxisPlan, diag::Diagnostic>;

// Slice and/or Time only: one gate.
PlanResult planGate(const AxisParts& parts, const Request& request);
// In Packet: the structural rules, then the packet dim following the Time
// counters, or (no partial flit) a constant cap and a gate on whole flits.
PlanResult planPacket(const AxisParts& parts, const Request& request);

// The gate index (in `unit`s) of each combination of the parts' digits.
std::vector<u64> indices(const std::vector<Digits>& times, const std::vector<Part>& parts, u64 unit);
[[nodiscard]] diag::Diagnostic tooLarge(const AxisParts& parts, const Request& request);
[[nodiscard]] diag::Diagnostic sliceBits(const AxisParts& parts, const Request& request);

}  // namespace tcpwb::vcg
