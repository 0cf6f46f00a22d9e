// Tuple and struct parameters of a device function, as the toolchain's
// examples pass tensors in groups (`inputs: (&HbmTensor<..>,)`,
// `inputs: Inputs<'_>` with `struct Inputs<'a> { x: &'a HbmTensor<..> }`): each
// part is a tensor of its own, named `inputs.0` or `inputs.x`, read back with
// a field access (`inputs.0`, `inputs.x`). A struct literal of a struct the
// file declares (`Inputs { x: &x_hbm, n: 4 }`, in host code or a device
// function) is such a value too, its fields read the same way.
#include <algorithm>
#include <string>

#include <fmt/format.h>

#include "kernel/elaborator.h"
#include "kernel/parser.h"

namespace tcpwb::kernel::detail {

namespace {

const ast::Type& bareType(const ast::Type& type) {
    const ast::Type* bare = &type;
    while (bare->kind == ast::Type::Kind::Ref && !bare->generics.empty()) bare = bare->generics.front().get();
    return *bare;
}

}  // namespace

const ast::Item* Elaborator::findStruct(std::string_view name) const {
    for (const ast::Item* s : structItems_)
        if (s->name == name) return s;
    return nullptr;
}

std::optional<Elaborator::Aggregate> Elaborator::aggregateOf(const ast::Type& type) const {
    const ast::Type& bare = bareType(type);
    Aggregate out;
    if (bare.kind == ast::Type::Kind::Tuple && !bare.generics.empty()) {
        for (std::size_t i = 0; i < bare.generics.size(); ++i) out.parts.emplace_back(std::to_string(i), bare.generics[i].get());
        return out;
    }
    if (bare.kind != ast::Type::Kind::Path || bare.path.empty()) return std::nullopt;
    const ast::Item* item = findStruct(bare.last());
    if (!item) return std::nullopt;
    // Generic over a lifetime only (`Inputs<'a>`): a type parameter would give its fields no one type.
    for (const ast::GenericParam& g : item->genericParams)
        if (g.kind != ast::GenericParam::Kind::Lifetime)
            fail(item->genericsSpan, diag::Kind::unsupported_construct,
                 fmt::format("`struct {}` is generic over `{}`; a struct a device function takes may be generic over lifetimes only",
                             item->name, g.name));
    out.name = item->name;
    out.isStruct = true;
    for (const ast::Param& f : item->fields) out.parts.emplace_back(f.name, f.type.get());
    return out;
}

Value Elaborator::evalStruct(const ast::Expr& e) {
    Value v;
    v.span = e.span;
    const ast::Item* item = e.path.empty() ? nullptr : findStruct(e.path.back());
    if (!item || item->tupleStruct) {
        v.kind = Value::Kind::Other;  // the API's (`Comparison { .. }`): read where it is passed
        return v;
    }
    v.kind = Value::Kind::Struct;
    v.name = item->name;
    std::string declared;
    for (const ast::Param& f : item->fields) declared += (declared.empty() ? "`" : ", `") + f.name + "`";
    for (const ast::Field& written : e.fields)
        if (std::none_of(item->fields.begin(), item->fields.end(), [&](const ast::Param& f) { return f.name == written.name; }))
            fail(written.nameSpan, diag::Kind::unknown_name,
                 fmt::format("`{}` has no field `{}`; its fields: {}", item->name, written.name, declared));
    for (const ast::Param& f : item->fields) {
        const auto written =
            std::find_if(e.fields.begin(), e.fields.end(), [&](const ast::Field& w) { return w.name == f.name && w.value; });
        if (written == e.fields.end())
            fail(e.span, diag::Kind::type_mismatch, fmt::format("missing field `{}` in the `{}` literal", f.name, item->name),
                 fmt::format("write every field of `{}`: {}", item->name, declared));
        v.elements.push_back(eval(*written->value));
        v.fields.push_back(f.name);
    }
    return v;
}

Value Elaborator::boundField(const ast::Expr& e, int depth) const {
    if (e.kind == ast::Expr::Kind::Path && e.path.size() == 1 && e.generics.empty() && e.pathGenerics.empty())
        return lookup(e.path[0], e.span);
    if (e.kind != ast::Expr::Kind::Field || depth > kMaxNesting)
        fail(e.span, diag::Kind::type_mismatch, fmt::format("expected an integer constant, found `{}`", textOf(e.span)));
    const Value receiver = boundField(*e.children[0], depth + 1);
    const bool tuple = receiver.kind == Value::Kind::Tuple;
    if (tuple || receiver.kind == Value::Kind::Struct)
        for (std::size_t i = 0; i < receiver.elements.size(); ++i)
            if (tuple ? std::to_string(i) == e.name : (i < receiver.fields.size() && receiver.fields[i] == e.name))
                return receiver.elements[i];
    fail(e.nameSpan, diag::Kind::unknown_name, fmt::format("`{}` has no field `{}`", textOf(e.children[0]->span), e.name));
}

Value Elaborator::deviceArgument(const ast::Type& type, const std::string& name, ast::Span at, const Value& ctx, int depth) {
    if (auto t = tensorType(type)) {
        const std::size_t index = newTensor(name, t->memory, t->roles.size(), at);
        program_.tensors[index].origin = Origin::Preloaded;
        return tensorValue(index, at);
    }
    const auto aggregate = depth < kMaxNesting ? aggregateOf(type) : std::nullopt;
    if (!aggregate) return ctx;
    Value v;
    v.kind = aggregate->isStruct ? Value::Kind::Struct : Value::Kind::Tuple;
    v.name = aggregate->name;
    v.span = at;
    for (const auto& [part, partType] : aggregate->parts) {
        if (!partType || (!tensorType(*partType) && !aggregateOf(*partType)))
            fail(partType ? partType->span : at, diag::Kind::unsupported_construct,
                 fmt::format("`{}.{}` of a device function's parameter is not a tensor; the parts of a tuple or struct parameter are "
                             "tensors (`&HbmTensor<..>`)",
                             name, part));
        v.elements.push_back(deviceArgument(*partType, fmt::format("{}.{}", name, part), at, ctx, depth + 1));
        v.fields.push_back(part);
    }
    return v;
}

void Elaborator::checkAggregate(const ast::Item& fn, const ast::Param& p, const ast::Type& type, const Value& arg, ast::Span argAt,
                                int depth) {
    const auto aggregate = aggregateOf(type);
    if (!aggregate || depth >= kMaxNesting) return;
    const Value::Kind kind = aggregate->isStruct ? Value::Kind::Struct : Value::Kind::Tuple;
    if (arg.kind != kind || arg.elements.size() != aggregate->parts.size() || (aggregate->isStruct && arg.name != aggregate->name))
        fail(argAt, diag::Kind::type_mismatch,
             fmt::format(
                 "parameter `{}` of `{}` is {}, but the argument is {}", p.name, fn.name,
                 aggregate->isStruct ? fmt::format("a `{}`", aggregate->name) : fmt::format("a tuple of {}", aggregate->parts.size()),
                 arg.kind == Value::Kind::Tuple ? fmt::format("a tuple of {}", arg.elements.size()) : std::string(kindName(arg.kind))));
    for (std::size_t i = 0; i < aggregate->parts.size(); ++i) {
        const ast::Type& partType = *aggregate->parts[i].second;
        const Value& part = arg.elements[i];
        if (auto t = tensorType(partType); t && part.kind == Value::Kind::Tensor) applyType(part.tensor, *t);
        else checkAggregate(fn, p, partType, part, argAt, depth + 1);
    }
}

}  // namespace tcpwb::kernel::detail
