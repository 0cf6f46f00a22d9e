#pragma once
// The simulated memories, byte by byte, with every byte's "written" bit so a
// read of bytes nothing wrote is caught (uninitialized_read): HBM per chip
// (sparse, 64 KiB pages), DM per slice (512 KiB), TRF per slice (8 rows of
// 8 KiB) and VRF per slice (8 KiB), each allocated when first written.
// Elements are stored in their encodings (tensor/dtype.h storage widths; i4
// two per byte, the even element in the low nibble; little-endian).
#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

#include "tensor/device_tensor.h"
#include "tensor/dtype.h"
#include "util/checked.h"

namespace tcpwb::sim {

// Bytes to show, copy-on-write, in several places (a tensor broadcast over
// slices: GEMM's A and B, 16 slices each): one copy in a memory file, mapped
// privately wherever it goes, so a copy costs no page until it is written.
// Linux (memfd_create) only; elsewhere, or when the system refuses, valid()
// is false and callers copy the bytes.
class SharedBytes {
public:
    SharedBytes(const std::uint8_t* data, u64 bytes);
    ~SharedBytes();
    SharedBytes(const SharedBytes&) = delete;
    SharedBytes& operator=(const SharedBytes&) = delete;
    bool valid() const { return fd_ >= 0; }
    u64 size() const { return bytes_; }
    u64 id() const { return id_; }  // unique in the process (a file descriptor's number is reused)

private:
    friend class ZeroedBytes;
    int fd_ = -1;
    u64 bytes_ = 0;
    u64 id_;
};

// Zeroed memory whose pages the kernel maps on first touch. calloc promises
// this only for chunks it takes from the system: once glibc has freed a large
// vector its mmap threshold rises, and a 512 KiB calloc then comes from the
// heap and is cleared with memset, faulting in every page (the GEMM benchmark
// cleared a third of its DM that way). Large blocks are therefore mapped
// directly where the system has mmap, small ones come from calloc.
class ZeroedBytes {
public:
    explicit ZeroedBytes(u64 bytes);
    ~ZeroedBytes();
    ZeroedBytes(const ZeroedBytes&) = delete;
    ZeroedBytes& operator=(const ZeroedBytes&) = delete;
    void* get() const { return p_; }
    // Maps the pages of [begin, end) before a bulk write, in one call where the
    // system can (Linux's MADV_POPULATE_WRITE); a hint, without effect elsewhere.
    void prepareWrite(u64 begin, u64 end);
    // Shows `bytes` at [offset, offset + bytes.size()), copy-on-write: true
    // when done; false when the range is not whole pages of this mapping
    // (nothing changed) or the system refuses (the range may then read zero),
    // and the caller writes the whole range itself.
    bool mapShared(u64 offset, const SharedBytes& bytes);

private:
    void* p_ = nullptr;
    u64 bytes_ = 0;
    bool mapped_ = false;
};

// A contiguous byte space with a written bit per byte, both zero until
// written, their pages mapped lazily (ZeroedBytes): a 512 KiB DM slice of
// which a kernel touches 4 KiB costs one page, not 128 faults.
class Block {
public:
    explicit Block(u64 bytes) : size_(bytes), data_(std::max<u64>(bytes, 1)), written_(std::max<u64>((bytes + 63) / 64, 1) * sizeof(u64)) {}
    u64 size() const { return size_; }
    std::uint8_t* data() { return static_cast<std::uint8_t*>(data_.get()); }
    const std::uint8_t* data() const { return static_cast<const std::uint8_t*>(data_.get()); }
    bool written(u64 byte) const { return (words()[byte >> 6] >> (byte & 63)) & 1; }
    void markWritten(u64 byte) {
        words()[byte >> 6] |= u64{1} << (byte & 63);
        ++writes_;
    }
    bool allWritten(u64 begin, u64 end) const;  // [begin, end) inside the block, a 64-bit word at a time
    void markWritten(u64 begin, u64 end);       // [begin, end) inside the block
    // [begin, end) (inside both blocks) holds the same bytes and written bits in both.
    bool sameAs(const Block& other, u64 begin, u64 end) const;
    // A hash of a sample of [begin, end)'s bytes and written bits (equal for
    // sameAs ranges; cheap, so different ranges may collide).
    u64 sampleHash(u64 begin, u64 end) const;
    // The bytes [begin, begin + bytes.size()) become `bytes`, shared
    // copy-on-write (ZeroedBytes::mapShared), and are marked written and
    // tagged with it (sameBySharing): false when not possible.
    bool shareWritten(u64 begin, const SharedBytes& bytes);
    // Tags [begin, begin + bytes.size()) as holding `bytes` (the block they were made from).
    void tagShared(u64 begin, const SharedBytes& bytes);
    // Takes `from`'s bytes and written marks over `runs` ([begin, end) byte
    // ranges, ascending, inside both blocks): shared copy-on-write when they
    // make one range of whole 4 KiB pages (`shared` holds from's bytes for
    // every copy: made at the first, tagging `from`), else copied.
    void copyRunsFrom(Block& from, const std::vector<std::pair<u64, u64>>& runs, std::unique_ptr<SharedBytes>& shared);
    // Known without reading them: [begin, end) holds the same bytes and written
    // bits in both blocks, both tagged with one SharedBytes at the same place
    // and neither written since (every write marks its bytes written, which
    // counts). False says nothing (sameAs decides).
    bool sameBySharing(const Block& other, u64 begin, u64 end) const;
    // The SharedBytes::id of the block's tag while it holds (0: none): blocks that may be sameBySharing have equal ids.
    u64 sharedId() const { return tag_ && tag_->writes == writes_ ? tag_->bytes : 0; }
    // About to write [begin, end) (clipped to the block): its pages and its written bits'
    // mapped at once, not one fault per page (a transfer filling a DM slice: 16 faults).
    void prepareWrite(u64 begin, u64 end) {
        end = std::min(end, size_);
        if (begin >= end) return;
        data_.prepareWrite(begin, end);
        written_.prepareWrite(begin / 64 * sizeof(u64), (end + 63) / 64 * sizeof(u64));
    }

private:
    u64* words() const { return static_cast<u64*>(written_.get()); }

    u64 size_;
    ZeroedBytes data_;
    ZeroedBytes written_;
    u64 writes_ = 0;  // markWritten calls: a tag holds while this has not moved
    struct SharedTag {
        u64 bytes = 0;  // SharedBytes::id
        u64 begin = 0, end = 0;
        u64 writes = 0;
    };
    std::optional<SharedTag> tag_;
};

// Where an element of a tensor lies: byte address of element 0 and the
// element's index, in the tensor's type.
struct ElementRef {
    u64 byte = 0;             // byte holding the element (its first byte)
    bool highNibble = false;  // i4: the odd element of its byte
};
// Storage width in bits (tensor/dtype.h's storageBits), as a switch the compiler inlines.
constexpr unsigned storageBitsOf(tensor::DType d) {
    switch (d) {
        case tensor::DType::I4:
        case tensor::DType::I5:
        case tensor::DType::F4E2M1: return 4;
        case tensor::DType::I8:
        case tensor::DType::I9:
        case tensor::DType::U8:
        case tensor::DType::F8E4M3:
        case tensor::DType::F8E5M2: return 8;
        case tensor::DType::I16:
        case tensor::DType::BF16:
        case tensor::DType::F16: return 16;
        case tensor::DType::I32:
        case tensor::DType::F32: return 32;
    }
    return 8;
}
constexpr bool isFloatType(tensor::DType d) {
    return d == tensor::DType::F4E2M1 || d == tensor::DType::F8E4M3 || d == tensor::DType::F8E5M2 || d == tensor::DType::BF16 ||
           d == tensor::DType::F16 || d == tensor::DType::F32;
}

inline std::optional<ElementRef> elementAt(u64 baseByte, std::int64_t element, tensor::DType dtype) {
    if (element < 0) return std::nullopt;
    const u64 e = u64(element);
    const unsigned bits = storageBitsOf(dtype);
    if (e > (kMaxSize >> 3)) return std::nullopt;
    const u64 byte = baseByte + (bits == 4 ? e / 2 : e * (bits / 8));
    if (baseByte > kMaxSize || byte > kMaxSize) return std::nullopt;
    return ElementRef{byte, bits == 4 && (e & 1) != 0};
}

// Whether the whole element lies inside a block of `size` bytes.
inline bool elementFits(u64 size, ElementRef at, tensor::DType dtype) {
    const u64 n = storageBitsOf(dtype) == 4 ? 1 : storageBitsOf(dtype) / 8;
    return at.byte < size && n <= size - at.byte;
}

// Bit patterns of values: integers as two's complement in 32 bits, floats as
// their own encoding (bf16's 16 bits, f8's 8 bits, f32's 32).
inline std::uint32_t loadElement(const Block& block, ElementRef at, tensor::DType dtype) {
    const std::uint8_t* p = block.data() + at.byte;
    const unsigned bits = storageBitsOf(dtype);
    std::uint32_t v;
    switch (bits) {
        case 4: v = at.highNibble ? (*p >> 4) : (*p & 15u); break;
        case 8: v = p[0]; break;
        case 16: v = std::uint32_t(p[0]) | std::uint32_t(p[1]) << 8; break;
        default: v = std::uint32_t(p[0]) | std::uint32_t(p[1]) << 8 | std::uint32_t(p[2]) << 16 | std::uint32_t(p[3]) << 24;
    }
    if (isFloatType(dtype) || bits >= 32 || dtype == tensor::DType::U8) return v;  // u8: no sign to extend
    const std::uint32_t sign = std::uint32_t{1} << (bits - 1);
    return (v ^ sign) - sign;  // sign-extend
}

// storeElement for a run of n whole-byte elements at `out`: each value's low
// `size` bytes (1, 2 or 4), little-endian; on little-endian machines as
// 16-bit or 32-bit copies, which vectorise (to_trf, host transfers).
inline void storeRun(std::uint8_t* out, const std::uint32_t* values, u64 n, u64 size) {
    if constexpr (std::endian::native == std::endian::little) {
        if (size == 2) {
            for (u64 e = 0; e < n; ++e) {
                const auto h = std::uint16_t(values[e]);
                std::memcpy(out + 2 * e, &h, 2);
            }
            return;
        }
        if (size == 4) {
            std::memcpy(out, values, n * 4);
            return;
        }
    }
    for (u64 e = 0; e < n; ++e)
        for (u64 b = 0; b < size; ++b) out[e * size + b] = std::uint8_t(values[e] >> (8 * b));
}

// The 16 bits stored little-endian at `p` (as a copy, which vectorises in loops).
inline std::uint16_t loadHalf(const std::uint8_t* p) {
    std::uint16_t h;
    std::memcpy(&h, p, 2);
    if constexpr (std::endian::native == std::endian::big) h = std::uint16_t(h >> 8 | h << 8);
    return h;
}

// loadElement for a run of n 16-bit floats (bf16, f16: no sign extension) at `in`.
inline void loadHalvesRun(const std::uint8_t* in, std::uint32_t* values, u64 n) {
    for (u64 e = 0; e < n; ++e) values[e] = loadHalf(in + 2 * e);
}

inline void storeElement(Block& block, ElementRef at, tensor::DType dtype, std::uint32_t value) {
    std::uint8_t* p = block.data() + at.byte;
    const unsigned bits = storageBitsOf(dtype);
    if (bits == 4) {
        *p = at.highNibble ? std::uint8_t((*p & 0x0f) | ((value & 15) << 4)) : std::uint8_t((*p & 0xf0) | (value & 15));
        block.markWritten(at.byte);
        return;
    }
    for (unsigned i = 0; i < bits / 8; ++i) {
        p[i] = std::uint8_t(value >> (8 * i));
        block.markWritten(at.byte + i);
    }
}

// True when every byte of the element has been written.
inline bool elementWritten(const Block& block, ElementRef at, tensor::DType dtype) {
    const unsigned n = storageBitsOf(dtype) == 4 ? 1 : storageBitsOf(dtype) / 8;
    for (unsigned i = 0; i < n; ++i)
        if (!block.written(at.byte + i)) return false;
    return true;
}

double decodeFloatValue(tensor::DType dtype, std::uint32_t bits);  // f8, f16
// The value of a bit pattern (inline: the engines' inner loops call it).
inline double decodeValue(tensor::DType dtype, std::uint32_t bits) {
    if (dtype == tensor::DType::F32 || dtype == tensor::DType::BF16) {  // the common cases, exactly, without the generic decoder
        const std::uint32_t f32 = dtype == tensor::DType::BF16 ? bits << 16 : bits;
        float f;
        std::memcpy(&f, &f32, 4);
        return double(f);
    }
    if (isFloatType(dtype)) return decodeFloatValue(dtype, bits);
    return double(std::int32_t(bits));
}
std::uint32_t encodeOtherValue(tensor::DType dtype, double value);  // encodeValue's types other than f32 and bf16
// Rounds floats (to nearest even), saturates integers. Inline for f32 and
// bf16, the common cases (initialize draws millions of them).
inline std::uint32_t encodeValue(tensor::DType dtype, double value) {
    if (dtype == tensor::DType::F32 || dtype == tensor::DType::BF16) {
        const float f = float(value);
        std::uint32_t b;
        std::memcpy(&b, &f, 4);
        if (dtype == tensor::DType::F32) return b;
        // bf16 is f32's top half: round to nearest even on the bits
        if ((b & 0x7fffffffu) > 0x7f800000u) return ((b >> 16) & 0x8000u) | 0x7fc0u;  // NaN
        return (b + 0x7fffu + ((b >> 16) & 1u)) >> 16;
    }
    return encodeOtherValue(dtype, value);
}

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
    static constexpr u64 kHbmPageBytes = u64{1} << 16;
    UnitMemory hbmPages{kHbmPageBytes};  // key: chip << 40 | page
    UnitMemory dm{tensor::kDmBytesPerSlice};
    UnitMemory trf{tensor::kTrfBytesPerRow * tensor::kRowsPerSlice};  // row r at r * 8 KiB
    UnitMemory vrf{tensor::kVrfBytesPerSlice};

    // The bytes of one TRF Row's space when a tensor spreads over `rows`
    // Rows (the slice's TRF shared out evenly; fewer Rows get more each).
    u64 trfRowBytes(u64 rows) const { return trf.unitBytes() / std::min<u64>(std::max<u64>(rows, 1), tensor::kRowsPerSlice); }

    static u64 unitOf(u64 chip, u64 cluster, u64 slice) {
        return (chip * tensor::kClustersPerChip + cluster) * tensor::kSlicesPerCluster + slice;
    }
    // An HBM address of a chip as (the hbmPages key of the page holding it, the byte within that page).
    static std::pair<u64, u64> hbmPlace(u64 chip, u64 address) {
        return {(chip << 40) | (address / kHbmPageBytes), address % kHbmPageBytes};
    }
};

}  // namespace tcpwb::sim
