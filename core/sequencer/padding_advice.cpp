#include "sequencer/padding_advice.h"

namespace tcpwb::sequencer {

std::optional<PaddingAdvice> advisePadding(const FetchPlan& plan, tensor::DType input, Context context) {
    // The largest main-context read, which is also one flit.
    constexpr u64 kLargestRead = kFlitBytes;
    if (context != Context::Main || plan.output != input || plan.fetchSize >= kLargestRead || plan.packetBytes == 0 ||
        plan.fetchesPerPacket == 0 || plan.contiguousBytes % plan.packetBytes != 0)
        return std::nullopt;
    PaddingAdvice advice;
    advice.packetBytes = plan.packetBytes;
    advice.paddedPacketBytes = roundUp(plan.packetBytes, kLargestRead);
    advice.extraBytes = advice.paddedPacketBytes - plan.packetBytes;
    advice.fetchSize = plan.fetchSize;
    advice.paddedFetchSize = kLargestRead;
    advice.cycles = plan.cycles;
    const u64 timeSteps = plan.cycles / plan.fetchesPerPacket;
    advice.paddedCycles = timeSteps * (advice.paddedPacketBytes / kLargestRead);
    if (advice.paddedCycles >= advice.cycles) return std::nullopt;
    return advice;
}

}  // namespace tcpwb::sequencer
