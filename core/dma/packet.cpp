#include "dma/packet.h"

#include <fmt/format.h>

#include "dma/medium.h"

namespace tcpwb::dma {

diag::Result<PacketChoice> choosePacket(u64 runElements, tensor::DType dtype, u64 packetAlign) {
    if (runElements == 0) return diag::Diagnostic(diag::Kind::packet_size, "the transfer's innermost entry is empty");
    auto fits = [&](u64 d) {
        const u64 bytes = tensor::bytesFor(dtype, d);
        return bytes <= kMaxPacketBytes && bytes % packetAlign == 0 && runElements % d == 0;
    };
    // Divisors come in pairs (d, run / d): walk the small ones and keep the
    // largest fitting partner or divisor.
    u64 best = 0;
    for (u64 d = 1; d * d <= runElements; ++d) {
        if (runElements % d != 0) continue;
        if (fits(d)) best = std::max(best, d);
        if (fits(runElements / d)) best = std::max(best, runElements / d);
    }
    if (best == 0)
        return diag::Diagnostic(diag::Kind::alignment,
                                fmt::format("no packet of the {}-element run is a multiple of {} bytes and at most {} bytes; "
                                            "the packet must be {}-byte aligned",
                                            runElements, packetAlign, kMaxPacketBytes, packetAlign))
            .withFix(fmt::format("pad the innermost term so its run is a multiple of {} bytes", packetAlign));
    PacketChoice out;
    out.elements = best;
    out.bytes = tensor::bytesFor(dtype, best);
    out.outer = runElements / best;
    const u64 maxElements = elementsIn(dtype, kMaxPacketBytes);
    if (out.outer > 1 && out.bytes < kRequestBytes && tensor::bytesFor(dtype, runElements) > kMaxPacketBytes) {
        const u64 first = std::min(runElements, maxElements - maxElements % std::max<u64>(1, elementsIn(dtype, packetAlign)));
        out.advice = fmt::format(
            "the {}-element run has no divisor near the {}-byte limit, so each packet moves only {} bytes; split it into "
            "two DmaCommands ({} and {} elements), each adding ~{} cycles of start-up",
            runElements, kMaxPacketBytes, out.bytes, first, runElements - first, kStartupCycles);
    }
    return out;
}

u64 requestsPerPacket(u64 packetBytes) { return ceilDiv(packetBytes, kRequestBytes); }

}  // namespace tcpwb::dma
