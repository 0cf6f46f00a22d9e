// The toolchain's moves that are not plain copies, run for real: `reshape()`
// (the same bytes read through other mappings). Each output is checked
// against values worked out here from the drawn inputs, not only against the
// simulator's own reference (which reads the program the same way the
// simulation does, and so could agree with a wrong layout).
#include <QtTest>

#include "kernel/parse.h"
#include "kernel_output_check.h"
#include "sim_run_support.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using test::tensorNamed;
using test::Values;

namespace {

kernel::Program load(const std::string& text) { return test::loadEntry(text, "moves.rs"); }

// The load's error, or the run's when it loads.
diag::Diagnostic loadOrRunError(const std::string& text) {
    auto program = kernel::parseKernel({"moves.rs", text}, {.entry = "k"});
    if (!program) return program.error();
    auto run = sim::runKernel(*program);
    if (run) qFatal("the kernel ran, but an error was expected:\n%s", text.c_str());
    return run.error();
}

// Whether the error is `kind`, located at the first `at` in `text`, saying `words`.
void expectError(const std::string& text, diag::Kind kind, const std::string& at, const std::string& words) {
    const diag::Diagnostic d = loadOrRunError(text);
    QVERIFY2(d.message.find(words) != std::string::npos, d.message.c_str());
    QCOMPARE(diag::spelling(d.kind), diag::spelling(kind));
    QVERIFY(d.offset);
    QCOMPARE(*d.offset, text.find(at));
}

// A = C x D rows over the slices, B = E x F elements in each.
const std::string kReshapeHead =
    "use furiosa_opt_std::prelude::*;\n"
    "axes![A = 256, B = 8, C = 16, D = 16, E = 2, F = 4];\n"
    "type Chip = m![1];\n"
    "type Cluster = m![1 # 2];\n";

std::string reshapeKernel(const std::string& reshaped, const std::string& output) {
    return kReshapeHead +
           "#[device(chip = 1)]\n"
           "pub fn k(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A, B]>) -> HbmTensor<i32, Chip, " +
           output +
           "> {\n"
           "    let dm: DmTensor<i32, Chip, Cluster, m![A], m![B]> = input.to_dm(&mut ctx.tdma);\n"
           "    let reshaped: " +
           reshaped +
           " = unsafe { dm.reshape() };\n"
           "    reshaped.to_hbm(&mut ctx.tdma)\n"
           "}\n";
}

}  // namespace

class TestKernelMoves : public QObject {
    Q_OBJECT

private slots:
    void aReshapeRegroupsTheSameBytes() {
        // Slice A = 16c + d and Element B = 4e + f, read as [C, D] and [E, F].
        const auto program = load(reshapeKernel("DmTensor<i32, Chip, Cluster, m![C, D], m![E, F]>", "m![C, D, E, F]"));
        test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) {
            return in.at({{"A", at.at("C") * 16 + at.at("D")}, {"B", at.at("E") * 4 + at.at("F")}}, program.axes);
        });
        // In place: the reshaped tensor is its source's bytes, and no operation moves them.
        QCOMPARE(program.tensors[tensorNamed(program, "reshaped")].address, program.tensors[tensorNamed(program, "dm")].address);
        const auto run = test::mustRun(program);
        for (const auto& op : run.ops) QVERIFY2(!op.name.starts_with("reshape("), op.name.c_str());
        QVERIFY(std::any_of(program.ops.begin(), program.ops.end(), [](const auto& op) { return op.name == "reshape(dm) -> reshaped"; }));
    }

    void aReshapeReadsPositionsNotCoordinates() {
        // [D, C] over the slices: slice 16d + c, which held row A = 16d + c.
        const auto program = load(reshapeKernel("DmTensor<i32, Chip, Cluster, m![D, C], m![F, E]>", "m![C, D, E, F]"));
        test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) {
            return in.at({{"A", at.at("D") * 16 + at.at("C")}, {"B", at.at("F") * 2 + at.at("E")}}, program.axes);
        });
    }

    void aViewReshapesAsItsTensor() {
        // projection.rs's shape: a whole view reshaped, then read by a pass.
        const std::string text =
            kReshapeHead +
            "#[device(chip = 1)]\n"
            "pub fn k(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A, B]>) -> HbmTensor<i32, Chip, m![C, D, E, F]> {\n"
            "    let dm: DmTensor<i32, Chip, Cluster, m![A], m![B]> = input.to_dm(&mut ctx.tdma);\n"
            "    let v: DmTensorView<'_, i32, Chip, Cluster, m![C, D], m![E, F]> = unsafe { dm.view().reshape() };\n"
            "    let out: DmTensor<i32, Chip, Cluster, m![C, D], m![E, F]> = ctx.main.begin(v)\n"
            "        .fetch::<m![1], m![E, F]>()\n"
            "        .collect::<m![1], m![E, F]>()\n"
            "        .commit_trim::<m![E, F]>()\n"
            "        .commit();\n"
            "    out.to_hbm(&mut ctx.tdma)\n"
            "}\n";
        const auto program = load(text);
        test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) {
            return in.at({{"A", at.at("C") * 16 + at.at("D")}, {"B", at.at("E") * 4 + at.at("F")}}, program.axes);
        });
    }

    void anHbmTensorReshapesInPlace() {
        const std::string text = kReshapeHead +
                                 "#[device(chip = 1)]\n"
                                 "pub fn k(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A, B]>)\n"
                                 "    -> HbmTensor<i32, Chip, m![D, C, E, F]> {\n"
                                 "    let copy: HbmTensor<i32, Chip, m![A, B]> = input.to_hbm(&mut ctx.tdma);\n"
                                 "    let flat = unsafe { copy.reshape::<Chip, m![C, D, E, F]>() };\n"
                                 "    flat.to_hbm(&mut ctx.tdma)\n"
                                 "}\n";
        const auto program = load(text);
        test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) {
            return in.at({{"A", at.at("C") * 16 + at.at("D")}, {"B", at.at("E") * 4 + at.at("F")}}, program.axes);
        });
    }

    void aReshapeKeepsEveryRolesSize() {
        // (A DM tensor's Chip, Cluster and Slice are the chip's own sizes, checked as every tensor's are.)
        const std::string elements = reshapeKernel("DmTensor<i32, Chip, Cluster, m![C, D], m![E, F # 16]>", "m![C, D, E, F]");
        expectError(elements, diag::Kind::reshape_size, "dm.reshape()", "the Element of `dm` (`m![B]`) has 8 positions");
        const std::string hbm = kReshapeHead +
                                "#[device(chip = 1)]\n"
                                "pub fn k(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A, B]>) -> HbmTensor<i32, Chip, m![C, E]> {\n"
                                "    let copy: HbmTensor<i32, Chip, m![A, B]> = input.to_hbm(&mut ctx.tdma);\n"
                                "    let flat = unsafe { copy.reshape::<Chip, m![C, E]>() };\n"
                                "    flat.to_hbm(&mut ctx.tdma)\n"
                                "}\n";
        expectError(hbm, diag::Kind::reshape_size, "copy.reshape", "the Element of `copy` (`m![A, B]`) has 2048 positions");
    }

    void aReshapeIsTyped() {
        std::string untyped = reshapeKernel("DmTensor<i32, Chip, Cluster, m![C, D], m![E, F]>", "m![C, D, E, F]");
        untyped.replace(untyped.find("let reshaped: "), untyped.find(" = unsafe") - untyped.find("let reshaped: "), "let reshaped");
        untyped.replace(untyped.find("    reshaped.to_hbm"), std::string("    reshaped.to_hbm(&mut ctx.tdma)\n").size(),
                        "    let out: HbmTensor<i32, Chip, m![C, D, E, F]> = reshaped.to_hbm(&mut ctx.tdma);\n    out\n");
        expectError(untyped, diag::Kind::missing_annotation, "reshape()", "is written nowhere");

        std::string turbofish = reshapeKernel("DmTensor<i32, Chip, Cluster, m![C, D], m![E, F]>", "m![C, D, E, F]");
        turbofish.replace(turbofish.find("reshape()"), 9, "reshape::<Chip, Cluster>()");
        expectError(turbofish, diag::Kind::arity_mismatch, "Chip, Cluster>()", "takes 4 type arguments, found 2");
    }
};

QTEST_APPLESS_MAIN(TestKernelMoves)
#include "tst_kernel_moves.moc"
