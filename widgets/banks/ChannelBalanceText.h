#pragma once
// The Banks tab's words for core's HBM channel balance (dma::channelBalance):
// "Even: all 32 channels carry about 512 bytes each." or "Uneven: channel 5
// (stack 0) carries 1024 bytes, 2.0x the mean ...".
#include <QString>

#include "dma/channel_balance.h"

namespace tcpwb::widgets {

// Requests walked on a keystroke: what the tab can count without the
// keystroke waiting (the 50 ms budget, docs/gui-banks.md).
inline constexpr u64 kMaxWalkedRequests = u64{1} << 16;

QString imbalanceText(const dma::ChannelBalance& balance);

}  // namespace tcpwb::widgets
