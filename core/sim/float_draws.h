#pragma once
// initialize's float inputs: a 64-bit draw r stands for 2 * (r >> 11) x 2^-53 - 1,
// uniform in [-1, 1), rounded to the tensor's type. A type of at most 8 bits
// has few codes over [-1, 1), so most ranges of draws round to one code:
// a table by the draw's top bits gives it without rounding (a 59M-value
// f4e2m1 weight is drawn value by value).
#include <cstdint>
#include <vector>

#include "sim/memory.h"
#include "tensor/dtype.h"

namespace tcpwb::sim::detail {

inline double drawnFloat(std::uint64_t r) { return 2.0 * (double(r >> 11) * 0x1.0p-53) - 1.0; }

class FloatDraws {
public:
    explicit FloatDraws(tensor::DType dtype);
    // encodeValue(dtype, drawnFloat(r)), from the table where r's range rounds to one code.
    std::uint32_t bits(std::uint64_t r) const {
        if (!byTopBits_.empty())
            if (const std::uint32_t code = byTopBits_[r >> (64 - kTopBits)]; code != kMixed) return code;
        return encodeValue(dtype_, drawnFloat(r));
    }

    static constexpr int kTopBits = 12;
    static constexpr std::uint32_t kMixed = ~std::uint32_t{0};  // the range's draws round to different codes

private:
    tensor::DType dtype_;
    std::vector<std::uint32_t> byTopBits_;  // empty: every draw rounds (f32, bf16, f16: cheap, or codes too many)
};

}  // namespace tcpwb::sim::detail
