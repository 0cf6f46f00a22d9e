#pragma once
// A diagnostic located in the text field it is about, in QString indices.
#include <QString>

#include "diag/diagnostic.h"

namespace tcpwb::widgets {

struct FieldError {
    diag::Diagnostic diagnostic;
    qsizetype begin = 0;   // QString index into the field's text
    qsizetype length = 0;  // QChars; 0 when the problem is a point
    bool located = false;  // false: the diagnostic has no offset
};

// Converts the diagnostic's byte offsets into indices of `field`.
FieldError locate(const diag::Diagnostic& diagnostic, const QString& field);

}  // namespace tcpwb::widgets
