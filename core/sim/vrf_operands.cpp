#include "sim/vrf_operands.h"

#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "contraction/mapping_parts.h"
#include "sim/state.h"

namespace tcpwb::sim::detail {

using mapping::kPaddingOffset;

bool vrfSharesStreamAxes(const TensorPlan& vrf, const StreamShape& stream) {
    std::set<mapping::AxisId> streamAxes;
    for (const auto* m : {&stream.slice, &stream.time, &stream.packet})
        if (*m)
            for (auto a : contraction::axesOf(**m)) streamAxes.insert(a);
    const auto own = contraction::axesOf(vrf.element());
    return std::all_of(own.begin(), own.end(), [&](mapping::AxisId a) { return streamAxes.count(a) > 0; });
}

diag::Result<std::vector<u64>> vrfElementsOfStream(const mapping::AxisEnv& env, const TensorPlan& vrf, const StreamShape& stream,
                                                   u64 slice) {
    const mapping::CompiledMapping& element = vrf.element();
    const auto own = contraction::axesOf(element);
    const std::vector<mapping::AxisId> axes(own.begin(), own.end());
    const auto strides = stridesFor(env, axes);
    // Each offset over the VRF's axes, the first Element position holding it.
    std::vector<u64> elementAt(volumeOf(env, axes), kPaddingOffset);
    const auto held = offsetsOf(element, strides);
    for (u64 e = 0; e < held.size(); ++e)
        if (held[e] != kPaddingOffset && held[e] < elementAt.size() && elementAt[held[e]] == kPaddingOffset) elementAt[held[e]] = e;
    // The slice's own part of the coordinates, on the stream's side and on the VRF's.
    u64 sliceOffset = 0, vrfSliceOffset = 0;
    const mapping::CompiledMapping* vrfSlice = vrf.role("slice", kernel::Memory::Vrf);
    if (!vrfSlice || !stream.slice->equivalentTo(*vrfSlice)) {
        const auto slices = offsetsOf(*stream.slice, strides);
        sliceOffset = slice < slices.size() ? slices[slice] : kPaddingOffset;
        if (vrfSlice) {
            const auto vrfSlices = offsetsOf(*vrfSlice, strides);
            vrfSliceOffset = slice < vrfSlices.size() ? vrfSlices[slice] : kPaddingOffset;
        }
    }
    const auto times = offsetsOf(*stream.time, strides), packets = offsetsOf(*stream.packet, strides);
    std::vector<u64> elements;
    elements.reserve(times.size() * packets.size());
    for (u64 t = 0; t < times.size(); ++t)
        for (u64 p = 0; p < packets.size(); ++p) {
            const u64 stream = join(join(sliceOffset, times[t]), packets[p]);
            if (stream == kPaddingOffset) {
                elements.push_back(kPaddingOffset);
                continue;
            }
            const u64 o = vrfSliceOffset == kPaddingOffset || stream < vrfSliceOffset ? kPaddingOffset : stream - vrfSliceOffset;
            if (o >= elementAt.size() || elementAt[o] == kPaddingOffset)
                return diag::Diagnostic(
                           diag::Kind::vrf_missing,
                           fmt::format("time {} packet position {} of slice {} needs the VRF element at logical offset {} of {}, "
                                       "which the VRF tensor does not hold",
                                       t, p, slice, stream, element.normalized()))
                    .withFix("give the VRF tensor every coordinate of its axes that the stream reaches");
            elements.push_back(elementAt[o]);
        }
    return elements;
}

}  // namespace tcpwb::sim::detail
