#pragma once
// The TRF Sequencer (manual, "TRF Sequencer"): the weight side of the
// Aligner. Every cycle each Row reads reg_read_size contiguous bytes of its
// TRF partition and repeats them to fill the 64-byte mac_width; nested loops
// (size, stride) over the computation's Time pick the address, stride 0
// broadcasting weights over axes the TRF does not hold.
#include <cstdint>
#include <string>
#include <vector>

#include "contraction/hardware.h"
#include "diag/diagnostic.h"
#include "mapping/mapping.h"
#include "tensor/dtype.h"

namespace tcpwb::contraction {

struct TrfTensorSpec {
    const mapping::CompiledMapping& row;      // Row: which Row holds which weights
    const mapping::CompiledMapping& element;  // Element: each Row's layout
    tensor::DType dtype = tensor::DType::BF16;
    TrfAddress address = TrfAddress::Full;
};

struct TrfEntry {
    std::string term;  // the OutTime factor it iterates
    u64 size = 1;
    std::int64_t stride = 0;  // bytes; 0 broadcasts
};

struct TrfLayout {
    RegType regType;
    u64 rows = 1;
    u64 elementsPerRow = 0;  // the Element mapping's size
    u64 bytesPerRow = 0;     // what it occupies
    u64 capacityBytes = 0;   // what the address mode allows per Row
    u64 regionBase = 0;      // byte address the mode's region starts at
};

struct TrfSequencerPlan {
    TrfLayout layout;
    u64 regReadSizeBytes = 0;
    u64 regReadSizeElements = 0;
    u64 broadcastFactor = 1;        // 64 / reg_read_size
    bool alignment64 = false;       // reg_read_size = 64: base and strides 64-byte aligned
    std::vector<TrfEntry> entries;  // Entry 0 is the innermost loop
    u64 baseAddress = 0;            // bytes, in the Row's space
};

// The TRF tensor's layout and capacity (to_trf). Error kinds: unsupported_dtype,
// row_count, trf_capacity.
diag::Result<TrfLayout> layoutTrf(const TrfTensorSpec& trf);

// The configuration that reads `trf` as the computation (Row = trf.row,
// Time = outTime, Packet = outPacket). Error kinds: those of layoutTrf and
// too_large, trf_missing_element, trf_row_pattern, trf_packet_layout,
// trf_time_order, entry_limit, iteration_limit, stride_limit, trf_alignment.
diag::Result<TrfSequencerPlan> planTrfSequencer(const TrfTensorSpec& trf, const mapping::CompiledMapping& outTime,
                                                const mapping::CompiledMapping& outPacket);

// Positions the sequencer checks one by one at most (Rows x Time x Packet).
inline constexpr u64 kTrfCheckLimit = u64{1} << 22;

}  // namespace tcpwb::contraction
