#pragma once
// The Collect Engine (manual, "Collect Engine"): normalizes a stream's
// packets to exactly one 32-byte flit. The packet is padded to the next
// 32-byte boundary, then split: the inner flit becomes the new Packet and the
// flit count is absorbed into Time as its innermost factor.
#include <optional>
#include <string>

#include "diag/diagnostic.h"
#include "mapping/mapping.h"
#include "tensor/dtype.h"

namespace tcpwb::collect {

inline constexpr u64 kFlitBytes = 32;

struct CollectRequest {
    const mapping::CompiledMapping& time;
    const mapping::CompiledMapping& packet;
    tensor::DType dtype;
    // The kernel writer's Time2 and Packet2 to verify (either may be absent).
    const mapping::CompiledMapping* outTime = nullptr;
    const mapping::CompiledMapping* outPacket = nullptr;
};

struct CollectPlan {
    std::string time, packet;  // normalized text of Time2 and Packet2
    u64 packetBytes = 0;       // input packet
    u64 flitBytes = kFlitBytes;
    u64 elementsPerFlit = 0;
    u64 flitsPerPacket = 0;  // the factor absorbed into Time (1: none)
    u64 padBytes = 0;        // padding added to each input packet
    u64 paddedBytes = 0;     // the packet after padding: flitsPerPacket whole flits
    bool verified = false;
};

// Error kinds: collect_mismatch (a given Time2 or Packet2 differs from the
// derived one), too_large, internal_error.
diag::Result<CollectPlan> planCollect(const CollectRequest& request);

}  // namespace tcpwb::collect
