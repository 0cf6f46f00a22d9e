#include "widgets/kernel/KernelSourceEdit.h"

#include <QFontDatabase>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QTextBlock>
#include <QToolTip>

#include "widgets/kernel/RustHighlighter.h"
#include "widgets/views/ExpressionCompleter.h"

namespace tcpwb::widgets {
namespace {

class Gutter : public QWidget {
public:
    explicit Gutter(KernelSourceEdit* edit) : QWidget(edit), edit_(edit) {}
    QSize sizeHint() const override { return {edit_->gutterWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent* event) override { edit_->paintGutter(event); }

private:
    KernelSourceEdit* edit_;
};

}  // namespace

KernelSourceEdit::KernelSourceEdit(QWidget* parent)
    : QPlainTextEdit(parent),
      gutter_(new Gutter(this)),
      completer_(new ExpressionCompleter(this)),
      highlighter_(new RustHighlighter(document())) {
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    connect(this, &QPlainTextEdit::blockCountChanged, this, &KernelSourceEdit::layoutGutter);
    connect(this, &QPlainTextEdit::updateRequest, this, &KernelSourceEdit::updateGutter);
    layoutGutter();
}

void KernelSourceEdit::layoutGutter() {
    const int width = gutterWidth();
    setViewportMargins(width, 0, 0, 0);
    const QRect area = contentsRect();
    gutter_->setGeometry(QRect(area.left(), area.top(), width, area.height()));
}

int KernelSourceEdit::gutterWidth() const {
    const int digits = int(QString::number(std::max(1, blockCount())).size());
    return 8 + fontMetrics().horizontalAdvance(QLatin1Char('9')) * std::max(2, digits);
}

void KernelSourceEdit::updateGutter(const QRect& rect, int dy) {
    if (dy) gutter_->scroll(0, dy);
    else gutter_->update(0, rect.y(), gutter_->width(), rect.height());
}

void KernelSourceEdit::resizeEvent(QResizeEvent* event) {
    QPlainTextEdit::resizeEvent(event);
    layoutGutter();
}

// The application's font arrives after construction: a wider gutter under an
// unchanged margin would cover the text's first column.
void KernelSourceEdit::changeEvent(QEvent* event) {
    QPlainTextEdit::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) layoutGutter();
    if (event->type() == QEvent::PaletteChange) highlighter_->paletteChanged();
}

void KernelSourceEdit::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton && event->modifiers().testFlag(Qt::ControlModifier)) {
        const QTextCursor at = cursorForPosition(event->position().toPoint());
        setTextCursor(at);
        emit definitionRequested(at.position());
        return;
    }
    QPlainTextEdit::mousePressEvent(event);
}

// Tooltips arrive at the viewport: the text under the mouse says what it is.
bool KernelSourceEdit::viewportEvent(QEvent* event) {
    if (event->type() == QEvent::ToolTip && toolTips_) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString tip = toolTips_(cursorForPosition(help->pos()).position());
        if (tip.isEmpty()) QToolTip::hideText();
        else QToolTip::showText(help->globalPos(), tip, viewport());
        return true;
    }
    return QPlainTextEdit::viewportEvent(event);
}

void KernelSourceEdit::paintGutter(QPaintEvent* event) {
    QPainter painter(gutter_);
    painter.fillRect(event->rect(), palette().color(QPalette::AlternateBase));
    painter.setPen(palette().color(QPalette::PlaceholderText));
    painter.setFont(font());
    QTextBlock block = firstVisibleBlock();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    while (block.isValid() && top <= event->rect().bottom()) {
        const int height = qRound(blockBoundingRect(block).height());
        if (block.isVisible() && top + height >= event->rect().top())
            painter.drawText(0, top, gutter_->width() - 4, fontMetrics().height(), Qt::AlignRight,
                             QString::number(block.blockNumber() + 1));
        block = block.next();
        top += height;
    }
}

void KernelSourceEdit::setCompletions(const QStringList& names) { completer_->setNames(names); }

QStringList KernelSourceEdit::completions() const { return completer_->names(); }

QChar KernelSourceEdit::charAfterCursor() const {
    const QTextCursor cursor = textCursor();
    const QString line = cursor.block().text();
    return cursor.positionInBlock() < line.size() ? line.at(cursor.positionInBlock()) : QChar();
}

QChar KernelSourceEdit::charBeforeCursor() const {
    const QTextCursor cursor = textCursor();
    return cursor.positionInBlock() > 0 ? cursor.block().text().at(cursor.positionInBlock() - 1) : QChar();
}

// The pairs Rust code is written with: an opening bracket before a space, a
// closer or the line's end gets its closer (not before a word, where the user
// is wrapping something); a closer typed where it already stands steps over it.
bool KernelSourceEdit::typeBracket(QKeyEvent* event) {
    static const QString opens = QStringLiteral("([{"), closes = QStringLiteral(")]}");
    if (event->text().size() != 1 || textCursor().hasSelection()) return false;
    const QChar typed = event->text().front(), next = charAfterCursor();
    if (const qsizetype close = closes.indexOf(typed); close >= 0 && next == typed) {
        moveCursor(QTextCursor::Right);
        return true;
    }
    const qsizetype open = opens.indexOf(typed);
    if (open < 0 || !(next.isNull() || next.isSpace() || closes.contains(next) || next == QLatin1Char(';') || next == QLatin1Char(',')))
        return false;
    QTextCursor cursor = textCursor();
    cursor.insertText(QString(typed) + closes.at(open));
    cursor.movePosition(QTextCursor::Left);
    setTextCursor(cursor);
    return true;
}

void KernelSourceEdit::keyPressEvent(QKeyEvent* event) {
    if (completer_->interceptsKey(event)) {
        event->ignore();
        return;
    }
    if (event->key() == Qt::Key_Space && event->modifiers().testFlag(Qt::ControlModifier)) {
        completer_->completeNow();
        return;
    }
    if (event->key() == Qt::Key_F12 && event->modifiers() == Qt::NoModifier) {
        emit definitionRequested(textCursor().position());
        return;
    }
    if (!isReadOnly() && typeBracket(event)) return;
    // Backspace between an empty pair removes both.
    if (event->key() == Qt::Key_Backspace && !textCursor().hasSelection()) {
        static const QString pairs = QStringLiteral("()[]{}");
        const qsizetype at = pairs.indexOf(charBeforeCursor());
        if (at >= 0 && at % 2 == 0 && charAfterCursor() == pairs.at(at + 1)) {
            QTextCursor cursor = textCursor();
            cursor.movePosition(QTextCursor::Left);
            cursor.movePosition(QTextCursor::Right, QTextCursor::KeepAnchor, 2);
            cursor.removeSelectedText();
            return;
        }
    }
    QPlainTextEdit::keyPressEvent(event);
    completer_->keyHandled(event);
}

}  // namespace tcpwb::widgets
