#pragma once
// The Transpose Engine in the simulator (internal): its plan for a pass's
// stream (transpose::planTranspose on the stream's Time and Packet) and its
// values (each in_rows x in_cols block of the stream transposed, padded rows
// trimmed, every output row padded to one 32-byte packet).
#include <optional>

#include "sim/stream.h"

namespace tcpwb::sim::detail {

// Plans the stage for the stream `stream` (updated to the engine's output
// mappings). `outTime`/`outPacket` are the turbofish mappings, when written.
// The diagnostic is the engine's own, not yet located.
[[nodiscard]] std::optional<diag::Diagnostic> planTransposeStage(StreamShape& stream, const CompiledMapping* outTime,
                                                                 const CompiledMapping* outPacket, StagePlan& stage);

// Transposes `data` (the stream before the stage) into the stage's output stream.
[[nodiscard]] std::optional<diag::Diagnostic> runTranspose(const StagePlan& stage, StreamData& data);

}  // namespace tcpwb::sim::detail
