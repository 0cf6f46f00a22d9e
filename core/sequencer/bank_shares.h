#pragma once
// A bank trace drawn at any width: the accesses [first, end) split into
// `columns` equal bins, each bin giving, per DM bank, the share of its
// accesses that touch the bank (0 or 1 when a bin is one access). Every
// picture of a bank trace (the Sequencer panel's small heatmap, the Banks
// tab's zoomable one) bins through here, so two pictures of one stream agree
// whatever their sizes; drawing a long trace by dropping the accesses that
// fall between pixels would show whichever banks the sampled accesses hit.
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "memory/dm.h"
#include "util/checked.h"

namespace tcpwb::sequencer {

inline constexpr std::size_t kBanksPerSlice = memory::kDm.banksPerSlice;
static_assert(kBanksPerSlice <= 16, "BankAccess::banks holds one bit per bank");

using BankShareColumn = std::array<double, kBanksPerSlice>;

// `banks[i]` has bit b set when access i touches bank b (BankAccess::banks).
// At most `columns` bins (fewer when the range holds fewer accesses); bin c
// holds accesses [first + floor(c * w), first + floor((c + 1) * w)), w = (end - first) / bins.
std::vector<BankShareColumn> binBankShares(std::span<const std::uint16_t> banks, u64 first, u64 end, u64 columns);

}  // namespace tcpwb::sequencer
