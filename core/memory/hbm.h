#pragma once
// High-Bandwidth Memory facts of "Memory Performance" (HBM): the geometry,
// the non-linear address bits with the channel XOR, peak bandwidth, the
// read-modify-write tail of a partial write, row switches and tCCD.
#include <array>
#include <string_view>
#include <vector>

#include "memory/dm.h"
#include "util/checked.h"

namespace tcpwb::memory {

struct HbmGeometry {
    u64 stacks = 2;
    u64 channelsPerStack = 16;
    u64 slicesPerChannel = 3;
    u64 bankGroupsPerSlice = 4;
    u64 banksPerGroup = 4;
    u64 rowsPerBank = 16384;
    u64 bytesPerRow = 2048;

    constexpr u64 channels() const { return stacks * channelsPerStack; }
    constexpr u64 capacityBytes() const {
        return channels() * slicesPerChannel * bankGroupsPerSlice * banksPerGroup * rowsPerBank * bytesPerRow;
    }
};
inline constexpr HbmGeometry kHbm{};

// "Address Space in a Chip": bits 0-35 of an HBM byte address.
inline constexpr unsigned kHbmAddressBits = 36;
inline constexpr unsigned kStackBit = 8;
inline constexpr BitField kChannelBits{9, 12};
// The byte within a 2 KB row: bits 0-7, then 14-16.
inline constexpr std::array<BitField, 2> kRowByteBits{BitField{0, 7}, BitField{14, 16}};

struct HbmAddress {
    u64 byte = 0;  // within the row, 0..2047
    u64 stack = 0;
    u64 channel = 0;    // within the stack, after the XOR
    u64 bankGroup = 0;  // bits 13 (low) and 19 (high)
    u64 bank = 0;       // bits 17-18, within the bank group
    u64 slice = 0;      // bits 20 (low) and 34 (high)
    u64 row = 0;        // bits 21-33 (low) and 35 (high)

    u64 globalChannel() const { return stack * kHbm.channelsPerStack + channel; }
    // One bank of the chip: which channel, slice, bank group and bank.
    u64 bankId() const { return ((globalChannel() * 4 + slice) * 4 + bankGroup) * 4 + bank; }
};

// The address bits whose XOR gives channel bit k (0..3). The manual: "the
// channel's first bit equals the XOR of bits 9, 13, 21, and 25" — so bit k is
// bits 9+k, 13+k, 21+k and 25+k (see docs/dma-semantics.md).
std::array<unsigned, 4> channelXorSources(unsigned k);

HbmAddress decodeHbmAddress(u64 address);

// "Peak Bandwidth": 64 B/cycle at 0.75 GHz per channel, 256-byte units.
inline constexpr u64 kHbmChannelBytesPerCycle = 64;
inline constexpr double kHbmChannelClockGhz = 0.75;
inline constexpr u64 kHbmUnitBytes = 256;
inline constexpr double kReferenceClockGhz = 1.0;  // the DMA examples count cycles at 1 GHz

constexpr double hbmChannelGBps() { return kHbmChannelClockGhz * kHbmChannelBytesPerCycle; }                 // 48
constexpr double hbmChipTBps() { return hbmChannelGBps() * static_cast<double>(kHbm.channels()) / 1024.0; }  // 1.5
constexpr u64 hbmCyclesPerUnit() { return kHbmUnitBytes / kHbmChannelBytesPerCycle; }                        // 4 at 0.75 GHz
// One 256-byte unit at 1 GHz, as the manual rounds it ("approximately 5.3
// cycles per request at 1GHz"; exactly 4 / 0.75 = 5.33).
inline constexpr double kHbmCyclesPerRequest = 5.3;
// A request that switches its bank's row: "approximately 40 cycles".
inline constexpr double kHbmRowConflictCyclesPerRequest = 40.0;

// Bandwidth sharing: 1.5 TB/s read + write per chip, half of it for reads;
// one DMA Engine moves at most 256 B/cycle (256 GB/s at 1 GHz).
inline constexpr double kHbmReadTBps = 0.75;
inline constexpr double kDmaEngineGBps = 256.0;
inline constexpr u64 kDmaEngineBytesPerCycle = 256;
double hbmReadShareTBps(u64 engines);  // 0.75 / engines

// "Unaligned or Partial Write": a packet splits into 256-byte requests; a
// leftover shorter one needs read-modify-write (~50x slower).
struct PacketSplit {
    u64 fullRequests = 0;
    u64 tailBytes = 0;
    bool tailNeedsRmw = false;
    u64 requests() const { return fullRequests + (tailBytes ? 1 : 0); }
};
PacketSplit splitIntoRequests(u64 packetBytes);
inline constexpr u64 kRmwSlowdown = 50;
inline constexpr u64 kUnalignedReadPenalty = 2;

// "Bank Conflict": a row switch adds 40-50 ns, 60-75 cycles at 1.5 GHz,
// 30-40x slower than an open row.
struct Range {
    u64 low;
    u64 high;
};
inline constexpr Range kRowSwitchNs{40, 50};
inline constexpr double kHbmCommandClockGhz = 1.5;
inline constexpr Range kBankConflictDegradation{30, 40};
Range rowSwitchCycles(double clockGhz = kHbmCommandClockGhz);

// "Column-to-Column Delay".
enum class CommandRelation { SameSliceDifferentBankGroup, DifferentSlice, SameSliceSameBankGroup };
struct Tccd {
    u64 cycles;       // at 1.5 GHz
    u64 relativeNum;  // throughput relative to the ideal 2 cycles
    u64 relativeDen;
    std::string_view reason;
};
Tccd tccd(CommandRelation relation);
// The relation of two consecutive commands on one channel.
CommandRelation relationOf(const HbmAddress& first, const HbmAddress& second);

}  // namespace tcpwb::memory
