#pragma once
// `weights.to_trf::<Row, Element>(address)` (manual, "TRF Sequencer",
// Interface): the weights' collect stream is written into the TRF in
// order, its outermost axes becoming the Row and the rest the Element. So
// the stream, read as m![Time, Packet], must hold what m![Row, Element]
// holds, position by position, and the Element must fit the address mode.
#include "contraction/trf_sequencer.h"

namespace tcpwb::contraction {

struct ToTrfPlan {
    TrfLayout layout;
    u64 flits = 0;         // 32-byte flits the stream brings (one per Time position)
    u64 bytesWritten = 0;  // per Row
};

// Error kinds: those of layoutTrf, flit_size, to_trf_layout.
diag::Result<ToTrfPlan> planToTrf(const mapping::CompiledMapping& time, const mapping::CompiledMapping& packet, const TrfTensorSpec& trf);

}  // namespace tcpwb::contraction
