#include "sequencer/commit.h"

#include <fmt/format.h>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <numeric>

namespace tcpwb::sequencer {
namespace {

using diag::Diagnostic;

bool isCommitSize(u64 bytes) { return bytes == 8 || bytes == 16 || bytes == 24 || bytes == 32; }

// The first entry of the innermost run the entries lay out without a jump
// (the run contiguousBytes measures): inside it the writes advance byte by byte.
std::size_t contiguousRunStart(const std::vector<Entry>& entries) {
    if (entries.empty() || entries.back().stride != 1) return entries.size();
    std::size_t start = entries.size() - 1;
    const Entry* inner = &entries.back();
    for (std::size_t k = entries.size() - 1; k-- > 0;) {
        const Entry& outer = entries[k];
        if (outer.size == 1) continue;
        if (outer.stride != inner->size * inner->stride) break;
        start = k;
        inner = &outer;
    }
    return start;
}

// Every entry outside the innermost contiguous run moves the write address;
// the hardware needs those moves in whole 8-byte units, and a write never
// repeats (stride 0). Inside the run (`B # 16, C` written as one 32-byte
// flit) the writes are contiguous, whatever the entries' own strides.
[[nodiscard]] std::optional<Diagnostic> checkStrides(const Config& config, tensor::DType dtype) {
    const std::size_t run = contiguousRunStart(config.merged);
    for (std::size_t k = 0; k < config.merged.size(); ++k) {
        const Entry& e = config.merged[k];
        if (e.stride == 0)
            return Diagnostic(diag::Kind::broadcast_write,
                              fmt::format("entry `{}` writes {} times to one place (stride 0); a commit writes every element "
                                          "once, so the destination must hold `{}`",
                                          e.term, e.size, e.term));
        const u64 bytes = tensor::bytesFor(dtype, e.stride);
        if (k < run && k + 1 < config.merged.size() && tensor::bytesFor(dtype, e.stride) % 8 != 0)
            return Diagnostic(diag::Kind::alignment,
                              fmt::format("entry `{}` moves the write address by {} bytes; commit strides must be multiples "
                                          "of 8 bytes",
                                          e.term, bytes))
                .withFix("pad the destination's inner axes so each row is a multiple of 8 bytes");
    }
    return std::nullopt;
}

[[nodiscard]] std::optional<Diagnostic> checkProducer(Context context, const CommitOptions& options) {
    if (context != Context::Sub || !options.after || *options.after == Producer::Fetch || options.subRules == CommitOptions::SubRules::Book)
        return std::nullopt;
    const char* name = *options.after == Producer::Cast        ? "the Cast Engine"
                       : *options.after == Producer::Transpose ? "the Transpose Engine"
                                                               : "a computation";
    return Diagnostic(diag::Kind::adapter, fmt::format("a sub-context commit can only follow a fetch, not {}", name))
        .withFix("commit in the main context");
}

// Valid count packing: every count within what a packet writes, and the
// packed elements within the destination.
diag::Result<ValidCountPacking> planPacking(const Request& request, Context context, const CommitPlan& plan,
                                            const std::vector<u64>& counts) {
    if (context != Context::Sub)
        return Diagnostic(diag::Kind::adapter, "valid count packing is a sub-context stage; the main context only truncates")
            .withFix("commit with the sub context");
    const u64 packets = request.time.size();
    if (counts.size() != 1 && counts.size() != packets)
        return Diagnostic(diag::Kind::valid_count,
                          fmt::format("{} valid counts for {} packets; give one count, or one per packet", counts.size(), packets));
    const u64 perPacket = plan.commitInSize * 8 / tensor::info(request.dtype).storageBits;
    ValidCountPacking packing;
    for (u64 i = 0; i < packets; ++i) {
        const u64 count = counts.size() == 1 ? counts.front() : counts[i];
        if (count > perPacket)
            return Diagnostic(diag::Kind::valid_count,
                              fmt::format("packet {} keeps {} elements, more than the {} each packet writes", i, count, perPacket));
        packing.counts.push_back(count);
        packing.elements += count;
        const u64 bytes = tensor::bytesFor(request.dtype, count);
        packing.bytes += bytes;
        packing.cycles += std::max<u64>(1, ceilDiv(bytes, 8));
    }
    if (packing.elements > request.buffer.size())
        return Diagnostic(diag::Kind::out_of_bounds, fmt::format("valid count packing writes {} elements, past the {} the destination "
                                                                 "`{}` holds",
                                                                 packing.elements, request.buffer.size(), request.buffer.normalized()));
    return packing;
}

}  // namespace

diag::Result<GenerateWrite> planGenerate(u64 address, std::int64_t value, Context context) {
    if (context != Context::Sub)
        return Diagnostic(diag::Kind::adapter, "generate mode (ITOS) is a sub-context operation").withFix("use the sub context");
    if (address % 4 != 0)
        return Diagnostic(diag::Kind::alignment, fmt::format("generate mode writes a 32-bit value, so its address must be a multiple of "
                                                             "4 bytes, not {}",
                                                             address));
    if (address > kSliceBytes - 4)
        return Diagnostic(diag::Kind::out_of_bounds,
                          fmt::format("address {} is past the end of a DM slice ({} bytes)", address, kSliceBytes));
    if (value < INT32_MIN || value > std::int64_t{UINT32_MAX})
        return Diagnostic(diag::Kind::generate_value, fmt::format("{} does not fit the 32 bits generate mode writes", value));
    return GenerateWrite{address, static_cast<std::uint32_t>(value)};
}

std::vector<std::int64_t> packValidCounts(const std::vector<std::vector<std::int64_t>>& packets, const std::vector<u64>& counts) {
    std::vector<std::int64_t> out;
    for (std::size_t i = 0; i < packets.size(); ++i) {
        const u64 count = counts.empty() ? 0 : counts.size() == 1 ? counts.front() : i < counts.size() ? counts[i] : 0;
        const auto keep = static_cast<std::ptrdiff_t>(std::min<u64>(count, packets[i].size()));
        out.insert(out.end(), packets[i].begin(), packets[i].begin() + keep);
    }
    return out;
}

diag::Result<CommitPlan> planCommit(const Request& request, Context context, const CommitOptions& options) {
    if (auto bad = checkProducer(context, options)) return *bad;
    Request write = request;
    write.engine = Request::Engine::Commit;
    auto config = derive(write);
    if (!config) return config.error();
    CommitPlan plan;
    plan.config = std::move(config).value();
    u64 written = 1;
    for (const Entry& e : plan.config.merged)
        if (e.packet) written *= e.size;
    plan.commitInSize = tensor::bytesFor(request.dtype, written);
    if (!isCommitSize(plan.commitInSize))
        return Diagnostic(diag::Kind::commit_in_size,
                          fmt::format("each packet would write {} bytes to DM; the Commit Engine writes 8, 16, 24 or 32 bytes of "
                                      "a flit",
                                      plan.commitInSize))
            .withFix("pad the destination's innermost axis so a packet writes a multiple of 8 bytes");
    if (auto failed = checkStrides(plan.config, request.dtype)) return *failed;
    plan.contiguousBytes = contiguousBytes(plan.config.merged, request.dtype);
    plan.commitSize = std::gcd(plan.contiguousBytes, plan.commitInSize);
    // The book's sub context writes 8 bytes whatever run the packet lands in,
    // as long as the run is made of whole 8-byte writes.
    if (context == Context::Sub && options.subRules == CommitOptions::SubRules::Book && plan.commitSize % 8 == 0) plan.commitSize = 8;
    const bool allowed = context == Context::Sub ? plan.commitSize == 8 : isCommitSize(plan.commitSize);
    if (!allowed)
        return Diagnostic(diag::Kind::commit_size,
                          fmt::format("commit_size = gcd(contiguous {} bytes, commit_in_size {} bytes) = {} bytes; the {} "
                                      "context writes {}",
                                      plan.contiguousBytes, plan.commitInSize, plan.commitSize, context == Context::Sub ? "sub" : "main",
                                      context == Context::Sub ? "8 bytes at a time" : "8, 16, 24 or 32 bytes at a time"));
    plan.writesPerPacket = plan.commitInSize / plan.commitSize;
    plan.cycles = request.time.size() * plan.writesPerPacket;
    plan.slices = options.slices;
    if (options.validCounts) {
        auto packing = planPacking(request, context, plan, *options.validCounts);
        if (!packing) return packing.error();
        plan.packing = std::move(packing).value();
        plan.cycles = plan.packing->cycles;
    }
    return plan;
}

}  // namespace tcpwb::sequencer
