#pragma once
// A kernel's source, read-only and monospaced, with a margin giving each
// line that holds operations its busy cycles and share of the makespan
// (analysis::linesOf), a bar as long as the share, and the line number.
// Clicking a line asks for its operations (lineClicked); the lines of the
// operations selected elsewhere are highlighted (setSelectedLines).
#include <QPlainTextEdit>
#include <map>
#include <vector>

#include "analysis/by_source.h"

namespace tcpwb::widgets {

class SourceCodeView : public QPlainTextEdit {
    Q_OBJECT

public:
    explicit SourceCodeView(QWidget* parent = nullptr);

    // Replaces the text and the lines' costs; clears the selected lines.
    void setSource(const QString& text, std::vector<analysis::SourceLine> lines);
    const analysis::SourceLine* lineCost(int line) const;  // 1-based; null when it holds no operation
    // Highlights these lines (1-based) and scrolls the first into view.
    void setSelectedLines(const std::vector<int>& lines);
    const std::vector<int>& selectedLines() const { return selected_; }
    // "72731  89.3%" for a line's margin; "" for a line without operations.
    QString marginText(int line) const;

    int marginWidth() const;
    void paintMargin(QPaintEvent* event);
    QString marginToolTip(int y) const;

signals:
    void lineClicked(int line);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void updateMargin(const QRect& rect, int dy);
    void updateHighlights();
    int lineAtY(int y) const;

    QWidget* margin_;
    std::map<int, analysis::SourceLine> costs_;
    std::vector<int> selected_;
    u64 widestCycles_ = 0;
    // The costliest line is centred again as the view is laid out, until
    // the user moves it.
    bool centring_ = false;
};

}  // namespace tcpwb::widgets
