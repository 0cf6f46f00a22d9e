// The toolchain's own example tests, asserted here as ours: for each kernel
// furiosa-opt-examples launches and checks against a worked-out answer, a
// kernel of the same shape written in this file, run on inputs the
// simulator draws, and every element of its output checked against the
// answer worked out here from those inputs. Which of their tests each slot
// stands for is listed in docs/toolchain.md ("Their tests as ours").
#include <QtTest>

#include <array>
#include <string>
#include <utility>
#include <vector>

#include "kernel_output_check.h"
#include "sim_run_support.h"

using namespace tcpwb;
using test::Values;

namespace {

const std::string kPrelude = "use furiosa_opt_std::prelude::*;\n";

kernel::Program load(const std::string& text) { return test::loadEntry(text, "answers.rs"); }

// The coordinates `at` names, with `axis` set to `value`.
std::map<std::string, u64> with(std::map<std::string, u64> at, const std::string& axis, u64 value) {
    at[axis] = value;
    return at;
}

// pe_count.rs's shape: each element plus one through the Vector Engine, on a
// device of `chips` chips of `pes` PEs, the tensor spread over all of them.
struct PeConfig {
    int chips;
    int pes;
    u64 size;
    std::string hbmChip, hbmElement, dmChip, dmCluster, dmSlice;
};

std::string addOneKernel(const PeConfig& c) {
    const std::string hbm = "HbmTensor<i32, " + c.hbmChip + ", " + c.hbmElement + ">";
    const std::string dm = "DmTensor<i32, " + c.dmChip + ", " + c.dmCluster + ", " + c.dmSlice + ", m![P % 4]>";
    return kPrelude + "axes![P = " + std::to_string(c.size) +
           "];\n"
           "#[device(chip = " +
           std::to_string(c.chips) + ", pe = " + std::to_string(c.pes) + ")]\npub fn k(ctx: &mut Context, input: &" + hbm + ") -> " + hbm +
           " {\n"
           "    let staged: " +
           dm +
           " = input.to_dm(&mut ctx.tdma);\n"
           "    let plus_one: " +
           dm +
           " = ctx\n"
           "        .main\n"
           "        .begin(staged.view())\n"
           "        .fetch::<m![1], m![P % 4]>()\n"
           "        .fetch_cast::<i32>()\n"
           "        .collect::<m![1], m![P % 4 # 8]>()\n"
           "        .vector_init()\n"
           "        .vector_intra_slice_tag(TagMode::Zero)\n"
           "        .vector_fxp(FxpBinaryOp::AddFxp, 1)\n"
           "        .vector_final()\n"
           "        .commit_trim::<m![P % 4]>()\n"
           "        .commit();\n"
           "    plus_one.to_hbm(&mut ctx.tdma)\n"
           "}\n";
}

// reshape.rs's and cluster_chip_shuffle_slice.rs's staging, with B a
// quarter of theirs: A's 256 rows over 4 chips (A / 4 % 4) and 2 clusters
// (A / 2 % 2), B's digits over the slices and the element.
const std::string kSpreadHead = kPrelude +
                                "axes![A = 256, B = 1024];\n"
                                "type Chips = m![A / 4 % 4];\n"
                                "type Staged = DmTensor<i32, Chips, m![A / 2 % 2], m![B % 16, B / 16 % 16], m![B / 256, A % 2, A / 16]>;\n";

const std::string kSpreadStaging =
    "    let turned: HbmTensor<i32, Chips, m![A % 4, B, A / 16]> = input.to_hbm(&mut ctx.tdma);\n"
    "    let staged: Staged = turned.to_dm(&mut ctx.tdma);\n";

// The input row and column a reshaped position (chip c, cluster d, B % 16 = e,
// B / 16 % 16 = f, B / 256 = g, A % 2 = h, A / 16 = i) was staged from.
std::pair<u64, u64> stagedFrom(u64 c, u64 d, u64 e, u64 f, u64 g, u64 h, u64 i) {
    return {i * 16 + c * 4 + d * 2 + h, g * 256 + f * 16 + e};
}

}  // namespace

class TestToolchainAnswers : public QObject {
    Q_OBJECT

private slots:
    // view.rs view_simpl: three tile copies rotate every row's eight elements by two.
    void viewTilesRotateTheElement() {
        const std::string text =
            kPrelude +
            "axes![A = 512, B = 8];\n"
            "#[device(chip = 1)]\n"
            "pub fn k(ctx: &mut Context, input_hbm: &HbmTensor<i32, m![1], m![A, B]>) -> HbmTensor<i32, m![1], m![A, B]> {\n"
            "    let src = input_hbm.to_dm::<m![A / 256], m![A % 256], m![B]>(&mut ctx.tdma);\n"
            "    let mut rotated = DmTensor::<i32, m![1], m![A / 256], m![A % 256], m![B]>::new();\n"
            "    src.view().tile::<m![B], 4, m![B = 4 # 8]>(0)\n"
            "        .to_dm_view(&mut ctx.tdma, rotated.view_mut().tile::<m![B], 4, m![B = 4 #{!} 8]>(2));\n"
            "    src.view().tile::<m![B], 2, m![B = 2 # 8]>(4)\n"
            "        .to_dm_view(&mut ctx.tdma, rotated.view_mut().tile::<m![B], 2, m![B = 2 #{!} 8]>(6));\n"
            "    src.view().tile::<m![B], 2, m![B = 2 # 8]>(6)\n"
            "        .to_dm_view(&mut ctx.tdma, rotated.view_mut().tile::<m![B], 2, m![B = 2 #{!} 8]>(0));\n"
            "    rotated.to_hbm(&mut ctx.tdma)\n"
            "}\n";
        const auto program = load(text);
        test::expectOutput(program, "input_hbm", "output",
                           [&](const auto& at, const Values& in) { return in.at(with(at, "B", (at.at("B") + 6) % 8), program.axes); });
    }

    // tile.rs tile_simple: one B-column a transfer, 32 of them, transpose the tensor.
    void tileColumnsTranspose() {
        const std::string text =
            kPrelude +
            "axes![A = 512, B = 32];\n"
            "#[device(chip = 1)]\n"
            "pub fn k(ctx: &mut Context, input: HbmTensorView<'_, i8, m![1], m![A, B]>) -> HbmTensor<i8, m![1], m![B, A]> {\n"
            "    let mut turned = HbmTensor::<i8, m![1], m![B, A]>::new();\n"
            "    for col in 0..32 {\n"
            "        let from = input.tile::<m![B], 1, m![A, 1 # 32]>(col);\n"
            "        from.to_hbm_view(&mut ctx.tdma, turned.view_mut().tile::<m![B], 1, m![1 #{!} 32, A]>(col));\n"
            "    }\n"
            "    turned\n"
            "}\n";
        const auto program = load(text);
        QCOMPARE(program.ops.size(), std::size_t{32});
        test::expectOutput(program, "input", "turned", [&](const auto& at, const Values& in) { return in.at(at, program.axes); });
    }

    // tile.rs tile_window_commit: on a 4-PE device, the lower 32 f32 of D committed into the upper
    // half of a new tensor, whose lower half stays the zeros a new tensor starts as.
    void tileWindowCommitsIntoTheUpperHalf() {
        const std::string text = kPrelude +
                                 "axes![D = 64];\n"
                                 "type Chip = m![1];\n"
                                 "type Cluster = m![1];\n"
                                 "type Slice = m![1 # 256];\n"
                                 "#[device(chip = 1, pe = 4)]\n"
                                 "pub fn k(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![D]>) -> HbmTensor<f32, Chip, m![D]> {\n"
                                 "    let staged: DmTensor<f32, Chip, Cluster, Slice, m![D]> = input.to_dm(&mut ctx.tdma);\n"
                                 "    let mut upper: DmTensor<f32, Chip, Cluster, Slice, m![D]> = DmTensor::new();\n"
                                 "    ctx.main\n"
                                 "        .begin(staged.view().tile::<m![D], 32, m![D = 32 # 64]>(0))\n"
                                 "        .fetch::<m![1], m![D = 32]>()\n"
                                 "        .fetch_cast::<f32>()\n"
                                 "        .collect::<m![D = 32 / 8], m![D = 32 % 8]>()\n"
                                 "        .commit_trim::<m![D = 32 % 8]>()\n"
                                 "        .commit_view(upper.view_mut().tile::<m![D], 32, m![D = 32 #{!} 64]>(32));\n"
                                 "    upper.to_hbm(&mut ctx.tdma)\n"
                                 "}\n";
        const auto program = load(text);
        test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) {
            const u64 d = at.at("D");
            return d < 32 ? 0.0 : in.at({{"D", d - 32}}, program.axes);
        });
    }

    // transpose.rs transpose_simple: [A, B, C] to [A, C, B] to [C, A, B], HBM to HBM twice.
    void transposeTwiceThroughHbm() {
        const std::string text =
            kPrelude +
            "axes![A = 8, B = 16, C = 32];\n"
            "type Chip = m![1];\n"
            "#[device(chip = 1)]\n"
            "pub fn k(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![A, B, C]>) -> HbmTensor<f32, Chip, m![C, A, B]> {\n"
            "    let middle: HbmTensor<f32, Chip, m![A, C, B]> = input.to_hbm(&mut ctx.tdma);\n"
            "    middle.to_hbm(&mut ctx.tdma)\n"
            "}\n";
        const auto program = load(text);
        QCOMPARE(program.ops.size(), std::size_t{2});
        test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) { return in.at(at, program.axes); });
    }

    // reshape.rs reshape: a tensor staged over four chips, two clusters, the slices and the element,
    // read back through seven other axes of the same sizes, role by role.
    void reshapeOverFourChipsKeepsEveryPosition() {
        const std::string text = kSpreadHead +
                                 "axes![C = 4, D = 2, E = 16, F = 16, G = 4, H = 2, I = 16];\n"
                                 "#[device(chip = 4)]\n"
                                 "pub fn k(ctx: &mut Context, input: &HbmTensor<i32, Chips, m![A / 16, A % 4, B]>)\n"
                                 "    -> HbmTensor<i32, m![C], m![D, E, F, G, H, I]> {\n" +
                                 kSpreadStaging +
                                 "    let reshaped: DmTensor<i32, m![C], m![D], m![E, F], m![G, H, I]> = unsafe { staged.reshape() };\n"
                                 "    reshaped.to_hbm(&mut ctx.tdma)\n"
                                 "}\n";
        const auto program = load(text);
        test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) {
            const auto [a, b] = stagedFrom(at.at("C"), at.at("D"), at.at("E"), at.at("F"), at.at("G"), at.at("H"), at.at("I"));
            return in.at({{"A", a}, {"B", b}}, program.axes);
        });
    }

    // reshape.rs reshape_different_num_axes: the same staging read as one axis a role.
    void reshapeIntoFewerAxes() {
        const std::string text = kSpreadHead +
                                 "axes![C = 4, D = 2, E = 256, F = 128];\n"
                                 "#[device(chip = 4)]\n"
                                 "pub fn k(ctx: &mut Context, input: &HbmTensor<i32, Chips, m![A / 16, A % 4, B]>)\n"
                                 "    -> HbmTensor<i32, m![C], m![D, E, F]> {\n" +
                                 kSpreadStaging +
                                 "    let reshaped: DmTensor<i32, m![C], m![D], m![E], m![F]> = unsafe { staged.reshape() };\n"
                                 "    reshaped.to_hbm(&mut ctx.tdma)\n"
                                 "}\n";
        const auto program = load(text);
        test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) {
            const u64 e = at.at("E"), f = at.at("F");
            const auto [a, b] = stagedFrom(at.at("C"), at.at("D"), e / 16, e % 16, f / 32, f / 16 % 2, f % 16);
            return in.at({{"A", a}, {"B", b}}, program.axes);
        });
    }

    // cluster_chip_shuffle_slice.rs chip_shuffle: chip t of the result holds chip [1, 2, 3, 0][t]
    // of the staged tensor, and the chip is A's second digit of four.
    void chipShuffleMovesADigitOfA() {
        const std::string text = kSpreadHead +
                                 "#[device(chip = 4)]\n"
                                 "pub fn k(ctx: &mut Context, input: &HbmTensor<i32, Chips, m![A / 16, A % 4, B]>)\n"
                                 "    -> HbmTensor<i32, Chips, m![A / 16, A % 4, B]> {\n" +
                                 kSpreadStaging +
                                 "    let shuffled: Staged = staged.view().dm_chip_shuffle::<4>(&mut ctx.tdma, &[1, 2, 3, 0]);\n"
                                 "    shuffled.to_hbm(&mut ctx.tdma)\n"
                                 "}\n";
        const auto program = load(text);
        const std::array<u64, 4> source{1, 2, 3, 0};
        test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) {
            const u64 a = at.at("A");
            return in.at(with(at, "A", a - (a / 4 % 4) * 4 + source[a / 4 % 4] * 4), program.axes);
        });
    }

    // pe_count.rs: plus one on each of the toolchain's device shapes, 1 to 8 PEs and 2 or 4 chips.
    void plusOneOnEveryDeviceShape_data() {
        QTest::addColumn<int>("chips");
        QTest::addColumn<int>("pes");
        QTest::newRow("one_pe") << 1 << 1;
        QTest::newRow("two_pe") << 1 << 2;
        QTest::newRow("four_pe") << 1 << 4;
        QTest::newRow("eight_pe") << 1 << 8;
        QTest::newRow("two_chip") << 2 << 8;
        QTest::newRow("four_chip") << 4 << 8;
    }
    void plusOneOnEveryDeviceShape() {
        QFETCH(int, chips);
        QFETCH(int, pes);
        // 64 slices a PE, four i32 a slice.
        const u64 size = u64(chips) * u64(pes) * 64 * 4;
        PeConfig c{chips, pes, size, "m![1]", "m![P]", "m![1]", "m![1]", "m![P / 4]"};
        if (pes == 8) c.dmCluster = "m![P / 1024 % 2]", c.dmSlice = "m![P / 4 % 256]";
        if (chips > 1) c.hbmChip = c.dmChip = "m![P / 2048]", c.hbmElement = "m![P % 2048]";
        const auto program = load(addOneKernel(c));
        QCOMPARE(program.pes, u64(pes));
        test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) { return in.at(at, program.axes) + 1; });
    }

    // fetch_commit.rs fetch_commit_simple: i8 fetched as i32 and committed unchanged, written back
    // transposed.
    void fetchCastCommitsTheWidenedValues() {
        const std::string text =
            kPrelude +
            "axes![A = 4096, B = 8];\n"
            "type Chip = m![1];\n"
            "type Cluster = m![1 # 2];\n"
            "#[device(chip = 1)]\n"
            "pub fn k(ctx: &mut Context, input: &HbmTensor<i8, m![1], m![A, B]>) -> HbmTensor<i32, m![1], m![B, A]> {\n"
            "    let staged = input.to_dm::<Cluster, m![A / 16], m![A / 8 % 2, A % 8, B]>(&mut ctx.tdma);\n"
            "    let widened: DmTensor<i32, Chip, Cluster, m![A / 16], m![A / 8 % 2, A % 8, B]> = ctx\n"
            "        .main\n"
            "        .begin(staged.view())\n"
            "        .fetch::<m![A / 8 % 2], m![A % 8, B]>()\n"
            "        .fetch_cast::<i32>()\n"
            "        .collect::<m![A / 8 % 2, A % 8], m![B]>()\n"
            "        .commit_trim::<m![B]>()\n"
            "        .commit();\n"
            "    widened.to_hbm(&mut ctx.tdma)\n"
            "}\n";
        const auto program = load(text);
        test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) { return in.at(at, program.axes); });
    }

    // host_tile_view.rs tile_move: one row of a table moved onto another row of an output that
    // holds other values, several times; the rows no move names keep them. Their tests tile on
    // the host and launch once per move; here the kernel tiles both ends itself.
    void tileMovesRowsAndKeepsTheRest() {
        const std::string text =
            kPrelude +
            "axes![C = 64, H = 64];\n"
            "type Chip = m![1];\n"
            "type Row = m![1 # 64, H];\n"
            "type RowMut = m![1 #{!} 64, H];\n"
            "#[device(chip = 1)]\n"
            "pub fn k(ctx: &mut Context, table: &HbmTensor<bf16, Chip, m![C, H]>, out: &mut HbmTensor<bf16, Chip, m![C, H]>) {\n"
            "    table.view().tile::<m![C], 1, Row>(0).to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![C], 1, RowMut>(63));\n"
            "    table.view().tile::<m![C], 1, Row>(32).to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![C], 1, RowMut>(32));\n"
            "    table.view().tile::<m![C], 1, Row>(63).to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![C], 1, RowMut>(0));\n"
            "    table.view().tile::<m![C], 1, Row>(3).to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![C], 1, RowMut>(5));\n"
            "}\n";
        const auto program = load(text);
        const std::map<u64, u64> moved{{63, 0}, {32, 32}, {0, 63}, {5, 3}};  // destination row: source row
        test::expectOutputs(program, {"table", "out"}, {{"out", [&](const auto& at, const test::Inputs& in) {
                                                             const auto it = moved.find(at.at("C"));
                                                             if (it == moved.end()) return in.at("out").at(at, program.axes);
                                                             return in.at("table").at(with(at, "C", it->second), program.axes);
                                                         }}});
    }
};

QTEST_APPLESS_MAIN(TestToolchainAnswers)
#include "tst_toolchain_answers.moc"
