// Transfers between any two device memories and into a tensor that exists,
// in the toolchain's API: `to_hbm` from HBM (any DMA engine), `to_dm` from DM
// (a relayout that keeps Chip, Cluster and the Slice's size), and
// `src.view().to_hbm_view(&mut ctx.tdma, out.view_mut())` / `to_dm_view`
// writing an output parameter in place, which is then checked as an output.
#include <QtTest>

#include <algorithm>

#include "kernel/parse.h"
#include "sim_run_support.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using test::tensorNamed;

namespace {

const std::string kHead =
    "use furiosa_opt_std::prelude::*;\naxes![A = 2048];\ntype Chip = m![1];\ntype Cluster = m![1 # 2];\n"
    "type Rows = m![A / 8];\n";

std::string kernelWith(const std::string& params, const std::string& returns, const std::string& body) {
    return kHead + "#[device(chip = 1)]\npub fn k(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>" + params + ")" + returns +
           " {\n" + body + "}\n";
}

kernel::Program load(const std::string& text) { return test::loadEntry(text, "transfers.rs"); }

diag::Diagnostic loadError(const std::string& text) {
    auto program = kernel::parseKernel({"transfers.rs", text}, {.entry = "k"});
    if (program) qFatal("the kernel loaded, but an error was expected");
    return program.error();
}

}  // namespace

class TestKernelTransfers : public QObject {
    Q_OBJECT

private slots:
    void hbmToHbmRelayouts() {
        // The element order turned around: every value must land where the new layout says.
        const auto program =
            load(kernelWith("", " -> HbmTensor<i32, Chip, m![A % 8, A / 8]>", "    input.to_hbm::<m![A % 8, A / 8]>(&mut ctx.tdma)\n"));
        QCOMPARE(program.ops.size(), std::size_t{1});
        QCOMPARE(program.tensors[program.ops[0].transfer.output].memory, kernel::Memory::Hbm);
        test::expectOk(test::mustRun(program), true);
        // Either DMA engine moves HBM to HBM.
        test::expectOk(test::mustRun(load(kernelWith("", " -> HbmTensor<i32, Chip, m![A % 8, A / 8]>",
                                                     "    input.to_hbm::<m![A % 8, A / 8]>(&mut ctx.pdma)\n"))),
                       true);
    }

    // The toolchain's HBM to HBM names its DMA in the turbofish, first:
    // `to_hbm::<{ Dma::Tensor }, Element>`. It must be the engine passed.
    void hbmToHbmNamesItsDma() {
        const std::string result = " -> HbmTensor<i32, Chip, m![A % 8, A / 8]>";
        test::expectOk(
            test::mustRun(load(kernelWith("", result, "    input.to_hbm::<{ Dma::Tensor }, m![A % 8, A / 8]>(&mut ctx.tdma)\n"))), true);
        test::expectOk(test::mustRun(load(kernelWith("", result, "    input.to_hbm::<{ Dma::Pcie }, m![A % 8, A / 8]>(&mut ctx.pdma)\n"))),
                       true);
        const std::string crossed = kernelWith("", result, "    input.to_hbm::<{ Dma::Pcie }, m![A % 8, A / 8]>(&mut ctx.tdma)\n");
        const diag::Diagnostic d = loadError(crossed);
        QCOMPARE(d.kind, diag::Kind::type_mismatch);
        QVERIFY2(d.message.find("names `Dma::Pcie` but the engine passed is `&mut ctx.tdma`") != std::string::npos, d.message.c_str());
        QCOMPARE(d.offset.value_or(0), crossed.find("{ Dma::Pcie }"));
        const std::string unknown = kernelWith("", result, "    input.to_hbm::<{ Dma::Fast }, m![A % 8, A / 8]>(&mut ctx.tdma)\n");
        QVERIFY(loadError(unknown).message.find("expected the DMA `{ Dma::Tensor }`") != std::string::npos);
    }

    void dmToDmRelayoutsTheElement() {
        const std::string body =
            "    let staged: DmTensor<i32, Chip, Cluster, Rows, m![A % 8]> = input.to_dm(&mut ctx.tdma);\n"
            "    let turned: DmTensor<i32, Chip, Cluster, SLICE, m![ELEMENT]> = staged.to_dm(&mut ctx.tdma);\n"
            "    turned.to_hbm(&mut ctx.tdma)\n";
        auto with = [&](const std::string& slice, const std::string& element) {
            std::string text = kernelWith("", " -> HbmTensor<i32, Chip, m![A]>", body);
            text.replace(text.find("SLICE"), 5, slice);
            text.replace(text.find("ELEMENT"), 7, element);
            return text;
        };
        // Padded to 16 positions a slice: 32-byte runs, whole 8-byte units on both sides.
        const auto program = load(with("Rows", "A % 8 # 16"));
        QCOMPARE(program.tensors[tensorNamed(program, "turned")].memory, kernel::Memory::Dm);
        test::expectOk(test::mustRun(program), true);
        // An element transpose within DM breaks the DMA's 8-byte writes (the toolchain's rule).
        auto refused = sim::runKernel(load(with("Rows", "A % 2, A / 2 % 4")));
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, diag::Kind::dma_layout);
    }

    void toHbmViewWritesTheOutputParameter() {
        const auto program = load(kernelWith(", output: &mut HbmTensor<i32, Chip, m![A % 8, A / 8]>", "",
                                             "    let staged: DmTensor<i32, Chip, Cluster, Rows, m![A % 8]> = input.to_dm(&mut ctx.tdma);\n"
                                             "    staged.view().to_hbm_view(&mut ctx.tdma, output.view_mut());\n"));
        const std::size_t output = tensorNamed(program, "output");
        QCOMPARE(program.outputs, std::vector<std::size_t>{output});
        QCOMPARE(program.ops.back().transfer.output, output);
        test::expectOk(test::mustRun(program), true);
    }

    void toDmViewWritesADmParameter() {
        const auto program = load(kernelWith(", output: &mut DmTensor<i32, Chip, Cluster, Rows, m![A % 8]>", "",
                                             "    input.view().to_dm_view(&mut ctx.tdma, output.view_mut());\n"));
        QCOMPARE(program.outputs, std::vector<std::size_t>{tensorNamed(program, "output")});
        test::expectOk(test::mustRun(program), true);
    }

    // The simulator holds a tensor over its axes at full size: `m![A, E % 4]`
    // with E = 2^20 would be 2^31 values. One located error, not an abort.
    void aTensorTooLargeToHoldIsOneError() {
        const std::string text =
            "use furiosa_opt_std::prelude::*;\naxes![A = 2048, E = 1048576];\ntype Chip = m![1];\n"
            "#[device(chip = 1)]\npub fn k(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A, E % 4]>)"
            " -> HbmTensor<i32, Chip, m![A, E % 4]> {\n    input.to_hbm(&mut ctx.tdma)\n}\n";
        const auto r = sim::runKernel(load(text));
        QVERIFY(!r);
        QCOMPARE(r.error().kind, diag::Kind::too_large);
        QVERIFY2(r.error().message.find("2147483648 input values") != std::string::npos, r.error().message.c_str());
        QVERIFY(r.error().offset);
    }

    void partsAndWrongDestinationsAreRefused() {
        const std::string out = ", output: &mut HbmTensor<i32, Chip, m![A]>";
        const std::string staged = "    let staged: DmTensor<i32, Chip, Cluster, Rows, m![A % 8]> = input.to_dm(&mut ctx.tdma);\n";
        auto d = loadError(kernelWith(out, "", "    input.view().slice(A, 0..1024).to_hbm_view(&mut ctx.tdma, output.view_mut());\n"));
        QCOMPARE(d.kind, diag::Kind::unsupported_construct);
        QVERIFY2(d.message.find("of a slice") != std::string::npos, d.message.c_str());
        d = loadError(kernelWith(out, "", staged + "    staged.view().to_hbm_view(&mut ctx.tdma, output);\n"));
        QCOMPARE(d.kind, diag::Kind::type_mismatch);
        QVERIFY2(d.message.find("view_mut()") != std::string::npos, d.message.c_str());
        d = loadError(kernelWith(out, "", staged + "    staged.view().to_dm_view(&mut ctx.tdma, output.view_mut());\n"));
        QCOMPARE(d.kind, diag::Kind::type_mismatch);
        QVERIFY2(d.message.find("writes into a DmTensor") != std::string::npos, d.message.c_str());
        d = loadError(kernelWith(out, "", staged + "    staged.view().to_hbm_view(&mut ctx.pdma, output.view_mut());\n"));
        QCOMPARE(d.kind, diag::Kind::type_mismatch);
        QVERIFY2(d.message.find("&mut ctx.tdma") != std::string::npos, d.message.c_str());
    }
};

QTEST_APPLESS_MAIN(TestKernelTransfers)
#include "tst_kernel_transfers.moc"
