#include "sequencer/commit.h"

#include <fmt/format.h>

#include <numeric>

namespace tcpwb::sequencer {
namespace {

using diag::Diagnostic;

bool isCommitSize(u64 bytes) { return bytes == 8 || bytes == 16 || bytes == 24 || bytes == 32; }

// Every entry but the innermost moves the write address; the hardware needs
// those moves in whole 8-byte units, and a write never repeats (stride 0).
std::optional<Diagnostic> checkStrides(const Config& config, tensor::DType dtype) {
    for (std::size_t k = 0; k < config.merged.size(); ++k) {
        const Entry& e = config.merged[k];
        if (e.stride == 0)
            return Diagnostic("broadcast_write",
                              fmt::format("entry `{}` writes {} times to one place (stride 0); a commit writes every element "
                                          "once, so the destination must hold `{}`",
                                          e.term, e.size, e.term));
        const u64 bytes = tensor::bytesFor(dtype, e.stride);
        if (k + 1 < config.merged.size() && tensor::bytesFor(dtype, e.stride) % 8 != 0)
            return Diagnostic("alignment",
                              fmt::format("entry `{}` moves the write address by {} bytes; commit strides must be multiples "
                                          "of 8 bytes",
                                          e.term, bytes))
                .withFix("pad the destination's inner axes so each row is a multiple of 8 bytes");
    }
    return std::nullopt;
}

}  // namespace

diag::Result<CommitPlan> planCommit(const Request& request, Context context) {
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
        return Diagnostic("commit_in_size",
                          fmt::format("each packet would write {} bytes to DM; the Commit Engine writes 8, 16, 24 or 32 bytes of "
                                      "a flit",
                                      plan.commitInSize))
            .withFix("pad the destination's innermost axis so a packet writes a multiple of 8 bytes");
    if (auto failed = checkStrides(plan.config, request.dtype)) return *failed;
    plan.contiguousBytes = contiguousBytes(plan.config.merged, request.dtype);
    plan.commitSize = std::gcd(plan.contiguousBytes, plan.commitInSize);
    const bool allowed = context == Context::Sub ? plan.commitSize == 8 : isCommitSize(plan.commitSize);
    if (!allowed)
        return Diagnostic("commit_size",
                          fmt::format("commit_size = gcd(contiguous {} bytes, commit_in_size {} bytes) = {} bytes; the {} "
                                      "context writes {}",
                                      plan.contiguousBytes, plan.commitInSize, plan.commitSize,
                                      context == Context::Sub ? "sub" : "main",
                                      context == Context::Sub ? "8 bytes at a time" : "8, 16, 24 or 32 bytes at a time"));
    plan.writesPerPacket = plan.commitInSize / plan.commitSize;
    plan.cycles = request.time.size() * plan.writesPerPacket;
    return plan;
}

}  // namespace tcpwb::sequencer
