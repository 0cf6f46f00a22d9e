#pragma once
// Follows a stream's Slice, Time and Packet through a checked chain: Narrow,
// Widen, the two reduces and unzip rewrite them; every other stage keeps them.
// Mappings the chain spells out in turbofish generics (the manual's
// `vector_trim_way4::<m![A % 2 # 4]>()`) are checked against the derived ones.
#include <optional>
#include <string>
#include <vector>

#include "diag/diagnostic.h"
#include "vector/chain.h"
#include "vector/shape.h"

namespace tcpwb::vector {

struct TraceOptions {
    std::optional<std::string> reduceAxis;   // for reduces whose generics do not name it
    InterRule interRule = InterRule::Dummy;  // for an inter-slice reduce without <SliceOut, TimeOut>
    std::string interWith;                   // Broadcast: the new axis; Promotion: the Time axis
};

struct ShapeTrace {
    std::vector<Shape> after;  // one per step
    std::optional<IntraReduce> intra;
    std::optional<InterReduce> inter;
    std::vector<diag::Diagnostic> warnings;  // e.g. vector_trim_way4() dropping lanes that hold data
};

// BranchMode::AxisToggle { axis }: each element of the stream (Time-major,
// then Packet lanes) gets group axis_index % 2; padding counts as index 0.
inline constexpr u64 kMaxToggleElements = u64{1} << 24;
diag::Result<std::vector<int>> axisToggleIds(const Shape& shape, std::string_view axis);

diag::Result<ShapeTrace> traceShapes(const Chain& chain, const Shape& input, const TraceOptions& options = {});

}  // namespace tcpwb::vector
