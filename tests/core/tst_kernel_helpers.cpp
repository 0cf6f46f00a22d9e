// Helper functions a device function calls, as the toolchain's examples
// write them: the helper's body runs in place with its parameters bound to
// the arguments (views, tensors, the Context, scalars) and its const generics
// to the turbofish's numbers. Each output is checked against values worked out
// here from the drawn input.
#include <QtTest>

#include "kernel/parse.h"
#include "kernel_output_check.h"
#include "sim_run_support.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using test::Values;

namespace {

const std::string kHead =
    "use furiosa_opt_std::prelude::*;\n"
    "axes![W = 1024];\n"
    "type Chip = m![1];\n"
    "type Cluster = m![1];\n"
    "type Row = DmTensor<i32, Chip, Cluster, m![W / 4], m![W % 4]>;\n";

// Adds `c` to a row, writing into the view it is given (runtime_if.rs's helper).
const std::string kAddConst =
    "fn add_const(\n"
    "    ctx: &mut Context,\n"
    "    input: &Row,\n"
    "    c: i32,\n"
    "    out: DmTensorViewMut<'_, i32, Chip, Cluster, m![W / 4], m![W % 4]>,\n"
    ") {\n"
    "    ctx.main\n"
    "        .begin(input.view())\n"
    "        .fetch::<m![1], m![W % 4]>()\n"
    "        .collect::<m![1], m![W % 4 # 8]>()\n"
    "        .vector_init()\n"
    "        .vector_intra_slice_tag(TagMode::Zero)\n"
    "        .vector_fxp(FxpBinaryOp::AddFxp, c)\n"
    "        .vector_final()\n"
    "        .commit_trim::<m![W % 4]>()\n"
    "        .commit_view(out)\n"
    "}\n";

std::string addingKernel(const std::string& call) {
    return kHead + kAddConst +
           "#[device(chip = 1, pe = 4)]\n"
           "pub fn k(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![W]>) -> HbmTensor<i32, Chip, m![W]> {\n"
           "    let input_dm: Row = input.to_dm(&mut ctx.tdma);\n"
           "    let mut out: Row = DmTensor::new();\n"
           "    " +
           call +
           "\n"
           "    out.to_hbm(&mut ctx.tdma)\n"
           "}\n";
}

kernel::Program load(const std::string& text) { return test::loadEntry(text, "helpers.rs"); }

void expectError(const std::string& text, diag::Kind kind, const std::string& at, const std::string& words) {
    test::expectLocatedError(test::loadEntryError(text, "helpers.rs"), text, kind, at, words);
}

}  // namespace

class TestKernelHelpers : public QObject {
    Q_OBJECT

private slots:
    void aHelperRunsInPlaceWithItsScalarBound() {
        for (int c : {1, 7}) {
            const auto program = load(addingKernel(fmt::format("add_const(ctx, &input_dm, {}, out.view_mut());", c)));
            test::expectOutput(program, "input", "out", [&](const auto& at, const Values& in) { return in.at(at, program.axes) + c; });
        }
    }

    void aConstantArgumentIsItsValue() {
        std::string text = addingKernel("add_const(ctx, &input_dm, STEP * 2, out.view_mut());");
        text.insert(text.find("fn add_const"), "const STEP: i32 = 3;\n");
        const auto program = load(text);
        test::expectOutput(program, "input", "out", [&](const auto& at, const Values& in) { return in.at(at, program.axes) + 6; });
    }

    void aHelperCallingAHelperPassesItsParametersOn() {
        std::string text = addingKernel("twice(ctx, &input_dm, 5, out.view_mut());");
        text.insert(text.find("#[device"),
                    "fn twice(ctx: &mut Context, input: &Row, c: i32,\n"
                    "         out: DmTensorViewMut<'_, i32, Chip, Cluster, m![W / 4], m![W % 4]>) {\n"
                    "    add_const(ctx, input, c, out);\n"
                    "}\n");
        const auto program = load(text);
        test::expectOutput(program, "input", "out", [&](const auto& at, const Values& in) { return in.at(at, program.axes) + 5; });
    }

    void aHelperReturnsTheTensorItEndsWith() {
        // vrf_add_segmented.rs's shape: the tensor goes in by value and comes back.
        const std::string text = kHead + kAddConst +
                                 "fn add_into(ctx: &mut Context, input: &Row, mut out: Row) -> Row {\n"
                                 "    add_const(ctx, input, 2, out.view_mut());\n"
                                 "    out\n"
                                 "}\n"
                                 "#[device(chip = 1, pe = 4)]\n"
                                 "pub fn k(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![W]>) -> HbmTensor<i32, Chip, m![W]> {\n"
                                 "    let input_dm: Row = input.to_dm(&mut ctx.tdma);\n"
                                 "    let fresh: Row = DmTensor::new();\n"
                                 "    let out = add_into(ctx, &input_dm, fresh);\n"
                                 "    out.to_hbm(&mut ctx.tdma)\n"
                                 "}\n";
        const auto program = load(text);
        // The tensor keeps the name it was made with.
        test::expectOutput(program, "input", "fresh", [&](const auto& at, const Values& in) { return in.at(at, program.axes) + 2; });
    }

    void aWholeViewMovesAsItsTensor() {
        // binary_add.rs's helper loads the views it is given.
        std::string text = kHead + kAddConst +
                           "fn load(ctx: &mut Context, x: HbmTensorView<'_, i32, Chip, m![W]>) -> Row {\n"
                           "    x.to_dm::<Cluster, m![W / 4], m![W % 4]>(&mut ctx.tdma)\n"
                           "}\n"
                           "#[device(chip = 1, pe = 4)]\n"
                           "pub fn k(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![W]>) -> HbmTensor<i32, Chip, m![W]> {\n"
                           "    let input_dm = load(ctx, input.view());\n"
                           "    let mut out: Row = DmTensor::new();\n"
                           "    add_const(ctx, &input_dm, 4, out.view_mut());\n"
                           "    out.to_hbm(&mut ctx.tdma)\n"
                           "}\n";
        const auto program = load(text);
        test::expectOutput(program, "input", "out", [&](const auto& at, const Values& in) { return in.at(at, program.axes) + 4; });

        // A tile is not the tensor: it moves the tile's elements (at the tile's own coordinates) into a tensor of its own.
        const std::string whole = "load(ctx, input.view())";
        text.replace(text.find(whole), whole.size(), "load(ctx, input.view().tile::<m![W], 512, m![W = 512 # 1024]>(512))");
        const auto tiled = load(text);
        QVERIFY(tiled.ops.front().transfer.sourceOffset);
        QCOMPARE(tiled.ops.front().transfer.sourceViewCall, std::string("tile::<m![W], 512, m![W = 512 # 1024]>(512)"));
    }

    void aConstGenericBoundsTheHelpersLoop() {
        // typelevel_const.rs's shape: `transpose_rows::<N>` copies the first N
        // rows of [A, B] transposed; rows past N keep new()'s zeros.
        auto text = [](const std::string& rows) {
            return std::string(
                       "use furiosa_opt_std::prelude::*;\n"
                       "axes![A = 32, B = 32];\n"
                       "fn transpose_rows<const N: usize>(\n"
                       "    ctx: &mut Context,\n"
                       "    input: HbmTensorView<'_, i8, m![1], m![A, B]>,\n"
                       "    output: &mut HbmTensor<i8, m![1], m![B, A]>,\n"
                       ") {\n"
                       "    for b in 0..N {\n"
                       "        let input_slice = input.tile::<m![B], 1, m![A, 1 # 32]>(b);\n"
                       "        let output_slice = output.view_mut().tile::<m![B], 1, m![1 #{!} 32, A]>(b);\n"
                       "        input_slice.to_hbm_view(&mut ctx.tdma, output_slice);\n"
                       "    }\n"
                       "}\n"
                       "#[device(chip = 1)]\n"
                       "pub fn k(ctx: &mut Context, input: HbmTensorView<'_, i8, m![1], m![A, B]>) -> HbmTensor<i8, m![1], m![B, A]> {\n"
                       "    let mut output = HbmTensor::<i8, m![1], m![B, A]>::new();\n"
                       "    transpose_rows::<") +
                   rows +
                   ">(ctx, input, &mut output);\n"
                   "    output\n"
                   "}\n";
        };
        for (u64 rows : {u64{32}, u64{5}}) {
            const auto program = load(text(std::to_string(rows)));
            test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) {
                const u64 b = at.at("B");
                return b < rows ? in.at({{"A", at.at("A")}, {"B", b}}, program.axes) : 0.0;
            });
        }
    }

    void aTupleReturnTypesEachOutput() {
        // runtime_if.rs's and dma.rs's shape: the returned tensors' types are
        // the return type's elements, written nowhere else.
        auto text = [](const std::string& tail) {
            return kHead + kAddConst +
                   "#[device(chip = 1, pe = 4)]\n"
                   "pub fn k(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![W]>)\n"
                   "    -> (HbmTensor<i32, Chip, m![W]>, HbmTensor<i32, Chip, m![W]>) {\n"
                   "    let input_dm: Row = input.to_dm(&mut ctx.tdma);\n"
                   "    let mut one: Row = DmTensor::new();\n"
                   "    let mut two: Row = DmTensor::new();\n"
                   "    add_const(ctx, &input_dm, 1, one.view_mut());\n"
                   "    add_const(ctx, &input_dm, 2, two.view_mut());\n"
                   "    " +
                   tail + "\n}\n";
        };
        const auto program = load(text("(one.to_hbm(&mut ctx.tdma), two.to_hbm(&mut ctx.tdma))"));
        QCOMPARE(program.outputs.size(), std::size_t{2});
        const auto plus = [&](double c) {
            return [&program, c](const auto& at, const test::Inputs& in) { return in.at("input").at(at, program.axes) + c; };
        };
        test::expectOutputs(program, {"input"}, {{"output", plus(1)}, {"output#2", plus(2)}});

        const std::string tooFew = text("(one.to_hbm(&mut ctx.tdma),)");
        expectError(tooFew, diag::Kind::type_mismatch, "(HbmTensor<i32", "returns a tuple of 2, but its body ends in a tuple of 1");
        const std::string single = text("one.to_hbm(&mut ctx.tdma)");
        expectError(single, diag::Kind::type_mismatch, "(HbmTensor<i32", "returns a tuple of 2, but its body ends in a tensor");
    }

    void aTupleIsTakenApartByLet() {
        // A helper's tuple of tensors, a tuple written in place and a nested one, each part bound to its name.
        const std::string pair =
            "fn pair(ctx: &mut Context, input: &Row) -> (Row, Row) {\n"
            "    let mut one: Row = DmTensor::new();\n"
            "    let mut two: Row = DmTensor::new();\n"
            "    add_const(ctx, input, 1, one.view_mut());\n"
            "    add_const(ctx, input, 2, two.view_mut());\n"
            "    (one, two)\n"
            "}\n";
        auto text = [&](const std::string& body) {
            return kHead + kAddConst + pair +
                   "#[device(chip = 1, pe = 4)]\n"
                   "pub fn k(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![W]>)\n"
                   "    -> (HbmTensor<i32, Chip, m![W]>, HbmTensor<i32, Chip, m![W]>) {\n"
                   "    let input_dm: Row = input.to_dm(&mut ctx.tdma);\n" +
                   body + "\n}\n";
        };
        const auto plus = [](const kernel::Program& program, double c) {
            return [&program, c](const auto& at, const test::Inputs& in) { return in.at("input").at(at, program.axes) + c; };
        };
        const auto swapped = load(text("    let (a, b) = pair(ctx, &input_dm);\n    (b.to_hbm(&mut ctx.tdma), a.to_hbm(&mut ctx.tdma))"));
        test::expectOutputs(swapped, {"input"}, {{"output", plus(swapped, 2)}, {"output#2", plus(swapped, 1)}});

        const auto nested =
            load(text("    let ((a, _), mut c): ((Row, Row), Row) = (pair(ctx, &input_dm), pair(ctx, &input_dm).1);\n"
                      "    add_const(ctx, &a, 10, c.view_mut());\n"
                      "    (a.to_hbm(&mut ctx.tdma), c.to_hbm(&mut ctx.tdma))"));
        test::expectOutputs(nested, {"input"}, {{"output", plus(nested, 1)}, {"output#2", plus(nested, 11)}});

        // Not a tuple, the wrong number of parts, a type that is not a tuple's: each at what is wrong.
        const std::string single = text("    let (a, b) = input_dm;\n    (a.to_hbm(&mut ctx.tdma), b.to_hbm(&mut ctx.tdma))");
        expectError(single, diag::Kind::type_mismatch, "(a, b) = input_dm", "takes a tuple apart, but the value is a tensor");
        const std::string three = text("    let (a, b, c) = pair(ctx, &input_dm);\n    (a.to_hbm(&mut ctx.tdma), b.to_hbm(&mut ctx.tdma))");
        expectError(three, diag::Kind::arity_mismatch, "(a, b, c)", "has 3 parts, but the tuple has 2");
        const std::string typed =
            text("    let (a, b): Row = pair(ctx, &input_dm);\n    (a.to_hbm(&mut ctx.tdma), b.to_hbm(&mut ctx.tdma))");
        expectError(typed, diag::Kind::type_mismatch, "Row = pair", "is not a tuple type of 2 parts");
        const std::string slice = text("    let [a, b] = pair(ctx, &input_dm);\n    (a.to_hbm(&mut ctx.tdma), b.to_hbm(&mut ctx.tdma))");
        expectError(slice, diag::Kind::unsupported_construct, "[a, b]", "destructuring pattern");
    }

    void aNegatedFloatBindingIsAnOperand() {
        // vector_engine/normal.rs's ve_elementwise_neg_offset_f32: `let neg = -offset;` over a float binding.
        const std::string text =
            "use furiosa_opt_std::prelude::*;\n"
            "axes![A = 512];\n"
            "type Chip = m![1];\n"
            "type Cluster = m![1 # 2];\n"
            "#[device(chip = 1)]\n"
            "pub fn k(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {\n"
            "    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma);\n"
            "    let offset = 100.0f32;\n"
            "    let neg_offset = -offset;\n"
            "    let result: DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx.main.begin(input_dm.view())\n"
            "        .fetch::<m![1], m![A % 2]>()\n"
            "        .fetch_cast::<f32>()\n"
            "        .collect::<m![1], m![A % 2 # 8]>()\n"
            "        .vector_init()\n"
            "        .vector_intra_slice_tag(TagMode::Zero)\n"
            "        .vector_narrow_trim::<m![A % 2 # 4]>()\n"
            "        .vector_fp_binary(FpBinaryOp::AddF, neg_offset)\n"
            "        .vector_widen_pad::<m![A % 2 # 8]>()\n"
            "        .vector_final()\n"
            "        .commit_trim::<m![A % 2]>()\n"
            "        .commit();\n"
            "    result.to_hbm(&mut ctx.tdma)\n"
            "}\n";
        const auto program = load(text);
        test::expectOutput(program, "input", "output",
                           [&](const auto& at, const Values& in) { return double(float(in.at(at, program.axes)) - 100.0f); });
    }

    void aTupleAndAStructParameterHoldTensors() {
        const std::string head =
            kHead +
            "#[derive(DeviceSend)]\n"
            "pub struct Pair<'a> {\n    pub lhs: &'a HbmTensor<i32, Chip, m![W]>,\n    pub rhs: &'a HbmTensor<i32, Chip, m![W]>,\n}\n";
        const std::string body =
            ") -> HbmTensor<i32, Chip, m![W]> {\n"
            "    let staged: Row = {}.to_dm(&mut ctx.tdma);\n"
            "    staged.to_hbm(&mut ctx.tdma)\n"
            "}\n";
        auto kernelOf = [&](const std::string& params, const std::string& read) {
            std::string b = body;
            b.replace(b.find("{}"), 2, read);
            return head + "#[device(chip = 1, pe = 4)]\npub fn k(ctx: &mut Context, " + params + b;
        };
        const auto tuple = load(kernelOf("inputs: (&HbmTensor<i32, Chip, m![W]>, &HbmTensor<i32, Chip, m![W]>)", "inputs.1"));
        test::expectOutput(tuple, "inputs.1", "staged", [&](const auto& at, const Values& in) { return in.at(at, tuple.axes); });
        const auto pair = load(kernelOf("p: Pair<'_>", "p.rhs"));
        test::expectOutput(pair, "p.rhs", "staged", [&](const auto& at, const Values& in) { return in.at(at, pair.axes); });

        expectError(kernelOf("p: Pair<'_>", "p.middle"), diag::Kind::unknown_name, "middle", "`Pair` has no field `middle`");
        expectError(kernelOf("inputs: (&HbmTensor<i32, Chip, m![W]>,)", "inputs.3"), diag::Kind::unknown_name, "3.to_dm", "no field `.3`");
        std::string scalarField = kernelOf("p: Pair<'_>", "p.lhs");
        scalarField.replace(scalarField.find("pub rhs: &'a HbmTensor<i32, Chip, m![W]>"), 40, "pub rhs: u32");
        expectError(scalarField, diag::Kind::unsupported_construct, "u32", "`p.rhs` of a device function's parameter is not a tensor");
    }

    void hostCodeBuildsAndReadsStructValues() {
        // Host code (a test under tests/, a main) builds struct values and reads their
        // fields: a seed, a struct a device function takes, and the literal's mistakes.
        const std::string head =
            kHead +
            "pub struct Setup {\n    pub seed: u64,\n    pub rows: (usize, usize),\n}\n"
            "pub struct Pair<'a> {\n    pub lhs: &'a HbmTensor<i32, Chip, m![W]>,\n    pub rhs: &'a HbmTensor<i32, Chip, m![W]>,\n}\n"
            "#[device(chip = 1, pe = 4)]\n"
            "pub fn k(ctx: &mut Context, p: Pair<'_>) -> HbmTensor<i32, Chip, m![W]> {\n"
            "    let staged: Row = p.rhs.to_dm(&mut ctx.tdma);\n"
            "    staged.to_hbm(&mut ctx.tdma)\n"
            "}\n";
        auto host = [&](const std::string& setup, const std::string& pair) {
            return head +
                   "#[tokio::test]\n"
                   "async fn test_k() {\n"
                   "    let mut ctx = Context::acquire();\n"
                   "    let setup = " +
                   setup +
                   ";\n"
                   "    let mut rng = SmallRng::seed_from_u64(setup.seed + setup.rows.1 as u64);\n"
                   "    let lhs_host = HostTensor::<i32, m![W]>::rand(&mut rng);\n"
                   "    let rhs_host = HostTensor::<i32, m![W]>::rand(&mut rng);\n"
                   "    let lhs = lhs_host.to_hbm(&mut ctx.pdma).await;\n"
                   "    let rhs = rhs_host.to_hbm(&mut ctx.pdma).await;\n"
                   "    let pair = " +
                   pair +
                   ";\n"
                   "    let out = launch(k, (&mut ctx, pair)).await;\n"
                   "    let _host = out.to_host::<m![W]>(&mut ctx.pdma).await;\n"
                   "}\n";
        };
        auto program = kernel::parseKernel({"host.rs", host("Setup { seed: 40, rows: (1, 2) }", "Pair { rhs: &rhs, lhs: &lhs }")});
        QVERIFY2(program, program ? "" : program.error().message.c_str());
        QCOMPARE(program->tensors[test::tensorNamed(*program, "lhs_host")].seed, std::optional<u64>(42));
        test::expectOutput(*program, "rhs_host", "_host", [&](const auto& at, const Values& in) { return in.at(at, program->axes); });

        auto error = [&](const std::string& text) {
            auto p = kernel::parseKernel({"host.rs", text});
            if (p) qFatal("the host code loaded, but an error was expected:\n%s", text.c_str());
            return p.error();
        };
        const std::string extra = host("Setup { seed: 40, rows: (1, 2), cols: 3 }", "Pair { lhs: &lhs, rhs: &rhs }");
        QCOMPARE(diag::spelling(error(extra).kind), diag::spelling(diag::Kind::unknown_name));
        QCOMPARE(*error(extra).offset, extra.find("cols"));
        const std::string missing = host("Setup { seed: 40, rows: (1, 2) }", "Pair { lhs: &lhs }");
        QCOMPARE(diag::spelling(error(missing).kind), diag::spelling(diag::Kind::type_mismatch));
        QVERIFY2(error(missing).message.find("missing field `rhs`") != std::string::npos, error(missing).message.c_str());
    }

    void aHelperIsCheckedAtItsCall() {
        const std::string wrongCount = addingKernel("add_const(ctx, &input_dm, out.view_mut());");
        expectError(wrongCount, diag::Kind::arity_mismatch, "add_const(ctx, &input_dm, out", "takes 4 arguments, found 3");

        const std::string wrongType = addingKernel("add_const(ctx, &input_dm, 1, input.view());");
        expectError(wrongType, diag::Kind::type_mismatch, "input.view());", "HbmTensor");

        std::string selfCalling = addingKernel("again(ctx);");
        selfCalling.insert(selfCalling.find("#[device"), "fn again(ctx: &mut Context) {\n    again(ctx);\n}\n");
        expectError(selfCalling, diag::Kind::too_large, "again(ctx);\n}", "does `again` call itself?");

        std::string typeGeneric = addingKernel("generic::<i32>(ctx);");
        typeGeneric.insert(typeGeneric.find("#[device"), "fn generic<D>(ctx: &mut Context) {}\n");
        expectError(typeGeneric, diag::Kind::unsupported_construct, "<D>", "generic over the type `D`");

        std::string noConstant = addingKernel("rows(ctx);");
        noConstant.insert(noConstant.find("#[device"), "fn rows<const N: usize>(ctx: &mut Context) {}\n");
        expectError(noConstant, diag::Kind::arity_mismatch, "rows(ctx);", "call it as `rows::<N>(..)`");
    }
};

QTEST_APPLESS_MAIN(TestKernelHelpers)
#include "tst_kernel_helpers.moc"
