#pragma once
// The expression editor: a one-logical-line QPlainTextEdit (long
// expressions wrap) with syntax colouring, name completion and a red wavy
// underline under the span a diagnostic points at.
#include <QPlainTextEdit>

namespace tcpwb::widgets {

class ExpressionCompleter;
class ExpressionHighlighter;

class ExpressionEdit : public QPlainTextEdit {
    Q_OBJECT

public:
    explicit ExpressionEdit(QWidget* parent = nullptr);

    // Replaces the text (e.g. after Undo) keeping the cursor near where it was.
    void setExpression(const QString& text);
    void setNames(const QStringList& axes, const QStringList& aliases);
    // Underlines [begin, begin + length); a point (length 0) or a position at
    // the end still gets one character so it can be seen.
    void setErrorSpan(qsizetype begin, qsizetype length);
    void clearErrorSpan();
    // The underlined span, or {-1, 0} when there is none.
    QPair<int, int> errorSpan() const;

    ExpressionHighlighter* highlighter() const { return highlighter_; }
    ExpressionCompleter* completer() const { return completer_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    int heightForLines(int lines) const;

    ExpressionHighlighter* highlighter_;
    ExpressionCompleter* completer_;
};

}  // namespace tcpwb::widgets
