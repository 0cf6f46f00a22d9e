// Calling another function of the file from a device function, as the
// toolchain's examples do (`binary_add_kernel(ctx, lhs.view(), rhs.view(),
// result.view_mut())`): the helper's body runs in place, its parameters bound
// to the arguments and its const generics to the turbofish's numbers, as the
// toolchain's compiler inlines and monomorphises it. The parameter checks are
// the ones launch() makes of a device function's parameters.
#include <fmt/format.h>

#include "kernel/elaborator.h"

namespace tcpwb::kernel::detail {

namespace {

// How deep helpers may call helpers: a helper calling itself would otherwise
// recurse until the stack ran out.
constexpr int kMaxHelperDepth = 32;

const ast::Type& withoutReferences(const ast::Type& type) {
    const ast::Type* bare = &type;
    while (bare->kind == ast::Type::Kind::Ref && !bare->generics.empty()) bare = bare->generics.front().get();
    return *bare;
}

}  // namespace

Value Elaborator::bindParameter(const ast::Item& fn, const ast::Param& p, const Value& arg, ast::Span argAt, Caller caller) {
    const bool helper = caller == Caller::Helper;
    auto type = tensorType(*p.type);
    if (!type && aggregateOf(*p.type)) {
        checkAggregate(fn, p, *p.type, arg, argAt, 0);
        return arg;
    }
    if (!type) {
        const ast::Type& bare = withoutReferences(*p.type);
        const bool context = bare.kind == ast::Type::Kind::Path && bare.last() == "Context";
        if (context && arg.kind != Value::Kind::Ctx)
            fail(argAt, diag::Kind::type_mismatch, fmt::format("parameter `{}` is the Context; pass `&mut ctx`", p.name));
        if (context || helper) return arg;  // a helper's scalar parameter takes the argument as it is
        fail(p.type->span, diag::Kind::unsupported_construct,
             fmt::format("parameter `{}`: only `&mut Context` and tensor types are supported", p.name));
    }
    // A helper may take a tile; a device function's parameters are whole tensors.
    const bool tileOfView = arg.kind == Value::Kind::View && arg.view;
    if (arg.kind != Value::Kind::Tensor && !(type->view && arg.kind == Value::Kind::View && (helper || !tileOfView)))
        fail(argAt, diag::Kind::type_mismatch,
             fmt::format("parameter `{}` is a {}, but the argument is {}", p.name, tensorTypeName(type->memory), kindName(arg.kind)));
    // A tile's type describes the tile, not the tensor it is cut from: the
    // tile's own checks (sim/tile_windows) hold it to its tensor.
    if (!tileOfView) {
        try {
            applyType(arg.tensor, *type);
        } catch (Failure& failure) {
            if (caller == Caller::Fragment) throw;
            const ast::Span declared = p.type->span;
            failure.diagnostic.withNote(fmt::format("parameter `{}` of `{}` is declared at {}:{}", p.name, fn.name,
                                                    sourceSpan(declared).line, sourceSpan(declared).column));
            failure.diagnostic.offset = argAt.offset;
            failure.diagnostic.length = argAt.length;
            throw;
        }
    }
    Value bound = arg;
    if (type->view && arg.kind == Value::Kind::Tensor) bound.kind = Value::Kind::View;  // the whole tensor, seen through a view
    return bound;
}

void Elaborator::checkReturned(const ast::Item& fn, const Value& result) {
    if (!fn.returns) return;
    checkReturnedAs(fn, *fn.returns, result);
}

// A tuple return `-> (HbmTensor<..>, HbmTensor<..>)` types each element of
// the tuple the body ends in, as a single tensor type types the tensor.
void Elaborator::checkReturnedAs(const ast::Item& fn, const ast::Type& declared, const Value& result) {
    if (declared.kind == ast::Type::Kind::Tuple && !declared.generics.empty()) {
        if (result.kind != Value::Kind::Tuple || result.elements.size() != declared.generics.size())
            fail(declared.span, diag::Kind::type_mismatch,
                 fmt::format("`{}` returns a tuple of {}, but its body ends in {}", fn.name, declared.generics.size(),
                             result.kind == Value::Kind::Tuple ? fmt::format("a tuple of {}", result.elements.size())
                                                               : std::string(kindName(result.kind))),
                 "end the body with the tuple to return, without `;`");
        for (std::size_t i = 0; i < declared.generics.size(); ++i) checkReturnedAs(fn, *declared.generics[i], result.elements[i]);
        return;
    }
    auto type = tensorType(declared);
    if (!type) return;
    if (result.kind != Value::Kind::Tensor)
        fail(declared.span, diag::Kind::type_mismatch,
             fmt::format("`{}` returns a {}, but its body ends in {}", fn.name, tensorTypeName(type->memory), kindName(result.kind)),
             "end the body with the tensor to return, without `;`");
    applyType(result.tensor, *type);
}

namespace {

// The tensor type a parameter is written with, under its references: the
// generic arguments a helper's type parameters are read from.
const ast::Type* writtenTensorType(const ast::Type& type) {
    const ast::Type& bare = withoutReferences(type);
    return bare.kind == ast::Type::Kind::Path && !bare.generics.empty() ? &bare : nullptr;
}

}  // namespace

// What a type parameter `Slice: M` stands for in this call: the turbofish's
// mapping, else the mapping the argument tensors have where the parameters'
// types name it (`x: &DmTensor<bf16, Chip, Cluster, Slice, m![H]>` called
// with a tensor of slice mapping m![N, 1 # 32]), as rustc infers it.
std::optional<MappingText> Elaborator::inferMappingParameter(const ast::Item& fn, const std::string& name, const std::vector<Value>& args) {
    for (std::size_t i = 0; i < fn.params.size() && i < args.size(); ++i) {
        const ast::Type* written = writtenTensorType(*fn.params[i].type);
        const Value& arg = args[i];
        if (!written || (arg.kind != Value::Kind::Tensor && arg.kind != Value::Kind::View)) continue;
        std::vector<const ast::Type*> generics;
        for (const auto& g : written->generics)
            if (g->kind != ast::Type::Kind::Lifetime) generics.push_back(g.get());
        const Tensor& tensor = program_.tensors[arg.tensor];
        for (std::size_t k = 1; k < generics.size(); ++k) {
            const ast::Type& g = *generics[k];
            if (g.kind != ast::Type::Kind::Path || g.path.size() != 1 || g.path[0] != name || !g.generics.empty()) continue;
            const std::size_t role = k - 1;
            // A part's view has its own element mapping; its other roles are its tensor's.
            if (arg.view && role + 1 == tensor.mappings.size()) return *arg.view;
            if (role < tensor.mappings.size() && !tensor.mappings[role].text.empty()) return tensor.mappings[role];
        }
    }
    return std::nullopt;
}

Elaborator::BoundGenerics::BoundGenerics(Elaborator& el, const ast::Item& fn, const ast::Expr& callee, const std::vector<Value>& args)
    : el_(el) {
    std::size_t next = 0;
    for (const ast::GenericParam& g : fn.genericParams) {
        if (g.kind == ast::GenericParam::Kind::Lifetime) continue;
        const ast::Type* given = next < callee.generics.size() ? callee.generics[next].get() : nullptr;
        if (given) ++next;
        if (g.kind == ast::GenericParam::Kind::Type) {
            bindMapping(fn, g, given, args);
            continue;
        }
        if (!given)
            el.fail(callee.span, diag::Kind::arity_mismatch,
                    fmt::format("`{}` needs its constant `{}`: call it as `{}::<{}>(..)`", fn.name, g.name, fn.name, g.name));
        Value v;
        v.kind = Value::Kind::Int;
        v.span = given->span;
        if (given->kind == ast::Type::Kind::Const) {
            v.number = given->value;
        } else {
            // A constant named by a path: `transpose_rows::<ROWS>(..)`.
            const bool named = given->kind == ast::Type::Kind::Path && given->path.size() == 1 && given->generics.empty();
            const Value constant = named ? el.lookup(given->path[0], given->span) : Value{};
            if (constant.kind != Value::Kind::Int)
                el.fail(given->span, diag::Kind::type_mismatch, fmt::format("`{}` is a constant: give a number or a `const`", g.name));
            v.number = constant.number;
        }
        constants_.emplace_back(g.name, v);
    }
    if (next < callee.generics.size())
        el.fail(callee.generics[next]->span, diag::Kind::arity_mismatch,
                fmt::format("`{}` takes {} generic argument{}, found {}", fn.name, next, next == 1 ? "" : "s", callee.generics.size()));
}

void Elaborator::BoundGenerics::bindMapping(const ast::Item& fn, const ast::GenericParam& g, const ast::Type* given,
                                            const std::vector<Value>& args) {
    std::optional<MappingText> mapping;
    const bool inferred = !given || given->kind == ast::Type::Kind::Infer;
    const bool namesMapping = given && (given->kind == ast::Type::Kind::Mapping ||
                                        (given->kind == ast::Type::Kind::Path && given->path.size() == 1 && given->generics.empty() &&
                                         (el_.substituted_.contains(given->path[0]) || el_.program_.aliases.find(given->path[0]))));
    if (namesMapping) mapping = el_.mappingArg(*given);
    else if (inferred) mapping = el_.inferMappingParameter(fn, g.name, args);
    if (!mapping)
        el_.fail(fn.genericsSpan, diag::Kind::unsupported_construct,
                 fmt::format("`{}` is generic over the type `{}`; a helper a kernel calls may be generic over constants "
                             "(`const N: usize`) and over mappings its tensor parameters' types name (`Slice: M`), read from "
                             "the arguments",
                             fn.name, g.name),
                 given ? std::string("give a mapping: `m![...]` or a `type` alias") : std::string());
    Saved saved{g.name, {}, {}};
    if (const std::string* text = el_.program_.aliases.find(g.name)) saved.text = *text;
    if (auto it = el_.substituted_.find(g.name); it != el_.substituted_.end()) saved.substituted = it->second;
    saved_.push_back(std::move(saved));
    el_.program_.aliases.define(g.name, mapping->text);
    el_.substituted_[g.name] = mapping->text;
}

Elaborator::BoundGenerics::~BoundGenerics() {
    for (auto it = saved_.rbegin(); it != saved_.rend(); ++it) {
        if (it->text) el_.program_.aliases.define(it->name, *it->text);
        else el_.program_.aliases.undefine(it->name);
        if (it->substituted) el_.substituted_[it->name] = *it->substituted;
        else el_.substituted_.erase(it->name);
    }
}

Value Elaborator::callHelper(const ast::Item& fn, const ast::Expr& call) {
    const ast::Expr& callee = *call.children[0];
    if (fn.hasAttribute("device") && launchDepth_ == 0)
        fail(callee.span, diag::Kind::unsupported_construct,
             fmt::format("calling `{}` directly is not supported; a device function runs through launch({}, (&mut ctx, ...)).await",
                         fn.name, fn.name));
    if (launchDepth_ == 0)
        fail(callee.span, diag::Kind::unsupported_construct,
             fmt::format("`{}` runs on the device: call it from a #[device] function", fn.name));
    if (helperDepth_ >= kMaxHelperDepth)
        fail(callee.span, diag::Kind::too_large,
             fmt::format("calls of helper functions nest more than {} deep here; does `{}` call itself?", kMaxHelperDepth, fn.name));
    const std::size_t given = call.children.size() - call.argsBegin;
    if (given != fn.params.size())
        fail(call.span, diag::Kind::arity_mismatch,
             fmt::format("`{}` takes {} argument{}, found {}", fn.name, fn.params.size(), fn.params.size() == 1 ? "" : "s", given));
    std::vector<Value> args;
    for (std::size_t i = call.argsBegin; i < call.children.size(); ++i) args.push_back(eval(*call.children[i]));

    std::vector<Scope> saved = std::move(scopes_);
    scopes_.assign(1, Scope{});
    ++helperDepth_;
    struct Leave {
        Elaborator& el;
        std::vector<Scope>& saved;
        ~Leave() {
            --el.helperDepth_;
            el.scopes_ = std::move(saved);
        }
    } leave{*this, saved};
    // The generics hold while the body runs and its result is checked.
    const BoundGenerics generics(*this, fn, callee, args);
    for (const auto& [name, value] : generics.constants()) bind(name, value);
    for (std::size_t i = 0; i < fn.params.size(); ++i)
        bind(fn.params[i].name, bindParameter(fn, fn.params[i], args[i], call.children[call.argsBegin + i]->span, Caller::Helper));
    Value result;
    result.kind = Value::Kind::Unit;
    runBlock(*fn.body, &result);
    checkReturned(fn, result);
    return result;
}

}  // namespace tcpwb::kernel::detail
