// The Intra-Slice Block's rules on whole chains: stage order, ALUs once per
// pass, Way8/Way4, types, operands and argument modes, stash, two-group mode,
// and the manual's example chains (manual, "Vector Engine", "Intra-Slice
// Block"). Cases from ../shared/conformance/cases/vector.json are marked `ve-`.
#include <QtTest>

#include <bit>

#include "test_support.h"
#include "vector/chain.h"
#include "vector/evaluate.h"
#include "vector/expression.h"
#include "vector/literals.h"
#include "vector/trace.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::vector;

namespace {

const char* kEnter = "vector_init().vector_intra_slice_branch(BranchMode::Unconditional)";

// Built in place: `std::string(...) + ...` draws GCC 12's -Warray-bounds false positive under -O2
// with the precompiled header (libstdc++ PR 109299, see tst_mapping_errors.cpp).
std::string chainOf(const std::string& middle) {
    std::string chain = kEnter;
    chain += '.';
    chain += middle;
    chain += ".vector_final()";
    return chain;
}

QString kind(const diag::Result<Chain>& c) { return c ? QStringLiteral("ok") : kindText(c.error().kind); }

QStringList alus(const Chain& c) {
    QStringList out;
    for (Alu a : c.alus) out << QString::fromStdString(std::string(aluName(a)));
    return out;
}

std::vector<std::uint32_t> ints(std::initializer_list<i32> v) {
    std::vector<std::uint32_t> out;
    for (i32 x : v) out.push_back(static_cast<std::uint32_t>(x));
    return out;
}
std::vector<std::uint32_t> floats(std::initializer_list<float> v) {
    std::vector<std::uint32_t> out;
    for (float x : v) out.push_back(std::bit_cast<std::uint32_t>(x));
    return out;
}

EvalResult run(const std::string& text, Scalar type, std::vector<std::uint32_t> values, EvalInput input = {}) {
    auto chain = checkChain(text, type);
    if (!chain) qFatal("chain rejected: %s", chain.error().message.c_str());
    input.groups[0] = std::move(values);
    auto out = evaluate(chain.value(), input);
    if (!out) qFatal("evaluation failed: %s", out.error().message.c_str());
    return out.value();
}

}  // namespace

class IntraSlice : public QObject {
    Q_OBJECT

private slots:
    // ve-alu-conflict-fxpadd (manual line 5260): the panic message, the failing op, the ops that fit.
    void fxpAddConflict() {
        auto c = checkChain(chainOf("vector_fxp(FxpBinaryOp::AddFxp, 10).vector_fxp(FxpBinaryOp::MulInt, 2)"
                                    ".vector_fxp(FxpBinaryOp::SubFxp, 5)"),
                            Scalar::I32);
        QCOMPARE(kind(c), QStringLiteral("alu_in_use"));
        QVERIFY(QString::fromStdString(c.error().message).startsWith("FxpAdd is already in use"));
        QCOMPARE(c.error().subject.value_or(""), std::string("FxpAdd"));  // what the CLI reports as shared_alu
        QVERIFY(c.error().fix.has_value());
        auto calls =
            parseChain(chainOf("vector_fxp(FxpBinaryOp::AddFxp, 10).vector_fxp(FxpBinaryOp::MulInt, 2)"
                               ".vector_fxp(FxpBinaryOp::SubFxp, 5)"));
        const Call& failing = *std::find_if(calls->begin(), calls->end(), [&](const Call& k) { return k.offset == *c.error().offset; });
        QCOMPARE(stripPaths(failing.args[0]), std::string("SubFxp"));
        auto ok = checkChain(chainOf("vector_fxp(FxpBinaryOp::AddFxp, 10).vector_fxp(FxpBinaryOp::MulInt, 2)"), Scalar::I32);
        QVERIFY(ok.ok());
        QCOMPARE(alus(ok.value()), (QStringList{"FxpAdd", "FxpMul"}));
        // The case's own chain (a list of calls, no receiver): same verdict.
        auto listed = checkChain(
            "vector_init, vector_intra_slice_branch(Unconditional), vector_fxp(AddFxp, 10), "
            "vector_fxp(MulInt, 2), vector_fxp(SubFxp, 5), vector_final",
            Scalar::I32);
        QCOMPARE(kind(listed), QStringLiteral("alu_in_use"));
    }

    // ve-alu-conflict-fpfpu (manual line 4750): tanh and sqrt both need FpFpu.
    void tanhOfSqrtNeedsTwoPasses() {
        auto plan = planExpression("tanh(sqrt(x))");
        QVERIFY(plan.ok());
        QVERIFY(!plan->singlePass);
        QCOMPARE(plan->sharedAlu, std::optional<Alu>(Alu::FpFpu));
        QCOMPARE(plan->conflict->kind, diag::Kind::alu_in_use);
    }

    // ve-fp-chain-alu-assignment (manual line 4905) and ve-latency-per-alu (line 5277).
    void expExampleFitsOnePass() {
        auto plan = planExpression("exp(sqrt(((x + 1) * 2) * 3))");
        QVERIFY(plan.ok() && plan->singlePass);
        QCOMPARE(alus(*plan->checked), (QStringList{"FpFma", "FpMul0", "FpMul1", "FpFpu", "FpExp"}));
        QCOMPARE(plan->checked->addedCycles, 5);
        auto two = planExpression("exp(sqrt(x))");
        QVERIFY(two->singlePass);
        QCOMPARE(two->checked->addedCycles, 2);
        // A third multiply has no multiplier left.
        auto three = planExpression("x * 2 * 3 * 4");
        QVERIFY(!three->singlePass);
        QCOMPARE(three->sharedAlu, std::optional<Alu>(Alu::FpMul0));
        // And the arithmetic: exp(sqrt(((1 + 1) * 2) * 3)) = exp(sqrt(12)).
        auto out = evaluate(*plan->checked, EvalInput{{floats({1.0f}), {}}, {}, {}, {}});
        QCOMPARE(std::bit_cast<float>(out->values[0]), std::exp(std::sqrt(12.0f)));
        // A last division moves to the FpDiv stage when FpFpu is taken.
        auto divided = planExpression("sqrt(x) / 4");
        QVERIFY(divided->singlePass);
        QVERIFY(QString::fromStdString(divided->chain).contains("vector_fp_div(FpDivBinaryOp::DivF, 4)"));
        QCOMPARE(std::bit_cast<float>(evaluate(*divided->checked, EvalInput{{floats({16.0f}), {}}, {}, {}, {}})->values[0]), 1.0f);
        auto reciprocal = planExpression("1 / sqrt(x)");
        QCOMPARE(std::bit_cast<float>(evaluate(*reciprocal->checked, EvalInput{{floats({4.0f}), {}}, {}, {}, {}})->values[0]), 0.5f);
        QVERIFY(!planExpression("sqrt(x) / 4 + 1")->singlePass);  // the add would have to follow FpDiv
        QCOMPARE(planExpression("x +").error().kind, diag::Kind::parse_error);
        QCOMPARE(planExpression(std::string(100000, '(') + "x").error().kind, diag::Kind::parse_error);
        QCOMPARE(planExpression(std::string(100000, '-') + "x").error().kind, diag::Kind::parse_error);
        QCOMPARE(planExpression("sqrt(x) * exp(x)").error().kind, diag::Kind::expression_shape);
    }

    // ve-binary-arg-mode10 (manual line 5125): Mode10 puts the operand first, so SubFxp computes 7 - x.
    void argumentModes() {
        auto out = run(chainOf("vector_fxp_with_mode(FxpBinaryOp::SubFxp, BinaryArgMode::Mode10, 7)"), Scalar::I32, ints({0, 3, 10, -5}));
        QCOMPARE(out.values, ints({7, 4, -3, 12}));
        QCOMPARE(run(chainOf("vector_fxp(FxpBinaryOp::SubFxp, 7)"), Scalar::I32, ints({10})).values, ints({3}));  // Mode01 default: x - 7
        QCOMPARE(run(chainOf("vector_fxp_with_mode(FxpBinaryOp::MulInt, BinaryArgMode::Mode00)"), Scalar::I32, ints({-3})).values,
                 ints({9}));
        QCOMPARE(run(chainOf("vector_fxp_with_mode(FxpBinaryOp::SubFxp, BinaryArgMode::Mode11, 7)"), Scalar::I32, ints({100})).values,
                 ints({0}));
        const std::string fp =
            "vector_trim_way4().vector_fp_ternary_with_mode(FpTernaryOp::FmaF, TernaryArgMode::{}, (2.0, 10.0)).vector_pad_way8()";
        auto fma = [&](const char* mode) {
            std::string middle = fp;
            middle.replace(middle.find("{}"), 2, mode);
            return std::bit_cast<float>(run(chainOf(middle), Scalar::F32, floats({3.0f})).values[0]);
        };
        QCOMPARE(fma("Mode012"), 16.0f);  // 3 * 2 + 10
        QCOMPARE(fma("Mode002"), 19.0f);  // 3 * 3 + 10
        QCOMPARE(fma("Mode102"), 16.0f);  // 2 * 3 + 10
        QCOMPARE(fma("Mode112"), 14.0f);  // 2 * 2 + 10
        QCOMPARE(fma("Mode020"), 33.0f);  // 3 * 10 + 3
        QCOMPARE(fma("Mode021"), 32.0f);  // 3 * 10 + 2
        QCOMPARE(fma("Mode120"), 23.0f);  // 2 * 10 + 3
        QCOMPARE(kind(checkChain(chainOf("vector_fxp_with_mode(FxpBinaryOp::SubFxp, BinaryArgMode::Mode012, 7)"), Scalar::I32)),
                 QStringLiteral("bad_argument"));
    }

    // Every example chain of the chapters checks, with the manual's ALUs.
    void manualChainsCheck() {
        struct Example {
            const char* chain;
            Scalar type;
            QStringList alus;
        };
        const Example examples[] = {
            {"vector_init().vector_intra_slice_branch(BranchMode::Unconditional).vector_clip(ClipBinaryOpF32::Max, 0.0f32).vector_final()",
             Scalar::F32,
             {"ClipMax"}},
            {"input.vector_init().vector_intra_slice_branch(BranchMode::Unconditional).vector_fxp(FxpBinaryOp::AddFxp, 100)"
             ".vector_fxp_to_fp(31).vector_trim_way4::<m![A % 2 # 4]>().vector_fp_unary(FpUnaryOp::Sigmoid)"
             ".vector_pad_way8::<m![A % 2 # 8]>().vector_fp_to_fxp(31).vector_clip(ClipBinaryOpI32::Max, 0).vector_final()",
             Scalar::I32,
             {"FxpAdd", "FpFpu", "ClipMax"}},
            {"vector_init() // enter VE\n.vector_intra_slice_branch(BranchMode::Unconditional)\n.vector_stash() // save x\n"
             ".vector_trim_way4::<m![A % 2 # 4]>()\n.vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 2.0f32)\n"
             ".vector_pad_way8::<m![A % 2 # 8]>()\n.vector_clip(ClipBinaryOpF32::Max, Stash)\n.vector_final()",
             Scalar::F32,
             {"FpMul0", "ClipMax"}},
            {"vector_init().vector_intra_slice_branch(BranchMode::Unconditional).vector_stash().vector_fxp(FxpBinaryOp::AddFxp, 100)"
             ".vector_clip(ClipBinaryOpI32::Max, Stash).vector_final()",
             Scalar::I32,
             {"FxpAdd", "ClipMax"}},
            {"vector_init().vector_intra_slice_branch(BranchMode::Unconditional).vector_fxp(FxpBinaryOp::AddFxp, VeRhs::vrf(vrf))"
             ".vector_final()",
             Scalar::I32,
             {"FxpAdd"}},
            {"vector_init().vector_intra_slice_unzip::<I, m![1 # 2], m![1]>().vector_trim_way4::<m![A % 2 # 4]>()"
             ".vector_fp_zip_with_mode(FpBinaryOp::SubF, BinaryArgMode::Mode10).vector_pad_way8::<m![A % 2 # 8]>().vector_final()",
             Scalar::F32,
             {"FpFma"}},
            {"vector_init().vector_intra_slice_unzip::<I, m![1 # 2], m![1]>().vector_clip_zip(ClipBinaryOpI32::AddFxp).vector_final()",
             Scalar::I32,
             {"ClipAdd"}},
            {"vector_init().vector_intra_slice_unzip::<I, m![1 # 2], m![1]>().vector_fxp(FxpBinaryOp::MulInt, 10, ())"
             ".vector_clip_zip(ClipBinaryOpI32::AddFxp).vector_final()",
             Scalar::I32,
             {"FxpMul", "ClipAdd"}},
            {"vector_init().vector_intra_slice_unzip::<I, m![1 # 2], m![1]>().vector_trim_way4::<m![A % 2 # 4]>()"
             ".vector_fp_unary(FpUnaryOp::Exp, true, false).vector_fp_zip(FpBinaryOp::MulF(FpMulAlu::Mul0))"
             ".vector_pad_way8::<m![A % 2 # 8]>().vector_final()",
             Scalar::F32,
             {"FpExp", "FpMul0"}},
            {"vector_init().vector_inter_slice_reduce::<m![A / 8, 1 # 4], m![1]>(InterSliceReduceOpI32::AddSat)"
             ".vector_intra_slice_branch(BranchMode::Unconditional).vector_fxp(FxpBinaryOp::AddFxp, 100).vector_final()",
             Scalar::I32,
             {"FxpAdd"}},
            {"vector_init().vector_intra_slice_branch(BranchMode::Unconditional).vector_fxp(FxpBinaryOp::AddFxp, 100)"
             ".vector_inter_slice_reduce::<m![A / 8, 1 # 4], m![1]>(InterSliceReduceOpI32::AddSat).vector_final()",
             Scalar::I32,
             {"FxpAdd"}},
        };
        for (const Example& e : examples) {
            auto c = checkChain(e.chain, e.type);
            if (!c) qWarning("%s: %s", e.chain, c.error().message.c_str());
            QVERIFY(c.ok());
            QCOMPARE(alus(c.value()), e.alus);
        }
        QCOMPARE(orderName(checkChain(examples[9].chain, Scalar::I32)->order), std::string_view("InterFirst"));
        QCOMPARE(orderName(checkChain(examples[10].chain, Scalar::I32)->order), std::string_view("IntraFirst"));
    }

    // The manual's example computations, on values.
    void manualChainsCompute() {
        QCOMPARE(run(chainOf("vector_clip(ClipBinaryOpF32::Max, 0.0f32)"), Scalar::F32, floats({-2.0f, 3.0f})).values,
                 floats({0.0f, 3.0f}));
        // max(x + 100, x) with the stash, and a saturating variant at the top of the range.
        const std::string residual =
            chainOf("vector_stash().vector_fxp(FxpBinaryOp::AddFxp, 100).vector_clip(ClipBinaryOpI32::Max, Stash)");
        QCOMPARE(run(residual, Scalar::I32, ints({5, 2147483600})).values, ints({105, 2147483600}));  // the wrapped sum loses to x
        const std::string sigmoid = "vector_trim_way4().vector_fp_unary(FpUnaryOp::Sigmoid).vector_pad_way8()";
        QCOMPARE(run(chainOf("vector_stash()." + sigmoid + ".vector_clip(ClipBinaryOpF32::Max, Stash)"), Scalar::F32, floats({-1.0f, 0.0f}))
                     .values,
                 floats({sigmoidF(-1.0f), 0.5f}));
        EvalInput vrf;
        vrf.vrf["bias"] = {"1", "2"};
        QCOMPARE(run(chainOf("vector_fxp(FxpBinaryOp::AddFxp, VeRhs::vrf(&bias))"), Scalar::I32, ints({10, 10, 10}), vrf).values,
                 ints({11, 12, 11}));  // VRF values repeat over the stream
        // Two-group: group 1 - group 0, and group 0 scaled before the zip.
        EvalInput pair;
        pair.groups[1] = floats({10.0f, 20.0f});
        QCOMPARE(run("vector_init().vector_intra_slice_unzip::<I, m![1 # 2], m![1]>().vector_trim_way4()"
                     ".vector_fp_zip_with_mode(FpBinaryOp::SubF, BinaryArgMode::Mode10).vector_pad_way8().vector_final()",
                     Scalar::F32, floats({1.0f, 2.0f}), pair)
                     .values,
                 floats({9.0f, 18.0f}));
        EvalInput ipair;
        ipair.groups[1] = ints({1, 2});
        QCOMPARE(run("vector_init().vector_intra_slice_unzip::<I, m![1 # 2], m![1]>().vector_fxp(FxpBinaryOp::MulInt, 10, ())"
                     ".vector_clip_zip(ClipBinaryOpI32::AddFxp).vector_final()",
                     Scalar::I32, ints({3, 4}), ipair)
                     .values,
                 ints({31, 42}));
        EvalInput fpair;
        fpair.groups[1] = floats({2.0f});
        QCOMPARE(run("vector_init().vector_intra_slice_unzip::<I, m![1 # 2], m![1]>().vector_trim_way4()"
                     ".vector_fp_unary(FpUnaryOp::Exp, true, false).vector_fp_zip(FpBinaryOp::MulF(FpMulAlu::Mul0)).vector_pad_way8()"
                     ".vector_final()",
                     Scalar::F32, floats({0.0f}), fpair)
                     .values,
                 floats({2.0f}));  // exp(0) * 2
        // The staged pipeline: sigmoid of (x + 100) as an integer, clipped at 0; sigmoid(0) = 0.5
        // is a tie, which FpToFxp rounds away from zero (docs/vector-semantics.md).
        QCOMPARE(run("vector_init().vector_intra_slice_branch(BranchMode::Unconditional).vector_fxp(FxpBinaryOp::AddFxp, 100)"
                     ".vector_fxp_to_fp(31).vector_trim_way4().vector_fp_unary(FpUnaryOp::Sigmoid).vector_pad_way8()"
                     ".vector_fp_to_fxp(31).vector_clip(ClipBinaryOpI32::Max, 0).vector_final()",
                     Scalar::I32, ints({-200, -100, 0}))
                     .values,
                 ints({0, 1, 1}));  // sigmoid(-100) ~ 0, sigmoid(0) = 0.5 rounds to even 0, sigmoid(100) = 1
    }

    void stageOrderAndWays() {
        QCOMPARE(kind(checkChain(chainOf("vector_clip(ClipBinaryOpI32::Max, 0).vector_fxp(FxpBinaryOp::AddFxp, 1)"), Scalar::I32)),
                 QStringLiteral("stage_order"));
        QCOMPARE(kind(checkChain(chainOf("vector_fp_unary(FpUnaryOp::Exp)"), Scalar::F32)), QStringLiteral("way_mismatch"));
        QCOMPARE(kind(checkChain(chainOf("vector_trim_way4()"), Scalar::F32)), QStringLiteral("way_mismatch"));  // final at Way4
        QCOMPARE(kind(checkChain(chainOf("vector_trim_way4().vector_clip(ClipBinaryOpF32::Max, 0.0)"), Scalar::F32)),
                 QStringLiteral("way_mismatch"));
        QCOMPARE(kind(checkChain(chainOf("vector_pad_way8()"), Scalar::F32)), QStringLiteral("way_mismatch"));
        // A Widen that does not undo its Narrow is legal but warned about.
        auto crossed = checkChain(chainOf("vector_split().vector_pad_way8()"), Scalar::F32);
        QCOMPARE(crossed->warnings.size(), std::size_t{1});
        QCOMPARE(crossed->warnings[0].kind, diag::Kind::widen_pairing);
        QVERIFY(checkChain(chainOf("vector_split().vector_concat()"), Scalar::F32)->warnings.empty());
        QCOMPARE(kind(checkChain(chainOf("vector_split().vector_trim_way4()"), Scalar::F32)), QStringLiteral("stage_in_use"));
        QCOMPARE(kind(checkChain(chainOf("vector_fxp_to_fp(31).vector_fxp_to_fp(31)"), Scalar::I32)), QStringLiteral("stage_in_use"));
        QCOMPARE(kind(checkChain(chainOf("vector_trim_way4().vector_fp_div(FpDivBinaryOp::DivF, 2.0).vector_fp_unary(FpUnaryOp::Exp)"
                                         ".vector_pad_way8()"),
                                 Scalar::F32)),
                 QStringLiteral("stage_order"));  // Float comes before FpDiv
        QCOMPARE(kind(checkChain(chainOf("vector_logic(LogicBinaryOpI32::BitAnd, 1).vector_logic(LogicBinaryOpI32::BitOr, 2)"
                                         ".vector_logic(LogicBinaryOpI32::LeftShift, 1).vector_logic(LogicBinaryOpI32::ArithRightShift, 1)"
                                         ".vector_logic(LogicBinaryOpI32::LogicRightShift, 1)"),
                                 Scalar::I32)),
                 QStringLiteral("alu_in_use"));  // both right shifts need LogicRshift
        QCOMPARE(kind(checkChain(chainOf("vector_clip(ClipBinaryOpI32::Min, 9).vector_clip(ClipBinaryOpI32::AbsMin, 3)"), Scalar::I32)),
                 QStringLiteral("alu_in_use"));
        QCOMPARE(kind(checkChain(chainOf("vector_clip(ClipBinaryOpI32::Min, 9).vector_clip(ClipBinaryOpI32::Max, 3)"
                                         ".vector_clip(ClipBinaryOpI32::AddFxpSat, 1)"),
                                 Scalar::I32)),
                 QStringLiteral("ok"));
        auto latency = checkChain(chainOf("vector_clip(ClipBinaryOpI32::Min, 9).vector_clip(ClipBinaryOpI32::Max, 3)"), Scalar::I32);
        QCOMPARE(latency->addedCycles, 2);
    }

    void typesAndOperators() {
        QCOMPARE(kind(checkChain(chainOf("vector_fxp(FxpBinaryOp::AddFxp, 1)"), Scalar::F32)), QStringLiteral("dtype_mismatch"));
        QCOMPARE(kind(checkChain(chainOf("vector_fxp_to_fp(31)"), Scalar::F32)), QStringLiteral("dtype_mismatch"));
        QCOMPARE(kind(checkChain(chainOf("vector_trim_way4().vector_fp_unary(FpUnaryOp::Exp).vector_pad_way8()"), Scalar::I32)),
                 QStringLiteral("dtype_mismatch"));
        QCOMPARE(kind(checkChain(chainOf("vector_logic(LogicBinaryOpF32::LeftShift, 1)"), Scalar::F32)), QStringLiteral("dtype_mismatch"));
        QCOMPARE(kind(checkChain(chainOf("vector_clip(ClipBinaryOpF32::AddFxp, 1.0)"), Scalar::F32)), QStringLiteral("dtype_mismatch"));
        QCOMPARE(kind(checkChain(chainOf("vector_clip(ClipBinaryOpI32::Add, 1)"), Scalar::I32)), QStringLiteral("dtype_mismatch"));
        QCOMPARE(kind(checkChain(chainOf("vector_fxp(FxpBinaryOp::Frobnicate, 1)"), Scalar::I32)), QStringLiteral("unknown_op"));
        QCOMPARE(kind(checkChain(chainOf("vector_fxp(FxpBinaryOp::AddFxp, 1.5)"), Scalar::I32)), QStringLiteral("bad_literal"));
        QCOMPARE(kind(checkChain(chainOf("vector_fxp(FxpBinaryOp::AddFxp, 4294967296)"), Scalar::I32)), QStringLiteral("bad_literal"));
        QCOMPARE(kind(checkChain(chainOf("vector_fxp(FxpBinaryOp::AddFxp)"), Scalar::I32)), QStringLiteral("bad_argument"));
        QCOMPARE(kind(checkChain(chainOf("vector_fxp_to_fp(32)"), Scalar::I32)), QStringLiteral("bad_argument"));
        QCOMPARE(kind(checkChain(chainOf("vector_trim_way4().vector_fp_binary(FpUnaryOp::Exp, 1.0).vector_pad_way8()"), Scalar::F32)),
                 QStringLiteral("bad_argument"));
        QCOMPARE(kind(checkChain(chainOf("vector_fxp_zip(FxpBinaryOp::AddFxp)"), Scalar::I32)), QStringLiteral("not_paired"));
        QCOMPARE(kind(checkChain(chainOf("vector_frobnicate()"), Scalar::I32)), QStringLiteral("unknown_method"));
        // A bare MulF takes whichever multiplier is free.
        auto muls = checkChain(chainOf("vector_trim_way4().vector_fp_binary(FpBinaryOp::MulF, 2.0).vector_fp_binary(FpBinaryOp::MulF, 3.0)"
                                       ".vector_pad_way8()"),
                               Scalar::F32);
        QCOMPARE(alus(muls.value()), (QStringList{"FpMul0", "FpMul1"}));
    }

    // Operands are Rust integer literals: the toolchain's kernels mask with `0xFF` and `0x7fff_ffff`.
    void integerLiterals() {
        QCOMPARE(parseInteger("0xFF"), std::optional<std::int64_t>(255));
        QCOMPARE(parseInteger("0x7fff_ffff"), std::optional<std::int64_t>(0x7fffffff));
        QCOMPARE(parseInteger("0xFFi32"), std::optional<std::int64_t>(255));
        QCOMPARE(parseInteger("-0x10"), std::optional<std::int64_t>(-16));
        QCOMPARE(parseInteger("0b1010"), std::optional<std::int64_t>(10));
        QCOMPARE(parseInteger("0o17"), std::optional<std::int64_t>(15));
        QCOMPARE(parseInteger("1_000usize"), std::optional<std::int64_t>(1000));
        QCOMPARE(parseInteger("0x_FF"), std::optional<std::int64_t>(255));
        QCOMPARE(parseInteger("0x"), std::nullopt);
        QCOMPARE(parseInteger("0xFG"), std::nullopt);
        QCOMPARE(parseInteger("0b2"), std::nullopt);
        QCOMPARE(parseInteger("_1"), std::nullopt);
        QCOMPARE(parseInteger("1.5"), std::nullopt);
        QCOMPARE(parseInteger("0xFFFF_FFFF_FFFF_FFFF"), std::nullopt);
        QCOMPARE(parseLiteral("0xFF", Scalar::I32), std::optional<std::uint32_t>(255));
        QCOMPARE(parseLiteral("-0x8000_0000", Scalar::I32), std::optional<std::uint32_t>(0x80000000u));
        QCOMPARE(parseLiteral("0xFFFF_FFFF", Scalar::I32), std::nullopt);  // rustc: literal out of range for i32
        QCOMPARE(parseInt("0x1F"), std::optional<int>(31));
        QCOMPARE(run(chainOf("vector_logic(LogicBinaryOpI32::BitAnd, 0xFF)"), Scalar::I32, ints({0x1234, -1})).values, ints({0x34, 0xFF}));
        QCOMPARE(run(chainOf("vector_logic(LogicBinaryOpI32::BitAnd, 0x7fff_ffff)"), Scalar::I32, ints({-5})).values, ints({0x7ffffffb}));
        QCOMPARE(kind(checkChain(chainOf("vector_logic(LogicBinaryOpI32::BitAnd, 0xFFFF_FFFF)"), Scalar::I32)),
                 QStringLiteral("bad_literal"));
        auto filter = checkChain(chainOf("vector_filter(0xF)"), Scalar::I32);  // an ExecutionId in hex
        QVERIFY(filter.ok());
        QCOMPARE(filter->steps[filter->steps.size() - 2].filterId, 15);
    }

    void entryAndExit() {
        QCOMPARE(kind(checkChain("vector_intra_slice_branch(BranchMode::Unconditional).vector_final()", Scalar::I32)),
                 QStringLiteral("missing_init"));
        QCOMPARE(kind(checkChain(kEnter, Scalar::I32)), QStringLiteral("missing_final"));
        QCOMPARE(kind(checkChain(chainOf("vector_final()"), Scalar::I32)), QStringLiteral("after_final"));
        QCOMPARE(kind(checkChain("vector_init().vector_fxp(FxpBinaryOp::AddFxp, 1).vector_final()", Scalar::I32)),
                 QStringLiteral("chain_order"));
        QCOMPARE(kind(checkChain("vector_init().vector_final()", Scalar::I32)), QStringLiteral("chain_order"));
        QCOMPARE(kind(checkChain(chainOf("vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()"), Scalar::I32)),
                 QStringLiteral("chain_order"));
        QCOMPARE(kind(checkChain("vector_init().vector_intra_slice_branch(BranchMode::Sometimes).vector_final()", Scalar::I32)),
                 QStringLiteral("bad_argument"));
        QCOMPARE(kind(checkChain("", Scalar::I32)), QStringLiteral("parse_error"));
        QCOMPARE(kind(checkChain("vector_init(().vector_final()", Scalar::I32)), QStringLiteral("parse_error"));
        QCOMPARE(kind(checkChain("vector_init().vector_trim_way4::<m![A].vector_final()", Scalar::I32)), QStringLiteral("parse_error"));
        QCOMPARE(kind(checkChain("vector_init().$", Scalar::I32)), QStringLiteral("parse_error"));
        QVERIFY(isInputError(checkChain("vector_init().$", Scalar::I32).error()));
        QVERIFY(!isInputError(checkChain(chainOf("vector_fp_unary(FpUnaryOp::Exp)"), Scalar::F32).error()));
    }

    // manual, "Stash": Stashable stages, single slot, single use, typed.
    void stashRules() {
        QCOMPARE(kind(checkChain(chainOf("vector_clip(ClipBinaryOpI32::Max, Stash)"), Scalar::I32)), QStringLiteral("stash_missing"));
        QCOMPARE(kind(checkChain(chainOf("vector_stash().vector_stash()"), Scalar::I32)), QStringLiteral("stash_unavailable"));
        QCOMPARE(kind(checkChain(chainOf("vector_fxp_to_fp(31).vector_stash()"), Scalar::I32)), QStringLiteral("stash_unavailable"));
        QCOMPARE(kind(checkChain(chainOf("vector_stash().vector_fxp(FxpBinaryOp::AddFxp, Stash).vector_clip(ClipBinaryOpI32::Max, Stash)"),
                                 Scalar::I32)),
                 QStringLiteral("stash_consumed"));
        QCOMPARE(kind(checkChain(chainOf("vector_stash().vector_fxp(FxpBinaryOp::AddFxp, Stash).vector_stash()"), Scalar::I32)),
                 QStringLiteral("stash_unavailable"));
        QCOMPARE(kind(checkChain(chainOf("vector_stash().vector_fxp_to_fp(31).vector_clip(ClipBinaryOpF32::Max, Stash)"), Scalar::I32)),
                 QStringLiteral("stash_type"));
        QCOMPARE(kind(checkChain(chainOf("vector_trim_way4().vector_stash().vector_fp_binary(FpBinaryOp::AddF, Stash).vector_pad_way8()"),
                                 Scalar::F32)),
                 QStringLiteral("ok"));  // Narrow is Stashable
        QCOMPARE(kind(checkChain(chainOf("vector_trim_way4().vector_pad_way8().vector_stash()"), Scalar::F32)),
                 QStringLiteral("stash_unavailable"));  // Widen is not
    }

    // manual, "Two-Group Mode": stash and filter unavailable, zip before final, ALUs shared.
    void twoGroupRules() {
        const std::string unzip = "vector_init().vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()";
        QCOMPARE(kind(checkChain(unzip + ".vector_final()", Scalar::I32)), QStringLiteral("unzipped_final"));
        QCOMPARE(kind(checkChain(unzip + ".vector_stash().vector_clip_zip(ClipBinaryOpI32::AddFxp).vector_final()", Scalar::I32)),
                 QStringLiteral("stash_unavailable"));
        QCOMPARE(kind(checkChain(unzip + ".vector_clip_zip(ClipBinaryOpI32::Min).vector_filter(0).vector_final()", Scalar::I32)),
                 QStringLiteral("filter_unavailable"));
        QCOMPARE(kind(checkChain(unzip + ".vector_fxp(FxpBinaryOp::AddFxp, 1, ()).vector_fxp(FxpBinaryOp::SubFxp, (), 2)"
                                         ".vector_clip_zip(ClipBinaryOpI32::AddFxp).vector_final()",
                                 Scalar::I32)),
                 QStringLiteral("alu_in_use"));  // group 1's SubFxp needs the FxpAdd that group 0's AddFxp took
        QCOMPARE(kind(checkChain(unzip + ".vector_fxp(FxpBinaryOp::AddFxp, 1).vector_clip_zip(ClipBinaryOpI32::AddFxp).vector_final()",
                                 Scalar::I32)),
                 QStringLiteral("bad_argument"));  // one operand per group
        QCOMPARE(kind(checkChain(unzip + ".vector_clip_zip(ClipBinaryOpI32::AddFxp).vector_clip_zip(ClipBinaryOpI32::Min).vector_final()",
                                 Scalar::I32)),
                 QStringLiteral("not_paired"));
        QCOMPARE(kind(checkChain(unzip + ".vector_inter_slice_reduce(InterSliceReduceOpI32::Add).vector_final()", Scalar::I32)),
                 QStringLiteral("two_group_inter_slice"));
        auto ok = checkChain(unzip + ".vector_clip_zip(ClipBinaryOpI32::AddFxp).vector_final()", Scalar::I32);
        QVERIFY(ok->twoGroup);
    }

    // ExecutionIds: Comparison sets one bit per comparison; group operands touch only their id.
    void branchesAndGroups() {
        const std::string cmp = "vector_init().vector_intra_slice_branch(BranchMode::Comparison([InputCmp::Gt(0), InputCmp::Lt(10)]))";
        auto out = run(cmp + ".vector_fxp(FxpBinaryOp::AddFxp, VeBranchOperand::group(100, GroupId::Three)).vector_final()", Scalar::I32,
                       ints({-5, 5, 50}));
        QCOMPARE(out.executionIds, (std::vector<int>{2, 3, 1}));
        QCOMPARE(out.values, ints({-5, 105, 50}));
        auto filtered = run(cmp + ".vector_filter(3).vector_final()", Scalar::I32, ints({-5, 5, 50}));
        QCOMPARE(filtered.kept, (std::vector<bool>{false, true, false}));
        auto always = run(chainOf("vector_fxp(FxpBinaryOp::AddFxp, VeBranchOperand::always(1))"), Scalar::I32, ints({1}));
        QCOMPARE(always.values, ints({2}));
        // Vrf, AxisToggle and ValidCount take their ids from outside.
        auto chain = checkChain("vector_init().vector_intra_slice_branch(BranchMode::Vrf).vector_final()", Scalar::I32);
        EvalInput noIds{{ints({1, 2}), {}}, {}, {}, {}};
        QCOMPARE(evaluate(chain.value(), noIds).error().kind, diag::Kind::ids_required);
        EvalInput ids{{ints({1, 2}), {}}, {}, {4, 15}, {}};
        QCOMPARE(evaluate(chain.value(), ids)->executionIds, (std::vector<int>{4, 15}));
        EvalInput badIds{{ints({1}), {}}, {}, {16}, {}};
        QCOMPARE(evaluate(chain.value(), badIds).error().kind, diag::Kind::bad_values);
        QVERIFY(checkChain("vector_init().vector_intra_slice_branch(BranchMode::AxisToggle { axis: A }).vector_final()", Scalar::I32).ok());
        // AxisToggle from the stream's shape: group = A's index % 2, Time-major then lanes, padding lanes 0.
        auto toggled = axisToggleIds(makeShape(test::axes("A=4,T=2"), "m![1]", "m![T]", "m![A # 8]").value(), "A");
        QCOMPARE(toggled.value(), (std::vector<int>{0, 1, 0, 1, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0}));
        auto byTime = axisToggleIds(makeShape(test::axes("A=4,P=8"), "m![1]", "m![A]", "m![P]").value(), "A");
        QCOMPARE(byTime->at(8), 1);
        QCOMPARE(axisToggleIds(makeShape(test::axes("A=4"), "m![1]", "m![1]", "m![A # 8]").value(), "Q").error().kind,
                 diag::Kind::unknown_axis);
        QCOMPARE(kind(checkChain("vector_init().vector_intra_slice_branch(BranchMode::Comparison([Gt(0), Gt(1), Gt(2), Gt(3), Gt(4)]))"
                                 ".vector_final()",
                                 Scalar::I32)),
                 QStringLiteral("bad_argument"));  // 4 branch bits
    }

    // manual lines 4859-4940: Narrow and Widen shape semantics.
    void narrowAndWidenShapes() {
        // ve-trim-way4-semantics: [T], [P] -> [T], [P = 4]
        auto trimmed = trimWay4(makeShape(test::axes("A=512"), "m![A / 2]", "m![1]", "m![A % 2 # 8]").value());
        QCOMPARE(trimmed->time.normalized(), std::string("m![1]"));
        QCOMPARE(trimmed->packet.normalized(), std::string("m![A % 2 # 4]"));
        // ve-pad-way8-semantics: [T], [P] -> [T], [P # 8]
        auto padded = padWay8(trimmed.value());
        QCOMPARE(padded->packet.normalized(), std::string("m![A % 2 # 8]"));
        // ve-concat-semantics: [T, P / 2], [P % 4] -> [T], [P]
        auto env = test::axes("S=64,A=512");
        auto joined = concat(makeShape(env, "m![1]", "m![A / 4 % 2]", "m![A % 4]").value());
        QCOMPARE(joined->time.normalized(), std::string("m![1]"));
        QCOMPARE(joined->packet.normalized(), std::string("m![A % 8]"));
        // ve-split-semantics, disputed: as written, S # 16 pads a 64-element axis to 16, which the mapping rules reject.
        QCOMPARE(makeShape(env, "m![S # 16 / 4]", "m![S # 16 % 4]", "m![A % 8]").error().kind, diag::Kind::padding_too_small);
        // The shape rule itself, with S = 16 so that `S # 16` is legal: [T], [P] -> [T, P / 2], [P % 4].
        auto env16 = test::axes("S=16,A=512");
        auto halves = split(makeShape(env16, "m![S # 16 / 4]", "m![S # 16 % 4]", "m![A % 8]").value());
        QVERIFY(halves->time.equivalentTo(compileIn(env16, "m![S # 16 % 4, A / 4 % 2]").value()));
        QCOMPARE(halves->packet.normalized(), std::string("m![A % 4]"));
        auto back = concat(halves.value());  // and concat undoes it
        QVERIFY(back->time.equivalentTo(compileIn(env16, "m![S % 4]").value()));
        QCOMPARE(back->packet.normalized(), std::string("m![A % 8]"));
        QCOMPARE(split(trimmed.value()).error().kind, diag::Kind::way_mismatch);  // already Way4
        QCOMPARE(concat(makeShape(env, "m![1]", "m![1]", "m![A % 4]").value()).error().kind, diag::Kind::concat_time);
    }

    // The manual's turbofish mappings are checked along the chain.
    void traceChecksGenerics() {
        auto shape = makeShape(test::axes("A=512"), "m![A / 2]", "m![1]", "m![A % 2 # 8]").value();
        const std::string good =
            "vector_init().vector_intra_slice_branch(BranchMode::Unconditional).vector_trim_way4::<m![A % 2 # 4]>()"
            ".vector_fp_unary(FpUnaryOp::Sigmoid).vector_pad_way8::<m![A % 2 # 8]>().vector_final()";
        auto trace = traceShapes(checkChain(good, Scalar::F32).value(), shape);
        QVERIFY(trace.ok());
        QVERIFY(trace->warnings.empty());  // lanes 4-7 of A % 2 # 8 are padding
        auto full = makeShape(test::axes("A=512"), "m![A / 8]", "m![1]", "m![A % 8]").value();
        auto dropping = traceShapes(checkChain(chainOf("vector_trim_way4().vector_pad_way8()"), Scalar::F32).value(), full);
        QCOMPARE(dropping->warnings.size(), std::size_t{1});
        QCOMPARE(dropping->warnings[0].kind, diag::Kind::trim_drops_data);
        QCOMPARE(trace->after.back().packet.normalized(), std::string("m![A % 2 # 8]"));
        std::string bad = good;
        bad.replace(bad.find("m![A % 2 # 4]"), 13, "m![A % 4]");
        auto wrong = traceShapes(checkChain(bad, Scalar::F32).value(), shape);
        QCOMPARE(wrong.error().kind, diag::Kind::shape_mismatch);
        QVERIFY(QString::fromStdString(*wrong.error().fix).contains("m![A % 2 # 4]"));
    }
};

QTEST_GUILESS_MAIN(IntraSlice)
#include "tst_vector_intra_slice.moc"
