#include "widgets/views/TensorUnitDock.h"

#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QTabWidget>
#include <QVBoxLayout>

#include "widgets/document/MappingDocument.h"
#include "widgets/document/StringBridge.h"
#include "widgets/toolkit/DiagnosticView.h"
#include "widgets/toolkit/DockSupport.h"
#include "widgets/toolkit/HeatmapPlot.h"
#include "widgets/views/DocumentNames.h"
#include "widgets/views/ExpressionEdit.h"
#include "widgets/views/UndoShortcutFilter.h"

namespace tcpwb::widgets {
namespace {

QLabel* summaryLabel(const char* objectName) {
    auto* label = named(new QLabel, objectName);
    label->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setWordWrap(true);
    return label;
}

// bitmap[out] lists the input slices output slice `out` accepts: a 0/1 matrix.
std::vector<std::vector<std::uint8_t>> bitmapMatrix(const std::vector<std::vector<u64>>& bitmap) {
    std::vector<std::vector<std::uint8_t>> cells(bitmap.size(), std::vector<std::uint8_t>(bitmap.size(), 0));
    for (std::size_t out = 0; out < bitmap.size(); ++out)
        for (u64 in : bitmap[out])
            if (in < cells[out].size()) cells[out][in] = 1;
    return cells;
}

QString joined(const std::vector<std::string>& parts) {
    QStringList list;
    for (const auto& p : parts) list << toQt(p);
    return list.join(QStringLiteral(", "));
}

}  // namespace

TensorUnitDock::TensorUnitDock(MappingDocument* document, QWidget* parent)
    : QDockWidget(tr("Tensor Unit"), parent),
      document_(document),
      slice_(named(new ExpressionEdit, "sliceEdit")),
      sliceError_(named(new DiagnosticView, "sliceError")),
      hint_(named(new QLabel, "tensorUnitHint")),
      tabs_(named(new QTabWidget, "tensorUnitTabs")),
      topology_(named(new QLineEdit, "topologyEdit")),
      switchError_(named(new DiagnosticView, "switchError")),
      switchSummary_(summaryLabel("switchSummary")),
      bitmap_(named(new HeatmapPlot, "bitmapPlot")),
      openSwitch_(named(new QPushButton(tr("Open the Switch tab")), "openSwitchView")),
      reduce_(named(new QLineEdit, "reduceEdit")),
      vcgReason_(named(new DiagnosticView, "vcgReason")),
      vcgSummary_(summaryLabel("vcgSummary")),
      validCounts_(named(new HeatmapPlot, "validCountPlot")) {
    setObjectName(QStringLiteral("tensorUnitDock"));
    setWidget(buildContents());
    connectDocument();
    pullSettings();
    showDerived();
}

QWidget* TensorUnitDock::buildSwitchPage() {
    topology_->setPlaceholderText(tr("Broadcast01 slice1=2 slice0=2 time0=4"));
    topology_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    UndoShortcutFilter::install(topology_);
    bitmap_->setLabels(tr("input slice"), tr("output slice"), tr("accepted"));
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    auto* form = new QFormLayout;
    form->addRow(tr("Topology"), topology_);
    layout->addLayout(form);
    layout->addWidget(switchError_);
    layout->addWidget(switchSummary_);
    openSwitch_->setToolTip(tr("The rings, the snoop bitmap with coordinates and the router animation"));
    connect(openSwitch_, &QPushButton::clicked, this, &TensorUnitDock::showSwitchView);
    layout->addWidget(openSwitch_, 0, Qt::AlignLeft);
    layout->addWidget(bitmap_, 1);
    return page;
}

QWidget* TensorUnitDock::buildVcgPage() {
    reduce_->setPlaceholderText(tr("R  (the reduce axis; several: H, W)"));
    reduce_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    UndoShortcutFilter::install(reduce_);
    validCounts_->setLabels(tr("time step"), tr("slice"), tr("valid count"));
    auto* page = new QWidget;
    auto* layout = new QVBoxLayout(page);
    auto* form = new QFormLayout;
    form->addRow(tr("Reduce axes"), reduce_);
    layout->addLayout(form);
    layout->addWidget(vcgReason_);
    layout->addWidget(vcgSummary_);
    layout->addWidget(validCounts_, 1);
    return page;
}

QWidget* TensorUnitDock::buildContents() {
    slice_->setPlaceholderText(tr("m![A]  (256 positions for the Switch Engine)"));
    hint_->setWordWrap(true);
    hint_->setText(
        tr("The stream's Time and Packet come from the Sequencer panel; give its Slice here, then a "
           "topology or the reduce axes."));
    tabs_->addTab(buildSwitchPage(), tr("Switch"));
    tabs_->addTab(buildVcgPage(), tr("Valid counts"));
    auto* contents = new QWidget;
    auto* layout = new QVBoxLayout(contents);
    auto* form = new QFormLayout;
    form->addRow(tr("Slice"), slice_);
    form->addRow(QString(), sliceError_);
    layout->addLayout(form);
    layout->addWidget(hint_);
    layout->addWidget(tabs_, 1);
    return contents;
}

void TensorUnitDock::connectDocument() {
    connect(slice_, &QPlainTextEdit::textChanged, this, [this] { document_->setText({FieldRef::Field::Slice}, slice_->toPlainText()); });
    connect(topology_, &QLineEdit::textEdited, this,
            [this](const QString& text) { document_->setText({FieldRef::Field::Topology}, text); });
    connect(reduce_, &QLineEdit::textEdited, this, [this](const QString& text) { document_->setText({FieldRef::Field::Reduce}, text); });
    connect(document_, &MappingDocument::changed, this, [this] {
        pullSettings();
        showDerived();
    });
}

void TensorUnitDock::pullSettings() {
    const StreamSettings& stream = document_->content().stream;
    slice_->setExpression(stream.slice);
    if (topology_->text() != stream.topology) topology_->setText(stream.topology);
    if (reduce_->text() != stream.reduce) reduce_->setText(stream.reduce);
}

void TensorUnitDock::showDerived() {
    const Derivation& derivation = document_->derivation();
    const TensorUnitDerivation& derived = derivation.tensorUnit;
    offerDocumentNames(*document_, {slice_});
    const QString& sliceText = document_->content().stream.slice;
    if (derived.sliceError) sliceError_->showError(*derived.sliceError, sliceText);
    else sliceError_->clearError();
    if (derived.sliceError && derived.sliceError->located) slice_->setErrorSpan(derived.sliceError->begin, derived.sliceError->length);
    else slice_->clearErrorSpan();
    hint_->setVisible(!derivation.stream.time || (!derived.switchRequested && !derived.vcgRequested));
    showSwitch(derived);
    showVcg(derived);
}

void TensorUnitDock::showSwitch(const TensorUnitDerivation& derived) {
    if (derived.switchError) switchError_->showError(FieldError{*derived.switchError}, QString());
    else switchError_->clearError();
    const auto& plan = derived.switchPlan;
    switchSummary_->setVisible(plan.has_value());
    bitmap_->setVisible(plan.has_value());
    if (!plan) {
        bitmap_->clear();
        return;
    }
    QString text = tr("out Slice  %1").arg(toQt(plan->outSlice));
    if (!plan->outSliceParts.empty()) text += QStringLiteral("  [%1]").arg(joined(plan->outSliceParts));
    text += QLatin1Char('\n') + tr("out Time   %1").arg(toQt(plan->outTime));
    if (!plan->outTimeParts.empty()) text += QStringLiteral("  [%1]").arg(joined(plan->outTimeParts));
    text += QLatin1Char('\n') + tr("ring_size  %1 (%2 rings in parallel)").arg(plan->ringSize).arg(plan->ringGroups);
    text += QLatin1Char('\n') + tr("cycles     %1 = %2 x %3 time steps x %4 flits per packet")
                                    .arg(plan->cycles)
                                    .arg(plan->ringSize)
                                    .arg(plan->inputTime)
                                    .arg(plan->cyclesPerPacket);
    switchSummary_->setText(text);
    bitmap_->setMatrix(bitmapMatrix(plan->bitmap), 1);
}

// The manual's valid-count pipeline ("Valid Count Formula") with this
// configuration's counters, packet dim and gate dims filled in, so the
// heatmap below can be read from it.
QString TensorUnitDock::dimensionsText(const vcg::Config& config) {
    QStringList lines{tr("vc(s, t) = packet_vc(t) x gate0(s, t) x gate1(s, t) x gate2(s, t)")};
    for (std::size_t i = 0; i < config.counters.size(); ++i) {
        const vcg::Counter& c = config.counters[i];
        lines << tr("counter c%1 (%2): 0..%3, stride %4 -> %5")
                     .arg(i)
                     .arg(toQt(c.term))
                     .arg(c.limit - 1)
                     .arg(c.stride)
                     .arg(QLatin1String(vcg::dimName(c.dim)));
    }
    lines << tr("packet dim: packet_vc(t) = min(stride_p, max(0, V_p - idx_p(t))), V_p %1, stride_p %2")
                 .arg(config.packet.valid)
                 .arg(config.packet.stride);
    QStringList disabled;
    for (std::size_t g = 0; g < config.gates.size(); ++g) {
        const vcg::GateDim& gate = config.gates[g];
        if (gate.disabled()) {
            disabled << tr("gate%1").arg(g);
            continue;
        }
        lines << tr("gate%1: slice s with s & %2 below %3 open; equal to %3 open while idx < %4; above %5")
                     .arg(g)
                     .arg(QStringLiteral("0b") + QString::number(gate.mask, 2))
                     .arg(gate.match)
                     .arg(gate.valid)
                     .arg(gate.transposed ? tr("as the boundary (transposed)") : tr("closed"));
    }
    if (!disabled.isEmpty()) lines << tr("%1: disabled (all valid)").arg(disabled.join(QStringLiteral(", ")));
    return lines.join(QLatin1Char('\n'));
}

void TensorUnitDock::showVcg(const TensorUnitDerivation& derived) {
    const auto& placement = derived.placement;
    const auto& problem = derived.vcgError ? derived.vcgError : (placement ? placement->reason : std::nullopt);
    if (problem) vcgReason_->showError(FieldError{*problem}, QString());
    else vcgReason_->clearError();
    const bool supported = placement && placement->supported;
    vcgSummary_->setVisible(supported);
    validCounts_->setVisible(supported);
    if (!supported) {
        validCounts_->clear();
        return;
    }
    auto table = vcg::validCountTable(placement->config, placement->slices);
    const bool cut = placement->flits > u64{kMaxTimeSteps};
    if (cut)
        for (auto& row : table) row.resize(kMaxTimeSteps);
    vcgSummary_->setText(tr("%1 mode, %2 slices x %3 time steps%4")
                             .arg(QLatin1String(vcg::modeName(placement->mode)))
                             .arg(placement->slices)
                             .arg(placement->flits)
                             .arg(cut ? tr(" (the first %1 shown)").arg(kMaxTimeSteps) : QString()) +
                         QLatin1Char('\n') + dimensionsText(placement->config));
    validCounts_->setMatrix(table, 8);
}

}  // namespace tcpwb::widgets
