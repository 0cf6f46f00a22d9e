// Which API a kernel is written against (kernel/dialect.h), and the device
// functions a file holds (kernel/listing.h): names as Rust paths, the
// attributes, and choosing one to run.
#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "kernel/dialect.h"
#include "kernel/listing.h"
#include "kernel/parse.h"
#include "kernel/parser.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::kernel;

namespace {

DialectEvidence detect(const std::string& text) {
    auto file = parseFile(text);
    if (!file) qFatal("does not parse: %s", file.error().message.c_str());
    return detectDialect(*file.value(), text);
}

std::string at(const std::string& text, const DialectEvidence& e) { return e.at ? text.substr(e.at->offset, e.at->length) : std::string(); }

std::string sample(const std::string& file) {
    std::ifstream in((QStringLiteral(TCPWB_KERNEL_SAMPLES_DIR "/") + QString::fromStdString(file)).toStdString());
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

void write(const std::filesystem::path& path, const std::string& text) {
    std::filesystem::create_directories(path.parent_path());
    std::ofstream(path) << text;
}

const char* kBody = R"(
axes![A = 2048];
#[device(chip = 1)]
fn kernel(ctx: &mut Context, input: &HbmTensor<i32, m![1], m![A]>) -> HbmTensor<i32, m![1], m![A]> {
    let dm: DmTensor<i32, m![1], m![1 # 2], m![A / 8], m![A % 8]> = input.to_dm(&mut ctx.tdma, 0);
    CALL
}
)";

std::string kernelCalling(const std::string& call, const std::string& header = "") {
    std::string text = header + kBody;
    text.replace(text.find("CALL"), 4, call);
    return text;
}

}  // namespace

class KernelDialect : public QObject {
    Q_OBJECT

private slots:
    void theCrateDecides() {
        const std::string opt = kernelCalling("dm.to_hbm(&mut ctx.tdma, 1 << 28)", "use furiosa_opt_std::prelude::*;\n");
        const DialectEvidence e = detect(opt);
        QCOMPARE(e.dialect, Dialect::Toolchain);
        QCOMPARE(at(opt, e), std::string("use furiosa_opt_std::prelude::*;"));
        QVERIFY2(e.reason.find("furiosa_opt_std") != std::string::npos, e.reason.c_str());

        const std::string crate = kernelCalling("dm.to_hbm(&mut ctx.tdma, 1 << 28)", "extern crate furiosa_opt_std;\n");
        QCOMPARE(detect(crate).dialect, Dialect::Toolchain);

        const std::string manual = kernelCalling("dm.to_hbm(&mut ctx.tdma, 1 << 28)", "use furiosa_visa_std::prelude::*;\n");
        const DialectEvidence m = detect(manual);
        QCOMPARE(m.dialect, Dialect::Manual);
        QCOMPARE(at(manual, m), std::string("use furiosa_visa_std::prelude::*;"));
    }

    // Without the crate, the first call only the toolchain's API has decides.
    void theCallsDecideWithoutTheCrate_data() {
        QTest::addColumn<QString>("call");
        QTest::addColumn<QString>("evidence");
        QTest::newRow("address-free to_hbm") << "dm.to_hbm(&mut ctx.tdma)"
                                             << "to_hbm";
        QTest::newRow("to_hbm_at") << "dm.to_hbm_at(&mut ctx.tdma, 0)"
                                   << "to_hbm_at";
        QTest::newRow("commit_trim") << "ctx.main.begin(dm.view()).commit_trim::<m![A % 8]>().commit(0).to_hbm(&mut ctx.tdma, 0)"
                                     << "commit_trim";
        QTest::newRow("address-free commit") << "ctx.main.begin(dm.view()).commit().to_hbm(&mut ctx.tdma, 0)"
                                             << "commit";
        QTest::newRow("TagMode") << "ctx.main.begin(dm.view()).vector_intra_slice_branch(TagMode::Zero).commit(0).to_hbm(&mut ctx.tdma, 0)"
                                 << "TagMode::Zero";
        QTest::newRow("DmTensor::new")
            << "{ let out: DmTensor<i32, m![1], m![1 # 2], m![A / 8], m![A % 8]> = DmTensor::new(); out.to_hbm(&mut ctx.tdma, 0) }"
            << "DmTensor::new";
    }
    void theCallsDecideWithoutTheCrate() {
        QFETCH(QString, call);
        QFETCH(QString, evidence);
        const std::string text = kernelCalling(call.toStdString());
        const DialectEvidence e = detect(text);
        QCOMPARE(e.dialect, Dialect::Toolchain);
        QVERIFY2(at(text, e).starts_with(evidence.toStdString()), at(text, e).c_str());
    }

    void theManualsKernelsAreTheManuals() {
        const std::string text = kernelCalling("dm.to_hbm(&mut ctx.tdma, 1 << 28)");
        const DialectEvidence e = detect(text);
        QCOMPARE(e.dialect, Dialect::Manual);
        QVERIFY(!e.at);
        for (const char* file : {"constant-addition.rs", "gemm-k1024.rs", "vector-stash.rs", "fetch-commit-permutation-corrected.rs"}) {
            auto program = parseKernel({file, sample(file)});
            QVERIFY2(program.ok(), file);
            QCOMPARE(program->dialect, Dialect::Manual);
        }
    }

    // The toolchain crate with old explicit addresses (0.2-0.3) and `*_at` (0.4) load and keep them.
    void olderToolchainReleasesLoad() {
        auto explicitAddresses = parseKernel({"explicit-addresses.rs", sample("toolchain/explicit-addresses.rs")});
        QVERIFY2(explicitAddresses.ok(), explicitAddresses ? "" : explicitAddresses.error().message.c_str());
        QCOMPARE(explicitAddresses->dialect, Dialect::Toolchain);
        QCOMPARE(explicitAddresses->dialectAt.line, 4u);  // the `use`
        for (const Tensor& t : explicitAddresses->tensors)
            if (t.name == "staged") QCOMPARE(*t.address, u64{4096});

        auto at = parseKernel({"at-addresses.rs", sample("toolchain/at-addresses.rs")});
        QVERIFY2(at.ok(), at ? "" : at.error().message.c_str());
        for (const Tensor& t : at->tensors) {
            if (t.name == "staged") QVERIFY(!t.placed && *t.address == 4096);
            if (t.memory == Memory::Hbm && t.name != "input") QVERIFY(t.placed);
        }
    }

    // A *_at method needs its address; the plain one takes it or leaves it out, nothing more.
    void addressArity() {
        auto missing = parseKernel({"k.rs", kernelCalling("dm.to_hbm_at(&mut ctx.tdma)")});
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().kind, diag::Kind::arity_mismatch);
        auto extra = parseKernel({"k.rs", kernelCalling("dm.to_hbm(&mut ctx.tdma, 0, 1)")});
        QVERIFY(!extra.ok());
        QCOMPARE(extra.error().kind, diag::Kind::arity_mismatch);
        QVERIFY2(extra.error().message.find("[, address]") != std::string::npos, extra.error().message.c_str());
    }

    void listsDeviceFunctions() {
        const std::string text = sample("toolchain/staging.rs");
        auto entries = listKernels({"staging.rs", text}, {});
        QVERIFY(entries.ok());
        QCOMPARE(entries->size(), std::size_t{3});
        const KernelEntry& first = entries->front();
        QCOMPARE(first.name, std::string("round_trip"));
        QCOMPARE(first.function, std::string("round_trip"));
        QCOMPARE(first.chips, u64{1});
        QCOMPARE(first.pe, u64{8});
        QCOMPARE(first.dialect, Dialect::Toolchain);
        QCOMPARE(first.parameters.size(), std::size_t{2});
        QCOMPARE(first.parameters[0].name, std::string("ctx"));
        QCOMPARE(first.parameters[0].type, std::string("&mut Context"));
        QCOMPARE(first.parameters[1].type, std::string("&HbmTensor<i32, Chip, m![A]>"));
        QCOMPARE(text.substr(text.find("pub fn round_trip") + 7, 10), std::string("round_trip"));
        QVERIFY(first.line > 1);
        QCOMPARE((*entries)[2].name, std::string("stage_all_at_once"));
        QCOMPARE((*entries)[2].parameters.size(), std::size_t{5});
    }

    void deviceAttributes() {
        const std::string text = "#[device(chip = 4, pe = 2)]\nfn split(ctx: &mut Context) {}\n";
        auto entries = listKernels({"k.rs", text}, {"my_crate", "ops"});
        QVERIFY(entries.ok());
        QCOMPARE(entries->size(), std::size_t{1});
        QCOMPARE(entries->front().name, std::string("my_crate::ops::split"));
        QCOMPARE(entries->front().chips, u64{4});
        QCOMPARE(entries->front().pe, u64{2});
        QCOMPARE(entries->front().line, 2u);
        QCOMPARE(entries->front().dialect, Dialect::Manual);
        auto broken = listKernels({"k.rs", "fn ( {"}, {});
        QVERIFY(!broken.ok());
        QCOMPARE(broken.error().kind, diag::Kind::syntax_error);
    }

    void modulePathsFromTheCrate() {
        QTemporaryDir dir;
        const std::filesystem::path root = dir.path().toStdString();
        write(root / "Cargo.toml", "[workspace]\nname = \"not-this\"\n[package]\nname = \"my-kernels\"\nversion = \"0.1.0\"\n");
        for (const char* file : {"src/lib.rs", "src/main.rs", "src/ops/mod.rs", "src/ops/gemm/mod.rs", "src/ops/add.rs", "notes.rs"})
            write(root / file, "");
        using Path = std::vector<std::string>;
        QCOMPARE(modulePathOf((root / "src/lib.rs").string()), (Path{"my_kernels"}));
        QCOMPARE(modulePathOf((root / "src/main.rs").string()), (Path{"my_kernels"}));
        QCOMPARE(modulePathOf((root / "src/ops/mod.rs").string()), (Path{"my_kernels", "ops"}));
        QCOMPARE(modulePathOf((root / "src/ops/gemm/mod.rs").string()), (Path{"my_kernels", "ops", "gemm"}));
        QCOMPARE(modulePathOf((root / "src/ops/add.rs").string()), (Path{"my_kernels", "ops", "add"}));
        QCOMPARE(modulePathOf((root / "notes.rs").string()), Path{});  // beside the crate, not in its src/
        QCOMPARE(modulePathOf(TCPWB_KERNEL_SAMPLES_DIR "/constant-addition.rs"), Path{});
    }

    void findsTheKernelNamed() {
        std::vector<KernelEntry> entries(3);
        entries[0].name = "k::ops::add::kernel";
        entries[1].name = "k::ops::mul::kernel";
        entries[2].name = "k::ops::mul::kernel_fast";
        QCOMPARE(findKernel(entries, "k::ops::add::kernel")->name, entries[0].name);
        QCOMPARE(findKernel(entries, "add::kernel")->name, entries[0].name);
        QCOMPARE(findKernel(entries, "kernel_fast")->name, entries[2].name);
        auto ambiguous = findKernel(entries, "kernel");
        QVERIFY(!ambiguous.ok());
        QCOMPARE(ambiguous.error().kind, diag::Kind::unknown_name);
        QVERIFY(ambiguous.error().message.find("names 2 device functions") != std::string::npos);
        auto missing = findKernel(entries, "sub");
        QVERIFY(!missing.ok());
        QVERIFY(missing.error().message.find("k::ops::mul::kernel_fast") != std::string::npos);
        QVERIFY(!findKernel(entries, "el").ok());  // a tail is whole segments
        // Ambiguous: only the functions it could mean.
        QVERIFY(ambiguous.error().message.find("kernel_fast") == std::string::npos);
    }

    // Past a dozen functions (the toolchain's examples crate has 240), a wrong
    // name is answered with the ones it likely means, not the whole list.
    void aWrongNameAmongManyFunctionsSuggestsTheLikelyOnes() {
        std::vector<KernelEntry> entries(32);
        for (int i = 0; i < 30; ++i) entries[i].name = "ex::filler::kernel_" + std::to_string(i);
        entries[30].name = "ex::transformer::ops::attention_forward";
        entries[31].name = "ex::transformer::ops::attention_forward_first";
        auto gaps = findKernel(entries, "transformer::attention_forward");
        QVERIFY(!gaps.ok());
        QCOMPARE(gaps.error().message, std::string("there is no device function `transformer::attention_forward` among the 32 "
                                                   "(`tcpwb-cli kernels PATH` lists them); did you mean "
                                                   "`ex::transformer::ops::attention_forward`?"));
        auto typo = findKernel(entries, "atention_forwrd");
        QVERIFY(!typo.ok());
        QVERIFY(typo.error().message.find("did you mean `ex::transformer::ops::attention_forward`?") != std::string::npos);
        auto unrelated = findKernel(entries, "softmax");
        QVERIFY(!unrelated.ok());
        QVERIFY(unrelated.error().message.find("kernel_0") == std::string::npos);
        QVERIFY(unrelated.error().message.find("among the 32") != std::string::npos);
    }

    // The entry runs on its own even when the file has host code.
    void theChosenFunctionRuns() {
        const std::string text = sample("toolchain/with-host.rs");
        auto host = parseKernel({"with-host.rs", text});
        QVERIFY(host.ok());
        QVERIFY(!host->fragment);
        QCOMPARE(host->entry, std::string("round_trip"));
        auto alone = parseKernel({"with-host.rs", text}, {.entry = "round_trip"});
        QVERIFY(alone.ok());
        QVERIFY(alone->fragment);
        QCOMPARE(alone->outputs.size(), std::size_t{1});
        auto missing = parseKernel({"with-host.rs", text}, {.entry = "round_tip"});
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().kind, diag::Kind::unknown_name);
        QVERIFY(!missing.error().offset);
        QVERIFY2(missing.error().message.find("did you mean `round_trip`") != std::string::npos, missing.error().message.c_str());
    }
};

QTEST_GUILESS_MAIN(KernelDialect)
#include "tst_kernel_dialect.moc"
