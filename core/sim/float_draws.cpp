#include "sim/float_draws.h"

namespace tcpwb::sim::detail {

FloatDraws::FloatDraws(tensor::DType dtype) : dtype_(dtype) {
    if (!tensor::info(dtype).isFloat || tensor::info(dtype).bits > 8) return;
    // drawnFloat and the rounding both keep order, so a range whose first and
    // last draws round to one code rounds every draw between to it too (the
    // same sign at both ends: no -0 / +0 in between).
    constexpr int kLowBits = 64 - kTopBits;
    byTopBits_.resize(std::size_t{1} << kTopBits);
    for (std::uint64_t b = 0; b < byTopBits_.size(); ++b) {
        const std::uint64_t first = b << kLowBits, last = first | ((std::uint64_t{1} << kLowBits) - 1);
        const std::uint32_t low = encodeValue(dtype, drawnFloat(first)), high = encodeValue(dtype, drawnFloat(last));
        byTopBits_[b] = low == high ? low : kMixed;
    }
}

}  // namespace tcpwb::sim::detail
