#include "sequencer/config.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <numeric>
#include <set>

namespace tcpwb::sequencer {
namespace {

using diag::Diagnostic;
using mapping::AxisEnv;
using mapping::AxisId;
using mapping::Expr;
using mapping::Factor;
using mapping::NormalForm;

// One digit of the buffer: which coordinates of its axis it holds and how far
// apart in memory its positions are. A padded digit (`R % 2 # 4`) holds only
// its first `extent` values; the next coordinate of its axis lives in the
// next coarser digit, not in the padding. Past the coarsest digit of an axis
// there is no next one: its padding (`A # 88`) continues at the same stride
// inside the buffer, where a stream's own padding positions may land.
struct BufferDigit {
    AxisId axis;
    u64 step;               // coordinate step per digit
    u64 size;               // digits, padding included
    u64 extent;             // digits that hold coordinates (the rest are padding)
    u64 stride;             // memory elements per digit
    bool coarsest = false;  // no coarser digit of the same axis

    // Coordinates this digit and the finer ones step through in place.
    u64 span() const { return step * (coarsest ? size : extent); }
};

struct Buffer {
    std::vector<BufferDigit> digits;  // every axis factor of the buffer's normal form
    mapping::TensorIndex base;        // coordinates held at address 0

    // How many coordinates of `axis` from the first the buffer reaches.
    u64 cover(AxisId axis) const {
        u64 reach = 0;
        for (const BufferDigit& d : digits)
            if (d.axis == axis) reach = std::max(reach, d.span());
        return reach;
    }

    // The buffer's digits of one axis, finest first.
    std::vector<BufferDigit> of(AxisId axis) const {
        std::vector<BufferDigit> out;
        for (const BufferDigit& d : digits)
            if (d.axis == axis) out.push_back(d);
        std::sort(out.begin(), out.end(), [](const BufferDigit& a, const BufferDigit& b) { return a.step < b.step; });
        return out;
    }

    // The memory offset (from address 0) of coordinate `value` of `axis`, or
    // nullopt when no position of the buffer holds it.
    std::optional<u64> offsetOf(AxisId axis, u64 value) const {
        const u64 first = base.get(axis);
        if (value < first) return std::nullopt;
        const auto finestFirst = of(axis);
        u64 rest = value - first, offset = 0;
        for (auto it = finestFirst.rbegin(); it != finestFirst.rend(); ++it) {
            const u64 digit = rest / it->step;
            if (digit >= it->extent) return std::nullopt;
            offset += digit * it->stride;
            rest -= digit * it->step;
        }
        if (rest != 0) return std::nullopt;
        return offset;
    }

    // True when the coordinates of `axis` the buffer holds are one run from
    // its base: the finest digit steps by 1 and each coarser one starts where
    // the finer ones end (no padded or resized digit in between).
    bool holdsOneRun(AxisId axis) const {
        u64 next = 1;
        for (const BufferDigit& d : of(axis)) {
            if (d.step != next) return false;
            next = d.step * d.extent;
        }
        return true;
    }

    // How many coordinates of `axis` from the first the buffer holds
    // (cover() less the coarsest digit's padding).
    u64 held(AxisId axis) const {
        u64 reach = 1;  // an axis with no digit holds its base coordinate
        for (const BufferDigit& d : digits)
            if (d.axis == axis) reach = std::max(reach, d.step * d.extent);
        return reach;
    }
};

// The coordinates of one axis a stream's valid positions name: a constant
// plus one digit per term (`A / 4` in Time and `A % 4` in Packet add up).
struct AxisDemand {
    struct Term {
        u64 offset;
        u64 step;
        u64 valid;  // digits that are not padding
        std::string text;

        u64 last() const { return offset + step * (valid - 1); }
    };
    u64 constant = 0;
    std::vector<Term> terms;
    bool plain = true;  // false: the axis also sits inside a group, not analysed here

    u64 largest() const {
        u64 sum = constant;
        for (const Term& t : terms) sum += t.last();
        return sum;
    }
    u64 combinations() const {
        u64 n = 1;
        for (const Term& t : terms) n = n > (u64{1} << 40) ? n : n * t.valid;
        return n;
    }
    // The term that reaches furthest: the one to name when the far end is missing.
    std::string furthest() const {
        const Term* best = nullptr;
        for (const Term& t : terms)
            if (!best || t.last() > best->last()) best = &t;
        return best ? best->text : std::string();
    }
};

// Every coordinate of the demand below `limit`, with the term digits that
// make it, handed to `visit` until it returns false.
template <class Visit>
void eachDemanded(const AxisDemand& demand, u64 limit, Visit&& visit) {
    std::vector<u64> digit(demand.terms.size(), 0);
    for (;;) {
        u64 value = demand.constant;
        for (std::size_t j = 0; j < digit.size(); ++j) value += demand.terms[j].offset + digit[j] * demand.terms[j].step;
        if (value < limit && !visit(value, digit)) return;
        std::size_t j = 0;
        while (j < digit.size() && ++digit[j] == demand.terms[j].valid) digit[j++] = 0;
        if (j == digit.size()) return;
    }
}

// A stream term: one factor of one top-level item of Time or Packet.
struct Term {
    Factor factor;
    std::string text;
    bool packet;
    bool truncatable = false;  // the packet's innermost term, when writing
};

// A top-level item as written (`A / 2`, `[B, C] # 16`) and its factors.
struct WrittenItem {
    std::string text;
    std::vector<Term> terms;
};

// A top-level item of a mapping; `written` is its text as the kernel writer
// typed it, when it comes straight from the mapping's own text.
struct Item {
    const Expr* expr;
    bool written;
};

void flattenItems(const Expr& e, bool written, std::vector<Item>& out) {
    if (e.kind == Expr::Kind::Pair) {
        for (const auto& child : e.children) flattenItems(*child, written, out);
    } else if (e.kind == Expr::Kind::Alias && e.inner().kind == Expr::Kind::Pair) {
        flattenItems(e.inner(), false, out);
    } else {
        out.push_back({&e, written});
    }
}

// A `1` written among other items (`m![A, B' / 16, 1]`) is a loop of one
// iteration the kernel writer asked for: the Fetch Adapter's masking case 3
// counts on such an entry, whose index is always both the first and the last.
bool isExplicitOne(const Expr& e) { return e.kind == Expr::Kind::Broadcast && e.operand == 1; }

Factor unitFactor() {
    Factor f;
    f.content = Factor::Content::Broadcast;
    return f;
}

// The items as the kernel writer wrote them: `C / 2, C % 2` stays two terms,
// because the manual's configurations list them before merging.
void collectItems(const mapping::CompiledMapping& m, bool packet, std::vector<WrittenItem>& out,
                  std::vector<std::pair<AxisId, u64>>& offsets) {
    std::vector<Item> items;
    flattenItems(m.tree(), true, items);
    for (const Item& item : items) {
        NormalForm nf = mapping::buildNormalForm(*item.expr, m.env());
        for (const auto& [axis, value] : nf.base.entries()) offsets.emplace_back(axis, value);
        WrittenItem written;
        const bool fromText = item.written && item.expr->end <= m.text().size();
        written.text =
            fromText ? m.text().substr(item.expr->begin, item.expr->end - item.expr->begin) : mapping::printNormalForm(nf, m.env());
        for (const Factor& f : nf.factors)
            written.terms.push_back({f, nf.factors.size() == 1 ? written.text : mapping::printFactor(f, m.env()), packet});
        if (items.size() > 1 && isExplicitOne(*item.expr)) written.terms.push_back({unitFactor(), "1", packet});
        out.push_back(std::move(written));
    }
}

Buffer describeBuffer(const mapping::CompiledMapping& buffer) {
    Buffer out;
    const NormalForm& nf = buffer.normalForm();
    out.base = nf.base;
    u64 stride = 1;
    for (std::size_t j = nf.factors.size(); j-- > 0;) {
        const Factor& f = nf.factors[j];
        if (f.content == Factor::Content::Axis) {
            out.digits.push_back({f.axis, f.step, f.size, f.extent, stride});
            if (f.offset) out.base.add(f.axis, f.offset);
        }
        stride *= f.size;
    }
    for (BufferDigit& d : out.digits)
        d.coarsest = std::none_of(out.digits.begin(), out.digits.end(),
                                  [&](const BufferDigit& other) { return other.axis == d.axis && other.step > d.step; });
    return out;
}

class Deriver {
public:
    Deriver(const Request& request) : request_(request), env_(request.buffer.env()), buffer_(describeBuffer(request.buffer)) {}

    diag::Result<Config> run() {
        std::vector<WrittenItem> items;
        std::vector<std::pair<AxisId, u64>> offsets;
        collectItems(request_.time, false, items, offsets);
        collectItems(request_.packet, true, items, offsets);
        if (request_.writes() && !items.empty() && !items.back().terms.empty())
            items.back().terms.back().truncatable = items.back().terms.back().packet;
        for (const auto& [axis, value] : offsets)
            if (auto failed = addressOf(axis, value, fmt::format("{} @ {}", env_[axis].name, value))) return *failed;
        demands_ = demandsOf(items, offsets);
        if (!request_.writes() && !request_.partial)
            if (auto failed = checkHeld()) return *failed;
        for (const WrittenItem& item : items)
            if (auto failed = itemEntries(item)) return *failed;
        if (auto failed = checkNoCarries()) return *failed;
        if (auto failed = checkWriteBounds()) return *failed;
        config_.merged = config_.entries;
        if (config_.merged.size() > kMaxEntries) mergeContiguous();
        config_.packetSize = packetSize();
        if (auto failed = checkLimits()) return *failed;
        return config_;
    }

private:
    // Adds the memory offset of coordinate `value` of `axis` (where a stream
    // term or constant starts) to the base address.
    [[nodiscard]] std::optional<Diagnostic> addressOf(AxisId axis, u64 value, const std::string& term) {
        if (buffer_.of(axis).empty()) return std::nullopt;  // broadcast: any coordinate reads the same place
        const auto offset = buffer_.offsetOf(axis, value);
        if (!offset) return insufficient(term, axis);
        config_.base += static_cast<std::int64_t>(*offset);
        return std::nullopt;
    }

    // Per axis, the coordinates the written terms name, as derive() reads
    // them: term by term (`A / 2 # 4, A % 2` stay two terms, though their
    // normal form is `A # 8`).
    std::map<AxisId, AxisDemand> demandsOf(const std::vector<WrittenItem>& items,
                                           const std::vector<std::pair<AxisId, u64>>& offsets) const {
        std::map<AxisId, AxisDemand> out;
        bool grouped = false;
        for (const auto& [axis, value] : offsets) out[axis].constant += value;
        for (const WrittenItem& item : items) {
            for (const Term& term : item.terms) {
                const Factor& f = term.factor;
                if (f.content == Factor::Content::Group || f.content == Factor::Content::Sliding) grouped = true;
                if (f.content != Factor::Content::Axis) continue;
                AxisDemand& demand = out[f.axis];
                if (f.extent > 1) demand.terms.push_back({f.offset, f.step, f.extent, term.text});
                else demand.constant += f.offset;
            }
        }
        if (grouped)  // an axis inside a group is not analysed here; the term walk still checks it
            for (auto& [axis, demand] : out) demand.plain = false;
        return out;
    }

    AxisDemand demandOf(AxisId axis) const {
        auto it = demands_.find(axis);
        if (it != demands_.end()) return it->second;
        AxisDemand none;
        none.plain = std::none_of(demands_.begin(), demands_.end(), [](const auto& d) { return !d.second.plain; });
        return none;
    }

    // "Insufficient Input": every element a valid stream position names must
    // be in the buffer. Terms of one axis add up, so their sums are checked,
    // not each term alone. (A write's bounds are checkWriteBounds()'s.)
    [[nodiscard]] std::optional<Diagnostic> checkHeld() const {
        std::set<AxisId> axes;  // those the buffer has digits of, or fixes (`B @ 1`)
        for (const BufferDigit& d : buffer_.digits) axes.insert(d.axis);
        for (const auto& [axis, value] : buffer_.base.entries()) axes.insert(axis);
        for (AxisId axis : axes) {
            const AxisDemand demand = demandOf(axis);
            if (!demand.plain) continue;
            if (auto missing = firstMissing(axis, demand)) return missingCoordinate(axis, missing->first, missing->second);
        }
        return std::nullopt;
    }

    // A coordinate the demand names (below the axis's size: beyond it a
    // position holds no element) that the buffer lacks, and the term to
    // blame, if any.
    std::optional<std::pair<u64, std::string>> firstMissing(AxisId axis, const AxisDemand& demand) const {
        const u64 size = env_[axis].size;
        const u64 largest = demand.largest();
        if (buffer_.holdsOneRun(axis)) {
            const u64 first = buffer_.base.get(axis), end = first + buffer_.held(axis);
            u64 smallest = demand.constant;
            for (const AxisDemand::Term& t : demand.terms) smallest += t.offset;
            if (smallest < first) return std::pair{smallest, std::string()};
            if (std::min(largest, size - 1) < end) return std::nullopt;
            if (largest < size) return std::pair{largest, demand.furthest()};
        }
        constexpr u64 kMaxEnumerated = u64{1} << 18;  // beyond it the term walk still refuses what it cannot read
        if (demand.combinations() > kMaxEnumerated) return std::nullopt;
        std::optional<std::pair<u64, std::string>> missing;
        eachDemanded(demand, size, [&](u64 value, const std::vector<u64>& digit) {
            if (buffer_.offsetOf(axis, value)) return true;
            std::size_t blamed = digit.size();
            for (std::size_t j = 0; j < digit.size(); ++j)
                if (digit[j] != 0 && (blamed == digit.size() || demand.terms[j].step > demand.terms[blamed].step)) blamed = j;
            missing = {value, blamed < digit.size() ? demand.terms[blamed].text : std::string()};
            return false;
        });
        return missing;
    }

    // Each term becomes its own entries, so the address of a sum of terms is
    // the sum of their addresses only when adding them never carries from
    // one buffer digit into the next: with the buffer `m![B % 6, B / 6]`, the
    // terms `B / 4` and `B % 4` reach B = 4 + 3 = 7, whose digits are not
    // those of 4 plus those of 3. At every digit boundary of the buffer (the
    // step of each coarser digit) the terms' parts below it must stay below it.
    [[nodiscard]] std::optional<Diagnostic> checkNoCarries() const {
        std::set<AxisId> axes;
        for (const BufferDigit& d : buffer_.digits) axes.insert(d.axis);
        for (AxisId axis : axes) {
            const AxisDemand demand = demandOf(axis);
            if (!demand.plain || demand.terms.size() + (demand.constant != 0) < 2) continue;
            const auto digits = buffer_.of(axis);
            const u64 first = buffer_.base.get(axis);
            for (std::size_t k = 1; k < digits.size(); ++k) {
                const u64 boundary = digits[k].step;
                // The buffer's own first coordinate counts once: every part is measured from it.
                u64 below = (demand.constant % boundary + boundary - first % boundary) % boundary;
                for (const AxisDemand::Term& t : demand.terms) below += largestRemainder(t, boundary);
                if (below >= boundary) return carries(axis, demand, boundary);
            }
        }
        return std::nullopt;
    }

    // max over the term's valid digits x of (offset + step * x) mod boundary.
    static u64 largestRemainder(const AxisDemand::Term& t, u64 boundary) {
        const u64 period = boundary / std::gcd(t.step % boundary == 0 ? boundary : t.step % boundary, boundary);
        u64 best = 0;
        for (u64 x = 0; x < std::min(t.valid, period); ++x) best = std::max(best, (t.offset % boundary + t.step % boundary * x) % boundary);
        return best;
    }

    [[nodiscard]] Diagnostic carries(AxisId axis, const AxisDemand& demand, u64 boundary) const {
        std::string terms;
        for (const AxisDemand::Term& t : demand.terms) terms += (terms.empty() ? "`" : ", `") + t.text + "`";
        return Diagnostic(diag::Kind::incompatible_shapes,
                          fmt::format("the stream terms {} of `{}` add up past {} within the buffer `{}`'s digit of `{}` "
                                      "below {}, so no loop nest of constant strides reads their sums",
                                      terms, env_[axis].name, boundary - 1, request_.buffer.normalized(), env_[axis].name, boundary))
            .withFix(fmt::format("split `{}` in the stream at {} as the buffer does (`{} / {}`, `{} % {}`)", env_[axis].name, boundary,
                                 env_[axis].name, boundary, env_[axis].name, boundary));
    }

    // One written item's entries; the parts of one item that lie contiguously
    // in memory are one entry (`[B, C] # 16` over a row of B, C is 16 : 1).
    [[nodiscard]] std::optional<Diagnostic> itemEntries(const WrittenItem& item) {
        std::vector<Entry> entries;
        for (const Term& term : item.terms)
            if (auto failed = entriesFor(term, entries)) return failed;
        for (std::size_t k = entries.size(); k-- > 1;) {
            Entry& outer = entries[k - 1];
            const Entry& inner = entries[k];
            if (outer.stride == 0 || outer.stride != inner.size * inner.stride) continue;
            fold(outer, inner);
            outer.term = item.text;
            entries.erase(entries.begin() + k);
        }
        config_.entries.insert(config_.entries.end(), entries.begin(), entries.end());
        return std::nullopt;
    }

    [[nodiscard]] std::optional<Diagnostic> entriesFor(const Term& term, std::vector<Entry>& out) {
        const Factor& f = term.factor;
        if (f.content == Factor::Content::Broadcast) {
            if (request_.writes() && term.truncatable && f.isPadded()) return paddedScalarWrite(term, out);
            out.push_back({term.text, f.size, 0, term.packet, std::nullopt, 0});
            return std::nullopt;
        }
        if (f.content == Factor::Content::Group) return groupEntry(term, out);
        if (f.content != Factor::Content::Axis)
            return Diagnostic(diag::Kind::unsupported_term,
                              fmt::format("the stream term `{}` is a sliding window, which a sequencer cannot read", term.text));
        auto digits = buffer_.of(f.axis);
        if (const auto& padded = env_[f.axis].padded; digits.empty() && padded && !buffer_.of(padded->base).empty())
            return paddedEntries(term, *padded, out);
        if (digits.empty()) {  // "Axes not present in Buf get stride 0"
            out.push_back({term.text, f.size, 0, term.packet, f.axis, f.step});
            return std::nullopt;
        }
        auto failed = splitOverDigits(term, digits, out);
        if (failed && failed->kind == diag::Kind::incompatible_shapes && nestFromAddresses(term, out)) return std::nullopt;
        return failed;
    }

    // When a term's steps do not fall on the buffer's digits (`C / 6` over
    // `C / 4, C / 2 % 2, C % 2`), its addresses may still form a loop nest:
    // find one from the addresses themselves, the largest blocks of constant
    // stride first. The term's start is already in the base.
    bool nestFromAddresses(const Term& term, std::vector<Entry>& out) const {
        const Factor& f = term.factor;
        constexpr u64 kMaxWalked = u64{1} << 20;
        const u64 valid = request_.writes() ? f.size : f.extent;
        if (f.size > kMaxWalked) return false;
        std::vector<std::int64_t> address(valid);
        for (u64 x = 0; x < valid; ++x) {
            const auto offset = buffer_.offsetOf(f.axis, f.offset + f.step * x);
            if (!offset) return false;
            address[x] = static_cast<std::int64_t>(*offset);
        }
        std::vector<Entry> pieces;  // inner first
        if (!findNest(address, f.size, pieces)) return false;
        u64 step = f.step;
        for (Entry& piece : pieces) {
            piece.term = term.text;
            piece.packet = term.packet;
            piece.axis = f.axis;
            piece.coordinateStep = step;
            step *= piece.size;
        }
        if (pieces.size() > 1) nameSplitPieces(pieces, f);
        for (auto it = pieces.rbegin(); it != pieces.rend(); ++it) out.push_back(*it);
        return true;
    }

    // Radices (inner first) and non-negative strides with address[x] =
    // address[0] + sum digit_k * stride_k for every x given; `count` is the
    // term's size, of which address holds the valid prefix.
    static bool findNest(const std::vector<std::int64_t>& address, u64 count, std::vector<Entry>& pieces) {
        if (count == 1 || address.size() <= 1) {
            if (count > 1) pieces.push_back({"", count, 0, false, std::nullopt, 0});
            return true;
        }
        for (u64 radix = count; radix >= 2; --radix) {
            if (count % radix != 0) continue;
            const std::int64_t stride = address[1] - address[0];
            if (stride < 0) return false;
            bool constant = true;
            for (std::size_t x = 0; x < address.size() && constant; ++x)
                constant = address[x] - address[x - x % radix] == static_cast<std::int64_t>(x % radix) * stride;
            if (!constant) continue;
            std::vector<std::int64_t> starts;
            for (std::size_t x = 0; x < address.size(); x += radix) starts.push_back(address[x]);
            const std::size_t kept = pieces.size();
            pieces.push_back({"", radix, static_cast<u64>(stride), false, std::nullopt, 0});
            if (findNest(starts, count / radix, pieces)) return true;
            pieces.resize(kept);
        }
        return false;
    }

    // A packet holding one element and padding (`1 # 16`, what a reduction to
    // a scalar leaves after Cast) is written to a destination that is one
    // padded element too (`1 # 8`, the manual's Dot Product): the packet's
    // leading positions go to consecutive places, truncated to what the
    // destination holds, so its padding lands on the destination's padding.
    // Any other destination would take the same element many times.
    [[nodiscard]] std::optional<Diagnostic> paddedScalarWrite(const Term& term, std::vector<Entry>& out) {
        const Factor& f = term.factor;
        const NormalForm& buffer = request_.buffer.normalForm();
        const bool paddedScalar = !buffer.factors.empty() && buffer.factors.back().content == Factor::Content::Broadcast &&
                                  buffer.factors.back().extent == 1 && buffer.factors.back().size > 1;
        if (!paddedScalar) {
            out.push_back({term.text, f.size, 0, term.packet, std::nullopt, 0});
            return std::nullopt;
        }
        out.push_back({term.text, std::min(f.size, buffer.factors.back().size), 1, term.packet, std::nullopt, 0});
        return std::nullopt;
    }

    // A term of a padded axis `B' = # l + B + # r` reads B as if its padding
    // lay in memory around it: the term walks B's digits with B' coordinates,
    // and the base moves back by l elements of B's finest digit (the manual's
    // `@ base_addr = -2`). The padding read is masked by the Fetch Adapter, so
    // a write, which would store it, may not use a padded axis.
    [[nodiscard]] std::optional<Diagnostic> paddedEntries(const Term& term, const mapping::Padded& padded, std::vector<Entry>& out) {
        const AxisId axis = term.factor.axis;
        if (request_.writes())
            return Diagnostic(diag::Kind::out_of_bounds,
                              fmt::format("the stream term `{}` would write the padding of `{}` outside the tensor; a commit "
                                          "writes only what its destination holds",
                                          term.text, env_[axis].name))
                .withFix(fmt::format("write `{}` with right padding on the destination instead (`{} # n`)", env_[padded.base].name,
                                     env_[padded.base].name));
        auto digits = buffer_.of(padded.base);
        if (digits.front().step != 1) return incompatible(term.text, padded.base);
        Term onBase = term;
        onBase.factor.axis = padded.base;
        const std::size_t first = out.size();
        if (auto failed = splitOverDigits(onBase, digits, out)) return failed;
        for (std::size_t k = first; k < out.size(); ++k) out[k].axis = axis;  // they iterate B', not B
        if (shiftedForPadding_.insert(axis).second) config_.base -= static_cast<std::int64_t>(padded.left * digits.front().stride);
        return std::nullopt;
    }

    // A group such as `[A, B, C] # 32` is one entry when its content lies
    // contiguously (at one constant stride) in the buffer, in the same order.
    [[nodiscard]] std::optional<Diagnostic> groupEntry(const Term& term, std::vector<Entry>& out) {
        const Factor& f = term.factor;
        std::vector<Entry> inner;
        for (const Factor& g : f.group->factors)
            if (auto failed = entriesFor({g, mapping::printFactor(g, env_), term.packet}, inner)) return failed;
        for (std::size_t k = inner.size(); k-- > 1;) {
            if (inner[k - 1].stride != inner[k].size * inner[k].stride)
                return Diagnostic(diag::Kind::unsupported_term,
                                  fmt::format("the stream term `{}` groups parts that are not contiguous in the buffer `{}`; "
                                              "write them as separate terms",
                                              term.text, request_.buffer.normalized()));
            inner[k - 1].size *= inner[k].size;
            inner[k - 1].stride = inner[k].stride;
        }
        const u64 stride = inner.empty() ? 0 : inner.front().stride;
        config_.base += static_cast<std::int64_t>(f.offset * stride);
        out.push_back({term.text, f.size, f.step * stride, term.packet, std::nullopt, 0});
        return std::nullopt;
    }

    // Walks the term's coordinates `offset + step * x` through the buffer's
    // digits of its axis, finest first: each digit the term crosses becomes one
    // entry (inner), the rest continues in the next digit (outer). Only the
    // term's valid positions must land in the buffer: a padded term (`C # 32`)
    // reads on past them with the same stride.
    [[nodiscard]] std::optional<Diagnostic> splitOverDigits(const Term& term, const std::vector<BufferDigit>& digits,
                                                            std::vector<Entry>& out) {
        const Factor& f = term.factor;
        if (auto failed = addressOf(f.axis, f.offset, term.text)) return failed;
        const u64 relative = f.offset - buffer_.base.get(f.axis);
        std::vector<Entry> pieces;  // inner first
        u64 step = f.step;
        u64 count = f.size;
        // Truncating keeps a packet's leading elements: what the buffer lacks is not written, and
        // neither is the packet's padding, except where it lands on the destination's own padding
        // past its last element (`C # 32` into `C # 8` writes 8 positions, one 8-byte unit).
        if (request_.writes() && term.truncatable) {
            const u64 reach = buffer_.cover(f.axis);
            count = std::min(f.extent, relative >= reach ? 0 : ceilDiv(reach - relative, step));
            if (count == f.extent && relative + step * count >= buffer_.held(f.axis))
                count = std::min(f.size, ceilDiv(reach - relative, step));
        }
        if (count == 0) return insufficient(term.text, f.axis);
        if (request_.writes()) written_[f.axis] += f.offset + f.step * (count - 1);
        u64 valid = request_.writes() ? count : f.extent;  // a read may run on past its valid positions
        while (count > 1) {
            auto digit =
                std::find_if(digits.begin(), digits.end(), [&](const BufferDigit& d) { return d.step <= step && step < d.span(); });
            if (digit == digits.end()) return insufficient(term.text, f.axis);
            if (step % digit->step != 0) return incompatible(term.text, f.axis);
            const u64 span = digit->span();
            const u64 stride = step / digit->step * digit->stride;
            const u64 local = relative % span;
            if (local + step * (valid - 1) < span) {
                pieces.push_back({term.text, count, stride, term.packet, f.axis, step});
                break;
            }
            const u64 perDigit = span / step;
            if (local != 0 || span % step != 0 || count % perDigit != 0) return incompatible(term.text, f.axis);
            pieces.push_back({term.text, perDigit, stride, term.packet, f.axis, step});
            count /= perDigit;
            valid = ceilDiv(valid, perDigit);
            step = span;
        }
        if (pieces.size() > 1) nameSplitPieces(pieces, f);
        for (auto it = pieces.rbegin(); it != pieces.rend(); ++it) out.push_back(*it);
        return std::nullopt;
    }

    // "Write sequencer configurations must never write beyond the tensor
    // boundary": every coordinate a write reaches must lie in the buffer.
    [[nodiscard]] std::optional<Diagnostic> checkWriteBounds() const {
        for (const auto& [axis, last] : written_) {
            const u64 end = buffer_.base.get(axis) + buffer_.cover(axis);
            if (last >= end)
                return Diagnostic(diag::Kind::out_of_bounds,
                                  fmt::format("the write reaches `{}` = {}, past the {} positions the destination `{}` holds; "
                                              "a commit must never write beyond its tensor",
                                              env_[axis].name, last, end, request_.buffer.normalized()))
                    .withFix(fmt::format("pad the destination's `{}` to at least {}, or commit smaller pieces", env_[axis].name, last + 1));
        }
        return std::nullopt;
    }

    // A term crossing several buffer digits becomes several entries; each is
    // named for the part of the term it iterates (`A / 2`, `A % 2`).
    void nameSplitPieces(std::vector<Entry>& pieces, const Factor& f) const {
        u64 step = f.step;
        for (Entry& piece : pieces) {
            Factor part = f;
            part.offset = 0;
            part.step = step;
            part.size = part.extent = piece.size;
            piece.term = mapping::printFactor(part, env_);
            step *= piece.size;
        }
    }

    // "Merging Entries": adjacent (n1 : s1), (n2 : s2) with s1 == n2 * s2 become
    // (n1 * n2 : s2); a merge into a packet entry grows the packet.
    void mergeContiguous() {
        std::vector<Entry> out;
        for (const Entry& e : config_.merged) {
            if (!out.empty() && out.back().stride == e.size * e.stride) {  // two broadcasts too: 0 == n2 * 0
                Entry& outer = out.back();
                Merge merge{{outer.term, e.term}, ""};
                fold(outer, e);
                outer.term = mergedName(outer, merge.from[0], merge.from[1]);
                outer.packet = outer.packet || e.packet;
                merge.into = outer.term;
                config_.merges.push_back(std::move(merge));
                continue;
            }
            out.push_back(e);
        }
        config_.merged = std::move(out);
    }

    // `C / 2` + `C % 2` -> `C` (the folded entry still walks one axis:
    // `merged` is the result of fold()); anything else keeps both names.
    std::string mergedName(const Entry& merged, const std::string& outer, const std::string& inner) const {
        if (!merged.axis) return "[" + outer + ", " + inner + "]";
        Factor f;
        f.content = Factor::Content::Axis;
        f.axis = *merged.axis;
        f.step = merged.coordinateStep;
        f.size = merged.size;
        f.extent = std::min(merged.size, ceilDiv(env_[*merged.axis].size, merged.coordinateStep));
        return mapping::printFactor(f, env_);
    }

    // The configuration's packet is its innermost entry when that iterates the
    // Packet (the manual's `] : 8`); a larger stream Packet is assembled from
    // several such reads (the Fetch Adapter's batching).
    u64 packetSize() const {
        if (config_.merged.empty() || !config_.merged.back().packet) return 1;
        return config_.merged.back().size;
    }

    [[nodiscard]] std::optional<Diagnostic> checkLimits() const {
        const auto& merged = config_.merged;
        if (merged.size() > kMaxEntries)
            return Diagnostic(diag::Kind::entry_limit,
                              fmt::format("the configuration needs {} entries after merging, more than the {} a sequencer has: {}",
                                          merged.size(), kMaxEntries, describe(merged, config_.packetSize)))
                .withFix("make adjacent terms contiguous in memory so they merge, or split the operation");
        for (const Entry& e : merged)
            if (e.size > kMaxIterations)
                return Diagnostic(diag::Kind::iteration_limit,
                                  fmt::format("entry `{}` iterates {} times, more than the {} a sequencer entry allows", e.term, e.size,
                                              kMaxIterations))
                    .withFix(fmt::format("split `{}` into two terms, e.g. `{} / 256, {} % 256`", e.term, e.term, e.term));
        if (request_.writes()) return std::nullopt;  // the Commit Engine has its own packet rules (commit_in_size)
        const u64 bytes = tensor::bytesFor(request_.dtype, config_.packetSize);
        const bool powerOfTwo = bytes >= 1 && bytes <= 32 && (bytes & (bytes - 1)) == 0;
        if (!powerOfTwo && request_.engine == Request::Engine::Generic)
            return Diagnostic(diag::Kind::packet_size,
                              fmt::format("the packet is {} elements of {} = {} bytes; it must be 1, 2, 4, 8, 16 or 32 bytes",
                                          config_.packetSize, tensor::info(request_.dtype).name, bytes));
        if (!merged.empty() && config_.packetSize != 1) {
            const Entry& inner = merged.back();
            const bool contiguous = (inner.stride == 0 || inner.stride == 1) && inner.size % config_.packetSize == 0;
            if (!contiguous)
                return Diagnostic(diag::Kind::packet_fetch,
                                  fmt::format("the innermost entry `{}` ({} : {}) does not read the {}-element packet "
                                              "contiguously; it needs stride 0 or 1 and a size that is a multiple of {}",
                                              inner.term, inner.size, inner.stride, config_.packetSize, config_.packetSize));
        }
        return std::nullopt;
    }

    [[nodiscard]] Diagnostic insufficient(const std::string& term, AxisId axis) const {
        return Diagnostic(diag::Kind::insufficient_input,
                          fmt::format("the stream term `{}` needs coordinates of `{}` that the buffer `{}` does not hold", term,
                                      env_[axis].name, request_.buffer.normalized()));
    }

    [[nodiscard]] Diagnostic missingCoordinate(AxisId axis, u64 value, const std::string& term) const {
        const std::string who = term.empty() ? "the stream" : fmt::format("the stream term `{}`", term);
        return Diagnostic(diag::Kind::insufficient_input, fmt::format("{} reads `{}` = {}, which the buffer `{}` does not hold", who,
                                                                      env_[axis].name, value, request_.buffer.normalized()))
            .withFix(fmt::format("read only the coordinates of `{}` the buffer holds, or give the buffer all of them", env_[axis].name));
    }

    [[nodiscard]] Diagnostic incompatible(const std::string& term, AxisId axis) const {
        return Diagnostic(diag::Kind::incompatible_shapes,
                          fmt::format("the stream term `{}` cannot be read with constant strides from the buffer `{}`: its "
                                      "steps of `{}` do not factor into the buffer's digits of that axis",
                                      term, request_.buffer.normalized(), env_[axis].name));
    }

    const Request& request_;
    const AxisEnv& env_;
    Buffer buffer_;
    Config config_;
    std::map<AxisId, u64> written_;         // the largest coordinate a write reaches, per axis
    std::map<AxisId, AxisDemand> demands_;  // the coordinates the stream names, per axis
    std::set<AxisId> shiftedForPadding_;    // padded axes whose left padding moved the base
};

}  // namespace

diag::Result<Config> derive(const Request& request) { return Deriver(request).run(); }

void fold(Entry& outer, const Entry& inner) {
    const bool sameAxis = outer.axis && outer.axis == inner.axis && outer.coordinateStep == inner.size * inner.coordinateStep;
    outer.size *= inner.size;
    outer.stride = inner.stride;
    outer.coordinateStep = sameAxis ? inner.coordinateStep : 0;
    if (!sameAxis) outer.axis.reset();
}

std::string describe(const std::vector<Entry>& entries, u64 packetSize) {
    std::string text = "[";
    for (const Entry& e : entries) text += (text.size() > 1 ? ", " : "") + fmt::format("{} : {}", e.size, e.stride);
    return text + fmt::format("] : {}", packetSize);
}

}  // namespace tcpwb::sequencer
