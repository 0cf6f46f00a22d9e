#pragma once
// An editable, monospaced source pane with line numbers in a gutter, so a
// kernel writer can match the Line column of the operations and an error's
// line:column to the text.
#include <QPlainTextEdit>

namespace tcpwb::widgets {

class KernelSourceEdit : public QPlainTextEdit {
    Q_OBJECT

public:
    explicit KernelSourceEdit(QWidget* parent = nullptr);

    int gutterWidth() const;
    void paintGutter(QPaintEvent* event);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void updateGutter(const QRect& rect, int dy);

    QWidget* gutter_;
};

}  // namespace tcpwb::widgets
