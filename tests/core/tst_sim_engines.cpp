// The engines the simulator learned after the first kernels: the Transpose
// Engine, the Vector Engine's Intra-Slice Reduce and two-group mode, and
// begin_interleaved. Each kernel is written
// as the manual writes its examples ("Transpose Engine" from line 6820,
// "Intra-Slice Reduce" from line 5278), as a fragment over a preloaded DM
// tensor, parsed and run: its output must match the logical reference, and
// its stage take the cycles of the engine's own formula.
#include <QtTest>

#include <algorithm>
#include <cmath>

#include "kernel/parse.h"
#include "sim/flits.h"
#include "sim/run.h"
#include "sim/vector_reduce_exec.h"
#include "kernel_output_check.h"
#include "sim_run_support.h"

using namespace tcpwb;

namespace {

kernel::Program parse(const std::string& text) { return test::parseKernelText(text, "engines.rs"); }
sim::RunResult mustRun(const std::string& text) { return test::mustRun(text, "engines.rs"); }

std::string errorKind(const std::string& text, std::string* message = nullptr) {
    auto p = kernel::parseKernel({"engines.rs", text});
    if (!p) return "parse:" + std::string(diag::spelling(p.error().kind));
    auto r = sim::runKernel(*p);
    if (r) return "ok";
    if (message) *message = r.error().message;
    return std::string(diag::spelling(r.error().kind));
}

using test::expectOk;

u64 stageCycles(const sim::RunResult& r, const std::string& stage) {
    for (const auto& op : r.ops)
        for (const auto& s : op.stages)
            if (s.name == stage) return s.cycles;
    return 0;
}

// A fragment: `input` preloaded in DM, one pass into `output`.
std::string fragment(const std::string& axes, const std::string& dtype, const std::string& slice, const std::string& in,
                     const std::string& out, const std::string& chain) {
    return "axes![" + axes + "];\nlet input: DmTensor<" + dtype + ", m![1], m![1 # 2], m![" + slice + "], m![" + in +
           "]> = ...;\nlet output: DmTensor<" + dtype + ", m![1], m![1 # 2], m![" + slice + "], m![" + out +
           "]> = ctx\n.main\n.begin(input.view())\n" + chain + "\n.commit(4096);\n";
}

// Manual line 6925 (Basic 8x8 Transpose): [C, D], [E # 32] -> [C, E], [D # 32].
const std::string kBasic = fragment("P = 256, C = 8, D = 8, E = 8", "i8", "P", "C, D, E", "C, E, D",
                                    ".fetch::<i8, m![C, D], m![E # 32]>()\n"
                                    ".collect::<m![C, D], m![E # 32]>()\n"
                                    ".transpose::<m![C, E], m![D # 32]>()");

// The Intra-Slice Reduce kernels: fetch, collect, the chain, commit.
std::string reduceKernel(const std::string& axes, const std::string& dtype, const std::string& in, const std::string& out,
                         const std::string& time, const std::string& packet, const std::string& chain) {
    return fragment(axes, dtype, "A / 2 # 256", in, out,
                    ".fetch::<" + dtype + ", m![" + time + "], m![" + packet + "]>()\n.collect::<m![" + time + "], m![" + packet +
                        "]>()\n.vector_init()\n.vector_intra_slice_branch(BranchMode::Unconditional)\n" + chain + "\n.vector_final()");
}

// Two-group mode (manual line 5155): a tensor whose 2-way Time axis I holds the groups.
std::string groupKernel(const std::string& dtype, const std::string& chain, const std::string& axes = "A = 512, I = 2") {
    return fragment(axes, dtype, "A / 2", "I, A % 2 # 8", "A % 2 # 8",
                    ".fetch::<" + dtype +
                        ", m![I], m![A % 2 # 8]>()\n.collect::<m![I], m![A % 2 # 8]>()\n.vector_init()\n"
                        ".vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()\n" +
                        chain + "\n.vector_final()");
}

// begin_interleaved (manual line 1846): two tensors with identical mappings, I in the fetch's Time.
std::string interleaved(const std::string& rhsSlice, const std::string& out, const std::string& begin, const std::string& rest) {
    return "axes![A = 512, I = 2];\n"
           "let lhs: DmTensor<i32, m![1], m![1 # 2], m![A / 2], m![A % 2 # 8]> = ...;\n"
           "let rhs: DmTensor<i32, m![1], m![1 # 2], m![" +
           rhsSlice +
           "], m![A % 2 # 8]> = ...;\n"
           "let output: DmTensor<i32, m![1], m![1 # 2], m![A / 2], m![" +
           out + "]> = ctx\n.main\n" + begin + "\n" + rest + "\n.commit(4096);\n";
}

const std::string kPairAdd =
    ".vector_init()\n.vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()\n"
    ".vector_clip_zip(ClipBinaryOpI32::AddFxp)\n.vector_final()";

// The Inter-Slice Block (manual line 6583): `input` over Slice `slice`, one pass through the chain.
std::string interKernel(const std::string& axes, const std::string& dtype, const std::string& slice, const std::string& in,
                        const std::string& sliceOut, const std::string& out, const std::string& time, const std::string& packet,
                        const std::string& chain) {
    return "axes![" + axes + "];\nlet input: DmTensor<" + dtype + ", m![1], m![1 # 2], m![" + slice + "], m![" + in +
           "]> = ...;\nlet output: DmTensor<" + dtype + ", m![1], m![1 # 2], m![" + sliceOut + "], m![" + out +
           "]> = ctx\n.main\n.begin(input.view())\n.fetch::<" + dtype + ", m![" + time + "], m![" + packet + "]>()\n.collect::<m![" + time +
           "], m![" + packet + "]>()\n.vector_init()\n" + chain + "\n.vector_final()\n.commit(4096);\n";
}

// The chain of a reduce within each slice, then across them: narrow to Way4,
// the Intra-Slice Reduce <R, OTime, OPacket>, widen back, the Inter-Slice Block (AddSat, or `acrossOp`).
std::string withinThenAcross(const std::string& way4, const std::string& reduceGenerics, const std::string& way8,
                             const std::string& acrossOp) {
    return ".vector_intra_slice_branch(BranchMode::Unconditional)\n.vector_trim_way4::<m![" + way4 + "]>()\n.vector_intra_slice_reduce::<" +
           reduceGenerics + ">(IntraSliceReduceOpI32::AddSat)\n.vector_pad_way8::<m![" + way8 +
           "]>()\n.vector_inter_slice_reduce::<m![1 # 256], m![1]>(InterSliceReduceOpI32::" + acrossOp + ")";
}

// BranchMode (manual line 4793) on the constant-addition layout: 8 elements of A per slice.
std::string branchKernel(const std::string& mode, const std::string& op) {
    return fragment("A = 2048", "i32", "A / 8 # 256", "A % 8", "A % 8",
                    ".fetch::<i32, m![1], m![A % 8]>()\n.collect::<m![1], m![A % 8]>()\n.vector_init()\n"
                    ".vector_intra_slice_branch(BranchMode::" +
                        mode + ")\n" + op + "\n.vector_final()");
}

// The first active flit of `stage` in pass 0 on slice `slice`.
std::optional<sim::StageFlit> firstFlit(sim::FlitInspector& inspector, const std::string& stage, u64 slice) {
    for (u64 cycle = 0; cycle < 16; ++cycle) {
        auto flits = inspector.at({0, 0, 0, slice, cycle});
        if (!flits) return std::nullopt;
        for (const auto& f : *flits)
            if (f.stage == stage && f.active) return f;
    }
    return std::nullopt;
}

}  // namespace

class TestSimEngines : public QObject {
    Q_OBJECT
private slots:
    // ---- Transpose Engine ----
    void transposeExamples_data() {
        QTest::addColumn<QString>("kernel");
        QTest::addColumn<qulonglong>("elements");
        QTest::addColumn<qulonglong>("cycles");  // the manual's cycle estimation for the example
        QTest::newRow("basic 8x8 (line 6925): double buffering, 72 cycles") << QString::fromStdString(kBasic) << 131072ull << 72ull;
        // Line 6956 with A = 8 rows (the commit writes whole 8-byte rows): B = 2 of 8 columns, 6 rows trimmed.
        QTest::newRow("small matrix, trimmed rows (line 6956)")
            << QString::fromStdString(fragment("P = 64, A = 8, B = 2", "i8", "P # 256", "A, B # 8", "B, A",
                                               ".fetch::<i8, m![A], m![B # 32]>()\n.collect::<m![A], m![B # 32]>()\n"
                                               ".transpose::<m![B], m![A # 32]>()"))
            << 1024ull << 10ull;  // input 8 + output 2 (n = 1)
        QTest::newRow("in_cols 32, single buffering (line 6987): 128 cycles")
            << QString::fromStdString(fragment("P = 256, B = 2, C = 8, D = 4, E = 8", "i8", "P", "B, C, D, E", "B, D, E, C",
                                               ".fetch::<i8, m![B, C, D], m![E # 32]>()\n.collect::<m![B, C, D], m![E # 32]>()\n"
                                               ".transpose::<m![B, D, E], m![C # 32]>()"))
            << 131072ull << 128ull;
        QTest::newRow("bf16 (line 7018): 68 cycles")
            << QString::fromStdString(fragment("P = 256, C = 8, D = 4, E = 8", "bf16", "P", "C, D, E", "C, E, D",
                                               ".fetch::<bf16, m![C, D], m![E # 16]>()\n.collect::<m![C, D], m![E # 16]>()\n"
                                               ".transpose::<m![C, E], m![D # 16]>()"))
            << 65536ull << 68ull;
        // From the Vector Engine (i32: in_rows at most 2), so the reference is the chain's, moved.
        QTest::newRow("after the Vector Engine, i32")
            << QString::fromStdString(fragment("P = 256, C = 8, D = 2, E = 8", "i32", "P", "C, D, E", "C, E, D",
                                               ".fetch::<i32, m![C, D], m![E]>()\n.collect::<m![C, D], m![E]>()\n"
                                               ".vector_init()\n.vector_intra_slice_branch(BranchMode::Unconditional)\n"
                                               ".vector_fxp(FxpBinaryOp::AddFxp, 1)\n.vector_final()\n"
                                               ".transpose::<m![C, E], m![D # 8]>()"))
            << 32768ull << 66ull;  // 2 + 7 x 8 + 8
    }
    void transposeExamples() {
        QFETCH(QString, kernel);
        QFETCH(qulonglong, elements);
        QFETCH(qulonglong, cycles);
        const auto r = mustRun(kernel.toStdString());
        expectOk(r);
        if (QTest::currentTestFailed() || r.outputs.empty()) return;
        QCOMPARE(r.outputs[0].elements, u64(elements));
        QCOMPARE(r.outputs[0].maxAbsError, 0.0);  // a transpose moves values, it never changes one
        QCOMPARE(stageCycles(r, "transpose"), u64(cycles));
    }
    void transposeWithoutTurbofishDerivesItsShape() {
        // `.transpose()`: in_rows = the innermost Time factor (D), packets_per_col = 1; the commit
        // into [C, E, D] then only matches when the engine really transposed.
        std::string text = kBasic;
        text.replace(text.find(".transpose::<m![C, E], m![D # 32]>()"), 36, ".transpose()");
        const auto r = mustRun(text);
        expectOk(r);
        if (QTest::currentTestFailed()) return;
        QCOMPARE(stageCycles(r, "transpose"), u64{72});
    }
    void transposeStageCheck() {
        // The stage check compares the transposed stream with what its derived mappings say it
        // holds, element by element, before the commit (docs/simulation.md, "Stage checks").
        sim::RunOptions options;
        options.checkStages = true;
        auto r = sim::runKernel(parse(kBasic), options);
        QVERIFY2(r.ok(), r ? "" : r.error().message.c_str());
        QVERIFY(r->ok);
    }
    void transposeErrors_data() {
        QTest::addColumn<QString>("kernel");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("mentions");
        std::string notCollected = kBasic;
        for (std::size_t at; (at = notCollected.find("E # 32")) != std::string::npos;) notCollected.replace(at, 6, "E # 16");
        notCollected.erase(notCollected.find(".collect"), notCollected.find(".transpose") - notCollected.find(".collect"));
        QTest::newRow("16-byte packet") << QString::fromStdString(notCollected) << "transpose_packet"
                                        << "32-byte packets";
        std::string wrongOut = kBasic;
        wrongOut.replace(wrongOut.find("transpose::<m![C, E]"), 20, "transpose::<m![E, C]");
        QTest::newRow("output mappings no shape gives") << QString::fromStdString(wrongOut) << "transpose_mismatch"
                                                        << "in_rows";
        std::string tooManyRows = fragment("P = 256, C = 8, D = 4, E = 8", "i32", "P", "C, D, E", "C, E, D",
                                           ".fetch::<i32, m![C, D], m![E]>()\n.collect::<m![C, D], m![E]>()\n.transpose()");
        QTest::newRow("i32 with 4 rows") << QString::fromStdString(tooManyRows) << "transpose_rows"
                                         << "in_rows = 4";
    }
    void transposeErrors() {
        QFETCH(QString, kernel);
        QFETCH(QString, kind);
        QFETCH(QString, mentions);
        std::string message;
        QCOMPARE(QString::fromStdString(errorKind(kernel.toStdString(), &message)), kind);
        QVERIFY2(message.find(mentions.toStdString()) != std::string::npos, message.c_str());
        QVERIFY(message.find("transpose") != std::string::npos);  // located at the stage
    }
    void transposeFlitsOnDemand() {
        auto inspector = sim::FlitInspector::create(parse(kBasic));
        QVERIFY(inspector.ok());
        auto flits = inspector.value().at({0, 0, 0, 3, 20});
        QVERIFY2(flits.ok(), flits ? "" : flits.error().message.c_str());
        bool seen = false;
        for (const auto& f : *flits)
            if (f.stage == "transpose") {
                seen = true;
                QCOMPARE(f.timeSteps, u64{64});
                if (f.active) QCOMPARE(f.elements.size(), std::size_t{32});
            }
        QVERIFY(seen);
    }

    // ---- Intra-Slice Reduce ----
    void intraSliceReduce_data() {
        QTest::addColumn<QString>("kernel");
        QTest::addColumn<bool>("exact");
        QTest::addColumn<qulonglong>("cycles");  // the vector stage: the chain's longest Time
        // Line 5400 (reduce_time): R only in Time, one accumulation per lane.
        QTest::newRow("Time, i32 AddSat (line 5400)")
            << QString::fromStdString(reduceKernel("A = 8, R = 16", "i32", "R, A % 2 # 8", "A % 2 # 8", "R", "A % 2 # 8",
                                                   ".vector_trim_way4::<m![A % 2 # 4]>()\n"
                                                   ".vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::AddSat)\n"
                                                   ".vector_pad_way8::<m![A % 2 # 8]>()"))
            << true << 16ull;
        // Line 5427 (reduce_packet): R only in Packet, the 4-lane tree.
        QTest::newRow("Packet, f32 Add (line 5427)")
            << QString::fromStdString(reduceKernel("A = 8, R = 4", "f32", "A % 2, R", "A % 2, 1 # 2", "A % 2", "R # 8",
                                                   ".vector_trim_way4::<m![R]>()\n"
                                                   ".vector_intra_slice_reduce::<R, m![A % 2], m![1 # 4]>(IntraSliceReduceOpF32::Add)\n"
                                                   ".vector_pad_way8::<m![1 # 8]>()"))
            << false << 2ull;
        // Line 5450 (reduce_time_packet) with A % 2 kept in Time: tree and accumulator.
        QTest::newRow("Time and Packet, f32 Max (line 5450)")
            << QString::fromStdString(reduceKernel("A = 8, R = 16", "f32", "A % 2, R", "A % 2, 1 # 2", "A % 2, R / 4", "R % 4 # 8",
                                                   ".vector_trim_way4::<m![R % 4]>()\n"
                                                   ".vector_intra_slice_reduce::<R, m![A % 2], m![1 # 4]>(IntraSliceReduceOpF32::Max)\n"
                                                   ".vector_pad_way8::<m![1 # 8]>()"))
            << true << 8ull;
        // R = 13 padded to 16 across Time (R # 16 / 4) and Packet (R # 16 % 4): each part stays
        // below 13, their sum does not (positions 13-15), so the reduce checks each position: exp turns
        // the fetch's 0 at a padding position into 1, which a sum over it would add.
        QTest::newRow("padding split across Time and Packet, exp then f32 Add")
            << QString::fromStdString(reduceKernel("A = 8, R = 13", "f32", "A % 2, R # 16", "A % 2, 1 # 2", "A % 2, R # 16 / 4",
                                                   "R # 16 % 4 # 8",
                                                   ".vector_trim_way4::<m![R # 16 % 4]>()\n"
                                                   ".vector_fp_unary(FpUnaryOp::Exp)\n"
                                                   ".vector_intra_slice_reduce::<R, m![A % 2], m![1 # 4]>(IntraSliceReduceOpF32::Add)\n"
                                                   ".vector_pad_way8::<m![1 # 8]>()"))
            << false << 8ull;
        // Line 5497 (accumulator slots): A % 2 between two R factors takes 2 slots; vector_split
        // moves the upper lanes to Time (16 Way4 steps) and exp runs before the reduce.
        QTest::newRow("two slots after split and exp")
            << QString::fromStdString(reduceKernel("A = 8, R = 32", "f32", "R / 16, A % 2, R % 16", "A % 2, 1 # 2",
                                                   "R / 16, A % 2, R / 8 % 2", "R % 8",
                                                   ".vector_split::<m![R / 16, A % 2, R / 4 % 4], m![R % 4]>()\n"
                                                   ".vector_fp_unary(FpUnaryOp::Exp)\n"
                                                   ".vector_intra_slice_reduce::<R, m![A % 2], m![1 # 4]>(IntraSliceReduceOpF32::Add)\n"
                                                   ".vector_pad_way8::<m![1 # 8]>()"))
            << false << 16ull;
        // An operator after the reduce works on the reduced values.
        QTest::newRow("Time, i32 Max, then AddFxp")
            << QString::fromStdString(reduceKernel("A = 8, R = 16", "i32", "R, A % 2 # 8", "A % 2 # 8", "R", "A % 2 # 8",
                                                   ".vector_trim_way4::<m![A % 2 # 4]>()\n"
                                                   ".vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::Max)\n"
                                                   ".vector_pad_way8::<m![A % 2 # 8]>()\n.vector_clip(ClipBinaryOpI32::AddFxp, 1000)"))
            << true << 16ull;
    }
    void intraSliceReduce() {
        QFETCH(QString, kernel);
        QFETCH(bool, exact);
        QFETCH(qulonglong, cycles);
        const auto r = mustRun(kernel.toStdString());
        expectOk(r);
        if (QTest::currentTestFailed() || r.outputs.empty()) return;
        QCOMPARE(r.outputs[0].elements, u64{8});
        if (exact) QCOMPARE(r.outputs[0].maxAbsError, 0.0);
        QCOMPARE(stageCycles(r, "vector"), u64(cycles));
    }
    // The reduce's shortcut: positions decided by their parts only when no sum can pass an axis.
    void reduceSumsStayInside() {
        mapping::AxisEnv env;
        const auto r = env.add("R", 13).value();
        auto index = [&](u64 value) {
            mapping::TensorIndex i;
            i.add(r, value);
            return std::optional<mapping::TensorIndex>(i);
        };
        const std::vector<std::optional<mapping::TensorIndex>> times = {index(0), index(4), index(8), index(12)};
        const std::vector<std::optional<mapping::TensorIndex>> lanes = {index(0), index(1), index(2), index(3)};
        QVERIFY(!sim::detail::sumsStayInside(mapping::TensorIndex{}, times, lanes, env));  // 12 + 1 passes 13
        const std::vector<std::optional<mapping::TensorIndex>> threeTimes = {index(0), index(4), index(8), std::nullopt};
        QVERIFY(sim::detail::sumsStayInside(mapping::TensorIndex{}, threeTimes, lanes, env));  // at most 8 + 3
        QVERIFY(!sim::detail::sumsStayInside(*index(2), threeTimes, lanes, env));              // 2 + 8 + 3
    }

    void intraSliceReduceErrors_data() {
        QTest::addColumn<QString>("kernel");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("16 accumulator slots (line 5520)")
            << QString::fromStdString(reduceKernel("A = 8, R = 16, B = 16", "i32", "R, B, A % 2 # 8", "B, A % 2 # 8", "R, B", "A % 2 # 8",
                                                   ".vector_trim_way4::<m![A % 2 # 4]>()\n"
                                                   ".vector_intra_slice_reduce::<R, m![B], m![A % 2 # 4]>(IntraSliceReduceOpI32::AddSat)\n"
                                                   ".vector_pad_way8::<m![A % 2 # 8]>()"))
            << "accumulator_slots"
            << "16 accumulator slots";
        QTest::newRow("wrong OTime") << QString::fromStdString(reduceKernel(
                                            "A = 8, R = 16", "i32", "R, A % 2 # 8", "A % 2 # 8", "R", "A % 2 # 8",
                                            ".vector_trim_way4::<m![A % 2 # 4]>()\n"
                                            ".vector_intra_slice_reduce::<R, m![R], m![A % 2 # 4]>(IntraSliceReduceOpI32::AddSat)\n"
                                            ".vector_pad_way8::<m![A % 2 # 8]>()"))
                                     << "shape_mismatch"
                                     << "OTime";
        const std::string inSlice = fragment("A = 2, R = 64", "i32", "R / 16 # 256", "R % 16, A # 8", "A # 8",
                                             ".fetch::<i32, m![R % 16], m![A # 8]>()\n.collect::<m![R % 16], m![A # 8]>()\n.vector_init()\n"
                                             ".vector_intra_slice_branch(BranchMode::Unconditional)\n.vector_trim_way4::<m![A # 4]>()\n"
                                             ".vector_intra_slice_reduce::<R, m![1], m![A # 4]>(IntraSliceReduceOpI32::AddSat)\n"
                                             ".vector_pad_way8::<m![A # 8]>()\n.vector_final()");
        QTest::newRow("reduce axis also in Slice") << QString::fromStdString(inSlice) << "unsupported"
                                                   << "Inter-Slice Block";
    }
    void intraSliceReduceErrors() {
        QFETCH(QString, kernel);
        QFETCH(QString, kind);
        QFETCH(QString, mentions);
        std::string message;
        const std::string got = errorKind(kernel.toStdString(), &message);
        if (!kind.isEmpty()) QCOMPARE(QString::fromStdString(got), kind);
        else QVERIFY2(got != "ok", "the kernel ran");
        QVERIFY2(message.find(mentions.toStdString()) != std::string::npos || got.rfind("parse:", 0) == 0, message.c_str());
    }

    // ---- Two-group mode ----
    void twoGroupMode_data() {
        QTest::addColumn<QString>("kernel");
        QTest::addColumn<bool>("exact");
        QTest::newRow("pair_add (line 5185)") << QString::fromStdString(groupKernel("i32", ".vector_clip_zip(ClipBinaryOpI32::AddFxp)"))
                                              << true;
        QTest::newRow("pair_preprocess_one_side (line 5202): group 0 x 10")
            << QString::fromStdString(
                   groupKernel("i32", ".vector_fxp(FxpBinaryOp::MulInt, 10, ())\n.vector_clip_zip(ClipBinaryOpI32::AddFxp)"))
            << true;
        QTest::newRow("pair_sub_reverse (line 5140): group 1 - group 0, Way4")
            << QString::fromStdString(groupKernel("f32",
                                                  ".vector_trim_way4::<m![A % 2 # 4]>()\n"
                                                  ".vector_fp_zip_with_mode(FpBinaryOp::SubF, BinaryArgMode::Mode10)\n"
                                                  ".vector_pad_way8::<m![A % 2 # 8]>()"))
            << false;
        QTest::newRow("pair_asymmetric_preprocess (line 5247): exp(group 0) x group 1")
            << QString::fromStdString(groupKernel("f32",
                                                  ".vector_trim_way4::<m![A % 2 # 4]>()\n"
                                                  ".vector_fp_unary(FpUnaryOp::Exp, true, false)\n"
                                                  ".vector_fp_zip(FpBinaryOp::MulF(FpMulAlu::Mul0))\n"
                                                  ".vector_pad_way8::<m![A % 2 # 8]>()"))
            << false;
    }
    void twoGroupMode() {
        QFETCH(QString, kernel);
        QFETCH(bool, exact);
        const auto r = mustRun(kernel.toStdString());
        expectOk(r);
        if (QTest::currentTestFailed() || r.outputs.empty()) return;
        QCOMPARE(r.outputs[0].elements, u64{512});
        if (exact) QCOMPARE(r.outputs[0].maxAbsError, 0.0);
        QCOMPARE(stageCycles(r, "vector"), u64{2});  // both groups' flits, in lock step
    }
    // sqrt of the negative inputs is NaN in the simulation and in the
    // reference alike: a NaN where the reference has one matches (as the
    // toolchain's tests compare f32), so the output is ok, exactly.
    void aNaNWhereTheReferenceHasOneMatches() {
        const auto r = mustRun(groupKernel("f32",
                                           ".vector_trim_way4::<m![A % 2 # 4]>()\n"
                                           ".vector_fp_unary(FpUnaryOp::Sqrt, true, false)\n"
                                           ".vector_fp_zip(FpBinaryOp::AddF)\n"
                                           ".vector_pad_way8::<m![A % 2 # 8]>()"));
        expectOk(r);
        if (QTest::currentTestFailed() || r.outputs.empty()) return;
        const auto& values = r.outputs[0].values;
        QVERIFY2(std::any_of(values.begin(), values.end(), [](double v) { return std::isnan(v); }), "some input is negative");
        QCOMPARE(r.outputs[0].maxAbsError, 0.0);
    }
    void twoGroupErrors() {
        std::string message;
        QCOMPARE(
            QString::fromStdString(errorKind(groupKernel("i32", ".vector_clip_zip(ClipBinaryOpI32::AddFxp)", "A = 512, I = 4"), &message)),
            QStringLiteral("unzip_axis"));
        QVERIFY2(message.find("4 positions") != std::string::npos, message.c_str());
    }

    // ---- begin_interleaved ----
    void interleavedPairAdd() {
        const auto r = mustRun(interleaved("A / 2", "A % 2 # 8", ".begin_interleaved::<I, _, _, _, _, _>(lhs.view(), rhs.view())",
                                           ".fetch::<i32, m![I], m![A % 2 # 8]>()\n.collect::<m![I], m![A % 2 # 8]>()\n" + kPairAdd));
        expectOk(r);
        if (QTest::currentTestFailed() || r.outputs.empty()) return;
        QCOMPARE(r.outputs[0].elements, u64{512});
        QCOMPARE(r.outputs[0].maxAbsError, 0.0);
        QCOMPARE(stageCycles(r, "fetch"), u64{2});  // one packet of each tensor
    }
    void interleavedStackedCommit() {
        // begin_interleaved().fetch(&a, &b) without the axis: I is the fetch Time's 2-way axis the tensors lack;
        // committed whole, the output holds lhs at I = 0 and rhs at I = 1.
        const auto r = mustRun(interleaved("A / 2", "I, A % 2 # 8", ".begin_interleaved()",
                                           ".fetch::<i32, m![I], m![A % 2 # 8]>(&lhs, &rhs)\n.collect::<m![I], m![A % 2 # 8]>()"));
        expectOk(r);
        if (QTest::currentTestFailed() || r.outputs.empty()) return;
        QCOMPARE(r.outputs[0].elements, u64{1024});
        QCOMPARE(r.outputs[0].maxAbsError, 0.0);
    }
    void interleavedErrors() {
        std::string message;
        QCOMPARE(QString::fromStdString(
                     errorKind(interleaved("A % 256", "A % 2 # 8", ".begin_interleaved::<I, _, _, _, _, _>(lhs.view(), rhs.view())",
                                           ".fetch::<i32, m![I], m![A % 2 # 8]>()\n.collect::<m![I], m![A % 2 # 8]>()\n" + kPairAdd),
                               &message)),
                 QStringLiteral("interleave_mismatch"));
        QVERIFY2(message.find("Slice") != std::string::npos, message.c_str());
        QCOMPARE(QString::fromStdString(
                     errorKind(interleaved("A / 2", "A % 2 # 8", ".begin_interleaved::<I, _, _, _, _, _>(lhs.view(), rhs.view())",
                                           ".fetch::<i32, m![1], m![A % 2 # 8]>()\n.collect::<m![1], m![A % 2 # 8]>()"),
                               &message)),
                 QStringLiteral("interleave_axis"));
    }

    // ---- Inter-Slice Block ----
    void interSlice_data() {
        QTest::addColumn<QString>("kernel");
        QTest::addColumn<qulonglong>("elements");
        QTest::addColumn<bool>("exact");
        const std::string dummy = "vector_inter_slice_reduce::<m![A / 8, 1 # 4], m![1]>(InterSliceReduceOpI32::AddSat)";
        QTest::newRow("Dummy, i32 AddSat (line 6637)")
            << QString::fromStdString(
                   interKernel("R = 4, A = 512", "i32", "A / 8, R", "A % 8", "A / 8, 1 # 4", "A % 8", "1", "A % 8", "." + dummy))
            << 512ull << true;
        QTest::newRow("Broadcast into X, f32 Add (line 6657)")
            << QString::fromStdString(interKernel("W = 64, R = 4, X = 4, P = 8", "f32", "W, R", "P", "W, X", "P", "1", "P",
                                                  ".vector_inter_slice_reduce::<m![W, X], m![1]>(InterSliceReduceOpF32::Add)"))
            << 2048ull << false;
        // Line 6677 with W = 64 (the manual's W = 32 gives 128 slices; the Size Constraint says 256).
        QTest::newRow("Promotion of T2, f32 Max (line 6677)")
            << QString::fromStdString(interKernel("W = 64, R = 4, T0 = 2, T2 = 4, T1 = 2, P = 8", "f32", "W, R", "T0, T2, T1, P", "W, T2",
                                                  "T0, T1, P", "T0, T2, T1", "P",
                                                  ".vector_inter_slice_reduce::<m![W, T2], m![T0, T1]>(InterSliceReduceOpF32::Max)"))
            << 8192ull << true;
        QTest::newRow("reduce_then_add (line 6702): InterFirst, then AddFxp")
            << QString::fromStdString(interKernel("R = 4, A = 512", "i32", "A / 8, R", "A % 8", "A / 8, 1 # 4", "A % 8", "1", "A % 8",
                                                  "." + dummy +
                                                      "\n.vector_intra_slice_branch(BranchMode::Unconditional)\n"
                                                      ".vector_fxp(FxpBinaryOp::AddFxp, 100)"))
            << 512ull << true;
        QTest::newRow("add_then_reduce (line 6716): IntraFirst, Min")
            << QString::fromStdString(interKernel("R = 4, A = 512", "i32", "A / 8, R", "A % 8", "A / 8, 1 # 4", "A % 8", "1", "A % 8",
                                                  ".vector_intra_slice_branch(BranchMode::Unconditional)\n"
                                                  ".vector_fxp(FxpBinaryOp::AddFxp, 100)\n"
                                                  ".vector_inter_slice_reduce::<m![A / 8, 1 # 4], m![1]>(InterSliceReduceOpI32::Min)"))
            << 512ull << true;
    }
    void interSlice() {
        QFETCH(QString, kernel);
        QFETCH(qulonglong, elements);
        QFETCH(bool, exact);
        const auto r = mustRun(kernel.toStdString());
        expectOk(r);
        if (QTest::currentTestFailed() || r.outputs.empty()) return;
        QCOMPARE(r.outputs[0].elements, u64(elements));
        if (exact) QCOMPARE(r.outputs[0].maxAbsError, 0.0);
    }
    void interSliceErrors() {
        std::string message;
        // SliceOut keeps R: nothing is reduced.
        QCOMPARE(QString::fromStdString(
                     errorKind(interKernel("R = 4, A = 512", "i32", "A / 8, R", "A % 8", "A / 8, R", "A % 8", "1", "A % 8",
                                           ".vector_inter_slice_reduce::<m![A / 8, R], m![1]>(InterSliceReduceOpI32::AddSat)"),
                               &message)),
                 QStringLiteral("inter_slice_output"));
        QVERIFY2(message.find("leave out 0") != std::string::npos, message.c_str());
        // A SliceOut that follows no rule (a 2-way Time axis padded into R's 4 slices).
        QCOMPARE(QString::fromStdString(errorKind(
                     interKernel("W = 64, R = 4, T0 = 2, T2 = 4, T1 = 2, P = 8", "f32", "W, R", "T0, T2, T1, P", "W, T1 # 4", "T0, T2, P",
                                 "T0, T2, T1", "P", ".vector_inter_slice_reduce::<m![W, T1 # 4], m![T0, T2]>(InterSliceReduceOpF32::Max)"),
                     &message)),
                 QStringLiteral("inter_slice_output"));
    }
    // A full reduce (the ladder's reduce_sum): the Intra-Slice Reduce folds the
    // Time and Packet parts of each slice, the Inter-Slice Block the slices.
    void reduceWithinThenAcrossSlices_data() {
        QTest::addColumn<QString>("kernel");
        QTest::addColumn<bool>("oneAxis");
        // One axis at both levels: A / 32 in Slice, A % 32 / 4 in Time, A % 4 in Packet.
        QTest::newRow("A at both levels") << QString::fromStdString(interKernel(
                                                 "A = 8192", "i32", "A / 32", "A % 32", "1 # 256", "1 # 8", "A % 32 / 4", "A % 4 # 8",
                                                 withinThenAcross("A % 4", "A, m![1], m![1 # 4]", "1 # 8", "AddSat")))
                                          << true;
        // B within each slice (Time), A across slices; P stays.
        QTest::newRow("B within, A across") << QString::fromStdString(
                                                   interKernel("A = 256, B = 8, P = 4", "i32", "A", "B, P", "1 # 256", "P # 8", "B",
                                                               "P # 8", withinThenAcross("P", "B, m![1], m![P]", "P # 8", "AddSat")))
                                            << false;
    }
    void reduceWithinThenAcrossSlices() {
        QFETCH(QString, kernel);
        QFETCH(bool, oneAxis);
        const auto program = parse(kernel.toStdString());
        using test::Values;
        const mapping::AxisEnv& env = program.axes;
        test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) {
            double sum = 0;
            if (oneAxis)
                for (u64 a = 0; a < 8192; ++a) sum += in.at({{"A", a}}, env);
            else
                for (u64 a = 0; a < 256; ++a)
                    for (u64 b = 0; b < 8; ++b) sum += in.at({{"A", a}, {"B", b}, {"P", at.at("P")}}, env);
            return sum;
        });
    }
    void reduceAtBothLevelsNeedsOneOperator() {
        std::string message;
        QCOMPARE(
            QString::fromStdString(errorKind(interKernel("A = 8192", "i32", "A / 32", "A % 32", "1 # 256", "1 # 8", "A % 32 / 4",
                                                         "A % 4 # 8", withinThenAcross("A % 4", "A, m![1], m![1 # 4]", "1 # 8", "Max")),
                                             &message)),
            QStringLiteral("unsupported"));
        QVERIFY2(message.find("one operator within each slice and another across slices") != std::string::npos, message.c_str());
    }

    // ---- BranchMode ----
    void axisToggle() {
        const std::string text =
            branchKernel("AxisToggle { axis: A }", ".vector_fxp(FxpBinaryOp::AddFxp, VeBranchOperand::group(1000, GroupId::One))");
        const auto r = mustRun(text);
        expectOk(r);
        if (QTest::currentTestFailed()) return;
        QCOMPARE(r.outputs[0].maxAbsError, 0.0);
        // The simulated stream itself: elements with an odd A got + 1000, the others nothing.
        auto inspector = sim::FlitInspector::create(parse(text));
        QVERIFY(inspector.ok());
        const auto in = firstFlit(inspector.value(), "fetch", 5), out = firstFlit(inspector.value(), "vector", 5);
        QVERIFY(in && out);
        QCOMPARE(in->elements.size(), std::size_t{8});
        QCOMPARE(out->elements.size(), std::size_t{8});
        for (std::size_t k = 0; k < 8; ++k) QCOMPARE(out->elements[k].value - in->elements[k].value, k % 2 ? 1000.0 : 0.0);
    }
    void branchModeErrors() {
        std::string message;
        // ValidCount runs (tst_sim_branch); Vrf names ids no kernel can write.
        QCOMPARE(QString::fromStdString(errorKind(branchKernel("ValidCount", ".vector_fxp(FxpBinaryOp::AddFxp, 1)"), &message)),
                 QStringLiteral("ok"));
        QCOMPARE(QString::fromStdString(errorKind(branchKernel("Vrf", ".vector_fxp(FxpBinaryOp::AddFxp, 1)"), &message)),
                 QStringLiteral("unsupported"));
        const std::string unknown = errorKind(branchKernel("AxisToggle { axis: Z }", ".vector_fxp(FxpBinaryOp::AddFxp, 1)"), &message);
        QVERIFY2(unknown == "unknown_axis" || unknown == "parse:unknown_axis" || unknown == "parse:unknown_name", unknown.c_str());
    }

    // ---- Flits on demand over every new engine ----
    void flitsOnDemand_data() {
        QTest::addColumn<QString>("kernel");
        QTest::newRow("intra-slice reduce") << QString::fromStdString(
            reduceKernel("A = 8, R = 16", "i32", "R, A % 2 # 8", "A % 2 # 8", "R", "A % 2 # 8",
                         ".vector_trim_way4::<m![A % 2 # 4]>()\n"
                         ".vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::AddSat)\n"
                         ".vector_pad_way8::<m![A % 2 # 8]>()"));
        QTest::newRow("two groups") << QString::fromStdString(groupKernel("i32", ".vector_clip_zip(ClipBinaryOpI32::AddFxp)"));
        QTest::newRow("interleaved") << QString::fromStdString(
            interleaved("A / 2", "A % 2 # 8", ".begin_interleaved::<I, _, _, _, _, _>(lhs.view(), rhs.view())",
                        ".fetch::<i32, m![I], m![A % 2 # 8]>()\n.collect::<m![I], m![A % 2 # 8]>()\n" + kPairAdd));
        QTest::newRow("inter-slice") << QString::fromStdString(
            interKernel("R = 4, A = 512", "i32", "A / 8, R", "A % 8", "A / 8, 1 # 4", "A % 8", "1", "A % 8",
                        ".vector_inter_slice_reduce::<m![A / 8, 1 # 4], m![1]>(InterSliceReduceOpI32::AddSat)"));
    }
    void flitsOnDemand() {
        QFETCH(QString, kernel);
        auto inspector = sim::FlitInspector::create(parse(kernel.toStdString()));
        QVERIFY(inspector.ok());
        bool vectorSeen = false;
        for (u64 cycle = 0; cycle < 24; ++cycle) {
            auto flits = inspector.value().at({0, 0, 0, 0, cycle});
            QVERIFY2(flits.ok(), flits ? "" : flits.error().message.c_str());
            for (const auto& f : *flits) vectorSeen = vectorSeen || (f.stage == "vector" && f.active);
        }
        QVERIFY(vectorSeen);
    }
};

QTEST_GUILESS_MAIN(TestSimEngines)
#include "tst_sim_engines.moc"
