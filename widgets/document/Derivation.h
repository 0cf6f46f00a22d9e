#pragma once
// Everything core derives from a document's content: the axis environment,
// each alias's size, and the compiled expression or the diagnostic that
// explains why there is none. Recomputed whole on every edit (it is fast).
#include <QString>
#include <memory>
#include <optional>
#include <vector>

#include "diag/diagnostic.h"
#include "document/MappingContent.h"
#include "mapping/mapping.h"

namespace tcpwb::widgets {

// A diagnostic with its offsets already converted to QString indices into
// the field it is about.
struct FieldError {
    diag::Diagnostic diagnostic;
    qsizetype begin = 0;   // QString index into the field's text
    qsizetype length = 0;  // QChars; 0 when the problem is a point
    bool located = false;  // false: the diagnostic has no offset
};

struct AliasStatus {
    std::optional<u64> size;  // set when the alias compiles on its own
    QString problem;          // otherwise why not (one sentence)
};

struct Derivation {
    std::optional<mapping::AxisEnv> env;  // nullopt when the axes do not parse
    std::optional<FieldError> axesError;
    std::vector<AliasStatus> aliases;     // one per alias row, same order
    // Shared so models can keep the result they show alive cheaply.
    std::shared_ptr<const mapping::CompiledMapping> mapping;
    std::optional<FieldError> expressionError;  // only when the axes parse

    bool ok() const { return mapping != nullptr; }
};

Derivation derive(const MappingContent& content);

}  // namespace tcpwb::widgets
