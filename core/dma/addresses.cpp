#include "dma/addresses.h"

#include <fmt/format.h>

#include <bit>
#include <set>

#include "memory/hbm.h"

namespace tcpwb::dma {

diag::Result<AddressRow> addressAt(const DmaPlan& plan, const Descriptor& command, u64 position) {
    u64 positions = 1;
    for (const PairedEntry& e : command.entries) positions = checkedMul(positions, e.size).value_or(kMaxSize);
    if (position >= positions)
        return diag::Diagnostic(diag::Kind::out_of_range,
                                fmt::format("position {} is past the {} positions the command moves", position, positions));
    AddressRow row;
    row.position = position;
    row.indices.resize(command.entries.size());
    row.read = command.readBase;
    row.write = command.writeBase;
    u64 rest = position;
    for (std::size_t k = command.entries.size(); k-- > 0;) {
        const PairedEntry& e = command.entries[k];
        row.indices[k] = rest % e.size;
        rest /= e.size;
        row.read += row.indices[k] * e.readStride;
        row.write += row.indices[k] * e.writeStride;
    }
    const u64 packet = position / plan.packet.elements;
    const u64 offsetBytes = byteOffsetOf(plan.dtype, position % plan.packet.elements);
    row.request = packet * plan.requestsPerPacket + offsetBytes / kRequestBytes;
    return row;
}

std::vector<ToggledBit> toggledHbmBits(const std::vector<PairedEntry>& entries, bool read, tensor::DType dtype) {
    std::vector<ToggledBit> bits;
    for (std::size_t k = 0; k + 1 < entries.size(); ++k) {  // the last entry is the packet (stride0) itself
        const PairedEntry& e = entries[k];
        if (e.size <= 1) continue;
        const u64 stride = byteOffsetOf(dtype, read ? e.readStride : e.writeStride);
        if (stride == 0) continue;  // a broadcast reads one address
        const auto bit = static_cast<unsigned>(std::countr_zero(stride));
        if (bit < memory::kHbmAddressBits) bits.push_back({e.term, bit});
    }
    return bits;
}

std::vector<unsigned> toggledHbmBits(const DmaPlan& plan) {
    std::set<unsigned> bits;
    for (const bool read : {true, false}) {
        if ((read ? plan.in : plan.out) != Medium::Hbm) continue;
        for (const ToggledBit& b : toggledHbmBits(plan.entries, read, plan.dtype)) bits.insert(b.bit);
    }
    return {bits.begin(), bits.end()};
}

}  // namespace tcpwb::dma
