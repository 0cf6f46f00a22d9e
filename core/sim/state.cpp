// Logical tensors, where a tensor's elements sit in the simulated memories,
// the initial contents (rand), whole-tensor transfers and reading results back.
#include "sim/state.h"

#include <algorithm>
#include <cstring>
#include <map>
#include <tuple>

#include "contraction/hardware.h"
#include "sim/float_draws.h"
#include "sim/indirect_exec.h"
#include "sim/plan_detail.h"
#include "sim/shuffle.h"
#include "sim/source_reader.h"
#include "sim/tile_windows.h"
#include "sim/workers.h"
#include "util/checked.h"

namespace tcpwb::sim::detail {

using diag::Diagnostic;
using mapping::kPaddingOffset;

u64 volumeOf(const mapping::AxisEnv& env, const std::vector<mapping::AxisId>& axes) {
    u64 v = 1;
    for (auto a : axes) v = checkedMul(v, env[a].size).value_or(kMaxSize);
    return v;
}

std::vector<u64> stridesFor(const mapping::AxisEnv& env, const std::vector<mapping::AxisId>& axes) {
    std::vector<u64> strides(env.count(), 0);
    u64 s = 1;
    for (std::size_t i = axes.size(); i-- > 0;) {
        strides[axes[i]] = s;
        s *= env[axes[i]].size;
    }
    return strides;
}

Logical makeLogical(const mapping::AxisEnv& env, std::vector<mapping::AxisId> axes, tensor::DType dtype) {
    Logical l;
    l.strides = stridesFor(env, axes);
    l.values.assign(volumeOf(env, axes), 0.0);
    l.axes = std::move(axes);
    l.dtype = dtype;
    return l;
}

Logical wholeLogical(const mapping::AxisEnv& env, const Logical& l) {
    Logical out = l;
    const u64 volume = volumeOf(env, l.axes);
    if (l.values.size() >= volume) return out;
    if (out.held.empty()) out.held.assign(out.values.size(), true);
    out.values.resize(volume, 0.0);
    out.held.resize(volume, false);
    if (!out.bound.empty()) out.bound.resize(volume, 0.0);
    return out;
}

u64 valuesPerOuterCoordinate(const mapping::AxisEnv& env, const Logical& l) {
    return l.axes.empty() ? 1 : volumeOf(env, std::vector<mapping::AxisId>(l.axes.begin() + 1, l.axes.end()));
}

Logical zerosShapedLike(const Logical& l, u64 size) {
    Logical out;
    out.axes = l.axes;
    out.strides = l.strides;
    out.dtype = l.dtype;
    out.values.assign(size, 0.0);
    return out;
}

std::vector<u64> projectOffsets(const mapping::AxisEnv& env, const std::vector<mapping::AxisId>& axes, const std::vector<u64>& strides) {
    std::vector<u64> out(volumeOf(env, axes));
    const std::size_t n = axes.size();
    if (n == 0) return out;  // one position, offset 0
    std::vector<u64> size(n), stride(n), digit(n, 0);
    for (std::size_t j = 0; j < n; ++j) {
        size[j] = env[axes[j]].size;
        stride[j] = strides[axes[j]];
    }
    // The innermost axis as a plain loop (it vectorises), an odometer over the others.
    const u64 inner = size[n - 1], innerStride = stride[n - 1];
    u64 offset = 0;
    for (u64 i = 0; i < out.size(); i += inner) {
        u64* row = out.data() + i;
        for (u64 t = 0; t < inner; ++t) row[t] = offset + t * innerStride;
        for (std::size_t j = n - 1; j-- > 0;) {
            if (++digit[j] < size[j]) {
                offset += stride[j];
                break;
            }
            offset -= stride[j] * (size[j] - 1);
            digit[j] = 0;
        }
    }
    return out;
}

std::vector<u64> offsetsOf(const mapping::CompiledMapping& m, const std::vector<u64>& strides) {
    std::vector<u64> out(m.size());
    mapping::enumerateOffsets(m, strides, out);
    return out;
}

ElementOffsets elementOffsetsOf(const mapping::CompiledMapping& m, const std::vector<u64>& strides) {
    if (const auto held = mapping::offsetsAreIdentityUpTo(m, strides)) return ElementOffsets::identity(m.size(), *held);
    return ElementOffsets(offsetsOf(m, strides));
}

Placement placementOf(Device& device, const kernel::Tensor& t, const TensorPlan& plan, const std::vector<u64>& strides) {
    Placement p = unitPlacementOf(device, t, plan, strides);
    p.elementOffsets = elementOffsetsOf(plan.element(), strides);
    return p;
}

Placement unitPlacementOf(Device& device, const kernel::Tensor& t, const TensorPlan& plan, const std::vector<u64>& strides) {
    Placement p;
    p.dtype = t.dtype;
    const u64 base = t.address.value_or(0);
    if (t.memory == kernel::Memory::Hbm) {
        p.hbm = true;
        const auto chips = offsetsOf(plan.mappings[0], strides);
        for (u64 c = 0; c < chips.size(); ++c)
            if (chips[c] != kPaddingOffset) p.units.push_back({&device.hbmPages, c, base, chips[c], c, 0, 0});
        return p;
    }
    const auto chips = offsetsOf(plan.mappings[0], strides);
    const auto clusters = offsetsOf(plan.mappings[1], strides);
    const auto slices = offsetsOf(plan.mappings[2], strides);
    std::vector<u64> rows{0};
    u64 rowBytes = 0, rowBase = 0;
    UnitMemory* memory = t.memory == kernel::Memory::Dm ? &device.dm : t.memory == kernel::Memory::Vrf ? &device.vrf : &device.trf;
    if (t.memory == kernel::Memory::Trf) {
        rows = offsetsOf(plan.mappings[3], strides);
        const u64 count = std::max<u64>(1, plan.mappings[3].size());
        rowBytes = device.trfRowBytes(count);
        rowBase = contraction::trfRegionBase(trfAddressOf(t), count);
    }
    for (u64 c = 0; c < chips.size(); ++c)
        for (u64 k = 0; k < clusters.size() && k < tensor::kClustersPerChip; ++k)
            for (u64 s = 0; s < slices.size() && s < tensor::kSlicesPerCluster; ++s) {
                const u64 o = join(join(chips[c], clusters[k]), slices[s]);
                if (o == kPaddingOffset) continue;
                for (u64 r = 0; r < rows.size(); ++r) {
                    const u64 ro = join(o, rows[r]);
                    if (ro == kPaddingOffset) continue;
                    const u64 byte = t.memory == kernel::Memory::Trf ? r * rowBytes + rowBase : base;
                    p.units.push_back({memory, Device::unitOf(c, k, s), byte, ro, c, k, s});
                }
            }
    return p;
}

std::shared_ptr<const Placement> placementFor(State& s, std::size_t tensor, const std::vector<u64>& strides) {
    const TensorPlan& plan = s.plan.tensors[tensor];
    if (strides != stridesFor(s.env(), plan.axes))
        return std::make_shared<const Placement>(placementOf(s.device, s.tensor(tensor), plan, strides));
    s.placements.resize(s.program.tensors.size());
    auto& kept = s.placements[tensor];
    if (!kept) kept = std::make_shared<const Placement>(placementOf(s.device, s.tensor(tensor), plan, strides));
    return kept;
}

std::optional<Located> locate(const Placement& p, const UnitPlace& u, u64 element, bool forWrite) {
    auto ref = elementAt(u.baseByte, std::int64_t(element), p.dtype);
    if (!ref) return std::nullopt;
    u64 key = u.key;
    if (p.hbm) std::tie(key, ref->byte) = Device::hbmPlace(u.chip, ref->byte);
    Block* block = forWrite ? &u.memory->get(key) : u.memory->find(key);
    if (!block && !forWrite) return Located{nullptr, *ref};
    if (!elementFits(block->size(), *ref, p.dtype)) return std::nullopt;
    return Located{block, *ref};
}

[[nodiscard]] Diagnostic about(const State& s, Diagnostic d, std::size_t op, std::optional<std::size_t> tensor,
                               const kernel::SourceSpan& at) {
    std::string where = opLabel(s.program, op);
    if (tensor) where += fmt::format(", tensor `{}`", s.tensor(*tensor).name);
    kernel::SourceSpan span = at;
    if (!span.placed() && op < s.program.ops.size()) span = s.program.ops[op].at;
    return located(std::move(d), span, where);
}

namespace {

// SplitMix64 (Steele, Lea, Flood 2014): small, fast, fully specified.
struct Generator {
    u64 state;
    // Moves on by n values (SplitMix64's state moves by the same constant per value).
    void skip(u64 n) { state += n * 0x9e3779b97f4a7c15ull; }
    u64 next() {
        u64 z = (state += 0x9e3779b97f4a7c15ull);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        return z ^ (z >> 31);
    }
    // The bits of the next value: integers uniform in [-100, 100] (clamped to
    // the type), floats uniform in [-1, 1) rounded to the type.
    // An index (TensorPlan::indexDraw): a row in [0, rows) times the unit.
    u32 drawIndex(tensor::DType dtype, const IndexDraw& index) { return encodeValue(dtype, double((next() % index.rows) * index.unit)); }
    // Floats: FloatDraws (a table for the narrow types).
    u32 drawBits(tensor::DType dtype, const FloatDraws* floats) {
        const u64 r = next();
        if (floats) return floats->bits(r);
        return encodeValue(dtype, double(std::int64_t(r % 201) - 100));
    }
};

// A host source copied into a unit (HBM, DM, ...) a run at a time: the host
// array is read by logical offset, so only the destination must be
// contiguous, and a unit's element positions are (e at baseByte + e * size).
// From position e, copies elements until padding, the end of the unit, of
// its block or HBM page, returning how many (0 leaves the element to the
// general path, which says what is wrong with it); one written-mark per run.
class HostRuns {
public:
    HostRuns(const std::optional<std::vector<u32>>& host, const Placement& dst, tensor::DType sourceType)
        : host_(host),
          dst_(dst),
          size_(storageBitsOf(dst.dtype) / 8),
          usable_(host && storageBitsOf(dst.dtype) >= 8 && dst.dtype == sourceType) {}
    bool usable() const { return usable_; }

    u64 copy(const UnitPlace& u, u64 e, Block* block) {
        if (!usable_) return 0;
        const u64 n = dst_.elementOffsets.size();
        u64 byte = u.baseByte + e * size_;
        if (!block) {  // HBM: the 64 KiB page holding the element
            u64 key;
            std::tie(key, byte) = Device::hbmPlace(u.chip, byte);
            block = &u.memory->get(key);
        }
        if (byte >= block->size()) return 0;
        const u64 end = std::min(n, e + (block->size() - byte) / size_);
        const std::vector<u32>& h = *host_;
        u64 len = 0;
        run_.clear();
        for (; e + len < end; ++len) {
            const u64 o = join(u.offset, dst_.elementOffsets[e + len]);
            if (o == kPaddingOffset || o >= h.size()) break;
            run_.push_back(h[o]);
        }
        storeRun(block->data() + byte, run_.data(), len, size_);
        block->markWritten(byte, byte + len * size_);
        return len;
    }

private:
    const std::optional<std::vector<u32>>& host_;
    const Placement& dst_;
    u64 size_;
    bool usable_;
    std::vector<u32> run_;  // the run's values, gathered from the host array
};

// A tensor initialize fills: its values drawn (bits by logical offset, and
// as a Logical) and, on the device, where they go.
struct Drawn {
    std::size_t tensor = 0;
    Generator generator{0};  // the state its first value is drawn from
    Logical logical;
    std::vector<u32> bits;
    std::optional<Placement> placement;
    bool zeros = false;  // Origin::Zeroed: zero bytes, no value drawn
};

// Values drawn per work item: a tensor of 59M values (a packed weight the
// toolchain's examples tile) is drawn by every worker, a range each.
constexpr u64 kDrawChunk = u64{1} << 20;

// Makes room for `d`'s values (before the workers draw into it).
void allocate(State& s, Drawn& d) {
    d.logical = makeLogical(s.env(), s.plan.tensors[d.tensor].axes, s.tensor(d.tensor).dtype);
    d.bits.resize(d.logical.values.size());
}

// On a worker: d's values [begin, end), each the one the tensor's sequence
// gives at its offset; reads the plan and program, writes only that range.
void draw(const State& s, Drawn& d, u64 begin, u64 end) {
    const kernel::Tensor& t = s.tensor(d.tensor);
    const std::optional<FloatDraws> floats = tensor::info(t.dtype).isFloat ? std::optional<FloatDraws>(t.dtype) : std::nullopt;
    const std::optional<IndexDraw>& index = s.plan.tensors[d.tensor].indexDraw;
    Generator generator = d.generator;
    generator.skip(begin);
    for (u64 k = begin; !d.zeros && k < end; ++k) {
        d.bits[k] = index ? generator.drawIndex(t.dtype, *index) : generator.drawBits(t.dtype, floats ? &*floats : nullptr);
        d.logical.values[k] = decodeValue(t.dtype, d.bits[k]);
    }
}

// On a worker: where d's values go. placementOf only takes the device's
// memories' addresses (no block is made): safe beside other draws.
void place(State& s, Drawn& d) {
    const kernel::Tensor& t = s.tensor(d.tensor);
    if (t.memory != kernel::Memory::Host) d.placement = placementOf(s.device, t, s.plan.tensors[d.tensor], d.logical.strides);
}

// Every tensor's values and placement, on the workers, a chunk of values or a
// placement per item.
void drawAll(State& s, std::vector<Drawn>& tensors) {
    struct Item {
        std::size_t tensor;
        u64 begin, end;  // begin == end: the placement
    };
    std::vector<Item> items;
    for (std::size_t k = 0; k < tensors.size(); ++k) {
        allocate(s, tensors[k]);
        items.push_back({k, 0, 0});
        const u64 n = tensors[k].zeros ? 0 : tensors[k].bits.size();
        for (u64 b = 0; b < n; b += kDrawChunk) items.push_back({k, b, std::min(n, b + kDrawChunk)});
    }
    forEachOnWorkers(s.options.threadCount(), items.size(), [&](std::size_t i) {
        const Item& item = items[i];
        if (item.begin == item.end) place(s, tensors[item.tensor]);
        else draw(s, tensors[item.tensor], item.begin, item.end);
    });
}

// Whether Element position e is padding the host's buffer fills (`#`, `#{*}`,
// `#{0}`), not `#{!}`, which no one may touch.
bool fillsPadding(const mapping::CompiledMapping& element, u64 e, u64 offset) {
    if (offset != kPaddingOffset) return false;
    const auto kind = element.padAt(e);
    return kind && *kind != mapping::PadKind::Inaccessible;
}

// Writes a device tensor's drawn values to its memory.
[[nodiscard]] std::optional<Diagnostic> store(State& s, const Drawn& d, const std::optional<std::vector<u32>>& drawn) {
    const kernel::Tensor& t = s.tensor(d.tensor);
    const Placement& p = *d.placement;
    HostRuns runs(drawn, p, t.dtype);
    // The toolchain's host buffer holds a tensor's padding too (HostTensor::from_vec
    // takes every position of `W # 155648`), and the buffer lands in HBM whole:
    // padding that may be read (`#`, `#{0}`) is there, as zeros.
    const bool hostBuffer = s.program.dialect == kernel::Dialect::Toolchain && t.memory == kernel::Memory::Hbm;
    const mapping::CompiledMapping& element = s.plan.tensors[d.tensor].element();
    for (const UnitPlace& u : p.units) {
        Block* block = p.hbm ? nullptr : &u.memory->get(u.key);  // a DM/TRF/VRF unit's one block
        for (u64 e = 0; e < p.elementOffsets.size(); ++e) {
            if (const u64 copied = runs.copy(u, e, block)) {  // whole-byte elements, a run at a time
                e += copied - 1;
                continue;
            }
            const u64 o = join(u.offset, p.elementOffsets[e]);
            // Padding, or padding split between the unit's and the element's mappings (their
            // offsets sum past the tensor: `A # 2048 / 8` with `A # 2048 % 8`, A = 2044).
            const bool padding = o == kPaddingOffset || o >= drawn->size();
            if (padding && !(hostBuffer && u.offset != kPaddingOffset && fillsPadding(element, e, p.elementOffsets[e]))) continue;
            const u32 bits = padding ? 0 : (*drawn)[o];
            std::optional<Located> at;
            if (p.hbm) {
                at = locate(p, u, e, true);
            } else {
                const auto ref = elementAt(u.baseByte, std::int64_t(e), t.dtype);
                if (ref && elementFits(block->size(), *ref, t.dtype)) at = Located{block, *ref};
            }
            if (!at)
                return located(Diagnostic(diag::Kind::capacity_exceeded, fmt::format("element {} lies past the end of its memory", e)),
                               t.at, fmt::format("tensor `{}`", t.name));
            storeElement(*at->block, at->ref, t.dtype, bits);
        }
    }
    return std::nullopt;
}

}  // namespace

[[nodiscard]] std::optional<Diagnostic> initialize(State& s) {
    // Each tensor's first state, as if drawn one after the other: tensors of
    // one seed continue its sequence (SplitMix64 moves by a constant per value).
    std::vector<Drawn> tensors;
    std::map<u64, Generator> generators;
    for (std::size_t i = 0; i < s.program.tensors.size(); ++i) {
        const kernel::Tensor& t = s.tensor(i);
        if (t.origin == kernel::Origin::Written) continue;
        // Its values are drawn over its axes at their full size: `m![C / 4, D % 4, E % 4]`
        // over C = 256, D = 64, E = 1024 is 16.7M values where the tensor holds 4096.
        const u64 values = volumeOf(s.env(), s.plan.tensors[i].axes);
        if (values > kMaxLogicalValues)
            return located(Diagnostic(diag::Kind::too_large, fmt::format("its {} input values would be drawn over its axes at their full "
                                                                         "size, more than the {} the simulator draws for one tensor",
                                                                         values, kMaxLogicalValues))
                               .withFix("declare the axes the tensor uses at the sizes it uses (an axis of its own for `E % 4`)"),
                           t.at, fmt::format("tensor `{}`", t.name));
        if (t.origin == kernel::Origin::Zeroed) {  // draws nothing: the other tensors' values stay as they were
            tensors.push_back({i, Generator{0}, {}, {}, std::nullopt, true});
            continue;
        }
        const u64 seed = s.options.seed.value_or(t.seed.value_or(0));
        Generator& g = generators.try_emplace(seed, Generator{seed}).first->second;
        tensors.push_back({i, g, {}, {}, std::nullopt});
        g.skip(values);
    }
    // The draws on the workers (the GEMM's A and B side by side), then the
    // writes to memory in tensor order, as sequentially.
    drawAll(s, tensors);
    for (Drawn& d : tensors) {
        if (s.tensor(d.tensor).memory == kernel::Memory::Host) {
            s.host[d.tensor] = std::move(d.bits);
        } else {
            const std::optional<std::vector<u32>> drawn(std::move(d.bits));  // by logical offset, as a host array
            if (auto e = store(s, d, drawn)) return e;
            s.placements.resize(s.program.tensors.size());
            s.placements[d.tensor] = std::make_shared<const Placement>(std::move(*d.placement));  // over its own strides: placementFor's
        }
        s.reference[d.tensor] = std::make_shared<const Logical>(std::move(d.logical));
    }
    return std::nullopt;
}

namespace {

// locate() for writes into HBM with the last page remembered: consecutive
// elements mostly share a 64 KiB page, and a page never moves once created.
struct PageCache {
    const UnitMemory* memory = nullptr;
    u64 key = 0;
    Block* block = nullptr;

    std::optional<Located> locate(const Placement& p, const UnitPlace& u, u64 element) {
        if (!p.hbm) return detail::locate(p, u, element, true);
        auto ref = elementAt(u.baseByte, std::int64_t(element), p.dtype);
        if (!ref) return std::nullopt;
        u64 k;
        std::tie(k, ref->byte) = Device::hbmPlace(u.chip, ref->byte);
        if (!block || memory != u.memory || key != k) {
            block = &u.memory->get(k);
            memory = u.memory;
            key = k;
        }
        if (!elementFits(block->size(), *ref, p.dtype)) return std::nullopt;
        return Located{block, *ref};
    }
};

// Whether no two units' byte ranges overlap (a later unit cannot overwrite an earlier one's bytes).
bool unitsDisjoint(const Placement& p) {
    const u64 bytes = p.elementOffsets.size() * (storageBitsOf(p.dtype) / 8);
    std::vector<std::tuple<const UnitMemory*, u64, u64>> ranges;
    for (const UnitPlace& u : p.units) ranges.emplace_back(u.memory, u.key, u.baseByte);
    std::sort(ranges.begin(), ranges.end());
    for (std::size_t i = 1; i < ranges.size(); ++i) {
        const auto& [m0, k0, b0] = ranges[i - 1];
        const auto& [m1, k1, b1] = ranges[i];
        if (m0 == m1 && k0 == k1 && b1 - b0 < bytes) return false;
    }
    return true;
}

// The runs [begin, end) of Element positions that hold an element: the same
// in every unit (a unit's own offset is never padding).
std::vector<std::pair<u64, u64>> elementRunsOf(const Placement& p) {
    std::vector<std::pair<u64, u64>> runs;
    const u64 n = p.elementOffsets.size();
    if (const auto held = p.elementOffsets.identityUpTo()) {
        if (*held) runs.emplace_back(0, *held);
        return runs;
    }
    for (u64 e = 0; e < n;) {
        if (p.elementOffsets[e] == kPaddingOffset) {
            ++e;
            continue;
        }
        u64 end = e + 1;
        while (end < n && p.elementOffsets[end] != kPaddingOffset) ++end;
        runs.emplace_back(e, end);
        e = end;
    }
    return runs;
}

// A unit filled element by element, whose bytes the units with its offset
// and address copy: the byte ranges of its non-padding elements, in runs.
struct FilledUnit {
    Block* block = nullptr;
    std::vector<std::pair<u64, u64>> runs;  // [begin, end) bytes within the block
    bool haveRuns = false;
    // Its bytes for sharing (Block::copyRunsFrom), made at the first copy.
    std::unique_ptr<SharedBytes> shared;
};

// Copies what `first` holds into `to`, a block of the same memory. The caller
// filled `first.block` through a unit with u's offset and address, so every
// element fits and was written.
void copyElements(FilledUnit& first, Block& to, const Placement& p, const UnitPlace& u,
                  const std::vector<std::pair<u64, u64>>& elementRuns) {
    if (!first.haveRuns) {
        const u64 size = storageBitsOf(p.dtype) / 8;
        for (const auto& [begin, end] : elementRuns) first.runs.emplace_back(u.baseByte + begin * size, u.baseByte + end * size);
        first.haveRuns = true;
    }
    to.copyRunsFrom(*first.block, first.runs, first.shared);
}

// A transposed transfer's unit, in `order` (the source's order): each
// element's bytes copied as they are, the written bits checked once per
// source block and set once per run. False when an element is not plainly
// there (a type change, i4, a source byte never written, the end of the
// block): the caller's element-by-element loop then redoes the unit and says
// what is wrong.
bool gatherUnit(SourceReader& reader, const Placement& p, const UnitPlace& u, Block& block, const std::vector<u64>& order,
                const std::vector<std::pair<u64, u64>>& elementRuns) {
    const unsigned storage = storageBitsOf(p.dtype);
    const u64 n = p.elementOffsets.size(), size = storage / 8;
    if (storage < 8 || !reader.sameType(p.dtype) || u.baseByte + n * size > block.size()) return false;
    std::uint8_t* out = block.data() + u.baseByte;
    // Within one page of a row-major HBM source, offsets map to bytes linearly: one check per page.
    u64 lo = 0, hi = 0;
    const std::uint8_t* atLo = nullptr;
    for (u64 e : order) {
        const u64 o = join(u.offset, p.elementOffsets[e]);
        if (o == kPaddingOffset) continue;
        if (o < lo || o >= hi) {
            const std::uint8_t* in = reader.writtenElement(o);
            if (!in) return false;
            std::tie(lo, hi) = reader.linearAround(o);
            if (o < lo || o >= hi) {
                std::memcpy(out + e * size, in, size);
                lo = hi = 0;
                continue;
            }
            atLo = in - (o - lo) * size;
        }
        std::memcpy(out + e * size, atLo + (o - lo) * size, size);
    }
    for (const auto& [begin, end] : elementRuns) block.markWritten(u.baseByte + begin * size, u.baseByte + end * size);
    return true;
}

// The destination as a transfer with a tile writes it: the output tile's
// elements (else the tensor's) where the tensor holds them, each reading the
// source at its own coordinates plus the source tile's offset (TileWindow).
// nullopt when a tile starts inside a byte (an i4 tile at an odd element).
std::optional<Placement> tilePlacementOf(State& s, const TransferPlan& moved, std::size_t output, const std::vector<u64>& strides) {
    Placement p = placementOf(s.device, s.tensor(output), throughTile(s.plan.tensors[output], moved.outputTile), strides);
    const u64 firstBits = moved.outputTile ? moved.outputTile->firstElement * storageBitsOf(p.dtype) : 0;
    if (firstBits % 8) return std::nullopt;
    u64 shift = 0;
    if (moved.sourceTile)
        for (const auto& [axis, value] : moved.sourceTile->offset.entries()) shift += value * strides[axis];
    for (UnitPlace& u : p.units) {
        u.baseByte += firstBits / 8;
        u.offset = join(u.offset, shift);
    }
    return p;
}

}  // namespace

[[nodiscard]] std::optional<Diagnostic> runTransfer(State& s, std::size_t op) {
    const kernel::Transfer& tr = s.program.ops[op].transfer;
    switch (tr.mode) {
        case kernel::Transfer::Mode::Relabel: return std::nullopt;  // the output is the source's bytes, where they are
        case kernel::Transfer::Mode::Gather: return runGather(s, op);
        case kernel::Transfer::Mode::Scatter: return runScatter(s, op);
        case kernel::Transfer::Mode::Fill: return runFill(s, op);
        case kernel::Transfer::Mode::Copy:
        case kernel::Transfer::Mode::Shuffle: break;  // a copy whose units read their source's unit (sim/shuffle.h)
    }
    const kernel::Tensor& dst = s.tensor(tr.output);
    const TensorPlan& srcPlan = s.plan.tensors[tr.source];
    const auto strides = stridesFor(s.env(), srcPlan.axes);
    const u64 volume = volumeOf(s.env(), srcPlan.axes);
    SourceReader reader(s, tr.source, strides, volume);
    const TensorPlan& dstPlan = s.plan.tensors[tr.output];
    if (dst.memory == kernel::Memory::Host) {
        const auto dstStrides = stridesFor(s.env(), dstPlan.axes);
        const auto srcOffsets = offsetsOf(dstPlan.element(), strides);
        const auto dstOffsets = offsetsOf(dstPlan.element(), dstStrides);
        std::vector<u32> bits(volumeOf(s.env(), dstPlan.axes), 0);
        for (u64 e = 0; e < srcOffsets.size(); ++e) {
            if (dstOffsets[e] == kPaddingOffset || srcOffsets[e] == kPaddingOffset) continue;
            if (reader.tryRead(srcOffsets[e], bits[dstOffsets[e]])) continue;
            auto v = reader.read(srcOffsets[e], op);  // says why not
            if (!v) return v.error();
            bits[dstOffsets[e]] = *v;
        }
        s.host[tr.output] = std::move(bits);
        return std::nullopt;
    }
    const TransferPlan& moved = *s.plan.ops[op].transfer;
    std::shared_ptr<const Placement> kept;
    if (moved.sourceTile || moved.outputTile) {
        auto tiled = tilePlacementOf(s, moved, tr.output, strides);
        if (!tiled)
            return about(s, Diagnostic(diag::Kind::unsupported, "a tile that starts inside a byte is not simulated"), op, tr.output,
                         dst.at);
        kept = std::make_shared<const Placement>(std::move(*tiled));
    } else {
        kept = placementFor(s, tr.output, strides);
    }
    if (tr.mode == kernel::Transfer::Mode::Shuffle) {
        auto shuffled = shuffledPlacement(*kept, tr);
        if (!shuffled)
            return about(s, Diagnostic(diag::Kind::bad_program, "the shuffle names a chip or cluster the tensor is not in"), op, tr.output,
                         dst.at);
        kept = std::make_shared<const Placement>(std::move(*shuffled));
    }
    const Placement& p = *kept;
    const u64 n = p.elementOffsets.size();
    // A layout change (a transpose) reads the source far apart element by
    // element: visit the destination in logical order instead, so the reads
    // are close together. Consecutive layouts go in element order, in runs.
    u64 consecutive = 0;
    for (u64 e = 1; e < n; ++e) consecutive += p.elementOffsets[e] == p.elementOffsets[e - 1] + 1 ? 1 : 0;
    const bool transposed = consecutive * 2 < n;
    std::vector<u64> order;  // the visiting order when transposed (element order otherwise)
    if (transposed) {
        order.resize(n);
        for (u64 e = 0; e < n; ++e) order[e] = e;
        std::stable_sort(order.begin(), order.end(), [&](u64 a, u64 b) { return p.elementOffsets[a] < p.elementOffsets[b]; });
    }
    // Units that hold the same elements at the same address (a tensor broadcast over slices, as GEMM's
    // A and B are over 16 slices each) receive the same bytes: the first is filled element by element,
    // the others copy its non-padding runs. Only when the source lies in another memory, so the
    // destination's writes cannot change what a later unit reads.
    const bool replicate = !p.hbm && storageBitsOf(dst.dtype) >= 8 && s.tensor(tr.source).memory != dst.memory && unitsDisjoint(p);
    std::map<std::pair<u64, u64>, FilledUnit> filled;  // by (offset, baseByte)
    std::optional<std::vector<std::pair<u64, u64>>> elementRuns;
    const auto runs = [&]() -> const std::vector<std::pair<u64, u64>>& {
        if (!elementRuns) elementRuns = elementRunsOf(p);
        return *elementRuns;
    };
    PageCache hbmPages;
    HostRuns hostRuns(s.host[tr.source], p, s.tensor(tr.source).dtype);
    const u64 unitBytes = tensor::bytesFor(dst.dtype, n);
    for (const UnitPlace& u : p.units) {
        Block* block = p.hbm ? nullptr : &u.memory->get(u.key);
        if (replicate) {
            auto [it, first] = filled.try_emplace({u.offset, u.baseByte}, FilledUnit{block, {}, false, nullptr});
            if (!first) {
                if (it->second.block != block) copyElements(it->second, *block, p, u, runs());  // maps or writes its own pages
                continue;
            }
        }
        if (block) block->prepareWrite(u.baseByte, u.baseByte + unitBytes);
        if (transposed && block && gatherUnit(reader, p, u, *block, order, runs())) continue;
        for (u64 i = 0; i < n; ++i) {
            const u64 e = transposed ? order[i] : i;
            if (!transposed) {
                // A host source (the only kind with host bits) a run at a time, any other through the reader.
                const u64 copied = hostRuns.usable() ? hostRuns.copy(u, e, block) : reader.copyRun(p, u, e, block);
                if (copied) {
                    i += copied - 1;
                    continue;
                }
            }
            const u64 o = join(u.offset, p.elementOffsets[e]);
            if (o == kPaddingOffset) continue;
            u32 bits = 0;
            if (!reader.tryRead(o, bits)) {
                auto v = reader.read(o, op);
                if (!v) return v.error();
                bits = *v;
            }
            std::optional<Located> at;
            if (block) {
                auto ref = elementAt(u.baseByte, std::int64_t(e), dst.dtype);
                if (ref && elementFits(block->size(), *ref, dst.dtype)) at = Located{block, *ref};
            } else {
                at = hbmPages.locate(p, u, e);
            }
            if (!at)
                return about(s,
                             Diagnostic(diag::Kind::write_past_tensor,
                                        fmt::format("element position {} lies past the end of {}", e, kernel::memoryName(dst.memory))),
                             op, tr.output, dst.at);
            storeElement(*at->block, at->ref, dst.dtype, bits);
        }
    }
    return std::nullopt;
}

diag::Result<Logical> readBack(State& s, std::size_t tensor, std::size_t op) {
    const kernel::Tensor& t = s.tensor(tensor);
    const TensorPlan& plan = s.plan.tensors[tensor];
    Logical l = makeLogical(s.env(), plan.axes, t.dtype);
    SourceReader reader(s, tensor, l.strides, l.values.size());
    // Every element the tensor's mappings place anywhere.
    std::vector<bool> held(l.values.size(), false);
    if (t.memory == kernel::Memory::Host) {
        const ElementOffsets offsets = elementOffsetsOf(plan.element(), l.strides);
        for (u64 e = 0; e < offsets.size(); ++e)
            if (const u64 o = offsets[e]; o != kPaddingOffset && o < held.size()) held[o] = true;
    } else {
        const auto kept = placementFor(s, tensor, l.strides);
        const Placement& p = *kept;
        for (const UnitPlace& u : p.units)
            for (u64 e = 0; e < p.elementOffsets.size(); ++e)
                if (const u64 o = join(u.offset, p.elementOffsets[e]); o != kPaddingOffset && o < held.size())
                    held[o] = true;  // as initialize's store
    }
    for (u64 o = 0; o < l.values.size(); ++o) {
        if (!held[o]) continue;
        u32 bits = 0;
        if (!reader.tryRead(o, bits)) {  // read() says why
            auto v = reader.read(o, op);
            if (!v) return v.error();
            bits = *v;
        }
        l.values[o] = decodeValue(t.dtype, bits);
    }
    l.held = std::move(held);
    return l;
}

}  // namespace tcpwb::sim::detail
