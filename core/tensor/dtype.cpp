#include "tensor/dtype.h"

#include <array>

namespace tcpwb::tensor {
namespace {

constexpr std::array<DTypeInfo, 13> kTypes{{
    {DType::I4, "i4", 4, 4, false},
    {DType::I5, "i5", 5, 4, false},
    {DType::I8, "i8", 8, 8, false},
    {DType::I9, "i9", 9, 8, false},
    {DType::I16, "i16", 16, 16, false},
    {DType::I32, "i32", 32, 32, false},
    {DType::U8, "u8", 8, 8, false},
    {DType::F4E2M1, "f4e2m1", 4, 4, true},
    {DType::F8E4M3, "f8e4m3", 8, 8, true},
    {DType::F8E5M2, "f8e5m2", 8, 8, true},
    {DType::BF16, "bf16", 16, 16, true},
    {DType::F16, "f16", 16, 16, true},
    {DType::F32, "f32", 32, 32, true},
}};

}  // namespace

const DTypeInfo& info(DType type) { return kTypes[static_cast<std::size_t>(type)]; }

std::span<const DTypeInfo> allDTypes() { return kTypes; }

std::optional<DType> parseDType(std::string_view name) {
    if (name == "f8") return DType::F8E4M3;  // the manual's `f8`
    for (const DTypeInfo& t : kTypes)
        if (t.name == name) return t.type;
    return std::nullopt;
}

std::string dtypeNames() {
    std::string names;
    for (const DTypeInfo& t : kTypes) names += (names.empty() ? "" : " ") + std::string(t.name);
    return names;
}

u64 bytesFor(DType type, u64 count) {
    auto bits = checkedMul(count, info(type).storageBits);
    return bits ? ceilDiv(*bits, 8) : kMaxSize;
}

u64 alignmentOf(DType type) { return std::max<u64>(1, info(type).storageBits / 8); }

}  // namespace tcpwb::tensor
