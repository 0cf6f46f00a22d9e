// initialize's float draws by table (sim/float_draws.h): the code of every
// draw is the one rounding the draw's value gives, for each float type.
#include <QtTest>

#include <cstdint>

#include "sim/float_draws.h"
#include "sim/memory.h"
#include "tensor/dtype.h"

using namespace tcpwb;
using sim::detail::FloatDraws;

class SimFloatDrawsTest : public QObject {
    Q_OBJECT

private slots:
    // Every range's first and last draws, their neighbours, and a million
    // draws of SplitMix64's kind: the table's code is the rounding's.
    void tableGivesTheRoundedCode() {
        using tensor::DType;
        std::vector<std::uint64_t> draws;
        constexpr int kLow = 64 - FloatDraws::kTopBits;
        for (std::uint64_t b = 0; b < (std::uint64_t{1} << FloatDraws::kTopBits); ++b)
            for (std::uint64_t r : {b << kLow, (b << kLow) | 1, (b << kLow) | (std::uint64_t{1} << (kLow - 1)), ((b + 1) << kLow) - 1})
                draws.push_back(r);
        std::uint64_t state = 99;
        for (int i = 0; i < 1000000; ++i) {
            std::uint64_t z = (state += 0x9e3779b97f4a7c15ull);
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
            draws.push_back(z ^ (z >> 31));
        }
        for (DType type : {DType::F4E2M1, DType::F8E4M3, DType::F8E5M2, DType::F16, DType::BF16, DType::F32}) {
            const FloatDraws floats(type);
            for (std::uint64_t r : draws) {
                const std::uint32_t want = sim::encodeValue(type, sim::detail::drawnFloat(r));
                if (floats.bits(r) != want)
                    QFAIL(qPrintable(QStringLiteral("type %1, draw %2: %3, not %4").arg(int(type)).arg(r).arg(floats.bits(r)).arg(want)));
            }
        }
        // The draws' values span [-1, 1).
        QCOMPARE(sim::detail::drawnFloat(0), -1.0);
        QVERIFY(sim::detail::drawnFloat(~std::uint64_t{0}) < 1.0);
    }
};

QTEST_APPLESS_MAIN(SimFloatDrawsTest)
#include "tst_sim_float_draws.moc"
