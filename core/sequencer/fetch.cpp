#include "sequencer/fetch.h"

#include "sequencer/fetch_adapter.h"

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
    {DType::I4, DType::I5, false},
    {DType::I4, DType::I32, false},
    {DType::I8, DType::I9, false},
    {DType::I8, DType::I32, false},
    {DType::I16, DType::I32, false},
    {DType::F8E4M3, DType::F32, false},
    {DType::F8E5M2, DType::F32, false},
    {DType::BF16, DType::F32, false},
    {DType::F16, DType::F32, false},
    {DType::F32, DType::BF16, false},
    {DType::I4, DType::I9, true},
    {DType::I16, DType::I9, true},
    {DType::F8E4M3, DType::BF16, true},
    {DType::F8E5M2, DType::BF16, true},
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

[[nodiscard]] std::optional<Diagnostic> checkSubContextStages(Context context, const FetchOptions& options) {
    if (context != Context::Sub) return std::nullopt;
    if (options.table)
        return Diagnostic(diag::Kind::adapter,
                          "the sub context's Fetch Adapter only subtracts zero points; table indexing needs the main context");
    if (options.interleaveAxis)
        return Diagnostic(diag::Kind::adapter, "begin_interleaved is a main-context operation; the sub context fetches one tensor");
    return std::nullopt;
}

// begin_interleaved: the interleaving axis's Time entry of 2 jumps from the
// first tensor to the second, `offset` elements further on.
[[nodiscard]] std::optional<Diagnostic> planInterleave(const Request& request, const FetchOptions& options, FetchPlan& plan) {
    const auto& env = request.time.env();
    const std::string& name = *options.interleaveAxis;
    auto axis = env.find(name);
    if (!axis) return Diagnostic(diag::Kind::interleave, fmt::format("the interleaving axis `{}` is not declared", name));
    if (env[*axis].size != 2)
        return Diagnostic(diag::Kind::interleave, fmt::format("the interleaving axis `{}` has size {}; at most two tensors interleave, "
                                                              "so it must have size 2",
                                                              name, env[*axis].size))
            .withFix(fmt::format("declare `{} = 2`", name));
    if (!request.buffer.normalForm().base.empty() || options.interleaveOffset <= 0)
        return Diagnostic(diag::Kind::interleave,
                          fmt::format("the second tensor must lie after the first (offset {} elements)", options.interleaveOffset));
    if (static_cast<u64>(options.interleaveOffset) > kMaxSize)
        return Diagnostic(diag::Kind::interleave, fmt::format("the second tensor's offset of {} elements is past the largest supported "
                                                              "stride 2^62",
                                                              options.interleaveOffset));
    for (std::size_t k = 0; k < plan.config.merged.size(); ++k) {
        Entry& e = plan.config.merged[k];
        if (e.axis != axis || e.packet || e.size != 2) continue;
        e.stride = static_cast<u64>(options.interleaveOffset);
        for (Entry& written : plan.config.entries)
            if (written.axis == axis && !written.packet) written.stride = e.stride;
        plan.interleaveEntry = k;
        return std::nullopt;
    }
    return Diagnostic(diag::Kind::interleave, fmt::format("`{}` must be a Time term of its own, such as `m![A, {}]`, so the "
                                                          "sequencer can alternate between the two tensors",
                                                          name, name));
}

[[nodiscard]] std::optional<Diagnostic> planZeroPoints(const FetchOptions& options, FetchPlan& plan) {
    const std::size_t tensors = options.interleaveAxis ? 2 : 1;
    if (options.zeroPoints.size() > tensors)
        return Diagnostic(diag::Kind::zero_point, fmt::format("{} zero points for {} tensor{}; give one per tensor",
                                                              options.zeroPoints.size(), tensors, tensors == 1 ? "" : "s"));
    for (std::int64_t zp : options.zeroPoints)
        if (auto bad = checkZeroPoint(zp, plan.output)) return bad;
    plan.zeroPoints = options.zeroPoints;
    return std::nullopt;
}

// Masking, table indexing, zero points and interleaving, after the reads are planned.
[[nodiscard]] std::optional<Diagnostic> planAdapterStages(const Request& request, Context context, const FetchOptions& options,
                                                          FetchPlan& plan) {
    if (auto bad = checkSubContextStages(context, options)) return bad;
    if (options.interleaveAxis)
        if (auto bad = planInterleave(request, options, plan)) return bad;
    if (auto bad = planZeroPoints(options, plan)) return bad;
    if (auto bad = checkPadValue(options.padValue, plan.output)) return bad;
    plan.table = options.table || options.lookup.has_value();
    MaskPlan masking = planMasking(request, plan.config, options.padValue);
    if (context == Context::Sub && masking.mask) {
        plan.warnings.push_back(Diagnostic(diag::Kind::masking, fmt::format("the sub context's Fetch Adapter cannot mask; the padding "
                                                                            "of `{}` keeps whatever memory holds",
                                                                            masking.mask->axis))
                                    .withFix("fetch in the main context, or make sure the consumer ignores the padding")
                                    .withSeverity(diag::Severity::Warning));
        return std::nullopt;
    }
    plan.mask = std::move(masking.mask);
    if (masking.warning) plan.warnings.push_back(*masking.warning);
    return std::nullopt;
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
        if (rule.from == from && (!rule.rngdS || rngdS)) names += (names.empty() ? "" : ", ") + std::string(tensor::info(rule.to).name);
    return names.empty() ? "none" : names;
}

[[nodiscard]] std::optional<Diagnostic> checkCast(DType from, DType to, bool rngdS) {
    if (castSupported(from, to, rngdS)) return std::nullopt;
    const std::string others = supportedCasts(from, rngdS);
    return Diagnostic(diag::Kind::cast,
                      fmt::format("the Fetch Adapter cannot convert {} to {}; {}", tensor::info(from).name, tensor::info(to).name,
                                  others == "none" ? fmt::format("it converts nothing from {}", tensor::info(from).name)
                                                   : fmt::format("from {} it converts to {}", tensor::info(from).name, others)));
}

u64 contiguousBytes(const std::vector<Entry>& entries, tensor::DType dtype) {
    if (entries.empty()) return tensor::bytesFor(dtype, 1);
    const Entry& innermost = entries.back();
    // "Contiguous access: (s == 0 || s == 1)": a broadcast entry reads one
    // element n times in one access, as a stride-1 entry reads n neighbours.
    if (innermost.stride > 1) return tensor::bytesFor(dtype, 1);  // a strided read: one element at a time
    u64 run = innermost.size;
    const Entry* inner = &innermost;
    for (std::size_t k = entries.size() - 1; k-- > 0;) {
        const Entry& outer = entries[k];
        if (outer.size == 1) continue;  // a loop of one iteration jumps nowhere
        if (outer.stride != inner->size * inner->stride) break;
        run *= outer.size;
        inner = &outer;
    }
    return tensor::bytesFor(dtype, run);
}

diag::Result<FetchPlan> planFetch(const Request& request, Context context, const FetchOptions& options) {
    const auto& cast = options.cast;
    FetchPlan plan;
    const DType decoded = options.lookup ? *options.lookup : request.dtype;
    plan.output = cast ? cast->to : decoded;
    if (auto bad = checkCast(decoded, plan.output, cast && cast->rngdS)) return *bad;
    plan.packetBytes = tensor::bytesFor(request.dtype, request.packet.size());
    plan.outputPacketBytes = tensor::bytesFor(plan.output, request.packet.size());
    Request read = request;
    read.engine = Request::Engine::Fetch;
    auto config = derive(read);
    if (!config) return config.error();
    plan.config = std::move(config).value();
    if (plan.outputPacketBytes % kFetchAlignBytes != 0)
        return Diagnostic(diag::Kind::alignment,
                          fmt::format("the fetched packet is {} bytes; fetch output packets must be a multiple of {} bytes",
                                      plan.outputPacketBytes, kFetchAlignBytes))
            .withFix(fmt::format("pad the packet: {}", paddedPacket(request, plan.output)));
    plan.contiguousBytes = contiguousBytes(plan.config.merged, request.dtype);
    auto fetchSize = fetchSizeFor(context, plan.packetBytes, plan.contiguousBytes, request.dtype, plan.output);
    if (!fetchSize)
        return Diagnostic(diag::Kind::fetch_size,
                          fmt::format("no read size of the {} context fits: the packet ({} bytes) and the contiguous run in "
                                      "memory ({} bytes) share {} bytes{}",
                                      context == Context::Sub ? "sub" : "main", plan.packetBytes, plan.contiguousBytes,
                                      std::gcd(plan.packetBytes, plan.contiguousBytes),
                                      context == Context::Sub ? ", and the sub context reads 8 bytes (4 for i4 to i32)" : ""));
    plan.fetchSize = *fetchSize;
    plan.fetchesPerPacket = ceilDiv(plan.packetBytes, plan.fetchSize);
    plan.cycles = request.time.size() * plan.fetchesPerPacket;
    if (auto failed = planAdapterStages(request, context, options, plan)) return *failed;
    return plan;
}

}  // namespace tcpwb::sequencer
