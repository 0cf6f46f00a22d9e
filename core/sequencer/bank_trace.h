#pragma once
// Which DM banks a sequencer configuration touches, access by access (manual,
// "Memory Performance": byte bits 0-2, bank 3-6, row 7-18 of a slice's
// address), and the streaks of consecutive accesses to one bank that can
// starve the DMA Engine ("64 consecutive same-bank accesses").
#include <cstdint>
#include <vector>

#include "sequencer/config.h"

namespace tcpwb::sequencer {

struct BankAccess {
    u64 cycle = 0;             // the access's index: one access per cycle
    std::int64_t address = 0;  // first byte, inside the slice
    std::uint16_t banks = 0;   // bit b set: bank b is touched
};

struct BankStreak {
    unsigned bank = 0;
    u64 firstCycle = 0;
    u64 length = 0;  // consecutive accesses touching `bank`
    std::int64_t firstAddress = 0;
};

struct BankTrace {
    std::vector<BankAccess> accesses;
    std::vector<BankStreak> streaks;  // longer than memory::maxAllowedConsecutiveAccesses(), longest first
    bool truncated = false;           // the configuration makes more accesses than were traced
};

// Walks the configuration's loop nest, each packet in reads (or writes) of
// `accessBytes`, for at most `maxAccesses` accesses.
BankTrace traceBanks(const Config& config, tensor::DType dtype, u64 accessBytes, u64 maxAccesses = u64{1} << 16);

// The elements (buffer positions, in elements of `dtype`) of the access of
// `accessBytes` at byte `address` that lie in `bank`: a 32-byte read spans
// four banks, and only the elements in one of them collide with a streak
// there. Bytes before the buffer (a negative address) hold none.
std::vector<u64> elementsInBank(std::int64_t address, u64 accessBytes, unsigned bank, tensor::DType dtype);

}  // namespace tcpwb::sequencer
