#pragma once
// Deriving the VCG configuration from a stream's Slice, Time and Packet
// mappings and the reduce axis (manual, "Valid Count Generator's Interface"),
// and deciding whether the hardware can express the validity that axis needs.
// An unsupported placement is an answer, not an error: it comes with the
// manual's reason and a fix. Errors are kept for input that makes no sense
// (the axis is absent, more than 256 slices).
#include <optional>
#include <vector>

#include "diag/diagnostic.h"
#include "mapping/mapping.h"
#include "vcg/config.h"

namespace tcpwb::vcg {

// Packet reduce mode when a tracked axis appears in Packet (per-packet count
// 0..8), time reduce mode otherwise (each flit valid or not).
enum class Mode { Time, Packet };
const char* modeName(Mode mode);

struct Request {
    const mapping::CompiledMapping& slice;
    const mapping::CompiledMapping& time;
    const mapping::CompiledMapping& packet;
    std::vector<mapping::AxisId> axes;  // the reduce axis; more for the manual's multi-axis examples
};

// Which original dims an axis uses (none for an axis without padding).
struct Tracking {
    mapping::AxisId axis = 0;
    std::vector<Dim> dims;
};

struct Placement {
    bool supported = false;
    Mode mode = Mode::Time;
    Config config;                           // meaningful when supported
    std::optional<diag::Diagnostic> reason;  // when not supported: kind, sentence, fix
    std::vector<Tracking> tracking;
    u64 slices = 1;  // positions of the Slice mapping
    u64 flits = 1;   // time steps per slice
};

// Error kinds: reduce_axis_absent, slice_count, and too_large when the
// axis's Time digits have more than 2^20 combinations to check.
diag::Result<Placement> place(const Request& request);

}  // namespace tcpwb::vcg
