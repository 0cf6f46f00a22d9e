#pragma once
// Core's diagnostics in the GUI's language. Core stays Qt-free and writes one
// English sentence per diagnostic, with the numbers that make it actionable;
// the GUI translates by kind: every kind has a short headline that goes
// through Qt's translation, and a translated GUI shows that headline before
// core's English sentence ("텐서가 메모리에 들어가지 않음: the tensor needs ...").
// In English the sentence is shown as core wrote it. Notes and fixes stay
// core's English under the GUI's own translated "Note:" and "Fix:" labels.
#include <QString>

#include "diag/diagnostic.h"

namespace tcpwb::widgets {

// The kind's headline in English, as lupdate extracts it (context "DiagnosticKind").
const char* diagnosticKindSource(diag::Kind kind);
// The kind's headline in the installed language: a short phrase a kernel writer understands.
QString diagnosticKindTitle(diag::Kind kind);
// True when a translation gives the kind's headline in another language than English.
bool diagnosticKindTranslated(diag::Kind kind);

// The diagnostic's message as the GUI shows it: core's sentence unchanged in
// English, the translated headline before it otherwise.
QString diagnosticText(diag::Kind kind, const QString& coreMessage);
QString diagnosticText(diag::Kind kind, const std::string& coreMessage);
QString diagnosticText(const diag::Diagnostic& diagnostic);

}  // namespace tcpwb::widgets
