#include "widgets/views/LayoutView.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QStandardItemModel>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

#include "widgets/document/LayoutSlices.h"
#include "widgets/document/MappingDocument.h"
#include "widgets/document/StringBridge.h"
#include "widgets/models/LayoutModel.h"
#include "widgets/views/LayoutCanvas.h"
#include "widgets/views/PositionSpinBox.h"

namespace tcpwb::widgets {
namespace {

// The colour choice's item data: an axis id, or this for "outer factor".
constexpr int kByOuterFactor = -1;

QToolButton* toolButton(const QString& text, const QString& tip, QWidget* parent) {
    auto* button = new QToolButton(parent);
    button->setText(text);
    button->setToolTip(tip);
    button->setAutoRaise(true);
    return button;
}

}  // namespace

LayoutView::LayoutView(MappingDocument* document, QWidget* parent)
    : QWidget(parent),
      document_(document),
      model_(new LayoutModel(this)),
      canvas_(new LayoutCanvas(model_, this)),
      colourBy_(new QComboBox(this)),
      scope_(new QComboBox(this)),
      slice_(new PositionSpinBox(this)),
      slicePlace_(new QLabel(this)),
      caption_(new QLabel(this)),
      pages_(new QStackedWidget(this)),
      placeholder_(new QLabel(this)) {
    setObjectName(QStringLiteral("layoutView"));
    colourBy_->setObjectName(QStringLiteral("layoutColourBy"));
    colourBy_->setToolTip(tr("Cells with the same value of this get the same colour"));
    scope_->setObjectName(QStringLiteral("layoutScope"));
    scope_->addItem(tr("One slice"), int(LayoutScope::Element));
    scope_->addItem(tr("All slices"), int(LayoutScope::AllSlices));
    slice_->setObjectName(QStringLiteral("layoutSlice"));
    slice_->setToolTip(tr("The slice shown under One slice and selected in the grid (chip-major number)"));
    slicePlace_->setObjectName(QStringLiteral("layoutSlicePlace"));
    caption_->setObjectName(QStringLiteral("layoutCaption"));
    caption_->setWordWrap(true);
    placeholder_->setAlignment(Qt::AlignCenter);
    placeholder_->setWordWrap(true);
    placeholder_->setEnabled(false);  // greyed: it explains an absence

    QToolButton* zoomOut = toolButton(QStringLiteral("−"), tr("Zoom out (-)"), this);
    QToolButton* zoomIn = toolButton(QStringLiteral("+"), tr("Zoom in (+)"), this);
    QToolButton* fit = toolButton(tr("Fit"), tr("Show the whole buffer (0)"), this);
    auto* bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Scope"), this));
    bar->addWidget(scope_);
    bar->addWidget(new QLabel(tr("Slice"), this));
    bar->addWidget(slice_);
    bar->addWidget(slicePlace_);
    bar->addSpacing(12);
    bar->addWidget(new QLabel(tr("Colour by"), this));
    bar->addWidget(colourBy_);
    bar->addStretch(1);
    bar->addWidget(zoomOut);
    bar->addWidget(zoomIn);
    bar->addWidget(fit);

    pages_->addWidget(canvas_);
    pages_->addWidget(placeholder_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(caption_);
    layout->addWidget(pages_, 1);

    connect(zoomOut, &QToolButton::clicked, canvas_, [this] { canvas_->zoomBy(1 / 1.5); });
    connect(zoomIn, &QToolButton::clicked, canvas_, [this] { canvas_->zoomBy(1.5); });
    connect(fit, &QToolButton::clicked, canvas_, &LayoutCanvas::zoomToFit);
    connect(canvas_, &LayoutCanvas::zoomChanged, this, &LayoutView::updateCaption);
    connect(colourBy_, &QComboBox::currentIndexChanged, this, &LayoutView::colourChosen);
    connect(scope_, &QComboBox::currentIndexChanged, this, &LayoutView::scopeChosen);
    connect(slice_, &PositionSpinBox::valueChanged, this, [this](quint64 slice) { document_->selection()->setSlice(slice); });
    connect(canvas_, &LayoutCanvas::positionClicked, this, &LayoutView::cellClicked);
    connect(document_, &MappingDocument::changed, this, &LayoutView::refresh);
    connect(document_->selection(), &Selection::changed, this, &LayoutView::followSelection);
    refresh();
}

void LayoutView::refresh() {
    const Derivation& derivation = document_->derivation();
    const SliceRecognition slices = document_->sliceRecognition();  // a copy: two shared pointers
    model_->setMapping(derivation.mapping, slices.structure);
    // A slice past the slices the edited design has is no longer one.
    Selection* selection = document_->selection();
    if (selection->slice() && (!slices.structure || *selection->slice() >= slices.structure->sliceCount()))
        selection->setSlice(std::nullopt);
    fillScopeChoice(slices.problem);
    fillColourChoice();
    followSelection();
    if (!derivation.mapping) {
        placeholder_->setText(derivation.axesError ? tr("The axes have an error; see the Mapping panel.")
                                                   : tr("The expression has an error; see the Mapping panel."));
        pages_->setCurrentWidget(placeholder_);
    } else {
        pages_->setCurrentWidget(canvas_);
    }
    updateCaption();
}

void LayoutView::fillScopeChoice(const QString& problem) {
    const QSignalBlocker blocker(scope_);
    const SliceStructure* slices = model_->slices();
    // "All slices" needs the slices; say why it is greyed.
    if (auto* items = qobject_cast<QStandardItemModel*>(scope_->model())) items->item(1)->setEnabled(slices != nullptr);
    QString tip = tr("One slice's Element buffer, or the whole Chip × Cluster × Slice × Element tensor");
    if (!slices)
        tip += QLatin1Char('\n') + (problem.isEmpty() ? tr("All slices needs an alias named Slice (and optionally Chip "
                                                           "and Cluster) in the design")
                                                      : problem);
    else if (!slices->assumed().isEmpty())
        tip += QLatin1Char('\n') + tr("No alias named %1: taken as m![1]").arg(slices->assumed().join(tr(" or ")));
    scope_->setToolTip(tip);
    scope_->setCurrentIndex(scope_->findData(int(model_->scope())));
    scope_->setEnabled(slices != nullptr);
    slice_->setEnabled(slices != nullptr);
    slice_->setMaximum(slices ? std::max<u64>(slices->sliceCount(), 1) - 1 : 0);
    // Wide enough for the last slice's place, so the bar does not jump.
    slicePlace_->setMinimumWidth(slices ? slicePlace_->fontMetrics().horizontalAdvance(slices->placeName(slices->sliceCount() - 1)) + 4
                                        : 0);
}

void LayoutView::scopeChosen(int item) {
    if (item < 0) return;
    model_->setScope(LayoutScope(scope_->itemData(item).toInt()));
    fillColourChoice();
    followSelection();
}

void LayoutView::cellClicked(quint64 position) {
    Selection* selection = document_->selection();
    if (const std::optional<u64> slice = model_->sliceOf(position)) selection->select(*slice, model_->elementOf(position));
    else selection->setPosition(position);
}

void LayoutView::fillColourChoice() {
    const QSignalBlocker blocker(colourBy_);
    colourBy_->clear();
    if (model_->isEmpty()) return;
    const mapping::AxisEnv& env = model_->mapping()->env();
    for (mapping::AxisId axis : model_->colourAxes()) colourBy_->addItem(tr("axis %1").arg(toQt(env[axis].name)), int(axis));
    const auto& factors = model_->mapping()->normalForm().factors;
    if (model_->scope() == LayoutScope::AllSlices) colourBy_->addItem(tr("per slice"), kByOuterFactor);
    else if (!factors.empty())
        colourBy_->addItem(tr("outer factor %1").arg(toQt(mapping::printFactor(factors.front(), env))), kByOuterFactor);
    const std::optional<mapping::AxisId> chosen = model_->colourAxis();
    colourBy_->setCurrentIndex(colourBy_->findData(chosen ? int(*chosen) : kByOuterFactor));
}

void LayoutView::colourChosen(int item) {
    if (item < 0) return;
    const int data = colourBy_->itemData(item).toInt();
    model_->setColourAxis(data == kByOuterFactor ? std::nullopt : std::optional<mapping::AxisId>(mapping::AxisId(data)));
    updateCaption();
}

void LayoutView::followSelection() {
    Selection* selection = document_->selection();
    // One slice shows the selection's slice; the spin box says which.
    if (const SliceStructure* slices = model_->slices()) {
        model_->setSlice(selection->slice().value_or(0));
        const QSignalBlocker blocker(slice_);
        slice_->setValue(model_->slice());
        slicePlace_->setText(slices->placeName(model_->slice()));
    } else {
        slicePlace_->clear();
    }
    // The selected cell, and the element it holds marked wherever it is.
    std::optional<u64> cell;
    if (selection->position()) cell = model_->cellOf(model_->slice(), *selection->position());
    model_->setSelectedIndex(cell ? model_->indexAt(*cell) : std::nullopt);
    canvas_->setSelectedPosition(cell);
    if (cell) canvas_->ensureVisible(*cell);
    updateCaption();
}

QString LayoutView::caption() const { return caption_->text(); }

void LayoutView::updateCaption() {
    if (model_->isEmpty()) {
        caption_->setText(tr("Layout"));
        return;
    }
    const QLocale locale;
    const auto number = [&](u64 n) { return locale.toString(qulonglong(n)); };
    const SliceStructure* slices = model_->slices();
    QString text;
    if (model_->scope() == LayoutScope::AllSlices) {
        text = tr("chips × clusters × slices × elements = %2 × %3 × %4 × %5 = %1 positions in %6 × %7 cells; "
                  "colour: %8")
                   .arg(number(model_->size()), number(slices->chips()), number(slices->clusters()), number(slices->slices()),
                        number(slices->elements()), number(model_->rows()), number(model_->columns()), model_->colourKeyName());
    } else {
        text = tr("%1 positions as %2 rows × %3 columns; colour: %4")
                   .arg(number(model_->size()), number(model_->rows()), number(model_->columns()), model_->colourKeyName());
        if (slices && !slices->sliceIndex(model_->slice())) text += tr("; %1 holds only padding").arg(slices->placeName(model_->slice()));
    }
    const u64 span = canvas_->blockSpan();
    if (span > 1) text += tr("; zoomed out: each square samples %1 × %1 cells").arg(span);
    const Selection* selection = document_->selection();
    if (const std::optional<u64> selected = selection->position()) {
        if (slices && selection->slice())
            text += tr("; selected position %1 of slice %2").arg(number(*selected), number(*selection->slice()));
        else text += tr("; selected position %1").arg(number(*selected));
    }
    caption_->setText(text);
}

}  // namespace tcpwb::widgets
