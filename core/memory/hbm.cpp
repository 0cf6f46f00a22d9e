#include "memory/hbm.h"

#include <cmath>

namespace tcpwb::memory {
namespace {

u64 bit(u64 address, unsigned b) { return (address >> b) & 1; }

}  // namespace

std::array<unsigned, 4> channelXorSources(unsigned k) { return {9 + k, 13 + k, 21 + k, 25 + k}; }

HbmAddress decodeHbmAddress(u64 address) {
    HbmAddress a;
    a.byte = kRowByteBits[0].of(address) | (kRowByteBits[1].of(address) << kRowByteBits[0].width());
    a.stack = bit(address, kStackBit);
    for (unsigned k = 0; k < kChannelBits.width(); ++k) {
        u64 x = 0;
        for (unsigned b : channelXorSources(k)) x ^= bit(address, b);
        a.channel |= x << k;
    }
    a.bankGroup = bit(address, 13) | (bit(address, 19) << 1);
    a.bank = BitField{17, 18}.of(address);
    a.slice = bit(address, 20) | (bit(address, 34) << 1);
    a.row = BitField{21, 33}.of(address) | (bit(address, 35) << 13);
    return a;
}

double hbmReadShareTBps(u64 engines) { return engines == 0 ? kHbmReadTBps : kHbmReadTBps / static_cast<double>(engines); }

PacketSplit splitIntoRequests(u64 packetBytes) {
    PacketSplit s;
    s.fullRequests = packetBytes / kHbmUnitBytes;
    s.tailBytes = packetBytes % kHbmUnitBytes;
    s.tailNeedsRmw = s.tailBytes != 0;
    return s;
}

Range rowSwitchCycles(double clockGhz) {
    return {static_cast<u64>(std::llround(kRowSwitchNs.low * clockGhz)), static_cast<u64>(std::llround(kRowSwitchNs.high * clockGhz))};
}

Tccd tccd(CommandRelation relation) {
    switch (relation) {
        case CommandRelation::SameSliceDifferentBankGroup: return {2, 1, 1, "ideal interleaving of bank groups"};
        case CommandRelation::DifferentSlice: return {3, 2, 3, "data path switching"};
        case CommandRelation::SameSliceSameBankGroup: return {4, 1, 2, "shared I/O buffer among four banks"};
    }
    return {4, 1, 2, ""};
}

CommandRelation relationOf(const HbmAddress& first, const HbmAddress& second) {
    if (first.slice != second.slice) return CommandRelation::DifferentSlice;
    if (first.bankGroup != second.bankGroup) return CommandRelation::SameSliceDifferentBankGroup;
    return CommandRelation::SameSliceSameBankGroup;
}

}  // namespace tcpwb::memory
