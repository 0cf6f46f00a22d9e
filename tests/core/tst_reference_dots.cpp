// The reference's dot products (sim/reference_dots.h): the AVX2 kernels give
// the plain loops' bits, every (R, C) shape gives each output the same bits,
// and the f32 kernels stay within the error they add to the bound.
#include <QtTest>

#include <cmath>
#include <cstring>
#include <random>
#include <vector>

#include "cast/cast.h"
#include "sim/reference_dots.h"

using namespace tcpwb;
using namespace tcpwb::sim::detail;

namespace {

constexpr double kF32Unit = 0x1.0p-24;

// bf16 values in [-range, range], as doubles.
std::vector<double> bf16Row(std::mt19937& rng, u64 n, double range) {
    std::uniform_real_distribution<double> d(-range, range);
    std::vector<double> row(n);
    for (double& v : row) v = cast::decodeFloat(tensor::DType::BF16, cast::encodeFloat(tensor::DType::BF16, d(rng)));
    return row;
}

// QCOMPARE on doubles is fuzzy; these must agree to the bit.
void compareBits(double got, double want) {
    QVERIFY2(std::memcmp(&got, &want, sizeof got) == 0, qPrintable(QStringLiteral("%1 != %2").arg(got, 0, 'a').arg(want, 0, 'a')));
}

std::vector<float> toFloats(const std::vector<double>& v) { return {v.begin(), v.end()}; }

struct Sums {
    double sum[2][4] = {};
    double mag[2][4] = {};
};

// Sums of rows a (R of them) against rows b (C) with the kernel for T.
template <typename T>
Sums dots(const std::vector<std::vector<T>>& a, const std::vector<std::vector<T>>& b, u64 n, bool portable) {
    Sums s;
    std::vector<const T*> ap, bp;
    for (const auto& r : a) ap.push_back(r.data());
    for (const auto& c : b) bp.push_back(c.data());
    double* sums[2] = {s.sum[0], s.sum[1]};
    double* mags[2] = {s.mag[0], s.mag[1]};
    dotsAndMagnitudes(std::span<const T* const>(ap), std::span<const T* const>(bp), n, sums, mags, portable);
    return s;
}

// Every (R, C) shape against the plain loops' (1, 1): the same bits.
template <typename T>
void compareShapes(const std::vector<std::vector<T>>& a, const std::vector<std::vector<T>>& b, u64 n) {
    for (bool portable : {false, true}) {
        const Sums pair = dots(a, b, n, portable);
        const Sums quad0 = dots<T>({a[0]}, b, n, portable);
        for (int r = 0; r < 2; ++r)
            for (int c = 0; c < 4; ++c) {
                const Sums one = dots<T>({a[std::size_t(r)]}, {b[std::size_t(c)]}, n, true);
                compareBits(pair.sum[r][c], one.sum[0][0]);
                compareBits(pair.mag[r][c], one.mag[0][0]);
                if (r == 0) {
                    compareBits(quad0.sum[0][c], one.sum[0][0]);
                    compareBits(quad0.mag[0][c], one.mag[0][0]);
                }
            }
    }
}

}  // namespace

class TestReferenceDots : public QObject {
    Q_OBJECT
private slots:
    void exactProducts() {
        QVERIFY(exactProductsInF32(0.0));
        QVERIFY(exactProductsInF32(-0.0));
        QVERIFY(exactProductsInF32(1.5));
        QVERIFY(exactProductsInF32(-127.0));
        QVERIFY(exactProductsInF32(4095.0));   // 12 significant bits
        QVERIFY(!exactProductsInF32(4097.0));  // 13
        QVERIFY(exactProductsInF32(double(cast::decodeFloat(tensor::DType::BF16, 0x3f81))));
        QVERIFY(exactProductsInF32(0x1.ffcp+15));  // the largest f16, 11 bits
        QVERIFY(!exactProductsInF32(0.1));         // an f32 value of 24 bits
        QVERIFY(!exactProductsInF32(0x1.0p51));    // a product could overflow f32
        QVERIFY(!exactProductsInF32(0x1.0p-51));   // or leave its normal range
        QVERIFY(!exactProductsInF32(INFINITY));
        QVERIFY(!exactProductsInF32(NAN));
    }
    // The vectorised test on the bits agrees with the one value at a time, at the edges of its range too.
    void allExactAgreesWithOneAtATime() {
        const std::vector<double> edges{0.0,         -0.0,     1.5,        4095.0,    4097.0,      0.1,       0x1.0p50,
                                        0x1.001p50,  0x1.0p51, 0x1.ffep49, 0x1.0p-50, -0x1.0p-50,  0x1.0p-51, 0x1.8p-50,
                                        0x1.0p-1074, INFINITY, -INFINITY,  NAN,       0x1.ffcp+15, -127.0,    65504.0};
        for (double v : edges) {
            const std::vector<double> one{v};
            QVERIFY2(allExactProductsInF32(one) == exactProductsInF32(v), qPrintable(QString::number(v, 'a')));
            std::vector<double> many(5000, 1.0);  // past the first chunk
            many[4500] = v;
            QCOMPARE(allExactProductsInF32(many), exactProductsInF32(v));
        }
        QVERIFY(allExactProductsInF32(std::vector<double>{}));
    }

    void shapesAgree_data() {
        QTest::addColumn<int>("n");
        for (int n : {1, 7, 8, 13, 127, 128, 129, 1000, 1024}) QTest::newRow(qPrintable(QString::number(n))) << n;
    }
    void shapesAgree() {
        QFETCH(int, n);
        std::mt19937 rng{unsigned(n)};
        std::vector<std::vector<double>> a, b;
        for (int r = 0; r < 2; ++r) a.push_back(bf16Row(rng, u64(n), 4.0));
        for (int c = 0; c < 4; ++c) b.push_back(bf16Row(rng, u64(n), 4.0));
        compareShapes(a, b, u64(n));
        std::vector<std::vector<float>> af, bf;
        for (const auto& r : a) af.push_back(toFloats(r));
        for (const auto& c : b) bf.push_back(toFloats(c));
        compareShapes(af, bf, u64(n));
    }

    // The f32 sums err by at most (kF32LaneRun + 1) units of the magnitude,
    // the magnitudes by less than 2^-16 of themselves; long double is the truth.
    void floatSumsWithinTheirBound() {
        std::mt19937 rng(7);
        for (int trial = 0; trial < 200; ++trial) {
            const u64 n = 1 + rng() % 1024;
            // Mostly cancelling sums of large and small values: the f32 lanes' worst case.
            const double range = trial % 2 ? 1000.0 : 1.0;
            const auto a = bf16Row(rng, n, range), b = bf16Row(rng, n, 1.0);
            long double exact = 0, magnitude = 0;
            for (u64 k = 0; k < n; ++k) {
                exact += (long double)a[k] * (long double)b[k];
                magnitude += std::fabs((long double)a[k] * (long double)b[k]);
            }
            const Sums s = dots<float>({toFloats(a)}, {toFloats(b)}, n, false);
            const double bound = double(kF32LaneRun + 1) * kF32Unit * double(magnitude);
            QVERIFY2(std::fabs(double((long double)s.sum[0][0] - exact)) <= bound, qPrintable(QString::number(trial)));
            QVERIFY(double(magnitude - (long double)s.mag[0][0]) <= 0x1.0p-16 * double(magnitude));
            QVERIFY(double((long double)s.mag[0][0] - magnitude) <= 0x1.0p-16 * double(magnitude));
            // The doubles: one rounding per product and per addition.
            const Sums d = dots<double>({a}, {b}, n, false);
            QVERIFY(std::fabs(double((long double)d.sum[0][0] - exact)) <= double(n + 1) * 0x1.0p-53 * double(magnitude));
        }
    }

    // Sums add to what the output already holds (the reduced axis comes in chunks).
    void sumsAccumulate() {
        std::mt19937 rng(3);
        const auto a = bf16Row(rng, 64, 1.0), b = bf16Row(rng, 64, 1.0);
        Sums s;
        s.sum[0][0] = 10.0;
        s.mag[0][0] = 20.0;
        const Sums fresh = dots<float>({toFloats(a)}, {toFloats(b)}, 64, false);
        std::vector<const float*> ap = {nullptr}, bp = {nullptr};
        const auto af = toFloats(a), bf = toFloats(b);
        ap[0] = af.data();
        bp[0] = bf.data();
        double* sums[1] = {s.sum[0]};
        double* mags[1] = {s.mag[0]};
        dotsAndMagnitudes(std::span<const float* const>(ap), std::span<const float* const>(bp), 64, sums, mags, false);
        compareBits(s.sum[0][0], 10.0 + fresh.sum[0][0]);
        compareBits(s.mag[0][0], 20.0 + fresh.mag[0][0]);
    }
};

QTEST_GUILESS_MAIN(TestReferenceDots)
#include "tst_reference_dots.moc"
