#include "widgets/views/PositionLookup.h"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>

#include "widgets/document/Selection.h"
#include "widgets/models/CoreText.h"
#include "widgets/views/PositionSpinBox.h"

namespace tcpwb::widgets {

PositionLookup::PositionLookup(QWidget* parent) : QWidget(parent), spinBox_(new PositionSpinBox(this)), answer_(new QLabel(this)) {
    spinBox_->setObjectName(QStringLiteral("positionSpin"));
    spinBox_->setToolTip(tr("A buffer position"));
    answer_->setObjectName(QStringLiteral("positionAnswer"));
    answer_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    answer_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    answer_->setWordWrap(true);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(tr("Position"), this));
    layout->addWidget(spinBox_);
    layout->addWidget(new QLabel(QStringLiteral("→"), this));
    layout->addWidget(answer_, 1);
    connect(spinBox_, &PositionSpinBox::valueChanged, this, &PositionLookup::showAnswer);
    connect(spinBox_, &PositionSpinBox::valueChanged, this, &PositionLookup::valueEdited);
}

void PositionLookup::setSelection(Selection* selection) {
    if (selection_) disconnect(selection_, nullptr, this, nullptr);
    selection_ = selection;
    if (selection_) connect(selection_, &Selection::changed, this, &PositionLookup::followSelection);
    followSelection();
}

void PositionLookup::valueEdited() {
    if (selection_ && !following_ && mapping_) selection_->setPosition(spinBox_->value());
}

void PositionLookup::followSelection() {
    if (!selection_ || !selection_->position()) return;
    following_ = true;
    spinBox_->setValue(*selection_->position());
    following_ = false;
}

void PositionLookup::setMapping(std::shared_ptr<const mapping::CompiledMapping> mapping) {
    mapping_ = std::move(mapping);
    setEnabled(mapping_ != nullptr);
    // Keep the position the user chose when it still fits the new buffer.
    following_ = true;
    spinBox_->setMaximum(mapping_ && mapping_->size() > 0 ? mapping_->size() - 1 : 0);
    following_ = false;
    showAnswer();
}

QString PositionLookup::answer() const { return answer_->text(); }

void PositionLookup::showAnswer() { answer_->setText(mapping_ ? describePosition(*mapping_, spinBox_->value()) : QString()); }

}  // namespace tcpwb::widgets
