#pragma once
// Does a pass's output receive the elements its type names? The commit and
// to_vrf write the stream's packets where the output's mappings say, and a
// stream coordinate of an axis the output does not run over is written where
// coordinate 0 goes: a tile (`KT @ 1` in Time) committed to `m![I % 2, K]`
// would land as tile 0 (docs/simulation.md, "Tiled GEMM"). to_trf checks the
// same through its own layout rule (contraction::planToTrf).
#include <optional>
#include <string_view>
#include <vector>

#include "diag/diagnostic.h"
#include "sim/plan.h"

namespace tcpwb::sim::detail {

// The axes whose coordinates the stream's elements still carry at the sink:
// the source's axes (and the interleaved tensor's), less the ones the pass
// sums. A contraction sums every axis the output does not name, so after one
// only the output's axes count; an Intra- or Inter-Slice Reduce sums its axis,
// two-group mode splits its group axis.
std::vector<mapping::AxisId> elementAxesAtSink(const kernel::StreamPass& pass, const std::vector<TensorPlan>& tensors,
                                               const std::vector<StagePlan>& stages);

// Error kind sink_elements: for an axis of `axes`, the stream holds a
// coordinate the output's mappings do not name (each side worked out by
// namedCoordinates; an axis either side does not work out is not checked).
// `what` names the sink ("commit", "to_vrf").
[[nodiscard]] std::optional<diag::Diagnostic> checkSinkElements(const StreamShape& stream, const TensorPlan& output,
                                                                const kernel::Tensor& outTensor, const std::vector<mapping::AxisId>& axes,
                                                                std::string_view what);

}  // namespace tcpwb::sim::detail
