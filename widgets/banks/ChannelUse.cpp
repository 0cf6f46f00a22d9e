#include "banks/ChannelUse.h"

#include <QCoreApplication>
#include <algorithm>

#include "memory/hbm.h"

namespace tcpwb::widgets {
namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(BankView)
};

// Every request of one descriptor's HBM side, in the order the engine issues
// them: the loop nest outermost first, each packet split into 256-byte requests.
void walk(const dma::DmaPlan& plan, const dma::Descriptor& d, ChannelUse& use) {
    if (d.entries.empty()) return;
    const std::size_t outer = d.entries.size() - 1;
    std::vector<u64> at(outer, 0);
    const u64 packets = d.packets();
    for (u64 p = 0; p < packets && use.walkedRequests < kMaxWalkedRequests; ++p) {
        u64 address = use.readSide ? d.readBase : d.writeBase;
        for (std::size_t k = 0; k < outer; ++k) address += at[k] * (use.readSide ? d.entries[k].readStride : d.entries[k].writeStride);
        const dma::Location from = dma::locate(dma::Medium::Hbm, plan.dtype, address);
        for (u64 c = 0; c < plan.requestsPerPacket && use.walkedRequests < kMaxWalkedRequests; ++c) {
            const u64 bytes = std::min(dma::kRequestBytes, plan.packet.bytes - std::min(plan.packet.bytes, c * dma::kRequestBytes));
            const memory::HbmAddress a = memory::decodeHbmAddress(from.byte + c * dma::kRequestBytes);
            const u64 chip = std::min<u64>(from.chip, dma::kMaxChips - 1);
            use.channelBytes[chip * memory::kHbm.channels() + a.globalChannel()] += bytes;
            use.stackBytes[chip * memory::kHbm.stacks + a.stack] += bytes;
            ++use.walkedRequests;
        }
        for (std::size_t k = outer; k-- > 0;) {
            if (++at[k] < d.entries[k].size) break;
            at[k] = 0;
        }
    }
}

}  // namespace

u64 ChannelUse::channelsUsed() const {
    return static_cast<u64>(std::count_if(channelBytes.begin(), channelBytes.end(), [](u64 b) { return b > 0; }));
}

QString ChannelUse::imbalance() const {
    if (!hbm) return Text::tr("Neither side is in HBM: no channel is used.");
    // Only the chips the transfer touches count.
    u64 chips = 0;
    for (std::size_t c = 0; c < channelBytes.size(); c += memory::kHbm.channels())
        if (std::any_of(channelBytes.begin() + long(c), channelBytes.begin() + long(c + memory::kHbm.channels()), [](u64 b) { return b > 0; }))
            chips = c / memory::kHbm.channels() + 1;
    const u64 channels = std::max<u64>(chips, 1) * memory::kHbm.channels();
    u64 total = 0, busiest = 0, busiestAt = 0;
    for (u64 c = 0; c < channels; ++c) {
        total += channelBytes[c];
        if (channelBytes[c] > busiest) busiest = channelBytes[c], busiestAt = c;
    }
    if (total == 0) return Text::tr("No HBM request was made.");
    const u64 used = channelsUsed();
    const double mean = double(total) / double(channels);
    const double ratio = double(busiest) / mean;
    if (used == channels && ratio < 1.1)
        return Text::tr("Even: all %1 channels carry about %2 bytes each.").arg(channels).arg(qulonglong(total / channels));
    QString text = Text::tr("Uneven: channel %1 (stack %2) carries %3 bytes, %4x the mean over %5 channels; %6 of %5 channels are idle.")
                       .arg(busiestAt % memory::kHbm.channels())
                       .arg(busiestAt % memory::kHbm.channels() / memory::kHbm.channelsPerStack)
                       .arg(qulonglong(busiest))
                       .arg(ratio, 0, 'f', 1)
                       .arg(channels)
                       .arg(channels - used);
    const u64 stacksUsed = static_cast<u64>(std::count_if(stackBytes.begin(), stackBytes.end(), [](u64 b) { return b > 0; }));
    if (stacksUsed < std::max<u64>(chips, 1) * memory::kHbm.stacks)
        text += QLatin1Char(' ') + Text::tr("Stacks used: %1 of %2; address bit 8 (the stack) never changes.")
                                       .arg(stacksUsed)
                                       .arg(std::max<u64>(chips, 1) * memory::kHbm.stacks);
    return text;
}

ChannelUse channelUse(const dma::DmaPlan& plan) {
    ChannelUse use;
    use.hbm = plan.in == dma::Medium::Hbm || plan.out == dma::Medium::Hbm;
    use.readSide = plan.in == dma::Medium::Hbm;
    use.channelBytes.assign(dma::kMaxChips * memory::kHbm.channels(), 0);
    use.stackBytes.assign(dma::kMaxChips * memory::kHbm.stacks, 0);
    for (const auto& d : plan.descriptors) {
        const u64 requests = checkedMul(d.packets(), plan.requestsPerPacket).value_or(kMaxSize);
        use.totalRequests = checkedAdd(use.totalRequests, requests).value_or(kMaxSize);
    }
    if (!use.hbm) return use;
    for (const auto& d : plan.descriptors) walk(plan, d, use);
    return use;
}

}  // namespace tcpwb::widgets
