#include "mapping/reference.h"

#include <algorithm>

#include "mapping/resolve.h"

namespace tcpwb::mapping::reference {
namespace {

// Linear combination: every way to write i = sum_k s_k * w_k with s_k < size(e_k).
void solveLinear(const Expr& node, std::size_t k, u64 remaining, TensorIndex acc, std::vector<TensorIndex>& out) {
    if (k == node.children.size()) {
        if (remaining == 0) out.push_back(std::move(acc));
        return;
    }
    const Expr& term = *node.children[k];
    const u64 weight = node.weights[k];
    const u64 limit = term.size;
    for (u64 s = 0; s < limit; ++s) {
        if (weight != 0 && s * weight > remaining) break;
        for (const TensorIndex& part : mapRaw(term, s)) {
            TensorIndex next = acc;
            next.add(part);
            solveLinear(node, k + 1, remaining - s * weight, std::move(next), out);
        }
        if (weight == 0 && k + 1 == node.children.size() && remaining != 0) break;
    }
}

}  // namespace

std::vector<TensorIndex> mapRaw(const Expr& e, u64 i) {
    if (i >= e.size) return {};
    switch (e.kind) {
        case Expr::Kind::Symbol: {
            TensorIndex index;
            index.add(e.axis, i);
            return {index};
        }
        case Expr::Kind::Broadcast: return {TensorIndex{}};
        case Expr::Kind::Pair: {
            // Pair<L, R>::map(i) = L::map(i / R::SIZE) + R::map(i % R::SIZE), right-associative.
            std::vector<TensorIndex> acc{TensorIndex{}};
            u64 rest = i;
            u64 below = e.size;
            for (const ExprPtr& child : e.children) {
                below /= child->size;
                u64 digit = rest / below;
                rest %= below;
                std::vector<TensorIndex> next;
                for (const TensorIndex& part : mapRaw(*child, digit))
                    for (TensorIndex prefix : acc) {
                        prefix.add(part);
                        next.push_back(std::move(prefix));
                    }
                acc = std::move(next);
                if (acc.empty()) return {};
            }
            return acc;
        }
        case Expr::Kind::Stride: return mapRaw(e.inner(), i * e.operand);
        case Expr::Kind::Modulo: return mapRaw(e.inner(), i % e.inner().size);
        case Expr::Kind::Pad: return mapRaw(e.inner(), i);
        case Expr::Kind::Resize: return mapRaw(e.inner(), i);
        case Expr::Kind::Offset: return mapRaw(e.inner(), i + e.operand);
        case Expr::Kind::Alias: return mapRaw(e.inner(), i);
        case Expr::Kind::LinComb: {
            std::vector<TensorIndex> out;
            solveLinear(e, 0, i, TensorIndex{}, out);
            return out;
        }
    }
    return {};
}

std::vector<TensorIndex> map(const Expr& resolved, u64 i, const AxisEnv& env) {
    std::vector<TensorIndex> out;
    const auto skews = skewAxesIn(resolved, env);
    for (const TensorIndex& raw : mapRaw(resolved, i))
        if (auto index = finalizeIndex(raw, env, skews)) out.push_back(*index);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

}  // namespace tcpwb::mapping::reference
