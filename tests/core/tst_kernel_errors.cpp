// Broken kernels: each is reported like a compiler would, with a stable kind
// at the exact line:column of the offending token; and no input crashes or
// hangs the front end.
#include <QtTest>

#include <fmt/format.h>

#include <random>

#include "kernel/parse.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::kernel;

namespace {

// A small complete statement fragment; each case edits one thing.
const std::string kBase =
    "axes![A = 2048];\n"                                                     // 1
    "type Slice = m![A / 8 # 256];\n"                                        // 2
    "let input: DmTensor<i32, m![1], m![1 # 2], Slice, m![A % 8]> = ...;\n"  // 3
    "let out = ctx.main.begin(input.view())\n"                               // 4
    "    .fetch::<i32, m![1], m![A % 8]>()\n"                                // 5
    "    .collect::<m![1], m![A % 8]>()\n"                                   // 6
    "    .commit::<m![A % 8]>(4096);\n";                                     // 7

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    auto at = text.find(from);
    if (at == std::string::npos) qFatal("case text `%s` not in the base kernel", from.c_str());
    return text.replace(at, from.size(), to);
}

const std::string kHost =
    "axes![A = 2048];\n"                                                                                      // 1
    "type Chip = m![1];\n"                                                                                    // 2
    "async fn main() {\n"                                                                                     // 3
    "    let mut ctx = Context::acquire();\n"                                                                 // 4
    "    let mut rng = SmallRng::seed_from_u64(42);\n"                                                        // 5
    "    let x = HostTensor::<i32, m![A]>::rand(&mut rng);\n"                                                 // 6
    "    let h = x.to_hbm(&mut ctx.pdma, 0).await;\n"                                                         // 7
    "    let o = launch(kernel, (&mut ctx, &h)).await;\n"                                                     // 8
    "    let _r = o.to_host::<m![A]>(&mut ctx.pdma).await;\n"                                                 // 9
    "}\n"                                                                                                     // 10
    "#[device(chip = 1)]\n"                                                                                   // 11
    "fn kernel(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {\n"    // 12
    "    let dm = input.to_dm::<m![1 # 2], m![A / 8 # 256], m![A % 8]>(&mut ctx.tdma, 0);\n"                  // 13
    "    let r = ctx.main.begin(dm.view()).fetch::<i32, m![1], m![A % 8]>().collect::<m![1], m![A % 8]>()\n"  // 14
    "        .vector_init().vector_intra_slice_branch(BranchMode::Unconditional)\n"                           // 15
    "        .vector_fxp(FxpBinaryOp::AddFxp, 1).vector_final().commit::<m![A % 8]>(1 << 12);\n"              // 16
    "    r.to_hbm(&mut ctx.tdma, 1 << 28)\n"                                                                  // 17
    "}\n";                                                                                                    // 18

// The manual's "Tail Padding" example exactly as printed (samples/kernels/fetch-commit-tail-padding.rs has all of it).
const std::string kTailPaddingVerbatim =
    "axes![A = 65, B = 2];\n"
    "let input: DmTensor<f8, m![1], m![1], m![1], m![B, A # 72]> = ...;\n"
    "// Option 1: dummy=7, fetch_size=24 bytes, 6 cycles\n"
    "let out_7: DmTensor<f8, m![1], m![1], m![1], m![B, A # 72]> = ctx.main\n"
    ".begin(input.view())\n"
    ".fetch::<f8, m![B * (A # 72) / 24], m![A % 24]>()\n"
    ".collect::<m![B * (A # 72) / 24], m![A % 24 # 8]>()\n"
    ".commit(1024);\n";

}  // namespace

class KernelErrors : public QObject {
    Q_OBJECT

private slots:
    void reportedAtLineAndColumn_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        auto row = [](const char* name, const std::string& text, const char* kind, int line, int column) {
            QTest::newRow(name) << QString::fromStdString(text) << QString::fromLatin1(kind) << line << column;
        };
        // syntax
        row("missing expression", replaced(kBase, "= ...;", "= ;"), "syntax_error", 3, 64);
        row("unclosed call", replaced(kBase, "(4096);", "(4096;"), "syntax_error", 7, 30);
        row("unclosed comment", kBase + "/* never closed", "syntax_error", 8, 1);
        row("stray character", replaced(kBase, "(4096)", "(4096`)"), "syntax_error", 7, 30);
        // unsupported constructs
        row("for loop without an end", kBase + "for i in 0.. { }\n", "unsupported_construct", 8, 10);
        row("closure", kBase + "let f = |x| x;\n", "unsupported_construct", 8, 9);
        row("if on data", kBase + "let y = if out { 1 } else { 2 };\n", "unsupported_construct", 8, 12);
        row("for past the unrolling limit", kBase + "for i in 0..2000000 { }\n", "too_large", 8, 1);
        row("unknown stream method", replaced(kBase, ".collect::<m![1], m![A % 8]>()", ".frobnicate()"), "unsupported_construct", 6, 6);
        row("question mark", replaced(kBase, "(4096);", "(4096)?;"), "unsupported_construct", 7, 31);
        // names
        row("variable typo", replaced(kBase, "begin(input.view())", "begin(inptu.view())"), "unknown_name", 4, 26);
        row("alias typo", replaced(kBase, "m![1 # 2], Slice,", "m![1 # 2], Slcie,"), "unknown_name", 3, 44);
        row("dtype typo", replaced(kBase, "DmTensor<i32,", "DmTensor<i33,"), "unknown_name", 3, 21);
        row("axis typo", replaced(kBase, "fetch::<i32, m![1], m![A % 8]>", "fetch::<i32, m![1], m![Q % 8]>"), "unknown_name", 5, 29);
        row("alias in braces typo", replaced(kBase, "collect::<m![1],", "collect::<m![{Tme}],"), "unknown_name", 6, 19);
        row("context field", replaced(kBase, "ctx.main", "ctx.mian"), "unknown_name", 4, 15);
        row("launch of an unknown function", replaced(kHost, "launch(kernel,", "launch(kernal,"), "unknown_name", 8, 20);
        // types
        row("begin on HBM",
            replaced(kBase, "let input: DmTensor<i32, m![1], m![1 # 2], Slice, m![A % 8]>", "let input: HbmTensor<i32, m![1], m![A]>"),
            "type_mismatch", 4, 26);
        // fetch::<D2> of a D tensor is the Fetch Adapter's cast, refused with its rule where it has none.
        row("fetch cast the adapter lacks", replaced(kBase, "fetch::<i32,", "fetch::<bf16,"), "cast", 5, 14);
        row("annotation disagrees", replaced(kBase, "let out = ", "let out: DmTensor<i32, m![1], m![1 # 2], Slice, m![A % 4 # 8]> = "),
            "type_mismatch", 4, 49);
        row("annotation memory", replaced(kBase, "let out = ", "let out: TrfTensor<i32, m![1], m![1], m![1], m![1], m![A]> = "),
            "type_mismatch", 4, 10);
        row("align with a DM tensor",
            replaced(kBase, ".collect::<m![1], m![A % 8]>()", ".collect::<m![1], m![A % 8]>().align::<m![1], m![A % 8], _, _>(&input)"),
            "type_mismatch", 6, 68);
        row("vector operand not in VRF",
            replaced(kBase, ".collect::<m![1], m![A % 8]>()",
                     ".collect::<m![1], m![A % 8]>().vector_init().vector_intra_slice_branch(BranchMode::Unconditional)"
                     ".vector_fxp(FxpBinaryOp::MulInt, &input).vector_final()"),
            "type_mismatch", 6, 135);
        row("let type names no tensor type", replaced(kBase, "let out = ", "let out: DmTensr = "), "unknown_name", 4, 10);
        row("let type is a mapping alias", replaced(kBase, "let out = ", "let out: Slice = "), "type_mismatch", 4, 10);
        row("let type is a tuple", replaced(kBase, "let out = ", "let out: (i32, i32) = "), "type_mismatch", 4, 10);
        row("host tensor over the tensor DMA", replaced(kHost, "x.to_hbm(&mut ctx.pdma", "x.to_hbm(&mut ctx.tdma"), "type_mismatch", 7, 22);
        row("launch argument mapping",
            replaced(kHost, "input: &HbmTensor<i32, Chip, m![A]>", "input: &HbmTensor<i32, Chip, m![A / 2, A % 2 # 4]>"), "type_mismatch",
            8, 39);
        row("launch argument dtype", replaced(kHost, "input: &HbmTensor<i32,", "input: &HbmTensor<bf16,"), "type_mismatch", 8, 39);
        // mappings
        row("modulo does not divide", replaced(kBase, "m![A / 8 # 256]", "m![A / 3 # 256]"), "mapping_error", 2, 19);
        row("manual tail padding verbatim", kTailPaddingVerbatim, "mapping_error", 6, 42);
        row("switch topology", replaced(kBase, ".collect::<", ".switch(SwitchConfig::Broadcast01 { slice1: 2 }).collect::<"),
            "topology_parameter", 6, 13);
        // structure
        row("no kernel", "axes![A = 8];\ntype T = m![A];\n", "missing_kernel", 1, 1);
        row("preloaded without type",
            replaced(kBase, "let input: DmTensor<i32, m![1], m![1 # 2], Slice, m![A % 8]> = ...;", "let input = ...;"),
            "missing_annotation", 3, 13);
        row("commit without element", replaced(kBase, ".commit::<m![A % 8]>(4096)", ".commit(4096)"), "missing_annotation", 7, 6);
        row("launch arity", replaced(kHost, "(&mut ctx, &h)", "(&mut ctx, &h, &h)"), "arity_mismatch", 8, 28);
        row("a device of no chips", replaced(kHost, "#[device(chip = 1)]", "#[device(chip = 0)]"), "chip_size", 11, 1);
        row("turbofish arity", replaced(kBase, "fetch::<i32, m![1], m![A % 8]>", "fetch::<i32, m![1]>"), "arity_mismatch", 5, 14);
        row("tensor type arity", replaced(kBase, "DmTensor<i32, m![1], m![1 # 2], Slice, m![A % 8]>", "DmTensor<i32, m![A]>"),
            "arity_mismatch", 3, 12);
        row("address overflow", replaced(kBase, "(4096)", "(1 << 70)"), "invalid_constant", 7, 26);
        // the Vector Engine's own rules, at the call
        row("vector chain order",
            replaced(kHost, ".vector_init().vector_intra_slice_branch(BranchMode::Unconditional)",
                     ".vector_intra_slice_branch(BranchMode::Unconditional)"),
            "", 15, 10);
    }

    void reportedAtLineAndColumn() {
        QFETCH(QString, text);
        QFETCH(QString, kind);
        QFETCH(int, line);
        QFETCH(int, column);
        KernelSource source{"case.rs", text.toStdString()};
        auto program = parseKernel(source);
        QVERIFY2(!program.ok(), "the broken kernel loaded");
        const diag::Diagnostic& error = program.error();
        QString shown = QString::fromStdString(formatKernelError(source, error));
        if (!kind.isEmpty()) QCOMPARE(kindText(error.kind), kind);
        QVERIFY2(error.offset.has_value(), qPrintable(shown));
        LineColumn at = lineColumnOf(source.text, *error.offset);
        QVERIFY2(int(at.line) == line && int(at.column) == column,
                 qPrintable(QStringLiteral("at %1:%2, expected %3:%4\n").arg(at.line).arg(at.column).arg(line).arg(column) + shown));
        QVERIFY2(!error.message.empty() && error.message.find('\n') == std::string::npos, qPrintable(shown));
    }

    void suggestionsNameTheClosestName() {
        KernelSource source{"case.rs", replaced(kBase, "begin(input.view())", "begin(inptu.view())")};
        auto program = parseKernel(source);
        QVERIFY(!program.ok());
        QVERIFY2(program.error().message.find("did you mean `input`?") != std::string::npos, program.error().message.c_str());
        KernelSource dtype{"case.rs", replaced(kBase, "DmTensor<i32,", "DmTensor<i23,")};
        QVERIFY(parseKernel(dtype).error().message.find("`i32`") != std::string::npos);
        KernelSource tensorType{"case.rs", replaced(kBase, "let out = ", "let out: DmTensr = ")};
        QVERIFY2(parseKernel(tensorType).error().message.find("did you mean `DmTensor`?") != std::string::npos,
                 parseKernel(tensorType).error().message.c_str());
    }

    void unsupportedConstructsListWhatIsSupported() {
        KernelSource source{"case.rs", replaced(kBase, ".collect::<m![1], m![A % 8]>()", ".frobnicate()")};
        auto program = parseKernel(source);
        QVERIFY(program.error().message.find("collect") != std::string::npos);
        QVERIFY(program.error().message.find("frobnicate") != std::string::npos);
    }

    void formatLooksLikeACompiler() {
        KernelSource source{"k.rs", replaced(kBase, "fetch::<i32,", "fetch::<bf16,")};
        auto program = parseKernel(source);
        QCOMPARE(QString::fromStdString(formatKernelError(source, program.error())),
                 QStringLiteral("k.rs:5:14: error[cast]: fetch::<bf16, ..> of `input` (i32): the Fetch Adapter cannot convert i32 "
                                "to bf16; it converts nothing from i32\n"
                                "      .fetch::<bf16, m![1], m![A % 8]>()\n"
                                "               ^~~~\n"
                                "  fix: fetch it as it is stored, fetch::<i32, Time, Packet>(), and convert later with cast::<D, "
                                "Packet>() or the Vector Engine\n"));
    }

    void lineColumnCountsFromOne() {
        QCOMPARE(int(lineColumnOf("ab\ncd", 0).line), 1);
        QCOMPARE(int(lineColumnOf("ab\ncd", 4).line), 2);
        QCOMPARE(int(lineColumnOf("ab\ncd", 4).column), 2);
        QCOMPARE(int(lineColumnOf("ab\ncd", 99).column), 3);  // past the end: after the last character
        QCOMPARE(int(lineColumnOf("", 0).column), 1);
    }

    void deepNestingIsAnErrorNotACrash() {
        for (const char* open : {"(", "[", "{", "&", "-"}) {
            std::string text = "let x = " + std::string(100000, open[0]) + "1;";
            auto program = parseKernel({"deep.rs", text});
            QVERIFY(!program.ok());
        }
        std::string generics = "let x: " + std::string(3000, 'A') + ";";
        for (int i = 0; i < 3000; ++i) generics += "<";
        QVERIFY(!parseKernel({"deep.rs", generics}).ok());
    }

    void aliasChainsStopAtTheMappingLimit() {
        // `type L1 = m![{ L0 }]`, ...: 32 aliases open at once resolve, 33 are
        // refused at the first alias that needs them (mapping::kMaxAliasDepth),
        // with the rule said, not "compiles, but not once written out".
        std::string text = "axes![A = 2048];\ntype L0 = m![A / 8 # 256];\n";
        for (int i = 1; i < 40; ++i) text += fmt::format("type L{} = m![{{ L{} }}];\n", i, i - 1);
        auto deep = parseKernel({"chain.rs", text});
        QVERIFY(!deep.ok());
        QCOMPARE(deep.error().kind, diag::Kind::mapping_error);
        QVERIFY2(deep.error().message.find("more than 32 levels") != std::string::npos, deep.error().message.c_str());
        QCOMPARE(lineColumnOf(text, *deep.error().offset).line, std::uint32_t{35});  // L33's
        std::string fits = "axes![A = 2048];\ntype L0 = m![A / 8 # 256];\n";
        for (int i = 1; i < 33; ++i) fits += fmt::format("type L{} = m![{{ L{} }}];\n", i, i - 1);
        auto used =
            parseKernel({"chain.rs", replaced(kBase, "type Slice = m![A / 8 # 256];\n", fits.substr(17) + "type Slice = m![{ L31 }];\n")});
        QVERIFY2(used.ok(), used ? "" : used.error().message.c_str());
    }

    void tensorAliasChainsStopAtTheMappingLimit() {
        // `type R1 = R0;`, ... renames of a tensor type: the same limit as
        // mapping aliases (32 open at once), refused at the first alias past
        // it however long the chain, where reading the type recursed once per
        // alias (fuzz/regressions/kernel/tensor-alias-chain-5000.rs).
        auto chain = [](int length) {
            std::string text = "axes![A = 2048];\ntype R0 = DmTensor<i32, m![1], m![1 # 2], m![A / 8 # 256], m![A % 8]>;\n";
            for (int i = 1; i < length; ++i) text += fmt::format("type R{} = R{};\n", i, i - 1);
            return text + fmt::format("#[device(chip = 1)]\nfn kernel(ctx: &mut Context, input: &R{}) {{}}\n", length - 1);
        };
        auto fits = parseKernel({"chain.rs", chain(33)});
        QVERIFY2(fits.ok(), fits ? "" : fits.error().message.c_str());
        QCOMPARE(fits->tensors.at(0).memory, Memory::Dm);
        for (int length : {34, 20000}) {
            const std::string text = chain(length);
            auto deep = parseKernel({"chain.rs", text});
            QVERIFY(!deep.ok());
            QCOMPARE(deep.error().kind, diag::Kind::alias_too_deep);
            QVERIFY2(deep.error().message.find("more than 32 levels deep (R33 -> R32 -> ... -> R0)") != std::string::npos,
                     deep.error().message.c_str());
            QCOMPARE(lineColumnOf(text, *deep.error().offset).line, std::uint32_t{35});  // R33's, as L33's above
        }
        auto cycle = parseKernel(
            {"cycle.rs", "axes![A = 8];\ntype P = Q;\ntype Q = P;\n#[device(chip = 1)]\nfn kernel(ctx: &mut Context, x: &P) {}\n"});
        QVERIFY(!cycle.ok());
        QVERIFY2(cycle.error().message.find("refers to itself") != std::string::npos, cycle.error().message.c_str());
    }

    void mutatedSamplesNeverCrash() {
        // A cheap stand-in for the fuzzer (fuzz/fuzz_kernel.cpp) that runs in every ctest.
        std::mt19937 random(1234);
        QDir dir(QStringLiteral(TCPWB_KERNEL_SAMPLES_DIR));
        const QStringList files = dir.entryList({QStringLiteral("*.rs")}, QDir::Files, QDir::Name);
        QVERIFY(!files.isEmpty());
        const std::string pieces[] = {"(", ")",   "<", ">",  "::", ".",     ",",
                                      ";", "m![", "]", "{",  "}",  "&mut ", "..",
                                      "_", "#",   "'", "\"", "/*", "0",     "99999999999999999999"};
        int rejected = 0;
        for (const QString& file : files) {
            QFile f(dir.filePath(file));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const std::string original = f.readAll().toStdString();
            for (int round = 0; round < 150; ++round) {
                std::string text = original;
                for (int edit = 0; edit < 3; ++edit) {
                    std::size_t at = random() % (text.size() + 1);
                    switch (random() % 3) {
                        case 0: text.erase(at, random() % 8); break;
                        case 1: text.insert(at, pieces[random() % std::size(pieces)]); break;
                        default:
                            if (at < text.size()) text[at] = static_cast<char>(random() % 128);
                            break;
                    }
                }
                auto program = parseKernel({"mutated.rs", text});
                if (!program) {
                    ++rejected;
                    QVERIFY(!program.error().message.empty());
                    QVERIFY(!formatKernelError({"mutated.rs", text}, program.error()).empty());
                }
            }
        }
        QVERIFY(rejected > 0);
    }
};

QTEST_GUILESS_MAIN(KernelErrors)
#include "tst_kernel_errors.moc"
