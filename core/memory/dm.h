#pragma once
// Data Memory facts of "Memory Performance" (DM): the geometry, how an
// address inside a slice picks its byte, bank and row, the DMN interleave
// that reaches 256 B/cycle, the DM controller's priorities and the 64-access
// rule that keeps the DMA Engine from starving.
#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "util/checked.h"

namespace tcpwb::memory {

struct DmGeometry {
    u64 clustersPerChip = 2;
    u64 dmnsPerCluster = 8;
    u64 slicesPerDmn = 32;
    u64 banksPerSlice = 16;
    u64 rowsPerBank = 4096;
    u64 bytesPerRow = 8;  // a bank's data width

    constexpr u64 slicesPerCluster() const { return dmnsPerCluster * slicesPerDmn; }
    constexpr u64 sliceBytes() const { return banksPerSlice * rowsPerBank * bytesPerRow; }
    // Every bank delivers one row per cycle: "a total data access rate of 128 B/cycle".
    constexpr u64 sliceBytesPerCycle() const { return banksPerSlice * bytesPerRow; }
};
inline constexpr DmGeometry kDm{};

// DMA transfer rates of DM (per DMN, per cluster with DMN interleaving) and SPM.
inline constexpr u64 kDmnBytesPerCycle = 128;
inline constexpr u64 kDmClusterBytesPerCycle = 256;
inline constexpr u64 kSpmBytesPerCycle = 128;
inline constexpr u64 kPcieBytesPerCycle = 30;

// Bits [low, high] of an address, inclusive.
struct BitField {
    unsigned low;
    unsigned high;
    constexpr unsigned width() const { return high - low + 1; }
    constexpr u64 of(u64 address) const { return (address >> low) & ((u64{1} << width()) - 1); }
};

// "Address Space in a Slice": 8 bytes per bank, 16 banks, then the row.
struct SliceAddressLayout {
    BitField byte{0, 2};
    BitField bank{3, 6};
    BitField row{7, 18};
};
inline constexpr SliceAddressLayout kSliceAddress{};

struct SliceAddress {
    u64 byte = 0;
    u64 bank = 0;
    u64 row = 0;
};

// The byte, bank and row of a byte address inside one slice; nullopt past
// the slice's 512 KB.
std::optional<SliceAddress> decodeSliceAddress(u64 address);

// "Interleave across DMNs": a 256-byte request takes two cycles on one
// 128 B/cycle DMN, so alternating the DMNs completes one request per cycle.
u64 cyclesPerRequestOnOneDmn(u64 requestBytes);

struct InterleaveCycle {
    u64 cycle = 0;
    std::array<std::string, 2> dmn;  // "read #0 (1/2)" or "idle"
};

// The manual's DMN interleave table for `requests` reads of `requestBytes`
// alternating DMN #0, #1, #0, ...; the last read ends in cycle `requests`
// when each read takes two cycles.
std::vector<InterleaveCycle> dmnInterleaveSchedule(u64 requests, u64 requestBytes = 256);

// "The DM controller prioritizes requests in this order", highest first.
enum class DmRequester { MainFetch, MainCommit, SubFetch, SubCommit, Dma };
std::span<const DmRequester> dmPriority();
std::string_view requesterName(DmRequester r);  // "main_fetch"

// "The 4096-cycle limit derivation":
// (TDMA_IO_BYTE / DMN_IO_BYTE) * Max_Consecutive_Access * DMN_SIZE < timeout.
struct StarvationParams {
    u64 tdmaIoBytes = 256;
    u64 dmnIoBytes = 128;
    u64 dmnSize = 32;
    u64 nocTimeoutCycles = 4096;
};

// The bound the formula gives (64: runs must stay below it) and the longest
// run of consecutive same-bank accesses it allows (63).
u64 consecutiveAccessBound(const StarvationParams& p = {});
u64 maxAllowedConsecutiveAccesses(const StarvationParams& p = {});

// "Cumulative Bank Access Constraint": the consecutive accesses of every
// concurrent command to one bank add up, and the total must stay below 64.
struct BankAccessCheck {
    u64 total = 0;
    bool safe = true;
    u64 bound = 64;
};
BankAccessCheck checkCumulativeBankAccess(std::span<const u64> runs, const StarvationParams& p = {});

// The smallest run of one command that makes the total unsafe, given the
// other commands' runs to the same bank.
u64 unsafeRunGiven(std::span<const u64> otherRuns, const StarvationParams& p = {});

}  // namespace tcpwb::memory
