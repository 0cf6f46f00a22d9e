#include "sequencer/fetch.h"

#include <fmt/format.h>

#include <array>
#include <numeric>

namespace tcpwb::sequencer {
namespace {

using diag::Diagnostic;

// "The main-context supports a fetch_size of 1, 2, 4, 8, 16, or 32 bytes";
// the sub context reads 8 bytes (4 when casting i4 to i32, not modelled yet).
constexpr std::array<u64, 6> kMainFetchSizes{32, 16, 8, 4, 2, 1};

using tensor::DType;

struct CastRule {
    DType from, to;
    bool rngdS;
};

// Manual, "Type Casting": RNGD's conversions, then RNGD-S's additions.
constexpr std::array<CastRule, 14> kCasts{{
    {DType::I4, DType::I5, false},     {DType::I4, DType::I32, false},     {DType::I8, DType::I9, false},
    {DType::I8, DType::I32, false},    {DType::I16, DType::I32, false},    {DType::F8E4M3, DType::F32, false},
    {DType::F8E5M2, DType::F32, false}, {DType::BF16, DType::F32, false},  {DType::F16, DType::F32, false},
    {DType::F32, DType::BF16, false},  {DType::I4, DType::I9, true},       {DType::I16, DType::I9, true},
    {DType::F8E4M3, DType::BF16, true}, {DType::F8E5M2, DType::BF16, true},
}};

// The largest read of the context that divides both the packet and the
// contiguous run, and whose cast output still fits a 32-byte flit.
std::optional<u64> fetchSizeFor(Context context, u64 packetBytes, u64 contiguous, DType from, DType to) {
    const u64 both = std::gcd(packetBytes, contiguous);
    const u64 growth = tensor::info(to).storageBits;
    const u64 shrink = tensor::info(from).storageBits;
    if (context == Context::Sub) {
        const u64 size = from == DType::I4 && to == DType::I32 ? 4 : 8;  // "4 bytes when casting i4 to i32"
        return both % size == 0 ? std::optional<u64>(size) : std::nullopt;
    }
    for (u64 size : kMainFetchSizes)
        if (both % size == 0 && size * growth <= kFlitBytes * shrink) return size;
    return std::nullopt;
}

std::string paddedPacket(const Request& request, DType output) {
    const u64 elementBits = tensor::info(output).storageBits;
    const u64 alignedBits = roundUp(tensor::bytesFor(output, request.packet.size()), kFetchAlignBytes) * 8;
    return fmt::format("m![{} # {}]", request.packet.operand(), alignedBits / elementBits);
}

}  // namespace

bool castSupported(DType from, DType to, bool rngdS) {
    if (from == to) return true;
    for (const CastRule& rule : kCasts)
        if (rule.from == from && rule.to == to && (!rule.rngdS || rngdS)) return true;
    return false;
}

std::string supportedCasts(DType from, bool rngdS) {
    std::string names;
    for (const CastRule& rule : kCasts)
        if (rule.from == from && (!rule.rngdS || rngdS))
            names += (names.empty() ? "" : ", ") + std::string(tensor::info(rule.to).name);
    return names.empty() ? "none" : names;
}

u64 contiguousBytes(const std::vector<Entry>& entries, tensor::DType dtype) {
    if (entries.empty()) return tensor::bytesFor(dtype, 1);
    const Entry& innermost = entries.back();
    if (innermost.stride != 1) return tensor::bytesFor(dtype, 1);  // a broadcast or a strided read: one element
    u64 run = innermost.size;
    for (std::size_t k = entries.size() - 1; k-- > 0;) {
        const Entry& outer = entries[k];
        const Entry& inner = entries[k + 1];
        if (inner.stride == 0 || outer.stride != inner.size * inner.stride) break;
        run *= outer.size;
    }
    return tensor::bytesFor(dtype, run);
}

diag::Result<FetchPlan> planFetch(const Request& request, Context context, std::optional<Cast> cast) {
    FetchPlan plan;
    plan.output = cast ? cast->to : request.dtype;
    if (!castSupported(request.dtype, plan.output, cast && cast->rngdS))
        return Diagnostic("cast", fmt::format("the Fetch Adapter cannot convert {} to {}; from {} it converts to {}",
                                              tensor::info(request.dtype).name, tensor::info(plan.output).name,
                                              tensor::info(request.dtype).name,
                                              supportedCasts(request.dtype, cast && cast->rngdS)));
    plan.packetBytes = tensor::bytesFor(request.dtype, request.packet.size());
    plan.outputPacketBytes = tensor::bytesFor(plan.output, request.packet.size());
    Request read = request;
    read.engine = Request::Engine::Fetch;
    auto config = derive(read);
    if (!config) return config.error();
    plan.config = std::move(config).value();
    if (plan.outputPacketBytes % kFetchAlignBytes != 0)
        return Diagnostic("alignment",
                          fmt::format("the fetched packet is {} bytes; fetch output packets must be a multiple of {} bytes",
                                      plan.outputPacketBytes, kFetchAlignBytes))
            .withFix(fmt::format("pad the packet: {}", paddedPacket(request, plan.output)));
    plan.contiguousBytes = contiguousBytes(plan.config.merged, request.dtype);
    auto fetchSize = fetchSizeFor(context, plan.packetBytes, plan.contiguousBytes, request.dtype, plan.output);
    if (!fetchSize)
        return Diagnostic("fetch_size",
                          fmt::format("no read size of the {} context fits: the packet ({} bytes) and the contiguous run in "
                                      "memory ({} bytes) share {} bytes{}",
                                      context == Context::Sub ? "sub" : "main", plan.packetBytes, plan.contiguousBytes,
                                      std::gcd(plan.packetBytes, plan.contiguousBytes),
                                      context == Context::Sub ? ", and the sub context reads 8 bytes (4 for i4 to i32)" : ""));
    plan.fetchSize = *fetchSize;
    plan.fetchesPerPacket = ceilDiv(plan.packetBytes, plan.fetchSize);
    plan.cycles = request.time.size() * plan.fetchesPerPacket;
    return plan;
}

}  // namespace tcpwb::sequencer
