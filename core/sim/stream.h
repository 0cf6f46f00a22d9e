#pragma once
// A Tensor Unit stream's values between two stages (internal): per slice the
// stream is on, Time x Packet bit patterns in the stream's type, time-major.
#include <functional>
#include <vector>

#include "sim/state.h"

namespace tcpwb::sim::detail {

struct StreamUnit {
    u64 chip = 0, cluster = 0, slice = 0;
    u64 key() const { return Device::unitOf(chip, cluster, slice); }
};

struct StreamData {
    std::vector<StreamUnit> units;
    std::vector<std::vector<u32>> values;  // per unit: times x packet
    u64 times = 0;
    u64 packet = 0;
    // Per unit, from a vector_filter on: its valid count (the positions after
    // the packed prefix hold no data). Empty before a filter.
    std::vector<u64> valid;
};

// Runs pass `op` without its sink (memory is left as it was) and calls the
// observer with each stage's stream, by index into PassPlan::stages (the
// contraction once, at its accumulate stage).
using StageObserver = std::function<void(std::size_t stage, const StreamData& data)>;
[[nodiscard]] std::optional<diag::Diagnostic> observePass(State& s, std::size_t op, const StageObserver& observe);

// The units (chip, cluster, slice) a stream's mappings put elements on.
std::vector<StreamUnit> unitsOf(const StreamShape& shape);

}  // namespace tcpwb::sim::detail
