#include "cast/cast.h"

#include <fmt/format.h>

#include <algorithm>

namespace tcpwb::cast {
namespace {

using tensor::DType;

constexpr u64 kFlitBits = 32 * 8;

u64 elementsPerFlit(DType type) { return kFlitBits / tensor::info(type).storageBits; }

// Positions up to the last one that holds an element: the packet without its
// trailing padding.
u64 dataElements(const mapping::CompiledMapping& packet) {
    for (u64 i = packet.size(); i-- > 0;)
        if (!packet.padAt(i)) return i + 1;
    return 0;
}

std::string names(const std::vector<DType>& types) {
    std::string out;
    for (DType t : types) out += (out.empty() ? "" : ", ") + std::string(tensor::info(t).name);
    return out;
}

}  // namespace

std::vector<DType> targetsOf(DType from) {
    if (from == DType::I32) return {DType::I4, DType::I8, DType::I16};
    if (from == DType::F32) return {DType::F8E5M2, DType::F8E4M3, DType::F16, DType::BF16};
    return {};
}

bool supported(DType from, DType to) {
    const auto targets = targetsOf(from);
    return std::find(targets.begin(), targets.end(), to) != targets.end();
}

diag::Result<CastPlan> planCast(const CastRequest& r) {
    const auto& from = tensor::info(r.from);
    const auto& to = tensor::info(r.to);
    if (!supported(r.from, r.to))
        return diag::Diagnostic(diag::Kind::cast_unsupported,
                                targetsOf(r.from).empty() ? fmt::format("the Cast Engine lowers only f32 and i32, not {}", from.name)
                                                          : fmt::format("the Cast Engine lowers {} to {}, not to {}", from.name,
                                                                        names(targetsOf(r.from)), to.name));
    CastPlan plan;
    plan.inPacketBytes = tensor::bytesFor(r.from, r.packet.size());
    if (r.packet.size() != elementsPerFlit(r.from))
        return diag::Diagnostic(diag::Kind::cast_packet, fmt::format("the Cast Engine takes one 32-byte flit, but the packet {} holds {} "
                                                                     "{} elements ({} bytes)",
                                                                     r.packet.normalized(), r.packet.size(), from.name, plan.inPacketBytes))
            .withFix("collect the stream first: collect() pads and splits packets to one flit");
    plan.dataElements = dataElements(r.packet);
    const u64 outElements = elementsPerFlit(r.to);
    // [P # (32 / sizeof(D2))], where P is the packet without its trailing padding.
    std::string data = r.packet.operand();
    if (plan.dataElements < r.packet.size()) data = fmt::format("[{}] = {}", data, plan.dataElements);
    auto packet = mapping::compileMapping(fmt::format("m![[{}] # {}]", data, outElements), r.packet.env());
    if (!packet)
        return diag::Diagnostic(diag::Kind::internal_error, fmt::format("the cast packet does not compile: {}", packet.error().message));
    if (r.outPacket && !r.outPacket->equivalentTo(*packet))
        return diag::Diagnostic(diag::Kind::cast_mismatch, fmt::format("the cast packet {} is not what the Cast Engine produces from {} "
                                                                       "{}: the {} data elements padded to one flit of {} give {}",
                                                                       r.outPacket->normalized(), from.name, r.packet.normalized(),
                                                                       plan.dataElements, to.name, packet->normalized()))
            .withFix(fmt::format("write {}", packet->normalized()));
    plan.time = r.time.normalized();
    plan.packet = packet->normalized();
    plan.outPacketBytes = tensor::bytesFor(r.to, outElements);
    plan.dataBytes = tensor::bytesFor(r.to, plan.dataElements);
    plan.padBytes = plan.outPacketBytes - plan.dataBytes;
    plan.verified = r.outPacket != nullptr;
    return plan;
}

}  // namespace tcpwb::cast
