#include "widgets/views/ExpressionEdit.h"

#include <QFontDatabase>
#include <QKeyEvent>
#include <QTextBlock>

#include "widgets/views/ExpressionCompleter.h"
#include "widgets/views/ExpressionHighlighter.h"
#include "widgets/views/UndoShortcutFilter.h"

namespace tcpwb::widgets {

ExpressionEdit::ExpressionEdit(QWidget* parent)
    : QPlainTextEdit(parent), highlighter_(new ExpressionHighlighter(document())), completer_(new ExpressionCompleter(this)) {
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setTabChangesFocus(true);
    // The document's QUndoStack is the only history (see UndoShortcutFilter).
    setUndoRedoEnabled(false);
    UndoShortcutFilter::install(this);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void ExpressionEdit::setExpression(const QString& text) {
    if (text == toPlainText()) return;
    const int position = textCursor().position();
    setPlainText(text);
    QTextCursor cursor = textCursor();
    cursor.setPosition(std::min(position, int(text.size())));
    setTextCursor(cursor);
}

void ExpressionEdit::setNames(const QStringList& axes, const QStringList& aliases) {
    highlighter_->setNames(axes, aliases);
    completer_->setNames(axes + aliases);
}

void ExpressionEdit::setErrorSpan(qsizetype begin, qsizetype length) {
    const int size = document()->characterCount() - 1;  // without the final paragraph separator
    if (size <= 0) return clearErrorSpan();
    const int first = int(std::clamp<qsizetype>(begin, 0, size - 1));
    const int last = int(std::clamp<qsizetype>(begin + std::max<qsizetype>(length, 1), first + 1, size));
    QTextEdit::ExtraSelection selection;
    selection.cursor = QTextCursor(document());
    selection.cursor.setPosition(first);
    selection.cursor.setPosition(last, QTextCursor::KeepAnchor);
    selection.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
    selection.format.setUnderlineColor(QColor(0xd0, 0x10, 0x20));
    setExtraSelections({selection});
}

void ExpressionEdit::clearErrorSpan() { setExtraSelections({}); }

QPair<int, int> ExpressionEdit::errorSpan() const {
    const auto selections = extraSelections();
    if (selections.isEmpty()) return {-1, 0};
    const QTextCursor& cursor = selections.front().cursor;
    return {cursor.selectionStart(), cursor.selectionEnd() - cursor.selectionStart()};
}

int ExpressionEdit::heightForLines(int lines) const {
    const int margins = int(2 * document()->documentMargin()) + 2 * frameWidth() + contentsMargins().top() + contentsMargins().bottom();
    return lines * fontMetrics().lineSpacing() + margins;
}

QSize ExpressionEdit::sizeHint() const { return {QPlainTextEdit::sizeHint().width(), heightForLines(2)}; }

QSize ExpressionEdit::minimumSizeHint() const { return {QPlainTextEdit::minimumSizeHint().width(), heightForLines(2)}; }

void ExpressionEdit::keyPressEvent(QKeyEvent* event) {
    if (completer_->interceptsKey(event)) {
        event->ignore();
        return;
    }
    // One logical line: Return does not start a new one.
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        event->accept();
        return;
    }
    QPlainTextEdit::keyPressEvent(event);
    completer_->keyHandled(event);
}

// A theme switched while running changes the application palette; the
// syntax colours are chosen for light or dark, so they are picked again.
void ExpressionEdit::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange) highlighter_->paletteChanged();
    QPlainTextEdit::changeEvent(event);
}

}  // namespace tcpwb::widgets
