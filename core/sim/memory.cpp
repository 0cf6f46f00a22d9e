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

namespace {

u64 storageBytes(tensor::DType dtype) { return std::max<u64>(1, tensor::info(dtype).storageBits / 8); }

bool isI4(tensor::DType dtype) { return tensor::info(dtype).storageBits == 4; }

// Sign-extends the low `bits` bits.
std::uint32_t signExtend(std::uint32_t v, unsigned bits) {
    if (bits >= 32) return v;
    const std::uint32_t sign = std::uint32_t{1} << (bits - 1);
    v &= (sign << 1) - 1;
    return (v ^ sign) - sign;
}

}  // namespace

std::optional<ElementRef> elementAt(u64 baseByte, std::int64_t element, tensor::DType dtype) {
    if (element < 0) return std::nullopt;
    const u64 e = u64(element);
    if (isI4(dtype)) {
        auto byte = checkedAdd(baseByte, e / 2);
        if (!byte) return std::nullopt;
        return ElementRef{*byte, (e & 1) != 0};
    }
    auto offset = checkedMul(e, storageBytes(dtype));
    if (!offset) return std::nullopt;
    auto byte = checkedAdd(baseByte, *offset);
    if (!byte) return std::nullopt;
    return ElementRef{*byte, false};
}

bool elementFits(u64 size, ElementRef at, tensor::DType dtype) {
    const u64 n = isI4(dtype) ? 1 : storageBytes(dtype);
    return at.byte < size && n <= size - at.byte;
}

std::uint32_t loadElement(const Block& block, ElementRef at, tensor::DType dtype) {
    const auto& info = tensor::info(dtype);
    const std::uint8_t* p = block.data() + at.byte;
    if (isI4(dtype)) return signExtend(at.highNibble ? (*p >> 4) : (*p & 15), 4);
    std::uint32_t v = 0;
    const u64 n = storageBytes(dtype);
    for (u64 i = 0; i < n; ++i) v |= std::uint32_t(p[i]) << (8 * i);
    return info.isFloat ? v : signExtend(v, info.storageBits);
}

void storeElement(Block& block, ElementRef at, tensor::DType dtype, std::uint32_t bits) {
    std::uint8_t* p = block.data() + at.byte;
    if (isI4(dtype)) {
        *p = at.highNibble ? std::uint8_t((*p & 0x0f) | ((bits & 15) << 4)) : std::uint8_t((*p & 0xf0) | (bits & 15));
        block.markWritten(at.byte);
        return;
    }
    const u64 n = storageBytes(dtype);
    for (u64 i = 0; i < n; ++i) {
        p[i] = std::uint8_t(bits >> (8 * i));
        block.markWritten(at.byte + i);
    }
}

bool elementWritten(const Block& block, ElementRef at, tensor::DType dtype) {
    const u64 n = isI4(dtype) ? 1 : storageBytes(dtype);
    for (u64 i = 0; i < n; ++i)
        if (!block.written(at.byte + i)) return false;
    return true;
}

double decodeValue(tensor::DType dtype, std::uint32_t bits) {
    if (tensor::info(dtype).isFloat) return cast::decodeFloat(dtype, bits);
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
