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

// Before the block, a chain may reduce within each slice and move lanes for
// it (narrow to Way4, the reduce, widen back to Way8: the ladder's full
// reduce); after it, the stream keeps its shape. The rest is not simulated.
[[nodiscard]] std::optional<Diagnostic> checkBlockChain(const vector::Chain& chain) {
    bool afterBlock = false;
    for (const Step& s : chain.steps) {
        if (s.kind == Step::Kind::InterSlice) afterBlock = true;
        const bool reshapes = s.kind == Step::Kind::IntraReduce || s.kind == Step::Kind::Narrow || s.kind == Step::Kind::Widen;
        const bool other = s.kind == Step::Kind::Unzip || s.kind == Step::Kind::Stash || s.kind == Step::Kind::Filter;
        if (other || (reshapes && afterBlock))
            return Diagnostic(diag::Kind::unsupported, fmt::format("{}() {} the Inter-Slice Block is not simulated yet", s.call.method,
                                                                   other ? "in a chain with" : "after"));
        for (const auto& group : s.groups)
            for (const vector::Operand* operand : vector::operandsOf(group))
                if (operand->kind == vector::Operand::Kind::Vrf)
                    return Diagnostic(diag::Kind::unsupported, "a VRF operand in a chain with the Inter-Slice Block is not simulated yet");
        if (s.kind == Step::Kind::Branch && s.branch.kind != vector::BranchMode::Kind::Unconditional &&
            s.branch.kind != vector::BranchMode::Kind::Comparison)
            return Diagnostic(diag::Kind::unsupported,
                              "BranchMode AxisToggle, ValidCount and Vrf in a chain with the Inter-Slice Block are not simulated yet");
    }
    return std::nullopt;
}

// The Slice axis the block reduces: the one SliceOut, TimeOut and the
// block's input Packet leave out.
diag::Result<mapping::AxisId> blockReduceAxis(const CompiledMapping& slice, const vector::Shape& atBlock, const Step& block) {
    const auto& env = slice.env();
    auto sliceOut = vector::compileIn(env, block.call.generics[0]);
    if (!sliceOut) return sliceOut.error();
    auto timeOut = vector::compileIn(env, block.call.generics[1]);
    if (!timeOut) return timeOut.error();
    std::vector<mapping::AxisId> in, out;
    axesOf(slice, in);
    axesOf(*sliceOut, out);
    axesOf(*timeOut, out);
    axesOf(atBlock.packet, out);
    std::vector<mapping::AxisId> reduced;
    for (auto a : in)
        if (std::find(out.begin(), out.end(), a) == out.end()) reduced.push_back(a);
    if (reduced.size() != 1)
        return Diagnostic(
                   diag::Kind::inter_slice_output,
                   fmt::format("the Inter-Slice Block reduces one Slice axis, but SliceOut {} and TimeOut {} leave out {} of Slice {}",
                               sliceOut->normalized(), timeOut->normalized(), reduced.size(), slice.normalized()))
            .withFix("keep every Slice axis but the reduced one in SliceOut or TimeOut");
    return reduced[0];
}

// The Intra-Slice Reduce before the block: its axis and per-position tables.
// When it reduces the block's own axis, both levels together reduce that axis
// once (the reference's single reduce), which needs one operator.
[[nodiscard]] std::optional<Diagnostic> planIntraBeforeBlock(const ReduceSplit& split, VectorShapes& shapes) {
    const auto& env = shapes.input.time.env();
    for (std::size_t i = 0; i < split.before.steps.size(); ++i) {
        const Step& s = split.before.steps[i];
        if (s.kind != Step::Kind::IntraReduce || s.call.generics.empty()) continue;
        shapes.intraAxis = env.find(s.call.generics[0]);
        if (!shapes.intraAxis) continue;  // the trace has refused an unknown axis already
        const vector::Shape& before = i == 0 ? shapes.input : shapes.trace.after[i - 1];
        shapes.reduceTables = std::make_shared<const ReduceTables>(planReduceTables(before, *shapes.intraAxis));
        if (*shapes.intraAxis == *shapes.reduceAxis && s.reduceOp != split.reduce->reduceOp)
            return Diagnostic(diag::Kind::unsupported,
                              fmt::format("reducing {} with one operator within each slice and another across slices is not simulated yet",
                                          env[*shapes.intraAxis].name))
                .withFix("use the same operator in vector_intra_slice_reduce and vector_inter_slice_reduce");
    }
    return std::nullopt;
}

}  // namespace

bool hasInterSlice(const vector::Chain& chain) {
    return std::any_of(chain.steps.begin(), chain.steps.end(), [](const Step& s) { return s.kind == Step::Kind::InterSlice; });
}

[[nodiscard]] std::optional<Diagnostic> planInterSlice(StreamShape& stream, const vector::Chain& chain, StagePlan& stage) {
    if (auto e = checkBlockChain(chain)) return e;
    const ReduceSplit split = splitAtReduce(chain, true);
    if (!split.reduce || split.reduce->call.generics.size() < 2)
        return Diagnostic(diag::Kind::inter_slice_output, "vector_inter_slice_reduce names its output: ::<SliceOut, TimeOut>(op)")
            .withFix("write vector_inter_slice_reduce::<SliceOut, TimeOut>(op), e.g. m![A / 8, 1 # 4] and m![1] for the Dummy rule");
    const vector::Shape input{*stream.slice, *stream.time, *stream.packet};
    // The steps before the block name what they need (the Intra-Slice Reduce its axis).
    auto prefix = vector::traceShapes(split.before, input);
    if (!prefix) return prefix.error();
    const vector::Shape& atBlock = prefix->after.empty() ? input : prefix->after.back();
    auto reduced = blockReduceAxis(*stream.slice, atBlock, *split.reduce);
    if (!reduced) return reduced.error();
    vector::TraceOptions options;
    options.reduceAxis = stream.time->env()[*reduced].name;
    auto trace = vector::traceShapes(chain, input, options);
    if (!trace) return trace.error();
    VectorShapes shapes{input, std::move(trace).value(), *reduced, nullptr, std::nullopt, true, std::nullopt};
    if (auto e = planIntraBeforeBlock(split, shapes)) return e;
    const vector::Shape& result = shapes.trace.after.empty() ? input : shapes.trace.after.back();
    stream.slice = result.slice;
    stream.time = result.time;
    stream.packet = result.packet;
    // The Way4 stages before the block take one 4-lane packet per cycle.
    for (const auto& shape : shapes.trace.after) stage.cycles = std::max(stage.cycles, shape.time.size());
    stage.vectorShapes = std::move(shapes);
    return std::nullopt;
}

u64 ringTail(const VectorShapes& shapes) {
    u64 slices = 1;
    for (const auto& f : shapes.input.slice.normalForm().factors)
        if (f.content == mapping::Factor::Content::Axis && f.axis == *shapes.reduceAxis) slices *= f.size;
    return slices;
}

[[nodiscard]] std::optional<Diagnostic> runInterSlice(const StagePlan& stage, StreamData& data) {
    const VectorShapes& shapes = *stage.vectorShapes;
    const ReduceSplit split = splitAtReduce(*stage.vector, true);
    const std::size_t at = split.before.steps.size();                               // the block's step
    const vector::Shape& in = at == 0 ? shapes.input : shapes.trace.after[at - 1];  // the block's input
    const vector::Shape& out = shapes.trace.after.back();
    const mapping::AxisId axis = *shapes.reduceAxis;
    const vector::Scalar type = split.reduce->typeIn;
    const u64 times = in.time.size(), packet = in.packet.size();
    // Each (chip, cluster)'s elements by their index without R, with R's coordinate.
    using Key = std::tuple<u64, u64, mapping::TensorIndex>;
    std::map<Key, std::vector<std::pair<u64, u32>>> partial;
    for (std::size_t u = 0; u < data.units.size(); ++u) {
        const StreamUnit& unit = data.units[u];
        vector::EvalInput input;
        input.groups[0] = data.values[u];
        auto before = evaluateShaped(split.before, shapes, input, unit.slice);
        if (!before) return before.error();
        const std::vector<u32>& values = before->values;
        for (u64 t = 0; t < times; ++t)
            for (u64 p = 0; p < packet && t * packet + p < values.size(); ++p) {
                auto index = indexAt(in, unit.slice, t, p);
                if (!index) continue;  // padding takes no part (the VCG's valid count)
                const u64 r = index->get(axis);
                index->erase(axis);
                partial[Key{unit.chip, unit.cluster, *index}].push_back({r, values[t * packet + p]});
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
