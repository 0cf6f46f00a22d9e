#include "contraction/trf_sequencer.h"

#include <fmt/format.h>

#include <limits>
#include <map>
#include <optional>

#include "contraction/mapping_parts.h"

namespace tcpwb::contraction {
namespace {

using diag::Diagnostic;
using mapping::CompiledMapping;
using mapping::TensorIndex;

constexpr std::int64_t kDontCare = -1;  // padding on the stream side: any weight will do

// The TRF element (position in Element) each computation position (t, p)
// multiplies with, kDontCare where the activation is padding.
struct WeightReads {
    u64 packetSize = 0;
    std::vector<std::int64_t> element;  // [t * packetSize + p]
    std::int64_t at(u64 t, u64 p) const { return element[t * packetSize + p]; }
};

// TRF tensor indices as numbers: each index's values on the TRF's axes in
// mixed radix (one more than the largest value an axis takes in the Element),
// so the Element's inverse is a table and a lookup a few additions, not a
// map of index vectors (GEMM asks 131,072 of them per plan).
class TrfIndexKeys {
public:
    explicit TrfIndexKeys(const std::set<mapping::AxisId>& axes) : axes_(axes.begin(), axes.end()) {}
    std::size_t width() const { return axes_.size(); }
    // The index's value on each TRF axis (axes the TRF lacks are left out, as the Element ignores them).
    void valuesOf(const TensorIndex& index, u64* out) const {
        for (std::size_t i = 0; i < axes_.size(); ++i) out[i] = index.get(axes_[i]);
    }
    // The radices from the Element's values; false when the key space exceeds 64 bits.
    bool fit(const std::vector<u64>& values, const std::vector<char>& held) {
        radix_.assign(width(), 1);
        for (std::size_t e = 0; e < held.size(); ++e)
            if (held[e])
                for (std::size_t i = 0; i < width(); ++i) radix_[i] = std::max(radix_[i], values[e * width() + i] + 1);
        stride_.assign(width(), 1);
        u64 size = 1;
        for (std::size_t i = width(); i-- > 0;) {
            stride_[i] = size;
            auto next = checkedMul(size, radix_[i]);
            if (!next) return false;
            size = *next;
        }
        keys_ = size;
        return true;
    }
    u64 keys() const { return keys_; }
    // The key of the sum of two value rows, or nullopt when an axis exceeds every Element value (not held).
    std::optional<u64> keyOfSum(const u64* a, const u64* b) const {
        u64 key = 0;
        for (std::size_t i = 0; i < width(); ++i) {
            const u64 v = a[i] + b[i];
            if (v >= radix_[i]) return std::nullopt;
            key += v * stride_[i];
        }
        return key;
    }
    TensorIndex indexOfSum(const u64* a, const u64* b) const {
        TensorIndex out;
        for (std::size_t i = 0; i < width(); ++i) out.add(axes_[i], a[i] + b[i]);
        return out;
    }

private:
    std::vector<mapping::AxisId> axes_;
    std::vector<u64> radix_, stride_;
    u64 keys_ = 1;
};

// The Element's inverse: the first position holding each key.
class ElementPositions {
public:
    ElementPositions(u64 keys, u64 elements) : dense_(keys <= std::max<u64>(4 * elements, u64{1} << 16)) {
        if (dense_) table_.assign(keys, kDontCare);
    }
    void addFirst(u64 key, u64 position) {
        if (!dense_) {
            sparse_.emplace(key, std::int64_t(position));
        } else if (table_[key] == kDontCare) {
            table_[key] = std::int64_t(position);
        }
    }
    std::int64_t find(u64 key) const {
        if (dense_) return table_[key];
        auto it = sparse_.find(key);
        return it == sparse_.end() ? kDontCare : it->second;
    }

private:
    bool dense_;
    std::vector<std::int64_t> table_;
    std::map<u64, std::int64_t> sparse_;
};

diag::Result<WeightReads> weightReads(const TrfTensorSpec& trf, const CompiledMapping& outTime, const CompiledMapping& outPacket) {
    std::set<mapping::AxisId> trfAxes = axesOf(trf.row);
    for (auto id : axesOf(trf.element)) trfAxes.insert(id);
    TrfIndexKeys keys(trfAxes);
    const std::size_t w = keys.width();
    std::vector<u64> elementValues(trf.element.size() * w);
    std::vector<char> held(trf.element.size(), 0);
    for (u64 e = 0; e < trf.element.size(); ++e)
        if (auto index = trf.element.at(e)) {
            keys.valuesOf(*index, &elementValues[e * w]);
            held[e] = 1;
        }
    if (!keys.fit(elementValues, held))
        return Diagnostic(diag::Kind::too_large,
                          fmt::format("the TRF Element {} spans more tensor indices than 64 bits count", show(trf.element)));
    ElementPositions positionOf(keys.keys(), trf.element.size());
    const std::vector<u64> zero(w, 0);
    for (u64 e = 0; e < held.size(); ++e)
        if (held[e]) positionOf.addFirst(*keys.keyOfSum(&elementValues[e * w], zero.data()), e);

    WeightReads reads;
    reads.packetSize = outPacket.size();
    reads.element.assign(outTime.size() * outPacket.size(), kDontCare);
    std::vector<u64> packetValues(outPacket.size() * w);
    std::vector<char> packetHeld(outPacket.size(), 0);
    for (u64 p = 0; p < outPacket.size(); ++p)
        if (auto index = outPacket.at(p)) {
            keys.valuesOf(*index, &packetValues[p * w]);
            packetHeld[p] = 1;
        }
    std::vector<u64> timeValues(w);
    for (u64 t = 0; t < outTime.size(); ++t) {
        const auto time = outTime.at(t);
        if (!time) continue;
        keys.valuesOf(*time, timeValues.data());
        for (u64 p = 0; p < outPacket.size(); ++p) {
            if (!packetHeld[p]) continue;
            const auto key = keys.keyOfSum(timeValues.data(), &packetValues[p * w]);
            const std::int64_t found = key ? positionOf.find(*key) : kDontCare;
            if (found == kDontCare)
                return Diagnostic(
                           diag::Kind::trf_missing_element,
                           fmt::format("the computation multiplies by the weight {} (Time position {}, Packet position {}), "
                                       "which the TRF Element {} does not hold",
                                       mapping::formatIndex(keys.indexOfSum(timeValues.data(), &packetValues[p * w]), trf.element.env()), t,
                                       p, show(trf.element)))
                    .withFix("store every weight the computation needs in the TRF Element, or tile the computation");
            reads.element[t * reads.packetSize + p] = found;
        }
    }
    return reads;
}

u64 smallestPowerOfTwoAtLeast(u64 n) {
    u64 p = 1;
    while (p < n) p *= 2;
    return p;
}

// Per Time position, the element the reg_read_size read starts at when reads
// of `r` elements repeated over the packet give every data position its weight.
std::optional<std::vector<std::int64_t>> readStarts(const WeightReads& reads, u64 timeSize, u64 r) {
    std::vector<std::int64_t> starts(timeSize, kDontCare);
    for (u64 t = 0; t < timeSize; ++t) {
        for (u64 p = 0; p < reads.packetSize; ++p) {
            const std::int64_t e = reads.at(t, p);
            if (e == kDontCare) continue;
            const std::int64_t start = e - std::int64_t(p % r);
            if (start < 0) return std::nullopt;
            if (starts[t] == kDontCare) starts[t] = start;
            else if (starts[t] != start) return std::nullopt;
        }
    }
    return starts;
}

u64 dataExtent(const CompiledMapping& packet) {
    u64 extent = 0;
    for (u64 p = 0; p < packet.size(); ++p)
        if (packet.at(p)) extent = p + 1;
    return extent;
}

bool wholeBytes(tensor::DType dtype, u64 elements) { return elements * tensor::info(dtype).storageBits % 8 == 0; }

std::int64_t toBytes(tensor::DType dtype, std::int64_t elements) { return elements * std::int64_t(tensor::info(dtype).storageBits) / 8; }

// The nested loops over OutTime's factors (major first) whose strides give
// every read start; nullopt when no affine pattern fits.
struct Loops {
    std::vector<u64> sizes;
    std::vector<std::int64_t> strides;  // elements
    std::int64_t base = 0;
};

std::vector<u64> digitsOf(u64 t, const std::vector<u64>& sizes) {
    std::vector<u64> d(sizes.size());
    for (std::size_t k = sizes.size(); k-- > 0;) {
        d[k] = t % sizes[k];
        t /= sizes[k];
    }
    return d;
}

std::variant<Loops, u64> fitLoops(const CompiledMapping& outTime, const std::vector<std::int64_t>& starts) {
    Loops loops;
    for (const auto& f : outTime.normalForm().factors) loops.sizes.push_back(f.size);
    const std::size_t n = loops.sizes.size();
    std::vector<u64> radix(n, 1);
    for (std::size_t k = n; k-- > 1;) radix[k - 1] = radix[k] * loops.sizes[k];
    loops.strides.assign(n, 0);
    for (std::size_t k = 0; k < n; ++k) {
        for (u64 t = 0; t + radix[k] < starts.size(); ++t) {
            if (digitsOf(t, loops.sizes)[k] + 1 >= loops.sizes[k]) continue;
            if (starts[t] == kDontCare || starts[t + radix[k]] == kDontCare) continue;
            loops.strides[k] = starts[t + radix[k]] - starts[t];
            break;
        }
    }
    bool baseKnown = false;
    for (u64 t = 0; t < starts.size(); ++t) {
        if (starts[t] == kDontCare) continue;
        const auto d = digitsOf(t, loops.sizes);
        std::int64_t predicted = 0;
        for (std::size_t k = 0; k < n; ++k) predicted += std::int64_t(d[k]) * loops.strides[k];
        if (!baseKnown) {
            loops.base = starts[t] - predicted;
            baseKnown = true;
        }
        if (loops.base + predicted != starts[t]) return t;
    }
    return loops;
}

diag::Result<std::vector<TrfEntry>> toEntries(const CompiledMapping& outTime, const Loops& loops, tensor::DType dtype) {
    const auto terms = factorTexts(outTime);
    std::vector<TrfEntry> entries;  // innermost first
    for (std::size_t k = loops.sizes.size(); k-- > 0;) {
        if (!wholeBytes(dtype, u64(loops.strides[k] < 0 ? -loops.strides[k] : loops.strides[k])))
            return Diagnostic(diag::Kind::trf_alignment, fmt::format("the TRF stride of `{}` is {} elements of {}, not a whole byte",
                                                                     terms[k], loops.strides[k], tensor::info(dtype).name));
        entries.push_back({terms[k], loops.sizes[k], toBytes(dtype, loops.strides[k])});
    }
    // More than 8 loops: fold an outer loop into the one inside it where they walk on.
    for (std::size_t i = 0; entries.size() > kTrfSequencerEntries && i + 1 < entries.size();) {
        auto& inner = entries[i];
        const auto& outer = entries[i + 1];
        if (outer.stride == inner.stride * std::int64_t(inner.size)) {
            inner.term = fmt::format("[{}, {}]", outer.term, inner.term);
            inner.size *= outer.size;
            entries.erase(entries.begin() + std::ptrdiff_t(i) + 1);
        } else {
            ++i;
        }
    }
    if (entries.size() > kTrfSequencerEntries)
        return Diagnostic(diag::Kind::entry_limit,
                          fmt::format("reading the TRF in OutTime {} takes {} loops; the TRF Sequencer has 8 entries", show(outTime),
                                      entries.size()))
            .withFix("make OutTime follow the TRF Element's order so loops merge, or move axes into the Packet");
    for (const auto& e : entries) {
        if (e.size > kTrfSequencerMaxSize)
            return Diagnostic(diag::Kind::iteration_limit,
                              fmt::format("the TRF Sequencer entry `{}` iterates {} times; at most 65536", e.term, e.size))
                .withFix("split the axis so each loop stays within 65536 iterations");
        if (e.stride > std::numeric_limits<std::int32_t>::max() || e.stride < std::numeric_limits<std::int32_t>::min())
            return Diagnostic(diag::Kind::stride_limit,
                              fmt::format("the TRF Sequencer stride of `{}` ({} bytes) does not fit in 32 bits", e.term, e.stride));
    }
    return entries;
}

[[nodiscard]] std::optional<Diagnostic> checkAlignment(const TrfSequencerPlan& plan, const std::vector<std::int64_t>& starts,
                                                       tensor::DType dtype) {
    if (plan.regReadSizeBytes == kMacWidthBytes) {
        bool aligned = plan.baseAddress % kMacWidthBytes == 0;
        for (const auto& e : plan.entries) aligned = aligned && (e.size == 1 || e.stride % std::int64_t(kMacWidthBytes) == 0);
        if (!aligned)
            return Diagnostic(diag::Kind::trf_alignment,
                              "with reg_read_size = 64 bytes the base address and every TRF Sequencer stride must be 64-byte aligned: "
                              "a 64-byte read spans both bank columns")
                .withFix("pad the TRF Element so every 64-byte read starts on a 64-byte boundary, or read less per cycle");
    }
    for (u64 t = 0; t < starts.size(); ++t) {
        if (starts[t] == kDontCare) continue;
        const u64 address = plan.layout.regionBase + u64(toBytes(dtype, starts[t]));
        if (plan.regReadSizeBytes < kMacWidthBytes && address % kTrfRowBytes + plan.regReadSizeBytes > kTrfRowBytes)
            return Diagnostic(diag::Kind::trf_alignment,
                              fmt::format("the TRF read at Time position {} ({} bytes at byte {}) crosses a 32-byte bank column", t,
                                          plan.regReadSizeBytes, address))
                .withFix("pad the TRF Element's inner axis so each read stays within one 32-byte bank column");
    }
    return std::nullopt;
}

}  // namespace

diag::Result<TrfLayout> layoutTrf(const TrfTensorSpec& trf) {
    const auto reg = regTypeFor(trf.dtype);
    if (!reg)
        return Diagnostic(diag::Kind::unsupported_dtype,
                          fmt::format("the TRF holds i4, i8, f8 or bf16 weights, not {}", tensor::info(trf.dtype).name))
            .withFix("cast the weights to bf16");
    const u64 rows = trf.row.size();
    if (rows != 1 && rows != 2 && rows != 4 && rows != 8)
        return Diagnostic(diag::Kind::row_count,
                          fmt::format("the TRF Row {} has {} elements; the TRF has 1, 2, 4 or 8 Rows", show(trf.row), rows))
            .withFix("make the Row mapping 1, 2, 4 or 8 elements (pad it with `# 8`)");
    TrfLayout layout{*reg,
                     rows,
                     trf.element.size(),
                     tensor::bytesFor(trf.dtype, trf.element.size()),
                     trfBytesPerRow(trf.address, rows),
                     trfRegionBase(trf.address, rows)};
    if (layout.bytesPerRow > layout.capacityBytes)
        return Diagnostic(diag::Kind::trf_capacity,
                          fmt::format("the TRF Element {} takes {} bytes per Row; {} gives each of {} Rows {} bytes", show(trf.element),
                                      layout.bytesPerRow, name(trf.address), rows, layout.capacityBytes))
            .withFix(trf.address == TrfAddress::Full ? "tile the weights into several SRAM-to-TRF loads"
                                                     : "use TrfAddress::Full or tile the weights into several loads");
    return layout;
}

diag::Result<TrfSequencerPlan> planTrfSequencer(const TrfTensorSpec& trf, const CompiledMapping& outTime,
                                                const CompiledMapping& outPacket) {
    auto layout = layoutTrf(trf);
    if (!layout) return layout.error();
    const auto work = checkedMul(outTime.size(), outPacket.size());
    if (!work || *work > kTrfCheckLimit)
        return Diagnostic(diag::Kind::too_large,
                          fmt::format("the computation has more than {} Time x Packet positions to check", kTrfCheckLimit))
            .withFix("check a smaller tile of the contraction");
    auto reads = weightReads(trf, outTime, outPacket);
    if (!reads) return reads.error();

    TrfSequencerPlan plan;
    plan.layout = *layout;
    const u64 macElements = elementsIn(trf.dtype, kMacWidthBytes);
    std::optional<std::vector<std::int64_t>> starts;
    const u64 limit = std::min(macElements, smallestPowerOfTwoAtLeast(std::max<u64>(1, dataExtent(outPacket))));
    for (u64 r = limit; r >= 1 && !starts; r /= 2) {
        if (!wholeBytes(trf.dtype, r)) break;
        starts = readStarts(*reads, outTime.size(), r);
        if (starts) plan.regReadSizeElements = r;
    }
    if (!starts)
        return Diagnostic(diag::Kind::trf_packet_layout,
                          fmt::format("no reg_read_size reads OutPacket {} from the TRF Element {}: the Packet's weights must be a "
                                      "contiguous run at the Element's innermost positions, repeated over the rest",
                                      show(outPacket), show(trf.element)))
            .withFix("make the Packet's weight axes the TRF Element's innermost axes, in the same order");
    plan.regReadSizeBytes = tensor::bytesFor(trf.dtype, plan.regReadSizeElements);
    plan.broadcastFactor = kMacWidthBytes / plan.regReadSizeBytes;
    plan.alignment64 = plan.regReadSizeBytes == kMacWidthBytes;

    auto fit = fitLoops(outTime, *starts);
    if (const u64* bad = std::get_if<u64>(&fit))
        return Diagnostic(diag::Kind::trf_time_order,
                          fmt::format("nested loops over OutTime {} cannot reach the weights of Time position {} in the TRF Element {}",
                                      show(outTime), *bad, show(trf.element)))
            .withFix("order the OutTime axes the TRF holds so each is a fixed stride in the Element");
    const auto& loops = std::get<Loops>(fit);
    if (loops.base < 0)
        return Diagnostic(diag::Kind::trf_time_order,
                          fmt::format("the TRF reads of OutTime {} would start before the Element", show(outTime)));
    auto entries = toEntries(outTime, loops, trf.dtype);
    if (!entries) return entries.error();
    plan.entries = std::move(entries).value();
    if (!wholeBytes(trf.dtype, u64(loops.base)))
        return Diagnostic(diag::Kind::trf_alignment, "the first TRF read does not start on a byte");
    plan.baseAddress = plan.layout.regionBase + u64(toBytes(trf.dtype, loops.base));
    if (auto bad = checkAlignment(plan, *starts, trf.dtype)) return *bad;
    return plan;
}

}  // namespace tcpwb::contraction
