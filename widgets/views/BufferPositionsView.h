#pragma once
// Every buffer position of the document's mapping and the tensor index it
// holds, as a table; a short explanation instead when there is no mapping.
// For a design with slices the table also shows what each position holds in
// the selected slice (the document's Selection::slice(), slice 0 until one
// is picked), and the caption names that slice:
// "Buffer positions: 8; slice 293 (chip 0 / cluster 1 / slice 37)".
#include <QWidget>

class QLabel;
class QStackedWidget;
class QTableView;

namespace tcpwb::widgets {

class BufferPositionModel;
class MappingDocument;

class BufferPositionsView : public QWidget {
    Q_OBJECT

public:
    explicit BufferPositionsView(MappingDocument* document, QWidget* parent = nullptr);

    BufferPositionModel* model() const { return model_; }
    QTableView* table() const { return table_; }
    QString caption() const;

private:
    void refresh();
    void updateCaption();
    // Linked highlighting: the document's selection is the current row, and
    // picking a row selects that position everywhere.
    void followSelection();
    void rowPicked();

    MappingDocument* document_;
    BufferPositionModel* model_;
    QLabel* caption_;
    QStackedWidget* pages_;
    QTableView* table_;
    QLabel* placeholder_;
};

}  // namespace tcpwb::widgets
