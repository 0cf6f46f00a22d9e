// Kernel syntax the manual writes, loaded and simulated with its meaning: the
// Stash operand (manual, "Vector Engine", "Stash" and "Operands"), a cast at
// fetch (manual, "Fetch Engine", Interface and Examples), comments inside
// `axes![...]` and `m![...]`, and hex literals wherever an integer is read.
// Each test quotes the manual's text it follows; what a value must be is
// computed here from another output of the same run (the input copied
// through its own pass), not by the simulator's reference.
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "kernel/parse.h"
#include "sim/plan.h"
#include "sim/run.h"
#include "sim_run_support.h"
#include "../diag_kind_text.h"

using namespace tcpwb;

namespace {

struct Located {
    std::string kind, message;
    int line = 0, column = 0;
};

// The front end's error, or the simulator's; kind "ok" when the kernel runs.
Located outcome(const std::string& text) {
    Located out;
    auto fill = [&](const diag::Diagnostic& d) {
        out.kind = std::string(diag::spelling(d.kind));
        out.message = d.message;
        if (d.offset) {
            const auto at = kernel::lineColumnOf(text, *d.offset);
            out.line = int(at.line);
            out.column = int(at.column);
        }
    };
    auto program = kernel::parseKernel({"manual.rs", text});
    if (!program) {
        fill(program.error());
        return out;
    }
    auto run = sim::runKernel(*program);
    if (!run) fill(run.error());
    else out.kind = "ok";
    return out;
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    if (at == std::string::npos) qFatal("`%s` is not in the kernel", from.c_str());
    return text.replace(at, from.size(), to);
}

const sim::OutputCheck& outputNamed(const sim::RunResult& r, const std::string& name) {
    for (const auto& o : r.outputs)
        if (o.tensor == name) return o;
    qFatal("no output named %s", name.c_str());
}

// `input` (512 elements of `dtype`, 2 per slice) copied as it is into `copy`,
// and through `chain` (vector_init() to vector_final()) into `output`.
std::string copyAndChain(const std::string& dtype, const std::string& chain) {
    const std::string type = "DmTensor<" + dtype + ", m![1], m![1 # 2], m![A / 2], m![A % 2 # 8]>";
    const std::string stream = ".main\n.begin(input.view())\n.fetch::<" + dtype +
                               ", m![1], m![A % 2 # 8]>()\n"
                               ".collect::<m![1], m![A % 2 # 8]>()\n";
    return "axes![A = 512];\n"
           "let input: " +
           type +
           " = ...;\n"
           "let copy: " +
           type + " = ctx\n" + stream +
           ".commit(1024);\n"
           "let output: " +
           type + " = ctx\n" + stream + chain + "\n.commit(2048);\n";
}

// The manual's chains, verbatim (line 4996 residual_max, 5018 stash_at_fxp, 5038 stash_across_narrow_widen).
const std::string kResidualMax =
    ".vector_init() // enter VE\n"
    ".vector_intra_slice_branch(BranchMode::Unconditional) // start the intra-slice path\n"
    ".vector_stash() // save x\n"
    ".vector_trim_way4::<m![A % 2 # 4]>() // narrow to Way4\n"
    ".vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 2.0f32) // compute 2x\n"
    ".vector_pad_way8::<m![A % 2 # 8]>() // widen back to Way8\n"
    ".vector_clip(ClipBinaryOpF32::Max, Stash) // max(2x, x)\n"
    ".vector_final()";
const std::string kStashAtFxp =
    ".vector_init() // enter VE\n"
    ".vector_intra_slice_branch(BranchMode::Unconditional) // start the intra-slice path\n"
    ".vector_stash() // save original x\n"
    ".vector_fxp(FxpBinaryOp::AddFxp, 100) // compute x + bias\n"
    ".vector_clip(ClipBinaryOpI32::Max, Stash) // compute max(x + bias, x)\n"
    ".vector_final()";
const std::string kStashAcrossNarrowWiden =
    ".vector_init() // enter VE\n"
    ".vector_intra_slice_branch(BranchMode::Unconditional) // start the intra-slice path\n"
    ".vector_stash() // save x (Way8)\n"
    ".vector_trim_way4::<m![A % 2 # 4]>() // narrow to Way4\n"
    ".vector_fp_unary(FpUnaryOp::Sigmoid) // compute sigmoid(x) in Way4\n"
    ".vector_pad_way8::<m![A % 2 # 8]>() // widen back to Way8\n"
    ".vector_clip(ClipBinaryOpF32::Max, Stash) // compute max(sigmoid(x), x)\n"
    ".vector_final()";

// The input's values and the chain's results, element by element; at least one
// input of each sign, so that max(f(x), x) tells x from f(x).
struct Pairs {
    std::vector<double> x, y;
};
Pairs runPairs(const std::string& text) {
    const sim::RunResult r = test::mustRun(text, "manual.rs");
    test::expectOk(r);
    Pairs p{outputNamed(r, "copy").values, outputNamed(r, "output").values};
    if (p.x.size() != 512 || p.y.size() != 512) qFatal("expected 512 values, got %zu and %zu", p.x.size(), p.y.size());
    if (std::none_of(p.x.begin(), p.x.end(), [](double v) { return v < 0; }) ||
        std::none_of(p.x.begin(), p.x.end(), [](double v) { return v > 0; }))
        qFatal("the random input has one sign only; the checks below would not tell x from f(x)");
    return p;
}

// A fragment fetching an i8 matrix as i32 (manual line 1729: "A matrix stored
// as 8-bit integers needs conversion to 32-bit integers"), `rest` after the fetch.
std::string fetchCast(const std::string& fetch, const std::string& rest, const std::string& stored = "i8", const std::string& out = "i32") {
    return "axes![A = 512, B = 32];\n"
           "let input: DmTensor<" +
           stored +
           ", m![1], m![1 # 2], m![1 # 256], m![A, B]> = ...;\n"
           "let copy: DmTensor<" +
           stored +
           ", m![1], m![1 # 2], m![1 # 256], m![A, B]> = ctx.main.begin(input.view())\n"
           "    .fetch::<" +
           stored +
           ", m![A], m![B]>().collect().commit(1 << 16);\n"
           "let output: DmTensor<" +
           out +
           ", m![1], m![1 # 2], m![1 # 256], m![A, B]> = ctx.main.begin(input.view())\n"
           "    " +
           fetch + "\n" + rest + "\n    .commit(1 << 17);\n";  // `fetch` starts at column 5
}

}  // namespace

class KernelManualSyntax : public QObject {
    Q_OBJECT

private slots:
    // ---- Stash -------------------------------------------------------------------------------------
    // Manual, "Operands": "| Stash | Stash | Value saved by a prior vector_stash() call |"; "Stash":
    // "vector_stash() snapshots the current tensor for later use. Later binary or ternary ops can read it as Stash."
    void stashIsTheSavedValue() {
        const kernel::Program p = test::parseKernelText(copyAndChain("f32", kResidualMax), "manual.rs");
        QCOMPARE(p.ops.size(), std::size_t{2});
        const kernel::Step& vector = p.ops[1].pass.steps.back();
        QCOMPARE(vector.kind, kernel::StepKind::Vector);
        QCOMPARE(vector.vectorCalls.size(), std::size_t{8});
        const vector::Call& clip = vector.vectorCalls[6];
        QCOMPARE(QString::fromStdString(clip.method), QStringLiteral("vector_clip"));
        QCOMPARE(clip.args.size(), std::size_t{2});
        QCOMPARE(QString::fromStdString(clip.args[1]), QStringLiteral("Stash"));
        QVERIFY(vector.vrfOperands.empty());  // a marker, not a tensor

        const Pairs residual = runPairs(copyAndChain("f32", kResidualMax));
        for (std::size_t i = 0; i < residual.x.size(); ++i) QCOMPARE(residual.y[i], std::max(2 * residual.x[i], residual.x[i]));

        const Pairs fxp = runPairs(copyAndChain("i32", kStashAtFxp));
        for (std::size_t i = 0; i < fxp.x.size(); ++i) {
            const auto x = std::int32_t(fxp.x[i]);
            const auto sum = std::int32_t(std::uint32_t(x) + 100u);  // AddFxp wraps
            QCOMPARE(fxp.y[i], double(std::max(sum, x)));
        }

        const Pairs sigmoid = runPairs(copyAndChain("f32", kStashAcrossNarrowWiden));
        for (std::size_t i = 0; i < sigmoid.x.size(); ++i) {
            const double want = std::max(1 / (1 + std::exp(-sigmoid.x[i])), sigmoid.x[i]);
            QVERIFY2(std::fabs(sigmoid.y[i] - want) <= 1e-6 * std::max(1.0, std::fabs(want)),
                     qPrintable(QStringLiteral("x = %1: got %2, want %3").arg(sigmoid.x[i]).arg(sigmoid.y[i]).arg(want)));
        }
    }

    // "The stash follows the current tensor mapping. When it is read later, the implementation reinterprets or
    // transposes it to the current mapping as needed." A filtering chain runs part by part around its Narrow and
    // Widen: the stash moves with the lanes (checked against the logical reference, which works per element).
    void stashFollowsSplitAndConcat() {
        const std::string text =
            "axes![B = 256, R = 3, A = 6];\n"
            "let input: DmTensor<f32, m![1], m![1 # 2], m![B], m![R # 4, A # 8]> = ...;\n"
            "let output: DmTensor<f32, m![1], m![1 # 2], m![B], m![R # 4, A # 8]> = ctx\n"
            ".main\n.begin(input.view())\n.fetch::<f32, m![R # 4], m![A # 8]>()\n"
            ".collect::<m![R # 4], m![A # 8]>()\n.vector_init()\n"
            ".vector_intra_slice_branch(BranchMode::Comparison([Gt(0.0)]))\n.vector_stash()\n"
            ".vector_split::<m![R # 4, A # 8 / 4], m![A # 8 % 4]>()\n"
            ".vector_fp_unary(FpUnaryOp::Sigmoid)\n"
            ".vector_concat::<m![R # 4], m![A # 8]>()\n"
            ".vector_clip(ClipBinaryOpF32::Max, Stash)\n.vector_filter(1)\n.vector_final()\n.commit(8192);\n";
        const sim::RunResult r = test::mustRun(text, "manual.rs");
        test::expectOk(r);
        QCOMPARE(r.validCounts.size(), std::size_t{1});
    }

    void stashMisuseIsLocated() {
        // Read before any vector_stash(): the Vector Engine's rule, at the call.
        Located missing = outcome(replaced(copyAndChain("i32", kStashAtFxp), ".vector_stash() // save original x\n", ""));
        QCOMPARE(missing.kind, std::string("stash_missing"));
        QCOMPARE(missing.line, 17);
        QCOMPARE(missing.column, 2);
        // "The stash is typed": an f32 stash read by an i32 op.
        const std::string typed = replaced(copyAndChain("f32", kResidualMax), ".vector_clip(ClipBinaryOpF32::Max, Stash)",
                                           ".vector_fp_to_fxp(16).vector_clip(ClipBinaryOpI32::Max, Stash)");
        QCOMPARE(outcome(typed).kind, std::string("stash_type"));
        // A stash taken before the Intra-Slice Reduce still has the reduced axis: not read after it.
        const std::string acrossReduce =
            "axes![A = 8, R = 16];\n"
            "let input: DmTensor<i32, m![1], m![1 # 2], m![A / 2 # 256], m![R, A % 2 # 8]> = ...;\n"
            "let output: DmTensor<i32, m![1], m![1 # 2], m![A / 2 # 256], m![A % 2 # 8]> = ctx\n"
            ".main\n.begin(input.view())\n.fetch::<i32, m![R], m![A % 2 # 8]>()\n.collect::<m![R], m![A % 2 # 8]>()\n"
            ".vector_init()\n.vector_intra_slice_branch(BranchMode::Unconditional)\n.vector_stash()\n"
            ".vector_trim_way4::<m![A % 2 # 4]>()\n"
            ".vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(IntraSliceReduceOpI32::AddSat)\n"
            ".vector_pad_way8::<m![A % 2 # 8]>()\n.vector_clip(ClipBinaryOpI32::Max, Stash)\n.vector_final()\n.commit(4096);\n";
        Located reduce = outcome(acrossReduce);
        QCOMPARE(reduce.kind, std::string("unsupported"));
        QVERIFY2(reduce.message.find("vector_clip reads a stash taken before vector_intra_slice_reduce()") != std::string::npos,
                 reduce.message.c_str());
        QCOMPARE(reduce.line, 8);
    }

    // ---- Cast at fetch ----------------------------------------------------------------------------
    // Manual, "Fetch Engine": "pub fn fetch<D2: Scalar, Time2: M, Packet2: M>(self) -> FetchTensor<'l, T, D2, ..>
    // where D: FetchCast<D2>" and "The output type D2 supports type casting (such as i8 to i32)". Its example:
    //   fn fetch_matrix_example<'l, const T: Tu>(
    //   input: BeginTensor<'l, T, i8, m![1], m![1], m![1], m![1], m![A, B]>,
    //   ) -> FetchTensor<'l, T, i32, m![1], m![1], m![1], m![A], m![B]> {
    //   input.fetch()
    //   }
    // "512 rows over time, each containing 32 i32 (128 bytes)."
    void fetchCastsInTheFetchAdapter() {
        const std::string text = fetchCast(".fetch::<i32, m![A], m![B]>()",
                                           "    .collect::<m![A, B / 8], m![B % 8]>()\n"
                                           "    .vector_init().vector_intra_slice_branch(BranchMode::Unconditional)\n"
                                           "    .vector_fxp(FxpBinaryOp::AddFxp, 100).vector_final()");
        const kernel::Program p = test::parseKernelText(text, "manual.rs");
        QCOMPARE(p.ops.size(), std::size_t{2});
        const kernel::StreamPass& pass = p.ops[1].pass;
        QCOMPARE(p.tensors[pass.source].dtype, tensor::DType::I8);
        QCOMPARE(pass.steps[0].dtype, std::optional(tensor::DType::I32));
        QCOMPARE(p.tensors[pass.output].dtype, tensor::DType::I32);  // the commit keeps the cast's type

        auto plan = sim::planProgram(p);
        QVERIFY2(plan.ok(), plan ? "" : plan.error().message.c_str());
        const sim::StagePlan& fetch = plan->ops[1].pass->stages.front();
        QVERIFY(fetch.fetch.has_value());
        QCOMPARE(fetch.fetch->output, tensor::DType::I32);
        QCOMPARE(fetch.fetch->outputPacketBytes, u64{128});  // 32 i32
        QCOMPARE(fetch.fetch->fetchSize, u64{8});            // 8 i8 become one 32-byte flit of i32
        QCOMPARE(fetch.fetch->fetchesPerPacket, u64{4});
        QCOMPARE(fetch.stream.dtype, tensor::DType::I32);

        const sim::RunResult r = test::mustRun(p);
        test::expectOk(r, true);
        const auto& x = outputNamed(r, "copy").values;
        const auto& y = outputNamed(r, "output").values;
        QCOMPARE(x.size(), std::size_t{512 * 32});
        QVERIFY(std::any_of(x.begin(), x.end(), [](double v) { return v < 0; }));  // negative i8 values, sign-extended
        for (std::size_t i = 0; i < x.size(); ++i) {
            QVERIFY(x[i] >= -128 && x[i] <= 127);
            QCOMPARE(y[i], x[i] + 100);
        }
    }

    void narrowingFetchCastRounds() {  // f32 -> bf16, "F32 -> BF16" in the cast table
        const sim::RunResult r = test::mustRun(
            fetchCast(".fetch::<bf16, m![A], m![B]>()", "    .collect::<m![A, B / 16], m![B % 16]>()", "f32", "bf16"), "manual.rs");
        test::expectOk(r);
        const auto& x = outputNamed(r, "copy").values;
        const auto& y = outputNamed(r, "output").values;
        bool rounded = false;
        for (std::size_t i = 0; i < x.size(); ++i) {
            QVERIFY(std::fabs(y[i] - x[i]) <= std::ldexp(std::fabs(x[i]), -8));  // bf16 keeps 8 significant bits
            rounded = rounded || y[i] != x[i];
        }
        QVERIFY(rounded);
    }

    void castsTheAdapterLacksAreRefusedWithItsRule() {
        // i32 has no conversion at all; i8 converts to i9 and i32 but not to bf16.
        Located none = outcome(fetchCast(".fetch::<bf16, m![A], m![B]>()", "", "i32", "bf16"));
        QCOMPARE(none.kind, std::string("cast"));
        QCOMPARE(none.line, 6);
        QCOMPARE(none.column, 14);
        QVERIFY2(none.message.find("the Fetch Adapter cannot convert i32 to bf16") != std::string::npos, none.message.c_str());
        Located other = outcome(fetchCast(".fetch::<bf16, m![A], m![B]>()", "", "i8", "bf16"));
        QCOMPARE(other.kind, std::string("cast"));
        QVERIFY2(other.message.find("from i8 it converts to i9, i32") != std::string::npos, other.message.c_str());
        // RNGD-S's f8 -> bf16 is not RNGD's.
        QCOMPARE(outcome(fetchCast(".fetch::<bf16, m![A], m![B]>()", "", "f8", "bf16")).kind, std::string("cast"));
        // The cast type flows on: an i32 stream committed into an i8 annotation disagrees there.
        Located annotated = outcome(fetchCast(".fetch::<i32, m![A], m![B]>()", "    .collect::<m![A, B / 8], m![B % 8]>()", "i8", "i8"));
        QCOMPARE(annotated.kind, std::string("type_mismatch"));
        QCOMPARE(annotated.line, 5);
    }

    // ---- Comments inside macros ---------------------------------------------------------------------
    // Rust drops `//` and `/* */` comments before a macro sees its tokens, so the manual's declarations
    // (GEMV: "type Slice = m![I]; // Distribute output dimension across slices") may carry them inside too.
    void commentsInsideMacros() {
        const std::string text =
            "axes![\n"                                                               // 1
            "    A = 2048, // [the axis] distributed over slices\n"                  // 2
            "    /* B = 4, a declaration commented out */\n"                         // 3
            "];\n"                                                                   // 4
            "type Slice = m![A /* which slice */ / 8 # 256]; // 8 elements each\n"   // 5
            "let input: DmTensor<i32, m![1], m![1 # 2], Slice, m![A % 8]> = ...;\n"  // 6
            "let out: DmTensor<i32, m![1], m![1 # 2], Slice, m![\n"                  // 7
            "    A % 8 // the elements of one slice ]\n"                             // 8
            "]> = ctx.main.begin(input.view())\n"                                    // 9
            "    .fetch::<i32, m![1], m![A % 8 /* one 32-byte packet */]>()\n"       // 10
            "    .collect::<m![1], m![A % 8]>()\n"                                   // 11
            "    .commit(4096);\n";                                                  // 12
        const kernel::Program p = test::parseKernelText(text, "comments.rs");
        QCOMPARE(QString::fromStdString(p.axes.toString()), QStringLiteral("A = 2048"));
        QCOMPARE(p.tensors.size(), std::size_t{2});
        const kernel::Tensor& out = p.tensors[1];
        QCOMPARE(QString::fromStdString(out.mappings[2].text), QStringLiteral("m![A / 8 # 256]"));
        QCOMPARE(QString::fromStdString(out.mappings[3].text), QStringLiteral("m![A % 8]"));  // one line, no comment
        QCOMPARE(QString::fromStdString(p.ops[0].pass.steps[0].mappings[1].text), QStringLiteral("m![A % 8]"));
        test::expectOk(test::mustRun(p), true);
        // A mapping error inside a commented macro still points at its character.
        Located located = outcome(replaced(text, "/* which slice */ / 8", "/* which slice */ / 3"));
        QCOMPARE(located.kind, std::string("mapping_error"));
        QCOMPARE(located.line, 5);
        QCOMPARE(located.column, 37);
        QVERIFY2(located.message.find("m![A / 3 # 256]") != std::string::npos, located.message.c_str());  // the comment left out
    }

    void brokenCommentsInsideMacrosAreLocated() {
        Located open = outcome("axes![A = 8 /* never closed ];\nlet x = 1;\n");
        QCOMPARE(open.kind, std::string("syntax_error"));
        QCOMPARE(open.line, 1);
        QCOMPARE(open.column, 13);
        // The `]` is inside the line comment, as rustc reads it: the macro's bracket is never closed.
        Located hidden = outcome("axes![A = 8 // ]\n;\n");
        QCOMPARE(hidden.kind, std::string("syntax_error"));
        QCOMPARE(hidden.line, 1);
        QCOMPARE(hidden.column, 6);
    }

    // ---- Hex literals -------------------------------------------------------------------------------
    // Manual line 55: "let hbm: HbmTensor<i8, m![A], m![B]> = host.to_hbm(&mut ctx.pdma, 0x1000).await;". The
    // toolchain's Vector Engine kernels mask with `.vector_logic(LogicBinaryOpI32::BitAnd, 0xFF)` and `0x7fff_ffff`.
    void hexLiteralsWhereverAnIntegerIs() {
        std::string text = copyAndChain("i32",
                                        ".vector_init()\n.vector_intra_slice_branch(BranchMode::Unconditional)\n"
                                        ".vector_logic(LogicBinaryOpI32::BitAnd, 0xFF)\n.vector_final()");
        text = replaced(replaced(text, "axes![A = 512]", "axes![A = 0x200]"), ".commit(2048)", ".commit(0x800)");
        const kernel::Program p = test::parseKernelText(text, "hex.rs");
        QCOMPARE(QString::fromStdString(p.axes.toString()), QStringLiteral("A = 512"));
        QCOMPARE(p.tensors[p.ops[1].pass.output].address, std::optional<u64>(0x800));
        const sim::RunResult r = test::mustRun(p);
        test::expectOk(r, true);
        const auto& x = outputNamed(r, "copy").values;
        const auto& y = outputNamed(r, "output").values;
        QVERIFY(std::any_of(x.begin(), x.end(), [](double v) { return v < 0 || v > 0xFF; }));  // the mask changes something
        for (std::size_t i = 0; i < x.size(); ++i) QCOMPARE(y[i], double(std::uint32_t(std::int32_t(x[i])) & 0xFFu));

        const sim::RunResult abs = test::mustRun(replaced(text, "0xFF)", "0x7fff_ffff)"), "hex.rs");
        test::expectOk(abs, true);
        const auto& ax = outputNamed(abs, "copy").values;
        const auto& ay = outputNamed(abs, "output").values;
        for (std::size_t i = 0; i < ax.size(); ++i) QCOMPARE(ay[i], double(std::uint32_t(std::int32_t(ax[i])) & 0x7fffffffu));

        // Like rustc, an i32 operand must fit i32: the Vector Engine's bad_literal, at the call.
        Located tooWide = outcome(replaced(text, "0xFF)", "0xFFFF_FFFF)"));
        QCOMPARE(tooWide.kind, std::string("bad_literal"));
        QCOMPARE(tooWide.line, 16);
        QCOMPARE(tooWide.column, 2);
        QCOMPARE(outcome(replaced(text, "0xFF)", "0xZZ)")).kind, std::string("syntax_error"));
    }
};

QTEST_GUILESS_MAIN(KernelManualSyntax)
#include "tst_kernel_manual_syntax.moc"
