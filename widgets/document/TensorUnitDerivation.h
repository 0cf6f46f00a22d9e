#pragma once
// What core derives for the stream inside the Tensor Unit: the Switch
// Engine's plan for the chosen topology and the Valid Count Generator's
// placement for the reduce axes, each or the reason there is none.
#include <optional>

#include "diag/diagnostic.h"
#include "mapping/mapping.h"
#include "switch/switch.h"
#include "vcg/placement.h"
#include "widgets/document/FieldError.h"
#include "widgets/document/MappingContent.h"

namespace tcpwb::widgets {

struct TensorUnitDerivation {
    std::shared_ptr<const mapping::CompiledMapping> slice;  // m![1] when the field is empty
    std::optional<FieldError> sliceError;
    bool switchRequested = false;  // a topology is given
    std::optional<sw::SwitchPlan> switchPlan;
    std::optional<diag::Diagnostic> switchError;
    bool vcgRequested = false;  // reduce axes are given
    std::optional<vcg::Placement> placement;
    std::optional<diag::Diagnostic> vcgError;
};

// `time` and `packet` are the stream's compiled Time and Packet (null when
// they did not compile; nothing is derived then).
TensorUnitDerivation deriveTensorUnit(const StreamSettings& settings, const mapping::AxisEnv& env, const mapping::AliasTable& aliases,
                                      const mapping::CompiledMapping* time, const mapping::CompiledMapping* packet, tensor::DType dtype);

}  // namespace tcpwb::widgets
