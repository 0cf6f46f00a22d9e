#pragma once
// Shift-reuse for convolutions (manual, "Contraction Engine", 2D Convolution
// case studies): the Stream Adapter holds a sliding input `$(W:s, Fw:d)` in
// its shift buffer and feeds shifted copies of it, so the filter positions
// that move the window become Time iterations (shifts) and the lanes of the
// 64-byte computation Packet hold W (and, for stride s > 1, the s positions
// between two outputs: the filter's Fw % s, or dummies the TRF zero-fills).
// The manual's "Advanced Operations" page is not in this copy; the rule is
// read off the five dumps (see docs/contraction-semantics.md).
#include <string>

#include "diag/diagnostic.h"
#include "mapping/mapping.h"
#include "tensor/dtype.h"

namespace tcpwb::contraction {

struct ShiftReusePlan {
    u64 slidingSize = 0;  // 1 + sum((size - 1) * stride)
    u64 windowBytes = 0;
    u64 feedFlits = 2;      // flits the shift buffer holds (2 default, 3 max)
    std::string shiftAxis;  // the filter part iterated by shifts, e.g. `Fw / 2`
    u64 shifts = 0;         // shifts beyond the unshifted feed (the axis's size - 1)
    u64 shiftStride = 0;    // elements each shift moves the window
    std::string lanes;      // the computation Packet, e.g. `W # 16, Fw % 2`
    // The same lanes as the manual's dumps print the computation mapping's
    // `T:` part: `T: [W=15+1#, Fw=2]` (size, `+n#` for padding, `1+1z` for
    // the dummies the TRF zero-fills, an axis's inner part by its name).
    std::string dumpLanes;
    bool zeroDummies = false;  // lanes with `1 # s`: the TRF must hold zeros there
};

// Flits the shift buffer must hold for `window`: max(2, ceil(bytes / 32)),
// at most 3 (96 bytes). Error kinds: unsupported_dtype, flit_buffer.
diag::Result<u64> shiftReuseFeedFlits(const mapping::CompiledMapping& window, tensor::DType dtype);

// Error kinds: those of shiftReuseFeedFlits and shift_window (not a two-term
// sliding window of whole axes, or a stride pattern the dumps do not cover),
// shift_lanes (W does not fit the Packet's lanes).
diag::Result<ShiftReusePlan> planShiftReuse(const mapping::CompiledMapping& window, tensor::DType dtype);

}  // namespace tcpwb::contraction
