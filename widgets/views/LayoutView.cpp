#include "views/LayoutView.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include "document/MappingDocument.h"
#include "document/StringBridge.h"
#include "models/LayoutModel.h"
#include "views/LayoutCanvas.h"

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
      caption_(new QLabel(this)),
      pages_(new QStackedWidget(this)),
      placeholder_(new QLabel(this)) {
    setObjectName(QStringLiteral("layoutView"));
    colourBy_->setObjectName(QStringLiteral("layoutColourBy"));
    colourBy_->setToolTip(tr("Cells with the same value of this get the same colour"));
    caption_->setObjectName(QStringLiteral("layoutCaption"));
    caption_->setWordWrap(true);
    placeholder_->setAlignment(Qt::AlignCenter);
    placeholder_->setWordWrap(true);
    placeholder_->setEnabled(false);  // greyed: it explains an absence

    QToolButton* zoomOut = toolButton(QStringLiteral("−"), tr("Zoom out (-)"), this);
    QToolButton* zoomIn = toolButton(QStringLiteral("+"), tr("Zoom in (+)"), this);
    QToolButton* fit = toolButton(tr("Fit"), tr("Show the whole buffer (0)"), this);
    auto* bar = new QHBoxLayout;
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
    connect(canvas_, &LayoutCanvas::positionClicked, this,
            [this](quint64 position) { document_->selection()->setPosition(position); });
    connect(document_, &MappingDocument::changed, this, &LayoutView::refresh);
    connect(document_->selection(), &Selection::changed, this, &LayoutView::followSelection);
    refresh();
}

void LayoutView::refresh() {
    const Derivation& derivation = document_->derivation();
    model_->setMapping(derivation.mapping);
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

void LayoutView::fillColourChoice() {
    const QSignalBlocker blocker(colourBy_);
    colourBy_->clear();
    if (model_->isEmpty()) return;
    const mapping::AxisEnv& env = model_->mapping()->env();
    for (mapping::AxisId axis : model_->colourAxes())
        colourBy_->addItem(tr("axis %1").arg(toQt(env[axis].name)), int(axis));
    const auto& factors = model_->mapping()->normalForm().factors;
    if (!factors.empty())
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
    model_->setSelectedIndex(selection->heldIndex(model_->mapping()));
    canvas_->setSelectedPosition(selection->position());
    if (selection->position()) canvas_->ensureVisible(*selection->position());
    updateCaption();
}

QString LayoutView::caption() const { return caption_->text(); }

void LayoutView::updateCaption() {
    if (model_->isEmpty()) {
        caption_->setText(tr("Layout"));
        return;
    }
    const QLocale locale;
    QString text = tr("%1 positions as %2 rows × %3 columns; colour: %4")
                       .arg(locale.toString(qulonglong(model_->mapping()->size())),
                            locale.toString(qulonglong(model_->rows())), locale.toString(qulonglong(model_->columns())),
                            model_->colourKeyName());
    const u64 span = canvas_->blockSpan();
    if (span > 1) text += tr("; zoomed out: each square samples %1 × %1 cells").arg(span);
    if (const std::optional<u64> selected = document_->selection()->position())
        text += tr("; selected position %1").arg(locale.toString(qulonglong(*selected)));
    caption_->setText(text);
}

}  // namespace tcpwb::widgets
