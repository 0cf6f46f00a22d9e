#include "vcg/way4.h"

#include <fmt/format.h>

#include <algorithm>

namespace tcpwb::vcg {

namespace {
constexpr u64 kHalf = 4;
}

std::pair<u64, u64> splitWay4(u64 vc) { return {std::min(vc, kHalf), vc > kHalf ? vc - kHalf : 0}; }

diag::Result<u64> trimWay4(u64 vc) {
    if (vc <= kHalf) return vc;
    return diag::Diagnostic(diag::Kind::trim_loses_data, fmt::format("trim_way4 keeps 4 lanes, but the flit has {} valid elements", vc))
        .withFix("use split_way4 to keep both halves, or map at most 4 valid elements to the flit");
}

diag::Result<u64> concatWay8(u64 low, u64 high) {
    if (low > kHalf || high > kHalf)
        return diag::Diagnostic(diag::Kind::concat_not_prefix,
                                fmt::format("a 4-way flit has at most 4 valid elements, got {} and {}", low, high));
    if (low < kHalf && high > 0)
        return diag::Diagnostic(diag::Kind::concat_not_prefix,
                                fmt::format("concat_way8 of a low half with {} valid elements and a high half with {} "
                                            "would leave a gap, but valid elements must form a prefix",
                                            low, high));
    return low + high;
}

u64 padWay8(u64 vc) { return vc; }

}  // namespace tcpwb::vcg
