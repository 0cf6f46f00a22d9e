// Function calls, one FunctionSpec per function: `Context::acquire()`, `SmallRng::seed_from_u64(n)`,
// `HostTensor::<D, M>::rand(&mut rng)`, `XTensor::<..>::from_addr(a)`, the
// toolchain's address-free `DmTensor::new()` / `HbmTensor::new()` and
// `launch(kernel, (..))`, which inlines the device function.
#include <algorithm>
#include <functional>

#include <fmt/format.h>

#include "kernel/elaborator.h"
#include "kernel/parser.h"
#include "vector/chain_text.h"
#include "kernel/suggest.h"
#include "tensor/device_tensor.h"

namespace tcpwb::kernel::detail {

bool isPath(const ast::Expr& e, std::initializer_list<std::string_view> path) {
    if (e.kind != ast::Expr::Kind::Path || e.path.size() != path.size()) return false;
    return std::equal(e.path.begin(), e.path.end(), path.begin());
}

namespace {

// How a function's path may be qualified.
enum class Qualifier {
    None,   // `launch(..)`
    Named,  // by one type: `Context::acquire()`
    Any,    // by anything or nothing: `SmallRng::seed_from_u64(n)`, `seed_from_u64(n)`
    Type,   // by a tensor type, which the handler reads: `HostTensor::<D, M>::rand(..)`
};

struct FunctionSpec;
using FunctionHandler = Value (*)(Elaborator& el, const ast::Expr& call, const FunctionSpec& spec);

// A function a kernel may call, described once, as kernel/methods.h does for methods.
struct FunctionSpec {
    std::string_view name = {};  // the path's last segment
    Qualifier qualifier = Qualifier::None;
    std::string_view owner = {};      // Qualifier::Named: the type before the name
    std::string_view signature = {};  // quoted by the argument-count error
    std::string_view listedAs = {};   // how the unknown-function error lists it
    FunctionHandler handler = nullptr;

    bool matches(const ast::Expr& callee) const {
        if (callee.path.back() != name) return false;
        switch (qualifier) {
            case Qualifier::None: return callee.path.size() == 1;
            case Qualifier::Named: return callee.path.size() == 2 && callee.path[0] == owner;
            case Qualifier::Any: return true;
            case Qualifier::Type: return callee.path.size() >= 2;
        }
        return false;
    }
};

Value valueOf(Value::Kind kind, const ast::Expr& call) {
    Value v;
    v.kind = kind;
    v.span = call.span;
    return v;
}

Value acquire(Elaborator& el, const ast::Expr& call, const FunctionSpec& spec) {
    el.expectArgs(call, 0, spec.signature);
    return valueOf(Value::Kind::Ctx, call);
}

Value seedFromU64(Elaborator& el, const ast::Expr& call, const FunctionSpec& spec) {
    el.expectArgs(call, 1, spec.signature);
    Value v = valueOf(Value::Kind::Rng, call);
    v.number = el.evalInt(*call.children[1]);
    return v;
}

// `Type::<..>::name(..)`: the tensor type before the name, and a new tensor of it.
std::pair<TensorType, std::size_t> newTensorOfType(Elaborator& el, const ast::Expr& call, const FunctionSpec& spec) {
    const ast::Expr& callee = *call.children[0];
    const std::string& typeName = callee.path[callee.path.size() - 2];
    auto type = el.tensorTypeOf(typeName, callee.pathGenerics, callee.span);
    if (!type)
        el.fail(callee.span, diag::Kind::unsupported_construct,
                fmt::format("`{}::{}` is not supported; use HostTensor::<D, M>::rand(&mut rng) or XTensor::<..>::from_addr(a)", typeName,
                            spec.name));
    el.expectArgs(call, 1, spec.signature);
    std::size_t index = el.newTensor(std::string(spec.name), type->memory, type->roles.size(), call.span);
    return {*type, index};
}

Value rand(Elaborator& el, const ast::Expr& call, const FunctionSpec& spec) {
    auto [type, index] = newTensorOfType(el, call, spec);
    if (type.memory != Memory::Host)
        el.fail(call.children[0]->span, diag::Kind::type_mismatch,
                "random tensors are made on the host: HostTensor::<D, M>::rand(&mut rng)");
    Value rng = el.eval(*call.children[1]);
    if (rng.kind != Value::Kind::Rng)
        el.fail(call.children[1]->span, diag::Kind::type_mismatch,
                fmt::format("rand() needs the random number generator (`&mut rng`), found {}", kindName(rng.kind)));
    el.program_.tensors[index].origin = Origin::Random;
    el.program_.tensors[index].seed = rng.number;
    el.applyType(index, type);
    return el.tensorValue(index, call.span);
}

Value fromAddr(Elaborator& el, const ast::Expr& call, const FunctionSpec& spec) {
    auto [type, index] = newTensorOfType(el, call, spec);
    el.program_.tensors[index].origin = Origin::Preloaded;
    el.program_.tensors[index].address = el.evalInt(*call.children[1]);
    el.applyType(index, type);
    return el.tensorValue(index, call.span);
}

// `DmTensor::new()` (and the other device tensors'): a tensor of zero bytes
// (Origin::Zeroed), for `commit_view` and the view writes to fill; its type
// comes from the turbofish or the `let` annotation, and its address from the allocator.
Value newUnwritten(Elaborator& el, const ast::Expr& call, const FunctionSpec& spec) {
    const ast::Expr& callee = *call.children[0];
    std::string typeName = callee.path[callee.path.size() - 2];  // a copy: ast::Type::last() makes a new string
    // `Row::new()` with `type Row = DmTensor<...>;`: the type the alias stands for.
    const ast::Type* aliased = nullptr;
    for (auto a = el.tensorAliases_.find(typeName); a != el.tensorAliases_.end(); a = el.tensorAliases_.find(typeName)) {
        aliased = a->second;
        typeName = aliased->last();
    }
    static constexpr std::pair<std::string_view, Memory> kDevice[] = {
        {"HbmTensor", Memory::Hbm}, {"DmTensor", Memory::Dm}, {"TrfTensor", Memory::Trf}, {"VrfTensor", Memory::Vrf}};
    const auto* kind = std::find_if(std::begin(kDevice), std::end(kDevice), [&](const auto& k) { return k.first == typeName; });
    if (kind == std::end(kDevice))
        el.fail(callee.span, diag::Kind::unsupported_construct,
                fmt::format("`{}::new()` is not supported; `new()` makes a device tensor: DmTensor::new(), HbmTensor::new()", typeName));
    el.expectArgs(call, 0, spec.signature);
    const std::size_t roles = kind->second == Memory::Hbm ? 2 : kind->second == Memory::Trf ? 5 : 4;
    std::size_t index = el.newTensor(std::string(spec.name), kind->second, roles, call.span);
    el.program_.tensors[index].origin = Origin::Zeroed;
    if (!callee.pathGenerics.empty()) {
        if (auto type = el.tensorTypeOf(typeName, callee.pathGenerics, callee.span)) el.applyType(index, *type);
    } else if (aliased) {
        if (auto type = el.tensorType(*aliased)) el.applyType(index, *type);
    }
    return el.tensorValue(index, call.span);
}

// The toolchain's TagGuard::all(), matches([BitReq; 4]), not_matches([BitReq; 4])
// and group(GroupId): a value a Branched operand names; the Vector Engine's
// checker reads its text (vector::parseTagGuard).
Value tagGuard(Elaborator& el, const ast::Expr& call, const FunctionSpec& spec) {
    el.expectArgs(call, spec.name == "all" ? 0 : 1, spec.signature);
    Value v = valueOf(Value::Kind::Enum, call);
    v.name = fmt::format("TagGuard::{}({})", spec.name, call.children.size() > 1 ? vector::trim(el.textOf(call.children[1]->span)) : "");
    return v;
}

Value launch(Elaborator& el, const ast::Expr& call, const FunctionSpec& spec) {
    el.expectArgs(call, 2, spec.signature);
    return el.launch(call);
}

// In the order the unknown-function error lists them.
const std::vector<FunctionSpec>& functions() {
    static const std::vector<FunctionSpec> table = {
        {.name = "acquire",
         .qualifier = Qualifier::Named,
         .owner = "Context",
         .signature = "Context::acquire()",
         .listedAs = "Context::acquire()",
         .handler = acquire},
        {.name = "seed_from_u64",
         .qualifier = Qualifier::Any,
         .signature = "seed_from_u64(seed)",
         .listedAs = "SmallRng::seed_from_u64(n)",
         .handler = seedFromU64},
        {.name = "rand",
         .qualifier = Qualifier::Type,
         .signature = "rand(&mut rng)",
         .listedAs = "HostTensor::<D, M>::rand(&mut rng)",
         .handler = rand},
        {.name = "from_addr",
         .qualifier = Qualifier::Type,
         .signature = "from_addr(address)",
         .listedAs = "XTensor::<..>::from_addr(a)",
         .handler = fromAddr},
        {.name = "new", .qualifier = Qualifier::Type, .signature = "new()", .listedAs = "DmTensor::new()", .handler = newUnwritten},
        {.name = "launch", .signature = "launch(kernel, (&mut ctx, &tensor, ...))", .listedAs = "launch(kernel, (..))", .handler = launch},
        {.name = "all",
         .qualifier = Qualifier::Named,
         .owner = "TagGuard",
         .signature = "TagGuard::all()",
         .listedAs = "TagGuard::all()",
         .handler = tagGuard},
        {.name = "matches",
         .qualifier = Qualifier::Named,
         .owner = "TagGuard",
         .signature = "TagGuard::matches([BitReq; 4])",
         .listedAs = "TagGuard::matches([..])",
         .handler = tagGuard},
        {.name = "not_matches",
         .qualifier = Qualifier::Named,
         .owner = "TagGuard",
         .signature = "TagGuard::not_matches([BitReq; 4])",
         .listedAs = "TagGuard::not_matches([..])",
         .handler = tagGuard},
        {.name = "group",
         .qualifier = Qualifier::Named,
         .owner = "TagGuard",
         .signature = "TagGuard::group(GroupId)",
         .listedAs = "TagGuard::group(..)",
         .handler = tagGuard},
    };
    return table;
}

std::string functionList() {
    std::string out;
    for (const FunctionSpec& f : functions()) out += fmt::format("{}{}", out.empty() ? "" : ", ", f.listedAs);
    return out;
}

}  // namespace

Value Elaborator::evalCall(const ast::Expr& e) {
    const ast::Expr& callee = *e.children[0];
    if (callee.kind != ast::Expr::Kind::Path) fail(callee.span, diag::Kind::unsupported_construct, "only named functions can be called");
    for (const FunctionSpec& f : functions())
        if (f.matches(callee)) return f.handler(*this, e, f);
    if (callee.path.size() == 1)
        if (const ast::Item* fn = findFn(callee.path.back())) return callHelper(*fn, e);
    fail(callee.span, diag::Kind::unsupported_construct,
         fmt::format("the function `{}` is not supported; supported calls: {}", textOf(callee.span), functionList()));
}

Value Elaborator::launch(const ast::Expr& e) {
    const ast::Expr& fnExpr = *e.children[1];
    if (launchDepth_ > 0) fail(e.span, diag::Kind::unsupported_construct, "launch(...) inside a device function is not supported");
    if (fnExpr.kind != ast::Expr::Kind::Path || fnExpr.path.size() != 1)
        fail(fnExpr.span, diag::Kind::type_mismatch, "launch's first argument must name the device function");
    const ast::Item* fn = findFn(fnExpr.path[0]);
    if (!fn) {
        std::vector<std::string> names;
        for (const ast::Item* f : fns_) names.push_back(f->name);
        auto near = closestName(fnExpr.path[0], names);
        fail(fnExpr.span, diag::Kind::unknown_name,
             fmt::format("there is no function `{}`{}", fnExpr.path[0], near ? fmt::format("; did you mean `{}`?", *near) : std::string()));
    }
    const ast::Expr& argsExpr = *e.children[2];
    std::vector<const ast::Expr*> argExprs;
    if (argsExpr.kind == ast::Expr::Kind::Tuple) {
        for (const auto& child : argsExpr.children) argExprs.push_back(child.get());
    } else {
        argExprs.push_back(argsExpr.kind == ast::Expr::Kind::Paren ? argsExpr.children[0].get() : &argsExpr);
    }
    if (argExprs.size() != fn->params.size())
        fail(argsExpr.span, diag::Kind::arity_mismatch,
             fmt::format("`{}` takes {} parameter{}, but launch passes {}", fn->name, fn->params.size(), fn->params.size() == 1 ? "" : "s",
                         argExprs.size()),
             fmt::format(
                 "pass ({}) in the parameter order of `fn {}`",
                 [&] {
                     std::string list;
                     for (const ast::Param& p : fn->params) list += (list.empty() ? "" : ", ") + p.name;
                     return list;
                 }(),
                 fn->name));
    std::vector<Value> args;
    std::vector<ast::Span> argSpans;
    for (const ast::Expr* a : argExprs) {
        args.push_back(eval(*a));
        argSpans.push_back(a->span);
    }
    return launchFunction(*fn, args, argSpans, e.span);
}

// Runs the device function with its parameters bound to `args`; argSpans is
// empty for a fragment (parameters that are tensors already in memory).
Value Elaborator::launchFunction(const ast::Item& fn, const std::vector<Value>& args, const std::vector<ast::Span>& argSpans,
                                 ast::Span at) {
    if (const ast::Attribute* device = fn.attribute("device"))
        for (const auto& [key, value] : device->settings) {
            if (key == "chip") {
                if (auto why = tensor::invalidChipCount(value))
                    fail(device->span, diag::Kind::chip_size, fmt::format("#[device(chip = {})]: {}", value, *why));
                program_.chips = value;
            }
            if (key != "pe") continue;
            // The toolchain's PE topologies (furiosa-opt 0.5): 64 slices per PE.
            if (!tensor::topologyOfPes(value))
                fail(device->span, diag::Kind::topology,
                     fmt::format("#[device(pe = {})]: a chip runs 1, 2, 4 or 8 PEs (one cluster of 64, 128 or 256 slices, or two of 256)",
                                 value));
            program_.pes = value;
        }
    if (program_.entry.empty()) program_.entry = fn.name;
    std::vector<Scope> saved = std::move(scopes_);
    scopes_.assign(1, Scope{});
    ++launchDepth_;
    for (std::size_t i = 0; i < fn.params.size(); ++i) {
        const ast::Param& p = fn.params[i];
        const ast::Span argAt = i < argSpans.size() ? argSpans[i] : p.nameSpan;
        const Value bound = bindParameter(fn, p, args[i], argAt, argSpans.empty() ? Caller::Fragment : Caller::Launch);
        // A tuple's or struct's tensors are named for their parts: `inputs.0`, `inputs.x`.
        const std::function<void(const Value&, const std::string&, int)> name = [&](const Value& v, const std::string& as, int depth) {
            if (v.kind == Value::Kind::Tuple || v.kind == Value::Kind::Struct) {
                for (std::size_t k = 0; k < v.elements.size() && depth < kMaxNesting; ++k)
                    name(v.elements[k], as + "." + (v.kind == Value::Kind::Struct ? v.fields[k] : std::to_string(k)), depth + 1);
                return;
            }
            if (v.kind != Value::Kind::Tensor && v.kind != Value::Kind::View) return;
            if (argSpans.empty()) placePreloaded(v.tensor);
            if (provisional_[v.tensor]) {
                program_.tensors[v.tensor].name = uniqueName(as);
                provisional_[v.tensor] = false;
            }
        };
        name(bound.kind == Value::Kind::View ? args[i] : bound, p.name, 0);
        bind(p.name, bound);
    }
    Value result;
    result.kind = Value::Kind::Unit;
    std::size_t before = program_.tensors.size();
    runBlock(*fn.body, &result);
    checkReturned(fn, result);
    completeSince(before, at);
    --launchDepth_;
    scopes_ = std::move(saved);
    return result;
}

}  // namespace tcpwb::kernel::detail
