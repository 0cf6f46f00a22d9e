#include "switch/layout.h"

#include <fmt/format.h>

namespace tcpwb::sw {
namespace {

using K = TopologyKind;

// One part of a mapping: the positions `stride` apart, `size` of them, as text.
struct Digit {
    const mapping::CompiledMapping* of = nullptr;  // nullptr: the broadcast (tile) position
    u64 stride = 1;
    u64 size = 1;
    const char* name = "";
};

std::string digitText(const Digit& d) {
    if (!d.of) return std::to_string(d.size);
    std::string text = d.of->operand();
    if (d.stride > 1) text += fmt::format(" / {}", d.stride);
    if (d.stride * d.size < d.of->size()) text += fmt::format(" % {}", d.size);
    return text;
}

std::string join(const std::vector<Digit>& digits) {
    std::string out;
    for (const Digit& d : digits) {
        if (d.size == 1) continue;
        out += (out.empty() ? "" : ", ") + digitText(d);
    }
    return "m![" + (out.empty() ? std::string("1") : out) + "]";
}

std::vector<std::string> names(const std::vector<Digit>& digits) {
    std::vector<std::string> out;
    for (const Digit& d : digits)
        if (d.size > 1) out.emplace_back(d.name);
    return out;
}

[[nodiscard]] diag::Diagnostic notDivisible(const Topology& t, const std::string& what, u64 part, const char* axis, u64 size) {
    return diag::Diagnostic(diag::Kind::not_divisible,
                            fmt::format("{}: {} = {} does not divide the input {} size {}, so the {} cannot be split into "
                                        "the topology's parts",
                                        describe(t), what, part, axis, size, axis));
}

// The output Slice and Time digits of each topology, outermost first. `S`
// and `T` are the input Slice and Time (may be null when only sizes matter).
struct OutDigits {
    std::vector<Digit> slice, time;
};

OutDigits outDigits(const Topology& t, const Parts& p, const mapping::CompiledMapping* S, const mapping::CompiledMapping* T) {
    const u64 ring = p.slice1 * p.slice0;
    const Digit slice2{S, ring, p.slice2, "slice2"};
    const Digit slice1{S, p.slice0, p.slice1, "slice1"};
    const Digit slice0{S, 1, p.slice0, "slice0"};
    const Digit tile{nullptr, 1, p.broadcast, "tile"};
    switch (t.kind) {
        case K::Forward: return {{{S, 1, p.slice2, "slice"}}, {{T, 1, p.time0, "time"}}};
        case K::Broadcast01: return {{slice2, tile}, {{T, p.time0, p.time1, "time1"}, slice1, {T, 1, p.time0, "time0"}, slice0}};
        case K::Broadcast1: return {{slice2, tile, slice0}, {{T, 1, p.time0, "time0"}, slice1}};
        case K::Transpose: return {{slice2, slice0, slice1}, {{T, 1, p.time0, "time"}}};
        case K::TransposedBroadcast1: return {{slice2, tile, slice1}, {{T, 1, p.time0, "time0"}, slice0}};
        case K::InterTranspose:
            return {{slice2, {T, p.time0, p.time1, "time1"}, slice0},
                    {{T, p.time1 * p.time0, p.time2, "time2"}, {T, 1, p.time0, "time0"}, slice1}};
        case K::CustomBroadcast: break;
    }
    return {};
}

}  // namespace

diag::Result<Layout> Layout::make(const Topology& t, u64 inSlices, u64 inTimes) {
    Layout layout;
    layout.topology_ = t;
    layout.inSlices_ = inSlices;
    layout.inTimes_ = inTimes;
    Parts& p = layout.parts_;
    if (t.kind == K::Forward) {
        p.slice2 = inSlices;
        p.time0 = inTimes;
        return layout;
    }
    if (t.isCustom()) return diag::Diagnostic(diag::Kind::internal_error, "a custom bitmap has no regular layout; use the output mappings");
    if (inSlices != kClusterSlices)
        return diag::Diagnostic(diag::Kind::full_cluster,
                                fmt::format("{} works on the full cluster, but the input Slice has {} positions instead of "
                                            "256 (InSlice::SIZE = OutSlice::SIZE = 256)",
                                            describe(t), inSlices))
            .withFix("pad the Slice to 256, e.g. `m![A # 256]`, or add the missing slice axes");
    const auto ring = checkedMul(t.slice1, t.slice0);
    if (!ring || inSlices % *ring != 0) return notDivisible(t, "slice1 x slice0", ring.value_or(0), "Slice", inSlices);
    p.slice1 = t.slice1;
    p.slice0 = t.slice0;
    p.slice2 = inSlices / *ring;
    switch (t.kind) {
        case K::Broadcast01:
            if (inTimes % t.time0 != 0) return notDivisible(t, "time0", t.time0, "Time", inTimes);
            p.time0 = t.time0;
            p.time1 = inTimes / t.time0;
            p.broadcast = *ring;
            break;
        case K::Broadcast1:
            p.time0 = inTimes;
            p.broadcast = t.slice1;
            break;
        case K::Transpose: p.time0 = inTimes; break;
        case K::TransposedBroadcast1:  // Transpose, then Broadcast1: slice0 goes to Time, a broadcast of its size fills its place
            p.time0 = inTimes;
            p.broadcast = t.slice0;
            break;
        case K::InterTranspose: {
            // time1 takes slice1's place in the Slice, so it has slice1's size.
            const auto inner = checkedMul(t.slice1, t.time0);
            if (!inner || inTimes % *inner != 0)
                return notDivisible(t, "time1 x time0 (time1 = slice1)", inner.value_or(0), "Time", inTimes);
            p.time0 = t.time0;
            p.time1 = t.slice1;
            p.time2 = inTimes / *inner;
            break;
        }
        default: break;
    }
    // A broadcast repeats every input time step once per slice it shares
    // with (outTimes): that must still be a size the workbench counts (2^62).
    const u64 repeats = t.kind == K::Broadcast01            ? p.slice1 * p.slice0
                        : t.kind == K::Broadcast1           ? p.slice1
                        : t.kind == K::TransposedBroadcast1 ? p.slice0
                                                            : 1;
    if (!checkedMul(inTimes, repeats))
        return diag::Diagnostic(diag::Kind::too_large,
                                fmt::format("{}: the output Time would hold {} x {} positions, more than the largest supported "
                                            "size 2^62",
                                            describe(t), inTimes, repeats));
    return layout;
}

u64 Layout::outTimes() const {
    switch (topology_.kind) {
        case K::Broadcast01: return inTimes_ * parts_.slice1 * parts_.slice0;
        case K::Broadcast1: return inTimes_ * parts_.slice1;
        case K::TransposedBroadcast1: return inTimes_ * parts_.slice0;
        default: return inTimes_;
    }
}

u64 Layout::ringSize() const { return topology_.kind == K::Forward ? 1 : parts_.slice1 * parts_.slice0; }

Source Layout::sourceOf(u64 s, u64 t) const {
    const Parts& p = parts_;
    const u64 ring = p.slice1 * p.slice0;
    const u64 a2 = s / ring;
    switch (topology_.kind) {
        case K::Broadcast01: {  // out Time = [time1, slice1, time0, slice0]
            const u64 a0 = t % p.slice0, b0 = t / p.slice0 % p.time0;
            const u64 a1 = t / (p.slice0 * p.time0) % p.slice1, b1 = t / (p.slice0 * p.time0 * p.slice1);
            return {a2 * ring + a1 * p.slice0 + a0, b1 * p.time0 + b0};
        }
        case K::Broadcast1: {  // out Slice = [slice2, tile, slice0], out Time = [time0, slice1]
            const u64 a1 = t % p.slice1;
            return {a2 * ring + a1 * p.slice0 + s % p.slice0, t / p.slice1};
        }
        case K::Transpose: {  // out Slice = [slice2, slice0, slice1]
            const u64 a1 = s % p.slice1, a0 = s / p.slice1 % p.slice0;
            return {a2 * ring + a1 * p.slice0 + a0, t};
        }
        case K::TransposedBroadcast1: {  // out Slice = [slice2, tile, slice1], out Time = [time0, slice0]
            const u64 a1 = s % p.slice1, a0 = t % p.slice0;
            return {a2 * ring + a1 * p.slice0 + a0, t / p.slice0};
        }
        case K::InterTranspose: {  // out Slice = [slice2, time1, slice0], out Time = [time2, time0, slice1]
            const u64 a0 = s % p.slice0, b1 = s / p.slice0 % p.time1;
            const u64 a1 = t % p.slice1, b0 = t / p.slice1 % p.time0, b2 = t / (p.slice1 * p.time0);
            return {a2 * ring + a1 * p.slice0 + a0, (b2 * p.time1 + b1) * p.time0 + b0};
        }
        default: return {s, t};
    }
}

std::vector<u64> Layout::acceptedBy(u64 s) const {
    const Parts& p = parts_;
    const u64 ring = p.slice1 * p.slice0;
    const u64 base = s / ring * ring;
    std::vector<u64> out;
    switch (topology_.kind) {
        case K::Broadcast01:  // the whole ring group
            for (u64 i = 0; i < ring; ++i) out.push_back(base + i);
            break;
        case K::Broadcast1:
        case K::InterTranspose:  // every slice1 value, this slice's slice0
            for (u64 a1 = 0; a1 < p.slice1; ++a1) out.push_back(base + a1 * p.slice0 + s % p.slice0);
            break;
        case K::TransposedBroadcast1:  // every slice0 value of this slice's slice1 (its innermost Slice digit)
            for (u64 a0 = 0; a0 < p.slice0; ++a0) out.push_back(base + (s % p.slice1) * p.slice0 + a0);
            break;
        default: out.push_back(sourceOf(s, 0).slice); break;
    }
    return out;
}

std::string Layout::outSliceText(const mapping::CompiledMapping& S, const mapping::CompiledMapping& T) const {
    return join(outDigits(topology_, parts_, &S, &T).slice);
}

std::string Layout::outTimeText(const mapping::CompiledMapping& S, const mapping::CompiledMapping& T) const {
    return join(outDigits(topology_, parts_, &S, &T).time);
}

std::vector<std::string> Layout::outSliceParts() const { return names(outDigits(topology_, parts_, nullptr, nullptr).slice); }
std::vector<std::string> Layout::outTimeParts() const { return names(outDigits(topology_, parts_, nullptr, nullptr).time); }

}  // namespace tcpwb::sw
