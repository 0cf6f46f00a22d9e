#include "widgets/banks/BankView.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include "dma/cost.h"
#include "memory/hbm.h"
#include "widgets/banks/BankPlot.h"
#include "widgets/banks/BankStreakModel.h"
#include "widgets/banks/DmaConfigModel.h"
#include "widgets/document/MappingDocument.h"
#include "widgets/document/StringBridge.h"
#include "widgets/toolkit/CompactTableView.h"
#include "widgets/toolkit/DiagnosticView.h"
#include "widgets/toolkit/DockSupport.h"

namespace tcpwb::widgets {
namespace {

QLabel* wrapping(QLabel* label) {
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

// The DMA's cost walks every request; on a keystroke only small transfers get it.
constexpr u64 kMaxCostedRequests = u64{1} << 16;

QString dmaText(const dma::DmaPlan& plan, u64 requests) {
    QString text = BankView::tr(
                       "%1 → %2, %3. Packet (stride0): %4 elements = %5 bytes; 256-byte requests per packet: %6; "
                       "alignment (bytes): read %7, write %8, packet %9; DMA Engines: %10; descriptors: %11; "
                       "requests: %12.")
                       .arg(toQt(std::string(dma::mediumName(plan.in))), toQt(std::string(dma::mediumName(plan.out))),
                            toQt(std::string(tensor::info(plan.dtype).name)))
                       .arg(qulonglong(plan.packet.elements))
                       .arg(qulonglong(plan.packet.bytes))
                       .arg(qulonglong(plan.requestsPerPacket))
                       .arg(qulonglong(plan.alignment.read))
                       .arg(qulonglong(plan.alignment.write))
                       .arg(qulonglong(plan.alignment.packet))
                       .arg(qulonglong(plan.units))
                       .arg(qulonglong(plan.descriptors.size()))
                       .arg(qulonglong(requests));
    if (requests <= kMaxCostedRequests) {
        const dma::DmaCost cost = dma::estimateCost(plan);
        text += QLatin1Char(' ') + BankView::tr("About %1 cycles.").arg(qulonglong(cost.roundedCycles()));
        for (const auto& advice : cost.advice) text += QLatin1Char('\n') + toQt(advice);
    } else {
        text += QLatin1Char(' ') + BankView::tr("Cycles are not estimated on each keystroke beyond %1 requests: run `tcpwb-cli dma`.")
                                       .arg(qulonglong(kMaxCostedRequests));
    }
    if (plan.packet.advice) text += QLatin1Char('\n') + toQt(*plan.packet.advice);
    for (const auto& note : plan.notes) text += QLatin1Char('\n') + toQt(note);
    return text;
}

}  // namespace

BankView::BankView(MappingDocument* document, QWidget* parent)
    : QWidget(parent),
      document_(document),
      error_(named(new DiagnosticView, "bankError")),
      hint_(named(wrapping(new QLabel), "bankHint")),
      verdict_(named(wrapping(new QLabel), "bankVerdict")),
      slice_(named(new QSpinBox, "bankSlice")),
      sliceNote_(named(wrapping(new QLabel), "bankSliceNote")),
      capNote_(named(wrapping(new QLabel), "bankCapNote")),
      plot_(named(new BankPlot, "bankHeatmap")),
      streaks_(new BankStreakModel(this)),
      dmaSummary_(named(wrapping(new QLabel), "dmaSummary")),
      dmaModel_(new DmaConfigModel(this)),
      channelPlot_(named(new QCustomPlot, "channelPlot")),
      channelSummary_(named(wrapping(new QLabel), "channelSummary")) {
    setObjectName(QStringLiteral("bankView"));
    // No scroll area: word-wrapped labels inside one squeeze the tables and
    // plots below their size hints; both sections fit a 700-pixel-high tab.
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(error_);
    layout->addWidget(hint_);
    layout->addWidget(buildBankSection());
    layout->addWidget(buildDmaSection());
    layout->addStretch(1);
    connect(document_, &MappingDocument::changed, this, &BankView::refresh);
    connect(slice_, &QSpinBox::valueChanged, this, [this] { refresh(); });
    refresh();
}

QWidget* BankView::buildBankSection() {
    bankSection_ = named(new QWidget, "bankSection");
    auto* layout = new QVBoxLayout(bankSection_);
    layout->setContentsMargins(0, 0, 0, 0);
    QFont bold = verdict_->font();
    bold.setBold(true);
    verdict_->setFont(bold);
    layout->addWidget(verdict_);
    auto* row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("Slice")));
    row->addWidget(slice_);
    row->addWidget(sliceNote_, 1);
    layout->addLayout(row);
    layout->addWidget(plot_);
    layout->addWidget(capNote_);
    streakTable_ = readOnlyTable(streaks_, QStringLiteral("streakTable"), 8, bankSection_);
    streakTable_->horizontalHeader()->setStretchLastSection(true);
    streakTable_->setSelectionBehavior(QAbstractItemView::SelectRows);
    streakTable_->setToolTip(tr("Click a streak to zoom the heatmap to it"));
    connect(streakTable_, &QTableView::clicked, this, &BankView::streakClicked);
    layout->addWidget(streakTable_);
    return bankSection_;
}

QWidget* BankView::buildDmaSection() {
    dmaSection_ = named(new QWidget, "dmaSection");
    auto* layout = new QVBoxLayout(dmaSection_);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(dmaSummary_);
    layout->addWidget(readOnlyTable(dmaModel_, QStringLiteral("dmaConfigTable"), 10, dmaSection_));
    channelPlot_->setMinimumHeight(240);
    channelPlot_->xAxis->setLabel(tr("HBM channel (chip × 32 + stack × 16 + channel)"));
    channelPlot_->yAxis->setLabel(tr("bytes"));
    const QColor colours[2] = {QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e)};
    for (int stack = 0; stack < 2; ++stack) {
        stackBars_[stack] = new QCPBars(channelPlot_->xAxis, channelPlot_->yAxis);
        stackBars_[stack]->setName(tr("stack %1").arg(stack));
        stackBars_[stack]->setBrush(colours[stack]);
        stackBars_[stack]->setPen(colours[stack].darker());
        stackBars_[stack]->setWidth(0.8);
    }
    channelPlot_->legend->setVisible(true);
    channelPlot_->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    layout->addWidget(channelPlot_);
    layout->addWidget(channelSummary_);
    return dmaSection_;
}

void BankView::refresh() {
    ++updates_;
    const Derivation& derivation = document_->derivation();
    const StreamDerivation& stream = derivation.stream;
    std::optional<diag::Diagnostic> problem = stream.ruleError ? stream.ruleError : stream.settingsError;
    if (!problem && derivation.axesError) problem = derivation.axesError->diagnostic;
    if (!problem && derivation.expressionError) problem = derivation.expressionError->diagnostic;
    if (!problem && stream.timeError) problem = stream.timeError->diagnostic;
    if (!problem && stream.packetError) problem = stream.packetError->diagnostic;
    if (problem) error_->showError(FieldError{*problem}, QString());
    else error_->clearError();
    const bool dma = stream.dma.has_value();
    const bool banks = stream.shownConfig() != nullptr;
    hint_->setVisible(!dma && !banks);
    if (!stream.requested)
        hint_->setText(
            tr("Type the stream's Time and Packet in the Sequencer dock to see the DM banks its accesses touch "
               "(Fetch or Commit Engine) or the HBM channels it uses (DMA Engine)."));
    else hint_->setText(tr("No configuration to show: fix the problem above."));
    bankSection_->setVisible(banks);
    dmaSection_->setVisible(dma);
    showBanks();
    showDma();
    // Settle the layout within this update, inner layouts first: the tables
    // and labels changed their size hints, and posted layout requests would
    // take several event-loop rounds to reach this widget.
    for (QWidget* section : {bankSection_, dmaSection_}) section->layout()->activate();
    layout()->activate();
}

void BankView::showBanks() {
    const Derivation& derivation = document_->derivation();
    const auto* sliceMapping = derivation.tensorUnit.slice.get();
    const u64 slices = sliceMapping ? std::max<u64>(sliceMapping->size(), 1) : 1;
    {
        const QSignalBlocker blocker(slice_);
        slice_->setRange(0, int(std::min<u64>(slices, 1u << 30) - 1));
    }
    stream_ = computeBankStream(derivation.stream, derivation.mapping.get(), sliceMapping, u64(slice_->value()));
    if (!stream_.available) {
        streaks_->setStreaks({});
        plot_->setAccesses({}, {});
        return;
    }
    verdict_->setText(stream_.verdict());
    sliceNote_->setText(slices > 1 ? tr("All %1 slices share this pattern: each runs the same configuration on its own DM. Coordinates "
                                        "are named for slice %2 (%3).")
                                         .arg(qulonglong(slices))
                                         .arg(slice_->value())
                                         .arg(stream_.sliceCoordinates)
                                   : tr("Every slice that runs this configuration shares this pattern (the stream's Slice is m![1])."));
    streaks_->setStreaks(stream_.streaks);
    streakTable_->setVisible(!stream_.streaks.empty());
    plot_->setAccesses(stream_.banks, stream_.streaks);
    QString cap =
        tr("%1 accesses of %2 bytes (%3).").arg(qulonglong(stream_.totalAccesses)).arg(qulonglong(stream_.accessBytes)).arg(stream_.engine);
    if (stream_.capped)
        cap += QLatin1Char(' ') + tr("Only the first %1 are traced and drawn on each keystroke; streaks are looked for in them.")
                                      .arg(qulonglong(stream_.banks.size()));
    if (plot_->outlinedStreaks() < int(stream_.streaks.size()))
        cap += QLatin1Char(' ') + tr("The first %1 streaks are outlined.").arg(BankPlot::kMaxOutlines);
    cap += QLatin1Char(' ') + tr("Scroll to zoom along the accesses; columns aggregate accesses when there are more than pixels.");
    capNote_->setText(cap);
}

void BankView::showDma() {
    const StreamDerivation& stream = document_->derivation().stream;
    if (!stream.dma) {
        dmaModel_->setPlan(std::nullopt);
        channels_ = {};
        return;
    }
    const dma::DmaPlan& plan = *stream.dma;
    channels_ = dma::channelBalance(plan, kMaxWalkedRequests);
    dmaSummary_->setText(dmaText(plan, channels_.totalRequests));
    dmaModel_->setPlan(plan);
    QVector<double> keys[2], values[2];
    double highest = 1;
    for (u64 c = 0; c < channels_.channels; ++c) {
        const int stack = int(c % memory::kHbm.channels() / memory::kHbm.channelsPerStack);
        keys[stack] << double(c);
        values[stack] << double(channels_.channelBytes[c]);
        highest = std::max(highest, double(channels_.channelBytes[c]));
    }
    for (int stack = 0; stack < 2; ++stack) stackBars_[stack]->setData(keys[stack], values[stack], true);
    channelPlot_->xAxis->setRange(-1, double(channels_.channels));
    channelPlot_->yAxis->setRange(0, highest * 1.15);
    channelPlot_->replot();
    QStringList stacks;
    for (u64 s = 0; s < channels_.stacks; ++s)
        stacks << tr("stack %1: %2 bytes").arg(qulonglong(s)).arg(qulonglong(channels_.stackBytes[s]));
    QString text = imbalanceText(channels_) + QLatin1Char('\n') + stacks.join(QStringLiteral(", ")) + QLatin1Char('.');
    if (channels_.capped())
        text += QLatin1Char(' ') +
                tr("From the first %1 of %2 requests.").arg(qulonglong(channels_.walkedRequests)).arg(qulonglong(channels_.totalRequests));
    channelSummary_->setText(text);
}

void BankView::streakClicked(const QModelIndex& index) {
    if (const BankStreakInfo* streak = streaks_->streakAt(index.row())) plot_->zoomTo(streak->first, streak->last);
}

}  // namespace tcpwb::widgets
