#include "widgets/models/SequencerSummaryModel.h"

#include <QStringList>

#include "sequencer/padding_advice.h"
#include "widgets/document/DiagnosticText.h"
#include "widgets/document/StringBridge.h"

namespace tcpwb::widgets {
namespace {

QString bytes(u64 n) { return SequencerSummaryModel::tr("%1 bytes").arg(qulonglong(n)); }

QString counts(const std::vector<u64>& values) {
    QStringList parts;
    for (u64 v : values) parts << QString::number(qulonglong(v));
    return QStringLiteral("[%1]").arg(parts.join(QStringLiteral(", ")));
}

}  // namespace

SequencerSummaryModel::SequencerSummaryModel(QObject* parent) : QAbstractTableModel(parent) {}

void SequencerSummaryModel::setDerivation(const StreamDerivation& derivation) {
    beginResetModel();
    rows_.clear();
    if (const sequencer::Config* config = derivation.shownConfig()) {
        addConfigRows(*config, derivation);
        if (derivation.fetch) addFetchRows(*derivation.fetch);
        if (derivation.fetch) addPaddingAdvice(*derivation.fetch, derivation);
        if (derivation.commit) addCommitRows(*derivation.commit);
    }
    endResetModel();
}

void SequencerSummaryModel::add(const QString& property, const QString& value, const QString& toolTip) {
    rows_.append({property, value, toolTip});
}

void SequencerSummaryModel::addConfigRows(const sequencer::Config& config, const StreamDerivation& derivation) {
    add(tr("configuration"), toQt(sequencer::describe(config.merged, config.packetSize)),
        tr("[size : stride, ...] : packet, outermost first, strides in elements"));
    add(tr("packet"),
        tr("%1 elements, %2").arg(qulonglong(config.packetSize)).arg(bytes(tensor::bytesFor(derivation.dtype, config.packetSize))),
        tr("The innermost entry's size: what one read or write moves"));
    add(tr("base"), tr("%1 elements").arg(qlonglong(config.base)),
        tr("Where the first access starts; negative when a padded axis reads before the tensor"));
    for (const auto& merge : config.merges)
        add(tr("merged"), tr("%1 + %2 → %3").arg(toQt(merge.from[0]), toQt(merge.from[1]), toQt(merge.into)),
            tr("More than 8 entries: adjacent entries with s1 = n2 × s2 become one"));
}

void SequencerSummaryModel::addFetchRows(const sequencer::FetchPlan& plan) {
    add(tr("contiguous"), bytes(plan.contiguousBytes), tr("contiguous_sram_access_size: bytes read without a jump"));
    add(tr("fetch_size"), bytes(plan.fetchSize), tr("The largest read of the context dividing the packet and the contiguous run"));
    add(tr("fetches per packet"), QString::number(qulonglong(plan.fetchesPerPacket)), tr("The Fetch Adapter's batching"));
    add(tr("cycles"), QString::number(qulonglong(plan.cycles)), tr("Time::SIZE × ceil(Packet bytes / fetch_size)"));
    add(tr("output"), tr("%1, %2 per packet").arg(toQt(std::string(tensor::info(plan.output).name))).arg(bytes(plan.outputPacketBytes)),
        tr("The type and packet size after the adapter's cast"));
    if (const auto& mask = plan.mask) {
        QString value = tr("case %1 on %2: last_dim %3, left_pad %4, valid counts %5")
                            .arg(mask->paddingCase)
                            .arg(toQt(mask->axis))
                            .arg(qulonglong(mask->lastDim))
                            .arg(qulonglong(mask->leftPad))
                            .arg(counts(mask->rightmostValidCount));
        if (mask->insertedUnitEntry) value += tr(" (added the entry 1 : 0)");
        add(tr("masking"), value,
            tr("%1 valid and %2 masked elements per row of the axis")
                .arg(qulonglong(mask->validPerRow))
                .arg(qulonglong(mask->maskedPerRow)));
    }
    for (const auto& warning : plan.warnings) add(tr("warning"), diagnosticText(warning), warning.fix ? toQt(*warning.fix) : QString());
}

// Core's advice (sequencer::advisePadding): the Fetch Engine's "The Impact of
// Padding Choice".
void SequencerSummaryModel::addPaddingAdvice(const sequencer::FetchPlan& plan, const StreamDerivation& derivation) {
    const auto advice = sequencer::advisePadding(plan, derivation.dtype, derivation.context);
    if (!advice) return;
    add(tr("faster"),
        tr("pad the packet to %1 bytes: fetch_size rises from %2 to %3 bytes, cycles fall from %4 to %5")
            .arg(qulonglong(advice->paddedPacketBytes))
            .arg(qulonglong(advice->fetchSize))
            .arg(qulonglong(advice->paddedFetchSize))
            .arg(qulonglong(advice->cycles))
            .arg(qulonglong(advice->paddedCycles)),
        tr("Fetch Engine, \"The Impact of Padding Choice\": %1 more bytes per packet (and per row of the buffer) buy "
           "32-byte reads")
            .arg(qulonglong(advice->extraBytes)));
}

void SequencerSummaryModel::addCommitRows(const sequencer::CommitPlan& plan) {
    add(tr("commit_in_size"), bytes(plan.commitInSize), tr("Bytes of each 32-byte flit written after truncating"));
    add(tr("contiguous"), bytes(plan.contiguousBytes), tr("contiguous_sram_access_size: bytes written without a jump"));
    add(tr("commit_size"), bytes(plan.commitSize), tr("gcd(contiguous, commit_in_size): bytes per write"));
    add(tr("writes per packet"), QString::number(qulonglong(plan.writesPerPacket)), tr("commit_in_size / commit_size"));
    add(tr("cycles"), QString::number(qulonglong(plan.cycles)), tr("Time::SIZE × writes per packet"));
}

QString SequencerSummaryModel::value(const QString& property) const {
    for (const Row& row : rows_)
        if (row.property == property) return row.value;
    return {};
}

int SequencerSummaryModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(rows_.size()); }

int SequencerSummaryModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant SequencerSummaryModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::ParentIsInvalid)) return {};
    const Row& row = rows_.at(index.row());
    if (role == Qt::DisplayRole) return index.column() == Property ? row.property : row.value;
    if (role == Qt::ToolTipRole) return row.toolTip;
    return {};
}

QVariant SequencerSummaryModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
    return section == Property ? tr("Property") : tr("Value");
}

}  // namespace tcpwb::widgets
