#include "switch/custom.h"

#include <fmt/format.h>

#include <algorithm>
#include <optional>

#include "switch/switch.h"

namespace tcpwb::sw {
namespace {

using Sources = std::vector<std::optional<Source>>;  // [s * times + t]

// One factor of the output Time: its text, size, and the weight of its digit.
struct TimeDigit {
    std::string text;
    u64 size = 1;
    u64 weight = 1;
    bool moved = false;   // stepping it changes the source slice
    u64 sliceStride = 0;  // by how much
};

std::vector<TimeDigit> timeDigits(const mapping::CompiledMapping& outTime) {
    const auto& factors = outTime.normalForm().factors;
    std::vector<TimeDigit> digits(factors.size());
    u64 weight = 1;
    for (std::size_t k = factors.size(); k-- > 0;) {
        digits[k] = {mapping::printFactor(factors[k], outTime.env()), factors[k].size, weight};
        weight *= factors[k].size;
    }
    return digits;
}

// Decides whether a digit moves data between slices: the first output slice
// where both time 0 and the digit's first step hold an element tells.
void classify(TimeDigit& d, const Sources& sources, u64 slices, u64 times) {
    if (d.size < 2 || d.weight >= times) return;
    for (u64 s = 0; s < slices; ++s) {
        const auto& a = sources[s * times];
        const auto& b = sources[s * times + d.weight];
        if (!a || !b) continue;
        d.moved = a->slice != b->slice;
        d.sliceStride = a->slice > b->slice ? a->slice - b->slice : b->slice - a->slice;
        return;
    }
}

diag::Result<Sources> findSources(const StreamContent& input, const StreamContent& output) {
    const ElementLocator locator(input);
    Sources sources(output.slices() * output.times());
    for (u64 s = 0; s < output.slices(); ++s)
        for (u64 t = 0; t < output.times(); ++t) {
            const auto element = output.at(s, t);
            if (!element) continue;
            const auto place = locator.find(*element);
            if (!place)
                return diag::Diagnostic(diag::Kind::element_missing,
                                        fmt::format("output slice {} at time {} would hold {}, which no input slice "
                                                    "holds, so no bitmap can deliver it",
                                                    s, t, mapping::formatIndex(*element, output.env())));
            sources[s * output.times() + t] = Source{place->slice, place->time};
        }
    return sources;
}

[[nodiscard]] std::optional<diag::Diagnostic> checkInnermost(const std::vector<TimeDigit>& digits) {
    std::optional<std::size_t> firstMoved;
    for (std::size_t k = 0; k < digits.size(); ++k) {
        if (digits[k].moved && !firstMoved) firstMoved = k;
        if (!digits[k].moved && digits[k].size > 1 && firstMoved)
            return diag::Diagnostic(diag::Kind::innermost_time,
                                    fmt::format("the axes moving from Slice to Time must be the innermost Time factors, but "
                                                "`{}` stays in Time and sits inside the moved `{}`",
                                                digits[k].text, digits[*firstMoved].text))
                .withFix(fmt::format("move `{}` outside every axis that comes from the Slice", digits[k].text));
    }
    return std::nullopt;
}

[[nodiscard]] std::optional<diag::Diagnostic> checkOrder(const std::vector<TimeDigit>& digits) {
    const TimeDigit* previous = nullptr;
    for (const TimeDigit& d : digits) {
        if (!d.moved) continue;
        if (previous && previous->sliceStride <= d.sliceStride)
            return diag::Diagnostic(diag::Kind::order_preservation,
                                    fmt::format("the axes moving from Slice to Time must keep their Slice order, but `{}` "
                                                "(input slice stride {}) comes before `{}` (stride {})",
                                                previous->text, previous->sliceStride, d.text, d.sliceStride))
                .withFix(fmt::format("write `{}` before `{}` in the output Time", d.text, previous->text));
        previous = &d;
    }
    return std::nullopt;
}

// The Time factors that stay in Time must read the input time steps in order:
// output step t, with the moved digits stripped off, is input step t / moved.
[[nodiscard]] std::optional<diag::Diagnostic> checkTimeOrder(const std::vector<TimeDigit>& digits, const Sources& sources, u64 slices,
                                                             u64 times) {
    u64 moved = 1;
    for (const TimeDigit& d : digits)
        if (d.moved) moved *= d.size;
    for (u64 s = 0; s < slices; ++s)
        for (u64 t = 0; t < times; ++t) {
            const auto& src = sources[s * times + t];
            if (src && src->time != t / moved)
                return diag::Diagnostic(diag::Kind::time_order,
                                        fmt::format("output slice {} at time {} receives input time step {}, but the Switch "
                                                    "Engine keeps the input's time steps in order (expected step {}): the "
                                                    "Time factors that stay in Time must be the input Time, outermost",
                                                    s, t, src->time, t / moved));
        }
    return std::nullopt;
}

}  // namespace

diag::Result<CustomRouting> routeCustom(const StreamContent& input, const StreamContent& output, const mapping::CompiledMapping& outTime,
                                        u64 ringSize) {
    auto sources = findSources(input, output);
    if (!sources) return sources.error();
    const u64 slices = output.slices(), times = output.times();
    auto digits = timeDigits(outTime);
    for (TimeDigit& d : digits) classify(d, *sources, slices, times);
    if (auto bad = checkInnermost(digits)) return *bad;
    if (auto bad = checkOrder(digits)) return *bad;
    if (auto bad = checkTimeOrder(digits, *sources, slices, times)) return *bad;

    CustomRouting routing;
    routing.bitmap.resize(slices);
    for (u64 s = 0; s < slices; ++s) {
        auto& row = routing.bitmap[s];
        for (u64 t = 0; t < times; ++t)
            if (const auto& src = (*sources)[s * times + t]) row.push_back(src->slice);
        std::sort(row.begin(), row.end());
        row.erase(std::unique(row.begin(), row.end()), row.end());
    }
    routing.smallestRing = smallestRing(routing.bitmap);
    if (routing.smallestRing > ringSize) {
        for (u64 s = 0; s < slices; ++s)
            for (u64 src : routing.bitmap[s])
                if (src / ringSize != s / ringSize)
                    return diag::Diagnostic(diag::Kind::ring_size_too_small,
                                            fmt::format("CustomBroadcast ring_size={} is too small: output slice {} receives "
                                                        "from input slice {}, outside its ring of slices {}..{}; the smallest "
                                                        "ring that works is {}",
                                                        ringSize, s, src, s / ringSize * ringSize, s / ringSize * ringSize + ringSize - 1,
                                                        routing.smallestRing))
                        .withFix(fmt::format("use ring_size={}", routing.smallestRing));
    }
    return routing;
}

}  // namespace tcpwb::sw
