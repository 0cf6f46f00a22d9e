// The Cast Engine's value conversions: one IEEE-style rounding routine
// parameterized by the target's exponent and mantissa widths.
#include <bit>
#include <cmath>
#include <optional>
#include <limits>

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

}  // namespace

std::uint32_t encodeFloat(tensor::DType to, float value) {
    if (const auto bits = encodeByBits(to, value)) return *bits;
    return encodeFloatByFormat(to, value);
}

double decodeFloat(tensor::DType type, std::uint32_t bits) {
    if (const auto value = decodeByBits(type, bits)) return *value;
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
