#include "vcg/explain.h"

#include <fmt/format.h>

#include <algorithm>

namespace tcpwb::vcg {
namespace {

const std::string& axisName(const AxisParts& parts, const Request& r) { return r.slice.env()[parts.axis].name; }

u64 product(const std::vector<Part>& parts) {
    u64 n = 1;
    for (const Part& p : parts) n = checkedMul(n, p.size).value_or(kMaxSize);
    return n;
}

bool isPart(const std::vector<Part>& parts, std::size_t factor) {
    return std::any_of(parts.begin(), parts.end(), [&](const Part& p) { return p.factor == factor; });
}

// The mapping's text with the axis's factors replaced by `replacement` (at
// the place of the first of them, or appended when it has none; nothing when
// `replacement` is empty).
std::string rewrite(const mapping::CompiledMapping& m, const std::vector<Part>& parts, const std::string& replacement) {
    std::vector<std::string> terms;
    const auto& factors = m.normalForm().factors;
    for (std::size_t i = 0; i < factors.size(); ++i) {
        if (!parts.empty() && i == parts.front().factor) {
            if (!replacement.empty()) terms.push_back(replacement);
        } else if (!isPart(parts, i)) {
            terms.push_back(mapping::printFactor(factors[i], m.env()));
        }
    }
    if (parts.empty() && !replacement.empty()) terms.push_back(replacement);
    if (terms.empty()) return "m![1]";
    return fmt::format("m![{}]", fmt::join(terms, ", "));
}

// The axis's Slice factors put back in descending-step order, in the same slots.
std::string sliceInStrideOrder(const AxisParts& parts, const Request& r) {
    std::vector<Part> sorted = parts.slice;
    std::sort(sorted.begin(), sorted.end(), [](const Part& a, const Part& b) { return a.step > b.step; });
    const auto& factors = r.slice.normalForm().factors;
    std::vector<std::string> terms;
    std::size_t next = 0;
    for (std::size_t i = 0; i < factors.size(); ++i) {
        const bool slot = isPart(parts.slice, i);
        const mapping::Factor& f = slot ? factors[sorted[next++].factor] : factors[i];
        terms.push_back(mapping::printFactor(f, r.slice.env()));
    }
    return fmt::format("m![{}]", fmt::join(terms, ", "));
}

bool descendingSteps(const std::vector<Part>& parts) {
    for (std::size_t i = 1; i < parts.size(); ++i)
        if (parts[i - 1].step < parts[i].step) return false;
    return true;
}

u64 minStep(const std::vector<Part>& parts) {
    u64 s = kMaxSize;
    for (const Part& p : parts) s = std::min(s, p.step);
    return s;
}

u64 maxStep(const std::vector<Part>& parts) {
    u64 s = 0;
    for (const Part& p : parts) s = std::max(s, p.step);
    return s;
}

std::string identityPadding() { return "or pad with the reduce's identity element through the Fetch Engine's pad_value"; }

}  // namespace

[[nodiscard]] diag::Diagnostic gateFailure(const AxisParts& parts, const Request& r) {
    const std::string& name = axisName(parts, r);
    const u64 n = parts.size;
    if (!descendingSteps(parts.slice))
        return diag::Diagnostic(diag::Kind::vcg_slice_order,
                                fmt::format("{}'s Slice sub-expressions are not ordered by stride (inner to outer ascending), so "
                                            "slice validity is not monotonic and no single threshold can express it",
                                            name))
            .withFix(fmt::format("use the standard ordering: Slice = {}", sliceInStrideOrder(parts, r)));
    const u64 sliceCount = product(parts.slice);
    const u64 timeCount = product(parts.time);
    if (!parts.slice.empty() && !parts.time.empty() && minStep(parts.time) < minStep(parts.slice) &&
        maxStep(parts.time) > minStep(parts.slice)) {
        const u64 padded = sliceCount * timeCount;
        return diag::Diagnostic(diag::Kind::vcg_interleave,
                                fmt::format("{}'s Time parts sit both inside and outside its Slice part, so different slices "
                                            "need different numbers of valid time steps, but a gate has a single threshold V",
                                            name))
            .withFix(fmt::format("put the outer part in Slice and the inner part in Time: Slice = {}, Time = {}",
                                 rewrite(r.slice, parts.slice, fmt::format("{} # {} / {}", name, padded, timeCount)),
                                 rewrite(r.time, parts.time, fmt::format("{} # {} % {}", name, padded, timeCount))));
    }
    if (!parts.slice.empty() && !parts.time.empty() && maxStep(parts.slice) < minStep(parts.time)) {
        const u64 needed = ceilDiv(n, sliceCount);
        const u64 padded = sliceCount * timeCount;
        const u64 fixed = sliceCount * needed;
        auto d = diag::Diagnostic(diag::Kind::vcg_transposed_time_size,
                                  fmt::format("transposed Slice + Time needs time_size = ceil({} / {}) = {}, but {}'s Time part "
                                              "has {} steps, so the VCG would count every below-threshold slice valid for all {}",
                                              n, sliceCount, needed, name, timeCount, timeCount));
        if (needed < timeCount)
            d.withFix(fmt::format("pad to {} instead of {}: Slice = {}, Time = {}", fixed, padded,
                                  rewrite(r.slice, parts.slice, fmt::format("{} # {} % {}", name, fixed, sliceCount)),
                                  rewrite(r.time, parts.time, fmt::format("{} # {} / {}", name, fixed, sliceCount))));
        return d;
    }
    return inexpressible(parts, r, "no single gate threshold reproduces which slices and time steps hold real data");
}

[[nodiscard]] diag::Diagnostic packetNotInnermost(const AxisParts& parts, const Request& r) {
    const std::string& name = axisName(parts, r);
    const u64 padded = roundUp(parts.size, kFlitLanes);
    std::vector<Part> others = parts.slice;
    others.insert(others.end(), parts.time.begin(), parts.time.end());
    return diag::Diagnostic(diag::Kind::vcg_packet_not_innermost,
                            fmt::format("{}'s Packet part must be its innermost sub-expression, because the VCG counts valid "
                                        "lanes as a prefix of the innermost index",
                                        name))
        .withFix(fmt::format("put the inner part in Packet and the outer part in Time: Time = {}, Packet = m![{} # {} % 8]",
                             rewrite(r.time, parts.time, fmt::format("{} # {} / 8", name, padded)), name, padded));
}

[[nodiscard]] diag::Diagnostic mixedPacket(const AxisParts& parts, const Request& r) {
    const std::string& name = axisName(parts, r);
    const u64 padded = roundUp(parts.size, kFlitLanes);
    return diag::Diagnostic(diag::Kind::vcg_mixed_packet,
                            fmt::format("{} must be the sole occupant of the Packet prefix: the valid count is a prefix of the "
                                        "whole flit, so another axis's lanes would be counted as padding",
                                        name))
        .withFix(fmt::format("move the other axis out of Packet, or pad {} to fill all 8 lanes: Time = {}, Packet = m![{} # {} % 8]", name,
                             rewrite(r.time, parts.time, fmt::format("{} # {} / 8", name, padded)), name, padded));
}

[[nodiscard]] diag::Diagnostic slicePacket(const AxisParts& parts, const Request& r) {
    const std::string& name = axisName(parts, r);
    // The lanes the Packet part really spans: up to the next part's step
    // (its size also counts the flit's own padding).
    const Part& lane = parts.packet.front();
    u64 span = lane.size;
    u64 padded = 1;
    for (const auto* group : {&parts.slice, &parts.time})
        for (const Part& p : *group) {
            span = std::min(span, p.step / lane.step);
            padded = std::max(padded, checkedMul(p.step, p.size).value_or(kMaxSize));
        }
    return diag::Diagnostic(diag::Kind::vcg_slice_packet,
                            fmt::format("{} spans Slice and Packet, so slices need different partial counts at the same time "
                                        "step, but packet_vc(t) is the same for every slice",
                                        name))
        .withFix(fmt::format("move {}'s Packet part to Time so it spans Slice + Time (Time = {}) and fill the Packet with a "
                             "non-reduce axis, {}",
                             name, rewrite(r.time, {}, fmt::format("{} # {} % {}", name, padded, span)), identityPadding()));
}

[[nodiscard]] diag::Diagnostic inexpressible(const AxisParts& parts, const Request& r, std::string why) {
    return diag::Diagnostic(diag::Kind::vcg_inexpressible,
                            fmt::format("the VCG cannot express {}'s valid counts: {}", axisName(parts, r), why))
        .withFix("use one of the supported placements (Slice + Time, Time + Packet, ...), " + identityPadding());
}

}  // namespace tcpwb::vcg
