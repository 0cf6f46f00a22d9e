#pragma once
// An editable, monospaced source pane with line numbers in a gutter, so a
// kernel writer can match the Line column of the operations and an error's
// line:column to the text. Ctrl+Space completes the kernel's axes, aliases
// and the API's method names; an opening bracket gets its closing one, typed
// over when it is typed again, and Backspace in an empty pair removes both.
#include <QPlainTextEdit>

namespace tcpwb::widgets {

class ExpressionCompleter;

class KernelSourceEdit : public QPlainTextEdit {
    Q_OBJECT

public:
    explicit KernelSourceEdit(QWidget* parent = nullptr);

    void setCompletions(const QStringList& names);
    QStringList completions() const;

    int gutterWidth() const;
    void paintGutter(QPaintEvent* event);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void updateGutter(const QRect& rect, int dy);
    // The gutter and the text's margin, always the same width: the line count
    // (digits), the font and the size each change it.
    void layoutGutter();
    bool typeBracket(QKeyEvent* event);
    QChar charAfterCursor() const;
    QChar charBeforeCursor() const;

    QWidget* gutter_;
    ExpressionCompleter* completer_;
};

}  // namespace tcpwb::widgets
