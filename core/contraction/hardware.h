#pragma once
// The Contraction Engine's fixed numbers (manual, "Contraction Engine",
// "Stream Adapter", "TRF Sequencer", "Reducer") and the per-type rules that
// follow from them: tree depth, type widening, TRF register types.
#include <optional>
#include <string_view>

#include "diag/diagnostic.h"
#include "tensor/dtype.h"
#include "util/checked.h"

namespace tcpwb::contraction {

inline constexpr u64 kFlitBytes = 32;        // the Collect Engine sends 32-byte flits
inline constexpr u64 kMacWidthBytes = 64;    // OutPacket is always mac_width
inline constexpr u64 kFlitBufferBytes = 96;  // 3 single-channel flits
inline constexpr u64 kMaxCollectFlits = 3;
inline constexpr u64 kRows = 8;

inline constexpr u64 kAccumulatorColumns = 32;
inline constexpr u64 kAccumulatorRegisters = 4;                                                // per column
inline constexpr u64 kAccumulatorSlots = kRows * kAccumulatorColumns * kAccumulatorRegisters;  // 1024
inline constexpr u64 kInterleavedInnerMax = 128;
inline constexpr u64 kSequentialInnerMax = 32;
inline constexpr u64 kSpatialOutputMax = 32;  // tree depth 0: at most 32 outputs per Row
inline constexpr u64 kOutputBusElements = 8;

// TRF: 8 bank rows (one per Row) x 2 bank columns; a bank row of 32 bytes
// (320 bits = 64 five-bit slots); 128 rows per bank in Full mode, 64 in Half.
inline constexpr u64 kTrfBankColumns = 2;
inline constexpr u64 kTrfRowBytes = 32;
inline constexpr u64 kTrfRowBits = 320;
inline constexpr u64 kTrfSlotBits = 5;
inline constexpr u64 kTrfRowsPerBankFull = 128;
inline constexpr u64 kTrfRowsPerBankHalf = 64;
inline constexpr u64 kTrfCacheRowsPerRow = 4;
inline constexpr u64 kTrfCacheEntryBytes = 32;
inline constexpr u64 kTrfCacheBytes = kRows * kTrfCacheRowsPerRow * kTrfBankColumns * kTrfCacheEntryBytes;  // 2048

inline constexpr std::size_t kTrfSequencerEntries = 8;
inline constexpr u64 kTrfSequencerMaxSize = 65536;

enum class ReduceOp { Add, Max };
enum class TrfAddress { Full, FirstHalf, SecondHalf };
enum class AccumulationKind { Interleaved, Sequential };

std::string_view name(TrfAddress mode);
std::string_view name(AccumulationKind kind);
std::string_view name(ReduceOp op);
std::optional<TrfAddress> parseTrfAddress(std::string_view text);
std::optional<AccumulationKind> parseAccumulationKind(std::string_view text);
std::optional<ReduceOp> parseReduceOp(std::string_view text);

// i4, i8, f8 (both encodings) and bf16: the Reducer's input types, and i5 / i9,
// the Fetch Adapter's zero-point-subtracted i4 / i8 (the manual's "i4/i5" and
// "i8/f8/i9" widths; the toolchain's ContractionCast).
bool isContractionInput(tensor::DType type);
// Whether the stream's type and the TRF's pair in the multiplier: the same
// type, or mixed precisions of one integer family (i4/i5 x i4/i5, i8/i9 x
// i8/i9), both widening to the stream's accumulator. Error kind
// `contraction_dtype`; nullopt when they pair.
[[nodiscard]] std::optional<diag::Diagnostic> checkOperandPair(tensor::DType stream, tensor::DType trf);
// The reduction tree's depth: 7 (i4, i5), 6 (i8, i9, f8), 5 (bf16); nullopt otherwise.
std::optional<unsigned> treeDepth(tensor::DType type);
// i4/i8 -> i32, f8/bf16 -> f32 (mandatory widening).
tensor::DType widened(tensor::DType type);
// Elements in `bytes` bytes of `type` (i4: two per byte).
u64 elementsIn(tensor::DType type, u64 bytes);

// A TRF register type: how many 5-bit slots an element takes.
struct RegType {
    unsigned code;             // reg_types
    unsigned bits;             // element width in the TRF
    unsigned slotsPerElement;  // 5-bit slots per element
    u64 perRow;                // elements per 320-bit bank row
    std::string_view use;
};
const RegType& regType(unsigned code);  // code 0..3
// The register type a contraction input is stored as: i4 / i5 -> 0, i8 / i9 -> 1, f8 -> 2, bf16 -> 3.
std::optional<RegType> regTypeFor(tensor::DType type);

// Rows of one bank in the address mode; fewer Rows lend their bank-row bits
// to the row address, so each Row gets 8 / rows times as many.
u64 trfRowsPerBank(TrfAddress mode, u64 rows);
// Bytes of TRF one Row may hold in the address mode.
u64 trfBytesPerRow(TrfAddress mode, u64 rows);
// Byte address in a Row's space where the address mode's region starts.
u64 trfRegionBase(TrfAddress mode, u64 rows);

}  // namespace tcpwb::contraction
