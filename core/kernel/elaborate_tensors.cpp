// Tensors under construction: creating them, their roles and element type,
// the checks against a written type, and the argument checks every call shares.
#include <algorithm>

#include <fmt/format.h>

#include "kernel/elaborator.h"
#include "util/enum_table.h"

namespace tcpwb::kernel::detail {

using diag::Diagnostic;

namespace {

std::vector<std::string_view> roleNames(Memory m) {
    switch (m) {
        case Memory::Host: return {"Element"};
        case Memory::Hbm: return {"Chip", "Element"};
        case Memory::Dm:
        case Memory::Vrf: return {"Chip", "Cluster", "Slice", "Element"};
        case Memory::Trf: return {"Chip", "Cluster", "Slice", "Row", "Element"};
    }
    return {};
}

}  // namespace

namespace {

constexpr EnumTable<Memory, 5> kTensorTypeNames{{{Memory::Host, "HostTensor"},
                                                 {Memory::Hbm, "HbmTensor"},
                                                 {Memory::Dm, "DmTensor"},
                                                 {Memory::Trf, "TrfTensor"},
                                                 {Memory::Vrf, "VrfTensor"}}};
static_assert(listsEveryEnumerator(kTensorTypeNames));

}  // namespace

std::string tensorTypeName(Memory m) { return std::string(nameOf(kTensorTypeNames, m)); }

std::size_t Elaborator::newTensor(std::string provisionalName, Memory memory, std::size_t roleCount, ast::Span at) {
    Tensor t;
    t.name = std::move(provisionalName);
    t.memory = memory;
    t.mappings.resize(roleCount);
    t.at = sourceSpan(at);
    program_.tensors.push_back(std::move(t));
    softRoles_.emplace_back(roleCount, false);
    dtypeKnown_.push_back(false);
    provisional_.push_back(true);
    createdAt_.push_back(at);
    return program_.tensors.size() - 1;
}

ast::Span Elaborator::callSpan(const ast::Expr& call) const { return {call.nameSpan.offset, call.span.end() - call.nameSpan.offset}; }

Value Elaborator::tensorValue(std::size_t index, ast::Span at) const {
    Value v;
    v.kind = Value::Kind::Tensor;
    v.tensor = index;
    v.span = at;
    return v;
}

void Elaborator::setRole(std::size_t tensor, std::size_t role, const std::optional<MappingText>& m, bool soft) {
    if (!m) return;
    program_.tensors[tensor].mappings[role] = *m;
    softRoles_[tensor][role] = soft;
}

void Elaborator::setDType(std::size_t tensor, std::optional<tensor::DType> dtype) {
    if (!dtype) return;
    program_.tensors[tensor].dtype = *dtype;
    dtypeKnown_[tensor] = true;
}

void Elaborator::applyType(std::size_t index, const TensorType& type) {
    Tensor& t = program_.tensors[index];
    if (type.memory != t.memory)
        fail(type.span, diag::Kind::type_mismatch,
             fmt::format("the type says {} but `{}` is a {} (in {})", tensorTypeName(type.memory), t.name, tensorTypeName(t.memory),
                         memoryName(t.memory)));
    if (type.dtypeKnown) {
        if (dtypeKnown_[index] && t.dtype != type.dtype)
            fail(type.span, diag::Kind::type_mismatch,
                 fmt::format("the type says element type {} but `{}` holds {}", tensor::info(type.dtype).name, t.name,
                             tensor::info(t.dtype).name));
        setDType(index, type.dtype);
    }
    auto roles = roleNames(t.memory);
    for (std::size_t r = 0; r < type.roles.size() && r < t.mappings.size(); ++r) {
        if (!type.roles[r]) continue;
        MappingText& have = t.mappings[r];
        if (have.text.empty() || softRoles_[index][r]) {
            setRole(index, r, type.roles[r], false);
        } else if (!equivalent(have, *type.roles[r])) {
            Diagnostic d(diag::Kind::type_mismatch,
                         fmt::format("the {} mapping `{}` here is not equivalent to `{}` written at {}:{}", roles[r], type.roles[r]->text,
                                     have.text, have.at.line, have.at.column),
                         type.roles[r]->at.offset, type.roles[r]->at.length);
            d.withFix("write the same mapping in both places, or drop one of them");
            throw Failure{std::move(d)};
        }
    }
}

void Elaborator::requireComplete(std::size_t index, ast::Span at) const {
    const Tensor& t = program_.tensors[index];
    auto roles = roleNames(t.memory);
    std::string signature = tensorTypeName(t.memory) + "<D";
    for (auto r : roles) signature += fmt::format(", {}", r);
    signature += ">";
    if (!dtypeKnown_[index])
        fail(at, diag::Kind::missing_annotation, fmt::format("the element type of this {} is written nowhere", tensorTypeName(t.memory)),
             fmt::format("annotate the binding: `let x: {} = ...`", signature));
    for (std::size_t r = 0; r < t.mappings.size(); ++r)
        if (t.mappings[r].text.empty())
            fail(at, diag::Kind::missing_annotation,
                 fmt::format("the {} mapping of this {} is written nowhere", roles[r], tensorTypeName(t.memory)),
                 fmt::format("annotate the binding: `let x: {} = ...`, or give it in the turbofish", signature));
}

std::size_t Elaborator::expectTensor(const Value& v, const ast::Expr& at, std::string_view what) const {
    if (v.kind != Value::Kind::Tensor)
        fail(at.span, diag::Kind::type_mismatch, fmt::format("{} needs a tensor, found {}", what, kindName(v.kind)));
    return v.tensor;
}

Transfer::Engine Elaborator::expectEngine(const ast::Expr& arg) {
    Value v = eval(arg);
    if (v.kind != Value::Kind::Engine)
        fail(arg.span, diag::Kind::type_mismatch,
             fmt::format("expected a DMA engine (`&mut ctx.tdma` or `&mut ctx.pdma`), found {}", kindName(v.kind)));
    return v.engine;
}

void Elaborator::expectArgs(const ast::Expr& call, std::size_t count, std::string_view signature) const {
    std::size_t have = call.children.size() - call.argsBegin;
    if (have != count)
        fail(call.span, diag::Kind::arity_mismatch,
             fmt::format("`{}` takes {} argument{}, found {}", signature, count, count == 1 ? "" : "s", have));
}

void Elaborator::expectGenerics(const ast::Expr& call, std::vector<std::size_t> allowed, std::string_view signature) const {
    if (std::find(allowed.begin(), allowed.end(), call.generics.size()) != allowed.end()) return;
    ast::Span at = call.nameSpan;
    if (!call.generics.empty()) at = ast::join(call.generics.front()->span, call.generics.back()->span);
    fail(at, diag::Kind::arity_mismatch,
         fmt::format("`{}` takes {} type argument{}, found {}", signature, allowed.back(), allowed.back() == 1 ? "" : "s",
                     call.generics.size()));
}

std::vector<std::optional<MappingText>> Elaborator::mappingGenerics(const ast::Expr& call, std::size_t from) const {
    std::vector<std::optional<MappingText>> out;
    for (std::size_t i = from; i < call.generics.size(); ++i) out.push_back(mappingArg(*call.generics[i]));
    return out;
}

void Elaborator::addTransfer(Transfer::Engine engine, std::size_t source, std::size_t output, ast::Span) {
    Operation op;
    op.kind = Operation::Kind::Transfer;
    op.transfer.engine = engine;
    op.transfer.source = source;
    op.transfer.output = output;
    op.at = sourceSpan(stmtSpan_);
    op.iteration = iterationText();
    program_.ops.push_back(std::move(op));
    readTensors_.insert(source);
}

}  // namespace tcpwb::kernel::detail
