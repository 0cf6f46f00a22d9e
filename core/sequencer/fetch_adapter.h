#pragma once
// The Fetch Adapter's element-wise stages on values (manual, "Fetch
// Adapter"): masking, table indexing, type casting and zero-point
// subtraction, in that order, for the integer types the simulator feeds it.
// Batching only groups reads and changes no value.
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "diag/diagnostic.h"
#include "mapping/mapping.h"
#include "tensor/dtype.h"

namespace tcpwb::sequencer {

// [min, max] of an integer type; nullopt for floating-point types.
std::optional<std::pair<std::int64_t, std::int64_t>> integerRange(tensor::DType dtype);

// "Each value is treated as an index into a pre-configured table": a value
// indexes by its bit pattern (an i8 of -1 is entry 255), so a table for an
// n-bit type has at most 2^n entries. Error kind table_index when a value
// points past the table's end.
diag::Result<std::vector<std::int64_t>> lookUp(const std::vector<std::int64_t>& values, const std::vector<std::int64_t>& table,
                                               tensor::DType input);

// Subtracts the zero point as values widen to `output`. Error kind
// zero_point when it does not fit `output` ("Zero-point values must fit
// within the target data type's representable range").
diag::Result<std::vector<std::int64_t>> subtractZeroPoint(const std::vector<std::int64_t>& values, std::int64_t zeroPoint,
                                                          tensor::DType output);
// A cast widens by at least one bit, so value - zero point always fits;
// without a cast the result wraps to the type's width, as two's complement does.
[[nodiscard]] std::optional<diag::Diagnostic> checkZeroPoint(std::int64_t zeroPoint, tensor::DType output);
// Masking writes pad_value into the stream, so it must be a value of the
// stream's (output) type; any integer passes for a float type.
[[nodiscard]] std::optional<diag::Diagnostic> checkPadValue(std::int64_t padValue, tensor::DType output);
std::int64_t wrapTo(std::int64_t value, tensor::DType dtype);

// begin_interleaved: for each Time position, which tensor (0: lhs, 1: rhs)
// the packet comes from, i.e. the coordinate of the interleaving axis.
std::vector<int> interleavedSources(const mapping::CompiledMapping& time, mapping::AxisId axis);

}  // namespace tcpwb::sequencer
