// The Intra-Slice Reduce (manual, "Intra-Slice Reduce"): a 4-way input, a
// 2-level tree over the lanes that hold the reduce axis, the result
// accumulated across time steps into the slot of the non-reduce Time factors.
// Padding (positions that hold no element, as the VCG's valid_count says) is
// the op's identity in the tree and skipped by the accumulator.
#include "sim/vector_reduce_exec.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "vector/ops.h"

namespace tcpwb::sim::detail {

using diag::Diagnostic;
using vector::Scalar;
using vector::Step;

namespace {

// Position of each position of `m` among the factors that do not carry
// `axis` (major first): the output slot of a flit or lane.
std::vector<u64> keptPositions(const CompiledMapping& m, mapping::AxisId axis) {
    const auto& factors = m.normalForm().factors;
    std::vector<u64> out(m.size());
    for (u64 p = 0; p < out.size(); ++p) {
        u64 rest = p, kept = 0, scale = 1;
        for (std::size_t f = factors.size(); f-- > 0;) {
            const u64 digit = rest % factors[f].size;
            rest /= factors[f].size;
            if (factors[f].content == mapping::Factor::Content::Axis && factors[f].axis == axis) continue;
            kept += digit * scale;
            scale *= factors[f].size;
        }
        out[p] = kept;
    }
    return out;
}

bool carries(const CompiledMapping& m, mapping::AxisId axis) {
    for (const auto& f : m.normalForm().factors)
        if (f.content == mapping::Factor::Content::Axis && f.axis == axis) return true;
    return false;
}

std::optional<mapping::AxisId> reduceAxisOf(const Step& s, const mapping::AxisEnv& env) {
    if (s.call.generics.empty()) return std::nullopt;
    return env.find(s.call.generics[0]);
}

u32 combine(vector::ReduceOp op, Scalar type, u32 a, u32 b) { return vector::reducePair(op, type, a, b); }
u32 identity(vector::ReduceOp op, Scalar type) { return vector::reduceIdentity(op, type); }

// Per axis, the largest coordinate a time step plus a packet position give.
std::vector<u64> largestCoordinates(const std::vector<std::optional<mapping::TensorIndex>>& times,
                                    const std::vector<std::optional<mapping::TensorIndex>>& packets, std::size_t axes) {
    std::vector<u64> most(axes, 0);
    for (const auto* parts : {&times, &packets}) {
        std::vector<u64> largest(axes, 0);
        for (const auto& index : *parts)
            if (index)
                for (const auto& [axis, value] : index->entries()) largest[axis] = std::max(largest[axis], value);
        for (std::size_t a = 0; a < axes; ++a) most[a] += largest[a];
    }
    return most;
}

// Whether the slice's coordinates plus `partsMost` stay below every axis's size.
bool staysInside(const mapping::TensorIndex& slice, std::vector<u64> most, const mapping::AxisEnv& env) {
    for (const auto& [axis, value] : slice.entries()) most[axis] += value;
    for (std::size_t a = 0; a < most.size(); ++a)
        if (most[a] >= env[mapping::AxisId(a)].size) return false;
    return true;
}

// The reduce on one unit's values: `before` the stage's 4-lane input, `after` its output.
std::vector<u32> reduceValues(const vector::Shape& before, const vector::Shape& after, const ReduceTables& tables, vector::ReduceOp op,
                              Scalar type, const std::vector<u32>& in, u64 slice) {
    const auto& env = before.time.env();
    const u64 times = tables.times.size(), lanes = tables.packets.size();
    const u64 outTimes = after.time.size(), outLanes = after.packet.size();
    const auto sliceIndex = slice < before.slice.size() ? before.slice.at(slice) : std::nullopt;
    std::vector<u32> out(outTimes * outLanes, 0);
    std::vector<bool> started(out.size(), false);
    auto accumulate = [&](u64 at, u32 v) {
        if (at >= out.size()) return;
        out[at] = started[at] ? combine(op, type, out[at], v) : v;
        started[at] = true;
    };
    const bool eachPartDecides = sliceIndex && staysInside(*sliceIndex, tables.partsMost, env);
    std::vector<u32> lane;
    std::vector<bool> valid;
    mapping::TensorIndex sum;
    for (u64 t = 0; t < times; ++t) {
        const auto& time = tables.times[t];
        lane.assign(lanes, identity(op, type));
        valid.assign(lanes, false);
        for (u64 p = 0; p < lanes; ++p) {
            const auto& packet = tables.packets[p];
            if (!sliceIndex || !time || !packet) continue;
            if (!eachPartDecides) {
                sum = *sliceIndex;  // reuses sum's storage
                sum.add(*time);
                sum.add(*packet);
                // A position is padding when the coordinates the slice, time and packet add up to pass an axis (the VCG's valid count).
                if (!mapping::finalizeIndex(sum, env)) continue;
            }
            valid[p] = true;
            lane[p] = in[t * lanes + p];
        }
        if (tables.tree) {
            if (std::none_of(valid.begin(), valid.end(), [](bool b) { return b; })) continue;
            while (lane.size() < 4) lane.push_back(identity(op, type));
            const u32 v = combine(op, type, combine(op, type, lane[0], lane[1]), combine(op, type, lane[2], lane[3]));
            accumulate(tables.timeSlot[t] * outLanes, v);
        } else {
            for (u64 p = 0; p < lanes; ++p)
                if (valid[p]) accumulate(tables.timeSlot[t] * outLanes + tables.laneSlot[p], lane[p]);
        }
    }
    return out;
}

// Lanes as Narrow and Widen move them: split and concat keep the time-major
// order, trim keeps lanes 0-3, pad_way8 appends 4 padding lanes.
template <typename T>
std::vector<T> moveLanes(const std::string& method, const vector::Shape& before, const vector::Shape& after, const std::vector<T>& in) {
    const std::string_view canonical = vector::canonicalMethod(method);  // the toolchain's names included
    if (canonical == "vector_split" || canonical == "vector_concat") return in;
    const u64 times = before.time.size(), from = before.packet.size(), to = after.packet.size();
    std::vector<T> out(times * to, T{});
    for (u64 t = 0; t < times; ++t)
        for (u64 p = 0; p < std::min(from, to); ++p) out[t * to + p] = in[t * from + p];
    return out;
}

// The stash follows the stream through Narrow and Widen (their lane moves
// apply to it too), but the Intra-Slice Reduce leaves a stream without the
// reduce axis, which a stash taken before it still has.
[[nodiscard]] std::optional<Diagnostic> checkStashAcrossReduce(const vector::Chain& chain) {
    bool live = false, reduced = false;
    for (const Step& s : chain.steps) {
        if (s.kind == Step::Kind::Stash) live = true;
        if (s.kind == Step::Kind::IntraReduce && live) reduced = true;
        if (s.kind != Step::Kind::Op || !reduced) continue;
        for (const vector::GroupArgs& g : s.groups)
            for (const vector::Operand* o : vector::operandsOf(g))
                if (o->kind == vector::Operand::Kind::Stash)
                    return Diagnostic(diag::Kind::unsupported,
                                      fmt::format("{} reads a stash taken before vector_intra_slice_reduce(), which removed an axis the "
                                                  "stash still has; reading it after the reduce is not simulated",
                                                  s.call.method))
                        .withFix("stash after the reduce, or read the stash before it");
    }
    return std::nullopt;
}

}  // namespace

bool hasIntraReduce(const vector::Chain& chain) {
    return std::any_of(chain.steps.begin(), chain.steps.end(), [](const Step& s) { return s.kind == Step::Kind::IntraReduce; });
}

[[nodiscard]] std::optional<Diagnostic> planVectorShapes(StreamShape& stream, const vector::Chain& chain, StagePlan& stage) {
    if (auto e = checkStashAcrossReduce(chain)) return e;
    const vector::Shape input{*stream.slice, *stream.time, *stream.packet};
    auto trace = vector::traceShapes(chain, input);
    if (!trace) return trace.error();
    VectorShapes shapes{input, std::move(trace).value(), std::nullopt, nullptr, std::nullopt, false, std::nullopt};
    for (std::size_t i = 0; i < chain.steps.size(); ++i) {
        const Step& s = chain.steps[i];
        if (s.kind == Step::Kind::IntraReduce) {
            shapes.reduceAxis = reduceAxisOf(s, stream.time->env());
            const vector::Shape& before = i == 0 ? input : shapes.trace.after[i - 1];
            if (shapes.reduceAxis) shapes.reduceTables = std::make_shared<const ReduceTables>(planReduceTables(before, *shapes.reduceAxis));
        }
        if (s.kind != Step::Kind::Unzip) continue;
        shapes.groupAxis = reduceAxisOf(s, stream.time->env());
        const vector::Shape& before = i == 0 ? input : shapes.trace.after[i - 1];
        u64 size = 0;
        for (const auto& f : before.time.normalForm().factors)
            if (shapes.groupAxis && f.content == mapping::Factor::Content::Axis && f.axis == *shapes.groupAxis) size = f.size;
        if (size != 2)
            return Diagnostic(
                       diag::Kind::unzip_axis,
                       fmt::format("vector_intra_slice_unzip() splits a 2-way Time axis, but {} in Time {} has {} positions",
                                   s.call.generics.empty() ? std::string("its axis") : s.call.generics[0], before.time.normalized(), size))
                .withFix("name the 2-way axis that interleaves the two groups: vector_intra_slice_unzip::<I, ...>()");
    }
    if (shapes.groupAxis && shapes.reduceAxis)
        return Diagnostic(diag::Kind::unsupported, "two-group mode and the Intra-Slice Reduce in one chain are not simulated yet");
    if (hasIntraReduce(chain) && !shapes.reduceAxis)
        return Diagnostic(diag::Kind::reduce_axis_required, "vector_intra_slice_reduce() names its reduce axis: ::<R, OTime, OPacket>");
    if (shapes.reduceAxis && carries(input.slice, *shapes.reduceAxis))
        return Diagnostic(diag::Kind::unsupported,
                          fmt::format("the reduce axis {} is also in Slice: each slice's partial result needs the Inter-Slice "
                                      "Block, which is not simulated yet",
                                      stream.time->env()[*shapes.reduceAxis].name));
    // The Way4 stages (Float, the reduce) take one 4-lane packet per cycle: the longest Time of the chain.
    stage.cycles = input.time.size();
    for (const auto& shape : shapes.trace.after) stage.cycles = std::max(stage.cycles, shape.time.size());
    const vector::Shape& out = shapes.trace.after.empty() ? input : shapes.trace.after.back();
    stream.time = out.time;
    stream.packet = out.packet;
    stage.vectorShapes = std::move(shapes);
    return std::nullopt;
}

bool sumsStayInside(const mapping::TensorIndex& slice, const std::vector<std::optional<mapping::TensorIndex>>& times,
                    const std::vector<std::optional<mapping::TensorIndex>>& packets, const mapping::AxisEnv& env) {
    return staysInside(slice, largestCoordinates(times, packets, env.count()), env);
}

ReduceTables planReduceTables(const vector::Shape& before, mapping::AxisId axis) {
    ReduceTables t;
    t.times.resize(before.time.size());
    for (u64 i = 0; i < t.times.size(); ++i) t.times[i] = before.time.at(i);
    t.packets.resize(before.packet.size());
    for (u64 p = 0; p < t.packets.size(); ++p) t.packets[p] = before.packet.at(p);
    t.timeSlot = keptPositions(before.time, axis);
    t.laneSlot = keptPositions(before.packet, axis);
    t.tree = carries(before.packet, axis);
    t.partsMost = largestCoordinates(t.times, t.packets, before.time.env().count());
    return t;
}

diag::Result<vector::EvalResult> evaluateShaped(const StagePlan& stage, const vector::EvalInput& input, u64 slice) {
    return evaluateShaped(*stage.vector, *stage.vectorShapes, input, slice);
}

diag::Result<vector::EvalResult> evaluateShaped(const vector::Chain& chain, const VectorShapes& shapes, const vector::EvalInput& input,
                                                u64 slice) {
    std::vector<u32> values = input.groups[0];
    std::vector<int> ids = input.executionIds.size() == values.size() ? input.executionIds : std::vector<int>(values.size(), 0);
    Scalar type = chain.input;
    vector::Shape current = shapes.input;
    std::vector<Step> segment;
    std::vector<u32> group1;  // two-group mode: group 1's values for the segment that starts with the unzip
    bool paired = false;
    // Narrow/Widen while paired: elementwise per group, so their lane moves
    // apply to the segment's result (the zip's merged stream).
    struct Move {
        std::string method;
        vector::Shape before, after;
    };
    std::vector<Move> deferred;
    std::vector<u32> stash;  // vector_stash()'s values, in the current segment's layout
    // Runs the steps gathered since the last shape change; the ExecutionIds
    // carry over as a BranchMode::Vrf step (ids given by the caller).
    auto flush = [&]() -> std::optional<Diagnostic> {
        if (segment.empty() || values.empty()) return std::nullopt;
        vector::Chain part = chain;
        part.steps.clear();
        part.input = type;
        const bool branches = segment.front().kind == Step::Kind::Branch;
        if (!branches && std::any_of(ids.begin(), ids.end(), [](int id) { return id != 0; })) {
            Step carry;
            carry.kind = Step::Kind::Branch;
            carry.branch.kind = vector::BranchMode::Kind::Vrf;
            part.steps.push_back(carry);
        }
        part.steps.insert(part.steps.end(), segment.begin(), segment.end());
        vector::EvalInput in;
        in.groups[0] = values;
        in.groups[1] = std::move(group1);
        in.vrf = input.vrf;
        in.executionIds = ids;
        in.stash = std::move(stash);
        auto r = vector::evaluate(part, in);
        if (!r) return r.error();
        values = r->values;
        ids = r->executionIds;
        stash = r->stash;
        type = r->type;
        for (const Move& m : deferred) {
            values = moveLanes(m.method, m.before, m.after, values);
            ids = moveLanes(m.method, m.before, m.after, ids);
        }
        deferred.clear();
        group1.clear();
        segment.clear();
        return std::nullopt;
    };
    for (std::size_t i = 0; i < chain.steps.size(); ++i) {
        const Step& s = chain.steps[i];
        const vector::Shape& next = shapes.trace.after[i];
        if (s.kind == Step::Kind::Unzip) {
            if (auto e = flush()) return *e;
            auto groups = splitGroups(current.time, current.packet.size(), *shapes.groupAxis, values);
            values = std::move(groups[0]);
            group1 = std::move(groups[1]);
            ids.resize(values.size());  // group 0's ids (the carried ids are all 0 before a unzip in practice)
            segment.push_back(s);
            paired = true;
            current = next;
            continue;
        }
        if (s.kind == Step::Kind::Zip) paired = false;
        const bool reshapes = s.kind == Step::Kind::Narrow || s.kind == Step::Kind::Widen || s.kind == Step::Kind::IntraReduce;
        if (reshapes && paired) {
            deferred.push_back({s.call.method, current, next});
            segment.push_back(s);
            current = next;
            continue;
        }
        if (!reshapes) {
            segment.push_back(s);
            continue;
        }
        if (auto e = flush()) return *e;
        if (s.kind == Step::Kind::IntraReduce) {
            values = reduceValues(current, next, *shapes.reduceTables, s.reduceOp, type, values, slice);  // planned with reduceAxis
            ids.assign(values.size(), 0);  // our choice: every reduced element starts again at ExecutionId 0
            stash.clear();                 // never read after the reduce (checkStashAcrossReduce)
        } else {
            values = moveLanes(s.call.method, current, next, values);
            ids = moveLanes(s.call.method, current, next, ids);
            if (!stash.empty()) stash = moveLanes(s.call.method, current, next, stash);
        }
        current = next;
    }
    if (auto e = flush()) return *e;
    std::vector<bool> kept(values.size(), true);
    if (const Step* filter = filterOf(chain)) compactFiltered(current, slice, filter->filterId, values, ids, kept);
    return vector::EvalResult{type, values, kept, ids, {}};
}

ReduceSplit splitAtReduce(const vector::Chain& chain, bool blockOnly) {
    ReduceSplit split;
    split.before = chain;
    split.after = chain;
    split.before.steps.clear();
    split.after.steps.clear();
    for (const Step& s : chain.steps) {
        const bool splits = s.kind == Step::Kind::InterSlice || (!blockOnly && s.kind == Step::Kind::IntraReduce);
        if (splits && !split.reduce) split.reduce = &s;
        else (split.reduce ? split.after : split.before).steps.push_back(s);
    }
    if (split.reduce) split.after.input = split.reduce->typeOut;
    return split;
}

Logical reduceReference(const State& s, const Logical& l, mapping::AxisId axis, vector::ReduceOp op, Scalar type) {
    std::vector<mapping::AxisId> kept;
    for (auto a : l.axes)
        if (a != axis) kept.push_back(a);
    Logical out = makeLogical(s.env(), kept, l.dtype);
    const auto base = projectOffsets(s.env(), kept, l.strides);
    const u64 n = std::find(l.axes.begin(), l.axes.end(), axis) == l.axes.end() ? 1 : s.env()[axis].size;
    const u64 stride = axis < l.strides.size() ? l.strides[axis] : 0;
    const bool isFloat = type == Scalar::F32;
    if (!l.bound.empty() || (isFloat && (op == vector::ReduceOp::Add || op == vector::ReduceOp::Mul)))
        out.bound.assign(out.values.size(), 0.0);
    for (u64 o = 0; o < base.size(); ++o) {
        double acc = 0, magnitude = 0, bound = 0;
        for (u64 r = 0; r < n; ++r) {
            const u64 at = base[o] + r * stride;
            const double v = at < l.values.size() ? l.values[at] : 0.0;
            bound += l.bound.empty() || at >= l.bound.size() ? 0.0 : l.bound[at];
            magnitude += std::fabs(v);
            if (r == 0) acc = v;
            else if (op == vector::ReduceOp::Max) acc = std::max(acc, v);
            else if (op == vector::ReduceOp::Min) acc = std::min(acc, v);
            else if (op == vector::ReduceOp::Mul) acc *= v;
            else acc += v;
        }
        if (!isFloat && op == vector::ReduceOp::AddSat)
            acc = std::clamp(acc, double(std::numeric_limits<std::int32_t>::min()), double(std::numeric_limits<std::int32_t>::max()));
        if (!isFloat && op == vector::ReduceOp::Add) acc = double(std::int32_t(std::uint32_t(std::int64_t(acc))));  // i32 Add wraps
        out.values[o] = acc;
        if (!out.bound.empty()) {
            // Max/Min pick one value (its bound); f32 Add rounds at each of its n - 1 additions (Higham's gamma_n).
            out.bound[o] = op == vector::ReduceOp::Add && isFloat   ? bound + double(n + 1) * 0x1.0p-24 * magnitude
                           : op == vector::ReduceOp::Mul && isFloat ? bound * double(n) + double(n + 1) * 0x1.0p-24 * std::fabs(acc)
                                                                    : bound;
        }
    }
    return out;
}

}  // namespace tcpwb::sim::detail
