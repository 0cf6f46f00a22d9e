#pragma once
// Everything core derives from a document's content: the axis environment,
// each alias's size, and the compiled expression or the diagnostic that
// explains why there is none. Recomputed whole on every edit (it is fast).
#include <QString>
#include <memory>
#include <optional>
#include <vector>

#include "diag/diagnostic.h"
#include "mapping/mapping.h"
#include "widgets/document/FieldError.h"
#include "widgets/document/MappingContent.h"
#include "widgets/document/StreamDerivation.h"
#include "widgets/document/TensorUnitDerivation.h"

namespace tcpwb::widgets {

struct AliasStatus {
    std::optional<u64> size;  // set when the alias compiles on its own
    QString problem;          // otherwise why not (one sentence)
};

struct Derivation {
    std::optional<mapping::AxisEnv> env;  // nullopt when the axes do not parse
    std::optional<FieldError> axesError;
    std::vector<AliasStatus> aliases;  // one per alias row, same order
    // Shared so models can keep the result they show alive cheaply.
    std::shared_ptr<const mapping::CompiledMapping> mapping;
    std::optional<FieldError> expressionError;  // only when the axes parse
    StreamDerivation stream;                    // the sequencer view of the expression's buffer
    TensorUnitDerivation tensorUnit;            // the stream's Switch Engine and Valid Count Generator

    bool ok() const { return mapping != nullptr; }
};

Derivation derive(const MappingContent& content);

}  // namespace tcpwb::widgets
