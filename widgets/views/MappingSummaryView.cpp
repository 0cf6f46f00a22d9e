#include "widgets/views/MappingSummaryView.h"

#include <QFontDatabase>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

#include "widgets/document/StringBridge.h"
#include "widgets/models/NormalFormModel.h"
#include "widgets/toolkit/CompactTableView.h"

namespace tcpwb::widgets {
namespace {

QLabel* valueLabel(const QString& objectName, QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setWordWrap(true);
    return label;
}

}  // namespace

MappingSummaryView::MappingSummaryView(QWidget* parent)
    : QWidget(parent),
      size_(valueLabel(QStringLiteral("sizeLabel"), this)),
      normalized_(valueLabel(QStringLiteral("normalizedLabel"), this)),
      model_(new NormalFormModel(this)),
      table_(readOnlyTable(model_, QStringLiteral("normalFormTable"), 8, this)) {
    auto* form = new QFormLayout;
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Size"), size_);
    form->addRow(tr("Normalized"), normalized_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Normal form factors (major first)"), this));
    layout->addWidget(table_);
}

void MappingSummaryView::setMapping(std::shared_ptr<const mapping::CompiledMapping> mapping) {
    size_->setText(mapping ? QString::number(mapping->size()) : QString());
    normalized_->setText(mapping ? toQt(mapping->normalized()) : QString());
    model_->setMapping(std::move(mapping));
}

QString MappingSummaryView::sizeText() const { return size_->text(); }
QString MappingSummaryView::normalizedText() const { return normalized_->text(); }

}  // namespace tcpwb::widgets
