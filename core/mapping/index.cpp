#include "mapping/index.h"

namespace tcpwb::mapping {

std::optional<TensorIndex> finalizeIndex(const TensorIndex& raw, const AxisEnv& env) {
    for (const auto& [axis, value] : raw.entries())
        if (value >= env[axis].size) return std::nullopt;
    bool skewed = false;
    for (const auto& [axis, value] : raw.entries()) skewed = skewed || env[axis].skew.has_value();
    if (!skewed) return raw;
    TensorIndex resolved;
    for (const auto& [axis, value] : raw.entries())
        if (!env[axis].skew) resolved.add(axis, value);
    for (const auto& [axis, value] : raw.entries()) {
        const auto& skew = env[axis].skew;
        if (!skew) continue;
        u64 size = env[skew->base].size;
        u64 shifted = (value + raw.get(skew->minus) % size) % size;
        resolved.add(skew->base, shifted);
    }
    for (const auto& [axis, value] : resolved.entries())
        if (value >= env[axis].size) return std::nullopt;
    return resolved;
}

}  // namespace tcpwb::mapping
