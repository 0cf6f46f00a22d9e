#pragma once
// The Aligner (manual, "Aligner"): `input.align::<OutTime, OutPacket>(&trf)`
// runs the Stream Adapter on the activation stream and the TRF Sequencer on
// the weights; both must produce the one computation mapping
// [Row = TRF Row, Time = OutTime, Packet = OutPacket].
#include "contraction/stream_adapter.h"
#include "contraction/trf_sequencer.h"

namespace tcpwb::contraction {

struct AlignRequest {
    const mapping::CompiledMapping& collectTime;
    const mapping::CompiledMapping& collectPacket;
    TrfTensorSpec trf;
    const mapping::CompiledMapping& outTime;
    const mapping::CompiledMapping& outPacket;
};

struct AlignPlan {
    StreamPlan stream;
    TrfSequencerPlan trf;
};

// Error kinds: those of planStream and planTrfSequencer.
diag::Result<AlignPlan> planAlign(const AlignRequest& request);

}  // namespace tcpwb::contraction
