#include "widgets/analysis/HardwareConfigModel.h"

namespace tcpwb::widgets {
namespace {

QString qs(const std::string& s) { return QString::fromStdString(s); }

QStandardItem* textItem(const QString& text) {
    auto* item = new QStandardItem(text);
    item->setEditable(false);
    return item;
}

QStandardItem* numberItem(qlonglong value) {
    auto* item = textItem(QString::number(value));
    item->setData(value, Qt::EditRole);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

}  // namespace

HardwareConfigModel::HardwareConfigModel(QObject* parent) : QStandardItemModel(parent) { setHeaders(); }

void HardwareConfigModel::setHeaders() {
    setColumnCount(ColumnCount);
    setHorizontalHeaderLabels({tr("Name"), tr("Size"), tr("Stride"), tr("Role")});
}

void HardwareConfigModel::clearConfig() {
    clear();
    setHeaders();
}

void HardwareConfigModel::setConfig(const analysis::HardwareConfig& config) {
    clearConfig();
    for (const analysis::SequencerText& s : config.sequencers) addSequencer(s);
    if (!config.sizes.empty()) addSizes(config.sizes);
    for (const analysis::SwitchText& s : config.switches) addSwitch(s);
}

// The sequencer's row gives its notation and iterations; a row per entry,
// outermost first, then the packet.
void HardwareConfigModel::addSequencer(const analysis::SequencerText& s) {
    QStandardItem* head = textItem(s.label.empty() ? tr("sequencer") : qs(s.label));
    head->setToolTip(tr("%1 iterations").arg(s.iterations()));
    QStandardItem* iterations = numberItem(qlonglong(std::min<u64>(s.iterations(), u64(LLONG_MAX))));
    iterations->setToolTip(tr("iterations: the product of the entries' sizes"));
    appendRow({head, iterations, textItem(QString()), textItem(qs(s.notation()))});
    for (std::size_t e = 0; e < s.entries.size(); ++e) {
        const analysis::SequencerEntryText& entry = s.entries[e];
        QString role;
        if (entry.stride == 0 && entry.size > 1) role = tr("broadcast");
        else if (entry.stride < 0) role = tr("walks back");
        head->appendRow({textItem(entry.term.empty() ? tr("entry %1").arg(e) : qs(entry.term)),
                         numberItem(qlonglong(std::min<u64>(entry.size, u64(LLONG_MAX)))), numberItem(entry.stride), textItem(role)});
    }
    if (s.packetSize)
        head->appendRow({textItem(tr("packet")), numberItem(qlonglong(std::min<u64>(*s.packetSize, u64(LLONG_MAX)))), textItem(QString()),
                         textItem(tr("packet"))});
}

void HardwareConfigModel::addSizes(const std::vector<std::pair<std::string, u64>>& sizes) {
    QStandardItem* head = textItem(tr("sizes"));
    appendRow({head, textItem(QString()), textItem(QString()), textItem(QString())});
    for (const auto& [name, value] : sizes)
        head->appendRow(
            {textItem(qs(name)), numberItem(qlonglong(std::min<u64>(value, u64(LLONG_MAX)))), textItem(QString()), textItem(QString())});
}

void HardwareConfigModel::addSwitch(const analysis::SwitchText& topology) {
    QStandardItem* head = textItem(tr("switch"));
    appendRow({head, textItem(QString()), textItem(QString()), textItem(qs(topology.kind))});
    for (const auto& [name, value] : topology.parameters)
        head->appendRow(
            {textItem(qs(name)), numberItem(qlonglong(std::min<u64>(value, u64(LLONG_MAX)))), textItem(QString()), textItem(QString())});
}

}  // namespace tcpwb::widgets
