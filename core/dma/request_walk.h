#pragma once
// Every 256-byte request of one DMA command, in the order its engine issues
// them (manual, "DMA Engine": the loop nest outermost first, each packet
// split into 256-byte units): where it reads, where it writes and how many
// bytes it carries. The cost model and the HBM channel balance both walk a
// command through here, so they see the same requests.
#include <algorithm>
#include <vector>

#include "dma/plan.h"

namespace tcpwb::dma {

// Calls visit(from, to, bytes) for the first `limit` requests of `command`
// and returns how many it visited.
template <typename Visit>
u64 walkRequests(const DmaPlan& plan, const Descriptor& command, u64 limit, Visit&& visit) {
    if (command.entries.empty()) return 0;
    const std::size_t outer = command.entries.size() - 1;  // the last entry is the packet
    std::vector<u64> at(outer, 0);
    const u64 packets = command.packets();
    u64 done = 0;
    for (u64 p = 0; p < packets && done < limit; ++p) {
        u64 readAddress = command.readBase, writeAddress = command.writeBase;
        for (std::size_t k = 0; k < outer; ++k) {
            readAddress += at[k] * command.entries[k].readStride;
            writeAddress += at[k] * command.entries[k].writeStride;
        }
        const Location from = locate(plan.in, plan.dtype, readAddress);
        const Location to = locate(plan.out, plan.dtype, writeAddress);
        for (u64 c = 0; c < plan.requestsPerPacket && done < limit; ++c, ++done) {
            const u64 offset = c * kRequestBytes;
            Location f = from, t = to;
            f.byte += offset;
            t.byte += offset;
            visit(f, t, std::min(kRequestBytes, plan.packet.bytes - std::min(plan.packet.bytes, offset)));
        }
        for (std::size_t k = outer; k-- > 0;) {
            if (++at[k] < command.entries[k].size) break;
            at[k] = 0;
        }
    }
    return done;
}

}  // namespace tcpwb::dma
