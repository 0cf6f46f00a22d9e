#pragma once
// The routers' decisions inside one ring group, cycle by cycle (manual,
// "Router Decision Process" and its two-slice walkthrough), as data the GUI
// can animate.
//
// Model (docs/switch-semantics.md): slice 0 of the group is the root, the
// last one the leaf, the others middle nodes. Packets are labelled
// source_slice * packets_per_slice + time and the root emits them in label
// order, one per cycle: its own from its input, the others' after they have
// travelled leftward to it. The root outputs each packet and sends it right;
// every other slice outputs what comes from the left and, unless it is the
// leaf, passes it on to the right. Every slice therefore outputs every packet
// of the group, in label order.
#include <string>
#include <vector>

#include "util/checked.h"

namespace tcpwb::sw {

enum class Port { Input, Left, Right, Output };

struct RouterAction {
    u64 packet = 0;
    Port from = Port::Input;
    std::vector<Port> to;  // Output, Left and/or Right
};

struct RouterCycle {
    // actions[s]: what slice s's router does this cycle (possibly nothing).
    std::vector<std::vector<RouterAction>> actions;
    // output[s]: the packets slice s outputs this cycle (at most one in this model).
    std::vector<std::vector<u64>> output;
};

struct RouterTrace {
    u64 ringSize = 0;
    u64 packetsPerSlice = 0;
    std::vector<RouterCycle> cycles;
};

// Both arguments at least 1; a trace of more than 256 packets
// (ringSize x packetsPerSlice) comes back empty.
RouterTrace traceRing(u64 ringSize, u64 packetsPerSlice);

// Every packet slice s has output up to and including `cycle`, in order.
std::vector<u64> outputSoFar(const RouterTrace& trace, u64 cycle, u64 slice);

std::string portName(Port port);  // "input", "left", "right", "output"

}  // namespace tcpwb::sw
