#include "sim/sink_elements.h"

#include <fmt/format.h>

#include <algorithm>
#include <string>

#include "sim/reference_tiles.h"

namespace tcpwb::sim::detail {
namespace {

using diag::Diagnostic;
using mapping::AxisId;

void addUnique(std::vector<AxisId>& into, AxisId a) {
    if (std::find(into.begin(), into.end(), a) == into.end()) into.push_back(a);
}

bool contains(const std::vector<AxisId>& v, AxisId a) { return std::find(v.begin(), v.end(), a) != v.end(); }

// "1", "32..63", "0, 2..5, 8": the named coordinates as runs (the first few).
std::string describeCoordinates(const std::vector<bool>& named) {
    constexpr int kMaxRuns = 4;
    std::string out;
    int runs = 0;
    for (std::size_t c = 0; c < named.size();) {
        if (!named[c]) {
            ++c;
            continue;
        }
        std::size_t end = c;
        while (end + 1 < named.size() && named[end + 1]) ++end;
        if (runs == kMaxRuns) return out + ", ...";
        if (!out.empty()) out += ", ";
        out += end == c ? fmt::format("{}", c) : fmt::format("{}..{}", c, end);
        ++runs;
        c = end + 1;
    }
    return out.empty() ? "nothing" : out;
}

std::optional<std::size_t> single(const std::vector<bool>& named) {
    if (std::count(named.begin(), named.end(), true) != 1) return std::nullopt;
    return std::size_t(std::find(named.begin(), named.end(), true) - named.begin());
}

// The tile `c` of `axis` as a factor: `KT @ 1` when it runs to the axis's end, else `A @ c = 1`.
std::string tileFactor(const mapping::Axis& axis, std::size_t c) {
    return c + 1 == axis.size ? fmt::format("{} @ {}", axis.name, c) : fmt::format("{} @ {} = 1", axis.name, c);
}

// `element` (`m![I % 2, K]`) with `factor` in front: `m![KT @ 1, I % 2, K]`.
std::string withLeadingFactor(const std::string& element, const std::string& factor) {
    const std::string open = "m![";
    if (element.rfind(open, 0) != 0 || element.size() < open.size() + 1 || element.back() != ']') return factor;
    const std::string inner = element.substr(open.size(), element.size() - open.size() - 1);
    if (inner == "1") return open + factor + "]";
    return open + factor + ", " + inner + "]";
}

[[nodiscard]] Diagnostic mismatch(const StreamShape& stream, const TensorPlan& output, const kernel::Tensor& out, AxisId a,
                                  const std::vector<bool>& held, const std::vector<bool>& named, std::string_view what) {
    const mapping::Axis& axis = stream.time->env()[a];
    const std::string& element = out.mappings.back().text;
    const auto tile = single(held);
    if (tile && !contains(output.axes, a)) {
        // The usual slip: a pass over one tile whose output type forgot the tile.
        return Diagnostic(diag::Kind::sink_elements,
                          fmt::format("the stream holds the tile `{}` = {}, but `{}` (`{}`) does not run over `{}`, so it holds `{}` = 0 "
                                      "only: the {} would store tile {}'s elements where tile 0's belong",
                                      axis.name, *tile, out.name, element, axis.name, axis.name, what, *tile))
            .withFix(fmt::format("name the tile in `{}`'s Element: `{}`", out.name, withLeadingFactor(element, tileFactor(axis, *tile))));
    }
    const std::string heldText = describeCoordinates(held), namedText = describeCoordinates(named);
    return Diagnostic(diag::Kind::sink_elements,
                      fmt::format("the stream holds `{}` = {}, but `{}` (`{}`) holds `{}` = {}: the {} would store "
                                  "elements its type does not name",
                                  axis.name, heldText, out.name, element, axis.name, namedText, what))
        .withFix(fmt::format("make the stream hold only the `{}` coordinates `{}` names ({}), or type `{}` so its mappings name the "
                             "stream's ({})",
                             axis.name, out.name, namedText, out.name, heldText));
}

}  // namespace

std::vector<AxisId> elementAxesAtSink(const kernel::StreamPass& pass, const std::vector<TensorPlan>& tensors,
                                      const std::vector<StagePlan>& stages) {
    std::vector<AxisId> axes;
    if (pass.source < tensors.size())
        for (AxisId a : tensors[pass.source].axes) addUnique(axes, a);
    std::vector<AxisId> summed;
    bool contracted = false;
    for (const StagePlan& st : stages) {
        if (st.interleave) {
            addUnique(axes, st.interleave->axis);
            if (st.interleave->second < tensors.size())
                for (AxisId a : tensors[st.interleave->second].axes) addUnique(axes, a);
        }
        if (st.align) contracted = true;
        if (st.vectorShapes && st.vectorShapes->reduceAxis) summed.push_back(*st.vectorShapes->reduceAxis);
        if (st.vectorShapes && st.vectorShapes->groupAxis) summed.push_back(*st.vectorShapes->groupAxis);
        if (st.vectorShapes && st.vectorShapes->intraAxis) summed.push_back(*st.vectorShapes->intraAxis);
    }
    std::vector<AxisId> out;
    for (AxisId a : axes) {
        if (contains(summed, a)) continue;
        if (contracted && pass.output < tensors.size() && !contains(tensors[pass.output].axes, a)) continue;
        out.push_back(a);
    }
    return out;
}

[[nodiscard]] std::optional<Diagnostic> checkSinkElements(const StreamShape& stream, const TensorPlan& output,
                                                          const kernel::Tensor& outTensor, const std::vector<AxisId>& axes,
                                                          std::string_view what) {
    if (axes.empty() || !stream.time || outTensor.mappings.empty()) return std::nullopt;
    const mapping::AxisEnv& env = stream.time->env();
    std::vector<const mapping::CompiledMapping*> streamParts;
    for (const auto* m : {&stream.chip, &stream.cluster, &stream.slice, &stream.time, &stream.packet})
        if (*m) streamParts.push_back(&**m);
    std::vector<const mapping::CompiledMapping*> outputParts;
    for (const auto& m : output.mappings) outputParts.push_back(&m);
    const NamedCoordinates held = namedCoordinates(env, streamParts, axes);
    const NamedCoordinates named = namedCoordinates(env, outputParts, axes);
    for (AxisId a : axes) {
        if (a >= held.size() || !held[a] || !named[a] || held[a]->size() != named[a]->size()) continue;
        for (std::size_t c = 0; c < held[a]->size(); ++c)
            if ((*held[a])[c] && !(*named[a])[c]) return mismatch(stream, output, outTensor, a, *held[a], *named[a], what);
    }
    return std::nullopt;
}

}  // namespace tcpwb::sim::detail
