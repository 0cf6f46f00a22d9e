#pragma once
// The Fetch Engine's padding advice (manual, "Fetch Engine" > "The Impact of
// Padding Choice"): a packet that is a multiple of 32 bytes, the main
// context's largest read, is fetched 32 bytes a cycle, so padding a packet
// that forces smaller reads up to the next multiple of 32 can cut its cycles
// several times over (the manual's `A # 23`: 22 cycles of 8-byte reads; `A #
// 31`: 6 cycles of 32-byte reads). Computed here so the Sequencer panel and
// `tcpwb-cli seq` give the same advice.
#include <optional>

#include "sequencer/fetch.h"

namespace tcpwb::sequencer {

struct PaddingAdvice {
    u64 packetBytes = 0;        // the packet as it is
    u64 paddedPacketBytes = 0;  // rounded up to a multiple of 32 bytes
    u64 extraBytes = 0;         // padding added to each packet (and each row of the buffer)
    u64 fetchSize = 0;          // bytes per read now
    u64 paddedFetchSize = 0;    // bytes per read once padded: 32
    u64 cycles = 0;             // now
    u64 paddedCycles = 0;       // once padded
};

// Offered only where padding the packet pads the buffer's rows alike and
// changes nothing else: the main context, no cast (`input` is the type read
// from memory, the plan's output the type fetched), a fetch_size below 32
// bytes, and a packet read as one contiguous run; and only when it saves
// cycles (the manual's `A # 7` reads 24 bytes in 6 cycles, as many as
// padding to 96 bytes would take, so it gets none).
std::optional<PaddingAdvice> advisePadding(const FetchPlan& plan, tensor::DType input, Context context);

}  // namespace tcpwb::sequencer
