#pragma once
// The Cast Engine (manual, "Cast Engine"): precision lowering of f32 and i32
// results before they are committed. The packet (one 32-byte flit of D1)
// keeps its data elements and is padded back to one 32-byte flit of D2; Time
// passes through unchanged. The value conversions are here too, for the
// simulator.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "diag/diagnostic.h"
#include "mapping/mapping.h"
#include "tensor/dtype.h"

namespace tcpwb::cast {

// The manual's table: i32 -> i4, i8, i16; f32 -> f8e5m2, f8e4m3, f16, bf16.
std::vector<tensor::DType> targetsOf(tensor::DType from);
bool supported(tensor::DType from, tensor::DType to);

struct CastRequest {
    const mapping::CompiledMapping& time;
    const mapping::CompiledMapping& packet;
    tensor::DType from, to;
    const mapping::CompiledMapping* outPacket = nullptr;  // to verify
};

struct CastPlan {
    std::string time, packet;  // normalized Time (unchanged) and OutPacket
    u64 dataElements = 0;      // elements before the input packet's trailing padding
    u64 inPacketBytes = 0;     // 32
    u64 outPacketBytes = 0;    // 32
    u64 dataBytes = 0;         // bytes the data elements occupy after the cast
    u64 padBytes = 0;          // out_packet_bytes - data_bytes
    bool verified = false;
};

// Error kinds: cast_unsupported, cast_packet (the input packet is not one
// 32-byte flit), cast_mismatch (a given OutPacket differs).
diag::Result<CastPlan> planCast(const CastRequest& request);

// Value conversions. Floats round to nearest, ties to even, with subnormals;
// overflow gives infinity for f16, bf16 and f8e5m2, and saturates to +-448
// for f8e4m3 (which has no infinity) and to +-6 for f4e2m1 (which has neither
// infinity nor NaN, so NaN becomes +-6 too); NaN stays NaN otherwise. Integers saturate.
std::uint32_t encodeFloat(tensor::DType to, float value);  // the bit pattern of D2
double decodeFloat(tensor::DType type, std::uint32_t bits);
double roundFloat(tensor::DType to, float value);  // decodeFloat(encodeFloat(value))
// The same conversions through the one routine parameterized by the format's
// widths; encodeFloat/decodeFloat take bit shortcuts for bf16 and f32 with
// identical results (tests compare the two).
std::uint32_t encodeFloatByFormat(tensor::DType to, float value);
double decodeFloatByFormat(tensor::DType type, std::uint32_t bits);
std::int32_t saturateInt(tensor::DType to, std::int32_t value);

}  // namespace tcpwb::cast
