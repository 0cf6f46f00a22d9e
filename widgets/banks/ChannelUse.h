#pragma once
// How a DMA operation spreads its HBM bytes over the channels and stacks
// (manual, "Memory Performance" > HBM "Address Space in a Chip": bit 8 picks
// the stack, bits 9-12 XOR 13-16, 21-24 and 25-28 the channel; decoded by
// core's memory::decodeHbmAddress). Walks the plan's descriptors request by
// request, like core's cost model, for at most kMaxWalkedRequests requests.
#include <QString>
#include <vector>

#include "dma/plan.h"

namespace tcpwb::widgets {

struct ChannelUse {
    bool hbm = false;             // one side of the transfer is HBM
    bool readSide = true;         // the HBM side reads (HBM -> somewhere)
    std::vector<u64> channelBytes;  // chip * 32 + stack * 16 + channel
    std::vector<u64> stackBytes;    // chip * 2 + stack
    u64 walkedRequests = 0;
    u64 totalRequests = 0;
    bool capped() const { return walkedRequests < totalRequests; }

    u64 channelsUsed() const;
    // "even: 32 channels carry 8192 bytes each" or "uneven: channel 3 carries
    // 4x the mean; 28 of 32 channels idle".
    QString imbalance() const;
};

inline constexpr u64 kMaxWalkedRequests = u64{1} << 16;

ChannelUse channelUse(const dma::DmaPlan& plan);

}  // namespace tcpwb::widgets
