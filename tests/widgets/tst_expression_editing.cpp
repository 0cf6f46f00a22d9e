// The expression editor on its own: colours from core's lexer, the error
// underline, completion names, and the caret excerpt under errors.
#include <QAbstractItemView>
#include <QCompleter>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>

#include "widgets/toolkit/DiagnosticView.h"
#include "widgets/views/ExpressionCompleter.h"
#include "widgets/views/ExpressionEdit.h"
#include "widgets/views/ExpressionHighlighter.h"

using namespace tcpwb::widgets;
using Role = ExpressionHighlighter::Role;

namespace {

// The colour the highlighter gave the character at position.
QColor colourAt(const ExpressionEdit& edit, int position) {
    const QTextBlock block = edit.document()->findBlock(position);
    for (const QTextLayout::FormatRange& range : block.layout()->formats())
        if (position - block.position() >= range.start && position - block.position() < range.start + range.length)
            return range.format.foreground().color();
    return {};
}

}  // namespace

class TestExpressionEditing : public QObject {
    Q_OBJECT

private slots:
    void coloursFollowTheLexer() {
        ExpressionEdit edit;
        edit.setNames({QStringLiteral("A")}, {QStringLiteral("Slice")});
        edit.setExpression(QStringLiteral("m![{ Slice }, A / 8 #{0} 256, Q]"));
        const ExpressionHighlighter& h = *edit.highlighter();
        const auto colour = [&](Role role) { return h.format(role).foreground().color(); };
        QCOMPARE(colourAt(edit, 5), colour(Role::Alias));      // Slice
        QCOMPARE(colourAt(edit, 3), colour(Role::Alias));      // {
        QCOMPARE(colourAt(edit, 14), colour(Role::Axis));      // A
        QCOMPARE(colourAt(edit, 16), colour(Role::Operator));  // /
        QCOMPARE(colourAt(edit, 18), colour(Role::Number));    // 8
        QCOMPARE(colourAt(edit, 20), colour(Role::Operator));  // #
        QCOMPARE(colourAt(edit, 22), colour(Role::Operator));  // the 0 of #{0}
        QCOMPARE(colourAt(edit, 25), colour(Role::Number));    // 256
        QCOMPARE(colourAt(edit, 0), colour(Role::Frame));      // m
        QVERIFY(colourAt(edit, 30) != colour(Role::Axis));     // Q is no axis
        QVERIFY(colour(Role::Axis) != colour(Role::Number));
        QVERIFY(colour(Role::Operator) != colour(Role::Alias));
    }

    void badCharactersDoNotStopColouring() {
        ExpressionEdit edit;
        edit.setNames({QStringLiteral("A")}, {});
        edit.setExpression(QStringLiteral("m![A ? é 8]"));  // lexing fails at '?'
        QCOMPARE(colourAt(edit, 3), edit.highlighter()->format(Role::Axis).foreground().color());
    }

    void errorSpanIsClampedAndVisible() {
        ExpressionEdit edit;
        edit.setExpression(QStringLiteral("m![A"));
        edit.setErrorSpan(4, 0);  // a point at the end: the last character is underlined
        QCOMPARE(edit.errorSpan(), qMakePair(3, 1));
        edit.setErrorSpan(100, 5);
        QCOMPARE(edit.errorSpan(), qMakePair(3, 1));
        edit.setErrorSpan(1, 2);
        QCOMPARE(edit.errorSpan(), qMakePair(1, 2));
        QCOMPARE(edit.extraSelections().front().format.underlineStyle(), QTextCharFormat::WaveUnderline);
        edit.clearErrorSpan();
        QCOMPARE(edit.errorSpan().first, -1);
        edit.setExpression(QString());
        edit.setErrorSpan(0, 0);  // nothing to underline in an empty editor
        QCOMPARE(edit.errorSpan().first, -1);
    }

    void returnDoesNotStartALine() {
        ExpressionEdit edit;
        edit.setExpression(QStringLiteral("m![A]"));
        edit.moveCursor(QTextCursor::End);
        QTest::keyClick(&edit, Qt::Key_Return);
        QCOMPARE(edit.toPlainText(), QStringLiteral("m![A]"));
    }

    void completionOffersAxesAndAliases() {
        ExpressionEdit edit;
        edit.setNames({QStringLiteral("A"), QStringLiteral("B")}, {QStringLiteral("Slice"), QStringLiteral("Row")});
        QCOMPARE(edit.completer()->names(),
                 (QStringList{QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("Slice"), QStringLiteral("Row")}));
        edit.show();
        QVERIFY(QTest::qWaitForWindowExposed(&edit));
        QTest::keyClicks(&edit, QStringLiteral("m![{ S"));
        QVERIFY(edit.completer()->popupVisible());
        QTest::keyClick(&edit, Qt::Key_Space);
        QVERIFY(!edit.completer()->popupVisible());
        // An alias completed after `{` closes its brace, spaced as it was opened.
        edit.clear();
        QTest::keyClicks(&edit, QStringLiteral("m![{ Sl"));
        QVERIFY(edit.completer()->popupVisible());
        QTest::keyClick(edit.findChild<QCompleter*>()->popup(), Qt::Key_Return);
        QCOMPARE(edit.toPlainText(), QStringLiteral("m![{ Slice }"));
        QTest::keyClicks(&edit, QStringLiteral(", {R"));
        QTest::keyClick(edit.findChild<QCompleter*>()->popup(), Qt::Key_Return);
        QCOMPARE(edit.toPlainText(), QStringLiteral("m![{ Slice }, {Row}"));
    }

    void caretExcerptPointsAtTheSpan() {
        QCOMPARE(caretExcerpt(QStringLiteral("m![A / 7]"), 5, 3), QStringLiteral("m![A / 7]\n     ^~~"));
        QCOMPARE(caretExcerpt(QStringLiteral("m![A\n/ 7]"), 5, 1), QStringLiteral("m![A / 7]\n     ^"));
        // A long text is cut to a window around the span, marked with "...".
        const QString longText = QString(100, QLatin1Char('x')) + QStringLiteral("BAD") + QString(100, QLatin1Char('y'));
        const QString excerpt = caretExcerpt(longText, 100, 3, 40);
        const QStringList lines = excerpt.split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 2);
        QVERIFY(lines[0].startsWith(QStringLiteral("...")) && lines[0].endsWith(QStringLiteral("...")));
        QCOMPARE(lines[0].mid(lines[1].indexOf(QLatin1Char('^')), 3), QStringLiteral("BAD"));
        QVERIFY(!caretExcerpt(QString(), 0, 0).isEmpty());
    }
};

QTEST_MAIN(TestExpressionEditing)
#include "tst_expression_editing.moc"
