#include "widgets/switch/RouterCycleModel.h"

#include <QStringList>

#include "widgets/document/StringBridge.h"
#include "widgets/switch/RouterStepper.h"

namespace tcpwb::widgets {

RouterCycleModel::RouterCycleModel(RouterStepper* stepper, QObject* parent) : QAbstractTableModel(parent), stepper_(stepper) {
    connect(stepper_, &RouterStepper::traceChanged, this, [this] {
        beginResetModel();
        endResetModel();
    });
    connect(stepper_, &RouterStepper::cycleChanged, this, [this] {
        if (rowCount() > 0) emit dataChanged(index(0, Router), index(rowCount() - 1, Kept));
    });
}

int RouterCycleModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !stepper_->animatable() ? 0 : stepper_->ringSize();
}

int RouterCycleModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString RouterCycleModel::roleName(int position) const {
    // The manual's counter-clockwise configuration (Router Decision Process).
    if (stepper_->ringSize() == 1) return tr("alone");
    if (position == 0) return tr("root");
    return position + 1 == stepper_->ringSize() ? tr("leaf") : tr("middle");
}

QString RouterCycleModel::routerText(int position) const {
    const sw::RouterCycle* cycle = stepper_->current();
    if (!cycle || position >= int(cycle->actions.size())) return {};
    QStringList actions;
    for (const sw::RouterAction& action : cycle->actions[std::size_t(position)]) {
        QStringList to;
        for (sw::Port port : action.to) to << toQt(sw::portName(port));
        actions << tr("%1: from %2, to %3").arg(action.packet).arg(toQt(sw::portName(action.from)), to.join(QStringLiteral(", ")));
    }
    return actions.join(QStringLiteral("; "));
}

QString RouterCycleModel::outputText(int position) const {
    const sw::RouterCycle* cycle = stepper_->current();
    if (!cycle || position >= int(cycle->output.size())) return {};
    QStringList out;
    for (u64 packet : cycle->output[std::size_t(position)])
        out << (stepper_->accepts(position, packet) ? tr("%1 kept").arg(packet) : tr("%1 ignored").arg(packet));
    return out.join(QStringLiteral(", "));
}

int RouterCycleModel::keptSoFar(int position) const {
    int kept = 0;
    for (u64 packet : sw::outputSoFar(stepper_->trace(), u64(stepper_->cycle()), u64(position)))
        kept += stepper_->accepts(position, packet);
    return kept;
}

QVariant RouterCycleModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const int position = index.row();
    if (role == Qt::ToolTipRole && index.column() == Kept) return tr("Packets this slice's snoop bitmap has kept up to this cycle");
    if (role != Qt::DisplayRole) return {};
    switch (index.column()) {
        case Slice: return stepper_->ringStart() + position;
        case Role: return roleName(position);
        case Router: return routerText(position);
        case Output: return outputText(position);
        case Kept: return keptSoFar(position);
        default: return {};
    }
}

QVariant RouterCycleModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case Slice: return tr("Slice");
        case Role: return tr("Role");
        case Router: return tr("Router (packet: from, to)");
        case Output: return tr("Output");
        case Kept: return tr("Kept so far");
        default: return {};
    }
}

}  // namespace tcpwb::widgets
