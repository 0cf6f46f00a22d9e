#include "sim/reference_moves.h"

#include <map>

namespace tcpwb::sim::detail {

using mapping::kPaddingOffset;

Logical relabelReference(State& s, const Logical& from, std::size_t source, std::size_t output) {
    const TensorPlan& outPlan = s.plan.tensors[output];
    Logical to = makeLogical(s.env(), outPlan.axes, s.tensor(output).dtype);
    if (!from.bound.empty()) to.bound.assign(to.values.size(), 0.0);
    // Both over the same bytes: a unit (a chip of HBM, a slice of DM) holds
    // the same positions under either tensor's mappings.
    const Placement was = placementOf(s.device, s.tensor(source), s.plan.tensors[source], from.strides);
    const Placement is = placementOf(s.device, s.tensor(output), outPlan, to.strides);
    std::map<u64, const UnitPlace*> sourceUnits;
    for (const UnitPlace& u : was.units) sourceUnits.emplace(u.key, &u);
    const u64 n = std::min(was.elementOffsets.size(), is.elementOffsets.size());
    for (const UnitPlace& u : is.units) {
        const auto it = sourceUnits.find(u.key);
        if (it == sourceUnits.end()) continue;
        for (u64 e = 0; e < n; ++e) {
            const u64 at = join(u.offset, is.elementOffsets[e]);
            const u64 held = join(it->second->offset, was.elementOffsets[e]);
            if (at == kPaddingOffset || held == kPaddingOffset || held >= from.values.size() || at >= to.values.size()) continue;
            to.values[at] = from.values[held];
            if (!from.bound.empty() && held < from.bound.size()) to.bound[at] = from.bound[held];
        }
    }
    return to;
}

}  // namespace tcpwb::sim::detail
