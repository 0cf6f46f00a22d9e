#pragma once
// What the Bank view draws for a fetch or commit stream: the DM banks each
// access of one slice touches (core's sequencer::traceBanks, capped), the
// streaks of 64 or more consecutive accesses to one bank that can starve the
// DMA Engine ("Memory Performance"), and the tensor coordinates those
// accesses read or write. Qt-free apart from QString, so the benchmark and the
// tests can call it without a window.
#include <QString>
#include <cstdint>
#include <vector>

#include "sequencer/bank_trace.h"
#include "widgets/document/StreamDerivation.h"

namespace tcpwb::widgets {

struct BankStreakInfo {
    unsigned bank = 0;
    u64 first = 0;  // access (cycle) index of the streak's first access
    u64 last = 0;   // inclusive
    u64 length = 0;
    QString coordinates;   // "A:0..127, B:0..7", the elements the streak's accesses touch
    bool sampled = false;  // coordinates from some of the streak's accesses only (budget)
};

struct BankStream {
    bool available = false;               // the stream has a fetch or commit configuration
    QString engine;                       // "fetch_size" or "commit_size" (or "packet" for the sequencer rules)
    u64 accessBytes = 0;                  // bytes of one access
    u64 totalAccesses = 0;                // the configuration's accesses (all of them)
    bool capped = false;                  // only the first kMaxTracedAccesses were traced
    std::vector<std::uint16_t> banks;     // per traced access: bit b = bank b touched
    std::vector<BankStreakInfo> streaks;  // in order of first access
    u64 slices = 1;                       // slices sharing the pattern (the Slice mapping's size)
    QString sliceCoordinates;             // the chosen slice's coordinates, "C:3" (empty for m![1])

    QString verdict() const;  // one line: "No bank is hit 64 times in a row." or "3 streaks ..."
};

// Accesses traced per update: what the view can show at once without the
// keystroke waiting (the 50 ms budget, docs/gui-banks.md).
inline constexpr u64 kMaxTracedAccesses = u64{1} << 12;
// Buffer positions looked up to name the streaks' coordinates, all streaks
// together: a long streak is sampled at evenly spaced accesses (its first
// and last always among them).
inline constexpr u64 kCoordinateBudget = u64{1} << 10;

// `slice` picks the slice whose coordinates are named (0 when out of range).
BankStream computeBankStream(const StreamDerivation& stream, const mapping::CompiledMapping* buffer,
                             const mapping::CompiledMapping* sliceMapping, u64 slice);

}  // namespace tcpwb::widgets
