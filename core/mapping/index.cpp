#include "mapping/index.h"

namespace tcpwb::mapping {

std::optional<TensorIndex> finalizeIndex(const TensorIndex& raw, const AxisEnv& env, const std::vector<AxisId>& skews) {
    for (const auto& [axis, value] : raw.entries())
        if (value >= env[axis].size) return std::nullopt;
    if (skews.empty()) return raw;
    TensorIndex resolved;
    for (const auto& [axis, value] : raw.entries())
        if (!env[axis].derived()) resolved.add(axis, value);
    for (AxisId axis : skews) {
        if (const auto& padded = env[axis].padded) {
            const u64 value = raw.get(axis);
            if (value < padded->left || value - padded->left >= env[padded->base].size) return std::nullopt;
            resolved.add(padded->base, value - padded->left);
            continue;
        }
        const Skew& skew = *env[axis].skew;
        u64 size = env[skew.base].size;
        resolved.add(skew.base, (raw.get(axis) + raw.get(skew.minus) % size) % size);
    }
    for (const auto& [axis, value] : resolved.entries())
        if (value >= env[axis].size) return std::nullopt;
    return resolved;
}

}  // namespace tcpwb::mapping
