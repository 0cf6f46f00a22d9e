#pragma once
// The Stream Adapter (manual, "Stream Adapter"): the data side of the
// Aligner. It collects 1 or 2 flits of the Collect Engine's stream into one
// 64-byte OutPacket (zero-padding the second half when it collects one),
// broadcasts it to every Row, and tiles it over Time axes the activation
// does not have (Time broadcast, innermost in OutTime).
#include <set>
#include <string>
#include <vector>

#include "diag/diagnostic.h"
#include "mapping/mapping.h"
#include "tensor/dtype.h"

namespace tcpwb::contraction {

struct StreamRequest {
    const mapping::CompiledMapping& time;       // the collect stream's Time
    const mapping::CompiledMapping& packet;     // the collect stream's Packet (one flit)
    const mapping::CompiledMapping& outTime;    // align's OutTime
    const mapping::CompiledMapping& outPacket;  // align's OutPacket (64 bytes)
    u64 rows = 1;                               // the TRF Row's size
    tensor::DType dtype = tensor::DType::BF16;
};

struct StreamPlan {
    u64 collectFlits = 1;      // 1 or 2 (3 is the convolutions' shift-reuse)
    u64 dataBytes = 0;         // collect_flits x 32
    u64 zeroPaddingBytes = 0;  // of the 64-byte OutPacket
    bool fullMacUtilization = false;
    u64 rows = 1;                         // Rows the OutPacket is broadcast to
    std::vector<std::string> tilingAxes;  // OutTime's innermost factors the activation lacks
    u64 tileFactor = 1;                   // how often each activation packet is repeated
    u64 outPacketBytes = 0;               // always 64
};

// Error kinds: unsupported_dtype, flit_size, out_packet_size, row_count,
// time_broadcast_position, collect_flits, shift_reuse_required, stream_layout.
diag::Result<StreamPlan> planStream(const StreamRequest& request);

}  // namespace tcpwb::contraction
