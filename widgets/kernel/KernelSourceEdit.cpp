#include "kernel/KernelSourceEdit.h"

#include <QFontDatabase>
#include <QPainter>
#include <QTextBlock>

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

KernelSourceEdit::KernelSourceEdit(QWidget* parent) : QPlainTextEdit(parent), gutter_(new Gutter(this)) {
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    connect(this, &QPlainTextEdit::blockCountChanged, this, [this] { setViewportMargins(gutterWidth(), 0, 0, 0); });
    connect(this, &QPlainTextEdit::updateRequest, this, &KernelSourceEdit::updateGutter);
    setViewportMargins(gutterWidth(), 0, 0, 0);
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
    const QRect area = contentsRect();
    gutter_->setGeometry(QRect(area.left(), area.top(), gutterWidth(), area.height()));
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

}  // namespace tcpwb::widgets
