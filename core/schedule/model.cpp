#include "schedule/model.h"

#include <algorithm>
#include <array>

#include "memory/dm.h"

namespace tcpwb::schedule {
namespace {

constexpr std::array<std::string_view, kResources> kResourceNames{"main", "sub", "dma"};
constexpr std::array<std::string_view, 5> kMemoryNames{"hbm", "dm", "spm", "trf", "vrf"};

u64 bytesOf(const std::vector<std::size_t>& tensors, const OpList& list) {
    u64 total = 0;
    for (std::size_t t : tensors) total = checkedAdd(total, list.tensors[t].range.size()).value_or(kMaxSize);
    return total;
}

}  // namespace

std::string_view resourceName(Resource r) { return kResourceNames[static_cast<std::size_t>(r)]; }

std::optional<Resource> parseResource(std::string_view name) {
    for (std::size_t i = 0; i < kResourceNames.size(); ++i)
        if (kResourceNames[i] == name) return static_cast<Resource>(i);
    return std::nullopt;
}

std::string_view memoryName(MemoryKind m) { return kMemoryNames[static_cast<std::size_t>(m)]; }

std::optional<MemoryKind> parseMemory(std::string_view name) {
    if (name == "sram") return MemoryKind::Dm;
    for (std::size_t i = 0; i < kMemoryNames.size(); ++i)
        if (kMemoryNames[i] == name) return static_cast<MemoryKind>(i);
    return std::nullopt;
}

u64 costOf(const Operation& op, const OpList& list) {
    if (op.duration) return *op.duration;
    const u64 bytes = std::max(bytesOf(op.inputs, list), bytesOf(op.outputs, list));
    const u64 rate = op.resource == Resource::Dma ? memory::kDmClusterBytesPerCycle : memory::kDm.sliceBytesPerCycle();
    return std::max<u64>(1, ceilDiv(bytes, rate));
}

}  // namespace tcpwb::schedule
