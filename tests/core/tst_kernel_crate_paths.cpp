// Paths across a crate's modules (kernel/crate_imports.h, crate_paths.cpp):
// a device function calls helpers of other modules by path (`add::forward`),
// through a `use` and its rename, and names another module's mapping alias in
// a type (`copy::Slice`); each module keeps its own items of the same name,
// a helper generic over a mapping reads it from its argument, and an error
// inside an inlined helper is placed at the helper's own file and line.
#include <QtTest>

#include <QTemporaryDir>

#include <fstream>
#include <string>
#include <vector>

#include "crate_dir.h"
#include "kernel/crate_imports.h"
#include "kernel_output_check.h"
#include "sim_run_support.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::kernel;
using test::Values;

namespace {

using test::CrateDir;

const std::string kPrelude = "use furiosa_opt_std::prelude::*;\n";

// Adds `n` to each element of a row held in any slice mapping.
std::string adding(const std::string& name, int n) {
    return "pub(crate) fn " + name +
           "<Slice: M>(\n"
           "    ctx: &mut Context,\n"
           "    x: &DmTensor<i32, Chip, Cluster, Slice, m![A % 8]>,\n"
           ") -> DmTensor<i32, Chip, Cluster, Slice, m![A % 8]> {\n"
           "    ctx.main\n"
           "        .begin(x.view())\n"
           "        .fetch::<m![1], m![A % 8]>()\n"
           "        .collect::<m![1], m![A % 8]>()\n"
           "        .vector_init()\n"
           "        .vector_intra_slice_tag(TagMode::Zero)\n"
           "        .vector_fxp(FxpBinaryOp::AddFxp, " +
           std::to_string(n) +
           ")\n"
           "        .vector_final()\n"
           "        .commit_trim::<m![A % 8]>()\n"
           "        .commit()\n"
           "}\n";
}

// crate::model with a `run` module of device functions and two helper modules
// under `steps`, each with its own `Cluster` and `forward`.
struct ModelCrate {
    CrateDir dir{"paths"};
    std::string run;  // src/model/mod.rs, which holds `mod run { .. }`
    std::string add;  // src/model/steps/add.rs

    explicit ModelCrate(const std::string& kernels, const std::string& addExtra = {}) {
        dir.write("src/lib.rs", "pub mod model;\n");
        dir.write("src/model/shapes.rs", kPrelude + "axes![A = 2048];\n");
        dir.write("src/model/steps/mod.rs", "pub(crate) mod add;\npub(crate) mod copy;\n");
        add = dir.write("src/model/steps/add.rs", kPrelude +
                                                      "use crate::model::Chip;\nuse crate::model::shapes::A;\n\n"
                                                      "type Cluster = m![1 # 2];\n\n" +
                                                      adding("forward", 1) + addExtra);
        dir.write("src/model/steps/copy.rs", kPrelude +
                                                 "use crate::model::{shapes::A, Chip};\n\n"
                                                 "pub(crate) type Cluster = m![1 # 2];\n"
                                                 "pub(crate) type Slice = m![A / 8];\n\n" +
                                                 adding("forward", 10));
        run = dir.write("src/model/mod.rs", kPrelude +
                                                "pub mod shapes;\npub(crate) mod steps;\n\npub type Chip = m![1];\n\n"
                                                "pub mod run {\n"
                                                "    use super::shapes::*;\n"
                                                "    use super::steps::*;\n"
                                                "    use super::Chip;\n"
                                                "    use crate::model::steps::add::forward as add_one;\n\n"
                                                "    type Cluster = m![1 # 2];\n\n" +
                                                kernels + "}\n");
    }
};

struct Loaded {
    std::shared_ptr<const Crate> crate;
    SourceWithImports combined;
    diag::Result<Program> program;
};

// `file` of its crate, with its imports, and `entry` elaborated (inside the
// modules `entryModules`, as the crate listing finds a function).
Loaded load(const std::string& file, const std::string& entry, std::vector<std::string> entryModules = {"run"}) {
    auto inCrate = crateOfFile(file);
    if (!inCrate) qFatal("%s is not in a crate's module tree", file.c_str());
    SourceWithImports combined = withImports(*inCrate->crate, inCrate->file, {file, inCrate->crate->files[inCrate->file].text});
    auto program = parseWithImports(combined, {.entry = entry, .entryModules = std::move(entryModules)});
    return {inCrate->crate, std::move(combined), std::move(program)};
}

const Program& loaded(const Loaded& l) {
    if (!l.program) qFatal("%s: %s", diag::spelling(l.program.error().kind).data(), l.program.error().message.c_str());
    return *l.program;
}

const std::string kHbmRow = "&HbmTensor<i32, Chip, m![A]>";

std::string deviceFunction(const std::string& name, const std::string& body) {
    return "    #[device(chip = 1)]\n    pub fn " + name + "(ctx: &mut Context, input: " + kHbmRow +
           ") -> HbmTensor<i32, Chip, m![A]> {\n"
           "        let x: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> = input.to_dm(&mut ctx.tdma);\n" +
           body + "    }\n";
}

// A device function `k` that copies a row of axis `X` through DM, its Slice mapping `slice`.
std::string copyOfX(const std::string& slice) {
    return "#[device(chip = 1)]\n"
           "pub fn k(ctx: &mut Context, p: &HbmTensor<i32, m![1], m![X]>) -> HbmTensor<i32, m![1], m![X]> {\n"
           "    let x: DmTensor<i32, m![1], m![1 # 2], " +
           slice +
           ", m![X % 8]> = p.to_dm(&mut ctx.tdma);\n"
           "    x.to_hbm(&mut ctx.tdma)\n"
           "}\n";
}

}  // namespace

class TestKernelCratePaths : public QObject {
    Q_OBJECT

private slots:
    void helpersOfOtherModulesRunByTheirPaths() {
        const ModelCrate crate(deviceFunction("both",
                                              "        let y = add::forward(ctx, &x);\n"
                                              "        let z = copy::forward(ctx, &y);\n"
                                              "        z.to_hbm(&mut ctx.tdma)\n"));
        const Loaded l = load(crate.run, "both");
        const Program& program = loaded(l);
        // Each module's `forward` and `Cluster` is its own item under its path.
        QVERIFY(l.combined.names.size() >= 3);
        int qualified = 0;
        for (const auto& [key, name] : l.combined.names) qualified += name.rfind("crate__model__steps__", 0) == 0 ? 1 : 0;
        QCOMPARE(qualified, 4);
        test::expectOutput(program, "input", "z", [&](const auto& at, const Values& in) { return in.at(at, program.axes) + 11; });
    }

    void aUseRenameAndAModulePathInATypeResolve() {
        const ModelCrate crate(
            deviceFunction("renamed",
                           "        let y: DmTensor<i32, Chip, copy::Cluster, copy::Slice, m![A % 8]> = add_one(ctx, &x);\n"
                           "        y.to_hbm(&mut ctx.tdma)\n"));
        const Loaded l = load(crate.run, "renamed");
        const Program& program = loaded(l);
        test::expectOutput(program, "input", "y", [&](const auto& at, const Values& in) { return in.at(at, program.axes) + 1; });
    }

    void aMappingParameterIsReadFromTheArgument() {
        // Slice stands for the argument's slice mapping, here not the one `copy` names.
        const ModelCrate crate(
            "    #[device(chip = 1)]\n    pub fn turned(ctx: &mut Context, input: " + kHbmRow +
            ") -> HbmTensor<i32, Chip, m![A]> {\n"
            "        let x: DmTensor<i32, Chip, Cluster, m![A / 8 % 2, A / 16], m![A % 8]> = input.to_dm(&mut ctx.tdma);\n"
            "        let y = crate::model::steps::add::forward(ctx, &x);\n"
            "        y.to_hbm(&mut ctx.tdma)\n"
            "    }\n");
        const Loaded l = load(crate.run, "turned");
        const Program& program = loaded(l);
        QCOMPARE(program.tensors[test::tensorNamed(program, "y")].mappings[2].text, std::string("m![A / 8 % 2, A / 16]"));
        test::expectOutput(program, "input", "y", [&](const auto& at, const Values& in) { return in.at(at, program.axes) + 1; });
    }

    void anErrorInsideAnInlinedHelperIsAtItsFile() {
        const ModelCrate crate(
            deviceFunction("broken",
                           "        let y = add::wrong(ctx, &x);\n"
                           "        y.to_hbm(&mut ctx.tdma)\n"),
            "\npub(crate) fn wrong(ctx: &mut Context, x: &DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]>)\n"
            "    -> DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> {\n"
            "    ctx.main.begin(x.view()).fetch::<m![1], m![Nowhere]>().collect::<m![1], m![A % 8]>().commit_trim::<m![A % 8]>().commit()\n"
            "}\n");
        const Loaded l = load(crate.run, "broken");
        QVERIFY(!l.program);
        const PlacedError placed = placeError(*l.crate, l.combined, l.program.error());
        QCOMPARE(QFileInfo(QString::fromStdString(placed.source.name)).canonicalFilePath(),
                 QFileInfo(QString::fromStdString(crate.add)).canonicalFilePath());
        QVERIFY(placed.diagnostic.offset);
        QCOMPARE(placed.source.text.substr(*placed.diagnostic.offset, 7), std::string("Nowhere"));
    }

    void aPlanErrorInsideAnInlinedHelperIsAtItsFile() {
        // The kernel loads; the engines' rules, checked when it is planned, find the error in
        // the helper: its positions were kept (marked elsewhere), so it is placed in its file.
        const ModelCrate crate(deviceFunction("trimmed",
                                              "        let y = add::trimmed(ctx, &x);\n"
                                              "        y.to_hbm(&mut ctx.tdma)\n"),
                               "\npub(crate) fn trimmed(ctx: &mut Context, x: &DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]>)\n"
                               "    -> DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8 = 3]> {\n"
                               "    ctx.main.begin(x.view()).fetch::<m![1], m![A % 8]>().collect::<m![1], m![A % 8]>()\n"
                               "        .commit_trim::<m![A % 8 = 3]>().commit()\n"
                               "}\n");
        const Loaded l = load(crate.run, "trimmed");
        const Program& program = loaded(l);
        auto plan = sim::planProgram(program);
        QVERIFY(!plan);
        const PlacedError placed = placeError(*l.crate, l.combined, plan.error());
        QCOMPARE(QFileInfo(QString::fromStdString(placed.source.name)).canonicalFilePath(),
                 QFileInfo(QString::fromStdString(crate.add)).canonicalFilePath());
        QVERIFY(placed.diagnostic.offset);
        QCOMPARE(placed.source.text.substr(*placed.diagnostic.offset, 11), std::string("commit_trim"));
        // The helper's positions are not this file's: an editor of it shows none of them.
        for (const Operation& op : program.ops) QVERIFY(op.at.lineHere() == 0 || op.at.offset < l.combined.ownBytes);
    }

    void importedCodeHasItsOwnFilesLines() {
        // What placement errors quote (`live from line N`) is the line in the helper's file.
        const ModelCrate crate(deviceFunction("both",
                                              "        let y = add::forward(ctx, &x);\n"
                                              "        y.to_hbm(&mut ctx.tdma)\n"));
        const Loaded l = load(crate.run, "both");
        const std::string& combined = l.combined.source.text;
        const std::size_t at = combined.find(".vector_final()", l.combined.ownBytes);
        QVERIFY(at != std::string::npos);
        Program program;
        Tensor t;
        t.at = {999, 1, at, 4};
        program.tensors.push_back(t);
        giveImportedLines(program, l.combined);
        std::ifstream in(crate.add);
        const std::string file((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        const LineColumn expected = lineColumnOf(file, file.find(".vector_final()"));
        QCOMPARE(program.tensors[0].at.line, expected.line);
        QCOMPARE(program.tensors[0].at.column, expected.column);
        QCOMPARE(program.tensors[0].at.offset, at);  // placeError still finds its piece
    }

    void aSizeReadsThroughARenameAndAReExport() {
        // `R::SIZE` of `use .. Row as R`, `Line::SIZE` of a `pub use .. as Line`
        // re-export, and the full paths: each the size of shapes' `Row`, in
        // `const` items, a shape guard, a loop and an escaped constant.
        CrateDir dir("sizes");
        dir.write("src/lib.rs", "pub mod api;\npub mod run;\npub mod shapes;\n");
        dir.write("src/shapes.rs", kPrelude + "axes![A = 2048];\npub type Chip = m![1];\npub type Row = m![A / 8];\n");
        dir.write("src/api.rs", "pub use crate::shapes::Row;\npub use crate::shapes::Row as Line;\n");
        auto run = [&](const std::string& expected) {
            return dir.write("src/run.rs",
                             kPrelude +
                                 "use crate::api::Line;\n"
                                 "use crate::shapes::Row as R;\n"
                                 "use crate::shapes::{Chip, A};\n\n"
                                 "const ROWS: usize = R::SIZE;\n"
                                 "const LINES: usize = Line::SIZE;\n"
                                 "const FULL: usize = crate::api::Row::SIZE + crate::shapes::Row::SIZE;\n\n"
                                 "#[device(chip = 1)]\n"
                                 "pub fn k(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {\n"
                                 "    const { assert!(ROWS + LINES + FULL + R::SIZE == " +
                                 expected +
                                 ", \"the sizes\"); }\n"
                                 "    let x: DmTensor<i32, Chip, m![1 # { R::SIZE / 128 }], R, m![A % 8]> =\n"
                                 "        input.to_dm(&mut ctx.tdma);\n"
                                 "    for _ in 0..R::SIZE / 128 {}\n"
                                 "    x.to_hbm(&mut ctx.tdma)\n"
                                 "}\n");
        };
        auto loadRun = [&](const std::string& file) { return load(file, "k", {}); };
        const Loaded ok = loadRun(run("1280"));
        const Program& program = loaded(ok);
        test::expectOutput(program, "input", "x", [&](const auto& at, const Values& in) { return in.at(at, program.axes); });
        // The sizes were read, not skipped: another total fails the guard.
        const Loaded wrong = loadRun(run("1000"));
        QVERIFY(!wrong.program);
        QVERIFY2(wrong.program.error().message.find("the sizes") != std::string::npos, wrong.program.error().message.c_str());
    }

    void axesOfOneNameInTwoModulesAreTwoAxes() {
        // `a`'s A and `b`'s A are two axes, each with its own size: read
        // together, each is declared under its path, and each module's
        // mappings (its `Row`) name its own.
        CrateDir dir("axes");
        dir.write("src/lib.rs", "pub mod a;\npub mod b;\npub mod run;\n");
        auto helper = [&](const std::string& module, const std::string& size) {
            return dir.write("src/" + module + ".rs", kPrelude + "axes![A = " + size +
                                                          "];\npub type Row = m![A];\n"
                                                          "pub fn copy(ctx: &mut Context, x: &HbmTensor<i32, m![1], m![A]>) -> "
                                                          "HbmTensor<i32, m![1], m![A]> {\n"
                                                          "    let d: DmTensor<i32, m![1], m![1 # 2], m![A / 8], m![A % 8]> = "
                                                          "x.to_dm(&mut ctx.tdma);\n"
                                                          "    d.to_hbm(&mut ctx.tdma)\n"
                                                          "}\n");
        };
        helper("a", "64");
        const std::string b = helper("b", "128");
        const std::string run =
            dir.write("src/run.rs", kPrelude +
                                        "#[device(chip = 1)]\n"
                                        "pub fn k(ctx: &mut Context, x: &HbmTensor<i32, m![1], crate::a::Row>, y: &HbmTensor<i32, m![1], "
                                        "crate::b::Row>) -> HbmTensor<i32, m![1], crate::a::Row> {\n"
                                        "    let _y = crate::b::copy(ctx, y);\n"
                                        "    crate::a::copy(ctx, x)\n"
                                        "}\n");
        const Loaded l = load(run, "k", {});
        const auto& program = l.program;
        QVERIFY2(program, program ? "" : program.error().message.c_str());
        const auto a = program->axes.find("crate__a__A");
        const auto bAxis = program->axes.find("crate__b__A");
        QVERIFY(a && bAxis);
        QCOMPARE(program->axes[*a].size, u64{64});
        QCOMPARE(program->axes[*bAxis].size, u64{128});
        QCOMPARE(program->tensors[test::tensorNamed(*program, "y")].mappings.back().text, std::string("m![crate__b__A]"));
        (void)b;
    }

    void renamedAxesOfOneNameRunWithTheirOwnSizes() {
        // `use crate::a::X; use crate::b::X as Y;`, the toolchain's way to use both
        // (its m! reads an axis as one name): X is 2048 long and Y 64, in
        // mappings, an escaped constant and `Y::SIZE`.
        CrateDir dir("renamed");
        dir.write("src/lib.rs", "pub mod a;\npub mod b;\npub mod run;\n");
        dir.write("src/a.rs", kPrelude + "axes![X = 2048];\n");
        dir.write("src/b.rs", kPrelude + "axes![X = 64];\n");
        const std::string run =
            dir.write("src/run.rs",
                      kPrelude +
                          "use crate::a::X;\nuse crate::b::X as Y;\n\n"
                          "type Chip = m![1];\ntype Cluster = m![1 # 2];\n\n"
                          "#[device(chip = 1)]\n"
                          "pub fn k(ctx: &mut Context, p: &HbmTensor<i32, Chip, m![X]>, q: &HbmTensor<i32, Chip, m![Y]>)\n"
                          "    -> HbmTensor<i32, Chip, m![Y]> {\n"
                          "    const { assert!(Y::SIZE == 64 && X::SIZE == 2048, \"the sizes\"); }\n"
                          "    let _x: DmTensor<i32, Chip, Cluster, m![X / 8], m![X % 8]> = p.to_dm(&mut ctx.tdma);\n"
                          "    let y: DmTensor<i32, Chip, Cluster, m![Y / { Y::SIZE / 8 } # 256], m![Y % 8]> = q.to_dm(&mut ctx.tdma);\n"
                          "    y.to_hbm(&mut ctx.tdma)\n"
                          "}\n");
        const Loaded l = load(run, "k", {});
        const auto& program = l.program;
        QVERIFY2(program, program ? "" : program.error().message.c_str());
        QCOMPARE(program->axes[*program->axes.find("crate__a__X")].size, u64{2048});
        QCOMPARE(program->axes[*program->axes.find("crate__b__X")].size, u64{64});
        QCOMPARE(program->tensors[test::tensorNamed(*program, "y")].mappings[2].text, std::string("m![crate__b__X / 8 # 256]"));
        test::expectOutput(*program, "q", "y", [&](const auto& at, const Values& in) { return in.at(at, program->axes); });
    }

    void twoUsesOfOneNameAreOneLocatedError() {
        // rustc refuses `use crate::a::X; use crate::b::X;` (E0252): so does the loader, at the second.
        CrateDir dir("conflict");
        dir.write("src/lib.rs", "pub mod a;\npub mod b;\npub mod run;\n");
        dir.write("src/a.rs", kPrelude + "axes![X = 2048];\n");
        dir.write("src/b.rs", kPrelude + "axes![X = 64];\n");
        const std::string text = kPrelude + "use crate::a::X;\nuse crate::b::X;\n\n" + copyOfX("m![X / 8]");
        const std::string run = dir.write("src/run.rs", text);
        auto inCrate = crateOfFile(run);
        QVERIFY(inCrate);
        const SourceWithImports combined = withImports(*inCrate->crate, inCrate->file, {run, text});
        const auto program = parseWithImports(combined, {.entry = "k"});
        QVERIFY(!program);
        QCOMPARE(diag::spelling(program.error().kind), diag::spelling(diag::Kind::duplicate_axis));
        QVERIFY2(program.error().message.find("`X` is defined multiple times") != std::string::npos, program.error().message.c_str());
        QVERIFY(program.error().offset);
        QCOMPARE(*program.error().offset, text.find("crate::b::X"));
        QCOMPARE(program.error().notes.size(), std::size_t{1});
        QCOMPARE(*program.error().notes[0].offset, text.find("crate::a::X"));
    }

    void selfInAUseGroupBindsTheModule() {
        // `use crate::b::{self, X};` brings `b` in as `use crate::b;` does, and
        // `{self as s}` brings it in as `s`: `b::Row` and `s::Row` name b's alias.
        CrateDir dir("selfuse");
        dir.write("src/lib.rs", "pub mod b;\npub mod run;\n");
        dir.write("src/b.rs", kPrelude + "axes![X = 2048];\npub type Row = m![X / 8];\n");
        for (const auto& [use, row] :
             {std::pair{"use crate::b::{self, X};\n", "b::Row"}, std::pair{"use crate::b::{self as s, X};\n", "s::Row"}}) {
            const Loaded l = load(dir.write("src/run.rs", kPrelude + use + copyOfX(row)), "k", {});
            const Program& program = loaded(l);
            const auto& slice = program.tensors[test::tensorNamed(program, "x")].mappings[2];
            QVERIFY2(slice.text.find("X / 8") != std::string::npos, slice.text.c_str());
        }
        // Without the `self` the module is not in scope, and the path names nothing.
        const Loaded without = load(dir.write("src/run.rs", kPrelude + "use crate::b::X;\n" + copyOfX("b::Row")), "k", {});
        QVERIFY(!without.program);
    }

    void importsThatLeadBackToEachOtherAreOneLocatedError() {
        // a's `Row` is b's, and b's is a's: rustc's E0432 at the import that reaches them,
        // not a later error at the binding that could not use the name.
        CrateDir dir("usecycle");
        dir.write("src/lib.rs", "pub mod a;\npub mod b;\npub mod run;\n");
        dir.write("src/a.rs", "pub use crate::b::Row;\n");
        dir.write("src/b.rs", "pub use super::a::Row;\n");
        const std::string text = kPrelude + "axes![X = 2048];\nuse crate::a::Row;\n\n" + copyOfX("Row");
        const Loaded l = load(dir.write("src/run.rs", text), "k", {});
        QVERIFY(!l.program);
        QCOMPARE(diag::spelling(l.program.error().kind), diag::spelling(diag::Kind::unknown_name));
        QVERIFY2(l.program.error().message.find("unresolved import `crate::a::Row`: `crate::a::Row` is `crate::b::Row`, which is "
                                                "`crate::a::Row` again") != std::string::npos,
                 l.program.error().message.c_str());
        QVERIFY(l.program.error().offset);
        QCOMPARE(*l.program.error().offset, text.find("crate::a::Row"));
        // A chain that ends at a definition is no cycle: b defining `Row` makes it load.
        dir.write("src/b.rs", kPrelude + "pub type Row = m![X / 8];\nuse crate::run::X;\n");
        QVERIFY(load(dir.write("src/run.rs", text), "k", {}).program);
    }

    void anImportErrorAboutAUseAMacroWroteIsAtTheInvocation() {
        // The two `use` items are in the macro's expansion, after the file's text: the error
        // goes to the invocation, with the expansion's notes, not past the end of the file.
        CrateDir dir("macrouse");
        dir.write("src/lib.rs", "pub mod a;\npub mod b;\npub mod run;\n");
        dir.write("src/a.rs", kPrelude + "axes![X = 2048];\n");
        dir.write("src/b.rs", kPrelude + "axes![X = 64];\n");
        const std::string text = kPrelude + "macro_rules! imports {\n    () => { use crate::a::X; use crate::b::X; };\n}\nimports!();\n\n" +
                                 copyOfX("m![X / 8]");
        const Loaded l = load(dir.write("src/run.rs", text), "k", {});
        QVERIFY(!l.program);
        QVERIFY2(l.program.error().message.find("`X` is defined multiple times") != std::string::npos, l.program.error().message.c_str());
        QVERIFY(l.program.error().offset);
        QCOMPARE(*l.program.error().offset, text.find("imports!();"));
        bool namesTheMacro = false;
        for (const diag::Note& note : l.program.error().notes) {
            if (note.offset) QVERIFY(*note.offset + note.length <= text.size());
            namesTheMacro = namesTheMacro || note.message.find("`imports!`") != std::string::npos;
        }
        QVERIFY(namesTheMacro);
    }

    void aPathInsideAMappingIsRefusedAsTheToolchainRefusesIt() {
        // m! reads an axis as one identifier: `m![crate::b::X]` is a syntax error there too.
        CrateDir dir("pathmap");
        dir.write("src/lib.rs", "pub mod b;\npub mod run;\n");
        dir.write("src/b.rs", kPrelude + "axes![X = 64];\n");
        const std::string run = dir.write("src/run.rs", kPrelude +
                                                            "#[device(chip = 1)]\n"
                                                            "pub fn k(ctx: &mut Context, p: &HbmTensor<i32, m![1], m![crate::b::X]>)\n"
                                                            "    -> HbmTensor<i32, m![1], m![crate::b::X]> {\n"
                                                            "    let x: DmTensor<i32, m![1], m![1 # 2], m![1 # 256], m![crate::b::X]> = "
                                                            "p.to_dm(&mut ctx.tdma);\n"
                                                            "    x.to_hbm(&mut ctx.tdma)\n"
                                                            "}\n");
        auto inCrate = crateOfFile(run);
        QVERIFY(inCrate);
        const SourceWithImports combined = withImports(*inCrate->crate, inCrate->file, {run, inCrate->crate->files[inCrate->file].text});
        const auto program = parseWithImports(combined, {.entry = "k"});
        QVERIFY(!program);
        QCOMPARE(diag::spelling(program.error().kind), diag::spelling(diag::Kind::mapping_error));
        QVERIFY(program.error().fix && program.error().fix->find("use crate::b::X as") != std::string::npos);
    }

    void anUnknownModulePathStaysRefused() {
        const ModelCrate crate(deviceFunction("missing",
                                              "        let y = nowhere::forward(ctx, &x);\n"
                                              "        y.to_hbm(&mut ctx.tdma)\n"));
        const Loaded l = load(crate.run, "missing");
        QVERIFY(!l.program);
        QCOMPARE(diag::spelling(l.program.error().kind), diag::spelling(diag::Kind::unsupported_construct));
        QVERIFY2(l.program.error().message.find("nowhere::forward") != std::string::npos, l.program.error().message.c_str());
    }
};

QTEST_APPLESS_MAIN(TestKernelCratePaths)
#include "tst_kernel_crate_paths.moc"
