#include "dma/kernel_stream.h"

#include <fmt/format.h>

#include <set>

#include "mapping/axes.h"
#include "mapping/axes_of.h"
#include "mapping/mapping.h"
#include "mapping/normal_form.h"

namespace tcpwb::dma {

diag::Result<StreamSpec> kernelStream(const std::string& chip, const std::string& cluster, const std::string& slice,
                                      const std::string& element, const mapping::AxisEnv& env, const mapping::AliasTable& aliases,
                                      bool oneEngine) {
    auto compiled = mapping::compileMapping(slice, env, aliases);
    if (!compiled) return compiled.error();
    const std::string normal = compiled->normalized();
    const std::string s = normal.substr(3, normal.size() - 4);  // without `m![` and `]`
    StreamSpec stream;
    stream.chip = chip;
    stream.cluster = cluster;
    stream.packet = element;
    const u64 slices = compiled->size();
    if (!oneEngine && slices % kSlicesPerEngine == 0) {
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

diag::Result<bool> isSliceBroadcast(const std::string& slice, const std::string& hbmElement, const mapping::AxisEnv& env,
                                    const mapping::AliasTable& aliases) {
    auto slices = mapping::compileMapping(slice, env, aliases);
    if (!slices) return slices.error();
    auto hbm = mapping::compileMapping(hbmElement, env, aliases);
    if (!hbm) return hbm.error();
    // What varies from slice to slice, against what the HBM side reads; a
    // skewed or padded axis reads its base axis's coordinates.
    const auto sliceAxes = mapping::underlyingAxes(mapping::positionAxes(slices->normalForm()), env);
    const auto hbmAxes = mapping::underlyingAxes(mapping::positionAxes(hbm->normalForm()), env);
    if (sliceAxes.empty()) return false;  // one slice holds data (`1 # 256`): nothing is copied
    for (mapping::AxisId a : sliceAxes)
        if (hbmAxes.count(a)) return false;
    return true;
}

}  // namespace tcpwb::dma
