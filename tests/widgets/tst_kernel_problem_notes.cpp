// The Kernel tab's Problems list beyond errors and warnings: core's notes
// on an error, each on a row under it at its own place (in another file of
// the crate when the error is there), and the file's host
// code set aside (kernel/supported.h), listed after the problems with the
// construct that set each item aside, underlined and explained on hover.
// TCPWB_SHOTS=DIR saves the tab as a PNG for a reviewer.
#include <QtTest>

#include <algorithm>

#include <QLabel>
#include <QTableView>
#include <QTextBlock>
#include <QTranslator>
#include <memory>

#include "crate_folder.h"
#include "Language.h"
#include "widgets/kernel/KernelDocument.h"
#include "widgets/kernel/KernelProblemsModel.h"
#include "widgets/kernel/KernelSourceEdit.h"
#include "widgets/kernel/KernelView.h"

using namespace tcpwb::widgets;
using Level = KernelProblemsModel::Level;

namespace {

const QString kCopy = QStringLiteral(
    "#[device(chip = 1)]\n"
    "pub fn copy(ctx: &mut Context, input: &HbmTensor<i32, m![1], m![A]>) -> HbmTensor<i32, m![1], m![A]> {\n"
    "    let x: DmTensor<i32, m![1], m![1 # 2], m![A / 8], m![A % 8]> = input.to_dm(&mut ctx.tdma);\n"
    "    x.to_hbm(&mut ctx.tdma)\n"
    "}\n");

const QString kUsesHelper = QStringLiteral(
    "#[device(chip = 1)]\n"
    "pub fn uses_helper(ctx: &mut Context, input: &HbmTensor<i32, m![1], m![A]>) -> HbmTensor<i32, m![1], m![A]> {\n"
    "    const N: usize = doubled(4);\n"
    "    let x: DmTensor<i32, m![1], m![1 # 2], m![A / 8], m![A % 8]> = input.to_dm(&mut ctx.tdma);\n"
    "    x.to_hbm(&mut ctx.tdma)\n"
    "}\n");

// Two host items kernels cannot read (an enum; a helper with a closure), then the kernels.
const QString kFile = QStringLiteral(
                          "use furiosa_opt_std::prelude::*;\n"
                          "axes![A = 2048];\n"
                          "pub enum Mode { Fast, Slow }\n"
                          "fn doubled(n: usize) -> usize {\n"
                          "    let v: Vec<usize> = (0..n).map(|i| i * 2).collect();\n"
                          "    v.len()\n"
                          "}\n") +
                      kCopy + kUsesHelper;

// 1-based line and column of the first `needle` of kFile.
std::pair<int, int> placeOf(const QString& needle) {
    const qsizetype at = kFile.indexOf(needle);
    const qsizetype lineStart = kFile.lastIndexOf(QLatin1Char('\n'), at - 1) + 1;
    return {int(kFile.left(at).count(QLatin1Char('\n'))) + 1, int(at - lineStart) + 1};
}

std::pair<int, int> placeOfRow(const KernelProblemsModel& problems, int row) {
    return {problems.problem(row).at.line, problems.problem(row).at.column};
}

QString cell(const KernelProblemsModel& problems, int row, int column) { return problems.index(row, column).data().toString(); }

// The underline that starts at `needle`'s place, or null.
std::optional<QTextEdit::ExtraSelection> underlineAt(const KernelView& view, const QString& needle) {
    for (const QTextEdit::ExtraSelection& s : view.sourceView()->extraSelections())
        if (s.cursor.selectionStart() == kFile.indexOf(needle) && s.format.underlineStyle() != QTextCharFormat::NoUnderline) return s;
    return std::nullopt;
}

// A crate whose kernel (src/run.rs) calls a helper of src/b.rs that calls
// b's set-aside `doubled`: the error and its note are both in b.rs.
class HelperCrate : public tcpwb::test::CrateFolder {
public:
    HelperCrate() {
        write(QStringLiteral("Cargo.toml"), QStringLiteral("[package]\nname = \"notes\"\nversion = \"0.1.0\"\n"));
        write(QStringLiteral("src/lib.rs"), QStringLiteral("pub mod b;\npub mod run;\n"));
        write(QStringLiteral("src/b.rs"),
              QStringLiteral("use furiosa_opt_std::prelude::*;\n"
                             "axes![A = 2048];\n"
                             "fn doubled(n: usize) -> usize {\n"
                             "    let v: Vec<usize> = (0..n).map(|i| i * 2).collect();\n"
                             "    v.len()\n"
                             "}\n"
                             "pub fn helper(ctx: &mut Context, input: &HbmTensor<i32, m![1], m![A]>) -> HbmTensor<i32, m![1], m![A]> {\n"
                             "    const N: usize = doubled(4);\n"
                             "    let x: DmTensor<i32, m![1], m![1 # 2], m![A / 8], m![A % 8]> = input.to_dm(&mut ctx.tdma);\n"
                             "    x.to_hbm(&mut ctx.tdma)\n"
                             "}\n"));
        write(QStringLiteral("src/run.rs"),
              QStringLiteral("use furiosa_opt_std::prelude::*;\n"
                             "use crate::b::{helper, A};\n"
                             "#[device(chip = 1)]\n"
                             "pub fn k(ctx: &mut Context, input: &HbmTensor<i32, m![1], m![A]>) -> HbmTensor<i32, m![1], m![A]> {\n"
                             "    helper(ctx, input)\n"
                             "}\n"));
    }
};

// A double-click on a row's message as a person makes it: a press first.
void doubleClickRow(KernelView& view, int row) {
    QTableView* list = view.problemsView();
    const QRect cell = list->visualRect(view.problemsModel()->index(row, KernelProblemsModel::Message));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier, cell.center());
    QTest::mouseDClick(list->viewport(), Qt::LeftButton, Qt::NoModifier, cell.center());
}

void saveShot(KernelView& view, const QString& name) {
    const QString dir = qEnvironmentVariable("TCPWB_SHOTS");
    if (dir.isEmpty()) return;
    view.resize(1300, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCoreApplication::processEvents();
    QVERIFY(view.grab().save(dir + QLatin1Char('/') + name));
}

}  // namespace

class TestKernelProblemNotes : public QObject {
    Q_OBJECT

private slots:
    // The English plural forms ("1 host item", "2 host items"), as the workbench loads them.
    void initTestCase() {
        english_ = tcpwb::gui::loadWorkbenchTranslator(tcpwb::gui::localeFor(QStringLiteral("en")));
        QVERIFY(english_);
        QCoreApplication::installTranslator(english_.get());
    }

    // `copy` loads beside the host code; the two items are listed after its
    // (empty) problems, each at what set it aside, dotted, with the reason.
    void setAsideHostCodeIsListedAfterTheProblems() {
        KernelDocument document;
        KernelView view(&document);
        document.setSource(QStringLiteral("host.rs"), kFile);
        QVERIFY2(!document.error(), document.error() ? qPrintable(document.error()->message) : "");
        const KernelProblemsModel& problems = *view.problemsModel();
        QCOMPARE(problems.count(Level::SetAside), 2);
        QCOMPARE(problems.count(Level::Error), 0);
        // After the plan's warnings (the copy's DMA performance), in source order.
        const int enumRow = problems.rowCount() - 2, closureRow = problems.rowCount() - 1;
        QCOMPARE(problems.problem(enumRow).level, Level::SetAside);
        QCOMPARE(placeOfRow(problems, enumRow), placeOf(QStringLiteral("enum")));
        QCOMPARE(cell(problems, enumRow, KernelProblemsModel::Severity), QStringLiteral("set aside"));
        QVERIFY2(cell(problems, enumRow, KernelProblemsModel::Message)
                     .startsWith(QStringLiteral("`Mode` is host code the workbench does not read: ")),
                 qPrintable(cell(problems, enumRow, KernelProblemsModel::Message)));
        QCOMPARE(placeOfRow(problems, closureRow), placeOf(QStringLiteral("|i|")));
        QVERIFY2(cell(problems, closureRow, KernelProblemsModel::Message)
                     .startsWith(QStringLiteral("`doubled` is host code the workbench does not read: a closure")),
                 qPrintable(cell(problems, closureRow, KernelProblemsModel::Message)));
        const QString title = view.findChild<QLabel*>(QStringLiteral("kernelProblemsTitle"))->text();
        QVERIFY2(title.contains(QStringLiteral("0 errors")) && title.endsWith(QStringLiteral("; 2 host items set aside")),
                 qPrintable(title));

        const auto closure = underlineAt(view, QStringLiteral("|i|"));
        QVERIFY(closure);
        QCOMPARE(closure->format.underlineStyle(), QTextCharFormat::DotLine);
        QCOMPARE(closure->format.toolTip(), problems.problem(closureRow).at.message);
        saveShot(view, QStringLiteral("kernel-set-aside.png"));
    }

    // A kernel that calls the set-aside helper: the error at the call, then
    // core's note on the row under it, at the closure, dotted in the source.
    void anErrorsNoteIsTheRowUnderIt() {
        KernelDocument document;
        KernelView view(&document);
        document.setSource(QStringLiteral("host.rs"), kFile);
        document.setEntry(QStringLiteral("uses_helper"));
        QVERIFY(document.error());
        QVERIFY(!document.error()->notes.empty());
        const KernelProblemsModel& problems = *view.problemsModel();
        QCOMPARE(problems.count(Level::Error), 1);
        QCOMPARE(problems.problem(0).level, Level::Error);
        QCOMPARE(placeOfRow(problems, 0), placeOf(QStringLiteral("doubled(4)")));
        QCOMPARE(problems.problem(1).level, Level::Note);
        QCOMPARE(cell(problems, 1, KernelProblemsModel::Severity), QStringLiteral("note"));
        QCOMPARE(cell(problems, 1, KernelProblemsModel::Kind), QString());
        QCOMPARE(placeOfRow(problems, 1), placeOf(QStringLiteral("|i|")));
        QCOMPARE(cell(problems, 1, KernelProblemsModel::Message), document.error()->notes.front().message);
        // The set-aside items still follow, after the error and its note.
        QCOMPARE(problems.count(Level::SetAside), 2);
        QCOMPARE(problems.problem(problems.rowCount() - 1).level, Level::SetAside);
        const QString title = view.findChild<QLabel*>(QStringLiteral("kernelProblemsTitle"))->text();
        QVERIFY2(title.startsWith(QStringLiteral("Problems: 1 error, 0 warnings")), qPrintable(title));

        // Double-clicking the note goes to the closure.
        view.resize(1100, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        doubleClickRow(view, 1);
        QCOMPARE(view.sourceView()->textCursor().blockNumber() + 1, placeOf(QStringLiteral("|i|")).first);
        saveShot(view, QStringLiteral("kernel-error-note.png"));
    }

    // An error in another file of the crate: its note is placed in that file
    // too, and double-clicking it shows that file at the note's line.
    void aNoteInAnotherCrateFileIsPlacedThere() {
        HelperCrate crate;
        KernelDocument document;
        KernelView view(&document);
        QVERIFY(document.load(crate.path(QStringLiteral("src/run.rs")), nullptr));
        QVERIFY(document.error());
        QCOMPARE(document.error()->elsewhereFile, QStringLiteral("src/b.rs"));
        const KernelProblemsModel& problems = *view.problemsModel();
        QCOMPARE(problems.count(Level::SetAside), 0);  // run.rs sets nothing aside; b.rs's are b.rs's
        QCOMPARE(problems.rowCount(), 2);
        QCOMPARE(cell(problems, 0, KernelProblemsModel::Where), QStringLiteral("src/b.rs:8:22"));
        QCOMPARE(problems.problem(1).level, Level::Note);
        QCOMPARE(cell(problems, 1, KernelProblemsModel::Where), QStringLiteral("src/b.rs:4:36"));
        QCOMPARE(cell(problems, 1, KernelProblemsModel::Message), QStringLiteral("src/b.rs:4:36: `doubled` is set aside here"));

        view.resize(1100, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        doubleClickRow(view, 1);
        QVERIFY(view.sourceView()->toPlainText().startsWith(QStringLiteral("use furiosa_opt_std::prelude::*;\naxes![A = 2048];")));
        QCOMPARE(view.sourceView()->textCursor().blockNumber() + 1, 4);
        // b.rs shown: the note's place is underlined there.
        const QString shown = view.sourceView()->toPlainText();
        const bool underlined = std::any_of(view.sourceView()->extraSelections().begin(), view.sourceView()->extraSelections().end(),
                                            [&](const QTextEdit::ExtraSelection& e) {
                                                return e.cursor.selectionStart() == shown.indexOf(QStringLiteral("|i|")) &&
                                                       e.format.underlineStyle() == QTextCharFormat::DotLine;
                                            });
        QVERIFY(underlined);
        saveShot(view, QStringLiteral("kernel-note-elsewhere.png"));
    }

    // An error at an argument of a macro's invocation, its note on the whole
    // invocation: the note's dotted line is drawn first, so the error's wave
    // under the argument is not hidden by it (a later selection's underline wins).
    void anErrorsWaveIsDrawnOverItsNotesDots() {
        const QString text = QStringLiteral(
            "use furiosa_opt_std::prelude::*;\n"
            "axes![A = 256, B = 32];\n"
            "macro_rules! copy_kernel {\n"
            "    ($name:ident, $d:ty) => {\n"
            "        #[device(chip = 1)]\n"
            "        pub fn $name(ctx: &mut Context, input: &HbmTensor<$d, m![1], m![A, B]>) -> HbmTensor<$d, m![1], m![A, B]> {\n"
            "            let dm: DmTensor<$d, m![1], m![1 # 2], m![A], m![B]> = input.to_dm(&mut ctx.tdma);\n"
            "            dm.to_hbm(&mut ctx.tdma)\n"
            "        }\n"
            "    };\n"
            "}\n"
            "copy_kernel!(copy_bad, i33);\n");
        KernelDocument document;
        KernelView view(&document);
        document.setSource(QStringLiteral("macro.rs"), text);
        QVERIFY(document.error());
        const QList<QTextEdit::ExtraSelection> marks = view.sourceView()->extraSelections();
        qsizetype wave = -1, dots = -1;
        for (qsizetype i = 0; i < marks.size(); ++i) {
            const qsizetype start = marks[i].cursor.selectionStart();
            if (start == text.indexOf(QStringLiteral("i33")) && marks[i].format.underlineStyle() == QTextCharFormat::WaveUnderline)
                wave = i;
            if (start == text.indexOf(QStringLiteral("copy_kernel!(copy_bad")) &&
                marks[i].format.underlineStyle() == QTextCharFormat::DotLine)
                dots = i;
        }
        QVERIFY2(wave >= 0 && dots >= 0, "the error at `i33` and its note at the invocation are both underlined");
        QVERIFY2(wave > dots, "the error's wave comes after the note's dots, so it is drawn over them");
    }

    // An edit that removes the host code removes its rows.
    void theRowsFollowTheText() {
        KernelDocument document;
        KernelView view(&document);
        document.setSource(QStringLiteral("host.rs"), kFile);
        QCOMPARE(view.problemsModel()->count(Level::SetAside), 2);
        QString edited = kFile;
        edited.remove(QStringLiteral("pub enum Mode { Fast, Slow }\n"));
        document.edit(edited);
        QCOMPARE(view.problemsModel()->count(Level::SetAside), 1);
        const QString title = view.findChild<QLabel*>(QStringLiteral("kernelProblemsTitle"))->text();
        QVERIFY2(title.endsWith(QStringLiteral("; 1 host item set aside")), qPrintable(title));
    }

private:
    std::unique_ptr<QTranslator> english_;
};

QTEST_MAIN(TestKernelProblemNotes)
#include "tst_kernel_problem_notes.moc"
