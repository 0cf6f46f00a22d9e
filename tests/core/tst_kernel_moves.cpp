// The toolchain's moves that are not plain copies, run for real: `reshape()`
// (the same bytes read through other mappings), gathers and scatters through
// an index tensor, and memset's fill. Each output is checked
// against values worked out here from the drawn inputs, not only against the
// simulator's own reference (which reads the program the same way the
// simulation does, and so could agree with a wrong layout).
#include <QtTest>

#include <optional>

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

// K rows of D bf16 (16 bytes a row), gathered G = 512 times: two rows a slice.
const std::string kGatherHead =
    "use furiosa_opt_std::prelude::*;\n"
    "axes![K = 16, D = 8, G = 512, CL = 2, C = 20];\n"
    "type Chip = m![1];\n"
    "type Cluster = m![1 # 2];\n";

const std::string kScaledGather =
    kGatherHead +
    "#[device(chip = 1)]\n"
    "pub fn k(ctx: &mut Context, table: &HbmTensor<bf16, Chip, m![K, D]>, index: &HbmTensor<i32, Chip, m![G]>)\n"
    "    -> HbmTensor<bf16, Chip, m![G, D]> {\n"
    "    let values: DmTensor<bf16, Chip, Cluster, m![G / 2], m![G % 2, D]> = table.dma_gather_scaled(index);\n"
    "    values.to_hbm(&mut ctx.tdma)\n"
    "}\n";

// The row a scaled index value names, checking that the drawn value is a whole row of the table.
u64 rowOfOffset(double value) {
    const auto bytes = u64(value);
    if (value < 0 || bytes % 16 != 0 || bytes / 16 >= 16) qFatal("the index was drawn as %g, not a row's byte offset", value);
    return bytes / 16;
}

// memset.rs's shape: fill the whole DM tensor, relayout it (which reads the fill), write it back.
std::string memsetKernel(const std::string& dtype, const std::string& value, const std::string& view = "dm.view_mut()",
                         const std::string& context = "&mut ctx.sub") {
    return "use furiosa_opt_std::prelude::*;\n"
           "axes![A = 256, B = 32];\n"
           "#[device(chip = 1)]\n"
           "pub fn k(ctx: &mut Context, input: &HbmTensor<" +
           dtype + ", m![1], m![A, B]>) -> HbmTensor<" + dtype +
           ", m![1], m![A / 2, A % 2, B]> {\n"
           "    let mut dm: DmTensor<" +
           dtype + ", m![1], m![1 # 2], m![A], m![B]> = input.to_dm(&mut ctx.tdma);\n    " + view + ".memset(" + value + ", " + context +
           ");\n"
           "    let relaid: DmTensor<" +
           dtype +
           ", m![1], m![1 # 2], m![1 # 2, A / 2], m![A % 2, B]> = dm.to_dm(&mut ctx.tdma);\n"
           "    relaid.to_hbm(&mut ctx.tdma)\n"
           "}\n";
}

// A DM tensor shuffled across four chips (C) or two clusters (D), `pattern`
// naming the source of each target.
std::string chipShuffleKernel(const std::string& call) {
    return "use furiosa_opt_std::prelude::*;\n"
           "axes![C = 4, A = 256, B = 8];\n"
           "#[device(chip = 4)]\n"
           "pub fn k(ctx: &mut Context, input: &HbmTensor<i32, m![C], m![A, B]>) -> HbmTensor<i32, m![C], m![A, B]> {\n"
           "    let dm: DmTensor<i32, m![C], m![1 # 2], m![A], m![B]> = input.to_dm(&mut ctx.tdma);\n"
           "    let shuffled = dm.view()." +
           call +
           ";\n"
           "    shuffled.to_hbm(&mut ctx.tdma)\n"
           "}\n";
}

std::string clusterShuffleKernel(const std::string& call) {
    return "use furiosa_opt_std::prelude::*;\n"
           "axes![D = 2, A = 256, B = 8];\n"
           "#[device(chip = 1)]\n"
           "pub fn k(ctx: &mut Context, input: &HbmTensor<i32, m![1], m![D, A, B]>) -> HbmTensor<i32, m![1], m![D, A, B]> {\n"
           "    let dm: DmTensor<i32, m![1], m![D], m![A], m![B]> = input.to_dm(&mut ctx.tdma);\n"
           "    let shuffled = dm.view()." +
           call +
           ";\n"
           "    shuffled.to_hbm(&mut ctx.tdma)\n"
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

    // final_layer's shape: a weight padded `W # 16` read whole as Wp = 16 rows. The host's
    // buffer holds the padding too (HostTensor::from_vec takes every position), so its rows
    // read as zeros rather than as bytes nothing wrote.
    void aReshapeReadsTheHostBuffersPaddingAsZeros() {
        const std::string text =
            "use furiosa_opt_std::prelude::*;\n"
            "axes![W = 12, Wp = 16, B = 8];\n"
            "type Chip = m![1];\n"
            "type Cluster = m![1 # 2];\n"
            "#[device(chip = 1)]\n"
            "pub fn k(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![W # 16, B]>) -> HbmTensor<i32, Chip, m![Wp, B]> {\n"
            "    let whole: HbmTensorView<'_, i32, Chip, m![Wp, B]> = unsafe { input.view().reshape() };\n"
            "    let dm: DmTensor<i32, Chip, Cluster, m![Wp # 256], m![B]> = whole.to_dm(&mut ctx.tdma);\n"
            "    dm.to_hbm(&mut ctx.tdma)\n"
            "}\n";
        const auto program = load(text);
        test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) {
            return at.at("Wp") < 12 ? in.at({{"W", at.at("Wp")}, {"B", at.at("B")}}, program.axes) : 0.0;
        });
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

    void aReshapeOntoHighDigitsBroadcastsTheLowOnes() {
        // projection.rs's proj_q: a tensor broadcast over a dummy axis X, reshaped onto
        // `Q / 4` slices. It holds no digit of Q % 4, so every Q % 4 reads what Q / 4's
        // slice holds, and a fetch over Q % 4 reads the same row four times.
        const std::string text =
            "use furiosa_opt_std::prelude::*;\n"
            "axes![X = 64, Q = 256, B = 8];\n"
            "type Chip = m![1];\n"
            "type Cluster = m![1 # 2];\n"
            "#[device(chip = 1)]\n"
            "pub fn k(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![B]>) -> HbmTensor<i32, Chip, m![Q, B]> {\n"
            "    let dm: DmTensor<i32, Chip, Cluster, m![X, 1 # 4], m![B]> = input.to_dm(&mut ctx.tdma);\n"
            "    let reshaped: DmTensor<i32, Chip, Cluster, m![Q / 4, 1 # 4], m![B]> = unsafe { dm.reshape() };\n"
            "    let out: DmTensor<i32, Chip, Cluster, m![Q / 4, 1 # 4], m![Q % 4, B]> = ctx.main.begin(reshaped.view())\n"
            "        .fetch::<m![Q % 4], m![B]>()\n"
            "        .collect::<m![Q % 4], m![B]>()\n"
            "        .commit_trim::<m![B]>()\n"
            "        .commit();\n"
            "    out.to_hbm(&mut ctx.tdma)\n"
            "}\n";
        const auto program = load(text);
        test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) {
            return in.at({{"B", at.at("B")}}, program.axes);
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

    void aScaledGatherReadsTheRowsItsByteOffsetsName() {
        // gather_minimal's shape: out[g, d] = table[index[g] / 16, d], the index drawn as whole rows' byte offsets.
        const auto program = load(kScaledGather);
        test::expectOutputs(program, {"table", "index"},
                            {{"output", [&](const auto& at, const test::Inputs& in) {
                                  const u64 row = rowOfOffset(in.at("index").at({{"G", at.at("G")}}, program.axes));
                                  return in.at("table").at({{"K", row}, {"D", at.at("D")}}, program.axes);
                              }}});
    }

    void anUnscaledGatherReadsRowPositionsStagedInDm() {
        // gather_placed_unscaled's shape: each cluster gathers through its own half of the index.
        const std::string text =
            kGatherHead +
            "#[device(chip = 1)]\n"
            "pub fn k(ctx: &mut Context, table: &HbmTensor<bf16, Chip, m![K, D]>, index: &HbmTensor<i32, Chip, m![CL, G]>)\n"
            "    -> HbmTensor<bf16, Chip, m![CL, G, D]> {\n"
            "    let index_dm: DmTensor<i32, Chip, m![CL], m![G / 2], m![G % 2]> = index.to_dm(&mut ctx.tdma);\n"
            "    let values: DmTensor<bf16, Chip, m![CL], m![G / 2], m![G % 2, D]> = table.dma_gather_unscaled(&index_dm);\n"
            "    values.to_hbm(&mut ctx.tdma)\n"
            "}\n";
        const auto program = load(text);
        test::expectOutputs(program, {"table", "index"},
                            {{"output", [&](const auto& at, const test::Inputs& in) {
                                  const double row = in.at("index").at({{"CL", at.at("CL")}, {"G", at.at("G")}}, program.axes);
                                  if (row < 0 || row >= 16) qFatal("the index was drawn as %g, not a row", row);
                                  return in.at("table").at({{"K", u64(row)}, {"D", at.at("D")}}, program.axes);
                              }}});
    }

    void aGatherOfIndicesScaledOnTheDevice() {
        // gather_scaled_from_raw_index's shape: raw rows, scaled by the row's bytes on the Vector
        // Engine (size_of in a constant), gathered from DRAM. A local alias holds in its function.
        const std::string text =
            kGatherHead +
            "type Packet = m![G % 4];\n"  // the file's, which the function's own hides
            "#[device(chip = 1)]\n"
            "pub fn k(ctx: &mut Context, table: &HbmTensor<bf16, Chip, m![K, D]>, index: &HbmTensor<i32, Chip, m![G]>)\n"
            "    -> HbmTensor<bf16, Chip, m![G, D]> {\n"
            "    type Packet = m![G % 2];\n"
            "    const ROW_BYTES: i32 = (<m![D]>::SIZE * size_of::<bf16>()) as i32;\n"
            "    let raw: DmTensor<i32, Chip, Cluster, m![G / 2], Packet> = index.to_dm(&mut ctx.tdma);\n"
            "    let scaled: DmTensor<i32, Chip, Cluster, m![G / 2], Packet> = ctx.main.begin(raw.view())\n"
            "        .fetch::<m![1], Packet>()\n"
            "        .collect::<m![1], m![G % 2 # 8]>()\n"
            "        .vector_init()\n"
            "        .vector_intra_slice_tag(TagMode::Zero)\n"
            "        .vector_fxp(FxpBinaryOp::MulInt, ROW_BYTES)\n"
            "        .vector_final()\n"
            "        .commit_trim::<Packet>()\n"
            "        .commit();\n"
            "    let offsets: HbmTensor<i32, Chip, m![G]> = scaled.to_hbm(&mut ctx.tdma);\n"
            "    let values: DmTensor<bf16, Chip, Cluster, m![G / 2], m![G % 2, D]> = table.dma_gather_scaled(&offsets);\n"
            "    values.to_hbm(&mut ctx.tdma)\n"
            "}\n";
        const auto program = load(text);
        test::expectOutputs(program, {"table", "index"}, {{"output", [&](const auto& at, const test::Inputs& in) {
                                                               const double row = in.at("index").at({{"G", at.at("G")}}, program.axes);
                                                               if (row < 0 || row >= 16)
                                                                   qFatal("the raw index was drawn as %g, not a row", row);
                                                               return in.at("table").at({{"K", u64(row)}, {"D", at.at("D")}}, program.axes);
                                                           }}});
        // Scaled by the wrong factor, the offsets name rows past the table.
        std::string wrong = text;
        wrong.replace(wrong.find("size_of::<bf16>())"), 18, "size_of::<bf16>() * 64)");
        expectError(wrong, diag::Kind::index_out_of_range, "let values", "which names row");
    }

    void aSplitIndexGathersChunkByChunk() {
        // gather_unscaled_split_index's shape: a tile of the index moved to DM on its own, one
        // gather per tile, each written into its tile of one output.
        const std::string text =
            kGatherHead +
            "#[device(chip = 1)]\n"
            "pub fn k(ctx: &mut Context, table: &HbmTensor<bf16, Chip, m![K, D]>, index: &HbmTensor<i32, Chip, m![CL, G]>)\n"
            "    -> HbmTensor<bf16, Chip, m![CL, G, D]> {\n"
            "    let mut out = HbmTensor::<bf16, Chip, m![CL, G, D]>::new();\n"
            "    for c in 0..<m![CL]>::SIZE {\n"
            "        let chunk: DmTensor<i32, Chip, Cluster, m![G / 2], m![G % 2]> = index\n"
            "            .view()\n"
            "            .tile::<m![CL], 1, m![1 # 2, G]>(c)\n"
            "            .to_dm(&mut ctx.tdma);\n"
            "        let values: DmTensor<bf16, Chip, Cluster, m![G / 2], m![G % 2, D]> = table.dma_gather_unscaled(&chunk);\n"
            "        values.view().to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![CL], 1, m![1 #{!} 2, G, D]>(c));\n"
            "    }\n"
            "    out\n"
            "}\n";
        const auto program = load(text);
        test::expectOutputs(program, {"table", "index"},
                            {{"out", [&](const auto& at, const test::Inputs& in) {
                                  const double row = in.at("index").at({{"CL", at.at("CL")}, {"G", at.at("G")}}, program.axes);
                                  if (row < 0 || row >= 16) qFatal("the index was drawn as %g, not a row", row);
                                  return in.at("table").at({{"K", u64(row)}, {"D", at.at("D")}}, program.axes);
                              }}});
    }

    void aScatterWritesRowsAndKeepsTheRest() {
        // scatter_minimal's shape: output[index[k] / 16, d] = data[k, d]; a row two keys name
        // holds the later key's; a row no key names keeps what the output held.
        const std::string text =
            kGatherHead +
            "#[device(chip = 1)]\n"
            "pub fn k(ctx: &mut Context, data: &HbmTensor<bf16, Chip, m![G, D]>, index: &HbmTensor<i32, Chip, m![G]>,\n"
            "         output: &mut HbmTensor<bf16, Chip, m![C, D]>) {\n"
            "    let data_dm: DmTensor<bf16, Chip, Cluster, m![G / 2], m![G % 2, D]> = data.to_dm(&mut ctx.tdma);\n"
            "    data_dm.dma_scatter::<m![G], _, _>(index, output);\n"
            "}\n";
        const auto program = load(text);
        test::expectOutputs(program, {"data", "index", "output"},
                            {{"output", [&](const auto& at, const test::Inputs& in) {
                                  const u64 row = at.at("C");
                                  std::optional<u64> last;
                                  for (u64 g = 0; g < 512; ++g) {
                                      const double v = in.at("index").at({{"G", g}}, program.axes);
                                      if (v < 0 || u64(v) % 16 != 0 || u64(v) / 16 >= 20) qFatal("the index was drawn as %g", v);
                                      if (u64(v) / 16 == row) last = g;
                                  }
                                  if (!last) return in.at("output").at(at, program.axes);
                                  return in.at("data").at({{"G", *last}, {"D", at.at("D")}}, program.axes);
                              }}});
    }

    void anIndirectMoveChecksItsLayout() {
        // An unscaled index list larger than one PE's 4 KiB of SPM (the toolchain's negative example).
        const std::string over =
            kGatherHead +
            "axes![R = 2048];\n"
            "#[device(chip = 1)]\n"
            "pub fn k(ctx: &mut Context, table: &HbmTensor<bf16, Chip, m![K, D]>, index: &HbmTensor<i32, Chip, m![R]>)\n"
            "    -> HbmTensor<bf16, Chip, m![R, D]> {\n"
            "    let index: DmTensor<i32, Chip, Cluster, m![R / 8], m![R % 8]> = index.to_dm(&mut ctx.tdma);\n"
            "    let values: DmTensor<bf16, Chip, Cluster, m![R / 8], m![R % 8, D]> = table.dma_gather_unscaled(&index);\n"
            "    values.to_hbm(&mut ctx.tdma)\n"
            "}\n";
        expectError(over, diag::Kind::spm_capacity, "let values", "holds 2048 i32 entries (8192 bytes)");

        // The table is the output's payload and one row axis.
        std::string twoRows = kScaledGather;
        twoRows.replace(twoRows.find("m![K, D]>"), 9, "m![K, C, D]>");
        expectError(twoRows, diag::Kind::indirect_layout, "let values", "one row axis the index chooses, but it has 2");

        // The index holds i32 and lives where the variant reads it.
        std::string notI32 = kScaledGather;
        notI32.replace(notI32.find("HbmTensor<i32"), 13, "HbmTensor<i16");
        expectError(notI32, diag::Kind::type_mismatch, "index);", "holds i32, but `index` holds i16");
        std::string unscaledFromHbm = kScaledGather;
        unscaledFromHbm.replace(unscaledFromHbm.find("dma_gather_scaled"), 17, "dma_gather_unscaled");
        expectError(unscaledFromHbm, diag::Kind::type_mismatch, "index);", "index is a DmTensor");

        // A scatter names its key, and the toolchain has no unscaled one.
        const std::string scatter =
            kGatherHead +
            "#[device(chip = 1)]\n"
            "pub fn k(ctx: &mut Context, data: &HbmTensor<bf16, Chip, m![G, D]>, index: &HbmTensor<i32, Chip, m![G]>,\n"
            "         output: &mut HbmTensor<bf16, Chip, m![C, D]>) {\n"
            "    let data_dm: DmTensor<bf16, Chip, Cluster, m![G / 2], m![G % 2, D]> = data.to_dm(&mut ctx.tdma);\n"
            "    data_dm.dma_scatter::<m![G], _, _>(index, output);\n"
            "}\n";
        std::string keyless = scatter;
        keyless.replace(keyless.find("dma_scatter::<m![G], _, _>"), 26, "dma_scatter");
        expectError(keyless, diag::Kind::missing_annotation, "dma_scatter(", "names its Key");
        std::string unscaled = scatter;
        unscaled.replace(unscaled.find("dma_scatter"), 11, "dma_scatter_unscaled");
        expectError(unscaled, diag::Kind::unsupported_construct, "dma_scatter_unscaled", "not implemented by the toolchain");
    }

    void aMemsetFillsEveryElement() {
        struct Fill {
            const char* dtype;
            const char* value;
            double expected;
        };
        for (const Fill& f : {Fill{"i32", "0", 0}, Fill{"i8", "-1", -1}, Fill{"i16", "300", 300}, Fill{"f32", "1.5", 1.5},
                              Fill{"bf16", "const { bf16::from_f32(1.0) }", 1.0}, Fill{"f8e4m3", "const { f8e4m3::from_f32(1.0) }", 1.0},
                              Fill{"i4", "const { i4::from_i32(-1) }", -1}}) {
            const auto program = load(memsetKernel(f.dtype, f.value));
            test::expectOutput(program, "input", "output", [&](const auto&, const Values&) { return f.expected; });
            const auto run = test::mustRun(program);
            QVERIFY(std::any_of(run.ops.begin(), run.ops.end(),
                                [](const auto& op) { return op.name == "memset(dm)" && op.resource == schedule::Resource::Sub; }));
        }
    }

    void aMemsetValueIsFoldedWhenTheKernelLoads() {
        // The toolchain's negative example: a computed value outside `const { .. }`.
        const std::string call = memsetKernel("bf16", "bf16::from_f32(1.0)");
        expectError(call, diag::Kind::invalid_constant, "bf16::from_f32(1.0)", "folded in a `const { .. }` block");
        expectError(memsetKernel("i8", "300"), diag::Kind::invalid_constant, "300, &mut", "300 does not fit i8");
        expectError(memsetKernel("i32", "1.5"), diag::Kind::type_mismatch, "1.5", "its fill is an integer literal");
        expectError(memsetKernel("bf16", "const { f8e4m3::from_f32(1.0) }"), diag::Kind::type_mismatch, "f8e4m3::from_f32",
                    "the tensor holds bf16, but the fill is a f8e4m3");
        expectError(memsetKernel("i32", "1", "dm.view_mut()", "&mut ctx.main"), diag::Kind::type_mismatch, "&mut ctx.main",
                    "pass `&mut ctx.sub`");
        expectError(memsetKernel("i32", "1", "dm.view_mut().tile::<m![B], 16, m![B = 16 #{!} 32]>(0)"), diag::Kind::unsupported_construct,
                    "memset(", "memset of a part of a tensor");
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
    // shuffle_pattern[target] = source: chip t of the result holds chip pattern[t] of the source.
    void aChipShuffleMovesEachChipWhereThePatternSays() {
        const u64 pattern[] = {1, 2, 3, 0};
        const auto program = load(chipShuffleKernel("dm_chip_shuffle::<4>(&mut ctx.tdma, &[1, 2, 3, 0])"));
        test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) {
            return in.at({{"C", pattern[at.at("C")]}, {"A", at.at("A")}, {"B", at.at("B")}}, program.axes);
        });
        QVERIFY(std::any_of(program.ops.begin(), program.ops.end(),
                            [](const auto& op) { return op.name == "dm_chip_shuffle(dm) -> shuffled"; }));
        // A pattern may copy one source to several targets.
        const auto twice = load(chipShuffleKernel("dm_chip_shuffle::<4>(&mut ctx.tdma, &[3, 3, 0, 0])"));
        test::expectOutput(twice, "input", "output", [&](const auto& at, const Values& in) {
            return in.at({{"C", at.at("C") < 2 ? u64{3} : u64{0}}, {"A", at.at("A")}, {"B", at.at("B")}}, twice.axes);
        });
    }

    void aClusterShuffleSwapsTheClusters() {
        const auto program = load(clusterShuffleKernel("dm_cluster_shuffle::<2>(&mut ctx.tdma, &[1, 0])"));
        test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) {
            return in.at({{"D", 1 - at.at("D")}, {"A", at.at("A")}, {"B", at.at("B")}}, program.axes);
        });
    }

    void aShuffleChecksItsPattern() {
        expectError(chipShuffleKernel("dm_chip_shuffle::<4>(&mut ctx.tdma, &[1, 2, 3])"), diag::Kind::arity_mismatch, "&[1, 2, 3]",
                    "has 3 entries, one per target: 4 expected");
        expectError(chipShuffleKernel("dm_chip_shuffle::<4>(&mut ctx.tdma, &[1, 2, 4, 0])"), diag::Kind::invalid_constant, "4, 0]",
                    "names source 4");
        expectError(chipShuffleKernel("dm_chip_shuffle::<2>(&mut ctx.tdma, &[1, 0])"), diag::Kind::chip_size, "let shuffled",
                    "moves 2 chips, but the Chip of `dm` (`m![C]`) has 4 positions");
        expectError(clusterShuffleKernel("dm_cluster_shuffle::<2>(&mut ctx.pdma, &[1, 0])"), diag::Kind::type_mismatch, "&mut ctx.pdma",
                    "tensor DMA");
        expectError(clusterShuffleKernel("dm_cluster_shuffle::<2>(&mut ctx.tdma, pattern)"), diag::Kind::type_mismatch, "pattern)",
                    "array literal");
    }
};

QTEST_APPLESS_MAIN(TestKernelMoves)
#include "tst_kernel_moves.moc"
