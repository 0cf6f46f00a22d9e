// The method registry: lookups by name, alias or prefix, and the checks every
// method shares (signature, receiver memory, step position).
#include <algorithm>

#include <fmt/format.h>

#include "kernel/methods.h"
#include "vector/chain_text.h"

namespace tcpwb::kernel::detail {

bool MethodSpec::matches(std::string_view method) const {
    if (isPrefix()) return method.starts_with(name.substr(0, name.size() - 1));
    return method == name || std::find(aliases.begin(), aliases.end(), method) != aliases.end();
}

MethodTable::MethodTable(const std::vector<const std::vector<MethodSpec>*>& parts) {
    for (const auto* part : parts)
        for (const MethodSpec& spec : *part) specs_.push_back(&spec);
}

const MethodSpec* MethodTable::find(std::string_view method) const {
    for (const MethodSpec* spec : specs_)
        if (!spec->isPrefix() && spec->matches(method)) return spec;
    for (const MethodSpec* spec : specs_)
        if (spec->isPrefix() && spec->matches(method)) return spec;
    return nullptr;
}

std::string MethodTable::names() const {
    std::string out;
    for (const MethodSpec* spec : specs_) out += fmt::format("{}{}", out.empty() ? "" : ", ", spec->name);
    return out;
}

// The tables are built on first use and live as long as the program.
const MethodTable& contextMethodTable() {
    static const MethodTable table({&contextMethods()});
    return table;
}

const MethodTable& streamMethodTable() {
    static const MethodTable table(
        {&fetchMethods(), &switchMethods(), &contractionMethods(), &vectorMethods(), &castMethods(), &commitMethods()});
    return table;
}

const MethodTable& tensorMethodTable() {
    static const MethodTable table({&viewMethods(), &dmaMethods(), &reshapeMethods(), &indirectMethods()});
    return table;
}

const MethodTable& viewMethodTable() {
    static const MethodTable table({&viewMethods(), &viewTransferMethods(), &memsetMethods(), &shuffleMethods()});
    return table;
}

void MethodCall::checkSignature() const {
    std::string_view argsSignature = spec.argsSignature.empty() ? spec.signature : spec.argsSignature;
    if (!spec.generics.empty()) el.expectGenerics(e, spec.generics, spec.signature);
    if (spec.args && spec.addressOptional && e.name == spec.name && *spec.args > 0 && argCount() == *spec.args - 1) return;
    if (spec.args) el.expectArgs(e, *spec.args, argsSignature);
}

std::optional<u64> MethodCall::address(std::size_t index) const {
    if (index >= argCount()) return std::nullopt;
    return el.evalInt(arg(index));
}

void MethodCall::requireMemory() const {
    const Tensor& t = receiverTensor();
    if (spec.memories.empty() || std::find(spec.memories.begin(), spec.memories.end(), t.memory) != spec.memories.end()) return;
    el.fail(e.nameSpan, diag::Kind::type_mismatch,
            fmt::format("{}() moves {}, but `{}` is a {}", e.name, spec.moves, t.name, tensorTypeName(t.memory)));
}

void MethodCall::requireOrder() const {
    if (spec.after.empty()) return;
    const std::string& last = stream().last;
    if (std::find(spec.after.begin(), spec.after.end(), last) != spec.after.end()) return;
    std::string list;
    for (std::size_t i = 0; i < spec.after.size(); ++i)
        list += fmt::format("{}{}()", i == 0 ? "" : i + 1 == spec.after.size() ? " or " : ", ", spec.after[i]);
    el.fail(e.nameSpan, diag::Kind::stage_order, fmt::format("{}() follows {}, not {}()", e.name, list, last),
            "the toolchain's methods run in the hardware's pipeline order (docs/dialects.md)");
}

Step MethodCall::step(StepKind kind) const {
    Step s;
    s.kind = kind;
    s.at = el.sourceSpan(nameToEnd());
    return s;
}

void MethodCall::takeMappings(Step& step, std::size_t firstGeneric) const {
    for (auto& mapping : el.mappingGenerics(e, firstGeneric))
        if (mapping) step.mappings.push_back(*mapping);
}

Value MethodCall::push(Step step) const {
    stream().pass.steps.push_back(std::move(step));
    return receiver;
}

std::string MethodCall::argText(const ast::Expr& arg) const { return vector::trim(el.textOf(arg.span)); }

}  // namespace tcpwb::kernel::detail
