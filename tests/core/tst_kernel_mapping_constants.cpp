// Escaped constants in mappings (kernel/mapping_constants.h): `{ expr }` where
// m! takes a number, as stotrf_table_lookup.rs pads a tile with
// `m![1 # { Out::SIZE / 8 }, ..]`. Where the scanner finds them, the values
// they fold to checked against the literal mapping element by element, and
// the errors of a bad one located at it.
#include <QtTest>

#include "kernel/mapping_constants.h"
#include "kernel/parse.h"
#include "kernel_output_check.h"
#include "sim_run_support.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using test::Values;

namespace {

// typelevel_const.rs's transpose: the first N rows of [A, B] written
// transposed, each tile padded to B's size; `pad` and `hole` are the two
// padding sizes, as numbers or escaped constants.
std::string transposing(const std::string& pad, const std::string& hole, const std::string& rows = "N", const std::string& items = {}) {
    return "use furiosa_opt_std::prelude::*;\n"
           "axes![A = 32, B = 32];\n"
           "const HALF: usize = B::SIZE / 2;\n" +
           items +
           "fn transpose_rows<const N: usize>(\n"
           "    ctx: &mut Context,\n"
           "    input: HbmTensorView<'_, i8, m![1], m![A, B]>,\n"
           "    output: &mut HbmTensor<i8, m![1], m![B, A]>,\n"
           ") {\n"
           "    for b in 0.." +
           rows +
           " {\n"
           "        let input_slice = input.tile::<m![B], 1, m![A, 1 # " +
           pad +
           "]>(b);\n"
           "        let output_slice = output.view_mut().tile::<m![B], 1, m![1 #{!} " +
           hole +
           ", A]>(b);\n"
           "        input_slice.to_hbm_view(&mut ctx.tdma, output_slice);\n"
           "    }\n"
           "}\n"
           "#[device(chip = 1)]\n"
           "pub fn k(ctx: &mut Context, input: HbmTensorView<'_, i8, m![1], m![A, B]>) -> HbmTensor<i8, m![1], m![B, A]> {\n"
           "    let mut output = HbmTensor::<i8, m![1], m![B, A]>::new();\n"
           "    transpose_rows::<5>(ctx, input, &mut output);\n"
           "    output\n"
           "}\n";
}

void expectTransposed(const kernel::Program& program, u64 rows) {
    test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) {
        const u64 b = at.at("B");
        return b < rows ? in.at({{"A", at.at("A")}, {"B", b}}, program.axes) : 0.0;
    });
}

void expectError(const std::string& text, diag::Kind kind, const std::string& at, const std::string& words) {
    test::expectLocatedError(test::loadEntryError(text, "constants.rs"), text, kind, at, words);
}

std::vector<std::string> found(std::string_view text) {
    std::vector<std::string> out;
    for (const kernel::EscapedConstant& e : kernel::escapedConstants(text)) out.emplace_back(text.substr(e.offset, e.length));
    return out;
}

}  // namespace

class TestKernelMappingConstants : public QObject {
    Q_OBJECT

private slots:
    void theScannerFindsNumbersNotMappings() {
        using V = std::vector<std::string>;
        QCOMPARE(found("m![1 # { Out::SIZE / 8 }, Out % 8, Red]"), V{"{ Out::SIZE / 8 }"});
        QCOMPARE(found("m![A / { N }, A % {N}, B = { 2 * M }, C @ {K}]"), (V{"{ N }", "{N}", "{ 2 * M }", "{K}"}));
        // A fill kind is not a constant; the size after it is, as m! reads `# {0}` with spaces too.
        QCOMPARE(found("m![A #{!} { Out::SIZE }, B #{0} {N}, C # {0} 8, D #{*} 4]"), (V{"{ Out::SIZE }", "{N}"}));
        // An escaped mapping in an atom's place stays an alias.
        QCOMPARE(found("m![{ Chip }, {Slice} # 2, A]"), V{});
        // Braces inside the constant belong to it; one never closed is the grammar's to report.
        QCOMPARE(found("m![A / { { N } }, B # { M"), V{"{ { N } }"});
    }

    void aPaddingSizeWrittenAsAConstantRuns() {
        // The numbers, then the same sizes as an axis's size, a `const` item and the helper's const generic.
        expectTransposed(test::loadEntry(transposing("32", "32"), "constants.rs"), 5);
        const auto program = test::loadEntry(transposing("{ B::SIZE }", "{ HALF * 2 }"), "constants.rs");
        expectTransposed(program, 5);
        expectTransposed(test::loadEntry(transposing("{ N * 0 + 32 }", "{ <m![B]>::SIZE }"), "constants.rs"), 5);
        // What the program keeps is the folded mapping.
        std::string views;
        for (const kernel::Operation& op : program.ops)
            for (const auto& view : {op.transfer.sourceView, op.transfer.outputView})
                if (view) views += view->text + "; ";
        QVERIFY2(views.find("m![1 #{!} 32, A]") != std::string::npos, views.c_str());
        QVERIFY2(views.find("{") == views.find("{!}"), views.c_str());
    }

    void anAliasMayHoldAConstant() {
        // The alias reads a `const` item declared after it, as Rust lets it.
        std::string text = transposing("32", "32", "N", "type Tile = m![A, 1 # { PAD }];\nconst PAD: usize = HALF + 16;\n");
        text.replace(text.find("m![A, 1 # 32]"), 13, "Tile");
        expectTransposed(test::loadEntry(text, "constants.rs"), 5);
    }

    void aBlockAliasReadsTheBlocksConstants() {
        // In a function body, `type Slice = m![A / { N }];` reads the body's `const N`, and
        // a `const` reads the body's alias (`Slice::SIZE`), whichever is written first.
        auto body = [](const std::string& items) {
            return "use furiosa_opt_std::prelude::*;\n"
                   "axes![A = 2048];\n"
                   "type Chip = m![1];\n"
                   "#[device(chip = 1)]\n"
                   "pub fn k(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {\n" +
                   items +
                   "    const { assert!(SLICES == 256, \"the slices\"); }\n"
                   "    let x: DmTensor<i32, Chip, m![1 # 2], Slice, m![A % { N }]> = input.to_dm(&mut ctx.tdma);\n"
                   "    x.to_hbm(&mut ctx.tdma)\n"
                   "}\n";
        };
        for (const std::string& items :
             {std::string("    const N: usize = 8;\n    type Slice = m![A / { N }];\n    const SLICES: usize = Slice::SIZE;\n"),
              std::string("    const SLICES: usize = Slice::SIZE;\n    type Slice = m![A / { N }];\n    const N: usize = 4 * 2;\n")}) {
            const auto program = test::loadEntry(body(items), "constants.rs");
            QCOMPARE(program.tensors[test::tensorNamed(program, "x")].mappings[2].text, std::string("m![A / 8]"));
            test::expectOutput(program, "input", "x", [&](const auto& at, const Values& in) { return in.at(at, program.axes); });
        }
    }

    void stotrfsPaddedTileRuns() {
        // stotrf_table_lookup.rs's tiles: a group of 8 rows of Out, padded to Out::SIZE / 8 groups.
        const std::string text =
            "use furiosa_opt_std::prelude::*;\n"
            "axes![Out = 32, Red = 16];\n"
            "type Chip = m![1];\n"
            "#[device(chip = 1)]\n"
            "pub fn k(ctx: &mut Context, weight: &HbmTensor<i8, Chip, m![Out, Red]>) -> HbmTensor<i8, Chip, m![Out, Red]> {\n"
            "    let mut out = HbmTensor::<i8, Chip, m![Out, Red]>::new();\n"
            "    for g in 0..(Out::SIZE / 8) {\n"
            "        let group = weight.view().tile::<m![Out / 8], 1, m![1 # { Out::SIZE / 8 }, Out % 8, Red]>(g);\n"
            "        let into = out.view_mut().tile::<m![Out / 8], 1, m![1 #{!} { Out::SIZE / 8 }, Out % 8, Red]>(g);\n"
            "        group.to_hbm_view(&mut ctx.tdma, into);\n"
            "    }\n"
            "    out\n"
            "}\n";
        const auto program = test::loadEntry(text, "constants.rs");
        test::expectOutput(program, "weight", "out", [&](const auto& at, const Values& in) { return in.at(at, program.axes); });
    }

    void aBadConstantIsLocatedAtIt() {
        expectError(transposing("{ Nowhere::SIZE }", "32"), diag::Kind::type_mismatch, "Nowhere::SIZE", "expected an integer constant");
        expectError(transposing("{ WIDTH }", "32"), diag::Kind::unknown_name, "WIDTH", "`WIDTH` is not defined here");
        expectError(transposing("{ B::SIZE - 64 }", "32"), diag::Kind::invalid_constant, "B::SIZE - 64", "underflows");
        expectError(transposing("{ , }", "32"), diag::Kind::unsupported_construct, "{ , }", "not a constant expression");
        // A value the mapping rejects is reported at the constant that made it.
        expectError(transposing("{ HALF - 16 }", "32"), diag::Kind::mapping_error, "# { HALF - 16 }", "");
        // An alias whose constant needs its own size.
        std::string selfSized = transposing("32", "32", "N", "type Tile = m![A, 1 # { Tile::SIZE }];\n");
        selfSized.replace(selfSized.find("m![A, 1 # 32]"), 13, "Tile");
        expectError(selfSized, diag::Kind::invalid_constant, "Tile::SIZE }", "escaped constants of `Tile`");
    }
};

QTEST_APPLESS_MAIN(TestKernelMappingConstants)
#include "tst_kernel_mapping_constants.moc"
