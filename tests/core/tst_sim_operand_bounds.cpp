// A VRF operand's own error bound reaches the vector chain's result through
// its operator (docs/simulation.md, "Reference and tolerances"): added by a
// sum, scaled by the other factor in a product, first order in a division,
// at the stream's value where the operator runs.
#include <QtTest>

#include <bit>
#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "sim/operand_bounds.h"
#include "vector/chain.h"
#include "vector/literals.h"

using namespace tcpwb;
using sim::detail::OperandValues;
using vector::Scalar;

namespace {

// f32 runs in Way4: the operators between a trim and a pad, as the samples write them.
std::string chainOf(const std::string& middle) {
    std::string chain = "vector_init().vector_intra_slice_branch(BranchMode::Unconditional).vector_trim_way4().";
    chain += middle;
    chain += ".vector_pad_way8().vector_final()";
    return chain;
}

const std::vector<double> kStream = {2.0, -3.0, 0.5};
const std::vector<double> kOperand = {4.0, -1.0, 8.0};
const std::vector<double> kOperandBound = {1e-3, 2e-3, 0.0};

// What the VRF operand `w` (kOperand, its bound `bound`) adds to the bound of
// the chain `middle` on kStream, whose own bound is `streamBound`.
std::vector<double> boundsOf(const std::string& middle, const std::vector<double>& bound = kOperandBound,
                             const std::vector<double>& streamBound = {}) {
    auto chain = vector::checkChain(chainOf(middle), Scalar::F32);
    if (!chain) {
        qWarning("%s", chain.error().message.c_str());
        return {};
    }
    vector::EvalInput input;
    for (double x : kStream) input.groups[0].push_back(std::bit_cast<std::uint32_t>(float(x)));
    for (double y : kOperand) input.vrf["w"].push_back(vector::formatValue(std::bit_cast<std::uint32_t>(float(y)), Scalar::F32));
    std::map<std::string, OperandValues> operands{{"w", OperandValues{kOperand, bound}}};
    auto extra = sim::detail::operandBounds(*chain, input, operands, streamBound, kStream.size());
    if (!extra) {
        qWarning("%s", extra.error().message.c_str());
        return {};
    }
    return *extra;
}

void compareNear(const std::vector<double>& got, const std::vector<double>& want) {
    QCOMPARE(got.size(), want.size());
    for (std::size_t i = 0; i < got.size(); ++i)
        QVERIFY2(std::fabs(got[i] - want[i]) <= 1e-12 * std::max(1.0, std::fabs(want[i])),
                 qPrintable(QStringLiteral("element %1: %2, expected %3").arg(i).arg(got[i], 0, 'g', 17).arg(want[i], 0, 'g', 17)));
}

}  // namespace

class SimOperandBoundsTest : public QObject {
    Q_OBJECT

private slots:
    // A sum passes the operand's error through unchanged.
    void sumAddsTheBound() {
        compareNear(boundsOf("vector_fp_binary(FpBinaryOp::AddF, VeRhs::vrf(&w))"), kOperandBound);
        compareNear(boundsOf("vector_fp_binary(FpBinaryOp::SubF, VeRhs::vrf(&w))"), kOperandBound);
    }

    // x * y: |x| e_y, and the stream's own bound b scaled to |y| b (never below b).
    void productScalesTheBound() {
        compareNear(boundsOf("vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), VeRhs::vrf(&w))"), {2e-3, 6e-3, 0.0});
        const std::vector<double> b = {1e-2, 1e-2, 1e-2};
        compareNear(boundsOf("vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), VeRhs::vrf(&w))", {0.0, 0.0, 0.0}, b),
                    {3 * 1e-2, 0.0, 7 * 1e-2});
        compareNear(boundsOf("vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), VeRhs::vrf(&w))", kOperandBound, b),
                    {2e-3 + 3e-2, 6e-3, 7e-2});
    }

    // The stream's value where the operator runs: (x + 1) * y after an AddF.
    void atTheOperatorsInput() {
        compareNear(boundsOf("vector_fp_binary(FpBinaryOp::AddF, 1.0).vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), VeRhs::vrf(&w))"),
                    {3 * 1e-3, 2 * 2e-3, 0.0});
    }

    // x / y: the divisor's error to first order, |x| e / (|y| (|y| - e)).
    void quotient() {
        compareNear(boundsOf("vector_fp_div(FpDivBinaryOp::DivF, VeRhs::vrf(&w))"),
                    {2.0 * 1e-3 / (4.0 * (4.0 - 1e-3)), 3.0 * 2e-3 / (1.0 * (1.0 - 2e-3)), 0.0});
        // A divisor whose interval holds 0 bounds nothing.
        const auto wide = boundsOf("vector_fp_div(FpDivBinaryOp::DivF, VeRhs::vrf(&w))", {5.0, 0.0, 0.0});
        QVERIFY(!wide.empty() && std::isinf(wide[0]));
    }

    // Without an operand bound, and with no product, nothing is added.
    void nothingWithoutABound() {
        compareNear(boundsOf("vector_fp_binary(FpBinaryOp::AddF, VeRhs::vrf(&w))", {}), {0.0, 0.0, 0.0});
        compareNear(boundsOf("vector_fp_binary(FpBinaryOp::AddF, 1.0)", kOperandBound, {1.0, 1.0, 1.0}), {0.0, 0.0, 0.0});
    }
};

QTEST_APPLESS_MAIN(SimOperandBoundsTest)
#include "tst_sim_operand_bounds.moc"
