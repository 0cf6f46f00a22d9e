// The Cast Engine's value conversions: one IEEE-style rounding routine
// parameterized by the target's exponent and mantissa widths.
#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "cast/cast.h"

namespace tcpwb::cast {
namespace {

struct Format {
    int exponentBits = 8;
    int mantissaBits = 7;
    bool hasInfinity = true;  // false: f8e4m3 (FN): the all-ones exponent holds numbers, NaN is S.1111.111
    bool hasNaN = true;       // false: f4e2m1 (E2M1), whose 16 codes are all numbers (+-0 .. +-6)

    int bias() const { return (1 << (exponentBits - 1)) - 1; }
    int minExponent() const { return 1 - bias(); }
    int maxExponent() const { return (1 << exponentBits) - 1 - bias() - (hasInfinity ? 1 : 0); }
    double maxFinite() const {
        // f8e4m3 loses its all-ones mantissa at the top exponent to NaN; f4e2m1 keeps it (6 = 1.1b x 2^2).
        const double mantissa = hasInfinity || !hasNaN ? 2.0 - std::ldexp(1.0, -mantissaBits) : 2.0 - std::ldexp(1.0, 1 - mantissaBits);
        return std::ldexp(mantissa, maxExponent());
    }
    std::uint32_t signBit() const { return std::uint32_t{1} << (exponentBits + mantissaBits); }
    std::uint32_t exponentMask() const { return ((std::uint32_t{1} << exponentBits) - 1) << mantissaBits; }
    std::uint32_t mantissaMask() const { return (std::uint32_t{1} << mantissaBits) - 1; }
};

Format formatOf(tensor::DType type) {
    switch (type) {
        case tensor::DType::F16: return {5, 10, true};
        case tensor::DType::F8E5M2: return {5, 2, true};
        case tensor::DType::F8E4M3: return {4, 3, false};
        case tensor::DType::F4E2M1: return {2, 1, false, false};
        case tensor::DType::F32: return {8, 23, true};
        default: return {8, 7, true};  // bf16
    }
}

// The bits of a finite, non-negative value that is already representable.
std::uint32_t encodeExact(const Format& f, double value) {
    if (value == 0) return 0;
    int e = 0;
    std::frexp(value, &e);  // value = m * 2^e, m in [0.5, 1)
    const int exponent = e - 1;
    if (exponent < f.minExponent())  // subnormal
        return static_cast<std::uint32_t>(std::ldexp(value, f.mantissaBits - f.minExponent()));
    const auto mantissa = static_cast<std::uint32_t>(std::ldexp(value, f.mantissaBits - exponent)) & f.mantissaMask();
    return (static_cast<std::uint32_t>(exponent + f.bias()) << f.mantissaBits) | mantissa;
}

// bf16 is the upper half of an f32 and f32 is itself: their rounding is a bit
// operation. These shortcuts give exactly the bits of the format-driven path
// (tst_cast compares them), without its frexp/ldexp: the simulator encodes and
// decodes every bf16 element of a kernel through here.
std::optional<std::uint32_t> encodeByBits(tensor::DType to, float value) {
    if (to != tensor::DType::BF16 && to != tensor::DType::F32) return std::nullopt;
    if (std::isnan(value)) return std::nullopt;  // the canonical quiet NaN: the format path
    const auto bits = std::bit_cast<std::uint32_t>(value);
    if (to == tensor::DType::F32) return bits;
    // Round to nearest, ties to even, on the 16 bits dropped; a carry into the
    // exponent is the next binade or infinity, as IEEE rounding gives.
    return (bits + 0x7FFFu + ((bits >> 16) & 1u)) >> 16;
}

std::optional<double> decodeByBits(tensor::DType type, std::uint32_t bits) {
    if (type != tensor::DType::BF16 && type != tensor::DType::F32) return std::nullopt;
    const auto value = std::bit_cast<float>(type == tensor::DType::BF16 ? (bits & 0xFFFFu) << 16 : bits);
    if (std::isnan(value)) return std::nullopt;  // the format path's NaN
    return static_cast<double>(value);
}

bool isNarrowFloat(tensor::DType type) {
    return type == tensor::DType::F16 || type == tensor::DType::F8E5M2 || type == tensor::DType::F8E4M3 || type == tensor::DType::F4E2M1;
}

// The f16, f8 and f4 rounding on the f32's bits: the significand shifted to
// the target's quantum, ties to even on the bits dropped. The code of a value
// n x quantum is n plus the binade's offset, so a carry into the next binade
// (or past the largest finite value) needs no special case. Zero, infinity
// and NaN take the format path. The same bits as encodeFloatByFormat (tst_cast
// compares them); initialize draws every element of an f4e2m1 weight through here.
std::optional<std::uint32_t> encodeNarrowByBits(tensor::DType to, float value) {
    if (!isNarrowFloat(to)) return std::nullopt;
    const auto bits = std::bit_cast<std::uint32_t>(value);
    const std::uint32_t magnitude = bits & 0x7FFFFFFFu;
    if (magnitude == 0 || magnitude >= 0x7F800000u) return std::nullopt;
    const Format f = formatOf(to);
    const std::uint32_t sign = (bits >> 31) ? f.signBit() : 0;
    const bool normal = (magnitude >> 23) != 0;
    const int exponent = normal ? int(magnitude >> 23) - 127 : -126;  // value = significand x 2^(exponent - 23)
    const std::uint64_t significand = (magnitude & 0x7FFFFFu) | (normal ? 0x800000u : 0u);
    const int binade = std::max(exponent, f.minExponent());
    const int shift = binade - f.mantissaBits - (exponent - 23);  // >= 13: every narrow format drops bits
    if (shift > 40) return sign;                                  // below half the smallest subnormal: zero
    const std::uint64_t half = std::uint64_t{1} << (shift - 1), dropped = significand & ((half << 1) - 1);
    std::uint64_t n = significand >> shift;
    if (dropped > half || (dropped == half && (n & 1))) ++n;
    const std::uint64_t code = (std::uint64_t(binade - f.minExponent()) << f.mantissaBits) + n;
    // The largest finite code: below infinity, below f8e4m3's NaN, or f4e2m1's all-ones.
    const std::uint32_t ones = f.exponentMask() | f.mantissaMask();
    const std::uint32_t largest = f.hasInfinity ? f.exponentMask() - 1 : f.hasNaN ? ones - 1 : ones;
    if (code > largest) return sign | (f.hasInfinity ? f.exponentMask() : largest);
    return sign | std::uint32_t(code);
}

// Every code's value for the formats of at most 16 bits, decoded once by the
// format routine (a sign and an exponent field per value cost more than a load).
const std::vector<double>& decodeTable(tensor::DType type) {
    static const auto tables = [] {
        std::array<std::vector<double>, 4> t;
        const std::array<tensor::DType, 4> types = {tensor::DType::F16, tensor::DType::F8E5M2, tensor::DType::F8E4M3,
                                                    tensor::DType::F4E2M1};
        for (std::size_t i = 0; i < types.size(); ++i) {
            const Format f = formatOf(types[i]);
            t[i].resize(std::size_t{f.signBit()} << 1);
            for (std::uint32_t b = 0; b < t[i].size(); ++b) t[i][b] = decodeFloatByFormat(types[i], b);
        }
        return t;
    }();
    switch (type) {
        case tensor::DType::F16: return tables[0];
        case tensor::DType::F8E5M2: return tables[1];
        case tensor::DType::F8E4M3: return tables[2];
        default: return tables[3];
    }
}

std::optional<double> decodeNarrowByTable(tensor::DType type, std::uint32_t bits) {
    if (!isNarrowFloat(type)) return std::nullopt;
    const std::vector<double>& table = decodeTable(type);
    return table[bits & (table.size() - 1)];  // the format ignores the bits above its sign
}

}  // namespace

std::uint32_t encodeFloat(tensor::DType to, float value) {
    if (const auto bits = encodeByBits(to, value)) return *bits;
    if (const auto bits = encodeNarrowByBits(to, value)) return *bits;
    return encodeFloatByFormat(to, value);
}

double decodeFloat(tensor::DType type, std::uint32_t bits) {
    if (const auto value = decodeByBits(type, bits)) return *value;
    if (const auto value = decodeNarrowByTable(type, bits)) return *value;
    return decodeFloatByFormat(type, bits);
}

std::uint32_t encodeFloatByFormat(tensor::DType to, float value) {
    const Format f = formatOf(to);
    const std::uint32_t sign = std::signbit(value) ? f.signBit() : 0;
    if (std::isnan(value) && !f.hasNaN) return sign | encodeExact(f, f.maxFinite());  // no NaN code: the largest magnitude
    if (std::isnan(value)) return sign | f.exponentMask() | (f.hasInfinity ? std::uint32_t{1} << (f.mantissaBits - 1) : f.mantissaMask());
    const std::uint32_t infinity = f.hasInfinity ? f.exponentMask() : encodeExact(f, f.maxFinite());
    const double a = std::fabs(static_cast<double>(value));
    if (std::isinf(a)) return sign | infinity;
    if (a == 0) return sign;
    int e = 0;
    std::frexp(a, &e);
    const int exponent = std::max(e - 1, f.minExponent());
    const double quantum = std::ldexp(1.0, exponent - f.mantissaBits);
    // a / quantum is exact in double; nearbyint rounds half to even.
    const double rounded = std::nearbyint(a / quantum) * quantum;
    if (rounded > f.maxFinite()) return sign | infinity;
    return sign | encodeExact(f, rounded);
}

double decodeFloatByFormat(tensor::DType type, std::uint32_t bits) {
    const Format f = formatOf(type);
    const double sign = (bits & f.signBit()) ? -1.0 : 1.0;
    const std::uint32_t exponentField = (bits & f.exponentMask()) >> f.mantissaBits;
    const std::uint32_t mantissa = bits & f.mantissaMask();
    const std::uint32_t allOnes = (std::uint32_t{1} << f.exponentBits) - 1;
    if (f.hasNaN && exponentField == allOnes && (f.hasInfinity || mantissa == f.mantissaMask())) {
        if (f.hasInfinity && mantissa == 0) return sign * std::numeric_limits<double>::infinity();
        return std::numeric_limits<double>::quiet_NaN();
    }
    if (exponentField == 0) return sign * std::ldexp(static_cast<double>(mantissa), f.minExponent() - f.mantissaBits);
    return sign * std::ldexp(1.0 + std::ldexp(static_cast<double>(mantissa), -f.mantissaBits), static_cast<int>(exponentField) - f.bias());
}

double roundFloat(tensor::DType to, float value) { return decodeFloat(to, encodeFloat(to, value)); }

std::int32_t saturateInt(tensor::DType to, std::int32_t value) {
    if (to == tensor::DType::U8) return std::clamp(value, 0, 255);
    const unsigned bits = tensor::info(to).bits;
    if (bits >= 32) return value;
    const std::int32_t hi = (std::int32_t{1} << (bits - 1)) - 1, lo = -hi - 1;
    return value < lo ? lo : value > hi ? hi : value;
}

}  // namespace tcpwb::cast
