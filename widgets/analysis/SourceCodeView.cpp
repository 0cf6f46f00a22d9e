#include "widgets/analysis/SourceCodeView.h"

#include <QFontDatabase>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QWheelEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QTextBlock>
#include <QToolTip>
#include <algorithm>

#include "widgets/analysis/AnalysisText.h"

namespace tcpwb::widgets {
namespace {

class Margin : public QWidget {
public:
    explicit Margin(SourceCodeView* view) : QWidget(view), view_(view) { setMouseTracking(true); }
    QSize sizeHint() const override { return {view_->marginWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent* event) override { view_->paintMargin(event); }
    bool event(QEvent* event) override {
        if (event->type() == QEvent::ToolTip) {
            auto* help = static_cast<QHelpEvent*>(event);
            const QString tip = view_->marginToolTip(help->pos().y());
            if (tip.isEmpty()) QToolTip::hideText();
            else QToolTip::showText(help->globalPos(), tip, this);
            return true;
        }
        return QWidget::event(event);
    }
    void mousePressEvent(QMouseEvent* event) override {
        // A click on the margin is a click on its line.
        QMouseEvent moved(event->type(), QPointF(0, event->position().y()), event->globalPosition(), event->button(), event->buttons(),
                          event->modifiers());
        QCoreApplication::sendEvent(view_->viewport(), &moved);
    }

private:
    SourceCodeView* view_;
};

constexpr int kGap = 6;

}  // namespace

SourceCodeView::SourceCodeView(QWidget* parent) : QPlainTextEdit(parent), margin_(new Margin(this)) {
    setReadOnly(true);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    connect(this, &QPlainTextEdit::blockCountChanged, this, [this] { setViewportMargins(marginWidth(), 0, 0, 0); });
    connect(this, &QPlainTextEdit::updateRequest, this, &SourceCodeView::updateMargin);
    setViewportMargins(marginWidth(), 0, 0, 0);
}

void SourceCodeView::setSource(const QString& text, std::vector<analysis::SourceLine> lines) {
    costs_.clear();
    widestCycles_ = 0;
    for (analysis::SourceLine& line : lines) {
        widestCycles_ = std::max(widestCycles_, line.busyCycles);
        const int number = static_cast<int>(std::min<u64>(line.line, INT32_MAX));
        costs_[number] = std::move(line);
    }
    selected_.clear();
    centring_ = false;
    setPlainText(text);
    setViewportMargins(marginWidth(), 0, 0, 0);
    margin_->setGeometry(QRect(contentsRect().left(), contentsRect().top(), marginWidth(), contentsRect().height()));
    updateHighlights();
    // Opened at its costliest line.
    const auto costliest = std::max_element(costs_.begin(), costs_.end(),
                                            [](const auto& a, const auto& b) { return a.second.busyCycles < b.second.busyCycles; });
    if (costliest != costs_.end()) {
        const QTextBlock block = document()->findBlockByNumber(costliest->first - 1);
        if (block.isValid()) {
            setTextCursor(QTextCursor(block));
            centerCursor();
            centring_ = true;
        }
    }
}

const analysis::SourceLine* SourceCodeView::lineCost(int line) const {
    const auto found = costs_.find(line);
    return found == costs_.end() ? nullptr : &found->second;
}

QString SourceCodeView::marginText(int line) const {
    const analysis::SourceLine* cost = lineCost(line);
    return cost ? QStringLiteral("%1 %2").arg(cost->busyCycles).arg(shareText(cost->share), 6) : QString();
}

// [gap][the widest cycles and a share, "72731 100.0%"][two gaps][line number][gap].
int SourceCodeView::marginWidth() const {
    const QFontMetrics metrics(font());
    const int digit = metrics.horizontalAdvance(QLatin1Char('9'));
    const int lineDigits = int(QString::number(std::max(1, blockCount())).size());
    const int cost = costs_.empty() ? 0 : metrics.horizontalAdvance(QStringLiteral("%1 100.0%").arg(widestCycles_)) + 2 * kGap;
    return kGap + cost + digit * std::max(2, lineDigits) + kGap;
}

void SourceCodeView::updateMargin(const QRect& rect, int dy) {
    if (dy) margin_->scroll(0, dy);
    else margin_->update(0, rect.y(), margin_->width(), rect.height());
}

void SourceCodeView::resizeEvent(QResizeEvent* event) {
    QPlainTextEdit::resizeEvent(event);
    const QRect area = contentsRect();
    margin_->setGeometry(QRect(area.left(), area.top(), marginWidth(), area.height()));
    if (centring_) centerCursor();
}

void SourceCodeView::wheelEvent(QWheelEvent* event) {
    centring_ = false;
    QPlainTextEdit::wheelEvent(event);
}

void SourceCodeView::keyPressEvent(QKeyEvent* event) {
    centring_ = false;
    QPlainTextEdit::keyPressEvent(event);
}

void SourceCodeView::changeEvent(QEvent* event) {
    QPlainTextEdit::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) updateHighlights();  // the theme's colours
}

// The margin: a bar as long as the line's share of the makespan, its cycles
// and share over it, then the line number.
void SourceCodeView::paintMargin(QPaintEvent* event) {
    QPainter painter(margin_);
    const QPalette& pal = palette();
    painter.fillRect(event->rect(), pal.color(QPalette::AlternateBase));
    painter.setFont(font());
    const QFontMetrics metrics(font());
    const int numberWidth =
        metrics.horizontalAdvance(QLatin1Char('9')) * std::max(2, int(QString::number(std::max(1, blockCount())).size()));
    const int costWidth = margin_->width() - numberWidth - 4 * kGap;
    QColor bar = pal.color(QPalette::Highlight);
    bar.setAlpha(90);
    QTextBlock block = firstVisibleBlock();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    while (block.isValid() && top <= event->rect().bottom()) {
        const int height = qRound(blockBoundingRect(block).height());
        const int line = block.blockNumber() + 1;
        if (block.isVisible() && top + height >= event->rect().top()) {
            if (const analysis::SourceLine* cost = lineCost(line); cost && costWidth > 0) {
                const int length = std::max(2, int(std::min(cost->share, 1.0) * costWidth));
                painter.fillRect(QRect(kGap / 2, top + 1, length + kGap, height - 2), bar);
                painter.setPen(pal.color(QPalette::Text));
                painter.drawText(kGap, top, costWidth, metrics.height(), Qt::AlignRight, marginText(line));
            }
            painter.setPen(pal.color(QPalette::PlaceholderText));
            painter.drawText(margin_->width() - numberWidth - kGap, top, numberWidth, metrics.height(), Qt::AlignRight,
                             QString::number(line));
        }
        block = block.next();
        top += height;
    }
}

int SourceCodeView::lineAtY(int y) const {
    const QTextCursor cursor = cursorForPosition(QPoint(0, y));
    return cursor.block().isValid() ? cursor.blockNumber() + 1 : 0;
}

QString SourceCodeView::marginToolTip(int y) const {
    const int line = lineAtY(y);
    const analysis::SourceLine* cost = lineCost(line);
    if (!cost) return {};
    return tr("Line %1: %n op(s), %2 busy cycles, %3 of the makespan. Click to select them in the timeline.", nullptr,
              int(std::min<u64>(cost->ops, INT32_MAX)))
        .arg(line)
        .arg(cost->busyCycles)
        .arg(shareText(cost->share));
}

void SourceCodeView::mousePressEvent(QMouseEvent* event) {
    centring_ = false;
    QPlainTextEdit::mousePressEvent(event);
    if (event->button() != Qt::LeftButton) return;
    if (const int line = lineAtY(qRound(event->position().y()))) emit lineClicked(line);
}

void SourceCodeView::setSelectedLines(const std::vector<int>& lines) {
    selected_ = lines;
    updateHighlights();
    if (lines.empty()) return;
    const QTextBlock block = document()->findBlockByNumber(lines.front() - 1);
    if (!block.isValid()) return;
    // A line already in view stays where it is (it was clicked, say).
    const QTextCursor cursor(block);
    if (viewport()->rect().contains(cursorRect(cursor))) return;
    setTextCursor(cursor);
    centerCursor();
    centring_ = true;  // and stays centred as the view is laid out
}

// Lines with operations tinted by their share, the selected ones in the
// palette's highlight.
void SourceCodeView::updateHighlights() {
    QList<QTextEdit::ExtraSelection> selections;
    const QPalette& pal = palette();
    for (const auto& [line, cost] : costs_) {
        const QTextBlock block = document()->findBlockByNumber(line - 1);
        if (!block.isValid()) continue;
        QTextEdit::ExtraSelection s;
        QColor tint = pal.color(QPalette::Highlight);
        tint.setAlpha(24 + int(std::min(cost.share, 1.0) * 72));
        s.format.setBackground(tint);
        s.format.setProperty(QTextFormat::FullWidthSelection, true);
        s.cursor = QTextCursor(block);
        selections << s;
    }
    for (int line : selected_) {
        const QTextBlock block = document()->findBlockByNumber(line - 1);
        if (!block.isValid()) continue;
        QTextEdit::ExtraSelection s;
        s.format.setBackground(pal.color(QPalette::Highlight));
        s.format.setForeground(pal.color(QPalette::HighlightedText));
        s.format.setProperty(QTextFormat::FullWidthSelection, true);
        s.cursor = QTextCursor(block);
        selections << s;
    }
    setExtraSelections(selections);
}

}  // namespace tcpwb::widgets
