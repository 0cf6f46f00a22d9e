#pragma once
// The document's aliases as an editable table: name, expression, and the
// size core derives for each (or why it cannot). Edits go to the document,
// and so through its undo stack.
#include <QAbstractTableModel>

namespace tcpwb::widgets {

class MappingDocument;

class AliasTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Name, Expression, Size, ColumnCount };

    explicit AliasTableModel(MappingDocument* document, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void connectDocument();
    QVariant sizeData(int row, int role) const;

    MappingDocument* document_;
};

}  // namespace tcpwb::widgets
