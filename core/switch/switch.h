#pragma once
// The Switch Engine (manual, "Switch Engine"): from a FetchTensor's Slice,
// Time and Packet and a topology, the output Slice and Time mappings (derived,
// or the kernel writer's own verified against the topology), the snoop
// bitmap, the ring size and the cycle count.
#include <optional>
#include <string>
#include <vector>

#include "diag/diagnostic.h"
#include "mapping/mapping.h"
#include "switch/layout.h"
#include "switch/topology.h"
#include "tensor/dtype.h"

namespace tcpwb::sw {

struct SwitchRequest {
    const mapping::CompiledMapping& slice;
    const mapping::CompiledMapping& time;
    const mapping::CompiledMapping& packet;
    tensor::DType dtype;
    Topology topology;
    // The output mappings to verify. Either may be given alone (the other is
    // derived); CustomBroadcast needs both, since they define the bitmap.
    const mapping::CompiledMapping* outSlice = nullptr;
    const mapping::CompiledMapping* outTime = nullptr;
    bool dualChannel = false;  // 64-byte flits instead of 32
};

struct SwitchPlan {
    Topology topology;
    std::optional<Layout> layout;                          // the regular topologies' parts and routing
    std::string outSlice, outTime;                         // normalized text of the output mappings
    std::vector<std::string> outSliceParts, outTimeParts;  // regular: part names, outermost first
    u64 ringSize = 1;
    u64 ringGroups = 0;  // independent rings working in parallel: 256 / ring_size
    u64 inputTime = 0;   // Time::SIZE of the input
    u64 packetBytes = 0;
    u64 flitBytes = 32;
    u64 cyclesPerPacket = 0;
    u64 cycles = 0;  // ring_size x input_time x cycles_per_packet
    // bitmap[s]: the input slices whose packets output slice s accepts, ascending.
    std::vector<std::vector<u64>> bitmap;
    bool verified = false;  // output mappings were given and agree
};

// Error kinds: full_cluster, not_divisible, output_mismatch, missing_output,
// element_missing, innermost_time, order_preservation, time_order,
// ring_size_too_small, too_large.
diag::Result<SwitchPlan> planSwitch(const SwitchRequest& request);

// The smallest power-of-two ring (aligned group of slices) that contains every
// output slice together with every input slice its bitmap row accepts.
u64 smallestRing(const std::vector<std::vector<u64>>& bitmap);

}  // namespace tcpwb::sw
