#include "contraction/hardware.h"

#include <array>

#include <fmt/format.h>

#include "util/enum_table.h"

namespace tcpwb::contraction {

using tensor::DType;

namespace {

constexpr EnumTable<TrfAddress, 3> kTrfAddressNames{
    {{TrfAddress::Full, "Full"}, {TrfAddress::FirstHalf, "FirstHalf"}, {TrfAddress::SecondHalf, "SecondHalf"}}};
static_assert(listsEveryEnumerator(kTrfAddressNames));

constexpr EnumTable<AccumulationKind, 2> kAccumulationKindNames{
    {{AccumulationKind::Interleaved, "Interleaved"}, {AccumulationKind::Sequential, "Sequential"}}};
static_assert(listsEveryEnumerator(kAccumulationKindNames));

constexpr EnumTable<ReduceOp, 2> kReduceOpNames{{{ReduceOp::Add, "Add"}, {ReduceOp::Max, "Max"}}};
static_assert(listsEveryEnumerator(kReduceOpNames));
// `--op add` reads as the toolchain writes it too.
constexpr EnumTable<ReduceOp, 2> kReduceOpLowerNames{{{ReduceOp::Add, "add"}, {ReduceOp::Max, "max"}}};

}  // namespace

std::string_view name(TrfAddress mode) { return nameOf(kTrfAddressNames, mode); }
std::string_view name(AccumulationKind kind) { return nameOf(kAccumulationKindNames, kind); }
std::string_view name(ReduceOp op) { return nameOf(kReduceOpNames, op); }

std::optional<TrfAddress> parseTrfAddress(std::string_view text) { return parseEnum(kTrfAddressNames, text); }

std::optional<AccumulationKind> parseAccumulationKind(std::string_view text) { return parseEnum(kAccumulationKindNames, text); }

std::optional<ReduceOp> parseReduceOp(std::string_view text) {
    if (auto op = parseEnum(kReduceOpNames, text)) return op;
    return parseEnum(kReduceOpLowerNames, text);
}

bool isContractionInput(DType type) { return treeDepth(type).has_value(); }

std::optional<unsigned> treeDepth(DType type) {
    switch (type) {
        case DType::I4:
        case DType::I5: return 7;
        case DType::I8:
        case DType::I9:
        case DType::F8E4M3:
        case DType::F8E5M2: return 6;
        case DType::BF16: return 5;
        default: return std::nullopt;
    }
}

namespace {
// The integer family a type widens with: i4 and i5 share one, i8 and i9 another.
int family(DType t) {
    if (t == DType::I4 || t == DType::I5) return 4;
    if (t == DType::I8 || t == DType::I9) return 8;
    return 0;
}
}  // namespace

[[nodiscard]] std::optional<diag::Diagnostic> checkOperandPair(DType stream, DType trf) {
    const auto name = [](DType t) { return tensor::info(t).name; };
    if (!isContractionInput(stream))
        return diag::Diagnostic(
                   diag::Kind::contraction_dtype,
                   fmt::format("the Contraction Engine multiplies i4, i5, i8, i9, f8e4m3, f8e5m2 or bf16 streams, not {}", name(stream)))
            .withFix("reduce wider types in the Vector Engine (vector_intra_slice_reduce), or cast the stream first");
    if (stream == trf || (family(stream) != 0 && family(stream) == family(trf))) return std::nullopt;
    return diag::Diagnostic(diag::Kind::contraction_dtype,
                            fmt::format("a {} stream does not pair with a {} TRF in the multiplier: the operands are the same type, "
                                        "or i4/i5 with i4/i5, or i8/i9 with i8/i9",
                                        name(stream), name(trf)));
}

DType widened(DType type) { return tensor::info(type).isFloat ? DType::F32 : DType::I32; }

u64 elementsIn(DType type, u64 bytes) { return bytes * 8 / tensor::info(type).storageBits; }

namespace {
constexpr std::array<RegType, 4> kRegTypes{{
    {0, 5, 1, 64, "5-bit (i4 extended)"},
    {1, 10, 2, 32, "10-bit (i4->i8)"},
    {2, 10, 2, 32, "10-bit (i8->f8)"},
    {3, 20, 4, 16, "20-bit (bf16)"},
}};
}  // namespace

const RegType& regType(unsigned code) { return kRegTypes.at(code); }

std::optional<RegType> regTypeFor(DType type) {
    switch (type) {
        case DType::I4:
        case DType::I5: return kRegTypes[0];
        case DType::I8:
        case DType::I9: return kRegTypes[1];
        case DType::F8E4M3:
        case DType::F8E5M2: return kRegTypes[2];
        case DType::BF16: return kRegTypes[3];
        default: return std::nullopt;
    }
}

u64 trfRowsPerBank(TrfAddress mode, u64 rows) {
    const u64 base = mode == TrfAddress::Full ? kTrfRowsPerBankFull : kTrfRowsPerBankHalf;
    return base * (kRows / (rows == 0 ? kRows : rows));
}

u64 trfBytesPerRow(TrfAddress mode, u64 rows) { return trfRowsPerBank(mode, rows) * kTrfBankColumns * kTrfRowBytes; }

u64 trfRegionBase(TrfAddress mode, u64 rows) { return mode == TrfAddress::SecondHalf ? trfBytesPerRow(mode, rows) : 0; }

}  // namespace tcpwb::contraction
