// The Kernel tab: a sample kernel's operations and stages in the ops tree
// (QAbstractItemModelTester), a run in the worker thread filling the outputs
// and the schedule, a broken kernel's error at its line, a cancelled run,
// the studio link, and the main window's .rs handling.
#include <QSpinBox>
#include <algorithm>
#include <QComboBox>
#include <QAbstractItemModelTester>
#include <QDir>
#include <QDropEvent>
#include <QMenu>
#include <QSet>
#include <QFile>
#include <QFileInfo>
#include <QMimeData>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTabWidget>
#include <QIcon>
#include <QTemporaryDir>
#include <QMessageBox>
#include <QTimer>
#include <QCompleter>
#include <QAbstractItemView>
#include <QTextBlock>
#include <QTest>
#include <QTreeView>

#include "MainWindow.h"
#include "RecentFiles.h"
#include "widgets/document/MappingDocument.h"
#include "widgets/document/Project.h"
#include "widgets/kernel/KernelDocument.h"
#include "widgets/kernel/KernelOpsModel.h"
#include "widgets/kernel/KernelOutputsModel.h"
#include "widgets/kernel/KernelProblemsModel.h"
#include "widgets/kernel/KernelSourceEdit.h"
#include "widgets/kernel/KernelView.h"
#include "widgets/timeline/TimelineModel.h"
#include "widgets/timeline/TimelineView.h"

using namespace tcpwb::widgets;

namespace {

QString samplePath(const char* name) { return QStringLiteral(TCPWB_SOURCE_DIR "/samples/kernels/") + QLatin1String(name); }

QString readSample(const char* name) {
    QFile file(samplePath(name));
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(file.readAll());
}

QString cell(const QAbstractItemModel& model, int row, int column, const QModelIndex& parent = {}) {
    return model.data(model.index(row, column, parent)).toString();
}

// The first top-level row whose resource is `resource`, or -1.
int rowOfResource(const KernelOpsModel& model, const QString& resource) {
    for (int row = 0; row < model.rowCount(); ++row)
        if (cell(model, row, KernelOpsModel::Resource) == resource) return row;
    return -1;
}

// 1-based line of the first line containing `needle`.
int lineOf(const QString& text, const QString& needle) {
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i)
        if (lines[i].contains(needle)) return i + 1;
    return 0;
}

// Constant Addition with its pass repeated `copies` times (each committing
// to its own address): a kernel that runs for seconds, long enough to cancel.
QString longKernel(int copies) {
    const QString text = readSample("constant-addition.rs");
    const QString commit = QStringLiteral(".commit::<m![A % 8]>(1 << 12);");
    const qsizetype start = text.indexOf(QStringLiteral("let result = ctx"));
    const qsizetype end = text.indexOf(commit);
    if (start < 0 || end < start) return {};
    const QString pass = text.mid(start, end - start);
    QStringList passes;
    for (int k = 0; k < copies; ++k) passes << pass + QStringLiteral(".commit::<m![A % 8]>(%1);").arg(4096 + 64 * k);
    return text.left(start) + passes.join(QLatin1Char('\n')) + text.mid(end + commit.size());
}

}  // namespace

class TestKernelView : public QObject {
    Q_OBJECT

private slots:
    void opsModelListsOperationsAndStages();
    void runFillsOutputsAndSchedule();
    void brokenKernelShowsErrorAtItsLine();
    void anErrorLoadedBeforeTheViewShowsIsOnScreen();
    void cancelStopsARun();
    void warningsMarkTheirOperations();
    void stageOpensInStudio();
    void mainWindowOpensKernels();
    void problemsListShowsFixAndJumps();
    void problemsMessageKeepsTheRoom();
    void editingRereadsSavesAndWatchesTheFile();
    void closingAsksAboutKernelEdits();
    void sourceEditorCompletesAndPairsBrackets();
    void runLandsInTheTimeline();
    void choosesTheDeviceFunctionToRun();
    void aRunWithNothingToCheckSaysSo();
    void aCrateFileReadsItsImports();
    void anEndlessFileIsRefusedNotReadToItsEnd();
};

void TestKernelView::opsModelListsOperationsAndStages() {
    KernelDocument document;
    KernelOpsModel model(&document);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(document.load(samplePath("constant-addition.rs"), nullptr));
    QVERIFY(!document.error());
    QVERIFY(document.plan());
    QCOMPARE(model.rowCount(), int(document.program()->ops.size()));

    const int pass = rowOfResource(model, QStringLiteral("main"));
    QVERIFY(pass >= 0);
    const QModelIndex passIndex = model.index(pass, 0);
    QVERIFY(passIndex.data(KernelOpsModel::SourceLineRole).toInt() > 0);
    QStringList stages;
    for (int s = 0; s < model.rowCount(passIndex); ++s) stages << cell(model, s, KernelOpsModel::Name, passIndex);
    QCOMPARE(stages, (QStringList{"fetch", "collect", "vector", "commit"}));
    const QString fetch = cell(model, 0, KernelOpsModel::Mappings, passIndex);
    QVERIFY2(fetch.contains(QStringLiteral("time m![")) && fetch.contains(QStringLiteral("packet m![")), qPrintable(fetch));
    QVERIFY(model.index(0, KernelOpsModel::Cycles, passIndex).data().toULongLong() > 0);
    // The fetch's line is the `.fetch::<...>()` call.
    QCOMPARE(model.index(0, 0, passIndex).data(KernelOpsModel::SourceLineRole).toInt(),
             lineOf(document.source(), QStringLiteral(".fetch::<")));
    // Host transfers and tensor DMA are told apart; nothing is scheduled yet.
    QVERIFY(rowOfResource(model, QStringLiteral("host")) >= 0);
    QVERIFY(rowOfResource(model, QStringLiteral("dma")) >= 0);
    QVERIFY(cell(model, pass, KernelOpsModel::Start).isEmpty());
}

void TestKernelView::runFillsOutputsAndSchedule() {
    KernelDocument document;
    KernelView view(&document);
    QAbstractItemModelTester opsTester(view.opsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester outputsTester(view.outputsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(document.load(samplePath("constant-addition.rs"), nullptr));
    QSignalSpy finished(&document, &KernelDocument::runFinished);
    QSignalSpy progress(&document, &KernelDocument::progressChanged);
    QVERIFY(view.runButton()->isEnabled());
    QTest::mouseClick(view.runButton(), Qt::LeftButton);
    QVERIFY(document.isRunning());
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    QCOMPARE(document.runState(), KernelDocument::RunState::Finished);
    QVERIFY(!document.runError());
    // The worker's progress reached the GUI thread, in order, before the end.
    QVERIFY(progress.count() >= 1);
    for (int i = 1; i < progress.count(); ++i) QVERIFY(progress.at(i).front().toDouble() >= progress.at(i - 1).front().toDouble());

    const KernelOutputsModel& outputs = *view.outputsModel();
    QCOMPARE(outputs.rowCount(), int(document.program()->outputs.size()));
    QVERIFY(outputs.rowCount() >= 1);
    QCOMPARE(cell(outputs, 0, KernelOutputsModel::Elements), QStringLiteral("2048"));
    QCOMPARE(cell(outputs, 0, KernelOutputsModel::Ok), QStringLiteral("ok"));

    const KernelOpsModel& ops = *view.opsModel();
    const int pass = rowOfResource(ops, QStringLiteral("main"));
    QVERIFY(pass >= 0);
    const qulonglong start = cell(ops, pass, KernelOpsModel::Start).toULongLong();
    const qulonglong end = cell(ops, pass, KernelOpsModel::End).toULongLong();
    QVERIFY(!cell(ops, pass, KernelOpsModel::End).isEmpty());
    QVERIFY(end > start);
    // Its stages are placed inside the schedule from the pass's start on.
    const QModelIndex passIndex = ops.index(pass, 0);
    QCOMPARE(cell(ops, 0, KernelOpsModel::Start, passIndex).toULongLong(), start);
    QVERIFY(!cell(ops, ops.rowCount(passIndex) - 1, KernelOpsModel::End, passIndex).isEmpty());
    QVERIFY(view.statusLabel()->text().contains(QStringLiteral("matches")));
    QCOMPARE(view.progressBar()->value(), view.progressBar()->maximum());
    QVERIFY(!view.cancelButton()->isVisibleTo(&view));

    // Another seed: other inputs, still checked against the reference.
    view.seedBox()->setValue(7);
    view.run();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 60000);
    QCOMPARE(document.runState(), KernelDocument::RunState::Finished);
    QCOMPARE(cell(outputs, 0, KernelOutputsModel::Ok), QStringLiteral("ok"));
}

void TestKernelView::brokenKernelShowsErrorAtItsLine() {
    QString text = readSample("constant-addition.rs");
    QVERIFY(!text.isEmpty());
    const QString call = QStringLiteral(".collect::<m![1], m![A % 8]>()");
    QVERIFY(text.contains(call));
    text.replace(call, QStringLiteral(".collect::<m![1], m![Q % 8]>()"));
    const int line = lineOf(text, QStringLiteral("m![Q % 8]"));

    KernelDocument document;
    KernelView view(&document);
    document.setSource(QStringLiteral("broken.rs"), text);
    QVERIFY(document.error());
    QVERIFY(!document.plan());
    QCOMPARE(document.error()->line, line);
    QVERIFY(document.error()->formatted.startsWith(QStringLiteral("broken.rs:%1:").arg(line)));
    // The Problems list holds it, with its place, and core's note under it.
    const KernelProblemsModel& problems = *view.problemsModel();
    QCOMPARE(problems.rowCount(), 2);
    QCOMPARE(problems.errorCount(), 1);
    QCOMPARE(problems.problem(1).level, KernelProblemsModel::Level::Note);
    QCOMPARE(problems.problem(1).at.message, QStringLiteral("the mapping rule that failed: unknown_axis"));
    QCOMPARE(problems.problem(0).at.line, line);
    QCOMPARE(problems.index(0, KernelProblemsModel::Where).data().toString(),
             QStringLiteral("%1:%2").arg(line).arg(document.error()->column));
    QCOMPARE(problems.index(0, KernelProblemsModel::Where).data(Qt::ToolTipRole).toString(),
             QStringLiteral("line %1, column %2").arg(line).arg(document.error()->column));
    QVERIFY(!view.runButton()->isEnabled());
    const QList<QTextEdit::ExtraSelection> marks = view.sourceView()->extraSelections();
    QVERIFY(!marks.isEmpty());
    QCOMPARE(marks.front().cursor.blockNumber() + 1, line);
    QCOMPARE(view.sourceView()->textCursor().blockNumber() + 1, line);
    // Running a kernel that does not plan does nothing.
    document.run();
    QVERIFY(!document.isRunning());
}

// A kernel loaded before the window shows (`tcpwb broken.rs`): the editor
// could not centre on the error while it had no size, and stayed at the top.
void TestKernelView::anErrorLoadedBeforeTheViewShowsIsOnScreen() {
    QString text = readSample("constant-addition.rs");
    const QString call = QStringLiteral(".collect::<m![1], m![A % 8]>()");
    QVERIFY(text.contains(call));
    text.replace(call, QStringLiteral(".collect::<m![1], m![Q % 8]>()"));
    text.prepend(QStringLiteral("// a comment line\n").repeated(120));  // the error far below the first screen
    const int line = lineOf(text, QStringLiteral("m![Q % 8]"));
    KernelDocument document;
    KernelView view(&document);
    document.setSource(QStringLiteral("broken.rs"), text);
    QCOMPARE(document.error()->line, line);
    view.resize(900, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QPlainTextEdit* editor = view.sourceView();
    QTRY_VERIFY(editor->viewport()->rect().contains(editor->cursorRect()));
    QCOMPARE(editor->textCursor().blockNumber() + 1, line);
    QCOMPARE(editor->horizontalScrollBar()->value(), 0);  // the error's column fits: the line is shown from its start
}

void TestKernelView::cancelStopsARun() {
    KernelDocument document;
    KernelView view(&document);
    document.setSource(QStringLiteral("long.rs"), longKernel(400));
    QVERIFY2(document.plan(), qPrintable(document.error() ? document.error()->formatted : QString()));
    QCOMPARE(document.program()->ops.size(), std::size_t(404));
    QSignalSpy finished(&document, &KernelDocument::runFinished);
    view.run();
    QVERIFY(document.isRunning());
    QVERIFY(view.cancelButton()->isVisibleTo(&view));
    QTest::mouseClick(view.cancelButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    QCOMPARE(document.runState(), KernelDocument::RunState::Cancelled);
    QVERIFY(document.runError());
    QCOMPARE(document.runError()->kind, QStringLiteral("cancelled"));
    QVERIFY(!document.runResult());
    QVERIFY(document.progress() < 1);
    QCOMPARE(view.outputsModel()->rowCount(), 0);
    QVERIFY(view.opsModel()->data(view.opsModel()->index(2, KernelOpsModel::End)).toString().isEmpty());
    QCOMPARE(view.statusLabel()->text(), QStringLiteral("Cancelled"));
    QVERIFY(view.runButton()->isEnabled());
}

void TestKernelView::stageOpensInStudio() {
    KernelDocument document;
    KernelView view(&document);
    QVERIFY(document.load(samplePath("constant-addition.rs"), nullptr));
    const KernelOpsModel& ops = *view.opsModel();
    const QModelIndex pass = ops.index(rowOfResource(ops, QStringLiteral("main")), 0);
    MappingContent content;
    QString name;
    QVERIFY(!view.studioContent(pass, &content, &name));  // an operation row has no single stream
    QVERIFY(view.studioContent(ops.index(0, 0, pass), &content, &name));
    QCOMPARE(content.stream.engine, QStringLiteral("fetch"));
    QCOMPARE(content.stream.dtype, QStringLiteral("i32"));
    QVERIFY(content.axes.contains(QStringLiteral("A = 2048")));
    QVERIFY(!content.expression.isEmpty());
    QVERIFY(content.stream.requested());

    QSignalSpy opened(&view, &KernelView::openInStudio);
    view.opsView()->setCurrentIndex(ops.index(0, 0, pass));
    view.openSelectedInStudio();
    QCOMPARE(opened.count(), 1);
    QVERIFY(opened.front().at(0).toString().contains(QStringLiteral("fetch")));
}

void TestKernelView::mainWindowOpensKernels() {
    tcpwb::gui::MainWindow window;
    window.setAskBeforeClosing(false);
    QVERIFY(window.openFile(QStringLiteral(":/samples/constant-addition.tcpwb.json"), nullptr));
    const int designs = window.project()->designCount();
    // openFile sends a .rs to the Kernel tab and keeps the project.
    QVERIFY(window.openFile(samplePath("constant-addition.rs"), nullptr));
    QCOMPARE(window.centralTabs()->currentWidget(), window.kernelView());
    QCOMPARE(window.kernelDocument()->name(), QStringLiteral("constant-addition.rs"));
    QCOMPARE(window.project()->designCount(), designs);
    QVERIFY(window.recentFiles()->files().contains(QFileInfo(samplePath("constant-addition.rs")).absoluteFilePath()));
    // A .rs dropped on the window opens in the Kernel tab.
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(samplePath("dot-product.rs"))});
    // Qt delivers a drop only to the widget that accepted the drag's entry.
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &drop);
    QCOMPARE(window.kernelDocument()->name(), QStringLiteral("dot-product.rs"));
    QCOMPARE(window.project()->designCount(), designs);
    // A built-in sample opens too.
    QVERIFY(window.openKernel(QStringLiteral(":/kernels/gemv.rs"), nullptr));
    QCOMPARE(window.kernelDocument()->name(), QStringLiteral("gemv.rs"));
    // File > Kernel Samples lists every file of samples/kernels, each corrected copy right after the
    // manual's kernel it corrects (the GEMM's after gemm.rs), with the file's first comment line (its
    // origin) as status tip.
    auto* samples = window.findChild<QMenu*>(QStringLiteral("kernelSamples"));
    QVERIFY(samples);
    QStringList listed;
    for (QAction* action : samples->actions()) {
        if (action->menu()) continue;  // the toolchain's samples, below
        listed << action->text();
        QVERIFY2(action->statusTip().startsWith(QLatin1String("Manual, ")), qPrintable(action->text()));
    }
    // Ours in the toolchain's API, in a submenu, each saying so.
    auto* toolchain = samples->findChild<QMenu*>(QStringLiteral("toolchainKernelSamples"));
    QVERIFY(toolchain);
    QStringList ours;
    for (QAction* action : toolchain->actions()) {
        ours << action->text();
        QVERIFY2(action->statusTip().startsWith(QLatin1String("Ours, in the")), qPrintable(action->text()));
    }
    const QStringList toolchainFiles =
        QDir(QStringLiteral(TCPWB_SOURCE_DIR "/samples/kernels/toolchain")).entryList({QStringLiteral("*.rs")}, QDir::Files);
    QCOMPARE(QSet<QString>(ours.begin(), ours.end()), QSet<QString>(toolchainFiles.begin(), toolchainFiles.end()));
    toolchain->actions().front()->trigger();
    QVERIFY(window.kernelDocument()->program());
    QCOMPARE(window.kernelDocument()->program()->dialect, tcpwb::kernel::Dialect::Toolchain);
    QStringList files = QDir(QStringLiteral(TCPWB_SOURCE_DIR "/samples/kernels")).entryList({QStringLiteral("*.rs")}, QDir::Files);
    QCOMPARE(QSet<QString>(listed.begin(), listed.end()), QSet<QString>(files.begin(), files.end()));
    for (const QString& file : files)
        if (file.endsWith(QLatin1String("-corrected.rs"))) {
            const QString verbatim = file.left(file.size() - int(strlen("-corrected.rs"))) + QStringLiteral(".rs");
            QCOMPARE(listed.indexOf(file), listed.indexOf(verbatim) + 1);
        }
    QCOMPARE(listed.mid(int(listed.indexOf(QStringLiteral("gemm.rs"))), 4),
             (QStringList{"gemm.rs", "gemm-k1024.rs", "gemm-k2048-sequential.rs", "gemm-k2048-tiled.rs"}));
    QAction* gemvCorrected = samples->actions().at(int(listed.indexOf(QStringLiteral("gemv-corrected.rs"))));
    gemvCorrected->trigger();
    QCOMPARE(window.kernelDocument()->name(), QStringLiteral("gemv-corrected.rs"));
    QVERIFY(!window.kernelDocument()->error());
    QString error;
    QVERIFY(!window.openKernel(QStringLiteral("/no/such/kernel.rs"), &error));
    QVERIFY(!error.isEmpty());
    // A stage opened in the studio becomes a new design.
    QVERIFY(window.openKernel(samplePath("constant-addition.rs"), nullptr));
    KernelView* view = window.kernelView();
    const KernelOpsModel& ops = *view->opsModel();
    const int pass = rowOfResource(ops, QStringLiteral("main"));
    QVERIFY(pass >= 0);
    view->opsView()->setCurrentIndex(ops.index(0, 0, ops.index(pass, 0)));
    view->openSelectedInStudio();
    QCOMPARE(window.project()->designCount(), designs + 1);
    QCOMPARE(window.document()->content().stream.engine, QStringLiteral("fetch"));
}

// Constant Addition writes 8 i32 per slice to HBM: 256 partial 256-byte
// units, each a read-modify-write. The planner's warning sits on
// `to_hbm(result)` (icon, tooltip, amber source line) before any run, and the
// status line counts it after one.
void TestKernelView::warningsMarkTheirOperations() {
    KernelDocument document;
    KernelView view(&document);
    QAbstractItemModelTester opsTester(view.opsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(document.load(samplePath("constant-addition.rs"), nullptr));
    const KernelOpsModel& ops = *view.opsModel();
    int warned = -1;
    for (int row = 0; row < ops.rowCount(); ++row) {
        const QStringList warnings = ops.index(row, 0).data(KernelOpsModel::WarningsRole).toStringList();
        if (warnings.isEmpty()) continue;
        QCOMPARE(warned, -1);  // one operation only
        warned = row;
        QCOMPARE(warnings.size(), 1);
        QVERIFY2(warnings.front().startsWith(QStringLiteral("dma_performance: ")), qPrintable(warnings.front()));
        QVERIFY(warnings.front().contains(QStringLiteral("read-modify-write")));
    }
    QVERIFY(warned >= 0);
    QVERIFY(cell(ops, warned, KernelOpsModel::Name).startsWith(QStringLiteral("to_hbm(result)")));
    const QModelIndex name = ops.index(warned, KernelOpsModel::Name);
    QVERIFY(!name.data(Qt::DecorationRole).value<QIcon>().isNull());
    QVERIFY(name.data(Qt::ToolTipRole).toString().contains(QStringLiteral("read-modify-write")));
    // Other operations carry no mark.
    QVERIFY(ops.index(warned == 0 ? 1 : 0, KernelOpsModel::Name).data(Qt::DecorationRole).isNull());
    // Its source line is marked.
    const int line = name.data(KernelOpsModel::SourceLineRole).toInt();
    bool marked = false;
    for (const auto& selection : view.findChild<QPlainTextEdit*>(QStringLiteral("kernelSource"))->extraSelections())
        marked = marked || selection.cursor.blockNumber() == line - 1;
    QVERIFY(marked);

    QSignalSpy finished(&document, &KernelDocument::runFinished);
    QTest::mouseClick(view.runButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    QVERIFY(view.statusLabel()->text().contains(QStringLiteral("1 warning")));
    QCOMPARE(ops.index(warned, 0).data(KernelOpsModel::WarningsRole).toStringList().size(), 1);
    // The run's warnings include its plan's: the Problems list shows the one warning once.
    QCOMPARE(view.problemsModel()->rowCount(), 1);
}

// The GEMV sample as the manual prints it does not plan: its collect Time is
// m![J / 32] where the Collect Engine makes m![J / 16]. The Problems list
// says where, what and how to fix it; a double-click puts the cursor there;
// no operation claims a cycle count it was never planned to take.
void TestKernelView::problemsListShowsFixAndJumps() {
    KernelDocument document;
    KernelView view(&document);
    QAbstractItemModelTester tester(view.problemsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(document.load(samplePath("gemv.rs"), nullptr));
    const KernelProblemsModel& problems = *view.problemsModel();
    QCOMPARE(problems.rowCount(), 1);
    QCOMPARE(problems.index(0, KernelProblemsModel::Severity).data().toString(), QStringLiteral("error"));
    QCOMPARE(problems.index(0, KernelProblemsModel::Kind).data().toString(), QStringLiteral("collect_mismatch"));
    QCOMPARE(problems.index(0, KernelProblemsModel::Fix).data().toString(), QStringLiteral("write Time m![J / 16]"));
    QVERIFY(problems.index(0, KernelProblemsModel::Message).data().toString().contains(QStringLiteral("m![J / 16]")));
    const int line = problems.problem(0).at.line;
    QVERIFY(line > 0);
    QVERIFY(view.findChild<QLabel*>(QStringLiteral("kernelProblemsTitle"))->text().contains(QStringLiteral("1 error")));

    const KernelOpsModel& ops = *view.opsModel();
    QVERIFY(ops.rowCount() > 0);
    for (int row = 0; row < ops.rowCount(); ++row)
        QVERIFY2(ops.index(row, KernelOpsModel::Cycles).data().isNull(), qPrintable(cell(ops, row, KernelOpsModel::Name)));

    view.sourceView()->moveCursor(QTextCursor::Start);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTableView* list = view.problemsView();
    const QRect cellRect = list->visualRect(problems.index(0, KernelProblemsModel::Message));
    QVERIFY2(list->viewport()->rect().contains(cellRect.center()), qPrintable(QStringLiteral("%1,%2 in %3x%4")
                                                                                  .arg(cellRect.center().x())
                                                                                  .arg(cellRect.center().y())
                                                                                  .arg(list->viewport()->width())
                                                                                  .arg(list->viewport()->height())));
    // A double-click as a person makes it: a press first (QTest::mouseDClick alone sends none).
    QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier, cellRect.center());
    QTest::mouseDClick(list->viewport(), Qt::LeftButton, Qt::NoModifier, cellRect.center());
    QCOMPARE(view.sourceView()->textCursor().blockNumber() + 1, line);
    QCOMPARE(view.sourceView()->textCursor().positionInBlock() + 1, problems.problem(0).at.column);

    // The corrected GEMV plans: no error is left.
    QVERIFY(document.load(samplePath("gemv-corrected.rs"), nullptr));
    QCOMPARE(problems.errorCount(), 0);
    QVERIFY(view.findChild<QLabel*>(QStringLiteral("kernelProblemsTitle"))->text().contains(QStringLiteral("0 error")));
}

// In a narrow Kernel tab (a window of 1100x700 with its side panels) the
// message keeps most of the table: a long fix and kind are capped and elided
// (their tooltips are whole), and the columns refit when the table widens.
void TestKernelView::problemsMessageKeepsTheRoom() {
    KernelDocument document;
    KernelView view(&document);
    QVERIFY(document.load(samplePath("gemv.rs"), nullptr));
    view.resize(1100, 660);  // the Kernel tab of a 1100x700 window: the list is about half of it
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTableView* list = view.problemsView();
    const auto share = [list](int column) { return double(list->horizontalHeader()->sectionSize(column)) / list->viewport()->width(); };
    QVERIFY2(share(KernelProblemsModel::Message) >= 0.35, qPrintable(QString::number(share(KernelProblemsModel::Message))));
    QVERIFY(share(KernelProblemsModel::Fix) <= 0.34);
    QVERIFY(share(KernelProblemsModel::Kind) <= 0.2);
    const int narrowFix = list->horizontalHeader()->sectionSize(KernelProblemsModel::Fix);
    view.resize(1600, 660);
    QTRY_VERIFY(list->horizontalHeader()->sectionSize(KernelProblemsModel::Fix) >= narrowFix);
    QTRY_VERIFY(share(KernelProblemsModel::Message) >= 0.35);
}

// F5 fills the Timeline with the run; the run before stays for Compare.
// `tcpwb --kernel` goes through the same path (MainWindow::openKernel, then run).
void TestKernelView::runLandsInTheTimeline() {
    tcpwb::gui::MainWindow window;
    window.setAskBeforeClosing(false);
    QVERIFY(window.openKernel(samplePath("constant-addition.rs"), nullptr));
    QSignalSpy loaded(window.timelineView(), &TimelineView::traceLoaded);
    QSignalSpy finished(window.kernelDocument(), &KernelDocument::runFinished);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::keyClick(&window, Qt::Key_F5);
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    QCOMPARE(loaded.count(), 1);
    QVERIFY2(loaded.front().front().toString().contains(QStringLiteral("constant-addition.rs, run 1")),
             qPrintable(loaded.front().front().toString()));
    QVERIFY(window.timelineView()->model()->hasSlices());
    QCOMPARE(window.timelineView()->model()->lastCycle(), window.kernelDocument()->runResult()->cycles);
    // The warning of the run is a problem too.
    QVERIFY(window.kernelView()->problemsModel()->rowCount() >= 1);
    QCOMPARE(window.kernelView()->problemsModel()->index(0, KernelProblemsModel::Severity).data().toString(), QStringLiteral("warning"));

    window.kernelView()->run();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 60000);
    QCOMPARE(loaded.count(), 2);
    QVERIFY(loaded.back().front().toString().contains(QStringLiteral("run 2")));
    QVERIFY(window.kernelView()->findChild<QPushButton*>(QStringLiteral("kernelCompare"))->isEnabled());
}

// The source is edited in place: a pause re-reads it (the problems follow,
// the cursor stays where the user types), Save writes the file, a change on
// disk reloads an unedited kernel and is only offered over unsaved edits.
void TestKernelView::editingRereadsSavesAndWatchesTheFile() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mine.rs"));
    const QString original = readSample("constant-addition.rs");
    QVERIFY(QFile::copy(samplePath("constant-addition.rs"), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    KernelDocument document;
    KernelView view(&document);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(document.load(path, nullptr));
    QVERIFY(!document.isModified());
    auto* save = view.findChild<QPushButton*>(QStringLiteral("kernelSave"));
    QVERIFY(save && !save->isEnabled());

    // Type an unknown axis: after the pause the kernel is read again.
    const QString call = QStringLiteral(".collect::<m![1], m![A % 8]>()");
    const int at = original.indexOf(call);
    QVERIFY(at >= 0);
    QTextCursor cursor(view.sourceView()->document());
    cursor.setPosition(at + call.indexOf(QStringLiteral("A % 8")));
    cursor.deleteChar();
    view.sourceView()->setTextCursor(cursor);
    QTest::keyClicks(view.sourceView(), QStringLiteral("Q"));
    const int typedAt = view.sourceView()->textCursor().position();
    QTRY_VERIFY(document.error().has_value());
    QCOMPARE(document.error()->kind, QStringLiteral("unknown_name"));
    QCOMPARE(view.problemsModel()->errorCount(), 1);
    QCOMPARE(view.sourceView()->textCursor().position(), typedAt);  // not moved to the error
    QVERIFY(document.isModified());
    QVERIFY(save->isEnabled());
    QVERIFY(view.findChild<QLabel*>(QStringLiteral("kernelFileState"))->text().contains(QStringLiteral("not saved")));

    // Put it back and save: the file holds the editor's text.
    QTest::keyClick(view.sourceView(), Qt::Key_Backspace);
    QTest::keyClicks(view.sourceView(), QStringLiteral("A"));
    QTest::mouseClick(save, Qt::LeftButton);
    QVERIFY(!document.isModified());
    QVERIFY(!document.error());
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(saved.readAll()), original);
    saved.close();

    // Changed on disk, not edited here: reloaded.
    auto rewrite = [&](const QString& text) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(text.toUtf8());
    };
    const QString commented = QStringLiteral("// changed on disk\n") + original;
    rewrite(commented);
    QTRY_COMPARE(document.source(), commented);
    QCOMPARE(view.sourceView()->toPlainText(), commented);

    // Changed on disk under unsaved edits: offered, not applied.
    QTest::keyClicks(view.sourceView(), QStringLiteral("// mine"));
    QTest::keyClick(view.sourceView(), Qt::Key_Return);
    QTRY_VERIFY(document.isModified());
    const QString edited = view.sourceView()->toPlainText();
    rewrite(QStringLiteral("// theirs\n") + original);
    QTRY_VERIFY(view.findChild<QLabel*>(QStringLiteral("kernelFileState"))->text().contains(QStringLiteral("changed on disk")));
    QCOMPARE(view.sourceView()->toPlainText(), edited);
    auto* reload = view.findChild<QPushButton*>(QStringLiteral("kernelReload"));
    QVERIFY(reload && reload->isVisible());
    QTest::mouseClick(reload, Qt::LeftButton);
    QCOMPARE(document.source(), QStringLiteral("// theirs\n") + original);
    QVERIFY(!document.isModified());
}

// Edits to a kernel are work: closing the window (or opening another kernel)
// asks, Cancel keeps everything, Save writes the file.
void TestKernelView::closingAsksAboutKernelEdits() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mine.rs"));
    QVERIFY(QFile::copy(samplePath("constant-addition.rs"), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    tcpwb::gui::MainWindow window;
    window.setAskBeforeClosing(true);
    QVERIFY(window.openKernel(path, nullptr));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.kernelDocument()->edit(QStringLiteral("// mine\n") + window.kernelDocument()->source());
    QVERIFY(window.kernelDocument()->isModified());

    QStringList asked;
    QMessageBox::StandardButton answer = QMessageBox::Cancel;
    QTimer poll;
    connect(&poll, &QTimer::timeout, &window, [&] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) return;
        asked << box->text();
        box->button(answer)->click();
    });
    poll.start(20);
    QVERIFY(!window.close());  // Cancel: still open, still edited
    QCOMPARE(asked.size(), 1);
    QVERIFY2(asked.front().contains(QStringLiteral("mine.rs")), qPrintable(asked.front()));
    QVERIFY(window.kernelDocument()->isModified());
    QVERIFY(!window.openKernel(samplePath("dot-product.rs"), nullptr));  // Cancel again: the edits stay
    QCOMPARE(window.kernelDocument()->name(), QStringLiteral("mine.rs"));

    answer = QMessageBox::Save;
    QVERIFY(window.close());
    QFile saved(path);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QVERIFY(QString::fromUtf8(saved.readAll()).startsWith(QStringLiteral("// mine\n")));
}

// Ctrl+Space offers the kernel's axes and aliases and the API's methods; an
// alias completed after `{` closes its brace; brackets come in pairs.
void TestKernelView::sourceEditorCompletesAndPairsBrackets() {
    KernelDocument document;
    KernelView view(&document);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(document.load(samplePath("constant-addition.rs"), nullptr));
    KernelSourceEdit* edit = view.sourceView();
    const QStringList names = edit->completions();
    for (const char* name : {"A", "Slice", "Chip", "fetch", "collect", "commit", "to_dm", "to_hbm", "begin"})
        QVERIFY2(names.contains(QLatin1String(name)), name);
    QVERIFY(!names.contains(QStringLiteral("vector_*")));

    edit->moveCursor(QTextCursor::End);
    QTest::keyClick(edit, Qt::Key_Return);
    QTest::keyClicks(edit, QStringLiteral("type T = m!["));
    QCOMPARE(edit->textCursor().block().text(), QStringLiteral("type T = m![]"));  // the closer came with it
    QTest::keyClicks(edit, QStringLiteral("{ Sl"));
    QCOMPARE(edit->textCursor().block().text(), QStringLiteral("type T = m![{ Sl}]"));
    QTest::keyClick(edit, Qt::Key_Space, Qt::ControlModifier);
    QTRY_VERIFY(edit->findChild<QCompleter*>() && edit->findChild<QCompleter*>()->popup()->isVisible());
    QTest::keyClick(edit->findChild<QCompleter*>()->popup(), Qt::Key_Return);
    QCOMPARE(edit->textCursor().block().text(), QStringLiteral("type T = m![{ Slice }]"));
    // Backspace in an empty pair removes both; a closer typed over its twin steps over it.
    edit->moveCursor(QTextCursor::EndOfBlock);
    QTest::keyClicks(edit, QStringLiteral(";"));
    QTest::keyClick(edit, Qt::Key_Return);
    QTest::keyClicks(edit, QStringLiteral("f("));
    QCOMPARE(edit->textCursor().block().text(), QStringLiteral("f()"));
    QTest::keyClicks(edit, QStringLiteral(")"));
    QCOMPARE(edit->textCursor().block().text(), QStringLiteral("f()"));
    QCOMPARE(edit->textCursor().positionInBlock(), 3);
    QTest::keyClick(edit, Qt::Key_Left);
    QTest::keyClick(edit, Qt::Key_Backspace);
    QCOMPARE(edit->textCursor().block().text(), QStringLiteral("f"));
}

// A file of a crate reads what `use super::*` brings from its parent file;
// an error inside an imported item says that file and line, and marks no line
// of this one.
void TestKernelView::aCrateFileReadsItsImports() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto write = [&](const QString& relative, const QString& text) {
        const QString path = dir.filePath(relative);
        QDir().mkpath(QFileInfo(path).path());
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text.toUtf8());
    };
    const QString prelude = QStringLiteral("use furiosa_opt_std::prelude::*;\n");
    const QString copy = QStringLiteral(
        "#[device(chip = 1)]\n"
        "pub fn copy(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {\n"
        "    let staged: DmTensor<i32, Chip, Cluster, m![A / 8], m![A % 8]> = input.to_dm(&mut ctx.tdma);\n"
        "    staged.to_hbm(&mut ctx.tdma)\n}\n");
    write(QStringLiteral("Cargo.toml"), QStringLiteral("[package]\nname = \"imports\"\n"));
    write(QStringLiteral("src/lib.rs"), QStringLiteral("pub mod good;\npub mod bad;\n"));
    write(QStringLiteral("src/good.rs"),
          prelude + QStringLiteral("axes![A = 2048];\ntype Chip = m![1];\ntype Cluster = m![1 # 2];\nmod copy;\n"));
    write(QStringLiteral("src/good/copy.rs"), prelude + QStringLiteral("use super::*;\n") + copy);
    write(QStringLiteral("src/bad.rs"),
          prelude + QStringLiteral("axes![A = 2048];\ntype Chip = m![1];\n\ntype Cluster = m![Nowhere];\nmod copy;\n"));
    write(QStringLiteral("src/bad/copy.rs"), prelude + QStringLiteral("use super::*;\n") + copy);

    KernelDocument document;
    QVERIFY(document.load(dir.filePath(QStringLiteral("src/good/copy.rs")), nullptr));
    QVERIFY2(!document.error(), document.error() ? qPrintable(document.error()->message) : "");
    QCOMPARE(QString::fromStdString(document.program()->axes.toString()), QStringLiteral("A = 2048"));

    QVERIFY(document.load(dir.filePath(QStringLiteral("src/bad/copy.rs")), nullptr));
    QVERIFY(document.error());
    QCOMPARE(document.error()->line, 0);
    QVERIFY2(document.error()->message.contains(QStringLiteral("bad.rs:5:")), qPrintable(document.error()->message));
    QVERIFY2(document.error()->formatted.contains(QStringLiteral("m![Nowhere]")), qPrintable(document.error()->formatted));

    // Two functions of one name in two inline modules: each listed and run
    // by its module path, in its module's scope (its own `Rows`).
    auto inModule = [&](const QString& module, int rows) {
        return QStringLiteral(
                   "pub mod %1 {\n    use super::*;\n    type Rows = m![A / %2 # 256];\n    #[device(chip = 1)]\n"
                   "    pub fn copy(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {\n"
                   "        let staged: DmTensor<i32, Chip, Cluster, Rows, m![A % %2]> = input.to_dm(&mut ctx.tdma);\n"
                   "        staged.to_hbm(&mut ctx.tdma)\n    }\n}\n")
            .arg(module)
            .arg(rows);
    };
    write(QStringLiteral("src/good.rs"), prelude + QStringLiteral("axes![A = 2048];\ntype Chip = m![1];\ntype Cluster = m![1 # 2];\n"
                                                                  "mod copy;\nmod twice;\n"));
    write(QStringLiteral("src/good/twice.rs"),
          prelude + QStringLiteral("use super::*;\n") + inModule(QStringLiteral("by8"), 8) + inModule(QStringLiteral("by16"), 16));
    KernelView view(&document);
    QVERIFY(document.load(dir.filePath(QStringLiteral("src/good/twice.rs")), nullptr));
    QComboBox* functions = view.functionBox();
    QCOMPARE(functions->count(), 3);
    QCOMPARE(functions->itemData(1).toString(), QStringLiteral("by8::copy"));
    QCOMPARE(functions->itemData(2).toString(), QStringLiteral("by16::copy"));
    functions->setCurrentIndex(2);
    emit functions->activated(2);
    QCOMPARE(document.entry(), QStringLiteral("by16::copy"));
    QVERIFY2(!document.error(), document.error() ? qPrintable(document.error()->message) : "");
    const tcpwb::kernel::Program& program = *document.program();
    const auto staged =
        std::find_if(program.tensors.begin(), program.tensors.end(), [](const tcpwb::kernel::Tensor& t) { return t.name == "staged"; });
    QVERIFY(staged != program.tensors.end());
    QCOMPARE(QString::fromStdString(staged->mappings.at(2).text), QStringLiteral("m![A / 16 # 256]"));
}

// A file of several device functions: the dialect shown, each function
// listed, the one chosen read and run on its own, the allocator's refusal
// shown as the kernel's error, and the choice kept across an edit.
void TestKernelView::choosesTheDeviceFunctionToRun() {
    KernelDocument document;
    KernelView view(&document);
    QVERIFY(document.load(samplePath("toolchain/staging.rs"), nullptr));
    QComboBox* functions = view.functionBox();
    QCOMPARE(functions->count(), 4);  // the file's own choice, then its three device functions
    QCOMPARE(functions->currentIndex(), 0);
    QCOMPARE(functions->itemData(2).toString(), QStringLiteral("stage_in_turn"));
    QVERIFY(functions->itemText(2).startsWith(QStringLiteral("stage_in_turn (line ")));
    QVERIFY(functions->itemData(2, Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("#[device(chip = 1, pe = 8)] fn stage_in_turn(ctx: &mut Context")));
    QVERIFY(!view.dialectLabel()->isHidden());
    QVERIFY(view.dialectLabel()->text().contains(QStringLiteral("toolchain")));
    QVERIFY(view.dialectLabel()->toolTip().contains(QStringLiteral("furiosa_opt_std")));
    QCOMPARE(QString::fromStdString(document.program()->entry), QStringLiteral("round_trip"));

    QSignalSpy finished(&document, &KernelDocument::runFinished);
    functions->setCurrentIndex(2);
    emit functions->activated(2);
    QCOMPARE(document.entry(), QStringLiteral("stage_in_turn"));
    QCOMPARE(QString::fromStdString(document.program()->entry), QStringLiteral("stage_in_turn"));
    // The source shows the function chosen.
    const auto chosen =
        std::find_if(document.kernels().begin(), document.kernels().end(), [](const auto& k) { return k.name == "stage_in_turn"; });
    QVERIFY(chosen != document.kernels().end());
    QCOMPARE(view.sourceView()->textCursor().blockNumber() + 1, int(chosen->line));
    // A font that arrives later (the application's) widens the line numbers and moves the text
    // with them: the gutter never covers the text's first column.
    KernelSourceEdit* source = view.sourceView();
    QFont larger = source->font();
    larger.setPointSize(larger.pointSize() * 3);
    source->setFont(larger);
    QCOMPARE(source->viewport()->geometry().left(), source->contentsRect().left() + source->gutterWidth());
    QVERIFY(!document.isModified());
    QVERIFY(view.runButton()->isEnabled());
    view.run();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    QCOMPARE(document.runState(), KernelDocument::RunState::Finished);
    QCOMPARE(view.outputsModel()->rowCount(), 4);
    for (int row = 0; row < 4; ++row) QCOMPARE(cell(*view.outputsModel(), row, KernelOutputsModel::Ok), QStringLiteral("ok"));

    // The one that does not fit: its error, the dialect still shown.
    functions->setCurrentIndex(3);
    emit functions->activated(3);
    QVERIFY(document.error());
    QCOMPARE(document.error()->kind, QStringLiteral("allocation_failed"));
    QCOMPARE(document.error()->line, lineOf(document.source(), QStringLiteral("let d_dm")) + 18);
    QVERIFY(!view.runButton()->isEnabled());
    QVERIFY(!view.dialectLabel()->isHidden());
    QCOMPARE(functions->currentIndex(), 3);

    // An edit keeps the choice while the function exists; back to the file's own choice.
    functions->setCurrentIndex(2);
    emit functions->activated(2);
    document.edit(document.source() + QStringLiteral("\n"));
    QCOMPARE(document.entry(), QStringLiteral("stage_in_turn"));
    QCOMPARE(functions->currentIndex(), 2);
    functions->setCurrentIndex(0);
    emit functions->activated(0);
    QVERIFY(document.entry().isEmpty());
    QCOMPARE(QString::fromStdString(document.program()->entry), QStringLiteral("round_trip"));

    // The manual's kernels are read in its dialect.
    QVERIFY(document.load(samplePath("constant-addition.rs"), nullptr));
    QVERIFY(view.dialectLabel()->text().contains(QStringLiteral("manual")));
    QCOMPARE(functions->count(), 2);
}

// A device function that only loads a register file runs; the status says there was
// nothing to check rather than that every output matches.
void TestKernelView::aRunWithNothingToCheckSaysSo() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("only_loads.rs"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(
        "use furiosa_opt_std::prelude::*;\naxes![A = 8];\n#[device(chip = 1)]\n"
        "fn k(ctx: &mut Context, x: &HbmTensor<i32, m![1], m![A]>) {\n"
        "    let staged: HbmTensor<i32, m![1], m![A]> = x.to_hbm(&mut ctx.tdma);\n}\n");
    file.close();
    KernelDocument document;
    KernelView view(&document);
    QVERIFY(document.load(path, nullptr));
    QSignalSpy finished(&document, &KernelDocument::runFinished);
    view.run();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    QCOMPARE(document.runState(), KernelDocument::RunState::Finished);
    QVERIFY2(view.statusLabel()->text().contains(QStringLiteral("no output to check")), qPrintable(view.statusLabel()->text()));
    QCOMPARE(view.problemsModel()->rowCount(), 1);
}

// QFile::size() is 0 for /dev/zero: the kernel is read up to its 4 MiB limit
// and refused, and the kernel shown before stays.
void TestKernelView::anEndlessFileIsRefusedNotReadToItsEnd() {
    if (!QFileInfo::exists(QStringLiteral("/dev/zero"))) QSKIP("no /dev/zero here");
    KernelDocument document;
    QVERIFY(document.load(samplePath("constant-addition.rs"), nullptr));
    QString error;
    QVERIFY(!document.load(QStringLiteral("/dev/zero"), &error));
    QVERIFY2(error.contains(QStringLiteral("more than 4194304 bytes")), qPrintable(error));
    QCOMPARE(document.name(), QStringLiteral("constant-addition.rs"));
}

QTEST_MAIN(TestKernelView)
#include "tst_kernel_view.moc"
