#include "contraction/reducer.h"

#include <fmt/format.h>

#include <bit>

#include "contraction/mapping_parts.h"

namespace tcpwb::contraction {
namespace {

using diag::Diagnostic;
using mapping::CompiledMapping;

// True when `user` is `target` with trailing padding left out (the manual's
// slicing of padded Packet axes), or `target` itself.
bool matchesWithPadding(const CompiledMapping& user, const CompiledMapping& target) {
    if (user.size() > target.size()) return false;
    if (user.size() == target.size()) return sameElements(user, target);
    auto padded = compose(user, {fmt::format("[{}] # {}", user.operand(), target.size())});
    return padded && sameElements(*padded, target);
}

std::string inner(const CompiledMapping& m) {
    const std::string text = m.normalized();
    return text.substr(3, text.size() - 4);
}

}  // namespace

diag::Result<ContractPlan> planContract(const Computation& c, const CompiledMapping& outPacket, ReduceOp op) {
    const auto depth = treeDepth(c.dtype);
    if (!depth)
        return Diagnostic(diag::Kind::unsupported_dtype,
                          fmt::format("the Reducer takes i4, i5, i8, i9, f8 or bf16 inputs, not {}", tensor::info(c.dtype).name))
            .withFix("contract in bf16; f32 data can be processed in the Vector Engine after contraction");
    const u64 rows = c.row.size();
    if (rows != 1 && rows != 2 && rows != 4 && rows != 8)
        return Diagnostic(diag::Kind::row_count,
                          fmt::format("the computation Row {} has {} elements; the Reducer has 1, 2, 4 or 8 Rows", show(c.row), rows))
            .withFix("make the Row mapping 1, 2, 4 or 8 elements (pad it with `# 8`)");
    if (op == ReduceOp::Max && rows != 1)
        return Diagnostic(
                   diag::Kind::max_single_row,
                   fmt::format("reduce-max only runs on Row 0, but the computation uses {} Rows (Row {})", c.row.size(), show(c.row)))
            .withFix("use a single Row (Row m![1]) for max, or reduce-add");
    if (outPacket.size() > kSpatialOutputMax)
        return Diagnostic(diag::Kind::spatial_output_limit,
                          fmt::format("contract's OutPacket {} has {} elements; the Reducer outputs at most 32 per Row", show(outPacket),
                                      outPacket.size()))
            .withFix("sum more of the Packet in the tree (a smaller OutPacket)");
    const u64 macElements = elementsIn(c.dtype, kMacWidthBytes);
    if (c.packet.size() != macElements)
        return Diagnostic(diag::Kind::contract_packet,
                          fmt::format("the computation Packet {} is not 64 bytes ({} elements)", show(c.packet), macElements));
    for (unsigned n = *depth + 1; n-- > 0;) {
        const u64 sum = u64{1} << n;
        auto target =
            n == 0 ? diag::Result<CompiledMapping>(c.packet) : compose(c.packet, {fmt::format("[{}] / {}", c.packet.operand(), sum)});
        if (!target) return target.error();
        if (!matchesWithPadding(outPacket, *target)) continue;
        ContractPlan plan;
        plan.treeDepth = n;
        plan.maxTreeDepth = *depth;
        plan.elementsPerSum = sum;
        auto summed = compose(c.packet, {fmt::format("[{}] % {}", c.packet.operand(), sum)});
        plan.spatialAxes = summed ? inner(*summed) : std::string("1");
        plan.outputsPerRow = outPacket.size();
        plan.outDtype = widened(c.dtype);
        plan.spatialCycles = n;
        return plan;
    }
    auto full = compose(c.packet, {fmt::format("[{}] / {}", c.packet.operand(), u64{1} << *depth)});
    return Diagnostic(diag::Kind::contract_packet,
                      fmt::format("contract's OutPacket {} is not the Packet {} with its innermost 2^n elements summed (n <= {} for {})",
                                  show(outPacket), show(c.packet), *depth, tensor::info(c.dtype).name))
        .withFix(fmt::format("use m![{} / 2^n], e.g. {} for the full tree", c.packet.operand(), full ? show(*full) : std::string("m![1]")));
}

namespace {

struct Layout {
    std::vector<std::string> suffix;  // appended to Time'
    u64 suffixSize = 1;
    std::string outPacket;
    std::string packetOuter;
};

diag::Result<Layout> layoutFor(const Computation& c, const CompiledMapping& contracted, AccumulationKind kind) {
    Layout layout;
    if (kind == AccumulationKind::Interleaved) {
        layout.suffix = {contracted.operand()};
        layout.suffixSize = contracted.size();
        layout.outPacket = c.row.size() == kRows ? c.row.operand() : fmt::format("[{}] # {}", c.row.operand(), kRows);
        return layout;
    }
    const u64 padded = roundUp(contracted.size(), kOutputBusElements);
    const std::string whole =
        padded == contracted.size() ? fmt::format("[{}]", contracted.operand()) : fmt::format("[{}] # {}", contracted.operand(), padded);
    layout.packetOuter = fmt::format("[{}] / {}", whole, kOutputBusElements);
    layout.outPacket = fmt::format("[{}] % {}", whole, kOutputBusElements);
    layout.suffix = {c.row.operand(), layout.packetOuter};
    layout.suffixSize = c.row.size() * (padded / kOutputBusElements);
    return layout;
}

std::vector<std::string> kept(const std::vector<std::string>& factors, const std::vector<bool>& removed) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < factors.size(); ++i)
        if (!removed[i]) out.push_back(factors[i]);
    return out;
}

}  // namespace

diag::Result<AccumulatePlan> planAccumulate(const Computation& c, const CompiledMapping& contracted, const CompiledMapping& outTime,
                                            const CompiledMapping& outPacket, AccumulationKind kind, const CompiledMapping* reducedTime) {
    auto layout = layoutFor(c, contracted, kind);
    if (!layout) return layout.error();
    AccumulatePlan plan;
    plan.kind = kind;
    auto expectedPacket = compose(c.row, {layout->outPacket});
    if (!expectedPacket) return expectedPacket.error();
    plan.expectedOutPacket = show(*expectedPacket);
    if (!sameElements(outPacket, *expectedPacket))
        return Diagnostic(diag::Kind::accumulate_packet,
                          fmt::format("{} accumulation outputs the Packet {}, not {}", name(kind), plan.expectedOutPacket, show(outPacket)))
            .withNote(kind == AccumulationKind::Interleaved
                          ? "Interleaved: OutPacket is the Row padded to 8"
                          : "Sequential: OutPacket is the contracted Packet padded to a multiple of 8, modulo 8")
            .withFix(fmt::format("use OutPacket {}", plan.expectedOutPacket));

    const auto factors = factorTexts(c.time);
    if (factors.size() > kMaxTimeFactors)
        return Diagnostic(diag::Kind::too_large, fmt::format("the computation Time {} has {} factors; accumulate tries at most {}",
                                                             show(c.time), factors.size(), kMaxTimeFactors));
    const u64 subsets = u64{1} << factors.size();
    std::optional<std::vector<bool>> found;
    bool timeFound = false;  // some subset leaves reducedTime
    for (int count = 0; count <= int(factors.size()) && !found; ++count) {
        for (u64 mask = 0; mask < subsets && !found; ++mask) {
            if (std::popcount(mask) != count) continue;
            std::vector<bool> removed(factors.size());
            for (std::size_t i = 0; i < factors.size(); ++i) removed[i] = (mask >> (factors.size() - 1 - i)) & 1;
            auto parts = withBase(c.time, kept(factors, removed));
            if (reducedTime) {  // the toolchain names the Time after the reduction: it decides what is reduced
                auto left = compose(c.time, parts);
                if (!left || !sameElements(*left, *reducedTime)) continue;
                timeFound = true;
            }
            parts.insert(parts.end(), layout->suffix.begin(), layout->suffix.end());
            auto candidate = compose(c.time, parts);
            if (candidate && sameElements(*candidate, outTime)) found = removed;
        }
    }
    if (reducedTime && !timeFound) {
        auto all = compose(c.time, withBase(c.time, kept(factors, std::vector<bool>(factors.size(), false))));
        return Diagnostic(diag::Kind::contract_time,
                          fmt::format("contract_time's OutTime {} is not the computation Time {} with some axes removed (the "
                                      "rest in their order)",
                                      show(*reducedTime), show(c.time)))
            .withFix(fmt::format("keep the Time's factors in order and leave out the reduced ones; {} reduces nothing",
                                 all ? show(*all) : show(c.time)));
    }
    auto keepAll = withBase(c.time, kept(factors, std::vector<bool>(factors.size(), false)));
    keepAll.insert(keepAll.end(), layout->suffix.begin(), layout->suffix.end());
    auto noReduction = compose(c.time, keepAll);
    if (!found)
        return Diagnostic(
                   diag::Kind::accumulate_time,
                   fmt::format(
                       "OutTime {} is not the computation Time {} with some axes removed, followed by {}", show(outTime), show(c.time),
                       kind == AccumulationKind::Interleaved ? "the contracted Packet (Interleaved)" : "Row and Packet_outer (Sequential)"))
            .withFix(fmt::format("for example {} (nothing reduced in time)", noReduction ? show(*noReduction) : std::string("?")));

    plan.removed = *found;
    const auto& sizes = c.time.normalForm().factors;
    std::optional<std::size_t> outermost;
    for (std::size_t i = 0; i < factors.size(); ++i) {
        if (!plan.removed[i]) continue;
        plan.reducedAxes.push_back(factors[i]);
        if (!outermost) outermost = i;
    }
    auto parts = withBase(c.time, kept(factors, plan.removed));
    parts.insert(parts.end(), layout->suffix.begin(), layout->suffix.end());
    if (auto expectedTime = compose(c.time, parts)) plan.expectedOutTime = show(*expectedTime);
    plan.packetOuter = layout->packetOuter.empty() ? "" : [&] {
        auto outer = compose(c.time, {layout->packetOuter});
        return outer ? show(*outer) : layout->packetOuter;
    }();
    plan.innerLimit = kind == AccumulationKind::Interleaved ? kInterleavedInnerMax : kSequentialInnerMax;
    const u64 m = contracted.size();
    if (outermost) {
        u64 innerSize = layout->suffixSize;
        for (std::size_t i = *outermost + 1; i < factors.size(); ++i)
            if (!plan.removed[i]) innerSize *= sizes[i].size;
        plan.innerAxesSize = innerSize;
        const u64 width = kind == AccumulationKind::Interleaved ? roundUp(c.row.size(), kRows) : roundUp(m, kAccumulatorColumns);
        plan.slotsNeeded = width * innerSize;
        if (innerSize > plan.innerLimit || plan.slotsNeeded > kAccumulatorSlots)
            return Diagnostic(
                       diag::Kind::accumulator_capacity,
                       fmt::format("the axes inner to the reduced Time axis `{}` hold {} elements; {} accumulation buffers at most {} "
                                   "({} x {} of 1024 slots)",
                                   factors[*outermost], innerSize, name(kind), plan.innerLimit, width, innerSize))
                .withFix(kind == AccumulationKind::Sequential && innerSize <= kInterleavedInnerMax
                             ? std::string("use Interleaved accumulation (up to 128), or move the reduced axis inward in Time")
                             : std::string("move the reduced axis inward in Time (fewer axes inside it), or tile the outer axes"));
    }
    if (kind == AccumulationKind::Interleaved) {
        plan.columnGroups = m == 0 ? 0 : kAccumulatorColumns / m;
        plan.usefulSlots = c.row.size() * kAccumulatorColumns * kAccumulatorRegisters;
        if (c.row.size() < kRows)
            plan.notes.push_back(fmt::format("Interleaved with {} Row{}: only {} of 1024 accumulator slots hold data", c.row.size(),
                                             c.row.size() == 1 ? "" : "s", plan.usefulSlots));
    } else {
        plan.rowGroups = kRows / c.row.size();
        plan.usefulSlots = kRows * std::min(m, kAccumulatorColumns) * kAccumulatorRegisters;
        if (m < kAccumulatorColumns)
            plan.notes.push_back(
                fmt::format("Sequential with {} outputs per Row: only {} of 1024 accumulator slots hold data", m, plan.usefulSlots));
    }
    plan.temporalCycles = c.time.size();
    return plan;
}

std::vector<bool> factorsOver(const CompiledMapping& time, const std::set<mapping::AxisId>& axes) {
    std::vector<bool> out;
    for (const auto& f : time.normalForm().factors) out.push_back(f.content == mapping::Factor::Content::Axis && axes.count(f.axis));
    return out;
}

std::vector<AccumulatorStep> accumulatorTrace(const CompiledMapping& time, const std::vector<bool>& removed) {
    std::vector<u64> sizes;
    for (const auto& f : time.normalForm().factors) sizes.push_back(f.size);
    std::optional<std::size_t> outermost;
    for (std::size_t i = 0; i < removed.size() && i < sizes.size(); ++i)
        if (removed[i] && !outermost) outermost = i;
    std::vector<AccumulatorStep> trace;
    if (!outermost || time.size() > kMaxTraceFlits) return trace;
    for (u64 t = 0; t < time.size(); ++t) {
        u64 rest = t;
        std::vector<u64> digit(sizes.size());
        for (std::size_t k = sizes.size(); k-- > 0;) {
            digit[k] = rest % sizes[k];
            rest /= sizes[k];
        }
        AccumulatorStep step{t, 0, false, true, digit};
        for (std::size_t k = *outermost; k < sizes.size(); ++k) {
            const bool last = digit[k] + 1 == sizes[k];
            if (removed[k]) step.accumulate = step.accumulate || digit[k] > 0;
            else step.slot = step.slot * sizes[k] + digit[k];
            step.output = step.output && last;
        }
        trace.push_back(step);
    }
    return trace;
}

AccumulatorTraceSummary summarize(const std::vector<AccumulatorStep>& trace) {
    AccumulatorTraceSummary summary;
    summary.flits = trace.size();
    std::set<u64> slots;
    for (const AccumulatorStep& step : trace) {
        slots.insert(step.slot);
        if (step.output) summary.outputAfter.push_back(step.flit);
    }
    summary.slotsUsed = slots.size();
    return summary;
}

}  // namespace tcpwb::contraction
