#include "widgets/views/ExpressionCompleter.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QKeyEvent>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QStringListModel>
#include <QTextBlock>

namespace tcpwb::widgets {
namespace {

// The characters of a name as core's lexer reads them (B' included).
bool isNameChar(QChar c) { return c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('\''); }

}  // namespace

ExpressionCompleter::ExpressionCompleter(QPlainTextEdit* editor)
    : QObject(editor), editor_(editor), model_(new QStringListModel(this)), completer_(new QCompleter(model_, this)) {
    completer_->setWidget(editor);
    completer_->setCompletionMode(QCompleter::PopupCompletion);
    completer_->setCaseSensitivity(Qt::CaseInsensitive);
    connect(completer_, qOverload<const QString&>(&QCompleter::activated), this, &ExpressionCompleter::insert);
}

void ExpressionCompleter::setNames(const QStringList& names) {
    if (names != model_->stringList()) model_->setStringList(names);
}

QStringList ExpressionCompleter::names() const { return model_->stringList(); }

bool ExpressionCompleter::popupVisible() const { return completer_->popup()->isVisible(); }

bool ExpressionCompleter::interceptsKey(const QKeyEvent* event) const {
    if (!popupVisible()) return false;
    switch (event->key()) {
        case Qt::Key_Enter:
        case Qt::Key_Return:
        case Qt::Key_Escape:
        case Qt::Key_Tab:
        case Qt::Key_Backtab: return true;  // the popup's own filter acts on these
        default: return false;
    }
}

void ExpressionCompleter::keyHandled(const QKeyEvent* event) {
    const QString word = wordBeforeCursor();
    const bool typed = !event->text().isEmpty() && isNameChar(event->text().back());
    const bool erased = event->key() == Qt::Key_Backspace && popupVisible();
    if (word.isEmpty() || !(typed || erased)) {
        completer_->popup()->hide();
        return;
    }
    completer_->setCompletionPrefix(word);
    // Nothing to offer, or the word is already a whole name: stay quiet.
    if (completer_->completionCount() == 0 || (completer_->completionCount() == 1 && completer_->currentCompletion() == word)) {
        completer_->popup()->hide();
        return;
    }
    showPopup();
}

void ExpressionCompleter::completeNow() {
    completer_->setCompletionPrefix(wordBeforeCursor());
    if (completer_->completionCount() == 0) {
        completer_->popup()->hide();
        return;
    }
    showPopup();
}

void ExpressionCompleter::showPopup() {
    completer_->popup()->setCurrentIndex(completer_->completionModel()->index(0, 0));
    QRect rect = editor_->cursorRect();
    rect.setWidth(completer_->popup()->sizeHintForColumn(0) + completer_->popup()->verticalScrollBar()->sizeHint().width());
    completer_->complete(rect);
}

QString ExpressionCompleter::wordBeforeCursor() const {
    const QTextCursor cursor = editor_->textCursor();
    const QString line = cursor.block().text();
    int begin = cursor.positionInBlock();
    while (begin > 0 && isNameChar(line.at(begin - 1))) --begin;
    return line.mid(begin, cursor.positionInBlock() - begin);
}

// A name completed right after `{` is an alias reference: its brace is
// closed too, spaced as it was opened (`{ Slice }`, `{Slice}`), unless a
// `}` already follows.
void ExpressionCompleter::insert(const QString& name) {
    QTextCursor cursor = editor_->textCursor();
    const QString line = cursor.block().text();
    const int wordLength = int(wordBeforeCursor().size());
    const int wordStart = cursor.positionInBlock() - wordLength;
    int before = wordStart - 1;
    while (before >= 0 && line.at(before) == QLatin1Char(' ')) --before;
    const int end = cursor.positionInBlock();
    int after = end;
    while (after < line.size() && line.at(after) == QLatin1Char(' ')) ++after;
    const bool opensAlias = before >= 0 && line.at(before) == QLatin1Char('{');
    const bool closed = after < line.size() && line.at(after) == QLatin1Char('}');
    cursor.movePosition(QTextCursor::Left, QTextCursor::KeepAnchor, wordLength);
    const bool spaced = wordStart > 0 && line.at(wordStart - 1) == QLatin1Char(' ');
    QString text = name;
    if (opensAlias && !closed) text += spaced ? QStringLiteral(" }") : QStringLiteral("}");
    // An editor that closed the brace when it was typed: space it as it was opened.
    else if (opensAlias && spaced && after == end) text += QLatin1Char(' ');
    cursor.insertText(text);
    editor_->setTextCursor(cursor);
}

}  // namespace tcpwb::widgets
