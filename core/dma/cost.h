#pragma once
// The DMA cost model (manual, "DMA Engine" > Performance and Examples 1-6,
// with "Memory Performance"): every 256-byte request of every descriptor is
// walked through the memories it touches. See docs/dma-semantics.md for the
// rules and where the manual's examples pin them down.
#include <string>
#include <vector>

#include "dma/plan.h"

namespace tcpwb::dma {

struct SideCost {
    Medium medium = Medium::Hbm;
    u64 requests = 0;
    double engineCycles = 0;   // the side's own time: one request per cycle at best
    double cycles = 0;         // after shared limits (HBM channels)
    std::string bound;         // what sets `cycles`: engine, hbm_channels, dm_slice, spm, rmw
    u64 rowSwitches = 0;       // HBM: requests that switch their bank's row
    u64 rmwRequests = 0;       // HBM writes: partial 256-byte units (read-modify-write)
    u64 unalignedReads = 0;    // HBM reads crossing a 256-byte boundary
    u64 sameSliceRepeats = 0;  // DM: requests to the slice the previous one used
    u64 channelsUsed = 0;      // HBM channels the side touches
};

struct DescriptorCost {
    u64 unitIndex = 0;
    u64 segment = 0;
    SideCost read, write;
    bool overlapped = false;  // reads and writes pipelined (max) rather than in turn (sum)
    double pcieCycles = 0;    // inter-chip bytes at 30 B/cycle
    double dataCycles = 0;
    u64 startupCycles = 0;
    double cycles = 0;
};

// One DMA Engine's commands together (Example 6: "DMN #3 (two commands) ...
// Total: 192 data cycles + 1000 cycles (initial latency for two commands) =
// 1192 cycles").
struct UnitCost {
    u64 unitIndex = 0;
    Unit unit;
    u64 commands = 0;
    double readCycles = 0, writeCycles = 0;  // summed over its commands
    double dataCycles = 0;
    u64 startupCycles = 0;  // 500 per command
    double cycles = 0;      // data + start-up
};

struct DmaCost {
    std::vector<DescriptorCost> descriptors;
    std::vector<double> unitCycles;  // per engine: its descriptors one after another
    std::vector<UnitCost> units;     // per engine, in unit order
    u64 requests = 0;                // read requests of every descriptor (writes are as many)
    u64 hbmReadRequestsMaxChannel = 0;
    double hbmReadMaxChannelCycles = 0;
    u64 hbmReadRowSwitchesMaxChannel = 0;  // of the busiest channel's requests
    // What most requests of the busiest channel cost: ~5.3 cycles with their
    // row open (Example 5), ~40 when they switch it (Example 4); 0 without HBM reads.
    double hbmReadCyclesPerRequest = 0;
    u64 hbmReadChannels = 0;          // channels the reads use, over all chips
    bool extrapolated = false;        // very large transfers: measured on a prefix, scaled
    std::vector<std::string> advice;  // the manual's performance lessons this transfer runs into
    double cycles = 0;                // the slowest engine
    u64 roundedCycles() const;
};

// Where an HBM write's read-modify-write is paid. The manual's dialect: on the
// DMA Engine, kRmwSlowdown of its request slots per partial unit. The
// toolchain's (its book, "Memory Performance"): in the HBM channel, which
// moves a 256-byte unit in ~5.3 cycles ("4 clock cycles per channel" at
// 0.75 GHz) and takes "roughly 50x" that for a partial one ("RMW reads the
// entire 256-byte unit, updates the requested bytes, then writes the entire
// unit back"); writes to one channel queue there, as reads do. The engine
// issues its writes in order, and one to a unit whose RMW is under way waits
// for it (so does every write behind it). A command is done once its last
// write is taken up, by its channel and by the engine, not when that write's
// RMW ends (docs/simulation.md, "Against the toolchain's schedules").
struct CostRules {
    bool rmwInChannel = false;
};

DmaCost estimateCost(const DmaPlan& plan, const CostRules& rules = {});

}  // namespace tcpwb::dma
