#pragma once
// A table that asks for just the height its rows need (between minRows and
// maxRows rows, scrolling beyond), so small tables in a panel do not leave
// large empty boxes, with rows as tall as the text and no taller.
#include <QTableView>

namespace tcpwb::widgets {

class CompactTableView : public QTableView {
    Q_OBJECT

public:
    explicit CompactTableView(int minRows, int maxRows, QWidget* parent = nullptr);

    void setModel(QAbstractItemModel* model) override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // Long values wrap onto more lines and each row is as tall as its text,
    // for small tables whose values must be read whole (a few rows: every
    // row is measured). Such a table asks for all its rows as its minimum
    // height, so a panel scrolls rather than clip one.
    void wrapLongValues();

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    int heightForRows(int rows) const;
    void updateRowHeight();

    int minRows_;
    int maxRows_;
    bool wrapping_ = false;
};

// Rows a table measures to size its columns to their contents (Qt's default
// is 1,000, at every change of the model).
inline constexpr int kMeasuredRows = 64;

// A read-only table of `model` as the panels show results: rows selected
// whole, alternating colours, columns as wide as their first rows' contents.
CompactTableView* readOnlyTable(QAbstractItemModel* model, const QString& objectName, int maxRows, QWidget* parent);

}  // namespace tcpwb::widgets
