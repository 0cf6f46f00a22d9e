// K-tiled GEMMs whose tiles run one after the other in one cluster
// (docs/simulation.md, "Tiled GEMM"): the logical reference gives a tensor
// only the elements its mappings name (a TRF tile holds that tile), and a
// pass only what its fetch reads, so a contraction over a tile sums that
// tile alone. Each kernel here mismatched its reference before.
#include <QtTest>

#include <cmath>
#include <string>

#include "mapping/mapping.h"
#include "sim/plan.h"
#include "sim/reference_tiles.h"
#include "sim/state.h"
#include "sim/tile_windows.h"
#include "sim_run_support.h"
#include "test_support.h"

using namespace tcpwb;
using sim::detail::NamedCoordinates;

namespace {

// The shared head of the kernels: A [I, KT, K] and B [KT, K, J] in DM, one cluster.
const std::string kHead = R"(
axes![I = 64, J = 64, KT = 2, K = 32];
type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![[I / 32, J / 32] # 256];
type Row = m![J % 8];
#[device(chip = 1)]
fn kernel(
ctx: &mut Context,
a: &HbmTensor<bf16, Chip, m![I, KT, K]>,
b: &HbmTensor<bf16, Chip, m![KT, K, J]>,
) -> HbmTensor<bf16, Chip, m![I, J]> {
let a: DmTensor<bf16, Chip, Cluster, Slice, m![I % 32, KT, K]> = a.to_dm(&mut ctx.tdma, 0);
let b: DmTensor<bf16, Chip, Cluster, Slice, m![J % 32, KT, K]> = b.to_dm(&mut ctx.tdma, 1 << 18);
)";

// B's tile `tile` (`KT = 1` or `KT @ 1`) to the TRF as `name`.
std::string trfTile(const std::string& name, const std::string& tile, const std::string& element) {
    return "let " + name + ": TrfTensor<bf16, Chip, Cluster, Slice, Row, m![" + element + "]> = ctx\n.sub\n.begin(b.view())\n" +
           ".fetch::<bf16, m![" + tile + ", J % 8, J / 8 % 4], m![K]>()\n" + ".collect::<m![" + tile +
           ", J % 8, J / 8 % 4, K / 16], m![K % 16]>()\n.to_trf(TrfAddress::Full);\n";
}

// The manual's GEMM contraction over A's tile `tile` against `trf`, up to accumulate.
std::string contractTile(const std::string& tile, const std::string& trf) {
    return "ctx\n.main\n.begin(a.view())\n.fetch::<bf16, m![" + tile + ", I % 32, J / 8 % 4], m![K]>()\n" + ".collect::<m![" + tile +
           ", I % 32, J / 8 % 4, K / 16], m![K % 16]>()\n" + ".align::<m![" + tile + ", I % 32, J / 8 % 4, K / 32], m![K % 32], _, _>(&" +
           trf + ")\n" + ".contract::<m![1]>()\n.accumulate::<m![" + tile +
           ", I % 32, J / 8 % 4], m![J % 8]>(AccumulationKind::Interleaved)\n";
}

const std::string kTail = "result.to_hbm(&mut ctx.tdma, 2 << 28)\n}\n";

// A pass that moves A's tile `tile` (`KT @ 1`, `KT = 1`) from DM to `result`
// typed `element`, through `sink` (`.commit(1 << 16)`, `.commit_view(&mut result.view())`),
// then `result` to HBM typed `hbm`.
std::string moveTile(const std::string& tile, const std::string& element, const std::string& sink = ".commit(1 << 16)",
                     const std::string& hbm = "I, K") {
    const bool view = sink.find("commit_view") != std::string::npos;
    const std::string decl = "DmTensor<bf16, Chip, Cluster, Slice, m![" + element + "]>";
    return R"(
axes![I = 64, KT = 2, K = 32];
type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![I / 32 # 256];
#[device(chip = 1)]
fn kernel(
ctx: &mut Context,
a: &HbmTensor<bf16, Chip, m![I, KT, K]>,
) -> HbmTensor<bf16, Chip, m![)" +
           hbm + R"(]> {
let a: DmTensor<bf16, Chip, Cluster, Slice, m![I % 32, KT, K]> = a.to_dm(&mut ctx.tdma, 0);
)" + (view ? "let mut result: " + decl + " = ...;\nctx\n" : "let result: " + decl + " = ctx\n") +
           ".main\n.begin(a.view())\n.fetch::<bf16, m![" + tile + ", I % 32, K / 16], m![K % 16]>()\n" + sink + ";\n" +
           "result.to_hbm(&mut ctx.tdma, 2 << 28)\n}\n";
}

// The plan's error for `text`, which must fail with `kind` at the sink call `call`.
diag::Diagnostic planError(const std::string& text, const char* kind, const std::string& call) {
    const auto program = test::parseKernelText(text);
    auto plan = sim::planProgram(program);
    if (plan) {
        qWarning("the plan succeeded");
        return {};
    }
    const diag::Diagnostic& d = plan.error();
    qInfo("%s", test::describe(d).c_str());
    if (diag::spelling(d.kind) != kind || !d.offset || text.compare(*d.offset, call.size(), call) != 0) {
        qWarning("expected %s at `%s`", kind, call.c_str());
        return {};
    }
    return d;
}

std::vector<mapping::AxisId> allAxes(const mapping::AxisEnv& env) {
    std::vector<mapping::AxisId> out;
    for (std::size_t a = 0; a < env.count(); ++a) out.push_back(mapping::AxisId(a));
    return out;
}

std::vector<bool> coordinates(const NamedCoordinates& named, const mapping::AxisEnv& env, const char* axis) {
    return named[*env.find(axis)].value_or(std::vector<bool>{});
}

// Both tiles one after the other after `head`: tile 0's f32 partial to the
// VRF, tile 1's contraction adds it (vector_fp_binary AddF), then `cast`
// (may be empty) and the commit of `result`, a DM tensor of `resultType`.
std::string twoTiles(const std::string& head, const std::string& resultType, const std::string& cast) {
    return head + trfTile("b_trf0", "KT = 1", "J / 8 % 4, K") +
           "let partial: DmTensor<f32, Chip, Cluster, Slice, m![I % 32, J % 32]> = " + contractTile("KT = 1", "b_trf0") +
           ".commit(3 << 17);\n" + trfTile("b_trf1", "KT @ 1", "KT @ 1, J / 8 % 4, K") +
           "let partial_vrf: VrfTensor<f32, Chip, Cluster, Slice, m![I % 32, J % 32]> = ctx\n.sub\n.begin(partial.view())\n"
           ".fetch::<f32, m![I % 32, J / 8 % 4], m![J % 8]>()\n.collect::<m![I % 32, J / 8 % 4], m![J % 8]>()\n.to_vrf(0);\n"
           "let result: DmTensor<" +
           resultType + ", Chip, Cluster, Slice, m![I % 32, J % 32]> = " + contractTile("KT @ 1", "b_trf1") +
           ".vector_init()\n.vector_intra_slice_branch(BranchMode::Unconditional)\n"
           ".vector_split::<m![KT @ 1, I % 32, J / 8 % 4, J / 4 % 2], m![J % 4]>()\n"
           ".vector_fp_binary(FpBinaryOp::AddF, &partial_vrf)\n"
           ".vector_concat::<m![KT @ 1, I % 32, J / 8 % 4], m![J % 8]>()\n.vector_final()\n" +
           cast + ".commit(0);\n";
}

}  // namespace

class SimTilesTest : public QObject {
    Q_OBJECT

private slots:
    void namedCoordinatesOfTiles() {
        const auto env = test::compile("I=4,KT=2,K=8", "m![I]").env();
        auto m = [&](const char* text) { return mapping::compileMapping(text, env).value(); };
        const auto slice = m("m![I / 2]"), time = m("m![KT @ 1, I % 2]"), packet = m("m![K / 4 @ 1 = 1, K % 4]");
        const auto named = sim::detail::namedCoordinates(env, {&slice, &time, &packet}, allAxes(env));
        QCOMPARE(coordinates(named, env, "KT"), (std::vector<bool>{false, true}));
        QCOMPARE(coordinates(named, env, "I"), std::vector<bool>(4, true));
        QCOMPARE(coordinates(named, env, "K"), (std::vector<bool>{false, false, false, false, true, true, true, true}));
        // An axis no mapping runs over: its coordinate 0; a group: not worked out (every coordinate counts).
        const auto first = m("m![KT = 1, I]"), grouped = m("m![[I, KT] # 12 / 3]");
        QCOMPARE(coordinates(sim::detail::namedCoordinates(env, {&first}, allAxes(env)), env, "K"),
                 (std::vector<bool>{true, false, false, false, false, false, false, false}));
        QVERIFY(grouped.normalForm().hasGroups());
        QVERIFY(!sim::detail::namedCoordinates(env, {&grouped}, allAxes(env))[*env.find("I")]);
        // Only the axes asked for are worked out.
        const auto onlyK = sim::detail::namedCoordinates(env, {&slice, &time, &packet}, {*env.find("K")});
        QVERIFY(onlyK[*env.find("K")] && !onlyK[*env.find("KT")]);

        // keepNamed zeroes the rest, and leaves a tensor it names whole alone.
        sim::detail::Logical l = sim::detail::makeLogical(env, {*env.find("KT"), *env.find("K")}, tensor::DType::F32);
        for (std::size_t i = 0; i < l.values.size(); ++i) l.values[i] = double(i + 1);
        const auto kept = sim::detail::keepNamed(env, l, named);
        QVERIFY(kept);
        for (std::size_t i = 0; i < l.values.size(); ++i) QCOMPARE(kept->values[i], i >= 12 ? double(i + 1) : 0.0);  // KT 1, K 4..7
        const auto whole = m("m![KT, K]");
        QVERIFY(!sim::detail::keepNamed(env, l, sim::detail::namedCoordinates(env, {&whole}, allAxes(env))));
    }

    // The outermost axis ends at its last named coordinate: tile 0 of KT over
    // [KT, K] keeps K's 8 values, not 16 with half of them zeros (a tile of a
    // 159M-value weight keeps its 8M), and reads past the end are 0, not held.
    void keepNamedShortensTheOutermostAxis() {
        const auto env = test::compile("KT=2,K=8", "m![KT]").env();
        auto m = [&](const char* text) { return mapping::compileMapping(text, env).value(); };
        sim::detail::Logical l = sim::detail::makeLogical(env, {*env.find("KT"), *env.find("K")}, tensor::DType::F32);
        for (std::size_t i = 0; i < l.values.size(); ++i) l.values[i] = double(i + 1);
        l.bound.assign(l.values.size(), 0.5);
        const auto first = m("m![KT = 1, K / 4 @ 1 = 1, K % 4]");
        const auto named = sim::detail::namedCoordinates(env, {&first}, allAxes(env));
        QCOMPARE(sim::detail::namedExtent(named, *env.find("KT"), 2), u64{1});
        QCOMPARE(sim::detail::namedExtent(named, *env.find("K"), 8), u64{8});
        const auto kept = sim::detail::keepNamed(env, l, named);
        QVERIFY(kept);
        QCOMPARE(kept->values, (std::vector<double>{0, 0, 0, 0, 5, 6, 7, 8}));
        QCOMPARE(kept->bound, (std::vector<double>{0, 0, 0, 0, 0.5, 0.5, 0.5, 0.5}));
        // Kept again by what it already holds: nothing to change.
        QVERIFY(!sim::detail::keepNamed(env, *kept, sim::detail::namedCoordinates(env, {&first}, {*env.find("KT")})));
        const auto whole = sim::detail::wholeLogical(env, *kept);
        QCOMPARE(whole.values, (std::vector<double>{0, 0, 0, 0, 5, 6, 7, 8, 0, 0, 0, 0, 0, 0, 0, 0}));
        QCOMPARE(whole.held, (std::vector<bool>{true, true, true, true, true, true, true, true, false, false, false, false, false, false,
                                                false, false}));
        QCOMPARE(whole.bound.size(), std::size_t{16});
    }

    // A tile's values end at its outermost axis's extent; read from a shortened
    // logical, what lies past the source's end is 0 and not held.
    void shiftedTileEndsAtItsExtent() {
        const auto env = test::compile("W=4,K=2", "m![W]").env();
        sim::detail::Logical l = sim::detail::makeLogical(env, {*env.find("W"), *env.find("K")}, tensor::DType::F32);
        for (std::size_t i = 0; i < l.values.size(); ++i) l.values[i] = double(i + 1);
        mapping::TensorIndex offset;
        offset.set(*env.find("W"), 1);
        const auto tile = sim::detail::shiftedToTile(env, l, offset, 2);  // W 1 and 2
        QCOMPARE(tile.values, (std::vector<double>{3, 4, 5, 6}));
        QCOMPARE(tile.held, std::vector<bool>(4, true));
        l.values.resize(6);                                               // W 0..2 only
        const auto past = sim::detail::shiftedToTile(env, l, offset, 4);  // W 1..3 of what holds W 0..2
        QCOMPARE(past.values, (std::vector<double>{3, 4, 5, 6, 0, 0, 0, 0}));
        QCOMPARE(past.held, (std::vector<bool>{true, true, true, true, false, false, false, false}));
    }

    // A pass over tile 1 committed to a tensor without KT stored tile 1 where tile 0
    // belongs (MISMATCH at run time); the plan now stops at the commit and names the fix.
    void commitWithoutItsTile() {
        const auto d = planError(moveTile("KT @ 1", "I % 32, K"), "sink_elements", "commit(");
        QVERIFY2(d.message.find("main pass 1 -> result, commit:") == 0, d.message.c_str());
        QVERIFY(d.message.find("`KT` = 1") != std::string::npos && d.message.find("`result`") != std::string::npos);
        QCOMPARE(QString::fromStdString(d.fix.value_or("")), QString("name the tile in `result`'s Element: `m![KT @ 1, I % 32, K]`"));
        // The fix runs and matches; tile 0 (`KT = 1`) is what a tensor without KT names.
        test::expectOk(test::mustRun(moveTile("KT @ 1", "KT @ 1, I % 32, K", ".commit(1 << 16)", "I, KT @ 1, K")), true);
        test::expectOk(test::mustRun(moveTile("KT = 1", "I % 32, K")), true);
        test::expectOk(test::mustRun(moveTile("KT", "KT, I % 32, K", ".commit(1 << 16)", "I, KT, K")), true);
    }

    // The other way round: tile 0's elements into a tensor typed as tile 1.
    void commitOfAnotherTile() {
        const auto d = planError(moveTile("KT = 1", "KT @ 1, I % 32, K", ".commit(1 << 16)", "I, KT @ 1, K"), "sink_elements", "commit(");
        QVERIFY2(d.message.find("holds `KT` = 0, but `result` (`m![KT @ 1, I % 32, K]`) holds `KT` = 1") != std::string::npos,
                 d.message.c_str());
        QVERIFY(d.fix);
    }

    void commitViewWithoutItsTile() {
        const std::string sink = ".commit_view(&mut result.view())";
        const auto d = planError(moveTile("KT @ 1", "I % 32, K", sink), "sink_elements", "commit_view(");
        QVERIFY2(d.message.find("the commit_view would store tile 1's elements") != std::string::npos, d.message.c_str());
        test::expectOk(test::mustRun(moveTile("KT @ 1", "KT @ 1, I % 32, K", sink, "I, KT @ 1, K")), true);
    }

    // to_vrf writes the stream in order: a VRF tensor without the tile would be read as tile 0.
    void toVrfWithoutItsTile() {
        std::string text = moveTile("KT = 1", "I % 32, K");
        const auto vrfPass = [](const std::string& element) {
            return "let a_vrf: VrfTensor<bf16, Chip, Cluster, Slice, m![" + element +
                   "]> = ctx\n.sub\n.begin(a.view())\n"
                   ".fetch::<bf16, m![KT @ 1, I % 32, K / 16], m![K % 16]>()\n.collect::<m![KT @ 1, I % 32, K / 16], m![K % 16]>()\n"
                   ".to_vrf(0);\n";
        };
        const std::size_t at = text.find("result.to_hbm");
        const auto d = planError(std::string(text).insert(at, vrfPass("I % 32, K")), "sink_elements", "to_vrf(");
        QVERIFY2(d.message.find("sub pass 1 -> a_vrf, to_vrf:") == 0, d.message.c_str());
        QCOMPARE(QString::fromStdString(d.fix.value_or("")), QString("name the tile in `a_vrf`'s Element: `m![KT @ 1, I % 32, K]`"));
        auto plan = sim::planProgram(test::parseKernelText(std::string(text).insert(at, vrfPass("KT @ 1, I % 32, K"))));
        QVERIFY2(plan, plan ? "" : plan.error().message.c_str());
    }

    // Tile 0's f32 partial carries the bound of its accumulation; tile 1's pass adds it
    // through the VRF (AddF), so the result's bound holds it too (it used to hold only
    // tile 1's contraction and the add's rounding). An f32 result: no cast's ulp on top.
    void sequentialBoundHoldsTileZeros() {
        std::string head = kHead;
        const std::string bf16Out = "-> HbmTensor<bf16, Chip, m![I, J]>";
        head.replace(head.find(bf16Out), bf16Out.size(), "-> HbmTensor<f32, Chip, m![I, J]>");
        const std::string text = twoTiles(head, "f32", "") + kTail;
        const auto program = test::parseKernelText(text);
        const auto run = test::startRun(program);
        QVERIFY(run);
        auto& s = *run->state;
        for (std::size_t op = 0; op < program.ops.size(); ++op) {
            auto e = sim::detail::referenceOf(s, op);
            QVERIFY2(!e, e ? e->message.c_str() : "");
        }
        auto tensorNamed = [&](const char* name) {
            std::size_t t = 0;
            while (t < program.tensors.size() && program.tensors[t].name != name) ++t;
            return t;
        };
        const auto& partial = s.reference[tensorNamed("partial")];
        const auto& result = s.reference[tensorNamed("result")];
        QVERIFY(partial && result);
        QCOMPARE(partial->axes, result->axes);
        QCOMPARE(partial->bound.size(), result->bound.size());
        bool tileZeroAbove = false;  // somewhere tile 0's bound exceeds what tile 1's side gives alone
        for (std::size_t i = 0; i < result->bound.size(); ++i) {
            const double rounding = 2.0 * 0x1.0p-24 * std::fabs(result->values[i]);
            QVERIFY2(partial->bound[i] > 0.0, "tile 0's accumulation has a bound");
            QVERIFY2(result->bound[i] >= partial->bound[i] + rounding,
                     qPrintable(QStringLiteral("element %1: bound %2 < tile 0's %3").arg(i).arg(result->bound[i]).arg(partial->bound[i])));
            tileZeroAbove = tileZeroAbove || partial->bound[i] > result->bound[i] - partial->bound[i] - rounding;
        }
        QVERIFY(tileZeroAbove);
        test::expectOk(test::mustRun(program));
    }

    // A TRF tile's own mappings name only its tile.
    void trfTileNamesItsTile() {
        const auto program = test::parseKernelText(
            kHead + trfTile("b_trf", "KT @ 1", "KT @ 1, J / 8 % 4, K") +
            "let result: DmTensor<bf16, Chip, Cluster, Slice, m![I % 32, J % 32]> = " + contractTile("KT @ 1", "b_trf") +
            ".cast::<bf16, m![J % 8 # 16]>()\n.commit(0);\n" + kTail);
        auto plan = sim::planProgram(program);
        QVERIFY2(plan, plan ? "" : plan.error().message.c_str());
        std::size_t trf = 0;
        while (trf < program.tensors.size() && program.tensors[trf].name != "b_trf") ++trf;
        QVERIFY(trf < program.tensors.size());
        std::vector<const mapping::CompiledMapping*> parts;
        for (const auto& m : plan->tensors[trf].mappings) parts.push_back(&m);
        const auto named = sim::detail::namedCoordinates(program.axes, parts, allAxes(program.axes));
        QCOMPARE(coordinates(named, program.axes, "KT"), (std::vector<bool>{false, true}));
        QCOMPARE(coordinates(named, program.axes, "K"), std::vector<bool>(32, true));
        test::expectOk(test::mustRun(program));  // the contraction sums tile 1 alone, as the simulation does
    }

    // Gap (1): one K axis, `K / 32 @ 1 = 1` in Time selects tile 1 (the reference summed all of K).
    void oneKAxisTile() {
        const std::string text = R"(
axes![I = 64, J = 64, K = 64];
type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![[I / 32, J / 32] # 256];
type Row = m![J % 8];
#[device(chip = 1)]
fn kernel(
ctx: &mut Context,
a: &HbmTensor<bf16, Chip, m![I, K]>,
b: &HbmTensor<bf16, Chip, m![K, J]>,
) -> HbmTensor<bf16, Chip, m![I, J]> {
let a: DmTensor<bf16, Chip, Cluster, Slice, m![I % 32, K]> = a.to_dm(&mut ctx.tdma, 0);
let b: DmTensor<bf16, Chip, Cluster, Slice, m![J % 32, K]> = b.to_dm(&mut ctx.tdma, 1 << 18);
let b_trf: TrfTensor<bf16, Chip, Cluster, Slice, Row, m![J / 8 % 4, K / 32 @ 1 = 1, K % 32]> = ctx
.sub
.begin(b.view())
.fetch::<bf16, m![K / 32 @ 1 = 1, J % 8, J / 8 % 4], m![K % 32]>()
.collect::<m![K / 32 @ 1 = 1, J % 8, J / 8 % 4, K % 32 / 16], m![K % 16]>()
.to_trf(TrfAddress::Full);
let result: DmTensor<bf16, Chip, Cluster, Slice, m![I % 32, J % 32]> = ctx
.main
.begin(a.view())
.fetch::<bf16, m![K / 32 @ 1 = 1, I % 32, J / 8 % 4], m![K % 32]>()
.collect::<m![K / 32 @ 1 = 1, I % 32, J / 8 % 4, K % 32 / 16], m![K % 16]>()
.align::<m![K / 32 @ 1 = 1, I % 32, J / 8 % 4], m![K % 32], _, _>(&b_trf)
.contract::<m![1]>()
.accumulate::<m![K / 32 @ 1 = 1, I % 32, J / 8 % 4], m![J % 8]>(AccumulationKind::Interleaved)
.cast::<bf16, m![J % 8 # 16]>()
.commit(0);
)" + kTail;
        test::expectOk(test::mustRun(text));
    }

    // A and B to DM tile by tile: tile 0's tensors (`KT = 1`) have no KT in their
    // normal form, so their references are tile 0 with KT dropped; the contraction
    // of tile 0 must not sum them over both KT positions.
    void tilesToDmOneByOne() {
        std::string head = kHead;
        const auto replace = [&](const std::string& from, const std::string& to) { head.replace(head.find(from), from.size(), to); };
        replace("let a: DmTensor<bf16, Chip, Cluster, Slice, m![I % 32, KT, K]> = a.to_dm(&mut ctx.tdma, 0);",
                "let a0: DmTensor<bf16, Chip, Cluster, Slice, m![I % 32, KT = 1, K]> = a.to_dm(&mut ctx.tdma, 0);\n"
                "let a1: DmTensor<bf16, Chip, Cluster, Slice, m![I % 32, KT @ 1, K]> = a.to_dm(&mut ctx.tdma, 1 << 16);");
        replace("let b: DmTensor<bf16, Chip, Cluster, Slice, m![J % 32, KT, K]> = b.to_dm(&mut ctx.tdma, 1 << 18);",
                "let b0: DmTensor<bf16, Chip, Cluster, Slice, m![J % 32, KT = 1, K]> = b.to_dm(&mut ctx.tdma, 1 << 18);\n"
                "let b1: DmTensor<bf16, Chip, Cluster, Slice, m![J % 32, KT @ 1, K]> = b.to_dm(&mut ctx.tdma, 1 << 17);");
        auto fromTile = [](std::string text, const std::string& from, const std::string& to) {
            text.replace(text.find(from), from.size(), to);
            return text;
        };
        const std::string text =
            head + fromTile(trfTile("b_trf0", "KT = 1", "J / 8 % 4, K"), "b.view()", "b0.view()") +
            "let partial: DmTensor<f32, Chip, Cluster, Slice, m![I % 32, J % 32]> = " +
            fromTile(contractTile("KT = 1", "b_trf0"), "a.view()", "a0.view()") + ".commit(3 << 17);\n" +
            fromTile(trfTile("b_trf1", "KT @ 1", "KT @ 1, J / 8 % 4, K"), "b.view()", "b1.view()") +
            "let partial_vrf: VrfTensor<f32, Chip, Cluster, Slice, m![I % 32, J % 32]> = ctx\n.sub\n.begin(partial.view())\n"
            ".fetch::<f32, m![I % 32, J / 8 % 4], m![J % 8]>()\n.collect::<m![I % 32, J / 8 % 4], m![J % 8]>()\n.to_vrf(0);\n"
            "let result: DmTensor<bf16, Chip, Cluster, Slice, m![I % 32, J % 32]> = " +
            fromTile(contractTile("KT @ 1", "b_trf1"), "a.view()", "a1.view()") +
            ".vector_init()\n.vector_intra_slice_branch(BranchMode::Unconditional)\n"
            ".vector_split::<m![KT @ 1, I % 32, J / 8 % 4, J / 4 % 2], m![J % 4]>()\n"
            ".vector_fp_binary(FpBinaryOp::AddF, &partial_vrf)\n"
            ".vector_concat::<m![KT @ 1, I % 32, J / 8 % 4], m![J % 8]>()\n.vector_final()\n"
            ".cast::<bf16, m![J % 8 # 16]>()\n.commit(0);\n" +
            kTail;
        test::expectOk(test::mustRun(text));
    }

    // Both tiles one after the other: tile 0's f32 partial to the VRF, tile 1's
    // contraction adds it (vector_fp_binary AddF), one cast to bf16.
    void twoTilesOneAfterTheOther() {
        const std::string text = twoTiles(kHead, "bf16", ".cast::<bf16, m![J % 8 # 16]>()\n") + kTail;
        const auto run = test::mustRun(text);
        test::expectOk(run);
        QVERIFY(!run.outputs.empty() && run.outputs.front().values.size() == 64u * 64u);
    }
};

QTEST_APPLESS_MAIN(SimTilesTest)
#include "tst_sim_tiles.moc"
