// The toolchain's `dm.view_mut().memset(value, &mut ctx.sub)`: every element
// of a DM tensor becomes one constant, written by the sub context's Generate
// Mode (its Commit Adapter without a stream). The value is folded when the
// kernel loads, as the toolchain folds it: a literal of the tensor's type, or
// `const { bf16::from_f32(1.0) }` for a value another type's literal computes.
// A Fill transfer (kernel::Transfer::Mode) into the tensor itself.
#include <bit>
#include <cmath>
#include <limits>

#include <fmt/format.h>

#include "cast/cast.h"
#include "kernel/methods.h"

namespace tcpwb::kernel::detail {
namespace {

// A literal, possibly negated: `3`, `-1`, `1.5`.
struct Literal {
    double value = 0;
    bool isFloat = false;
};

std::optional<Literal> literalOf(const ast::Expr& e) {
    if (e.kind == ast::Expr::Kind::Paren) return literalOf(*e.children[0]);
    if (e.kind == ast::Expr::Kind::Unary && e.name == "-") {
        auto inner = literalOf(*e.children[0]);
        if (inner) inner->value = -inner->value;
        return inner;
    }
    if (e.kind == ast::Expr::Kind::Integer && !e.overflow) return Literal{double(e.value), false};
    if (e.kind == ast::Expr::Kind::Float) {
        std::string digits;
        for (char c : e.text)
            if (c != '_') digits += c;
        const std::size_t suffix = digits.find_first_of("fF");  // `1.5f32`
        try {
            return Literal{std::stod(digits.substr(0, suffix)), true};
        } catch (...) { return std::nullopt; }
    }
    return std::nullopt;
}

// `T::from_f32(x)` / `T::from_i32(x)`: the type T and the literal it converts.
struct Conversion {
    std::string type;
    std::string function;
    Literal literal;
};

std::optional<Conversion> conversionOf(const ast::Expr& e) {
    if (e.kind != ast::Expr::Kind::Call || e.children.size() != e.argsBegin + 1) return std::nullopt;
    const ast::Expr& callee = *e.children[0];
    if (callee.kind != ast::Expr::Kind::Path || callee.path.size() != 2) return std::nullopt;
    if (callee.path[1] != "from_f32" && callee.path[1] != "from_i32") return std::nullopt;
    auto literal = literalOf(*e.children[e.argsBegin]);
    if (!literal) return std::nullopt;
    return Conversion{callee.path[0], callee.path[1], *literal};
}

// The value's bits in `dtype` (sim/memory.h's encoding: a float's own bits, an integer's 32-bit two's complement).
std::uint32_t encodeFill(Elaborator& el, const ast::Expr& at, tensor::DType dtype, const Literal& v) {
    const tensor::DTypeInfo& info = tensor::info(dtype);
    if (info.isFloat)
        return dtype == tensor::DType::F32 ? std::bit_cast<std::uint32_t>(float(v.value)) : cast::encodeFloat(dtype, float(v.value));
    if (v.isFloat || v.value != std::floor(v.value))
        el.fail(at.span, diag::Kind::type_mismatch, fmt::format("the tensor holds {}: its fill is an integer", info.name));
    const bool isUnsigned = dtype == tensor::DType::U8;
    const double lo = isUnsigned ? 0.0 : -std::ldexp(1.0, int(info.bits) - 1);
    const double hi = isUnsigned ? std::ldexp(1.0, int(info.bits)) - 1 : std::ldexp(1.0, int(info.bits) - 1) - 1;
    if (v.value < lo || v.value > hi)
        el.fail(at.span, diag::Kind::invalid_constant, fmt::format("{} does not fit {} ({} to {})", v.value, info.name, lo, hi));
    return std::uint32_t(std::int32_t(std::int64_t(v.value)));  // 32-bit two's complement; memory stores the low bits
}

// The fill value as the toolchain folds it.
std::uint32_t fillValue(Elaborator& el, const ast::Expr& arg, tensor::DType dtype) {
    const std::string_view type = tensor::info(dtype).name;
    if (auto literal = literalOf(arg)) {
        if (literal->isFloat != tensor::info(dtype).isFloat)
            el.fail(
                arg.span, diag::Kind::type_mismatch,
                fmt::format("the tensor holds {}: its fill is {} literal", type, tensor::info(dtype).isFloat ? "a float" : "an integer"));
        return encodeFill(el, arg, dtype, *literal);
    }
    if (conversionOf(arg))
        el.fail(
            arg.span, diag::Kind::invalid_constant,
            fmt::format("`{}` is a call the device cannot run: a computed fill is folded in a `const {{ .. }}` block", el.textOf(arg.span)),
            fmt::format("write `const {{ {} }}`", el.textOf(arg.span)));
    if (arg.kind == ast::Expr::Kind::ConstBlock && arg.block && arg.block->stmts.empty() && arg.block->tail) {
        const ast::Expr& inner = *arg.block->tail;
        if (auto literal = literalOf(inner)) return encodeFill(el, inner, dtype, *literal);
        if (auto conversion = conversionOf(inner)) {
            if (tensor::parseDType(conversion->type) != dtype)
                el.fail(inner.span, diag::Kind::type_mismatch,
                        fmt::format("the tensor holds {}, but the fill is a {}", type, conversion->type));
            Literal folded = conversion->literal;
            folded.isFloat = tensor::info(dtype).isFloat;  // from_i32 into an integer, from_f32 into a float
            return encodeFill(el, inner, dtype, folded);
        }
    }
    if (arg.kind == ast::Expr::Kind::Path) {  // a `const` item of the kernel
        Literal named{double(el.evalInt(arg)), false};
        if (tensor::info(dtype).isFloat)
            el.fail(arg.span, diag::Kind::type_mismatch, fmt::format("the tensor holds {}: its fill is a float literal", type));
        return encodeFill(el, arg, dtype, named);
    }
    el.fail(arg.span, diag::Kind::invalid_constant,
            fmt::format("`{}` is not a fill value the kernel can fold: write a literal, a constant, or `const {{ {}::from_f32(..) }}`",
                        el.textOf(arg.span), type));
}

Value memset(MethodCall& call) {
    Elaborator& el = call.el;
    const ast::Expr& e = call.e;
    const Tensor& t = call.receiverTensor();
    if (call.receiver.view || call.receiver.viewOffset)
        el.fail(e.nameSpan, diag::Kind::unsupported_construct,
                fmt::format("memset of a part of a tensor (`{}`) is not supported by the toolchain; fill the whole view_mut()",
                            call.receiver.viewCall));
    if (t.memory != Memory::Dm)
        el.fail(e.nameSpan, diag::Kind::type_mismatch,
                fmt::format("memset fills a DmTensor's view, but `{}` is a {}", t.name, tensorTypeName(t.memory)));
    const Value context = el.eval(call.arg(1));
    if (context.kind != Value::Kind::TuCtx || context.context != StreamPass::Context::Sub)
        el.fail(call.arg(1).span, diag::Kind::type_mismatch, "memset runs in the sub context's Generate Mode: pass `&mut ctx.sub`");
    if (!el.dtypeKnown_[call.receiver.tensor])
        el.fail(e.span, diag::Kind::missing_annotation,
                fmt::format("the element type of `{}` is written nowhere; memset needs it", t.name));
    if (t.dtype == tensor::DType::F4E2M1)
        el.fail(call.arg(0).span, diag::Kind::unsupported_construct, "the toolchain cannot memset f4e2m1 yet (it refuses such a fill)");
    const std::uint32_t bits = fillValue(el, call.arg(0), t.dtype);
    el.addTransfer(Transfer::Engine::Tdma, call.receiver.tensor, call.receiver.tensor, e.span);
    Transfer& fill = el.program_.ops.back().transfer;
    fill.mode = Transfer::Mode::Fill;
    fill.fill = bits;
    Value unit;
    unit.span = e.span;
    return unit;
}

}  // namespace

const std::vector<MethodSpec>& memsetMethods() {
    static const std::vector<MethodSpec> methods = {
        {.name = "memset", .args = 2, .signature = "memset(value, &mut ctx.sub)", .handler = memset},
    };
    return methods;
}

}  // namespace tcpwb::kernel::detail
