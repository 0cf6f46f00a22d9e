#pragma once
// Why the VCG cannot express a placement, in the manual's words, with a fix
// written as the mappings to use instead.
#include "diag/diagnostic.h"
#include "vcg/axis_parts.h"
#include "vcg/placement.h"

namespace tcpwb::vcg {

// A gate could not be fitted to a Slice/Time axis: slice order, time-slice-
// time interleave, transposed over-allocation, or a generic reason.
[[nodiscard]] diag::Diagnostic gateFailure(const AxisParts& parts, const Request& request);
// The axis's Packet factor is not its innermost one.
[[nodiscard]] diag::Diagnostic packetNotInnermost(const AxisParts& parts, const Request& request);
// Another axis (or broadcast) shares the Packet with the axis.
[[nodiscard]] diag::Diagnostic mixedPacket(const AxisParts& parts, const Request& request);
// Slices need different partial counts at the same time step.
[[nodiscard]] diag::Diagnostic slicePacket(const AxisParts& parts, const Request& request);
// Anything else, with the manual's fallback (identity-element padding).
[[nodiscard]] diag::Diagnostic inexpressible(const AxisParts& parts, const Request& request, std::string why);

}  // namespace tcpwb::vcg
