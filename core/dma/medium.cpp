#include "dma/medium.h"

#include <algorithm>
#include <cctype>

namespace tcpwb::dma {

std::optional<Medium> parseMedium(std::string_view name) {
    std::string lower(name);
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
    if (lower == "hbm") return Medium::Hbm;
    if (lower == "dm") return Medium::Dm;
    if (lower == "spm") return Medium::Spm;
    return std::nullopt;
}

std::string_view mediumName(Medium m) {
    switch (m) {
        case Medium::Hbm: return "HBM";
        case Medium::Dm: return "DM";
        case Medium::Spm: return "SPM";
    }
    return "?";
}

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
