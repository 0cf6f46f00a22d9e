#include "analysis/source_compare.h"

#include <fmt/format.h>

#include <algorithm>
#include <functional>
#include <future>
#include <map>
#include <set>
#include <tuple>

#include "util/enum_table.h"

#include "analysis/dma_rate.h"
#include "trace/compare.h"

namespace tcpwb::analysis {

namespace {

constexpr EnumTable<SourceMatch, 3> kSourceMatchNames{
    {{SourceMatch::Same, "same"}, {SourceMatch::Moved, "moved"}, {SourceMatch::Edited, "edited"}}};
static_assert(listsEveryEnumerator(kSourceMatchNames));

}  // namespace

std::string_view sourceMatchName(SourceMatch m) { return nameOf(kSourceMatchNames, m); }

std::int64_t SourceDelta::delta() const { return trace::signedDelta(a.busyCycles, b.busyCycles); }
std::optional<double> SourceDelta::percent() const { return trace::percentDelta(a.busyCycles, b.busyCycles); }
std::int64_t SourceComparison::makespanDelta() const { return trace::signedDelta(makespanA, makespanB); }
std::optional<double> SourceComparison::makespanPercent() const { return trace::percentDelta(makespanA, makespanB); }

namespace {

using Rows = std::vector<SourceRow>;

// Pairs the rows of A and B not yet taken whose `key` is equal, each group
// in source order (line, then column).
template <typename Key>
void matchBy(const Rows& a, const Rows& b, std::vector<bool>& takenA, std::vector<bool>& takenB, SourceMatch kind, Key key,
             std::vector<SourceDelta>& out) {
    std::map<decltype(key(a.front())), std::vector<std::size_t>> waiting;
    std::vector<std::size_t> orderB(b.size());
    for (std::size_t i = 0; i < b.size(); ++i) orderB[i] = i;
    std::sort(orderB.begin(), orderB.end(),
              [&](std::size_t x, std::size_t y) { return std::tie(b[x].line, b[x].column) < std::tie(b[y].line, b[y].column); });
    for (std::size_t i : orderB)
        if (!takenB[i]) waiting[key(b[i])].push_back(i);
    std::vector<std::size_t> orderA(a.size());
    for (std::size_t i = 0; i < a.size(); ++i) orderA[i] = i;
    std::sort(orderA.begin(), orderA.end(),
              [&](std::size_t x, std::size_t y) { return std::tie(a[x].line, a[x].column) < std::tie(a[y].line, a[y].column); });
    std::map<decltype(key(a.front())), std::size_t> next;
    for (std::size_t i : orderA) {
        if (takenA[i]) continue;
        const auto found = waiting.find(key(a[i]));
        if (found == waiting.end()) continue;
        std::size_t& at = next[found->first];
        if (at >= found->second.size()) continue;
        const std::size_t j = found->second[at++];
        takenA[i] = takenB[j] = true;
        out.push_back({kind, a[i], b[j]});
    }
}

// The same file named two ways: a run names the path it was given (often
// absolute), the toolchain's schedule the crate-relative one
// (`src/ops/add/mod.rs`). A path of one side that ends, at a `/`, with a path
// of the other is that file; both are keyed by the shorter.
std::map<std::string, std::string> sameFiles(const Rows& a, const Rows& b) {
    std::set<std::string> filesA, filesB;
    for (const SourceRow& r : a) filesA.insert(r.file);
    for (const SourceRow& r : b) filesB.insert(r.file);
    auto endsWithPath = [](const std::string& longer, const std::string& shorter) {
        return longer.size() > shorter.size() && !shorter.empty() &&
               longer.compare(longer.size() - shorter.size(), shorter.size(), shorter) == 0 &&
               longer[longer.size() - shorter.size() - 1] == '/';
    };
    std::map<std::string, std::string> out;
    for (const std::string& fa : filesA)
        for (const std::string& fb : filesB) {
            if (endsWithPath(fa, fb)) out.emplace(fa, fb);
            if (endsWithPath(fb, fa)) out.emplace(fb, fa);
        }
    return out;
}

bool isUserName(const std::string& name) { return !name.empty() && name.rfind("vISA(", 0) != 0 && name.rfind("tensor ", 0) != 0; }

bool isHbm(const std::string& buffer) { return buffer == "hbm" || buffer == "Hbm" || buffer == "HBM"; }

// Named tensors' bytes: the HBM ones when the trace draws any (the kernel's
// interface), else every tensor with a name the kernel gave. A name held
// by tensors of different sizes is left out (a loop's tiles).
std::map<std::pair<std::string, std::string>, u64> namedBytes(const OpGraph& g) {
    const bool hasHbm = std::any_of(g.tensors.begin(), g.tensors.end(), [&](const Tensor& t) { return t.hasSize && isHbm(g.bufferOf(t)); });
    // By the trace's ids first (a loop's tensors repeat a few names), texts at the end.
    std::map<std::pair<trace::StringId, trace::TrackId>, std::optional<u64>> byId;  // nullopt: sizes differ
    ValidBytes validOf(g);
    for (TensorId id = 0; id < g.tensors.size(); ++id) {
        const Tensor& t = g.tensors[id];
        if (!t.listed() || !t.hasSize) continue;
        // Two prefix checks: cheaper than remembering the answer for each of
        // a loop's hundreds of thousands of generated names.
        if (!isUserName(g.text(t.name)) || (hasHbm && !isHbm(g.bufferOf(t)))) continue;
        const u64 bytes = validOf(id);
        auto [it, inserted] = byId.try_emplace(std::pair(t.name, t.track), bytes);
        if (!inserted && it->second && *it->second != bytes) it->second.reset();
    }
    std::map<std::pair<std::string, std::string>, u64> out;
    for (const auto& [key, bytes] : byId)
        if (bytes) out.emplace(std::pair(g.text(key.first), g.trace->tracks.at(key.second).name), *bytes);
    return out;
}

// Bytes moved by a row's DMA operations (dmaValidBytes by OpId).
std::optional<u64> movedBytes(const SourceRow& row, const std::vector<std::optional<u64>>& dma) {
    std::optional<u64> sum;
    for (OpId id : row.opIds)
        if (dma[id]) sum = sum.value_or(0) + *dma[id];
    return sum;
}

std::vector<std::string> kernelDifferences(const OpGraph& a, const OpGraph& b, const std::vector<SourceDelta>& matched) {
    std::vector<std::string> out;
    const auto namedA = namedBytes(a), namedB = namedBytes(b);
    for (const auto& [key, bytesA] : namedA) {
        const auto found = namedB.find(key);
        if (found == namedB.end() || found->second == bytesA) continue;
        out.push_back(fmt::format("tensor `{}` ({}) holds {} bytes in A and {} in B", key.first, key.second, bytesA, found->second));
    }
    const auto dmaA = dmaValidBytes(a), dmaB = dmaValidBytes(b);
    for (const SourceDelta& d : matched) {
        if (d.match == SourceMatch::Edited) continue;
        const auto bytesA = movedBytes(d.a, dmaA), bytesB = movedBytes(d.b, dmaB);
        if (bytesA && bytesB && *bytesA != *bytesB)
            out.push_back(fmt::format("`{}` ({}:{}) moves {} bytes in A and {} in B", d.a.text, d.a.file, d.a.line, *bytesA, *bytesB));
    }
    return out;
}

}  // namespace

SourceComparison compareBySource(const trace::Trace& a, const trace::Trace& b) {
    struct Side {
        OpGraph graph;
        SourceCost cost;
    };
    const auto sideOf = [](const trace::Trace& t) {
        Side side{opGraphOf(t), {}};
        side.cost = costBySource(side.graph);
        return side;
    };
    auto laterB = std::async(std::launch::async, sideOf, std::cref(b));
    const Side sideA = sideOf(a);
    const Side sideB = laterB.get();
    return compareBySource(sideA.graph, sideB.graph, sideA.cost, sideB.cost);
}

SourceComparison compareBySource(const OpGraph& ga, const OpGraph& gb) {
    return compareBySource(ga, gb, costBySource(ga), costBySource(gb));
}

SourceComparison compareBySource(const OpGraph& ga, const OpGraph& gb, const SourceCost& a, const SourceCost& b) {
    SourceComparison out;
    out.makespanA = a.makespan;
    out.makespanB = b.makespan;
    out.unlocatedA = a.unlocatedCycles;
    out.unlocatedB = b.unlocatedCycles;
    std::vector<bool> takenA(a.rows.size(), false), takenB(b.rows.size(), false);
    const std::map<std::string, std::string> same = sameFiles(a.rows, b.rows);
    auto file = [&](const SourceRow& r) {
        const auto found = same.find(r.file);
        return found == same.end() ? r.file : found->second;
    };
    matchBy(
        a.rows, b.rows, takenA, takenB, SourceMatch::Same,
        [&](const SourceRow& r) { return std::make_tuple(file(r), r.line, r.column, r.text); }, out.matched);
    matchBy(
        a.rows, b.rows, takenA, takenB, SourceMatch::Moved, [&](const SourceRow& r) { return std::make_tuple(file(r), r.text); },
        out.matched);
    matchBy(
        a.rows, b.rows, takenA, takenB, SourceMatch::Edited, [&](const SourceRow& r) { return std::make_tuple(file(r), r.line); },
        out.matched);
    for (std::size_t i = 0; i < a.rows.size(); ++i)
        if (!takenA[i]) out.removed.push_back(a.rows[i]);
    for (std::size_t i = 0; i < b.rows.size(); ++i)
        if (!takenB[i]) out.added.push_back(b.rows[i]);
    // Regressions first (largest first), then improvements (largest first), then unchanged.
    auto rank = [](const SourceDelta& d) {
        const std::int64_t delta = d.delta();
        return std::pair(delta > 0 ? 0 : delta < 0 ? 1 : 2, delta > 0 ? -delta : delta);
    };
    std::stable_sort(out.matched.begin(), out.matched.end(), [&](const SourceDelta& x, const SourceDelta& y) { return rank(x) < rank(y); });
    out.kernelDifferences = kernelDifferences(ga, gb, out.matched);
    return out;
}

}  // namespace tcpwb::analysis
