// The source editor's questions (kernel/symbols.h): the name at a place,
// where it is declared (in the text, innermost first, then across the files
// of a crate through `use` items and `mod` items), and what an axis, an
// alias or an `m![...]` mapping stands for: its size and normal form.
#include <QtTest>

#include <QTemporaryDir>

#include <fstream>
#include <string>

#include "crate_dir.h"
#include "kernel/crate_imports.h"
#include "kernel/symbols.h"

using namespace tcpwb;
using namespace tcpwb::kernel;

namespace {

using test::CrateDir;

// The offset of the `nth` occurrence of `what` in `text`, plus `into`.
std::size_t at(const std::string& text, const std::string& what, int nth = 0, std::size_t into = 0) {
    std::size_t found = text.find(what);
    for (int i = 0; i < nth && found != std::string::npos; ++i) found = text.find(what, found + 1);
    if (found == std::string::npos) qFatal("`%s` is not in the text", what.c_str());
    return found + into;
}

const std::string kShapes =
    "use furiosa_opt_std::prelude::*;\n"
    "axes![A = 2048, B = 4];\n"
    "pub type Chip = m![1];\n"
    "pub const TILE: usize = 8;\n"
    "pub fn helper() {}\n";

const std::string kKernels =
    "use furiosa_opt_std::prelude::*;\n"
    "use crate::shapes::{A, Chip, TILE, helper};\n"
    "type Local = m![A / 8];\n"
    "#[device(chip = 1)]\n"
    "pub fn copy(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) {\n"
    "    type Local = m![A % 8];\n"
    "    let x: Local = helper();\n"
    "}\n"
    "fn other(y: Local) {}\n";

}  // namespace

class TestKernelSymbols : public QObject {
    Q_OBJECT

private slots:
    void aNameIsTheIdentifierAroundTheOffset() {
        const std::string text = "let value = m![A / 8];";
        const auto name = nameAt(text, at(text, "value", 0, 2));
        QVERIFY(name);
        QCOMPARE(name->name, std::string("value"));
        QCOMPARE(name->offset, at(text, "value"));
        QVERIFY(nameAt(text, at(text, "value", 0, 5)));  // just after it
        QVERIFY(!nameAt(text, at(text, "8")));
        QVERIFY(!nameAt(text, at(text, " = ", 0, 1)));
        QVERIFY2(!nameAt(text, 1), "a keyword declares nothing");
    }

    void theTextsOwnDeclarationTheInnermostFirst() {
        const std::string& text = kKernels;
        // `Local` in the function's body is the function's own alias ...
        auto site = findDefinition(text, at(text, "Local", 2));
        QVERIFY(site);
        QVERIFY(site->inText);
        QCOMPARE(site->kind, DefinitionSite::Kind::TypeAlias);
        QCOMPARE(site->offset, at(text, "Local", 1));
        // ... and the file's outside it.
        site = findDefinition(text, at(text, "Local", 3));
        QVERIFY(site);
        QCOMPARE(site->offset, at(text, "Local", 0));
        // Nothing for a name declared nowhere.
        QVERIFY(!findDefinition(text, at(text, "Context")));
    }

    void anAxisIsFoundAtItsEntry() {
        const std::string text = "axes![A = 2048, B = 4];\ntype T = m![B];\n";
        const auto site = findDefinition(text, at(text, "B", 1));
        QVERIFY(site);
        QCOMPARE(site->kind, DefinitionSite::Kind::Axis);
        QCOMPARE(site->offset, at(text, "B = 4"));
        QCOMPARE(site->length, std::string("B = 4").size());
    }

    void anImportedNameIsFoundInItsOwnFile() {
        CrateDir dir("symbols");
        dir.write("src/lib.rs", "pub mod shapes;\npub mod kernels;\n");
        dir.write("src/shapes.rs", kShapes);
        const std::string file = dir.write("src/kernels.rs", kKernels);
        const auto inCrate = crateOfFile(file);
        QVERIFY(inCrate);
        const Crate& crate = *inCrate->crate;
        const FileId shapes = *crateFileAt(crate, dir.path("src/shapes.rs"));
        struct Case {
            std::string name;
            int nth;
            DefinitionSite::Kind kind;
            std::string declaredAt;
        };
        for (const Case& c :
             {Case{"A", 2, DefinitionSite::Kind::Axis, "A = 2048"}, Case{"Chip", 1, DefinitionSite::Kind::TypeAlias, "Chip"},
              Case{"TILE", 0, DefinitionSite::Kind::Const, "TILE"}, Case{"helper", 1, DefinitionSite::Kind::Function, "helper"}}) {
            const auto site = findDefinition(kKernels, at(kKernels, c.name, c.nth), &crate, inCrate->file);
            QVERIFY2(site, c.name.c_str());
            QVERIFY(!site->inText);
            QCOMPARE(site->file, shapes);
            QCOMPARE(site->kind, c.kind);
            QCOMPARE(site->offset, at(kShapes, c.declaredAt));
        }
    }

    void aModuleItemLeadsToItsFile() {
        CrateDir dir("symbols");
        const std::string root = "pub mod shapes;\npub mod kernels;\n";
        dir.write("src/lib.rs", root);
        dir.write("src/shapes.rs", kShapes);
        dir.write("src/kernels.rs", kKernels);
        const auto inCrate = crateOfFile(dir.path("src/lib.rs"));
        QVERIFY(inCrate);
        const auto site = findDefinition(root, at(root, "shapes"), inCrate->crate.get(), inCrate->file);
        QVERIFY(site);
        QCOMPARE(site->kind, DefinitionSite::Kind::Module);
        QVERIFY(!site->inText);
        QCOMPARE(inCrate->crate->files[site->file].path, std::string("src/shapes.rs"));
    }

    void anAxisItsSizeAndNormalForm() {
        auto axes = mapping::parseAxes("A = 2048, B = 4");
        QVERIFY(axes);
        const mapping::AliasTable aliases;
        const std::string text = "HbmTensor<i32, Chip, m![A / 8, B]>";
        const auto axis = describeSymbolAt(text, at(text, "A"), *axes, aliases);
        QVERIFY(axis);
        QCOMPARE(axis->kind, SymbolDescription::Kind::Axis);
        QCOMPARE(axis->declared, std::string("A = 2048"));
        QCOMPARE(axis->size, u64{2048});
        QCOMPARE(axis->normalForm, std::string("m![A]"));
        // Anywhere else inside the brackets: the whole mapping.
        const auto whole = describeSymbolAt(text, at(text, "8"), *axes, aliases);
        QVERIFY(whole);
        QCOMPARE(whole->kind, SymbolDescription::Kind::Mapping);
        QCOMPARE(whole->name, std::string("m![A / 8, B]"));
        QCOMPARE(whole->offset, at(text, "m!["));
        QCOMPARE(whole->size, u64{1024});
        QVERIFY2(!describeSymbolAt(text, at(text, "i32"), *axes, aliases), "a dtype is neither");
    }

    void anAliasItsMappingSizeAndNormalForm() {
        auto axes = mapping::parseAxes("A = 2048");
        QVERIFY(axes);
        mapping::AliasTable aliases;
        aliases.define("Cluster", "m![1 # 2]");
        aliases.define("Row", "m![A % 8, A / 8]");
        const std::string text = "DmTensor<i32, Chip, Cluster, m![{Row}]>";
        const auto cluster = describeSymbolAt(text, at(text, "Cluster", 0, 3), *axes, aliases);
        QVERIFY(cluster);
        QCOMPARE(cluster->kind, SymbolDescription::Kind::Alias);
        QCOMPARE(cluster->declared, std::string("m![1 # 2]"));
        QCOMPARE(cluster->size, u64{2});
        const auto row = describeSymbolAt(text, at(text, "Row"), *axes, aliases);
        QVERIFY(row);
        QCOMPARE(row->size, u64{2048});
        QVERIFY2(row->normalForm.starts_with("m!["), row->normalForm.c_str());
        QVERIFY2(!describeSymbolAt(text, at(text, "Chip"), *axes, aliases), "an alias the kernel does not declare");
    }
};

QTEST_APPLESS_MAIN(TestKernelSymbols)
#include "tst_kernel_symbols.moc"
