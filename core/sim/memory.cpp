#include "sim/memory.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "cast/cast.h"

namespace tcpwb::sim {

bool Block::allWritten(u64 begin, u64 end) const {
    for (u64 b = begin; b < end; ++b)
        if (!written(b)) return false;
    return true;
}

double decodeValue(tensor::DType dtype, std::uint32_t bits) {
    if (dtype == tensor::DType::F32 || dtype == tensor::DType::BF16) {  // the common cases, exactly, without the generic decoder
        const std::uint32_t f32 = dtype == tensor::DType::BF16 ? bits << 16 : bits;
        float f;
        std::memcpy(&f, &f32, 4);
        return double(f);
    }
    if (isFloatType(dtype)) return cast::decodeFloat(dtype, bits);
    return double(std::int32_t(bits));
}

std::uint32_t encodeValue(tensor::DType dtype, double value) {
    if (tensor::info(dtype).isFloat) {
        if (dtype == tensor::DType::F32) {
            const float f = float(value);
            std::uint32_t b;
            std::memcpy(&b, &f, 4);
            return b;
        }
        return cast::encodeFloat(dtype, float(value));
    }
    const double clamped = std::clamp(std::nearbyint(value), -2147483648.0, 2147483647.0);
    const std::int32_t i = std::int32_t(clamped);
    return std::uint32_t(cast::saturateInt(dtype, i));
}

}  // namespace tcpwb::sim
