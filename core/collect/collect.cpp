#include "collect/collect.h"

#include <fmt/format.h>

namespace tcpwb::collect {
namespace {

using mapping::CompiledMapping;

[[nodiscard]] std::optional<diag::Diagnostic> verify(const CompiledMapping* given, const CompiledMapping& derived, const char* what,
                                                     const CollectPlan& plan) {
    if (!given || given->equivalentTo(derived)) return std::nullopt;
    return diag::Diagnostic(diag::Kind::collect_mismatch,
                            fmt::format("the collected {} {} is not what the Collect Engine produces: a {}-byte packet "
                                        "becomes {} flit(s) of {} elements, giving {} {}",
                                        what, given->normalized(), plan.packetBytes, plan.flitsPerPacket, plan.elementsPerFlit, what,
                                        derived.normalized()))
        .withFix(fmt::format("write {} {}", what, derived.normalized()));
}

}  // namespace

diag::Result<CollectPlan> planCollect(const CollectRequest& r) {
    CollectPlan plan;
    const u64 elements = r.packet.size();
    if (!checkedMul(elements, u64{tensor::info(r.dtype).storageBits}))
        return diag::Diagnostic(diag::Kind::too_large, fmt::format("a packet of {} elements is too large to count in bytes", elements));
    plan.packetBytes = tensor::bytesFor(r.dtype, elements);
    plan.elementsPerFlit = kFlitBytes * 8 / tensor::info(r.dtype).storageBits;
    const u64 padded = roundUp(elements, plan.elementsPerFlit);
    plan.flitsPerPacket = padded / plan.elementsPerFlit;
    plan.paddedBytes = plan.flitsPerPacket * kFlitBytes;
    plan.padBytes = plan.paddedBytes - plan.packetBytes;

    // Pad to the flit boundary, then split off the flit count.
    const std::string pad = padded == elements ? r.packet.operand() : fmt::format("{} # {}", r.packet.operand(), padded);
    std::string timeText = r.time.normalized(), packetText = fmt::format("m![{}]", pad);
    if (plan.flitsPerPacket > 1) {
        timeText = fmt::format("m![{}, [{}] / {}]", r.time.operand(), pad, plan.elementsPerFlit);
        packetText = fmt::format("m![[{}] % {}]", pad, plan.elementsPerFlit);
    }
    auto time = mapping::compileDerived(timeText, r.time, "collect mapping");
    if (!time) return time.error();
    auto packet = mapping::compileDerived(packetText, r.packet, "collect mapping");
    if (!packet) return packet.error();
    if (auto bad = verify(r.outTime, *time, "Time", plan)) return *bad;
    if (auto bad = verify(r.outPacket, *packet, "Packet", plan)) return *bad;
    plan.verified = r.outTime || r.outPacket;
    plan.time = time->normalized();
    plan.packet = packet->normalized();
    return plan;
}

}  // namespace tcpwb::collect
