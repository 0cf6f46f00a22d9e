#include "vector/ops.h"

#include <bit>
#include <cmath>
#include <limits>

#include "util/enum_table.h"

namespace tcpwb::vector {
namespace {

using i64 = std::int64_t;
using u32 = std::uint32_t;

constexpr i64 kMin = std::numeric_limits<i32>::min();
constexpr i64 kMax = std::numeric_limits<i32>::max();

i32 saturate(i64 v) { return static_cast<i32>(v < kMin ? kMin : v > kMax ? kMax : v); }
i32 wrap(i64 v) { return static_cast<i32>(static_cast<u32>(static_cast<std::uint64_t>(v))); }
u32 amountOf(i32 amount) { return static_cast<u32>(amount); }
i64 magnitude(i32 v) { return v < 0 ? -i64{v} : i64{v}; }

float fromBits(u32 bits) { return std::bit_cast<float>(bits); }
u32 bitsOf(float v) { return std::bit_cast<u32>(v); }

}  // namespace

i32 addWrap(i32 a, i32 b) { return wrap(i64{a} + b); }
i32 addSat(i32 a, i32 b) { return saturate(i64{a} + b); }
i32 subWrap(i32 a, i32 b) { return wrap(i64{a} - b); }
i32 subSat(i32 a, i32 b) { return saturate(i64{a} - b); }
i32 mulInt(i32 a, i32 b) { return wrap(i64{a} * b); }

i32 mulFxp(i32 a, i32 b) {
    // |a * b| <= 2^62, so adding the rounding bit cannot overflow i64.
    const i64 product = i64{a} * b;
    return saturate((product + (i64{1} << 30)) >> 31);
}

i32 shiftLeft(i32 a, i32 amount) {
    const u32 n = amountOf(amount);
    return n >= 32 ? 0 : static_cast<i32>(static_cast<u32>(a) << n);
}

i32 shiftLeftSat(i32 a, i32 amount) {
    if (a == 0) return 0;
    const u32 n = amountOf(amount);
    if (n >= 32) return a < 0 ? static_cast<i32>(kMin) : static_cast<i32>(kMax);
    // Shifting by up to 31 keeps |a| * 2^n below 2^62.
    return saturate(i64{a} * (i64{1} << n));
}

i32 shiftRightLogic(i32 a, i32 amount) {
    const u32 n = amountOf(amount);
    return n >= 32 ? 0 : static_cast<i32>(static_cast<u32>(a) >> n);
}

i32 shiftRightArith(i32 a, i32 amount) {
    const u32 n = amountOf(amount);
    if (n >= 32) return a < 0 ? -1 : 0;
    return static_cast<i32>(i64{a} >> n);
}

i32 shiftRightArithRound(i32 a, i32 amount) {
    const u32 n = amountOf(amount);
    if (n == 0) return a;
    if (n >= 32) return 0;  // |a| <= 2^31 <= half of 2^n rounds to 0 (half up)
    return static_cast<i32>((i64{a} + (i64{1} << (n - 1))) >> n);
}

i32 minI(i32 a, i32 b) { return b < a ? b : a; }
i32 maxI(i32 a, i32 b) { return b > a ? b : a; }
i32 absMinI(i32 a, i32 b) { return magnitude(b) < magnitude(a) ? b : a; }
i32 absMaxI(i32 a, i32 b) { return magnitude(b) > magnitude(a) ? b : a; }

float bitAnd(float a, float b) { return fromBits(bitsOf(a) & bitsOf(b)); }
float bitOr(float a, float b) { return fromBits(bitsOf(a) | bitsOf(b)); }
float bitXor(float a, float b) { return fromBits(bitsOf(a) ^ bitsOf(b)); }

float minF(float a, float b) {
    if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<float>::quiet_NaN();
    if (a == b) return std::signbit(a) ? a : b;
    return b < a ? b : a;
}

float maxF(float a, float b) {
    if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<float>::quiet_NaN();
    if (a == b) return std::signbit(a) ? b : a;
    return b > a ? b : a;
}

float absMinF(float a, float b) {
    if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<float>::quiet_NaN();
    return std::fabs(b) < std::fabs(a) ? b : a;
}

float absMaxF(float a, float b) {
    if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<float>::quiet_NaN();
    return std::fabs(b) > std::fabs(a) ? b : a;
}

float maskMulF(float a, float b) {
    if (a == 0.0f || b == 0.0f) return std::signbit(a) != std::signbit(b) ? -0.0f : 0.0f;
    return a * b;
}

float sigmoidF(float x) {
    if (std::isnan(x)) return x;
    // Written so that neither branch overflows: exp of a non-positive number.
    if (x >= 0) return 1.0f / (1.0f + std::exp(-x));
    const float e = std::exp(x);
    return e / (1.0f + e);
}

float negExpF(float x) { return std::exp(-x); }

bool validIntWidth(int intWidth) { return intWidth >= 0 && intWidth <= 31; }

float fxpToFp(i32 raw, int intWidth) {
    const int fraction = 31 - intWidth;
    return static_cast<float>(std::ldexp(static_cast<double>(raw), -fraction));
}

i32 fpToFxp(float value, int intWidth) {
    // The manual gives no rule; the toolchain's conversion (float_to_fixedpoint) rounds a tie
    // away from zero (f64::round) and saturates NaN by its sign.
    if (std::isnan(value)) return std::signbit(value) ? static_cast<i32>(kMin) : static_cast<i32>(kMax);
    const int fraction = 31 - intWidth;
    const double scaled = std::round(std::ldexp(static_cast<double>(value), fraction));
    if (scaled <= static_cast<double>(kMin)) return static_cast<i32>(kMin);
    if (scaled >= static_cast<double>(kMax)) return static_cast<i32>(kMax);
    return static_cast<i32>(scaled);
}

namespace {

constexpr EnumTable<ReduceOp, 5> kReduceOpNames{
    {{ReduceOp::Add, "Add"}, {ReduceOp::AddSat, "AddSat"}, {ReduceOp::Max, "Max"}, {ReduceOp::Min, "Min"}, {ReduceOp::Mul, "Mul"}}};
static_assert(listsEveryEnumerator(kReduceOpNames));

}  // namespace

std::string_view reduceOpName(ReduceOp op) { return nameOf(kReduceOpNames, op); }

std::optional<ReduceOp> parseReduceOp(std::string_view name) { return parseEnum(kReduceOpNames, name); }

i32 reduceI(ReduceOp op, i32 a, i32 b) {
    switch (op) {
        case ReduceOp::Add: return addWrap(a, b);
        case ReduceOp::AddSat: return addSat(a, b);
        case ReduceOp::Max: return maxI(a, b);
        case ReduceOp::Min: return minI(a, b);
        case ReduceOp::Mul: return mulInt(a, b);
    }
    return a;
}

float reduceF(ReduceOp op, float a, float b) {
    switch (op) {
        case ReduceOp::Add:
        case ReduceOp::AddSat: return a + b;
        case ReduceOp::Max: return maxF(a, b);
        case ReduceOp::Min: return minF(a, b);
        case ReduceOp::Mul: return a * b;
    }
    return a;
}

i32 identityI(ReduceOp op) {
    switch (op) {
        case ReduceOp::Max: return static_cast<i32>(kMin);
        case ReduceOp::Min: return static_cast<i32>(kMax);
        case ReduceOp::Mul: return 1;
        default: return 0;
    }
}

float identityF(ReduceOp op) {
    switch (op) {
        case ReduceOp::Max: return -std::numeric_limits<float>::infinity();
        case ReduceOp::Min: return std::numeric_limits<float>::infinity();
        case ReduceOp::Mul: return 1.0f;
        default: return 0.0f;
    }
}

}  // namespace tcpwb::vector
