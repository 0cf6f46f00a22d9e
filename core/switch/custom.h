#pragma once
// A custom bitmap (CustomBroadcast): the output mappings alone say which
// input packet each output position receives. The routing is found by
// looking every output element up in the input, then checked against the
// hardware's rules: the axes moving from Slice to Time are the innermost Time
// factors and keep their Slice order, the rest of Time keeps the input's
// order, and every source lies in the output slice's ring.
#include <vector>

#include "diag/diagnostic.h"
#include "mapping/mapping.h"
#include "switch/content.h"
#include "switch/layout.h"

namespace tcpwb::sw {

struct CustomRouting {
    std::vector<std::vector<u64>> bitmap;  // per output slice, ascending
    u64 smallestRing = 1;
};

// `outTime` is the output Time mapping (its factors are the digits whose
// roles are checked). Error kinds: element_missing, innermost_time,
// order_preservation, time_order, ring_size_too_small.
diag::Result<CustomRouting> routeCustom(const StreamContent& input, const StreamContent& output, const mapping::CompiledMapping& outTime,
                                        u64 ringSize);

}  // namespace tcpwb::sw
