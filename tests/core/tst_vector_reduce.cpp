// The Intra-Slice Reduce (manual line 5278) and the Inter-Slice Block (line
// 6583): shapes after the reduce, accumulator slots, identities, and the
// broadcast / dummy / promotion output rules. `isr-` and `inter-slice-` cases
// come from ../shared/conformance/cases/vector.json.
#include <QtTest>

#include <bit>
#include <limits>

#include "test_support.h"
#include "vector/chain.h"
#include "vector/evaluate.h"
#include "vector/padding.h"
#include "vector/shape.h"
#include "vector/trace.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::vector;

namespace {

Shape shape(const char* axes, const char* slice, const char* time, const char* packet) {
    auto s = makeShape(test::axes(axes), slice, time, packet);
    if (!s) qFatal("bad shape in test: %s", s.error().message.c_str());
    return s.value();
}

// The case's input is the 8-way tensor; the reduce sees it after vector_trim_way4.
diag::Result<IntraReduce> reduceAfterTrim(const char* axes, const char* slice, const char* time, const char* packet, const char* r) {
    auto trimmed = trimWay4(shape(axes, slice, time, packet));
    if (!trimmed) return trimmed.error();
    return intraSliceReduce(trimmed.value(), r);
}

QString text(const mapping::CompiledMapping& m) { return QString::fromStdString(m.normalized()); }

}  // namespace

class Reduce : public QObject {
    Q_OBJECT

private slots:
    // isr-reduce-time (manual line 5404): R only in Time, accumulated.
    void reduceInTime() {
        auto r = reduceAfterTrim("A=8,R=16", "m![A / 2]", "m![R]", "m![A % 2 # 8]", "R");
        QVERIFY(r.ok());
        QCOMPARE(text(r->shape.slice), QStringLiteral("m![A / 2]"));
        QCOMPARE(text(r->shape.time), QStringLiteral("m![1]"));
        QCOMPARE(text(r->shape.packet), QStringLiteral("m![A % 2 # 4]"));
        QVERIFY(r->inTime && !r->inPacket);
        QCOMPARE(r->accumulator.count, u64{1});
    }

    // isr-reduce-packet (manual line 5427): R only in Packet, tree reduce, valid_count = |R|.
    void reduceInPacket() {
        auto r = reduceAfterTrim("A=8,R=4", "m![A / 2]", "m![A % 2]", "m![R # 8]", "R");
        QVERIFY(r.ok());
        QCOMPARE(text(r->shape.slice), QStringLiteral("m![A / 2]"));
        QCOMPARE(text(r->shape.time), QStringLiteral("m![A % 2]"));
        QCOMPARE(text(r->shape.packet), QStringLiteral("m![1 # 4]"));
        QCOMPARE(r->validCount, std::optional<u64>(4));
    }

    // isr-reduce-time-and-packet (manual line 5450).
    void reduceInTimeAndPacket() {
        auto r = reduceAfterTrim("A=8,R=16", "m![A / 2]", "m![R / 4]", "m![R % 4 # 8]", "R");
        QVERIFY(r.ok());
        QCOMPARE(text(r->shape.slice), QStringLiteral("m![A / 2]"));
        QCOMPARE(text(r->shape.time), QStringLiteral("m![1]"));
        QCOMPARE(text(r->shape.packet), QStringLiteral("m![1 # 4]"));
        QVERIFY(r->inTime && r->inPacket);
        QVERIFY(!r->validCount);  // varies with the flit: the VCG's job
    }

    // manual line 5470: R spans Slice, Time and Packet; the Slice part stays.
    void reduceAcrossSliceTimePacket() {
        auto r = reduceAfterTrim("R=13", "m![R # 32 / 8]", "m![R # 32 / 4 % 2]", "m![R # 32 % 4 # 8]", "R");
        QVERIFY(r.ok());
        QVERIFY(r->shape.slice.equivalentTo(compileIn(r->shape.slice.env(), "m![R # 32 / 8]").value()));
        QCOMPARE(text(r->shape.time), QStringLiteral("m![1]"));
        QCOMPARE(text(r->shape.packet), QStringLiteral("m![1 # 4]"));
    }

    // isr-accumulator-slots-example (manual line 5502).
    void slotsOfFlits() {
        auto env = test::axes("R=4,A=2");
        auto time = compileIn(env, "m![R / 2, A % 2, R % 2]").value();
        auto plan = accumulatorSlots(time, *env.find("R"));
        QCOMPARE(plan.count, u64{2});
        QCOMPARE(plan.slotOfFlit, (std::vector<u64>{0, 0, 1, 1, 0, 0, 1, 1}));
    }

    // isr-accumulator-slots-limit (manual lines 5519-5545).
    void slotLimit() {
        auto env = test::axes("A=6,B=8,R=16");
        QCOMPARE(accumulatorSlots(compileIn(env, "m![R, A % 2, B % 4]").value(), *env.find("R")).count, u64{8});
        QCOMPARE(accumulatorSlots(compileIn(env, "m![R, A % 3, B % 4]").value(), *env.find("R")).count, u64{12});
        QCOMPARE(kAccumulatorSlots, u64{8});
        // The manual's invalid_too_many_slots, with its own shapes.
        auto r = reduceAfterTrim("A=6,B=8,R=16", "m![A / 3]", "m![R, A % 3, B % 4]", "m![B / 4 # 8]", "R");
        QCOMPARE(r.error().kind, diag::Kind::accumulator_slots);
        QVERIFY(QString::fromStdString(r.error().message).contains("12"));
        QVERIFY(r.error().fix.has_value());
        // The manual writes that example's Way4 packet as m![B / 4], leaving out the padding lanes: accepted.
        const char* manualChain =
            "vector_init().vector_intra_slice_branch(BranchMode::Unconditional).vector_trim_way4::<m![B / 4]>()"
            ".vector_intra_slice_reduce::<R, m![A % 3, B % 4], m![B / 4]>(IntraSliceReduceOpI32::AddSat)"
            ".vector_pad_way8().vector_final()";
        auto traced = traceShapes(checkChain(manualChain, Scalar::I32).value(),
                                  shape("A=6,B=8,R=16", "m![A / 3]", "m![R, A % 3, B % 4]", "m![B / 4 # 8]"));
        QCOMPARE(traced.error().kind, diag::Kind::accumulator_slots);
        auto ok = reduceAfterTrim("A=6,B=8,R=16", "m![A / 3]", "m![R, A % 2, B % 4]", "m![B / 4 # 8]", "R");
        QVERIFY(ok.ok());
        QCOMPARE(text(ok->shape.time), QStringLiteral("m![A % 2, B % 4]"));
        // Non-reduce factors outside the reduce need no slots.
        QCOMPARE(accumulatorSlots(compileIn(env, "m![A % 3, B % 4, R]").value(), *env.find("R")).count, u64{1});
    }

    void reduceErrors() {
        QCOMPARE(reduceAfterTrim("A=8,R=16", "m![A / 2]", "m![A % 2]", "m![R % 8]", "Q").error().kind, diag::Kind::unknown_axis);
        QCOMPARE(reduceAfterTrim("A=8,R=16", "m![R]", "m![A % 2]", "m![A / 2 # 8]", "R").error().kind, diag::Kind::reduce_axis_missing);
        QCOMPARE(reduceAfterTrim("A=8,R=2", "m![1]", "m![A / 2]", "m![[A % 2, R] # 8]", "R").error().kind, diag::Kind::reduce_packet_mixed);
        QCOMPARE(intraSliceReduce(shape("A=8,R=16", "m![1]", "m![R]", "m![A]"), "R").error().kind, diag::Kind::way_mismatch);  // still Way8
    }

    // isr-identity-elements (manual line 5392) is in tst_vector_ops; here the
    // chain-level reduce evaluates with those identities filling short flits.
    void reduceInAChain() {
        const char* chain =
            "vector_init().vector_intra_slice_branch(BranchMode::Unconditional).vector_trim_way4::<m![A % 2 # 4]>()"
            ".vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::AddSat)"
            ".vector_pad_way8::<m![A % 2 # 8]>().vector_final()";
        auto c = checkChain(chain, Scalar::I32);
        QVERIFY(c.ok());
        auto trace = traceShapes(c.value(), shape("A=8,R=16", "m![A / 2]", "m![R]", "m![A % 2 # 8]"));
        QVERIFY(trace.ok());
        QCOMPARE(text(trace->after.back().time), QStringLiteral("m![1]"));
        QCOMPARE(text(trace->after.back().packet), QStringLiteral("m![A % 2 # 8]"));
        EvalInput in;
        in.groups[0] = {1, 2, 3, 4, 5, 0x7fffffffu};
        QCOMPARE(static_cast<i32>(evaluate(c.value(), in)->values.at(0)), 0x7fffffff);  // saturates
        // The manual's ops per type.
        QCOMPARE(checkChain("vector_init().vector_intra_slice_branch(BranchMode::Unconditional).vector_trim_way4()"
                            ".vector_intra_slice_reduce(IntraSliceReduceOpI32::Add).vector_pad_way8().vector_final()",
                            Scalar::I32)
                     .error()
                     .kind,
                 diag::Kind::dtype_mismatch);  // i32 reduces with AddSat
        QVERIFY(checkChain("vector_init().vector_intra_slice_branch(BranchMode::Unconditional).vector_trim_way4()"
                           ".vector_intra_slice_reduce(IntraSliceReduceOpF32::Add).vector_pad_way8().vector_final()",
                           Scalar::F32)
                    .ok());
        QCOMPARE(checkChain("vector_init().vector_intra_slice_branch(BranchMode::Unconditional)"
                            ".vector_intra_slice_reduce(IntraSliceReduceOpF32::Add).vector_final()",
                            Scalar::F32)
                     .error()
                     .kind,
                 diag::Kind::way_mismatch);  // needs Way4
    }

    // manual, "Padding Strategy": identity padding unless a transformation runs before the reduce.
    void paddingStrategy() {
        const char* plain =
            "vector_init().vector_intra_slice_branch(BranchMode::Unconditional).vector_trim_way4()"
            ".vector_intra_slice_reduce(IntraSliceReduceOpI32::Min).vector_pad_way8().vector_final()";
        auto padded = shape("R=13", "m![R # 32 / 8]", "m![R # 32 / 4 % 2]", "m![R # 32 % 4 # 8]");
        const auto r = *padded.slice.env().find("R");
        auto plan = planPadding(checkChain(plain, Scalar::I32).value(), padded, r);
        QVERIFY(plan.padded && plan.identityWorks);
        QCOMPARE(static_cast<i32>(plan.identity), std::numeric_limits<i32>::max());
        const char* composed =
            "vector_init().vector_intra_slice_branch(BranchMode::Unconditional).vector_trim_way4()"
            ".vector_fp_unary(FpUnaryOp::Exp).vector_intra_slice_reduce(IntraSliceReduceOpF32::Add).vector_pad_way8()"
            ".vector_final()";
        auto sumOfExp = planPadding(checkChain(composed, Scalar::F32).value(), padded, r);
        QVERIFY(!sumOfExp.identityWorks);  // exp(p) is never 0
        QVERIFY(QString::fromStdString(sumOfExp.reason).contains("Exp"));
        QCOMPARE(std::bit_cast<float>(sumOfExp.identity), 0.0f);
        auto exact = shape("A=8,R=16", "m![A / 2]", "m![R]", "m![A % 2 # 8]");
        QVERIFY(!planPadding(checkChain(plain, Scalar::I32).value(), exact, *exact.slice.env().find("R")).padded);
    }

    // inter-slice-ops (manual line 6612).
    void interSliceOps() {
        auto ok = [](const char* op, Scalar t) {
            return checkChain(std::string("vector_init().vector_inter_slice_reduce(") + op + ").vector_final()", t).ok();
        };
        for (const char* op :
             {"InterSliceReduceOpI32::Add", "InterSliceReduceOpI32::AddSat", "InterSliceReduceOpI32::Max", "InterSliceReduceOpI32::Min"})
            QVERIFY(ok(op, Scalar::I32));
        for (const char* op :
             {"InterSliceReduceOpF32::Add", "InterSliceReduceOpF32::Max", "InterSliceReduceOpF32::Min", "InterSliceReduceOpF32::Mul"})
            QVERIFY(ok(op, Scalar::F32));
        QVERIFY(!ok("InterSliceReduceOpI32::Mul", Scalar::I32));
        QVERIFY(!ok("InterSliceReduceOpF32::AddSat", Scalar::F32));
        // Reached from the Way8 stages only (note on the case): Branch, Logic, Fxp, FxpToFp, Widen, FpToFxp, Clip.
        const std::string enter = "vector_init().vector_intra_slice_branch(BranchMode::Unconditional)";
        const std::string reduce = ".vector_inter_slice_reduce(InterSliceReduceOpF32::Add).vector_final()";
        QVERIFY(checkChain(enter + reduce, Scalar::F32).ok());
        QVERIFY(checkChain(enter + ".vector_trim_way4().vector_pad_way8()" + reduce, Scalar::F32).ok());
        QVERIFY(checkChain(enter + ".vector_clip(ClipBinaryOpF32::Max, 0.0)" + reduce, Scalar::F32).ok());
        for (const char* way4 : {".vector_trim_way4()", ".vector_trim_way4().vector_fp_unary(FpUnaryOp::Exp)",
                                 ".vector_trim_way4().vector_intra_slice_reduce(IntraSliceReduceOpF32::Add)",
                                 ".vector_trim_way4().vector_fp_div(FpDivBinaryOp::DivF, 2.0)"})
            QCOMPARE(checkChain(enter + way4 + reduce, Scalar::F32).error().kind, diag::Kind::inter_slice_from_stage);
        QCOMPARE(checkChain(enter + ".vector_filter(0)" + reduce, Scalar::F32).error().kind, diag::Kind::inter_slice_from_stage);
        // IntraFirst: nothing but vector_final after the inter-slice reduce; one Inter-Slice Block per pass.
        QCOMPARE(checkChain(enter + ".vector_inter_slice_reduce(InterSliceReduceOpF32::Add)"
                                    ".vector_intra_slice_branch(BranchMode::Unconditional).vector_final()",
                            Scalar::F32)
                     .error()
                     .kind,
                 diag::Kind::chain_order);
        QCOMPARE(checkChain("vector_init().vector_inter_slice_reduce(InterSliceReduceOpF32::Add)"
                            ".vector_clip(ClipBinaryOpF32::Max, 0.0).vector_final()",
                            Scalar::F32)
                     .error()
                     .kind,
                 diag::Kind::chain_order);  // InterFirst must re-enter with vector_intra_slice_branch
        QCOMPARE(checkChain("vector_init().vector_inter_slice_reduce(InterSliceReduceOpF32::Add)"
                            ".vector_intra_slice_branch(BranchMode::Unconditional)"
                            ".vector_inter_slice_reduce(InterSliceReduceOpF32::Add).vector_final()",
                            Scalar::F32)
                     .error()
                     .kind,
                 diag::Kind::chain_order);
    }

    void interSliceValues() {
        auto c = checkChain("vector_init().vector_inter_slice_reduce(InterSliceReduceOpI32::Add).vector_final()", Scalar::I32).value();
        EvalInput in;
        in.groups[0] = {0x7fffffffu, 1u, 5u};
        QCOMPARE(static_cast<i32>(evaluate(c, in)->values.at(0)), static_cast<i32>(0x80000005u));  // wraps
        auto sat = checkChain("vector_init().vector_inter_slice_reduce(InterSliceReduceOpI32::AddSat).vector_final()", Scalar::I32).value();
        QCOMPARE(static_cast<i32>(evaluate(sat, in)->values.at(0)), 0x7fffffff);
        auto mul = checkChain("vector_init().vector_inter_slice_reduce(InterSliceReduceOpF32::Mul).vector_final()", Scalar::F32).value();
        EvalInput f;
        f.groups[0] = {std::bit_cast<std::uint32_t>(2.0f), std::bit_cast<std::uint32_t>(-3.0f)};
        QCOMPARE(std::bit_cast<float>(evaluate(mul, f)->values.at(0)), -6.0f);
    }

    // inter-slice-dummy-rule (manual line 6644).
    void dummyRule() {
        auto in = shape("R=4,A=512", "m![A / 8, R]", "m![1]", "m![A % 8]");
        auto r = interSliceReduce(in, "R", InterRule::Dummy);
        QVERIFY(r.ok());
        QCOMPARE(text(r->shape.slice), QStringLiteral("m![A / 8, 1 # 4]"));
        QCOMPARE(text(r->shape.time), QStringLiteral("m![1]"));
        QCOMPARE(text(r->shape.packet), QStringLiteral("m![A % 8]"));
        auto named = checkInterSliceOutput(in, "R", "m![A / 8, 1 # 4]", "m![1]");
        QVERIFY(named.ok());
        QCOMPARE(named->rule, InterRule::Dummy);
    }

    // inter-slice-broadcast-rule (manual line 6662).
    void broadcastRule() {
        auto in = shape("W=64,R=4,X=4,P=8", "m![W, R]", "m![1]", "m![P]");
        auto r = interSliceReduce(in, "R", InterRule::Broadcast, "X");
        QVERIFY(r.ok());
        QCOMPARE(text(r->shape.slice), QStringLiteral("m![W, X]"));
        QCOMPARE(text(r->shape.time), QStringLiteral("m![1]"));
        QCOMPARE(text(r->shape.packet), QStringLiteral("m![P]"));
        QCOMPARE(checkInterSliceOutput(in, "R", "m![W, X]", "m![1]")->rule, InterRule::Broadcast);
        auto small = shape("W=64,R=4,Y=2,P=8", "m![W, R]", "m![1]", "m![P]");
        QCOMPARE(interSliceReduce(small, "R", InterRule::Broadcast, "Y").error().kind, diag::Kind::broadcast_size);
        QCOMPARE(interSliceReduce(in, "R", InterRule::Broadcast, "P").error().kind, diag::Kind::broadcast_axis_used);
    }

    // inter-slice-promotion-rule (manual line 6682, disputed only for its slice count: W = 32 gives 128 slices).
    void promotionRule() {
        auto in = shape("W=32,R=4,T0=2,T2=4,T1=2,P=8", "m![W, R]", "m![T0, T2, T1]", "m![P]");
        auto r = interSliceReduce(in, "R", InterRule::Promotion, "T2");
        QVERIFY(r.ok());
        QCOMPARE(text(r->shape.slice), QStringLiteral("m![W, T2]"));
        QCOMPARE(text(r->shape.time), QStringLiteral("m![T0, T1]"));
        QCOMPARE(text(r->shape.packet), QStringLiteral("m![P]"));
        auto named = checkInterSliceOutput(in, "R", "m![W, T2]", "m![T0, T1]");
        QCOMPARE(named->rule, InterRule::Promotion);
        QCOMPARE(interSliceReduce(in, "R", InterRule::Promotion, "T0").error().kind, diag::Kind::promotion_size);
        auto none = checkInterSliceOutput(in, "R", "m![W, T0 # 4]", "m![T2, T1]");
        QCOMPARE(none.error().kind, diag::Kind::inter_slice_output);
        QVERIFY(!none.error().notes.empty());
        // The promotion example through the chain and its generics.
        auto c = checkChain("vector_init().vector_inter_slice_reduce::<m![W, T2], m![T0, T1]>(InterSliceReduceOpF32::Add).vector_final()",
                            Scalar::F32);
        TraceOptions options;
        options.reduceAxis = "R";
        auto trace = traceShapes(c.value(), in, options);
        QVERIFY(trace.ok());
        QCOMPARE(trace->inter->rule, InterRule::Promotion);
    }

    void interSliceErrors() {
        auto in = shape("R=4,A=512", "m![A / 8, R]", "m![1]", "m![A % 8]");
        QCOMPARE(interSliceReduce(in, "A", InterRule::Dummy).error().kind, diag::Kind::reduce_axis_outside_slice);
        auto notInSlice = shape("R=4,A=512", "m![A / 2]", "m![R]", "m![A % 2 # 8]");
        QCOMPARE(interSliceReduce(notInSlice, "R", InterRule::Dummy).error().kind, diag::Kind::reduce_axis_missing);
        auto apart = shape("R=4,A=512,X=4", "m![R / 2, A / 8, R % 2]", "m![1]", "m![A % 8]");
        QCOMPARE(interSliceReduce(apart, "R", InterRule::Broadcast, "X").error().kind, diag::Kind::reduce_axis_split);
        auto dummy = interSliceReduce(apart, "R", InterRule::Dummy);
        QVERIFY(dummy->shape.slice.equivalentTo(compileIn(dummy->shape.slice.env(), "m![1 # 2, A / 8, 1 # 2]").value()));
    }
};

QTEST_GUILESS_MAIN(Reduce)
#include "tst_vector_reduce.moc"
