#include "kernel/program.h"

#include <algorithm>
#include <functional>

#include "util/enum_table.h"

namespace tcpwb::kernel {

namespace {

constexpr EnumTable<Memory, 5> kMemoryNames{
    {{Memory::Host, "host"}, {Memory::Hbm, "hbm"}, {Memory::Dm, "dm"}, {Memory::Trf, "trf"}, {Memory::Vrf, "vrf"}}};
static_assert(listsEveryEnumerator(kMemoryNames));

constexpr EnumTable<StepKind, 9> kStepNames{{{StepKind::Fetch, "fetch"},
                                             {StepKind::Switch, "switch"},
                                             {StepKind::Collect, "collect"},
                                             {StepKind::Align, "align"},
                                             {StepKind::Contract, "contract"},
                                             {StepKind::Accumulate, "accumulate"},
                                             {StepKind::Vector, "vector"},
                                             {StepKind::Cast, "cast"},
                                             {StepKind::Transpose, "transpose"}}};
static_assert(listsEveryEnumerator(kStepNames));

}  // namespace

std::string_view memoryName(Memory m) { return nameOf(kMemoryNames, m); }

std::string_view stepName(StepKind k) { return nameOf(kStepNames, k); }

void forEachSpan(Program& program, const std::function<void(SourceSpan&)>& visit) {
    auto mapping = [&](std::optional<MappingText>& m) {
        if (m) visit(m->at);
    };
    visit(program.dialectAt);
    for (Tensor& t : program.tensors) {
        visit(t.at);
        for (MappingText& m : t.mappings) visit(m.at);
    }
    for (Operation& op : program.ops) {
        visit(op.at);
        StreamPass& pass = op.pass;
        mapping(pass.sourceView);
        mapping(pass.outputView);
        mapping(op.transfer.sourceView);
        mapping(op.transfer.outputView);
        mapping(op.transfer.key);
        visit(pass.sinkAt);
        mapping(pass.commitAdapter.trim);
        visit(pass.commitAdapter.trimAt);
        visit(pass.commitAdapter.castAt);
        visit(pass.commitAdapter.packAt);
        for (Step& step : pass.steps) {
            visit(step.at);
            for (MappingText& m : step.mappings) visit(m.at);
            mapping(step.reducedTime);
        }
    }
}

std::vector<std::size_t> relabelRoots(const Program& program) {
    std::vector<std::size_t> root(program.tensors.size());
    for (std::size_t i = 0; i < root.size(); ++i) root[i] = i;
    // A relabel's source is made before its output, so its root is final when the output is reached.
    for (const Operation& op : program.ops) {
        const Transfer& t = op.transfer;
        if (op.kind == Operation::Kind::Transfer && t.mode == Transfer::Mode::Relabel && t.source < root.size() && t.output < root.size())
            root[t.output] = root[t.source];
    }
    return root;
}

std::vector<std::size_t> tensorsReadBy(const Operation& op) {
    std::vector<std::size_t> out;
    auto add = [&](std::size_t t) {
        if (std::find(out.begin(), out.end(), t) == out.end()) out.push_back(t);
    };
    if (op.kind == Operation::Kind::Transfer) {
        if (op.transfer.mode != Transfer::Mode::Fill) add(op.transfer.source);
        if (op.transfer.index) add(*op.transfer.index);
        return out;
    }
    add(op.pass.source);
    for (std::size_t t : op.pass.interleavedSources) add(t);
    for (const Step& step : op.pass.steps) {
        if (step.operand) add(*step.operand);
        for (std::size_t v : step.vrfOperands) add(v);
    }
    return out;
}

}  // namespace tcpwb::kernel
