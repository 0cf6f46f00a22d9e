#pragma once
// The Switch Engine's topologies (manual, "Switch Engine"): the regular ones
// (Forward, Broadcast01, Broadcast1, Transpose, InterTranspose, and the
// toolchain book's TransposedBroadcast1) and the custom bitmap
// (CustomBroadcast), with their parameters as the kernel writer gives them.
#include <string>
#include <string_view>

#include "diag/diagnostic.h"
#include "util/checked.h"

namespace tcpwb::sw {

enum class TopologyKind { Forward, Broadcast01, Broadcast1, Transpose, InterTranspose, TransposedBroadcast1, CustomBroadcast };

struct Topology {
    TopologyKind kind = TopologyKind::Forward;
    u64 slice1 = 1;  // Broadcast01, Broadcast1, Transpose, InterTranspose, TransposedBroadcast1
    u64 slice0 = 1;
    u64 time0 = 1;     // Broadcast01, InterTranspose
    u64 ringSize = 1;  // CustomBroadcast

    bool isCustom() const { return kind == TopologyKind::CustomBroadcast; }
};

// "Forward", "Broadcast01 slice1=2 slice0=2 time0=4", "CustomBroadcast ring_size=32", ...
// Every parameter of the topology is required, none other is accepted, and each
// is a positive integer; ring_size must also be a power of two no larger than 256.
// Error kinds: topology_syntax, unknown_topology, topology_parameter.
diag::Result<Topology> parseTopology(std::string_view text);

std::string_view topologyName(TopologyKind kind);
// The canonical text, such as "Broadcast01 slice1=2 slice0=2 time0=4".
std::string describe(const Topology& topology);

}  // namespace tcpwb::sw
