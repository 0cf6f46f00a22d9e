#pragma once
// The reference contraction's hot loop: dot products of packed rows, with the
// sum of the products' magnitudes that the error bound needs.
#include <span>

#include "util/checked.h"

namespace tcpwb::sim::detail {

// Rows b[c] against rows a[r]: for each r and c, sum[r][c] += a[r] . b[c] and
// mag[r][c] += |a[r]| . |b[c]| over [0, n). (R, C) is (1, 1), (1, 4) or (2, 4):
// each load of a row serves several products. Each output's sums are formed
// the same way whichever (R, C) computes them, and with or without AVX2
// (`portable` forces the plain loops), so a partition of the outputs over
// threads never changes a bit.
//
// Doubles: every product rounds once, 4 lanes, reduced in a fixed order.
void dotsAndMagnitudes(std::span<const double* const> a, std::span<const double* const> b, u64 n, double* const* sum, double* const* mag,
                       bool portable);

// Floats whose products are exact in f32 (see exactProductsInF32): products
// added in 8 f32 lanes, each lane's sum moved into a double every
// kF32LaneRun products, so a lane's f32 sum never holds more than
// kF32LaneRun terms (its rounding error is at most kF32LaneRun f32 units
// roundoff of the magnitudes); the magnitudes stay in f32 lanes over n (at
// most n / 8 + 1 terms, all positive). Twice the lanes of the doubles, and FMA.
inline constexpr u64 kF32LaneRun = 16;
void dotsAndMagnitudes(std::span<const float* const> a, std::span<const float* const> b, u64 n, double* const* sum, double* const* mag,
                       bool portable);

// Whether any product of two such values is exact in f32 and stays within
// its normal range, with sums of up to 2^20 of them: zero, or at most 12
// significant bits and magnitude in [2^-50, 2^50]. bf16, f16, the f8 types and
// the small integers qualify; f32 values in general do not.
bool exactProductsInF32(double v);
// exactProductsInF32 of every value, on the bits (the loop vectorises: the
// reference asks it of both operands, GEMM's two million values).
bool allExactProductsInF32(std::span<const double> values);

}  // namespace tcpwb::sim::detail
