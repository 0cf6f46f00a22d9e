#pragma once
// The alias table of the document (name, expression, derived size) with
// buttons to add and remove rows. Cells are edited in place. Under the table,
// each alias that does not compile says why, in place (the Size cell says
// "error"; the sentence is too long for a cell).
#include <QWidget>

class QLabel;
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
    QLabel* problems() const { return problems_; }

    void addAlias();
    void removeCurrentAlias();

private:
    QString unusedName() const;
    void updateButtons();
    void showProblems();

    MappingDocument* document_;
    AliasTableModel* model_;
    QTableView* table_;
    QToolButton* add_;
    QToolButton* remove_;
    QLabel* problems_;
};

}  // namespace tcpwb::widgets
