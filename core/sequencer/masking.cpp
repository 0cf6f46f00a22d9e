#include "sequencer/masking.h"

#include <fmt/format.h>

#include <algorithm>

namespace tcpwb::sequencer {
namespace {

using diag::Diagnostic;
using mapping::AxisId;
using mapping::Factor;

constexpr std::size_t kCase3Indices = 8;  // "last_dim_rightmost_valid_count[0..8] when axis size is 8 or less"

// The padded axis as the stream sees it: coordinate c of `axis` is valid when
// lo <= c < hi, and it advances by `packetStep` per packet position and
// `timeStep` per index of its Time term.
struct PaddedRun {
    AxisId axis;
    u64 lo = 0, hi = 0;
    u64 start = 0;  // coordinate at packet position 0 of the first packet
    u64 packetStep = 1, packetSize = 1, packetExtent = 1;
    u64 timeStep = 0, timeSize = 1, timeExtent = 1;

    // Valid packet positions of the packet at index i of the Time term:
    // [first, end). A packet wholly in the left padding is [size, size), so
    // left_pad masks it; one wholly in the right padding is [0, 0).
    std::pair<u64, u64> validRange(u64 i) const {
        if (i >= timeExtent) return {0, 0};
        const u64 c0 = start + timeStep * i;
        const u64 first = c0 >= lo ? 0 : std::min(packetSize, ceilDiv(lo - c0, packetStep));
        const u64 end = c0 >= hi ? 0 : std::min({packetSize, packetExtent, ceilDiv(hi - c0, packetStep)});
        if (end > first) return {first, end};
        return first == packetSize ? std::pair{packetSize, packetSize} : std::pair<u64, u64>{0, 0};
    }
    u64 leftMasked(u64 i) const { return validRange(i).first; }
    u64 validEnd(u64 i) const { return validRange(i).second; }
};

[[nodiscard]] Diagnostic unmaskable(const std::string& why) {
    return Diagnostic(diag::Kind::masking,
                      "the packet holds padding the Fetch Adapter cannot mask: " + why + "; those positions keep whatever memory holds")
        .withSeverity(diag::Severity::Warning);
}

// Index of the entry that iterates the Time term of the padded axis.
std::optional<std::size_t> entryOfTimeTerm(const std::vector<Entry>& entries, const PaddedRun& run) {
    std::optional<std::size_t> found;
    for (std::size_t k = 0; k < entries.size(); ++k) {
        const Entry& e = entries[k];
        if (e.packet || e.axis != run.axis) continue;
        if (found || e.coordinateStep != run.timeStep || e.size != run.timeSize) return std::nullopt;
        found = k;
    }
    return found;
}

std::size_t firstPacketEntry(const std::vector<Entry>& entries) {
    for (std::size_t k = 0; k < entries.size(); ++k)
        if (entries[k].packet) return k;
    return entries.size();
}

// An entry of one iteration, whose index is always both its first and its
// last; added right before the packet when the configuration has none.
std::optional<std::size_t> unitEntry(MaskConfig& mask) {
    for (std::size_t k = 0; k < mask.entries.size(); ++k)
        if (mask.entries[k].size == 1 && !mask.entries[k].packet) return k;
    if (mask.entries.size() >= kMaxEntries) return std::nullopt;
    const Entry unit{"1", 1, 0, false, std::nullopt, 0};
    const std::size_t at = firstPacketEntry(mask.entries);
    mask.entries.insert(mask.entries.begin() + static_cast<std::ptrdiff_t>(at), unit);
    mask.insertedUnitEntry = true;
    return at;
}

// The stream's only packet factor and the Time factor of the same axis.
std::optional<PaddedRun> describeRun(const Request& request, std::string& why) {
    const auto& packet = request.packet.normalForm();
    const auto& time = request.time.normalForm();
    const auto& env = request.packet.env();
    if (packet.factors.size() != 1 || packet.factors.front().content != Factor::Content::Axis) {
        why = fmt::format("only the innermost axis of a packet can be masked, and the packet `{}` is not one axis term",
                          request.packet.normalized());
        return std::nullopt;
    }
    const Factor& p = packet.factors.front();
    PaddedRun run{p.axis};
    const auto& axis = env[p.axis];
    run.lo = axis.padded ? axis.padded->left : 0;
    run.hi = axis.padded ? axis.padded->left + env[axis.padded->base].size : axis.size;
    run.start = p.offset + packet.base.get(p.axis) + time.base.get(p.axis);
    run.packetStep = p.step;
    run.packetSize = p.size;
    run.packetExtent = p.extent;
    int timeTerms = 0;
    for (const Factor& t : time.factors) {
        if (t.content == Factor::Content::Axis && t.axis == p.axis) {
            ++timeTerms;
            run.start += t.offset;
            run.timeStep = t.step;
            run.timeSize = t.size;
            run.timeExtent = t.extent;
        }
    }
    if (timeTerms > 1) {
        why = fmt::format("`{}` is split over {} Time terms; masking follows one", axis.name, timeTerms);
        return std::nullopt;
    }
    return run;
}

bool holdsPadding(const PaddedRun& run) {
    const u64 last = run.timeSize - 1;
    if (run.leftMasked(0) != 0 || run.validEnd(last) != run.packetSize) return true;
    if (run.timeSize > 1 && (run.leftMasked(1) != 0 || run.validEnd(last - 1) != run.packetSize)) return true;
    return false;
}

// Cases 1 and 2: only the first packet has left padding, only the last right padding.
bool edgesOnly(const PaddedRun& run) {
    if (run.timeSize == 1) return true;
    return run.leftMasked(1) == 0 && run.validEnd(run.timeSize - 2) == run.packetSize;
}

void countValid(const PaddedRun& run, MaskConfig& mask) {
    for (u64 i = 0; i < run.timeSize; ++i) mask.validPerRow += run.validEnd(i) - run.leftMasked(i);
    mask.maskedPerRow = run.timeSize * run.packetSize - mask.validPerRow;
}

std::string paddingFix(const PaddedRun& run, const mapping::AxisEnv& env) {
    const u64 rows = run.packetStep * run.packetSize;
    return fmt::format("pad `{}` so its right padding is less than one packet ({} coordinates), or use a larger packet", env[run.axis].name,
                       rows);
}

}  // namespace

u64 maxRightmostValidCount(tensor::DType dtype) { return std::min<u64>(255, 128 * 8 / tensor::info(dtype).storageBits - 1); }

MaskPlan planMasking(const Request& request, const Config& config, std::int64_t padValue) {
    MaskPlan plan;
    std::string why;
    const auto& env = request.packet.env();
    auto run = describeRun(request, why);
    if (!run) {
        bool padded = false;
        for (u64 p = 0; p < request.packet.size() && !padded; ++p) padded = !request.packet.at(p).has_value();
        if (padded) plan.warning = unmaskable(why);
        return plan;
    }
    if (!holdsPadding(*run)) return plan;

    MaskConfig mask;
    mask.axis = env[run->axis].name;
    mask.padValue = padValue;
    mask.entries = config.merged;
    std::optional<std::size_t> timeEntry;
    if (run->timeSize > 1) {
        timeEntry = entryOfTimeTerm(mask.entries, *run);
        if (!timeEntry) {
            plan.warning = unmaskable(fmt::format("the Time term of `{}` is not one sequencer entry", mask.axis));
            return plan;
        }
    }
    countValid(*run, mask);
    if (edgesOnly(*run)) {
        auto last = timeEntry ? timeEntry : unitEntry(mask);
        if (!last) {
            plan.warning = unmaskable("masking needs an entry of one iteration and the configuration already has 8 entries");
            return plan;
        }
        mask.lastDim = *last;
        mask.paddingCase = *last + 1 == firstPacketEntry(mask.entries) ? 1 : 2;
        mask.leftPad = run->leftMasked(0);
        mask.rightmostValidCount = {run->validEnd(run->timeSize - 1)};
    } else {
        if (run->leftMasked(1) != 0) {
            plan.warning = unmaskable(fmt::format("the left padding of `{}` runs past its first packet", mask.axis))
                               .withFix(fmt::format("pad `{}` on the left by less than one packet", mask.axis));
            return plan;
        }
        if (run->leftMasked(0) != 0) {  // case 3's last_dim is always at index 0, so a left pad would mask every packet
            plan.warning = unmaskable(fmt::format("`{}` has both left padding and right padding over whole packets; case 3, "
                                                  "which masks the latter, has no left padding",
                                                  mask.axis))
                               .withFix(paddingFix(*run, env));
            return plan;
        }
        if (run->timeSize > kCase3Indices) {
            plan.warning = unmaskable(fmt::format("the right padding of `{}` covers whole packets, which only case 3 masks, "
                                                  "and case 3 needs its entry to iterate at most {} times, not {}",
                                                  mask.axis, kCase3Indices, run->timeSize))
                               .withFix(paddingFix(*run, env));
            return plan;
        }
        auto last = unitEntry(mask);
        if (!last) {
            plan.warning = unmaskable("case 3 needs an entry of one iteration and the configuration already has 8 entries");
            return plan;
        }
        mask.paddingCase = 3;
        mask.lastDim = *last;
        mask.rightmostValidCountDim = *timeEntry + (mask.insertedUnitEntry && *last <= *timeEntry ? 1 : 0);
        for (u64 i = 0; i < run->timeSize; ++i) mask.rightmostValidCount.push_back(run->validEnd(i));
    }
    const u64 limit = maxRightmostValidCount(request.dtype);
    for (u64 count : mask.rightmostValidCount)
        if (count > limit) {
            plan.warning = unmaskable(fmt::format("last_dim_rightmost_valid_count would be {}, above the {} a {} packet allows", count,
                                                  limit, tensor::info(request.dtype).name));
            return plan;
        }
    plan.mask = std::move(mask);
    return plan;
}

std::vector<bool> maskedPositions(const MaskConfig& mask, u64 packetSize, u64 step) {
    std::vector<u64> index(mask.entries.size(), 0);
    for (std::size_t k = mask.entries.size(); k-- > 0;) {
        const Entry& e = mask.entries[k];
        if (e.packet || e.size == 0) continue;
        index[k] = step % e.size;
        step /= e.size;
    }
    std::vector<bool> masked(packetSize, false);
    const Entry& last = mask.entries[mask.lastDim];
    if (index[mask.lastDim] == 0)
        for (u64 p = 0; p < std::min(mask.leftPad, packetSize); ++p) masked[p] = true;
    if (index[mask.lastDim] + 1 == last.size) {
        const u64 which = mask.rightmostValidCountDim ? index[*mask.rightmostValidCountDim] : 0;
        const u64 valid = which < mask.rightmostValidCount.size() ? mask.rightmostValidCount[which] : 0;
        for (u64 p = valid; p < packetSize; ++p) masked[p] = true;
    }
    return masked;
}

MaskedSides maskedSides(const MaskConfig& mask, u64 packetSize) {
    MaskedSides sides;
    sides.left = mask.leftPad;
    sides.right = mask.maskedPerRow - std::min(mask.maskedPerRow, mask.leftPad);
    const std::size_t along = mask.rightmostValidCountDim.value_or(mask.lastDim);
    // The Time position of index i of `along`: its weight in the odometer of the non-packet entries.
    u64 weight = 1;
    for (std::size_t k = along + 1; k < mask.entries.size(); ++k)
        if (!mask.entries[k].packet && mask.entries[k].size) weight *= mask.entries[k].size;
    for (u64 i = 0; i < mask.entries.at(along).size; ++i) {
        const std::vector<bool> masked = maskedPositions(mask, packetSize, i * weight);
        std::vector<u64> positions;
        for (u64 p = 0; p < masked.size(); ++p)
            if (masked[p]) positions.push_back(p);
        sides.byPacket.push_back(std::move(positions));
    }
    return sides;
}

}  // namespace tcpwb::sequencer
