// The Vector Engine's operators at their edges: wrapping and saturation,
// shifts by 32 and more, fixed-point conversions, NaN and infinities, and the
// reduce identities (manual, "Intra-Slice Block" op tables, "Intra-Slice Reduce").
#include <QtTest>

#include <bit>
#include <cmath>
#include <limits>

#include "vector/evaluate.h"
#include "vector/ops.h"

using namespace tcpwb::vector;

namespace {
constexpr i32 kMin = std::numeric_limits<i32>::min();
constexpr i32 kMax = std::numeric_limits<i32>::max();
constexpr float kInf = std::numeric_limits<float>::infinity();
const float kNaN = std::numeric_limits<float>::quiet_NaN();
}  // namespace

class VectorOps : public QObject {
    Q_OBJECT

private slots:
    void addAndSubWrapOrSaturate() {
        QCOMPARE(addWrap(kMax, 1), kMin);
        QCOMPARE(addSat(kMax, 1), kMax);
        QCOMPARE(addSat(kMin, -1), kMin);
        QCOMPARE(subWrap(kMin, 1), kMax);
        QCOMPARE(subSat(kMin, 1), kMin);
        QCOMPARE(subSat(0, kMin), kMax);  // -(i32::MIN) does not fit
        QCOMPARE(subWrap(0, kMin), kMin);
        QCOMPARE(addSat(-5, 3), -2);
    }

    void multiplies() {
        QCOMPARE(mulInt(65536, 65536), 0);  // 2^32 wraps to 0
        QCOMPARE(mulInt(kMax, 2), -2);
        QCOMPARE(mulInt(-7, 6), -42);
        QCOMPARE(mulFxp(1 << 30, 1 << 30), 1 << 29);  // 0.5 * 0.5 = 0.25 in Q0.31
        QCOMPARE(mulFxp(kMin, kMin), kMax);           // (-1) * (-1) = 1 does not fit Q0.31
        QCOMPARE(mulFxp(kMin, kMax), -kMax);
        QCOMPARE(mulFxp(1, 1 << 30), 1);   // 2^-62 rounds half up to 2^-31
        QCOMPARE(mulFxp(-1, 1 << 30), 0);  // -0.5 ulp rounds half up to 0
    }

    void shiftsBelowTheWidth() {
        QCOMPARE(shiftLeft(1, 31), kMin);
        QCOMPARE(shiftLeft(-1, 4), -16);
        QCOMPARE(shiftRightLogic(-1, 28), 15);
        QCOMPARE(shiftRightArith(-16, 2), -4);
        QCOMPARE(shiftRightArith(-1, 31), -1);
        QCOMPARE(shiftRightArithRound(5, 1), 3);    // 2.5 rounds half up
        QCOMPARE(shiftRightArithRound(-5, 1), -2);  // -2.5 rounds half up
        QCOMPARE(shiftRightArithRound(7, 0), 7);
        QCOMPARE(shiftLeftSat(1 << 30, 1), kMax);
        QCOMPARE(shiftLeftSat(-(1 << 30), 1), kMin);
        QCOMPARE(shiftLeftSat(-(1 << 30), 0), -(1 << 30));
        QCOMPARE(shiftLeftSat(3, 2), 12);
    }

    void shiftsAtOrPastTheWidth() {
        for (i32 n : {32, 33, 100, kMax, -1, kMin}) {  // negative amounts read as unsigned, so >= 32
            QCOMPARE(shiftLeft(kMax, n), 0);
            QCOMPARE(shiftRightLogic(-1, n), 0);
            QCOMPARE(shiftRightArith(-5, n), -1);
            QCOMPARE(shiftRightArith(5, n), 0);
            QCOMPARE(shiftRightArithRound(kMin, n), 0);
            QCOMPARE(shiftLeftSat(5, n), kMax);
            QCOMPARE(shiftLeftSat(-5, n), kMin);
            QCOMPARE(shiftLeftSat(0, n), 0);
        }
    }

    void clipMinMaxAndAbs() {
        QCOMPARE(minI(kMin, kMax), kMin);
        QCOMPARE(maxI(-3, 2), 2);
        QCOMPARE(absMinI(-3, 2), 2);
        QCOMPARE(absMaxI(-3, 2), -3);
        QCOMPARE(absMaxI(kMin, kMax), kMin);  // |i32::MIN| is 2^31, no overflow
        QCOMPARE(absMinI(-2, 2), -2);         // a tie keeps the stream
        QVERIFY(std::isnan(maxF(kNaN, 1.0f)));
        QVERIFY(std::isnan(minF(1.0f, kNaN)));
        QVERIFY(!std::signbit(maxF(-0.0f, 0.0f)));
        QVERIFY(std::signbit(minF(0.0f, -0.0f)));
        QCOMPARE(maxF(-kInf, 3.0f), 3.0f);
        QCOMPARE(absMaxF(-4.0f, 3.0f), -4.0f);
        QCOMPARE(absMinF(-4.0f, 3.0f), 3.0f);
    }

    void floatOps() {
        QCOMPARE(sigmoidF(0.0f), 0.5f);
        QCOMPARE(sigmoidF(-kInf), 0.0f);
        QCOMPARE(sigmoidF(kInf), 1.0f);
        QCOMPARE(sigmoidF(-200.0f), 0.0f);  // no overflow on the way
        QVERIFY(std::isnan(sigmoidF(kNaN)));
        QCOMPARE(negExpF(0.0f), 1.0f);
        QCOMPARE(negExpF(-kInf), kInf);
        QCOMPARE(maskMulF(0.0f, kInf), 0.0f);  // a zero mask wins over inf
        QCOMPARE(maskMulF(kNaN, 0.0f), 0.0f);
        QCOMPARE(maskMulF(2.0f, 3.0f), 6.0f);
        QCOMPARE(std::bit_cast<std::uint32_t>(bitXor(-1.5f, 0.0f)), std::bit_cast<std::uint32_t>(-1.5f));
        QCOMPARE(bitAnd(-2.0f, std::bit_cast<float>(0x7fffffffu)), 2.0f);  // clears the sign bit: abs
        QCOMPARE(std::bit_cast<float>(applyOp(OpId::DivF, Scalar::F32, {std::bit_cast<std::uint32_t>(1.0f), 0})), kInf);
        QVERIFY(std::isnan(std::bit_cast<float>(applyOp(OpId::Sqrt, Scalar::F32, {std::bit_cast<std::uint32_t>(-1.0f)}))));
        QVERIFY(std::isnan(std::bit_cast<float>(applyOp(OpId::Log, Scalar::F32, {std::bit_cast<std::uint32_t>(-1.0f)}))));
        QCOMPARE(std::bit_cast<float>(applyOp(OpId::Log, Scalar::F32, {0})), -kInf);
        QCOMPARE(std::bit_cast<float>(applyOp(OpId::Exp, Scalar::F32, {std::bit_cast<std::uint32_t>(100.0f)})), kInf);
        QCOMPARE(std::bit_cast<float>(
                     applyOp(OpId::FmaF, Scalar::F32,
                             {std::bit_cast<std::uint32_t>(2.0f), std::bit_cast<std::uint32_t>(3.0f), std::bit_cast<std::uint32_t>(1.0f)})),
                 7.0f);
    }

    void fixedPointConversions() {
        QVERIFY(!validIntWidth(-1));
        QVERIFY(!validIntWidth(32));
        QCOMPARE(fxpToFp(100, 31), 100.0f);   // int_width 31: plain integers
        QCOMPARE(fxpToFp(1 << 30, 0), 0.5f);  // Q0.31
        QCOMPARE(fxpToFp(kMin, 0), -1.0f);
        QCOMPARE(fxpToFp(3, 30), 1.5f);  // one fraction bit
        QCOMPARE(fpToFxp(100.0f, 31), 100);
        QCOMPARE(fpToFxp(2.5f, 31), 3);  // a tie rounds away from zero, as the toolchain's f64::round
        QCOMPARE(fpToFxp(3.5f, 31), 4);
        QCOMPARE(fpToFxp(-2.5f, 31), -3);
        QCOMPARE(fpToFxp(2.4f, 31), 2);
        QCOMPARE(fpToFxp(0.75f, 30), 2);   // 1.5 in Q1.30's units of 0.5
        QCOMPARE(fpToFxp(1.0f, 0), kMax);  // 1.0 does not fit Q0.31
        QCOMPARE(fpToFxp(-1.0f, 0), kMin);
        QCOMPARE(fpToFxp(3e9f, 31), kMax);
        QCOMPARE(fpToFxp(-kInf, 31), kMin);
        QCOMPARE(fpToFxp(kNaN, 31), kMax);  // NaN saturates by its sign, as the toolchain's
        QCOMPARE(fpToFxp(-kNaN, 31), kMin);
        QCOMPARE(fpToFxp(fxpToFp(12345, 31), 31), 12345);
    }

    // manual line 5392: the identities used for identity-element padding.
    void reduceIdentities() {
        QCOMPARE(identityI(ReduceOp::AddSat), 0);
        QCOMPARE(identityI(ReduceOp::Max), kMin);
        QCOMPARE(identityI(ReduceOp::Min), kMax);
        QCOMPARE(identityF(ReduceOp::Add), 0.0f);
        QCOMPARE(identityF(ReduceOp::Max), -kInf);
        QCOMPARE(identityF(ReduceOp::Min), kInf);
        for (ReduceOp op : {ReduceOp::AddSat, ReduceOp::Max, ReduceOp::Min})
            for (i32 v : {kMin, -1, 0, 7, kMax}) QCOMPARE(reduceI(op, identityI(op), v), v);
        for (ReduceOp op : {ReduceOp::Add, ReduceOp::Max, ReduceOp::Min, ReduceOp::Mul})
            for (float v : {-kInf, -1.5f, 2.0f, kInf}) QCOMPARE(reduceF(op, identityF(op), v), v);
    }

    void reduceOps() {
        QCOMPARE(reduceI(ReduceOp::AddSat, kMax, 1), kMax);
        QCOMPARE(reduceI(ReduceOp::Add, kMax, 1), kMin);  // inter-slice i32 Add wraps
        QVERIFY(std::isnan(reduceF(ReduceOp::Max, kNaN, 1.0f)));
        QCOMPARE(reduceF(ReduceOp::Mul, 2.0f, -3.0f), -6.0f);
    }

    // The 4-way tree: op(op(a, b), op(c, d)) per flit, accumulated across flits;
    // a flit shorter than 4 lanes is filled with the identity.
    void treeReduce() {
        auto bits = [](std::initializer_list<i32> v) {
            std::vector<std::uint32_t> out;
            for (i32 x : v) out.push_back(static_cast<std::uint32_t>(x));
            return out;
        };
        QCOMPARE(static_cast<i32>(reduceStream(ReduceOp::AddSat, Scalar::I32, bits({1, 2, 3, 4, 5, 6}))), 21);
        QCOMPARE(static_cast<i32>(reduceStream(ReduceOp::Min, Scalar::I32, bits({9, 4, 7}))), 4);
        QCOMPARE(static_cast<i32>(reduceStream(ReduceOp::Max, Scalar::I32, bits({kMin, kMin}))), kMin);
        QCOMPARE(static_cast<i32>(reduceStream(ReduceOp::AddSat, Scalar::I32, bits({kMax, 1, kMin, 0}))), -1);  // (MAX+1 sat)+(MIN) = -1
        // Tree order matters for floats: (1e8 + 1) + (-1e8 + 1) = 0 in f32, not 2.
        std::vector<std::uint32_t> f = {std::bit_cast<std::uint32_t>(1e8f), std::bit_cast<std::uint32_t>(1.0f),
                                        std::bit_cast<std::uint32_t>(-1e8f), std::bit_cast<std::uint32_t>(1.0f)};
        QCOMPARE(std::bit_cast<float>(reduceStream(ReduceOp::Add, Scalar::F32, f)), 0.0f);
    }
};

QTEST_GUILESS_MAIN(VectorOps)
#include "tst_vector_ops.moc"
