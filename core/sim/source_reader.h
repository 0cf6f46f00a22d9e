#pragma once
// Reading a tensor's elements by logical offset as the simulation left them
// (the memories through its placement, or a host tensor's array): what every
// transfer, gather and scatter reads its sources with.
#include <cstring>
#include <memory>
#include <tuple>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "sim/state.h"

namespace tcpwb::sim::detail {

// Reads a tensor's elements by logical offset (over `strides`): the host
// array, or the memory through the tensor's placement.
class SourceReader {
public:
    SourceReader(State& s, std::size_t tensor, const std::vector<u64>& strides, u64 volume) : s_(s), tensor_(tensor), t_(s.tensor(tensor)) {
        where_.swap(s.sourceIndexScratch);  // borrowed (its pages are mapped already), given back by the destructor
        if (t_.memory == kernel::Memory::Host) return;
        placement_ = placementFor(s, tensor, strides);
        const u64 n = placement_->elementOffsets.size();
        // One unit holding the tensor in logical order (an HBM tensor in row-major order): element = offset.
        identity_ = placement_->units.size() == 1 && placement_->units[0].offset == 0 && n == volume;
        if (!placement_->elementOffsets.identity())
            for (u64 e = 0; identity_ && e < n; ++e) identity_ = placement_->elementOffsets[e] == e;
        if (identity_) return;
        where_.assign(volume, mapping::kPaddingOffset);
        for (u64 u = 0; u < placement_->units.size(); ++u)
            for (u64 e = 0; e < n; ++e) {
                const u64 o = join(placement_->units[u].offset, placement_->elementOffsets[e]);
                if (o != mapping::kPaddingOffset && o < volume && where_[o] == mapping::kPaddingOffset) where_[o] = u * n + e;
            }
    }

    // The element's bits, or a diagnostic when the tensor does not hold it or it was never written.
    diag::Result<u32> read(u64 offset, std::size_t op) {
        if (t_.memory == kernel::Memory::Host) {
            const auto& h = s_.host[tensor_];
            if (!h || offset >= h->size())
                return about(s_, diag::Diagnostic(diag::Kind::uninitialized_read, "reads a host tensor that holds no values"), op, tensor_,
                             t_.at);
            return (*h)[offset];
        }
        const u64 w = whereOf(offset);
        const u64 n = placement_->elementOffsets.size();
        if (w == mapping::kPaddingOffset || n == 0)
            return about(s_, diag::Diagnostic(diag::Kind::uninitialized_read, "reads an element the tensor does not hold"), op, tensor_,
                         t_.at);
        const UnitPlace& u = placement_->units[w / n];
        auto at = locateCached(u, w % n);
        if (!at || !at->block || !elementWritten(*at->block, at->ref, t_.dtype))
            return about(
                s_,
                diag::Diagnostic(diag::Kind::uninitialized_read,
                                 fmt::format("reads {} bytes at {} {} that nothing wrote", tensor::info(t_.dtype).name,
                                             kernel::memoryName(t_.memory), u.baseByte + tensor::bytesFor(t_.dtype, w % n)))
                    .withNote(fmt::format("chip {}, cluster {}, slice {}, element position {}", u.chip, u.cluster, u.slice, w % n)),
                op, tensor_, t_.at);
        return loadElement(*at->block, at->ref, t_.dtype);
    }

    ~SourceReader() { s_.sourceIndexScratch.swap(where_); }
    bool sameType(tensor::DType dtype) const { return t_.dtype == dtype; }
    // The logical offsets [first, second) that lie, in order, in the block
    // writtenElement(o) last checked, element x at its pointer + (x - o) x size:
    // an HBM tensor in row-major order, within one page. Empty otherwise.
    std::pair<u64, u64> linearAround(u64 o) const {
        const unsigned storage = storageBitsOf(placement_->dtype);
        if (!identity_ || !placement_->hbm || storage < 8) return {0, 0};
        const u64 size = storage / 8, baseByte = placement_->units[0].baseByte, byte = baseByte + o * size;
        const u64 pageStart = byte / Device::kHbmPageBytes * Device::kHbmPageBytes;
        if (pageStart < baseByte || (pageStart - baseByte) % size != 0) return {0, 0};  // the page starts inside an element
        const u64 first = (pageStart - baseByte) / size;
        return {first, std::min(placement_->elementOffsets.size(), first + Device::kHbmPageBytes / size)};
    }
    SourceReader(const SourceReader&) = delete;
    SourceReader& operator=(const SourceReader&) = delete;

    // read() without a diagnostic, for the per-element loops: false when the
    // element is not there (read() then says why).
    bool tryRead(u64 offset, u32& bits) {
        if (t_.memory == kernel::Memory::Host) {
            const auto& h = s_.host[tensor_];
            if (!h || offset >= h->size()) return false;
            bits = (*h)[offset];
            return true;
        }
        const u64 w = whereOf(offset);
        const u64 n = placement_->elementOffsets.size();
        if (w == mapping::kPaddingOffset || n == 0) return false;
        const u64 unit = placement_->units.size() == 1 ? 0 : w / n;
        const UnitPlace& u = placement_->units[unit];
        const u64 element = w - unit * n;
        const unsigned storage = storageBitsOf(placement_->dtype);
        if (storage < 8) return false;
        u64 byte = u.baseByte + element * (storage / 8), key = u.key;
        if (placement_->hbm) std::tie(key, byte) = Device::hbmPlace(u.chip, byte);
        const Block* block = findCached(u.memory, key);
        const ElementRef ref{byte, false};
        if (!block || !elementFits(block->size(), ref, placement_->dtype) || !elementWritten(*block, ref, placement_->dtype)) return false;
        bits = loadElement(*block, ref, placement_->dtype);
        return true;
    }

    // The bytes of the element at logical offset o, when the source unit's
    // bytes in the block holding it were all written (checked once per
    // block, not per element): the transposed transfer's fast path.
    // nullptr leaves the element to read(), which says what is wrong.
    const std::uint8_t* writtenElement(u64 o) {
        const unsigned storage = storageBitsOf(placement_->dtype);
        const u64 w = whereOf(o), n = placement_->elementOffsets.size();
        if (t_.memory == kernel::Memory::Host || storage < 8 || w == mapping::kPaddingOffset || n == 0) return nullptr;
        const u64 unit = placement_->units.size() == 1 ? 0 : w / n, size = storage / 8;
        const UnitPlace& u = placement_->units[unit];
        u64 byte = u.baseByte + (w - unit * n) * size, key = u.key;
        if (placement_->hbm) std::tie(key, byte) = Device::hbmPlace(u.chip, byte);
        const Block* block = findCached(u.memory, key);
        if (!block) return nullptr;
        if (block != checkedBlock_ || unit != checkedUnit_) {
            checkedBlock_ = block;
            checkedUnit_ = unit;
            u64 lo = u.baseByte, hi = u.baseByte + n * size;  // the unit's bytes, within the block
            if (placement_->hbm) {
                const u64 pageStart = (key & ((u64{1} << 40) - 1)) * Device::kHbmPageBytes;
                lo = std::max(lo, pageStart) - pageStart;
                hi = std::min(hi, pageStart + Device::kHbmPageBytes) - pageStart;
            }
            checkedWhole_ = lo < hi && hi <= block->size() && block->allWritten(lo, hi);
        }
        return checkedWhole_ ? block->data() + byte : nullptr;
    }

    // Copies the longest run of destination elements from position e of unit
    // `to` (into `block`) whose source elements lie consecutively in one
    // source unit, with one written check and one memcpy for the run. Returns
    // how many elements it copied; 0 leaves them to read() (host sources,
    // i4, a type change, an unwritten byte: read() says which).
    u64 copyRun(const Placement& dst, const UnitPlace& to, u64 e, Block* block) {
        const u64 bits = storageBitsOf(t_.dtype);
        if (t_.memory == kernel::Memory::Host || bits < 8 || dst.dtype != t_.dtype) return 0;
        const u64 size = bits / 8, n = placement_->elementOffsets.size();
        u64 count = dst.elementOffsets.size(), dstByte = to.baseByte + e * size;
        if (!block) {  // HBM: within the 64 KiB page holding the element
            if (!dst.hbm) return 0;
            u64 key;
            std::tie(key, dstByte) = Device::hbmPlace(to.chip, dstByte);
            block = &to.memory->get(key);
            count = std::min(count, e + (Device::kHbmPageBytes - dstByte) / size);
        }
        auto sourceOf = [&](u64 at) {
            const u64 o = join(to.offset, dst.elementOffsets[at]);
            return whereOf(o);
        };
        const u64 w = sourceOf(e);
        if (w == mapping::kPaddingOffset || n == 0) return 0;
        const UnitPlace& from = placement_->units[w / n];
        const u64 first = w % n;
        u64 len = 1;
        while (e + len < count && first + len < n && sourceOf(e + len) == w + len) ++len;
        u64 srcByte = from.baseByte + first * size, key = from.key;
        if (placement_->hbm) {  // stay inside one 64 KiB page
            std::tie(key, srcByte) = Device::hbmPlace(from.chip, srcByte);
            len = std::min(len, (Device::kHbmPageBytes - srcByte) / size);
        }
        const Block* source = findCached(from.memory, key);
        const u64 bytes = len * size;
        if (len == 0 || !source || srcByte + bytes > source->size() || dstByte + bytes > block->size() ||
            !source->allWritten(srcByte, srcByte + bytes))
            return 0;
        std::memmove(block->data() + dstByte, source->data() + srcByte, bytes);
        block->markWritten(dstByte, dstByte + bytes);
        return len;
    }

private:
    // locate() with the last block found remembered (blocks never move; a
    // missing one is looked up again, as a later write may create it).
    std::optional<Located> locateCached(const UnitPlace& u, u64 element) {
        auto ref = elementAt(u.baseByte, std::int64_t(element), placement_->dtype);
        if (!ref) return std::nullopt;
        u64 key = u.key;
        if (placement_->hbm) std::tie(key, ref->byte) = Device::hbmPlace(u.chip, ref->byte);
        findCached(u.memory, key);
        if (!lastBlock_) return Located{nullptr, *ref};
        if (!elementFits(lastBlock_->size(), *ref, placement_->dtype)) return std::nullopt;
        return Located{lastBlock_, *ref};
    }

    Block* findCached(const UnitMemory* memory, u64 key) {
        if (!lastBlock_ || lastMemory_ != memory || lastKey_ != key) {
            lastBlock_ = memory->find(key);
            lastMemory_ = memory;
            lastKey_ = key;
        }
        return lastBlock_;
    }

    // The element index (unit x elements + element) holding logical offset o, or mapping::kPaddingOffset.
    u64 whereOf(u64 o) const {
        if (identity_) return o < placement_->elementOffsets.size() ? o : mapping::kPaddingOffset;
        return o < where_.size() ? where_[o] : mapping::kPaddingOffset;
    }

    State& s_;
    std::size_t tensor_;
    const kernel::Tensor& t_;
    std::shared_ptr<const Placement> placement_ = std::make_shared<const Placement>();  // none for a host tensor
    bool identity_ = false;
    std::vector<u64> where_;
    const UnitMemory* lastMemory_ = nullptr;
    u64 lastKey_ = 0;
    Block* lastBlock_ = nullptr;
    const Block* checkedBlock_ = nullptr;  // writtenElement's last block, and whether the unit's bytes in it are all written
    u64 checkedUnit_ = 0;
    bool checkedWhole_ = false;
};

}  // namespace tcpwb::sim::detail
