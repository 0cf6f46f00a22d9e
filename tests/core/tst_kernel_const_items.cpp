// `const` items (kernel/elaborate_constants.cpp): written in any order, as
// Rust lets constants name each other, in the file and in a function body;
// constants that name each other round are one located cycle, not an
// unknown name.
#include <QtTest>

#include <string>

#include "kernel/parse.h"
#include "sim_run_support.h"
#include "../diag_kind_text.h"

using namespace tcpwb;

namespace {

// A kernel whose tensor `x` is split by the constant N: `fileItems` go
// before the device function, `bodyItems` open its body.
std::string splitBy(const std::string& fileItems, const std::string& bodyItems = {}) {
    return "use furiosa_opt_std::prelude::*;\n"
           "axes![A = 2048];\n"
           "type Chip = m![1];\n" +
           fileItems +
           "#[device(chip = 1)]\n"
           "pub fn k(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {\n" +
           bodyItems +
           "    let x: DmTensor<i32, Chip, m![1 # 2], m![A / { N }], m![A % { N }]> = input.to_dm(&mut ctx.tdma);\n"
           "    x.to_hbm(&mut ctx.tdma)\n"
           "}\n";
}

std::string sliceMappingOf(const std::string& text) {
    const kernel::Program program = test::loadEntry(text, "consts.rs");
    return program.tensors[test::tensorNamed(program, "x")].mappings[2].text;
}

diag::Diagnostic loadError(const std::string& text) { return test::loadEntryError(text, "consts.rs"); }

void expectError(const std::string& text, diag::Kind kind, const std::string& at, const std::string& words) {
    test::expectLocatedError(test::loadEntryError(text, "consts.rs"), text, kind, at, words);
}

}  // namespace

class TestKernelConstItems : public QObject {
    Q_OBJECT

private slots:
    void fileConstantsNameEachOtherInAnyOrder() {
        QCOMPARE(sliceMappingOf(splitBy("const N: usize = HALF * 2;\nconst HALF: usize = BASE + 1;\nconst BASE: usize = 3;\n")),
                 std::string("m![A / 8]"));
        QCOMPARE(sliceMappingOf(splitBy("const BASE: usize = 3;\nconst HALF: usize = BASE + 1;\nconst N: usize = HALF * 2;\n")),
                 std::string("m![A / 8]"));
    }

    void bodyConstantsNameEachOtherInAnyOrder() {
        // rustc reads a block's items wherever they are written in it; each
        // of these named one written after it and was refused as unknown.
        QCOMPARE(sliceMappingOf(splitBy("", "    const N: usize = HALF * 2;\n    const HALF: usize = 2;\n")), std::string("m![A / 4]"));
        QCOMPARE(sliceMappingOf(splitBy("const BASE: usize = 1;\n", "    const N: usize = HALF * 4;\n    const HALF: usize = BASE + 1;\n")),
                 std::string("m![A / 8]"));
    }

    void aBodyConstantWaitsForOneThatReadsAnAlias() {
        // N names SLICES, which reads the body's alias, which reads WIDTH: the
        // alias is defined between the constants that need it and the rest.
        const std::string body =
            "    const N: usize = SLICES / 64;\n"
            "    const SLICES: usize = Slice::SIZE;\n"
            "    type Slice = m![A / { WIDTH }];\n"
            "    const WIDTH: usize = 4;\n";
        QCOMPARE(sliceMappingOf(splitBy("", body)), std::string("m![A / 8]"));
    }

    void constantsThatNameEachOtherRoundAreACycle() {
        expectError(splitBy("const N: usize = M + 1;\nconst M: usize = N;\n"), diag::Kind::invalid_constant, "N: usize",
                    "`N` is defined in terms of itself: `N` -> `M` -> `N`");
        expectError(splitBy("const N: usize = N;\n"), diag::Kind::invalid_constant, "N: usize", "`N` -> `N`");
        // Reached from a constant outside it, the cycle is reported where it starts.
        expectError(splitBy("const N: usize = B;\nconst B: usize = C * 2;\nconst C: usize = D + 1;\nconst D: usize = B;\n"),
                    diag::Kind::invalid_constant, "B: usize", "`B` -> `C` -> `D` -> `B`");
        expectError(splitBy("", "    const N: usize = M + 1;\n    const M: usize = N;\n"), diag::Kind::invalid_constant, "N: usize",
                    "`N` -> `M` -> `N`");
    }

    void aLongCycleIsShortenedInItsMessage() {
        std::string items;
        for (int i = 0; i < 100; ++i) items += "const C" + std::to_string(i) + ": usize = C" + std::to_string((i + 1) % 100) + ";\n";
        const diag::Diagnostic d = loadError(splitBy(items + "const N: usize = C0;\n"));
        QCOMPARE(diag::spelling(d.kind), diag::spelling(diag::Kind::invalid_constant));
        QVERIFY2(d.message.find("`C6` -> ... (93 more) -> `C0`") != std::string::npos, d.message.c_str());
    }

    void aNameDefinedNowhereIsStillUnknown() {
        expectError(splitBy("const N: usize = M + 1;\nconst M: usize = Nowhere;\n"), diag::Kind::unknown_name, "Nowhere",
                    "`Nowhere` is not defined here");
        expectError(splitBy("", "    const N: usize = M + 1;\n    const M: usize = Nowhere;\n"), diag::Kind::unknown_name, "Nowhere",
                    "`Nowhere` is not defined here");
    }
};

QTEST_APPLESS_MAIN(TestKernelConstItems)
#include "tst_kernel_const_items.moc"
