// The Vector Engine as the toolchain (furiosa-opt 0.6) writes it: TagMode
// with Cmp, Branched operands whose first admitting slot wins, TagGuard /
// BitReq, the narrow/widen spellings, vector_fp_div(operand) and
// vector_reinterpret. Expected values are worked out by hand here, not by the
// evaluator the simulator uses.
#include <QtTest>

#include <bit>
#include <string>
#include <vector>

#include "vector/evaluate.h"
#include "vector/literals.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::vector;

namespace {

std::uint32_t bitsOf(float f) { return std::bit_cast<std::uint32_t>(f); }
std::uint32_t bitsOf(std::int32_t i) { return std::bit_cast<std::uint32_t>(i); }

// The chain run on `values` of `type`; a failed check or run fails the test through the empty result.
std::vector<std::uint32_t> run(const std::string& chain, Scalar type, std::vector<std::uint32_t> values,
                               std::map<std::string, std::vector<std::string>> vrf = {}) {
    auto checked = checkChain(chain, type);
    if (!checked) {
        qWarning("%s: %s", diag::spelling(checked.error().kind).data(), checked.error().message.c_str());
        return {};
    }
    EvalInput input;
    input.groups[0] = std::move(values);
    input.vrf = std::move(vrf);
    auto r = evaluate(*checked, input);
    if (!r) {
        qWarning("%s: %s", diag::spelling(r.error().kind).data(), r.error().message.c_str());
        return {};
    }
    return r->values;
}

diag::Diagnostic errorOf(const std::string& chain, Scalar type) {
    auto checked = checkChain(chain, type);
    if (checked) qFatal("the chain passed the checker, but an error was expected: %s", chain.c_str());
    return checked.error();
}

std::vector<int> idsOf(const std::string& chain, Scalar type, std::vector<std::uint32_t> values) {
    auto checked = checkChain(chain, type);
    if (!checked) qFatal("%s", checked.error().message.c_str());
    EvalInput input;
    input.groups[0] = std::move(values);
    auto r = evaluate(*checked, input);
    if (!r) qFatal("%s", r.error().message.c_str());
    return r->executionIds;
}

const std::string kFloatTag =
    "vector_init().vector_intra_slice_tag(TagMode::Comparison([Cmp::Equal(0.0), Cmp::Greater(0.0), Cmp::Less(0.0), Cmp::True]))";

}  // namespace

class VectorToolchain : public QObject {
    Q_OBJECT

private slots:
    // Comparison k sets ExecutionId bit k; True sets its bit everywhere.
    void tagModeComparisonSetsOneBitPerCmp() {
        const auto ids = idsOf(kFloatTag + ".vector_final()", Scalar::F32, {bitsOf(0.0f), bitsOf(1.5f), bitsOf(-2.5f), bitsOf(-0.0f)});
        QCOMPARE(ids, (std::vector<int>{0b1001, 0b1010, 0b1100, 0b1001}));  // -0 equals 0
    }

    // LessUnsigned / GreaterUnsigned compare the bit patterns: a negative reads as large.
    void unsignedComparisonsReadTheBits() {
        const std::string chain =
            "vector_init().vector_intra_slice_tag(TagMode::Comparison([Cmp::GreaterUnsigned(1), Cmp::Greater(1), "
            "Cmp::LessUnsigned(0), Cmp::False])).vector_final()";
        QCOMPARE(idsOf(chain, Scalar::I32, {bitsOf(-1), bitsOf(5)}), (std::vector<int>{0b0001, 0b0011}));
    }

    void tagModeZeroTagsEverythingZero() {
        QCOMPARE(idsOf("vector_init().vector_intra_slice_tag(TagMode::Zero).vector_final()", Scalar::I32, {bitsOf(7), bitsOf(-7)}),
                 (std::vector<int>{0, 0}));
    }

    void tagModeRefusesWhatTheToolchainWithholds() {
        QCOMPARE(errorOf("vector_init().vector_intra_slice_tag(TagMode::ValidCount).vector_final()", Scalar::I32).kind,
                 diag::Kind::bad_argument);
        QVERIFY(errorOf("vector_init().vector_intra_slice_tag(TagMode::Vrf).vector_final()", Scalar::I32).message.find("withholds") !=
                std::string::npos);
        // [Cmp<D>; 4]: four, not fewer
        const auto d = errorOf("vector_init().vector_intra_slice_tag(TagMode::Comparison([Cmp::Less(0)])).vector_final()", Scalar::I32);
        QVERIFY(d.message.find("four Cmp") != std::string::npos);
        // The manual's BranchMode is still read as before.
        QCOMPARE(idsOf("vector_init().vector_intra_slice_branch(BranchMode::Comparison([Gt(0)])).vector_final()", Scalar::I32,
                       {bitsOf(1), bitsOf(-1)}),
                 (std::vector<int>{1, 0}));
    }

    // The toolchain's ve_branch_bit_order kernel: three immediates in first-match order, each
    // guard reading one bit, and elements no slot admits passing through.
    void aBranchedOperandTakesTheFirstSlotThatAdmits() {
        const std::string chain =
            "vector_init().vector_intra_slice_tag(TagMode::Comparison([Cmp::Equal(0), Cmp::Equal(5), Cmp::Less(10), "
            "Cmp::Greater(1000)]))"
            ".vector_logic(LogicBinaryOpI32::BitOr, Branched::imm(TagGuard::matches([One, Ignore, Ignore, Ignore]), 0x0100)"
            ".imm(TagGuard::matches([Ignore, Ignore, One, Ignore]), 0x0200)"
            ".imm(TagGuard::matches([Ignore, Ignore, Ignore, One]), 0x0400)).vector_final()";
        // 0: bits 0 and 2 (Equal(0), Less(10)): the first slot only, not both; 5: bits 1, 2: the second slot;
        // 2000: bit 3; 500: no bit, no slot, unchanged.
        const auto out = run(chain, Scalar::I32, {bitsOf(0), bitsOf(5), bitsOf(2000), bitsOf(500)});
        QCOMPARE(out, (std::vector<std::uint32_t>{0x0100, 5 | 0x0200, 2000 | 0x0400, 500}));
    }

    // The book's ve_elementwise_branched: a guarded immediate, then an else slot reading the VRF.
    void anElseSlotReadsTheRegisterFile() {
        const std::string chain = kFloatTag +
                                  ".vector_clip(ClipBinaryOpF32::Max, Branched::imm(TagGuard::matches([Zero, Zero, One, Ignore]), 1.0f32)"
                                  ".rf(TagGuard::all(), VeRhs::vrf(&scale))).vector_final()";
        const auto out = run(chain, Scalar::F32, {bitsOf(-3.0f), bitsOf(2.0f), bitsOf(0.0f)}, {{"scale", {"0.5", "4", "-1"}}});
        // -3: negative: max(-3, 1) = 1; 2: the else slot, max(2, 4) = 4; 0: the else slot, max(0, -1) = 0.
        QCOMPARE(out, (std::vector<std::uint32_t>{bitsOf(1.0f), bitsOf(4.0f), bitsOf(0.0f)}));
    }

    // A ternary op's slot carries (operand0, operand1).
    void aTernarySlotCarriesThePair() {
        const std::string chain = kFloatTag +
                                  ".vector_narrow_split().vector_fp_ternary(FpTernaryOp::FmaF, "
                                  "Branched::imm(TagGuard::not_matches([One, Ignore, Ignore, Ignore]), (-2.0f32, 10.0f32)))"
                                  ".vector_widen_concat().vector_final()";
        const auto out = run(chain, Scalar::F32, {bitsOf(3.0f), bitsOf(0.0f)});
        QCOMPARE(out, (std::vector<std::uint32_t>{bitsOf(3.0f * -2.0f + 10.0f), bitsOf(0.0f)}));  // 0 is Equal(0): skipped
    }

    void deadAndMisplacedSlotsAreRefused() {
        const std::string head = "vector_init().vector_intra_slice_tag(TagMode::Zero).vector_fxp(FxpBinaryOp::AddFxp, ";
        auto kind = [&](const std::string& operand) { return errorOf(head + operand + ").vector_final()", Scalar::I32).kind; };
        QCOMPARE(kind("Branched::imm(TagGuard::not_matches([Ignore, Ignore, Ignore, Ignore]), 1)"), diag::Kind::dead_slot);
        QCOMPARE(kind("Branched::imm(TagGuard::all(), 1).imm(TagGuard::group(GroupId::One), 2)"), diag::Kind::dead_slot);
        QCOMPARE(kind("Branched::imm(TagGuard::group(GroupId::One), 1).imm(TagGuard::group(GroupId::One), 2)"
                      ".imm(TagGuard::group(GroupId::One), 3).imm(TagGuard::group(GroupId::One), 4)"),
                 diag::Kind::bad_argument);                                            // three immediate registers
        QCOMPARE(kind("Branched::rf(TagGuard::all(), 4)"), diag::Kind::bad_argument);  // constants go in imm
        QCOMPARE(kind("Branched::imm(TagGuard::matches([One, Two, Ignore, Ignore]), 1)"), diag::Kind::bad_argument);
    }

    void groupGuardsReadTheGroupBit() {
        const auto g = parseTagGuard("group(One)");
        QVERIFY(g);
        QVERIFY(g->admits(0b1000) && g->admits(0b1111) && !g->admits(0b0111));
        const auto n = parseTagGuard("not_matches([Ignore,Ignore,Ignore,One])");  // the other group
        QVERIFY(n && n->admits(0b0111) && !n->admits(0b1000));
        QVERIFY(parseTagGuard("all()")->unconditional());
    }

    // The stash is a register-file read: Branched::rf(guard, Stash).
    void theStashIsReadThroughTheRegisterFilePort() {
        const std::string chain =
            "vector_init().vector_intra_slice_tag(TagMode::Comparison([Cmp::Equal(0), Cmp::Equal(5), Cmp::False, Cmp::False]))"
            ".vector_stash().vector_logic(LogicBinaryOpI32::BitOr, 0x0100)"
            ".vector_clip(ClipBinaryOpI32::Min, Branched::rf(TagGuard::matches([Ignore, One, Ignore, Ignore]), Stash)).vector_final()";
        const auto out = run(chain, Scalar::I32, {bitsOf(5), bitsOf(7)});
        QCOMPARE(out, (std::vector<std::uint32_t>{5, 7 | 0x0100}));  // 5 | 0x100 back down to the stashed 5
    }

    // vector_reinterpret reads the same bits as the other type: 1.0f32 is 0x3f80_0000.
    void reinterpretKeepsTheBits() {
        const std::string chain =
            "vector_init().vector_intra_slice_tag(TagMode::Zero).vector_reinterpret::<i32>()"
            ".vector_logic(LogicBinaryOpI32::BitAnd, 0x7fffffff).vector_reinterpret::<f32>().vector_final()";
        auto checked = checkChain(chain, Scalar::F32);
        QVERIFY2(checked, checked ? "" : checked.error().message.c_str());
        QCOMPARE(checked->output, Scalar::F32);
        QCOMPARE(run(chain, Scalar::F32, {bitsOf(-1.5f)}), (std::vector<std::uint32_t>{bitsOf(1.5f)}));  // |x| by the sign bit
        QCOMPARE(errorOf("vector_init().vector_reinterpret::<bf16>().vector_final()", Scalar::F32).kind, diag::Kind::bad_argument);
    }

    // The toolchain's vector_fp_div(operand) is DivF; the manual's vector_fp_div(DivF, operand) still reads.
    void fpDivTakesItsOperandAlone() {
        const std::string narrow = "vector_init().vector_intra_slice_tag(TagMode::Zero).vector_narrow_trim()";
        const auto toolchain = run(narrow + ".vector_fp_div(4.0f32).vector_widen_pad().vector_final()", Scalar::F32, {bitsOf(2.0f)});
        const auto manual =
            run(narrow + ".vector_fp_div(FpDivBinaryOp::DivF, 4.0f32).vector_widen_pad().vector_final()", Scalar::F32, {bitsOf(2.0f)});
        QCOMPARE(toolchain, (std::vector<std::uint32_t>{bitsOf(0.5f)}));
        QCOMPARE(manual, toolchain);
        const auto withMode = run(narrow + ".vector_fp_div_with_mode(BinaryArgMode::Mode10, 4.0f32).vector_widen_pad().vector_final()",
                                  Scalar::F32, {bitsOf(2.0f)});
        QCOMPARE(withMode, (std::vector<std::uint32_t>{bitsOf(2.0f)}));  // 4 / x
    }

    // The narrow and widen spellings pair as the manual's do: trim with pad, split with concat.
    void theWidenPairsWithTheNarrowWhateverTheSpelling() {
        auto checked = checkChain(
            "vector_init().vector_intra_slice_tag(TagMode::Zero).vector_narrow_split().vector_widen_pad().vector_final()", Scalar::F32);
        QVERIFY(checked);
        QCOMPARE(checked->warnings.size(), std::size_t(1));
        QCOMPARE(checked->warnings[0].kind, diag::Kind::widen_pairing);
        checked = checkChain(
            "vector_init().vector_intra_slice_tag(TagMode::Zero).vector_narrow_split().vector_widen_concat().vector_final()", Scalar::F32);
        QVERIFY(checked && checked->warnings.empty());
    }
};

QTEST_GUILESS_MAIN(VectorToolchain)
#include "tst_vector_toolchain.moc"
