#pragma once
// The alias table of the document (name, expression, derived size) with
// buttons to add and remove rows. Cells are edited in place.
#include <QWidget>

class QTableView;
class QToolButton;

namespace tcpwb::widgets {

class AliasTableModel;
class MappingDocument;

class AliasEditor : public QWidget {
    Q_OBJECT

public:
    explicit AliasEditor(MappingDocument* document, QWidget* parent = nullptr);

    QTableView* table() const { return table_; }

    void addAlias();
    void removeCurrentAlias();

private:
    QString unusedName() const;
    void updateButtons();

    MappingDocument* document_;
    AliasTableModel* model_;
    QTableView* table_;
    QToolButton* add_;
    QToolButton* remove_;
};

}  // namespace tcpwb::widgets
