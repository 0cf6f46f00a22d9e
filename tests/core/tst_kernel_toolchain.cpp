// Kernels written against the toolchain's API (furiosa-opt 0.6's methods,
// with 0.2-0.3's explicit addresses): they load, run, and compute what the
// book says, checked against values worked out here from the inputs; and what
// the toolchain refuses is refused, at the call that breaks the rule.
#include <QtTest>

#include <algorithm>
#include <bit>
#include <cmath>
#include <string>

#include "kernel/listing.h"
#include "kernel/parse.h"
#include "sim/memory.h"
#include "sim/plan.h"
#include "sim_run_support.h"
#include "toolchain_kernels.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using test::tensorNamed;
using tcpwb::kernel::Dialect;

namespace {

// Every operation of the program run in order; null (with a warning) on the first error.
std::unique_ptr<test::SteppedRun> runAll(const kernel::Program& program) {
    auto run = test::startRun(program);
    if (!run) return nullptr;
    auto& s = *run->state;
    for (std::size_t i = 0; i < program.ops.size(); ++i) {
        const bool transfer = program.ops[i].kind == kernel::Operation::Kind::Transfer;
        auto e = transfer ? sim::detail::runTransfer(s, i) : sim::detail::runPass(s, i);
        if (!e) e = sim::detail::referenceOf(s, i);
        if (e) {
            qWarning("%s: %s", diag::spelling(e->kind).data(), e->message.c_str());
            return nullptr;
        }
    }
    return run;
}

// The values the run drew for an input (row-major over its axes).
std::vector<double> inputValues(test::SteppedRun& run, std::size_t tensor) { return run.state->reference[tensor]->values; }

// The simulated values of a tensor as its mappings place them, after the last operation.
std::vector<double> simulated(test::SteppedRun& run, std::size_t tensor) {
    auto& s = *run.state;
    auto l = sim::detail::readBack(s, tensor, s.program.ops.size() - 1);
    if (!l) qFatal("%s", l.error().message.c_str());
    return l->values;
}

// Writes `bits` as the first elements of a DM tensor in slice 0 (the input a test chooses).
void writeDm(test::SteppedRun& run, std::size_t tensor, const std::vector<std::uint32_t>& bits) {
    auto& s = *run.state;
    const kernel::Tensor& t = s.program.tensors[tensor];
    sim::Block& block = s.device.dm.get(sim::Device::unitOf(0, 0, 0));
    for (std::size_t i = 0; i < bits.size(); ++i)
        sim::storeElement(block, *sim::elementAt(t.address.value_or(0), std::int64_t(i), t.dtype), t.dtype, bits[i]);
}

diag::Diagnostic loadError(const std::string& text, std::optional<Dialect> dialect = Dialect::Toolchain) {
    auto program = kernel::parseKernel({"k.rs", text, dialect});
    if (program) qFatal("the kernel loaded, but an error was expected");
    return program.error();
}

// The first error planning the program reports (the engines' rules).
diag::Diagnostic planError(const std::string& text) {
    auto program = kernel::parseKernel({"k.rs", text, Dialect::Toolchain});
    if (!program) qFatal("%s", program.error().message.c_str());
    auto plan = sim::planProgram(*program);
    if (plan) qFatal("the program planned, but an error was expected");
    return plan.error();
}

kernel::Program load(const std::string& text, std::optional<Dialect> dialect = Dialect::Toolchain) {
    auto program = kernel::parseKernel({"k.rs", text, dialect});
    if (!program) qFatal("%s: %s", diag::spelling(program.error().kind).data(), program.error().message.c_str());
    return std::move(program).value();
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    if (at == std::string::npos) qFatal("`%s` is not in the kernel", from.c_str());
    return text.replace(at, from.size(), to);
}

// The book's i8 x i8 contraction with addresses (toolchain_kernels.h).
const std::string& kContraction = test::kToolchainContraction;

// kContraction's declarations and a device function that only loads the TRF
// with the Lane `lane`, returning nothing.
std::string trfLoadOnly(const std::string& lane) {
    return kContraction.substr(0, kContraction.find("#[device(chip = 1)]")) +
           "#[device(chip = 1)]\nfn contract(ctx: &mut Context, input_trf: &HbmTensor<i8, Chip, m![R, K8]>) {\n"
           "    let trf_dm = input_trf.to_dm::<Cluster, Slice, m![R, K8]>(&mut ctx.tdma, 1024);\n"
           "    let trf: TrfTensor<i8, Chip, Cluster, Slice, " +
           lane +
           ", m![K8]> = ctx\n"
           "        .sub\n        .begin(trf_dm.view())\n        .fetch::<m![R], m![K8]>()\n"
           "        .fetch_cast::<i8>()\n        .collect::<m![R], m![K8]>()\n        .to_trf(TrfAddress::Full);\n}\n";
}

// out[a][r] = sum over k of (x[a][k] - zeroPoint) * w[r][k], in i32.
void expectContraction(const kernel::Program& program, double zeroPoint) {
    auto run = runAll(program);
    QVERIFY(run);
    const auto x = inputValues(*run, tensorNamed(program, "input"));
    const auto w = inputValues(*run, tensorNamed(program, "input_trf"));
    const auto out = simulated(*run, program.outputs.at(0));
    QCOMPARE(out.size(), std::size_t(64));
    int nonzero = 0;
    for (int a = 0; a < 8; ++a)
        for (int r = 0; r < 8; ++r) {
            double sum = 0;
            for (int k = 0; k < 32; ++k) sum += (x[a * 32 + k] - zeroPoint) * w[r * 32 + k];
            QCOMPARE(out[a * 8 + r], sum);
            nonzero += sum != 0;
        }
    QVERIFY(nonzero > 32);  // the inputs are random, not zero
}

// An i8 contraction over K = 16384 with the weights in R = 4 Lanes of 16 KB each: past the
// manual's 8 KB per Row, within the toolchain's 64 KB of TRF per slice.
const std::string kWideTrf = R"(use furiosa_opt_std::prelude::*;
axes![A = 8, K = 16384, R = 4];
type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![1 # 256];
#[device(chip = 1)]
fn contract(
    ctx: &mut Context,
    input: &HbmTensor<i8, Chip, m![A, K]>,
    weights: &HbmTensor<i8, Chip, m![R, K]>,
) -> HbmTensor<i32, Chip, m![A, R]> {
    let input_dm: DmTensor<i8, Chip, Cluster, Slice, m![A, K]> = input.to_dm(&mut ctx.tdma);
    let weights_dm: DmTensor<i8, Chip, Cluster, Slice, m![R, K]> = weights.to_dm(&mut ctx.tdma);
    let trf: TrfTensor<i8, Chip, Cluster, Slice, m![R], m![K]> = ctx
        .sub
        .begin(weights_dm.view())
        .fetch::<m![R, K / 32], m![K % 32]>()
        .collect::<m![R, K / 32], m![K % 32]>()
        .to_trf();
    let result: DmTensor<i32, Chip, Cluster, Slice, m![A, R]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<m![A, K / 32], m![K % 32]>()
        .collect::<m![A, K / 32], m![K % 32]>()
        .contract_outer::<m![A, K / 32], m![K % 32], _, _, _>(&trf)
        .contract_packet::<m![1]>()
        .contract_time::<m![A]>()
        .contract_lane::<m![A], m![R # 8]>(LaneMode::Interleaved)
        .commit_trim::<m![R]>()
        .commit();
    result.to_hbm(&mut ctx.tdma)
}
)";

// A statement fragment: one main pass over an f32 DM tensor of 8, committed through the Commit Adapter.
const std::string kCommitCast = R"(use furiosa_opt_std::prelude::*;
axes![N = 8];
let input: DmTensor<f32, m![1], m![1 # 2], m![1 # 256], m![N]> = ...;
let out = ctx.main.begin(input.view())
    .fetch::<m![1], m![N]>()
    .collect::<m![1], m![N]>()
    .commit_trim::<m![N]>()
    .commit_cast_relu::<bf16>()
    .commit::<m![N]>(1024);
)";

}  // namespace

class KernelToolchain : public QObject {
    Q_OBJECT

private slots:
    void anI8ContractionRunsTheFourStages() {
        const auto program = load(kContraction);
        // contract_outer/_packet/_time/_lane become the manual's Align, Contract and Accumulate steps.
        const auto& steps = program.ops.back().kind == kernel::Operation::Kind::Pass ? program.ops.back().pass.steps
                                                                                     : program.ops[program.ops.size() - 2].pass.steps;
        std::vector<kernel::StepKind> kinds;
        for (const auto& s : steps) kinds.push_back(s.kind);
        QCOMPARE(kinds, (std::vector<kernel::StepKind>{kernel::StepKind::Fetch, kernel::StepKind::Collect, kernel::StepKind::Align,
                                                       kernel::StepKind::Contract, kernel::StepKind::Accumulate}));
        QCOMPARE(steps.back().accumulation, std::string("Interleaved"));
        QVERIFY(steps.back().reducedTime);
        QCOMPARE(steps[2].mappings[1].text, std::string("m![K8 # 64]"));  // the 32-byte OutPacket on the 64-byte MAC
        expectContraction(program, 0);
    }

    // fetch_zero_point_sub::<i9>(3) widens i8 to i9 less 3; contract_outer pairs the i9 stream with i8 weights.
    void aZeroPointIsSubtractedBeforeTheContraction() {
        std::string text = replaced(kContraction, ".fetch::<m![A], m![K8]>()\n        .fetch_cast::<i8>()",
                                    ".fetch::<m![A], m![K8]>()\n        .fetch_zero_point_sub::<i9>(3)");
        text = replaced(text, "contract_outer::<m![A], m![K8], _, _, _>", "contract_outer::<m![A], m![K8], _, _, i8>");
        const auto program = load(text);
        QCOMPARE(program.ops[3].pass.steps[0].zeroPoint, std::optional<std::int64_t>(3));
        QCOMPARE(program.ops[3].pass.steps[0].dtype, std::optional(tensor::DType::I9));
        expectContraction(program, 3);
        // A negative zero point reads as written.
        expectContraction(load(replaced(text, "(3)", "(-128)")), -128);
    }

    void tensorTypeAliasesStandForTheirTypes() {
        // As the toolchain's examples write them: an alias of a tensor type
        // (declared after its use, and renamed once) for a parameter, a `let`
        // and the return type; the kernel runs as the one written out.
        std::string text = replaced(kContraction, "type Lane = m![R];",
                                    "type Lane = m![R];\ntype Out = Result;\ntype Result = DmTensor<i32, Chip, Cluster, Slice, m![A, R]>;\n"
                                    "type Input = HbmTensor<i8, Chip, m![A, K8]>;");
        text = replaced(text, "input: &HbmTensor<i8, Chip, m![A, K8]>,", "input: &Input,");
        text = replaced(text, "let result: DmTensor<i32, Chip, Cluster, Slice, m![A, R]> = ctx", "let result: Out = ctx");
        const kernel::Program program = load(text);
        const auto mappingsOf = [](const kernel::Program& p, const std::string& name) {
            std::vector<std::string> texts;
            for (const auto& m : p.tensors[tensorNamed(p, name)].mappings) texts.push_back(m.text);
            return texts;
        };
        const kernel::Program written = load(kContraction);
        QCOMPARE(mappingsOf(program, "result"), mappingsOf(written, "result"));
        QCOMPARE(mappingsOf(program, "input"), mappingsOf(written, "input"));
        expectContraction(program, 0);
        // An alias of a tensor type keeps its type's rules, reported at the alias.
        const std::string wrong = replaced(text, "type Result = DmTensor<i32, Chip, Cluster, Slice, m![A, R]>;",
                                           "type Result = DmTensor<i32, Chip, Cluster, m![A, R]>;");
        const auto d = loadError(wrong);
        QCOMPARE(d.kind, diag::Kind::arity_mismatch);
        QCOMPARE(*d.offset, wrong.find("DmTensor<i32, Chip, Cluster, m!"));
        // `Alias::new()` makes the tensor the alias names, typed by it.
        const kernel::Program made = load(R"(use furiosa_opt_std::prelude::*;
axes![A = 2048];
type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![A / 8];
type Out = DmTensor<i32, Chip, Cluster, Slice, m![A % 8]>;
#[device(chip = 1)]
fn k(ctx: &mut Context) -> HbmTensor<i32, Chip, m![A]> {
    let out = Out::new();
    out.to_hbm(&mut ctx.tdma)
}
)");
        QCOMPARE(made.tensors[tensorNamed(made, "out")].memory, kernel::Memory::Dm);
        QCOMPARE(mappingsOf(made, "out").back(), std::string("m![A % 8]"));
    }

    void loopsConstantsAndBranchesRunAtLoadTime() {
        const std::string text = R"(use furiosa_opt_std::prelude::*;
axes![A = 2048];
const ROUNDS: usize = HALF * 2;
const HALF: usize = 2;
type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![A / 8];
#[device(chip = 1)]
fn k(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    const LAST: usize = ROUNDS - 1;
    for i in 0..ROUNDS {
        if i != LAST && (i as usize) < 100 {
            let staged: DmTensor<i32, Chip, Cluster, Slice, m![A % 8]> = input.to_dm(&mut ctx.tdma);
            let _copy: HbmTensor<i32, Chip, m![A]> = staged.to_hbm(&mut ctx.tdma);
        } else if i == LAST {
            let last: DmTensor<i32, Chip, Cluster, Slice, m![A % 8]> = input.to_dm(&mut ctx.tdma);
        }
    }
    let staged: DmTensor<i32, Chip, Cluster, Slice, m![A % 8]> = input.to_dm(&mut ctx.tdma);
    staged.to_hbm(&mut ctx.tdma)
}
)";
        // ROUNDS = 4 (a `const` using one written after it): three copies, `last`, then the result.
        const kernel::Program program = load(text);
        std::vector<std::string> names;
        for (const kernel::Tensor& t : program.tensors) names.push_back(t.name);
        for (const char* name : {"staged", "staged#2", "staged#3", "staged#4", "_copy#3", "last"})
            QVERIFY2(std::find(names.begin(), names.end(), name) != names.end(), name);
        QVERIFY(std::find(names.begin(), names.end(), "_copy#4") == names.end());
        QCOMPARE(program.ops.size(), std::size_t{9});
        // Every unrolled operation is located at its statement in the loop.
        QCOMPARE(program.ops[0].at.line, program.ops[2].at.line);
        QVERIFY(runAll(program));

        // A loop past the unrolling limit, a branch on data, a cast to no integer type: each one located error.
        std::string big = replaced(text, "0..ROUNDS", "0..=1000000");
        auto d = loadError(big);
        QCOMPARE(d.kind, diag::Kind::too_large);
        QCOMPARE(*d.offset, big.find("for i"));
        std::string onData = replaced(text, "if i != LAST", "if input != LAST");
        d = loadError(onData);
        QCOMPARE(d.kind, diag::Kind::unsupported_construct);
        QCOMPARE(*d.offset, onData.find("input != LAST"));
        QVERIFY2(d.message.find("not known when the kernel loads") != std::string::npos, d.message.c_str());
        std::string toFloat = replaced(text, "(i as usize)", "(i as f32)");
        d = loadError(toFloat);
        QCOMPARE(d.kind, diag::Kind::unsupported_construct);
        QCOMPARE(*d.offset, toFloat.find("f32)"));

        // The work unrolled is bounded too, not only the iterations: a body of a
        // hundred statements a million times, or ten thousand copies, is one
        // error at the outermost loop (each ran for minutes).
        std::string branches;
        for (int k = 0; k < 100; ++k) branches += "        if i == " + std::to_string(k) + " { }\n";
        std::string wide = replaced(text, "    for i in 0..ROUNDS {\n", "    for i in 0..999000 {\n" + branches);
        d = loadError(wide);
        QCOMPARE(d.kind, diag::Kind::too_large);
        QCOMPARE(*d.offset, wide.find("for i"));
        QVERIFY2(d.message.find("2000000 expressions") != std::string::npos, d.message.c_str());
        std::string copies = replaced(replaced(text, "if i != LAST && (i as usize) < 100", "if i != LAST"), "0..ROUNDS", "0..HALF");
        copies = replaced(copies, "const HALF: usize = 2;", "const HALF: usize = 100;");
        QCOMPARE(load(copies).ops.size(), std::size_t{2 * 100 + 2});  // a hundred copies are fine
        copies = replaced(copies, "const HALF: usize = 100;", "const HALF: usize = 20;");
        copies = replaced(copies, "    for i in 0..HALF {", "    for _ in 0..300 {\n    for i in 0..HALF {");
        copies = replaced(copies, "\n    let staged", "\n    }\n    let staged");
        d = loadError(copies);
        QCOMPARE(d.kind, diag::Kind::too_large);
        QCOMPARE(*d.offset, copies.find("for _"));  // the outer loop, not the inner one making the copies
        QVERIFY2(d.message.find("10000 operations") != std::string::npos, d.message.c_str());
    }

    void modulesAreOtherNamespaces() {
        // An inline module beside the kernel (a `mod tests`, with a `struct` the
        // kernel itself could not have) does not stop it; a device function
        // inside one is refused at its `mod`, saying why.
        const std::string beside = kContraction + "\nmod tests {\n    struct Case { rows: u32 }\n    fn helper() {}\n}\n";
        expectContraction(load(beside), 0);
        const std::string inside = "mod inner {\n" + kContraction + "}\n";
        auto d = loadError(inside);
        QCOMPARE(d.kind, diag::Kind::unsupported_construct);
        QCOMPARE(*d.offset, std::size_t{0});
        QVERIFY2(d.message.find("`contract` is inside `mod inner") != std::string::npos, d.message.c_str());
        QCOMPARE(d.fix.value_or(""), std::string("run it as `--fn inner::contract`"));
    }

    void aMappingsSizeIsAConstant() {
        // `<m![..]>::SIZE` and `Alias::SIZE` where a constant goes: 8 x 8 x 64 and 8 x 512 are 4096.
        for (const char* address : {"<m![A, R]>::SIZE * 64", "Lane::SIZE * 512"}) {
            const std::string text = replaced(kContraction, ".commit(4096);", std::string(".commit(") + address + ");");
            const kernel::Program program = load(text);
            QCOMPARE(program.tensors[tensorNamed(program, "result")].address.value_or(0), u64{4096});
        }
        const std::string unknown = replaced(kContraction, ".commit(4096);", ".commit(<m![Q]>::SIZE);");
        const auto d = loadError(unknown);
        QCOMPARE(d.kind, diag::Kind::unknown_name);  // as for an unknown axis in any mapping
        QVERIFY(d.offset && *d.offset >= unknown.find("<m![Q]>::SIZE") && *d.offset < unknown.find("<m![Q]>::SIZE") + 13);
    }

    void aGenericDeviceFunctionIsRefusedAtItsGenerics() {
        std::string text = replaced(kContraction, "fn contract(", "fn contract<X: AxisName>(");
        const auto d = loadError(text);
        QCOMPARE(d.kind, diag::Kind::unsupported_construct);
        QCOMPARE(*d.offset, text.find("<X: AxisName>"));
        QVERIFY2(d.message.find("generic over `X`") != std::string::npos, d.message.c_str());
    }

    void aBrokenRuleComesBeforeNoOutputs() {
        // Only a TRF load whose Lane the collected stream does not fill, and
        // nothing read back: refused for the TRF's rule, as the toolchain
        // refuses it, not for having no output.
        const auto run = sim::runKernel(load(trfLoadOnly("m![A]")));
        QVERIFY(!run);
        QVERIFY2(run.error().kind != diag::Kind::no_outputs, run.error().message.c_str());
        QCOMPARE(diag::categoryOf(run.error().kind), diag::Category::HardwareRule);
    }

    // The same load with a Lane the stream fills is a kernel that only loads the TRF, as the
    // toolchain's assertion kernels are (their tests only launch them): it runs, and says there
    // is nothing to check, instead of refusing it.
    void aDeviceFunctionWithNothingToCheckRuns() {
        const auto run = sim::runKernel(load(trfLoadOnly("Lane")));
        QVERIFY2(run, run ? "" : run.error().message.c_str());
        QVERIFY(run->ok);
        QVERIFY(run->outputs.empty());
        // The load and the pass, between the toolchain's kernel launch and its ExplicitSync.
        QCOMPARE(run->ops.size(), std::size_t{4});
        QCOMPARE(run->ops.front().name, std::string("kernel launch"));
        QVERIFY(std::any_of(run->warnings.begin(), run->warnings.end(), [](const diag::Diagnostic& w) {
            return w.kind == diag::Kind::no_outputs && w.severity == diag::Severity::Warning;
        }));
    }

    void aDeviceFunctionInAModuleRunsWhenNamed() {
        // The toolchain's assertion files keep their kernels in `mod name { use
        // super::*; ... }`: named with its module, the function sees the
        // module's items, then the file's; the module's own win.
        std::string text = kContraction;
        const std::size_t fn = text.find("#[device(chip = 1)]");
        text = text.substr(0, fn) +
               "mod outer {\n    use super::*;\n    mod inner {\n        use super::*;\n"
               "        type Lane = m![R];\n" +
               text.substr(fn) + "    }\n}\n";
        text = replaced(text, "type Lane = m![R];\n\n", "type Lane = m![A];\n\n");  // the file's, shadowed
        auto program = kernel::parseKernel({"k.rs", text, Dialect::Toolchain}, {.entry = "contract", .entryModules = {"outer", "inner"}});
        QVERIFY2(program, program ? "" : program.error().message.c_str());
        expectContraction(*program, 0);
        QCOMPARE(program->entry, std::string("contract"));

        auto listed = kernel::listKernels({"k.rs", text}, {});
        QVERIFY(listed);
        QCOMPARE(listed->size(), std::size_t{1});
        QCOMPARE(listed->front().inlineModules, (std::vector<std::string>{"outer", "inner"}));
        QCOMPARE(kernel::nameInFile(listed->front()), std::string("outer::inner::contract"));

        auto missing = kernel::parseKernel({"k.rs", text, Dialect::Toolchain}, {.entry = "contract", .entryModules = {"outer", "gone"}});
        QVERIFY(!missing);
        QCOMPARE(missing.error().kind, diag::Kind::unknown_name);
        QVERIFY2(missing.error().message.find("`mod gone") != std::string::npos, missing.error().message.c_str());
    }

    void aModulesAxesShadowTheFiles() {
        // tile.rs's `mod dm_inner_digit { use super::*; axes![H = 3840, L = 15360]; ... }`
        // redeclares the file's L for the functions inside it.
        std::string text = kContraction;
        const std::size_t fn = text.find("#[device(chip = 1)]");
        text = text.substr(0, fn) + "mod inner {\n    use super::*;\n    axes![A = 16];\n" + text.substr(fn) + "}\n";
        auto program = kernel::parseKernel({"k.rs", text, Dialect::Toolchain}, {.entry = "contract", .entryModules = {"inner"}});
        QVERIFY2(program, program ? "" : program.error().message.c_str());
        const auto a = program->axes.find("A");
        QVERIFY(a);
        QCOMPARE(program->axes[*a].size, u64{16});
        QCOMPARE(program->axes[*program->axes.find("K8")].size, u64{32});  // the file's, not shadowed

        // Within one scope a name declared twice is still an error.
        const std::string twice = replaced(kContraction, "axes![A = 8, K8 = 32, R = 8];", "axes![A = 8, K8 = 32, R = 8];\naxes![A = 4];");
        auto refused = kernel::parseKernel({"k.rs", twice, Dialect::Toolchain}, {.entry = "contract"});
        QVERIFY(!refused);
        QVERIFY2(refused.error().message.find("axis `A` is declared twice") != std::string::npos, refused.error().message.c_str());
        QCOMPARE(*refused.error().offset, twice.find("A = 4") + 4);  // at its size, as the axis parser locates it
    }

    void theManualsSpellingStillContracts() {
        std::string text = replaced(kContraction,
                                    ".contract_outer::<m![A], m![K8], _, _, _>(&trf)\n        .contract_packet::<m![1]>()\n"
                                    "        .contract_time::<m![A]>()\n        .contract_lane::<m![A], m![R]>(LaneMode::Interleaved)\n"
                                    "        .commit_trim::<m![R]>()",
                                    ".align::<m![A], m![K8 # 64], _, _>(&trf)\n        .contract::<m![1]>()\n"
                                    "        .accumulate::<m![A], m![R]>(AccumulationKind::Interleaved)");
        expectContraction(load(text, Dialect::Manual), 0);
    }

    void contractionRefusals() {
        // The pipeline order: contract_packet follows contract_outer.
        std::string text = replaced(kContraction, ".contract_outer::<m![A], m![K8], _, _, _>(&trf)\n", "");
        auto d = loadError(text);
        QCOMPARE(d.kind, diag::Kind::stage_order);
        QCOMPARE(*d.offset, text.find("contract_packet"));
        QVERIFY(d.message.find("follows contract_outer()") != std::string::npos);
        // TrfD says what the TRF holds.
        text = replaced(kContraction, "contract_outer::<m![A], m![K8], _, _, _>", "contract_outer::<m![A], m![K8], _, _, i4>");
        d = loadError(text);
        QCOMPARE(d.kind, diag::Kind::type_mismatch);
        QCOMPARE(*d.offset, text.find("i4>"));
        // contract_time keeps the Time's factors: A is not a reduction of m![A] into m![R].
        text = replaced(kContraction, "contract_time::<m![A]>", "contract_time::<m![R]>");
        d = planError(text);
        QCOMPARE(d.kind, diag::Kind::contract_time);
        QCOMPARE(*d.offset, text.find("m![R]>()"));
        // A bf16 stream does not pair with i8 weights.
        text = replaced(kContraction, ".fetch::<m![A], m![K8]>()\n        .fetch_cast::<i8>()",
                        ".fetch::<m![A], m![K8]>()\n        .fetch_cast::<i32>()");
        d = loadError(text);
        QCOMPARE(d.kind, diag::Kind::contraction_dtype);
        QCOMPARE(*d.offset, text.find("contract_outer"));
        // i9 never reaches memory.
        text = replaced(kContraction, ".fetch::<m![R], m![K8]>()\n        .fetch_cast::<i8>()",
                        ".fetch::<m![R], m![K8]>()\n        .fetch_zero_point_sub::<i9>(0)");
        d = loadError(text);
        QCOMPARE(d.kind, diag::Kind::sink_dtype);
        QCOMPARE(*d.offset, text.find("to_trf"));
    }

    void fetchAdapterRulesAreLocated() {
        std::string text = replaced(kContraction, ".fetch_cast::<i8>()\n        .collect::<m![A], m![K8]>()",
                                    ".fetch_cast::<f32>()\n        .collect::<m![A], m![K8]>()");
        auto d = loadError(text);
        QCOMPARE(d.kind, diag::Kind::cast);
        QCOMPARE(*d.offset, text.find("f32>()\n        .collect::<m![A]"));
        QVERIFY(d.message.find("from i8 it converts to i32") != std::string::npos);
        text = replaced(kContraction, ".fetch::<m![A], m![K8]>()\n        .fetch_cast::<i8>()",
                        ".fetch::<m![A], m![K8]>()\n        .fetch_zero_point_sub::<i9>(200)");
        d = loadError(text);
        QCOMPARE(d.kind, diag::Kind::zero_point);
        QCOMPARE(*d.offset, text.find("200"));
        text = replaced(kContraction, ".fetch::<m![R], m![K8]>()\n        .fetch_cast::<i8>()",
                        ".fetch::<m![R], m![K8]>()\n        .fetch_table_lookup::<bf16>()");
        d = loadError(text);
        QCOMPARE(d.kind, diag::Kind::table_lookup);  // the sub context has no table
        QCOMPARE(*d.offset, text.find("fetch_table_lookup"));
        // The adapter's order: the cast comes before the zero point, not after collect.
        text = replaced(kContraction, ".collect::<m![A], m![K8]>()\n        .contract_outer",
                        ".collect::<m![A], m![K8]>()\n        .fetch_cast::<i8>()\n        .contract_outer");
        d = loadError(text);
        QCOMPARE(d.kind, diag::Kind::stage_order);
        QCOMPARE(*d.offset, text.find("fetch_cast::<i8>()\n        .contract_outer"));
    }

    // The manual's fetch::<D, ..> takes the manual's cast table, or in the toolchain's dialect 0.6's.
    void theFetchCastTableFollowsTheDialect() {
        const std::string text =
            replaced(kContraction, ".fetch::<m![A], m![K8]>()\n        .fetch_cast::<i8>()", ".fetch::<i9, m![A], m![K8]>()");
        auto d = loadError(text);
        QCOMPARE(d.kind, diag::Kind::cast);
        QCOMPARE(*d.offset, text.find("i9, m![A]"));
        QVERIFY(d.fix->find("fetch_zero_point_sub::<i9>") != std::string::npos);
        QVERIFY(kernel::parseKernel({"k.rs", text, Dialect::Manual}));  // the manual's table has i8 -> i9
    }

    // fetch_mask restates the fetched mappings with zero padding; anything else is refused at the generic.
    void fetchMaskRestatesThePadding() {
        const std::string text = R"(use furiosa_opt_std::prelude::*;
axes![N = 6];
let input: DmTensor<i32, m![1], m![1 # 2], m![1 # 256], m![N]> = ...;
let out = ctx.main.begin(input.view())
    .fetch::<m![1], m![N # 8]>()
    .fetch_mask::<m![1], m![N #{0} 8]>()
    .collect::<m![1], m![N # 8]>()
    .commit_trim::<m![N # 8]>()
    .commit::<m![N # 8]>(1024);
)";
        const auto program = load(text);
        const kernel::Step& fetch = program.ops[0].pass.steps[0];
        QVERIFY(fetch.masked);
        QCOMPARE(fetch.mappings[1].text, std::string("m![N #{0} 8]"));
        auto run = runAll(program);
        QVERIFY(run);
        const auto in = inputValues(*run, tensorNamed(program, "input"));
        const auto out = simulated(*run, program.outputs.at(0));
        for (int i = 0; i < 6; ++i) QCOMPARE(out[i], in[i]);
        const std::string moved = replaced(text, "fetch_mask::<m![1], m![N #{0} 8]>", "fetch_mask::<m![1], m![N #{0} 16]>");
        auto d = loadError(moved);
        QCOMPARE(d.kind, diag::Kind::fetch_mask);
        QCOMPARE(*d.offset, moved.find("m![N #{0} 16]"));
    }

    // f4e2m1 codes through the baked table to f8e4m3, then fetch_cast to f32: the E2M1 values.
    void theTableLookupDecodesE2m1() {
        const std::string text = R"(use furiosa_opt_std::prelude::*;
axes![N = 16];
let input: DmTensor<f4e2m1, m![1], m![1 # 2], m![1 # 256], m![N]> = ...;
let out = ctx.main.begin(input.view())
    .fetch::<m![1], m![N]>()
    .fetch_table_lookup::<f8e4m3>()
    .fetch_cast::<f32>()
    .collect::<m![N / 8], m![N % 8]>()
    .commit_trim::<m![N % 8]>()
    .commit::<m![N]>(1024);
)";
        const auto program = load(text);
        QCOMPARE(program.ops[0].pass.steps[0].lookup, std::optional(tensor::DType::F8E4M3));
        auto run = runAll(program);
        QVERIFY(run);
        std::vector<std::uint32_t> codes(16);
        for (std::uint32_t c = 0; c < 16; ++c) codes[c] = 15 - c;
        writeDm(*run, tensorNamed(program, "input"), codes);
        QVERIFY(!sim::detail::runPass(*run->state, 0));
        const auto out = simulated(*run, program.outputs.at(0));
        const double e2m1[16] = {0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -0.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0};
        for (int i = 0; i < 16; ++i) {
            QCOMPARE(out[i], e2m1[15 - i]);
            QCOMPARE(std::signbit(out[i]), std::signbit(e2m1[15 - i]));
        }
        // Without the cast there is no table for f4e2m1 to f32.
        auto d = loadError(replaced(text, "fetch_table_lookup::<f8e4m3>()\n    .fetch_cast::<f32>()", "fetch_cast::<f32>()"));
        QCOMPARE(d.kind, diag::Kind::cast);
    }

    // commit_cast_relu: every negative, -0 included, becomes +0; then f32 rounds to bf16 (nearest even).
    void commitCastReluRoundsAndClamps() {
        const auto program = load(kCommitCast);
        auto run = runAll(program);
        QVERIFY(run);
        const std::vector<float> in = {-3.5f, -0.0f, 0.0f, 1.0f, 1.00390625f, 1.01171875f, 65504.0f, -1e-30f};
        std::vector<std::uint32_t> bits;
        for (float f : in) bits.push_back(std::bit_cast<std::uint32_t>(f));
        writeDm(*run, tensorNamed(program, "input"), bits);
        QVERIFY(!sim::detail::runPass(*run->state, 0));
        const auto out = simulated(*run, program.outputs.at(0));
        // 1 + 2^-8 is a tie between 1 and 1 + 2^-7: to the even 1; 1 + 3 x 2^-8 ties up to 1 + 2^-6.
        const std::vector<double> want = {0.0, 0.0, 0.0, 1.0, 1.0, 1.015625, 65536.0, 0.0};
        for (std::size_t i = 0; i < want.size(); ++i) {
            QCOMPARE(out[i], want[i]);
            QVERIFY(!std::signbit(out[i]));
        }
        QCOMPARE(program.tensors[program.outputs.at(0)].dtype, tensor::DType::BF16);
        // Without ReLU the signs stay.
        auto plain = load(replaced(kCommitCast, "commit_cast_relu", "commit_cast"));
        run = runAll(plain);
        writeDm(*run, tensorNamed(plain, "input"), bits);
        QVERIFY(!sim::detail::runPass(*run->state, 0));
        const auto signs = simulated(*run, plain.outputs.at(0));
        QCOMPARE(signs[0], -3.5);
        QVERIFY(std::signbit(signs[1]));
    }

    void commitAdapterRefusals() {
        // The mandatory trim, in the toolchain's dialect only.
        const std::string untrimmed =
            replaced(replaced(kCommitCast, "    .commit_trim::<m![N]>()\n", ""), "    .commit_cast_relu::<bf16>()\n", "");
        auto d = loadError(untrimmed);
        QCOMPARE(d.kind, diag::Kind::stage_order);
        QCOMPARE(*d.offset, untrimmed.find("commit::<"));
        QVERIFY(d.message.find("mandatory") != std::string::npos);
        QVERIFY(test::mustRun(load(untrimmed, Dialect::Manual)).ok);
        // A trim of 12 bytes.
        std::string text = replaced(kCommitCast, "commit_trim::<m![N]>()", "commit_trim::<m![N = 3]>()");
        d = planError(text);
        QCOMPARE(d.kind, diag::Kind::commit_trim);
        QCOMPARE(*d.offset, text.find("commit_trim"));
        // The cast is f32 -> bf16 of 16 or 32 bytes, in the main context.
        text = replaced(kCommitCast, "commit_cast_relu::<bf16>()", "commit_cast::<f8e4m3>()");
        QCOMPARE(planError(text).kind, diag::Kind::commit_cast);
        text = replaced(kCommitCast, "ctx.main", "ctx.sub");
        d = loadError(text);
        QCOMPARE(d.kind, diag::Kind::commit_cast);
        QCOMPARE(*d.offset, text.find("commit_cast_relu"));
        // The cast follows the trim.
        text = replaced(kCommitCast, "    .commit_trim::<m![N]>()\n", "");
        QCOMPARE(loadError(text).kind, diag::Kind::stage_order);
    }

    // commit_valid_count_pack(n) (sub context): only each packet's first n elements are written.
    void validCountPackingWritesTheLeadingElements() {
        const std::string text = R"(use furiosa_opt_std::prelude::*;
axes![N = 8];
let input: DmTensor<i8, m![1], m![1 # 2], m![1 # 256], m![N]> = ...;
let dst: DmTensor<i8, m![1], m![1 # 2], m![1 # 256], m![N]> = ...;
ctx.sub.begin(input.view())
    .fetch::<m![1], m![N]>()
    .collect::<m![1], m![N # 32]>()
    .commit_trim::<m![N]>()
    .commit_valid_count_pack(3)
    .commit_view(&mut dst.view());
)";
        const auto program = load(text);
        QCOMPARE(program.ops[0].pass.commitAdapter.validCount, std::optional<u64>(3));
        auto run = test::startRun(program);
        QVERIFY(run);
        const auto input = inputValues(*run, tensorNamed(program, "input"));
        const auto before = inputValues(*run, tensorNamed(program, "dst"));
        QVERIFY(!sim::detail::runPass(*run->state, 0));
        auto l = sim::detail::readBack(*run->state, tensorNamed(program, "dst"), 0);
        QVERIFY(l);
        for (int i = 0; i < 8; ++i) QCOMPARE(l->values[i], i < 3 ? input[i] : before[i]);
        QCOMPARE(loadError(replaced(text, "ctx.sub", "ctx.main")).kind, diag::Kind::valid_count);
    }

    // The toolchain checks the TRF as a whole (config_to_trf: Lane::SIZE x the Element's bytes
    // within 64 KB), a Row taking more when fewer are active; the manual, 8 KB per Row.
    void theTrfCapacityFollowsTheDialect() {
        const auto program = load(kWideTrf);
        auto run = runAll(program);
        QVERIFY(run);
        const auto x = inputValues(*run, tensorNamed(program, "input"));
        const auto w = inputValues(*run, tensorNamed(program, "weights"));
        const auto out = simulated(*run, program.outputs.at(0));
        QCOMPARE(out.size(), std::size_t(32));
        for (int a = 0; a < 8; ++a)
            for (int r = 0; r < 4; ++r) {
                double sum = 0;
                for (int k = 0; k < 16384; ++k) sum += x[a * 16384 + k] * w[r * 16384 + k];
                QCOMPARE(out[a * 4 + r], sum);
            }
        // Eight Rows of 16 KB are 128 KB: past the whole TRF.
        const std::string eight = replaced(kWideTrf, "R = 4", "R = 8");
        auto d = planError(eight);
        QCOMPARE(d.kind, diag::Kind::capacity_exceeded);
        QCOMPARE(*d.offset, eight.find("trf: TrfTensor"));
        QVERIFY2(d.message.find("131072 bytes (8 rows of 16384)") != std::string::npos, d.message.c_str());
        // The manual's dialect: one Row's 16 KB is past its 8 KB.
        auto manual = sim::planProgram(load(kWideTrf, Dialect::Manual));
        QVERIFY(!manual);
        QCOMPARE(manual.error().kind, diag::Kind::capacity_exceeded);
        QVERIFY2(manual.error().message.find("TRF per row (8 KB)") != std::string::npos, manual.error().message.c_str());
    }

    // f16 left the toolchain's scalars in 0.6; the manual keeps it.
    void f16IsTheManualsOnly() {
        const std::string text = replaced(kCommitCast, "DmTensor<f32,", "DmTensor<f16,");
        auto d = loadError(text);
        QCOMPARE(d.kind, diag::Kind::unknown_name);
        QCOMPARE(*d.offset, text.find("f16"));
        QVERIFY(kernel::parseKernel({"k.rs", text, Dialect::Manual}));
    }

    // #[device(pe = 1)]: one cluster of 64 slices (the toolchain's pe_count.rs one_pe_add).
    void aOnePeKernelUsesOneClusterOf64Slices() {
        const std::string text = R"(use furiosa_opt_std::prelude::*;
axes![P1 = 256];
type Chip = m![1];
#[device(chip = 1, pe = 1)]
fn one_pe_add(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![P1]>) -> HbmTensor<i32, Chip, m![P1]> {
    let input_dm: DmTensor<i32, Chip, m![1], m![P1 / 4], m![P1 % 4]> = input.to_dm(&mut ctx.tdma, 0);
    let result: DmTensor<i32, Chip, m![1], m![P1 / 4], m![P1 % 4]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<m![1], m![P1 % 4]>()
        .fetch_cast::<i32>()
        .collect::<m![1], m![P1 % 4 # 8]>()
        .vector_init()
        .vector_intra_slice_tag(TagMode::Zero)
        .vector_fxp(FxpBinaryOp::AddFxp, 1 << 4)
        .vector_final()
        .commit_trim::<m![P1 % 4]>()
        .commit(4096);
    result.to_hbm(&mut ctx.tdma, 8192)
}
)";
        const auto program = load(text);
        QCOMPARE(program.pes, u64{1});
        auto run = runAll(program);
        QVERIFY(run);
        const auto in = inputValues(*run, tensorNamed(program, "input"));
        const auto out = simulated(*run, program.outputs.at(0));
        QCOMPARE(out.size(), std::size_t(256));
        for (std::size_t i = 0; i < 256; ++i) QCOMPARE(out[i], in[i] + 16);  // 1 << 4, folded to the chain's literal
        // The same tensors on the default 8-PE chip need two clusters of 256 slices.
        const std::string eight = replaced(text, "#[device(chip = 1, pe = 1)]", "#[device(chip = 1)]");
        auto plan = sim::planProgram(load(eight));
        QVERIFY(!plan);
        QCOMPARE(plan.error().kind, diag::Kind::cluster_size);
        auto d = loadError(replaced(text, "pe = 1", "pe = 3"));
        QCOMPARE(d.kind, diag::Kind::topology);
    }

    // The toolchain's negative/dma.rs: to_dm moving A inward of B's digits. The manual's
    // dialect moves it at an estimated cost; the toolchain's refuses it at the transfer.
    void anElementTransposeInsideToDmIsTheManualsOnly() {
        const std::string text = R"(use furiosa_opt_std::prelude::*;
axes![A = 64, B = 1024];
type Chip = m![1];
type Cluster = m![1 # 2];
#[device(chip = 1)]
fn invalid_hbm_to_dm(ctx: &mut Context, input: &HbmTensor<i8, Chip, m![A, B]>) -> HbmTensor<i8, Chip, m![B, A]> {
    let output_dm: DmTensor<i8, Chip, Cluster, m![B / 4], m![B % 4, A]> = input.to_dm(&mut ctx.tdma, 0);
    output_dm.to_hbm(&mut ctx.tdma, 1 << 20)
}
)";
        const auto d = planError(text);
        QCOMPARE(d.kind, diag::Kind::dma_layout);
        QCOMPARE(*d.offset, text.find("let output_dm"));
        auto manual = sim::planProgram(load(text, Dialect::Manual));
        QVERIFY(manual);
        QCOMPARE(manual->warnings.front().kind, diag::Kind::dma_estimate);
        // Keeping B's innermost 8 elements contiguous moves in 8-byte units: both dialects accept it.
        QVERIFY(sim::planProgram(load(replaced(text, "m![B / 4], m![B % 4, A]>", "m![B / 8 % 128, A / 32], m![A % 32, B % 8]>"))));
    }

    // The toolchain's pe_count.rs eight_pe_add: the tensor split over two clusters (`P8 / 1024`), each
    // cluster's slices holding their own part; the stage checks read a unit's part through its cluster.
    void anEightPeKernelSplitsTheTensorOverTwoClusters() {
        const std::string text = R"(use furiosa_opt_std::prelude::*;
axes![P8 = 2048];
type Chip = m![1];
#[device(chip = 1, pe = 8)]
fn eight_pe_add(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![P8]>) -> HbmTensor<i32, Chip, m![P8]> {
    let input_dm: DmTensor<i32, Chip, m![P8 / 1024], m![P8 / 4 % 256], m![P8 % 4]> = input.to_dm(&mut ctx.tdma, 0);
    let result: DmTensor<i32, Chip, m![P8 / 1024], m![P8 / 4 % 256], m![P8 % 4]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<m![1], m![P8 % 4]>()
        .fetch_cast::<i32>()
        .collect::<m![1], m![P8 % 4 # 8]>()
        .vector_init()
        .vector_intra_slice_tag(TagMode::Zero)
        .vector_fxp(FxpBinaryOp::AddFxp, 1)
        .vector_final()
        .commit_trim::<m![P8 % 4]>()
        .commit(4096);
    result.to_hbm(&mut ctx.tdma, 65536)
}
)";
        const auto program = load(text);
        QVERIFY(test::mustRun(program).ok);  // the stage checks included
        auto run = runAll(program);
        QVERIFY(run);
        const auto in = inputValues(*run, tensorNamed(program, "input"));
        const auto out = simulated(*run, program.outputs.at(0));
        for (std::size_t i = 0; i < 2048; ++i) QCOMPARE(out[i], in[i] + 1);
    }

    // The book's Branched example kernel, end to end: a guarded immediate, a guarded pair, an else slot on the VRF.
    void aBranchedKernelRuns() {
        const std::string text = R"(use furiosa_opt_std::prelude::*;
use furiosa_opt_std::prelude::BitReq::{Ignore, One, Zero};
axes![BP = 64, BA = 4, BT = 8];
type Chip = m![1];
type Cluster = m![1];
#[device(chip = 1, pe = 1)]
fn branched(
    ctx: &mut Context,
    input: &HbmTensor<f32, Chip, m![BP, BA, BT]>,
    scale: &HbmTensor<f32, Chip, m![BP, BT]>,
) -> HbmTensor<f32, Chip, m![BP, BA, BT]> {
    let input_dm = input.to_dm::<Cluster, m![BP], m![BA, BT]>(&mut ctx.tdma, 0);
    let scale_dm = scale.to_dm::<Cluster, m![BP], m![BT]>(&mut ctx.tdma, 1024);
    let scale_vrf: VrfTensor<f32, Chip, Cluster, m![BP], m![BT]> = ctx.sub.begin(scale_dm.view())
        .fetch::<m![1], m![BT]>().collect::<m![1], m![BT]>().to_vrf(0);
    let nonzero = TagGuard::not_matches([One, Ignore, Ignore, Ignore]);
    let negative = TagGuard::matches([Zero, Zero, One, Ignore]);
    let result: DmTensor<f32, Chip, Cluster, m![BP], m![BA, BT]> = ctx.main.begin(input_dm.view())
        .fetch::<m![BA], m![BT]>()
        .collect::<m![BA], m![BT]>()
        .vector_init()
        .vector_intra_slice_tag(TagMode::Comparison([Cmp::Equal(0.0), Cmp::Greater(0.0), Cmp::Less(0.0), Cmp::LessUnsigned(-0.0)]))
        .vector_logic(LogicBinaryOpF32::BitAnd, Branched::imm(negative, 0.0f32))
        .vector_narrow_split::<m![BA, BT / 4], m![BT % 4]>()
        .vector_fp_ternary(FpTernaryOp::FmaF, Branched::imm(nonzero, (-2.0f32, 10.0f32)))
        .vector_widen_concat::<m![BA], m![BT]>()
        .vector_clip(ClipBinaryOpF32::Max, Branched::imm(negative, 1.0f32).rf(TagGuard::all(), &scale_vrf))
        .vector_final()
        .commit_trim::<m![BT]>()
        .commit(8192);
    result.to_hbm(&mut ctx.tdma, 65536)
}
)";
        const auto program = load(text);
        auto run = runAll(program);
        QVERIFY(run);
        const auto x = inputValues(*run, tensorNamed(program, "input"));
        const auto scale = inputValues(*run, tensorNamed(program, "scale"));
        const auto out = simulated(*run, program.outputs.at(0));
        for (int p = 0; p < 64; ++p)
            for (int a = 0; a < 4; ++a)
                for (int t = 0; t < 8; ++t) {
                    const float v = float(x[(p * 4 + a) * 8 + t]);
                    // negative: AND with 0 (0), FMA (nonzero: 0 * -2 + 10 = 10), then max with 1; else the FMA and the scale.
                    const float fma = v == 0.0f ? v : std::fma(v < 0 ? 0.0f : v, -2.0f, 10.0f);
                    const float expected = v < 0 ? std::max(fma, 1.0f) : std::max(fma, float(scale[p * 8 + t]));
                    QCOMPARE(float(out[(p * 4 + a) * 8 + t]), expected);
                }
        // A slot after TagGuard::all() could never fire.
        const std::string dead = replaced(text, "Branched::imm(negative, 1.0f32).rf(TagGuard::all(), &scale_vrf)",
                                          "Branched::imm(TagGuard::all(), 1.0f32).rf(negative, &scale_vrf)");
        auto d = loadError(dead);
        QCOMPARE(d.kind, diag::Kind::dead_slot);
        QCOMPARE(*d.offset, dead.find("vector_clip"));
    }

    // The book's sub context keeps every engine but the Contraction Engine: a Vector Engine chain
    // runs there and commits, its 32-byte packets written 8 bytes at a time. The manual's sub
    // context commits only a fetch; both dialects refuse at the commit's or the contraction's call.
    void theSubContextComputesInTheToolchainsDialect() {
        const std::string text = R"(use furiosa_opt_std::prelude::*;
axes![P = 64, T = 8];
type Chip = m![1];
type Cluster = m![1];
#[device(chip = 1, pe = 1)]
fn doubled(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![P, T]>) -> HbmTensor<f32, Chip, m![P, T]> {
    let input_dm = input.to_dm::<Cluster, m![P], m![T]>(&mut ctx.tdma, 0);
    let result: DmTensor<f32, Chip, Cluster, m![P], m![T]> = ctx.sub.begin(input_dm.view())
        .fetch::<m![1], m![T]>()
        .collect::<m![1], m![T]>()
        .vector_init()
        .vector_intra_slice_tag(TagMode::Zero)
        .vector_narrow_split::<m![T / 4], m![T % 4]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 2.0f32)
        .vector_widen_concat::<m![1], m![T]>()
        .vector_final()
        .commit_trim::<m![T]>()
        .commit(8192);
    result.to_hbm(&mut ctx.tdma, 65536)
}
)";
        const auto program = load(text);
        auto run = runAll(program);
        QVERIFY(run);
        const auto x = inputValues(*run, tensorNamed(program, "input"));
        const auto out = simulated(*run, program.outputs.at(0));
        QCOMPARE(out.size(), x.size());
        for (std::size_t i = 0; i < x.size(); ++i) QCOMPARE(float(out[i]), float(x[i]) * 2.0f);
        auto plan = sim::planProgram(program);
        QVERIFY(plan);
        const auto& commit = plan->ops[1].pass->sink.commit;
        QVERIFY(commit);
        QCOMPARE(commit->commitSize, u64{8});  // the book: "`D[write_size]` is fixed at 8 bytes"
        QCOMPARE(commit->writesPerPacket, u64{4});
        // The manual's: a sub-context commit follows a fetch, located at the commit.
        auto manual = kernel::parseKernel({"k.rs", text, Dialect::Manual});
        QVERIFY(manual);
        auto refused = sim::planProgram(*manual);
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, diag::Kind::adapter);
        QCOMPARE(*refused.error().offset, text.find("commit(8192)"));
        // The book's sub context has no Contraction Engine, refused at contract_outer.
        const std::string contracted = replaced(kContraction, "ctx\n        .main", "ctx\n        .sub");
        auto d = loadError(contracted);
        QCOMPARE(d.kind, diag::Kind::sub_context);
        QCOMPARE(*d.offset, contracted.find("contract_outer"));
        // The manual's loads it, and refuses the commit after the contraction.
        auto manualContraction = kernel::parseKernel({"k.rs", contracted, Dialect::Manual});
        QVERIFY(manualContraction);
        auto after = sim::planProgram(*manualContraction);
        QVERIFY(!after);
        QCOMPARE(after.error().kind, diag::Kind::adapter);
        QCOMPARE(*after.error().offset, contracted.find("commit(4096)"));
    }

    // The VRF operand pairs with the stream by axis, as the toolchain's does: a VRF over B beside
    // a stream over [B, A % 2] adds rhs[b] to every a (out = lhs + rhs[b]), whatever the VRF's
    // place in the packet. Read position by position instead, element k of the stream took VRF
    // element k mod 256, and every a % 2 = 1 and b > 127 got the wrong one.
    void vrfOperandsPairByAxis() {
        const std::string text = R"(use furiosa_opt_std::prelude::*;
type Chip = m![1];
type Cluster = m![1 # 2];
axes![A = 512, B = 256];
#[device(chip = 1)]
pub fn k(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A, B]>, rhs: &HbmTensor<i32, Chip, m![B]>) -> HbmTensor<i32, Chip, m![A, B]> {
    let turned: HbmTensor<i32, Chip, m![B, A]> = input.to_hbm(&mut ctx.tdma);
    let lhs_dm = turned.to_dm::<Cluster, m![A / 2], m![B, A % 2]>(&mut ctx.tdma);
    let rhs_dm = rhs.to_dm::<Cluster, m![A / 2], m![B]>(&mut ctx.tdma);
    let vrf: VrfTensor<i32, Chip, Cluster, m![A / 2], m![B]> = ctx.sub.begin(rhs_dm.view())
        .fetch::<m![1], m![B]>().fetch_cast::<i32>().collect::<m![B / 8], m![B % 8]>().to_vrf();
    let result: DmTensor<i32, Chip, Cluster, m![A / 2], m![B, A % 2]> = ctx.main.begin(lhs_dm.view())
        .fetch::<m![B], m![A % 2]>().fetch_cast::<i32>().collect::<m![B], m![A % 2 # 8]>()
        .vector_init().vector_intra_slice_tag(TagMode::Zero).vector_fxp(FxpBinaryOp::AddFxp, &vrf).vector_final()
        .commit_trim::<m![A % 2]>().commit();
    result.to_hbm(&mut ctx.tdma)
}
)";
        const auto program = load(text);
        auto run = runAll(program);
        QVERIFY(run);
        const auto lhs = inputValues(*run, tensorNamed(program, "input"));
        const auto rhs = inputValues(*run, tensorNamed(program, "rhs"));
        const auto out = simulated(*run, program.outputs.at(0));
        QCOMPARE(out.size(), std::size_t{512 * 256});
        for (int a = 0; a < 512; ++a)
            for (int b = 0; b < 256; ++b)
                if (out[a * 256 + b] != lhs[a * 256 + b] + rhs[b])
                    QFAIL(qPrintable(QStringLiteral("out[%1][%2] = %3, expected %4")
                                         .arg(a)
                                         .arg(b)
                                         .arg(out[a * 256 + b])
                                         .arg(lhs[a * 256 + b] + rhs[b])));
        test::expectOk(test::mustRun(program), true);
    }

    // CustomBroadcast moving a live Slice axis (Q) to the innermost Time: at each input time step
    // an output slice receives its ring's Q packets, so output step t is input step t / 4, as the
    // routing requires (switch/custom.h). Delivered slice by slice instead, output step 1 held
    // input step 1 of Q = 0, and the stage check stopped the run.
    void customBroadcastMovesASliceAxisToTime() {
        const std::string text = R"(use furiosa_opt_std::prelude::*;
type Chip = m![1];
type Cluster = m![1 # 2];
axes![B = 8, V = 16, P = 64, Q = 4, Yt = 4];
#[device(chip = 1)]
pub fn k(ctx: &mut Context, input: &HbmTensor<bf16, Chip, m![P, Q, B, V]>) -> HbmTensor<bf16, Chip, m![P, Yt, B, Q, V]> {
    let dm: DmTensor<bf16, Chip, Cluster, m![P, Q], m![B, V]> = input.to_dm::<Cluster, m![P, Q], m![B, V]>(&mut ctx.tdma);
    let result: DmTensor<bf16, Chip, Cluster, m![P, Yt], m![B, Q, V]> = ctx.main.begin(dm.view())
        .fetch::<m![B], m![V]>()
        .switch::<m![P, Yt], m![B, Q]>(SwitchConfig::CustomBroadcast { ring_size: 4 })
        .collect::<m![B, Q], m![V]>()
        .commit_trim::<m![V]>()
        .commit();
    result.to_hbm::<m![P, Yt, B, Q, V]>(&mut ctx.tdma)
}
)";
        test::expectOk(test::mustRun(load(text)), true);
    }
    // A Vector Engine scalar operand written `const { A::SIZE as f32 }` (the ladder's RMSNorm
    // divides by its row length so) is folded when the kernel loads.
    void aConstBlockOperandIsFolded() {
        const std::string text =
            "use furiosa_opt_std::prelude::*;\n"
            "axes![A = 512];\n"
            "type Chip = m![1];\n"
            "type Cluster = m![1 # 2];\n"
            "#[device(chip = 1)]\n"
            "pub fn k(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![A]>) -> HbmTensor<f32, Chip, m![A]> {\n"
            "    let input_dm = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma);\n"
            "    let result: DmTensor<f32, Chip, Cluster, m![A / 2], m![A % 2]> = ctx.main.begin(input_dm.view())\n"
            "        .fetch::<m![1], m![A % 2]>()\n"
            "        .fetch_cast::<f32>()\n"
            "        .collect::<m![1], m![A % 2 # 8]>()\n"
            "        .vector_init()\n"
            "        .vector_intra_slice_tag(TagMode::Zero)\n"
            "        .vector_narrow_trim::<m![A % 2 # 4]>()\n"
            "        .vector_fp_div(const { A::SIZE as f32 })\n"
            "        .vector_widen_pad::<m![A % 2 # 8]>()\n"
            "        .vector_final()\n"
            "        .commit_trim::<m![A % 2]>()\n"
            "        .commit();\n"
            "    result.to_hbm(&mut ctx.tdma)\n"
            "}\n";
        const auto program = load(text);
        auto run = runAll(program);
        QVERIFY(run);
        const auto in = inputValues(*run, tensorNamed(program, "input"));
        const auto out = simulated(*run, tensorNamed(program, "output"));
        QCOMPARE(out.size(), in.size());
        for (std::size_t i = 0; i < in.size(); ++i) QCOMPARE(out[i], double(float(in[i]) / 512.0f));
        // Only a value: a const block with statements is not an operand.
        const std::string withStatements = replaced(text, "const { A::SIZE as f32 }", "const { let n = 2; n }");
        QCOMPARE(loadError(withStatements).kind, diag::Kind::invalid_constant);
    }

    // `const _: () = assert!(..);` at the top of a file or in a function is checked when the
    // kernel loads, as rustc checks it; a run-time assert! stays refused.
    void aConstAssertionIsCheckedWhenTheKernelLoads() {
        const std::string kernel =
            "use furiosa_opt_std::prelude::*;\n"
            "axes![A = 512];\n"
            "GUARD\n"
            "#[device(chip = 1)]\n"
            "pub fn k(ctx: &mut Context, input: &HbmTensor<i32, m![1], m![A]>) -> HbmTensor<i32, m![1], m![A % 8, A / 8]> {\n"
            "    const _: () = assert!(A::SIZE % 8 == 0);\n"
            "    input.to_hbm::<m![A % 8, A / 8]>(&mut ctx.tdma)\n"
            "}\n";
        QVERIFY(test::mustRun(load(replaced(kernel, "GUARD", "const _: () = assert!(A::SIZE == 512);"))).outputs.size() == 1);
        const std::string failing = replaced(kernel, "GUARD", "const _: () = assert!(A::SIZE == 64, \"A holds 64\");");
        const auto d = loadError(failing);
        QCOMPARE(d.kind, diag::Kind::invalid_constant);
        QVERIFY2(d.message.find("A holds 64") != std::string::npos, d.message.c_str());
        QCOMPARE(d.offset.value_or(0), failing.find("assert!(A::SIZE == 64"));
        const std::string inBody = replaced(replaced(kernel, "GUARD", ""), "A::SIZE % 8 == 0", "A::SIZE % 7 == 0");
        QCOMPARE(loadError(inBody).kind, diag::Kind::invalid_constant);
    }
};

QTEST_GUILESS_MAIN(KernelToolchain)
#include "tst_kernel_toolchain.moc"
