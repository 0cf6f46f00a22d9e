// Compiling and checking the program's tensors (planProgram's first half).
#include <fmt/format.h>

#include <algorithm>

#include "sim/plan_detail.h"

namespace tcpwb::sim {

using diag::Diagnostic;

const CompiledMapping* TensorPlan::role(std::string_view name, kernel::Memory memory) const {
    static constexpr std::string_view kHost[] = {"element"};
    static constexpr std::string_view kHbm[] = {"chip", "element"};
    static constexpr std::string_view kDm[] = {"chip", "cluster", "slice", "element"};
    static constexpr std::string_view kTrf[] = {"chip", "cluster", "slice", "row", "element"};
    std::span<const std::string_view> roles = memory == kernel::Memory::Host  ? std::span<const std::string_view>(kHost)
                                              : memory == kernel::Memory::Hbm ? std::span<const std::string_view>(kHbm)
                                              : memory == kernel::Memory::Trf ? std::span<const std::string_view>(kTrf)
                                                                              : std::span<const std::string_view>(kDm);
    for (std::size_t i = 0; i < roles.size() && i < mappings.size(); ++i)
        if (roles[i] == name) return &mappings[i];
    return nullptr;
}

[[nodiscard]] Diagnostic located(Diagnostic d, const kernel::SourceSpan& at, std::string_view where) {
    if (at.placed()) {
        d.offset = at.offset;
        d.length = at.length;
    }
    if (!where.empty()) d.message = fmt::format("{}: {}", where, d.message);
    return d;
}

namespace detail {

diag::Result<CompiledMapping> compileText(const kernel::Program& program, const kernel::MappingText& text, std::string_view where) {
    auto m = mapping::compileMapping(text.text, program.axes, program.aliases);
    if (!m) return located(m.error(), text.at, fmt::format("{} `{}`", where, text.text));
    return m;
}

namespace {

std::size_t roleCount(kernel::Memory memory) {
    switch (memory) {
        case kernel::Memory::Host: return 1;
        case kernel::Memory::Hbm: return 2;
        case kernel::Memory::Dm:
        case kernel::Memory::Vrf: return 4;
        case kernel::Memory::Trf: return 5;
    }
    return 0;
}

tensor::TensorKind kindOf(kernel::Memory memory) {
    switch (memory) {
        case kernel::Memory::Hbm: return tensor::TensorKind::Hbm;
        case kernel::Memory::Trf: return tensor::TensorKind::Trf;
        case kernel::Memory::Vrf: return tensor::TensorKind::Vrf;
        default: return tensor::TensorKind::Dm;
    }
}

// A device tensor's capacity or address range, which `tensor` reports as a
// rule of the declaration (capacity, address_range), is what a run reports
// as capacity_exceeded: the kernel's tensor does not fit where it is placed.
// Both spellings are the CLI's, so the run translates rather than renames.
diag::Kind runKindOfTensorCheck(diag::Kind kind) {
    if (kind == diag::Kind::capacity || kind == diag::Kind::address_range) return diag::Kind::capacity_exceeded;
    return kind;
}

void addAxis(mapping::AxisId id, const mapping::AxisEnv& env, std::vector<mapping::AxisId>& axes) {
    const auto& axis = env[id];
    if (axis.skew) id = axis.skew->base;
    if (axis.padded) id = axis.padded->base;
    if (std::find(axes.begin(), axes.end(), id) == axes.end()) axes.push_back(id);
}

void addAxes(const mapping::NormalForm& nf, const mapping::AxisEnv& env, std::vector<mapping::AxisId>& axes) {
    for (const auto& f : nf.factors) {
        if (f.content == mapping::Factor::Content::Axis) addAxis(f.axis, env, axes);
        if (f.group) addAxes(*f.group, env, axes);
        for (const auto& term : f.terms) addAxes(*term, env, axes);
    }
    for (const auto& [id, value] : nf.base.entries()) addAxis(id, env, axes);
}

}  // namespace

diag::Result<TensorPlan> planTensor(const kernel::Program& program, const kernel::Tensor& t) {
    const std::string where = fmt::format("tensor `{}`", t.name);
    if (t.mappings.size() != roleCount(t.memory))
        return located(Diagnostic(diag::Kind::bad_program, fmt::format("a {} tensor has {} mappings, not {}", kernel::memoryName(t.memory),
                                                                       t.mappings.size(), roleCount(t.memory))),
                       t.at, where);
    TensorPlan plan;
    for (const auto& text : t.mappings) {
        auto m = compileText(program, text, where);
        if (!m) return m.error();
        plan.mappings.push_back(std::move(m).value());
    }
    plan.elementCount = plan.element().size();
    plan.elementBytes = tensor::bytesFor(t.dtype, plan.elementCount);
    for (const auto& m : plan.mappings) addAxes(m.normalForm(), m.env(), plan.axes);
    if (t.memory == kernel::Memory::Host) return plan;

    tensor::DeviceTensorSpec spec;
    spec.kind = kindOf(t.memory);
    spec.dtype = t.dtype;
    spec.chips = program.chips;
    spec.topology = tensor::topologyOfPes(program.pes).value_or(tensor::ChipTopology{});
    if (program.dialect == kernel::Dialect::Toolchain) spec.trfCapacity = tensor::DeviceTensorSpec::TrfCapacity::Whole;
    for (const auto& text : t.mappings) spec.mappings.push_back(text.text);
    if (t.memory == kernel::Memory::Hbm || t.memory == kernel::Memory::Dm) spec.address = t.address.value_or(0);
    const auto check = tensor::checkDeviceTensor(spec, program.axes, program.aliases);
    if (!check.violations.empty()) {
        Diagnostic d = check.violations.front();
        d.kind = runKindOfTensorCheck(d.kind);
        return located(std::move(d), t.at, where);
    }
    const u64 vrfEnd = checkedAdd(t.address.value_or(0), plan.elementBytes).value_or(kMaxSize);
    if (t.memory == kernel::Memory::Vrf && vrfEnd > tensor::kVrfBytesPerSlice)
        return located(
            Diagnostic(diag::Kind::capacity_exceeded, fmt::format("the VRF tensor occupies bytes {}..{}, past the VRF's {} bytes per slice",
                                                                  t.address.value_or(0), vrfEnd, tensor::kVrfBytesPerSlice)),
            t.at, where);
    return plan;
}

}  // namespace detail
}  // namespace tcpwb::sim
