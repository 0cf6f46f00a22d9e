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

void Elaborator::bindConstGenerics(const ast::Item& fn, const ast::Expr& callee) {
    std::size_t next = 0;
    for (const ast::GenericParam& g : fn.genericParams) {
        if (g.kind == ast::GenericParam::Kind::Lifetime) continue;
        if (g.kind != ast::GenericParam::Kind::Const)
            fail(fn.genericsSpan, diag::Kind::unsupported_construct,
                 fmt::format("`{}` is generic over the type `{}`; a helper a kernel calls may be generic over constants only "
                             "(`const N: usize`)",
                             fn.name, g.name));
        if (next >= callee.generics.size())
            fail(callee.span, diag::Kind::arity_mismatch,
                 fmt::format("`{}` needs its constant `{}`: call it as `{}::<{}>(..)`", fn.name, g.name, fn.name, g.name));
        const ast::Type& given = *callee.generics[next++];
        Value v;
        v.kind = Value::Kind::Int;
        v.span = given.span;
        if (given.kind == ast::Type::Kind::Const) {
            v.number = given.value;
        } else {
            // A constant named by a path: `transpose_rows::<ROWS>(..)`.
            const bool named = given.kind == ast::Type::Kind::Path && given.path.size() == 1 && given.generics.empty();
            const Value constant = named ? lookup(given.path[0], given.span) : Value{};
            if (constant.kind != Value::Kind::Int)
                fail(given.span, diag::Kind::type_mismatch, fmt::format("`{}` is a constant: give a number or a `const`", g.name));
            v.number = constant.number;
        }
        bind(g.name, v);
    }
    if (next < callee.generics.size())
        fail(callee.generics[next]->span, diag::Kind::arity_mismatch,
             fmt::format("`{}` takes {} constant{}, found {}", fn.name, next, next == 1 ? "" : "s", callee.generics.size()));
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
    bindConstGenerics(fn, callee);
    for (std::size_t i = 0; i < fn.params.size(); ++i)
        bind(fn.params[i].name, bindParameter(fn, fn.params[i], args[i], call.children[call.argsBegin + i]->span, Caller::Helper));
    Value result;
    result.kind = Value::Kind::Unit;
    runBlock(*fn.body, &result);
    checkReturned(fn, result);
    return result;
}

}  // namespace tcpwb::kernel::detail
