// Statements and values: host code, `launch` (which inlines the device
// function), whole-tensor transfers, and the program's final bookkeeping.
#include <algorithm>

#include <fmt/format.h>

#include "kernel/elaborate.h"
#include "kernel/elaborator.h"
#include "kernel/parser.h"
#include "kernel/suggest.h"

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

bool isPath(const ast::Expr& e, std::initializer_list<std::string_view> path) {
    if (e.kind != ast::Expr::Kind::Path || e.path.size() != path.size()) return false;
    return std::equal(e.path.begin(), e.path.end(), path.begin());
}

}  // namespace

std::string tensorTypeName(Memory m) {
    switch (m) {
        case Memory::Host: return "HostTensor";
        case Memory::Hbm: return "HbmTensor";
        case Memory::Dm: return "DmTensor";
        case Memory::Trf: return "TrfTensor";
        case Memory::Vrf: return "VrfTensor";
    }
    return "tensor";
}

// ---- the whole run ---------------------------------------------------------------

Program Elaborator::run() {
    collectItems(file_.stmts, 0);
    declareAxes();
    declareAliases();
    scopes_.assign(1, Scope{});

    const ast::Item* host = nullptr;
    for (const ast::Item* fn : fns_)
        if (!fn->hasAttribute("device") && containsLaunch(*fn->body)) {
            host = fn;
            break;
        }
    const ast::Item* device = nullptr;
    for (const ast::Item* fn : fns_)
        if (fn->hasAttribute("device")) {
            device = fn;
            break;
        }
    bool statements = std::any_of(topStatements_.begin(), topStatements_.end(),
                                  [](const ast::Stmt* s) { return s->kind != ast::Stmt::Kind::Item; });

    if (host) {
        runBlock(*host->body, nullptr);
    } else if (device) {
        program_.fragment = true;
        Value ctx;
        ctx.kind = Value::Kind::Ctx;
        std::vector<Value> args;
        for (const ast::Param& p : device->params) {
            auto type = tensorType(*p.type);
            if (!type) {
                args.push_back(ctx);
                continue;
            }
            std::size_t index = newTensor(p.name, type->memory, type->roles.size(), p.nameSpan);
            program_.tensors[index].origin = Origin::Preloaded;
            Value v = tensorValue(index, p.nameSpan);
            args.push_back(v);
        }
        Value result = launchFunction(*device, args, {}, device->nameSpan);
        if (result.kind == Value::Kind::Tensor) {
            if (provisional_[result.tensor]) {
                program_.tensors[result.tensor].name = uniqueName("output");
                provisional_[result.tensor] = false;
            }
            program_.outputs.push_back(result.tensor);
        }
    } else if (statements) {
        program_.fragment = true;
        Value ctx;
        ctx.kind = Value::Kind::Ctx;
        bind("ctx", ctx);
        std::vector<ast::Stmt> none;
        for (const ast::Stmt* s : topStatements_) runStatement(*s);
        for (const Operation& op : program_.ops) {
            std::size_t out = op.kind == Operation::Kind::Pass ? op.pass.output : op.transfer.output;
            bool written = op.kind == Operation::Kind::Pass && op.pass.sink == SinkKind::CommitView;
            if (!readTensors_.count(out) && !written &&
                std::find(program_.outputs.begin(), program_.outputs.end(), out) == program_.outputs.end())
                program_.outputs.push_back(out);
        }
    } else {
        fail({0, 0}, "missing_kernel",
             "this file has no device function, no host code calling launch(...), and no statements to run",
             "add `#[device(chip = 1)] fn kernel(ctx: &mut Context, ...) -> ... { ... }`");
    }
    finish();
    return std::move(program_);
}

void Elaborator::finish() {
    for (std::size_t i = 0; i < program_.tensors.size(); ++i)
        if (provisional_[i]) program_.tensors[i].name = uniqueName(program_.tensors[i].name);
    int passes[2] = {0, 0};
    for (Operation& op : program_.ops) {
        if (op.kind == Operation::Kind::Transfer) {
            const Tensor& from = program_.tensors[op.transfer.source];
            const Tensor& to = program_.tensors[op.transfer.output];
            std::string_view method = to.memory == Memory::Dm ? "to_dm" : to.memory == Memory::Host ? "to_host" : "to_hbm";
            op.name = fmt::format("{}({}) -> {}", method, from.name, to.name);
        } else {
            bool sub = op.pass.context == StreamPass::Context::Sub;
            op.name = fmt::format("{} pass {} -> {}", sub ? "sub" : "main", ++passes[sub ? 1 : 0],
                                  program_.tensors[op.pass.output].name);
        }
    }
}

std::string Elaborator::uniqueName(const std::string& base) {
    int& count = nameCounts_[base];
    ++count;
    return count == 1 ? base : fmt::format("{}#{}", base, count);
}

// ---- statements ----------------------------------------------------------------------

void Elaborator::runBlock(const ast::Block& block, Value* tail) {
    scopes_.emplace_back();
    for (const ast::Stmt& s : block.stmts) runStatement(s);
    if (block.tail) {
        ast::Span saved = stmtSpan_;
        stmtSpan_ = block.tail->span;
        std::size_t before = program_.tensors.size();
        Value v = eval(*block.tail);
        if (tail) *tail = v;
        else completeSince(before, block.tail->span);
        stmtSpan_ = saved;
    }
    scopes_.pop_back();
}

void Elaborator::runStatement(const ast::Stmt& s) {
    stmtSpan_ = s.span;
    std::size_t before = program_.tensors.size();
    switch (s.kind) {
        case ast::Stmt::Kind::Item: return;
        case ast::Stmt::Kind::Let: runLet(s); break;
        case ast::Stmt::Kind::Expr: eval(*s.expr); break;
    }
    completeSince(before, s.span);
}

void Elaborator::completeSince(std::size_t before, ast::Span at) {
    for (std::size_t i = before; i < program_.tensors.size(); ++i) requireComplete(i, createdAt_[i].length ? createdAt_[i] : at);
}

void Elaborator::runLet(const ast::Stmt& stmt) {
    if (!stmt.init)
        fail(stmt.span, "unsupported_construct", fmt::format("`let {};` declares no value; kernels bind every variable once", stmt.name),
             fmt::format("write `let {} = ...;`", stmt.name));
    std::optional<TensorType> annotated = stmt.type ? tensorType(*stmt.type) : std::nullopt;
    std::size_t before = program_.tensors.size();
    Value v;
    if (stmt.init->kind == ast::Expr::Kind::Elided) {
        if (!annotated)
            fail(stmt.init->span, "missing_annotation",
                 fmt::format("`let {} = ...;` declares a tensor already in memory, so its type must be written", stmt.name),
                 fmt::format("write `let {}: DmTensor<D, Chip, Cluster, Slice, Element> = ...;`", stmt.name));
        std::size_t index = newTensor(stmt.name, annotated->memory, annotated->roles.size(), stmt.init->span);
        program_.tensors[index].origin = Origin::Preloaded;
        v = tensorValue(index, stmt.init->span);
    } else {
        v = eval(*stmt.init);
    }
    if (v.kind == Value::Kind::Tensor) {
        if (annotated) applyType(v.tensor, *annotated);
        if (v.tensor >= before || provisional_[v.tensor]) {
            if (provisional_[v.tensor]) {
                program_.tensors[v.tensor].name = uniqueName(stmt.name);
                program_.tensors[v.tensor].at = sourceSpan(stmt.nameSpan);
                provisional_[v.tensor] = false;
            }
        }
        if (v.tensor < program_.tensors.size() && program_.tensors[v.tensor].origin == Origin::Preloaded &&
            !program_.tensors[v.tensor].address && v.tensor >= before)
            placePreloaded(v.tensor);
    } else if (annotated) {
        fail(stmt.type->span, "type_mismatch",
             fmt::format("`{}` is annotated as a {}, but its value is {}", stmt.name, tensorTypeName(annotated->memory),
                         kindName(v.kind)));
    }
    bind(stmt.name, v);
}

// Preloaded tensors without an address are laid out from 0 in their memory, in
// declaration order, each 64-byte aligned (the manual's fragments put their
// input at DM address 0).
void Elaborator::placePreloaded(std::size_t index) {
    Tensor& t = program_.tensors[index];
    if (t.memory != Memory::Dm && t.memory != Memory::Hbm) return;
    u64& next = nextPreloaded_[static_cast<std::size_t>(t.memory)];
    t.address = next;
    auto end = checkedAdd(next, elementBytes(t));
    if (end && *end <= ~u64{0} - 63) next = roundUp(*end, 64);
}

void Elaborator::bind(const std::string& name, Value v) { scopes_.back()[name] = std::move(v); }

Value Elaborator::lookup(std::string_view name, ast::Span at) const {
    for (auto scope = scopes_.rbegin(); scope != scopes_.rend(); ++scope) {
        auto it = scope->find(name);
        if (it != scope->end()) return it->second;
    }
    if (const ast::Item* fn = findFn(name)) {
        Value v;
        v.kind = Value::Kind::Fn;
        v.name = fn->name;
        v.span = at;
        return v;
    }
    std::vector<std::string> known;
    for (const Scope& scope : scopes_)
        for (const auto& [n, value] : scope) known.push_back(n);
    auto near = closestName(name, known);
    fail(at, "unknown_name",
         fmt::format("`{}` is not defined here{}", name, near ? fmt::format("; did you mean `{}`?", *near) : std::string()));
}

const ast::Item* Elaborator::findFn(std::string_view name) const {
    for (const ast::Item* fn : fns_)
        if (fn->name == name) return fn;
    return nullptr;
}

bool Elaborator::containsLaunch(const ast::Block& block) const {
    for (const ast::Stmt& s : block.stmts) {
        if (s.init && exprContainsLaunch(*s.init, 0)) return true;
        if (s.expr && exprContainsLaunch(*s.expr, 0)) return true;
    }
    return block.tail && exprContainsLaunch(*block.tail, 0);
}

bool Elaborator::exprContainsLaunch(const ast::Expr& e, int depth) const {
    if (depth > kMaxNesting) return false;
    if (e.kind == ast::Expr::Kind::Call && isPath(*e.children[0], {"launch"})) return true;
    if (e.kind == ast::Expr::Kind::Block && containsLaunch(*e.block)) return true;
    for (const auto& child : e.children)
        if (child && exprContainsLaunch(*child, depth + 1)) return true;
    return false;
}

// ---- tensors -------------------------------------------------------------------------

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

ast::Span Elaborator::callSpan(const ast::Expr& call) const {
    return {call.nameSpan.offset, call.span.end() - call.nameSpan.offset};
}

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
        fail(type.span, "type_mismatch",
             fmt::format("the type says {} but `{}` is a {} (in {})", tensorTypeName(type.memory), t.name, tensorTypeName(t.memory),
                         memoryName(t.memory)));
    if (type.dtypeKnown) {
        if (dtypeKnown_[index] && t.dtype != type.dtype)
            fail(type.span, "type_mismatch",
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
            Diagnostic d("type_mismatch",
                         fmt::format("the {} mapping `{}` here is not equivalent to `{}` written at {}:{}", roles[r],
                                     type.roles[r]->text, have.text, have.at.line, have.at.column),
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
        fail(at, "missing_annotation",
             fmt::format("the element type of this {} is written nowhere", tensorTypeName(t.memory)),
             fmt::format("annotate the binding: `let x: {} = ...`", signature));
    for (std::size_t r = 0; r < t.mappings.size(); ++r)
        if (t.mappings[r].text.empty())
            fail(at, "missing_annotation",
                 fmt::format("the {} mapping of this {} is written nowhere", roles[r], tensorTypeName(t.memory)),
                 fmt::format("annotate the binding: `let x: {} = ...`, or give it in the turbofish", signature));
}

std::size_t Elaborator::expectTensor(const Value& v, const ast::Expr& at, std::string_view what) const {
    if (v.kind != Value::Kind::Tensor)
        fail(at.span, "type_mismatch", fmt::format("{} needs a tensor, found {}", what, kindName(v.kind)));
    return v.tensor;
}

Transfer::Engine Elaborator::expectEngine(const ast::Expr& arg) {
    Value v = eval(arg);
    if (v.kind != Value::Kind::Engine)
        fail(arg.span, "type_mismatch", fmt::format("expected a DMA engine (`&mut ctx.tdma` or `&mut ctx.pdma`), found {}",
                                                    kindName(v.kind)));
    return v.engine;
}

void Elaborator::expectArgs(const ast::Expr& call, std::size_t count, std::string_view signature) const {
    std::size_t have = call.children.size() - call.argsBegin;
    if (have != count)
        fail(call.span, "arity_mismatch",
             fmt::format("`{}` takes {} argument{}, found {}", signature, count, count == 1 ? "" : "s", have));
}

void Elaborator::expectGenerics(const ast::Expr& call, std::vector<std::size_t> allowed, std::string_view signature) const {
    if (std::find(allowed.begin(), allowed.end(), call.generics.size()) != allowed.end()) return;
    ast::Span at = call.nameSpan;
    if (!call.generics.empty()) at = ast::join(call.generics.front()->span, call.generics.back()->span);
    fail(at, "arity_mismatch",
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
    program_.ops.push_back(std::move(op));
    readTensors_.insert(source);
}

// ---- expressions ---------------------------------------------------------------------

Value Elaborator::eval(const ast::Expr& e) {
    if (++evalDepth_ > 4 * kMaxNesting) fail(e.span, "unsupported_construct", "this expression nests too deeply");
    struct Leave {
        int& depth;
        ~Leave() { --depth; }
    } leave{evalDepth_};
    Value v;
    v.span = e.span;
    switch (e.kind) {
        case ast::Expr::Kind::Integer:
        case ast::Expr::Kind::Binary:
        case ast::Expr::Kind::Unary:
            v.kind = Value::Kind::Int;
            v.number = evalInt(e);
            return v;
        case ast::Expr::Kind::Paren:
        case ast::Expr::Kind::Ref:
        case ast::Expr::Kind::Await: return eval(*e.children[0]);
        case ast::Expr::Kind::Path: return evalPath(e);
        case ast::Expr::Kind::Call: return evalCall(e);
        case ast::Expr::Kind::MethodCall: return evalMethod(e);
        case ast::Expr::Kind::Field: return evalField(e);
        case ast::Expr::Kind::Tuple:
            v.kind = e.children.empty() ? Value::Kind::Unit : Value::Kind::Tuple;
            for (const auto& child : e.children) v.elements.push_back(eval(*child));
            return v;
        case ast::Expr::Kind::Block: runBlock(*e.block, &v); return v;
        case ast::Expr::Kind::Elided:
            fail(e.span, "unsupported_construct", "`...` stands for a tensor already in memory and only works as `let name: Type = ...;`");
        case ast::Expr::Kind::Struct:
        case ast::Expr::Kind::Float:
        case ast::Expr::Kind::String:
        case ast::Expr::Kind::Mapping:
        case ast::Expr::Kind::Range:
        case ast::Expr::Kind::Array:
        case ast::Expr::Kind::Infer: v.kind = Value::Kind::Other; return v;
    }
    return v;
}

Value Elaborator::evalPath(const ast::Expr& e) {
    if (e.path.size() == 1 && e.generics.empty() && e.pathGenerics.empty()) return lookup(e.path[0], e.span);
    Value v;
    v.kind = Value::Kind::Enum;
    v.name = std::string(textOf(e.span));
    v.span = e.span;
    return v;
}

Value Elaborator::evalField(const ast::Expr& e) {
    Value receiver = eval(*e.children[0]);
    Value v;
    v.span = e.span;
    if (receiver.kind == Value::Kind::Ctx) {
        if (e.name == "main" || e.name == "sub") {
            v.kind = Value::Kind::TuCtx;
            v.context = e.name == "main" ? StreamPass::Context::Main : StreamPass::Context::Sub;
            return v;
        }
        if (e.name == "pdma" || e.name == "tdma") {
            v.kind = Value::Kind::Engine;
            v.engine = e.name == "pdma" ? Transfer::Engine::Pdma : Transfer::Engine::Tdma;
            return v;
        }
        auto near = closestName(e.name, {"main", "sub", "pdma", "tdma"});
        fail(e.nameSpan, "unknown_name",
             fmt::format("the Context has no field `{}`{}", e.name,
                         near ? fmt::format("; did you mean `{}`?", *near) : std::string("; it has main, sub, pdma and tdma")));
    }
    fail(e.nameSpan, "unsupported_construct",
         fmt::format("field `.{}` of {} is not supported; fields are read only from the Context (ctx.main, ctx.sub, ctx.pdma, ctx.tdma)",
                     e.name, kindName(receiver.kind)));
}

u64 Elaborator::evalInt(const ast::Expr& e) {
    switch (e.kind) {
        case ast::Expr::Kind::Integer:
            if (e.overflow) fail(e.span, "invalid_constant", fmt::format("`{}` does not fit in 64 bits", e.text));
            return e.value;
        case ast::Expr::Kind::Paren: return evalInt(*e.children[0]);
        case ast::Expr::Kind::Unary:
            if (e.name == "-") {
                if (evalInt(*e.children[0]) == 0) return 0;
                fail(e.span, "invalid_constant", "negative constants are not supported here; addresses and sizes are unsigned");
            }
            break;
        case ast::Expr::Kind::Binary: {
            u64 a = evalInt(*e.children[0]);
            u64 b = evalInt(*e.children[1]);
            std::optional<u64> r;
            const std::string& op = e.name;
            if (op == "+") r = checkedAdd(a, b);
            else if (op == "*") r = checkedMul(a, b);
            else if (op == "-") r = a >= b ? std::optional<u64>(a - b) : std::nullopt;
            else if (op == "/") r = b ? std::optional<u64>(a / b) : std::nullopt;
            else if (op == "%") r = b ? std::optional<u64>(a % b) : std::nullopt;
            else if (op == "<<") r = b < 64 && (a >> (63 - b)) <= 1 && (b == 0 || (a >> (64 - b)) == 0) ? std::optional<u64>(a << b) : std::nullopt;
            else if (op == ">>") r = b < 64 ? a >> b : 0;
            else if (op == "&") r = a & b;
            else if (op == "|") r = a | b;
            else if (op == "^") r = a ^ b;
            else fail(e.span, "unsupported_construct", fmt::format("the operator `{}` is not supported in constants", op));
            if (!r)
                fail(e.span, "invalid_constant",
                     fmt::format("`{}` overflows, underflows or divides by zero in 64-bit unsigned arithmetic", textOf(e.span)));
            return *r;
        }
        case ast::Expr::Kind::Path: {
            Value v = evalPath(e);
            if (v.kind == Value::Kind::Int) return v.number;
            fail(e.span, "type_mismatch", fmt::format("expected an integer constant, found {}", kindName(v.kind)));
        }
        default: break;
    }
    fail(e.span, "type_mismatch", fmt::format("expected an integer constant, found `{}`", textOf(e.span)));
}

Value Elaborator::evalCall(const ast::Expr& e) {
    const ast::Expr& callee = *e.children[0];
    if (callee.kind != ast::Expr::Kind::Path)
        fail(callee.span, "unsupported_construct", "only named functions can be called");
    const std::string& last = callee.path.back();
    Value v;
    v.span = e.span;
    if (isPath(callee, {"launch"})) return launch(e);
    if (last == "acquire" && callee.path.size() == 2 && callee.path[0] == "Context") {
        expectArgs(e, 0, "Context::acquire()");
        v.kind = Value::Kind::Ctx;
        return v;
    }
    if (last == "seed_from_u64") {
        expectArgs(e, 1, "seed_from_u64(seed)");
        v.kind = Value::Kind::Rng;
        v.number = evalInt(*e.children[1]);
        return v;
    }
    if ((last == "rand" || last == "from_addr") && callee.path.size() >= 2) {
        const std::string& typeName = callee.path[callee.path.size() - 2];
        auto type = tensorTypeOf(typeName, callee.pathGenerics, callee.span);
        if (!type)
            fail(callee.span, "unsupported_construct",
                 fmt::format("`{}::{}` is not supported; use HostTensor::<D, M>::rand(&mut rng) or XTensor::<..>::from_addr(a)", typeName, last));
        expectArgs(e, 1, last == "rand" ? "rand(&mut rng)" : "from_addr(address)");
        std::size_t index = newTensor(last == "rand" ? "rand" : "from_addr", type->memory, type->roles.size(), e.span);
        if (last == "rand") {
            if (type->memory != Memory::Host)
                fail(callee.span, "type_mismatch", "random tensors are made on the host: HostTensor::<D, M>::rand(&mut rng)");
            Value rng = eval(*e.children[1]);
            if (rng.kind != Value::Kind::Rng)
                fail(e.children[1]->span, "type_mismatch",
                     fmt::format("rand() needs the random number generator (`&mut rng`), found {}", kindName(rng.kind)));
            program_.tensors[index].origin = Origin::Random;
            program_.tensors[index].seed = rng.number;
        } else {
            program_.tensors[index].origin = Origin::Preloaded;
            program_.tensors[index].address = evalInt(*e.children[1]);
        }
        applyType(index, *type);
        return tensorValue(index, e.span);
    }
    if (callee.path.size() == 1 && findFn(last))
        fail(callee.span, "unsupported_construct",
             fmt::format("calling `{}` directly is not supported; a device function runs through launch({}, (&mut ctx, ...)).await",
                         last, last));
    fail(callee.span, "unsupported_construct",
         fmt::format("the function `{}` is not supported; supported calls: Context::acquire(), SmallRng::seed_from_u64(n), "
                     "HostTensor::<D, M>::rand(&mut rng), XTensor::<..>::from_addr(a), launch(kernel, (..))",
                     textOf(callee.span)));
}

Value Elaborator::launch(const ast::Expr& e) {
    expectArgs(e, 2, "launch(kernel, (&mut ctx, &tensor, ...))");
    const ast::Expr& fnExpr = *e.children[1];
    if (launchDepth_ > 0) fail(e.span, "unsupported_construct", "launch(...) inside a device function is not supported");
    if (fnExpr.kind != ast::Expr::Kind::Path || fnExpr.path.size() != 1)
        fail(fnExpr.span, "type_mismatch", "launch's first argument must name the device function");
    const ast::Item* fn = findFn(fnExpr.path[0]);
    if (!fn) {
        std::vector<std::string> names;
        for (const ast::Item* f : fns_) names.push_back(f->name);
        auto near = closestName(fnExpr.path[0], names);
        fail(fnExpr.span, "unknown_name",
             fmt::format("there is no function `{}`{}", fnExpr.path[0],
                         near ? fmt::format("; did you mean `{}`?", *near) : std::string()));
    }
    const ast::Expr& argsExpr = *e.children[2];
    std::vector<const ast::Expr*> argExprs;
    if (argsExpr.kind == ast::Expr::Kind::Tuple) {
        for (const auto& child : argsExpr.children) argExprs.push_back(child.get());
    } else {
        argExprs.push_back(argsExpr.kind == ast::Expr::Kind::Paren ? argsExpr.children[0].get() : &argsExpr);
    }
    if (argExprs.size() != fn->params.size())
        fail(argsExpr.span, "arity_mismatch",
             fmt::format("`{}` takes {} parameter{}, but launch passes {}", fn->name, fn->params.size(),
                         fn->params.size() == 1 ? "" : "s", argExprs.size()),
             fmt::format("pass ({}) in the parameter order of `fn {}`", [&] {
                 std::string list;
                 for (const ast::Param& p : fn->params) list += (list.empty() ? "" : ", ") + p.name;
                 return list;
             }(), fn->name));
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
        for (const auto& [key, value] : device->settings)
            if (key == "chip") program_.chips = value;
    std::vector<Scope> saved = std::move(scopes_);
    scopes_.assign(1, Scope{});
    ++launchDepth_;
    for (std::size_t i = 0; i < fn.params.size(); ++i) {
        const ast::Param& p = fn.params[i];
        ast::Span argAt = i < argSpans.size() ? argSpans[i] : p.nameSpan;
        auto type = tensorType(*p.type);
        const ast::Type* bare = p.type.get();
        while (bare->kind == ast::Type::Kind::Ref && !bare->generics.empty()) bare = bare->generics.front().get();
        if (!type) {
            if (bare->kind != ast::Type::Kind::Path || bare->last() != "Context")
                fail(p.type->span, "unsupported_construct",
                     fmt::format("parameter `{}`: only `&mut Context` and tensor types are supported", p.name));
            if (args[i].kind != Value::Kind::Ctx)
                fail(argAt, "type_mismatch", fmt::format("parameter `{}` is the Context; pass `&mut ctx`", p.name));
        } else {
            if (args[i].kind != Value::Kind::Tensor)
                fail(argAt, "type_mismatch",
                     fmt::format("parameter `{}` is a {}, but the argument is {}", p.name, tensorTypeName(type->memory),
                                 kindName(args[i].kind)));
            try {
                applyType(args[i].tensor, *type);
            } catch (Failure& failure) {
                if (argSpans.empty()) throw;
                failure.diagnostic.withNote(fmt::format("parameter `{}` of `{}` is declared at {}:{}", p.name, fn.name,
                                                        sourceSpan(p.type->span).line, sourceSpan(p.type->span).column));
                failure.diagnostic.offset = argAt.offset;
                failure.diagnostic.length = argAt.length;
                throw;
            }
            if (argSpans.empty()) placePreloaded(args[i].tensor);
            if (provisional_[args[i].tensor]) {
                program_.tensors[args[i].tensor].name = uniqueName(p.name);
                provisional_[args[i].tensor] = false;
            }
        }
        bind(p.name, args[i]);
    }
    Value result;
    result.kind = Value::Kind::Unit;
    std::size_t before = program_.tensors.size();
    runBlock(*fn.body, &result);
    if (fn.returns) {
        auto type = tensorType(*fn.returns);
        if (type) {
            if (result.kind != Value::Kind::Tensor)
                fail(fn.returns->span, "type_mismatch",
                     fmt::format("`{}` returns a {}, but its body ends in {}", fn.name, tensorTypeName(type->memory),
                                 kindName(result.kind)),
                     "end the body with the tensor to return, without `;`");
            applyType(result.tensor, *type);
        }
    }
    completeSince(before, at);
    --launchDepth_;
    scopes_ = std::move(saved);
    return result;
}

}  // namespace tcpwb::kernel::detail

namespace tcpwb::kernel {

diag::Result<Program> elaborate(const ast::File& file, std::string_view text, std::string sourceName) {
    try {
        detail::Elaborator elaborator(file, text, std::move(sourceName));
        return elaborator.run();
    } catch (const detail::Failure& failure) {
        return failure.diagnostic;
    }
}

}  // namespace tcpwb::kernel
