#pragma once
// Offers the document's axis and alias names to the expression editors'
// completion, as every editing dock does when the document changes.
#include <initializer_list>

namespace tcpwb::widgets {

class ExpressionEdit;
class MappingDocument;

// The declared axes (when the axes parse) and the aliases, as completions.
void offerDocumentNames(const MappingDocument& document, std::initializer_list<ExpressionEdit*> edits);

}  // namespace tcpwb::widgets
