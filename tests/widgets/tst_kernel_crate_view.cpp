// The Kernel tab on a crate: the tree of modules, files and device functions
// (KernelCrateModel), choosing a function in another file, the source in
// Rust colours (RustHighlighter), errors underlined in place, the tooltip
// of an axis, an alias and a mapping, go to definition across two files,
// and MainWindow opening a crate's folder with --fn naming a Rust path.
#include <QtTest>

#include <QComboBox>
#include <QFile>
#include <QTemporaryDir>
#include <QTreeView>

#include "CommandLine.h"
#include "MainWindow.h"
#include "crate_folder.h"
#include "widgets/kernel/KernelCrateModel.h"
#include "widgets/kernel/KernelDocument.h"
#include "widgets/kernel/KernelSourceEdit.h"
#include "widgets/kernel/KernelView.h"
#include "widgets/kernel/RustHighlighter.h"

using namespace tcpwb::widgets;

namespace {

const QString kPrelude = QStringLiteral("use furiosa_opt_std::prelude::*;\n");

// A device function `name` copying `A` through DM with the crate's aliases.
QString copyKernel(const QString& name) {
    return QStringLiteral(
               "#[device(chip = 1)]\n"
               "pub fn %1(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {\n"
               "    let staged: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> = input.to_dm(&mut ctx.tdma);\n"
               "    staged.to_hbm(&mut ctx.tdma)\n}\n")
        .arg(name);
}

// A small crate: shapes.rs declares the axis and aliases, kernels/ holds
// two files of device functions that import them.
class SmallCrate : public tcpwb::test::CrateFolder {
public:
    SmallCrate() {
        write(QStringLiteral("Cargo.toml"), QStringLiteral("[package]\nname = \"small-crate\"\nversion = \"0.1.0\"\n"));
        write(QStringLiteral("src/lib.rs"), QStringLiteral("pub mod shapes;\npub mod kernels;\n"));
        write(QStringLiteral("src/shapes.rs"),
              kPrelude + QStringLiteral("axes![A = 2048];\npub type Chip = m![1];\npub type Cluster = m![1 # 2];\n"));
        write(QStringLiteral("src/kernels/mod.rs"), QStringLiteral("pub mod first;\npub mod second;\n"));
        write(QStringLiteral("src/kernels/first.rs"),
              kPrelude + QStringLiteral("use crate::shapes::{A, Chip, Cluster};\n") + copyKernel(QStringLiteral("copy")));
        write(QStringLiteral("src/kernels/second.rs"), kPrelude + QStringLiteral("use crate::shapes::*;\n") +
                                                           copyKernel(QStringLiteral("twice")) + copyKernel(QStringLiteral("thrice")));
    }
};

QString canonical(const QString& path) { return QFileInfo(path).canonicalFilePath(); }

// The rows under `parent`, by their Name column.
QStringList namesUnder(const QAbstractItemModel& model, const QModelIndex& parent) {
    QStringList names;
    for (int r = 0; r < model.rowCount(parent); ++r) names << model.index(r, KernelCrateModel::Name, parent).data().toString();
    return names;
}

}  // namespace

class TestKernelCrateView : public QObject {
    Q_OBJECT

private slots:
    void theTreeListsModulesFilesAndFunctions() {
        SmallCrate crate;
        KernelDocument document;
        QString error;
        QVERIFY2(document.openCrate(crate.root(), &error), qPrintable(error));
        KernelCrateModel model;
        model.setCrate(document.crate(), document.crateKernels());
        QCOMPARE(model.functionCount(), 3);
        QCOMPARE(namesUnder(model, {}), QStringList{QStringLiteral("small_crate")});
        const QModelIndex root = model.index(0, 0);
        QCOMPARE(namesUnder(model, root), (QStringList{QStringLiteral("shapes"), QStringLiteral("kernels")}));
        const QModelIndex kernels = model.index(1, 0, root);
        QCOMPARE(kernels.siblingAtColumn(KernelCrateModel::Where).data().toString(), QStringLiteral("src/kernels/mod.rs"));
        QCOMPARE(namesUnder(model, kernels), (QStringList{QStringLiteral("first"), QStringLiteral("second")}));
        const QModelIndex second = model.index(1, 0, kernels);
        QCOMPARE(namesUnder(model, second), (QStringList{QStringLiteral("twice"), QStringLiteral("thrice")}));
        const QModelIndex thrice = model.index(1, 0, second);
        QCOMPARE(thrice.data(KernelCrateModel::FunctionRole).toString(), QStringLiteral("small_crate::kernels::second::thrice"));
        QCOMPARE(thrice.data(KernelCrateModel::FileRole).toString(), QStringLiteral("src/kernels/second.rs"));
        QCOMPARE(thrice.data(KernelCrateModel::LineRole).toInt(), 9);
        QCOMPARE(thrice.siblingAtColumn(KernelCrateModel::Where).data().toString(), QStringLiteral("src/kernels/second.rs:9"));
        QCOMPARE(model.indexOfFunction(QStringLiteral("small_crate::kernels::second::thrice")), thrice);
        // The same crate again keeps its rows; none empties the tree.
        model.setCrate(document.crate(), document.crateKernels());
        QCOMPARE(model.indexOfFunction(QStringLiteral("small_crate::kernels::second::thrice")), thrice);
        model.setCrate(nullptr, {});
        QVERIFY(!model.hasCrate());
    }

    void openingACrateChoosesItsFirstFunction() {
        SmallCrate crate;
        KernelDocument document;
        KernelView view(&document);
        QVERIFY(view.crateView()->isHidden());
        QVERIFY(document.openCrate(crate.path(QStringLiteral("src/kernels")), nullptr));  // a folder inside it finds the crate
        QCOMPARE(canonical(document.filePath()), canonical(crate.path(QStringLiteral("src/kernels/first.rs"))));
        QCOMPARE(document.entry(), QStringLiteral("copy"));
        QVERIFY2(!document.error(), document.error() ? qPrintable(document.error()->message) : "");
        QVERIFY(!view.crateView()->isHidden());
        QCOMPARE(view.crateView()->currentIndex().data(KernelCrateModel::FunctionRole).toString(),
                 QStringLiteral("small_crate::kernels::first::copy"));
        // A function of another file: that file, at its line, that function read.
        QVERIFY(view.openCrateFunction(QStringLiteral("small_crate::kernels::second::thrice")));
        QCOMPARE(canonical(document.filePath()), canonical(crate.path(QStringLiteral("src/kernels/second.rs"))));
        QCOMPARE(document.entry(), QStringLiteral("thrice"));
        QVERIFY(document.program());
        QCOMPARE(view.sourceView()->textCursor().blockNumber() + 1, 9);
        QCOMPARE(view.crateView()->currentIndex().data(KernelCrateModel::FunctionRole).toString(),
                 QStringLiteral("small_crate::kernels::second::thrice"));
        // A file outside any crate: no tree.
        document.setSource(QStringLiteral("alone.rs"), copyKernel(QStringLiteral("alone")));
        QVERIFY(!view.crateView()->isHidden());  // setSource keeps the file's crate
        QTemporaryDir elsewhere;
        const QString alone = elsewhere.filePath(QStringLiteral("alone.rs"));
        QFile file(alone);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(copyKernel(QStringLiteral("alone")).toUtf8());
        file.close();
        QVERIFY(document.load(alone, nullptr));
        QVERIFY(view.crateView()->isHidden());
        QCOMPARE(view.functionBox()->count(), 2);
    }

    void aCrateFileOpenedAloneShowsItsCrate() {
        SmallCrate crate;
        KernelDocument document;
        KernelView view(&document);
        QVERIFY(document.load(crate.path(QStringLiteral("src/kernels/second.rs")), nullptr));
        QVERIFY(!view.crateView()->isHidden());
        QCOMPARE(view.crateModel()->functionCount(), 3);
        QCOMPARE(view.functionBox()->count(), 3);  // the file's own choice and its two
    }

    void theSourceIsColouredAsRust() {
        using Role = RustHighlighter::Role;
        const QString line = QStringLiteral("#[device(chip = 1)] pub fn f() { let x: u8 = 42; m![A / 8]; \"s\"; } // done");
        QCOMPARE(RustHighlighter::roleAt(line, line.indexOf(QStringLiteral("chip"))), Role::Attribute);
        QCOMPARE(RustHighlighter::roleAt(line, line.indexOf(QStringLiteral("pub"))), Role::Keyword);
        QCOMPARE(RustHighlighter::roleAt(line, line.indexOf(QStringLiteral("42"))), Role::Number);
        QCOMPARE(RustHighlighter::roleAt(line, line.indexOf(QStringLiteral("m!["))), Role::Macro);
        QCOMPARE(RustHighlighter::roleAt(line, line.indexOf(QStringLiteral("\"s\""))), Role::String);
        QCOMPARE(RustHighlighter::roleAt(line, line.indexOf(QStringLiteral("done"))), Role::Comment);
        QCOMPARE(RustHighlighter::roleAt(line, line.indexOf(QStringLiteral("A /"))), Role::Type);  // a capitalised name
        QCOMPARE(RustHighlighter::roleAt(line, line.indexOf(QStringLiteral("/ 8"))), std::nullopt);
        QCOMPARE(RustHighlighter::roleAt(QStringLiteral("let c = 'x'; fn f<'a>()"), 8), Role::String);
        QCOMPARE(RustHighlighter::roleAt(QStringLiteral("let c = 'x'; fn f<'a>()"), 18), std::nullopt);
        // In the editor: a block comment colours the lines after it too.
        KernelSourceEdit edit;
        edit.setPlainText(QStringLiteral("/* one\ntwo */ fn"));
        const QTextBlock second = edit.document()->lastBlock();
        const QList<QTextLayout::FormatRange> formats = second.layout()->formats();
        QVERIFY(!formats.isEmpty());
        QCOMPARE(formats.front().start, 0);
        QCOMPARE(formats.front().format.foreground(), edit.highlighter()->format(Role::Comment).foreground());
    }

    void errorsAreUnderlinedWithTheirMessage() {
        SmallCrate crate;
        KernelDocument document;
        KernelView view(&document);
        QVERIFY(document.load(crate.path(QStringLiteral("src/kernels/first.rs")), nullptr));
        QVERIFY(!document.error());
        QString text = document.source();
        text.replace(QStringLiteral("m![A / 8]"), QStringLiteral("m![Nowhere / 8]"));
        document.setSource(document.name(), text);
        QVERIFY(document.error());
        QVERIFY(document.error()->offset);
        QTextEdit::ExtraSelection wavy;
        for (const QTextEdit::ExtraSelection& s : view.sourceView()->extraSelections())
            if (s.format.underlineStyle() == QTextCharFormat::WaveUnderline) wavy = s;
        QVERIFY2(wavy.cursor.hasSelection(), "the error is underlined");
        QVERIFY2(wavy.cursor.selectedText().contains(QStringLiteral("Nowhere")), qPrintable(wavy.cursor.selectedText()));
        const QString tip = view.toolTipAt(int(text.indexOf(QStringLiteral("Nowhere")) + 2));
        QVERIFY2(tip.startsWith(document.error()->message), qPrintable(tip));
    }

    void hoveringTellsSizeAndNormalForm() {
        SmallCrate crate;
        KernelDocument document;
        KernelView view(&document);
        QVERIFY(document.load(crate.path(QStringLiteral("src/kernels/first.rs")), nullptr));
        QVERIFY2(document.program(), document.error() ? qPrintable(document.error()->message) : "");
        const QString text = document.source();
        const int axis = int(text.indexOf(QStringLiteral("m![A / 8]")) + 3);
        QCOMPARE(view.toolTipAt(axis), QStringLiteral("Axis A = 2048\nSize: 2048\nNormal form: m![A]"));
        const int divisor = int(text.indexOf(QStringLiteral("m![A / 8]")) + 7);
        QCOMPARE(view.toolTipAt(divisor), QStringLiteral("Mapping m![A / 8]\nSize: 256\nNormal form: m![A / 8]"));
        const int alias = int(text.indexOf(QStringLiteral("Cluster, m![")) + 2);
        const QString aliasTip = view.toolTipAt(alias);
        QVERIFY2(aliasTip.startsWith(QStringLiteral("Alias Cluster = m![1 # 2]\nSize: 2\nNormal form: ")), qPrintable(aliasTip));
        QCOMPARE(view.toolTipAt(int(text.indexOf(QStringLiteral("ctx")))), QString());
    }

    void goToDefinitionCrossesFiles() {
        SmallCrate crate;
        KernelDocument document;
        KernelView view(&document);
        QVERIFY(document.load(crate.path(QStringLiteral("src/kernels/second.rs")), nullptr));
        const QString text = document.source();
        // `Cluster` comes from shapes.rs through `use crate::shapes::*`.
        QVERIFY(view.goToDefinition(int(text.indexOf(QStringLiteral("Cluster")) + 1)));
        QCOMPARE(canonical(document.filePath()), canonical(crate.path(QStringLiteral("src/shapes.rs"))));
        const QTextCursor at = view.sourceView()->textCursor();
        QCOMPARE(at.block().text(), QStringLiteral("pub type Cluster = m![1 # 2];"));
        QCOMPARE(at.positionInBlock(), int(QStringLiteral("pub type ").size()));
        // The axis, at its entry.
        QVERIFY(document.load(crate.path(QStringLiteral("src/kernels/first.rs")), nullptr));
        QVERIFY(view.goToDefinition(int(document.source().indexOf(QStringLiteral("m![A]")) + 3)));
        QCOMPARE(view.sourceView()->textCursor().block().text(), QStringLiteral("axes![A = 2048];"));
        // F12 in the editor asks the same; a name declared nowhere stays put.
        QVERIFY(document.load(crate.path(QStringLiteral("src/kernels/first.rs")), nullptr));
        QTextCursor cursor(view.sourceView()->document());
        cursor.setPosition(int(document.source().indexOf(QStringLiteral("Context"))));
        view.sourceView()->setTextCursor(cursor);
        QTest::keyClick(view.sourceView(), Qt::Key_F12);
        QCOMPARE(canonical(document.filePath()), canonical(crate.path(QStringLiteral("src/kernels/first.rs"))));
        cursor.setPosition(int(document.source().indexOf(QStringLiteral("Chip"))));
        view.sourceView()->setTextCursor(cursor);
        QTest::keyClick(view.sourceView(), Qt::Key_F12);
        QCOMPARE(canonical(document.filePath()), canonical(crate.path(QStringLiteral("src/shapes.rs"))));
    }

    void editingRereadsTheChosenFunction() {
        SmallCrate crate;
        KernelDocument document;
        KernelView view(&document);
        QVERIFY(document.openCrate(crate.root(), nullptr));
        QVERIFY(view.openCrateFunction(QStringLiteral("small_crate::kernels::second::thrice")));
        QString text = view.sourceView()->toPlainText();
        text.replace(QStringLiteral("m![A / 8], m![A % 8]> = input.to_dm(&mut ctx.tdma);\n    staged.to_hbm(&mut ctx.tdma)\n}\n"),
                     QStringLiteral("m![A / 16], m![A % 16]> = input.to_dm(&mut ctx.tdma);\n    staged.to_hbm(&mut ctx.tdma)\n}\n"));
        QSignalSpy loaded(&document, &KernelDocument::loaded);
        view.sourceView()->setPlainText(text);
        QTRY_VERIFY(loaded.count() >= 1);
        QCOMPARE(document.entry(), QStringLiteral("thrice"));
        QVERIFY(document.isModified());
        QVERIFY(document.program());
    }

    void theWindowOpensACrateFolder() {
        SmallCrate crate;
        tcpwb::gui::MainWindow window;
        window.setAskBeforeClosing(false);
        QString error;
        QVERIFY2(window.openKernel(crate.root(), &error), qPrintable(error));
        QCOMPARE(window.kernelDocument()->entry(), QStringLiteral("copy"));
        QVERIFY2(window.chooseKernelFunction(QStringLiteral("second::twice"), &error), qPrintable(error));
        QCOMPARE(canonical(window.kernelDocument()->filePath()), canonical(crate.path(QStringLiteral("src/kernels/second.rs"))));
        QCOMPARE(window.kernelDocument()->entry(), QStringLiteral("twice"));
        QVERIFY(!window.chooseKernelFunction(QStringLiteral("nowhere"), &error));
        QVERIFY(tcpwb::gui::isKernelFile(crate.root()));
    }
};

QTEST_MAIN(TestKernelCrateView)
#include "tst_kernel_crate_view.moc"
