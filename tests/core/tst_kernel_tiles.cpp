// The toolchain's tiles of a view, `view().tile::<Index, LEN, Tile>(start)`,
// run for real: a pass reading a tile, commit_view writing one, transfers
// from and into tiles, and `new()` tensors starting as zeros. Each output is
// checked against values worked out here from the drawn input, not only
// against the simulator's own reference (which reads tiles the same way and
// so could agree with a wrong offset).
#include <QtTest>

#include <functional>

#include "kernel/parse.h"
#include "kernel_output_check.h"
#include "sim_run_support.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using test::tensorNamed;
using test::Values;

namespace {

const std::string kHead = "use furiosa_opt_std::prelude::*;\ntype Chip = m![1];\ntype Cluster = m![1 # 2];\ntype Slice = m![1 # 256];\n";

kernel::Program load(const std::string& text) { return test::loadEntry(text, "tiles.rs"); }

void expectOutput(const std::string& text, const std::string& input, const std::string& output,
                  const std::function<double(const std::map<std::string, u64>&, const test::Values&)>& expected) {
    test::expectOutput(load(text), input, output, expected);
}

diag::Diagnostic loadOrRunError(const std::string& text) {
    auto program = kernel::parseKernel({"tiles.rs", text}, {.entry = "k"});
    if (!program) return program.error();
    auto run = sim::runKernel(*program);
    if (run) qFatal("the kernel ran, but an error was expected");
    return run.error();
}

const std::string kSwapHalves = kHead +
                                "axes![A = 8, X = 32];\n"
                                "#[device(chip = 1)]\n"
                                "pub fn k(ctx: &mut Context, x: &HbmTensor<bf16, Chip, m![A, X]>) -> HbmTensor<bf16, Chip, m![A, X]> {\n"
                                "    let x: DmTensor<bf16, Chip, Cluster, Slice, m![A, X]> = x.to_dm(&mut ctx.tdma);\n"
                                "    let mut out: DmTensor<bf16, Chip, Cluster, Slice, m![A, X]> = DmTensor::new();\n"
                                "    for h in 0..HALVES {\n"
                                "        ctx.main\n"
                                "            .begin(x.view().tile::<m![X], 16, m![A, X = 16 # 32]>(h * 16))\n"
                                "            .fetch::<m![A], m![X = 16]>()\n"
                                "            .collect::<m![A], m![X = 16]>()\n"
                                "            .commit_trim::<m![X = 16]>()\n"
                                "            .commit_view(out.view_mut().tile::<m![X], 16, m![A, X = 16 #{!} 32]>(16 - h * 16));\n"
                                "    }\n"
                                "    out.to_hbm(&mut ctx.tdma)\n"
                                "}\n";

std::string swapHalves(int halves) {
    std::string text = kSwapHalves;
    text.replace(text.find("HALVES"), 6, std::to_string(halves));
    return text;
}

}  // namespace

class TestKernelTiles : public QObject {
    Q_OBJECT

private slots:
    // Two passes, each reading one X-half of `x` and committing it into the other half of `out`.
    void passesReadAndCommitTiles() {
        const auto program = load(swapHalves(2));
        const auto& second = program.ops[2].pass;
        QVERIFY(second.sourceOffset && second.outputOffset);
        QCOMPARE(second.sourceOffset->get(*program.axes.find("X")), u64{16});
        QCOMPARE(second.outputOffset->get(*program.axes.find("X")), u64{0});
        expectOutput(swapHalves(2), "x", "out",
                     [](const auto& at, const Values& in) { return in.values[at.at("A") * 32 + (at.at("X") + 16) % 32]; });
    }

    // One pass into the upper half: the lower half keeps the zeros `DmTensor::new()` starts with,
    // as the toolchain's CPU model gives them (its tile_window_commit test expects exactly that).
    void aNewTensorStartsAsZeros() {
        const auto program = load(swapHalves(1));
        QCOMPARE(program.tensors[tensorNamed(program, "out")].origin, kernel::Origin::Zeroed);
        expectOutput(swapHalves(1), "x", "out",
                     [](const auto& at, const Values& in) { return at.at("X") < 16 ? 0.0 : in.values[at.at("A") * 32 + at.at("X") - 16]; });
    }

    // HBM to HBM, one B-column at a time: each tile of `input` lands transposed in a tile of `output`.
    void transfersMoveTileToTile() {
        const std::string text = kHead +
                                 "axes![A = 64, B = 8];\n"
                                 "#[device(chip = 1)]\n"
                                 "pub fn k(ctx: &mut Context, input: &HbmTensor<i8, m![1], m![A, B]>) -> HbmTensor<i8, m![1], m![B, A]> {\n"
                                 "    let mut output = HbmTensor::<i8, m![1], m![B, A]>::new();\n"
                                 "    for b in 0..8 {\n"
                                 "        let column = input.view().tile::<m![B], 1, m![A, 1 # 8]>(b);\n"
                                 "        column.to_hbm_view(&mut ctx.tdma, output.view_mut().tile::<m![B], 1, m![1 #{!} 8, A]>(b));\n"
                                 "    }\n"
                                 "    output\n"
                                 "}\n";
        const kernel::Program program = load(text);
        QCOMPARE(program.ops.size(), std::size_t{8});
        // Each unrolled operation says which iteration it is, in its name too.
        QCOMPARE(program.ops[3].iteration, std::string("b = 3"));
        QVERIFY2(program.ops[3].name.ends_with(" -> output [b = 3]"), program.ops[3].name.c_str());
        expectOutput(text, "input", "output", [](const auto& at, const Values& in) { return in.values[at.at("A") * 8 + at.at("B")]; });
    }

    // Nested loops name every index, outermost first; `for _ in` its iteration's number.
    void nestedLoopsNameEveryIndex() {
        const std::string text =
            kHead +
            "axes![A = 64, B = 8];\n"
            "#[device(chip = 1)]\n"
            "pub fn k(ctx: &mut Context, input: &HbmTensor<i8, m![1], m![A, B]>) -> HbmTensor<i8, m![1], m![B, A]> {\n"
            "    let mut output = HbmTensor::<i8, m![1], m![B, A]>::new();\n"
            "    for _ in 0..1 {\n"
            "        for h in 0..2 {\n"
            "            for q in 0..4 {\n"
            "                let column = input.view().tile::<m![B], 1, m![A, 1 # 8]>(h * 4 + q);\n"
            "                column.to_hbm_view(&mut ctx.tdma, output.view_mut().tile::<m![B], 1, m![1 #{!} 8, A]>(h * 4 + q));\n"
            "            }\n"
            "        }\n"
            "    }\n"
            "    output\n"
            "}\n";
        const kernel::Program program = load(text);
        QCOMPARE(program.ops.size(), std::size_t{8});
        QCOMPARE(program.ops[6].iteration, std::string("iteration 0, h = 1, q = 2"));
    }

    // A view as a parameter (the toolchain's tile_simple): the whole tensor the caller holds, seen
    // through a view and tiled as any view is. A ViewMut parameter written in place is an output.
    void viewParametersAreWholeViews() {
        const std::string transpose =
            kHead +
            "axes![A = 64, B = 8];\n"
            "#[device(chip = 1)]\n"
            "pub fn k(ctx: &mut Context, input: HbmTensorView<'_, i8, m![1], m![A, B]>) -> HbmTensor<i8, m![1], m![B, A]> {\n"
            "    let mut output = HbmTensor::<i8, m![1], m![B, A]>::new();\n"
            "    for b in 0..8 {\n"
            "        input.tile::<m![B], 1, m![A, 1 # 8]>(b).to_hbm_view(&mut ctx.tdma, output.view_mut().tile::<m![B], 1, m![1 #{!} 8, A]>(b));\n"
            "    }\n"
            "    output\n"
            "}\n";
        expectOutput(transpose, "input", "output", [](const auto& at, const Values& in) { return in.values[at.at("A") * 8 + at.at("B")]; });
        const std::string copy =
            kHead +
            "axes![A = 64, B = 8];\n"
            "#[device(chip = 1)]\n"
            "pub fn k(ctx: &mut Context, input: HbmTensorView<'_, i8, m![1], m![A, B]>, output: HbmTensorViewMut<'_, i8, m![1], m![B, A]>) {\n"
            "    input.to_hbm_view(&mut ctx.tdma, output);\n"
            "}\n";
        const auto program = load(copy);
        QCOMPARE(program.outputs, std::vector<std::size_t>{tensorNamed(program, "output")});
        expectOutput(copy, "input", "output", [](const auto& at, const Values& in) { return in.values[at.at("A") * 8 + at.at("B")]; });
    }

    // DM to DM with the tensor spread over clusters and slices: B-tiles moved to other offsets.
    void dmTilesKeepEverySlice() {
        const std::string text =
            "use furiosa_opt_std::prelude::*;\naxes![A = 512, B = 8];\n"
            "#[device(chip = 1)]\n"
            "pub fn k(ctx: &mut Context, input_hbm: &HbmTensor<i32, m![1], m![A, B]>) -> HbmTensor<i32, m![1], m![A, B]> {\n"
            "    let input = input_hbm.to_dm::<m![A / 256], m![A % 256], m![B]>(&mut ctx.tdma);\n"
            "    let mut output = DmTensor::<i32, m![1], m![A / 256], m![A % 256], m![B]>::new();\n"
            "    input.view().tile::<m![B], 4, m![B = 4 # 8]>(0)\n"
            "        .to_dm_view(&mut ctx.tdma, output.view_mut().tile::<m![B], 4, m![B = 4 #{!} 8]>(2));\n"
            "    input.view().tile::<m![B], 2, m![B = 2 # 8]>(6)\n"
            "        .to_dm_view(&mut ctx.tdma, output.view_mut().tile::<m![B], 2, m![B = 2 #{!} 8]>(0));\n"
            "    output.to_hbm(&mut ctx.tdma)\n"
            "}\n";
        // B = 2..5 from 0..3, B = 0, 1 from 6, 7; B = 6, 7 never written: zero.
        expectOutput(text, "input_hbm", "output#2", [](const auto& at, const Values& in) {
            const u64 a = at.at("A"), b = at.at("B");
            return b >= 2 && b < 6 ? in.values[a * 8 + b - 2] : b < 2 ? in.values[a * 8 + b + 6] : 0.0;
        });
    }

    void wrongTilesAreOneError() {
        auto with = [](const std::string& from, const std::string& to) {
            std::string text = swapHalves(2);
            text.replace(text.find(from), from.size(), to);
            return text;
        };
        // Past the Index: 24 + 16 positions of X's 32.
        auto d = loadOrRunError(with("(h * 16))", "(24))"));
        QCOMPARE(d.kind, diag::Kind::invalid_constant);
        QVERIFY2(d.message.find("runs past the Index") != std::string::npos, d.message.c_str());
        QVERIFY(d.offset);
        // A Tile mapping of another size than the tensor's Element.
        d = loadOrRunError(with("m![A, X = 16 # 32]>", "m![A, X = 16]>"));
        QCOMPARE(d.kind, diag::Kind::tile_layout);
        QVERIFY2(d.message.find("128 positions") != std::string::npos, d.message.c_str());
        // The right size, but its elements are not where the tensor holds them.
        d = loadOrRunError(with("m![A, X = 16 # 32]>", "m![X = 16 # 32, A]>"));
        QCOMPARE(d.kind, diag::Kind::tile_layout);
        QVERIFY2(d.message.find("the tensor holds") != std::string::npos, d.message.c_str());
        QVERIFY(d.offset);
    }
};

QTEST_APPLESS_MAIN(TestKernelTiles)
#include "tst_kernel_tiles.moc"
