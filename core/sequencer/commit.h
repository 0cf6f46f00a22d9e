#pragma once
// The Commit Engine's side of a write (manual, "Commit Engine"): how many
// bytes of each 32-byte flit are written (commit_in_size, the truncating
// adapter), how many per sequencer step (commit_size) and the cycles.
#include "sequencer/fetch.h"

namespace tcpwb::sequencer {

struct CommitPlan {
    Config config;             // the write sequencer's configuration
    u64 commitInSize = 0;      // bytes of each packet written: 8, 16, 24 or 32
    u64 contiguousBytes = 0;   // contiguous_sram_access_size
    u64 commitSize = 0;        // gcd(contiguous_sram_access_size, commit_in_size)
    u64 writesPerPacket = 0;   // commit_in_size / commit_size
    u64 cycles = 0;            // Time::SIZE * writes per packet
};

// Adds to derive()'s error kinds: commit_in_size, commit_size, alignment
// (strides that are not multiples of 8 bytes) and broadcast_write.
diag::Result<CommitPlan> planCommit(const Request& request, Context context);

}  // namespace tcpwb::sequencer
