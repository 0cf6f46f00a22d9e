// kernel::placeTensors: the allocator's addresses for tensors the kernel
// writes none for, checked by running the kernels on them, reuse once a
// lifetime ends, the register files' regions, and the error a kernel that
// does not fit gets.
#include <QtTest>

#include <fstream>
#include <sstream>

#include "kernel/parse.h"
#include "kernel/placement.h"
#include "sim/run.h"
#include "sim_kernels.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::test;
using kernel::Program;

namespace {

// The program with every address the kernel wrote taken out, as the toolchain writes it.
Program withoutAddresses(Program p) {
    for (kernel::Tensor& t : p.tensors) {
        t.address.reset();
        t.trfFull = false;
    }
    return p;
}

const kernel::Tensor& named(const Program& p, const std::string& name) {
    for (const kernel::Tensor& t : p.tensors)
        if (t.name == name) return t;
    qFatal("no tensor %s", name.c_str());
}

std::string sample(const std::string& file) {
    std::ifstream in((QStringLiteral(TCPWB_KERNEL_SAMPLES_DIR "/") + QString::fromStdString(file)).toStdString());
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

void runsAndMatches(const Program& p) {
    auto run = sim::runKernel(p);
    QVERIFY2(run.ok(), run ? "" : run.error().message.c_str());
    QVERIFY(run->ok);
}

}  // namespace

class KernelPlacement : public QObject {
    Q_OBJECT

private slots:
    // The manual's Constant Addition without its addresses: the allocator
    // places input and result side by side in DM (both live in the pass)
    // and HBM in 256-byte units, and the kernel still computes the same.
    void constantAdditionWithoutAddresses() {
        Program p = withoutAddresses(constantAddition());
        QVERIFY(!kernel::placeTensors(p));
        const kernel::Tensor& input = named(p, "input_dm");
        const kernel::Tensor& result = named(p, "result");
        QCOMPARE(*input.address, u64{0});
        QCOMPARE(*result.address, u64{32});  // 8 i32 per slice, then 8-byte aligned
        QVERIFY(input.placed && result.placed);
        QCOMPARE(*named(p, "input_hbm").address, u64{0});
        QCOMPARE(*named(p, "out_hbm").address, u64{8192});  // past input_hbm (8 KiB): the host keeps what it uploads
        runsAndMatches(p);
    }

    // Elementwise Multiplication: the VRF operand gets VRF address 0; Dot
    // Product: the TRF weights fit one half of each Row, so they go in the
    // first half, and both run and match.
    void registerFilesArePlaced() {
        Program mul = withoutAddresses(elementwiseMultiplication());
        QVERIFY(!kernel::placeTensors(mul));
        QCOMPARE(*named(mul, "rhs_vrf").address, u64{0});
        runsAndMatches(mul);

        Program dot = withoutAddresses(dotProduct());
        QVERIFY(!kernel::placeTensors(dot));
        const kernel::Tensor& trf = named(dot, "rhs_trf");
        QCOMPARE(*trf.address, u64{0});
        QVERIFY(!trf.trfFull);
        QCOMPARE(*kernel::unitAddressOf(dot, trf), u64{0});
        runsAndMatches(dot);
    }

    // Two TRF loads live together take the two halves; a third, once the
    // first is dead, takes its half again.
    void trfHalvesAreReused() {
        ProgramBuilder b("A = 2048");
        const std::initializer_list<std::string> dm{"m![1]", "m![1 # 2]", "m![1 # 256]", "m![A]"};
        const std::initializer_list<std::string> trfRoles{"m![1]", "m![1 # 2]", "m![1 # 256]", "m![1]", "m![A]"};
        const auto w = hostToDm(b, "w", DType::BF16, "m![A]", 0, dm, 0);
        std::vector<std::size_t> trfs;
        for (const char* name : {"t0", "t1", "t2"}) {
            trfs.push_back(b.tensor(name, Memory::Trf, DType::BF16, trfRoles));
            b.pass(Ctx::Sub, w)
                .fetch(DType::BF16, "m![1]", "m![A]")
                .collect("m![A / 16]", "m![A % 16]")
                .sink(SinkKind::ToTrf, trfs.back(), name);
        }
        // t0 and t1 are read by one pass each (aligning with it, committing to
        // DM); t0's reader comes before t2 is loaded. Placement only: not run.
        const std::size_t r0 = b.tensor("r0", Memory::Dm, DType::BF16, dm), r1 = b.tensor("r1", Memory::Dm, DType::BF16, dm);
        Program p = b.program();
        auto reader = [&](std::size_t trf, std::size_t out, std::size_t at) {
            kernel::Operation op = p.ops.back();
            op.pass.steps.clear();
            kernel::Step align;
            align.kind = kernel::StepKind::Align;
            align.operand = trf;
            op.pass.steps.push_back(align);
            op.pass.sink = kernel::SinkKind::Commit;
            op.pass.output = out;
            p.ops.insert(p.ops.begin() + std::ptrdiff_t(at), op);
        };
        // ops: 0 to_hbm(w), 1 to_dm(w), 2 load t0, 3 load t1, 4 read t0, 5 load t2, 6 read t1
        reader(trfs[0], r0, 4);
        reader(trfs[1], r1, 6);
        const auto lives = kernel::liveRanges(p);
        QCOMPARE(lives[trfs[0]].begin, u64{3});
        QCOMPARE(lives[trfs[0]].end, u64{6});
        QCOMPARE(lives[trfs[2]].begin, u64{6});
        QVERIFY(!kernel::placeTensors(p));
        QCOMPARE(*p.tensors[trfs[0]].address, u64{0});
        QCOMPARE(*p.tensors[trfs[1]].address, u64{1});
        QCOMPARE(*p.tensors[trfs[2]].address, u64{0});
    }

    // Three TRF loads read only after the last: no half is free for the third.
    void threeLiveTrfLoadsDoNotFit() {
        ProgramBuilder b("A = 2048");
        const std::initializer_list<std::string> dm{"m![1]", "m![1 # 2]", "m![1 # 256]", "m![A]"};
        const std::initializer_list<std::string> trfRoles{"m![1]", "m![1 # 2]", "m![1 # 256]", "m![1]", "m![A]"};
        const auto w = hostToDm(b, "w", DType::BF16, "m![A]", 0, dm, 0);
        std::vector<std::size_t> trfs;
        for (const char* name : {"t0", "t1", "t2"}) {
            trfs.push_back(b.tensor(name, Memory::Trf, DType::BF16, trfRoles));
            b.pass(Ctx::Sub, w)
                .fetch(DType::BF16, "m![1]", "m![A]")
                .collect("m![A / 16]", "m![A % 16]")
                .sink(SinkKind::ToTrf, trfs.back(), name);
        }
        Program p = b.program();
        kernel::Operation reader = p.ops.back();
        reader.pass.steps.clear();
        for (std::size_t trf : trfs) {
            kernel::Step align;
            align.kind = kernel::StepKind::Align;
            align.operand = trf;
            reader.pass.steps.push_back(align);
        }
        reader.pass.sink = kernel::SinkKind::Commit;
        reader.pass.output = w;
        p.ops.push_back(reader);
        auto error = kernel::placeTensors(p);
        QVERIFY(error);
        QCOMPARE(error->kind, diag::Kind::allocation_failed);
        QVERIFY2(error->message.starts_with("the TRF has no free half for `t2`"), error->message.c_str());
        QCOMPARE(*error->offset, p.tensors[trfs[2]].at.offset);
        int halves = 0;
        for (const diag::Note& note : error->notes) halves += note.message.find(": half the TRF") != std::string::npos;
        QCOMPARE(halves, 3);
    }

    // Addresses the kernel wrote are kept and avoided.
    void writtenAddressesStay() {
        Program p = constantAddition();  // every address written
        Program before = p;
        QVERIFY(!kernel::placeTensors(p));
        for (std::size_t i = 0; i < p.tensors.size(); ++i) {
            QCOMPARE(p.tensors[i].address, before.tensors[i].address);
            QVERIFY(!p.tensors[i].placed);
        }
        // One taken out is placed around the others (result keeps 4096).
        p.tensors[2].address.reset();  // input_dm
        QVERIFY(!kernel::placeTensors(p));
        QCOMPARE(*p.tensors[2].address, u64{0});
        QVERIFY(p.tensors[2].placed);
    }

    // A toolchain kernel from the samples: four 144 KiB tensors staged through
    // DM in turn all land at DM 0, and the run matches.
    void stagingInTurnReusesDm() {
        auto program = kernel::parseKernel({"staging.rs", sample("toolchain/staging.rs")}, {.entry = "stage_in_turn"});
        QVERIFY2(program.ok(), program ? "" : program.error().message.c_str());
        QCOMPARE(program->dialect, kernel::Dialect::Toolchain);
        QCOMPARE(program->entry, std::string("stage_in_turn"));
        for (const char* name : {"a_dm", "b_dm", "c_dm", "d_dm"}) {
            QCOMPARE(*named(*program, name).address, u64{0});
            QVERIFY(named(*program, name).placed);
        }
        QCOMPARE(program->outputs.size(), std::size_t{4});
        runsAndMatches(*program);
    }

    // Staged all at once they need 576 KiB per slice: one error at the tensor
    // that does not fit, naming the four live at the peak with their sizes.
    void stagingAllAtOnceDoesNotFit() {
        const std::string text = sample("toolchain/staging.rs");
        auto program = kernel::parseKernel({"staging.rs", text}, {.entry = "stage_all_at_once"});
        QVERIFY(!program.ok());
        const diag::Diagnostic& d = program.error();
        QCOMPARE(d.kind, diag::Kind::allocation_failed);
        QVERIFY2(d.message.find("DM cannot hold `d_dm` (147456 bytes per slice)") != std::string::npos, d.message.c_str());
        QVERIFY2(d.message.find("589824 bytes per slice of the 524288") != std::string::npos, d.message.c_str());
        QVERIFY(d.offset);
        QCOMPARE(text.substr(*d.offset, d.length), std::string("d_dm"));
        int named = 0;
        for (const diag::Note& note : d.notes)
            for (const char* t : {"`a_dm`: 147456 bytes per slice", "`b_dm`: 147456", "`c_dm`: 147456", "`d_dm`: 147456"})
                if (note.message.find(t) != std::string::npos) ++named;
        QCOMPARE(named, 4);
        QVERIFY(d.fix);
    }

    // The toolchain's compiler decides when a VRF load runs and where it lands; its to_vrf checks
    // only that one tensor fits the file. `big` fills the VRF (8192 bytes per slice) and is loaded
    // before the pass that reads `small`: in program order both are live there. In the toolchain's
    // dialect the load of `big` moves to just before its reader, after `small`'s last use, and the
    // kernel runs; the manual's dialect, which keeps the written order, refuses it.
    void aVrfLoadWaitsForItsReaderInTheToolchainsDialect() {
        const std::string text = R"(use furiosa_opt_std::prelude::*;
axes![P = 64, T = 256, S = 8];
type Chip = m![1];
type Cluster = m![1];
#[device(chip = 1, pe = 1)]
fn k(
    ctx: &mut Context,
    x: &HbmTensor<f32, Chip, m![P, T, S]>,
    small: &HbmTensor<f32, Chip, m![P, S]>,
    big: &HbmTensor<f32, Chip, m![P, T, S]>,
) -> HbmTensor<f32, Chip, m![P, T, S]> {
    let x_dm = x.to_dm::<Cluster, m![P], m![T, S]>(&mut ctx.tdma);
    let small_dm = small.to_dm::<Cluster, m![P], m![S]>(&mut ctx.tdma);
    let big_dm = big.to_dm::<Cluster, m![P], m![T, S]>(&mut ctx.tdma);
    let small_vrf: VrfTensor<f32, Chip, Cluster, m![P], m![S]> = ctx.sub.begin(small_dm.view())
        .fetch::<m![1], m![S]>().collect::<m![1], m![S]>().to_vrf();
    let big_vrf: VrfTensor<f32, Chip, Cluster, m![P], m![T, S]> = ctx.sub.begin(big_dm.view())
        .fetch::<m![T], m![S]>().collect::<m![T], m![S]>().to_vrf();
    let y: DmTensor<f32, Chip, Cluster, m![P], m![T, S]> = ctx.main.begin(x_dm.view())
        .fetch::<m![T], m![S]>()
        .collect::<m![T], m![S]>()
        .vector_init()
        .vector_intra_slice_tag(TagMode::Zero)
        .vector_narrow_split::<m![T, S / 4], m![S % 4]>()
        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), &small_vrf)
        .vector_widen_concat::<m![T], m![S]>()
        .vector_final()
        .commit_trim::<m![S]>()
        .commit();
    let z: DmTensor<f32, Chip, Cluster, m![P], m![T, S]> = ctx.main.begin(y.view())
        .fetch::<m![T], m![S]>()
        .collect::<m![T], m![S]>()
        .vector_init()
        .vector_intra_slice_tag(TagMode::Zero)
        .vector_clip(ClipBinaryOpF32::Add, &big_vrf)
        .vector_final()
        .commit_trim::<m![S]>()
        .commit();
    z.to_hbm(&mut ctx.tdma)
}
)";
        auto program = kernel::parseKernel({"vrf.rs", text, kernel::Dialect::Toolchain});
        QVERIFY2(program.ok(), program ? "" : program.error().message.c_str());
        // The load of big_vrf now runs right before the pass that reads it, after small_vrf's reader.
        std::size_t loadBig = 0, readBig = 0, readSmall = 0;
        for (std::size_t i = 0; i < program->ops.size(); ++i) {
            const kernel::Operation& op = program->ops[i];
            if (op.kind != kernel::Operation::Kind::Pass) continue;
            const std::string& out = program->tensors[op.pass.output].name;
            if (out == "big_vrf") loadBig = i;
            if (out == "y") readSmall = i;
            if (out == "z") readBig = i;
        }
        QVERIFY(readSmall < loadBig);
        QCOMPARE(loadBig + 1, readBig);
        QCOMPARE(*named(*program, "big_vrf").address, u64{0});
        runsAndMatches(*program);
        // The manual's dialect keeps the written order: both are live at the first pass.
        auto manual = kernel::parseKernel({"vrf.rs", text, kernel::Dialect::Manual});
        QVERIFY(!manual.ok());
        QCOMPARE(manual.error().kind, diag::Kind::allocation_failed);
        QVERIFY2(manual.error().message.find("VRF") != std::string::npos, manual.error().message.c_str());
    }

    // Live ranges: a preloaded tensor from point 0, an output to the end, a
    // tensor nobody uses costs nothing.
    void liveRangesFollowProgramOrder() {
        const Program p = constantAddition();
        const auto lives = kernel::liveRanges(p);
        // ops: 0 to_hbm(input), 1 to_dm(input), 2 pass, 3 to_hbm(result), 4 to_host
        // tensors: 0 input (host), 1 input_hbm, 2 input_dm, 3 result, 4 out_hbm, 5 out (host)
        QCOMPARE(lives[2].begin, u64{2});
        QCOMPARE(lives[2].end, u64{4});
        const std::size_t outHbm = 4;
        QCOMPARE(lives[outHbm].begin, u64{4});
        QCOMPARE(lives[outHbm].end, u64{p.ops.size() + 2});  // to_host's source: kept to the end
        QCOMPARE(*lives[outHbm].firstOp(), std::size_t{3});
        QCOMPARE(*lives[outHbm].lastOp(p.ops.size()), p.ops.size() - 1);
    }
};

QTEST_GUILESS_MAIN(KernelPlacement)
#include "tst_kernel_placement.moc"
