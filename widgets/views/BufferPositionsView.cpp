#include "widgets/views/BufferPositionsView.h"

#include <QFontDatabase>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

#include "widgets/document/LayoutSlices.h"
#include "widgets/document/MappingDocument.h"
#include "widgets/models/BufferPositionModel.h"

namespace tcpwb::widgets {
namespace {

QTableView* positionTable(BufferPositionModel* model, QWidget* parent) {
    auto* table = new QTableView(parent);
    table->setObjectName(QStringLiteral("bufferPositionsTable"));
    table->setModel(model);
    table->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    table->verticalHeader()->hide();
    // Fixed row heights: the view never measures tens of thousands of rows.
    table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 6);
    table->horizontalHeader()->setStretchLastSection(true);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setAlternatingRowColors(true);
    return table;
}

}  // namespace

BufferPositionsView::BufferPositionsView(MappingDocument* document, QWidget* parent)
    : QWidget(parent),
      document_(document),
      model_(new BufferPositionModel(this)),
      caption_(new QLabel(this)),
      pages_(new QStackedWidget(this)),
      table_(positionTable(model_, this)),
      placeholder_(new QLabel(this)) {
    setObjectName(QStringLiteral("bufferPositionsView"));  // also names its --screenshot PNG
    caption_->setObjectName(QStringLiteral("bufferCaption"));
    placeholder_->setAlignment(Qt::AlignCenter);
    placeholder_->setWordWrap(true);
    placeholder_->setEnabled(false);  // greyed: it explains an absence
    pages_->addWidget(table_);
    pages_->addWidget(placeholder_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(caption_);
    layout->addWidget(pages_, 1);
    connect(document_, &MappingDocument::changed, this, &BufferPositionsView::refresh);
    connect(document_->selection(), &Selection::changed, this, &BufferPositionsView::followSelection);
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &BufferPositionsView::rowPicked);
    refresh();
}

void BufferPositionsView::followSelection() {
    // The slice first: the InSlice column and the caption name it.
    if (model_->slices()) model_->setSlice(document_->selection()->slice().value_or(0));
    updateCaption();
    const std::optional<u64> position = document_->selection()->position();
    // Rows past kMaxRows are not in the table; the lookup shows those.
    if (!position || *position >= u64(model_->rowCount())) {
        table_->selectionModel()->clear();
        return;
    }
    const QModelIndex index = model_->index(int(*position), BufferPositionModel::Position);
    if (table_->currentIndex().row() != index.row())
        table_->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    table_->scrollTo(index);
}

void BufferPositionsView::rowPicked() {
    const QModelIndex current = table_->currentIndex();
    if (current.isValid()) document_->selection()->setPosition(u64(current.row()));
}

void BufferPositionsView::refresh() {
    const Derivation& derivation = document_->derivation();
    model_->setMapping(derivation.mapping, document_->sliceRecognition().structure);
    table_->resizeColumnToContents(BufferPositionModel::Position);
    // With a third column the element's own index is no longer the stretched last one.
    if (model_->slices()) table_->resizeColumnToContents(BufferPositionModel::Holds);
    if (!derivation.mapping) {
        updateCaption();
        placeholder_->setText(derivation.axesError ? tr("The axes have an error; see the Mapping panel.")
                                                   : tr("The expression has an error; see the Mapping panel."));
        pages_->setCurrentWidget(placeholder_);
        return;
    }
    pages_->setCurrentWidget(table_);
    followSelection();  // the model reset dropped the current row and the slice
}

QString BufferPositionsView::caption() const { return caption_->text(); }

void BufferPositionsView::updateCaption() {
    const Derivation& derivation = document_->derivation();
    if (!derivation.mapping) {
        caption_->setText(tr("Buffer positions"));
        return;
    }
    const QLocale locale;
    const QString size = locale.toString(qulonglong(derivation.mapping->size()));
    QString text = model_->truncated()
                       ? tr("Buffer positions: the first %1 of %2").arg(locale.toString(BufferPositionModel::kMaxRows), size)
                       : tr("Buffer positions: %1").arg(size);
    // Which slice the In slice column is about, as the Layout view names it.
    if (const SliceStructure* slices = model_->slices()) {
        const u64 slice = model_->slice();
        text += tr("; slice %1 (%2)").arg(locale.toString(qulonglong(slice)), slices->placeName(slice));
        if (!slices->sliceIndex(slice)) text += tr(", only padding");
    }
    caption_->setText(text);
}

}  // namespace tcpwb::widgets
