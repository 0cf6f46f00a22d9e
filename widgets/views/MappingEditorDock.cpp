#include "widgets/views/MappingEditorDock.h"

#include <QFontDatabase>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QVBoxLayout>

#include "widgets/document/MappingDocument.h"
#include "widgets/document/StringBridge.h"
#include "widgets/toolkit/DiagnosticView.h"
#include "widgets/toolkit/DockSupport.h"
#include "widgets/views/AliasEditor.h"
#include "widgets/views/DocumentNames.h"
#include "widgets/views/ExpressionEdit.h"
#include "widgets/views/MappingSummaryView.h"
#include "widgets/views/PositionLookup.h"
#include "widgets/views/UndoShortcutFilter.h"

namespace tcpwb::widgets {
namespace {

QLabel* heading(const QString& text, QWidget* parent) {
    auto* label = new QLabel(text, parent);
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    return label;
}

}  // namespace

MappingEditorDock::MappingEditorDock(MappingDocument* document, QWidget* parent)
    : QDockWidget(tr("Mapping"), parent),
      document_(document),
      axes_(named(new QLineEdit, "axesEdit")),
      axesError_(named(new DiagnosticView, "axesError")),
      aliases_(named(new AliasEditor(document), "aliasEditor")),
      expression_(named(new ExpressionEdit, "expressionEdit")),
      expressionError_(named(new DiagnosticView, "expressionError")),
      summary_(named(new MappingSummaryView, "mappingSummary")),
      lookup_(named(new PositionLookup, "positionLookup")) {
    setObjectName(QStringLiteral("mappingEditorDock"));
    // Closing the only editing panel would leave nothing to bring it back.
    setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    setWidget(buildContents());
    connectDocument();
    pullText();
    showDerived();
}

QWidget* MappingEditorDock::buildContents() {
    axes_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    axes_->setPlaceholderText(tr("A = 8, B = 512"));
    UndoShortcutFilter::install(axes_);
    expression_->setPlaceholderText(tr("m![A, B]"));

    auto* contents = new QWidget;
    auto* layout = new QVBoxLayout(contents);
    layout->addWidget(heading(tr("Axes"), contents));
    layout->addWidget(axes_);
    layout->addWidget(axesError_);
    layout->addWidget(heading(tr("Aliases"), contents));
    layout->addWidget(aliases_);
    layout->addWidget(heading(tr("Expression"), contents));
    layout->addWidget(expression_);
    layout->addWidget(expressionError_);
    layout->addWidget(summary_);
    layout->addWidget(lookup_);
    layout->addStretch(1);  // spare height goes below, not into the tables

    // Scroll rather than squash when the window is short.
    auto* scroll = new QScrollArea;
    scroll->setWidget(contents);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    return scroll;
}

void MappingEditorDock::connectDocument() {
    connect(axes_, &QLineEdit::textEdited, document_, &MappingDocument::setAxes);
    connect(expression_, &QPlainTextEdit::textChanged, this, [this] { document_->setExpression(expression_->toPlainText()); });
    connect(document_, &MappingDocument::changed, this, [this] {
        pullText();
        showDerived();
    });
}

void MappingEditorDock::pullText() {
    const MappingContent& content = document_->content();
    // Only on a difference, so typing never resets the cursor.
    if (axes_->text() != content.axes) axes_->setText(content.axes);
    expression_->setExpression(content.expression);
}

void MappingEditorDock::showDerived() {
    const Derivation& derivation = document_->derivation();
    const MappingContent& content = document_->content();
    offerDocumentNames(*document_, {expression_});

    if (derivation.axesError) axesError_->showError(*derivation.axesError, content.axes);
    else axesError_->clearError();
    const auto& error = derivation.expressionError;
    if (error) expressionError_->showError(*error, content.expression);
    else expressionError_->clearError();
    if (error && error->located) expression_->setErrorSpan(error->begin, error->length);
    else expression_->clearErrorSpan();

    summary_->setVisible(derivation.ok());
    summary_->setMapping(derivation.mapping);
    lookup_->setVisible(derivation.ok());
    lookup_->setMapping(derivation.mapping);
}

}  // namespace tcpwb::widgets
