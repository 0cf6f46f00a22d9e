#include "dma/channel_balance.h"

#include <algorithm>

#include "dma/request_walk.h"
#include "memory/hbm.h"

namespace tcpwb::dma {
namespace {

void countBytes(ChannelBalance& balance, const Location& at, u64 bytes) {
    const memory::HbmAddress a = memory::decodeHbmAddress(at.byte);
    // planDma allows kMaxChips; a location past them shares the last chip's slots.
    const u64 chip = std::min<u64>(at.chip, kMaxChips - 1);
    balance.channelBytes[chip * memory::kHbm.channels() + a.globalChannel()] += bytes;
    balance.stackBytes[chip * memory::kHbm.stacks + a.stack] += bytes;
}

// The busiest channel, the totals and the verdict, over the chips touched.
void weigh(ChannelBalance& b) {
    const u64 perChip = memory::kHbm.channels();
    for (std::size_t c = 0; c < b.channelBytes.size(); ++c)
        if (b.channelBytes[c] > 0) b.chips = std::max<u64>(b.chips, c / perChip + 1);
    b.channels = b.chips * perChip;
    b.stacks = b.chips * memory::kHbm.stacks;
    u64 busiest = 0;
    for (u64 c = 0; c < b.channels; ++c) {
        b.totalBytes += b.channelBytes[c];
        if (b.channelBytes[c] > b.busiestBytes) b.busiestBytes = b.channelBytes[c], busiest = c;
    }
    b.busiestChip = busiest / perChip;
    b.busiestChannel = busiest % perChip;
    b.busiestStack = b.busiestChannel / memory::kHbm.channelsPerStack;
    b.stacksUsed = static_cast<u64>(std::count_if(b.stackBytes.begin(), b.stackBytes.end(), [](u64 s) { return s > 0; }));
    if (b.totalBytes == 0) return;
    const double mean = static_cast<double>(b.totalBytes) / static_cast<double>(b.channels);
    b.busiestToMean = static_cast<double>(b.busiestBytes) / mean;
    b.even = b.channelsUsed() == b.channels && b.busiestToMean < kEvenTolerance;
}

}  // namespace

u64 ChannelBalance::channelsUsed() const {
    return static_cast<u64>(std::count_if(channelBytes.begin(), channelBytes.end(), [](u64 b) { return b > 0; }));
}

ChannelBalance channelBalance(const DmaPlan& plan, u64 maxRequests) {
    ChannelBalance balance;
    balance.hbm = plan.in == Medium::Hbm || plan.out == Medium::Hbm;
    balance.readSide = plan.in == Medium::Hbm;
    balance.channelBytes.assign(kMaxChips * memory::kHbm.channels(), 0);
    balance.stackBytes.assign(kMaxChips * memory::kHbm.stacks, 0);
    for (const Descriptor& d : plan.descriptors) {
        const u64 requests = checkedMul(d.packets(), plan.requestsPerPacket).value_or(kMaxSize);
        balance.totalRequests = checkedAdd(balance.totalRequests, requests).value_or(kMaxSize);
    }
    if (balance.hbm)
        for (const Descriptor& d : plan.descriptors)
            balance.walkedRequests += walkRequests(
                plan, d, maxRequests - balance.walkedRequests,
                [&](const Location& from, const Location& to, u64 bytes) { countBytes(balance, balance.readSide ? from : to, bytes); });
    weigh(balance);
    return balance;
}

}  // namespace tcpwb::dma
