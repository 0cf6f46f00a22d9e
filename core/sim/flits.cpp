// Flits on demand (flits.h): a snapshot of the simulation before each pass
// asked about, the pass recomputed once per (pass, slice) keeping that
// slice's stage streams, and each cycle answered from them.
#include "sim/flits.h"

#include <algorithm>
#include <fmt/ranges.h>

#include <limits>

#include "sim/plan_detail.h"
#include "sim/state.h"
#include "sim/stream_offsets.h"
#include "sim/stream.h"
#include "sim/vector_reduce_exec.h"

namespace tcpwb::sim {

using diag::Diagnostic;
using mapping::kPaddingOffset;

// A named namespace, not an anonymous one: FlitInspector::Impl holds these,
// and GCC warns (-Wsubobject-linkage) when a unity build includes this file.
namespace flit_parts {

// One stage's stream on the slice asked about.
struct SliceStream {
    bool present = false;
    u64 times = 0, packet = 0;
    std::vector<std::uint32_t> values;  // times x packet
    std::optional<u64> valid;           // from a vector_filter on: the slice's valid count
};

// Where a stage's positions are in its tensor (logical offsets), on the slice asked about.
struct StageIndex {
    std::size_t tensor = 0;
    std::optional<detail::StreamOffsets> offsets;  // the stage's stream in `tensor`
    // begin_interleaved, before the first computing stage: the offsets are over
    // the tensors stacked along this axis (appended last); its digit says
    // which tensor (0: `tensor`, 1: `second`).
    std::optional<mapping::AxisId> interleaved;
    std::size_t second = 0;
    // From a vector_filter on: per position (times x packet), whether it lies
    // past the slice's valid count (empty: every position is valid).
    std::vector<bool> invalid;
};

std::string indexText(const mapping::AxisEnv& env, const kernel::Tensor& t, const std::vector<mapping::AxisId>& axes, u64 offset) {
    if (offset == kPaddingOffset) return "pad";
    std::vector<u64> digits(axes.size());
    for (std::size_t i = axes.size(); i-- > 0;) {
        const u64 size = std::max<u64>(env[axes[i]].size, 1);
        digits[i] = offset % size;
        offset /= size;
    }
    return fmt::format("{}[{}]", t.name, fmt::join(digits, ", "));
}

}  // namespace flit_parts

using namespace flit_parts;

FlitTiming FlitTiming::of(const PassPlan& pass) {
    FlitTiming t;
    t.starts = detail::stageStarts(pass);
    t.starts.pop_back();  // the sink's: its stream is the last stage's
    t.pace = std::max<u64>(pass.sink.cycles, 1);
    for (const StagePlan& st : pass.stages) {
        t.pace = std::max(t.pace, st.cycles);
        t.steps.push_back(st.stream.time ? st.stream.time->size() : 0);
    }
    return t;
}

std::optional<u64> FlitTiming::stepAt(std::size_t stage, u64 cycle) const {
    const u64 start = starts.at(stage), n = steps.at(stage);
    if (n == 0 || cycle < start || cycle - start >= pace) return std::nullopt;
    const auto scaled = checkedMul(cycle - start, n);
    return scaled ? *scaled / pace : n - 1;
}

std::optional<u64> FlitTiming::nextChange(std::size_t stage, u64 cycle) const {
    const u64 start = starts.at(stage), n = steps.at(stage);
    if (n == 0) return std::nullopt;
    if (cycle < start) return start;
    const auto k = stepAt(stage, cycle);
    if (!k) return std::nullopt;
    if (*k + 1 >= n) return start + pace;
    const auto reach = checkedMul(*k + 1, pace);
    return reach ? std::optional<u64>(start + ceilDiv(*reach, n)) : std::nullopt;
}

u64 FlitTiming::end() const {
    u64 end = 0;
    for (u64 start : starts) end = std::max(end, checkedAdd(start, pace).value_or(kMaxSize));
    return end;
}

struct FlitInspector::Impl {
    std::unique_ptr<kernel::Program> program;
    RunOptions options;
    ProgramPlan plan;
    std::map<std::size_t, std::unique_ptr<detail::State>> snapshots;  // the state before each pass asked about
    // The recomputed pass for one slice.
    std::size_t cachedOp = std::numeric_limits<std::size_t>::max();
    u64 cachedUnit = 0;
    std::vector<SliceStream> streams;  // per PassPlan::stages index
    std::vector<StageIndex> indices;   // per PassPlan::stages index
    std::vector<double> sourceValues;  // the pass's source by logical offset, as the collect stream holds it
    std::vector<bool> sourceHeld;

    diag::Result<detail::State*> snapshot(std::size_t op);
    [[nodiscard]] std::optional<Diagnostic> recompute(std::size_t op, const FlitQuery& q);
    void markInvalid(std::size_t op, const FlitQuery& q);
    std::vector<StageFlit> answer(std::size_t op, const FlitQuery& q) const;
};

diag::Result<detail::State*> FlitInspector::Impl::snapshot(std::size_t op) {
    if (auto it = snapshots.find(op); it != snapshots.end()) return it->second.get();
    auto s = std::make_unique<detail::State>(detail::State{*program, plan, options, {}, {}, {}, {}});
    s->host.resize(program->tensors.size());
    s->reference.resize(program->tensors.size());
    if (auto e = detail::initialize(*s)) return *e;
    for (std::size_t i = 0; i < op; ++i) {
        const bool transfer = program->ops[i].kind == kernel::Operation::Kind::Transfer;
        if (auto e = transfer ? detail::runTransfer(*s, i) : detail::runPass(*s, i)) return *e;
    }
    detail::State* raw = s.get();
    snapshots.emplace(op, std::move(s));
    return raw;
}

std::optional<Diagnostic> FlitInspector::Impl::recompute(std::size_t op, const FlitQuery& q) {
    const u64 unit = Device::unitOf(q.chip, q.cluster, q.slice);
    if (cachedOp == op && cachedUnit == unit) return std::nullopt;
    auto state = snapshot(op);
    if (!state) return state.error();
    const PassPlan& pass = *plan.ops[op].pass;
    std::vector<SliceStream> kept(pass.stages.size());
    auto observe = [&](std::size_t stage, const detail::StreamData& data) {
        for (std::size_t u = 0; u < data.units.size(); ++u)
            if (data.units[u].key() == unit)
                kept[stage] = {true, data.times, data.packet, data.values[u],
                               u < data.valid.size() ? std::optional<u64>(data.valid[u]) : std::nullopt};
    };
    if (auto e = detail::observePass(**state, op, observe)) return e;
    // The source's values by logical offset, from the last stream before align (for align's flits).
    const std::size_t source = pass.pass->source;
    const auto strides = detail::stridesFor(program->axes, plan.tensors[source].axes);
    const u64 volume = detail::volumeOf(program->axes, plan.tensors[source].axes);
    sourceValues.assign(0, 0.0);
    sourceHeld.assign(0, false);
    for (std::size_t i = 0; i < pass.stages.size(); ++i) {
        if (pass.stages[i].kind == kernel::StepKind::Align) break;
        if (!kept[i].present) continue;
        const StreamShape& shape = pass.stages[i].stream;
        const detail::StreamOffsets offsets(*shape.slice, *shape.time, *shape.packet, strides);
        sourceValues.assign(volume, 0.0);
        sourceHeld.assign(volume, false);
        for (u64 t = 0; t < kept[i].times; ++t)
            for (u64 p = 0; p < kept[i].packet; ++p) {
                const u64 o = offsets.at(q.slice, t, p);
                if (o == kPaddingOffset || o >= volume) continue;
                sourceValues[o] = decodeValue(shape.dtype, kept[i].values[t * kept[i].packet + p]);
                sourceHeld[o] = true;
            }
    }
    streams = std::move(kept);
    indices.assign(pass.stages.size(), {});
    bool computed = false;  // from the first computing stage on, the stream holds the output tensor's elements
    for (std::size_t i = 0; i < pass.stages.size(); ++i) {
        const StagePlan& st = pass.stages[i];
        const auto kind = st.kind;
        computed = computed || kind == kernel::StepKind::Accumulate || kind == kernel::StepKind::Contract ||
                   kind == kernel::StepKind::Vector || kind == kernel::StepKind::Cast;
        StageIndex& index = indices[i];
        index.tensor = computed ? pass.pass->output : pass.pass->source;
        auto axes = plan.tensors[index.tensor].axes;
        if (const auto& first = pass.stages.front(); first.interleave && !computed) {  // both tensors, stacked along I
            index.interleaved = first.interleave->axis;
            index.second = first.interleave->second;
            axes.push_back(first.interleave->axis);
        }
        const auto stageStrides = detail::stridesFor(program->axes, axes);
        index.offsets.emplace(*st.stream.slice, *st.stream.time, *st.stream.packet, stageStrides);
    }
    markInvalid(op, q);
    cachedOp = op;
    cachedUnit = unit;
    return std::nullopt;
}

// vector_filter: at the filtering stage, the element positions after the
// first `valid` ones (stream order) hold no data; the elements those first
// positions name are the valid ones, and a later stage's position is valid
// when it holds one of them (a cast keeps the elements, not the positions).
void FlitInspector::Impl::markInvalid(std::size_t op, const FlitQuery& q) {
    const PassPlan& pass = *plan.ops[op].pass;
    std::vector<bool> validElements;  // by the output's logical offset, once a filter ran
    for (std::size_t i = 0; i < pass.stages.size(); ++i) {
        const StagePlan& st = pass.stages[i];
        const SliceStream& kept = streams[i];
        StageIndex& index = indices[i];
        if (!kept.present || !kept.valid) continue;
        const detail::StreamOffsets& offsets = *index.offsets;
        index.invalid.assign(kept.times * kept.packet, false);
        const bool filters = st.kind == kernel::StepKind::Vector && st.vector && detail::filterOf(*st.vector);
        if (filters) validElements.assign(detail::volumeOf(program->axes, plan.tensors[index.tensor].axes), false);
        u64 seen = 0;
        for (u64 t = 0; t < kept.times; ++t)
            for (u64 p = 0; p < kept.packet; ++p) {
                const u64 o = offsets.at(q.slice, t, p);
                if (o == kPaddingOffset) continue;
                const bool inPrefix = filters ? seen++ < *kept.valid : o < validElements.size() && validElements[o];
                if (filters && inPrefix && o < validElements.size()) validElements[o] = true;
                index.invalid[t * kept.packet + p] = !inPrefix;
            }
    }
}

std::vector<StageFlit> FlitInspector::Impl::answer(std::size_t op, const FlitQuery& q) const {
    const PassPlan& pass = *plan.ops[op].pass;
    const FlitTiming timing = FlitTiming::of(pass);
    std::vector<StageFlit> out;
    for (std::size_t i = 0; i < pass.stages.size(); ++i) {
        const StagePlan& st = pass.stages[i];
        const StageIndex& index = indices[i];
        const kernel::Tensor& tensor = program->tensors[index.tensor];
        const auto& axes = plan.tensors[index.tensor].axes;
        StageFlit flit;
        flit.stage = std::string(kernel::stepName(st.kind));
        flit.start = timing.starts[i];
        flit.timeSteps = timing.steps[i];
        const auto step = timing.stepAt(i, q.cycle);
        if (!step) {
            out.push_back(std::move(flit));
            continue;
        }
        flit.timeStep = *step;
        const detail::StreamOffsets& offsets = *index.offsets;
        const SliceStream& kept = streams[i];
        const bool fromAlign = st.kind == kernel::StepKind::Align;
        flit.active = kept.present || fromAlign || st.kind == kernel::StepKind::Contract;
        if (!flit.active || !offsets.unitHolds(q.slice)) {
            flit.active = false;
            out.push_back(std::move(flit));
            continue;
        }
        flit.validCount = kept.valid;
        for (u64 p = 0; p < offsets.packetSize(); ++p) {
            const u64 o = offsets.at(q.slice, flit.timeStep, p);
            FlitElement e;
            if (index.interleaved && o != kPaddingOffset) {  // the stacked offset: I is the last, fastest digit
                const u64 size = std::max<u64>(program->axes[*index.interleaved].size, 1);
                e.index = indexText(program->axes, program->tensors[o % size == 0 ? index.tensor : index.second], axes, o / size);
            } else {
                e.index = indexText(program->axes, tensor, axes, o);
            }
            const u64 position = flit.timeStep * kept.packet + p;
            if (p < kept.packet && position < index.invalid.size() && index.invalid[position]) {
                e.valid = false;
                e.hasValue = false;
                e.value = 0;
            } else if (kept.present && flit.timeStep < kept.times && p < kept.packet) {
                e.value = decodeValue(st.stream.dtype, kept.values[flit.timeStep * kept.packet + p]);
            } else if (fromAlign && o != kPaddingOffset && o < sourceValues.size() && sourceHeld[o]) {
                e.value = sourceValues[o];
            } else {
                e.hasValue = o == kPaddingOffset && fromAlign;  // a padding position of the OutPacket holds 0
                e.value = 0;
            }
            flit.elements.push_back(std::move(e));
        }
        out.push_back(std::move(flit));
    }
    return out;
}

FlitInspector::FlitInspector(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
FlitInspector::FlitInspector(FlitInspector&&) noexcept = default;
FlitInspector& FlitInspector::operator=(FlitInspector&&) noexcept = default;
FlitInspector::~FlitInspector() = default;

const ProgramPlan& FlitInspector::plan() const { return impl_->plan; }

diag::Result<FlitInspector> FlitInspector::create(kernel::Program program, RunOptions options) {
    auto impl = std::make_unique<Impl>();
    impl->program = std::make_unique<kernel::Program>(std::move(program));
    options.checkStages = false;  // the run that produced the results checked them; this one only looks
    options.progress = nullptr;
    impl->options = std::move(options);
    auto plan = planProgram(*impl->program);
    if (!plan) return plan.error();
    impl->plan = std::move(plan).value();
    return FlitInspector(std::move(impl));
}

diag::Result<std::vector<StageFlit>> FlitInspector::at(const FlitQuery& query) {
    const auto& ops = impl_->plan.ops;
    if (query.op >= ops.size() || !ops[query.op].pass)
        return Diagnostic(diag::Kind::bad_query, fmt::format("operation {} is not a Tensor Unit pass", query.op));
    if (query.chip >= impl_->program->chips || query.cluster >= tensor::kClustersPerChip || query.slice >= tensor::kSlicesPerCluster)
        return Diagnostic(diag::Kind::bad_query,
                          fmt::format("chip {}, cluster {}, slice {} is not on the device", query.chip, query.cluster, query.slice));
    if (auto e = impl_->recompute(query.op, query)) return *e;
    return impl_->answer(query.op, query);
}

}  // namespace tcpwb::sim
