// The Vector Engine: a run of `vector_*` calls is one stream step, collected
// call by call and checked as a whole by vector::checkChain when the run ends
// (the chain's own method table is in core/vector/chain.cpp).
#include <algorithm>

#include <fmt/format.h>

#include "kernel/methods.h"
#include "vector/chain.h"

namespace tcpwb::kernel::detail {
namespace {

std::optional<vector::Scalar> scalarOf(std::optional<tensor::DType> d) {
    if (d == tensor::DType::I32) return vector::Scalar::I32;
    if (d == tensor::DType::F32) return vector::Scalar::F32;
    return std::nullopt;
}

// A turbofish argument as the chain checker reads it: mappings with aliases expanded.
std::string genericText(const Elaborator& el, const ast::Type& g) {
    bool isMapping = g.kind == ast::Type::Kind::Mapping ||
                     (g.kind == ast::Type::Kind::Path && g.path.size() == 1 && el.program_.aliases.find(g.path[0]));
    return isMapping ? el.mappingArg(g)->text : vector::trim(el.textOf(g.span));
}

// `&rhs_vrf` and `VeRhs::vrf(&rhs_vrf)` name a VRF tensor; the variable, or null.
const ast::Expr* namedVariable(const ast::Expr* arg) {
    const ast::Expr* named = arg;
    if (named->kind == ast::Expr::Kind::Call && named->children.size() == 2 && named->children[0]->kind == ast::Expr::Kind::Path &&
        named->children[0]->path.back() == "vrf")
        named = named->children[1].get();
    while (named->kind == ast::Expr::Kind::Ref) named = named->children[0].get();
    bool variable = named->kind == ast::Expr::Kind::Path && named->path.size() == 1 && named->generics.empty() &&
                    (named != arg || arg->kind == ast::Expr::Kind::Path) && named->path[0] != "true" &&
                    named->path[0] != "false" &&  // two-group flags, not variables
                    named->path[0] != "Stash";    // the value vector_stash() saved (manual, "Operands")
    return variable ? named : nullptr;
}

// A VRF operand: recorded on the step and passed to the checker by name.
std::string vrfOperand(MethodCall& call, Step& step, const ast::Expr& arg, std::size_t tensor) {
    Elaborator& el = call.el;
    const Tensor& t = el.program_.tensors[tensor];
    if (t.memory != Memory::Vrf)
        el.fail(arg.span, diag::Kind::type_mismatch,
                fmt::format("{}() reads tensor operands from the VRF, but `{}` is a {} tensor", call.e.name, t.name, memoryName(t.memory)),
                fmt::format("load it first: ctx.sub.begin({}.view())...to_vrf(address)", t.name));
    if (std::find(step.vrfOperands.begin(), step.vrfOperands.end(), tensor) == step.vrfOperands.end()) step.vrfOperands.push_back(tensor);
    el.readTensors_.insert(tensor);
    return fmt::format("VeRhs::vrf(&{})", t.name);
}

std::string argumentText(MethodCall& call, Step& step, const ast::Expr& arg);

// A TagGuard argument: a variable bound to one (`let negative = TagGuard::matches(..)`) is its text.
std::string guardText(MethodCall& call, const ast::Expr& arg) {
    if (arg.kind == ast::Expr::Kind::Path && arg.path.size() == 1 && arg.generics.empty()) {
        Value value = call.el.lookup(arg.path[0], arg.span);
        if (value.kind == Value::Kind::Enum && value.name.starts_with("TagGuard::")) return value.name;
        call.el.fail(arg.span, diag::Kind::type_mismatch, fmt::format("`{}` is not a TagGuard", arg.path[0]),
                     "bind it with let g = TagGuard::matches([..]); or write the guard in place");
    }
    return call.argText(arg);
}

// `Branched::imm(guard, x).imm(..).rf(guard, &vrf)`, the toolchain's conditional
// operand, as the chain checker reads it: guards written out, VRF operands
// recorded; nullopt when `arg` is not one.
std::optional<std::string> branchedText(MethodCall& call, Step& step, const ast::Expr& arg) {
    std::string prefix;
    if (arg.kind == ast::Expr::Kind::Call && arg.children[0]->kind == ast::Expr::Kind::Path && arg.children[0]->path.size() == 2 &&
        arg.children[0]->path[0] == "Branched") {
        prefix = "Branched::" + arg.children[0]->path[1];
    } else if (arg.kind == ast::Expr::Kind::MethodCall && (arg.name == "imm" || arg.name == "rf")) {
        auto receiver = branchedText(call, step, *arg.children[0]);
        if (!receiver) return std::nullopt;
        prefix = *receiver + "." + arg.name;
    } else {
        return std::nullopt;
    }
    if (arg.children.size() - arg.argsBegin != 2)
        call.el.fail(arg.span, diag::Kind::arity_mismatch,
                     "a Branched slot takes a TagGuard and the slot's operand: imm(guard, value), rf(guard, &vrf)");
    const ast::Expr& guard = *arg.children[arg.argsBegin];
    const ast::Expr& payload = *arg.children[arg.argsBegin + 1];
    std::string value;
    if (payload.kind == ast::Expr::Kind::Tuple) {  // a ternary op's (operand0, operand1)
        for (const auto& element : payload.children) value += (value.empty() ? "" : ", ") + argumentText(call, step, *element);
        value = "(" + value + ")";
    } else {
        value = argumentText(call, step, payload);
    }
    return fmt::format("{}({}, {})", prefix, guardText(call, guard), value);
}

// Integer literals combined by arithmetic: `1 << 23`, `(4 * 2)`.
bool integerArithmetic(const ast::Expr& e) {
    switch (e.kind) {
        case ast::Expr::Kind::Integer: return true;
        case ast::Expr::Kind::Paren: return integerArithmetic(*e.children[0]);
        case ast::Expr::Kind::Binary: return integerArithmetic(*e.children[0]) && integerArithmetic(*e.children[1]);
        default: return false;
    }
}

// An integer constant written as an expression, as the chain reads a literal (a plain literal stays as written).
std::optional<std::string> constantText(MethodCall& call, const ast::Expr& arg) {
    if (arg.kind == ast::Expr::Kind::Integer || !integerArithmetic(arg)) return std::nullopt;
    return std::to_string(call.el.evalInt(arg));
}

// `const { H::SIZE as f32 }`, `const { 4 * 2 }`, `const { 0.5 }`: a scalar
// operand the toolchain folds when it compiles (its vISA operand is encoded in
// the instruction), folded here when the kernel loads, as the chain reads a literal.
std::optional<std::string> constBlockText(MethodCall& call, const ast::Expr& arg) {
    if (arg.kind != ast::Expr::Kind::ConstBlock) return std::nullopt;
    const ast::Expr* value = arg.block && arg.block->stmts.empty() ? arg.block->tail.get() : nullptr;
    if (!value) call.el.fail(arg.span, diag::Kind::invalid_constant, "a `const { .. }` operand holds one expression, the operand's value");
    while (value->kind == ast::Expr::Kind::Paren) value = value->children[0].get();
    if (value->kind == ast::Expr::Kind::Float) return value->text;
    const bool toFloat = value->kind == ast::Expr::Kind::Cast && value->generics[0]->kind == ast::Type::Kind::Path &&
                         (value->generics[0]->last() == "f32" || value->generics[0]->last() == "f64");
    if (toFloat) return fmt::format("{}.0", call.el.evalInt(*value->children[0]));
    return std::to_string(call.el.evalInt(*value));
}

std::string argumentText(MethodCall& call, Step& step, const ast::Expr& arg) {
    if (auto branched = branchedText(call, step, arg)) return *branched;
    if (auto folded = constBlockText(call, arg)) return *folded;
    if (auto constant = constantText(call, arg)) return *constant;
    const ast::Expr* named = namedVariable(&arg);
    if (!named) return call.argText(arg);
    Value value = call.el.lookup(named->path[0], named->span);
    if (value.kind == Value::Kind::Tensor) return vrfOperand(call, step, arg, value.tensor);
    // A helper's scalar parameter or a `const`: the number, or the literal it was bound to.
    if (value.kind == Value::Kind::Int) return std::to_string(value.number);
    if (value.kind == Value::Kind::Other && !value.name.empty()) return value.name;  // a negated float binding
    if (value.kind == Value::Kind::Other && value.span.length > 0) return vector::trim(call.el.textOf(value.span));
    return call.argText(arg);
}

// Every vector_* call joins the open run, or opens one.
Value vectorCall(MethodCall& call) {
    Elaborator& el = call.el;
    const ast::Expr& e = call.e;
    Stream& s = call.stream();
    if (!s.inVector) s.pass.steps.push_back(call.step(StepKind::Vector));
    s.inVector = true;
    Step& step = s.pass.steps.back();
    vector::Call chainCall;
    chainCall.method = e.name;
    chainCall.offset = e.nameSpan.offset;
    chainCall.length = e.span.end() - e.nameSpan.offset;
    for (const auto& g : e.generics) chainCall.generics.push_back(genericText(el, *g));
    for (std::size_t i = 0; i < call.argCount(); ++i) chainCall.args.push_back(argumentText(call, step, call.arg(i)));
    step.vectorCalls.push_back(std::move(chainCall));
    step.at = el.sourceSpan(ast::join({step.at.offset, step.at.length}, call.nameToEnd()));
    return call.receiver;
}

}  // namespace

void closeVectorRun(Stream& s) {
    if (!s.inVector) return;
    s.inVector = false;
    const Step& step = s.pass.steps.back();
    auto input = scalarOf(s.dtype);
    if (!input) {
        s.dtype.reset();  // the Vector Engine works on i32/f32; what leaves it is told by the annotation
        return;
    }
    auto chain = vector::checkChain(step.vectorCalls, *input);
    if (!chain) {
        diag::Diagnostic d = chain.error();
        if (!d.offset) {
            d.offset = step.at.offset;
            d.length = step.at.length;
        }
        throw Failure{std::move(d)};
    }
    s.dtype = chain->output == vector::Scalar::F32 ? tensor::DType::F32 : tensor::DType::I32;
}

const std::vector<MethodSpec>& vectorMethods() {
    static const std::vector<MethodSpec> methods = {
        {.name = "vector_*", .signature = "vector_*(..)", .handler = vectorCall, .beforeSources = true, .joinsVectorRun = true},
    };
    return methods;
}

}  // namespace tcpwb::kernel::detail
