#include "vcg/axis_parts.h"

#include <algorithm>
#include <bit>
#include <numeric>

namespace tcpwb::vcg {
namespace {

bool mentions(const mapping::NormalForm& nf, mapping::AxisId axis) {
    if (nf.base.get(axis) != 0) return true;
    for (const mapping::Factor& f : nf.factors) {
        if (f.content == mapping::Factor::Content::Axis && f.axis == axis) return true;
        if (f.group && mentions(*f.group, axis)) return true;
        for (const auto& term : f.terms)
            if (term && mentions(*term, axis)) return true;
    }
    return false;
}

void collect(const mapping::NormalForm& nf, Where where, mapping::AxisId axis, AxisParts& out, std::vector<Part>& parts) {
    out.base += nf.base.get(axis);
    u64 weight = 1;
    for (std::size_t i = nf.factors.size(); i-- > 0;) {
        const mapping::Factor& f = nf.factors[i];
        if (f.content == mapping::Factor::Content::Axis && f.axis == axis && f.step == 0)
            out.inGroup = true;  // a factor that does not advance the axis: nothing the VCG can count
        else if (f.content == mapping::Factor::Content::Axis && f.axis == axis)
            parts.push_back(Part{where, i, f.offset, f.step, f.size, f.extent, weight});
        else if ((f.group && mentions(*f.group, axis)) ||
                 std::any_of(f.terms.begin(), f.terms.end(), [&](const auto& t) { return t && mentions(*t, axis); }))
            out.inGroup = true;
        weight = checkedMul(weight, f.size).value_or(kMaxSize);
    }
    std::reverse(parts.begin(), parts.end());  // major first
}

}  // namespace

AxisParts findParts(mapping::AxisId axis, const mapping::NormalForm& slice, const mapping::NormalForm& time,
                    const mapping::NormalForm& packet, const mapping::AxisEnv& env) {
    AxisParts out;
    out.axis = axis;
    out.size = env[axis].size;
    collect(slice, Where::Slice, axis, out, out.slice);
    collect(time, Where::Time, axis, out, out.time);
    collect(packet, Where::Packet, axis, out, out.packet);
    return out;
}

std::optional<u64> sliceMask(const AxisParts& parts) {
    u64 mask = 0;
    for (const Part& p : parts.slice) {
        if (!std::has_single_bit(p.weight)) return std::nullopt;
        const u64 top = checkedMul(p.weight, p.size).value_or(kMaxSize);
        // Only the major-most factor may have a size that is not a power of
        // two: nothing above it shares the bits it leaves unused.
        if (p.factor != 0 && !std::has_single_bit(top)) return std::nullopt;
        if (top > kMaxSize / 2) return std::nullopt;
        mask |= (std::bit_ceil(top) - 1) & ~(p.weight - 1);
    }
    return mask;
}

std::optional<std::vector<Digits>> combinations(const std::vector<Part>& parts, u64 limit) {
    u64 count = 1;
    for (const Part& p : parts) {
        auto next = checkedMul(count, p.size);
        if (!next || *next > limit) return std::nullopt;
        count = *next;
    }
    std::vector<Digits> out;
    out.reserve(count);
    for (u64 n = 0; n < count; ++n) {
        Digits d;
        d.digits.resize(parts.size());
        u64 rest = n;
        for (std::size_t i = parts.size(); i-- > 0;) {  // minor part changes fastest
            const Part& p = parts[i];
            const u64 x = rest % p.size;
            rest /= p.size;
            d.digits[i] = x;
            d.coordinate += p.offset + p.step * x;  // bounded: parts come from a checked mapping
            d.placeValue += x * p.weight;
            d.inRange = d.inRange && x < p.extent;
        }
        out.push_back(std::move(d));
    }
    std::stable_sort(out.begin(), out.end(), [](const Digits& a, const Digits& b) { return a.placeValue < b.placeValue; });
    return out;
}

u64 stepUnit(const std::vector<Part>& parts) {
    u64 unit = 0;
    for (const Part& p : parts) unit = std::gcd(unit, p.step);
    return unit == 0 ? 1 : unit;
}

}  // namespace tcpwb::vcg
