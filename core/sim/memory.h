#pragma once
// The simulated memories, byte by byte, with every byte's "written" bit so a
// read of bytes nothing wrote is caught (uninitialized_read): HBM per chip
// (sparse, 64 KiB pages), DM per slice (512 KiB), TRF per slice (8 rows of
// 8 KiB) and VRF per slice (8 KiB), each allocated when first written.
// Elements are stored in their encodings (tensor/dtype.h storage widths; i4
// two per byte, the even element in the low nibble; little-endian).
#include <cstdint>
#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

#include "tensor/device_tensor.h"
#include "tensor/dtype.h"
#include "util/checked.h"

namespace tcpwb::sim {

// A contiguous byte space with a written bit per byte.
class Block {
public:
    explicit Block(u64 bytes) : data_(bytes, 0), written_((bytes + 63) / 64, 0) {}
    u64 size() const { return data_.size(); }
    std::uint8_t* data() { return data_.data(); }
    const std::uint8_t* data() const { return data_.data(); }
    bool written(u64 byte) const { return (written_[byte >> 6] >> (byte & 63)) & 1; }
    void markWritten(u64 byte) { written_[byte >> 6] |= u64{1} << (byte & 63); }
    bool allWritten(u64 begin, u64 end) const;  // [begin, end) inside the block

private:
    std::vector<std::uint8_t> data_;
    std::vector<u64> written_;
};

// Where an element of a tensor lies: byte address of element 0 and the
// element's index, in the tensor's type.
struct ElementRef {
    u64 byte = 0;    // byte holding the element (its first byte)
    bool highNibble = false;  // i4: the odd element of its byte
};
std::optional<ElementRef> elementAt(u64 baseByte, std::int64_t element, tensor::DType dtype);

// Bit patterns of values: integers as two's complement in 32 bits, floats as
// their own encoding (bf16's 16 bits, f8's 8 bits, f32's 32).
std::uint32_t loadElement(const Block& block, ElementRef at, tensor::DType dtype);
void storeElement(Block& block, ElementRef at, tensor::DType dtype, std::uint32_t bits);
// True when every byte of the element has been written.
bool elementWritten(const Block& block, ElementRef at, tensor::DType dtype);
// Whether the whole element lies inside a block of `size` bytes.
bool elementFits(u64 size, ElementRef at, tensor::DType dtype);

double decodeValue(tensor::DType dtype, std::uint32_t bits);
std::uint32_t encodeValue(tensor::DType dtype, double value);  // rounds floats, saturates integers

// A memory of many units (slices, or HBM pages), each a Block of one size.
class UnitMemory {
public:
    explicit UnitMemory(u64 unitBytes) : unitBytes_(unitBytes) {}
    u64 unitBytes() const { return unitBytes_; }
    Block* find(u64 unit) const {
        auto it = units_.find(unit);
        return it == units_.end() ? nullptr : it->second.get();
    }
    Block& get(u64 unit) {
        auto& b = units_[unit];
        if (!b) b = std::make_unique<Block>(unitBytes_);
        return *b;
    }

private:
    u64 unitBytes_;
    std::unordered_map<u64, std::unique_ptr<Block>> units_;
};

// The device: a unit number per (chip, cluster, slice) for DM, TRF and VRF.
struct Device {
    UnitMemory hbmPages{u64{1} << 16};  // key: chip << 40 | page
    UnitMemory dm{tensor::kDmBytesPerSlice};
    UnitMemory trf{tensor::kTrfBytesPerRow * tensor::kRowsPerSlice};  // row r at r * 8 KiB
    UnitMemory vrf{tensor::kVrfBytesPerSlice};

    static u64 unitOf(u64 chip, u64 cluster, u64 slice) {
        return (chip * tensor::kClustersPerChip + cluster) * tensor::kSlicesPerCluster + slice;
    }
};

}  // namespace tcpwb::sim
