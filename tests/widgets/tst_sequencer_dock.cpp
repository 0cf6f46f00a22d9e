// The config inspector: typing a stream re-derives the configuration, the
// models pass QAbstractItemModelTester, a broken rule shows its sentence and
// fix, undo takes a stream edit back, and the stream survives a save.
#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QTemporaryDir>
#include <QScrollBar>
#include <QTableView>
#include <QTest>

#include "widgets/banks/BankPlot.h"
#include "widgets/document/DocumentFile.h"
#include "widgets/document/MappingDocument.h"
#include "widgets/models/SequencerConfigModel.h"
#include "widgets/models/SequencerSummaryModel.h"
#include "widgets/toolkit/DiagnosticView.h"
#include "widgets/views/ExpressionEdit.h"
#include <QLabel>
#include "widgets/views/SequencerDock.h"

using namespace tcpwb::widgets;

namespace {

MappingContent maskingCase1() {
    MappingContent content;
    content.axes = QStringLiteral("A = 32, B = 90, B' = # 2 + B + # 4");
    content.expression = QStringLiteral("m![A, B # 96]");
    content.stream.time = QStringLiteral("m![A, B' / 32]");
    content.stream.packet = QStringLiteral("m![B' % 32]");
    return content;
}

QString cell(const QAbstractItemModel& model, int row, int column) { return model.data(model.index(row, column)).toString(); }

void type(ExpressionEdit* edit, const QString& text) {
    edit->selectAll();
    QTest::keyClicks(edit, text);
}

}  // namespace

class TestSequencerDock : public QObject {
    Q_OBJECT

private slots:
    void modelsAreWellBehaved() {
        MappingDocument document;
        SequencerDock dock(&document);
        QAbstractItemModelTester configTester(dock.configModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester summaryTester(dock.summaryModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        document.replaceContent(maskingCase1(), {});
        QCOMPARE(dock.configModel()->rowCount(), 3);
        dock.configModel()->setShowMerged(false);
        QCOMPARE(dock.configModel()->rowCount(), 3);
        document.setText({FieldRef::Field::Time}, QStringLiteral("m![A, B' / 16]"));
        document.setText({FieldRef::Field::Engine}, QStringLiteral("commit"));
        document.replaceContent({}, {});
        QCOMPARE(dock.configModel()->rowCount(), 0);
    }

    void showsTheManualsMaskingCase() {
        MappingDocument document;
        document.replaceContent(maskingCase1(), {});
        SequencerDock dock(&document);
        const auto* config = dock.configModel();
        QCOMPARE(cell(*config, 1, SequencerConfigModel::Term), QStringLiteral("B' / 32"));
        QCOMPARE(cell(*config, 1, SequencerConfigModel::Stride), QStringLiteral("32"));
        QVERIFY(cell(*config, 1, SequencerConfigModel::Role).contains(QStringLiteral("last_dim")));
        QCOMPARE(cell(*config, 2, SequencerConfigModel::Role), QStringLiteral("packet"));
        QCOMPARE(dock.summaryModel()->value(QStringLiteral("cycles")), QStringLiteral("96"));
        QCOMPARE(dock.summaryModel()->value(QStringLiteral("base")), QStringLiteral("-2 elements"));
        QVERIFY(dock.summaryModel()->value(QStringLiteral("masking")).contains(QStringLiteral("left_pad 2")));
        QVERIFY(dock.ruleError()->isHidden());
    }

    // At 1100x700 the panel is about 330 px wide: the masking's long value
    // wraps onto a taller row instead of being cut, and the table asks for
    // the height of all its rows.
    void longValuesWrapInsteadOfClipping() {
        MappingDocument document;
        document.replaceContent(maskingCase1(), {});
        SequencerDock dock(&document);
        dock.resize(330, 1000);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        auto* table = dock.findChild<QTableView*>(QStringLiteral("summaryTable"));
        QVERIFY(table);
        int masking = -1;
        for (int row = 0; row < dock.summaryModel()->rowCount(); ++row)
            if (cell(*dock.summaryModel(), row, 0) == QStringLiteral("masking")) masking = row;
        QVERIFY(masking >= 0);
        const int line = table->fontMetrics().height() + 6;
        QTRY_VERIFY2(table->rowHeight(masking) > line, qPrintable(QString::number(table->rowHeight(masking))));
        QVERIFY(table->rowHeight(0) <= line);  // a short value keeps one line
        int rows = 0;
        for (int row = 0; row < dock.summaryModel()->rowCount(); ++row) rows += table->rowHeight(row);
        QVERIFY(table->sizeHint().height() >= rows);
        QCOMPARE(table->verticalScrollBar()->maximum(), 0);
    }

    void typingRederivesAndExplainsRejections() {
        MappingDocument document;
        MappingContent content;
        content.axes = QStringLiteral("A = 3, B = 5, C = 2");
        content.expression = QStringLiteral("m![A, B, C]");
        content.stream.dtype = QStringLiteral("f8e4m3");
        document.replaceContent(content, {});
        SequencerDock dock(&document);
        type(dock.timeEdit(), QStringLiteral("m![A]"));
        type(dock.packetEdit(), QStringLiteral("m![[B, C] # 16]"));
        QCOMPARE(document.content().stream.packet, QStringLiteral("m![[B, C] # 16]"));
        QCOMPARE(dock.summaryModel()->value(QStringLiteral("cycles")), QStringLiteral("3"));
        type(dock.packetEdit(), QStringLiteral("m![B, C]"));  // 10 bytes: not 8-byte aligned
        QVERIFY(!dock.ruleError()->isHidden());
        QVERIFY(dock.ruleError()->message().contains(QStringLiteral("multiple of 8 bytes")));
        QVERIFY(dock.ruleError()->text().contains(QStringLiteral("m![[B, C] # 16]")));  // the fix
        QCOMPARE(dock.configModel()->rowCount(), 0);
        type(dock.packetEdit(), QStringLiteral("m![B, Q]"));
        QVERIFY(dock.ruleError()->isHidden());
        QCOMPARE(dock.packetEdit()->errorSpan().first, 6);  // under Q
    }

    void choosingTheEngineIsUndoable() {
        MappingDocument document;
        document.replaceContent(maskingCase1(), {});
        SequencerDock dock(&document);
        const int commit = dock.engineBox()->findData(QStringLiteral("commit"));
        dock.engineBox()->setCurrentIndex(commit);
        emit dock.engineBox()->activated(commit);
        QCOMPARE(document.content().stream.engine, QStringLiteral("commit"));
        QVERIFY(!dock.ruleError()->isHidden());  // a commit may not write a padded axis
        document.undoStack()->undo();
        QCOMPARE(document.content().stream.engine, QStringLiteral("fetch"));
        QCOMPARE(dock.engineBox()->currentData().toString(), QStringLiteral("fetch"));
        QVERIFY(dock.ruleError()->isHidden());
    }

    void bankStreaksNameTheTensorElement() {
        MappingDocument document;
        MappingContent content;
        content.axes = QStringLiteral("A = 256, B = 128");
        content.expression = QStringLiteral("m![A, B]");
        content.stream.time = QStringLiteral("m![B / 8, A]");
        content.stream.packet = QStringLiteral("m![B % 8]");
        document.replaceContent(content, {});
        SequencerDock dock(&document);
        QCOMPARE(dock.bankPlot()->visibleEnd(), tcpwb::u64(SequencerDock::kMaxBankAccesses));
        QVERIFY(dock.bankPlot()->columns() > 0);
        QCOMPARE(dock.bankPlot()->cell(0, 0), 1.0);  // rows of 128 bytes: bank 0 every access
        QCOMPARE(dock.bankPlot()->cell(1, 0), 0.0);
        const QString text = dock.bankSummary()->text();
        QVERIFY(text.contains(QStringLiteral("bank 1 is hit 256 times in a row from access 256, first at {B: 8}")));
        // The origin names its axes, as the Buffer positions table does (core prints "{}").
        QVERIFY2(text.contains(QStringLiteral("bank 0 is hit 256 times in a row from access 0, first at {A: 0, B: 0}")), qPrintable(text));
        document.setText({FieldRef::Field::Time}, QStringLiteral("m![A, B / 8]"));
        QVERIFY(dock.bankSummary()->text().contains(QStringLiteral("No bank is hit 64 times")));
    }

    void streamSurvivesSaveAndLoad() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("stream.tcpwb.json"));
        MappingContent content = maskingCase1();
        content.stream.context = QStringLiteral("sub");
        QVERIFY(writeDocumentFile(path, content).isEmpty());
        MappingDocument document;
        QString error;
        QVERIFY(document.load(path, &error));
        QCOMPARE(document.content(), content);
        const auto broken = parseDocument(R"({"format": "tcpwb-mapping-studio", "version": 1, "axes": "A=8",
                                             "expression": "m![A]", "stream": {"time": 3}})");
        QVERIFY(std::holds_alternative<QString>(broken));
    }
};

QTEST_MAIN(TestSequencerDock)
#include "tst_sequencer_dock.moc"
