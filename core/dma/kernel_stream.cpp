#include "dma/kernel_stream.h"

#include <fmt/format.h>

namespace tcpwb::dma {

diag::Result<StreamSpec> kernelStream(const std::string& chip, const std::string& cluster, const std::string& slice,
                                      const std::string& element, const mapping::AxisEnv& env, const mapping::AliasTable& aliases) {
    auto compiled = mapping::compileMapping(slice, env, aliases);
    if (!compiled) return compiled.error();
    const std::string normal = compiled->normalized();
    const std::string s = normal.substr(3, normal.size() - 4);  // without `m![` and `]`
    StreamSpec stream;
    stream.chip = chip;
    stream.cluster = cluster;
    stream.packet = element;
    const u64 slices = compiled->size();
    if (slices % kSlicesPerEngine == 0) {
        // Engine k of a cluster serves slices [64k, 64k + 64); within them, the
        // slice inside the DMN outside, the DMN of the pair alternating inside.
        stream.slice = fmt::format("m![[{}] / {}]", s, kSlicesPerEngine);
        stream.time = fmt::format("m![[{0}] % {1}, [{0}] / {1} % 2]", s, kSlicesPerDmn);
    } else {
        stream.slice = "m![1]";
        stream.time = fmt::format("m![{}]", s);
    }
    return stream;
}

}  // namespace tcpwb::dma
