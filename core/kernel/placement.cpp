#include "kernel/placement.h"

#include <algorithm>
#include <array>
#include <variant>

#include <fmt/format.h>

#include "contraction/hardware.h"
#include "contraction/trf_sequencer.h"
#include "mapping/mapping.h"
#include "memory/allocator.h"
#include "memory/dm.h"
#include "memory/hbm.h"
#include "tensor/device_tensor.h"

namespace tcpwb::kernel {

std::optional<std::size_t> LiveRange::firstOp() const {
    if (begin >= end || begin == 0) return std::nullopt;
    return static_cast<std::size_t>(begin - 1);
}

std::optional<std::size_t> LiveRange::lastOp(std::size_t opCount) const {
    if (begin >= end || end < 2) return std::nullopt;
    return static_cast<std::size_t>(std::min<u64>(end - 2, opCount == 0 ? 0 : opCount - 1));
}

namespace {

// The tensors an operation reads or writes, the output last.
std::vector<std::size_t> touchedBy(const Operation& op) {
    if (op.kind == Operation::Kind::Transfer) {
        if (op.transfer.index) return {op.transfer.source, *op.transfer.index, op.transfer.output};
        return {op.transfer.source, op.transfer.output};
    }
    const StreamPass& pass = op.pass;
    std::vector<std::size_t> out{pass.source};
    out.insert(out.end(), pass.interleavedSources.begin(), pass.interleavedSources.end());
    for (const Step& step : pass.steps) {
        if (step.operand) out.push_back(*step.operand);
        out.insert(out.end(), step.vrfOperands.begin(), step.vrfOperands.end());
    }
    out.push_back(pass.output);
    return out;
}

// Tensors nothing in the kernel may reuse the space of: what is read after
// the device is done (the outputs, what to_host copies out), and what the
// caller owns (tensors already in memory when the kernel starts, and what
// the host uploads: it holds the handle until it drops it).
std::vector<bool> keptToTheEnd(const Program& program) {
    std::vector<bool> kept(program.tensors.size(), false);
    for (std::size_t o : program.outputs)
        if (o < kept.size()) kept[o] = true;
    for (std::size_t i = 0; i < program.tensors.size(); ++i)
        if (program.tensors[i].origin == Origin::Preloaded) kept[i] = true;
    for (const Operation& op : program.ops) {
        if (op.kind != Operation::Kind::Transfer || op.transfer.output >= kept.size() || op.transfer.source >= kept.size()) continue;
        if (program.tensors[op.transfer.output].memory == Memory::Host) kept[op.transfer.source] = true;
        if (program.tensors[op.transfer.source].memory == Memory::Host) kept[op.transfer.output] = true;
    }
    return kept;
}

std::optional<mapping::CompiledMapping> compiledMapping(const Program& program, const MappingText& text) {
    auto m = mapping::compileMapping(text.text, program.axes);
    if (!m) return std::nullopt;
    return std::move(m).value();
}

// The memories the allocator fills, with their capacity per unit and alignment:
// HBM and DM from the manual's geometry ("Memory Performance"), 256-byte HBM
// units (an unaligned HBM write is a read-modify-write) and the DM's 8-byte
// write unit ("DMA Engine", Alignment Constraints); the VRF in 32-byte flits
// (to_vrf stores whole flits); the TRF in halves (FirstHalf, SecondHalf;
// Full takes both).
struct Arenas {
    static constexpr std::array<Memory, 4> kMemories{Memory::Hbm, Memory::Dm, Memory::Vrf, Memory::Trf};
    static memory::Arena of(Memory m) {
        switch (m) {
            case Memory::Hbm: return {"HBM", memory::kHbm.capacityBytes(), memory::kHbmUnitBytes};
            case Memory::Dm: return {"DM", memory::kDm.sliceBytes(), memory::kDm.bytesPerRow};  // a bank's 8-byte width
            case Memory::Vrf: return {"VRF", tensor::kVrfBytesPerSlice, kVrfFlitBytes};
            case Memory::Trf:
            case Memory::Host: break;
        }
        return {"TRF", 2, 1};
    }
    static constexpr u64 kVrfFlitBytes = 32;
};

// Whether the TRF tensor fits one half of each Row (FirstHalf): the rule
// contraction::layoutTrf applies when it is loaded.
bool fitsTrfHalf(const Program& program, const Tensor& t) {
    if (t.mappings.size() != 5) return false;
    auto row = compiledMapping(program, t.mappings[3]);
    auto element = compiledMapping(program, t.mappings[4]);
    if (!row || !element) return false;
    return contraction::layoutTrf({*row, *element, t.dtype, contraction::TrfAddress::FirstHalf}).ok();
}

// The allocator's block for a tensor: its size in the arena (TRF: halves) and alignment.
std::optional<memory::Block> blockOf(const Program& program, const Tensor& t, const LiveRange& life) {
    memory::Block b;
    b.begin = life.begin;
    b.end = life.end;
    if (t.memory == Memory::Trf) {
        const bool whole = t.address ? t.trfFull : !fitsTrfHalf(program, t);
        b.size = whole ? 2 : 1;
        b.alignment = b.size;
        if (t.address) b.fixed = t.trfFull ? 0 : std::min<u64>(*t.address, 1);
        return b;
    }
    auto footprint = footprintOf(program, t);
    if (!footprint) return std::nullopt;
    b.size = t.memory == Memory::Vrf ? roundUp(footprint->bytes, Arenas::kVrfFlitBytes) : footprint->bytes;
    b.fixed = t.address;
    return b;
}

class FailureReport {
public:
    FailureReport(const Program& program, Memory memory, const std::vector<std::size_t>& tensors, const std::vector<memory::Block>& blocks)
        : program_(program), memory_(memory), tensors_(tensors), blocks_(blocks) {}

    diag::Diagnostic operator()(const memory::AllocationFailure& f) const {
        const Tensor& t = program_.tensors[tensors_[f.block]];
        const memory::Arena arena = Arenas::of(memory_);
        diag::Diagnostic d(diag::Kind::allocation_failed, headline(f, t, arena));
        if (t.at.known()) {
            d.offset = t.at.offset;
            d.length = t.at.length;
        }
        d.withNote(fmt::format("the tensors live at the peak, {}:", where(f.peakPoint)));
        for (std::size_t b : f.liveAtPeak) d.withNote(describe(b, f));
        if (f.fragmented()) {
            d.withNote(fmt::format("what holds {} while `{}` is live:", arena.name, t.name));
            for (std::size_t b : f.inTheWay) d.withNote(describe(b, f));
        }
        d.withFix(f.fragmented() ? "write addresses for the tensors that stay long, or create the large tensors first"
                                 : "move results out of " + std::string(arena.name) +
                                       " once they are read (to_hbm), or tile the kernel so fewer bytes are live at once");
        return d;
    }

private:
    std::string headline(const memory::AllocationFailure& f, const Tensor& t, const memory::Arena& arena) const {
        if (memory_ == Memory::Trf)
            return fmt::format("{} `{}` while it is live: {} TRF tensors are live at the peak, {}",
                               blocks_[f.block].size == 2 ? "the TRF is never wholly free for" : "the TRF has no free half for", t.name,
                               f.liveAtPeak.size(), where(f.peakPoint));
        const std::string_view unit = footprintOf(program_, t)->unit;
        if (f.fragmented())
            return fmt::format(
                "{} has no free range of {} bytes per {} for `{}`: the live tensors need at most {} of its {} bytes, "
                "but the free space around them is split",
                arena.name, blocks_[f.block].size, unit, t.name, f.peakBytes, arena.capacity);
        return fmt::format(
            "{} cannot hold `{}` ({} bytes per {}): at the peak, {}, the live tensors need {} bytes per {} of the {} there are", arena.name,
            t.name, blocks_[f.block].size, unit, where(f.peakPoint), f.peakBytes, unit, arena.capacity);
    }

    // A program point in the kernel's words.
    std::string where(u64 point) const {
        if (point == 0) return "before the first operation";
        if (point > program_.ops.size()) return "after the last operation";
        const Operation& op = program_.ops[point - 1];
        return op.at.known() ? fmt::format("line {} (`{}`)", op.at.line, op.name) : fmt::format("`{}`", op.name);
    }

    std::string describe(std::size_t block, const memory::AllocationFailure& f) const {
        const Tensor& t = program_.tensors[tensors_[block]];
        const memory::Block& b = blocks_[block];
        const std::optional<u64> address = block < f.addresses.size() ? f.addresses[block] : std::nullopt;
        std::string size = memory_ == Memory::Trf ? (b.size == 2 ? "the whole TRF" : "half the TRF")
                                                  : fmt::format("{} bytes per {}", b.size, footprintOf(program_, t)->unit);
        std::string placed = address && memory_ != Memory::Trf ? fmt::format(" at [{}, {})", *address, *address + b.size) : "";
        std::string written = t.address && !t.placed ? " (address written in the kernel)" : "";
        // Where it is declared, when that is not where it is born.
        const bool bornThere = b.begin > 0 && b.begin <= program_.ops.size() && program_.ops[b.begin - 1].at.line == t.at.line;
        std::string line = t.at.known() && !bornThere ? fmt::format(" (declared at line {})", t.at.line) : "";
        return fmt::format("`{}`: {}{}{}, live from {} to {}{}", t.name, size, placed, written, where(b.begin),
                           where(b.end == 0 ? 0 : b.end - 1), line);
    }

    const Program& program_;
    Memory memory_;
    const std::vector<std::size_t>& tensors_;
    const std::vector<memory::Block>& blocks_;
};

// A reshaped tensor is its source's bytes: one block, live while any of them is.
std::vector<LiveRange> blockLives(const std::vector<LiveRange>& lives, const std::vector<std::size_t>& roots) {
    std::vector<LiveRange> out = lives;
    for (std::size_t i = 0; i < lives.size(); ++i) {
        const std::size_t r = roots[i];
        if (r == i || lives[i].begin >= lives[i].end) continue;
        if (out[r].begin >= out[r].end) {
            out[r] = lives[i];
        } else {
            out[r].begin = std::min(out[r].begin, lives[i].begin);
            out[r].end = std::max(out[r].end, lives[i].end);
        }
    }
    return out;
}

// Places one memory's tensors: those without an address get one; a reshaped
// tensor gets its root's (kernel::relabelRoots).
[[nodiscard]] std::optional<diag::Diagnostic> placeIn(Program& program, Memory memory, const std::vector<LiveRange>& lives,
                                                      const std::vector<std::size_t>& roots) {
    const memory::Arena arena = Arenas::of(memory);
    std::vector<std::size_t> tensors;
    std::vector<memory::Block> blocks;
    bool anyToPlace = false;
    for (std::size_t i = 0; i < program.tensors.size(); ++i) {
        const Tensor& t = program.tensors[i];
        if (t.memory != memory || roots[i] != i) continue;
        auto block = blockOf(program, t, lives[i]);
        // A tensor larger than its memory alone breaks the capacity rule the simulator names.
        if (!block || block->size > arena.capacity) continue;
        anyToPlace = anyToPlace || !block->fixed;
        tensors.push_back(i);
        blocks.push_back(*block);
    }
    if (!anyToPlace) return std::nullopt;
    auto placed = memory::allocate(arena, blocks);
    if (auto* failure = std::get_if<memory::AllocationFailure>(&placed)) return FailureReport(program, memory, tensors, blocks)(*failure);
    const auto& addresses = std::get<std::vector<u64>>(placed);
    for (std::size_t k = 0; k < tensors.size(); ++k) {
        if (blocks[k].fixed) continue;
        Tensor& t = program.tensors[tensors[k]];
        t.placed = true;
        t.address = addresses[k];
        if (memory == Memory::Trf) {
            t.trfFull = blocks[k].size == 2;
            t.address = t.trfFull ? 0 : addresses[k];
        }
    }
    return std::nullopt;
}

// The tensor an operation writes: what its sink or transfer creates or fills.
std::size_t writtenBy(const Operation& op) { return op.kind == Operation::Kind::Transfer ? op.transfer.output : op.pass.output; }

// Whether operation `load` may run just before operation `reader` instead:
// nothing between them writes what it reads, or touches what it writes.
bool movable(const Program& program, std::size_t load, std::size_t reader, const std::vector<std::size_t>& roots) {
    const std::vector<std::size_t> touched = touchedBy(program.ops[load]);
    const std::size_t written = roots[writtenBy(program.ops[load])];
    for (std::size_t k = load + 1; k < reader; ++k) {
        const std::size_t target = roots[writtenBy(program.ops[k])];
        for (std::size_t t : touched)
            if (roots[t] == target) return false;
        for (std::size_t t : touchedBy(program.ops[k]))
            if (roots[t] == written) return false;
    }
    return true;
}

// The toolchain leaves where a register-file tensor lands, and when its load
// runs, to its compiler: "Where in the register file it lands is the
// compiler's to decide", "The scheduler may order independent operations",
// and its to_vrf checks only that one tensor fits the file (config_to_vrf).
// When the VRF tensors, loaded in program order, do not fit together, each
// VRF load moves to just before its first reader, if nothing between them
// writes what it reads: a later load's tensor is not live beside what the
// operations before it still read. Whether any load moved.
bool sinkVrfLoads(Program& program, const std::vector<std::size_t>& roots) {
    bool moved = false;
    for (std::size_t load = program.ops.size(); load-- > 0;) {
        const Operation& op = program.ops[load];
        if (op.kind != Operation::Kind::Pass || op.pass.sink != SinkKind::ToVrf) continue;
        const std::size_t vrf = roots[op.pass.output];
        std::size_t reader = load + 1;
        auto reads = [&](const Operation& o) {
            const auto touched = touchedBy(o);
            return std::any_of(touched.begin(), touched.end(), [&](std::size_t t) { return roots[t] == vrf; });
        };
        while (reader < program.ops.size() && !reads(program.ops[reader])) ++reader;
        if (reader == load + 1 || reader == program.ops.size() || !movable(program, load, reader, roots)) continue;
        Operation kept = std::move(program.ops[load]);
        program.ops.erase(program.ops.begin() + std::ptrdiff_t(load));
        program.ops.insert(program.ops.begin() + std::ptrdiff_t(reader - 1), std::move(kept));
        moved = true;
    }
    return moved;
}

// Places every memory's tensors, in the order Arenas lists them; `failed`
// says which memory an error is about.
[[nodiscard]] std::optional<diag::Diagnostic> placeMemories(Program& program, const std::vector<std::size_t>& roots, Memory& failed) {
    const std::vector<LiveRange> lives = blockLives(liveRanges(program), roots);
    for (Memory memory : Arenas::kMemories)
        if (auto error = placeIn(program, memory, lives, roots)) {
            failed = memory;
            return error;
        }
    return std::nullopt;
}

}  // namespace

std::vector<LiveRange> liveRanges(const Program& program) {
    const std::size_t n = program.tensors.size();
    std::vector<std::optional<u64>> first(n), last(n);
    for (std::size_t i = 0; i < n; ++i)
        if (program.tensors[i].origin != Origin::Written) first[i] = 0;
    for (std::size_t k = 0; k < program.ops.size(); ++k)
        for (std::size_t t : touchedBy(program.ops[k])) {
            if (t >= n) continue;
            if (!first[t]) first[t] = k + 1;
            last[t] = k + 1;
        }
    const std::vector<bool> kept = keptToTheEnd(program);
    const u64 afterLast = program.ops.size() + 1;
    std::vector<LiveRange> out(n);
    for (std::size_t i = 0; i < n; ++i) {
        if (!first[i]) continue;
        out[i].begin = *first[i];
        out[i].end = (kept[i] ? afterLast : last[i].value_or(*first[i])) + 1;
    }
    return out;
}

std::optional<Footprint> footprintOf(const Program& program, const Tensor& t) {
    if (t.memory == Memory::Host || t.mappings.empty()) return std::nullopt;
    auto element = compiledMapping(program, t.mappings.back());
    if (!element) return std::nullopt;
    const u64 bytes = tensor::bytesFor(t.dtype, element->size());
    switch (t.memory) {
        case Memory::Hbm: return Footprint{bytes, "chip"};
        case Memory::Trf: return Footprint{bytes, "row"};
        default: return Footprint{bytes, "slice"};
    }
}

std::optional<u64> unitAddressOf(const Program& program, const Tensor& t) {
    if (!t.address || t.memory == Memory::Host) return std::nullopt;
    if (t.memory != Memory::Trf) return t.address;
    if (t.mappings.size() != 5) return std::nullopt;
    auto row = compiledMapping(program, t.mappings[3]);
    if (!row) return std::nullopt;
    const auto mode = t.trfFull         ? contraction::TrfAddress::Full
                      : *t.address == 0 ? contraction::TrfAddress::FirstHalf
                                        : contraction::TrfAddress::SecondHalf;
    return contraction::trfRegionBase(mode, std::max<u64>(row->size(), 1));
}

[[nodiscard]] std::optional<diag::Diagnostic> placeTensors(Program& program) {
    const std::vector<std::size_t> roots = relabelRoots(program);
    Memory failed = Memory::Host;
    if (auto error = placeMemories(program, roots, failed)) {
        if (program.dialect != Dialect::Toolchain || failed != Memory::Vrf) return error;
        // The toolchain's compiler orders the VRF loads (sinkVrfLoads): placed again, from scratch.
        for (Tensor& t : program.tensors)
            if (t.placed) {
                t.placed = false;
                t.address.reset();
                t.trfFull = false;
            }
        if (!sinkVrfLoads(program, roots)) return error;
        if (placeMemories(program, roots, failed)) return error;
    }
    for (std::size_t i = 0; i < program.tensors.size(); ++i) {
        if (roots[i] == i) continue;
        Tensor& alias = program.tensors[i];
        const Tensor& root = program.tensors[roots[i]];
        alias.address = root.address;
        alias.placed = root.placed;
        alias.trfFull = root.trfFull;
    }
    return std::nullopt;
}

}  // namespace tcpwb::kernel
