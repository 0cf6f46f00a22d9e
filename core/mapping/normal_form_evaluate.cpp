#include "mapping/normal_form.h"

#include <algorithm>
#include <optional>

// Evaluating a normal form at a buffer position: the digits of the position,
// each factor's contribution, and the search for a sliding window's solutions.

namespace tcpwb::mapping {
namespace {

// Every way of writing q as sum_k s_k * w_k with s_k < size(term_k), up to
// `limit` solutions and a fixed amount of search: a sliding window with huge
// terms is searched that far and no further, rather than hanging.
class SlidingSearch {
public:
    SlidingSearch(const Factor& f, std::size_t limit) : f_(f), limit_(limit), parts_(f.terms.size()), outermost_(remaining_ == 0) {
        if (outermost_) remaining_ = kBudget;
    }
    ~SlidingSearch() {
        if (outermost_) remaining_ = 0;
    }
    SlidingSearch(const SlidingSearch&) = delete;
    SlidingSearch& operator=(const SlidingSearch&) = delete;

    std::vector<TensorIndex> solve(u64 q) {
        search(0, q);
        return std::move(out_);
    }

private:
    // Steps left for the outermost search and every window nested in it.
    static constexpr u64 kBudget = u64{1} << 14;
    static constexpr u64 kCachedTermSize = 4096;
    static thread_local u64 remaining_;

    static const Factor* singleAxis(const NormalForm& term) {
        if (!term.valid || !term.base.empty() || term.factors.size() != 1) return nullptr;
        const Factor& f = term.factors.front();
        return f.content == Factor::Content::Axis ? &f : nullptr;
    }

    // What term k holds at s, computed once per term for small terms.
    const std::vector<TensorIndex>& partsOf(std::size_t k, u64 s) {
        const NormalForm& term = *f_.terms[k];
        if (term.size > kCachedTermSize) {
            scratch_ = term.mapRawAll(s);
            return scratch_;
        }
        auto& cache = parts_[k];
        if (cache.empty()) cache.resize(term.size);
        if (!cache[s]) cache[s] = term.mapRawAll(s);
        return *cache[s];
    }

    // The running index is dense (one coordinate per axis id), so a step of
    // the search allocates nothing.
    void add(AxisId axis, u64 value, bool subtract) {
        if (axis >= acc_.size()) acc_.resize(axis + 1, 0);
        acc_[axis] = subtract ? acc_[axis] - value : acc_[axis] + value;
    }
    void add(const TensorIndex& part, bool subtract) {
        for (const auto& [axis, value] : part.entries()) add(axis, value, subtract);
    }
    TensorIndex accumulated() const {
        TensorIndex index;
        for (AxisId axis = 0; axis < acc_.size(); ++axis) index.add(axis, acc_[axis]);
        return index;
    }

    void search(std::size_t k, u64 remaining) {
        if (k == f_.terms.size()) {
            if (remaining == 0) out_.push_back(accumulated());
            return;
        }
        const u64 weight = f_.weights[k];  // at least 1 (resolution rejects 0)
        const bool last = k + 1 == f_.terms.size();
        // The last term has at most one solution: s = remaining / weight.
        const u64 first = last ? remaining / weight : 0;
        const u64 end = std::min(f_.terms[k]->size, (last ? first : remaining / weight) + 1);
        const Factor* axis = singleAxis(*f_.terms[k]);
        for (u64 s = first; s < end && out_.size() < limit_; ++s) {
            if (remaining_ <= 1) return;  // 0 would mean no search is running
            --remaining_;
            if (last && s * weight != remaining) break;
            if (axis) {  // the common case, `$(N:1, F:2)`: no allocation per step
                if (s >= axis->extent) continue;
                const u64 q = axis->offset + axis->step * s;
                add(axis->axis, q, false);
                search(k + 1, remaining - s * weight);
                add(axis->axis, q, true);
                continue;
            }
            const std::vector<TensorIndex> parts = partsOf(k, s);
            for (const TensorIndex& part : parts) {
                add(part, false);
                search(k + 1, remaining - s * weight);
                add(part, true);
            }
        }
    }

    const Factor& f_;
    std::size_t limit_;
    std::vector<u64> acc_;
    std::vector<std::vector<std::optional<std::vector<TensorIndex>>>> parts_;
    bool outermost_;
    std::vector<TensorIndex> scratch_;
    std::vector<TensorIndex> out_;
};

thread_local u64 SlidingSearch::remaining_ = 0;

// Contribution of digit x of f: zero, one or (sliding) several indices.
std::vector<TensorIndex> contributions(const Factor& f, u64 x, std::size_t limit) {
    if (x >= f.extent) return {};
    const u64 q = f.offset + f.step * x;
    switch (f.content) {
        case Factor::Content::Axis: {
            TensorIndex index;
            index.add(f.axis, q);
            return {index};
        }
        case Factor::Content::Broadcast: return {TensorIndex{}};
        case Factor::Content::Group: return f.group->mapRawAll(q);
        case Factor::Content::Sliding:
            if (q >= f.innerSize) return {};
            return SlidingSearch(f, limit).solve(q);
    }
    return {};
}

bool anyGroups(const NormalForm& nf) {
    for (const Factor& f : nf.factors)
        if (f.content == Factor::Content::Group || f.content == Factor::Content::Sliding) return true;
    return false;
}

}  // namespace

std::vector<TensorIndex> NormalForm::mapRawAll(u64 p) const {
    constexpr std::size_t kLimit = 4096;  // solutions of a sliding window kept per position
    if (p >= size || !valid) return {};
    std::vector<TensorIndex> acc{base};
    for (std::size_t j = factors.size(); j-- > 0;) {
        const Factor& f = factors[j];
        const u64 x = p % f.size;
        p /= f.size;
        std::vector<TensorIndex> parts = contributions(f, x, kLimit);
        if (parts.empty()) return {};
        if (parts.size() == 1) {
            for (TensorIndex& index : acc) index.add(parts.front());
            continue;
        }
        std::vector<TensorIndex> next;
        for (const TensorIndex& prefix : acc)
            for (const TensorIndex& part : parts) {
                if (next.size() >= kLimit) break;
                TensorIndex combined = prefix;
                combined.add(part);
                next.push_back(std::move(combined));
            }
        acc = std::move(next);
    }
    return acc;
}

std::optional<TensorIndex> NormalForm::mapRaw(u64 p) const {
    if (p >= size || !valid) return std::nullopt;
    TensorIndex index = base;
    for (std::size_t j = factors.size(); j-- > 0;) {
        const Factor& f = factors[j];
        const u64 x = p % f.size;
        p /= f.size;
        if (x >= f.extent) return std::nullopt;
        const u64 q = f.offset + f.step * x;
        switch (f.content) {
            case Factor::Content::Axis: index.add(f.axis, q); break;
            case Factor::Content::Broadcast: break;
            case Factor::Content::Group: {
                auto held = f.group->mapRaw(q);
                if (!held) return std::nullopt;
                index.add(*held);
                break;
            }
            case Factor::Content::Sliding: {
                auto parts = contributions(f, x, 1);
                if (parts.empty()) return std::nullopt;
                index.add(parts.front());
                break;
            }
        }
    }
    return index;
}

std::optional<PadKind> NormalForm::padAt(u64 p) const {
    if (p >= size) return std::nullopt;
    if (!valid) return invalidPad;
    for (std::size_t j = factors.size(); j-- > 0;) {
        const Factor& f = factors[j];
        const u64 x = p % f.size;
        p /= f.size;
        if (x >= f.extent) return f.pad;
        if (f.content == Factor::Content::Group) {
            auto inner = f.group->padAt(f.offset + f.step * x);
            if (inner) return inner;
        }
    }
    return std::nullopt;
}

bool NormalForm::hasGroups() const { return anyGroups(*this); }

}  // namespace tcpwb::mapping
