// The real MainWindow: opens the built-in sample, shows what core derives
// for it, reports and underlines an error as the user types, and takes the
// typing back with Edit > Undo.
#include <QAction>
#include <QLineEdit>
#include <QRandomGenerator>
#include <QTableView>
#include <QLabel>
#include <QTest>

#include "CommandLine.h"
#include "MainWindow.h"
#include "widgets/document/MappingDocument.h"
#include "widgets/toolkit/DiagnosticView.h"
#include "widgets/views/ExpressionEdit.h"
#include "widgets/views/MappingEditorDock.h"
#include "widgets/views/MappingSummaryView.h"
#include "widgets/views/PositionLookup.h"
#include "widgets/views/PositionSpinBox.h"

using namespace tcpwb;

namespace {

QString defaultSample() { return QString::fromLatin1(gui::kDefaultSample); }

}  // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void opensTheSample() {
        gui::MainWindow window;
        QString error;
        QVERIFY2(window.openFile(defaultSample(), &error), qPrintable(error));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        widgets::MappingEditorDock* dock = window.editorDock();
        QVERIFY(dock->isVisible());
        QCOMPARE(dock->axesEdit()->text(), QStringLiteral("A = 2048"));
        QCOMPARE(dock->expressionEdit()->toPlainText(), QStringLiteral("m![A % 8]"));
        QCOMPARE(dock->summary()->sizeText(), QStringLiteral("8"));
        QCOMPARE(dock->summary()->normalizedText(), QStringLiteral("m![A % 8]"));
        QVERIFY(dock->summary()->isVisible());
        QVERIFY(!dock->expressionError()->isVisible());
        QCOMPARE(dock->expressionEdit()->errorSpan().first, -1);

        auto* aliases = window.findChild<QTableView*>(QStringLiteral("aliasTable"));
        QVERIFY(aliases);
        QCOMPARE(aliases->model()->rowCount(), 3);
        // An alias that does not compile says why under the table, not only in the Size cell's tooltip.
        auto* aliasProblems = window.findChild<QLabel*>(QStringLiteral("aliasProblems"));
        QVERIFY(aliasProblems && aliasProblems->isHidden());
        window.document()->setText({widgets::FieldRef::Field::AliasExpression, 2}, QStringLiteral("m![Q / 8]"));
        QVERIFY(!aliasProblems->isHidden());
        QVERIFY2(aliasProblems->text().startsWith(QStringLiteral("Slice: ")) && aliasProblems->text().contains(QStringLiteral("Q")),
                 qPrintable(aliasProblems->text()));
        QCOMPARE(aliases->model()->index(2, 2).data().toString(), QStringLiteral("error"));
        window.document()->undoStack()->undo();
        QVERIFY(aliasProblems->isHidden());
        auto* positions = window.findChild<QTableView*>(QStringLiteral("bufferPositionsTable"));
        QVERIFY(positions);
        QCOMPARE(positions->model()->rowCount(), 8);
        QCOMPARE(positions->model()->index(5, 1).data().toString(), QStringLiteral("{A: 5}"));
        QVERIFY(window.windowTitle().contains(QStringLiteral("constant-addition.tcpwb.json")));

        QVERIFY(window.close());
        QVERIFY(!window.isVisible());
    }

    void theOtherSampleLoadsToo() {
        gui::MainWindow window;
        QString error;
        QVERIFY2(window.openFile(QStringLiteral(":/samples/gemm.tcpwb.json"), &error), qPrintable(error));
        QCOMPARE(window.editorDock()->summary()->sizeText(), QStringLiteral("16384"));
        QCOMPARE(window.editorDock()->summary()->normalizedText(), QStringLiteral("m![I % 32, J / 8 % 4, K / 16]"));
    }

    void typingAnErrorShowsItAndUndoTakesItBack() {
        gui::MainWindow window;
        window.setAskBeforeClosing(false);
        QVERIFY(window.openFile(defaultSample(), nullptr));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        widgets::ExpressionEdit* edit = window.editorDock()->expressionEdit();
        edit->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, QStringLiteral("m![A / 7]"));

        QCOMPARE(edit->toPlainText(), QStringLiteral("m![A / 7]"));
        widgets::DiagnosticView* error = window.editorDock()->expressionError();
        QVERIFY(error->isVisible());
        QVERIFY2(error->message().contains(QStringLiteral("stride 7 does not divide")), qPrintable(error->message()));
        QVERIFY(error->text().contains(QStringLiteral("pad first")));  // core's fix is shown
        QCOMPARE(edit->errorSpan(), qMakePair(5, 3));
        QVERIFY(!window.editorDock()->summary()->isVisible());
        QVERIFY(window.isWindowModified());

        auto* undo = window.findChild<QAction*>(QStringLiteral("actionUndo"));
        QVERIFY(undo && undo->isEnabled());
        int steps = 0;  // typing undoes a word at a time, back to the sample
        while (undo->isEnabled() && steps < 20) {
            undo->trigger();
            ++steps;
        }
        QVERIFY2(steps > 1 && steps <= 6, qPrintable(QString::number(steps)));
        QCOMPARE(edit->toPlainText(), QStringLiteral("m![A % 8]"));
        QVERIFY(!error->isVisible());
        QCOMPARE(edit->errorSpan().first, -1);
        QCOMPARE(window.editorDock()->summary()->sizeText(), QStringLiteral("8"));
        QVERIFY(!window.isWindowModified());
        QVERIFY(!undo->isEnabled());
        QVERIFY(window.close());
    }

    void ctrlZInTheEditorUsesTheDocumentHistory() {
        gui::MainWindow window;
        window.setAskBeforeClosing(false);
        QVERIFY(window.openFile(defaultSample(), nullptr));
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        widgets::ExpressionEdit* edit = window.editorDock()->expressionEdit();
        edit->setFocus();
        edit->moveCursor(QTextCursor::End);
        QTest::keyClick(edit, Qt::Key_Backspace);
        QTest::keyClicks(edit, QStringLiteral(", 4]"));
        QCOMPARE(window.document()->content().expression, QStringLiteral("m![A % 8, 4]"));
        QTest::keyClick(edit, Qt::Key_Z, Qt::ControlModifier);  // the last word typed
        QCOMPARE(edit->toPlainText(), QStringLiteral("m![A % 8, 4"));
        QCOMPARE(window.document()->content().expression, edit->toPlainText());
        QTest::keyClick(edit, Qt::Key_Z, Qt::ControlModifier);  // the rest: Backspace and retyping are one correction
        QCOMPARE(edit->toPlainText(), QStringLiteral("m![A % 8]"));
        QCOMPARE(window.document()->undoStack()->index(), 0);
    }

    void positionLookupAnswers() {
        gui::MainWindow window;
        QVERIFY(window.openFile(defaultSample(), nullptr));
        window.document()->setExpression(QStringLiteral("m![A / 8 # 300]"));
        widgets::PositionLookup* lookup = window.editorDock()->positionLookup();
        QCOMPARE(lookup->spinBox()->maximum(), quint64(299));
        lookup->spinBox()->setValue(3);
        QCOMPARE(lookup->answer(), QStringLiteral("{A: 24}"));
        lookup->spinBox()->setValue(299);
        QCOMPARE(lookup->answer(), QStringLiteral("padding (any)"));
        window.document()->setExpression(QStringLiteral("m![A % 8]"));
        QCOMPARE(lookup->spinBox()->value(), quint64(7));  // clamped to the smaller buffer
        QCOMPARE(lookup->answer(), QStringLiteral("{A: 7}"));
    }

    void randomEditsNeverCrash() {
        // Bad input must never crash: throw fragments of the language, and
        // some that are not, at every field, with undo and redo in between.
        gui::MainWindow window;
        window.setAskBeforeClosing(false);
        QVERIFY(window.openFile(defaultSample(), nullptr));
        window.show();
        const QStringList pieces = {"m![",
                                    "]",
                                    "A",
                                    "B'",
                                    "{ Slice }",
                                    "{",
                                    "}",
                                    "/",
                                    "%",
                                    "#",
                                    "#{0}",
                                    "#{!}",
                                    "=",
                                    "@",
                                    "*",
                                    ",",
                                    "$(",
                                    ":",
                                    ")",
                                    "0",
                                    "7",
                                    "64",
                                    "4611686018427387904",
                                    "99999999999999999999",
                                    "0x",
                                    " ",
                                    "\n",
                                    "é",
                                    "\U0001F600",
                                    "'",
                                    "-",
                                    "axes![",
                                    "A = 8",
                                    ";"};
        const QStringList valid = {"m![A % 8]",
                                   "m![A / 8 # 256]",
                                   "m![{ Slice }, A % 8]",
                                   "m![A # 4096 / 2, 1 # 4]",
                                   "m![$(A / 1024 : 1, A % 2 : 3)]",
                                   "m![A / 8 #{0} 300]",
                                   "m![A = 5 @ 2]",
                                   "A = 2048",
                                   "A = 2048, B = 4",
                                   "A = 4, B = 4, B' = B - A"};
        QRandomGenerator random(20240611);
        auto piece = [&](const QStringList& from) { return from.at(int(random.bounded(from.size()))); };
        auto randomText = [&] {
            // Whole valid texts, valid texts with one piece dropped in, and noise.
            QString text = piece(valid);
            switch (random.bounded(3)) {
                case 0: return text;
                case 1: return text.insert(int(random.bounded(text.size() + 1)), piece(pieces));
                default: text.clear();
            }
            for (int n = int(random.bounded(12)); n > 0; --n) text += piece(pieces);
            return text;
        };
        widgets::MappingDocument* document = window.document();
        int compiled = 0;
        for (int step = 0; step < 600; ++step) {
            switch (random.bounded(7)) {
                case 0: document->setAxes(randomText()); break;
                case 1: document->setExpression(randomText()); break;
                case 2: document->setText({widgets::FieldRef::Field::AliasExpression, int(random.bounded(4))}, randomText()); break;
                case 3: document->setText({widgets::FieldRef::Field::AliasName, int(random.bounded(4))}, randomText()); break;
                case 4: document->insertAlias(int(random.bounded(4)), {randomText(), randomText()}); break;
                case 5: document->removeAlias(int(random.bounded(4))); break;
                default: random.bounded(2) ? document->undoStack()->undo() : document->undoStack()->redo(); break;
            }
            window.editorDock()->positionLookup()->spinBox()->setValue(random.generate64());
            QCoreApplication::processEvents();
            compiled += document->derivation().ok();
        }
        QVERIFY(compiled > 0);  // the success path was exercised too
        while (document->undoStack()->canUndo()) document->undoStack()->undo();
        QCOMPARE(window.editorDock()->summary()->sizeText(), QStringLiteral("8"));
        QVERIFY(!window.isWindowModified());
    }

    void badFileKeepsTheWindowsDocument() {
        gui::MainWindow window;
        QVERIFY(window.openFile(defaultSample(), nullptr));
        QString error;
        QVERIFY(!window.openFile(QStringLiteral("/nonexistent/file.tcpwb.json"), &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(window.editorDock()->summary()->sizeText(), QStringLiteral("8"));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
