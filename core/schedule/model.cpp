#include "schedule/model.h"

#include <algorithm>

#include "memory/dm.h"
#include "util/enum_table.h"

namespace tcpwb::schedule {
namespace {

constexpr EnumTable<Resource, kResources> kResourceNames{
    {{Resource::Main, "main"}, {Resource::Sub, "sub"}, {Resource::Dma, "dma"}, {Resource::Core, "core"}}};
static_assert(listsEveryEnumerator(kResourceNames));
constexpr EnumTable<MemoryKind, 5> kMemoryNames{
    {{MemoryKind::Hbm, "hbm"}, {MemoryKind::Dm, "dm"}, {MemoryKind::Spm, "spm"}, {MemoryKind::Trf, "trf"}, {MemoryKind::Vrf, "vrf"}}};
static_assert(listsEveryEnumerator(kMemoryNames));

u64 bytesOf(const std::vector<std::size_t>& tensors, const OpList& list) {
    u64 total = 0;
    for (std::size_t t : tensors) total = checkedAdd(total, list.tensors[t].range.size()).value_or(kMaxSize);
    return total;
}

}  // namespace

std::string_view resourceName(Resource r) { return nameOf(kResourceNames, r); }

std::optional<Resource> parseResource(std::string_view name) { return parseEnum(kResourceNames, name); }

std::string_view memoryName(MemoryKind m) { return nameOf(kMemoryNames, m); }

std::optional<MemoryKind> parseMemory(std::string_view name) {
    if (name == "sram") return MemoryKind::Dm;
    return parseEnum(kMemoryNames, name);
}

u64 costOf(const Operation& op, const OpList& list) {
    if (op.duration) return *op.duration;
    const u64 bytes = std::max(bytesOf(op.inputs, list), bytesOf(op.outputs, list));
    const u64 rate = op.resource == Resource::Dma ? memory::kDmClusterBytesPerCycle : memory::kDm.sliceBytesPerCycle();
    return std::max<u64>(1, ceilDiv(bytes, rate));
}

}  // namespace tcpwb::schedule
