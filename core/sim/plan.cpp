#include "sim/plan.h"

#include <fmt/format.h>

#include <algorithm>

#include "contraction/derive.h"
#include "dma/kernel_stream.h"
#include "memory/dm.h"
#include "memory/hbm.h"
#include "sequencer/toolchain_adapter.h"
#include "sim/plan_detail.h"
#include "sim/tile_windows.h"
#include "sim/interleave_exec.h"
#include "sim/sink_elements.h"
#include "sim/transpose_exec.h"
#include "sim/vector_reduce_exec.h"

namespace tcpwb::sim {

using diag::Diagnostic;
using kernel::StepKind;

namespace detail {

contraction::TrfAddress trfAddressOf(const kernel::Tensor& t) {
    if (t.trfFull) return contraction::TrfAddress::Full;
    return t.address.value_or(0) == 0 ? contraction::TrfAddress::FirstHalf : contraction::TrfAddress::SecondHalf;
}

std::vector<u64> stageStarts(const PassPlan& plan) {
    std::vector<u64> starts;
    u64 at = 0;
    for (const StagePlan& st : plan.stages) {
        starts.push_back(at);
        at = checkedAdd(at, st.latency).value_or(kMaxSize);
    }
    starts.push_back(at);  // the sink
    return starts;
}

std::string opLabel(const kernel::Program& program, std::size_t op) {
    if (op < program.ops.size() && !program.ops[op].name.empty()) return program.ops[op].name;
    return fmt::format("operation {}", op + 1);
}

std::string opLabelOfLine(const kernel::Program& program, std::size_t op) {
    std::string label = opLabel(program, op);
    if (op >= program.ops.size() || program.ops[op].iteration.empty()) return label;
    const std::string suffix = fmt::format(" [{}]", program.ops[op].iteration);
    if (label.ends_with(suffix)) label.resize(label.size() - suffix.size());
    return label;
}

}  // namespace detail

namespace {

// A commit past the end of its tensor, which the Commit Sequencer reports as
// out_of_bounds of the request it was given, is what a run reports as
// write_past_tensor: the kernel's commit writes past the tensor it names.
// Both spellings are the CLI's, so the run translates rather than renames.
diag::Kind runKindOfCommitPlan(diag::Kind kind) { return kind == diag::Kind::out_of_bounds ? diag::Kind::write_past_tensor : kind; }

// Cycles before a stage's first output, where the manual gives none: one
// cycle per register stage a flit passes (docs/simulation.md).
constexpr u64 kStageLatency = 1;

class PassPlanner {
public:
    PassPlanner(const kernel::Program& program, const std::vector<TensorPlan>& tensors, std::size_t op)
        : program_(program), tensors_(tensors), opIndex_(op), op_(program.ops[op]), pass_(op_.pass), label_(detail::opLabel(program, op)) {}

    diag::Result<PassPlan> run();

private:
    [[nodiscard]] Diagnostic fail(Diagnostic d, const kernel::SourceSpan& at, std::string_view what) const {
        return located(std::move(d), at.placed() ? at : op_.at, fmt::format("{}, {}", label_, what));
    }
    diag::Result<CompiledMapping> compileStep(const kernel::Step& s, std::size_t i) const {
        return detail::compileText(program_, s.mappings[i], fmt::format("{}, {}", label_, kernel::stepName(s.kind)));
    }
    // The step's two written mappings (`<OutSlice, OutTime>`, `<Time, Packet>`)
    // compiled into `first` and `second`; both stay empty when it writes none.
    [[nodiscard]] std::optional<Diagnostic> compileWrittenPair(const kernel::Step& s, std::optional<CompiledMapping>& first,
                                                               std::optional<CompiledMapping>& second) const {
        if (s.mappings.size() != 2) return std::nullopt;
        auto a = compileStep(s, 0);
        if (!a) return a.error();
        auto b = compileStep(s, 1);
        if (!b) return b.error();
        first = std::move(a).value();
        second = std::move(b).value();
        return std::nullopt;
    }
    diag::Result<CompiledMapping> derived(const std::string& text, std::string_view what, const kernel::Step& s) const {
        auto m = mapping::compileDerived(text, *stream_.time, what);
        if (!m) return fail(m.error(), s.at, kernel::stepName(s.kind));
        return m;
    }
    const kernel::Tensor* tensorAt(std::size_t i) const { return i < program_.tensors.size() ? &program_.tensors[i] : nullptr; }
    sequencer::Context context() const {
        return pass_.context == kernel::StreamPass::Context::Main ? sequencer::Context::Main : sequencer::Context::Sub;
    }

    [[nodiscard]] std::optional<Diagnostic> fetch(const kernel::Step& s, StagePlan& stage);
    [[nodiscard]] std::optional<Diagnostic> switching(const kernel::Step& s, StagePlan& stage);
    [[nodiscard]] std::optional<Diagnostic> collect(const kernel::Step& s, StagePlan& stage);
    [[nodiscard]] std::optional<Diagnostic> align(const kernel::Step& s, StagePlan& stage);
    [[nodiscard]] std::optional<Diagnostic> contract(const kernel::Step& s, StagePlan& stage);
    [[nodiscard]] std::optional<Diagnostic> accumulate(const kernel::Step& s, StagePlan& stage);
    [[nodiscard]] std::optional<Diagnostic> vector(const kernel::Step& s, StagePlan& stage);
    [[nodiscard]] std::optional<Diagnostic> castStep(const kernel::Step& s, StagePlan& stage);
    [[nodiscard]] std::optional<Diagnostic> transposeStep(const kernel::Step& s, StagePlan& stage) {
        std::optional<CompiledMapping> outTime, outPacket;
        if (auto failed = compileWrittenPair(s, outTime, outPacket)) return failed;
        if (auto e = detail::planTransposeStage(stream_, outTime ? &*outTime : nullptr, outPacket ? &*outPacket : nullptr, stage))
            return fail(*e, s.at, "transpose");
        return std::nullopt;
    }
    [[nodiscard]] std::optional<Diagnostic> sink();
    [[nodiscard]] std::optional<Diagnostic> commitAdapter();
    void totalCycles();

    const kernel::Program& program_;
    const std::vector<TensorPlan>& tensors_;
    std::size_t opIndex_;
    const kernel::Operation& op_;
    const kernel::StreamPass& pass_;
    std::string label_;
    StreamShape stream_;
    PassPlan plan_;
    // The computation (align's output) that contract and accumulate refer to.
    std::optional<CompiledMapping> compTime_, compPacket_;
    tensor::DType compDtype_ = tensor::DType::BF16;
};

diag::Result<PassPlan> PassPlanner::run() {
    plan_.op = opIndex_;
    plan_.pass = &pass_;
    const kernel::Tensor* source = tensorAt(pass_.source);
    if (!source || source->memory != kernel::Memory::Dm)
        return fail(Diagnostic(diag::Kind::bad_program, "begin() reads a tensor that is not a DmTensor"), op_.at, "begin");
    const TensorPlan& src = tensors_[pass_.source];
    auto sourceTile = detail::tileWindowOf(program_, src, pass_.sourceView, pass_.sourceOffset);
    if (!sourceTile) return fail(sourceTile.error(), op_.at, "begin");
    plan_.sourceTile = std::move(sourceTile).value();
    if (plan_.sourceTile && pass_.interleaved)
        return fail(Diagnostic(diag::Kind::unsupported, "begin_interleaved of a tile is not simulated; interleave whole views"), op_.at,
                    "begin");
    stream_.chip = src.mappings[0];
    stream_.cluster = src.mappings[1];
    stream_.slice = src.mappings[2];
    stream_.time = compileMapping("m![1]", program_.axes).value();
    stream_.packet = plan_.sourceTile ? plan_.sourceTile->layout : src.mappings[3];
    stream_.dtype = source->dtype;
    plan_.source = stream_;
    if (pass_.steps.empty() || pass_.steps.front().kind != StepKind::Fetch)
        return fail(Diagnostic(diag::Kind::bad_program, "a Tensor Unit pass starts with fetch()"), op_.at, "begin");

    for (const kernel::Step& s : pass_.steps) {
        StagePlan stage;
        stage.kind = s.kind;
        stage.at = s.at;
        std::optional<Diagnostic> error;
        switch (s.kind) {
            case StepKind::Fetch: error = fetch(s, stage); break;
            case StepKind::Switch: error = switching(s, stage); break;
            case StepKind::Collect: error = collect(s, stage); break;
            case StepKind::Align: error = align(s, stage); break;
            case StepKind::Contract: error = contract(s, stage); break;
            case StepKind::Accumulate: error = accumulate(s, stage); break;
            case StepKind::Vector: error = vector(s, stage); break;
            case StepKind::Cast: error = castStep(s, stage); break;
            case StepKind::Transpose: error = transposeStep(s, stage); break;
        }
        if (error) return *error;
        stage.stream = stream_;
        plan_.stages.push_back(std::move(stage));
    }
    if (auto error = sink()) return *error;
    totalCycles();
    return std::move(plan_);
}

std::optional<Diagnostic> PassPlanner::fetch(const kernel::Step& s, StagePlan& stage) {
    if (&s != &pass_.steps.front())
        return fail(Diagnostic(diag::Kind::bad_program, "fetch() is only the first step of a pass"), s.at, "fetch");
    if (s.mappings.size() != 2) return fail(Diagnostic(diag::Kind::bad_program, "fetch needs its Time and Packet mappings"), s.at, "fetch");
    auto time = compileStep(s, 0);
    if (!time) return time.error();
    auto packet = compileStep(s, 1);
    if (!packet) return packet.error();
    const tensor::DType stored = stream_.dtype;
    // A tile's elements, where its tensor holds them (TileWindow).
    const CompiledMapping& buffer = plan_.sourceTile ? plan_.sourceTile->layout : tensors_[pass_.source].element();
    if (pass_.interleaved) {  // the sequencer walks each tensor with Time without I
        auto interleave = detail::planInterleave(program_, tensors_, pass_, *time);
        if (!interleave) return fail(interleave.error(), s.at, "fetch");
        stage.interleave = std::move(interleave).value();
    }
    sequencer::Request request{buffer, stage.interleave ? *stage.interleave->tensorTime : *time, *packet, stored,
                               sequencer::Request::Engine::Fetch};
    sequencer::FetchOptions options;
    options.lookup = s.lookup;  // the toolchain's fetch_table_lookup: the cast converts the decoded type
    const tensor::DType decoded = s.lookup.value_or(stored);
    if (s.dtype && *s.dtype != decoded) options.cast = sequencer::Cast{*s.dtype, false};
    if (s.zeroPoint) options.zeroPoints = {*s.zeroPoint};
    auto plan = sequencer::planFetch(request, context(), options);
    if (!plan) return fail(plan.error(), s.at, "fetch");
    stream_.time = std::move(time).value();
    stream_.packet = std::move(packet).value();
    stream_.dtype = plan->output;
    stage.cycles = stage.interleave ? checkedMul(plan->cycles, 2).value_or(kMaxSize) : plan->cycles;  // both tensors' reads
    stage.latency = std::max<u64>(plan->fetchesPerPacket, 1);
    stage.fetch = std::move(plan).value();
    if (plan_.sourceTile) stage.fetch->config.base += std::int64_t(plan_.sourceTile->firstElement);
    return std::nullopt;
}

std::optional<Diagnostic> PassPlanner::switching(const kernel::Step& s, StagePlan& stage) {
    if (!s.topology) return fail(Diagnostic(diag::Kind::bad_program, "switch() needs its SwitchConfig"), s.at, "switch");
    std::optional<CompiledMapping> outSlice, outTime;
    if (auto failed = compileWrittenPair(s, outSlice, outTime)) return failed;
    sw::SwitchRequest request{*stream_.slice,
                              *stream_.time,
                              *stream_.packet,
                              stream_.dtype,
                              *s.topology,
                              outSlice ? &*outSlice : nullptr,
                              outTime ? &*outTime : nullptr,
                              false};
    auto plan = sw::planSwitch(request);
    if (!plan) return fail(plan.error(), s.at, "switch");
    auto slice = derived(plan->outSlice, "switch output Slice", s);
    if (!slice) return slice.error();
    auto time = derived(plan->outTime, "switch output Time", s);
    if (!time) return time.error();
    stream_.slice = std::move(slice).value();
    stream_.time = std::move(time).value();
    stage.cycles = plan->cycles;
    stage.latency = std::max<u64>(plan->ringSize, 1);
    stage.switching = std::move(plan).value();
    return std::nullopt;
}

std::optional<Diagnostic> PassPlanner::collect(const kernel::Step& s, StagePlan& stage) {
    std::optional<CompiledMapping> outTime, outPacket;
    if (auto failed = compileWrittenPair(s, outTime, outPacket)) return failed;
    collect::CollectRequest request{*stream_.time, *stream_.packet, stream_.dtype, outTime ? &*outTime : nullptr,
                                    outPacket ? &*outPacket : nullptr};
    auto plan = collect::planCollect(request);
    if (!plan) return fail(plan.error(), s.at, "collect");
    auto time = derived(plan->time, "collect Time", s);
    if (!time) return time.error();
    auto packet = derived(plan->packet, "collect Packet", s);
    if (!packet) return packet.error();
    stream_.time = std::move(time).value();
    stream_.packet = std::move(packet).value();
    stage.cycles = stream_.time->size();
    stage.latency = kStageLatency;
    stage.collect = std::move(plan).value();
    return std::nullopt;
}

std::optional<Diagnostic> PassPlanner::align(const kernel::Step& s, StagePlan& stage) {
    const kernel::Tensor* trf = s.operand ? tensorAt(*s.operand) : nullptr;
    if (!trf || trf->memory != kernel::Memory::Trf)
        return fail(Diagnostic(diag::Kind::bad_program, "align() needs a TrfTensor operand"), s.at, "align");
    const TensorPlan& t = tensors_[*s.operand];
    if (auto bad = contraction::checkOperandPair(stream_.dtype, trf->dtype)) {
        bad->message = fmt::format("the stream holds {} and the TRF tensor `{}` holds {}: {}", tensor::info(stream_.dtype).name, trf->name,
                                   tensor::info(trf->dtype).name, bad->message);
        return fail(std::move(*bad), s.at, "align");
    }
    contraction::TrfTensorSpec spec{t.mappings[3], t.mappings[4], trf->dtype, detail::trfAddressOf(*trf)};
    std::optional<CompiledMapping> outTime, outPacket;
    if (auto failed = compileWrittenPair(s, outTime, outPacket)) return failed;
    if (!outTime) {
        auto d = contraction::deriveAlign(*stream_.time, *stream_.packet, spec.row, spec.element, stream_.dtype);
        if (!d) return fail(d.error(), s.at, "align");
        outTime = d->time;
        outPacket = d->packet;
    }
    contraction::AlignRequest request{*stream_.time, *stream_.packet, spec, *outTime, *outPacket};
    auto plan = contraction::planAlign(request);
    if (!plan) return fail(plan.error(), s.at, "align");
    stream_.time = outTime;
    stream_.packet = outPacket;
    stream_.row = t.mappings[3];
    compTime_ = outTime;
    compPacket_ = outPacket;
    compDtype_ = stream_.dtype;
    stage.cycles = outTime->size();
    stage.latency = kStageLatency;
    stage.align = AlignStage{std::move(plan).value(), *s.operand};
    return std::nullopt;
}

std::optional<Diagnostic> PassPlanner::contract(const kernel::Step& s, StagePlan& stage) {
    if (!stream_.row || !compTime_) return fail(Diagnostic(diag::Kind::bad_program, "contract() follows align()"), s.at, "contract");
    contraction::Computation c{*stream_.row, *compTime_, *compPacket_, compDtype_};
    std::optional<CompiledMapping> outPacket;
    if (!s.mappings.empty()) {
        auto a = compileStep(s, 0);
        if (!a) return a.error();
        outPacket = std::move(a).value();
    } else {
        auto d = contraction::deriveContract(c, std::nullopt);
        if (!d) return fail(d.error(), s.at, "contract");
        outPacket = std::move(d).value();
    }
    auto plan = contraction::planContract(c, *outPacket);
    if (!plan) return fail(plan.error(), s.at, "contract");
    stream_.packet = outPacket;
    stream_.dtype = plan->outDtype;
    stage.cycles = compTime_->size();
    stage.latency = std::max<u64>(plan->spatialCycles, 1);
    stage.contract = std::move(plan).value();
    return std::nullopt;
}

std::optional<Diagnostic> PassPlanner::accumulate(const kernel::Step& s, StagePlan& stage) {
    if (!stream_.row || !compTime_ || plan_.stages.empty() || !plan_.stages.back().contract)
        return fail(Diagnostic(diag::Kind::bad_program, "accumulate() follows contract()"), s.at, "accumulate");
    auto kind = contraction::parseAccumulationKind(s.accumulation.empty() ? "Interleaved" : s.accumulation);
    if (!kind)
        return fail(
            Diagnostic(diag::Kind::bad_program, fmt::format("`{}` is not an AccumulationKind (Interleaved, Sequential)", s.accumulation)),
            s.at, "accumulate");
    if (s.mappings.size() != 2)
        return fail(Diagnostic(diag::Kind::bad_program, "accumulate needs its Time and Packet mappings"), s.at, "accumulate");
    auto outTime = compileStep(s, 0);
    if (!outTime) return outTime.error();
    auto outPacket = compileStep(s, 1);
    if (!outPacket) return outPacket.error();
    contraction::Computation c{*stream_.row, *compTime_, *compPacket_, compDtype_};
    std::optional<CompiledMapping> reducedTime;  // the toolchain's contract_time::<T>()
    if (s.reducedTime) {
        auto t = detail::compileText(program_, *s.reducedTime, fmt::format("{}, contract_time", label_));
        if (!t) return t.error();
        reducedTime = std::move(t).value();
    }
    auto plan = contraction::planAccumulate(c, *stream_.packet, *outTime, *outPacket, *kind, reducedTime ? &*reducedTime : nullptr);
    if (!plan) {
        const bool atTime = plan.error().kind == diag::Kind::contract_time;
        return fail(plan.error(), atTime ? s.reducedTime->at : s.at, atTime ? "contract_time" : "accumulate");
    }
    stream_.time = std::move(outTime).value();
    stream_.packet = std::move(outPacket).value();
    stream_.row.reset();
    stage.cycles = plan->temporalCycles;
    stage.latency = kStageLatency;
    stage.accumulate = std::move(plan).value();
    return std::nullopt;
}

// The chain's Branch call, for diagnostics about its BranchMode; the
// vector step itself when the call's place is unknown. Diagnostics carry
// only the byte offset and length, so the step's line just marks it known.
kernel::SourceSpan branchSpan(const vector::Chain& chain, const kernel::SourceSpan& step) {
    for (const auto& st : chain.steps)
        if (st.kind == vector::Step::Kind::Branch && st.call.length > 0 && step.placed())
            return kernel::SourceSpan{step.line, step.column, st.call.offset, st.call.length, step.elsewhere};
    return step;
}

std::optional<Diagnostic> PassPlanner::vector(const kernel::Step& s, StagePlan& stage) {
    std::optional<vector::Scalar> scalar = stream_.dtype == tensor::DType::I32   ? std::optional(vector::Scalar::I32)
                                           : stream_.dtype == tensor::DType::F32 ? std::optional(vector::Scalar::F32)
                                                                                 : std::nullopt;
    if (!scalar)
        return fail(
            Diagnostic(diag::Kind::vector_input_type,
                       fmt::format("the Vector Engine computes on i32 or f32, but the stream holds {}", tensor::info(stream_.dtype).name))
                .withFix("widen the stream with the fetch cast (e.g. fetch::<i32, ...>) first"),
            s.at, "vector");
    // The manual passes a VRF operand as `&rhs_vrf`; the chain checker reads it as `VeRhs::vrf(&rhs_vrf)`.
    std::vector<vector::Call> calls = s.vectorCalls;
    for (auto& call : calls)
        for (auto& arg : call.args) {
            const std::string a = vector::trim(arg);
            if (a.size() > 1 && a[0] == '&') arg = fmt::format("VeRhs::vrf({})", a);
        }
    auto chain = vector::checkChain(calls, *scalar);
    if (!chain) return fail(chain.error(), s.at, "vector");
    if (auto e = detail::checkBranchModes(*chain, program_.axes)) return fail(*e, branchSpan(*chain, s.at), "vector");
    auto validCount = detail::planValidCount(*chain, stream_);
    if (!validCount) return fail(validCount.error(), branchSpan(*chain, s.at), "vector");
    stage.validCount = std::move(validCount).value();
    for (std::size_t v : s.vrfOperands) {
        const kernel::Tensor* t = tensorAt(v);
        if (!t || t->memory != kernel::Memory::Vrf)
            return fail(Diagnostic(diag::Kind::bad_program, "a vector operand is not a VrfTensor"), s.at, "vector");
    }
    const u64 inputTimes = stream_.time->size();
    if (detail::hasInterSlice(*chain)) {
        if (auto e = detail::planInterSlice(stream_, *chain, stage)) return fail(*e, s.at, "vector");
    } else if (detail::hasIntraReduce(*chain) || chain->twoGroup || detail::filterOf(*chain)) {  // run by evaluateShaped
        if (auto e = detail::planVectorShapes(stream_, *chain, stage)) return fail(*e, s.at, "vector");
    }
    stream_.dtype = chain->output == vector::Scalar::I32 ? tensor::DType::I32 : tensor::DType::F32;
    stage.cycles = std::max({inputTimes, stream_.time->size(), stage.cycles});
    stage.latency = u64(std::max(chain->addedCycles, 1));
    if (stage.vectorShapes && stage.vectorShapes->interSlice) stage.latency += detail::ringTail(*stage.vectorShapes);
    stage.vector = std::move(chain).value();
    return std::nullopt;
}

std::optional<Diagnostic> PassPlanner::castStep(const kernel::Step& s, StagePlan& stage) {
    if (!s.dtype) return fail(Diagnostic(diag::Kind::bad_program, "cast() needs its target type"), s.at, "cast");
    std::optional<CompiledMapping> outPacket;
    if (!s.mappings.empty()) {
        auto a = compileStep(s, 0);
        if (!a) return a.error();
        outPacket = std::move(a).value();
    }
    cast::CastRequest request{*stream_.time, *stream_.packet, stream_.dtype, *s.dtype, outPacket ? &*outPacket : nullptr};
    auto plan = cast::planCast(request);
    if (!plan) return fail(plan.error(), s.at, "cast");
    auto packet = derived(plan->packet, "cast Packet", s);
    if (!packet) return packet.error();
    stream_.packet = std::move(packet).value();
    stream_.dtype = *s.dtype;
    stage.cycles = stream_.time->size();
    stage.latency = kStageLatency;
    stage.cast = std::move(plan).value();
    return std::nullopt;
}

sequencer::Producer producerOf(const std::vector<StagePlan>& stages) {
    for (auto it = stages.rbegin(); it != stages.rend(); ++it) {
        switch (it->kind) {
            case StepKind::Cast: return sequencer::Producer::Cast;
            case StepKind::Transpose: return sequencer::Producer::Transpose;
            case StepKind::Fetch: return sequencer::Producer::Fetch;
            case StepKind::Switch:
            case StepKind::Collect: continue;
            default: return sequencer::Producer::Compute;
        }
    }
    return sequencer::Producer::Fetch;
}

std::optional<Diagnostic> PassPlanner::sink() {
    SinkPlan& sink = plan_.sink;
    sink.kind = pass_.sink;
    sink.at = pass_.sinkAt;
    const kernel::Tensor* out = tensorAt(pass_.output);
    const std::string what(pass_.sink == kernel::SinkKind::ToTrf        ? "to_trf"
                           : pass_.sink == kernel::SinkKind::ToVrf      ? "to_vrf"
                           : pass_.sink == kernel::SinkKind::CommitView ? "commit_view"
                                                                        : "commit");
    const kernel::Memory expected = pass_.sink == kernel::SinkKind::ToTrf   ? kernel::Memory::Trf
                                    : pass_.sink == kernel::SinkKind::ToVrf ? kernel::Memory::Vrf
                                                                            : kernel::Memory::Dm;
    if (!out || out->memory != expected)
        return fail(Diagnostic(diag::Kind::bad_program, fmt::format("{} creates a {} tensor", what, kernel::memoryName(expected))),
                    pass_.sinkAt, what);
    if (auto e = commitAdapter()) return e;
    if (stream_.dtype == tensor::DType::I5 || stream_.dtype == tensor::DType::I9)
        return fail(
            Diagnostic(diag::Kind::sink_dtype, fmt::format("{} has no memory layout: an {} stream exists only between the Fetch Adapter's "
                                                           "zero-point subtraction and the Contraction Engine",
                                                           tensor::info(stream_.dtype).name, tensor::info(stream_.dtype).name))
                .withFix("contract it (contract_outer / align), or fetch the stored type with fetch_cast instead"),
            pass_.sinkAt, what);
    // commit_view into a tile writes the tile's elements, where the tensor holds them (TileWindow).
    auto outputTile = detail::tileWindowOf(program_, tensors_[pass_.output], pass_.outputView, pass_.outputOffset);
    if (!outputTile) return fail(outputTile.error(), pass_.sinkAt, what);
    plan_.outputTile = std::move(outputTile).value();
    const std::optional<TensorPlan> tiled =
        plan_.outputTile ? std::optional(detail::throughTile(tensors_[pass_.output], plan_.outputTile)) : std::nullopt;
    const TensorPlan& t = tiled ? *tiled : tensors_[pass_.output];
    if (out->dtype != stream_.dtype)
        return fail(
            Diagnostic(diag::Kind::sink_dtype, fmt::format("the stream holds {} but `{}` is a {} tensor", tensor::info(stream_.dtype).name,
                                                           out->name, tensor::info(out->dtype).name))
                .withFix(fmt::format("cast the stream to {} first", tensor::info(out->dtype).name)),
            pass_.sinkAt, what);
    // The stream reaches the slices it is on: the tensor must say the same.
    const CompiledMapping* streamParts[] = {&*stream_.chip, &*stream_.cluster, &*stream_.slice};
    static constexpr std::string_view kParts[] = {"Chip", "Cluster", "Slice"};
    for (std::size_t i = 0; i < 3; ++i)
        if (!streamParts[i]->equivalentTo(t.mappings[i]))
            return fail(Diagnostic(diag::Kind::sink_slice,
                                   fmt::format("the stream's {} is {} but `{}` has {} {}", kParts[i], streamParts[i]->normalized(),
                                               out->name, kParts[i], t.mappings[i].normalized())),
                        pass_.sinkAt, what);
    if (pass_.sink == kernel::SinkKind::ToTrf) {
        contraction::TrfTensorSpec spec{t.mappings[3], t.mappings[4], out->dtype, detail::trfAddressOf(*out)};
        auto plan = contraction::planToTrf(*stream_.time, *stream_.packet, spec);
        if (!plan) return fail(plan.error(), pass_.sinkAt, what);
        sink.cycles = plan->flits;
        sink.toTrf = std::move(plan).value();
    } else if (pass_.sink == kernel::SinkKind::ToVrf) {
        const u64 bytes = tensor::bytesFor(stream_.dtype, stream_.time->size() * stream_.packet->size());
        if (checkedAdd(out->address.value_or(0), bytes).value_or(kMaxSize) > tensor::kVrfBytesPerSlice)
            return fail(Diagnostic(diag::Kind::capacity_exceeded,
                                   fmt::format("to_vrf writes {} bytes per slice at VRF address {}, past the VRF's {} bytes", bytes,
                                               out->address.value_or(0), tensor::kVrfBytesPerSlice)),
                        pass_.sinkAt, what);
        sink.cycles = stream_.time->size();
    } else {
        sequencer::Request request{t.element(), *stream_.time, *stream_.packet, stream_.dtype, sequencer::Request::Engine::Commit};
        sequencer::CommitOptions options;
        options.after = producerOf(plan_.stages);
        if (program_.dialect == kernel::Dialect::Toolchain) options.subRules = sequencer::CommitOptions::SubRules::Book;
        auto plan = sequencer::planCommit(request, context(), options);
        if (!plan) {
            Diagnostic d = plan.error();
            d.kind = runKindOfCommitPlan(d.kind);
            return fail(std::move(d), pass_.sinkAt, what);
        }
        sink.cycles = plan->cycles;
        sink.commit = std::move(plan).value();
        if (plan_.outputTile) sink.commit->config.base += std::int64_t(plan_.outputTile->firstElement);
    }
    // to_trf's layout rule already compares the elements (planToTrf).
    if (pass_.sink != kernel::SinkKind::ToTrf)
        if (auto e = detail::checkSinkElements(stream_, t, *out, detail::elementAxesAtSink(pass_, tensors_, plan_.stages), what))
            return fail(std::move(*e), pass_.sinkAt, what);
    sink.latency = kStageLatency;
    return std::nullopt;
}

// The toolchain's Commit Adapter stages (kernel::CommitAdapter): the trim
// narrows the stream's Packet to its leading elements, the cast converts f32
// to bf16, and the valid count packing keeps each packet's leading elements.
std::optional<Diagnostic> PassPlanner::commitAdapter() {
    const kernel::CommitAdapter& a = pass_.commitAdapter;
    SinkPlan& sink = plan_.sink;
    if (a.trim) {
        auto out = detail::compileText(program_, *a.trim, fmt::format("{}, commit_trim", label_));
        if (!out) return out.error();
        if (auto bad = sequencer::checkCommitTrim(*stream_.packet, *out, stream_.dtype))
            return fail(std::move(*bad), a.trimAt, "commit_trim");
        sink.trimTo = out->size();
        stream_.packet = std::move(out).value();
    }
    if (a.cast) {
        if (auto bad = sequencer::checkCommitCast(stream_.dtype, *a.cast, stream_.packet->size()))
            return fail(std::move(*bad), a.castAt, a.relu ? "commit_cast_relu" : "commit_cast");
        sink.castFrom = stream_.dtype;
        stream_.dtype = *a.cast;
    }
    if (a.validCount) {
        if (*a.validCount > stream_.packet->size())
            return fail(
                Diagnostic(diag::Kind::valid_count, fmt::format("commit_valid_count_pack({}) keeps more elements than the packet's {}",
                                                                *a.validCount, stream_.packet->size())),
                a.packAt, "commit_valid_count_pack");
        sink.validCount = a.validCount;
    }
    return std::nullopt;
}

void PassPlanner::totalCycles() {
    u64 slowest = plan_.sink.cycles;
    u64 latencies = plan_.sink.latency;
    for (const auto& s : plan_.stages) {
        slowest = std::max(slowest, s.cycles);
        latencies += s.latency;
    }
    // The slowest stage's own latency is inside its cycles.
    u64 slowestLatency = plan_.sink.cycles == slowest ? plan_.sink.latency : 0;
    if (!slowestLatency)
        for (const auto& s : plan_.stages)
            if (s.cycles == slowest) {
                slowestLatency = s.latency;
                break;
            }
    plan_.cycles = std::max<u64>(1, slowest + latencies - slowestLatency);
}

// A DMA between HBM and DM as the DMA engine plans it: dma::kernelStream's
// stream over the DM side (an engine per pair of DMNs, its element as the packet).
std::optional<dma::DmaSpec> dmaSpecOf(const kernel::Program& program, const kernel::Tensor& in, const kernel::Tensor& out) {
    auto side = [](const kernel::Tensor& t) -> std::optional<dma::SideSpec> {
        dma::SideSpec s;
        if (t.memory == kernel::Memory::Hbm) {
            s.medium = dma::Medium::Hbm;
            s.chip = t.mappings[0].text;
            s.element = t.mappings[1].text;
        } else if (t.memory == kernel::Memory::Dm) {
            s.medium = dma::Medium::Dm;
            s.chip = t.mappings[0].text;
            s.cluster = t.mappings[1].text;
            s.slice = t.mappings[2].text;
            s.element = t.mappings[3].text;
        } else {
            return std::nullopt;
        }
        s.baseBytes = t.address.value_or(0);
        return s;
    };
    auto a = side(in);
    auto b = side(out);
    if (!a || !b) return std::nullopt;
    dma::DmaSpec spec;
    spec.dtype = in.dtype;
    spec.in = *a;
    spec.out = *b;
    spec.chips = program.chips;
    const kernel::Tensor& dm = in.memory == kernel::Memory::Dm ? in : out;
    if (dm.memory == kernel::Memory::Dm) {
        // One engine per pair of DMNs, not per slice (docs/dma-semantics.md, "Kernel transfers"); a
        // toolchain-dialect load that gives every slice the same bytes, one engine per cluster.
        bool oneEngine = false;
        if (program.dialect == kernel::Dialect::Toolchain && in.memory == kernel::Memory::Hbm) {
            auto broadcast = dma::isSliceBroadcast(dm.mappings[2].text, in.mappings[1].text, program.axes, program.aliases);
            oneEngine = broadcast && *broadcast;
        }
        auto stream = dma::kernelStream(dm.mappings[0].text, dm.mappings[1].text, dm.mappings[2].text, dm.mappings[3].text, program.axes,
                                        program.aliases, oneEngine);
        if (!stream) return std::nullopt;  // the tensor's own plan reports a mapping that does not compile
        spec.stream = std::move(stream).value();
    } else {
        spec.stream.chip = dm.mappings[0].text;
        spec.stream.packet = dm.mappings[1].text;
    }
    return spec;
}

// A reshape relabels its source's bytes where they are: the same memory and
// type, and every role (Chip, Cluster, Slice, Element) of the same size, as
// the toolchain asserts when it compiles one (assert_reshape_dimension_preserved).
std::optional<Diagnostic> checkRelabel(const kernel::Program& program, const std::vector<TensorPlan>& tensors, const kernel::Transfer& tr) {
    const kernel::Tensor& in = program.tensors[tr.source];
    const kernel::Tensor& out = program.tensors[tr.output];
    if (in.memory != out.memory || (in.memory != kernel::Memory::Dm && in.memory != kernel::Memory::Hbm))
        return Diagnostic(diag::Kind::bad_program, fmt::format("a reshape from {} to {} is not in place", kernel::memoryName(in.memory),
                                                               kernel::memoryName(out.memory)));
    if (in.dtype != out.dtype)
        return Diagnostic(diag::Kind::transfer_dtype,
                          fmt::format("`{}` holds {} but `{}` is {}: a reshape relabels the bytes it has", in.name,
                                      tensor::info(in.dtype).name, out.name, tensor::info(out.dtype).name));
    static constexpr std::string_view kDmRoles[] = {"Chip", "Cluster", "Slice", "Element"};
    static constexpr std::string_view kHbmRoles[] = {"Chip", "Element"};
    const bool hbm = in.memory == kernel::Memory::Hbm;
    const auto& from = tensors[tr.source].mappings;
    const auto& to = tensors[tr.output].mappings;
    for (std::size_t r = 0; r < from.size() && r < to.size(); ++r) {
        if (from[r].size() == to[r].size()) continue;
        const std::string_view role = hbm ? kHbmRoles[r] : kDmRoles[r];
        return Diagnostic(diag::Kind::reshape_size,
                          fmt::format("a reshape keeps every role's size, but the {} of `{}` (`{}`) has {} positions and that of `{}` "
                                      "(`{}`) {}",
                                      role, in.name, from[r].normalized(), from[r].size(), out.name, to[r].normalized(), to[r].size()))
            .withFix(role == "Element" ? "to change the Element's extent, pad or tile the view instead; a reshape only regroups"
                                       : "a reshape regroups the axes within each role; move data between roles with a transfer");
    }
    return std::nullopt;
}

// A shuffle's pattern has one entry per chip (cluster) of the tensor: the
// toolchain's `shuffle_pattern: &[usize; CHIP_DIM]` over a Chip of CHIP_DIM.
std::optional<Diagnostic> checkShuffle(const kernel::Program& program, const std::vector<TensorPlan>& tensors, const kernel::Transfer& tr) {
    const bool chips = tr.across == kernel::Transfer::Across::Chip;
    const std::size_t role = chips ? 0 : 1;
    const auto& mappings = tensors[tr.source].mappings;
    if (role >= mappings.size()) return Diagnostic(diag::Kind::bad_program, "a shuffle moves a DmTensor");
    const u64 size = mappings[role].size();
    if (size == tr.pattern.size()) return std::nullopt;
    const std::string_view method = chips ? "dm_chip_shuffle" : "dm_cluster_shuffle";
    return Diagnostic(chips ? diag::Kind::chip_size : diag::Kind::cluster_size,
                      fmt::format("{}::<{}> moves {} {}s, but the {} of `{}` (`{}`) has {} positions", method, tr.pattern.size(),
                                  tr.pattern.size(), chips ? "chip" : "cluster", chips ? "Chip" : "Cluster",
                                  program.tensors[tr.source].name, mappings[role].normalized(), size))
        .withFix(fmt::format("write {}::<{}> with one pattern entry per {}", method, size, chips ? "chip" : "cluster"));
}

diag::Result<TransferPlan> planTransfer(const kernel::Program& program, const std::vector<TensorPlan>& tensors, std::size_t op,
                                        std::vector<Diagnostic>& warnings) {
    const kernel::Operation& o = program.ops[op];
    const std::string label = detail::opLabel(program, op), lineLabel = detail::opLabelOfLine(program, op);
    const kernel::Transfer& tr = o.transfer;
    if (tr.source >= program.tensors.size() || tr.output >= program.tensors.size())
        return located(Diagnostic(diag::Kind::bad_program, "the transfer names a tensor that does not exist"), o.at, label);
    const kernel::Tensor& in = program.tensors[tr.source];
    const kernel::Tensor& out = program.tensors[tr.output];
    TransferPlan plan;
    plan.op = op;
    plan.transfer = &tr;
    if (tr.mode == kernel::Transfer::Mode::Relabel) {
        if (auto error = checkRelabel(program, tensors, tr)) return located(*error, o.at, label);
        return plan;  // nothing moves: no cycles
    }
    if (tr.mode == kernel::Transfer::Mode::Fill) {
        // Generate Mode writes the value through the commit path, a 32-byte flit per slice per cycle (an estimate).
        plan.cycles = std::max<u64>(1, ceilDiv(tensors[tr.output].elementBytes, 32));
        return plan;
    }
    if (tr.mode == kernel::Transfer::Mode::Gather || tr.mode == kernel::Transfer::Mode::Scatter) {
        if (!tr.index || *tr.index >= program.tensors.size())
            return located(Diagnostic(diag::Kind::bad_program, "the gather or scatter has no index tensor"), o.at, label);
        auto indirect = planIndirect(program, tensors, tr);
        if (!indirect) return located(indirect.error(), o.at, label);
        plan.indirect = std::move(indirect).value();
        // Row by row, at the estimate's 256 bytes per cycle: the DMA engine's own plan needs fixed strides.
        plan.cycles = std::max<u64>(
            1, ceilDiv(std::max(tensors[tr.source].elementBytes, tensors[tr.output].elementBytes), memory::kDmClusterBytesPerCycle));
        return plan;
    }
    if (tr.mode == kernel::Transfer::Mode::Shuffle)
        if (auto error = checkShuffle(program, tensors, tr)) return located(*error, o.at, label);
    plan.host = in.memory == kernel::Memory::Host || out.memory == kernel::Memory::Host;
    auto movable = [](kernel::Memory m) { return m == kernel::Memory::Host || m == kernel::Memory::Hbm || m == kernel::Memory::Dm; };
    if (!movable(in.memory) || !movable(out.memory) || (in.memory == kernel::Memory::Host && out.memory == kernel::Memory::Host))
        return located(Diagnostic(diag::Kind::bad_program, fmt::format("a transfer from {} to {} is not a DMA",
                                                                       kernel::memoryName(in.memory), kernel::memoryName(out.memory))),
                       o.at, label);
    if (in.dtype != out.dtype)
        return located(
            Diagnostic(diag::Kind::transfer_dtype, fmt::format("`{}` holds {} but `{}` is {}: a DMA does not convert", in.name,
                                                               tensor::info(in.dtype).name, out.name, tensor::info(out.dtype).name)),
            o.at, label);
    // DM to DM relayouts the Element only: each slice keeps its own data
    // (the toolchain's assert_dm_to_dm_dimension_preserved).
    if (in.memory == kernel::Memory::Dm && out.memory == kernel::Memory::Dm) {
        const CompiledMapping* from = tensors[tr.source].role("slice", in.memory);
        const CompiledMapping* to = tensors[tr.output].role("slice", out.memory);
        if (from && to && from->size() != to->size())
            return located(Diagnostic(diag::Kind::slice_size, fmt::format("a transfer within DM keeps the Slice, but `{}` spreads over {} "
                                                                          "slices and `{}` over {}",
                                                                          in.name, from->size(), out.name, to->size()))
                               .withFix("give both tensors a Slice of the same size; only the Element may change"),
                           o.at, label);
    }
    auto sourceTile = detail::tileWindowOf(program, tensors[tr.source], tr.sourceView, tr.sourceOffset);
    if (!sourceTile) return located(sourceTile.error(), o.at, label);
    auto outputTile = detail::tileWindowOf(program, tensors[tr.output], tr.outputView, tr.outputOffset);
    if (!outputTile) return located(outputTile.error(), o.at, label);
    plan.sourceTile = std::move(sourceTile).value();
    plan.outputTile = std::move(outputTile).value();
    const u64 bytes = std::max(tensors[tr.source].elementBytes, tensors[tr.output].elementBytes);
    if (plan.host) {
        plan.cycles = std::max<u64>(1, ceilDiv(tensor::bytesFor(in.dtype, tensors[tr.source].elementCount), memory::kPcieBytesPerCycle));
        return plan;
    }
    // A tile side is planned as the tensor its window is: the Tile mapping from the window's first byte.
    const auto asTile = [](const kernel::Tensor& t, const std::optional<kernel::MappingText>& view, const std::optional<TileWindow>& tile) {
        kernel::Tensor viewed = t;
        if (!tile) return viewed;
        viewed.mappings.back() = *view;
        viewed.address = t.address.value_or(0) + tensor::bytesFor(t.dtype, tile->firstElement);
        return viewed;
    };
    if (auto spec = dmaSpecOf(program, asTile(in, tr.sourceView, plan.sourceTile), asTile(out, tr.outputView, plan.outputTile))) {
        auto dmaPlan = dma::planDma(*spec, program.axes, program.aliases);
        if (dmaPlan) {
            // The toolchain's book puts an HBM write's read-modify-write in the channel (dma/cost.h).
            plan.cost = dma::estimateCost(*dmaPlan, {program.dialect == kernel::Dialect::Toolchain});
            plan.cycles = std::max<u64>(1, plan.cost->roundedCycles());
            // A slow transfer says why where the kernel writer looks: on the operation.
            // Less than one 256-byte HBM unit in all cannot be laid out any better.
            const u64 hbmBytes = (in.memory == kernel::Memory::Hbm ? tensors[tr.source] : tensors[tr.output]).elementBytes;
            if (hbmBytes >= memory::kHbmUnitBytes)
                for (const std::string& advice : plan.cost->advice)
                    warnings.push_back(
                        located(Diagnostic(diag::Kind::dma_performance, fmt::format("{} cycles: {}", plan.cycles, advice)), o.at, lineLabel)
                            .withSeverity(diag::Severity::Warning));
            plan.dma = std::move(dmaPlan).value();
            return plan;
        }
        // The toolchain refuses a write into DM whose run contiguous on both sides is no whole number
        // of 8-byte units, as an element-axis transpose is (furiosa-opt 0.6's assert_dma_layout,
        // docs/dialects.md); the manual's dialect moves it at an estimated cost.
        if (program.dialect == kernel::Dialect::Toolchain && out.memory == kernel::Memory::Dm &&
            dmaPlan.error().kind == diag::Kind::alignment)
            return located(
                Diagnostic(diag::Kind::dma_layout, fmt::format("a DMA writes DM in 8-byte units, but {}: a transfer cannot transpose "
                                                               "the element axes it writes",
                                                               dmaPlan.error().message))
                    .withFix("keep the innermost 8 bytes of the Element contiguous in both tensors, and transpose in "
                             "the Tensor Unit (fetch and commit) instead"),
                o.at, label);
        warnings.push_back(
            located(Diagnostic(diag::Kind::dma_estimate, fmt::format("the DMA engine could not plan this transfer ({}); its cycles are "
                                                                     "estimated at 256 bytes per cycle",
                                                                     dmaPlan.error().message)),
                    o.at, lineLabel)
                .withSeverity(diag::Severity::Warning));
    }
    plan.cycles = std::max<u64>(1, ceilDiv(bytes, memory::kDmClusterBytesPerCycle));
    return plan;
}

}  // namespace

namespace detail {

[[nodiscard]] std::optional<Diagnostic> planTensors(const kernel::Program& program, ProgramPlan& plan) {
    plan.program = &program;
    for (const auto& t : program.tensors) {
        auto tp = detail::planTensor(program, t);
        if (!tp) return tp.error();
        plan.tensors.push_back(std::move(tp).value());
    }
    planIndexDraws(program, plan);  // before initialize draws the inputs, which may run beside planOperations
    return std::nullopt;
}

[[nodiscard]] std::optional<Diagnostic> planOperations(const kernel::Program& program, ProgramPlan& plan) {
    for (std::size_t i = 0; i < program.ops.size(); ++i) {
        OpPlan op;
        op.kind = program.ops[i].kind;
        if (op.kind == kernel::Operation::Kind::Transfer) {
            auto t = planTransfer(program, plan.tensors, i, plan.warnings);
            if (!t) return t.error();
            op.transfer = std::move(t).value();
        } else {
            const auto& pass = program.ops[i].pass;
            if (pass.source >= program.tensors.size() || pass.output >= program.tensors.size())
                return located(Diagnostic(diag::Kind::bad_program, "the pass names a tensor that does not exist"), program.ops[i].at,
                               detail::opLabel(program, i));
            auto p = PassPlanner(program, plan.tensors, i).run();
            if (!p) return p.error();
            op.pass = std::move(p).value();
        }
        plan.ops.push_back(std::move(op));
    }
    for (std::size_t o : program.outputs)
        if (o >= program.tensors.size()) return Diagnostic(diag::Kind::bad_program, "an output names a tensor that does not exist");
    return std::nullopt;
}

}  // namespace detail

diag::Result<ProgramPlan> planProgram(const kernel::Program& program) {
    ProgramPlan plan;
    if (auto e = detail::planTensors(program, plan)) return *e;
    if (auto e = detail::planOperations(program, plan)) return *e;
    return plan;
}

}  // namespace tcpwb::sim
