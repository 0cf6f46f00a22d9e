#include "widgets/views/SequencerDock.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

#include "memory/dm.h"
#include "sequencer/bank_trace.h"
#include "widgets/banks/BankPlot.h"
#include "widgets/document/MappingDocument.h"
#include "widgets/document/StringBridge.h"
#include "widgets/models/CoreText.h"
#include "widgets/models/SequencerConfigModel.h"
#include "widgets/models/SequencerSummaryModel.h"
#include "widgets/toolkit/CompactTableView.h"
#include "widgets/toolkit/DiagnosticView.h"
#include "widgets/toolkit/DockSupport.h"
#include "widgets/views/DocumentNames.h"
#include "widgets/views/ExpressionEdit.h"

namespace tcpwb::widgets {
namespace {

// "bank 1: 256 accesses in a row from access 256, first at {B: 8}": the
// streaks that can starve the DMA Engine, with the tensor element they start at.
QString bankText(const sequencer::BankTrace& trace, u64 accessBytes, std::size_t shown, const mapping::CompiledMapping* buffer,
                 tensor::DType dtype) {
    QString text =
        SequencerDock::tr("DM banks, %1 accesses of %2 bytes%3.")
            .arg(qulonglong(trace.accesses.size()))
            .arg(qulonglong(accessBytes))
            .arg(shown < trace.accesses.size() || trace.truncated ? SequencerDock::tr(" (the first %1 shown)").arg(shown) : QString());
    if (trace.streaks.empty())
        return text + QLatin1Char(' ') + SequencerDock::tr("No bank is hit %1 times in a row.").arg(memory::consecutiveAccessBound());
    const u64 elementBits = tensor::info(dtype).storageBits;
    for (std::size_t i = 0; i < std::min<std::size_t>(trace.streaks.size(), 4); ++i) {
        const auto& streak = trace.streaks[i];
        QString at;
        if (buffer && streak.firstAddress >= 0)
            if (auto index = buffer->at(static_cast<u64>(streak.firstAddress) * 8 / elementBits))
                at = SequencerDock::tr(", first at %1").arg(indexText(*index, *buffer));
        text += QLatin1Char('\n') + SequencerDock::tr("Starvation risk: bank %1 is hit %2 times in a row from access %3%4.")
                                        .arg(streak.bank)
                                        .arg(qulonglong(streak.length))
                                        .arg(qulonglong(streak.firstCycle))
                                        .arg(at);
    }
    if (trace.streaks.size() > 4) text += QLatin1Char('\n') + SequencerDock::tr("... and %1 more streaks.").arg(trace.streaks.size() - 4);
    return text;
}

void select(QComboBox* box, const QString& value) {
    const int at = box->findData(value);
    if (at >= 0 && at != box->currentIndex()) box->setCurrentIndex(at);
}

}  // namespace

SequencerDock::SequencerDock(MappingDocument* document, QWidget* parent)
    : QDockWidget(tr("Sequencer"), parent),
      document_(document),
      time_(named(new ExpressionEdit, "timeEdit")),
      timeError_(named(new DiagnosticView, "timeError")),
      packet_(named(new ExpressionEdit, "packetEdit")),
      packetError_(named(new DiagnosticView, "packetError")),
      dtype_(named(new QComboBox, "dtypeBox")),
      engine_(named(new QComboBox, "engineBox")),
      context_(named(new QComboBox, "contextBox")),
      hint_(named(new QLabel, "sequencerHint")),
      ruleError_(named(new DiagnosticView, "ruleError")),
      beforeMerging_(named(new QCheckBox(tr("Show term by term, before merging")), "beforeMerging")),
      configModel_(new SequencerConfigModel(this)),
      configTable_(nullptr),
      summaryModel_(new SequencerSummaryModel(this)),
      summaryTable_(nullptr),
      bankSummary_(named(new QLabel, "bankSummary")),
      banks_(named(new BankPlot, "bankPlot")) {
    setObjectName(QStringLiteral("sequencerDock"));
    setWidget(buildContents());
    connectDocument();
    pullSettings();
    showDerived();
}

QWidget* SequencerDock::buildChoices() {
    for (const auto& info : tensor::allDTypes()) {
        const QString name = toQt(std::string(info.name));
        dtype_->addItem(name, name);
    }
    engine_->addItem(tr("Fetch Engine"), QStringLiteral("fetch"));
    engine_->addItem(tr("Commit Engine"), QStringLiteral("commit"));
    engine_->addItem(tr("Sequencer rules only"), QStringLiteral("sequencer"));
    engine_->addItem(tr("DMA Engine (HBM → DM)"), QStringLiteral("dma"));
    context_->addItem(tr("main context"), QStringLiteral("main"));
    context_->addItem(tr("sub context"), QStringLiteral("sub"));
    // Two rows: the three boxes side by side are wider than the dock's
    // default width, which cut off the fields above and the hint below.
    auto* choices = new QWidget;
    auto* layout = new QGridLayout(choices);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(dtype_, 0, 0);
    layout->addWidget(context_, 0, 1);
    layout->addWidget(engine_, 1, 0, 1, 2);
    layout->setColumnStretch(2, 1);
    return choices;
}

QWidget* SequencerDock::buildContents() {
    time_->setPlaceholderText(tr("m![A, B / 32]"));
    packet_->setPlaceholderText(tr("m![B % 32]"));
    hint_->setWordWrap(true);
    auto* contents = new QWidget;
    auto* layout = new QVBoxLayout(contents);
    auto* form = new QFormLayout;
    form->addRow(tr("Time"), time_);
    form->addRow(QString(), timeError_);
    form->addRow(tr("Packet"), packet_);
    form->addRow(QString(), packetError_);
    form->addRow(tr("Read by"), buildChoices());
    layout->addLayout(form);
    layout->addWidget(hint_);
    layout->addWidget(ruleError_);
    configTable_ = readOnlyTable(configModel_, QStringLiteral("configTable"), 10, contents);
    summaryTable_ = readOnlyTable(summaryModel_, QStringLiteral("summaryTable"), 14, contents);
    // Its values (a warning's message, the masking) are read whole, wrapped.
    configTable_->wrapLongValues();
    summaryTable_->wrapLongValues();
    layout->addWidget(configTable_);
    layout->addWidget(beforeMerging_);
    layout->addWidget(summaryTable_);
    bankSummary_->setWordWrap(true);
    bankSummary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    banks_->setMinimumHeight(160);  // the Banks tab's plot, small: the same picture of the same trace
    layout->addWidget(bankSummary_);
    layout->addWidget(banks_);
    layout->addStretch(1);
    auto* scroll = new QScrollArea;
    scroll->setWidget(contents);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    return scroll;
}

void SequencerDock::connectDocument() {
    connect(time_, &QPlainTextEdit::textChanged, this, [this] { document_->setText({FieldRef::Field::Time}, time_->toPlainText()); });
    connect(packet_, &QPlainTextEdit::textChanged, this, [this] { document_->setText({FieldRef::Field::Packet}, packet_->toPlainText()); });
    const std::pair<QComboBox*, FieldRef::Field> boxes[] = {
        {dtype_, FieldRef::Field::DType}, {engine_, FieldRef::Field::Engine}, {context_, FieldRef::Field::Context}};
    for (const auto& [box, field] : boxes)
        connect(box, &QComboBox::activated, this,
                [this, box = box, field = field] { document_->setText({field}, box->currentData().toString()); });
    connect(beforeMerging_, &QCheckBox::toggled, configModel_, [this](bool before) { configModel_->setShowMerged(!before); });
    connect(document_, &MappingDocument::changed, this, [this] {
        pullSettings();
        showDerived();
    });
}

void SequencerDock::pullSettings() {
    const StreamSettings& stream = document_->content().stream;
    time_->setExpression(stream.time);
    packet_->setExpression(stream.packet);
    select(dtype_, stream.dtype);
    select(engine_, stream.engine);
    select(context_, stream.context);
}

void SequencerDock::showDerived() {
    const Derivation& derivation = document_->derivation();
    const StreamDerivation& stream = derivation.stream;
    const StreamSettings& settings = document_->content().stream;
    offerDocumentNames(*document_, {time_, packet_});

    const std::pair<ExpressionEdit*, DiagnosticView*> fields[] = {{time_, timeError_}, {packet_, packetError_}};
    const std::optional<FieldError>* errors[] = {&stream.timeError, &stream.packetError};
    const QString* texts[] = {&settings.time, &settings.packet};
    for (int i = 0; i < 2; ++i) {
        const auto& [edit, view] = fields[i];
        const auto& error = *errors[i];
        if (error) view->showError(*error, *texts[i]);
        else view->clearError();
        if (error && error->located) edit->setErrorSpan(error->begin, error->length);
        else edit->clearErrorSpan();
    }
    const auto& rule = stream.ruleError ? stream.ruleError : stream.settingsError;
    if (rule) ruleError_->showError(FieldError{*rule}, QString());
    else ruleError_->clearError();

    const sequencer::Config* config = stream.shownConfig();
    hint_->setVisible(!stream.requested || stream.dma);
    hint_->setText(stream.dma ? tr("The DMA configuration and its HBM channel use are in the Banks tab.")
                              : tr("Type the stream's Time and Packet to see the configuration the hardware derives from "
                                   "the expression's buffer."));
    configTable_->setVisible(config != nullptr);
    beforeMerging_->setVisible(config != nullptr);
    summaryTable_->setVisible(config != nullptr);
    std::optional<sequencer::MaskConfig> mask;
    if (stream.fetch) mask = stream.fetch->mask;
    configModel_->setConfig(config ? std::optional(*config) : std::nullopt, stream.dtype, mask);
    summaryModel_->setDerivation(stream);
    showBanks();
}

// Accesses of fetch_size (commit_size) bytes; the sequencer rules alone read
// whole packets of at most one 32-byte flit (core's StreamAccesses).
void SequencerDock::showBanks() {
    const StreamDerivation& stream = document_->derivation().stream;
    const sequencer::Config* config = stream.shownConfig();
    bankSummary_->setVisible(config != nullptr);
    banks_->setVisible(config != nullptr);
    if (!config) return;
    const u64 accessBytes = stream.accesses().bytes;
    // Only what the heatmap shows: the Banks tab traces further (50 ms budget).
    const auto trace = sequencer::traceBanks(*config, stream.dtype, accessBytes, kMaxBankAccesses);
    const std::size_t shown = std::min<std::size_t>(trace.accesses.size(), kMaxBankAccesses);
    std::vector<std::uint16_t> banks(shown);
    for (std::size_t i = 0; i < shown; ++i) banks[i] = trace.accesses[i].banks;
    std::vector<BankStreakInfo> streaks;
    for (const sequencer::BankStreak& s : trace.streaks)
        streaks.push_back({s.bank, s.firstCycle, s.firstCycle + s.length - 1, s.length, {}, false});
    banks_->setAccesses(std::move(banks), streaks);
    bankSummary_->setText(bankText(trace, accessBytes, shown, document_->derivation().mapping.get(), stream.dtype));
}

}  // namespace tcpwb::widgets
