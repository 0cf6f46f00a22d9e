#pragma once
// A DMA operation (manual, "DMA Engine"): the paired read and write
// sequencers derived from In, Out and Stream for any of the nine memory
// pairs, one descriptor per DMA Engine of an aggregate operation, and the
// segmentation that keeps a DMN from writing past its tensor (Example 6).
#include <optional>
#include <string>
#include <vector>

#include "diag/diagnostic.h"
#include "dma/medium.h"
#include "dma/packet.h"
#include "mapping/mapping.h"
#include "tensor/dtype.h"

namespace tcpwb::dma {

// In or Out: `{ element }` for HBM and SPM, `{ slice, element }` for DM, each
// with `chip` (and DM `cluster`) in an aggregate operation.
struct SideSpec {
    Medium medium = Medium::Hbm;
    std::optional<std::string> chip, cluster, slice;  // mapping texts
    std::string element = "m![1]";
    u64 baseBytes = 0;  // b.element
};

// `{ chip, cluster, slice, time, packet }`: the first three select the DMA
// Engine (DMN) of an aggregate operation; a single-engine operation has none.
struct StreamSpec {
    std::optional<std::string> chip, cluster, slice;
    std::string time = "m![1]";
    std::string packet = "m![1]";
};

struct DmaSpec {
    tensor::DType dtype = tensor::DType::I8;
    SideSpec in, out;
    StreamSpec stream;
    u64 chips = 1;  // chips in the system (1..4)
};

// One loop of the paired sequencer: shared limit, one stride per side, in
// elements of each side's address space (see locate()).
struct PairedEntry {
    std::string term;
    u64 size = 1;
    u64 readStride = 0;
    u64 writeStride = 0;
    bool packet = false;
};

// Where a DMA Engine sits: the stream's chip, cluster and slice coordinates.
struct Unit {
    u64 chip = 0, cluster = 0, slice = 0;
};

struct Descriptor {
    u64 unitIndex = 0;
    Unit unit;
    u64 segment = 0;                   // executions of one engine, in order
    std::vector<PairedEntry> entries;  // outermost first; the last is the packet (stride0)
    u64 readBase = 0, writeBase = 0;   // element addresses
    u64 packets() const;               // iterations of every entry but the packet
};

struct DmaPlan {
    tensor::DType dtype = tensor::DType::I8;
    Medium in = Medium::Hbm, out = Medium::Hbm;
    Alignment alignment;
    PacketChoice packet;
    u64 requestsPerPacket = 1;
    u64 units = 1;                        // DMA Engines taking part
    std::vector<Unit> engines;            // where each sits, by unit index (one with only padding has no descriptor)
    std::vector<PairedEntry> entries;     // the loop nest every engine starts from
    std::vector<Descriptor> descriptors;  // by unit, then segment
    std::vector<std::string> notes;
};

// Error kinds: the mapping compiler's, the sequencer's (insufficient_input,
// incompatible_shapes, entry_limit, iteration_limit, ...), and structure,
// capacity, alignment, engine_limit, segmentation_limit, too_large.
diag::Result<DmaPlan> planDma(const DmaSpec& spec, const mapping::AxisEnv& env, const mapping::AliasTable& aliases = {});

// A side's address space, level by level (see medium.h).
struct Location {
    u64 chip = 0, cluster = 0, slice = 0, byte = 0;
};
Location locate(Medium medium, tensor::DType dtype, u64 elementAddress);
// The device address of a location, in elements.
u64 elementAddressOf(Medium medium, tensor::DType dtype, const Location& at);

// "slice_stride", "DMN_stride", "2 * DMN_stride", "cluster_stride",
// "chip_stride" for strides between DM slices, chips...; the number otherwise.
std::string strideLabel(Medium medium, tensor::DType dtype, u64 strideElements);
// `DM/D@(0, 0, 3, 0)` or `HBM/D@1024`.
std::string baseLabel(Medium medium, tensor::DType dtype, u64 elementAddress);
// `[B=256:256, A % 4=4:65536, ...]:256 DM/D@(0, 0, 0, 0)`, one side of a descriptor.
std::string describeSide(const std::vector<PairedEntry>& entries, bool read, Medium medium, tensor::DType dtype, u64 base,
                         u64 packetElements);

}  // namespace tcpwb::dma
