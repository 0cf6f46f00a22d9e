#pragma once
// Element types of the Virtual ISA (the CLI's --dtype list).
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "util/checked.h"

namespace tcpwb::tensor {

enum class DType { I4, I5, I8, I9, I16, I32, U8, F4E2M1, F8E4M3, F8E5M2, BF16, F16, F32 };

struct DTypeInfo {
    DType type;
    std::string_view name;
    unsigned bits;         // width of a value
    unsigned storageBits;  // width of one element in memory (DM, HBM, TRF, VRF)
    bool isFloat;
};

// i5 and i9 only appear inside the pipeline (Fetch Adapter casts, consumed by
// the Contraction Engine); the manual gives them no memory layout, and the
// toolchain packs them on the stream as i4 and i8 ("the extra bit lives in
// the contraction engine, not memory"), so a packet counts them at 4 and 8
// bits. u8 is the toolchain's unsigned byte; f4e2m1 (E2M1: NVFP4 / MXFP4
// codes) packs two per byte like i4 and reaches the pipeline only through
// the Fetch Adapter's table lookup.
const DTypeInfo& info(DType type);
std::span<const DTypeInfo> allDTypes();
std::optional<DType> parseDType(std::string_view name);  // "bf16"; "f8" means f8e4m3
std::string dtypeNames();                                // "i4 i5 i8 ... f32"

// Bytes that `count` elements occupy (i4 packs two per byte, rounded up).
u64 bytesFor(DType type, u64 count);
// size_of::<D>() for the alignment rule: at least one byte.
u64 alignmentOf(DType type);

}  // namespace tcpwb::tensor
