// The reference's dot products (reference_dots.h). Every kernel here has a
// plain loop twin that forms each sum with the same operations in the same
// order, so AVX2 and portable builds agree to the bit.
#include "sim/reference_dots.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <type_traits>

#include "sim/cpu_features.h"

#ifdef TCPWB_HAVE_X86_KERNELS
#define TCPWB_REFERENCE_AVX2 1
#include <immintrin.h>
#endif

namespace tcpwb::sim::detail {

namespace {

// The four lanes of a double sum, reduced as the AVX2 kernel's store + adds do.
double reduceLanes(const double* l) { return (l[0] + l[1]) + (l[2] + l[3]); }
double reduceLanes8(const double* l) { return reduceLanes(l) + reduceLanes(l + 4); }

// Every kernel's last step: the lanes' reduced sums ss and mm, then the tail
// [q, n) one product at a time in double, added to sum and mag.
template <typename T>
void finishSums(double ss, double mm, const T* a, const T* b, u64 q, u64 n, double& sum, double& mag) {
    for (u64 t = q; t < n; ++t) {
        const double p = double(a[t]) * double(b[t]);
        ss += p;
        mm += std::fabs(p);
    }
    sum += ss;
    mag += mm;
}

// ---- doubles ---------------------------------------------------------------

void finishDoubleDots(const double* lanes, const double* magLanes, const double* a, const double* b, u64 q, u64 n, double& sum,
                      double& mag) {
    finishSums(reduceLanes(lanes), reduceLanes(magLanes), a, b, q, n, sum, mag);
}

template <int R, int C>
void doubleDotsPortable(const double* const* a, const double* const* b, u64 n, double* const* sum, double* const* mag) {
    double s[R][C][4] = {}, m[R][C][4] = {};
    u64 q = 0;
    for (; q + 4 <= n; q += 4)
        for (int c = 0; c < C; ++c)
            for (int r = 0; r < R; ++r)
                for (int j = 0; j < 4; ++j) {
                    const double p = a[r][q + u64(j)] * b[c][q + u64(j)];
                    s[r][c][j] += p;
                    m[r][c][j] += std::fabs(p);
                }
    for (int r = 0; r < R; ++r)
        for (int c = 0; c < C; ++c) finishDoubleDots(s[r][c], m[r][c], a[r], b[c], q, n, sum[r][c], mag[r][c]);
}

#ifdef TCPWB_REFERENCE_AVX2
// Four doubles at a time, without FMA: each product rounds as in the plain loop.
template <int R, int C>
__attribute__((target("avx2"))) void doubleDotsAvx2(const double* const* a, const double* const* b, u64 n, double* const* sum,
                                                    double* const* mag) {
    const __m256d sign = _mm256_set1_pd(-0.0);
    __m256d s[R][C], m[R][C];
    for (int r = 0; r < R; ++r)
        for (int c = 0; c < C; ++c) s[r][c] = m[r][c] = _mm256_setzero_pd();
    u64 q = 0;
    for (; q + 4 <= n; q += 4) {
        __m256d x[R];
        for (int r = 0; r < R; ++r) x[r] = _mm256_loadu_pd(a[r] + q);
        for (int c = 0; c < C; ++c) {
            const __m256d y = _mm256_loadu_pd(b[c] + q);
            for (int r = 0; r < R; ++r) {
                const __m256d p = _mm256_mul_pd(x[r], y);
                s[r][c] = _mm256_add_pd(s[r][c], p);
                m[r][c] = _mm256_add_pd(m[r][c], _mm256_andnot_pd(sign, p));
            }
        }
    }
    for (int r = 0; r < R; ++r)
        for (int c = 0; c < C; ++c) {
            alignas(32) double sl[4], ml[4];
            _mm256_store_pd(sl, s[r][c]);
            _mm256_store_pd(ml, m[r][c]);
            finishDoubleDots(sl, ml, a[r], b[c], q, n, sum[r][c], mag[r][c]);
        }
}
#endif

// ---- floats with exact products ---------------------------------------------

// The lanes' sums after the f32 part: the double lanes plus the tail [q, n)
// in double, added to sum and mag.
void finishFloatDots(const double* wide, const float* magLanes, const float* a, const float* b, u64 q, u64 n, double& sum, double& mag) {
    double wideMag[8];
    for (int j = 0; j < 8; ++j) wideMag[j] = double(magLanes[j]);
    finishSums(reduceLanes8(wide), reduceLanes8(wideMag), a, b, q, n, sum, mag);
}

template <int R, int C>
void floatDotsPortable(const float* const* a, const float* const* b, u64 n, double* const* sum, double* const* mag) {
    float s[R][C][8] = {}, m[R][C][8] = {};
    double wide[R][C][8] = {};
    const u64 steps = n / 8;
    for (u64 t0 = 0; t0 < steps; t0 += kF32LaneRun) {
        const u64 t1 = std::min(steps, t0 + kF32LaneRun);
        for (u64 t = t0; t < t1; ++t)
            for (int c = 0; c < C; ++c)
                for (int r = 0; r < R; ++r)
                    for (int j = 0; j < 8; ++j) {
                        const float x = a[r][8 * t + u64(j)], y = b[c][8 * t + u64(j)];
                        s[r][c][j] += x * y;  // exact product: one rounding, as the FMA's
                        m[r][c][j] += std::fabs(x) * std::fabs(y);
                    }
        for (int r = 0; r < R; ++r)
            for (int c = 0; c < C; ++c)
                for (int j = 0; j < 8; ++j) {
                    wide[r][c][j] += double(s[r][c][j]);
                    s[r][c][j] = 0;
                }
    }
    for (int r = 0; r < R; ++r)
        for (int c = 0; c < C; ++c) finishFloatDots(wide[r][c], m[r][c], a[r], b[c], 8 * steps, n, sum[r][c], mag[r][c]);
}

#ifdef TCPWB_REFERENCE_AVX2
// reduceLanes8 of the double lanes lo (0-3) and hi (4-7), in its order.
__attribute__((target("avx2,fma"))) inline double reduceLanes8Avx2(__m256d lo, __m256d hi) {
    const __m256d pairs = _mm256_hadd_pd(lo, hi);  // l0+l1, l4+l5, l2+l3, l6+l7
    const __m128d halves = _mm_add_pd(_mm256_castpd256_pd128(pairs), _mm256_extractf128_pd(pairs, 1));
    return _mm_cvtsd_f64(halves) + _mm_cvtsd_f64(_mm_unpackhi_pd(halves, halves));
}

template <int R, int C>
__attribute__((target("avx2,fma"))) void floatDotsAvx2(const float* const* a, const float* const* b, u64 n, double* const* sum,
                                                       double* const* mag) {
    const __m256 sign = _mm256_set1_ps(-0.0f);
    __m256 s[R][C], m[R][C];
    __m256d wide[R][C][2];
    for (int r = 0; r < R; ++r)
        for (int c = 0; c < C; ++c) {
            s[r][c] = m[r][c] = _mm256_setzero_ps();
            wide[r][c][0] = wide[r][c][1] = _mm256_setzero_pd();
        }
    const u64 steps = n / 8;
    for (u64 t0 = 0; t0 < steps; t0 += kF32LaneRun) {
        const u64 t1 = std::min(steps, t0 + kF32LaneRun);
        for (u64 t = t0; t < t1; ++t) {
            __m256 x[R], ax[R];
            for (int r = 0; r < R; ++r) {
                x[r] = _mm256_loadu_ps(a[r] + 8 * t);
                ax[r] = _mm256_andnot_ps(sign, x[r]);
            }
            for (int c = 0; c < C; ++c) {
                const __m256 y = _mm256_loadu_ps(b[c] + 8 * t);
                const __m256 ay = _mm256_andnot_ps(sign, y);
                for (int r = 0; r < R; ++r) {
                    s[r][c] = _mm256_fmadd_ps(x[r], y, s[r][c]);
                    m[r][c] = _mm256_fmadd_ps(ax[r], ay, m[r][c]);
                }
            }
        }
        for (int r = 0; r < R; ++r)
            for (int c = 0; c < C; ++c) {
                wide[r][c][0] = _mm256_add_pd(wide[r][c][0], _mm256_cvtps_pd(_mm256_castps256_ps128(s[r][c])));
                wide[r][c][1] = _mm256_add_pd(wide[r][c][1], _mm256_cvtps_pd(_mm256_extractf128_ps(s[r][c], 1)));
                s[r][c] = _mm256_setzero_ps();
            }
    }
    for (int r = 0; r < R; ++r)
        for (int c = 0; c < C; ++c) {
            const double ss = reduceLanes8Avx2(wide[r][c][0], wide[r][c][1]);
            const double mm =
                reduceLanes8Avx2(_mm256_cvtps_pd(_mm256_castps256_ps128(m[r][c])), _mm256_cvtps_pd(_mm256_extractf128_ps(m[r][c], 1)));
            finishSums(ss, mm, a[r], b[c], 8 * steps, n, sum[r][c], mag[r][c]);
        }
}

#endif

// Calls kernel(R, C, a, b, n, sum, mag) with (R, C) as std::integral_constants
// for the shape of a and b; other shapes go one output at a time.
template <class T, class Kernel>
void byShape(std::span<const T* const> a, std::span<const T* const> b, u64 n, double* const* sum, double* const* mag, Kernel kernel) {
    using One = std::integral_constant<int, 1>;
    using Four = std::integral_constant<int, 4>;
    using Two = std::integral_constant<int, 2>;
    if (a.size() == 2 && b.size() == 4) {
        // As two 2 x 2 blocks: 2 x 4's sixteen accumulators and six operands
        // outgrow the sixteen vector registers (spilled, it ran ~1.3x slower).
        // Each output's sums are the same bits either way.
        double* const rightSums[2] = {sum[0] + 2, sum[1] + 2};
        double* const rightMags[2] = {mag[0] + 2, mag[1] + 2};
        kernel(Two{}, Two{}, a.data(), b.data(), n, sum, mag);
        return kernel(Two{}, Two{}, a.data(), b.data() + 2, n, rightSums, rightMags);
    }
    if (a.size() == 1 && b.size() == 4) return kernel(One{}, Four{}, a.data(), b.data(), n, sum, mag);
    for (std::size_t r = 0; r < a.size(); ++r)
        for (std::size_t c = 0; c < b.size(); ++c) {
            double* sr = sum[r] + c;
            double* mr = mag[r] + c;
            kernel(One{}, One{}, &a[r], &b[c], n, &sr, &mr);
        }
}

}  // namespace

void dotsAndMagnitudes(std::span<const double* const> a, std::span<const double* const> b, u64 n, double* const* sum, double* const* mag,
                       bool portable) {
#ifdef TCPWB_REFERENCE_AVX2
    if (!portable && cpuHasAvx2Fma())
        return byShape(a, b, n, sum, mag,
                       [](auto r, auto c, auto... args) { doubleDotsAvx2<decltype(r)::value, decltype(c)::value>(args...); });
#endif
    byShape(a, b, n, sum, mag, [](auto r, auto c, auto... args) { doubleDotsPortable<decltype(r)::value, decltype(c)::value>(args...); });
}

void dotsAndMagnitudes(std::span<const float* const> a, std::span<const float* const> b, u64 n, double* const* sum, double* const* mag,
                       bool portable) {
#ifdef TCPWB_REFERENCE_AVX2
    if (!portable && cpuHasAvx2Fma())
        return byShape(a, b, n, sum, mag,
                       [](auto r, auto c, auto... args) { floatDotsAvx2<decltype(r)::value, decltype(c)::value>(args...); });
#endif
    byShape(a, b, n, sum, mag, [](auto r, auto c, auto... args) { floatDotsPortable<decltype(r)::value, decltype(c)::value>(args...); });
}

bool exactProductsInF32(double v) {
    if (v == 0) return true;
    const double a = std::fabs(v);
    if (!(a >= 0x1.0p-50 && a <= 0x1.0p50)) return false;  // also rejects inf and NaN
    std::uint64_t bits;
    std::memcpy(&bits, &v, sizeof bits);
    constexpr std::uint64_t kBelowTwelveBits = (std::uint64_t{1} << (52 - 11)) - 1;  // fraction bits past the 11th
    return (bits & kBelowTwelveBits) == 0;
}

bool allExactProductsInF32(std::span<const double> values) {
    constexpr std::uint64_t kBelowTwelveBits = (std::uint64_t{1} << (52 - 11)) - 1;
    constexpr std::uint64_t kFraction = (std::uint64_t{1} << 52) - 1;
    constexpr std::uint64_t kLowest = 1023 - 50, kHighest = 1023 + 50;  // biased exponents of 2^-50 and 2^50
    constexpr std::size_t kChunk = 4096;                                // a failing value ends the scan within a chunk
    for (std::size_t at = 0; at < values.size(); at += kChunk) {
        const std::size_t end = std::min(values.size(), at + kChunk);
        bool ok = true;
        for (std::size_t i = at; i < end; ++i) {
            std::uint64_t bits;
            std::memcpy(&bits, &values[i], sizeof bits);
            const std::uint64_t exponent = (bits >> 52) & 0x7ff;
            const bool zero = (bits << 1) == 0;
            const bool inRange = exponent >= kLowest && (exponent < kHighest || (exponent == kHighest && (bits & kFraction) == 0));
            ok &= zero | (inRange & ((bits & kBelowTwelveBits) == 0));
        }
        if (!ok) return false;
    }
    return true;
}

}  // namespace tcpwb::sim::detail
