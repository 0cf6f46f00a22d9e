#pragma once
// The address table a DMA sequencer compactly represents (manual, "DMA
// Sequencer Internals": "| i | ti | read addr | write addr |") and the HBM
// address bits its loops toggle (Example 1: "The strides in the non-innermost
// sequencer entries (256 and 2048) toggle HBM address bits 8 and 11").
#include <string>
#include <vector>

#include "diag/diagnostic.h"
#include "dma/plan.h"

namespace tcpwb::dma {

// One row of the table: stream position i of one command.
struct AddressRow {
    u64 position = 0;          // i: the position in the command's loop nest, outermost entry slowest (Time x Packet order)
    std::vector<u64> indices;  // ti: the index of each entry of the command, outermost first
    u64 request = 0;           // the 256-byte request the element travels in, counted over the command
    u64 read = 0, write = 0;   // element addresses on each side (the sequencers' bases plus the strides)
};

// Error kind out_of_range when `position` is past the command's positions.
diag::Result<AddressRow> addressAt(const DmaPlan& plan, const Descriptor& command, u64 position);

// The lowest HBM address bit an entry's step moves: one per entry of more
// than one iteration but the last (the packet, stride0), on one side; a
// broadcast (stride 0) and strides past the chip's 36 address bits (another
// chip) move none.
struct ToggledBit {
    std::string term;
    unsigned bit = 0;
};
std::vector<ToggledBit> toggledHbmBits(const std::vector<PairedEntry>& entries, bool read, tensor::DType dtype);
// Over both sides of the loop nest every engine starts from, the sides in
// HBM only: the distinct bits, in increasing order.
std::vector<unsigned> toggledHbmBits(const DmaPlan& plan);

}  // namespace tcpwb::dma
