#pragma once
// The DMA packet (stride0): how much of the innermost contiguous run one
// iteration moves, within the 4096-byte AXI limit and the alignment rules,
// and the 256-byte requests it becomes.
#include <optional>
#include <string>

#include "diag/diagnostic.h"
#include "tensor/dtype.h"
#include "util/checked.h"

namespace tcpwb::dma {

struct PacketChoice {
    u64 elements = 1;  // the packet (stride0) in elements
    u64 bytes = 1;
    u64 outer = 1;                      // iterations the run is split into (run = outer * elements)
    std::optional<std::string> advice;  // when the run had to be cut into tiny packets
};

// The largest packet that divides the run of `runElements` contiguous
// elements, holds at most 4096 bytes and is a multiple of `packetAlign`
// bytes. Fails with `alignment` when no such packet exists.
diag::Result<PacketChoice> choosePacket(u64 runElements, tensor::DType dtype, u64 packetAlign);

// "an n-byte packet becomes ceil(n / 256) DMA requests".
u64 requestsPerPacket(u64 packetBytes);

}  // namespace tcpwb::dma
