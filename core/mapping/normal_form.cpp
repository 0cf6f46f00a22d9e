#include "mapping/normal_form.h"

// Building the canonical normal form: the operators on factor lists (stride,
// resize, pad, offset, fusing misaligned splits into groups) and the
// canonicalization that makes equal mappings print equal.

#include <algorithm>

namespace tcpwb::mapping {
namespace {

using Factors = std::vector<Factor>;

u64 saturatingMul(u64 a, u64 b) {
    auto product = checkedMul(a, b);
    return product ? *product : kMaxSize;
}

u64 saturatingAdd(u64 a, u64 b) {
    auto sum = checkedAdd(a, b);
    return sum ? *sum : kMaxSize;
}

// ---- one factor ---------------------------------------------------------------

// Digit x of the result stands for digit k * x of f.
void strideFactor(Factor& f, u64 k) {
    if (f.content != Factor::Content::Broadcast) f.step = saturatingMul(f.step, k);
    f.size /= k;
    f.extent = ceilDiv(f.extent, k);
}

// Keeps the first n digits.
void resizeFactor(Factor& f, u64 n) {
    f.size = n;
    f.extent = std::min(f.extent, n);
}

bool canPad(const Factor& f, PadKind kind) { return !f.isPadded() || f.pad == kind; }

void padFactor(Factor& f, u64 n, PadKind kind) {
    if (!f.isPadded()) f.pad = kind;
    f.size = n;
}

// Drops the first k digits.
void offsetFactor(Factor& f, u64 k) {
    if (f.content != Factor::Content::Broadcast) f.offset = saturatingAdd(f.offset, saturatingMul(f.step, k));
    f.size -= k;
    f.extent = f.extent > k ? f.extent - k : 0;
}

Factor broadcast(u64 size, u64 extent, PadKind pad) {
    Factor f;
    f.content = Factor::Content::Broadcast;
    f.size = size;
    f.extent = extent;
    f.pad = pad;
    return f;
}

// ---- canonical form -----------------------------------------------------------

// The operators on factor lists. With `fuse` off they refuse (nullopt) any
// split that does not fall on a factor boundary instead of making a group;
// canonicalization uses that mode to dissolve groups that have become aligned.
class Ops {
public:
    Ops(const AxisEnv& env, bool fuse) : env_(env), fuse_(fuse) {}

    NormalForm canonical(NormalForm nf) const;
    std::optional<NormalForm> stride(NormalForm nf, u64 k) const;
    std::optional<NormalForm> resize(NormalForm nf, u64 n) const;
    std::optional<NormalForm> pad(NormalForm nf, u64 n, PadKind kind) const;
    std::optional<NormalForm> offset(NormalForm nf, u64 k) const;

private:
    void fuse(NormalForm& nf, std::size_t from, std::size_t to) const;

    const AxisEnv& env_;
    bool fuse_;
};

u64 sizeOf(const NormalForm& nf) {
    u64 size = 1;
    for (const Factor& f : nf.factors) size *= f.size;
    return size;
}

class Canonicalizer {
public:
    Canonicalizer(const AxisEnv& env, NormalForm& nf) : env_(env), nf_(nf) {}

    void run() {
        for (int round = 0; round < 64; ++round) {
            changed_ = false;
            for (Factor& f : nf_.factors) foldExtent(f);
            simplifyGroups();
            if (markInvalidIfEmpty()) return;
            collectConstants();
            placeConstants();
            if (markInvalidIfEmpty()) return;
            for (Factor& f : nf_.factors) foldExtent(f);
            if (markInvalidIfEmpty()) return;
            mergeNeighbours();
            if (!changed_) break;
        }
        nf_.size = 1;
        for (const Factor& f : nf_.factors) nf_.size *= f.size;
    }

private:
    u64 contentSize(const Factor& f) const {
        switch (f.content) {
            case Factor::Content::Axis: return env_[f.axis].size;
            case Factor::Content::Group:
            case Factor::Content::Sliding: return f.innerSize;
            case Factor::Content::Broadcast: return kMaxSize;
        }
        return kMaxSize;
    }

    // A digit whose inner position lies past the content is padding.
    void foldExtent(Factor& f) {
        if (f.content == Factor::Content::Broadcast) {
            f.offset = 0;
            f.step = 1;
            return;
        }
        const u64 limit = contentSize(f);
        u64 reachable = f.offset >= limit ? 0 : ceilDiv(limit - f.offset, f.step);
        if (reachable < f.extent) {
            f.extent = reachable;
            changed_ = true;
        }
    }

    bool markInvalidIfEmpty() {
        for (const Factor& f : nf_.factors)
            if (f.extent == 0) {
                nf_.valid = false;
                nf_.invalidPad = f.pad;
            }
        if (nf_.valid) return false;
        u64 size = 1;
        for (const Factor& f : nf_.factors) size *= f.size;
        nf_.factors.clear();
        nf_.base = TensorIndex{};
        if (size > 1) nf_.factors.push_back(broadcast(size, size, PadKind::Any));
        nf_.size = size;
        return true;
    }

    void simplifyGroups() {
        Factors out;
        for (Factor& f : nf_.factors) {
            if (f.content != Factor::Content::Group) {
                out.push_back(std::move(f));
                continue;
            }
            trimGroupPadding(f);  // may find the content empty: check validity after it
            if (!f.group->valid) {
                f.extent = 0;
                out.push_back(std::move(f));
                continue;
            }
            if (!f.group->base.empty()) {  // constants of the group add to every valid position
                constants_.add(f.group->base);
                auto copy = std::make_shared<NormalForm>(*f.group);
                copy->base = TensorIndex{};
                f.group = copy;
                changed_ = true;
            }
            const NormalForm& g = *f.group;
            if (g.factors.empty()) {  // a constant group: only q == 0 is valid
                out.push_back(broadcast(f.size, f.offset == 0 ? std::min<u64>(f.extent, 1) : 0, f.pad));
                changed_ = true;
            } else if (g.factors.size() == 1 && composable(f, g.factors.front())) {
                out.push_back(compose(f, g.factors.front()));
                changed_ = true;
            } else if (auto aligned = dissolve(f)) {
                constants_.add(aligned->base);
                if (!aligned->valid) {
                    nf_.valid = false;
                    nf_.invalidPad = aligned->invalidPad;
                }
                for (const Factor& inner_factor : aligned->factors) out.push_back(inner_factor);
                changed_ = true;
            } else {
                out.push_back(std::move(f));
            }
        }
        nf_.factors = std::move(out);
    }

    // Positions past the content's own padding are padding of the window
    // too, so a group holds its content unpadded: `[B # 9, C] / 27` and
    // `[B, C] # 108 / 27` get the same form.
    void trimGroupPadding(Factor& f) {
        const NormalForm& inner = *f.group;
        if (inner.factors.empty() || !inner.factors.front().isPadded()) return;
        auto trimmed = std::make_shared<NormalForm>(inner);
        Factor& major = trimmed->factors.front();
        if (major.extent == 0) return;
        trimmed->size = trimmed->size / major.size * major.extent;
        major.size = major.extent;
        Canonicalizer(env_, *trimmed).run();
        f.innerSize = trimmed->size;
        f.group = std::move(trimmed);
        changed_ = true;
    }

    // Pushes as much of a group's window (offset, step, extent, size) into its
    // content as splits on factor boundaries allow, so each group keeps only
    // what really needs it. Returns the factors replacing the group when the
    // whole window fits, as `[A, A] % 3` does once a `% 9` is gone.
    std::optional<NormalForm> dissolve(Factor& f) {
        const Ops ops(env_, false);
        NormalForm inner = *f.group;
        bool pushed = false;
        if (f.offset > 0 && f.offset < f.innerSize) {
            if (auto moved = ops.offset(inner, f.offset)) {
                inner = std::move(*moved);
                f.innerSize -= f.offset;
                f.offset = 0;
                pushed = true;
            }
        }
        if (f.offset == 0 && f.step > 1) {
            const u64 padded = roundUp(f.innerSize, f.step);
            std::optional<NormalForm> moved = inner;
            if (padded != f.innerSize) moved = ops.pad(std::move(*moved), padded, PadKind::Any);
            if (moved) moved = ops.stride(std::move(*moved), f.step);
            if (moved) {
                inner = std::move(*moved);
                f.innerSize = padded / f.step;
                f.step = 1;
                pushed = true;
            }
        }
        if (f.offset == 0 && f.step == 1) {
            std::optional<NormalForm> whole = inner;
            if (f.extent < f.innerSize) whole = ops.resize(std::move(*whole), f.extent);
            if (whole && f.size > sizeOf(*whole)) whole = ops.pad(std::move(*whole), f.size, f.pad);
            if (whole && sizeOf(*whole) == f.size) return whole;
        }
        if (pushed) {
            f.group = std::make_shared<NormalForm>(std::move(inner));
            changed_ = true;
        }
        return std::nullopt;
    }

    // A group window over a single factor g becomes a window of g itself,
    // unless that would merge two padding regions of different kinds.
    static bool composable(const Factor& window, const Factor& g) {
        bool windowPads = window.extent < window.size;
        bool innerPads = g.extent < g.size;
        return !(windowPads && innerPads && window.pad != g.pad);
    }

    static Factor compose(const Factor& window, const Factor& g) {
        Factor f = g;
        f.offset = saturatingAdd(g.offset, saturatingMul(g.step, window.offset));
        f.step = saturatingMul(g.step, window.step);
        f.size = window.size;
        u64 reachable = window.offset >= g.extent ? 0 : ceilDiv(g.extent - window.offset, window.step);
        f.extent = std::min(window.extent, reachable);
        f.pad = window.extent <= reachable ? window.pad : g.pad;
        if (g.content == Factor::Content::Broadcast) {
            f.offset = 0;
            f.step = 1;
        }
        return f;
    }

    // Size-1 factors and single-valued factors (extent 1) are constants.
    void collectConstants() {
        Factors out;
        for (Factor& f : nf_.factors) {
            bool constant = f.size == 1 || (f.extent == 1 && f.content != Factor::Content::Broadcast);
            if (f.content == Factor::Content::Sliding) constant = false;
            if (!constant) {
                if (f.content == Factor::Content::Axis && f.offset != 0) {
                    constants_.add(f.axis, f.offset);  // re-placed below, on one factor per axis
                    f.offset = 0;
                }
                out.push_back(std::move(f));
                continue;
            }
            changed_ = true;
            if (f.extent == 0) {
                nf_.valid = false;
                nf_.invalidPad = f.pad;
            }
            const u64 q = f.offset;
            switch (f.content) {
                case Factor::Content::Axis: constants_.add(f.axis, q); break;
                case Factor::Content::Group: {
                    auto held = f.group->mapRaw(q);
                    if (held) constants_.add(*held);
                    else nf_.valid = false;
                    break;
                }
                default: break;
            }
            if (f.size > 1) out.push_back(broadcast(f.size, 1, f.pad));
        }
        nf_.factors = std::move(out);
    }

    // Each axis's constant goes to its finest factor (smallest step, then the
    // minor-most), or to base when no factor uses the axis, so that equal
    // mappings get equal forms and `A @ 1024` prints as written.
    void placeConstants() {
        TensorIndex all = nf_.base;
        all.add(constants_);
        constants_ = TensorIndex{};
        nf_.base = TensorIndex{};
        for (const auto& [axis, value] : all.entries()) {
            Factor* finest = nullptr;
            for (Factor& f : nf_.factors)
                if (f.content == Factor::Content::Axis && f.axis == axis && (!finest || f.step <= finest->step)) finest = &f;
            if (finest) finest->offset = saturatingAdd(finest->offset, value);
            else nf_.base.add(axis, value);
        }
        for (const auto& [axis, value] : nf_.base.entries())
            if (value >= env_[axis].size) nf_.valid = false;  // every position lies past the axis
    }

    void mergeNeighbours() {
        Factors out;
        for (Factor& f : nf_.factors) {
            if (!out.empty() && tryMerge(out.back(), f)) {
                changed_ = true;
                continue;
            }
            out.push_back(std::move(f));
        }
        nf_.factors = std::move(out);
    }

    // Merges `inner` into `outer` (its major neighbour) when one factor says the same.
    bool tryMerge(Factor& outer, const Factor& inner) {
        using C = Factor::Content;
        // `A / 64, A % 64` -> `A`: consecutive digits of one axis.
        if (outer.content == C::Axis && inner.content == C::Axis && outer.axis == inner.axis && !inner.isPadded() &&
            outer.step == saturatingMul(inner.step, inner.size) && outer.step < kMaxSize) {
            outer.offset = saturatingAdd(outer.offset, inner.offset);
            outer.step = inner.step;
            outer.extent *= inner.size;
            outer.size *= inner.size;
            return true;
        }
        // `4, 8` -> `32`; `2 # 4, 8` -> `16 # 32`.
        if (outer.content == C::Broadcast && inner.content == C::Broadcast && !inner.isPadded()) {
            outer.extent *= inner.size;
            outer.size *= inner.size;
            return true;
        }
        // `1 # 2, X` -> `X # 2*size(X)`: a padded major digit of one valid value.
        if (outer.content == C::Broadcast && outer.extent == 1 && inner.content != C::Sliding &&
            (!inner.isPadded() || inner.pad == outer.pad)) {
            Factor merged = inner;
            merged.size = outer.size * inner.size;
            merged.pad = inner.isPadded() ? inner.pad : outer.pad;
            outer = std::move(merged);
            return true;
        }
        return false;
    }

    const AxisEnv& env_;
    NormalForm& nf_;
    TensorIndex constants_;
    bool changed_ = false;
};

// ---- the operators --------------------------------------------------------------

NormalForm Ops::canonical(NormalForm nf) const {
    Canonicalizer(env_, nf).run();
    return nf;
}

// Replaces factors [from, to) by one Group factor holding them.
void Ops::fuse(NormalForm& nf, std::size_t from, std::size_t to) const {
    NormalForm inner;
    inner.factors.assign(nf.factors.begin() + from, nf.factors.begin() + to);
    inner = canonical(std::move(inner));
    Factor g;
    g.content = Factor::Content::Group;
    g.innerSize = g.size = g.extent = inner.size;
    g.group = std::make_shared<NormalForm>(std::move(inner));
    nf.factors.erase(nf.factors.begin() + from, nf.factors.begin() + to);
    nf.factors.insert(nf.factors.begin() + from, std::move(g));
}

// `e / k`: position i is position k * i of e.
std::optional<NormalForm> Ops::stride(NormalForm nf, u64 k) const {
    u64 rest = k;
    for (std::size_t j = nf.factors.size(); j-- > 0 && rest > 1;) {
        Factor& f = nf.factors[j];
        if (rest % f.size == 0) {
            rest /= f.size;
            resizeFactor(f, 1);
            continue;
        }
        if (f.size % rest == 0) {
            strideFactor(f, rest);
            rest = 1;
            break;
        }
        if (!fuse_) return std::nullopt;
        std::size_t from = j;
        u64 span = f.size;
        while (span % rest != 0 && from > 0) span *= nf.factors[--from].size;
        fuse(nf, from, j + 1);
        strideFactor(nf.factors[from], rest);
        rest = 1;
        break;
    }
    return canonical(std::move(nf));
}

// `e = n` (and `e % n`): the first n positions of e.
std::optional<NormalForm> Ops::resize(NormalForm nf, u64 n) const {
    u64 below = 1;
    for (std::size_t j = nf.factors.size(); j-- > 0;) {
        Factor& f = nf.factors[j];
        if (n <= below * f.size) {
            if (n % below == 0) {
                resizeFactor(f, n / below);
            } else {
                if (!fuse_) return std::nullopt;
                fuse(nf, j, nf.factors.size());
                resizeFactor(nf.factors[j], n);
            }
            for (std::size_t i = 0; i < j; ++i) resizeFactor(nf.factors[i], 1);
            break;
        }
        below *= f.size;
    }
    return canonical(std::move(nf));
}

// `e # n`: positions at and after size(e) are padding of the given kind.
std::optional<NormalForm> Ops::pad(NormalForm nf, u64 n, PadKind kind) const {
    const u64 size = sizeOf(nf);
    if (n == size) return nf;
    if (nf.factors.empty()) {
        nf.factors.push_back(broadcast(n, 1, kind));
    } else {
        Factor& major = nf.factors.front();
        const u64 below = size / major.size;
        if (n % below == 0 && canPad(major, kind)) {
            padFactor(major, n / below, kind);
        } else if (n % size == 0) {
            nf.factors.insert(nf.factors.begin(), broadcast(n / size, 1, kind));
        } else {
            if (!fuse_) return std::nullopt;
            fuse(nf, 0, nf.factors.size());
            padFactor(nf.factors.front(), n, kind);
        }
    }
    return canonical(std::move(nf));
}

// `e @ k`: position i is position i + k of e.
std::optional<NormalForm> Ops::offset(NormalForm nf, u64 k) const {
    if (k == 0 || nf.factors.empty()) return nf;
    const u64 size = sizeOf(nf);
    const u64 below = size / nf.factors.front().size;
    if (k % below == 0) {
        offsetFactor(nf.factors.front(), k / below);
    } else {
        if (!fuse_) return std::nullopt;
        fuse(nf, 0, nf.factors.size());
        offsetFactor(nf.factors.front(), k);
    }
    return canonical(std::move(nf));
}

// ---- building from the tree ---------------------------------------------------

class Builder {
public:
    Builder(const AxisEnv& env, NormalFormOptions options) : ops_(env, true), options_(options) {}

    NormalForm build(const Expr& e) {
        NormalForm nf;
        switch (e.kind) {
            case Expr::Kind::Symbol: {
                Factor f;
                f.content = Factor::Content::Axis;
                f.axis = e.axis;
                f.size = f.extent = e.size;
                nf.factors.push_back(f);
                break;
            }
            case Expr::Kind::Broadcast:
                if (e.operand > 1) nf.factors.push_back(broadcast(e.operand, e.operand, PadKind::Any));
                break;
            case Expr::Kind::Pair:
                for (const ExprPtr& child : e.children) append(nf, build(*child));
                break;
            case Expr::Kind::Stride: nf = *ops_.stride(build(e.inner()), e.operand); break;
            case Expr::Kind::Modulo:
            case Expr::Kind::Resize: nf = *ops_.resize(build(e.inner()), e.operand); break;
            case Expr::Kind::Pad: nf = *ops_.pad(build(e.inner()), e.operand, options_.eraseKinds ? PadKind::Any : e.pad); break;
            case Expr::Kind::Offset: nf = *ops_.offset(build(e.inner()), e.operand); break;
            case Expr::Kind::Alias: nf = build(e.inner()); break;
            case Expr::Kind::LinComb: {
                Factor f;
                f.content = Factor::Content::Sliding;
                for (std::size_t k = 0; k < e.children.size(); ++k) {
                    f.terms.push_back(std::make_shared<NormalForm>(build(*e.children[k])));
                    f.weights.push_back(e.weights[k]);
                }
                f.innerSize = f.size = f.extent = e.size;
                nf.factors.push_back(f);
                break;
            }
        }
        return ops_.canonical(std::move(nf));
    }

private:
    static void append(NormalForm& into, const NormalForm& part) {
        into.factors.insert(into.factors.end(), part.factors.begin(), part.factors.end());
        into.base.add(part.base);
        if (!part.valid) {
            into.valid = false;
            into.invalidPad = part.invalidPad;
        }
    }

    Ops ops_;
    NormalFormOptions options_;
};

bool factorsEqual(const Factor& a, const Factor& b) {
    if (a.content != b.content || a.offset != b.offset || a.step != b.step || a.size != b.size || a.extent != b.extent ||
        a.innerSize != b.innerSize)
        return false;
    if (a.isPadded() && a.pad != b.pad) return false;
    switch (a.content) {
        case Factor::Content::Axis: return a.axis == b.axis;
        case Factor::Content::Broadcast: return true;
        case Factor::Content::Group: return structurallyEqual(*a.group, *b.group);
        case Factor::Content::Sliding:
            if (a.weights != b.weights || a.terms.size() != b.terms.size()) return false;
            for (std::size_t k = 0; k < a.terms.size(); ++k)
                if (!structurallyEqual(*a.terms[k], *b.terms[k])) return false;
            return true;
    }
    return false;
}

}  // namespace

NormalForm buildNormalForm(const Expr& resolved, const AxisEnv& env, NormalFormOptions options) {
    return Builder(env, options).build(resolved);
}

bool structurallyEqual(const NormalForm& a, const NormalForm& b) {
    if (a.size != b.size || a.valid != b.valid || !(a.base == b.base) || a.factors.size() != b.factors.size()) return false;
    for (std::size_t i = 0; i < a.factors.size(); ++i)
        if (!factorsEqual(a.factors[i], b.factors[i])) return false;
    return true;
}

}  // namespace tcpwb::mapping
