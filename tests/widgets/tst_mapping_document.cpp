// MappingDocument: loading and saving *.tcpwb.json, bad files, undo/redo
// and merging of typing, and what it derives through core.
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "../diag_kind_text.h"
#include "widgets/document/DocumentFile.h"
#include "widgets/document/EditCommands.h"
#include "widgets/document/MappingDocument.h"
#include "widgets/document/StringBridge.h"

using namespace tcpwb::widgets;

namespace {

MappingContent sample() {
    return {QStringLiteral("A = 2048"),
            {{QStringLiteral("Chip"), QStringLiteral("m![1]")},
             {QStringLiteral("Cluster"), QStringLiteral("m![1 # 2]")},
             {QStringLiteral("Slice"), QStringLiteral("m![A / 8 # 256]")}},
            QStringLiteral("m![A % 8]"),
            {}};
}

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes) {
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
    file.write(bytes);
    return path;
}

}  // namespace

class TestMappingDocument : public QObject {
    Q_OBJECT

private slots:
    void malformedJsonKeepsTheDocument_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");  // a piece of the message
        QTest::newRow("truncated") << QByteArray(R"({"format": "tcpwb-mapping-studio", "version": 1, "axes": )")
                                   << QStringLiteral("not valid JSON");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("not valid JSON");
        QTest::newRow("array") << QByteArray("[1, 2]") << QStringLiteral("not an object");
        QTest::newRow("wrong format") << QByteArray(R"({"format": "other", "version": 1})")
                                      << QStringLiteral("\"format\" must be \"tcpwb-mapping-studio\"");
        QTest::newRow("wrong version") << QByteArray(
                                              R"({"format": "tcpwb-mapping-studio", "version": 7, "axes": "A = 8", "expression": "m![A]"})")
                                       << QStringLiteral("unsupported \"version\"");
        QTest::newRow("no axes") << QByteArray(R"({"format": "tcpwb-mapping-studio", "version": 1, "expression": "m![A]"})")
                                 << QStringLiteral("\"axes\" must be a string");
        QTest::newRow("aliases not array")
            << QByteArray(R"({"format": "tcpwb-mapping-studio", "version": 1, "axes": "A = 8", "aliases": 3, "expression": "m![A]"})")
            << QStringLiteral("\"aliases\" must be an array");
        QTest::newRow("alias without name") << QByteArray(R"({"format": "tcpwb-mapping-studio", "version": 1, "axes": "A = 8",
                              "aliases": [{"expression": "m![A]"}], "expression": "m![A]"})")
                                            << QStringLiteral("alias 1: \"name\" must be a string");
    }

    void malformedJsonKeepsTheDocument() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        MappingDocument document;
        document.replaceContent(sample(), QStringLiteral("/somewhere/previous.tcpwb.json"));
        document.setExpression(QStringLiteral("m![A % 16]"));  // an unsaved edit must survive too
        QSignalSpy changed(&document, &MappingDocument::changed);

        QString error;
        QVERIFY(!document.load(writeFile(dir, QStringLiteral("bad.tcpwb.json"), bytes), &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("bad.tcpwb.json")), qPrintable(error));
        QCOMPARE(changed.count(), 0);
        QCOMPARE(document.content().expression, QStringLiteral("m![A % 16]"));
        QCOMPARE(document.content().aliases, sample().aliases);
        QCOMPARE(document.filePath(), QStringLiteral("/somewhere/previous.tcpwb.json"));
        QVERIFY(document.isModified());
        QCOMPARE(document.undoStack()->count(), 1);
    }

    void missingFileIsAnError() {
        MappingDocument document;
        document.replaceContent(sample(), {});
        QString error;
        QVERIFY(!document.load(QStringLiteral("/nonexistent/x.tcpwb.json"), &error));
        QVERIFY2(error.startsWith(QStringLiteral("Cannot open x.tcpwb.json")), qPrintable(error));
        QCOMPARE(document.content(), sample());
    }

    void saveAndLoadRoundTrip() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("round.tcpwb.json"));
        MappingDocument document;
        document.replaceContent(sample(), {});
        document.setExpression(QStringLiteral("m![{ Slice }, A % 8]"));
        QVERIFY(document.isModified());
        QString error;
        QVERIFY2(document.save(path, &error), qPrintable(error));
        QVERIFY(!document.isModified());
        QCOMPARE(document.filePath(), path);

        MappingDocument reloaded;
        QVERIFY2(reloaded.load(path, &error), qPrintable(error));
        QCOMPARE(reloaded.content(), document.content());
        QCOMPARE(reloaded.displayName(), QStringLiteral("round.tcpwb.json"));
        QVERIFY(reloaded.derivation().ok());
        QCOMPARE(reloaded.derivation().mapping->size(), tcpwb::u64(2048));
    }

    void theFileFormatIsTheDocumentedOne() {
        const QByteArray json = serializeDocument(sample());
        QVERIFY(json.contains(R"("format": "tcpwb-mapping-studio")"));
        QVERIFY(json.contains(R"("version": 1)"));
        const ParsedDocument parsed = parseDocument(json);
        QVERIFY(std::holds_alternative<MappingContent>(parsed));
        QCOMPARE(std::get<MappingContent>(parsed), sample());
    }

    void builtInSamplesCannotBeOverwritten() {
        MappingDocument document;
        document.replaceContent(sample(), QStringLiteral(":/samples/constant-addition.tcpwb.json"));
        QCOMPARE(document.filePath(), QString());
        QCOMPARE(document.displayName(), QStringLiteral("constant-addition.tcpwb.json (sample)"));
        QString error;
        QVERIFY(!document.save(QStringLiteral(":/samples/constant-addition.tcpwb.json"), &error));
        QVERIFY(!error.isEmpty());
    }

    // Types `text` into the expression one character at a time, `gapMs`
    // apart on the document's clock, after what is there.
    static void type(MappingDocument& document, qint64& now, const QString& text, qint64 gapMs = 50) {
        for (QChar c : text) {
            now += gapMs;
            document.setExpression(document.content().expression + c);
        }
    }

    // Every text the expression takes as Undo is pressed until nothing is left.
    static QStringList undoHistory(MappingDocument& document) {
        QStringList seen{document.content().expression};
        while (document.undoStack()->canUndo()) {
            document.undoStack()->undo();
            seen << document.content().expression;
        }
        return seen;
    }

    void typingGroupsByWord() {
        MappingDocument document;
        qint64 now = 0;
        document.setClock([&] { return now; });
        document.replaceContent(sample(), {});
        now += 5000;
        document.setExpression({});  // select all, Delete: a step of its own
        type(document, now, QStringLiteral("m![A, B]"));
        QCOMPARE(undoHistory(document), (QStringList{"m![A, B]", "m![A, B", "m![A", "m", "", "m![A % 8]"}));
        QVERIFY(!document.isModified());
        document.undoStack()->redo();
        QCOMPARE(document.content().expression, QString());
    }

    void aPauseStartsANewStep() {
        MappingDocument document;
        qint64 now = 0;
        document.setClock([&] { return now; });
        document.replaceContent(sample(), {});
        type(document, now, QStringLiteral("xy"));
        now += kTypingPauseMs + 1;
        type(document, now, QStringLiteral("zw"));
        QCOMPARE(undoHistory(document), (QStringList{"m![A % 8]xyzw", "m![A % 8]xy", "m![A % 8]"}));
    }

    // The afternoon's complaint: three attempts typed one after another; each
    // can be reached again with Undo, and one Undo never passes an attempt.
    void everyAttemptCanBeReachedAgain() {
        MappingDocument document;
        qint64 now = 0;
        document.setClock([&] { return now; });
        document.replaceContent(sample(), {});
        const QStringList attempts{"m![A / 2]", "m![A % 4, 1 # 2]", "m![A / 4 # 4]"};
        for (const QString& attempt : attempts) {
            document.setExpression(attempt.left(1));  // typing over the selected old text replaces it
            type(document, now, attempt.mid(1));
        }
        document.undoStack()->undo();
        QVERIFY(document.content().expression.startsWith(QStringLiteral("m![A / 4")));  // still the third attempt
        document.undoStack()->redo();
        const QStringList history = undoHistory(document);
        for (const QString& attempt : attempts) QVERIFY2(history.contains(attempt), qPrintable(attempt));
    }

    // A paste, a completion or a replace is a step of its own: typing after it
    // does not merge into it, nor it into the typing before.
    void aPasteIsAStepOfItsOwn() {
        MappingDocument document;
        qint64 now = 0;
        document.setClock([&] { return now; });
        document.replaceContent(sample(), {});
        type(document, now, QStringLiteral("ab"));
        now += 10;
        document.setExpression(document.content().expression + QStringLiteral("{ Slice }"));  // pasted
        type(document, now, QStringLiteral("cd"));
        QCOMPARE(undoHistory(document), (QStringList{"m![A % 8]ab{ Slice }cd", "m![A % 8]ab{ Slice }", "m![A % 8]ab", "m![A % 8]"}));
    }

    // Typing somewhere else in the field is a new step; Backspace runs merge.
    void aCursorJumpStartsANewStep() {
        MappingDocument document;
        qint64 now = 0;
        document.setClock([&] { return now; });
        document.replaceContent(sample(), {});
        for (const char* text : {"m![A % 8]a", "m![A % 8]ab", "xm![A % 8]ab", "xm![A % 8]a", "xm![A % 8]"}) {
            now += 10;
            document.setExpression(QString::fromLatin1(text));
        }
        QCOMPARE(undoHistory(document), (QStringList{"xm![A % 8]", "xm![A % 8]ab", "m![A % 8]ab", "m![A % 8]"}));
    }

    void anotherFieldIsAnotherStep() {
        MappingDocument document;
        qint64 now = 0;
        document.setClock([&] { return now; });
        document.replaceContent(sample(), {});
        type(document, now, QStringLiteral("x"));
        document.setAxes(QStringLiteral("A = 4096"));
        QCOMPARE(document.undoStack()->count(), 2);
        document.undoStack()->undo();
        QCOMPARE(document.content().axes, QStringLiteral("A = 2048"));
    }

    void typingBackToTheStartLeavesNothingToUndo() {
        MappingDocument document;
        document.replaceContent(sample(), {});
        document.setExpression(QStringLiteral("m![A % 8]x"));
        document.setExpression(QStringLiteral("m![A % 8]"));
        QVERIFY(!document.isModified());
    }

    void editsAfterSavingDoNotMergeIntoTheSavedState() {
        QTemporaryDir dir;
        MappingDocument document;
        document.replaceContent(sample(), {});
        document.setExpression(QStringLiteral("m![A % 16]"));
        QString error;
        QVERIFY(document.save(dir.filePath(QStringLiteral("s.tcpwb.json")), &error));
        document.setExpression(QStringLiteral("m![A % 32]"));
        QVERIFY(document.isModified());
        document.undoStack()->undo();
        QCOMPARE(document.content().expression, QStringLiteral("m![A % 16]"));
        QVERIFY(!document.isModified());
    }

    void aliasEditsAreUndoable() {
        MappingDocument document;
        document.replaceContent(sample(), {});
        document.removeAlias(1);
        QCOMPARE(document.content().aliases.size(), 2);
        document.setText({FieldRef::Field::AliasName, 0}, QStringLiteral("Board"));
        document.insertAlias(2, {QStringLiteral("Row"), QStringLiteral("m![A % 8]")});
        document.removeAlias(7);  // out of range: ignored, never a crash
        document.setText({FieldRef::Field::AliasExpression, 9}, QStringLiteral("m![A]"));
        QCOMPARE(document.undoStack()->count(), 3);
        while (document.undoStack()->canUndo()) document.undoStack()->undo();
        QCOMPARE(document.content(), sample());
    }

    void derivationLocatesErrors() {
        MappingDocument document;
        document.replaceContent(sample(), {});
        QVERIFY(document.derivation().ok());
        QCOMPARE(document.derivation().mapping->normalized(), std::string("m![A % 8]"));
        QCOMPARE(document.derivation().aliases.size(), std::size_t(3));
        QCOMPARE(document.derivation().aliases[2].size.value_or(0), tcpwb::u64(256));

        document.setExpression(QStringLiteral("m![A / 7]"));
        const Derivation& derivation = document.derivation();
        QVERIFY(!derivation.ok());
        QVERIFY(derivation.expressionError);
        QCOMPARE(derivation.expressionError->begin, 5);
        QCOMPARE(derivation.expressionError->length, 3);
        QVERIFY(derivation.expressionError->diagnostic.fix);

        document.setAxes(QStringLiteral("A = 2048, A = 4"));
        QVERIFY(document.derivation().axesError);
        QVERIFY(!document.derivation().expressionError);
        QVERIFY(!document.derivation().aliases[0].size);
    }

    void repeatedAliasNamesAreFlagged() {
        MappingDocument document;
        MappingContent content = sample();
        content.aliases.append({QStringLiteral("Slice"), QStringLiteral("m![A % 2]")});
        content.aliases.append({QString(), QStringLiteral("m![A]")});
        document.replaceContent(content, {});
        const auto& aliases = document.derivation().aliases;
        QCOMPARE(aliases[2].size.value_or(0), tcpwb::u64(256));
        QVERIFY(!aliases[3].size);
        QVERIFY(aliases[3].problem.contains(QStringLiteral("already defined")));
        QVERIFY(!aliases[4].size);
    }

    void aliasChainsStopAtTheCoreLimit() {
        // The alias list resolves every row: a chain of 10,000 once
        // overflowed the stack; now each row stops at mapping::kMaxAliasDepth.
        MappingContent content = sample();
        content.aliases.clear();
        content.aliases.append({QStringLiteral("L0"), QStringLiteral("m![A]")});
        for (int i = 1; i < 10000; ++i) content.aliases.append({QStringLiteral("L%1").arg(i), QStringLiteral("m![{ L%1 }]").arg(i - 1)});
        content.expression = QStringLiteral("m![{ L9999 }]");
        MappingDocument document;
        document.replaceContent(content, {});
        const auto& aliases = document.derivation().aliases;
        QCOMPARE(aliases[32].size.value_or(0), tcpwb::u64(2048));  // L32 opens L31 .. L0: 32 aliases
        QVERIFY(!aliases[33].size);
        QVERIFY2(aliases[33].problem.contains(QStringLiteral("more than 32 levels")), qPrintable(aliases[33].problem));
        QVERIFY(!aliases[9999].size);
        QVERIFY(document.derivation().expressionError);
        QCOMPARE(document.derivation().expressionError->diagnostic.kind, tcpwb::diag::Kind::alias_too_deep);
    }

    void offsetsAreConvertedToQStringIndices() {
        // Core counts UTF-8 bytes; "é" is two bytes but one QChar.
        const QString text = QStringLiteral("aé b\U0001F600c");
        QCOMPARE(qtOffset(text, 0), 0);
        QCOMPARE(qtOffset(text, 3), 2);
        QCOMPARE(qtOffset(text, 5), 4);  // the emoji: 4 bytes, 2 QChars
        QCOMPARE(qtOffset(text, 9), 6);
        QCOMPARE(qtOffset(text, 1000), text.size());
    }
};

QTEST_MAIN(TestMappingDocument)
#include "tst_mapping_document.moc"
