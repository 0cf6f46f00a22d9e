#include "dma/medium.h"

#include "util/enum_table.h"

namespace tcpwb::dma {
namespace {

constexpr EnumTable<Medium, 3> kMediumNames{{{Medium::Hbm, "HBM"}, {Medium::Dm, "DM"}, {Medium::Spm, "SPM"}}};
static_assert(listsEveryEnumerator(kMediumNames));

}  // namespace

std::optional<Medium> parseMedium(std::string_view name) { return parseEnumAnyCase(kMediumNames, name); }

std::string_view mediumName(Medium m) { return nameOf(kMediumNames, m); }

bool isSram(Medium m) { return m != Medium::Hbm; }

Alignment mediumAlignment(Medium m) {
    // SRAM write ports can only write whole 8-byte bank rows.
    return isSram(m) ? Alignment{1, 8, 8} : Alignment{1, 1, 1};
}

Alignment transferAlignment(Medium in, Medium out) {
    if (in == Medium::Hbm && out == Medium::Dm) return {8, 8, 8};
    // The packet rule comes from the SRAM write port (whole 8-byte bank
    // rows), so it follows the destination; an SRAM read takes any byte range.
    const Alignment src = mediumAlignment(in), dst = mediumAlignment(out);
    return {src.read, dst.write, dst.packet};
}

u64 elementsIn(tensor::DType dtype, u64 bytes) { return bytes * 8 / tensor::info(dtype).storageBits; }

u64 byteOffsetOf(tensor::DType dtype, u64 elements) { return elements * tensor::info(dtype).storageBits / 8; }

}  // namespace tcpwb::dma
