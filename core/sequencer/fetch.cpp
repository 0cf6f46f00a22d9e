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

std::optional<u64> fetchSizeFor(Context context, u64 packetBytes, u64 contiguous) {
    const u64 both = std::gcd(packetBytes, contiguous);
    if (context == Context::Sub) return both % 8 == 0 ? std::optional<u64>(8) : std::nullopt;
    for (u64 size : kMainFetchSizes)
        if (both % size == 0) return size;
    return std::nullopt;
}

std::string paddedPacket(const Request& request) {
    const u64 elementBits = tensor::info(request.dtype).storageBits;
    const u64 alignedBits = roundUp(tensor::bytesFor(request.dtype, request.packet.size()), kFetchAlignBytes) * 8;
    const std::string inner = request.packet.normalized().substr(3, request.packet.normalized().size() - 4);
    const bool list = inner.find(',') != std::string::npos;
    return fmt::format("m![{}{}{} # {}]", list ? "[" : "", inner, list ? "]" : "", alignedBits / elementBits);
}

}  // namespace

u64 contiguousBytes(const std::vector<Entry>& entries, tensor::DType dtype) {
    if (entries.empty()) return tensor::bytesFor(dtype, 1);
    const Entry& innermost = entries.back();
    if (innermost.stride > 1) return tensor::bytesFor(dtype, 1);
    u64 run = innermost.stride == 1 ? innermost.size : 1;
    for (std::size_t k = entries.size() - 1; k-- > 0 && innermost.stride == 1;) {
        const Entry& outer = entries[k];
        const Entry& inner = entries[k + 1];
        if (inner.stride == 0 || outer.stride != inner.size * inner.stride) break;
        run *= outer.size;
    }
    return tensor::bytesFor(dtype, run);
}

diag::Result<FetchPlan> planFetch(const Request& request, Context context) {
    FetchPlan plan;
    plan.packetBytes = tensor::bytesFor(request.dtype, request.packet.size());
    Request read = request;
    read.engine = Request::Engine::Fetch;
    auto config = derive(read);
    if (!config) return config.error();
    plan.config = std::move(config).value();
    if (plan.packetBytes % kFetchAlignBytes != 0)
        return Diagnostic("alignment",
                          fmt::format("the fetched packet is {} bytes; fetch output packets must be a multiple of {} bytes",
                                      plan.packetBytes, kFetchAlignBytes))
            .withFix(fmt::format("pad the packet: {}", paddedPacket(request)));
    plan.contiguousBytes = contiguousBytes(plan.config.merged, request.dtype);
    auto fetchSize = fetchSizeFor(context, plan.packetBytes, plan.contiguousBytes);
    if (!fetchSize)
        return Diagnostic("fetch_size",
                          fmt::format("the sub context reads 8 bytes at a time, but the packet ({} bytes) and the "
                                      "contiguous run in memory ({} bytes) share only {} bytes",
                                      plan.packetBytes, plan.contiguousBytes, std::gcd(plan.packetBytes, plan.contiguousBytes)));
    plan.fetchSize = *fetchSize;
    plan.fetchesPerPacket = ceilDiv(plan.packetBytes, plan.fetchSize);
    plan.cycles = request.time.size() * plan.fetchesPerPacket;
    return plan;
}

}  // namespace tcpwb::sequencer
