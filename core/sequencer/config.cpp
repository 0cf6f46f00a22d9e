#include "sequencer/config.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
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
// apart in memory its positions are.
struct BufferDigit {
    AxisId axis;
    u64 step;    // coordinate step per digit
    u64 size;    // digits
    u64 stride;  // memory elements per digit
};

struct Buffer {
    std::vector<BufferDigit> digits;  // every axis factor of the buffer's normal form
    mapping::TensorIndex base;        // coordinates held at address 0

    // How many coordinates of `axis` from the first the buffer reaches.
    u64 cover(AxisId axis) const {
        u64 reach = 0;
        for (const BufferDigit& d : digits)
            if (d.axis == axis) reach = std::max(reach, d.step * d.size);
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
};

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
        written.text = fromText ? m.text().substr(item.expr->begin, item.expr->end - item.expr->begin)
                                : mapping::printNormalForm(nf, m.env());
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
            out.digits.push_back({f.axis, f.step, f.size, stride});
            if (f.offset) out.base.add(f.axis, f.offset);
        }
        stride *= f.size;
    }
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
        for (const WrittenItem& item : items)
            if (auto failed = itemEntries(item)) return *failed;
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
    std::optional<Diagnostic> addressOf(AxisId axis, u64 value, const std::string& term) {
        auto digits = buffer_.of(axis);
        if (digits.empty()) return std::nullopt;  // broadcast: any coordinate reads the same place
        const u64 first = buffer_.base.get(axis);
        if (value < first) return insufficient(term, axis);
        u64 rest = value - first;
        for (auto it = digits.rbegin(); it != digits.rend(); ++it) {  // coarsest first
            const u64 digit = rest / it->step;
            if (digit >= it->size) return insufficient(term, axis);
            config_.base += static_cast<std::int64_t>(digit * it->stride);
            rest -= digit * it->step;
        }
        if (rest != 0) return insufficient(term, axis);
        return std::nullopt;
    }

    // One written item's entries; the parts of one item that lie contiguously
    // in memory are one entry (`[B, C] # 16` over a row of B, C is 16 : 1).
    std::optional<Diagnostic> itemEntries(const WrittenItem& item) {
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

    std::optional<Diagnostic> entriesFor(const Term& term, std::vector<Entry>& out) {
        const Factor& f = term.factor;
        if (f.content == Factor::Content::Broadcast) {
            if (request_.writes() && term.truncatable && f.isPadded()) return paddedScalarWrite(term, out);
            out.push_back({term.text, f.size, 0, term.packet, std::nullopt, 0});
            return std::nullopt;
        }
        if (f.content == Factor::Content::Group) return groupEntry(term, out);
        if (f.content != Factor::Content::Axis)
            return Diagnostic("unsupported_term",
                              fmt::format("the stream term `{}` is a sliding window, which a sequencer cannot read", term.text));
        auto digits = buffer_.of(f.axis);
        if (const auto& padded = env_[f.axis].padded; digits.empty() && padded && !buffer_.of(padded->base).empty())
            return paddedEntries(term, *padded, out);
        if (digits.empty()) {  // "Axes not present in Buf get stride 0"
            out.push_back({term.text, f.size, 0, term.packet, f.axis, f.step});
            return std::nullopt;
        }
        return splitOverDigits(term, digits, out);
    }

    // A packet holding one element and padding (`1 # 16`, what a reduction to
    // a scalar leaves after Cast) is written to a destination that is one
    // padded element too (`1 # 8`, the manual's Dot Product): the packet's
    // leading positions go to consecutive places, truncated to what the
    // destination holds, so its padding lands on the destination's padding.
    // Any other destination would take the same element many times.
    std::optional<Diagnostic> paddedScalarWrite(const Term& term, std::vector<Entry>& out) {
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
    std::optional<Diagnostic> paddedEntries(const Term& term, const mapping::Padded& padded, std::vector<Entry>& out) {
        const AxisId axis = term.factor.axis;
        if (request_.writes())
            return Diagnostic("out_of_bounds",
                              fmt::format("the stream term `{}` would write the padding of `{}` outside the tensor; a commit "
                                          "writes only what its destination holds",
                                          term.text, env_[axis].name))
                .withFix(fmt::format("write `{}` with right padding on the destination instead (`{} # n`)",
                                     env_[padded.base].name, env_[padded.base].name));
        auto digits = buffer_.of(padded.base);
        if (digits.front().step != 1) return incompatible(term.text, padded.base);
        Term onBase = term;
        onBase.factor.axis = padded.base;
        const std::size_t first = out.size();
        if (auto failed = splitOverDigits(onBase, digits, out)) return failed;
        for (std::size_t k = first; k < out.size(); ++k) out[k].axis = axis;  // they iterate B', not B
        if (shiftedForPadding_.insert(axis).second)
            config_.base -= static_cast<std::int64_t>(padded.left * digits.front().stride);
        return std::nullopt;
    }

    // A group such as `[A, B, C] # 32` is one entry when its content lies
    // contiguously (at one constant stride) in the buffer, in the same order.
    std::optional<Diagnostic> groupEntry(const Term& term, std::vector<Entry>& out) {
        const Factor& f = term.factor;
        std::vector<Entry> inner;
        for (const Factor& g : f.group->factors)
            if (auto failed = entriesFor({g, mapping::printFactor(g, env_), term.packet}, inner)) return failed;
        for (std::size_t k = inner.size(); k-- > 1;) {
            if (inner[k - 1].stride != inner[k].size * inner[k].stride)
                return Diagnostic("unsupported_term",
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
    std::optional<Diagnostic> splitOverDigits(const Term& term, const std::vector<BufferDigit>& digits,
                                              std::vector<Entry>& out) {
        const Factor& f = term.factor;
        if (auto failed = addressOf(f.axis, f.offset, term.text)) return failed;
        const u64 relative = f.offset - buffer_.base.get(f.axis);
        std::vector<Entry> pieces;  // inner first
        u64 step = f.step;
        u64 count = f.size;
        // Truncating keeps a packet's leading elements: its padding and what the buffer lacks are not written.
        if (request_.writes() && term.truncatable) {
            const u64 reach = buffer_.cover(f.axis);
            count = std::min(f.extent, relative >= reach ? 0 : ceilDiv(reach - relative, step));
        }
        if (count == 0) return insufficient(term.text, f.axis);
        if (request_.writes()) written_[f.axis] += f.offset + f.step * (count - 1);
        u64 valid = request_.writes() ? count : f.extent;  // a read may run on past its valid positions
        while (count > 1) {
            auto digit = std::find_if(digits.begin(), digits.end(),
                                      [&](const BufferDigit& d) { return d.step <= step && step < d.step * d.size; });
            if (digit == digits.end()) return insufficient(term.text, f.axis);
            if (step % digit->step != 0) return incompatible(term.text, f.axis);
            const u64 span = digit->step * digit->size;  // coordinates this digit and the finer ones cover
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
    std::optional<Diagnostic> checkWriteBounds() const {
        for (const auto& [axis, last] : written_) {
            const u64 end = buffer_.base.get(axis) + buffer_.cover(axis);
            if (last >= end)
                return Diagnostic("out_of_bounds",
                                  fmt::format("the write reaches `{}` = {}, past the {} positions the destination `{}` holds; "
                                              "a commit must never write beyond its tensor",
                                              env_[axis].name, last, end, request_.buffer.normalized()))
                    .withFix(fmt::format("pad the destination's `{}` to at least {}, or commit smaller pieces",
                                         env_[axis].name, last + 1));
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
            if (!out.empty() && out.back().stride != 0 && out.back().stride == e.size * e.stride) {
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

    std::optional<Diagnostic> checkLimits() const {
        const auto& merged = config_.merged;
        if (merged.size() > kMaxEntries)
            return Diagnostic("entry_limit",
                              fmt::format("the configuration needs {} entries after merging, more than the {} a sequencer has: {}",
                                          merged.size(), kMaxEntries, describe(merged, config_.packetSize)))
                .withFix("make adjacent terms contiguous in memory so they merge, or split the operation");
        for (const Entry& e : merged)
            if (e.size > kMaxIterations)
                return Diagnostic("iteration_limit",
                                  fmt::format("entry `{}` iterates {} times, more than the {} a sequencer entry allows",
                                              e.term, e.size, kMaxIterations))
                    .withFix(fmt::format("split `{}` into two terms, e.g. `{} / 256, {} % 256`", e.term, e.term, e.term));
        if (request_.writes()) return std::nullopt;  // the Commit Engine has its own packet rules (commit_in_size)
        const u64 bytes = tensor::bytesFor(request_.dtype, config_.packetSize);
        const bool powerOfTwo = bytes >= 1 && bytes <= 32 && (bytes & (bytes - 1)) == 0;
        if (!powerOfTwo && request_.engine == Request::Engine::Generic)
            return Diagnostic("packet_size",
                              fmt::format("the packet is {} elements of {} = {} bytes; it must be 1, 2, 4, 8, 16 or 32 bytes",
                                          config_.packetSize, tensor::info(request_.dtype).name, bytes));
        if (!merged.empty() && config_.packetSize != 1) {
            const Entry& inner = merged.back();
            const bool contiguous = (inner.stride == 0 || inner.stride == 1) && inner.size % config_.packetSize == 0;
            if (!contiguous)
                return Diagnostic("packet_fetch",
                                  fmt::format("the innermost entry `{}` ({} : {}) does not read the {}-element packet "
                                              "contiguously; it needs stride 0 or 1 and a size that is a multiple of {}",
                                              inner.term, inner.size, inner.stride, config_.packetSize, config_.packetSize));
        }
        return std::nullopt;
    }

    Diagnostic insufficient(const std::string& term, AxisId axis) const {
        return Diagnostic("insufficient_input",
                          fmt::format("the stream term `{}` needs coordinates of `{}` that the buffer `{}` does not hold",
                                      term, env_[axis].name, request_.buffer.normalized()));
    }

    Diagnostic incompatible(const std::string& term, AxisId axis) const {
        return Diagnostic("incompatible_shapes",
                          fmt::format("the stream term `{}` cannot be read with constant strides from the buffer `{}`: its "
                                      "steps of `{}` do not factor into the buffer's digits of that axis",
                                      term, request_.buffer.normalized(), env_[axis].name));
    }

    const Request& request_;
    const AxisEnv& env_;
    Buffer buffer_;
    Config config_;
    std::map<AxisId, u64> written_;  // the largest coordinate a write reaches, per axis
    std::set<AxisId> shiftedForPadding_;  // padded axes whose left padding moved the base
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
