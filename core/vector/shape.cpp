#include "vector/shape.h"

#include <fmt/format.h>

#include <algorithm>

#include "util/enum_table.h"

namespace tcpwb::vector {
namespace {

using diag::Diagnostic;
using mapping::AxisId;
using mapping::CompiledMapping;
using mapping::Factor;

std::string wrap(const std::vector<std::string>& factors) {
    if (factors.empty()) return "m![1]";
    std::string out = "m![";
    for (std::size_t i = 0; i < factors.size(); ++i) out += (i ? ", " : "") + factors[i];
    return out + "]";
}

bool mentions(const mapping::NormalForm& nf, AxisId axis);

bool mentions(const Factor& f, AxisId axis) {
    switch (f.content) {
        case Factor::Content::Axis: return f.axis == axis;
        case Factor::Content::Broadcast: return false;
        case Factor::Content::Group: return f.group && mentions(*f.group, axis);
        case Factor::Content::Sliding:
            return std::any_of(f.terms.begin(), f.terms.end(), [&](const auto& t) { return t && mentions(*t, axis); });
    }
    return false;
}

bool mentions(const mapping::NormalForm& nf, AxisId axis) {
    return std::any_of(nf.factors.begin(), nf.factors.end(), [&](const Factor& f) { return mentions(f, axis); });
}

bool isReduceFactor(const Factor& f, AxisId axis) { return f.content == Factor::Content::Axis && f.axis == axis; }

diag::Result<AxisId> findAxis(const mapping::AxisEnv& env, std::string_view name) {
    if (auto id = env.find(name)) return *id;
    return Diagnostic(diag::Kind::unknown_axis, fmt::format("`{}` is not a declared axis", name))
        .withFix(fmt::format("declare it with --axes, e.g. {}=4", name));
}

// A reduce axis nested inside a group factor cannot be removed factor by factor.
[[nodiscard]] std::optional<Diagnostic> groupedReduce(const CompiledMapping& m, AxisId axis, std::string_view role) {
    for (const Factor& f : m.normalForm().factors)
        if (mentions(f, axis) && !isReduceFactor(f, axis))
            return Diagnostic(
                       diag::Kind::reduce_axis_grouped,
                       fmt::format(
                           "the reduce axis sits inside the grouped factor `{}` of {} {}, so its factors cannot be removed one by one",
                           mapping::printFactor(f, m.env()), role, m.normalized()))
                .withFix("write the reduce axis as plain factors such as R / 4 and R % 4");
    return std::nullopt;
}

[[nodiscard]] Diagnostic wayError(std::string_view method, u64 wanted, const CompiledMapping& packet) {
    return Diagnostic(diag::Kind::way_mismatch, fmt::format("{} needs a packet of {} positions ({}), but Packet {} has {}", method, wanted,
                                                            wanted == 8 ? "Way8" : "Way4", packet.normalized(), packet.size()))
        .withFix(wanted == 8 ? "pad the packet to 8 positions, e.g. m![A % 2 # 8]" : "narrow first, or pad the packet to 4 positions");
}

std::vector<std::string> textsWithout(const CompiledMapping& m, AxisId axis) {
    std::vector<std::string> out;
    for (const Factor& f : m.normalForm().factors)
        if (!isReduceFactor(f, axis)) out.push_back(mapping::printFactor(f, m.env()));
    return out;
}

}  // namespace

diag::Result<CompiledMapping> compileIn(const mapping::AxisEnv& env, const std::string& text) { return mapping::compileMapping(text, env); }

diag::Result<Shape> makeShape(const mapping::AxisEnv& env, const std::string& slice, const std::string& time, const std::string& packet) {
    auto s = compileIn(env, slice);
    if (!s) return s.error();
    auto t = compileIn(env, time);
    if (!t) return t.error();
    auto p = compileIn(env, packet);
    if (!p) return p.error();
    return Shape{s.value(), t.value(), p.value()};
}

namespace {
diag::Result<Shape> rebuild(const Shape& in, const std::string& time, const std::string& packet) {
    return makeShape(in.slice.env(), in.slice.text(), time, packet);
}
}  // namespace

diag::Result<Shape> split(const Shape& in) {
    if (in.packet.size() != 8) return wayError("vector_split()", 8, in.packet);
    const std::string p = in.packet.operand();
    return rebuild(in, fmt::format("m![{}, {} / 4]", in.time.operand(), p), fmt::format("m![{} % 4]", p));
}

diag::Result<Shape> trimWay4(const Shape& in) {
    if (in.packet.size() != 8) return wayError("vector_trim_way4()", 8, in.packet);
    return rebuild(in, in.time.text(), fmt::format("m![{} = 4]", in.packet.operand()));
}

diag::Result<Shape> concat(const Shape& in) {
    if (in.packet.size() != 4) return wayError("vector_concat()", 4, in.packet);
    if (in.time.size() % 2 != 0)
        return Diagnostic(diag::Kind::concat_time,
                          fmt::format("vector_concat() takes the innermost Time factor of 2 back into Packet, but Time {} has "
                                      "{} positions, an odd number",
                                      in.time.normalized(), in.time.size()))
            .withFix("use vector_pad_way8() to undo vector_trim_way4(); vector_concat() undoes vector_split()");
    const std::string t = in.time.operand();
    return rebuild(in, fmt::format("m![{} / 2]", t), fmt::format("m![{} % 2, {}]", t, in.packet.operand()));
}

diag::Result<Shape> padWay8(const Shape& in) {
    if (in.packet.size() != 4) return wayError("vector_pad_way8()", 4, in.packet);
    return rebuild(in, in.time.text(), fmt::format("m![{} # 8]", in.packet.operand()));
}

SlotPlan accumulatorSlots(const CompiledMapping& time, AxisId reduce) {
    const auto& factors = time.normalForm().factors;
    auto outer = std::find_if(factors.begin(), factors.end(), [&](const Factor& f) { return isReduceFactor(f, reduce); });
    SlotPlan plan;
    if (outer == factors.end()) return plan;
    // Digits inner to the outermost reduce factor that are not the reduce axis
    // each need their own partial result.
    std::vector<std::size_t> nr;
    for (auto it = outer + 1; it != factors.end(); ++it)
        if (!isReduceFactor(*it, reduce)) {
            nr.push_back(static_cast<std::size_t>(it - factors.begin()));
            plan.count = checkedMul(plan.count, it->size).value_or(kMaxSize);
        }
    if (time.size() > kSlotListLimit) return plan;
    for (u64 t = 0; t < time.size(); ++t) {
        // Mixed-radix digits of t, major first.
        std::vector<u64> digits(factors.size());
        u64 rest = t;
        for (std::size_t i = factors.size(); i-- > 0;) {
            digits[i] = rest % factors[i].size;
            rest /= factors[i].size;
        }
        u64 slot = 0;
        for (std::size_t i : nr) slot = slot * factors[i].size + digits[i];
        plan.slotOfFlit.push_back(slot);
    }
    return plan;
}

diag::Result<IntraReduce> intraSliceReduce(const Shape& in, std::string_view reduceAxis) {
    auto axis = findAxis(in.slice.env(), reduceAxis);
    if (!axis) return axis.error();
    const AxisId r = axis.value();
    if (in.packet.size() > 4) return wayError("vector_intra_slice_reduce()", 4, in.packet);
    if (auto e = groupedReduce(in.time, r, "Time")) return *e;
    if (auto e = groupedReduce(in.packet, r, "Packet")) return *e;
    IntraReduce out{in, {}, mentions(in.packet.normalForm(), r), mentions(in.time.normalForm(), r), std::nullopt};
    if (!out.inPacket && !out.inTime)
        return Diagnostic(diag::Kind::reduce_axis_missing, fmt::format("the reduce axis {} appears in neither Time {} nor Packet {}",
                                                                       reduceAxis, in.time.normalized(), in.packet.normalized()))
            .withFix("the intra-slice reduce eliminates Time and Packet factors; reduce across slices with vector_inter_slice_reduce()");
    const auto packetRest = textsWithout(in.packet, r);
    if (out.inPacket) {
        for (const Factor& f : in.packet.normalForm().factors)
            if (!isReduceFactor(f, r) && f.content != Factor::Content::Broadcast)
                return Diagnostic(
                           diag::Kind::reduce_packet_mixed,
                           fmt::format("Packet {} holds {} next to the reduce axis {}; the 2-level tree reduces all 4 lanes into one value",
                                       in.packet.normalized(), mapping::printFactor(f, in.packet.env()), reduceAxis))
                    .withFix(fmt::format("keep only {} in Packet and move the other factors to Time", reduceAxis));
    }
    out.accumulator = accumulatorSlots(in.time, r);
    if (out.accumulator.count > kAccumulatorSlots)
        return Diagnostic(diag::Kind::accumulator_slots,
                          fmt::format("Time {} needs {} accumulator slots for the non-reduce factors inside the outermost {} factor, "
                                      "but the IntraSliceReduce stage has {}",
                                      in.time.normalized(), out.accumulator.count, reduceAxis, kAccumulatorSlots))
            .withFix(
                fmt::format("move non-reduce factors outside the outermost {} factor in Time, or shrink them so their product is at most 8",
                            reduceAxis));
    // The packet keeps its width: what remains is padded back to it.
    std::string packet = wrap(packetRest);
    auto rest = compileIn(in.slice.env(), packet);
    if (!rest) return rest.error();
    if (rest->size() < in.packet.size()) packet = fmt::format("m![{} # {}]", rest->operand(), in.packet.size());
    auto shape = makeShape(in.slice.env(), in.slice.text(), wrap(textsWithout(in.time, r)), packet);
    if (!shape) return shape.error();
    out.shape = shape.value();
    if (out.inPacket && !out.inTime && !mentions(in.slice.normalForm(), r)) {
        u64 valid = 0;
        for (u64 i = 0; i < in.packet.size(); ++i) valid += in.packet.at(i).has_value();
        out.validCount = valid;
    }
    return out;
}

namespace {

constexpr EnumTable<InterRule, 3> kInterRuleNames{
    {{InterRule::Dummy, "dummy"}, {InterRule::Broadcast, "broadcast"}, {InterRule::Promotion, "promotion"}}};
static_assert(listsEveryEnumerator(kInterRuleNames));

}  // namespace

std::string_view interRuleName(InterRule rule) { return nameOf(kInterRuleNames, rule); }

namespace {

struct SliceRun {
    std::vector<std::string> texts;   // Slice factors
    std::vector<std::size_t> reduce;  // indices of reduce factors
    u64 size = 1;                     // product of their sizes
};

diag::Result<SliceRun> sliceRun(const Shape& in, AxisId r, std::string_view name) {
    if (auto e = groupedReduce(in.slice, r, "Slice")) return *e;
    SliceRun run;
    const auto& factors = in.slice.normalForm().factors;
    for (std::size_t i = 0; i < factors.size(); ++i) {
        run.texts.push_back(mapping::printFactor(factors[i], in.slice.env()));
        if (isReduceFactor(factors[i], r)) {
            run.reduce.push_back(i);
            run.size *= factors[i].size;
        }
    }
    if (run.reduce.empty())
        return Diagnostic(diag::Kind::reduce_axis_missing,
                          fmt::format("the reduce axis {} does not appear in Slice {}", name, in.slice.normalized()))
            .withFix("the Inter-Slice Block reduces a Slice factor; use vector_intra_slice_reduce() for Time and Packet factors");
    if (mentions(in.time.normalForm(), r) || mentions(in.packet.normalForm(), r))
        return Diagnostic(
                   diag::Kind::reduce_axis_outside_slice,
                   fmt::format("the reduce axis {} also appears in Time {} or Packet {}, which the Inter-Slice Block does not reduce", name,
                               in.time.normalized(), in.packet.normalized()))
            .withFix("reduce the Time and Packet parts with vector_intra_slice_reduce() first");
    return run;
}

// Slice with its reduce factors replaced by `filler` (one contiguous run).
diag::Result<std::string> replaceRun(const SliceRun& run, const std::string& filler, std::string_view name) {
    for (std::size_t k = 1; k < run.reduce.size(); ++k)
        if (run.reduce[k] != run.reduce[k - 1] + 1)
            return Diagnostic(diag::Kind::reduce_axis_split,
                              fmt::format("the factors of {} are not adjacent in Slice, so one axis cannot take their place", name))
                .withFix("use the dummy rule, or keep the reduce factors together in Slice");
    std::vector<std::string> out;
    for (std::size_t i = 0; i < run.texts.size(); ++i) {
        if (i == run.reduce.front()) out.push_back(filler);
        else if (std::find(run.reduce.begin(), run.reduce.end(), i) == run.reduce.end()) out.push_back(run.texts[i]);
    }
    return wrap(out);
}

}  // namespace

diag::Result<InterReduce> interSliceReduce(const Shape& in, std::string_view reduceAxis, InterRule rule, std::string_view with) {
    const auto& env = in.slice.env();
    auto axis = findAxis(env, reduceAxis);
    if (!axis) return axis.error();
    auto run = sliceRun(in, axis.value(), reduceAxis);
    if (!run) return run.error();
    InterReduce out{in, rule, {}};
    std::string slice, time = in.time.text();
    if (rule == InterRule::Dummy) {
        std::vector<std::string> texts = run->texts;
        const auto& factors = in.slice.normalForm().factors;
        for (std::size_t i : run->reduce) texts[i] = fmt::format("1 # {}", factors[i].size);
        out.filler = fmt::format("1 # {}", run->size);
        slice = wrap(texts);
    } else {
        auto id = findAxis(env, with);
        if (!id) return id.error();
        if (rule == InterRule::Broadcast) {
            if (mentions(in.slice.normalForm(), *id) || mentions(in.time.normalForm(), *id) || mentions(in.packet.normalForm(), *id))
                return Diagnostic(diag::Kind::broadcast_axis_used,
                                  fmt::format("{} already appears in the input; a broadcast needs a new axis", with))
                    .withFix("declare a fresh axis for the broadcast, or promote the Time axis instead");
            if (env[*id].size != run->size)
                return Diagnostic(diag::Kind::broadcast_size,
                                  fmt::format("the new axis {} has size {}, but the reduce axis {} occupied {} slice positions", with,
                                              env[*id].size, reduceAxis, run->size))
                    .withFix(fmt::format("declare {} with size {}", with, run->size));
            out.filler = std::string(with);
        } else {
            const auto& factors = in.time.normalForm().factors;
            std::vector<std::string> rest;
            std::optional<std::string> promoted;
            for (const Factor& f : factors) {
                if (f.content == Factor::Content::Axis && f.axis == *id && !promoted) promoted = mapping::printFactor(f, env);
                else rest.push_back(mapping::printFactor(f, env));
            }
            if (!promoted)
                return Diagnostic(diag::Kind::promotion_axis,
                                  fmt::format("{} is not a factor of Time {}, so it cannot be promoted", with, in.time.normalized()))
                    .withFix("promote an axis that Time holds");
            auto compiled = compileIn(env, "m![" + *promoted + "]");
            if (!compiled) return compiled.error();
            if (compiled->size() != run->size)
                return Diagnostic(diag::Kind::promotion_size,
                                  fmt::format("the promoted factor {} has {} positions, but the reduce axis {} freed {}", *promoted,
                                              compiled->size(), reduceAxis, run->size))
                    .withFix(fmt::format("promote a Time factor of size {}", run->size));
            out.filler = *promoted;
            time = wrap(rest);
        }
        auto replaced = replaceRun(run.value(), out.filler, reduceAxis);
        if (!replaced) return replaced.error();
        slice = replaced.value();
    }
    auto shape = makeShape(env, slice, time, in.packet.text());
    if (!shape) return shape.error();
    out.shape = shape.value();
    return out;
}

diag::Result<InterReduce> checkInterSliceOutput(const Shape& in, std::string_view reduceAxis, const std::string& sliceOut,
                                                const std::string& timeOut) {
    const auto& env = in.slice.env();
    auto given = makeShape(env, sliceOut, timeOut, in.packet.text());
    if (!given) return given.error();
    auto matches = [&](const diag::Result<InterReduce>& r) {
        return r && r->shape.slice.equivalentTo(given->slice) && r->shape.time.equivalentTo(given->time);
    };
    auto dummy = interSliceReduce(in, reduceAxis, InterRule::Dummy);
    if (!dummy) return dummy.error();
    if (matches(dummy)) return dummy;
    // Candidates: every axis SliceOut holds, as a broadcast or a promotion.
    for (const Factor& f : given->slice.normalForm().factors) {
        if (f.content != Factor::Content::Axis) continue;
        const std::string name = env[f.axis].name;
        for (InterRule rule : {InterRule::Broadcast, InterRule::Promotion}) {
            auto r = interSliceReduce(in, reduceAxis, rule, name);
            if (matches(r)) return r;
        }
    }
    return Diagnostic(diag::Kind::inter_slice_output,
                      fmt::format("SliceOut {} and TimeOut {} follow none of the output rules for reducing {} out of Slice {}",
                                  given->slice.normalized(), given->time.normalized(), reduceAxis, in.slice.normalized()))
        .withNote(fmt::format("dummy: SliceOut {}, TimeOut {}", dummy->shape.slice.normalized(), dummy->shape.time.normalized()))
        .withNote(fmt::format("broadcast: a new axis of size {} in {}'s place; promotion: a Time factor of that size moves into its place",
                              dummy->filler.substr(4), reduceAxis))
        .withFix("choose SliceOut and TimeOut by one of the three rules");
}

}  // namespace tcpwb::vector
