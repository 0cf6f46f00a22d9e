#include "widgets/switch/SwitchView.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include "widgets/document/LayoutSlices.h"
#include "widgets/document/MappingDocument.h"
#include "widgets/switch/RingCanvas.h"
#include "widgets/switch/RouterPanel.h"
#include "widgets/switch/RouterStepper.h"
#include "widgets/switch/SnoopBitmapPlot.h"
#include "widgets/switch/SwitchData.h"
#include "widgets/switch/SwitchSummaryModel.h"
#include "widgets/toolkit/CompactTableView.h"
#include "widgets/toolkit/DiagnosticView.h"
#include "widgets/toolkit/DockSupport.h"

namespace tcpwb::widgets {

SwitchView::SwitchView(MappingDocument* document, QWidget* parent)
    : QWidget(parent),
      document_(document),
      data_(std::make_shared<SwitchData>()),
      summary_(new SwitchSummaryModel(this)),
      stepper_(new RouterStepper(this)),
      error_(named(new DiagnosticView, "switchViewError")),
      placeholder_(named(new QLabel, "switchViewPlaceholder")),
      sliceBox_(named(new QSpinBox, "switchSliceBox")),
      ring_(new RingCanvas),
      bitmap_(new SnoopBitmapPlot),
      router_(new RouterPanel(stepper_)) {
    setObjectName(QStringLiteral("switchView"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(buildHeader());
    layout->addWidget(error_);
    layout->addWidget(placeholder_);
    body_ = buildBody();
    layout->addWidget(body_, 1);
    // Takes the space only while the body is hidden, keeping the words at the top.
    layout->addStretch(0);
    connect(document_, &MappingDocument::changed, this, &SwitchView::documentChanged);
    connect(ring_, &RingCanvas::sliceClicked, this, [this](int slice) { pick(slice); });
    connect(bitmap_, &SnoopBitmapPlot::cellClicked, this, &SwitchView::pick);
    connect(sliceBox_, &QSpinBox::valueChanged, this, [this](int slice) {
        if (slice != selectedOut_) pick(slice);
    });
    connect(document_->selection(), &Selection::changed, this, &SwitchView::followDocumentSelection);
    refresh();
}

SwitchView::~SwitchView() = default;

QWidget* SwitchView::buildHeader() {
    placeholder_->setWordWrap(true);
    sliceBox_->setRange(0, 255);
    sliceBox_->setToolTip(tr("The output slice whose ring, bitmap row and routers are shown"));
    auto* header = new QWidget;
    auto* row = new QHBoxLayout(header);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(new QLabel(tr("Output slice")));
    row->addWidget(sliceBox_);
    auto* hint =
        new QLabel(tr("Click a slice on the ring or a bitmap cell to select it; the Slice and the topology "
                      "are edited in the Tensor Unit panel."));
    hint->setWordWrap(true);
    row->addWidget(hint, 1);
    return header;
}

QWidget* SwitchView::buildBody() {
    // The summary asks for all its rows: it is the answer, the rest explains it.
    auto* table = new CompactTableView(10, 12);
    table->setObjectName(QStringLiteral("switchSummaryTable"));
    table->setModel(summary_);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);  // mapping text never breaks mid-token
    table->setTextElideMode(Qt::ElideNone);
    summaryTable_ = table;
    auto* top = new QWidget;
    auto* pictures = new QHBoxLayout(top);
    pictures->setContentsMargins(0, 0, 0, 0);
    pictures->addWidget(ring_, 1);
    pictures->addWidget(bitmap_, 1);
    auto* bottom = new QSplitter(Qt::Horizontal);
    bottom->addWidget(summaryTable_);
    bottom->addWidget(router_);
    bottom->setStretchFactor(0, 1);
    bottom->setStretchFactor(1, 1);
    auto* body = new QSplitter(Qt::Vertical);
    body->setObjectName(QStringLiteral("switchViewSplitter"));
    body->addWidget(top);
    body->addWidget(bottom);
    body->setStretchFactor(0, 3);
    body->setStretchFactor(1, 2);
    return body;
}

void SwitchView::documentChanged() {
    stale_ = true;
    // A hidden tab catches up when shown; the other views stay fast to edit.
    if (isVisible()) refresh();
}

void SwitchView::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (stale_) refresh();
}

void SwitchView::refresh() {
    stale_ = false;
    data_ = std::make_shared<SwitchData>(SwitchData::from(document_->derivation().tensorUnit));
    const SwitchData& data = *data_;
    if (data.error()) error_->showError(FieldError{*data.error()}, QString());
    else error_->clearError();
    placeholder_->setVisible(!data.hasPlan() && !data.error());
    if (!document_->derivation().stream.time)
        placeholder_->setText(tr("The stream's Time and Packet do not compile yet (Sequencer panel)."));
    else if (!data.requested())
        placeholder_->setText(
            tr("No topology: give one in the Tensor Unit panel, e.g. "
               "Broadcast01 slice1=2 slice0=2 time0=4."));
    else placeholder_->setText(tr("The stream's Slice does not compile (Tensor Unit panel)."));
    body_->setVisible(data.hasPlan());
    summary_->setData(data);
    summaryTable_->resizeColumnsToContents();
    ring_->setData(data_);
    bitmap_->setData(data_);
    const int slices = std::max(data.slices(), 1);
    {
        const QSignalBlocker quiet(sliceBox_);
        sliceBox_->setRange(0, slices - 1);
    }
    sliceBox_->setEnabled(data.hasPlan());
    select(std::min(selectedOut_, slices - 1), selectedIn_ < slices ? selectedIn_ : -1);
}

void SwitchView::select(int outSlice, int inSlice) {
    const int ringBefore = data_->hasPlan() ? data_->ringOf(selectedOut_) : -1;
    const bool retrace = !data_->hasPlan() || data_->ringOf(outSlice) != ringBefore || outSlice == selectedOut_;
    selectedOut_ = std::max(outSlice, 0);
    selectedIn_ = inSlice;
    {
        const QSignalBlocker quiet(sliceBox_);
        sliceBox_->setValue(selectedOut_);
    }
    ring_->setSelection(selectedOut_, selectedIn_);
    bitmap_->setSelection(selectedOut_, selectedIn_);
    if (retrace) stepper_->setRing(*data_, selectedOut_);
}

const SliceStructure* SwitchView::sliceStructure() const { return document_->sliceRecognition().structure.get(); }

void SwitchView::pick(int outSlice, int inSlice) {
    select(outSlice, inSlice);
    const SliceStructure* slices = sliceStructure();
    if (!slices || u64(selectedOut_) >= slices->slices()) return;
    // Slice k of the cluster already selected, so a click here does not jump
    // to another chip or cluster.
    Selection* selection = document_->selection();
    const u64 current = selection->slice().value_or(0) < slices->sliceCount() ? selection->slice().value_or(0) : 0;
    selection->setSlice(current - current % slices->slices() + u64(selectedOut_));
}

void SwitchView::followDocumentSelection() {
    const std::optional<u64> slice = document_->selection()->slice();
    const SliceStructure* slices = slice ? sliceStructure() : nullptr;
    if (!slices || *slice >= slices->sliceCount()) return;
    const int inCluster = int(slices->place(*slice).slice);
    if (inCluster == selectedOut_) return;
    // Hidden and out of date: refresh() selects it when the tab is shown.
    if (stale_) {
        selectedOut_ = inCluster;
        selectedIn_ = -1;
        return;
    }
    if (inCluster < data_->slices()) select(inCluster);
}

}  // namespace tcpwb::widgets
