// The Kernel tab on a crate file that reads two axes named `X`, the second
// as `Y` (`use crate::b::X as Y;`): problems, hovers and the operations list
// name them as the file writes them (kernel/display_names.h), and an
// operation of a helper of another file shows that file and line.
// TCPWB_SHOTS=DIR saves the other file's view as a PNG for a reviewer.
#include <QtTest>

#include <QPushButton>
#include <QTableView>
#include <QTreeView>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTextBlock>

#include "crate_folder.h"
#include "widgets/kernel/KernelDocument.h"
#include "widgets/kernel/KernelOpsModel.h"
#include "widgets/kernel/KernelProblemsModel.h"
#include "widgets/kernel/KernelSourceEdit.h"
#include "widgets/kernel/KernelView.h"

using namespace tcpwb::widgets;

namespace {

const QString kPrelude = QStringLiteral("use furiosa_opt_std::prelude::*;\n");

// src/a.rs and src/b.rs each declare an axis X; b.rs has a helper `stage`
// (its to_dm on line 6) whose DM tensor has `slice` as its Slice.
class TwoAxesCrate : public tcpwb::test::CrateFolder {
public:
    explicit TwoAxesCrate(const QString& body, const QString& slice = QStringLiteral("m![X / 8 # 256]"), const QString& uses = {}) {
        write(QStringLiteral("Cargo.toml"), QStringLiteral("[package]\nname = \"names\"\nversion = \"0.1.0\"\n"));
        write(QStringLiteral("src/lib.rs"), QStringLiteral("pub mod a;\npub mod b;\npub mod run;\n"));
        write(QStringLiteral("src/a.rs"), kPrelude + QStringLiteral("axes![X = 2048];\n"));
        write(QStringLiteral("src/b.rs"),
              kPrelude +
                  QStringLiteral("axes![X = 64];\npub type Row = m![X];\n\n"
                                 "pub fn stage(ctx: &mut Context, q: &HbmTensor<i32, m![1], m![X]>) -> HbmTensor<i32, m![1], m![X]> {\n"
                                 "    let d: DmTensor<i32, m![1], m![1 # 2], %1, m![X % 8]> = q.to_dm(&mut ctx.tdma);\n"
                                 "    d.to_hbm(&mut ctx.tdma)\n"
                                 "}\n")
                      .arg(slice));
        write(QStringLiteral("src/run.rs"), kPrelude + QStringLiteral("use crate::a::X;\nuse crate::b::X as Y;\n") + uses +
                                                QStringLiteral("\n"
                                                               "type Chip = m![1];\ntype Cluster = m![1 # 2];\n\n"
                                                               "#[device(chip = 1)]\n"
                                                               "pub fn k(ctx: &mut Context, p: &HbmTensor<i32, Chip, m![X]>, q: "
                                                               "&HbmTensor<i32, Chip, m![Y]>) -> HbmTensor<i32, Chip, m![Y]> {\n") +
                                                body + QStringLiteral("}\n"));
    }
};

// The streams of the first stage (the fetch) of the kernel's main pass, the
// operations list's second row; empty when it has none.
QString fetchStreams(const KernelView& view) {
    const KernelOpsModel& ops = *view.opsModel();
    const QModelIndex pass = ops.index(1, 0);
    return ops.rowCount(pass) >= 1 ? ops.index(0, KernelOpsModel::Mappings, pass).data().toString() : QString();
}

}  // namespace

class TestKernelNamesView : public QObject {
    Q_OBJECT

private slots:
    void aProblemNamesTheAxisAsTheFileWritesIt() {
        TwoAxesCrate crate(
            QStringLiteral("    let y: DmTensor<i32, Chip, Cluster, m![Y / 8], m![Y % 8]> = q.to_dm(&mut ctx.tdma);\n"
                           "    y.to_hbm(&mut ctx.tdma)\n"));
        KernelDocument document;
        QVERIFY(document.load(crate.path(QStringLiteral("src/run.rs")), nullptr));
        QVERIFY(document.error());
        QCOMPARE(document.error()->fix, QStringLiteral("m![Y / 8 # 256]"));
        QVERIFY2(!document.error()->formatted.contains(QStringLiteral("crate__")), qPrintable(document.error()->formatted));
    }

    void theOperationsListNamesStreamsAsTheFileWritesThem() {
        TwoAxesCrate crate(
            QStringLiteral("    let y: DmTensor<i32, Chip, Cluster, m![Y / 8 # 256], m![Y % 8]> = q.to_dm(&mut ctx.tdma);\n"
                           "    let z: DmTensor<i32, Chip, Cluster, m![Y / 8 # 256], m![Y % 8]> = ctx.main\n"
                           "        .begin(y.view())\n"
                           "        .fetch::<m![1], m![Y % 8]>()\n"
                           "        .collect::<m![1], m![Y % 8]>()\n"
                           "        .commit_trim::<m![Y % 8]>()\n"
                           "        .commit();\n"
                           "    z.to_hbm(&mut ctx.tdma)\n"));
        KernelDocument document;
        KernelView view(&document);
        QVERIFY(document.load(crate.path(QStringLiteral("src/run.rs")), nullptr));
        QVERIFY2(document.program(), document.error() ? qPrintable(document.error()->message) : "");
        const QString fetched = fetchStreams(view);
        QVERIFY2(fetched.contains(QStringLiteral("packet m![Y % 8]")) && !fetched.contains(QStringLiteral("crate")), qPrintable(fetched));
    }

    // With two names for b's X (`as Y`, `as Z`), each operation's streams and
    // the mapping studio read as the lines of that operation write them.
    void eachOperationNamesTheAxisAsItsLinesWriteIt() {
        TwoAxesCrate crate(QStringLiteral("    let y: DmTensor<i32, Chip, Cluster, m![Y / 8 # 256], m![Y % 8]> = q.to_dm(&mut ctx.tdma);\n"
                                          "    let z: DmTensor<i32, Chip, Cluster, m![Z / 8 # 256], m![Z % 8]> = ctx.main\n"
                                          "        .begin(y.view())\n"
                                          "        .fetch::<m![1], m![Z % 8]>()\n"
                                          "        .collect::<m![1], m![Z % 8]>()\n"
                                          "        .commit_trim::<m![Z % 8]>()\n"
                                          "        .commit();\n"
                                          "    z.to_hbm(&mut ctx.tdma)\n"),
                           QStringLiteral("m![X / 8 # 256]"), QStringLiteral("use crate::b::X as Z;\n"));
        KernelDocument document;
        KernelView view(&document);
        QVERIFY(document.load(crate.path(QStringLiteral("src/run.rs")), nullptr));
        QVERIFY2(document.program(), document.error() ? qPrintable(document.error()->message) : "");
        const QString fetched = fetchStreams(view);
        QVERIFY2(fetched.contains(QStringLiteral("packet m![Z % 8]")), qPrintable(fetched));
        // Text placed nowhere in particular reads as the file writes it first.
        QCOMPARE(document.shown("crate__b__X"), QStringLiteral("Y"));

        MappingContent content;
        QString name;
        QVERIFY(view.studioContent(view.opsModel()->index(0, 0, view.opsModel()->index(1, 0)), &content, &name));
        QVERIFY2(content.expression.contains(QStringLiteral("Z")) && !content.expression.contains(QStringLiteral("Y")),
                 qPrintable(content.expression));
        QVERIFY2(content.axes.contains(QStringLiteral("Z = 64")) && !content.axes.contains(QStringLiteral("Y")), qPrintable(content.axes));
        QVERIFY2(content.stream.packet.contains(QStringLiteral("Z")), qPrintable(content.stream.packet));
    }

    void hoveringTheAliasTellsSizeAndNormalForm() {
        TwoAxesCrate crate(
            QStringLiteral("    let y: DmTensor<i32, Chip, Cluster, m![Y / 8 # 256], m![Y % 8]> = q.to_dm(&mut ctx.tdma);\n"
                           "    y.to_hbm(&mut ctx.tdma)\n"));
        KernelDocument document;
        KernelView view(&document);
        QVERIFY(document.load(crate.path(QStringLiteral("src/run.rs")), nullptr));
        QVERIFY2(document.program(), document.error() ? qPrintable(document.error()->message) : "");
        const int y = int(document.source().indexOf(QStringLiteral("m![Y]")) + 3);
        QCOMPARE(view.toolTipAt(y), QStringLiteral("Axis Y = 64\nSize: 64\nNormal form: m![Y]"));
    }

    void choosingAHelpersOperationShowsItsFileAtItsLine() {
        // Two operations of run.rs, then the two of b.rs's helper (its lines 6 and 7).
        TwoAxesCrate crate(
            QStringLiteral("    let y: DmTensor<i32, Chip, Cluster, m![Y / 8 # 256], m![Y % 8]> = q.to_dm(&mut ctx.tdma);\n"
                           "    let back: HbmTensor<i32, Chip, m![Y]> = y.to_hbm(&mut ctx.tdma);\n"
                           "    crate::b::stage(ctx, &back)\n"));
        KernelDocument document;
        KernelView view(&document);
        QVERIFY(document.load(crate.path(QStringLiteral("src/run.rs")), nullptr));
        QVERIFY2(document.program(), document.error() ? qPrintable(document.error()->message) : "");
        const KernelOpsModel& ops = *view.opsModel();
        QCOMPARE(ops.rowCount(), 4);
        QCOMPARE(ops.index(2, KernelOpsModel::Line).data().toString(), QStringLiteral("src/b.rs:6"));
        KernelSourceEdit* edit = view.sourceView();
        const auto cursorLine = [&] { return edit->textCursor().blockNumber() + 1; };

        view.opsView()->setCurrentIndex(ops.index(2, 0));
        QCOMPARE(view.fileShownElsewhere(), QStringLiteral("src/b.rs"));
        QVERIFY(edit->isReadOnly());
        QVERIFY(edit->toPlainText().contains(QStringLiteral("pub fn stage")));
        QCOMPARE(cursorLine(), 6);
        QVERIFY(view.backButton()->isVisibleTo(&view));
        view.opsView()->setCurrentIndex(ops.index(3, 0));
        QCOMPARE(cursorLine(), 7);
        // The kernel is still run.rs, unedited, with its operations.
        QCOMPARE(QFileInfo(document.filePath()).fileName(), QStringLiteral("run.rs"));
        QVERIFY(!document.isModified());
        QCOMPARE(ops.rowCount(), 4);

        // An operation of run.rs shows run.rs again, at its line.
        view.opsView()->setCurrentIndex(ops.index(1, 0));
        QVERIFY(view.fileShownElsewhere().isEmpty());
        QVERIFY(!edit->isReadOnly());
        QCOMPARE(edit->toPlainText(), document.source());
        QCOMPARE(cursorLine(), ops.index(1, 0).data(KernelOpsModel::SourceLineRole).toInt());
        // So does Back.
        view.opsView()->setCurrentIndex(ops.index(2, 0));
        QVERIFY(!view.fileShownElsewhere().isEmpty());
        view.backButton()->click();
        QVERIFY(view.fileShownElsewhere().isEmpty());
        QCOMPARE(edit->toPlainText(), document.source());
        QVERIFY(!document.isModified());
    }

    // b.rs shown read-only for its helper's operation: its names hover as
    // b.rs reads them (its own X of 64, not run.rs's X of 2048), F12 goes to
    // their declarations without leaving the kernel, and a warning placed in
    // b.rs is underlined there.
    void theOtherFileShownHoversGoesToDeclarationsAndUnderlines() {
        TwoAxesCrate crate(
            QStringLiteral("    let y: DmTensor<i32, Chip, Cluster, m![Y / 8 # 256], m![Y % 8]> = q.to_dm(&mut ctx.tdma);\n"
                           "    let back: HbmTensor<i32, Chip, m![Y]> = y.to_hbm(&mut ctx.tdma);\n"
                           "    crate::b::stage(ctx, &back)\n"));
        KernelDocument document;
        KernelView view(&document);
        QVERIFY(document.load(crate.path(QStringLiteral("src/run.rs")), nullptr));
        QVERIFY2(document.program(), document.error() ? qPrintable(document.error()->message) : "");
        view.opsView()->setCurrentIndex(view.opsModel()->index(2, 0));
        QCOMPARE(view.fileShownElsewhere(), QStringLiteral("src/b.rs"));
        KernelSourceEdit* edit = view.sourceView();
        const QString shown = edit->toPlainText();
        const int x = int(shown.indexOf(QStringLiteral("m![X % 8]"))) + 3;
        QVERIFY(x > 3);

        const QString hover = view.toolTipAt(x);
        QVERIFY2(hover.startsWith(QStringLiteral("Axis X = 64")) && hover.contains(QStringLiteral("Size: 64")), qPrintable(hover));
        const QString mapping = view.toolTipAt(x + 2);
        QVERIFY2(mapping.startsWith(QStringLiteral("Mapping m![X % 8]")) && mapping.contains(QStringLiteral("Size: 8")),
                 qPrintable(mapping + "|" + hover));
        // A name of b.rs the kernel did not read describes nothing (not run.rs's `Chip`).
        QVERIFY(view.toolTipAt(int(shown.indexOf(QStringLiteral("ctx")))).isEmpty());

        // After a run, the warning of the helper's to_hbm (b.rs line 7) is underlined in b.rs.
        QSignalSpy finished(&document, &KernelDocument::runFinished);
        document.run();
        QVERIFY(finished.wait(60000));
        view.opsView()->setCurrentIndex(view.opsModel()->index(3, 0));
        const auto underlined = [&] {
            int wavy = 0;
            for (const QTextEdit::ExtraSelection& s : edit->extraSelections())
                if (s.format.underlineStyle() == QTextCharFormat::WaveUnderline) {
                    ++wavy;
                    if (s.cursor.block().blockNumber() + 1 != 7) return -1;
                }
            return wavy;
        };
        // Listed at its place in b.rs, and on the helper's operation.
        QStringList places;
        for (int row = 0; row < view.problemsModel()->rowCount(); ++row)
            places << view.problemsModel()->index(row, KernelProblemsModel::Where).data().toString();
        QVERIFY2(places.contains(QStringLiteral("src/b.rs:7:5")), qPrintable(places.join(QLatin1Char(' '))));
        QVERIFY(!view.opsModel()->index(3, 0).data(KernelOpsModel::WarningsRole).toStringList().isEmpty());
        QCOMPARE(underlined(), 1);
        if (const QString dir = qEnvironmentVariable("TCPWB_SHOTS"); !dir.isEmpty()) {
            view.resize(1300, 700);
            view.grab().save(dir + QStringLiteral("/kernel-other-file.png"));
        }

        QVERIFY(view.goToDefinition(x));
        QCOMPARE(view.fileShownElsewhere(), QStringLiteral("src/b.rs"));
        QCOMPARE(edit->textCursor().blockNumber() + 1, 2);  // axes![X = 64];

        // Choosing the problem's row shows its file at its line, from the kernel's file too.
        view.backButton()->click();
        QVERIFY(view.fileShownElsewhere().isEmpty());
        const int row = int(places.indexOf(QStringLiteral("src/b.rs:7:5")));
        emit view.problemsView()->activated(view.problemsModel()->index(row, 0));
        QCOMPARE(view.fileShownElsewhere(), QStringLiteral("src/b.rs"));
        QCOMPARE(edit->textCursor().blockNumber() + 1, 7);
        QCOMPARE(QFileInfo(document.filePath()).fileName(), QStringLiteral("run.rs"));
        QVERIFY(!document.isModified());
    }

    void completionsOfferWhatTheFileCanType() {
        // b's helper reads its `Row`, which run.rs does not import: it can type `crate::b::Row`.
        TwoAxesCrate crate(QStringLiteral("    crate::b::stage(ctx, q)\n"), QStringLiteral("m![{ Row } / 8 # 256]"));
        KernelDocument document;
        KernelView view(&document);
        QVERIFY(document.load(crate.path(QStringLiteral("src/run.rs")), nullptr));
        QVERIFY2(document.program(), document.error() ? qPrintable(document.error()->message) : "");
        const QStringList names = view.sourceView()->completions();
        for (const char* name : {"X", "Y", "Chip", "crate::b::Row", "to_dm"}) QVERIFY2(names.contains(QLatin1String(name)), name);
        for (const char* name : {"Row", "crate::b::X", "crate::a::X"}) QVERIFY2(!names.contains(QLatin1String(name)), name);
    }

    void anImportedHelpersOperationsShowTheirFileAndLine() {
        TwoAxesCrate crate(QStringLiteral("    crate::b::stage(ctx, q)\n"));
        KernelDocument document;
        KernelView view(&document);
        QVERIFY(document.load(crate.path(QStringLiteral("src/run.rs")), nullptr));
        QVERIFY2(document.program(), document.error() ? qPrintable(document.error()->message) : "");
        const KernelOpsModel& ops = *view.opsModel();
        QCOMPARE(ops.rowCount(), 2);
        QCOMPARE(ops.index(0, KernelOpsModel::Line).data().toString(), QStringLiteral("src/b.rs:6"));
        QCOMPARE(ops.index(1, KernelOpsModel::Line).data().toString(), QStringLiteral("src/b.rs:7"));
    }
};

QTEST_MAIN(TestKernelNamesView)
#include "tst_kernel_names_view.moc"
