// BranchMode::ValidCount, BranchMode::Vrf and vector_filter in the simulator
// (manual, "Branch" line 4794, "Filter" line 4973, the MoE chapter's
// filter_compaction line 8632; docs/vector-semantics.md, docs/simulation.md).
// Each kernel is parsed and run: its output must match the logical reference,
// and the vector stage's flits must hold what the test computes itself from
// the fetched flits.
#include <QtTest>

#include <algorithm>
#include <array>
#include <functional>
#include <map>

#include "kernel/parse.h"
#include "sim/flits.h"
#include "sim/run.h"
#include "sim/plan.h"
#include "sim/vector_reduce_exec.h"
#include "vcg/placement.h"
#include "sim_run_support.h"
#include "test_support.h"
#include "../diag_kind_text.h"

using namespace tcpwb;

namespace {

kernel::Program parse(const std::string& text) { return test::parseKernelText(text, "branch.rs"); }
sim::RunResult mustRun(const std::string& text) { return test::mustRun(text, "branch.rs"); }
void expectOk(const sim::RunResult& r) { test::expectOk(r, true); }

struct Failure {
    std::string kind, message;
    int line = 0, column = 0;
};

Failure failure(const std::string& text) {
    Failure f;
    auto p = kernel::parseKernel({"branch.rs", text});
    auto fill = [&](const diag::Diagnostic& d, const std::string& prefix) {
        f.kind = prefix + std::string(diag::spelling(d.kind));
        f.message = d.message;
        if (d.offset) {
            const auto at = kernel::lineColumnOf(text, *d.offset);
            f.line = int(at.line);
            f.column = int(at.column);
        }
    };
    if (!p) {
        fill(p.error(), "parse:");
        return f;
    }
    auto r = sim::runKernel(*p);
    if (r) f.kind = "ok";
    else fill(r.error(), "");
    return f;
}

// One pass over `input` (Slice B = 256 slices) into `output` with the same mappings.
std::string kernelText(const std::string& axes, const std::string& element, const std::string& time, const std::string& packet,
                       const std::string& chain, const std::string& dtype = "i32") {
    return "axes![B = 256, " + axes +
           "];\n"
           "let input: DmTensor<" +
           dtype + ", m![1], m![1 # 2], m![B], m![" + element +
           "]> = ...;\n"
           "let output: DmTensor<" +
           dtype + ", m![1], m![1 # 2], m![B], m![" + element +
           "]> = ctx\n"
           ".main\n.begin(input.view())\n"
           ".fetch::<" +
           dtype + ", m![" + time + "], m![" + packet +
           "]>()\n"
           ".collect::<m![" +
           time + "], m![" + packet +
           "]>()\n"
           ".vector_init()\n" +
           chain + "\n.vector_final()\n.commit(4096);\n";
}

// R = 3 padded to 4 in Time, A = 6 padded to 8 in Packet: 3 x 6 elements of 4 x 8 positions per slice.
std::string paddedKernel(const std::string& chain) { return kernelText("R = 3, A = 6", "R # 4, A # 8", "R # 4", "A # 8", chain); }

// Every Time step of `stage` on `slice` in pass 0, by time step.
std::map<u64, std::vector<sim::FlitElement>> stageSteps(sim::FlitInspector& inspector, const std::string& stage, u64 slice) {
    std::map<u64, std::vector<sim::FlitElement>> steps;
    for (u64 cycle = 0; cycle < 256; ++cycle) {
        auto flits = inspector.at({0, 0, 0, slice, cycle});
        if (!flits) break;
        for (const auto& f : *flits)
            if (f.stage == stage && f.active) steps[f.timeStep] = f.elements;
    }
    return steps;
}

// Every Time step's flit of `stage` on `slice` in pass 0, by time step.
std::map<u64, sim::StageFlit> stageFlits(sim::FlitInspector& inspector, const std::string& stage, u64 slice) {
    std::map<u64, sim::StageFlit> steps;
    for (u64 cycle = 0; cycle < 256; ++cycle) {
        auto flits = inspector.at({0, 0, 0, slice, cycle});
        if (!flits) break;
        for (const auto& f : *flits)
            if (f.stage == stage && f.active) steps[f.timeStep] = f;
    }
    return steps;
}

// The filter's valid counts as (chip, cluster, slice, valid, positions), for comparing runs.
std::vector<std::array<u64, 5>> countsOf(const sim::RunResult& r) {
    std::vector<std::array<u64, 5>> out;
    for (const auto& op : r.validCounts)
        for (const auto& s : op.slices) out.push_back({s.chip, s.cluster, s.slice, s.valid, s.positions});
    return out;
}

// The flits of a filtering stage on one slice: the held positions (not "pad")
// in stream order are valid exactly for the first `valid` of them, and the
// positions after hold no value. Returns how many held positions there were.
u64 expectValidPrefix(const std::map<u64, sim::StageFlit>& steps, u64 valid) {
    u64 held = 0;
    for (const auto& [t, flit] : steps) {
        if (!flit.validCount || *flit.validCount != valid) {
            QTest::qFail(qPrintable(QStringLiteral("time step %1 reports no valid count of %2").arg(t).arg(valid)), __FILE__, __LINE__);
            return held;
        }
        for (const auto& e : flit.elements) {
            if (e.index == "pad") {
                if (!e.valid) QTest::qFail("a padding position is marked invalid", __FILE__, __LINE__);
                continue;
            }
            const bool inPrefix = held++ < valid;
            if (e.valid != inPrefix || e.hasValue != inPrefix)
                QTest::qFail(qPrintable(QStringLiteral("time step %1, %2: valid %3, expected %4")
                                            .arg(t)
                                            .arg(QString::fromStdString(e.index))
                                            .arg(e.valid)
                                            .arg(inPrefix)),
                             __FILE__, __LINE__);
        }
    }
    return held;
}

const std::string kPositiveFilter = ".vector_intra_slice_branch(BranchMode::Comparison([Gt(0)]))\n.vector_filter(1)";

// A stage's stream on one slice, Time-major: values and whether each position holds an element.
struct SliceStream {
    std::vector<double> values;
    std::vector<bool> held;
};
SliceStream streamOf(sim::FlitInspector& inspector, const std::string& stage, u64 slice) {
    SliceStream s;
    for (const auto& [t, elements] : stageSteps(inspector, stage, slice))
        for (const auto& e : elements) {
            s.values.push_back(e.value);
            s.held.push_back(e.index != "pad");
        }
    return s;
}

// The filter as the test reads the manual: per slice, the held elements whose
// condition holds, in stream order, onto the held positions; 0 after them.
std::vector<double> compacted(const SliceStream& in, const std::function<bool(std::size_t)>& keep, u64* count) {
    std::vector<double> kept;
    for (std::size_t k = 0; k < in.values.size(); ++k)
        if (in.held[k] && keep(k)) kept.push_back(in.values[k]);
    std::vector<double> out(in.values.size(), 0.0);
    std::size_t next = 0;
    for (std::size_t k = 0; k < out.size() && next < kept.size(); ++k)
        if (in.held[k]) out[k] = kept[next++];
    *count = kept.size();
    return out;
}

}  // namespace

class TestSimBranch : public QObject {
    Q_OBJECT
private slots:
    // ---- BranchMode::ValidCount ----
    void validCountGatesPadding() {
        // Padding lanes (id 1) get + 1000, elements (id 0) are tripled.
        const std::string text = paddedKernel(
            ".vector_intra_slice_branch(BranchMode::ValidCount)\n"
            ".vector_fxp(FxpBinaryOp::AddFxp, VeBranchOperand::group(1000, GroupId::One))\n"
            ".vector_fxp(FxpBinaryOp::MulInt, VeBranchOperand::group(3, GroupId::Zero))");
        const auto r = mustRun(text);
        expectOk(r);
        if (QTest::currentTestFailed()) return;
        QCOMPARE(r.outputs[0].elements, u64(256 * 3 * 6));
        auto inspector = sim::FlitInspector::create(parse(text));
        QVERIFY(inspector.ok());
        for (u64 slice : {u64(0), u64(77), u64(255)}) {
            const auto in = stageSteps(inspector.value(), "collect", slice), out = stageSteps(inspector.value(), "vector", slice);
            QCOMPARE(in.size(), std::size_t{4});
            QCOMPARE(out.size(), std::size_t{4});
            for (u64 t = 0; t < 4; ++t)
                for (u64 p = 0; p < 8; ++p) {
                    const double x = in.at(t)[p].value, y = out.at(t)[p].value;
                    const bool valid = t < 3 && p < 6;  // R = t < 3 and A = p < 6
                    if (valid) QCOMPARE(y, double(std::int32_t(std::uint32_t(std::int64_t(x) * 3))));
                    else QCOMPARE(y, double(std::int32_t(std::uint32_t(std::int64_t(x) + 1000))));
                }
        }
    }
    void validCountWithoutPadding() {
        // Nothing padded: every flit is full, every element gets 0 (as Unconditional).
        const std::string text = kernelText("A = 16", "A", "A / 8", "A % 8",
                                            ".vector_intra_slice_branch(BranchMode::ValidCount)\n"
                                            ".vector_fxp(FxpBinaryOp::AddFxp, VeBranchOperand::group(7, GroupId::Zero))");
        const auto r = mustRun(text);
        expectOk(r);
        auto inspector = sim::FlitInspector::create(parse(text));
        QVERIFY(inspector.ok());
        const auto in = streamOf(inspector.value(), "collect", 9), out = streamOf(inspector.value(), "vector", 9);
        QCOMPARE(out.values.size(), std::size_t{16});
        for (std::size_t k = 0; k < 16; ++k) QCOMPARE(out.values[k], in.values[k] + 7);
    }

    // The ids the VCG gives are exactly "does this position hold an element" for the manual's
    // supported placements (Quick Reference, line 5586), padded axes only, every slice.
    void validCountIdsMatchElementPositions_data() {
        QTest::addColumn<QString>("axes");
        QTest::addColumn<QString>("slice");
        QTest::addColumn<QString>("time");
        QTest::addColumn<QString>("packet");
        QTest::addColumn<bool>("padded");
        QTest::newRow("Slice + Time") << "R = 21, X = 4, P = 8"
                                      << "m![X, R # 24 / 3]"
                                      << "m![R # 24 % 3]"
                                      << "m![P]" << true;
        QTest::newRow("Time only") << "R = 13, X = 4, P = 8"
                                   << "m![X]"
                                   << "m![R # 16]"
                                   << "m![P]" << true;
        QTest::newRow("Slice + Time, transposed") << "R = 7, X = 2, P = 8"
                                                  << "m![X, R # 8 % 4]"
                                                  << "m![R # 8 / 4]"
                                                  << "m![P]" << true;
        QTest::newRow("Packet only") << "R = 5, T = 3, X = 2"
                                     << "m![X]"
                                     << "m![T]"
                                     << "m![R # 8]" << true;
        QTest::newRow("Time + Packet") << "R = 19, X = 2"
                                       << "m![X]"
                                       << "m![R # 24 / 8]"
                                       << "m![R # 24 % 8]" << true;
        QTest::newRow("Time and Packet, two axes") << "R = 3, A = 6, X = 2"
                                                   << "m![X]"
                                                   << "m![R # 4]"
                                                   << "m![A # 8]" << true;
        QTest::newRow("nothing padded") << "A = 64, X = 2"
                                        << "m![X]"
                                        << "m![A / 8]"
                                        << "m![A % 8]" << false;
    }
    void validCountIdsMatchElementPositions() {
        QFETCH(QString, axes);
        QFETCH(QString, slice);
        QFETCH(QString, time);
        QFETCH(QString, packet);
        QFETCH(bool, padded);
        const std::string a = axes.toStdString();
        sim::StreamShape stream;
        stream.slice = test::compile(a.c_str(), slice.toStdString());
        stream.time = test::compile(a.c_str(), time.toStdString());
        stream.packet = test::compile(a.c_str(), packet.toStdString());
        vector::Chain chain;
        chain.steps.emplace_back();
        chain.steps.back().kind = vector::Step::Kind::Branch;
        chain.steps.back().branch.kind = vector::BranchMode::Kind::ValidCount;
        const auto config = sim::detail::planValidCount(chain, stream);
        QVERIFY2(config.ok(), config.ok() ? "" : config.error().message.c_str());
        QCOMPARE(config->has_value(), padded);
        const vector::Shape shape{*stream.slice, *stream.time, *stream.packet};
        u64 padding = 0;
        for (u64 s = 0; s < stream.slice->size(); ++s) {
            const auto ids = sim::detail::streamValidCountIds(config->has_value() ? &**config : nullptr, stream, s);
            const auto held = sim::detail::heldPositions(shape, s);
            QCOMPARE(ids.size(), held.size());
            for (std::size_t k = 0; k < ids.size(); ++k) {
                QCOMPARE(ids[k], held[k] ? 0 : 1);
                padding += held[k] ? 0 : 1;
            }
        }
        QCOMPARE(padding > 0, padded);
    }

    // ---- vector_filter ----
    void filterCompactsPerSlice() {
        // Comparison([Gt(0)]) gives positive elements id 1; vector_filter(1) keeps them.
        const std::string text = paddedKernel(".vector_intra_slice_branch(BranchMode::Comparison([Gt(0)]))\n.vector_filter(1)");
        const auto r = mustRun(text);
        expectOk(r);
        if (QTest::currentTestFailed()) return;
        auto inspector = sim::FlitInspector::create(parse(text));
        QVERIFY(inspector.ok());
        u64 total = 0, slices = 0;
        for (u64 slice : {u64(0), u64(1), u64(130), u64(255)}) {
            const SliceStream in = streamOf(inspector.value(), "collect", slice), out = streamOf(inspector.value(), "vector", slice);
            QCOMPARE(in.values.size(), std::size_t{32});
            QCOMPARE(std::count(in.held.begin(), in.held.end(), true), 18);
            u64 count = 0;
            const auto expected = compacted(
                in, [&](std::size_t k) { return in.values[k] > 0; }, &count);
            QCOMPARE(out.values.size(), expected.size());
            for (std::size_t k = 0; k < expected.size(); ++k) {
                if (!in.held[k]) continue;  // padding positions: not committed, not compared
                QCOMPARE(out.values[k], expected[k]);
            }
            total += count;
            slices += count > 0 && count < 18;
        }
        QVERIFY2(slices > 0, "the data never mixes kept and dropped elements: the test would not see compaction");
        QVERIFY(total > 0);
    }
    void filterLikeFilterCompaction() {
        // The MoE chapter's Expert_IDs = filter_compaction(Grid, Grid >= 0), over 4 flits of 8.
        const std::string text = kernelText("G = 32", "G", "G / 8", "G % 8",
                                            ".vector_intra_slice_branch(BranchMode::Comparison([Ge(0)]))\n.vector_filter(GroupId::One)");
        const auto r = mustRun(text);
        expectOk(r);
        auto inspector = sim::FlitInspector::create(parse(text));
        QVERIFY(inspector.ok());
        const SliceStream in = streamOf(inspector.value(), "collect", 42), out = streamOf(inspector.value(), "vector", 42);
        u64 count = 0;
        const auto expected = compacted(
            in, [&](std::size_t k) { return in.values[k] >= 0; }, &count);
        QCOMPARE(out.values.size(), std::size_t{32});
        for (std::size_t k = 0; k < 32; ++k) QCOMPARE(out.values[k], expected[k]);
    }
    void filterAxisToggle() {
        // AxisToggle { axis: G } gives odd G id 1: filter(1) packs the odd elements into the first 16 positions.
        const std::string text = kernelText("G = 32", "G", "G / 8", "G % 8",
                                            ".vector_intra_slice_branch(BranchMode::AxisToggle { axis: G })\n.vector_filter(1)");
        expectOk(mustRun(text));
        auto inspector = sim::FlitInspector::create(parse(text));
        QVERIFY(inspector.ok());
        const SliceStream in = streamOf(inspector.value(), "collect", 99), out = streamOf(inspector.value(), "vector", 99);
        QCOMPARE(out.values.size(), std::size_t{32});
        for (std::size_t k = 0; k < 32; ++k) QCOMPARE(out.values[k], k < 16 ? in.values[2 * k + 1] : 0.0);
    }
    void filterF32() {
        // f32 through the Float path (Way4: G % 4 of 8 lanes hold data): the kept values move with their error bounds.
        const std::string text = kernelText("G = 32", "G", "G / 4", "G % 4 # 8",
                                            ".vector_intra_slice_branch(BranchMode::Comparison([Gt(0.5)]))\n"
                                            ".vector_trim_way4::<m![G % 4 # 4]>()\n.vector_fp_unary(FpUnaryOp::Exp)\n"
                                            ".vector_pad_way8::<m![G % 4 # 8]>()\n.vector_filter(1)",
                                            "f32");
        const auto r = mustRun(text);
        QVERIFY2(!r.outputs.empty() && r.ok, "the f32 filter does not match its reference");
        auto inspector = sim::FlitInspector::create(parse(text));
        QVERIFY(inspector.ok());
        const SliceStream in = streamOf(inspector.value(), "collect", 17), out = streamOf(inspector.value(), "vector", 17);
        QCOMPARE(out.values.size(), std::size_t{64});
        u64 count = 0;
        const auto expected = compacted(
            in, [&](std::size_t k) { return in.values[k] > 0.5; }, &count);
        QVERIFY(count > 0 && count < 32);
        u64 seen = 0;
        for (std::size_t k = 0; k < out.values.size(); ++k) {
            if (!in.held[k]) continue;
            if (seen++ < count) QVERIFY(std::fabs(out.values[k] - std::exp(expected[k])) <= 1e-5 * out.values[k]);
            else QCOMPARE(out.values[k], 0.0);
        }
        QCOMPARE(seen, u64{32});
    }
    void filterKeepsNoPadding() {
        // ValidCount gives padding id 1, but a padding position is never kept: nothing is, the output is 0.
        const std::string text = paddedKernel(".vector_intra_slice_branch(BranchMode::ValidCount)\n.vector_filter(1)");
        const auto r = mustRun(text);
        expectOk(r);
        auto inspector = sim::FlitInspector::create(parse(text));
        QVERIFY(inspector.ok());
        const SliceStream out = streamOf(inspector.value(), "vector", 3);
        QCOMPARE(out.values.size(), std::size_t{32});
        for (double v : out.values) QCOMPARE(v, 0.0);
        // and filter(0) keeps every element where it was
        const std::string all = paddedKernel(".vector_intra_slice_branch(BranchMode::ValidCount)\n.vector_filter(0)");
        expectOk(mustRun(all));
        auto again = sim::FlitInspector::create(parse(all));
        QVERIFY(again.ok());
        const SliceStream in = streamOf(again.value(), "collect", 3), kept = streamOf(again.value(), "vector", 3);
        for (std::size_t k = 0; k < in.values.size(); ++k)
            if (in.held[k]) QCOMPARE(kept.values[k], in.values[k]);
    }
    void filterAfterOps() {
        // The ops run before the filter; the ids are the Branch's, on the chain's input.
        const std::string text = paddedKernel(
            ".vector_intra_slice_branch(BranchMode::Comparison([Lt(0)]))\n"
            ".vector_fxp(FxpBinaryOp::AddFxp, 5)\n.vector_filter(1)");
        const auto r = mustRun(text);
        expectOk(r);
        auto inspector = sim::FlitInspector::create(parse(text));
        QVERIFY(inspector.ok());
        SliceStream in = streamOf(inspector.value(), "collect", 200);
        const SliceStream out = streamOf(inspector.value(), "vector", 200);
        std::vector<bool> negative(in.values.size());
        for (std::size_t k = 0; k < in.values.size(); ++k) {
            negative[k] = in.values[k] < 0;
            in.values[k] = double(std::int32_t(std::uint32_t(std::int64_t(in.values[k]) + 5)));
        }
        u64 count = 0;
        const auto expected = compacted(
            in, [&](std::size_t k) { return negative[k]; }, &count);
        QVERIFY(count > 0);
        for (std::size_t j = 0; j < expected.size(); ++j)
            if (in.held[j]) QCOMPARE(out.values[j], expected[j]);
    }

    void filterAfterReduce() {
        // After the Intra-Slice Reduce every ExecutionId is 0 again: filter(0) keeps each result where it
        // was, filter(1) keeps none. Both must also match the reference (the reduce's path in it).
        auto reduce = [](const std::string& filter) {
            return "axes![A = 8, R = 16];\n"
                   "let input: DmTensor<i32, m![1], m![1 # 2], m![A / 2 # 256], m![R, A % 2 # 8]> = ...;\n"
                   "let output: DmTensor<i32, m![1], m![1 # 2], m![A / 2 # 256], m![A % 2 # 8]> = ctx\n"
                   ".main\n.begin(input.view())\n.fetch::<i32, m![R], m![A % 2 # 8]>()\n.collect::<m![R], m![A % 2 # 8]>()\n"
                   ".vector_init()\n.vector_intra_slice_branch(BranchMode::Comparison([Gt(0)]))\n"
                   ".vector_trim_way4::<m![A % 2 # 4]>()\n"
                   ".vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::Max)\n"
                   ".vector_pad_way8::<m![A % 2 # 8]>()\n" +
                   filter + "\n.vector_final()\n.commit(4096);\n";
        };
        const std::string kept = reduce(".vector_filter(0)"), dropped = reduce(".vector_filter(1)");
        expectOk(mustRun(kept));
        expectOk(mustRun(dropped));
        auto a = sim::FlitInspector::create(parse(kept));
        auto b = sim::FlitInspector::create(parse(dropped));
        QVERIFY(a.ok() && b.ok());
        const SliceStream in = streamOf(a.value(), "collect", 2), max = streamOf(a.value(), "vector", 2),
                          none = streamOf(b.value(), "vector", 2);
        QCOMPARE(max.values.size(), std::size_t{8});
        for (std::size_t lane = 0; lane < 2; ++lane) {  // A % 2: lanes 0 and 1 hold elements
            double m = in.values[lane];
            for (std::size_t t = 0; t < 16; ++t) m = std::max(m, in.values[t * 8 + lane]);
            QCOMPARE(max.values[lane], m);
            QCOMPARE(none.values[lane], 0.0);
        }
    }

    // ---- the kernel parser: array literals as vector call arguments ----
    void arrayLiteralArgument() {
        const kernel::Program p = parse(paddedKernel(".vector_intra_slice_branch(BranchMode::Comparison([Gt(0), Lt(10),]))"));
        QCOMPARE(p.ops.size(), std::size_t{1});
        const kernel::Step* vector = nullptr;
        for (const auto& st : p.ops[0].pass.steps)
            if (st.kind == kernel::StepKind::Vector) vector = &st;
        QVERIFY(vector);
        QCOMPARE(vector->vectorCalls.size(), std::size_t{3});  // vector_init, the branch, vector_final
        QCOMPARE(QString::fromStdString(vector->vectorCalls[1].args.at(0)), QStringLiteral("BranchMode::Comparison([Gt(0), Lt(10),])"));
        // An unclosed array is a parse error at the token that should have closed it.
        const Failure open = failure(paddedKernel(".vector_intra_slice_branch(BranchMode::Comparison([Gt(0), Lt(10)))"));
        QCOMPARE(QString::fromStdString(open.kind).startsWith("parse:"), true);
        QVERIFY2(open.message.find("]") != std::string::npos, open.message.c_str());
        QCOMPARE(open.line, 9);
    }

    // ---- errors, at the offending call's line:column ----
    void errors_data() {
        QTest::addColumn<QString>("kernel");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("words");
        QTest::addColumn<int>("line");  // of the offending call
        QTest::newRow("filter in two-group mode")
            << QString::fromStdString(kernelText("A = 8, I = 2", "I, A", "I", "A",
                                                 ".vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()\n"
                                                 ".vector_clip_zip(ClipBinaryOpI32::AddFxp)\n.vector_filter(0)"))
            << "parse:filter_unavailable"
            << "two-group" << 11;
        QTest::newRow("filter id out of range")
            << QString::fromStdString(paddedKernel(".vector_intra_slice_branch(BranchMode::Unconditional)\n.vector_filter(16)"))
            << "parse:bad_argument"
            << "0-15" << 10;
        QTest::newRow("unknown BranchMode") << QString::fromStdString(
                                                   paddedKernel(".vector_intra_slice_branch(BranchMode::Sometimes)\n.vector_filter(0)"))
                                            << "parse:bad_argument"
                                            << "BranchMode" << 9;
        QTest::newRow("BranchMode::Vrf") << QString::fromStdString(paddedKernel(
                                                ".vector_intra_slice_branch(BranchMode::Vrf)\n.vector_fxp(FxpBinaryOp::AddFxp, 1)"))
                                         << "unsupported"
                                         << "Branch Logger" << 9;
        // A padded over Slice and Packet (A = 2044 as A # 2048 / 8, A # 2048 % 8): the VCG has no such placement.
        QTest::newRow("ValidCount the VCG cannot count")
            << QString::fromStdString(
                   "axes![A = 2044];\n"
                   "let input: DmTensor<i32, m![1], m![1 # 2], m![A # 2048 / 8], m![A # 2048 % 8]> = ...;\n"
                   "let output: DmTensor<i32, m![1], m![1 # 2], m![A # 2048 / 8], m![A # 2048 % 8]> = ctx\n"
                   ".main\n.begin(input.view())\n.fetch::<i32, m![1], m![A # 2048 % 8]>()\n"
                   ".collect::<m![1], m![A # 2048 % 8]>()\n"
                   ".vector_init()\n.vector_intra_slice_branch(BranchMode::ValidCount)\n.vector_filter(0)\n"
                   ".vector_final()\n.commit(4096);\n")
            << "vcg_"
            << "ValidCount" << 9;
    }
    void filterWithInterSlice() {
        const std::string text =
            "axes![R = 4, A = 512];\n"
            "let input: DmTensor<i32, m![1], m![1 # 2], m![A / 8, R], m![A % 8]> = ...;\n"
            "let output: DmTensor<i32, m![1], m![1 # 2], m![A / 8, 1 # 4], m![A % 8]> = ctx\n"
            ".main\n.begin(input.view())\n.fetch::<i32, m![1], m![A % 8]>()\n.collect::<m![1], m![A % 8]>()\n"
            ".vector_init()\n.vector_inter_slice_reduce::<m![A / 8, 1 # 4], m![1]>(InterSliceReduceOpI32::Min)\n"
            ".vector_intra_slice_branch(BranchMode::Unconditional)\n"
            ".vector_filter(0)\n.vector_final()\n.commit(4096);\n";
        const Failure f = failure(text);
        QCOMPARE(f.kind, std::string("unsupported"));
        QVERIFY2(f.message.find("Inter-Slice") != std::string::npos, f.message.c_str());
        QCOMPARE(f.line, 8);  // the vector step
    }

    // ---- vector_filter's valid count: in the run's result and in the flits ----
    void filterValidCountReported() {
        const std::string text = paddedKernel(kPositiveFilter);
        const auto r = mustRun(text);
        expectOk(r);
        if (QTest::currentTestFailed()) return;
        QCOMPARE(r.validCounts.size(), std::size_t{1});
        const sim::OperationValidCount& counts = r.validCounts[0];
        QCOMPARE(counts.op, std::size_t{0});
        QCOMPARE(counts.stage, std::size_t{2});  // fetch, collect, vector
        QCOMPARE(counts.filterId, 1);
        QCOMPARE(QString::fromStdString(counts.name), QStringLiteral("main pass 1 -> output"));
        QCOMPARE(counts.slices.size(), std::size_t{256});
        for (u64 slice = 0; slice < 256; ++slice) {
            const sim::SliceValidCount& c = counts.slices[slice];
            QCOMPARE(c.chip, u64{0});
            QCOMPARE(c.cluster, u64{0});
            QCOMPARE(c.slice, slice);
            QCOMPARE(c.positions, u64{18});  // 3 x 6 elements of 4 x 8 positions
            QVERIFY(c.valid <= c.positions);
        }
        QCOMPARE(counts.positions(), u64{256 * 18});
        auto inspector = sim::FlitInspector::create(parse(text));
        QVERIFY(inspector.ok());
        u64 sum = 0;
        for (u64 slice : {u64(0), u64(1), u64(130), u64(255)}) {
            const SliceStream in = streamOf(inspector.value(), "collect", slice);
            u64 count = 0;
            compacted(
                in, [&](std::size_t k) { return in.values[k] > 0; }, &count);
            QCOMPARE(counts.slices[slice].valid, count);
            QCOMPARE(expectValidPrefix(stageFlits(inspector.value(), "vector", slice), count), u64{18});
            if (QTest::currentTestFailed()) return;
            // Before the filter every position is valid and no valid count is reported.
            for (const auto& [t, flit] : stageFlits(inspector.value(), "collect", slice)) {
                QVERIFY(!flit.validCount);
                for (const auto& e : flit.elements) QVERIFY(e.valid);
            }
            sum += count;
        }
        QVERIFY(sum > 0 && sum < 4 * 18);  // random i32 input: some kept, some not
        u64 total = 0;
        for (const auto& c : counts.slices) total += c.valid;
        QCOMPARE(counts.valid(), total);
    }
    void filterValidCountSameForAnyThreads() {
        // Slice by slice on 1, 2 and 5 workers: the same counts in the same order.
        const auto program = parse(paddedKernel(kPositiveFilter));
        std::vector<std::array<u64, 5>> first;
        for (unsigned threads : {1u, 2u, 5u}) {
            sim::RunOptions options;
            options.threads = threads;
            const auto r = test::mustRun(program, options);
            expectOk(r);
            if (QTest::currentTestFailed()) return;
            const auto counts = countsOf(r);
            QCOMPARE(counts.size(), std::size_t{256});
            if (first.empty()) first = counts;
            else QVERIFY2(counts == first, qPrintable(QStringLiteral("%1 threads").arg(threads)));
        }
    }
    void filterValidCountStageByStage() {
        // One slice: the pass runs stage by stage (slicesIndependent wants several units); its count is reported too.
        const std::string text =
            "axes![R = 3, A = 6];\n"
            "let input: DmTensor<i32, m![1], m![1 # 2], m![1 # 256], m![R # 4, A # 8]> = ...;\n"
            "let output: DmTensor<i32, m![1], m![1 # 2], m![1 # 256], m![R # 4, A # 8]> = ctx\n"
            ".main\n.begin(input.view())\n.fetch::<i32, m![R # 4], m![A # 8]>()\n.collect::<m![R # 4], m![A # 8]>()\n"
            ".vector_init()\n" +
            kPositiveFilter + "\n.vector_final()\n.commit(4096);\n";
        for (unsigned threads : {1u, 4u}) {
            sim::RunOptions options;
            options.threads = threads;
            const auto r = test::mustRun(parse(text), options);
            expectOk(r);
            if (QTest::currentTestFailed()) return;
            QCOMPARE(r.validCounts.size(), std::size_t{1});
            QCOMPARE(r.validCounts[0].slices.size(), std::size_t{1});
            auto inspector = sim::FlitInspector::create(parse(text));
            QVERIFY(inspector.ok());
            const SliceStream in = streamOf(inspector.value(), "collect", 0);
            u64 count = 0;
            compacted(
                in, [&](std::size_t k) { return in.values[k] > 0; }, &count);
            QCOMPARE(r.validCounts[0].slices[0].valid, count);
            QCOMPARE(r.validCounts[0].slices[0].positions, u64{18});
        }
    }
    void filterInvalidAfterCast() {
        // After the filter, a cast keeps the elements: the same ones are invalid there (its extra lanes are padding).
        const std::string text =
            "axes![B = 256, R = 3, A = 8];\n"
            "let input: DmTensor<f32, m![1], m![1 # 2], m![B], m![R # 4, A]> = ...;\n"
            "let output: DmTensor<bf16, m![1], m![1 # 2], m![B], m![R # 4, A]> = ctx\n"
            ".main\n.begin(input.view())\n.fetch::<f32, m![R # 4], m![A]>()\n.collect::<m![R # 4], m![A]>()\n"
            ".vector_init()\n.vector_intra_slice_branch(BranchMode::Comparison([Gt(0.0)]))\n.vector_filter(1)\n"
            ".vector_final()\n.cast::<bf16, m![A # 16]>()\n.commit(4096);\n";
        const auto r = mustRun(text);
        test::expectOk(r);
        if (QTest::currentTestFailed()) return;
        QCOMPARE(r.validCounts.size(), std::size_t{1});
        auto inspector = sim::FlitInspector::create(parse(text));
        QVERIFY(inspector.ok());
        for (u64 slice : {u64(3), u64(200)}) {
            const u64 valid = r.validCounts[0].slices[slice].valid;
            QCOMPARE(expectValidPrefix(stageFlits(inspector.value(), "vector", slice), valid), u64{24});
            QCOMPARE(expectValidPrefix(stageFlits(inspector.value(), "cast", slice), valid), u64{24});
            if (QTest::currentTestFailed()) return;
        }
    }

    // ---- BranchMode::ValidCount: the VCG placement derived once, at plan time ----
    void validCountPlannedOnce() {
        const auto program =
            parse(paddedKernel(".vector_intra_slice_branch(BranchMode::ValidCount)\n"
                               ".vector_fxp(FxpBinaryOp::AddFxp, VeBranchOperand::group(1000, GroupId::One))"));
        const auto plan = sim::planProgram(program);
        QVERIFY2(plan.ok(), plan.ok() ? "" : plan.error().message.c_str());
        const sim::PassPlan& pass = *plan->ops[0].pass;
        const sim::StagePlan& vector = pass.stages[2];
        QVERIFY(vector.validCount.has_value());
        const sim::StreamShape& in = pass.stages[1].stream;
        const auto r = program.axes.find("R"), a = program.axes.find("A");
        auto placement = vcg::place(vcg::Request{*in.slice, *in.time, *in.packet, {*r, *a}});
        QVERIFY(placement.ok() && placement->supported);
        QCOMPARE(vcg::validCountTable(*vector.validCount, 256), vcg::validCountTable(placement->config, 256));
        // The stream's ids are read from the plan's configuration: without it every lane is valid.
        sim::StagePlan without = vector;
        without.validCount.reset();
        const auto ids = sim::detail::streamToggleIds(vector, in, 5), none = sim::detail::streamToggleIds(without, in, 5);
        QCOMPARE(ids.size(), std::size_t{32});
        QCOMPARE(std::count(ids.begin(), ids.end(), 1), std::ptrdiff_t{32 - 18});
        QCOMPARE(none, std::vector<int>(32, 0));
        // Nothing padded, or another BranchMode: nothing to derive.
        const auto full =
            sim::planProgram(parse(kernelText("R = 4, A = 8", "R, A", "R", "A", ".vector_intra_slice_branch(BranchMode::ValidCount)")));
        QVERIFY(full.ok());
        QVERIFY(!full->ops[0].pass->stages[2].validCount);
        const auto other = sim::planProgram(parse(paddedKernel(kPositiveFilter)));
        QVERIFY(other.ok());
        QVERIFY(!other->ops[0].pass->stages[2].validCount);
    }

    void errors() {
        QFETCH(QString, kernel);
        QFETCH(QString, kind);
        QFETCH(QString, words);
        QFETCH(int, line);
        const Failure f = failure(kernel.toStdString());
        QVERIFY2(QString::fromStdString(f.kind).startsWith(kind), (f.kind + ": " + f.message).c_str());
        QVERIFY2(f.message.find(words.toStdString()) != std::string::npos, f.message.c_str());
        QCOMPARE(f.line, line);
        QCOMPARE(f.column, 2);  // the call's name, after its `.`
    }
};

QTEST_APPLESS_MAIN(TestSimBranch)
#include "tst_sim_branch.moc"
