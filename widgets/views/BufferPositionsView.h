#pragma once
// Every buffer position of the document's mapping and the tensor index it
// holds, as a table; a short explanation instead when there is no mapping.
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

private:
    void refresh();

    MappingDocument* document_;
    BufferPositionModel* model_;
    QLabel* caption_;
    QStackedWidget* pages_;
    QTableView* table_;
    QLabel* placeholder_;
};

}  // namespace tcpwb::widgets
