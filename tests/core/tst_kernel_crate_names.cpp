// How a crate kernel's renamed names read (kernel/display_names.h): two
// modules each declare an axis `X`, and run.rs reads both, the second as
// `Y` (`use crate::b::X as Y;`). The front end names them `crate__a__X` and
// `crate__b__X` inside; what goes out names them as run.rs writes them, or
// by their paths in a message about another file. A mapping error in a
// mapping whose names were rewritten is placed at its term, hovering `Y`
// describes the axis, and `{ crate::b::Row }` in a mapping names the alias.
#include <QtTest>

#include <algorithm>
#include <string>
#include <vector>

#include "crate_dir.h"
#include "kernel/crate_imports.h"
#include "kernel/display_names.h"
#include "kernel/symbols.h"
#include "kernel/typeable_names.h"
#include "mapping/mapping.h"
#include "sim/plan.h"

using namespace tcpwb;
using namespace tcpwb::kernel;

namespace {

const std::string kPrelude = "use furiosa_opt_std::prelude::*;\n";

// src/a.rs and src/b.rs each with an axis X (2048 and 64 long) and a `Row`
// of it; b.rs also a helper whose DM tensor `slice` takes as its Slice.
struct TwoAxesCrate {
    test::CrateDir dir{"names"};
    std::string run;

    explicit TwoAxesCrate(const std::string& body, const std::string& parameters = "q: &HbmTensor<i32, Chip, m![Y]>",
                          const std::string& slice = "m![X / 8 # 256]", const std::string& moreUses = "") {
        dir.write("src/lib.rs", "pub mod a;\npub mod b;\npub mod run;\n");
        dir.write("src/a.rs", kPrelude + "axes![X = 2048];\npub type Row = m![X];\n");
        dir.write("src/b.rs", kPrelude +
                                  "axes![X = 64];\npub type Row = m![X];\n\n"
                                  "pub fn stage(ctx: &mut Context, q: &HbmTensor<i32, m![1], m![X]>) -> HbmTensor<i32, m![1], m![X]> {\n"
                                  "    let d: DmTensor<i32, m![1], m![1 # 2], " +
                                  slice +
                                  ", m![X % 8]> = q.to_dm(&mut ctx.tdma);\n"
                                  "    d.to_hbm(&mut ctx.tdma)\n"
                                  "}\n");
        run = dir.write("src/run.rs", kPrelude + "use crate::a::X;\nuse crate::b::X as Y;\n" + moreUses +
                                          "\n"
                                          "type Chip = m![1];\ntype Cluster = m![1 # 2];\n\n"
                                          "#[device(chip = 1)]\n"
                                          "pub fn k(ctx: &mut Context, p: &HbmTensor<i32, Chip, m![X]>, " +
                                          parameters + ") -> HbmTensor<i32, Chip, m![Y]> {\n" + body + "}\n");
    }
};

struct Loaded {
    std::shared_ptr<const Crate> crate;
    SourceWithImports combined;
    diag::Result<Program> program;
    std::string text;  // run.rs
};

Loaded load(const std::string& file) {
    auto inCrate = crateOfFile(file);
    if (!inCrate) qFatal("%s is not in a crate's module tree", file.c_str());
    const std::string text = inCrate->crate->files[inCrate->file].text;
    SourceWithImports combined = withImports(*inCrate->crate, inCrate->file, {file, text});
    auto program = parseWithImports(combined, {.entry = "k"});
    return {inCrate->crate, std::move(combined), std::move(program), text};
}

// The error of parsing, else of planning, placed as the CLI and the GUI place it.
PlacedError firstError(const Loaded& l) {
    if (!l.program) return placeError(*l.crate, l.combined, l.program.error());
    auto plan = sim::planProgram(*l.program);
    if (plan) qFatal("the kernel plans");
    return placeError(*l.crate, l.combined, plan.error());
}

const std::string kCopyY =
    "    let y: DmTensor<i32, Chip, Cluster, m![Y / 8], m![Y % 8]> = q.to_dm(&mut ctx.tdma);\n"
    "    y.to_hbm(&mut ctx.tdma)\n";

}  // namespace

class TestKernelCrateNames : public QObject {
    Q_OBJECT

private slots:
    void internalNamesReadAsWrittenElseAsPaths() {
        const WrittenNames written{{"crate__b__X", {"Y"}}};
        QCOMPARE(displayNames("m![crate__b__X / 8, crate__a__X]", written), std::string("m![Y / 8, crate::a::X]"));
        QCOMPARE(displayNames("m![crate__b__X / 8]"), std::string("m![crate::b::X / 8]"));
        QCOMPARE(displayNames("my_crate__b is no internal name"), std::string("my_crate__b is no internal name"));
        QCOMPARE(internalNames("m![Y / 8, Y::SIZE, Z]", written), std::string("m![crate__b__X / 8, Y::SIZE, Z]"));
        diag::Diagnostic d(diag::Kind::mapping_error, "`crate__b__X` is short");
        d.withFix("m![crate__b__X # 256]");
        QCOMPARE(*displayNames(d, written).fix, std::string("m![Y # 256]"));
    }

    void aFixInTheFileNamesTheAxisAsTheFileWritesIt() {
        // A Slice of 8 where the cluster has 256 slices: the fix pads it, in run.rs's words.
        const TwoAxesCrate crate(kCopyY);
        const Loaded l = load(crate.run);
        QCOMPARE(l.combined.written.at("crate__b__X"), std::vector<std::string>{"Y"});
        const PlacedError e = firstError(l);
        QCOMPARE(e.source.name, crate.run);
        QVERIFY(e.diagnostic.fix);
        QCOMPARE(*e.diagnostic.fix, std::string("m![Y / 8 # 256]"));
        QVERIFY2(e.diagnostic.message.find("crate__") == std::string::npos, e.diagnostic.message.c_str());
    }

    void twoNamesOfOneAxisReadAsEachSpotWritesThem() {
        // `Y` and `Z` both name b's X: where a spot is known (a hover, an error's place) it reads as written
        // there; elsewhere as the file writes it first (`Y`, in the signature).
        const std::string copyZ =
            "    let z: DmTensor<i32, Chip, Cluster, m![Z / 8], m![Z % 8]> = q.to_dm(&mut ctx.tdma);\n"
            "    z.to_hbm(&mut ctx.tdma)\n";
        const TwoAxesCrate crate(copyZ, "q: &HbmTensor<i32, Chip, m![Y]>", "m![X / 8 # 256]", "use crate::b::X as Z;\n");
        const Loaded l = load(crate.run);
        QCOMPARE(l.combined.written.at("crate__b__X"), (std::vector<std::string>{"Y", "Z"}));
        QCOMPARE(displayNames("crate__b__X", l.combined.written), std::string("Y"));
        QCOMPARE(internalName(l.combined.written, "Z"), std::string("crate__b__X"));
        const PlacedError e = firstError(l);
        QVERIFY(e.diagnostic.fix);
        QVERIFY2(e.diagnostic.offset, e.diagnostic.message.c_str());
        QCOMPARE(*e.diagnostic.fix, std::string("m![Z / 8 # 256]"));
        QVERIFY2(e.diagnostic.message.find("Y") == std::string::npos, e.diagnostic.message.c_str());

        const TwoAxesCrate fixed(
            "    let z: DmTensor<i32, Chip, Cluster, m![Z / 8 # 256], m![Z % 8]> = q.to_dm(&mut ctx.tdma);\n"
            "    z.to_hbm(&mut ctx.tdma)\n",
            "q: &HbmTensor<i32, Chip, m![Y]>", "m![X / 8 # 256]", "use crate::b::X as Z;\n");
        const Loaded ok = load(fixed.run);
        QVERIFY2(ok.program, ok.program ? "" : ok.program.error().message.c_str());
        const std::size_t z = ok.text.find("m![Z / 8") + 3;
        const auto axis = describeSymbolAt(ok.text, z, ok.program->axes, ok.program->aliases, ok.combined.written);
        QVERIFY(axis);
        QCOMPARE(axis->name, std::string("Z"));
        QCOMPARE(axis->declared, std::string("Z = 64"));
        QCOMPARE(axis->normalForm, std::string("m![Z]"));
        const std::size_t y = ok.text.find("m![Y]>") + 3;
        QCOMPARE(describeSymbolAt(ok.text, y, ok.program->axes, ok.program->aliases, ok.combined.written)->declared, std::string("Y = 64"));
        const auto mapping = describeSymbolAt(ok.text, z + 2, ok.program->axes, ok.program->aliases, ok.combined.written);
        QVERIFY(mapping);
        QVERIFY2(mapping->normalForm.find("Z / 8") != std::string::npos, mapping->normalForm.c_str());
    }

    void anAxisReadUnderOneOtherNameReadsAsThatName() {
        // Only b's X, as `Y`: the fix says Y, the name run.rs writes, not X, which it does not.
        test::CrateDir dir("alias");
        dir.write("src/lib.rs", "pub mod b;\npub mod run;\n");
        dir.write("src/b.rs", kPrelude + "axes![X = 64];\n");
        const std::string run =
            dir.write("src/run.rs", kPrelude +
                                        "use crate::b::X as Y;\n\n"
                                        "type Chip = m![1];\ntype Cluster = m![1 # 2];\n\n"
                                        "#[device(chip = 1)]\n"
                                        "pub fn k(ctx: &mut Context, q: &HbmTensor<i32, Chip, m![Y]>) -> HbmTensor<i32, Chip, m![Y]> {\n" +
                                        kCopyY + "}\n");
        const Loaded l = load(run);
        const PlacedError e = firstError(l);
        QVERIFY(e.diagnostic.fix);
        QCOMPARE(*e.diagnostic.fix, std::string("m![Y / 8 # 256]"));
    }

    void aFixInAnotherFileNamesTheAxisByItsPath() {
        // The same mistake inside b.rs's helper: placed there, named by its path.
        const TwoAxesCrate crate("    crate::b::stage(ctx, q)\n", "q: &HbmTensor<i32, Chip, m![Y]>", "m![X / 8]");
        const Loaded l = load(crate.run);
        const PlacedError e = firstError(l);
        QVERIFY2(e.source.name.ends_with("src/b.rs"), e.source.name.c_str());
        QVERIFY(e.diagnostic.fix);
        QCOMPARE(*e.diagnostic.fix, std::string("m![crate::b::X / 8 # 256]"));
    }

    void hoveringTheAliasDescribesTheAxis() {
        const TwoAxesCrate crate(
            "    let y: DmTensor<i32, Chip, Cluster, m![Y / 8 # 256], m![Y % 8]> = q.to_dm(&mut ctx.tdma);\n"
            "    y.to_hbm(&mut ctx.tdma)\n");
        const Loaded l = load(crate.run);
        QVERIFY2(l.program, l.program ? "" : l.program.error().message.c_str());
        const std::size_t y = l.text.find("m![Y / 8") + 3;
        const auto axis = describeSymbolAt(l.text, y, l.program->axes, l.program->aliases, l.combined.written);
        QVERIFY(axis);
        QCOMPARE(int(axis->kind), int(SymbolDescription::Kind::Axis));
        QCOMPARE(axis->name, std::string("Y"));
        QCOMPARE(axis->size, u64{64});
        QCOMPARE(axis->declared, std::string("Y = 64"));
        QCOMPARE(axis->normalForm, std::string("m![Y]"));
        const auto mapping = describeSymbolAt(l.text, y + 2, l.program->axes, l.program->aliases, l.combined.written);
        QVERIFY(mapping);
        QCOMPARE(int(mapping->kind), int(SymbolDescription::Kind::Mapping));
        QCOMPARE(mapping->size, u64{256});
        QVERIFY2(mapping->normalForm.find("Y / 8") != std::string::npos, mapping->normalForm.c_str());
    }

    // b.rs read on its own (a helper's file shown beside the kernel): its X
    // is the program's crate__b__X, its Row (not read by the kernel) and
    // names it does not resolve stand for nothing the program has.
    void anotherFilesNamesStandForWhatTheKernelRead() {
        const TwoAxesCrate crate(
            "    let y: DmTensor<i32, Chip, Cluster, m![Y / 8 # 256], m![Y % 8]> = q.to_dm(&mut ctx.tdma);\n"
            "    let back: HbmTensor<i32, Chip, m![Y]> = y.to_hbm(&mut ctx.tdma);\n"
            "    crate::b::stage(ctx, &back)\n");
        const Loaded l = load(crate.run);
        QVERIFY2(l.program, l.program ? "" : l.program.error().message.c_str());
        const auto b = crateFileAt(*l.crate, crate.dir.path("src/b.rs"));
        QVERIFY(b);
        const WrittenNames written = writtenNamesIn(*l.crate, l.combined, *b);
        QCOMPARE(internalName(written, "X"), std::string("crate__b__X"));
        QCOMPARE(internalName(written, "m"), std::string("m"));  // resolves to nothing of the crate: as written
        const std::string& text = l.crate->files[*b].text;
        const auto axis = describeSymbolAt(text, text.find("m![X % 8]") + 3, l.program->axes, l.program->aliases, written);
        QVERIFY(axis);
        QCOMPARE(axis->declared, std::string("X = 64"));
        QVERIFY(!describeSymbolAt(text, text.find("Row"), l.program->axes, l.program->aliases, written));
        const auto mapping = describeSymbolAt(text, text.find("m![X % 8]") + 5, l.program->axes, l.program->aliases, written);
        QVERIFY(mapping);
        QCOMPARE(mapping->size, u64{8});
    }

    void aMappingErrorIsPlacedAtItsTerm() {
        // The mapping names `Y`, which the front end rewrites: the error is still at `Nowhere`.
        const TwoAxesCrate crate(
            "    let y: DmTensor<i32, Chip, Cluster, m![Y / 8 # 256], m![Y % 8, Nowhere]> = q.to_dm(&mut ctx.tdma);\n"
            "    y.to_hbm(&mut ctx.tdma)\n");
        const Loaded l = load(crate.run);
        QVERIFY(!l.program);
        QVERIFY(l.program.error().offset);
        QCOMPARE(*l.program.error().offset, l.text.find("Nowhere"));
        QCOMPARE(l.program.error().length, std::string("Nowhere").size());
        QVERIFY2(l.program.error().message.find("m![Y % 8, Nowhere]") != std::string::npos, l.program.error().message.c_str());
    }

    void anUnknownBracedPathIsOneErrorAtThePath() {
        // A path that names nothing: refused at the path, by name, with the close one when there is one.
        const auto errorOf = [](const std::string& path) {
            const TwoAxesCrate crate(kCopyY, "q: &HbmTensor<i32, Chip, m![{ " + path + " }]>");
            const Loaded l = load(crate.run);
            if (l.program) qFatal("the kernel parses");
            const PlacedError e = firstError(l);
            if (e.source.name != crate.run) qFatal("placed in %s", e.source.name.c_str());
            if (e.diagnostic.offset != l.text.find(path) || e.diagnostic.length != path.size())
                qFatal("not placed at the path: %s", e.diagnostic.message.c_str());
            return e.diagnostic;
        };
        const diag::Diagnostic nowhere = errorOf("crate::nowhere::Row");
        QVERIFY2(nowhere.message.find("no axis or mapping `crate::nowhere::Row`") != std::string::npos, nowhere.message.c_str());
        QVERIFY2(nowhere.message.find("never closed") == std::string::npos, nowhere.message.c_str());
        QVERIFY2(nowhere.message.find("did you mean") == std::string::npos, nowhere.message.c_str());
        const diag::Diagnostic typo = errorOf("crate::b::Rwo");
        QVERIFY2(typo.message.find("no axis or mapping `crate::b::Rwo`; did you mean `crate::b::Row`?") != std::string::npos,
                 typo.message.c_str());
        QCOMPARE(typo.fix.value_or(""), std::string("write `{ crate::b::Row }`"));
        const diag::Diagnostic module = errorOf("crate::bb::X");
        QVERIFY2(module.message.find("did you mean `crate::b::X`?") != std::string::npos, module.message.c_str());
    }

    void completionsOfferWhatTheFileCanType() {
        // b's helper reads its pub `Row` and private `Tile`; run.rs names neither. It can type
        // `crate::b::Row`, not `Row` nor anything for `Tile`; b's X as `Y`, a's as `X`.
        const TwoAxesCrate crate("    crate::b::stage(ctx, q)\n", "q: &HbmTensor<i32, Chip, m![Y]>", "m![{ Row } / 8 # 256]");
        crate.dir.write("src/b.rs",
                        kPrelude +
                            "axes![X = 64];\npub type Row = m![X];\ntype Tile = m![X % 8];\n\n"
                            "pub fn stage(ctx: &mut Context, q: &HbmTensor<i32, m![1], m![X]>) -> HbmTensor<i32, m![1], m![X]> {\n"
                            "    let d: DmTensor<i32, m![1], m![1 # 2], m![{ Row } / 8 # 256], m![{ Tile }]> = q.to_dm(&mut ctx.tdma);\n"
                            "    d.to_hbm(&mut ctx.tdma)\n"
                            "}\n");
        const Loaded l = load(crate.run);
        QVERIFY2(l.program, l.program ? "" : l.program.error().message.c_str());
        const std::vector<std::string> names = typeableNames(*l.program, l.crate.get(), &l.combined);
        const auto offered = [&](const std::string& name) { return std::find(names.begin(), names.end(), name) != names.end(); };
        for (const char* name : {"X", "Y", "Chip", "Cluster", "crate::b::Row"}) QVERIFY2(offered(name), name);
        for (const char* name : {"Row", "Tile", "crate::b::Tile", "crate::b::X", "crate::a::X"}) QVERIFY2(!offered(name), name);
        for (const std::string& name : names) QVERIFY2(name.find("crate__") == std::string::npos, name.c_str());
    }

    void completionsOfferAnImportedNameBeforeItIsWritten() {
        // `use crate::b::Row as R;` with R not written yet: R is what the file can type.
        const TwoAxesCrate crate("    crate::b::stage(ctx, q)\n", "q: &HbmTensor<i32, Chip, m![Y]>", "m![{ Row } / 8 # 256]",
                                 "use crate::b::Row as R;\n");
        const Loaded l = load(crate.run);
        QVERIFY2(l.program, l.program ? "" : l.program.error().message.c_str());
        const std::vector<std::string> names = typeableNames(*l.program, l.crate.get(), &l.combined);
        QVERIFY(std::find(names.begin(), names.end(), "R") != names.end());
        QVERIFY(std::find(names.begin(), names.end(), "crate::b::Row") == names.end());
    }

    void aBracedPathNamesTheAliasAsTheToolchainReadsIt() {
        // m! reads `{ path }` as the Rust type the path names: b's `Row` (64), a's through
        // `super`, and an axis (b's X).
        const TwoAxesCrate crate(kCopyY.substr(0, kCopyY.find("m![Y / 8]") + 8) + " # 256" + kCopyY.substr(kCopyY.find("m![Y / 8]") + 8),
                                 "q: &HbmTensor<i32, Chip, m![{ crate::b::Row }]>, r: &HbmTensor<i32, Chip, m![{ super::a::Row } / 64]>, "
                                 "s: &HbmTensor<i32, Chip, m![{ crate::b::X } % 16]>");
        const Loaded l = load(crate.run);
        QVERIFY2(l.program, l.program ? "" : l.program.error().message.c_str());
        const auto sizeOf = [&](const char* tensor) {
            for (const Tensor& t : l.program->tensors)
                if (t.name == tensor) return mapping::compileMapping(t.mappings.back().text, l.program->axes).value().size();
            return u64{0};
        };
        QCOMPARE(sizeOf("q"), u64{64});
        QCOMPARE(sizeOf("r"), u64{32});
        QCOMPARE(sizeOf("s"), u64{16});
    }
};

QTEST_APPLESS_MAIN(TestKernelCrateNames)
#include "tst_kernel_crate_names.moc"
