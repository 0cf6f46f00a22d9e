#include "widgets/kernel/FlitTableModel.h"

#include "widgets/toolkit/PaletteColors.h"

namespace tcpwb::widgets {

FlitTableModel::FlitTableModel(QObject* parent) : QAbstractTableModel(parent) {}

// Stepping within a pass keeps the flit's size: the rows stay and only
// their data changes, so the view keeps its scroll position and lays out
// nothing. A reset is for a flit of another size.
void FlitTableModel::setElements(std::vector<sim::FlitElement> elements) {
    if (elements.size() == elements_.size()) {
        elements_ = std::move(elements);
        if (!elements_.empty()) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    elements_ = std::move(elements);
    endResetModel();
}

void FlitTableModel::setPalette(const QPalette& palette) {
    palette_ = palette;
    if (!elements_.empty()) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int FlitTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(elements_.size()); }

int FlitTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString FlitTableModel::valueText(const sim::FlitElement& element) {
    return element.hasValue ? QString::number(element.value, 'g', 8) : QStringLiteral("—");
}

QVariant FlitTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const sim::FlitElement& e = elements_[std::size_t(index.row())];
    if (!e.valid && role != Qt::DisplayRole && role != Qt::TextAlignmentRole) return invalidData(role);
    switch (role) {
        case Qt::DisplayRole:
            if (index.column() == Index) return QString::fromStdString(e.index);
            return e.valid ? valueText(e) : tr("invalid");
        case Qt::TextAlignmentRole: return index.column() == Value ? QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
        default: return {};
    }
}

// A lane past a vector_filter's valid count: italic text half way between
// the text and base colours, on the alternate base colour.
QVariant FlitTableModel::invalidData(int role) const {
    switch (role) {
        case InvalidRole: return true;
        case Qt::ToolTipRole: return tr("invalid: after the filter's valid count");
        case Qt::BackgroundRole: return palette_.color(QPalette::AlternateBase);
        case Qt::ForegroundRole: return mutedTextColor(palette_);
        case Qt::FontRole: {
            QFont font;
            font.setItalic(true);
            return font;
        }
        default: return {};
    }
}

QVariant FlitTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
    return section == Index ? tr("Index") : tr("Value");
}

}  // namespace tcpwb::widgets
