#pragma once
// Fitting one gate dim to the validity an axis needs. Slices fall into
// classes by their masked slice id (the axis's Slice digits); time steps into
// combinations of the axis's Time digits, each with the gate index idx the
// counters would produce. A gate can express the table only as: classes
// below a threshold all valid, the threshold class valid while idx < V, and
// the classes above it all invalid (standard) or like the threshold class
// (transposed).
#include <optional>
#include <vector>

#include "vcg/config.h"

namespace tcpwb::vcg {

struct ValidityTable {
    std::vector<u64> maskedIds;            // per class, ascending
    std::vector<u64> idx;                  // per time combination
    std::vector<std::vector<bool>> valid;  // [class][time combination]
};

// The gate that reproduces the table with `mask`, standard mode preferred;
// a disabled gate when everything is valid; nullopt when no gate can.
std::optional<GateDim> fitGate(const ValidityTable& table, u64 mask);

}  // namespace tcpwb::vcg
