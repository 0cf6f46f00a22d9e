#pragma once
// An editable, monospaced source pane with line numbers in a gutter, so a
// kernel writer can match the Line column of the operations and an error's
// line:column to the text. Ctrl+Space completes the kernel's axes, aliases
// and the API's method names; an opening bracket gets its closing one, typed
// over when it is typed again, and Backspace in an empty pair removes both.
// The text is coloured as Rust (RustHighlighter); F12 or Ctrl+click asks for
// the definition of the name under the cursor (definitionRequested), and
// resting the mouse on the text shows what the tip provider says of it.
#include <QPlainTextEdit>
#include <functional>

namespace tcpwb::widgets {

class ExpressionCompleter;
class RustHighlighter;

class KernelSourceEdit : public QPlainTextEdit {
    Q_OBJECT

public:
    explicit KernelSourceEdit(QWidget* parent = nullptr);

    void setCompletions(const QStringList& names);
    QStringList completions() const;

    int gutterWidth() const;
    void paintGutter(QPaintEvent* event);

    RustHighlighter* highlighter() const { return highlighter_; }
    // The tooltip for the text at a position (empty: none).
    void setToolTipProvider(std::function<QString(int position)> provider) { toolTips_ = std::move(provider); }

signals:
    // F12, or Ctrl+click: the definition of the name at `position` is wanted.
    void definitionRequested(int position);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    bool viewportEvent(QEvent* event) override;

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
    RustHighlighter* highlighter_;
    std::function<QString(int)> toolTips_;
};

}  // namespace tcpwb::widgets
