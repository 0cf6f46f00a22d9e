#include "widgets/models/AliasTableModel.h"

#include <QGuiApplication>
#include <QBrush>
#include <QColor>

#include "widgets/document/MappingDocument.h"
#include "widgets/toolkit/PaletteColors.h"

namespace tcpwb::widgets {

AliasTableModel::AliasTableModel(MappingDocument* document, QObject* parent) : QAbstractTableModel(parent), document_(document) {
    connectDocument();
}

void AliasTableModel::connectDocument() {
    // The document announces structural changes before and after, so the
    // model can bracket them as Qt's model contract requires.
    connect(document_, &MappingDocument::aliasAboutToBeInserted, this, [this](int row) { beginInsertRows({}, row, row); });
    connect(document_, &MappingDocument::aliasInserted, this, [this] { endInsertRows(); });
    connect(document_, &MappingDocument::aliasAboutToBeRemoved, this, [this](int row) { beginRemoveRows({}, row, row); });
    connect(document_, &MappingDocument::aliasRemoved, this, [this] { endRemoveRows(); });
    connect(document_, &MappingDocument::contentAboutToBeReplaced, this, [this] { beginResetModel(); });
    connect(document_, &MappingDocument::contentReplaced, this, [this] { endResetModel(); });
    // Any edit (axes included) may change every alias's size.
    connect(document_, &MappingDocument::changed, this, [this] {
        if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    });
}

int AliasTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(document_->content().aliases.size());
}

int AliasTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant AliasTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid)) return {};
    const AliasEntry& alias = document_->content().aliases.at(index.row());
    if (index.column() == Size) return sizeData(index.row(), role);
    if (role != Qt::DisplayRole && role != Qt::EditRole) return {};
    return index.column() == Name ? alias.name : alias.expression;
}

QVariant AliasTableModel::sizeData(int row, int role) const {
    const auto& statuses = document_->derivation().aliases;
    if (std::size_t(row) >= statuses.size()) return {};
    const AliasStatus& status = statuses[std::size_t(row)];
    switch (role) {
        case Qt::DisplayRole: return status.size ? QVariant(qulonglong(*status.size)) : QVariant(tr("error"));
        case Qt::ToolTipRole: return status.size ? QVariant() : QVariant(status.problem);
        case Qt::ForegroundRole: return status.size ? QVariant() : QVariant(QBrush(errorTextColor(QGuiApplication::palette())));
        case Qt::TextAlignmentRole: return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        default: return {};
    }
}

bool AliasTableModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return false;
    if (index.column() == Size) return false;
    const auto field = index.column() == Name ? FieldRef::Field::AliasName : FieldRef::Field::AliasExpression;
    document_->setText({field, index.row()}, value.toString());
    return true;  // the document's changed signal reports the new data
}

Qt::ItemFlags AliasTableModel::flags(const QModelIndex& index) const {
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() != Size) flags |= Qt::ItemIsEditable;
    return flags;
}

QVariant AliasTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
        case Name: return tr("Name");
        case Expression: return tr("Expression");
        case Size: return tr("Size");
        default: return {};
    }
}

}  // namespace tcpwb::widgets
