#pragma once
// The accesses a stream makes to DM, one a cycle: reads of fetch_size bytes
// (Fetch Engine), writes of commit_size bytes (Commit Engine), or, for the
// Sequencer chapter's rules alone, whole packets of at most one 32-byte
// flit. The Sequencer panel and the Banks tab trace the DM banks a stream
// touches (traceBanks) in these units, so the two pictures agree.
#include <string_view>

#include "sequencer/commit.h"
#include "sequencer/fetch.h"

namespace tcpwb::sequencer {

enum class AccessUnit { FetchSize, CommitSize, Packet };
std::string_view unitName(AccessUnit unit);  // "fetch_size", "commit_size", "packet"

struct StreamAccesses {
    AccessUnit unit = AccessUnit::Packet;
    u64 bytes = 1;  // of one access, at least 1
    u64 total = 0;  // Time::SIZE x ceil(packet bytes / bytes), saturating
};

// `timeSize` is the stream's Time::SIZE; `dtype` the type in memory.
StreamAccesses fetchAccesses(const FetchPlan& plan, tensor::DType dtype, u64 timeSize);
StreamAccesses commitAccesses(const CommitPlan& plan, tensor::DType dtype, u64 timeSize);
StreamAccesses packetAccesses(const Config& config, tensor::DType dtype, u64 timeSize);

}  // namespace tcpwb::sequencer
