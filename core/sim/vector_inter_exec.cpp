// The Inter-Slice Block (manual, "Inter-Slice Block"): reduces the slices of
// a cluster that differ only in the reduce axis R (the Slice axis that
// SliceOut and TimeOut leave out), folding their values in R's order, and
// writes each result where SliceOut/TimeOut put its index: the Dummy rule's
// `1 # n` leaves the other slices empty, Broadcast repeats it over the new
// axis, Promotion moves a Time axis into Slice.
#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "sim/vector_reduce_exec.h"

namespace tcpwb::sim::detail {

using diag::Diagnostic;
using vector::Step;

namespace {

// The axes a mapping's factors name.
void axesOf(const CompiledMapping& m, std::vector<mapping::AxisId>& out) {
    for (const auto& f : m.normalForm().factors)
        if (f.content == mapping::Factor::Content::Axis && std::find(out.begin(), out.end(), f.axis) == out.end()) out.push_back(f.axis);
}

// The tensor index at (slice, time, packet), or none for padding.
std::optional<mapping::TensorIndex> indexAt(const vector::Shape& shape, u64 slice, u64 time, u64 packet) {
    auto s = shape.slice.at(slice), t = shape.time.at(time), p = shape.packet.at(packet);
    if (!s || !t || !p) return std::nullopt;
    mapping::TensorIndex sum = *s;
    sum.add(*t);
    sum.add(*p);
    return mapping::finalizeIndex(sum, shape.time.env());
}

diag::Result<std::vector<u32>> evaluatePart(const vector::Chain& part, std::vector<u32> values) {
    if (part.steps.empty() || values.empty()) return values;
    vector::EvalInput in;
    in.groups[0] = std::move(values);
    auto r = vector::evaluate(part, in);
    if (!r) return r.error();
    return r->values;
}

}  // namespace

bool hasInterSlice(const vector::Chain& chain) {
    return std::any_of(chain.steps.begin(), chain.steps.end(), [](const Step& s) { return s.kind == Step::Kind::InterSlice; });
}

[[nodiscard]] std::optional<Diagnostic> planInterSlice(StreamShape& stream, const vector::Chain& chain, StagePlan& stage) {
    const Step* inter = nullptr;
    for (const Step& s : chain.steps) {
        if (s.kind == Step::Kind::InterSlice) inter = &s;
        const bool other = s.kind == Step::Kind::IntraReduce || s.kind == Step::Kind::Unzip || s.kind == Step::Kind::Narrow ||
                           s.kind == Step::Kind::Widen || s.kind == Step::Kind::Stash || s.kind == Step::Kind::Filter;
        if (other)
            return Diagnostic(diag::Kind::unsupported,
                              fmt::format("{}() in a chain with the Inter-Slice Block is not simulated yet", s.call.method));
        for (const auto& group : s.groups)
            for (const vector::Operand* operand : vector::operandsOf(group))
                if (operand->kind == vector::Operand::Kind::Vrf)
                    return Diagnostic(diag::Kind::unsupported, "a VRF operand in a chain with the Inter-Slice Block is not simulated yet");
        if (s.kind == Step::Kind::Branch && s.branch.kind != vector::BranchMode::Kind::Unconditional &&
            s.branch.kind != vector::BranchMode::Kind::Comparison)
            return Diagnostic(diag::Kind::unsupported,
                              "BranchMode AxisToggle, ValidCount and Vrf in a chain with the Inter-Slice Block are not simulated yet");
    }
    if (!inter || inter->call.generics.size() < 2)
        return Diagnostic(diag::Kind::inter_slice_output, "vector_inter_slice_reduce names its output: ::<SliceOut, TimeOut>(op)")
            .withFix("write vector_inter_slice_reduce::<SliceOut, TimeOut>(op), e.g. m![A / 8, 1 # 4] and m![1] for the Dummy rule");
    const auto& env = stream.time->env();
    auto sliceOut = vector::compileIn(env, inter->call.generics[0]);
    if (!sliceOut) return sliceOut.error();
    auto timeOut = vector::compileIn(env, inter->call.generics[1]);
    if (!timeOut) return timeOut.error();
    // R: the Slice axes the output leaves out.
    std::vector<mapping::AxisId> in, out;
    axesOf(*stream.slice, in);
    axesOf(*sliceOut, out);
    axesOf(*timeOut, out);
    axesOf(*stream.packet, out);
    std::vector<mapping::AxisId> reduced;
    for (auto a : in)
        if (std::find(out.begin(), out.end(), a) == out.end()) reduced.push_back(a);
    if (reduced.size() != 1)
        return Diagnostic(
                   diag::Kind::inter_slice_output,
                   fmt::format("the Inter-Slice Block reduces one Slice axis, but SliceOut {} and TimeOut {} leave out {} of Slice {}",
                               sliceOut->normalized(), timeOut->normalized(), reduced.size(), stream.slice->normalized()))
            .withFix("keep every Slice axis but the reduced one in SliceOut or TimeOut");
    const vector::Shape input{*stream.slice, *stream.time, *stream.packet};
    vector::TraceOptions options;
    options.reduceAxis = env[reduced[0]].name;
    auto trace = vector::traceShapes(chain, input, options);
    if (!trace) return trace.error();
    VectorShapes shapes{input, std::move(trace).value(), reduced[0], nullptr, std::nullopt, true};
    const vector::Shape& result = shapes.trace.after.empty() ? input : shapes.trace.after.back();
    stream.slice = result.slice;
    stream.time = result.time;
    stream.packet = result.packet;
    stage.vectorShapes = std::move(shapes);
    return std::nullopt;
}

[[nodiscard]] std::optional<Diagnostic> runInterSlice(const StagePlan& stage, StreamData& data) {
    const VectorShapes& shapes = *stage.vectorShapes;
    const ReduceSplit split = splitAtReduce(*stage.vector);
    const vector::Shape& in = shapes.input;
    const vector::Shape& out = shapes.trace.after.back();
    const mapping::AxisId axis = *shapes.reduceAxis;
    const vector::Scalar type = split.reduce->typeIn;
    // Each (chip, cluster)'s elements by their index without R, with R's coordinate.
    using Key = std::tuple<u64, u64, mapping::TensorIndex>;
    std::map<Key, std::vector<std::pair<u64, u32>>> partial;
    for (std::size_t u = 0; u < data.units.size(); ++u) {
        auto values = evaluatePart(split.before, data.values[u]);
        if (!values) return values.error();
        const StreamUnit& unit = data.units[u];
        for (u64 t = 0; t < data.times; ++t)
            for (u64 p = 0; p < data.packet; ++p) {
                auto index = indexAt(in, unit.slice, t, p);
                if (!index) continue;  // padding takes no part (the VCG's valid count)
                const u64 r = index->get(axis);
                index->erase(axis);
                partial[Key{unit.chip, unit.cluster, *index}].push_back({r, (*values)[t * data.packet + p]});
            }
    }
    std::map<Key, u32> folded;
    for (auto& [key, list] : partial) {
        std::stable_sort(list.begin(), list.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        std::vector<u32> values;
        for (const auto& [r, v] : list) values.push_back(v);
        folded[key] = vector::reduceStream(split.reduce->reduceOp, type, values, 1);
    }
    // An axis only the output has (Broadcast's new one) does not pick the value.
    std::vector<mapping::AxisId> inputAxes;
    axesOf(in.slice, inputAxes);
    axesOf(in.time, inputAxes);
    axesOf(in.packet, inputAxes);
    StreamShape outShape;
    outShape.chip = stage.stream.chip;
    outShape.cluster = stage.stream.cluster;
    outShape.slice = out.slice;
    StreamData result;
    result.units = unitsOf(outShape);
    result.times = out.time.size();
    result.packet = out.packet.size();
    for (const StreamUnit& unit : result.units) {
        std::vector<u32> values(result.times * result.packet, 0);
        for (u64 t = 0; t < result.times; ++t)
            for (u64 p = 0; p < result.packet; ++p) {
                auto index = indexAt(out, unit.slice, t, p);
                if (!index) continue;
                mapping::TensorIndex key;
                for (const auto& [a, v] : index->entries())
                    if (std::find(inputAxes.begin(), inputAxes.end(), a) != inputAxes.end()) key.add(a, v);
                auto it = folded.find(Key{unit.chip, unit.cluster, key});
                if (it != folded.end()) values[t * result.packet + p] = it->second;
            }
        auto after = evaluatePart(split.after, std::move(values));
        if (!after) return after.error();
        result.values.push_back(std::move(after).value());
    }
    data = std::move(result);
    return std::nullopt;
}

}  // namespace tcpwb::sim::detail
