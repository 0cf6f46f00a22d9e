#pragma once
// How a DMA transfer spreads its HBM bytes over the channels and stacks, and
// whether they share the work (manual, "Memory Performance" > HBM "Address
// Space in a Chip": bit 8 picks the stack, the XOR of bits 9-12, 13-16, 21-24
// and 25-28 the channel, decoded by memory::decodeHbmAddress). A pitch that
// never toggles bit 8 leaves one stack idle (the DMA Engine's Example 5).
// The Banks tab draws it and `tcpwb-cli dma` reports it.
#include <vector>

#include "dma/plan.h"

namespace tcpwb::dma {

struct ChannelBalance {
    bool hbm = false;               // one side of the transfer is HBM
    bool readSide = true;           // the side counted reads HBM (HBM -> anywhere); else it writes HBM
    std::vector<u64> channelBytes;  // by chip * 32 + stack * 16 + channel, for kMaxChips chips
    std::vector<u64> stackBytes;    // by chip * 2 + stack
    u64 walkedRequests = 0;         // the first requests, command after command
    u64 totalRequests = 0;

    // Over the chips the transfer touches (at least one):
    u64 chips = 1;
    u64 channels = 0;  // chips * 32
    u64 stacks = 0;    // chips * 2
    u64 totalBytes = 0;
    u64 busiestChip = 0;     // the busiest channel (the first of equals): its chip,
    u64 busiestChannel = 0;  // its channel in the chip (stack * 16 + channel),
    u64 busiestStack = 0;    // its stack
    u64 busiestBytes = 0;
    double busiestToMean = 0;  // its bytes over the mean of `channels`
    u64 stacksUsed = 0;
    // Every channel carries bytes and the busiest less than kEvenTolerance times the mean.
    bool even = false;

    bool capped() const { return walkedRequests < totalRequests; }
    u64 channelsUsed() const;
    u64 idleChannels() const { return channels - channelsUsed(); }
};

inline constexpr double kEvenTolerance = 1.1;
// Requests `tcpwb-cli dma` walks: as many as the cost model walks of one command.
inline constexpr u64 kMaxBalanceRequests = u64{1} << 20;

// Walks the HBM side of the first `maxRequests` requests (all commands
// together). Without an HBM side only the request count is filled in.
ChannelBalance channelBalance(const DmaPlan& plan, u64 maxRequests);

}  // namespace tcpwb::dma
