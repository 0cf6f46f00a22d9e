#include "dma/plan.h"

#include <fmt/format.h>

#include <algorithm>
#include <functional>

#include "sequencer/config.h"
#include "tensor/device_tensor.h"

namespace tcpwb::dma {
namespace {

using diag::Diagnostic;
using mapping::CompiledMapping;

// Segments one engine may be split into before we call the shape hopeless.
constexpr u64 kMaxSegments = 64;
// Stream positions whose validity we are willing to check one by one.
constexpr u64 kMaxCheckedPositions = u64{1} << 24;
// Packets of one engine the segmentation is willing to look at.
constexpr u64 kMaxSegmentedPackets = u64{1} << 22;

// Elements per level of a medium's device address space: element window,
// slice, cluster, chip.
struct DeviceSpans {
    u64 slice = 0, cluster = 0, chip = 0;  // element strides of one slice / cluster / chip
};

DeviceSpans deviceSpans(Medium medium, tensor::DType dtype) {
    if (medium == Medium::Dm) {
        const u64 window = elementsIn(dtype, kDmSliceWindowBytes);
        return {window, window * tensor::kSlicesPerCluster, window * tensor::kSlicesPerCluster * tensor::kClustersPerChip};
    }
    const u64 window = elementsIn(dtype, kChipWindowBytes);
    return {window, window, window};
}

std::string inner(const CompiledMapping& m) {
    std::string n = m.normalized();
    return n.substr(3, n.size() - 4);  // strip `m![` and `]`
}

// A mapping that may be absent (`m![1]` then).
diag::Result<CompiledMapping> compileOr(const std::optional<std::string>& text, const mapping::AxisEnv& env,
                                        const mapping::AliasTable& aliases, const char* role, const char* side) {
    auto m = mapping::compileMapping(text.value_or("m![1]"), env, aliases);
    if (!m) {
        Diagnostic d = m.error();
        d.message = fmt::format("{} {}: {}", side, role, d.message);
        return d;
    }
    return m;
}

// One side (In or Out) compiled: its levels and the buffer the sequencer reads.
struct Side {
    const char* name = "";  // "in" / "out"
    Medium medium = Medium::Hbm;
    std::optional<CompiledMapping> chip, cluster, slice, element;
    std::optional<CompiledMapping> buffer;  // m![chip, cluster, slice, element], compact
    u64 baseElements = 0;

    // Compact strides of the buffer's levels: element, slice, cluster.
    u64 elementSpan() const { return element->size(); }
    u64 sliceSpan() const { return elementSpan() * slice->size(); }
    u64 clusterSpan() const { return sliceSpan() * cluster->size(); }
};

diag::Result<Side> compileSide(const SideSpec& spec, const char* name, const DmaSpec& dma, const mapping::AxisEnv& env,
                               const mapping::AliasTable& aliases) {
    Side side;
    side.name = name;
    side.medium = spec.medium;
    if (spec.medium != Medium::Dm && (spec.cluster || spec.slice))
        return Diagnostic(diag::Kind::structure, fmt::format("{} is in {}, whose mapping has the form {{ chip, element }}: it has no "
                                                             "cluster or slice",
                                                             name, mediumName(spec.medium)));
    auto chip = compileOr(spec.chip, env, aliases, "chip", name);
    if (!chip) return chip.error();
    auto cluster = compileOr(spec.cluster, env, aliases, "cluster", name);
    if (!cluster) return cluster.error();
    auto slice = compileOr(spec.slice, env, aliases, "slice", name);
    if (!slice) return slice.error();
    auto element = compileOr(spec.element, env, aliases, "element", name);
    if (!element) return element.error();
    side.chip = chip.value();
    side.cluster = cluster.value();
    side.slice = slice.value();
    side.element = element.value();
    if (side.chip->size() > dma.chips)
        return Diagnostic(diag::Kind::capacity, fmt::format("{}'s chip mapping spans {} chips, but the system has {} (--chips)", name,
                                                            side.chip->size(), dma.chips));
    if (side.cluster->size() > tensor::kClustersPerChip)
        return Diagnostic(diag::Kind::capacity, fmt::format("{}'s cluster mapping spans {} clusters, but a chip has {}", name,
                                                            side.cluster->size(), tensor::kClustersPerChip));
    if (side.slice->size() > tensor::kSlicesPerCluster)
        return Diagnostic(diag::Kind::capacity, fmt::format("{}'s slice mapping spans {} slices, but a cluster has {}", name,
                                                            side.slice->size(), tensor::kSlicesPerCluster));
    for (const auto* m : {&side.chip, &side.cluster, &side.slice, &side.element})
        if ((*m)->size() == 0) return Diagnostic(diag::Kind::capacity, fmt::format("{} has an empty mapping: it holds no element", name));
    const u64 unit = tensor::alignmentOf(dma.dtype);
    if (spec.baseBytes % unit != 0)
        return Diagnostic(diag::Kind::alignment,
                          fmt::format("{}'s base address {} is not a multiple of the {}-byte element", name, spec.baseBytes, unit));
    const u64 capacity = spec.medium == Medium::Dm ? tensor::kDmBytesPerSlice : tensor::kHbmBytesPerChip;
    // A base past the memory is said as such: its end would only be a sum that saturated.
    if (spec.medium != Medium::Spm && spec.baseBytes >= capacity)
        return Diagnostic(diag::Kind::capacity,
                          fmt::format("{}'s base address {} is past the {} bytes of {} {}", name, spec.baseBytes, capacity,
                                      mediumName(spec.medium), spec.medium == Medium::Dm ? "in a slice" : "in a chip"));
    const u64 end = checkedAdd(spec.baseBytes, tensor::bytesFor(dma.dtype, side.element->size())).value_or(kMaxSize);
    if (spec.medium != Medium::Spm && end > capacity)
        return Diagnostic(diag::Kind::capacity,
                          fmt::format("{}'s element dimension ends at byte {}, past the {} bytes of {} {}", name, end, capacity,
                                      mediumName(spec.medium), spec.medium == Medium::Dm ? "in a slice" : "in a chip"));
    if (spec.baseBytes > kChipWindowBytes)
        return Diagnostic(diag::Kind::capacity, fmt::format("{}'s base address {} lies outside any memory", name, spec.baseBytes));
    side.baseElements = elementsIn(dma.dtype, spec.baseBytes);
    auto buffer = mapping::compileMapping(
        fmt::format("m![{}, {}, {}, {}]", inner(*side.chip), inner(*side.cluster), inner(*side.slice), inner(*side.element)), env, aliases);
    if (!buffer) return buffer.error();
    side.buffer = buffer.value();
    return side;
}

// A compact stride (the sequencer's, over m![chip, cluster, slice, element])
// in the device address space.
u64 deviceStride(const Side& side, const DeviceSpans& spans, u64 s) {
    if (s == 0) return 0;
    if (s >= side.clusterSpan()) return s / side.clusterSpan() * spans.chip;
    if (s >= side.sliceSpan()) return s / side.sliceSpan() * spans.cluster;
    if (s >= side.elementSpan()) return s / side.elementSpan() * spans.slice;
    return s;
}

u64 deviceAddress(const Side& side, const DeviceSpans& spans, u64 compact) {
    const u64 chip = compact / side.clusterSpan();
    const u64 cluster = compact % side.clusterSpan() / side.sliceSpan();
    const u64 slice = compact % side.sliceSpan() / side.elementSpan();
    const u64 element = compact % side.elementSpan();
    return chip * spans.chip + cluster * spans.cluster + slice * spans.slice + element + side.baseElements;
}

// The entries of size > 1 a derivation gives, in device strides.
std::vector<sequencer::Entry> deviceEntries(const sequencer::Config& config, const Side& side, const DeviceSpans& spans) {
    std::vector<sequencer::Entry> out;
    for (sequencer::Entry e : config.entries) {
        if (e.size <= 1) continue;  // a single iteration moves nothing; its offset is in the base
        e.stride = deviceStride(side, spans, e.stride);
        out.push_back(e);
    }
    return out;
}

diag::Result<sequencer::Config> deriveSide(const Side& side, const CompiledMapping& time, const CompiledMapping& packet,
                                           tensor::DType dtype, bool partial = false) {
    // The Fetch flavour: no 32-byte packet rule (the DMA packet is checked below).
    auto config = sequencer::derive({*side.buffer, time, packet, dtype, sequencer::Request::Engine::Fetch, partial});
    if (!config) {
        Diagnostic d = config.error();
        d.message = fmt::format("{} sequencer: {}", side.name, d.message);
        return d;
    }
    return config;
}

// The common refinement of the two sides' loop nests: both iterate the same
// stream, but a term may split over two digits on one side and not the other.
diag::Result<std::vector<PairedEntry>> pair(std::vector<sequencer::Entry> read, std::vector<sequencer::Entry> write) {
    std::vector<PairedEntry> out;
    while (!read.empty() && !write.empty()) {
        sequencer::Entry& r = read.back();
        sequencer::Entry& w = write.back();
        const u64 n = std::min(r.size, w.size);
        if (std::max(r.size, w.size) % n != 0)
            return Diagnostic(diag::Kind::incompatible_shapes,
                              fmt::format("the read entry `{}` ({} iterations) and the write entry `{}` ({}) do not nest, so "
                                          "one DMA sequencer cannot drive both sides",
                                          r.term, r.size, w.term, w.size));
        out.push_back({r.size <= w.size ? r.term : w.term, n, r.stride, w.stride, r.packet || w.packet});
        auto consume = [n](std::vector<sequencer::Entry>& side) {
            sequencer::Entry& e = side.back();
            if (e.size == n) side.pop_back();
            else {  // the outer rest of a term the other side splits
                e.size /= n;
                e.stride *= n;
                e.term = fmt::format("{} / {}", e.term, n);
            }
        };
        consume(read);
        consume(write);
    }
    if (!read.empty() || !write.empty())
        return Diagnostic(diag::Kind::incompatible_shapes, "the read and write sequencers iterate different numbers of packets");
    std::reverse(out.begin(), out.end());
    return out;
}

// Merges adjacent entries contiguous on both sides while there are more than
// a sequencer's 8 ("Merging Entries").
void mergePaired(std::vector<PairedEntry>& entries) {
    for (std::size_t k = entries.size(); entries.size() > sequencer::kMaxEntries && k-- > 1;) {
        PairedEntry& outer = entries[k - 1];
        const PairedEntry& in = entries[k];
        if (outer.readStride == in.size * in.readStride && outer.writeStride == in.size * in.writeStride && outer.packet == in.packet) {
            outer.term = "[" + outer.term + ", " + in.term + "]";
            outer.size *= in.size;
            outer.readStride = in.readStride;
            outer.writeStride = in.writeStride;
            entries.erase(entries.begin() + static_cast<std::ptrdiff_t>(k));
        }
    }
}

[[nodiscard]] std::optional<Diagnostic> checkSideAlignment(const std::vector<PairedEntry>& entries, bool read, u64 base, u64 align,
                                                           tensor::DType dtype, const Side& side) {
    auto misaligned = [&](u64 elements) { return byteOffsetOf(dtype, elements) % align != 0; };
    const char* what = read ? "read" : "write";
    if (misaligned(base))
        return Diagnostic(diag::Kind::alignment, fmt::format("the {} base address ({} bytes into {}) is not {}-byte aligned", what,
                                                             byteOffsetOf(dtype, base) % kChipWindowBytes, mediumName(side.medium), align));
    for (std::size_t k = 0; k + 1 < entries.size(); ++k) {  // the packet itself is one contiguous run
        const PairedEntry& e = entries[k];
        const u64 stride = read ? e.readStride : e.writeStride;
        if (e.size > 1 && misaligned(stride))
            return Diagnostic(diag::Kind::alignment,
                              fmt::format("the {} stride of `{}` is {} bytes, not a multiple of the {}-byte {} "
                                          "alignment of {}",
                                          what, e.term, byteOffsetOf(dtype, stride), align, what, mediumName(side.medium)))
                .withFix("reorder the stream so the packet's term is contiguous and a multiple of the alignment");
    }
    return std::nullopt;
}

// Which stream positions hold tensor data: the padding of a stream (A # 16)
// must never be written (Example 6).
struct Validity {
    bool all = true;
    std::vector<bool> valid;  // per (unit, time) position when !all
    u64 timeSize = 1;
    u64 packetSize = 1;        // stream Packet positions per time position
    bool perPosition = false;  // valid is per (unit, time, packet) position

    // Whether the stream positions [first, first + count) of `unit` (in
    // flattened time x packet order) all hold data.
    bool covers(u64 unit, u64 first, u64 count) const {
        if (all) return true;
        if (perPosition) {
            const u64 base = unit * timeSize * packetSize;
            for (u64 p = first; p < first + count; ++p)
                if (!valid[base + p]) return false;
            return true;
        }
        const u64 base = unit * timeSize;
        for (u64 t = first / packetSize; t <= (first + count - 1) / packetSize; ++t)
            if (!valid[base + t]) return false;
        return true;
    }
};

bool hasPadding(const CompiledMapping& m) {
    const auto& nf = m.normalForm();
    if (!nf.valid) return true;
    return std::any_of(nf.factors.begin(), nf.factors.end(),
                       [](const mapping::Factor& f) { return f.isPadded() || f.content != mapping::Factor::Content::Axis; }) ||
           m.hasCoupledPadding();
}

diag::Result<Validity> streamValidity(const std::string& units, const CompiledMapping& time, const CompiledMapping& packet, u64 unitCount,
                                      const mapping::AxisEnv& env, const mapping::AliasTable& aliases) {
    Validity v;
    v.timeSize = time.size();
    v.packetSize = packet.size();
    const std::string head = units.empty() ? "" : units + ", ";
    auto full = mapping::compileMapping(fmt::format("m![{}{}, {}]", head, inner(time), inner(packet)), env, aliases);
    if (!full) return full.error();
    if (!hasPadding(*full)) return v;
    v.all = false;
    v.perPosition = hasPadding(packet);
    const std::string text =
        v.perPosition ? fmt::format("m![{}{}, {}]", head, inner(time), inner(packet)) : fmt::format("m![{}{}]", head, inner(time));
    auto positions = mapping::compileMapping(text, env, aliases);
    if (!positions) return positions.error();
    const u64 count = positions->size();
    if (count != unitCount * v.timeSize * (v.perPosition ? v.packetSize : 1) || count > kMaxCheckedPositions)
        return Diagnostic(diag::Kind::too_large, fmt::format("the padded stream has {} positions; the workbench checks at most {} for "
                                                             "padding",
                                                             count, kMaxCheckedPositions));
    v.valid.resize(count);
    for (u64 i = 0; i < count; ++i) v.valid[i] = positions->at(i).has_value();
    return v;
}

// Splits one engine's loop nest into boxes whose every packet holds data
// (Example 6's executions #0 and #1): split the innermost entry whose values
// divide into fewest boxes, keep whole runs, recurse into mixed values.
class Segmenter {
public:
    Segmenter(const std::vector<PairedEntry>& entries, const Validity& validity, u64 unit, u64 packetElements)
        : entries_(entries), validity_(validity), unit_(unit), packet_(packetElements) {
        outer_ = entries.size() - 1;  // the last entry is the packet
    }

    using Box = std::vector<std::pair<u64, u64>>;  // [lo, hi) per outer entry

    diag::Result<std::vector<Box>> run() {
        Box all;
        u64 points = 1;
        for (std::size_t k = 0; k < outer_; ++k) {
            all.emplace_back(0, entries_[k].size);
            points = checkedMul(points, entries_[k].size).value_or(kMaxSize);
        }
        if (validity_.all) return std::vector<Box>{all};
        if (points > kMaxSegmentedPackets)
            return Diagnostic(diag::Kind::too_large, fmt::format("the stream holds padding and one engine moves {} packets; the workbench "
                                                                 "segments at most {} to keep writes off the padding",
                                                                 points, kMaxSegmentedPackets))
                .withFix("make the padded term part of the packet or of a smaller stream");
        std::vector<Box> out;
        if (auto failed = split(all, out)) return *failed;
        return out;
    }

private:
    enum class Fill { Empty, Full, Mixed };

    Fill fill(const Box& box) const {
        bool any = false, every = true;
        forEach(box, [&](u64 point) {
            const bool ok = validity_.covers(unit_, point * packet_, packet_);
            any = any || ok;
            every = every && ok;
            return every || !any;  // stop once the box is known to be mixed
        });
        return every ? Fill::Full : (any ? Fill::Mixed : Fill::Empty);
    }

    // Calls f with the flat outer index of every point of the box while f returns true.
    void forEach(const Box& box, const std::function<bool(u64)>& f) const {
        std::vector<u64> at(box.size());
        for (std::size_t k = 0; k < box.size(); ++k) {
            if (box[k].first >= box[k].second) return;
            at[k] = box[k].first;
        }
        while (true) {
            u64 flat = 0;
            for (std::size_t k = 0; k < box.size(); ++k) flat = flat * entries_[k].size + at[k];
            if (!f(flat)) return;
            std::size_t k = box.size();
            while (k > 0) {
                --k;
                if (++at[k] < box[k].second) break;
                at[k] = box[k].first;
                if (k == 0) return;
            }
            if (box.empty()) return;
        }
    }

    [[nodiscard]] std::optional<Diagnostic> split(const Box& box, std::vector<Box>& out) {
        const Fill f = fill(box);
        if (f == Fill::Empty) return std::nullopt;
        if (f == Fill::Full) {
            out.push_back(box);
            return std::nullopt;
        }
        // Mixed: pick the entry whose values group into the fewest pieces.
        std::optional<std::size_t> best;
        std::vector<std::pair<Box, Fill>> bestPieces;
        for (std::size_t k = box.size(); k-- > 0;) {
            if (box[k].second - box[k].first < 2) continue;
            std::vector<std::pair<Box, Fill>> pieces;
            for (u64 v = box[k].first; v < box[k].second; ++v) {
                Box slice = box;
                slice[k] = {v, v + 1};
                const Fill sf = fill(slice);
                if (sf == Fill::Full && !pieces.empty() && pieces.back().second == Fill::Full && pieces.back().first[k].second == v)
                    pieces.back().first[k].second = v + 1;
                else if (sf != Fill::Empty) pieces.emplace_back(slice, sf);
            }
            if (!best || pieces.size() < bestPieces.size()) {
                best = k;
                bestPieces = std::move(pieces);
            }
        }
        if (!best) return Diagnostic(diag::Kind::segmentation_limit, "a single packet mixes data and padding");
        for (auto& [piece, pf] : bestPieces) {
            if (pf == Fill::Full) out.push_back(piece);
            else if (auto failed = split(piece, out)) return failed;
            if (out.size() > kMaxSegments)
                return Diagnostic(diag::Kind::segmentation_limit,
                                  fmt::format("keeping the writes inside the tensor needs more than {} DMA commands on one "
                                              "engine",
                                              kMaxSegments))
                    .withFix("choose a shape that divides evenly across the DMA Engines, or pad the destination");
        }
        return std::nullopt;
    }

    const std::vector<PairedEntry>& entries_;
    const Validity& validity_;
    u64 unit_;
    u64 packet_;
    std::size_t outer_;
};

// The stream's engine-selecting part, `m![chip, cluster, slice]`, and its extents.
struct Units {
    std::string text;  // without m![ ]; empty for a single engine
    u64 chip = 1, cluster = 1, slice = 1;
    u64 count() const { return chip * cluster * slice; }
};

diag::Result<Units> compileUnits(const StreamSpec& stream, const DmaSpec& dma, const mapping::AxisEnv& env,
                                 const mapping::AliasTable& aliases) {
    Units u;
    std::vector<std::string> parts;
    auto take = [&](const std::optional<std::string>& text, const char* role, u64& extent) -> std::optional<Diagnostic> {
        if (!text) return std::nullopt;
        auto m = compileOr(text, env, aliases, role, "stream");
        if (!m) return m.error();
        extent = m->size();
        parts.push_back(inner(*m));
        return std::nullopt;
    };
    if (auto e = take(stream.chip, "chip", u.chip)) return *e;
    if (auto e = take(stream.cluster, "cluster", u.cluster)) return *e;
    if (auto e = take(stream.slice, "slice", u.slice)) return *e;
    for (std::size_t k = 0; k < parts.size(); ++k) u.text += (k ? ", " : "") + parts[k];
    if (u.chip > dma.chips)
        return Diagnostic(diag::Kind::engine_limit,
                          fmt::format("the stream spreads over {} chips, but the system has {} (--chips)", u.chip, dma.chips));
    if (u.cluster > tensor::kClustersPerChip || u.cluster * u.slice > kEnginesPerChip)
        return Diagnostic(diag::Kind::engine_limit,
                          fmt::format("the stream needs {} DMA Engines per chip ({} clusters x {}), but a chip has {}", u.cluster * u.slice,
                                      u.cluster, u.slice, kEnginesPerChip))
            .withFix("move part of the stream's slice term into its time");
    return u;
}

// Per engine, the base offset (device elements) of one side.
diag::Result<std::vector<u64>> unitBases(const Side& side, const DeviceSpans& spans, const Units& units, tensor::DType dtype,
                                         const mapping::AxisEnv& env, const mapping::AliasTable& aliases, u64 streamBase) {
    std::vector<u64> out(units.count(), 0);
    if (units.text.empty()) {
        out[0] = deviceAddress(side, spans, streamBase);
        return out;
    }
    auto time = mapping::compileMapping("m![" + units.text + "]", env, aliases);
    if (!time) return time.error();
    auto one = mapping::compileMapping("m![1]", env, aliases);
    auto config = deriveSide(side, *time, *one, dtype, /*partial=*/true);  // the units, without the packet
    if (!config) return config.error();
    std::vector<sequencer::Entry> entries;
    for (const auto& e : config->entries)
        if (e.size > 1) entries.push_back(e);
    for (u64 u = 0; u < units.count(); ++u) {
        u64 rest = u, compact = config->base + streamBase;
        for (std::size_t k = entries.size(); k-- > 0;) {
            compact += rest % entries[k].size * entries[k].stride;
            rest /= entries[k].size;
        }
        out[u] = deviceAddress(side, spans, compact);
    }
    return out;
}

}  // namespace

u64 Descriptor::packets() const {
    u64 n = 1;
    for (std::size_t k = 0; k + 1 < entries.size(); ++k) n = checkedMul(n, entries[k].size).value_or(kMaxSize);
    return n;
}

diag::Result<DmaPlan> planDma(const DmaSpec& spec, const mapping::AxisEnv& env, const mapping::AliasTable& aliases) {
    if (spec.chips == 0 || spec.chips > kMaxChips)
        return Diagnostic(diag::Kind::engine_limit, fmt::format("a system has 1 to {} chips, not {}", kMaxChips, spec.chips));
    auto in = compileSide(spec.in, "in", spec, env, aliases);
    if (!in) return in.error();
    auto out = compileSide(spec.out, "out", spec, env, aliases);
    if (!out) return out.error();
    auto time = mapping::compileMapping(spec.stream.time, env, aliases);
    if (!time) return time.error();
    auto packet = mapping::compileMapping(spec.stream.packet, env, aliases);
    if (!packet) return packet.error();
    auto units = compileUnits(spec.stream, spec, env, aliases);
    if (!units) return units.error();

    DmaPlan plan;
    plan.dtype = spec.dtype;
    plan.in = spec.in.medium;
    plan.out = spec.out.medium;
    plan.alignment = transferAlignment(plan.in, plan.out);
    plan.units = units->count();
    const DeviceSpans inSpans = deviceSpans(plan.in, spec.dtype), outSpans = deviceSpans(plan.out, spec.dtype);

    // A DMA packet need not be contiguous in memory: stride0 is whatever run
    // both sides share. When the stream's Packet is not contiguous on a side,
    // that side's sequencer reads it as more loops.
    auto folded = mapping::compileMapping(fmt::format("m![{}, {}]", inner(*time), inner(*packet)), env, aliases);
    if (!folded) return folded.error();
    auto one = mapping::compileMapping("m![1]", env, aliases);
    auto deriveEither = [&](const Side& side) {
        auto config = deriveSide(side, *time, *packet, spec.dtype);
        if (!config && config.error().kind == diag::Kind::packet_fetch) return deriveSide(side, *folded, *one, spec.dtype);
        return config;
    };
    auto read = deriveEither(*in);
    if (!read) return read.error();
    auto write = deriveEither(*out);
    if (!write) return write.error();
    auto paired = pair(deviceEntries(*read, *in, inSpans), deviceEntries(*write, *out, outSpans));
    if (!paired) return paired.error();
    std::vector<PairedEntry> entries = paired.value();
    mergePaired(entries);
    for (const PairedEntry& e : entries)
        if (e.size > sequencer::kMaxIterations)
            return Diagnostic(diag::Kind::iteration_limit, fmt::format("entry `{}` iterates {} times, more than the {} a sequencer entry "
                                                                       "allows",
                                                                       e.term, e.size, sequencer::kMaxIterations));

    // stride0: the innermost run contiguous on both sides, cut to a packet.
    u64 run = 1;
    std::string runTerm = "element";
    if (!entries.empty() && entries.back().readStride == 1 && entries.back().writeStride == 1) {
        run = entries.back().size;
        runTerm = entries.back().term;
        entries.pop_back();
    }
    auto choice = choosePacket(run, spec.dtype, plan.alignment.packet);
    if (!choice) return choice.error();
    plan.packet = choice.value();
    if (plan.packet.outer > 1)
        entries.push_back({runTerm + " (packets)", plan.packet.outer, plan.packet.elements, plan.packet.elements, true});
    entries.push_back({runTerm, plan.packet.elements, 1, 1, true});
    if (entries.size() > sequencer::kMaxEntries)
        return Diagnostic(diag::Kind::entry_limit, fmt::format("the DMA sequencer needs {} entries, more than the {} it has",
                                                               entries.size(), sequencer::kMaxEntries));
    if (plan.packet.advice) plan.notes.push_back(*plan.packet.advice);
    plan.requestsPerPacket = requestsPerPacket(plan.packet.bytes);

    auto readBases = unitBases(*in, inSpans, *units, spec.dtype, env, aliases, read->base);
    if (!readBases) return readBases.error();
    auto writeBases = unitBases(*out, outSpans, *units, spec.dtype, env, aliases, write->base);
    if (!writeBases) return writeBases.error();
    for (u64 base : readBases.value())
        if (auto bad = checkSideAlignment(entries, true, base, plan.alignment.read, spec.dtype, *in)) return *bad;
    for (u64 base : writeBases.value())
        if (auto bad = checkSideAlignment(entries, false, base, plan.alignment.write, spec.dtype, *out)) return *bad;
    plan.entries = entries;

    auto validity = streamValidity(units->text, *time, *packet, units->count(), env, aliases);
    if (!validity) return validity.error();
    for (u64 u = 0; u < units->count(); ++u) {
        const Unit unit{u / (units->cluster * units->slice), u / units->slice % units->cluster, u % units->slice};
        plan.engines.push_back(unit);
        auto boxes = Segmenter(entries, validity.value(), u, plan.packet.elements).run();
        if (!boxes) return boxes.error();
        u64 segment = 0;
        for (const auto& box : boxes.value()) {
            Descriptor d{u, unit, segment++, entries, readBases.value()[u], writeBases.value()[u]};
            for (std::size_t k = 0; k < box.size(); ++k) {
                d.entries[k].size = box[k].second - box[k].first;
                d.readBase += box[k].first * entries[k].readStride;
                d.writeBase += box[k].first * entries[k].writeStride;
            }
            plan.descriptors.push_back(std::move(d));
        }
    }
    if (units->count() > 1 && !validity->all)
        plan.notes.push_back(
            "the stream holds padding: engines whose share does not fill their loops run several "
            "commands, each with its own start-up (heterogeneous operation)");
    return plan;
}

Location locate(Medium medium, tensor::DType dtype, u64 elementAddress) {
    const DeviceSpans spans = deviceSpans(medium, dtype);
    Location at;
    at.chip = elementAddress / spans.chip;
    if (medium == Medium::Dm) {
        at.cluster = elementAddress % spans.chip / spans.cluster;
        at.slice = elementAddress % spans.cluster / spans.slice;
    }
    at.byte = byteOffsetOf(dtype, elementAddress % spans.slice);
    return at;
}

u64 elementAddressOf(Medium medium, tensor::DType dtype, const Location& at) {
    const DeviceSpans spans = deviceSpans(medium, dtype);
    u64 address = at.chip * spans.chip + elementsIn(dtype, at.byte);
    if (medium == Medium::Dm) address += at.cluster * spans.cluster + at.slice * spans.slice;
    return address;
}

std::string strideLabel(Medium medium, tensor::DType dtype, u64 s) {
    const DeviceSpans spans = deviceSpans(medium, dtype);
    auto times = [](u64 k, const char* name) { return k == 1 ? std::string(name) : fmt::format("{} * {}", k, name); };
    if (s == 0 || s < spans.slice) return fmt::format("{}", s);
    if (s % spans.chip == 0) return times(s / spans.chip, "chip_stride");
    if (medium != Medium::Dm) return fmt::format("{}", s);
    if (s % spans.cluster == 0) return times(s / spans.cluster, "cluster_stride");
    const u64 slices = s / spans.slice;
    if (s % spans.slice == 0 && slices % kSlicesPerDmn == 0) return times(slices / kSlicesPerDmn, "DMN_stride");
    if (s % spans.slice == 0) return times(slices, "slice_stride");
    return fmt::format("{}", s);
}

std::string baseLabel(Medium medium, tensor::DType dtype, u64 address) {
    const Location at = locate(medium, dtype, address);
    if (medium == Medium::Dm) return fmt::format("DM/D@({}, {}, {}, {})", at.chip, at.cluster, at.slice, at.byte);
    if (at.chip) return fmt::format("{}/D@({}, {})", mediumName(medium), at.chip, at.byte);
    return fmt::format("{}/D@{}", mediumName(medium), at.byte);
}

std::string describeSide(const std::vector<PairedEntry>& entries, bool read, Medium medium, tensor::DType dtype, u64 base,
                         u64 packetElements) {
    std::string text = "[";
    for (const PairedEntry& e : entries) {
        if (text.size() > 1) text += ", ";
        text += fmt::format("{}={}:{}", e.term, e.size, strideLabel(medium, dtype, read ? e.readStride : e.writeStride));
    }
    return text + fmt::format("]:{} {}", packetElements, baseLabel(medium, dtype, base));
}

}  // namespace tcpwb::dma
