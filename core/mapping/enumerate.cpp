#include "mapping/enumerate.h"

#include <algorithm>

namespace tcpwb::mapping {
namespace {

// Positions of the innermost factors are laid out once in a pattern; the
// outer factors then only add a row offset, which the compiler vectorizes.
constexpr u64 kPatternLimit = 4096;

struct Digit {
    u64 size;
    u64 extent;
    u64 increment;  // offset change per step of this digit
};

bool fastPathApplies(const CompiledMapping& m) {
    if (m.hasCoupledPadding() || !m.normalForm().valid) return false;
    for (const Factor& f : m.normalForm().factors)
        if (f.content != Factor::Content::Axis && f.content != Factor::Content::Broadcast) return false;
    for (const Axis& axis : m.env().all())
        if (axis.derived()) return false;  // a skewed or padded coordinate is not linear
    return true;
}

// Steps an odometer over `digits` (innermost last) by one position, keeping
// the running offset and the count of digits at or past their extent.
void advance(std::span<const Digit> digits, std::vector<u64>& x, u64& offset, std::size_t& invalid) {
    for (std::size_t j = digits.size(); j-- > 0;) {
        const Digit& d = digits[j];
        if (++x[j] < d.size) {
            if (x[j] == d.extent) ++invalid;
            offset += d.increment;
            return;
        }
        if (d.extent < d.size) --invalid;
        offset -= d.increment * (d.size - 1);
        x[j] = 0;
    }
}

u64 offsetOf(const TensorIndex& index, std::span<const u64> strides) {
    u64 offset = 0;
    for (const auto& [axis, value] : index.entries()) offset += value * strides[axis];
    return offset;
}

void enumerateSlowly(const CompiledMapping& m, std::span<const u64> strides, u64 first, std::span<u64> out) {
    for (u64 p = 0; p < out.size(); ++p) {
        auto index = first + p < m.size() ? m.at(first + p) : std::nullopt;
        out[p] = index ? offsetOf(*index, strides) : kPaddingOffset;
    }
}

// Offsets (or kPaddingOffset) of the positions spanned by `digits`, relative to 0.
std::vector<u64> innerPattern(std::span<const Digit> digits) {
    u64 count = 1;
    for (const Digit& d : digits) count *= d.size;
    std::vector<u64> pattern(count);
    std::vector<u64> x(digits.size(), 0);
    u64 offset = 0;
    std::size_t invalid = 0;
    for (u64 p = 0; p < count; ++p) {
        pattern[p] = invalid ? kPaddingOffset : offset;
        advance(digits, x, offset, invalid);
    }
    return pattern;
}

void fillRow(u64* out, const u64* pattern, const u64* mask, u64 count, u64 rowOffset) {
    for (u64 t = 0; t < count; ++t) out[t] = (pattern[t] + rowOffset) | mask[t];
}

}  // namespace

std::vector<u64> rowMajorStrides(const AxisEnv& env, const std::vector<AxisId>& axes) {
    std::vector<u64> strides(env.count(), 0);
    u64 stride = 1;
    for (std::size_t i = axes.size(); i-- > 0;) {
        strides[axes[i]] = stride;
        stride *= env[axes[i]].size;
    }
    return strides;
}

bool offsetsAreIdentity(const CompiledMapping& m, std::span<const u64> strides) { return offsetsAreIdentityUpTo(m, strides) == m.size(); }

std::optional<u64> offsetsAreIdentityUpTo(const CompiledMapping& m, std::span<const u64> strides) {
    if (!fastPathApplies(m)) return std::nullopt;
    const NormalForm& nf = m.normalForm();
    if (offsetOf(nf.base, strides) != 0) return std::nullopt;
    u64 weight = 1;           // the offset step an identity needs of the next factor out
    std::optional<u64> held;  // set by a padded factor, which must be the outermost
    for (std::size_t f = nf.factors.size(); f-- > 0;) {
        const Factor& factor = nf.factors[f];
        const bool axis = factor.content == Factor::Content::Axis;
        if (axis && factor.offset != 0) return std::nullopt;  // shifts every offset (enumerateOffsets adds it to the base)
        if (factor.size == 1) continue;
        if (held || !axis || factor.step * strides[factor.axis] != weight) return std::nullopt;
        if (factor.isPadded()) held = factor.extent * weight;
        weight *= factor.size;
    }
    if (weight != m.size()) return std::nullopt;
    return held.value_or(weight);
}

void enumerateOffsets(const CompiledMapping& m, std::span<const u64> strides, std::span<u64> out) { enumerateOffsets(m, strides, 0, out); }

void enumerateOffsets(const CompiledMapping& m, std::span<const u64> strides, u64 first, std::span<u64> out) {
    const u64 inside = first < m.size() ? std::min<u64>(out.size(), m.size() - first) : 0;
    std::fill(out.begin() + std::ptrdiff_t(inside), out.end(), kPaddingOffset);
    out = out.first(inside);
    if (!fastPathApplies(m)) return enumerateSlowly(m, strides, first, out);
    const NormalForm& nf = m.normalForm();
    std::vector<Digit> digits;
    u64 base = offsetOf(nf.base, strides);
    for (const Factor& f : nf.factors) {
        const bool axis = f.content == Factor::Content::Axis;
        digits.push_back({f.size, f.extent, axis ? f.step * strides[f.axis] : 0});
        if (axis) base += f.offset * strides[f.axis];
    }
    // Split into outer digits (odometer) and an inner block (pattern).
    std::size_t split = digits.size();
    u64 block = 1;
    while (split > 0 && block * digits[split - 1].size <= kPatternLimit) block *= digits[--split].size;
    const std::vector<u64> pattern = innerPattern(std::span(digits).subspan(split));
    std::vector<u64> mask(pattern.size());
    std::vector<u64> relative(pattern.size());
    for (std::size_t t = 0; t < pattern.size(); ++t) {
        mask[t] = pattern[t] == kPaddingOffset ? kPaddingOffset : 0;
        relative[t] = pattern[t] == kPaddingOffset ? 0 : pattern[t];
    }
    // The odometer at `first`'s row: its outer digits, innermost last.
    std::vector<u64> x(split, 0);
    u64 rowOffset = base;
    std::size_t invalid = 0;
    u64 row = first / block;
    for (std::size_t j = split; j-- > 0;) {
        x[j] = row % digits[j].size;
        row /= digits[j].size;
        rowOffset += x[j] * digits[j].increment;
        if (x[j] >= digits[j].extent) ++invalid;
    }
    u64 column = first % block;
    for (u64 p = 0; p < out.size();) {
        const u64 count = std::min(block - column, out.size() - p);
        if (invalid) std::fill_n(out.data() + p, count, kPaddingOffset);
        else fillRow(out.data() + p, relative.data() + column, mask.data() + column, count, rowOffset);
        p += count;
        column = 0;
        advance(std::span(digits).first(split), x, rowOffset, invalid);
    }
}

}  // namespace tcpwb::mapping
