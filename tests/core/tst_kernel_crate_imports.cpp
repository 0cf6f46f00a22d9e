// A crate file's `use` items (kernel/crate_imports.h): what `use super::*`
// and `use crate::path::{..}` bring from other files is read with the file,
// only what the file names, transitively; its own items win; a glob cycle
// ends; an error in an imported item is placed at its own file and line, and
// the Program keeps no position past the file's end.
#include <QtTest>

#include <QTemporaryDir>

#include <fstream>
#include <string>

#include "crate_dir.h"
#include "kernel/crate_imports.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::kernel;

namespace {

using test::CrateDir;

// A device function that needs Chip, Cluster and the axis A from elsewhere.
const std::string kCopy =
    "#[device(chip = 1)]\n"
    "pub fn copy(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {\n"
    "    let staged: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> = input.to_dm(&mut ctx.tdma);\n"
    "    staged.to_hbm(&mut ctx.tdma)\n"
    "}\n";

const std::string kPrelude = "use furiosa_opt_std::prelude::*;\n";

// A file of a crate, and its text with its imports.
struct Opened {
    CrateOfFile inCrate;
    SourceWithImports combined;
};

Opened open(const std::string& file) {
    auto inCrate = crateOfFile(file);
    if (!inCrate) qFatal("%s is not in a crate's module tree", file.c_str());
    SourceWithImports combined = withImports(*inCrate->crate, inCrate->file, {file, inCrate->crate->files[inCrate->file].text});
    return {std::move(*inCrate), std::move(combined)};
}

SourceWithImports combinedAt(const std::string& file) { return open(file).combined; }

// The error running `entry` of the file gives, placed at the file it is in.
PlacedError placedErrorOf(const Opened& opened, const std::string& entry) {
    auto program = parseWithImports(opened.combined, {.entry = entry});
    if (program) qFatal("`%s` loaded, but an error was expected", entry.c_str());
    return placeError(*opened.inCrate.crate, opened.combined, program.error());
}

// The imported text, without the file's own.
std::string importedText(const SourceWithImports& s) { return s.source.text.substr(s.ownBytes); }

}  // namespace

class TestKernelCrateImports : public QObject {
    Q_OBJECT

private slots:
    void useSuperGlobBringsTheParentsNames() {
        CrateDir dir("imports");
        dir.write("src/lib.rs", "pub mod ops;\n");
        dir.write("src/ops.rs", kPrelude + "type Chip = m![1];\ntype Cluster = m![1 # 2];\naxes![A = 2048, Unused = 4];\nmod copy;\n");
        const std::string file = dir.write("src/ops/copy.rs", kPrelude + "use super::*;\n" + kCopy);
        const SourceWithImports s = combinedAt(file);
        const std::string imported = importedText(s);
        QVERIFY2(imported.find("type Chip = m![1];") != std::string::npos, imported.c_str());
        QVERIFY(imported.find("type Cluster = m![1 # 2];") != std::string::npos);
        QVERIFY(imported.find("axes![A = 2048];") != std::string::npos);
        QVERIFY2(imported.find("Unused") == std::string::npos, "an axis the file never names stays behind");
        auto program = parseKernel(s.source, {.entry = "copy"});
        QVERIFY2(program, program ? "" : program.error().message.c_str());
        QCOMPARE(program->axes.toString(), std::string("A = 2048"));
    }

    void namedImportsFollowWhatTheyUseAndReExports() {
        CrateDir dir("imports");
        dir.write("src/lib.rs", "pub mod shapes;\npub mod kernels;\npub use shapes::Chip;\n");
        // Cluster uses the axis Q of its own module: it comes along.
        dir.write("src/shapes.rs", kPrelude + "axes![A = 2048, Q = 2];\npub type Chip = m![1];\npub type Cluster = m![Q];\n");
        const std::string file = dir.write("src/kernels.rs", kPrelude + "use crate::Chip;\nuse crate::shapes::{A, Cluster};\n" + kCopy);
        const SourceWithImports s = combinedAt(file);
        const std::string imported = importedText(s);
        QVERIFY2(imported.find("axes![Q = 2];") != std::string::npos, imported.c_str());
        QVERIFY(imported.find("axes![A = 2048];") != std::string::npos);
        QVERIFY(imported.find("pub type Chip = m![1];") != std::string::npos);
        auto program = parseKernel(s.source, {.entry = "copy"});
        QVERIFY2(program, program ? "" : program.error().message.c_str());
    }

    void anInlineModulesImportsComeInToo() {
        CrateDir dir("imports");
        dir.write("src/lib.rs", "pub mod shapes;\npub mod kernels;\n");
        dir.write("src/shapes.rs", kPrelude + "axes![A = 2048];\npub type Chip = m![1];\npub type Cluster = m![1 # 2];\n");
        const std::string file = dir.write("src/kernels.rs", kPrelude +
                                                                 "pub mod inner {\n    use crate::shapes::{A, Chip, Cluster};\n"
                                                                 "    type Local = m![A];\n" +
                                                                 kCopy + "}\n");
        const SourceWithImports s = combinedAt(file);
        const std::string imported = importedText(s);
        QVERIFY2(imported.find("pub type Cluster = m![1 # 2];") != std::string::npos, imported.c_str());
        QVERIFY(imported.find("axes![A = 2048];") != std::string::npos);
        QVERIFY2(imported.find("Local") == std::string::npos, "the module's own item is already in the file");
        auto program = parseKernel(s.source, {.entry = "copy", .entryModules = {"inner"}});
        QVERIFY2(program, program ? "" : program.error().message.c_str());
    }

    // Rust reads `use super::shapes::*` in a sibling inline module of the same
    // file; the elaborator reads only the modules around the device function,
    // so the sibling's items are appended, once, under their own names.
    void aSiblingInlineModulesItemsComeIn() {
        CrateDir dir("imports");
        const std::string file = dir.write("src/lib.rs", kPrelude +
                                                             "type Chip = m![1];\n"
                                                             "mod shapes {\n    use furiosa_opt_std::prelude::*;\n"
                                                             "    axes![A = 2048];\n    pub const ROWS: usize = 256;\n"
                                                             "    pub type Cluster = m![1 # 2];\n}\n"
                                                             "pub mod kernels {\n    use super::shapes::*;\n    use super::Chip;\n"
                                                             "    const _: () = assert!(ROWS * 8 == A::SIZE);\n" +
                                                             kCopy + "}\n");
        const SourceWithImports s = combinedAt(file);
        const std::string imported = importedText(s);
        QVERIFY2(imported.find("axes![A = 2048];") != std::string::npos, imported.c_str());
        QVERIFY(imported.find("pub const ROWS: usize = 256;") != std::string::npos);
        QVERIFY(imported.find("pub type Cluster = m![1 # 2];") != std::string::npos);
        QVERIFY2(imported.find("type Chip") == std::string::npos, "the file's top level is read where it is");
        auto program = parseWithImports(s, {.entry = "copy", .entryModules = {"kernels"}});
        QVERIFY2(program, program ? "" : program.error().message.c_str());
        QCOMPARE(program->axes.toString(), std::string("A = 2048"));
    }

    void theFilesOwnItemsWin() {
        CrateDir dir("imports");
        dir.write("src/lib.rs", "type Chip = m![1 # 4];\naxes![A = 64];\nmod copy;\n");
        const std::string file = dir.write("src/copy.rs", kPrelude +
                                                              "use super::*;\naxes![A = 2048];\ntype Chip = m![1];\n"
                                                              "type Cluster = m![1 # 2];\n" +
                                                              kCopy);
        const SourceWithImports s = combinedAt(file);
        QCOMPARE(importedText(s), std::string());
        QVERIFY(s.pieces.empty());
    }

    void aGlobCycleEnds() {
        CrateDir dir("imports");
        dir.write("src/lib.rs", kPrelude +
                                    "pub use copy::*;\npub use other::*;\ntype Chip = m![1];\ntype Cluster = m![1 # 2];\n"
                                    "axes![A = 2048];\nmod copy;\nmod other;\n");
        dir.write("src/other.rs", "pub use super::*;\n");
        const std::string file = dir.write("src/copy.rs", kPrelude + "use super::*;\nuse super::other::*;\n" + kCopy);
        const SourceWithImports s = combinedAt(file);
        auto program = parseKernel(s.source, {.entry = "copy"});
        QVERIFY2(program, program ? "" : program.error().message.c_str());
        QVERIFY(importedText(s).find("NotAnywhere") == std::string::npos);
    }

    void modulesThatAllGlobOneAnotherAreLookedUpOnce() {
        // Twelve modules, each `pub use`-ing every other's names: finding that the
        // names the kernel uses and does not define (`HbmTensor`, `Context`, ...,
        // the API's) are in none of them once retraced every path through the
        // cycle, some hundred million per name; each lookup is made once now.
        constexpr int kModules = 12;
        std::string lib = kPrelude;
        std::string globs;
        for (int m = 0; m < kModules; ++m) {
            lib += "pub mod m" + std::to_string(m) + ";\n";
            globs += "pub use crate::m" + std::to_string(m) + "::*;\n";
        }
        CrateDir dir("globs");
        dir.write("src/lib.rs", lib + "mod run;\n");
        for (int m = 0; m < kModules; ++m) dir.write("src/m" + std::to_string(m) + ".rs", globs);
        const std::string file =
            dir.write("src/run.rs", kPrelude + globs + "type Chip = m![1];\ntype Cluster = m![1 # 2];\naxes![A = 2048];\n" + kCopy);
        const SourceWithImports s = combinedAt(file);
        QCOMPARE(importedText(s), std::string());  // nothing found in the cycle, and nothing of it brought in
        auto program = parseWithImports(s, {.entry = "copy"});
        QVERIFY(program);
    }

    void anErrorInAnImportedItemIsAtItsOwnFile() {
        CrateDir dir("imports");
        dir.write("src/lib.rs", "pub mod ops;\n");
        const std::string parent =
            dir.write("src/ops.rs", kPrelude + "axes![A = 2048];\ntype Chip = m![1];\n\ntype Cluster = m![Nowhere];\nmod copy;\n");
        const std::string file = dir.write("src/ops/copy.rs", kPrelude + "use super::*;\n" + kCopy);
        const PlacedError placed = placedErrorOf(open(file), "copy");
        QCOMPARE(QFileInfo(QString::fromStdString(placed.source.name)).canonicalFilePath(),
                 QFileInfo(QString::fromStdString(parent)).canonicalFilePath());
        QVERIFY(placed.diagnostic.offset);
        const LineColumn at = lineColumnOf(placed.source.text, *placed.diagnostic.offset);
        QCOMPARE(at.line, 5u);  // `type Cluster = m![Nowhere];` in ops.rs
        QVERIFY2(placed.source.text.substr(*placed.diagnostic.offset, 7) == "Nowhere" ||
                     placed.source.text.substr(*placed.diagnostic.offset, 4) == "type",
                 placed.source.text.substr(*placed.diagnostic.offset, 20).c_str());
    }

    void anErrorInTheFileStaysThere() {
        CrateDir dir("imports");
        dir.write("src/lib.rs", kPrelude + "type Chip = m![1];\ntype Cluster = m![1 # 2];\naxes![A = 2048];\nmod copy;\n");
        const std::string file =
            dir.write("src/copy.rs", kPrelude + "use super::*;\n" + kCopy +
                                         "type Broken = m![Nowhere];\n"
                                         "#[device(chip = 1)]\npub fn uses(ctx: &mut Context, x: &HbmTensor<i32, Chip, Broken>) {}\n");
        const Opened opened = open(file);
        const PlacedError placed = placedErrorOf(opened, "uses");
        QCOMPARE(placed.source.name, file);
        QVERIFY(placed.diagnostic.offset && *placed.diagnostic.offset < opened.combined.ownBytes);
    }

    void aFileOutsideTheModuleTreeIsOnItsOwn() {
        CrateDir dir("imports");
        dir.write("src/lib.rs", "axes![A = 2048];\n");
        QVERIFY(!crateOfFile(dir.write("src/unreached.rs", kCopy)));
        QVERIFY(!crateOfFile(dir.write("tests/host.rs", kCopy)));
    }

    void aLoneFileWithModulesIsACrateOfItsOwn() {
        // As `rustc FILE` reads it: its `use` items reach its inline modules
        // and the `mod name;` files beside it. A file without modules (kCopy)
        // still reads on its own, and so does one under tests/ without them.
        QTemporaryDir folder;
        const std::string root = folder.path().toStdString();
        std::ofstream(root + "/shapes.rs") << "pub const WIDTH: usize = 2048;\n";
        const std::string lone = root + "/lone.rs";
        std::ofstream(lone) << kPrelude
                            << "axes![A = 2048];\ntype Chip = m![1];\ntype Cluster = m![1 # 2];\n"
                               "mod sizes { pub const X: usize = 2048; }\nmod shapes;\n"
                               "use sizes::X;\nuse shapes::WIDTH as W;\n"
                               "#[device(chip = 1)]\nfn k(ctx: &mut Context) {\n    const { assert!(X == A::SIZE && W == X) };\n}\n";
        const Opened opened = open(lone);
        QCOMPARE(opened.inCrate.crate->files.size(), std::size_t{2});
        auto program = parseWithImports(opened.combined, {.entry = "k"});
        QVERIFY2(program.ok(), program ? "" : program.error().message.c_str());

        // A renamed import of the file's own inline module (it read the name as written, undefined).
        std::ofstream(lone) << kPrelude << "axes![A = 2048];\nmod sizes { pub const X: usize = 1024; }\nuse sizes::X as Y;\n"
                            << "#[device(chip = 1)]\nfn k(ctx: &mut Context) {\n    const { assert!(Y == A::SIZE, \"Y is 1024\") };\n}\n";
        const Opened renamed = open(lone);
        auto refused = parseWithImports(renamed.combined, {.entry = "k"});
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().message.find("Y is 1024") != std::string::npos, refused.error().message.c_str());

        std::ofstream(root + "/plain.rs") << kPrelude << "axes![A = 2048];\ntype Chip = m![1];\ntype Cluster = m![1 # 2];\n" << kCopy;
        QVERIFY(!crateOfFile(root + "/plain.rs"));
        CrateDir dir("imports");
        dir.write("src/lib.rs", "axes![A = 2048];\n");
        const std::string test = dir.write("tests/own.rs", "mod common { pub const N: usize = 8; }\nuse common::N;\n");
        const auto own = crateOfFile(test);
        QVERIFY(own);
        QCOMPARE(own->crate->modules.size(), std::size_t{2});  // its own crate, not the package's
    }

    void importedPositionsAreMarkedElsewhere() {
        Program program;
        Tensor own, imported;
        own.at = {3, 1, 10, 4};
        imported.at = {40, 1, 500, 4};
        program.tensors = {own, imported};
        Operation op;
        op.at = {41, 5, 520, 8};
        Step step;
        step.at = {2, 2, 20, 3};
        op.pass.steps.push_back(step);
        program.ops.push_back(op);
        markImportedPositions(program, 400);
        QCOMPARE(program.tensors[0].at.line, 3u);
        QVERIFY(!program.tensors[1].at.known());
        QVERIFY(!program.ops[0].at.known());
        QCOMPARE(program.ops[0].pass.steps[0].at.line, 2u);
        // Unknown to this file's text, still placed for a diagnostic.
        QVERIFY(program.tensors[1].at.placed());
        QCOMPARE(program.tensors[1].at.lineHere(), 0u);
        QCOMPARE(program.ops[0].at.offset, std::size_t(520));
        QVERIFY(program.tensors[0].at.known() && !program.tensors[0].at.elsewhere);
    }
};

QTEST_APPLESS_MAIN(TestKernelCrateImports)
#include "tst_kernel_crate_imports.moc"
