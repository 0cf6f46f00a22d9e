#pragma once
// The mapping studio's editing panel: axes, aliases, the expression with its
// diagnostics, and what core derives from them (size, normalized text,
// normal-form factors, a position lookup). Re-derives on every keystroke.
#include <QDockWidget>

class QLineEdit;

namespace tcpwb::widgets {

class AliasEditor;
class DiagnosticView;
class ExpressionEdit;
class MappingDocument;
class MappingSummaryView;
class PositionLookup;

class MappingEditorDock : public QDockWidget {
    Q_OBJECT

public:
    explicit MappingEditorDock(MappingDocument* document, QWidget* parent = nullptr);

    QLineEdit* axesEdit() const { return axes_; }
    AliasEditor* aliasEditor() const { return aliases_; }
    ExpressionEdit* expressionEdit() const { return expression_; }
    DiagnosticView* axesError() const { return axesError_; }
    DiagnosticView* expressionError() const { return expressionError_; }
    MappingSummaryView* summary() const { return summary_; }
    PositionLookup* positionLookup() const { return lookup_; }

private:
    QWidget* buildContents();
    void connectDocument();
    void pullText();     // document text -> editors, when they differ
    void showDerived();  // derivation -> diagnostics, summary, lookup

    MappingDocument* document_;
    QLineEdit* axes_;
    DiagnosticView* axesError_;
    AliasEditor* aliases_;
    ExpressionEdit* expression_;
    DiagnosticView* expressionError_;
    MappingSummaryView* summary_;
    PositionLookup* lookup_;
};

}  // namespace tcpwb::widgets
