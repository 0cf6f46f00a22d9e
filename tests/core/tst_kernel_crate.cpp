// Kernel crates (kernel/crate.h): a crate's module tree from its `mod` items,
// files found as rustc finds them, a file table the errors point into, and
// one located error for a missing module file, an ambiguous one and a cycle,
// with the rest of the crate still loaded.
#include <QtTest>

#include <QTemporaryDir>

#include <fstream>
#include <string>

#include "kernel/crate.h"
#include "kernel/crate_check.h"
#include "kernel/listing.h"
#include "kernel/parse.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::kernel;

namespace {

class CrateDir {
public:
    CrateDir() { QVERIFY(dir_.isValid()); }
    std::string root() const { return dir_.path().toStdString(); }
    void write(const std::string& relative, const std::string& text) const {
        QDir(dir_.path()).mkpath(QFileInfo(QString::fromStdString(root() + "/" + relative)).path());
        std::ofstream(root() + "/" + relative) << text;
    }

private:
    QTemporaryDir dir_;
};

Crate open(const CrateDir& dir) {
    auto crate = openCrate(dir.root());
    if (!crate) qFatal("%s", crate.error().message.c_str());
    return std::move(crate).value();
}

QStringList modulePaths(const Crate& crate) {
    QStringList out;
    for (const Module& m : crate.modules) {
        QString path;
        for (const std::string& s : m.path) path += (path.isEmpty() ? "" : "::") + QString::fromStdString(s);
        out << path + QStringLiteral(" @ ") + QString::fromStdString(crate.files[m.file].path);
    }
    return out;
}

// "file:line:col kind" of each error.
QStringList errorPlaces(const Crate& crate) {
    QStringList out;
    for (const CrateError& e : crate.errors) {
        const CrateFile& f = crate.files[e.file];
        LineColumn at = lineColumnOf(f.text, e.diagnostic.offset.value_or(0));
        out << QStringLiteral("%1:%2:%3 %4")
                   .arg(QString::fromStdString(f.path))
                   .arg(at.line)
                   .arg(at.column)
                   .arg(kindText(e.diagnostic.kind));
    }
    return out;
}

}  // namespace

class KernelCrate : public QObject {
    Q_OBJECT

private slots:
    void theModuleTreeFollowsRustcsFileRules() {
        CrateDir dir;
        dir.write("Cargo.toml", "[package]\nname = \"kernels\"\n");
        dir.write("src/lib.rs", "pub mod tiles;\nmod shapes {\n    pub mod row;\n}\nmod ops;\n");
        dir.write("src/tiles.rs", "mod inner;\npub const N: u32 = 4;\n");
        dir.write("src/tiles/inner.rs", "fn helper() {}\n");
        dir.write("src/shapes/row.rs", "pub type Row = m![A];\n");
        dir.write("src/ops/mod.rs", "mod add;\n");
        dir.write("src/ops/add.rs", "axes![A = 8];\n");
        Crate crate = open(dir);
        QVERIFY2(crate.errors.empty(), qPrintable(errorPlaces(crate).join('\n')));
        QCOMPARE(modulePaths(crate), (QStringList{"crate @ src/lib.rs", "crate::tiles @ src/tiles.rs", "crate::shapes @ src/lib.rs",
                                                  "crate::ops @ src/ops/mod.rs", "crate::tiles::inner @ src/tiles/inner.rs",
                                                  "crate::shapes::row @ src/shapes/row.rs", "crate::ops::add @ src/ops/add.rs"}));
        QCOMPARE(crate.files.size(), std::size_t{6});  // lib.rs holds two modules
        const Module& shapes = crate.modules[2];
        QVERIFY(shapes.isInline);
        QCOMPARE(shapes.items->size(), std::size_t{1});
        QCOMPARE(crate.modules[0].children, (std::vector<std::size_t>{1, 2, 3}));
        QCOMPARE(*crate.modules[4].parent, std::size_t{1});
        QCOMPARE(crate.modules[1].declaration->name, std::string("tiles"));
        QVERIFY(!crate.modules[0].declaration);
    }

    void aFileInsideTheCrateFindsItsRoot() {
        CrateDir dir;
        dir.write("Cargo.toml", "[package]\nname = \"k\"\n");
        dir.write("src/lib.rs", "mod a;\n");
        dir.write("src/a/b.rs", "\n");
        QCOMPARE(findCrateRoot(dir.root() + "/src/a/b.rs"), std::optional<std::string>(dir.root()));
        QCOMPARE(findCrateRoot(dir.root() + "/src"), std::optional<std::string>(dir.root()));
        CrateDir bare;  // no Cargo.toml: src/lib.rs makes it a crate
        bare.write("src/lib.rs", "\n");
        QCOMPARE(findCrateRoot(bare.root() + "/src/lib.rs"), std::optional<std::string>(bare.root()));
        CrateDir none;
        none.write("kernel.rs", "\n");
        QVERIFY(!findCrateRoot(none.root() + "/kernel.rs") || *findCrateRoot(none.root() + "/kernel.rs") != none.root());
        QCOMPARE(openCrate(none.root()).error().kind, diag::Kind::missing_file);
    }

    void aMissingModuleFileIsOneLocatedError() {
        CrateDir dir;
        dir.write("src/lib.rs", "mod here;\nmod gone;\nmod after;\n");
        dir.write("src/here.rs", "\n");
        dir.write("src/after.rs", "\n");
        Crate crate = open(dir);
        QCOMPARE(errorPlaces(crate), (QStringList{"src/lib.rs:2:5 missing_module"}));
        QCOMPARE(QString::fromStdString(crate.errors[0].diagnostic.message),
                 QStringLiteral("file not found for module `gone`: neither `src/gone.rs` nor `src/gone/mod.rs` exists"));
        QCOMPARE(crate.modules.size(), std::size_t{3});  // the others load
        QVERIFY(formatCrateError(crate, crate.errors[0]).starts_with("src/lib.rs:2:5: error[missing_module]: file not found"));
    }

    void aModuleInTwoPlacesIsAmbiguous() {
        CrateDir dir;
        dir.write("src/lib.rs", "mod twice;\n");
        dir.write("src/twice.rs", "\n");
        dir.write("src/twice/mod.rs", "\n");
        QCOMPARE(errorPlaces(open(dir)), (QStringList{"src/lib.rs:1:5 ambiguous_module"}));
    }

    void aModuleCycleIsOneLocatedError() {
        CrateDir dir;
        dir.write("src/lib.rs", "mod a;\n");
        dir.write("src/a.rs", "#[path = \"b.rs\"]\nmod b;\n");
        dir.write("src/b.rs", "#[path = \"a.rs\"]\nmod again;\n");
        Crate crate = open(dir);
        QCOMPARE(errorPlaces(crate), (QStringList{"src/b.rs:2:5 module_cycle"}));
        QVERIFY2(crate.errors[0].diagnostic.message.find(
                     "`crate::a::b::again` is read from `src/a.rs`, which `crate::a` is already read from") != std::string::npos,
                 crate.errors[0].diagnostic.message.c_str());
        CrateDir self;
        self.write("src/lib.rs", "#[path = \"lib.rs\"]\nmod me;\n");
        QCOMPARE(errorPlaces(open(self)), (QStringList{"src/lib.rs:2:5 module_cycle"}));
    }

    void syntaxErrorsAreAtTheirFileAndTheRestLoads() {
        CrateDir dir;
        dir.write("src/lib.rs", "mod good;\nmod bad;\nmod later;\n");
        dir.write("src/good.rs", "fn ok() {}\n");
        dir.write("src/bad.rs", "fn a() {\n    let x = g(1;\n}\nfn b() {}\n");
        dir.write("src/later.rs", "mod deeper;\n");
        dir.write("src/later/deeper.rs", "fn ok() {}\n");
        Crate crate = open(dir);
        QCOMPARE(errorPlaces(crate), (QStringList{"src/bad.rs:2:16 syntax_error"}));
        QCOMPARE(crate.modules.size(), std::size_t{5});
        const Module& bad = crate.modules[2];
        QCOMPARE(bad.items->size(), std::size_t{2});  // both functions are there
        QVERIFY(formatCrateError(crate, crate.errors[0]).starts_with("src/bad.rs:2:16: error[syntax_error]: expected `)`, found `;`"));
    }

    // The fuzzer's crates are texts (openCrateFiles): the same files give the
    // same module tree and the same located errors as on disk.
    void aCrateGivenAsTextsLoadsAsOnDisk() {
        const CrateFiles files = {
            {"src/lib.rs", "mod a;\nmod inline { mod deep; }\nmod twice;\nmod gone;\n#[path = \"lib.rs\"]\nmod me;\n"},
            {"src/a.rs", "#[path = \"b.rs\"]\nmod b;\n"},
            {"src/b.rs", "fn f( {}\n"},
            {"src/inline/deep/mod.rs", "mod leaf;\n"},
            {"src/inline/deep/leaf.rs", "\n"},
            {"src/twice.rs", "\n"},
            {"src/twice/mod.rs", "\n"},
        };
        CrateDir dir;
        for (const auto& [path, text] : files) dir.write(path, text);
        const Crate onDisk = open(dir);
        auto fromTexts = openCrateFiles(files);
        QVERIFY(fromTexts);
        QCOMPARE(modulePaths(*fromTexts), modulePaths(onDisk));
        QCOMPARE(errorPlaces(*fromTexts), errorPlaces(onDisk));
        QCOMPARE(errorPlaces(*fromTexts).size(), qsizetype(4));  // b.rs's syntax, twice, gone, me
        QCOMPARE(fromTexts->directory, std::string("/crate"));
        QVERIFY(!openCrateFiles({{"src/other.rs", ""}}));  // no root
    }

    // A `mod` a macro writes is declared by the expansion; a file it names
    // that is missing is reported where the name was written, within the
    // file's text: in the invocation's input when the invocation gave it,
    // else at the invocation, with a note at the rule's token.
    void aMissingModuleAMacroDeclaresIsPlacedWhereItsNameWasWritten() {
        const std::string lib = "macro_rules! declare {\n    ($name:ident) => { pub mod $name; };\n}\n\ndeclare!(gone);\n";
        auto crate = openCrateFiles({{"src/lib.rs", lib}});
        QVERIFY(crate);
        QCOMPARE(crate->errors.size(), std::size_t{1});
        const diag::Diagnostic& d = crate->errors[0].diagnostic;
        QCOMPARE(d.kind, diag::Kind::missing_module);
        QCOMPARE(d.offset, std::optional<std::size_t>(lib.find("gone)")));
        QCOMPARE(d.length, std::size_t{4});
        QCOMPARE(d.notes.size(), std::size_t{1});
        QCOMPARE(d.notes[0].message, std::string("in the expansion of `declare!` here"));
        QCOMPARE(d.notes[0].offset, std::optional<std::size_t>(lib.find("declare!(gone)")));

        const std::string fixed = "macro_rules! declare {\n    () => { pub mod fixed; };\n}\n\ndeclare!();\n";
        auto other = openCrateFiles({{"src/lib.rs", fixed}});
        QVERIFY(other);
        QCOMPARE(other->errors.size(), std::size_t{1});
        const diag::Diagnostic& e = other->errors[0].diagnostic;
        QCOMPARE(e.offset, std::optional<std::size_t>(fixed.find("declare!();")));
        QCOMPARE(e.notes.size(), std::size_t{2});
        QCOMPARE(e.notes[0].message, std::string("in the expansion of `declare!` here"));
        QCOMPARE(e.notes[1].message, std::string("written by this rule of `declare!`"));
        QCOMPARE(e.notes[1].offset, std::optional<std::size_t>(fixed.find("fixed;")));
        QCOMPARE(e.notes[1].length, std::size_t{5});
    }

    // Every device function elaborated as `run --fn` would: one in an inline
    // module with its module's imports, and one whose imported alias is
    // broken, its error placed in the file the alias is written in.
    void everyDeviceFunctionOfACrateIsElaborated() {
        const std::string prelude = "use furiosa_opt_std::prelude::*;\n";
        const std::string copy =
            "#[device(chip = 1)]\n"
            "pub fn copy(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {\n"
            "    let staged: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> = input.to_dm(&mut ctx.tdma);\n"
            "    staged.to_hbm(&mut ctx.tdma)\n}\n";
        auto crate = openCrateFiles({
            {"src/lib.rs", "pub mod good;\npub mod bad;\n"},
            {"src/good.rs",
             prelude + "axes![A = 2048];\ntype Chip = m![1];\ntype Cluster = m![1 # 2];\nmod inner {\n    use super::*;\n" + copy + "}\n"},
            {"src/bad.rs", prelude + "axes![A = 2048];\ntype Chip = m![1];\n\ntype Cluster = m![Nowhere];\nmod copy;\n"},
            {"src/bad/copy.rs", prelude + "use super::*;\n" + copy},
        });
        QVERIFY(crate);
        QVERIFY(crate->errors.empty());
        const std::vector<KernelEntry> entries = listCrateKernels(*crate);
        QCOMPARE(entries.size(), std::size_t(2));
        QCOMPARE(entries[0].inlineModules, std::vector<std::string>{"inner"});
        const std::vector<KernelCheck> checks = checkCrateKernels(*crate, entries);
        QCOMPARE(checks.size(), std::size_t(2));
        QVERIFY2(!checks[0].error, checks[0].error ? checks[0].error->diagnostic.message.c_str() : "");
        QVERIFY(checks[1].error);
        QCOMPARE(checks[1].error->source.name, std::string("/crate/src/bad.rs"));
        const auto at = lineColumnOf(checks[1].error->source.text, checks[1].error->diagnostic.offset.value_or(0));
        QCOMPARE(at.line, std::uint32_t(5));
    }

    // A `#[path]` may hold any string, line breaks too; the message naming the
    // missing file still reads on one line, the break written as `\n`.
    void aMissingPathWithALineBreakIsNamedOnOneLine() {
        auto crate = openCrateFiles({{"src/lib.rs", "#[path = \"odd\nname.rs\"]\nmod odd;\n"}});
        QVERIFY(crate);
        QCOMPARE(crate->errors.size(), std::size_t(1));
        const std::string& message = crate->errors.front().diagnostic.message;
        QVERIFY2(message.find('\n') == std::string::npos, message.c_str());
        QVERIFY2(message.find("odd\\nname.rs") != std::string::npos, message.c_str());
    }
};

QTEST_GUILESS_MAIN(KernelCrate)
#include "tst_kernel_crate.moc"
