// Input checks: every index in range, every range non-empty, DM inside one slice.
#include <fmt/format.h>

#include <unordered_set>

#include "schedule/detail.h"

namespace tcpwb::schedule::detail {
namespace {

[[nodiscard]] diag::Diagnostic bad(std::string message) { return {diag::Kind::bad_schedule_input, std::move(message)}; }

[[nodiscard]] std::optional<diag::Diagnostic> validateTensor(const Tensor& t) {
    if (t.name.empty()) return bad("every tensor needs a name");
    if (t.range.end <= t.range.begin || t.range.end > kMaxSize)
        return bad(fmt::format("tensor `{}` has the empty or invalid address range [{}, {})", t.name, t.range.begin, t.range.end));
    if (t.memory == MemoryKind::Dm && t.range.end > memory::kDm.sliceBytes())
        return diag::Diagnostic(
            diag::Kind::address_out_of_range,
            fmt::format("tensor `{}` ends at DM address {}, past the {} bytes of a slice", t.name, t.range.end, memory::kDm.sliceBytes()));
    return std::nullopt;
}

[[nodiscard]] std::optional<diag::Diagnostic> validateOp(const Operation& op, std::size_t index, const OpList& list) {
    const std::string name = op.name.empty() ? fmt::format("#{}", index) : op.name;
    if (op.duration && *op.duration == 0) return bad(fmt::format("operation `{}` has duration 0: give at least 1 cycle", name));
    if (op.duration && *op.duration > kMaxSize / 4)
        return bad(fmt::format("operation `{}` has an implausibly long duration {}", name, *op.duration));
    for (const auto* tensors : {&op.inputs, &op.outputs})
        for (std::size_t t : *tensors)
            if (t >= list.tensors.size()) return bad(fmt::format("operation `{}` names tensor #{}, which does not exist", name, t));
    for (const BankRun& run : op.bankRuns) {
        if (run.bank >= kBanks) return bad(fmt::format("operation `{}` accesses bank {}, but a slice has banks 0-15", name, run.bank));
        if (run.count == 0 || run.count > kMaxSize)
            return bad(fmt::format("operation `{}` has a bank run of {} accesses", name, run.count));
        if (run.tensor && *run.tensor >= list.tensors.size())
            return bad(fmt::format("operation `{}` attributes a bank run to tensor #{}, which does not exist", name, *run.tensor));
    }
    return std::nullopt;
}

}  // namespace

[[nodiscard]] std::optional<diag::Diagnostic> validate(const OpList& list) {
    std::unordered_set<std::string> names;
    for (const Tensor& t : list.tensors) {
        if (auto e = validateTensor(t)) return e;
        if (!names.insert(t.name).second) return bad(fmt::format("tensor `{}` is declared twice", t.name));
    }
    for (std::size_t i = 0; i < list.ops.size(); ++i)
        if (auto e = validateOp(list.ops[i], i, list)) return e;
    return std::nullopt;
}

}  // namespace tcpwb::schedule::detail
