#pragma once
// Small pieces every editing dock shares: naming a child widget for tests
// and screenshots, and offering the document's axis and alias names to the
// expression editors' completion.
#include <QString>
#include <initializer_list>

namespace tcpwb::widgets {

class ExpressionEdit;
class MappingDocument;

template <typename W>
W* named(W* widget, const char* objectName) {
    widget->setObjectName(QLatin1String(objectName));
    return widget;
}

// The declared axes (when the axes parse) and the aliases, as completions.
void offerDocumentNames(const MappingDocument& document, std::initializer_list<ExpressionEdit*> edits);

}  // namespace tcpwb::widgets
