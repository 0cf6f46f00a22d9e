#include "widgets/switch/SwitchSummaryModel.h"

#include <QFontDatabase>

#include "widgets/document/StringBridge.h"
#include "widgets/switch/SwitchData.h"

namespace tcpwb::widgets {
namespace {

QString joined(const std::vector<std::string>& parts) {
    QStringList list;
    for (const auto& p : parts) list << toQt(p);
    return list.join(QStringLiteral(", "));
}

}  // namespace

SwitchSummaryModel::SwitchSummaryModel(QObject* parent) : QAbstractTableModel(parent) {}

void SwitchSummaryModel::setData(const SwitchData& data) {
    beginResetModel();
    quantities_.clear();
    values_.clear();
    tips_.clear();
    if (data.hasPlan()) {
        const sw::SwitchPlan& plan = data.plan();
        auto add = [this](const QString& quantity, const QString& value, const QString& tip = {}) {
            quantities_ << quantity;
            values_ << value;
            tips_ << tip;
        };
        add(tr("topology"), toQt(sw::describe(plan.topology)));
        add(tr("out Slice"), toQt(plan.outSlice), tr("The output Slice mapping (canonical form)."));
        if (!plan.outSliceParts.empty()) add(tr("out Slice parts"), joined(plan.outSliceParts));
        add(tr("out Time"), toQt(plan.outTime), tr("The output Time mapping (canonical form)."));
        if (!plan.outTimeParts.empty()) add(tr("out Time parts"), joined(plan.outTimeParts));
        add(tr("ring_size"), QString::number(plan.ringSize), tr("Slices that exchange packets: slice1 x slice0 (1 for Forward)."));
        add(tr("rings"), tr("%1 in parallel").arg(plan.ringGroups), tr("256 / ring_size independent ring groups."));
        add(tr("packet"), tr("%1 bytes, %2-byte flits").arg(plan.packetBytes).arg(plan.flitBytes));
        add(tr("cycles"), QString::number(plan.cycles));
        add(tr("formula"),
            tr("ring_size x input_time x cycles_per_packet = %1 x %2 x %3")
                .arg(plan.ringSize)
                .arg(plan.inputTime)
                .arg(plan.cyclesPerPacket),
            tr("cycles_per_packet = ceil(packet bytes / flit bytes)."));
    }
    endResetModel();
}

QString SwitchSummaryModel::value(const QString& quantity) const {
    const qsizetype row = quantities_.indexOf(quantity);
    return row < 0 ? QString() : values_.at(row);
}

int SwitchSummaryModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(quantities_.size()); }

int SwitchSummaryModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant SwitchSummaryModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const int row = index.row();
    switch (role) {
        case Qt::DisplayRole: return index.column() == Quantity ? quantities_.at(row) : values_.at(row);
        case Qt::ToolTipRole: {
            // The whole value, for a narrow column, then what it means.
            QString tip = values_.at(row);
            if (!tips_.at(row).isEmpty()) tip += QLatin1Char('\n') + tips_.at(row);
            return tip;
        }
        case Qt::FontRole:
            // Mapping text reads token by token: monospace, like the editors.
            if (index.column() == Value) return QFontDatabase::systemFont(QFontDatabase::FixedFont);
            return {};
        default: return {};
    }
}

QVariant SwitchSummaryModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    return section == Quantity ? tr("Quantity") : section == Value ? tr("Value") : QVariant();
}

}  // namespace tcpwb::widgets
