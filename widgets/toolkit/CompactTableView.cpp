#include "widgets/toolkit/CompactTableView.h"

#include <QEvent>
#include <QHeaderView>
#include <QScrollBar>
#include <algorithm>

namespace tcpwb::widgets {

CompactTableView::CompactTableView(int minRows, int maxRows, QWidget* parent) : QTableView(parent), minRows_(minRows), maxRows_(maxRows) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Maximum);
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    updateRowHeight();
}

void CompactTableView::setModel(QAbstractItemModel* model) {
    QTableView::setModel(model);
    // The wanted height follows the row count.
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(model, signal, this, [this] { updateGeometry(); });
    connect(model, &QAbstractItemModel::modelReset, this, [this] { updateGeometry(); });
}

int CompactTableView::heightForRows(int rows) const {
    // isHidden, not isVisible: the hint must hold while the table's tab is hidden.
    const int header = horizontalHeader()->isHidden() ? 0 : horizontalHeader()->sizeHint().height();
    const int scrollBar = horizontalScrollBar()->isVisible() ? horizontalScrollBar()->sizeHint().height() : 0;
    int body = rows * verticalHeader()->defaultSectionSize();
    if (wrapping_ && model()) {  // the rows' own heights, then default rows up to `rows`
        body = 0;
        const int measured = std::min(rows, model()->rowCount());
        for (int r = 0; r < measured; ++r) body += rowHeight(r);
        body += (rows - measured) * verticalHeader()->defaultSectionSize();
    }
    return header + body + scrollBar + 2 * frameWidth();
}

void CompactTableView::wrapLongValues() {
    wrapping_ = true;
    setWordWrap(true);
    setTextElideMode(Qt::ElideNone);
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Rows grow after a reset or a change of width: ask for the new height then.
    connect(verticalHeader(), &QHeaderView::sectionResized, this, [this] { updateGeometry(); });
    updateGeometry();
}

void CompactTableView::resizeEvent(QResizeEvent* event) {
    QTableView::resizeEvent(event);
    if (wrapping_) {
        resizeRowsToContents();
        updateGeometry();
    }
}

QSize CompactTableView::sizeHint() const {
    const int rows = model() ? model()->rowCount() : 0;
    return {QTableView::sizeHint().width(), heightForRows(std::clamp(rows, minRows_, maxRows_))};
}

QSize CompactTableView::minimumSizeHint() const {
    // Wrapped values are there to be read whole: such a table keeps all its
    // rows (up to maxRows) and the panel holding it scrolls instead.
    const int rows = wrapping_ && model() ? std::clamp(model()->rowCount(), minRows_, maxRows_) : minRows_;
    return {QTableView::minimumSizeHint().width(), heightForRows(rows)};
}

void CompactTableView::changeEvent(QEvent* event) {
    QTableView::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) updateRowHeight();
}

void CompactTableView::updateRowHeight() {
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    updateGeometry();
}

CompactTableView* readOnlyTable(QAbstractItemModel* model, const QString& objectName, int maxRows, QWidget* parent) {
    auto* table = new CompactTableView(1, maxRows, parent);
    table->setObjectName(objectName);
    table->setModel(model);
    table->verticalHeader()->hide();
    table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Columns fit the first rows only: Qt's default measures 1,000 rows of
    // every column at every change of the model.
    table->horizontalHeader()->setResizeContentsPrecision(kMeasuredRows);
    table->horizontalHeader()->setStretchLastSection(true);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setAlternatingRowColors(true);
    return table;
}

}  // namespace tcpwb::widgets
